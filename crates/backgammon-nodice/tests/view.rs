//! Issue 13: the board drawn from either side, its point numbers the ones in that side's moves.

use backgammon_nodice::{Position, Side};

/// White: three checkers on its 20-point (Black's 5-point), twelve off. Black: two on its 10-point (White's
/// 15-point), one on the bar, twelve off. White to play 6-4.
const POSITION: &str =
    "classic-nocube:0,0,0,0,0,0,0,0,0,0,0,0,0,0,-2,0,0,0,0,3,0,0,0,0:0/1:12/12:w:6-4:1:-/-";

const EMPTY: &str = "|                  |   |                  |";

fn lines(rows: &[&str]) -> String {
    rows.iter().flat_map(|r| [*r, "\n"]).collect()
}

#[test]
fn board_from_whites_side_numbers_whites_points() {
    let p: Position = POSITION.parse().unwrap();
    // White's 15-point (Black's two) top left, White's 20-point (its three) top right; Black's bar
    // checker in the top half, where Black enters White's home board from.
    let expected = lines(&[
        " 13 14 15 16 17 18       19 20 21 22 23 24",
        "+------------------+---+------------------+",
        "|       O          |O1 |    X             |",
        "|       O          |   |    X             |",
        "|                  |   |    X             |",
        EMPTY,
        EMPTY,
        "|                  |BAR|                  |",
        EMPTY,
        EMPTY,
        EMPTY,
        EMPTY,
        EMPTY,
        "+------------------+---+------------------+",
        " 12 11 10  9  8  7        6  5  4  3  2  1",
        "X White: pips 60, off 12   O Black: pips 45, off 12   cube 1",
        "White to play 6-4",
    ]);
    assert_eq!(p.pretty_for(Side::White), expected);
    assert_eq!(p.pretty(), expected, "pretty() is the view from White's side");
}

#[test]
fn board_from_blacks_side_numbers_blacks_points() {
    let p: Position = POSITION.parse().unwrap();
    // Black's 10-point (its two) bottom left, Black's 5-point (White's three) bottom right, Black's bar
    // checker in the bottom half.
    let expected = lines(&[
        " 13 14 15 16 17 18       19 20 21 22 23 24",
        "+------------------+---+------------------+",
        EMPTY,
        EMPTY,
        EMPTY,
        EMPTY,
        EMPTY,
        "|                  |BAR|                  |",
        EMPTY,
        EMPTY,
        "|                  |   |    X             |",
        "|       O          |   |    X             |",
        "|       O          |O1 |    X             |",
        "+------------------+---+------------------+",
        " 12 11 10  9  8  7        6  5  4  3  2  1",
        "X White: pips 60, off 12   O Black: pips 45, off 12   cube 1",
        "White to play 6-4",
    ]);
    assert_eq!(p.pretty_for(Side::Black), expected);
    assert_eq!(p.checkers(Side::Black, 10), 2);
    assert_eq!(p.checkers(Side::White, 20), 3);
}
