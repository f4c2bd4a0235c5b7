//! La Bâtarde (a whole game: the schedule of hands) as front ends present it. Hands are secret: during `play`,
//! each person sees only their own cards. The méchoune and the choune are out-of-turn actions, offered to
//! people when their window opens. After each trick the table is told who took it; after a hand's last card,
//! the last trick, who took each trick and the hand's penalties, before the next deal.

use std::fmt::Write as _;

use abstract_game::{Game, PlayerId};
use batarde_cards::{Hand, Match, Move, Phase, Rules, SeatName};

use super::{Colour, Presentation};
use crate::Ply;
use crate::bots::Capabilities;

/// The trick `mv` completes when played in `before`: the hand it leaves and the seat that took the trick.
/// `None` when `mv` does not end a trick.
fn trick_taken(before: &Match, mv: Move) -> Option<(Hand, PlayerId)> {
    let hand = before.hand();
    let Move::Play(_) = mv else { return None };
    if hand.phase() != Phase::Play || hand.trick().len() + 1 != hand.players() {
        return None;
    }
    // The match moves on to the next deal after a hand's last card: play the card on the hand alone to keep
    // the hand as it ended.
    let mut after = *hand;
    after.play_unchecked(mv);
    let taker = PlayerId::all(hand.players()).find(|&s| after.tricks_won(s) > hand.tricks_won(s))?;
    Some((after, taker))
}

/// "Trick 3: P1 RS, P2 DS, P3 CS, P4 FS; P4 takes it".
fn trick_words(before: &Match, mv: Move, taker: PlayerId) -> String {
    let hand = before.hand();
    let n = hand.players();
    let cards: Vec<String> = hand
        .trick()
        .iter()
        .copied()
        .chain(match mv {
            Move::Play(card) => Some(card),
            _ => None,
        })
        .enumerate()
        .map(|(i, card)| {
            let seat = PlayerId::all(n).nth((hand.trick_leader().index() + i) % n).unwrap_or_default();
            format!("{} {card}", SeatName(seat))
        })
        .collect();
    format!("Trick {}: {}; {} takes it", hand.tricks_played() + 1, cards.join(", "), SeatName(taker))
}

/// The end of a hand: who took each trick (as far as this session saw the hand), then each seat's bid,
/// tricks and penalty, and the totals.
fn hand_summary(game: &Match, history: &[Ply<Match>], ended: &Hand) -> String {
    let last = history.last().map_or(0, |ply| ply.before.hand_index());
    let mut takers: Vec<String> = history
        .iter()
        .rev()
        .take_while(|ply| ply.before.hand_index() == last)
        .filter_map(|ply| trick_taken(&ply.before, ply.mv).map(|(hand, taker)| (hand.tricks_played(), taker)))
        .map(|(number, taker)| format!("{number} {}", SeatName(taker)))
        .collect();
    takers.reverse();
    let hands = game.rules().hand_sizes().len();
    let mut out = format!("Hand {} of {hands} over, points x{}", last + 1, ended.multiplier());
    if let Some((by, target)) = ended.mechoune() {
        let choune = if ended.is_chouned() { ", choune" } else { "" };
        let _ = write!(out, " (méchoune by {} on {}{choune})", SeatName(by), SeatName(target));
    }
    let _ = write!(out, "\nTricks taken: {}", takers.join(", "));
    let scores = ended.scores().unwrap_or_default();
    for seat in PlayerId::all(ended.players()) {
        let bid = ended.bid_of(seat).map_or_else(|| "-".to_string(), |b| b.tricks.to_string());
        let penalty = scores.get(seat.index()).copied().unwrap_or_default();
        let _ = write!(
            out,
            "\n{}  bid {bid:>2} won {:>2} penalty {penalty:>2}",
            SeatName(seat),
            ended.tricks_won(seat)
        );
    }
    let totals: Vec<String> =
        game.totals().iter().enumerate().map(|(s, t)| format!("{} {t}", seat_name(s))).collect();
    let _ = write!(out, "\nTotals: {}", totals.join(", "));
    out
}

fn seat_name(index: usize) -> String {
    format!("P{}", index + 1)
}

/// A finished game: the totals, then the last hand as it ended (every card played, nothing secret left).
fn finished(game: &Match) -> String {
    let totals: Vec<String> =
        game.totals().iter().enumerate().map(|(s, t)| format!("{} {t}", seat_name(s))).collect();
    let hands = game.rules().hand_sizes().len();
    format!("All {hands} hands played; penalty totals: {}\n{}", totals.join(", "), game.hand().pretty())
}

impl Presentation for Match {
    /// The card played, or the bid, méchoune or choune button, each an element named by the move's notation;
    /// nature's deal has none.
    fn move_parts(&self, mv: Move) -> Vec<String> {
        if self.status().is_chance() { Vec::new() } else { vec![mv.to_string()] }
    }

    fn board(&self) -> String {
        if self.status().is_over() { finished(self) } else { self.pretty() }
    }

    fn has_secrets(&self) -> bool {
        true
    }

    fn view(&self, seat: PlayerId) -> String {
        if self.status().is_over() { finished(self) } else { self.pretty_for(seat) }
    }

    fn has_out_of_turn_actions(&self) -> bool {
        true
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::batarde::capabilities()
    }

    /// The hands of the match's schedule.
    fn rounds(&self) -> Option<u32> {
        u32::try_from(self.rules().hand_sizes().len()).ok()
    }

    fn offer(&self, mv: Move) -> String {
        match mv {
            Move::Mechoune { target, .. } => {
                format!("méchoune {} (double the hand's points)", SeatName(target))
            }
            Move::Choune(_) => "choune (quadruple the hand's points)".to_string(),
            other => format!("play {other}"),
        }
    }

    fn narrate(&self, history: &[Ply<Self>]) -> Option<String> {
        let last = history.last()?;
        let (ended, taker) = trick_taken(&last.before, last.mv)?;
        let mut story = trick_words(&last.before, last.mv, taker);
        if ended.phase() == Phase::Over {
            story.push('\n');
            story.push_str(&hand_summary(self, history, &ended));
        }
        Some(story)
    }

    fn rules_help(&self) -> String {
        format!("{RULES}\n{}", super::preset_line(Rules::PRESETS, &self.rules().to_string()))
    }

    fn notation_help(&self) -> String {
        NOTATION.to_string()
    }

    fn legend(&self) -> String {
        LEGEND.to_string()
    }

    /// Cards (`RS`, `DogC`, `FH*`) and bids (`2S`) in their suit's colour.
    fn token_colour(&self, token: &str) -> Option<Colour> {
        let body = token.trim_end_matches('*');
        let rank = body.strip_prefix("Dog").or_else(|| body.strip_prefix("Cat")).or_else(|| {
            let rest = body.trim_start_matches(|c: char| c.is_ascii_digit());
            if rest.len() < body.len() { Some(rest) } else { body.get(1..).filter(|_| body.len() == 2) }
        })?;
        match rank {
            "S" => Some(Colour::BrightBlue),
            "H" => Some(Colour::BrightRed),
            "D" => Some(Colour::Yellow),
            "C" => Some(Colour::Green),
            _ => None,
        }
    }
}

/// `help rules`: La Bâtarde, and the table size the preset sets.
const RULES: &str = "\
La Bâtarde: trick-taking for 3 to 7 players over a schedule of hands (the preset sets the table). Goal: the
lowest total of penalty points after the last hand.
- Auction: from the dealer's left every player bids a number of tricks and a trump mode (AT all-trumps,
  S, H, D, C, NT no-trumps; strongest first); nobody passes. Accept the standing mode with any number, or
  change it with a stronger bid (more tricks, or as many in a stronger mode), which cancels the bids so far.
  The last bid may not make the bids add up to the tricks of the hand (the hook).
- Méchoune: while a mode stands, any player may méchoune another's bid (once a hand): the mode is locked and
  the hand counts double. The méchouned player may choune until the first card: it counts four times.
- Play: follow suit; when trumps are led, play a higher trump if you can; void in the suit led, you must
  trump (and overtrump a trump played if you can); only with neither may you discard. In all-trumps every
  suit climbs and nobody trumps. Trump order: F M J R D C V Dog Cat; other suits: R D C V F M J Dog Cat.
- Each player scores |bid - tricks won| penalty points, times 2 or 4 after a méchoune or choune.";

/// `help notation`.
const NOTATION: &str = "\
A bid: tricks and mode, `2S`, `0NT`, `3AT` (with two packs `4S*`: the marked pack wins ties). A card: rank and
suit, `RS`, `FH`, `DogC`, `CatD` (`RS*`: the marked pack). Out of turn: `P3 mechoune P1` (you, P3, méchoune
P1's bid), `P1 choune`. Any letter case is read.";

/// The legend under the board.
const LEGEND: &str = "\
Cards: R King, D Queen, C Knight, V Jack, F Fool, M Musician, J Juggler, Dog, Cat; suits S Spades, H Hearts,
D Diamonds, C Clubs (`*` after a card: the marked pack). `*` after a seat (`P2*`): you. `[5 hidden]`: cards
you do not see.";
