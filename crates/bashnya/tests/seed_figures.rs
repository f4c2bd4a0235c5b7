//! The worked examples of the Bashnya article (figures 5-14, described in words in its text),
//! reconstructed.
//!
//! The article's figures are images; only the text survives. Each position holds the pieces the text names,
//! plus, where said, a piece added so that the text's "must" holds. Column strings are bottom to top.

mod common;

use common::{col, moves, play, pos, sorted};

/// Figures 5-6: "the man on b6 takes the man on c5: on d4 a column forms with the white man commanding and
/// the black man as prisoner" (a backward capture), and "the man on a3 takes, in order, the king on b2, the
/// man on d2 and the man on f4: on g5 a column forms of, top to bottom, the white man, a king and two black
/// men". Both are White's alternatives in one figure; the text names no other pieces.
#[test]
fn figure_5_b6_takes_c5_and_a3_takes_three_to_g5() {
    let start = pos("W:bashni:0:a3=w,b6=w,b2=B,c5=b,d2=b,f4=b");
    assert_eq!(moves(&start), sorted(&["a3:c1:e3:g5", "b6:d4"]));

    let mut b6 = start.clone();
    play(&mut b6, "b6:d4");
    assert_eq!(col(&b6, "d4"), "bw");
    assert_eq!(col(&b6, "c5"), "-");

    let mut a3 = start;
    play(&mut a3, "a3:c1:e3:g5");
    // Top to bottom: white man, black king (b2), black man (d2), black man (f4).
    assert_eq!(col(&a3, "g5"), "bbBw");
    for sq in ["a3", "b2", "d2", "f4"] {
        assert_eq!(col(&a3, sq), "-");
    }
}

/// Figure 7: "the king on a1 must take the man on d4, landing at choice on e5, f6, g7 or h8".
#[test]
fn figure_7_king_on_a1_takes_d4_landing_anywhere_beyond() {
    let p = pos("W:bashni:0:a1=W,d4=b");
    assert_eq!(moves(&p), sorted(&["a1:e5", "a1:f6", "a1:g7", "a1:h8"]));
}

/// Figures 8-9: "the king on a1 must take in one move the man on d4, the king on g5, the man on g3 and the
/// one on b4; on a5 a column forms of, top to bottom, the white king, a black man, a black king, two black
/// men". The text names only those pieces; with only them, landing on e5 after d4 would allow a shorter
/// capture e5:h2 (of g3), which the text's "must" excludes, so a black man on h2 is added (an assumption:
/// the figure is not available) to block that landing.
#[test]
fn figure_8_king_on_a1_takes_d4_g5_g3_b4_ending_on_a5() {
    let mut p = pos("W:bashni:0:a1=W,d4=b,g5=B,g3=b,b4=b,h2=b");
    assert_eq!(moves(&p), sorted(&["a1:f6:h4:e1:a5"]));
    play(&mut p, "a1:f6:h4:e1:a5");
    assert_eq!(col(&p, "a5"), "bbBbW");
    for sq in ["a1", "d4", "g5", "g3", "b4"] {
        assert_eq!(col(&p, sq), "-");
    }
}

/// Figures 10-11: "the column on a5 is commanded by a white man: it moves and captures as a man. The column
/// on c3 is commanded by a black king and moves as a king. The a5 column cannot take the c3 column but can
/// take the man on b6: on c7 a column forms of, top to bottom, a white man (commander), a black man and a
/// black king (prisoners). The c3 column can take the f6 column, ending on g7 or h8, forming there, top to
/// bottom, a black king, a white man, a black man and a white man: of the f6 column only the commander is
/// taken, and f6 then has a black man as its new commander."
///
/// The text calls the b6 piece a man, but its top-to-bottom list for c7 (white man, black man, black king)
/// with prisoners going to the bottom needs the piece taken on b6 to be the king and a5's prisoner a man;
/// we follow the list (the rule it illustrates), with a5 = black man under a white man and b6 a black king.
/// The c3 column is black king over white man over black man; f6 is a white man over a black man.
#[test]
fn figure_10_column_exchanges_a5_c3_f6() {
    let text = "a5=bw,b6=B,c3=bwB,f6=bw";
    let white = pos(&format!("W:bashni:0:{text}"));
    // a5 commands as a man: it cannot take c3 from a distance, only b6.
    assert_eq!(moves(&white), sorted(&["a5:c7"]));
    let mut w = white;
    play(&mut w, "a5:c7");
    assert_eq!(col(&w, "c7"), "Bbw");

    let black = pos(&format!("B:bashni:0:{text}"));
    assert_eq!(moves(&black), sorted(&["c3:g7", "c3:h8"]));
    for end in ["g7", "h8"] {
        let mut b = black.clone();
        play(&mut b, &format!("c3:{end}"));
        // Top to bottom: black king, white man, black man, white man (the f6 commander, at the bottom).
        assert_eq!(col(&b, end), "wbwB");
        assert_eq!(col(&b, "f6"), "b");
    }
}

/// Figure 12: "the king on b4 can take the columns on d6, f6, f4 and d4, in two rounds in the same move:
/// after jumping to e7, g5, e3 and c5 it has taken four black men (the old commanders) and can go on
/// jumping to the same squares, taking the remaining men and ending, for example, on b6: there a column of
/// a white king and eight black men forms". Each column is two black men.
#[test]
fn figure_12_king_on_b4_takes_four_columns_twice_round() {
    let mut p = pos("W:bashni:0:b4=W,d6=bb,f6=bb,f4=bb,d4=bb");
    let path = "b4:e7:g5:e3:c5:e7:g5:e3:b6";
    assert!(moves(&p).contains(&path.to_string()), "{:?}", moves(&p));
    play(&mut p, path);
    assert_eq!(col(&p, "b6"), "bbbbbbbbW");
    for sq in ["d6", "f6", "f4", "d4"] {
        assert_eq!(col(&p, sq), "-");
    }
}

/// Figures 13-14: "the man on b6 must take the man on c7 jumping to d8 and is crowned; as a king it at
/// once takes the column on f6 and the one on f2, ending on e1, where a column forms of, top to bottom, a
/// white king (commander), two black men and a black king (prisoners)".
///
/// The text calls the b6 man black, but it is crowned on d8 (White's promotion row) and the result is
/// commanded by a white king: the man is white. What lies under the f6 and f2 commanders is not said; we
/// put a white man under each (their commanders, a black man and a black king, follow from the result).
#[test]
fn figure_13_man_crowned_on_d8_mid_capture_carries_on_to_e1() {
    let text = "b6=w,c7=b,f6=wb,f2=wB";
    let mut p = pos(&format!("W:bashni:0:{text}"));
    assert_eq!(moves(&p), sorted(&["b6:d8:h4:e1"]));
    play(&mut p, "b6:d8:h4:e1");
    assert_eq!(col(&p, "e1"), "BbbW");
    assert_eq!(col(&p, "f6"), "w");
    assert_eq!(col(&p, "f2"), "w");

    // In the fogliaccio reading the man is not crowned in passing and stops on d8 (then crowned there).
    let mut f = pos(&format!("W:fogliaccio:0:{text}"));
    assert_eq!(moves(&f), sorted(&["b6:d8"]));
    play(&mut f, "b6:d8");
    assert_eq!(col(&f, "d8"), "bW");
}
