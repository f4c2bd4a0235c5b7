//! Square names: printing, parsing and typed errors.

use board_core::{BoardSize, Coord, OffBoardError, Square, SquareParseError};
use proptest::prelude::*;

/// The expected name, spelled out independently of the crate's formatter.
fn name(file: u8, rank: u8) -> String {
    let letters = "abcdefghijklmnop";
    format!("{}{}", &letters[file as usize..=file as usize], rank + 1)
}

#[test]
fn every_square_of_8x8_round_trips() {
    let mut count = 0;
    for rank in 0..8 {
        for file in 0..8 {
            let sq = Square::from_coords(file, rank).unwrap();
            let expected = name(file, rank);
            assert_eq!(sq.to_string(), expected);
            assert_eq!(expected.parse::<Square>(), Ok(sq));
            assert_eq!(sq.index(), usize::from(rank * 8 + file));
            assert_eq!(Square::new(rank * 8 + file), Some(sq));
            assert_eq!(Square::ALL[sq.index()], sq);
            let coord: Coord = expected.parse().unwrap();
            assert_eq!(Coord::from(sq), coord);
            assert_eq!(Square::try_from(coord), Ok(sq));
            count += 1;
        }
    }
    assert_eq!(count, 64);
}

#[test]
fn every_square_of_12x16_round_trips() {
    let size = BoardSize::SIEGE;
    let mut seen = 0;
    for rank in 0..16 {
        for file in 0..12 {
            let expected = name(file, rank);
            let coord = Coord::parse_on(&expected, size).unwrap();
            assert_eq!((coord.file(), coord.rank()), (file, rank));
            assert_eq!(coord.to_string(), expected);
            assert_eq!(expected.parse::<Coord>(), Ok(coord));
            let index = size.index(coord);
            assert_eq!(index, usize::from(rank) * 12 + usize::from(file));
            assert_eq!(size.coord(index), Some(coord));
            seen += 1;
        }
    }
    assert_eq!(seen, 192);
    assert_eq!(size.coord(192), None);
    assert_eq!(size.coords().count(), 192);
    assert_eq!(size.coords().last().unwrap().to_string(), "l16");
}

#[test]
fn named_constants_and_corners() {
    assert_eq!(Square::A1.index(), 0);
    assert_eq!(Square::B1.index(), 1);
    assert_eq!(Square::H1.index(), 7);
    assert_eq!(Square::A2.index(), 8);
    assert_eq!(Square::E4.index(), 28);
    assert_eq!(Square::H8.index(), 63);
    assert_eq!(Square::new(64), None);
    assert_eq!(Square::from_coords(8, 0), None);
    assert_eq!(format!("{:?}", Square::E4), "E4");
    assert_eq!(format!("{:?}", "p16".parse::<Coord>().unwrap()), "Coord(p16)");
    assert_eq!(format!("[{:>4}]", Square::E4), "[  e4]");
    assert_eq!(format!("[{:<4}]", "k12".parse::<Coord>().unwrap()), "[k12 ]");
}

#[test]
fn typed_errors_for_bad_names() {
    use SquareParseError::*;
    let cases: &[(&str, SquareParseError)] = &[
        ("", Empty),
        ("a", InvalidRank),
        ("a0", InvalidRank),
        ("a00", InvalidRank),
        ("a01", InvalidRank),
        ("a17", InvalidRank),
        ("a99", InvalidRank),
        ("a123", InvalidRank),
        ("ax", InvalidRank),
        ("q1", InvalidFile { found: 'q' }),
        ("z9", InvalidFile { found: 'z' }),
        ("A1", InvalidFile { found: 'A' }),
        ("1a", InvalidFile { found: '1' }),
        (" a1", InvalidFile { found: ' ' }),
        ("é4", InvalidFile { found: 'é' }),
        ("a1x", TrailingCharacters),
        ("a1 ", TrailingCharacters),
        ("p16a", TrailingCharacters),
        ("b2é", TrailingCharacters),
    ];
    for (input, expected) in cases {
        assert_eq!(input.parse::<Coord>(), Err(*expected), "{input:?} as Coord");
        assert_eq!(input.parse::<Square>(), Err(*expected), "{input:?} as Square");
    }
}

#[test]
fn names_off_a_smaller_board_are_off_board() {
    let m1 = Coord::new(12, 0).unwrap();
    assert_eq!(
        Coord::parse_on("m1", BoardSize::SIEGE),
        Err(SquareParseError::OffBoard { coord: m1, size: BoardSize::SIEGE })
    );
    let a9 = Coord::new(0, 8).unwrap();
    assert_eq!(
        Coord::parse_on("a9", BoardSize::CHESS),
        Err(SquareParseError::OffBoard { coord: a9, size: BoardSize::CHESS })
    );
    assert_eq!("a9".parse::<Square>(), Err(SquareParseError::OffBoard { coord: a9, size: BoardSize::CHESS }));
    assert!(matches!("i1".parse::<Square>(), Err(SquareParseError::OffBoard { .. })));
    assert_eq!(Coord::parse_on("g7", BoardSize::LASCA), Ok(Coord::new(6, 6).unwrap()));
    assert!(matches!(Coord::parse_on("h1", BoardSize::LASCA), Err(SquareParseError::OffBoard { .. })));
    assert_eq!(Square::try_from(a9), Err(OffBoardError { coord: a9, size: BoardSize::CHESS }));
    // Syntax errors win over board checks.
    assert_eq!(Coord::parse_on("a1x", BoardSize::CHESS), Err(SquareParseError::TrailingCharacters));
    assert_eq!(
        SquareParseError::OffBoard { coord: m1, size: BoardSize::SIEGE }.to_string(),
        "square m1 is off the 12x16 board"
    );
}

#[test]
fn board_sizes_are_validated() {
    assert_eq!(BoardSize::new(12, 16), Ok(BoardSize::SIEGE));
    assert_eq!(BoardSize::new(7, 7), Ok(BoardSize::LASCA));
    assert_eq!(BoardSize::new(1, 1).map(BoardSize::squares), Ok(1));
    assert_eq!(BoardSize::new(16, 16).map(BoardSize::squares), Ok(256));
    for (files, ranks) in [(0, 1), (1, 0), (17, 8), (8, 17), (0, 0), (255, 255)] {
        let err = BoardSize::new(files, ranks).unwrap_err();
        assert_eq!((err.files, err.ranks), (files, ranks));
    }
    assert_eq!(BoardSize::SIEGE.to_string(), "12x16");
    assert_eq!(BoardSize::SIEGE.squares(), 192);
}

#[test]
fn coordinate_offsets_stay_in_16x16() {
    let a1 = Coord::A1;
    assert_eq!(a1.offset(-1, 0), None);
    assert_eq!(a1.offset(0, -1), None);
    assert_eq!(a1.offset(15, 15), Coord::new(15, 15));
    assert_eq!(a1.offset(16, 0), None);
    assert_eq!(a1.offset(i8::MAX, i8::MAX), None);
    assert_eq!(Coord::new(15, 15).unwrap().offset(i8::MIN, 0), None);
    assert_eq!(Coord::new(16, 0), None);
    let h8 = Coord::new(7, 7).unwrap();
    assert_eq!(h8.offset_on(board_core::Direction::NE, BoardSize::CHESS), None);
    assert_eq!(h8.offset_on(board_core::Direction::NE, BoardSize::SIEGE), Coord::new(8, 8));
    assert_eq!(Square::H8.offset(1, 0), None);
    assert_eq!(Square::A1.offset(-1, 0), None);
    assert_eq!(Square::A1.offset(7, 7), Some(Square::H8));
    assert_eq!(Square::D4.offset(i8::MIN, i8::MAX), None);
}

#[test]
fn colours_and_flips() {
    assert!(Square::A1.is_dark());
    assert!(Square::H8.is_dark());
    assert!(Square::H1.is_light());
    assert!(Square::A8.is_light());
    assert!(Square::D4.is_dark());
    assert!(Square::E4.is_light());
    assert_eq!(Square::A1.flip_vertical(), Square::A8);
    assert_eq!(Square::E2.flip_vertical(), Square::E7);
    assert_eq!(Square::A1.flip_horizontal(), Square::H1);
    assert_eq!(Square::C6.flip_horizontal(), Square::F6);
}

#[test]
fn coords_order_rank_major() {
    let mut coords: Vec<Coord> = ["b2", "a2", "c1", "a1"].iter().map(|s| s.parse().unwrap()).collect();
    coords.sort();
    let names: Vec<String> = coords.iter().map(ToString::to_string).collect();
    assert_eq!(names, ["a1", "c1", "a2", "b2"]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Parsing never panics, whatever the input, and anything accepted
    /// prints back to the same text.
    #[test]
    fn parsing_never_panics(s in "\\PC{0,6}") {
        if let Ok(coord) = s.parse::<Coord>() {
            prop_assert_eq!(coord.to_string(), s.clone());
        }
        if let Ok(sq) = s.parse::<Square>() {
            prop_assert_eq!(sq.to_string(), s.clone());
        }
        let _ = Coord::parse_on(&s, BoardSize::LASCA);
    }

    /// Near-miss inputs built from name-like pieces.
    #[test]
    fn near_miss_names_never_panic(s in "[a-qA-Zé0-9 ]{0,2}[0-9]{0,3}[a-z0-9é]{0,2}") {
        match s.parse::<Coord>() {
            Ok(coord) => prop_assert_eq!(coord.to_string(), s.clone()),
            Err(err) => prop_assert!(!err.to_string().is_empty()),
        }
    }

    #[test]
    fn names_round_trip_on_any_board(files in 1..=16u8, ranks in 1..=16u8, f in 0..16u8, r in 0..16u8) {
        let size = BoardSize::new(files, ranks).unwrap();
        let text = name(f, r);
        let on_board = f < files && r < ranks;
        match Coord::parse_on(&text, size) {
            Ok(coord) => {
                prop_assert!(on_board);
                prop_assert_eq!((coord.file(), coord.rank()), (f, r));
                prop_assert_eq!(coord.to_string(), text);
            }
            Err(SquareParseError::OffBoard { coord, size: s }) => {
                prop_assert!(!on_board);
                prop_assert_eq!((coord.file(), coord.rank()), (f, r));
                prop_assert_eq!(s, size);
            }
            Err(other) => prop_assert!(false, "unexpected {:?}", other),
        }
    }
}
