//! One test per rule of the specification, named after it.

mod common;

use abstract_game::{Game, PlayError, Status};
use batarde_cards::{
    Bid, Card, CardSet, Contract, Hand, IllegalMove, Match, Mode, Move, MoveParseError, Pack, Phase, Rank,
    Rules, RulesError, Suit, legal_cards, penalty, schedule, split_seats, split_tables, trick_winner,
};
use common::{card, dealt, legal, play, seat, set};

fn contract(text: &str) -> Contract {
    text.parse().unwrap()
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

// ---- the orders ----

#[test]
fn normal_order_is_r_d_c_v_f_m_j_dog_cat() {
    let order = cards("RH DH CH VH FH MH JH DogH CatH");
    for pair in order.windows(2) {
        // In No-trumps, and in a plain suit under a trump mode, the earlier card wins.
        for c in ["NT", "S"] {
            assert_eq!(trick_winner(contract(c), &[pair[1], pair[0]]), Some(1), "{c}: {pair:?}");
            assert_eq!(trick_winner(contract(c), &[pair[0], pair[1]]), Some(0), "{c}: {pair:?}");
        }
    }
}

#[test]
fn trump_order_is_f_m_j_r_d_c_v_dog_cat() {
    let order = cards("FS MS JS RS DS CS VS DogS CatS");
    for pair in order.windows(2) {
        for c in ["S", "AT"] {
            assert_eq!(trick_winner(contract(c), &[pair[1], pair[0]]), Some(1), "{c}: {pair:?}");
        }
    }
    assert_eq!(Rank::TRUMP_ORDER[0], Rank::Fool);
}

#[test]
fn trump_mode_order_is_all_trumps_spades_hearts_diamonds_clubs_no_trumps() {
    let modes: Vec<&str> = Mode::ALL.iter().map(|m| m.symbol()).collect();
    assert_eq!(modes, ["AT", "S", "H", "D", "C", "NT"]);
    for pair in Mode::ALL.windows(2) {
        assert!(pair[0] > pair[1]);
        assert!(Bid::new(2, pair[0]).is_stronger_than(Bid::new(2, pair[1])));
        assert!(Bid::new(3, pair[1]).is_stronger_than(Bid::new(2, pair[0])));
    }
}

#[test]
fn deck_has_36_cards_in_four_suits_and_two_packs_make_72() {
    assert_eq!(CardSet::ONE_PACK.len(), 36);
    assert_eq!(CardSet::TWO_PACKS.len(), 72);
    for suit in Suit::ALL {
        assert_eq!(CardSet::suit(suit).intersection(CardSet::ONE_PACK).len(), 9);
        assert_eq!(CardSet::suit(suit).len(), 18);
    }
    assert!(!Hand::new(4, 5, seat(0)).unwrap().two_packs());
    assert!(Hand::new(5, 9, seat(0)).unwrap().two_packs());
}

// ---- players, deals, schedule ----

#[test]
fn schedule_for_three_players() {
    assert_eq!(schedule(3).unwrap(), [7, 8, 9, 10, 11, 12, 12, 11, 10, 9, 8, 7]);
}

#[test]
fn schedule_for_four_players() {
    assert_eq!(schedule(4).unwrap(), [5, 6, 7, 8, 9, 9, 8, 7, 6, 5]);
}

#[test]
fn schedule_for_five_players() {
    assert_eq!(schedule(5).unwrap(), [9, 10, 11, 12, 13, 14, 14, 13, 12, 11, 10, 9]);
}

#[test]
fn schedule_for_six_players() {
    assert_eq!(schedule(6).unwrap(), [7, 8, 9, 10, 11, 12, 12, 11, 10, 9, 8, 7]);
}

#[test]
fn schedule_for_seven_players() {
    assert_eq!(schedule(7).unwrap(), [5, 6, 7, 8, 9, 10, 10, 9, 8, 7, 6, 5]);
}

#[test]
fn schedule_rejects_other_table_sizes() {
    assert_eq!(schedule(8), Err(RulesError::PlayerCount(8)));
    assert_eq!(Rules::new(2), Err(RulesError::PlayerCount(2)));
    assert!(Hand::new(4, 10, seat(0)).is_err(), "40 cards do not fit one pack");
    assert!(Hand::new(5, 15, seat(0)).is_err());
    assert!(Hand::new(4, 5, seat(4)).is_err());
}

#[test]
fn six_to_eight_players_split_into_two_tables() {
    assert_eq!(split_tables(6).unwrap(), [3, 3]);
    assert_eq!(split_tables(7).unwrap(), [4, 3]);
    assert_eq!(split_tables(8).unwrap(), [4, 4]);
    assert_eq!(split_tables(5), Err(RulesError::TwoTables(5)));
    let [a, b] = split_seats(7).unwrap();
    assert_eq!(a.as_slice(), [0, 2, 4, 6]);
    assert_eq!(b.as_slice(), [1, 3, 5]);
}

#[test]
fn cards_are_dealt_one_at_a_time_clockwise_from_the_dealers_left() {
    let mut hand = Hand::new(3, 7, seat(1)).unwrap();
    assert_eq!(hand.status(), Status::Chance);
    assert_eq!(hand.legal_moves().len(), 36);
    hand.play(Move::Deal(card("RS"))).unwrap();
    hand.play(Move::Deal(card("DS"))).unwrap();
    assert_eq!(hand.hand_of(seat(2)), set("RS"));
    assert_eq!(hand.hand_of(seat(0)), set("DS"));
    assert_eq!(hand.legal_moves().len(), 34);
    assert_eq!(
        hand.chance_probability(Move::Deal(card("CS"))),
        abstract_game::Probability::new(1, 34).unwrap()
    );
    assert_eq!(hand.chance_probability(Move::Deal(card("RS"))), abstract_game::Probability::ZERO);
}

#[test]
fn whole_game_follows_the_schedule_and_the_dealer_rotates() {
    for name in Rules::PRESETS.iter().map(|p| p.name) {
        let rules = Rules::from_preset(name).unwrap();
        let mut game = Match::start(rules);
        let mut rng = abstract_game::Xoshiro256::seed_from_u64(3);
        // The first dealer by lot: a chance node with one outcome per seat.
        assert_eq!(game.status(), Status::Chance);
        assert_eq!(game.legal_moves().len(), rules.players());
        let mut sizes = Vec::new();
        let mut dealers = Vec::new();
        while !game.status().is_over() {
            if game.hand().phase() == Phase::Deal
                && game.hand().stock().len() == game.hand().deck().len()
                && !game.drawing_dealer()
            {
                sizes.push(game.hand().cards_per_player() as u8);
                dealers.push(game.hand().dealer().index());
            }
            let mv = abstract_game::random_move(&game, &mut rng).unwrap();
            game.play(mv).unwrap();
        }
        assert_eq!(sizes, rules.hand_sizes(), "{name}");
        for pair in dealers.windows(2) {
            assert_eq!(pair[1], (pair[0] + 1) % rules.players(), "{name}");
        }
        assert!(game.outcome().is_some());
    }
    assert!(Rules::from_preset("8p").is_err());
    assert_eq!(Rules::default(), Rules::from_preset("4p").unwrap());
}

#[test]
fn first_dealer_can_be_given() {
    let rules = Rules::from_preset("4p").unwrap().with_first_dealer(seat(2)).unwrap();
    let game = Match::start(rules);
    assert_eq!(game.status(), Status::Chance);
    assert_eq!(game.hand().dealer(), seat(2));
    assert!(!game.drawing_dealer());
    assert_eq!(
        Rules::new(4).unwrap().with_first_dealer(seat(5)),
        Err(RulesError::NoSuchSeat(batarde_cards::NoSuchSeat(seat(5))))
    );
}

// ---- the auction ----

/// Four players, five cards each, P4 deals.
fn four_by_five() -> Hand {
    dealt(3, &["RS DS CS VS FS", "RH DH CH VH FH", "RD DD CD VD FD", "RC DC CC VC FC"])
}

#[test]
fn auction_starts_left_of_the_dealer_and_nobody_passes() {
    let hand = four_by_five();
    assert_eq!(hand.phase(), Phase::Auction);
    assert_eq!(hand.status(), Status::ToMove(seat(0)));
    // Every first bid: 6 trick counts x 6 modes, and nothing else (no pass).
    assert_eq!(hand.legal_moves().len(), 36);
    assert!(hand.legal_moves().iter().all(|m| matches!(m, Move::Bid(_))));
}

#[test]
fn accepting_the_mode_allows_any_number_of_tricks() {
    let mut hand = four_by_five();
    play(&mut hand, "2D");
    for t in 0..=5 {
        assert!(legal(&hand, &format!("{t}D")), "{t}D");
    }
}

#[test]
fn mode_change_needs_a_stronger_bid_seed_example() {
    // "If the bid is 2 Diamonds, the least bid to change to Clubs is 3 Clubs, to Spades 2 Spades."
    let mut hand = four_by_five();
    play(&mut hand, "2D");
    assert!(!legal(&hand, "2C"));
    assert!(legal(&hand, "3C"));
    assert!(!legal(&hand, "1S"));
    assert!(legal(&hand, "2S"));
    assert!(legal(&hand, "2AT"));
    assert!(!legal(&hand, "1NT"));
    assert!(legal(&hand, "3NT"));
}

#[test]
fn mode_change_must_beat_the_strongest_standing_bid() {
    let mut hand = four_by_five();
    play(&mut hand, "1D 4D");
    // 4 Diamonds stands: Spades needs 4, Clubs 5.
    assert!(!legal(&hand, "3S"));
    assert!(legal(&hand, "4S"));
    assert!(!legal(&hand, "4C"));
    assert!(legal(&hand, "5C"));
}

#[test]
fn mode_change_cancels_earlier_bids() {
    let mut hand = four_by_five();
    play(&mut hand, "1D 0D 2S");
    assert_eq!(hand.bid_of(seat(0)), None);
    assert_eq!(hand.bid_of(seat(1)), None);
    assert_eq!(hand.bid_of(seat(2)), Some(Bid::new(2, Mode::Trump(Suit::Spades))));
    // Everyone must bid again on Spades: P4, P1, P2, and the auction closes after P2.
    play(&mut hand, "0S 1S");
    assert_eq!(hand.phase(), Phase::Auction);
    play(&mut hand, "1S");
    assert_eq!(hand.phase(), Phase::Play);
}

#[test]
fn auction_ends_when_every_player_has_bid_on_one_mode() {
    let mut hand = four_by_five();
    play(&mut hand, "1H 1H 1H");
    assert_eq!(hand.phase(), Phase::Auction);
    play(&mut hand, "0H");
    assert_eq!(hand.phase(), Phase::Play);
    assert_eq!(hand.contract(), Some(Contract::new(Mode::Trump(Suit::Hearts), Pack::Simple)));
    // The player left of the dealer leads the first trick.
    assert_eq!(hand.status(), Status::ToMove(seat(0)));
}

#[test]
fn hook_rule_seed_example_with_five_cards() {
    // Four players, five cards: 2 NT, 0 NT, 1 NT; the last may not bid 2 NT (2 + 0 + 1 + 2 = 5).
    let mut hand = four_by_five();
    play(&mut hand, "2NT 0NT 1NT");
    assert!(hand.next_bid_closes());
    assert_eq!(hand.hooked_tricks(), Some(2));
    assert!(!legal(&hand, "2NT"));
    for t in [0, 1, 3, 4, 5] {
        assert!(legal(&hand, &format!("{t}NT")), "{t}NT");
    }
    let two = batarde_cards::parse_move("2NT", 4, false).unwrap();
    assert_eq!(hand.clone().play(two), Err(PlayError::IllegalMove));
    assert_eq!(hand.parse_move("2NT"), Err(MoveParseError::Illegal(IllegalMove::HookRule { tricks: 2 })));
    // He may instead overcall with a stronger bid in another mode, e.g. 3 Hearts.
    assert!(legal(&hand, "3H"));
    play(&mut hand, "3H");
    assert_eq!(hand.phase(), Phase::Auction);
    assert_eq!(hand.bid_sum(), 3);
}

#[test]
fn hook_rule_binds_only_the_closing_bid() {
    let mut hand = four_by_five();
    play(&mut hand, "2NT 3NT");
    // Not closing: 0 NT would make 5 with two bids, which is allowed.
    assert!(legal(&hand, "0NT"));
    assert_eq!(hand.hooked_tricks(), None);
    // A sum already above the tricks forbids nothing.
    play(&mut hand, "1NT");
    assert_eq!(hand.hooked_tricks(), None);
    assert!(
        hand.legal_moves().iter().filter(|m| matches!(m, Move::Bid(b) if b.mode() == Mode::NoTrumps)).count()
            == 6
    );
}

#[test]
fn mechoune_by_a_player_not_on_turn() {
    let mut hand = four_by_five();
    play(&mut hand, "2S");
    let mechoune = Move::Mechoune { by: seat(3), target: seat(0) };
    // P4 is not on turn (P2 is): the méchoune is listed for P4 only, never in the main line.
    assert!(!hand.legal_moves().contains(&mechoune));
    let mut list = batarde_cards::MoveList::new();
    hand.legal_moves_of(seat(3), &mut list);
    assert_eq!(list.as_slice(), [mechoune]);
    // The seat on turn lists its bids and its own méchoune.
    hand.legal_moves_of(seat(1), &mut list);
    assert!(list.contains(&Move::Mechoune { by: seat(1), target: seat(0) }));
    // P1 may not méchoune its own bid.
    hand.legal_moves_of(seat(0), &mut list);
    assert!(list.is_empty());
    assert!(matches!(
        hand.clone().play_as(seat(0), Move::Mechoune { by: seat(0), target: seat(0) }),
        Err(PlayError::NotYourTurn { .. })
    ));
    // Through the checked `play` (the seat on turn's main line) a méchoune is refused.
    assert_eq!(hand.clone().play(mechoune), Err(PlayError::IllegalMove));
    hand.play_as(seat(3), mechoune).unwrap();
    assert_eq!(hand.mechoune(), Some((seat(3), seat(0))));
    assert_eq!(hand.multiplier(), 2);
    assert_eq!(hand.status(), Status::ToMove(seat(1)), "a méchoune does not change the turn");
}

#[test]
fn mechoune_locks_the_trump_mode() {
    let mut hand = four_by_five();
    play(&mut hand, "2S");
    hand.play_as(seat(2), Move::Mechoune { by: seat(2), target: seat(0) }).unwrap();
    assert!(hand.mode_locked());
    assert!(!legal(&hand, "3AT"), "no mode change, even by a stronger bid");
    assert!(
        hand.legal_moves().iter().all(|m| matches!(m, Move::Bid(b) if b.mode() == Mode::Trump(Suit::Spades)))
    );
    // The auction continues and the hook rule still applies.
    play(&mut hand, "1S 0S");
    assert_eq!(hand.hooked_tricks(), Some(2));
    assert!(!legal(&hand, "2S"));
}

#[test]
fn only_one_mechoune_per_hand() {
    let mut hand = four_by_five();
    play(&mut hand, "2S 1S");
    hand.play_as(seat(2), Move::Mechoune { by: seat(2), target: seat(0) }).unwrap();
    let mut list = batarde_cards::MoveList::new();
    for s in 0..4 {
        hand.legal_moves_of(seat(s), &mut list);
        assert!(!list.iter().any(|m| matches!(m, Move::Mechoune { .. })), "seat {s}");
    }
}

#[test]
fn mechoune_window_is_the_auction() {
    let mut hand = four_by_five();
    let mut list = batarde_cards::MoveList::new();
    // Nothing to méchoune before the first bid...
    hand.legal_moves_of(seat(2), &mut list);
    assert!(list.is_empty());
    // ...nor once the auction is closed.
    play(&mut hand, "1S 1S 1S 1S");
    hand.legal_moves_of(seat(2), &mut list);
    assert!(list.is_empty());
    assert!(matches!(
        hand.play_as(seat(2), Move::Mechoune { by: seat(2), target: seat(0) }),
        Err(PlayError::NotYourTurn { .. })
    ));
}

#[test]
fn choune_by_the_mechouned_player_before_the_first_card() {
    let mut hand = four_by_five();
    play(&mut hand, "2S");
    hand.play_as(seat(1), Move::Mechoune { by: seat(1), target: seat(0) }).unwrap();
    play(&mut hand, "1S 0S 1S");
    assert_eq!(hand.phase(), Phase::Play);
    let mut list = batarde_cards::MoveList::new();
    // Only P1, whose bid was méchouned, may choune; it is also on turn to lead.
    hand.legal_moves_of(seat(2), &mut list);
    assert!(list.is_empty());
    hand.legal_moves_of(seat(0), &mut list);
    assert!(list.contains(&Move::Choune(seat(0))));
    assert!(!hand.legal_moves().contains(&Move::Choune(seat(0))));
    hand.play_as(seat(0), Move::Choune(seat(0))).unwrap();
    assert_eq!(hand.multiplier(), 4);
    hand.legal_moves_of(seat(0), &mut list);
    assert!(!list.contains(&Move::Choune(seat(0))), "one choune");
}

#[test]
fn choune_window_closes_with_the_first_card() {
    let mut hand = four_by_five();
    play(&mut hand, "2S");
    hand.play_as(seat(1), Move::Mechoune { by: seat(1), target: seat(0) }).unwrap();
    play(&mut hand, "1S 0S 1S FS");
    assert!(hand.clone().play_as(seat(0), Move::Choune(seat(0))).is_err());
    assert_eq!(hand.multiplier(), 2);
}

#[test]
fn choune_during_the_auction() {
    let mut hand = four_by_five();
    play(&mut hand, "2S");
    hand.play_as(seat(1), Move::Mechoune { by: seat(1), target: seat(0) }).unwrap();
    hand.play_as(seat(0), Move::Choune(seat(0))).unwrap();
    assert_eq!(hand.multiplier(), 4);
    assert_eq!(hand.status(), Status::ToMove(seat(1)));
}

// ---- trick play ----

fn spades() -> Contract {
    contract("S")
}

#[test]
fn must_follow_suit() {
    let legal = legal_cards(spades(), &cards("CatH"), set("RH VH FS RD"));
    assert_eq!(legal, set("RH VH"));
}

#[test]
fn must_trump_when_void_in_the_led_suit() {
    let legal = legal_cards(spades(), &cards("RH"), set("CatS FS RD"));
    assert_eq!(legal, set("CatS FS"));
}

#[test]
fn must_overtrump_when_trumps_are_led() {
    // Trumps led with the King (trump order F M J R ...): the Fool and the Juggler overtrump, the Queen does not.
    let legal = legal_cards(spades(), &cards("RS"), set("FS JS DS RH"));
    assert_eq!(legal, set("FS JS"));
    // Above every card already played, not just the lead.
    assert_eq!(legal_cards(spades(), &cards("RS MS"), set("FS JS DS RH")), set("FS"));
}

#[test]
fn must_play_a_lower_trump_when_trumps_are_led_and_unable_to_overtrump() {
    assert_eq!(legal_cards(spades(), &cards("FS"), set("DS CatS RH")), set("DS CatS"));
}

#[test]
fn may_discard_when_trumps_are_led_and_holding_no_trump() {
    assert_eq!(legal_cards(spades(), &cards("FS"), set("RH DD")), set("RH DD"));
}

#[test]
fn must_overtrump_when_someone_trumped() {
    // Hearts led, P2 trumped with the Juggler; P3, void in Hearts, must overtrump with M or F.
    assert_eq!(legal_cards(spades(), &cards("RH JS"), set("MS RS CatS RD")), set("MS"));
}

#[test]
fn must_still_trump_when_unable_to_overtrump() {
    assert_eq!(legal_cards(spades(), &cards("RH FS"), set("RS CatS RD")), set("RS CatS"));
}

#[test]
fn following_suit_needs_no_overtrump_after_someone_trumped() {
    assert_eq!(legal_cards(spades(), &cards("RH FS"), set("CatH RS")), set("CatH"));
}

#[test]
fn discard_only_when_void_of_the_suit_and_of_trumps() {
    assert_eq!(legal_cards(spades(), &cards("RH"), set("RD CatC")), set("RD CatC"));
    assert_eq!(legal_cards(spades(), &cards("RH"), set("RD CatC CatS")), set("CatS"));
}

#[test]
fn no_trumps_allows_no_trumping() {
    let nt = contract("NT");
    assert_eq!(legal_cards(nt, &cards("RH"), set("FS RD")), set("FS RD"));
    // A Spade played on Hearts does not win.
    assert_eq!(trick_winner(nt, &cards("CatH FS RS")), Some(0));
}

#[test]
fn all_trumps_climbing_applies_in_every_suit() {
    let at = contract("AT");
    // Diamonds led with the King: the Fool or Musician of Diamonds must climb over it.
    assert_eq!(legal_cards(at, &cards("RD"), set("FD MD DD FH")), set("FD MD"));
    assert_eq!(legal_cards(at, &cards("RD FD"), set("MD DD")), set("MD DD"), "cannot climb: any Diamond");
    assert_eq!(legal_cards(at, &cards("CatC"), set("DogC VC RH")), set("DogC VC"));
}

#[test]
fn all_trumps_allows_no_trumping() {
    let at = contract("AT");
    assert_eq!(legal_cards(at, &cards("RD"), set("FH CatS")), set("FH CatS"));
    assert_eq!(trick_winner(at, &cards("CatD FH FS")), Some(0));
}

#[test]
fn a_discard_never_wins() {
    assert_eq!(trick_winner(spades(), &cards("CatH RD RC")), Some(0));
}

#[test]
fn highest_trump_wins_the_trick() {
    assert_eq!(trick_winner(spades(), &cards("RH CatS DogS FH")), Some(2));
    assert_eq!(trick_winner(spades(), &cards("RH JS FS MS")), Some(2));
}

#[test]
fn highest_card_of_the_led_suit_wins_without_trumps() {
    assert_eq!(trick_winner(spades(), &cards("VH DH RD FH")), Some(1));
}

#[test]
fn two_pack_tie_goes_to_the_marked_pack_when_the_bid_names_it() {
    let marked = contract("H*");
    assert_eq!(trick_winner(marked, &cards("RD RD*")), Some(1));
    assert_eq!(trick_winner(marked, &cards("RD* RD")), Some(0));
    assert_eq!(trick_winner(marked, &cards("FH FH*")), Some(1));
    // Overtrumping an identical card: only the preferred copy is "higher".
    assert_eq!(legal_cards(marked, &cards("FH"), set("FH* MH")), set("FH*"));
}

#[test]
fn two_pack_tie_goes_to_the_simple_pack_when_the_bid_names_it() {
    let simple = contract("H");
    assert_eq!(trick_winner(simple, &cards("RD RD*")), Some(0));
    assert_eq!(trick_winner(simple, &cards("RD* RD")), Some(1));
    assert_eq!(
        legal_cards(simple, &cards("FH"), set("FH* MH")),
        set("FH* MH"),
        "cannot overtrump: any trump"
    );
}

#[test]
fn trick_winner_leads_the_next_trick() {
    let mut hand = four_by_five();
    play(&mut hand, "1S 1S 1S 1S");
    // P1 leads Spades; nobody else has Spades or trumps: P1 wins and leads again.
    play(&mut hand, "FS RH RD RC");
    assert_eq!(hand.tricks_won(seat(0)), 1);
    assert_eq!(hand.status(), Status::ToMove(seat(0)));
    // P1 leads a trump: the others are void and discard.
    play(&mut hand, "RS");
    assert_eq!(hand.legal_cards(), hand.hand_of(seat(1)));
}

#[test]
fn the_engine_enforces_the_obligations() {
    let mut hand = dealt(3, &["RS RH", "CatH FS", "DD DC", "DogH VC"]);
    play(&mut hand, "1S 0S 0S 0S");
    play(&mut hand, "RH");
    // P2 holds the Cat of Hearts: must follow.
    assert_eq!(hand.legal_cards(), set("CatH"));
    assert_eq!(hand.play(Move::Play(card("FS"))), Err(PlayError::IllegalMove));
}

// ---- scoring ----

#[test]
fn seed_scoring_example() {
    // North bid 2 made 1, East 2 made 2, South 0 made 1, West 3 made 1.
    let made = [(2, 1), (2, 2), (0, 1), (3, 1)];
    let plain: Vec<u32> = made.iter().map(|&(b, w)| penalty(b, w, 1)).collect();
    let doubled: Vec<u32> = made.iter().map(|&(b, w)| penalty(b, w, 2)).collect();
    let quadrupled: Vec<u32> = made.iter().map(|&(b, w)| penalty(b, w, 4)).collect();
    assert_eq!(plain, [1, 0, 1, 2]);
    assert_eq!(doubled, [2, 0, 2, 4]);
    assert_eq!(quadrupled, [4, 0, 4, 8]);
}

#[test]
fn seed_scoring_example_as_finished_hands() {
    let all: String = CardSet::ONE_PACK.iter().take(20).map(|c| c.to_string()).collect::<Vec<_>>().join(".");
    for (doubling, expected) in [("-", [1, 0, 1, 2]), ("E>N", [2, 0, 2, 4]), ("E>N!", [4, 0, 4, 8])] {
        let doubling = doubling.replace('E', "P2").replace('N', "P1");
        let text = format!("4p 5 P4 over -/-/-/- S 2/2/0/3 {doubling} 1/2/1/1 P1:- {all} -/-/-/-");
        let hand: Hand = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        let scores: Vec<i64> = hand.outcome().unwrap().scores().to_vec();
        assert_eq!(scores, expected.map(i64::from));
        assert_eq!(hand.to_string(), text);
    }
}

#[test]
fn lowest_total_wins_and_ties_share() {
    let text = "4p lot 10 3/1/1/7 | 4p 5 P4 over -/-/-/- S 2/2/0/3 - 1/2/1/1 P1:- ".to_string()
        + &CardSet::ONE_PACK.iter().take(20).map(|c| c.to_string()).collect::<Vec<_>>().join(".")
        + " -/-/-/-";
    let game: Match = text.parse().unwrap_or_else(|e| panic!("{e}"));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners().as_slice(), [seat(1), seat(2)]);
    assert_eq!(game.to_string(), text);
}

#[test]
fn a_full_hand_scores_bids_against_tricks() {
    let mut hand = four_by_five();
    play(&mut hand, "2S 0S 0S 0S");
    // P1 holds every Spade: it wins all five tricks.
    for _ in 0..5 {
        let c = hand.legal_cards().first().unwrap();
        hand.play(Move::Play(c)).unwrap();
        while hand.status() != Status::Over && hand.status() != Status::ToMove(seat(0)) {
            let c = hand.legal_cards().first().unwrap();
            hand.play(Move::Play(c)).unwrap();
        }
    }
    assert_eq!(hand.tricks_won(seat(0)), 5);
    assert_eq!(hand.outcome().unwrap().scores(), [3, 0, 0, 0]);
}

#[test]
fn dealing_with_two_packs_lists_both_copies() {
    let hand = Hand::new(5, 9, seat(0)).unwrap();
    assert_eq!(hand.legal_moves().len(), 72);
    let first = Hand::new(5, 9, seat(0)).unwrap();
    assert_eq!(first.clone().play(first.parse_move("deal RS*").unwrap()), Ok(()));
    // Two packs: each first bid comes with either pack winning ties.
    let sets: Vec<CardSet> =
        (0..5).map(|s| CardSet::TWO_PACKS.iter().skip(s * 9).take(9).collect()).collect();
    let hand = Hand::from_deal(5, seat(0), &sets).unwrap();
    assert_eq!(hand.legal_moves().len(), 10 * 6 * 2);
    assert!(hand.legal_moves().contains(&Move::Bid(Bid::with_pack(
        4,
        Mode::Trump(Suit::Spades),
        Pack::Marked
    ))));
}

#[test]
fn the_pack_alone_cannot_change_the_contract() {
    let sets: Vec<CardSet> =
        (0..5).map(|s| CardSet::TWO_PACKS.iter().skip(s * 9).take(9).collect()).collect();
    let mut hand = Hand::from_deal(5, seat(0), &sets).unwrap();
    hand.play(hand.parse_move("2S").unwrap()).unwrap();
    assert!(!legal(&hand, "3S*"), "same mode with the other pack");
    assert!(legal(&hand, "3S"));
    assert!(legal(&hand, "2AT*"));
}

// ---- perft: the main line (bids and cards) is a well-defined tree ----

#[test]
fn perft_of_the_auction_counts_bids_only() {
    let mut hand = four_by_five();
    // 6 trick counts x 6 modes.
    assert_eq!(abstract_game::perft(&hand, 1), 36);
    // After a first bid (t, mode of strength k): 6 acceptances, (5 - k) stronger modes from t tricks and k
    // weaker modes from t + 1: summed over the 36 first bids, 216 + 15 x 36 = 756. No méchoune is counted.
    assert_eq!(abstract_game::perft(&hand, 2), 756);
    assert_eq!(abstract_game::perft_with_undo(&mut hand, 3), abstract_game::perft(&hand, 3));
}

#[test]
fn perft_of_the_deal_counts_cards() {
    let hand = Hand::new(3, 7, seat(0)).unwrap();
    assert_eq!(abstract_game::perft(&hand, 2), 36 * 35);
}

// ---- issue 13: out-of-turn actions through the generic API, and why a move is illegal ----

/// The repro: a whole game at the first bid, P1 bids `2S`, then P3 (not on turn) méchounes it through
/// `Game::parse_move` + `Game::play_as`, as the `games` CLI does for any person at the table.
#[test]
fn mechoune_out_of_turn_through_parse_move_and_play_as() {
    let text = "4p P4 0 0/0/0/0 | 4p 5 P4 bid:P1 RS.DS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC - \
                -/-/-/- - 0/0/0/0 P1:- - -/-/-/-";
    let mut game: Match = text.parse().unwrap();
    let on_turn = game.status().to_move().unwrap();
    assert_eq!(on_turn, seat(0));
    let bid = game.parse_move("2S").unwrap();
    game.play_as(on_turn, bid).unwrap();
    let p3 = seat(2);
    let mv = game.parse_move("P3 mechoune P1").unwrap();
    assert_eq!(mv, Move::Mechoune { by: p3, target: seat(0) });
    let mut moves = batarde_cards::MoveList::new();
    game.legal_moves_of(p3, &mut moves);
    assert!(moves.contains(&mv));
    game.play_as(p3, mv).unwrap();
    assert_eq!(game.hand().multiplier(), 2);
    // The seat acting may leave itself out of the text; naming another actor is refused.
    assert_eq!(game.parse_move_as(seat(0), "choune"), Ok(Move::Choune(seat(0))));
    assert_eq!(
        game.parse_move_as(seat(1), "P1 choune"),
        Err(MoveParseError::Illegal(IllegalMove::NotYourTurn { seat: seat(1) }))
    );
    // P2 is on turn: P4 may not bid for it.
    assert_eq!(
        game.hand().why_illegal_as(seat(3), bid_of("0S")),
        Some(IllegalMove::NotYourTurn { seat: seat(3) })
    );
}

fn bid_of(text: &str) -> Move {
    batarde_cards::parse_move(text, 4, false).unwrap()
}

#[test]
fn mechoune_shortcut_names_the_acting_seat() {
    let mut hand = four_by_five();
    play(&mut hand, "2S");
    assert_eq!(
        hand.parse_move_as(seat(2), "mechoune P1"),
        Ok(Move::Mechoune { by: seat(2), target: seat(0) })
    );
    assert_eq!(
        hand.parse_move_as(seat(2), "méchoune P1"),
        Ok(Move::Mechoune { by: seat(2), target: seat(0) })
    );
    assert_eq!(hand.parse_move_as(seat(2), "mechoune P3"), Err(MoveParseError::Illegal(IllegalMove::OwnBid)));
}

#[test]
fn illegal_card_that_does_not_follow_suit_says_so() {
    // No-trumps, P1 leads the King of Spades; P2 holds a Spade and a Heart.
    let mut hand = dealt(3, &["RS RH", "DS DH", "RD DD", "RC DC"]);
    play(&mut hand, "1NT 0NT 0NT 0NT RS");
    assert_eq!(hand.why_illegal(Move::Play(card("DH"))), Some(IllegalMove::MustFollowSuit(Suit::Spades)));
    assert_eq!(
        hand.parse_move("DH"),
        Err(MoveParseError::Illegal(IllegalMove::MustFollowSuit(Suit::Spades)))
    );
    assert_eq!(hand.why_illegal(Move::Play(card("RD"))), Some(IllegalMove::NotInHand(card("RD"))));
    assert_eq!(hand.why_illegal(Move::Play(card("DS"))), None);
}

#[test]
fn illegal_card_that_does_not_overtrump_says_so() {
    // Spades trump, trumps led by P1 with the Knight; P2 holds the Fool (higher) and the Cat (lower).
    let mut hand = dealt(3, &["CS RH", "FS CatS", "RD DD", "RC DC"]);
    play(&mut hand, "1S 0S 0S 0S CS");
    assert_eq!(hand.why_illegal(Move::Play(card("CatS"))), Some(IllegalMove::MustOvertrump));
    assert_eq!(hand.why_illegal(Move::Play(card("FS"))), None);
}

#[test]
fn illegal_card_that_does_not_trump_when_void_says_so() {
    // Spades trump, Hearts led; P2 has no Hearts but a trump, and a Diamond.
    let mut hand = dealt(3, &["RH CS", "FS RD", "DD DH", "RC DC"]);
    play(&mut hand, "1S 0S 0S 0S RH");
    assert_eq!(hand.why_illegal(Move::Play(card("RD"))), Some(IllegalMove::MustTrump));
}

#[test]
fn illegal_card_that_does_not_climb_in_all_trumps_says_so() {
    // All-trumps, Spades led with the King; P2 holds the Fool (climbs, trump order) and the Cat.
    let mut hand = dealt(3, &["RS RH", "FS CatS", "RD DD", "RC DC"]);
    play(&mut hand, "1AT 0AT 0AT 0AT RS");
    assert_eq!(hand.why_illegal(Move::Play(card("CatS"))), Some(IllegalMove::MustClimb));
}

#[test]
fn illegal_bids_and_doublings_say_why() {
    let mut hand = four_by_five();
    assert_eq!(hand.why_illegal(bid_of("6S")), Some(IllegalMove::TooManyTricks { tricks: 6, cards: 5 }));
    play(&mut hand, "2S");
    assert_eq!(hand.why_illegal(bid_of("1H")), Some(IllegalMove::WeakOvercall));
    assert_eq!(
        hand.why_illegal(Move::Mechoune { by: seat(2), target: seat(1) }),
        Some(IllegalMove::NoStandingBid(seat(1)))
    );
    assert_eq!(hand.why_illegal(Move::Choune(seat(0))), Some(IllegalMove::NotMechouned));
    hand.play_as(seat(2), Move::Mechoune { by: seat(2), target: seat(0) }).unwrap();
    assert_eq!(hand.why_illegal(bid_of("3AT")), Some(IllegalMove::ModeLocked));
    assert_eq!(
        hand.why_illegal(Move::Mechoune { by: seat(3), target: seat(0) }),
        Some(IllegalMove::AlreadyMechouned)
    );
    play(&mut hand, "1S 1S 0S");
    // The auction is over: the méchoune window is closed, the choune window still open.
    assert_eq!(
        hand.why_illegal(Move::Mechoune { by: seat(3), target: seat(1) }),
        Some(IllegalMove::MechouneWindowClosed)
    );
    assert_eq!(hand.why_illegal(bid_of("1S")), Some(IllegalMove::AuctionOver));
    assert_eq!(hand.why_illegal(Move::Choune(seat(0))), None);
    let lead = hand.legal_moves()[0];
    hand.play(lead).unwrap();
    assert_eq!(hand.why_illegal(Move::Choune(seat(0))), Some(IllegalMove::ChouneWindowClosed));
    // Every refusal is a sentence.
    assert!(IllegalMove::MustFollowSuit(Suit::Hearts).to_string().contains("follow suit"));
    assert!(IllegalMove::HookRule { tricks: 2 }.to_string().contains("hook rule"));
}
