//! Random Russian draughts games for the outside-oracle check (`tests/oracle/run.sh`): for every position
//! reached, its FEN and our legal moves; after each game, its PDN in square numbers and in square names.
//!
//! Usage: `oracle_games GAMES [SEED]`. Output lines (tab-separated):
//!
//! ```text
//! P <fen> <fen with square names> <moves>      moves: `;`-joined `from-to` or `fromxto/c1,c2,...`
//!                                              (square numbers; captured squares sorted)
//! G <game number>                              then the game's PDN (numeric), a line `A`, the PDN with
//! ...                                          square names, a line `E <final fen>`, and `.` alone
//! ```

use abstract_game::{Game, Xoshiro256, random_index};
use bashnya::fen::number_of_square;
use bashnya::pdn::PdnGame;
use bashnya::{Move, Position, Rules};

fn key(pos: &Position, mv: Move) -> String {
    let board = pos.rules().board();
    let n = |sq| number_of_square(board, sq);
    if mv.is_capture() {
        let mut taken: Vec<u8> = mv.jumped_squares().map(n).collect();
        taken.sort_unstable();
        let taken: Vec<String> = taken.iter().map(u8::to_string).collect();
        format!("{}x{}/{}", n(mv.from()), n(mv.to()), taken.join(","))
    } else {
        format!("{}-{}", n(mv.from()), n(mv.to()))
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut rng = Xoshiro256::seed_from_u64(seed);
    for game in 0..games {
        let start = Position::start(Rules::russian_draughts());
        let mut pos = start.clone();
        let mut moves = Vec::new();
        loop {
            // A game drawn by the quiet-ply or repetition rule has no legal move here; the libraries keep
            // no such counters in a FEN, so the last position's moves are listed without the draw rules.
            let endless = Rules::russian_draughts().with_repetition_draw(false).with_quiet_limit(None);
            let listed = if pos.is_draw() {
                Position::from_fen(&pos.to_fen(), endless.with_ply_limit(None))
                    .expect("our own FEN reads back")
            } else {
                pos.clone()
            };
            let legal = listed.legal_moves();
            let keys: Vec<String> = legal.iter().map(|&mv| key(&listed, mv)).collect();
            println!("P\t{}\t{}\t{}", pos.to_fen(), pos.to_fen_algebraic(), keys.join(";"));
            let legal = pos.legal_moves();
            if pos.status().is_over() || legal.is_empty() {
                break;
            }
            let mv = legal[random_index(&mut rng, legal.len())];
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        let record = PdnGame::new(start, moves);
        println!("G\t{game}");
        print!("{}", record.to_pdn());
        println!("A");
        print!("{}", record.to_pdn_algebraic());
        println!("E\t{}", pos.to_fen());
        println!(".");
    }
}
