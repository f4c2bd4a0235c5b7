//! The learning interface: action indices and observation planes on hand-made positions (expected values
//! worked out by hand from the README's tables).
// The tensors hold exact small fractions (1, 1/12, 0.5...), written and compared bit for bit.
#![allow(clippy::float_cmp)]

use abstract_game::{ActionIndex, ObservationTensor};
use bashnya::{Colour, Position, Rules};

fn tensor(pos: &Position, colour: Colour) -> Vec<f32> {
    pos.observation_tensor(colour.player_id())
}

/// The value of `plane` at the dark square `cell` (row * 4 + position in the row) of an 8x8 tensor.
fn at(t: &[f32], plane: usize, cell: usize) -> f32 {
    t[plane * 32 + cell]
}

#[test]
fn commander_planes_from_each_side() {
    let pos: Position = "W:bashni:0:a1=w,c3=W,f6=b,h8=B".parse().unwrap();
    assert_eq!(pos.observation_shape().dims(), &[12 * 32 + 4]);
    let white = tensor(&pos, Colour::White);
    // a1 = row 0 cell 0, c3 = row 2 cell 1 (9), f6 = row 5 cell 2 (22), h8 = row 7 cell 3 (31).
    assert_eq!(at(&white, 0, 0), 1.0);
    assert_eq!(at(&white, 1, 9), 1.0);
    assert_eq!(at(&white, 2, 22), 1.0);
    assert_eq!(at(&white, 3, 31), 1.0);
    assert_eq!((0..4).map(|p| (0..32).map(|c| at(&white, p, c)).sum::<f32>()).sum::<f32>(), 4.0);
    // Black sees the board turned round: h8 is its row 0 cell 0, f6 its row 2 cell 1.
    let black = tensor(&pos, Colour::Black);
    assert_eq!(at(&black, 1, 0), 1.0);
    assert_eq!(at(&black, 0, 9), 1.0);
    assert_eq!(at(&black, 2, 31), 1.0);
    assert_eq!(at(&black, 3, 22), 1.0);
}

#[test]
fn column_planes_count_prisoners_and_the_next_commander() {
    // d4: a black man at the bottom, a black king, a white man on top. d4 = row 3 cell 1 (13).
    let pos: Position = "W:bashni:0:d4=bBw,h8=B".parse().unwrap();
    let white = tensor(&pos, Colour::White);
    assert_eq!(at(&white, 0, 13), 1.0); // own man commands
    assert_eq!(at(&white, 4, 13), 0.0); // no own men below
    assert_eq!(at(&white, 6, 13), 1.0 / 12.0); // one opponent's man below
    assert_eq!(at(&white, 7, 13), 1.0 / 12.0); // one opponent's king below
    assert_eq!(at(&white, 11, 13), 1.0); // next to command: the opponent's king
    assert_eq!(at(&white, 10, 13), 0.0);
    // From Black's side the same column sits on e5 turned round: row 4 cell 2 (18), and it is Black's.
    let black = tensor(&pos, Colour::Black);
    assert_eq!(at(&black, 2, 18), 1.0);
    assert_eq!(at(&black, 4, 18), 1.0 / 12.0);
    assert_eq!(at(&black, 5, 18), 1.0 / 12.0);
    assert_eq!(at(&black, 9, 18), 1.0);
}

#[test]
fn tail_holds_turn_counters_and_repetitions() {
    let mut pos: Position = "W:bashni:6:a1=W,h2=B".parse().unwrap();
    let white = tensor(&pos, Colour::White);
    let black = tensor(&pos, Colour::Black);
    // The tail starts after the 12 board planes of 32 cells: 384.
    assert_eq!(white.len(), 388);
    assert_eq!(white[384], 1.0, "White is to move");
    assert_eq!(black[384], 0.0);
    assert_eq!(white[385], 0.2, "6 quiet plies of 30");
    assert_eq!(white[386], 0.0, "first occurrence");
    assert_eq!(white[387], 0.0, "no ply played yet");
    assert_eq!(&black[385..], &white[385..], "the counters are the same for both seats");
    for text in ["a1-b2", "h2-g3", "b2-a1", "g3-h2"] {
        pos.play(pos.parse_move(text).unwrap()).unwrap();
    }
    let again = tensor(&pos, Colour::White);
    assert_eq!(again[385], 10.0 / 30.0, "10 quiet plies of 30");
    assert_eq!(again[386], 0.5, "second occurrence");
    assert_eq!(again[387], 0.004, "4 plies of 1000");
}

#[test]
fn russian_draughts_has_no_column_planes_and_lasca_pads_short_rows() {
    let russian = Position::start(Rules::russian_draughts());
    assert_eq!(russian.observation_shape().dims(), &[4 * 32 + 4]);
    let t = tensor(&russian, Colour::White);
    assert_eq!((0..32).map(|c| at(&t, 0, c)).sum::<f32>(), 12.0);
    assert_eq!(&t[128..], &[1.0, 0.0, 0.0, 0.0], "the tail follows the 4 planes: White to move");
    let lasca = Position::start(Rules::lasca());
    assert_eq!(lasca.observation_shape().dims(), &[12 * 28 + 4]);
    let t = tensor(&lasca, Colour::White);
    // Rows 1, 3, 5 have 3 squares: their 4th cell (7, 15, 23) is 0 in every plane.
    for plane in 0..12 {
        for cell in [7, 15, 23] {
            assert_eq!(t[plane * 28 + cell], 0.0);
        }
    }
    assert_eq!(t[4 + 2], 1.0, "f2, the third square of row 1, holds a white man");
    assert_eq!(t[12 * 28], 1.0, "White to move, right after the planes");
    assert_eq!(t.iter().take(28).sum::<f32>(), 11.0, "11 white men");
}

#[test]
fn lasca_seen_from_black_turns_the_short_rows_too() {
    // White man b2, white king d2 (rank 2: a 3-square row), black man g7, black king f6 (a 3-square row).
    let pos: Position = "B:lasca:0:b2=w,d2=W,g7=b,f6=B".parse().unwrap();
    let at7 = |t: &[f32], plane: usize, cell: usize| t[plane * 28 + cell];
    // White's frame: cell = rank * 4 + file / 2.
    let white = tensor(&pos, Colour::White);
    assert_eq!(at7(&white, 0, 4), 1.0, "b2: row 1, cell 0");
    assert_eq!(at7(&white, 1, 5), 1.0, "d2: row 1, cell 1");
    assert_eq!(at7(&white, 2, 27), 1.0, "g7: row 6, cell 3");
    assert_eq!(at7(&white, 3, 22), 1.0, "f6: row 5, cell 2");
    // Black's frame: the board turned round, file 6 - f and rank 6 - r.
    let black = tensor(&pos, Colour::Black);
    assert_eq!(at7(&black, 0, 0), 1.0, "own man g7: row 0, cell 0");
    assert_eq!(at7(&black, 1, 4), 1.0, "own king f6: row 1 (3 squares), cell 0");
    assert_eq!(at7(&black, 2, 22), 1.0, "opponent's man b2: row 5 (3 squares), cell 2");
    assert_eq!(at7(&black, 3, 21), 1.0, "opponent's king d2: row 5, cell 1");
    assert_eq!(black[..4 * 28].iter().sum::<f32>(), 4.0, "nothing else in the commander planes");
    for plane in 0..4 {
        for cell in [7, 15, 23] {
            assert_eq!(at7(&black, plane, cell), 0.0, "the 4th cell of a 3-square row");
        }
    }
}

#[test]
fn action_indices_are_pairs_in_the_movers_frame() {
    let start = Position::start(Rules::bashni());
    assert_eq!(start.num_actions(), 320);
    // a1's pairs come first: a1-b2 is 0, a1-c3 is 1 (b2 has dense index 4, c3 9).
    let king: Position = "W:bashni:0:a1=W,h2=B".parse().unwrap();
    assert_eq!(king.action_index(king.parse_move("a1-b2").unwrap()), 0);
    assert_eq!(king.action_index(king.parse_move("a1-c3").unwrap()), 1);
    // a1's targets in dense order: b2, c3, d4, e5, f6, g7, h8; then c1's pairs start at 7.
    assert_eq!(king.action_index(king.parse_move("a1-g7").unwrap()), 5);
    assert_eq!(king.action_index(king.parse_move("a1-h8").unwrap()), 6);
    // Black's f6-e5 is White's c3-d4 turned round: the same index.
    let white_move = start.parse_move("c3-d4").unwrap();
    let mut black = start.clone();
    black.play(start.parse_move("a3-b4").unwrap()).unwrap();
    let black_move = black.parse_move("f6-e5").unwrap();
    assert_eq!(start.action_index(white_move), black.action_index(black_move));
    assert_eq!(black.action_from_index(black.action_index(black_move)), Some(black_move));
}

#[test]
fn captures_sharing_a_first_jump_spill_past_the_pairs() {
    // c3 takes d4 and lands on e5, then takes d6 (to c7) or f6 (to g7): two moves with one home.
    let pos: Position = "W:russian:0:c3=w,d4=b,d6=b,f6=b".parse().unwrap();
    let left = pos.parse_move("c3:e5:c7").unwrap();
    let right = pos.parse_move("c3:e5:g7").unwrap();
    let quiet: Position = "W:russian:0:c3=W,h8=B".parse().unwrap();
    let home = quiet.action_index(quiet.parse_move("c3-e5").unwrap());
    // Canonical order: c7 (dense 25) before g7 (27), so c3:e5:c7 keeps the home and c3:e5:g7 takes slot 280.
    assert_eq!(pos.action_index(left), home);
    assert_eq!(pos.action_index(right), 280);
    assert_eq!(pos.action_from_index(280), Some(right));
    assert_eq!(pos.action_from_index(home), Some(left));
    assert_eq!(pos.action_from_index(281), None);
    abstract_game::laws::check_action_index(&pos).unwrap();
}

/// The tensor written the slow, obvious way from the public API: every square, every piece of its column.
fn reference_tensor(pos: &Position, observer: Colour) -> Vec<f32> {
    let size = pos.rules().board().size();
    let stacking = pos.rules().stacking();
    let planes = if stacking { 12 } else { 4 };
    let cells = usize::from(size) * 4;
    let mut t = vec![0.0; planes * cells + 4];
    let relative = |piece: bashnya::Piece| {
        usize::from(piece.colour != observer) * 2 + usize::from(piece.kind == bashnya::Kind::King)
    };
    for rank in 0..size {
        for file in 0..size {
            let Some(sq) = bashnya::Square::new(file, rank) else { continue };
            let column = pos.column(sq);
            let Some(commander) = column.commander() else { continue };
            let (row, at) = match observer {
                Colour::White => (rank, file / 2),
                Colour::Black => (size - 1 - rank, (size - 1 - file) / 2),
            };
            let cell = usize::from(row) * 4 + usize::from(at);
            t[relative(commander) * cells + cell] = 1.0;
            let pieces: Vec<bashnya::Piece> = column.iter().collect();
            if stacking && pieces.len() > 1 {
                let under = &pieces[..pieces.len() - 1];
                for p in 0..4 {
                    let count = under.iter().filter(|&&piece| relative(piece) == p).count();
                    t[(4 + p) * cells + cell] = f32::from(u8::try_from(count).unwrap()) / 12.0;
                }
                t[(8 + relative(under[under.len() - 1])) * cells + cell] = 1.0;
            }
        }
    }
    let tail = planes * cells;
    t[tail] = if pos.side_to_move() == observer { 1.0 } else { 0.0 };
    t[tail + 1] = pos.rules().quiet_limit().map_or(0.0, |l| f32::from(pos.quiet_plies()) / f32::from(l));
    t[tail + 2] = f32::from(u8::try_from(pos.repetitions() - 1).unwrap()) / 2.0;
    t[tail + 3] = pos.rules().ply_limit().map_or(0.0, |l| f32::from(pos.plies_played()) / f32::from(l));
    t
}

#[test]
fn tensors_match_a_square_by_square_reference_on_random_games() {
    use abstract_game::{Game, Xoshiro256, random_index};
    for preset in Rules::PRESETS {
        let rules = Rules::from_preset(preset.name).unwrap();
        let mut rng = Xoshiro256::seed_from_u64(16);
        for _ in 0..20 {
            let mut pos = Position::start(rules);
            for _ in 0..120 {
                for colour in [Colour::White, Colour::Black] {
                    assert_eq!(tensor(&pos, colour), reference_tensor(&pos, colour), "{pos} for {colour:?}");
                }
                let moves = Game::legal_moves(&pos);
                if moves.is_empty() {
                    break;
                }
                pos.play(moves[random_index(&mut rng, moves.len())]).unwrap();
            }
        }
    }
}
