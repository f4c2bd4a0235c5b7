//! Perft from the start position of every preset (bulk-counted; moves that are the same move by the
//! preset's identity rule are counted once).
//!
//! # Outside oracles
//!
//! - Russian draughts: Rein Halbersma's published table for Russian draughts (damforum.nl, "Perft for all
//!   recognized draughts variants", 2010) counts capture sequences that differ only in the order of the
//!   captured pieces separately: 7, 49, 302, 1469, 7482, 37986, 190146, 929905, 4570667 (depths 1-9, as we
//!   recall them; the stored copy of the thread we could search shows only its Brazilian table).
//!   [`Position::perft_every_path`] counts that way and gives exactly those numbers; with duplicates
//!   removed (the preset's identity: same start, end and captured set), depths 8 and 9 are lower by 6 and 81.
//!   The numbers 7, 49, 302, 1469, 7361, 36768, 179740, 845931 sometimes quoted as "Russian" are those of
//!   English/American checkers (men capture forward only, short kings): they are not an oracle for this
//!   game.
//! - Bashni and Russian draughts agree up to depth 5: they differ only once a column is jumped (a freed
//!   prisoner stays on the board in Bashni, where Russian removes the piece). The earliest such capture is
//!   Black's recapture on ply 4 (e.g. 1.c3-d4 f6-e5 2.d4:f6 g7:e5, which frees Black's man on f6 in Bashni);
//!   the position after it differs, and so do the counts from depth 6 on.
//! - Fogliaccio agrees with Bashni until a man can pass through the last row during a capture (depth 8).
//! - Lasca: no published table found; these counts are this engine's, unverified.
//! - Stavropol Bashni: no published table found; unverified. Depth 1 is 14 (each colour's 7 opening
//!   moves), depth 2 is 14 * 15 = 210 (after any first move each colour has 7 moves again plus the one the
//!   move opened, and no capture is possible yet), which we checked by hand.

use bashnya::{Position, Rules};

fn perft_table(rules: Rules, expected: &[u64]) {
    let start = Position::start(rules);
    for (depth, &nodes) in expected.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(start.perft(depth), nodes, "{rules} perft {depth}");
        if depth <= 4 {
            assert_eq!(abstract_game::perft(&start, depth), nodes, "{rules} generic perft {depth}");
            let mut walker = start.clone();
            assert_eq!(
                abstract_game::perft_with_undo(&mut walker, depth),
                nodes,
                "{rules} undo perft {depth}"
            );
            assert_eq!(walker, start);
        }
    }
}

const RUSSIAN: [u64; 11] = [7, 49, 302, 1469, 7482, 37986, 190146, 929899, 4570586, 22444032, 110917189];
const BASHNI: [u64; 11] = [7, 49, 302, 1469, 7482, 37908, 189912, 925945, 4533893, 22092783, 107845504];
const FOGLIACCIO: [u64; 11] = [7, 49, 302, 1469, 7482, 37908, 189912, 925864, 4533186, 22058058, 107560777];
const LASCA: [u64; 16] =
    [6, 6, 18, 54, 116, 324, 846, 2148, 5692, 13898, 37124, 97440, 269512, 742638, 2112726, 5945740];

const STAVROPOL: [u64; 8] = [14, 210, 2528, 25916, 253934, 2410130, 22439036, 205630448];

#[test]
fn stavropol_perft() {
    perft_table(Rules::stavropol_bashni(), &STAVROPOL[..4]);
}

#[test]
fn russian_draughts_perft() {
    perft_table(Rules::russian_draughts(), &RUSSIAN[..6]);
}

#[test]
fn bashni_perft() {
    perft_table(Rules::bashni(), &BASHNI[..6]);
}

#[test]
fn fogliaccio_perft() {
    perft_table(Rules::fogliaccio(), &FOGLIACCIO[..6]);
}

#[test]
fn lasca_perft() {
    perft_table(Rules::lasca(), &LASCA[..10]);
}

/// Halbersma's Russian draughts table, which counts every capture path.
const RUSSIAN_EVERY_PATH: [u64; 9] = [7, 49, 302, 1469, 7482, 37986, 190146, 929905, 4570667];

#[test]
fn russian_draughts_perft_counting_every_path_matches_the_published_table() {
    let start = Position::start(Rules::russian_draughts());
    for (depth, &nodes) in RUSSIAN_EVERY_PATH[..6].iter().enumerate() {
        assert_eq!(start.perft_every_path(depth as u32 + 1), nodes);
    }
}

#[test]
#[ignore = "seconds in debug: cargo test --release -p bashnya --test perft -- --ignored"]
fn russian_draughts_perft_counting_every_path_deep() {
    let start = Position::start(Rules::russian_draughts());
    for (depth, &nodes) in RUSSIAN_EVERY_PATH.iter().enumerate() {
        assert_eq!(start.perft_every_path(depth as u32 + 1), nodes, "depth {}", depth + 1);
    }
}

#[test]
fn bashni_and_russian_agree_until_a_column_is_jumped() {
    assert_eq!(BASHNI[..5], RUSSIAN[..5]);
    assert_ne!(BASHNI[5], RUSSIAN[5]);
    let (b, r) = (Position::start(Rules::bashni()), Position::start(Rules::russian_draughts()));
    for depth in 1..=5 {
        assert_eq!(b.perft(depth), r.perft(depth));
    }
}

#[test]
#[ignore = "seconds in release, minutes in debug: cargo test --release -p bashnya --test perft -- --ignored"]
fn deep_perft() {
    perft_table(Rules::russian_draughts(), &RUSSIAN);
    perft_table(Rules::bashni(), &BASHNI);
    perft_table(Rules::fogliaccio(), &FOGLIACCIO);
    perft_table(Rules::lasca(), &LASCA);
    perft_table(Rules::stavropol_bashni(), &STAVROPOL);
}
