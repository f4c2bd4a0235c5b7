//! Dark-square maps: sizes, bijectivity, colour and neighbour tables.

use board_core::{BoardSize, Coord, DARK_7X7, DARK_8X8, DARK_10X10, DarkSquareMap, Direction, Square};

fn check_map(map: &DarkSquareMap, expected_len: usize) {
    let size = map.size();
    assert_eq!(map.len(), expected_len);
    assert!(!map.is_empty());
    assert_eq!(map.iter().len(), expected_len);
    // Dense index -> coordinate -> dense index is the identity.
    let mut seen = std::collections::BTreeSet::new();
    for (i, coord) in map.iter().enumerate() {
        let i = u8::try_from(i).unwrap();
        assert_eq!(map.coord(i), Some(coord));
        assert_eq!(map.index_of(coord), Some(i));
        assert!(size.contains(coord));
        assert_eq!((coord.file() + coord.rank()) % 2, 0, "{coord} is dark");
        assert!(seen.insert(coord));
    }
    assert_eq!(map.coord(u8::try_from(expected_len).unwrap()), None);
    // Every dark square of the board is numbered; no light one is.
    for coord in size.coords() {
        let dark = (coord.file() + coord.rank()) % 2 == 0;
        assert_eq!(map.index_of(coord).is_some(), dark, "{coord}");
    }
    // Dense order is ascending board order.
    let indices: Vec<usize> = map.iter().map(|c| size.index(c)).collect();
    assert!(indices.windows(2).all(|w| w[0] < w[1]));
    // Neighbours agree with coordinate arithmetic.
    for i in 0..u8::try_from(expected_len).unwrap() {
        let c = map.coord(i).unwrap();
        for dir in Direction::ALL {
            let (df, dr) = dir.delta();
            let f = i32::from(c.file()) + i32::from(df);
            let r = i32::from(c.rank()) + i32::from(dr);
            let on_board =
                (0..i32::from(size.files())).contains(&f) && (0..i32::from(size.ranks())).contains(&r);
            let expected = (dir.is_diagonal() && on_board)
                .then(|| map.index_of(Coord::new(f as u8, r as u8).unwrap()).unwrap());
            assert_eq!(map.neighbour(i, dir), expected, "{c} {dir:?}");
        }
    }
    assert_eq!(map.neighbour(u8::try_from(expected_len).unwrap(), Direction::NE), None);
}

#[test]
fn eight_by_eight_has_32_dark_squares() {
    check_map(&DARK_8X8, 32);
    assert_eq!(DARK_8X8.size(), BoardSize::CHESS);
    let names: Vec<String> = DARK_8X8.iter().take(6).map(|c| c.to_string()).collect();
    assert_eq!(names, ["a1", "c1", "e1", "g1", "b2", "d2"]);
    assert_eq!(DARK_8X8.coord(31).unwrap().to_string(), "h8");
    assert_eq!(DARK_8X8.index_of_square(Square::H8), Some(31));
    assert_eq!(DARK_8X8.index_of_square(Square::B1), None);
    assert_eq!(DARK_8X8.square(4), Some(Square::B2));
    // a1's only neighbour is b2; b2's are a1, c1, a3, c3.
    assert_eq!(DARK_8X8.neighbour(0, Direction::NE), Some(4));
    assert_eq!(DARK_8X8.neighbour(0, Direction::NW), None);
    assert_eq!(DARK_8X8.neighbour(4, Direction::SW), Some(0));
    assert_eq!(DARK_8X8.neighbour(4, Direction::SE), Some(1));
    assert_eq!(DARK_8X8.neighbour(4, Direction::NW), Some(8));
    assert_eq!(DARK_8X8.neighbour(4, Direction::NE), Some(9));
    assert_eq!(DARK_8X8.neighbour(4, Direction::N), None);
}

#[test]
fn lasca_has_25_dark_squares() {
    check_map(&DARK_7X7, 25);
    let names: Vec<String> = DARK_7X7.iter().map(|c| c.to_string()).collect();
    assert_eq!(&names[..5], ["a1", "c1", "e1", "g1", "b2"]);
    assert_eq!(names[24], "g7");
    assert_eq!(DARK_7X7.index_of_square(Square::H8), None);
    assert_eq!(DARK_7X7.index_of("g7".parse().unwrap()), Some(24));
}

#[test]
fn other_boards() {
    check_map(&DARK_10X10, 50);
    check_map(&DarkSquareMap::new(BoardSize::new(16, 16).unwrap()), 128);
    check_map(&DarkSquareMap::new(BoardSize::new(1, 1).unwrap()), 1);
    check_map(&DarkSquareMap::new(BoardSize::new(3, 5).unwrap()), 8);
}
