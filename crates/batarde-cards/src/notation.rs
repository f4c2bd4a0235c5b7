//! Text forms: seat names, moves, and the whole-hand and whole-game strings that round-trip (the items are
//! also at the crate root).
//!
//! # Seats
//!
//! Seats are `P1`..`P7` clockwise from seat 0. At four players `N`, `E`, `S`, `W` (North, East, South, West,
//! clockwise, as in the seed's scoring example) are read as `P1`..`P4`.
//!
//! # The hand string
//!
//! Twelve fields separated by single spaces (cards of a set in index order joined by `.`, `-` for none;
//! per-seat lists joined by `/` from `P1`):
//!
//! | # | field | example |
//! |---|---|---|
//! | 0 | players | `4p` |
//! | 1 | cards per player | `5` |
//! | 2 | dealer | `P4` |
//! | 3 | phase: `deal`, `bid:<seat on turn>`, `play`, `over` | `bid:P3` |
//! | 4 | hands | `RS.DS.FH.JD.CatC/…/…/…` |
//! | 5 | standing contract | `S`, `NT*`, `-` |
//! | 6 | standing bids | `2/0/-/-` |
//! | 7 | méchoune (by>target, `!` after a choune) | `P2>P1!`, `-` |
//! | 8 | tricks won | `0/1/0/2` |
//! | 9 | trick on the table: leader, then the cards in the order played | `P2:RH.FH`, `P1:-` |
//! | 10 | cards of finished tricks | `RS.DS.CS.VS` |
//! | 11 | cards each seat is known not to hold | `-/-/RS.DS/-` |
//!
//! The match string is `<players>p <lot or first dealer> <hand index> <totals>` followed by `draw` while the
//! first dealer is drawn, else by ` | ` and the hand string.

use core::fmt::{self, Write as _};
use core::str::FromStr;

use abstract_game::{PlayerId, ZobristHash};

use crate::bid::{Bid, Contract};
use crate::card::{Card, Pack};
use crate::cardset::CardSet;
use crate::error::{CardParseError, MoveParseError, PositionError, RulesError};
use crate::hand::{FILLER, Hand, MAX_PLAYERS, NO_BID, Phase, check_table, seat};
use crate::match_play::Match;
use crate::mv::Move;
use crate::rules::Rules;
use crate::trick::beats_winner;

/// A seat's name, `P1`..`P7` (see the [module docs](self)).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeatName(pub PlayerId);

impl fmt::Display for SeatName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0.index() + 1)
    }
}

/// The seats' names, `P1`..`P7`, for [`Game::seat_name`](abstract_game::Game::seat_name).
pub(crate) const SEAT_NAMES: [&str; MAX_PLAYERS] = ["P1", "P2", "P3", "P4", "P5", "P6", "P7"];

/// Reads a seat name at a table of `players`: `P1`..`Pn`, or `N E S W` at four players.
pub fn parse_seat(text: &str, players: usize) -> Option<PlayerId> {
    let index = match (text, players) {
        ("N", 4) => 0,
        ("E", 4) => 1,
        ("S", 4) => 2,
        ("W", 4) => 3,
        _ => {
            let digits = text.strip_prefix('P')?;
            if digits.len() != 1 {
                return None;
            }
            digits.parse::<usize>().ok()?.checked_sub(1)?
        }
    };
    if index < players { PlayerId::new(index) } else { None }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::DrawDealer(s) => write!(f, "dealer {}", SeatName(s)),
            Move::Deal(card) => write!(f, "deal {card}"),
            Move::Bid(bid) => write!(f, "{bid}"),
            Move::Play(card) => write!(f, "{card}"),
            Move::Mechoune { by, target } => write!(f, "{} mechoune {}", SeatName(by), SeatName(target)),
            Move::Choune(s) => write!(f, "{} choune", SeatName(s)),
        }
    }
}

/// Reads a card of a deck of one or two packs.
pub fn parse_card(text: &str, two_packs: bool) -> Result<Card, CardParseError> {
    let card: Card = text.parse()?;
    if card.pack() == Pack::Marked && !two_packs {
        return Err(CardParseError::NotInDeck);
    }
    Ok(card)
}

/// Reads a move at a table of `players` (see [`Move`] for the forms; `méchoune` is accepted for
/// `mechoune`). A lone token that reads as a card is a card played; one that starts with a digit is a bid.
pub fn parse_move(text: &str, players: usize, two_packs: bool) -> Result<Move, MoveParseError> {
    let mut words = text.split_whitespace();
    let (Some(first), second, third, None) = (words.next(), words.next(), words.next(), words.next()) else {
        return Err(MoveParseError::Malformed);
    };
    let seat = |t: &str| parse_seat(t, players).ok_or(MoveParseError::Seat);
    match (first, second, third) {
        ("deal" | "dealer", None, None) => Err(MoveParseError::Malformed),
        ("deal", Some(card), None) => Ok(Move::Deal(parse_card(card, two_packs)?)),
        ("dealer", Some(s), None) => Ok(Move::DrawDealer(seat(s)?)),
        (by, Some("mechoune" | "méchoune"), Some(target)) => {
            Ok(Move::Mechoune { by: seat(by)?, target: seat(target)? })
        }
        (s, Some("choune"), None) => Ok(Move::Choune(seat(s)?)),
        (token, None, None) if token.starts_with(|c: char| c.is_ascii_digit()) => {
            let bid: Bid = token.parse()?;
            if bid.contract.tie_winner == Pack::Marked && !two_packs {
                return Err(MoveParseError::Card(CardParseError::NotInDeck));
            }
            Ok(Move::Bid(bid))
        }
        (token, None, None) => Ok(Move::Play(parse_card(token, two_packs)?)),
        _ => Err(MoveParseError::Malformed),
    }
}

/// Writes per-seat items joined by `/`.
fn write_seats<T>(
    f: &mut fmt::Formatter<'_>,
    items: &[T],
    mut item: impl FnMut(&mut fmt::Formatter<'_>, &T) -> fmt::Result,
) -> fmt::Result {
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            f.write_char('/')?;
        }
        item(f, x)?;
    }
    Ok(())
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.players();
        write!(f, "{}p {} {} ", n, self.cards, SeatName(self.dealer()))?;
        match self.phase {
            Phase::Deal => f.write_str("deal ")?,
            Phase::Auction => write!(f, "bid:{} ", SeatName(seat(self.to_act)))?,
            Phase::Play => f.write_str("play ")?,
            Phase::Over => f.write_str("over ")?,
        }
        write_seats(f, &self.hands[..n], |f, h| write!(f, "{h}"))?;
        match self.contract {
            Some(c) => write!(f, " {c} ")?,
            None => f.write_str(" - ")?,
        }
        write_seats(
            f,
            &self.bids[..n],
            |f, &b| if b == NO_BID { f.write_char('-') } else { write!(f, "{b}") },
        )?;
        match self.mechoune {
            Some((by, target)) => write!(
                f,
                " {}>{}{} ",
                SeatName(seat(by)),
                SeatName(seat(target)),
                if self.choune { "!" } else { "" }
            )?,
            None => f.write_str(" - ")?,
        }
        write_seats(f, &self.won[..n], |f, w| write!(f, "{w}"))?;
        write!(f, " {}:", SeatName(seat(self.leader)))?;
        if self.trick_len == 0 {
            f.write_char('-')?;
        }
        for (i, card) in self.trick().iter().enumerate() {
            write!(f, "{}{card}", if i > 0 { "." } else { "" })?;
        }
        write!(f, " {} ", self.gone)?;
        write_seats(f, &self.excluded[..n], |f, h| write!(f, "{h}"))
    }
}

fn field_err(field: usize) -> PositionError {
    PositionError::Field { field }
}

pub(crate) fn parse_set(text: &str, two_packs: bool) -> Result<CardSet, PositionError> {
    if text == "-" {
        return Ok(CardSet::EMPTY);
    }
    let mut set = CardSet::EMPTY;
    for token in text.split('.') {
        let card = parse_card(token, two_packs)?;
        if set.contains(card) {
            return Err(PositionError::DuplicateCard);
        }
        set.insert(card);
    }
    Ok(set)
}

/// Splits a per-seat field into exactly `n` parts.
fn per_seat(
    text: &str,
    n: usize,
    field: usize,
) -> Result<arrayvec::ArrayVec<&str, MAX_PLAYERS>, PositionError> {
    let mut parts = arrayvec::ArrayVec::new();
    for part in text.split('/') {
        parts.try_push(part).map_err(|_| field_err(field))?;
    }
    if parts.len() == n { Ok(parts) } else { Err(field_err(field)) }
}

fn parse_seat_field(text: &str, n: usize, field: usize) -> Result<u8, PositionError> {
    parse_seat(text, n).map(|s| s.index() as u8).ok_or_else(|| field_err(field))
}

fn parse_count(text: &str, field: usize) -> Result<u8, PositionError> {
    if text.is_empty() || text.len() > 2 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(field_err(field));
    }
    text.parse().map_err(|_| field_err(field))
}

impl FromStr for Hand {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Hand, PositionError> {
        parse_hand(text, None)
    }
}

/// Reads a hand string. With `hidden_sizes`, the string is an observation's public view: the hands it
/// leaves out hold that many cards each (the checks of who holds how many use the sizes, not the cards
/// written).
pub(crate) fn parse_hand(text: &str, hidden_sizes: Option<&[u8]>) -> Result<Hand, PositionError> {
    {
        let fields: arrayvec::ArrayVec<&str, 12> = {
            let mut list = arrayvec::ArrayVec::new();
            for word in text.split(' ') {
                list.try_push(word).map_err(|_| field_err(12))?;
            }
            list
        };
        if fields.len() != 12 {
            return Err(field_err(fields.len()));
        }
        let n: usize = fields[0]
            .strip_suffix('p')
            .filter(|d| d.len() == 1)
            .and_then(|d| d.parse().ok())
            .ok_or_else(|| field_err(0))?;
        let cards = parse_count(fields[1], 1)? as usize;
        check_table(n, cards)?;
        let dealer = parse_seat_field(fields[2], n, 2)?;
        let mut hand = Hand::new(n, cards, seat(dealer))?;
        let two = hand.two_packs();
        let (phase, to_act) = match fields[3] {
            "deal" => (Phase::Deal, None),
            "play" => (Phase::Play, None),
            "over" => (Phase::Over, None),
            other => {
                let s = other.strip_prefix("bid:").ok_or_else(|| field_err(3))?;
                (Phase::Auction, Some(parse_seat_field(s, n, 3)?))
            }
        };
        let mut all = CardSet::EMPTY;
        let mut take = |set: CardSet| {
            if set.is_disjoint(all) {
                all |= set;
                Ok(set)
            } else {
                Err(PositionError::DuplicateCard)
            }
        };
        for (s, part) in per_seat(fields[4], n, 4)?.into_iter().enumerate() {
            hand.hands[s] = take(parse_set(part, two)?)?;
        }
        hand.contract = match fields[5] {
            "-" => None,
            c => {
                let contract: Contract = c.parse()?;
                if contract.tie_winner == Pack::Marked && !two {
                    return Err(CardParseError::NotInDeck.into());
                }
                Some(contract)
            }
        };
        for (s, part) in per_seat(fields[6], n, 6)?.into_iter().enumerate() {
            hand.bids[s] = if part == "-" { NO_BID } else { parse_count(part, 6)? };
        }
        hand.standing = hand.bids[..n].iter().filter(|&&b| b != NO_BID).count() as u8;
        if fields[7] != "-" {
            let (body, choune) = match fields[7].strip_suffix('!') {
                Some(body) => (body, true),
                None => (fields[7], false),
            };
            let (by, target) = body.split_once('>').ok_or_else(|| field_err(7))?;
            hand.mechoune = Some((parse_seat_field(by, n, 7)?, parse_seat_field(target, n, 7)?));
            hand.choune = choune;
        }
        for (s, part) in per_seat(fields[8], n, 8)?.into_iter().enumerate() {
            hand.won[s] = parse_count(part, 8)?;
        }
        let (leader, trick) = fields[9].split_once(':').ok_or_else(|| field_err(9))?;
        hand.leader = parse_seat_field(leader, n, 9)?;
        if trick != "-" {
            for token in trick.split('.') {
                let card = parse_card(token, two)?;
                take(CardSet::single(card))?;
                if usize::from(hand.trick_len) >= n - 1 {
                    return Err(PositionError::Inconsistent("a full trick stays on the table"));
                }
                hand.trick[usize::from(hand.trick_len)] = card;
                hand.trick_len += 1;
            }
        }
        hand.gone = take(parse_set(fields[10], two)?)?;
        for (s, part) in per_seat(fields[11], n, 11)?.into_iter().enumerate() {
            hand.excluded[s] = parse_set(part, two)?;
        }
        hand.phase = phase;
        validate(&mut hand, to_act, hidden_sizes)?;
        hand.hash = hand.zobrist_from_scratch();
        Ok(hand)
    }
}

/// The checks of who knows what and who leads: voids and failures to overtrump become known only by cards
/// played; the player left of the dealer (`first`) leads the first trick, the winner of a trick the next.
fn check_leads(hand: &Hand, first: usize, pre_play: bool) -> Result<(), PositionError> {
    use PositionError::Inconsistent;
    if pre_play {
        if hand.excluded[..hand.players()].iter().any(|e| !e.is_empty()) {
            return Err(Inconsistent("cards known absent before any card is played"));
        }
        return Ok(());
    }
    let leader = usize::from(hand.leader);
    if (hand.tricks_done == 0 && leader != first) || (hand.tricks_done > 0 && hand.won[leader] == 0) {
        return Err(Inconsistent("the leader is neither left of the dealer nor the winner of a trick"));
    }
    Ok(())
}

/// Checks that the fields fit together as a state the game can reach, and fills in what they imply (whose
/// turn, the trick's winner, counts).
fn validate(hand: &mut Hand, to_act: Option<u8>, hidden_sizes: Option<&[u8]>) -> Result<(), PositionError> {
    use PositionError::Inconsistent;
    let n = hand.players();
    let cards = hand.cards_per_player();
    let sizes: arrayvec::ArrayVec<usize, MAX_PLAYERS> = match hidden_sizes {
        Some(sizes) if sizes.len() == n => sizes.iter().map(|&s| usize::from(s)).collect(),
        Some(_) => return Err(Inconsistent("one hand size per seat")),
        None => hand.hands[..n].iter().map(|h| h.len()).collect(),
    };
    let held: usize = sizes.iter().sum();
    let first = (usize::from(hand.dealer) + 1) % n;
    let tricks_done: usize = hand.won[..n].iter().map(|&w| usize::from(w)).sum();
    hand.tricks_done = tricks_done as u8;
    if hand.gone.len() != tricks_done * n {
        return Err(Inconsistent("finished tricks and tricks won disagree"));
    }
    for s in 0..n {
        if !hand.excluded[s].is_disjoint(hand.hands[s]) {
            return Err(Inconsistent("a seat holds a card it is known not to hold"));
        }
        if hand.bids[s] != NO_BID && usize::from(hand.bids[s]) > cards {
            return Err(Inconsistent("a bid of more tricks than cards"));
        }
    }
    if hand.contract.is_some() != (hand.standing > 0) {
        return Err(Inconsistent("bids without a contract, or a contract without bids"));
    }
    if let Some((by, target)) = hand.mechoune {
        if by == target || hand.bids[usize::from(target)] == NO_BID {
            return Err(Inconsistent("a méchoune of no standing bid"));
        }
    } else if hand.choune {
        return Err(Inconsistent("a choune without a méchoune"));
    }
    let pre_play = matches!(hand.phase, Phase::Deal | Phase::Auction);
    if pre_play && (tricks_done > 0 || hand.trick_len > 0 || usize::from(hand.leader) != first) {
        return Err(Inconsistent("tricks before the play"));
    }
    check_leads(hand, first, pre_play)?;
    match hand.phase {
        Phase::Deal => {
            if held >= n * cards || hand.standing > 0 || hand.mechoune.is_some() {
                return Err(Inconsistent("a deal that is complete or has bids"));
            }
            for (k, &size) in sizes.iter().enumerate() {
                let offset = (k + n - first) % n;
                if size != held / n + usize::from(offset < held % n) {
                    return Err(Inconsistent("hands not dealt one card at a time clockwise"));
                }
            }
            hand.dealt = held as u8;
            hand.to_act = ((first + held) % n) as u8;
        }
        Phase::Auction => {
            let to_act = usize::from(to_act.unwrap_or_default());
            if sizes.iter().any(|&s| s != cards) || usize::from(hand.standing) >= n {
                return Err(Inconsistent("an auction with missing cards or every bid made"));
            }
            // The standing bids are those of the seats just before the one on turn (the last mode change
            // cancelled everything earlier).
            for back in 1..n {
                let s = (to_act + n - back) % n;
                if (hand.bids[s] != NO_BID) != (back <= usize::from(hand.standing)) {
                    return Err(Inconsistent("the standing bids do not end just before the seat on turn"));
                }
            }
            hand.dealt = (n * cards) as u8;
            hand.to_act = to_act as u8;
        }
        Phase::Play | Phase::Over => {
            if usize::from(hand.standing) != n {
                return Err(Inconsistent("play before every seat has bid"));
            }
            // The hook rule: the bid that closed the auction did not make the sum equal the tricks.
            if hand.bid_sum() == cards {
                return Err(PositionError::HookRule { tricks: hand.cards });
            }
            let over = hand.phase == Phase::Over;
            if over != (tricks_done == cards) || tricks_done > cards || (over && hand.trick_len > 0) {
                return Err(Inconsistent("the number of tricks does not fit the phase"));
            }
            let leader = usize::from(hand.leader);
            for (s, &size) in sizes.iter().enumerate() {
                let in_trick = usize::from((s + n - leader) % n < usize::from(hand.trick_len));
                if size + tricks_done + in_trick != cards {
                    return Err(Inconsistent("hand sizes do not fit the tricks played"));
                }
            }
            hand.dealt = (n * cards) as u8;
            hand.to_act = ((leader + usize::from(hand.trick_len)) % n) as u8;
            let contract = hand.contract_or_default();
            hand.winner = 0;
            for pos in 1..usize::from(hand.trick_len) {
                if beats_winner(contract, hand.trick[pos], hand.trick[usize::from(hand.winner)]) {
                    hand.winner = pos as u8;
                }
            }
            for pos in usize::from(hand.trick_len)..8 {
                hand.trick[pos] = FILLER;
            }
        }
    }
    Ok(())
}

impl fmt::Display for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}p ", self.rules.players())?;
        match self.rules.first_dealer() {
            Some(d) => write!(f, "{} ", SeatName(d))?,
            None => f.write_str("lot ")?,
        }
        write!(f, "{} ", self.hand_index)?;
        let totals = self.totals();
        write_seats(f, totals, |f, t| write!(f, "{t}"))?;
        if self.drawing { f.write_str(" draw") } else { write!(f, " | {}", self.hand) }
    }
}

impl FromStr for Match {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Match, PositionError> {
        let (head, hand_text) = match text.split_once(" | ") {
            Some((head, hand)) => (head, Some(hand)),
            None => (text.strip_suffix(" draw").ok_or_else(|| field_err(4))?, None),
        };
        let parts: arrayvec::ArrayVec<&str, 4> = {
            let mut list = arrayvec::ArrayVec::new();
            for word in head.split(' ') {
                list.try_push(word).map_err(|_| field_err(4))?;
            }
            list
        };
        let [players, dealer, index, totals] = parts.as_slice() else { return Err(field_err(parts.len())) };
        let n: usize = players
            .strip_suffix('p')
            .filter(|d| d.len() == 1)
            .and_then(|d| d.parse().ok())
            .ok_or_else(|| field_err(0))?;
        let mut rules = Rules::new(n)?;
        if *dealer != "lot" {
            rules = rules.with_first_dealer(parse_seat(dealer, n).ok_or_else(|| field_err(1))?)?;
        }
        let mut game = Match::start(rules);
        game.hand_index = parse_count(index, 2)?;
        for (s, part) in per_seat(totals, n, 3)?.into_iter().enumerate() {
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(field_err(3));
            }
            // Digits past `MAX_TOTAL` are refused by value; more digits than a u32 holds by the parse.
            let total: u32 =
                part.parse().map_err(|_| PositionError::Total { seat: s, max: Match::MAX_TOTAL })?;
            if total > Match::MAX_TOTAL {
                return Err(PositionError::Total { seat: s, max: Match::MAX_TOTAL });
            }
            game.totals[s] = total;
        }
        let sizes = rules.hand_sizes();
        match hand_text {
            None => {
                if rules.first_dealer().is_some()
                    || game.hand_index != 0
                    || game.totals.iter().any(|&t| t > 0)
                {
                    return Err(PositionError::Inconsistent("the first dealer is drawn before any hand"));
                }
            }
            Some(hand_text) => {
                game.drawing = false;
                let hand: Hand = hand_text.parse()?;
                let over = game.hand_index() == sizes.len();
                let expected = sizes.get(game.hand_index().min(sizes.len().saturating_sub(1)));
                if hand.players() != n
                    || game.hand_index() > sizes.len()
                    || expected.map(|&c| usize::from(c)) != Some(hand.cards_per_player())
                    || over != (hand.phase() == Phase::Over)
                {
                    return Err(PositionError::Inconsistent("the hand does not fit the schedule"));
                }
                if let Some(first) = rules.first_dealer() {
                    let expect = (first.index() + game.hand_index().min(sizes.len() - 1)) % n;
                    if hand.dealer().index() != expect {
                        return Err(PositionError::Inconsistent("the dealer does not rotate from the first"));
                    }
                }
                game.hand = hand;
            }
        }
        // A hand scores a seat at most 4 x its cards (the whole bid missed, quadrupled): the totals cannot
        // exceed that summed over the hands finished (zero at hand 0).
        let most: u32 = sizes.iter().take(game.hand_index()).map(|&c| 4 * u32::from(c)).sum();
        if let Some(seat) = game.totals().iter().position(|&t| t > most) {
            return Err(PositionError::Total { seat, max: most });
        }
        Ok(game)
    }
}

/// `RulesError` reaches notation errors through `?`.
const _: fn(RulesError) -> PositionError = PositionError::Rules;
