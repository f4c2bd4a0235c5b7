//! The game string: the base position string, then ` | ` and the variant's fields.
//!
//! ```text
//! game     = position " | " redeal " " phase " " deck " " public " " seat " " seat " " seat " " seat
//!            " " alliance " " death " " out-by " " retired " " pawns " " checks " " ending
//! redeal   = "-" | "redeal:" count                  ; the vote option, and new deals so far
//! phase    = "deal" | "play"
//! deck     = count { "," count }                    ; 15 counts in class order 1..10 P N Q K M,
//!            [ ",?" count ]                         ; then, in an observation, the unseen cards
//! public   = deck                                   ; declared 9s and parasites' 3s
//! seat     = stage "/" cards "/" goals "/" cards "/" flags   ; Red, Blue, Yellow, Green:
//!                                                   ; stage, hand, objectives, discards, flags
//! stage    = "first" | "major" | "choose" | "declare" | "second" | "choose2" | "replace" | "pick"
//!          | "confirm" | "vote" | "done"
//! cards    = "-" | card { "." card }                ; card = "1".."10" | "P" | "N" | "Q" | "K" | "M" | "?"
//! goals    = "-" | goal { "." goal }                ; goal = card [ "!" | "*" ]  (declared, reached)
//! flags    = "-" | [ "n" ] [ "c" ] [ "r" ]          ; drew objective 9, used its change, draws a
//!                                                   ; replacement (3s go aside)
//! alliance = "ally" | "-"
//! death    = death1 "," death1 "," death1 "," death1 ; death1 = where [ "/" ( "-" | square ) ]
//!                                                   ; where = "-" | "held" | square: the seat's Death;
//!                                                   ; after "/", its first knight (where a secret Death
//!                                                   ; stands), written when not where Death is or,
//!                                                   ; without Death on the board, the seat's lowest knight
//! out-by   = 4 * ( colour | "-" )                   ; who eliminated each seat
//! retired  = 4 * ( "x" [ count ] | "-" )             ; retired; a Queen's count of pieces kept
//!                                                   ; (no count: the pieces went into the captures)
//! pawns    = count "," count "," count "," count    ; pawns captured (objective 5)
//! checks   = run "," run "," run "," run            ; the current run of checks (objective 4):
//! run      = count [ "/" count ]                    ; the king as a king, then (when it differs) as a Queen
//! ending   = "-" | ( "won" | "last" | "noprogress" ) ":" winners   ; winners = colours or "-"
//! ```
//!
//! ```
//! use chess4_bastardo::tarot::{TarotGame, TarotRules};
//! let game = TarotGame::start(TarotRules::standard());
//! assert_eq!(game.to_string().parse::<TarotGame>()?, game);
//! # Ok::<(), chess4_bastardo::tarot::TarotParseError>(())
//! ```

use core::fmt::{self, Write as _};
use core::str::FromStr;

use board_core::Square;

use super::state::{DEATH_HELD, DEATH_NONE, NOBODY, SeatCards, Stage, TarotEnding};
use super::{Card, Deck, Goal, TarotGame, TarotRules};
use crate::error::PositionError;
use crate::{Position, Seat};

impl TarotGame {
    /// The `death` field: each seat's Death, and its first knight when not the usual one.
    fn write_deaths(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &d) in self.death.iter().enumerate() {
            if i > 0 {
                f.write_char(',')?;
            }
            match d {
                DEATH_NONE => f.write_char('-')?,
                DEATH_HELD => f.write_str("held")?,
                sq => write!(f, "{}", Square::ALL[usize::from(sq & 63)])?,
            }
            let knight = self.death_knight[i];
            if knight != self.usual_death_knight(i) {
                match knight {
                    DEATH_NONE => f.write_str("/-")?,
                    sq => write!(f, "/{}", Square::ALL[usize::from(sq & 63)])?,
                }
            }
        }
        Ok(())
    }

    /// The first knight the game string leaves unwritten: Death's square when Death is on the board, else
    /// the seat's lowest knight, during the board game; none during the deal.
    fn usual_death_knight(&self, s: usize) -> u8 {
        let knights = self.board.seats[s] & self.board.kinds[crate::PieceKind::Knight.index()];
        if !self.playing {
            DEATH_NONE
        } else if self.death[s] < 64 {
            self.death[s]
        } else if knights != 0 {
            knights.trailing_zeros() as u8
        } else {
            DEATH_NONE
        }
    }
}

/// Why a game string was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TarotParseError {
    /// The base position part does not parse.
    #[error("bad board part: {0}")]
    Board(#[from] PositionError),
    /// No ` | ` between the board and the variant's fields, or not 15 variant fields.
    #[error("a tarot game string is a position string, \" | \" and 15 fields")]
    Shape,
    /// A field does not parse, or contradicts the others.
    #[error("bad {0} field")]
    Field(&'static str),
    /// The phase field (`deal` or `play`) contradicts the seats' stages or the board game's counters: no
    /// game reaches that state (the rule broken is named).
    #[error("bad phase field: {0}")]
    Phase(&'static str),
}

const STAGES: [(Stage, &str); 11] = [
    (Stage::FirstDraw, "first"),
    (Stage::MajorHand, "major"),
    (Stage::ChooseOne, "choose"),
    (Stage::MustDeclare, "declare"),
    (Stage::SecondDraws, "second"),
    (Stage::ChooseTwo, "choose2"),
    (Stage::Replacement, "replace"),
    (Stage::Pick, "pick"),
    (Stage::Confirm, "confirm"),
    (Stage::Vote, "vote"),
    (Stage::Done, "done"),
];

fn write_deck(f: &mut fmt::Formatter<'_>, deck: &Deck) -> fmt::Result {
    for (i, count) in deck.0[..15].iter().enumerate() {
        if i > 0 {
            f.write_char(',')?;
        }
        write!(f, "{count}")?;
    }
    if deck.0[15] > 0 {
        write!(f, ",?{}", deck.0[15])?;
    }
    Ok(())
}

fn write_cards(f: &mut fmt::Formatter<'_>, cards: impl Iterator<Item = Card>) -> fmt::Result {
    let mut any = false;
    for card in cards {
        if any {
            f.write_char('.')?;
        }
        write!(f, "{card}")?;
        any = true;
    }
    if !any {
        f.write_char('-')?;
    }
    Ok(())
}

fn write_seats(f: &mut fmt::Formatter<'_>, mask: u8) -> fmt::Result {
    if mask == 0 {
        return f.write_char('-');
    }
    for seat in Seat::ALL.into_iter().filter(|s| mask & (1 << s.index()) != 0) {
        f.write_char(seat.letter())?;
    }
    Ok(())
}

impl fmt::Display for TarotGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} | ", self.board)?;
        if self.rules.redeal() {
            write!(f, "redeal:{} ", self.redeals)?;
        } else {
            f.write_str("- ")?;
        }
        f.write_str(if self.playing { "play " } else { "deal " })?;
        write_deck(f, &self.deck)?;
        f.write_char(' ')?;
        write_deck(f, &self.public)?;
        for seat in &self.cards {
            let stage = STAGES.iter().find(|(s, _)| *s == seat.stage).map_or("done", |(_, name)| name);
            write!(f, " {stage}/")?;
            write_cards(f, seat.hand.iter().copied())?;
            f.write_char('/')?;
            if seat.goals.is_empty() {
                f.write_char('-')?;
            }
            for (i, goal) in seat.goals.iter().enumerate() {
                if i > 0 {
                    f.write_char('.')?;
                }
                let mark = if goal.achieved {
                    "*"
                } else if goal.declared {
                    "!"
                } else {
                    ""
                };
                write!(f, "{}{mark}", goal.card)?;
            }
            f.write_char('/')?;
            write_cards(
                f,
                Card::ALL
                    .into_iter()
                    .chain([Card::UNKNOWN])
                    .flat_map(|c| core::iter::repeat_n(c, seat.discards.0[c.index()] as usize)),
            )?;
            f.write_char('/')?;
            if !(seat.nine || seat.changed || seat.replacing) {
                f.write_char('-')?;
            }
            for (flag, letter) in [(seat.nine, 'n'), (seat.changed, 'c'), (seat.replacing, 'r')] {
                if flag {
                    f.write_char(letter)?;
                }
            }
        }
        f.write_str(if self.alliance { " ally " } else { " - " })?;
        self.write_deaths(f)?;
        f.write_char(' ')?;
        for &by in &self.eliminated_by {
            f.write_char(Seat::from_index(usize::from(by)).map_or('-', Seat::letter))?;
        }
        f.write_char(' ')?;
        for (&r, &kept) in self.retired.iter().zip(&self.retired_pieces) {
            match (r, kept) {
                (false, _) => f.write_char('-')?,
                (true, 0) => f.write_char('x')?,
                (true, kept) => write!(f, "x{kept}")?,
            }
        }
        let [red, blue, yellow, green] = self.pawns_taken;
        write!(f, " {red},{blue},{yellow},{green}")?;
        for (s, (&run, &queen)) in self.check_run.iter().zip(&self.queen_check_run).enumerate() {
            f.write_char(if s == 0 { ' ' } else { ',' })?;
            write!(f, "{run}")?;
            if queen != run {
                write!(f, "/{queen}")?;
            }
        }
        f.write_char(' ')?;
        match self.ending {
            None => f.write_char('-'),
            Some(ending) => {
                f.write_str(match ending {
                    TarotEnding::Objective(_) => "won:",
                    TarotEnding::LastStanding => "last:",
                    TarotEnding::NoProgress => "noprogress:",
                })?;
                write_seats(f, self.winners)?;
                if let TarotEnding::Objective(seat) = ending {
                    write!(f, ":{}", seat.letter())?;
                }
                Ok(())
            }
        }
    }
}

fn parse_card(text: &str) -> Option<Card> {
    if text == "?" { Some(Card::UNKNOWN) } else { text.parse().ok() }
}

fn parse_deck(text: &str) -> Option<Deck> {
    let mut deck = Deck::EMPTY;
    let mut parts = text.split(',');
    for slot in &mut deck.0[..15] {
        *slot = parse_count(parts.next()?)?;
    }
    if let Some(unknown) = parts.next() {
        deck.0[15] = parse_count(unknown.strip_prefix('?')?)?;
        if deck.0[15] == 0 {
            return None;
        }
    }
    parts.next().is_none().then_some(deck)
}

fn parse_count(text: &str) -> Option<u8> {
    if text.is_empty()
        || !text.bytes().all(|b| b.is_ascii_digit())
        || (text.len() > 1 && text.starts_with('0'))
    {
        return None;
    }
    text.parse().ok()
}

fn parse_list<T>(text: &str, mut item: impl FnMut(&str) -> Option<T>) -> Option<arrayvec::ArrayVec<T, 16>> {
    let mut out = arrayvec::ArrayVec::new();
    if text == "-" {
        return Some(out);
    }
    for part in text.split('.') {
        out.try_push(item(part)?).ok()?;
    }
    Some(out)
}

fn parse_seat(text: &str) -> Option<SeatCards> {
    let mut parts = text.split('/');
    let mut seat = SeatCards::new();
    let stage = parts.next()?;
    seat.stage = STAGES.iter().find(|(_, name)| *name == stage)?.0;
    for card in parse_list(parts.next()?, parse_card)? {
        seat.hand.try_push(card).ok()?;
    }
    for goal in parse_list(parts.next()?, |g| {
        let (card, declared, achieved) = match (g.strip_suffix('*'), g.strip_suffix('!')) {
            (Some(card), _) => (card, true, true),
            (None, Some(card)) => (card, true, false),
            (None, None) => (g, false, false),
        };
        let card = parse_card(card).filter(|c| !c.is_major())?;
        Some(Goal { card, declared, achieved })
    })? {
        seat.goals.try_push(goal).ok()?;
    }
    // Discards may be many (every major arcanum and redrawn card), so no bounded list here.
    let discards = parts.next()?;
    if discards != "-" {
        let mut last = None;
        for text in discards.split('.') {
            let card = parse_card(text)?;
            if last.is_some_and(|l| l > card) || seat.discards.0[card.index()] == u8::MAX {
                return None;
            }
            last = Some(card);
            seat.discards.add(card);
        }
    }
    let flags = parts.next()?;
    if flags != "-" {
        // Each flag at most once, in the order "n", "c", "r".
        let mut rest = flags;
        for (flag, letter) in [(&mut seat.nine, "n"), (&mut seat.changed, "c"), (&mut seat.replacing, "r")] {
            if let Some(after) = rest.strip_prefix(letter) {
                *flag = true;
                rest = after;
            }
        }
        if !rest.is_empty() || flags.is_empty() {
            return None;
        }
    }
    parts.next().is_none().then_some(seat)
}

fn parse_seats(text: &str) -> Option<u8> {
    if text == "-" {
        return Some(0);
    }
    let mut mask = 0u8;
    let mut last = None;
    for c in text.chars() {
        let seat = Seat::from_letter(c).filter(|_| c.is_ascii_lowercase())?;
        if last.is_some_and(|l| l >= seat) {
            return None;
        }
        last = Some(seat);
        mask |= 1 << seat.index();
    }
    Some(mask)
}

impl FromStr for TarotGame {
    type Err = TarotParseError;

    #[allow(clippy::too_many_lines, reason = "one field after the other, in grammar order")]
    fn from_str(s: &str) -> Result<TarotGame, TarotParseError> {
        let (board, rest) = s.split_once(" | ").ok_or(TarotParseError::Shape)?;
        let board = Position::parse_unchecked(board)?;
        let fields: arrayvec::ArrayVec<&str, 15> = {
            let mut out = arrayvec::ArrayVec::new();
            for field in rest.split(' ') {
                out.try_push(field).map_err(|_| TarotParseError::Shape)?;
            }
            if !out.is_full() {
                return Err(TarotParseError::Shape);
            }
            out
        };
        let bad = TarotParseError::Field;
        let mut game = TarotGame::from_board(board, false);
        match fields[0] {
            "-" => {}
            text => {
                let count = text.strip_prefix("redeal:").and_then(parse_count).ok_or(bad("redeal"))?;
                game.rules = TarotRules::with_base(board.rules()).with_redeal(true);
                game.redeals = count;
            }
        }
        game.playing = match fields[1] {
            "play" => true,
            "deal" => false,
            _ => return Err(bad("phase")),
        };
        game.deck = parse_deck(fields[2]).ok_or(bad("deck"))?;
        game.public = parse_deck(fields[3]).ok_or(bad("public"))?;
        for (s, text) in fields[4..8].iter().enumerate() {
            game.cards[s] = parse_seat(text).ok_or(bad("seat"))?;
        }
        game.alliance = match fields[8] {
            "ally" => true,
            "-" => false,
            _ => return Err(bad("alliance")),
        };
        let mut deaths = fields[9].split(',');
        let square = |text: &str| -> Result<u8, TarotParseError> {
            match text {
                "-" => Ok(DEATH_NONE),
                sq => {
                    Ok(sq.parse::<Square>().ok().filter(|sq| sq.index() < 64).ok_or(bad("death"))?.index()
                        as u8)
                }
            }
        };
        let mut knights = [None; 4];
        for (slot, knight) in game.death.iter_mut().zip(&mut knights) {
            let text = deaths.next().ok_or(bad("death"))?;
            let (death, first) = match text.split_once('/') {
                Some((death, first)) => (death, Some(first)),
                None => (text, None),
            };
            *slot = if death == "held" { DEATH_HELD } else { square(death)? };
            *knight = first.map(square).transpose()?;
        }
        if deaths.next().is_some() {
            return Err(bad("death"));
        }
        for (s, knight) in knights.into_iter().enumerate() {
            game.death_knight[s] = knight.unwrap_or_else(|| game.usual_death_knight(s));
        }
        if fields[10].chars().count() != 4 {
            return Err(bad("out-by"));
        }
        for (slot, c) in game.eliminated_by.iter_mut().zip(fields[10].chars()) {
            *slot = match c {
                '-' => NOBODY,
                c if c.is_ascii_lowercase() => Seat::from_letter(c).ok_or(bad("out-by"))?.index() as u8,
                _ => return Err(bad("out-by")),
            };
        }
        // Four seats, each `-` or `x` with an optional count of pieces kept (a retired Queen).
        let mut retired = fields[11];
        for (slot, kept) in game.retired.iter_mut().zip(&mut game.retired_pieces) {
            if let Some(rest) = retired.strip_prefix('-') {
                retired = rest;
                continue;
            }
            let rest = retired.strip_prefix('x').ok_or(bad("retired"))?;
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            *slot = true;
            if digits > 0 {
                *kept = parse_count(&rest[..digits]).filter(|&n| n > 0).ok_or(bad("retired"))?;
            }
            retired = &rest[digits..];
        }
        if !retired.is_empty() {
            return Err(bad("retired"));
        }
        let mut parts = fields[12].split(',');
        for slot in &mut game.pawns_taken {
            *slot = parts.next().and_then(parse_count).ok_or(bad("pawns"))?;
        }
        if parts.next().is_some() {
            return Err(bad("pawns"));
        }
        let mut parts = fields[13].split(',');
        for (run, queen) in game.check_run.iter_mut().zip(&mut game.queen_check_run) {
            let part = parts.next().ok_or(bad("checks"))?;
            let (as_king, as_queen) = part.split_once('/').unwrap_or((part, part));
            *run = parse_count(as_king).ok_or(bad("checks"))?;
            *queen = parse_count(as_queen).ok_or(bad("checks"))?;
        }
        if parts.next().is_some() {
            return Err(bad("checks"));
        }
        if fields[14] != "-" {
            let mut parts = fields[14].split(':');
            let kind = parts.next().ok_or(bad("ending"))?;
            game.winners = parts.next().and_then(parse_seats).ok_or(bad("ending"))?;
            game.ending = Some(match (kind, parts.next()) {
                ("won", Some(seat)) => {
                    let mut chars = seat.chars();
                    let seat = chars
                        .next()
                        .filter(char::is_ascii_lowercase)
                        .and_then(Seat::from_letter)
                        .ok_or(bad("ending"))?;
                    if chars.next().is_some() {
                        return Err(bad("ending"));
                    }
                    TarotEnding::Objective(seat)
                }
                ("last", None) => TarotEnding::LastStanding,
                ("noprogress", None) => TarotEnding::NoProgress,
                _ => return Err(bad("ending")),
            });
            if parts.next().is_some() {
                return Err(bad("ending"));
            }
        }
        validate(&game)?;
        game.rehash();
        Ok(game)
    }
}

/// The sense checks: no class held more often than the deck has it, an army per seat in the game, the deal
/// and the board game not mixed up.
fn validate(game: &TarotGame) -> Result<(), TarotParseError> {
    let bad = TarotParseError::Field;
    let mut seen = game.deck;
    for (i, &n) in game.public.0.iter().enumerate() {
        seen.0[i] = seen.0[i].saturating_add(n);
    }
    for seat in &game.cards {
        for &card in &seat.hand {
            seen.add(card);
        }
        // Objective 9's pick (its first objective) is no card; objective 2's draws after it are.
        for goal in seat.goals.iter().skip(usize::from(seat.nine)) {
            seen.add(goal.card);
        }
        for (i, &n) in seat.discards.0.iter().enumerate() {
            seen.0[i] = seen.0[i].saturating_add(n);
        }
    }
    if Card::ALL.iter().any(|&c| seen.count(c) > c.copies()) || seen.len() > 78 {
        return Err(bad("cards"));
    }
    for seat in Seat::ALL {
        let s = seat.index();
        let kings = (game.board.seats[s] & game.board.kinds[crate::PieceKind::King.index()]).count_ones();
        let out = game.board.is_eliminated(seat) || game.retired[s];
        if (out && game.board.seats[s] != 0) || (!out && kings != 1) {
            return Err(bad("board"));
        }
        // A seat may be out without a known eliminator (a position loaded that way), never the reverse.
        if !game.board.is_eliminated(seat) && game.eliminated_by[s] != NOBODY {
            return Err(bad("out-by"));
        }
        let d = game.death[s];
        if d < 64 && game.board.kind_at(usize::from(d)) != Some(crate::PieceKind::Knight) {
            return Err(bad("death"));
        }
        let k = game.death_knight[s];
        let knights = game.board.seats[s] & game.board.kinds[crate::PieceKind::Knight.index()];
        if k < 64 && (knights & (1 << k) == 0 || !game.playing) {
            return Err(bad("death"));
        }
        if game.playing && game.cards[s].stage != Stage::Done {
            return Err(bad("seat"));
        }
    }
    if game.ending.is_some() && !game.playing {
        return Err(bad("ending"));
    }
    if !game.playing {
        // The last seat done with the deal starts the board game (or the vote): a deal never has every seat
        // done.
        if game.cards.iter().all(|c| c.stage == Stage::Done) {
            return Err(TarotParseError::Phase("every seat is done with the deal, so the pieces move"));
        }
        let counters = game.death.iter().any(|&d| d != DEATH_NONE)
            || game.retired.iter().any(|&r| r)
            || game.eliminated_by.iter().any(|&b| b != NOBODY)
            || game.pawns_taken.iter().any(|&n| n != 0)
            || game.check_run.iter().chain(&game.queen_check_run).any(|&n| n != 0);
        if counters {
            return Err(TarotParseError::Phase(
                "Death, retirements, eliminations or counts before the pieces move",
            ));
        }
    }
    if !game.rules.redeal() && game.cards.iter().any(|c| c.stage == Stage::Vote) {
        return Err(TarotParseError::Phase("a vote on a new deal without the redeal option"));
    }
    // A seat is done once its objectives are settled: nothing is left in its hand to choose from.
    if game.cards.iter().any(|c| c.stage == Stage::Done && !c.hand.is_empty()) {
        return Err(TarotParseError::Phase("a seat done with the deal still holds cards to choose from"));
    }
    if (0..4).any(|s| game.retired_pieces[s] != 0 && !game.retired[s]) {
        return Err(bad("retired"));
    }
    if game.ending.is_none() && game.board.is_eliminated(game.board.to_move) {
        return Err(bad("board"));
    }
    Ok(())
}
