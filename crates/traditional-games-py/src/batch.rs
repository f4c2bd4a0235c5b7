//! Batched stepping from Python: N games of one preset stepped by Rust with the GIL released, writing straight
//! into numpy arrays that Python reads without a copy.

use game_runtime::batch::{DynBatch, RandomActions, StepBuffers};
use numpy::ndarray::Dimension;
use numpy::{Element, PyArray, PyArray1, PyArray2, PyArrayDyn, PyArrayMethods};
use pyo3::exceptions::{PyMemoryError, PyOverflowError};
use pyo3::intern;
use pyo3::prelude::*;

use crate::error::{batch_error, game_error};
use crate::ints::{Seed, Size};
use crate::registry;
use game_runtime::batch::BatchError;
use traditional_games::FormError;

/// N games of one preset stepped at once (`game_runtime::batch`): actions in, observations, masks, seats to
/// move, rewards and done flags out, auto-reset, seeded per slot.
///
/// The output arrays are allocated once and overwritten in place by every `step` (copy one to keep it):
/// `observations` `float32 [N, *shape]`, `masks` `uint8 [N, num_actions]` (0/1), `to_move` `uint8 [N]`,
/// `rewards` `float32 [N, num_players]` (utilities, in the step a game ended), `dones` `uint8 [N]`.
#[pyclass(module = "traditional_games._native", name = "Batch")]
pub(crate) struct PyBatch {
    batch: Box<dyn DynBatch>,
    game: &'static str,
    preset: &'static str,
    actions: Vec<usize>,
    /// Uniform legal actions for `random_actions`, one generator per slot.
    random: RandomActions,
    observations: Py<PyArrayDyn<f32>>,
    masks: Py<PyArray2<u8>>,
    to_move: Py<PyArray1<u8>>,
    rewards: Py<PyArray2<f32>>,
    dones: Py<PyArray1<u8>>,
}

/// The output arrays, in [`StepBuffers`] order.
type Arrays<'a> = (
    &'a Py<PyArrayDyn<f32>>,
    &'a Py<PyArray2<u8>>,
    &'a Py<PyArray1<u8>>,
    &'a Py<PyArray2<f32>>,
    &'a Py<PyArray1<u8>>,
);

/// Borrows every output array writable (numpy's borrow checker refuses aliasing) and runs `f` on the flat
/// slices with the GIL released.
///
/// Between calls the masks are read-only (numpy's `WRITEABLE` flag), so the rows the batch wrote are still
/// there at the next step, which then clears only the entries it set ([`StepBuffers::masks_kept`]): for a
/// wide action space (thousands of actions), most of a step's memory traffic. If the caller made them
/// writeable again, they may have been written to: every row is then written whole.
fn with_buffers<R: Send>(
    py: Python<'_>,
    arrays: Arrays<'_>,
    run: impl FnOnce(StepBuffers<'_>) -> R + Send,
) -> PyResult<R> {
    let masks = arrays.1.bind(py);
    let flags = masks.getattr(intern!(py, "flags"))?;
    let masks_kept = !flags.getattr(intern!(py, "writeable"))?.extract::<bool>()?;
    if masks_kept {
        flags.setattr(intern!(py, "writeable"), true)?;
    }
    let (mut obs, mut masks, mut to_move, mut rewards, mut dones) = (
        arrays.0.bind(py).try_readwrite()?,
        masks.try_readwrite()?,
        arrays.2.bind(py).try_readwrite()?,
        arrays.3.bind(py).try_readwrite()?,
        arrays.4.bind(py).try_readwrite()?,
    );
    let contiguous =
        |e: numpy::AsSliceError| game_error(format!("the batch's output arrays must stay contiguous: {e}"));
    let out = StepBuffers {
        observations: obs.as_slice_mut().map_err(contiguous)?,
        masks: masks.as_slice_mut().map_err(contiguous)?,
        to_move: to_move.as_slice_mut().map_err(contiguous)?,
        rewards: rewards.as_slice_mut().map_err(contiguous)?,
        dones: dones.as_slice_mut().map_err(contiguous)?,
        masks_kept,
    };
    let result = py.detach(move || run(out));
    masks.make_nonwriteable();
    Ok(result)
}

#[pymethods]
impl PyBatch {
    /// `size` games of `game` under `preset` (the default preset when `None`), seeded with `seed` (slot `i`
    /// draws its chance outcomes from its own generator, seeded from `seed` and `i`).
    ///
    /// A size is checked before anything is allocated: a batch whose estimated bytes (`Batch::memory` in
    /// Rust, the output arrays included) are more than the memory available now raises `MemoryError`, as
    /// does one the allocator or numpy refuses; a negative or zero size is a `GameError`.
    #[new]
    #[pyo3(signature = (game, size, seed = Seed(0), preset = None))]
    pub(crate) fn new(
        py: Python<'_>,
        game: &str,
        size: Size,
        seed: Seed,
        preset: Option<&str>,
    ) -> PyResult<Self> {
        let (Size(size), Seed(seed)) = (size, seed);
        let form = registry::form(game, preset)?;
        if size == 0 {
            return Err(game_error("a batch needs at least one slot"));
        }
        let batch = form.batch(size, seed, memory_limit(py)).map_err(|e| match e {
            FormError::TooLarge { .. } | FormError::Batch(BatchError::TooLarge { .. }) => {
                PyMemoryError::new_err(e.to_string())
            }
            e => registry::form_error(&e),
        })?;
        let mut dims = vec![size];
        dims.extend_from_slice(batch.observation_shape().dims());
        let mut actions = Vec::new();
        actions.try_reserve_exact(size).map_err(|e| PyMemoryError::new_err(e.to_string()))?;
        let made = PyBatch {
            observations: zeros(py, &dims)?,
            masks: zeros(py, &[size, batch.num_actions()])?,
            to_move: zeros(py, &[size])?,
            rewards: zeros(py, &[size, batch.num_players()])?,
            dones: zeros(py, &[size])?,
            actions,
            // A seed apart from the games' own (slot_seed(seed, i)), so sampling never replays a deal.
            random: RandomActions::try_new(size, seed ^ 0x5eed_ac71_0000_0000)
                .map_err(|e| PyMemoryError::new_err(e.to_string()))?,
            game: form.game.name,
            preset: form.name,
            batch,
        };
        let batch = &made.batch;
        with_buffers(py, made.arrays(), |out| batch.write_current(out))?.map_err(|e| batch_error(&e))?;
        Ok(made)
    }

    /// Plays `actions[i]` (an action index legal for the seat to move) in every slot `i`, on one core, or
    /// across cores when `parallel`; the output arrays then hold the new states (a finished game's slot
    /// already shows its next game, with the finished game's `rewards` and `dones`). `actions` is any
    /// one-dimensional integer array (any integer dtype, contiguous or not: numpy, JAX, a tensor numpy can
    /// read) or a sequence of integers. Raises `GameError` on an illegal, negative or out-of-range action, or
    /// on actions that are not integers, before anything moves.
    #[pyo3(signature = (actions, parallel = false))]
    fn step(&mut self, py: Python<'_>, actions: &Bound<'_, PyAny>, parallel: bool) -> PyResult<()> {
        self.read_actions(actions)?;
        let (batch, actions) = (&mut self.batch, &self.actions);
        let arrays = (&self.observations, &self.masks, &self.to_move, &self.rewards, &self.dones);
        with_buffers(py, arrays, move |out| batch.step(actions, out, parallel))?.map_err(|e| batch_error(&e))
    }

    /// One uniformly random legal action per slot, read from the current `masks` (no Python loop): an
    /// int64 array `[N]` for `step`. Seeded from the batch's seed; across cores when `parallel` (the same
    /// actions either way).
    #[pyo3(signature = (parallel = false))]
    fn random_actions<'py>(
        &mut self,
        py: Python<'py>,
        parallel: bool,
    ) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let masks = self.masks.bind(py).try_readonly()?;
        let masks =
            masks.as_slice().map_err(|e| game_error(format!("the masks must stay contiguous: {e}")))?;
        let width = self.batch.num_actions();
        self.actions.clear();
        self.actions.resize(self.batch.len(), 0);
        let (random, actions) = (&mut self.random, &mut self.actions);
        py.detach(|| {
            if parallel {
                random.sample_parallel(masks, width, actions)
            } else {
                random.sample(masks, width, actions)
            }
        })
        .map_err(|e| batch_error(&e))?;
        Ok(PyArray1::from_iter(py, self.actions.iter().map(|&a| a as i64)))
    }

    /// Plays one uniformly random legal move in every slot, drawn by Rust where it steps (no mask is read
    /// back, no Python loop), on one core or across cores when `parallel` (the same games either way), and
    /// returns the actions played (int64 `[N]`). The random policy of baselines and benchmarks: a step is one
    /// call into Rust, with the GIL released. Seeded from the batch's seed, with the generators of
    /// `random_actions` (the draws differ from that method's: see `Batch::step_random` in Rust).
    #[pyo3(signature = (parallel = false))]
    fn step_random<'py>(&mut self, py: Python<'py>, parallel: bool) -> PyResult<Bound<'py, PyArray1<i64>>> {
        self.actions.clear();
        self.actions.resize(self.batch.len(), 0);
        let (batch, random, actions) = (&mut self.batch, &mut self.random, &mut self.actions);
        let arrays = (&self.observations, &self.masks, &self.to_move, &self.rewards, &self.dones);
        with_buffers(py, arrays, move |out| batch.step_random(random, actions, out, parallel))?
            .map_err(|e| batch_error(&e))?;
        Ok(PyArray1::from_iter(py, self.actions.iter().map(|&a| a as i64)))
    }

    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.game
    }
    /// The preset's name.
    #[getter]
    fn preset(&self) -> &'static str {
        self.preset
    }
    /// The number of slots, N.
    fn __len__(&self) -> usize {
        self.batch.len()
    }
    /// The size of the action space (the width of `masks`).
    #[getter]
    fn num_actions(&self) -> usize {
        self.batch.num_actions()
    }
    /// The number of seats (the width of `rewards`).
    #[getter]
    fn num_players(&self) -> usize {
        self.batch.num_players()
    }
    /// The shape of one observation.
    #[getter]
    fn observation_shape(&self) -> Vec<usize> {
        self.batch.observation_shape().dims().to_vec()
    }
    /// `float32 [N, *shape]`: the observation of the seat to move, per slot.
    #[getter]
    fn observations<'py>(&self, py: Python<'py>) -> Bound<'py, PyArrayDyn<f32>> {
        self.observations.bind(py).clone()
    }
    /// `uint8 [N, num_actions]`: 1 where the action is legal for the seat to move. Read-only: the batch
    /// keeps the rows it wrote and clears only the entries it set (much cheaper for wide action spaces). If
    /// you make it writeable again, the next step writes every row whole.
    #[getter]
    fn masks<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<u8>> {
        self.masks.bind(py).clone()
    }
    /// `uint8 [N]`: the seat to move per slot.
    #[getter]
    fn to_move<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<u8>> {
        self.to_move.bind(py).clone()
    }
    /// `float32 [N, num_players]`: each seat's utility in the step its game ended, else 0.
    #[getter]
    fn rewards<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<f32>> {
        self.rewards.bind(py).clone()
    }
    /// `uint8 [N]`: 1 in the step a slot's game ended.
    #[getter]
    fn dones<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<u8>> {
        self.dones.bind(py).clone()
    }
    fn __repr__(&self) -> String {
        format!("Batch(game={:?}, preset={:?}, size={})", self.game, self.preset, self.batch.len())
    }
}

impl PyBatch {
    fn arrays(&self) -> Arrays<'_> {
        (&self.observations, &self.masks, &self.to_move, &self.rewards, &self.dones)
    }

    /// Reads `actions` (see `step`) into `self.actions`, each checked to be an index (0 or more, within
    /// `usize`); the batch checks them against the slots' legal moves.
    fn read_actions(&mut self, actions: &Bound<'_, PyAny>) -> PyResult<()> {
        let py = actions.py();
        self.actions.clear();
        // The common case, read in place: a contiguous int64 array (what `random_actions` returns).
        if let Ok(array) = actions.cast::<PyArray1<i64>>()
            && let Ok(array) = array.try_readonly()
            && let Ok(values) = array.as_slice()
        {
            return values.iter().enumerate().try_for_each(|(slot, &a)| self.push_action(slot, a.into()));
        }
        let array = py.import(intern!(py, "numpy"))?.call_method1(intern!(py, "asarray"), (actions,))?;
        let shape: Vec<usize> = array.getattr(intern!(py, "shape"))?.extract()?;
        if shape.len() != 1 {
            return Err(game_error(format!(
                "actions must be one-dimensional, one action per slot; got the shape {shape:?}"
            )));
        }
        if shape[0] == 0 {
            // `np.asarray([])` is float64: an empty list is no actions, whatever its dtype (the batch then
            // says how many it needs).
            return Ok(());
        }
        let kind: String = array.getattr(intern!(py, "dtype"))?.getattr(intern!(py, "kind"))?.extract()?;
        match kind.as_str() {
            // Every signed dtype fits int64, every unsigned one uint64: the copy is exact.
            "i" => {
                let array = array.call_method1(intern!(py, "astype"), ("int64",))?;
                let array = array.cast::<PyArray1<i64>>()?.try_readonly()?;
                for (slot, &a) in array.as_array().iter().enumerate() {
                    self.push_action(slot, a.into())?;
                }
                Ok(())
            }
            "u" => {
                let array = array.call_method1(intern!(py, "astype"), ("uint64",))?;
                let array = array.cast::<PyArray1<u64>>()?.try_readonly()?;
                for (slot, &a) in array.as_array().iter().enumerate() {
                    self.push_action(slot, a.into())?;
                }
                Ok(())
            }
            // Python integers too large for int64 make an object array.
            "O" => {
                for (slot, item) in array.try_iter()?.enumerate() {
                    let item = item?;
                    match item.extract::<i128>() {
                        Ok(a) => self.push_action(slot, a)?,
                        Err(e) if e.is_instance_of::<PyOverflowError>(py) => {
                            return Err(game_error(format!(
                                "slot {slot}: action {item} is outside the action space 0..{}",
                                self.batch.num_actions()
                            )));
                        }
                        Err(_) => {
                            return Err(game_error(format!("slot {slot}: action {item} is not an integer")));
                        }
                    }
                }
                Ok(())
            }
            _ => {
                let dtype = array.getattr(intern!(py, "dtype"))?;
                Err(game_error(format!("actions must be integers, not an array of {dtype}")))
            }
        }
    }

    /// Checks one action index and adds it to `self.actions`.
    fn push_action(&mut self, slot: usize, action: i128) -> PyResult<()> {
        if action < 0 {
            return Err(game_error(format!("slot {slot}: negative action {action}")));
        }
        let action = usize::try_from(action).map_err(|_| {
            game_error(format!(
                "slot {slot}: action {action} is outside the action space 0..{}",
                self.batch.num_actions()
            ))
        })?;
        self.actions.push(action);
        Ok(())
    }
}

/// A zeroed numpy array, made by numpy itself so that an allocation it refuses is its `MemoryError`.
fn zeros<T: Element, D: Dimension>(py: Python<'_>, dims: &[usize]) -> PyResult<Py<PyArray<T, D>>> {
    let array = py
        .import(intern!(py, "numpy"))?
        .call_method1(intern!(py, "zeros"), (dims.to_vec(), numpy::dtype::<T>(py)))?;
    Ok(array.cast_into::<PyArray<T, D>>()?.unbind())
}

/// The memory a batch may take, in bytes: the memory available now (Linux's `MemAvailable`), else the
/// machine's physical memory (Python's `os.sysconf`), else `usize::MAX` (then only the allocator's refusal
/// stops a batch). Past it the operating system may promise the memory and then kill the process when it is
/// written, which no error can report.
fn memory_limit(py: Python<'_>) -> usize {
    if let Some(available) = available_memory() {
        return available;
    }
    let read = || -> PyResult<usize> {
        let os = py.import(intern!(py, "os"))?;
        let pages: i64 = os.call_method1(intern!(py, "sysconf"), ("SC_PHYS_PAGES",))?.extract()?;
        let page: i64 = os.call_method1(intern!(py, "sysconf"), ("SC_PAGE_SIZE",))?.extract()?;
        let (Ok(pages), Ok(page)) = (usize::try_from(pages), usize::try_from(page)) else {
            return Ok(usize::MAX);
        };
        Ok(pages.saturating_mul(page))
    };
    read().unwrap_or(usize::MAX)
}

/// `MemAvailable` of `/proc/meminfo` in bytes, where there is one (Linux).
fn available_memory() -> Option<usize> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = meminfo.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: usize =
        line.trim_start_matches("MemAvailable:").trim().trim_end_matches("kB").trim().parse().ok()?;
    kib.checked_mul(1024)
}
