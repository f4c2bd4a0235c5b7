//! Attack generation checked against an outside oracle: shakmaty's attack functions, on random occupancies.
//! Squares and bitboards convert by index (both number a1 = 0 .. h8 = 63).

use board_core::{Bitboard64, Square};
use chess4_bastardo::{Piece, PieceKind, Seat, attacks};
use proptest::prelude::*;
use shakmaty::attacks as oracle;

fn theirs(sq: Square) -> shakmaty::Square {
    shakmaty::Square::new(sq.index() as u32)
}

fn ours(seat: Seat, kind: PieceKind, sq: Square, occupied: u64) -> u64 {
    attacks(Piece { seat, kind }, sq, Bitboard64(occupied)).0
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn attacks_match_shakmaty(index in 0u8..64, occupied in any::<u64>(), sparse in any::<u64>()) {
        let sq = Square::new(index).expect("index below 64");
        // Dense random boards block everything; AND-ing two makes sparser ones too.
        for occ in [occupied, occupied & sparse] {
            let occ_theirs = shakmaty::Bitboard(occ);
            let t = theirs(sq);
            prop_assert_eq!(ours(Seat::Red, PieceKind::Rook, sq, occ), oracle::rook_attacks(t, occ_theirs).0);
            prop_assert_eq!(ours(Seat::Red, PieceKind::Bishop, sq, occ), oracle::bishop_attacks(t, occ_theirs).0);
            prop_assert_eq!(ours(Seat::Red, PieceKind::Knight, sq, occ), oracle::knight_attacks(t).0);
            prop_assert_eq!(ours(Seat::Red, PieceKind::King, sq, occ), oracle::king_attacks(t).0);
            // The Amazon is a queen and a knight.
            prop_assert_eq!(
                ours(Seat::Green, PieceKind::Amazon, sq, occ),
                oracle::queen_attacks(t, occ_theirs).0 | oracle::knight_attacks(t).0
            );
            // Pawns: the south corners' pawns take like White's, the north corners' like Black's.
            for (seat, colour) in [
                (Seat::Red, shakmaty::Color::White),
                (Seat::Blue, shakmaty::Color::White),
                (Seat::Yellow, shakmaty::Color::Black),
                (Seat::Green, shakmaty::Color::Black),
            ] {
                prop_assert_eq!(ours(seat, PieceKind::Pawn, sq, occ), oracle::pawn_attacks(colour, t).0);
            }
        }
    }
}
