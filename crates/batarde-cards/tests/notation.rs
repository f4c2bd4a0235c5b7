//! Notation: cards, bids, moves, seats, the hand and match strings, and their typed errors.

mod common;

use abstract_game::{Game, PlayerId};
use batarde_cards::{
    Bid, BidParseError, Card, CardParseError, Hand, Match, Mode, Move, MoveParseError, Pack, PositionError,
    Rank, Rules, SeatName, Suit, parse_seat,
};
use common::{dealt, play, seat};

#[test]
fn card_notation_examples() {
    assert_eq!("RS".parse::<Card>(), Ok(Card::new(Suit::Spades, Rank::King, Pack::Simple)));
    assert_eq!("FH".parse::<Card>(), Ok(Card::new(Suit::Hearts, Rank::Fool, Pack::Simple)));
    assert_eq!("DogC".parse::<Card>(), Ok(Card::new(Suit::Clubs, Rank::Dog, Pack::Simple)));
    assert_eq!("CatD".parse::<Card>(), Ok(Card::new(Suit::Diamonds, Rank::Cat, Pack::Simple)));
    assert_eq!("CD".parse::<Card>(), Ok(Card::new(Suit::Diamonds, Rank::Knight, Pack::Simple)));
    assert_eq!("RS*".parse::<Card>(), Ok(Card::new(Suit::Spades, Rank::King, Pack::Marked)));
    assert_eq!(Card::new(Suit::Clubs, Rank::Dog, Pack::Marked).to_string(), "DogC*");
    for index in 0..Card::COUNT {
        let card = Card::from_index(index).unwrap();
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        assert_eq!(card.twin().twin(), card);
    }
}

#[test]
fn card_parse_errors_are_typed() {
    assert_eq!("".parse::<Card>(), Err(CardParseError::Malformed));
    assert_eq!("XS".parse::<Card>(), Err(CardParseError::UnknownRank));
    assert_eq!("RX".parse::<Card>(), Err(CardParseError::UnknownSuit));
    assert_eq!("RSS".parse::<Card>(), Err(CardParseError::TrailingText));
    assert_eq!("Dog".parse::<Card>(), Err(CardParseError::Malformed));
    assert_eq!(batarde_cards::parse_card("RS*", false), Err(CardParseError::NotInDeck));
}

#[test]
fn bid_notation_examples() {
    assert_eq!("3S".parse::<Bid>(), Ok(Bid::new(3, Mode::Trump(Suit::Spades))));
    assert_eq!("0NT".parse::<Bid>(), Ok(Bid::new(0, Mode::NoTrumps)));
    assert_eq!("2AT".parse::<Bid>(), Ok(Bid::new(2, Mode::AllTrumps)));
    assert_eq!("4S*".parse::<Bid>(), Ok(Bid::with_pack(4, Mode::Trump(Suit::Spades), Pack::Marked)));
    assert_eq!("12C".parse::<Bid>().unwrap().to_string(), "12C");
    assert_eq!("S".parse::<Bid>(), Err(BidParseError::MissingTricks));
    assert_eq!("100S".parse::<Bid>(), Err(BidParseError::TooManyTricks));
    assert_eq!("3X".parse::<Bid>(), Err(BidParseError::UnknownMode));
    assert_eq!("3".parse::<Bid>(), Err(BidParseError::UnknownMode));
}

#[test]
fn seat_names() {
    assert_eq!(SeatName(seat(0)).to_string(), "P1");
    assert_eq!(parse_seat("P7", 7), Some(seat(6)));
    assert_eq!(parse_seat("P7", 6), None);
    assert_eq!(parse_seat("W", 4), Some(seat(3)));
    assert_eq!(parse_seat("W", 5), None);
    assert_eq!(parse_seat("P0", 4), None);
}

#[test]
fn move_notation_round_trips_and_errors() {
    let hand = Hand::new(5, 9, seat(0)).unwrap();
    // The notation alone (the state's `parse_move` also checks legality).
    for text in ["dealer P2", "deal RS*", "3S", "4S*", "RS", "CatD*", "P1 mechoune P3", "P3 choune"] {
        let mv = batarde_cards::parse_move(text, 5, true).unwrap();
        assert_eq!(mv.to_string(), text);
    }
    assert_eq!(
        batarde_cards::parse_move("P1 méchoune P3", 5, true),
        Ok(Move::Mechoune { by: seat(0), target: seat(2) })
    );
    assert_eq!(hand.parse_move("deal RS*"), Ok(Move::Deal("RS*".parse().unwrap())));
    assert_eq!(hand.parse_move(""), Err(MoveParseError::Malformed));
    assert_eq!(hand.parse_move("P9 choune"), Err(MoveParseError::Seat));
    assert_eq!(hand.parse_move("deal"), Err(MoveParseError::Malformed));
    assert!(matches!(hand.parse_move("XX"), Err(MoveParseError::Card(_))));
    assert!(matches!(hand.parse_move("3Q"), Err(MoveParseError::Bid(_))));
    let one_pack = Hand::new(4, 5, seat(0)).unwrap();
    assert!(one_pack.parse_move("RS*").is_err());
    assert!(one_pack.parse_move("3S*").is_err());
}

#[test]
fn hand_string_round_trips_through_a_hand() {
    let mut hand = dealt(3, &["RS DS CS VS FS", "RH DH CH VH FH", "RD DD CD VD FD", "RC DC CC VC FC"]);
    let mut texts = vec![hand.to_string()];
    play(&mut hand, "2S");
    hand.play_as(seat(2), Move::Mechoune { by: seat(2), target: seat(0) }).unwrap();
    texts.push(hand.to_string());
    play(&mut hand, "0S 1S 1S");
    hand.play_as(seat(0), Move::Choune(seat(0))).unwrap();
    texts.push(hand.to_string());
    play(&mut hand, "FS RH RD");
    texts.push(hand.to_string());
    for text in texts {
        let back: Hand = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back.to_string(), text);
    }
    // P2 and P3 could not follow the trump lead: every Spade is known to be absent from their hands.
    let spades = "RS.DS.CS.VS.FS.MS.JS.DogS.CatS";
    assert_eq!(
        hand.to_string(),
        format!(
            "4p 5 P4 play RS.DS.CS.VS/DH.CH.VH.FH/DD.CD.VD.FD/RC.DC.CC.VC.FC S 2/0/1/1 P3>P1! 0/0/0/0 \
             P1:FS.RH.RD - -/{spades}/{spades}/-"
        )
    );
}

/// A check of the error a bad string gives.
type Check = fn(&PositionError) -> bool;

#[test]
fn hand_string_errors_are_typed() {
    let good = "4p 5 P4 bid:P2 RS.DS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC S 2/-/-/- - 0/0/0/0 P1:- - -/-/-/-";
    assert!(good.parse::<Hand>().is_ok());
    let cases: [(&str, Check); 6] = [
        ("", |e| matches!(e, PositionError::Field { .. })),
        ("9p 5 P4 deal -/-/-/- - -/-/-/- - 0/0/0/0 P1:- - -/-/-/-", |e| {
            matches!(e, PositionError::Field { .. } | PositionError::Rules(_))
        }),
        (
            "4p 5 P4 bid:P2 RS.RS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC S 2/-/-/- - 0/0/0/0 P1:- - -/-/-/-",
            |e| *e == PositionError::DuplicateCard,
        ),
        (
            "4p 5 P4 bid:P2 RS.DS.CS.VS.FS/RS.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC S 2/-/-/- - 0/0/0/0 P1:- - -/-/-/-",
            |e| *e == PositionError::DuplicateCard,
        ),
        (
            "4p 5 P4 bid:P3 RS.DS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC S 2/-/-/- - 0/0/0/0 P1:- - -/-/-/-",
            |e| matches!(e, PositionError::Inconsistent(_)),
        ),
        (
            "4p 5 P4 bid:P2 RS.DS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.XC S 2/-/-/- - 0/0/0/0 P1:- - -/-/-/-",
            |e| matches!(e, PositionError::Card(_)),
        ),
    ];
    for (text, check) in cases {
        let err = text.parse::<Hand>().unwrap_err();
        assert!(check(&err), "{text}: {err:?}");
    }
}

#[test]
fn match_string_round_trips() {
    let mut game = Match::start(Rules::from_preset("5p").unwrap());
    let mut rng = abstract_game::Xoshiro256::seed_from_u64(9);
    for _ in 0..400 {
        let text = game.to_string();
        assert_eq!(text.parse::<Match>().unwrap_or_else(|e| panic!("{text}: {e}")), game);
        let mv = abstract_game::random_move(&game, &mut rng).unwrap();
        game.play(mv).unwrap();
    }
    assert!("4p lot 0 0/0/0/0 draw".parse::<Match>().is_ok());
    assert!("4p lot 1 0/0/0/0 draw".parse::<Match>().is_err());
    assert!("4p P9 0 0/0/0/0 draw".parse::<Match>().is_err());
}

#[test]
fn pretty_shows_only_the_viewers_hand() {
    let hand = dealt(3, &["RS DS CS VS FS", "RH DH CH VH FH", "RD DD CD VD FD", "RC DC CC VC FC"]);
    let view = hand.pretty_for(PlayerId::from_const(1));
    assert!(view.contains("RH DH CH VH FH"), "{view}");
    assert!(!view.contains("RS DS"), "{view}");
    assert_eq!(view.matches("[5 hidden]").count(), 3, "{view}");
    let all = hand.pretty();
    assert!(all.contains("RS DS CS VS FS") && all.contains("RC DC CC VC FC"), "{all}");
    let game = Match::start(Rules::default());
    assert!(game.pretty_for(PlayerId::from_const(0)).contains("Drawing the first dealer"));
}

#[test]
fn readme_example_hand() {
    let mut hand = dealt(3, &["RS DS CS VS FS", "RH DH CH VH FH", "RD DD CD VD FD", "RC DC CC VC FC"]);
    play(&mut hand, "2S");
    hand.play_as(seat(2), Move::Mechoune { by: seat(2), target: seat(0) }).unwrap();
    play(&mut hand, "0S 1S 1S");
    assert_eq!(hand.status(), abstract_game::Status::ToMove(seat(0)));
    assert_eq!(
        hand.to_string(),
        "4p 5 P4 play RS.DS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC S 2/0/1/1 P3>P1 0/0/0/0 P1:- - -/-/-/-"
    );
}

#[test]
fn action_indices_are_dense_and_decode() {
    for layout in [batarde_cards::ActionLayout::LARGEST, batarde_cards::ActionLayout::new(4, 9, true)] {
        for index in 0..layout.num_actions() {
            let mv = layout.action(index).unwrap();
            assert_eq!(layout.index(mv), Some(index), "{mv}");
        }
        assert_eq!(layout.action(layout.num_actions()), None);
    }
}

#[test]
fn pretty_view_example() {
    let mut hand = dealt(3, &["RS DS CS VS FS", "RH DH CH VH FH", "RD DD CD VD FD", "RC DC CC VC FC"]);
    play(&mut hand, "2S");
    hand.play_as(seat(2), Move::Mechoune { by: seat(2), target: seat(0) }).unwrap();
    play(&mut hand, "0S 1S 1S FS RH");
    let view = hand.pretty_for(seat(2));
    println!("{view}");
    assert!(view.contains("Trick (led by P1): P1 FS P2 RH"), "{view}");
    assert!(view.contains("To play: P3 (may play RD DD CD VD FD)"), "{view}");
    assert!(view.contains("méchoune by P3 on P1"), "{view}");
}

// ---- issue 13: unreachable match and hand strings are refused ----

const DEAL_4P: &str = "RS.DS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC";

#[test]
fn match_totals_above_the_documented_maximum_are_refused() {
    // Near u32::MAX the totals used to be read, then wrapped (release) or panicked (debug) in
    // `Match::finish_hand`.
    let text =
        format!("4p P4 9 4294967290/0/0/0 | 4p 5 P3 bid:P4 {DEAL_4P} - -/-/-/- - 0/0/0/0 P4:- - -/-/-/-");
    assert_eq!(text.parse::<Match>(), Err(PositionError::Total { seat: 0, max: Match::MAX_TOTAL }));
    let text =
        format!("4p P4 9 0/0/0/99999999999 | 4p 5 P3 bid:P4 {DEAL_4P} - -/-/-/- - 0/0/0/0 P4:- - -/-/-/-");
    assert_eq!(text.parse::<Match>(), Err(PositionError::Total { seat: 3, max: Match::MAX_TOTAL }));
    assert!(PositionError::Total { seat: 0, max: 9 }.to_string().contains("totals"));
}

#[test]
fn match_totals_cannot_exceed_what_the_finished_hands_score() {
    // Hand 0: nothing is finished, every total is zero.
    let text = format!("4p P4 0 3/0/0/0 | 4p 5 P4 bid:P1 {DEAL_4P} - -/-/-/- - 0/0/0/0 P1:- - -/-/-/-");
    assert_eq!(text.parse::<Match>(), Err(PositionError::Total { seat: 0, max: 0 }));
    // Hand 1 after one hand of five cards: at most 4 x 5 = 20 each.
    let ok = "4p P4 1 20/0/0/0 | 4p 6 P1 deal -/-/-/- - -/-/-/- - 0/0/0/0 P2:- - -/-/-/-";
    assert!(ok.parse::<Match>().is_ok(), "{:?}", ok.parse::<Match>());
    let text = ok.replace("20/0", "21/0");
    assert_eq!(text.parse::<Match>(), Err(PositionError::Total { seat: 0, max: 20 }));
}

#[test]
fn play_phase_bids_that_break_the_hook_rule_are_refused() {
    // 2 + 0 + 1 + 2 = 5, the tricks of the hand: no closing bid makes that sum.
    let text = format!("4p 5 P4 play {DEAL_4P} NT 2/0/1/2 - 0/0/0/0 P1:- - -/-/-/-");
    assert_eq!(text.parse::<Hand>(), Err(PositionError::HookRule { tricks: 5 }));
    let text = format!("4p 5 P4 play {DEAL_4P} NT 2/0/1/3 - 0/0/0/0 P1:- - -/-/-/-");
    assert!(text.parse::<Hand>().is_ok());
}

#[test]
fn cards_known_absent_before_any_card_is_played_are_refused() {
    let text = format!("4p 5 P4 bid:P1 {DEAL_4P} - -/-/-/- - 0/0/0/0 P1:- - -/RS/-/-");
    assert!(matches!(text.parse::<Hand>(), Err(PositionError::Inconsistent(_))));
}

#[test]
fn the_first_trick_is_led_by_the_player_left_of_the_dealer() {
    let text = format!("4p 5 P4 play {DEAL_4P} NT 2/0/1/3 - 0/0/0/0 P3:- - -/-/-/-");
    assert!(matches!(text.parse::<Hand>(), Err(PositionError::Inconsistent(_))));
}

#[test]
fn rules_display_round_trips_through_from_str() {
    for name in Rules::PRESETS.iter().map(|p| p.name) {
        let rules = Rules::from_preset(name).unwrap();
        assert_eq!(rules.to_string(), name);
        assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
    }
    let given = Rules::from_preset("7p").unwrap().with_first_dealer(seat(6)).unwrap();
    assert_eq!(given.to_string(), "7p,dealer=P7");
    assert_eq!("7p,dealer=P7".parse::<Rules>(), Ok(given));
    assert_eq!(Rules::from_preset("7p,dealer=P7"), Ok(given));
    assert_eq!(Rules::PRESETS[0].name, Rules::default().to_string());
    assert_eq!("4p,dealer=P5".parse::<Rules>(), Err(batarde_cards::RulesError::BadOption));
    assert_eq!("4p,seat=P1".parse::<Rules>(), Err(batarde_cards::RulesError::BadOption));
    assert!("9p".parse::<Rules>().is_err());
}
