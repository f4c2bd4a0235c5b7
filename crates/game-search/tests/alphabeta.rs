//! Alpha-beta: the table changes nothing at a fixed depth, forced wins are found (nearest first), quiescence
//! sees past the horizon, bad requests are typed errors.
#![allow(clippy::float_cmp, clippy::cast_precision_loss, clippy::bool_to_int_with_if, clippy::match_bool)]

mod toys;

use core::fmt;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{Game, Outcome, PlayerId, Status, Xoshiro256, ZobristHash, random_move};
use game_search::alphabeta::MATE;
use game_search::{AlphaBeta, AlphaBetaLimits, Heuristic, SearchError};
use toys::nim3::Nim3;
use toys::tictactoe::{Cell, LINES, TicTacToe};

/// Lines still open to x minus lines still open to o, from `seat`'s view.
struct OpenLines;

impl Heuristic<TicTacToe> for OpenLines {
    fn evaluate(&self, state: &TicTacToe, seat: PlayerId) -> i32 {
        let open = |blocker: u8| {
            LINES.iter().filter(|l| l.iter().all(|&c| state.cells[c] != blocker)).count() as i32
        };
        let x_view = open(2) - open(1);
        if seat.index() == 0 { x_view } else { -x_view }
    }

    fn order(&self, _: &TicTacToe, moves: &mut [Cell]) {
        // Centre, then corners.
        moves.sort_by_key(|m| match m.0 {
            4 => 0,
            0 | 2 | 6 | 8 => 1,
            _ => 2,
        });
    }
}

#[test]
fn the_table_does_not_change_the_value_at_a_fixed_depth() {
    let mut rng = Xoshiro256::seed_from_u64(3);
    let mut with = AlphaBeta::new(OpenLines, 1 << 12).unwrap();
    let mut without = AlphaBeta::new(OpenLines, 0).unwrap();
    let mut checked = 0;
    for _ in 0..40 {
        let mut state = TicTacToe::new();
        let plies = random_move(&state, &mut rng).map_or(0, |m| m.0 as usize % 5);
        for _ in 0..plies {
            let Some(mv) = random_move(&state, &mut rng) else { break };
            state.play(mv).unwrap();
        }
        if state.status().is_over() {
            continue;
        }
        for depth in [1, 2, 3, 5] {
            let a = with.search(&state, AlphaBetaLimits::depth(depth)).unwrap();
            let b = without.search(&state, AlphaBetaLimits::depth(depth)).unwrap();
            assert_eq!(a.value, b.value, "{state:?} depth {depth}");
            assert_eq!(a.depth, b.depth);
            checked += 1;
        }
    }
    assert!(checked > 60);
    // The table saves work: a full-depth search from the start visits fewer nodes with it.
    let a = with.search(&TicTacToe::new(), AlphaBetaLimits::depth(9)).unwrap();
    let b = without.search(&TicTacToe::new(), AlphaBetaLimits::depth(9)).unwrap();
    assert_eq!((a.value, b.value), (0, 0), "tic-tac-toe is a draw");
    assert!(a.nodes < b.nodes, "{} vs {}", a.nodes, b.nodes);
}

/// Minimax by brute force: the value of `state` for the seat on turn, in the search's mate units.
fn brute_force(state: &TicTacToe, ply: i32) -> i32 {
    if let Some(o) = state.outcome() {
        // The game just ended with the previous seat's move: the seat "on turn" lost or drew.
        let me = PlayerId::from_const(state.to_move);
        let u = o.utility(me).unwrap();
        return if u < 0.0 { -(MATE - ply) } else { 0 };
    }
    let mut best = i32::MIN;
    for &mv in &state.legal_moves() {
        let mut s = state.clone();
        s.play_unchecked(mv);
        best = best.max(-brute_force(&s, ply + 1));
    }
    best
}

#[test]
fn full_depth_values_match_brute_force_minimax() {
    let mut rng = Xoshiro256::seed_from_u64(8);
    let mut search = AlphaBeta::new(OpenLines, 1 << 10).unwrap();
    for _ in 0..30 {
        let mut state = TicTacToe::new();
        for _ in 0..3 {
            let mv = random_move(&state, &mut rng).unwrap();
            state.play(mv).unwrap();
        }
        let result = search.search(&state, AlphaBetaLimits::depth(9)).unwrap();
        assert_eq!(result.value, brute_force(&state, 0), "{state:?}");
    }
}

#[test]
fn finds_the_nearest_forced_win_and_its_line() {
    // x to move: a1 b1 taken, c1 wins now. (A fork elsewhere would win later; the nearer win is preferred.)
    let state = "o../o../xx. x".parse::<TicTacToe>().unwrap();
    let mut search = AlphaBeta::new(OpenLines, 1 << 10).unwrap();
    let result = search.search(&state, AlphaBetaLimits::depth(6)).unwrap();
    assert_eq!(result.best_move, Some(Cell(2)));
    assert_eq!(result.value, MATE - 1);
    assert!(result.is_win());
    assert_eq!(result.plies_to_end(), Some(1));
    assert_eq!(result.pv, vec![Cell(2)]);

    // A position with a forced win further away: the value matches brute force and the PV ends in the win.
    let fork = "..x/.o./x.o x".parse::<TicTacToe>().unwrap();
    let result = search.search(&fork, AlphaBetaLimits::depth(9)).unwrap();
    let exact = brute_force(&fork, 0);
    assert_eq!(result.value, exact);
    if result.is_win() {
        let mut line = fork.clone();
        for &mv in &result.pv {
            line.play(mv).unwrap();
        }
        assert_eq!(line.line_owner(), Some(0), "the PV ends in x's win: {:?}", result.pv);
    }
}

#[test]
fn bad_requests_are_typed_errors() {
    assert!(matches!(AlphaBeta::<TicTacToe, _>::new(OpenLines, 1000), Err(SearchError::InvalidConfig(_))));
    let mut search = AlphaBeta::new(OpenLines, 16).unwrap();
    let state = TicTacToe::new();
    assert!(matches!(search.search(&state, AlphaBetaLimits::depth(0)), Err(SearchError::InvalidConfig(_))));
    let over = "xxx/oo./... o".parse::<TicTacToe>().unwrap();
    assert_eq!(search.search(&over, AlphaBetaLimits::depth(3)), Err(SearchError::GameOver));
}

struct Zero;

impl Heuristic<Nim3> for Zero {
    fn evaluate(&self, _: &Nim3, _: PlayerId) -> i32 {
        0
    }
}

#[test]
fn three_seat_games_are_unsupported() {
    let mut search = AlphaBeta::new(Zero, 16).unwrap();
    assert!(matches!(
        search.search(&Nim3::new(5), AlphaBetaLimits::depth(3)),
        Err(SearchError::Unsupported(_))
    ));
}

#[test]
fn a_node_limit_stops_deepening_but_keeps_a_move() {
    let mut search = AlphaBeta::new(OpenLines, 1 << 10).unwrap();
    let result = search.search(&TicTacToe::new(), AlphaBetaLimits::depth(9).with_max_nodes(200)).unwrap();
    assert!(result.depth >= 1 && result.depth < 9, "{}", result.depth);
    assert!(result.best_move.is_some());
}

/// A scripted game tree for quiescence. From the root seat 0 may make a quiet move (to node 1, material 0) or
/// capture (to node 2, material +1 for seat 0); after the capture seat 1 may recapture (node 3, material -5).
/// Elsewhere each seat can only wait; the game is a draw after six plies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Exchange {
    node: u8,
    ply: u8,
}

const MATERIAL: [i32; 4] = [0, 0, 1, -5];
const WAIT: u8 = u8::MAX;

#[derive(Debug, thiserror::Error)]
#[error("no notation")]
struct NoNotation;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct To(u8);

impl fmt::Display for To {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Game for Exchange {
    type Move = To;
    type MoveList = ArrayVec<To, 2>;
    type MoveParseError = NoNotation;
    fn num_players(&self) -> usize {
        2
    }
    fn status(&self) -> Status {
        if self.ply >= 6 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.ply % 2)) }
    }
    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        if self.ply >= 6 {
            return;
        }
        match self.node {
            0 => moves.extend([To(1), To(2)]),
            2 => moves.extend([To(3), To(WAIT)]),
            _ => moves.push(To(WAIT)),
        }
    }
    fn play_unchecked(&mut self, mv: To) {
        if mv.0 != WAIT {
            self.node = mv.0;
        }
        self.ply += 1;
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.ply >= 6).then(|| Outcome::draw(2).unwrap())
    }
    fn parse_move(&self, _: &str) -> Result<To, NoNotation> {
        Err(NoNotation)
    }
}

impl ZobristHash for Exchange {
    fn zobrist(&self) -> u64 {
        u64::from(self.node) << 8 | u64::from(self.ply)
    }
    fn zobrist_from_scratch(&self) -> u64 {
        self.zobrist()
    }
}

struct Material;

impl Heuristic<Exchange> for Material {
    fn evaluate(&self, state: &Exchange, seat: PlayerId) -> i32 {
        let m = MATERIAL[state.node as usize];
        if seat.index() == 0 { m } else { -m }
    }
    fn is_noisy(&self, _: &Exchange, mv: To) -> bool {
        matches!(mv.0, 2 | 3)
    }
}

#[test]
fn quiescence_sees_the_recapture_past_the_horizon() {
    let root = Exchange { node: 0, ply: 0 };
    let mut search = AlphaBeta::new(Material, 64).unwrap();
    search.quiescence_depth = 0;
    let blind = search.search(&root, AlphaBetaLimits::depth(1)).unwrap();
    assert_eq!((blind.best_move, blind.value), (Some(To(2)), 1), "without quiescence the capture looks good");
    search.quiescence_depth = 8;
    let seeing = search.search(&root, AlphaBetaLimits::depth(1)).unwrap();
    assert_eq!((seeing.best_move, seeing.value), (Some(To(1)), 0), "the recapture costs 5");
    // A deeper search sees it without quiescence too.
    search.quiescence_depth = 0;
    assert_eq!(search.search(&root, AlphaBetaLimits::depth(2)).unwrap().best_move, Some(To(1)));
}
