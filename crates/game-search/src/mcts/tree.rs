//! The search tree: an arena of nodes whose children are contiguous ranges, with per-seat value sums in a
//! parallel array.

use alloc::vec::Vec;
use core::ops::Range;

/// The actor of a chance node.
pub(crate) const CHANCE: u8 = u8::MAX;

/// One node: the move that led to it, its visit count, and its children's range once expanded.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node<M> {
    /// The move from the parent; `None` for the root.
    pub(crate) mv: Option<M>,
    pub(crate) visits: u32,
    pub(crate) first_child: u32,
    pub(crate) num_children: u32,
    /// Who acts in this node's state (a seat index, or [`CHANCE`]); set on expansion.
    pub(crate) actor: u8,
    pub(crate) expanded: bool,
    /// Whether the children's priors came from the evaluator (then selection here uses PUCT).
    pub(crate) has_priors: bool,
    pub(crate) prior: f32,
}

impl<M> Node<M> {
    const fn new(mv: Option<M>, prior: f32) -> Self {
        Node {
            mv,
            visits: 0,
            first_child: 0,
            num_children: 0,
            actor: 0,
            expanded: false,
            has_priors: false,
            prior,
        }
    }
}

/// The arena. Node 0 is the root.
#[derive(Clone, Debug)]
pub(crate) struct Tree<M> {
    pub(crate) nodes: Vec<Node<M>>,
    /// `values[i * seats + s]`: the sum of seat `s`'s rewards over the visits of node `i`.
    pub(crate) values: Vec<f64>,
    pub(crate) seats: usize,
    /// Buffers for re-rooting, kept so that re-rooting allocates only while they grow.
    spare_nodes: Vec<Node<M>>,
    spare_values: Vec<f64>,
    old_index: Vec<u32>,
}

impl<M: Copy> Tree<M> {
    pub(crate) fn new(seats: usize) -> Self {
        let mut tree = Tree {
            nodes: Vec::new(),
            values: Vec::new(),
            seats,
            spare_nodes: Vec::new(),
            spare_values: Vec::new(),
            old_index: Vec::new(),
        };
        tree.reset();
        tree
    }

    /// Drops every node but a fresh root.
    pub(crate) fn reset(&mut self) {
        self.nodes.clear();
        self.values.clear();
        self.nodes.push(Node::new(None, 1.0));
        self.values.resize(self.seats, 0.0);
    }

    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    pub(crate) fn children(&self, node: usize) -> Range<usize> {
        let n = &self.nodes[node];
        n.first_child as usize..(n.first_child + n.num_children) as usize
    }

    /// The mean reward of seat `seat` at `node` (0 when unvisited).
    pub(crate) fn mean(&self, node: usize, seat: usize) -> f64 {
        let visits = self.nodes[node].visits;
        if visits == 0 { 0.0 } else { self.values[node * self.seats + seat] / f64::from(visits) }
    }

    /// Appends the children of `node`, one per move, with their priors (or 1 each).
    pub(crate) fn expand(&mut self, node: usize, actor: u8, moves: &[M], priors: Option<&[f32]>) {
        let first = self.nodes.len() as u32;
        for (i, &mv) in moves.iter().enumerate() {
            let prior = priors.and_then(|p| p.get(i).copied()).unwrap_or(1.0);
            self.nodes.push(Node::new(Some(mv), prior));
        }
        self.values.resize(self.nodes.len() * self.seats, 0.0);
        let n = &mut self.nodes[node];
        n.first_child = first;
        n.num_children = moves.len() as u32;
        n.actor = actor;
        n.expanded = true;
        n.has_priors = priors.is_some();
    }

    /// Adds one visit with `reward` (one value per seat) to `node`.
    pub(crate) fn backup(&mut self, node: usize, reward: &[f64]) {
        self.nodes[node].visits = self.nodes[node].visits.saturating_add(1);
        let base = node * self.seats;
        for (sum, r) in self.values[base..base + self.seats].iter_mut().zip(reward) {
            *sum += r;
        }
    }

    /// Makes `new_root` the root, keeping its subtree (statistics included) and dropping the rest. The kept
    /// nodes are copied breadth-first into the spare arena, which then becomes the arena, so children stay
    /// contiguous and indices dense.
    pub(crate) fn reroot(&mut self, new_root: usize) {
        self.spare_nodes.clear();
        self.spare_values.clear();
        self.old_index.clear();
        let mut root = self.nodes[new_root];
        root.mv = None;
        self.spare_nodes.push(root);
        self.old_index.push(new_root as u32);
        let mut i = 0;
        while i < self.spare_nodes.len() {
            let old = self.old_index[i] as usize;
            self.spare_values.extend_from_slice(&self.values[old * self.seats..(old + 1) * self.seats]);
            if self.spare_nodes[i].expanded {
                let first = self.spare_nodes.len() as u32;
                for child in self.children(old) {
                    self.spare_nodes.push(self.nodes[child]);
                    self.old_index.push(child as u32);
                }
                self.spare_nodes[i].first_child = first;
            }
            i += 1;
        }
        core::mem::swap(&mut self.nodes, &mut self.spare_nodes);
        core::mem::swap(&mut self.values, &mut self.spare_values);
    }
}
