//! The table as an SVG picture (feature `svg`), drawn only from what one seat observes
//! ([`HiddenInformation::observe`]): that seat's hand face up at the bottom, every other seat round the
//! table with its cards face down and counted, the trick on the table, bids, the contract and trump,
//! tricks won, the méchoune and choune marks, and (for a [`Match`]) the running totals. With no seat, the
//! public view: every hand face down.
//!
//! The viewer's cards (`id="card-RS"`, `aria-label="RS"`), and when it may act its bids (`bid-3S`, `3S`) and
//! its méchoune or choune (`P1 mechoune P3`, `P3 choune`), are clickable groups named in the game's
//! notation; seats are groups named `P1`..`P7`.
//!
//! ```
//! use batarde_cards::abstract_game::svg::{Svg, SvgOptions};
//! use batarde_cards::abstract_game::{Game, PlayerId};
//! use batarde_cards::{Hand, Rules};
//!
//! let mut hand = Hand::start(Rules::from_preset("4p")?);
//! while hand.phase() == batarde_cards::Phase::Deal {
//!     let card = hand.legal_moves()[0];
//!     hand.play(card)?;
//! }
//! let p1 = PlayerId::from_const(0);
//! let picture = hand.svg(Some(p1), &SvgOptions::new());
//! // One clickable card per card in P1's hand, and none of anyone else's.
//! assert_eq!(picture.matches("class=\"card\"").count(), hand.hand_of(p1).len());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::f32::consts::PI;
use core::fmt::Write as _;

use abstract_game::svg::{Svg, SvgOptions, SvgWriter, id_safe};
use abstract_game::{Game, HiddenInformation, PlayerId};

use crate::bid::Mode;
use crate::card::{Card, Pack, Rank, Suit};
use crate::cardset::CardSet;
use crate::hand::{Hand, MoveList, Phase};
use crate::hidden::Observation;
use crate::match_play::Match;
use crate::mv::Move;
use crate::notation::SeatName;

const WIDTH: f32 = 780.0;
const TABLE_Y: f32 = 270.0;
const RX: f32 = 300.0;
const RY: f32 = 165.0;
const CARD_W: f32 = 46.0;
const CARD_H: f32 = 66.0;

impl Svg for Hand {
    /// The table as `seat` observes it (see the module docs); with no seat, every hand face down.
    fn svg(&self, seat: Option<PlayerId>, options: &SvgOptions) -> String {
        table(&View::new(self, seat), options, None)
    }
}

impl Svg for Match {
    /// The current hand's table as `seat` observes it, with the hand number and the running totals.
    fn svg(&self, seat: Option<PlayerId>, options: &SvgOptions) -> String {
        // The match-level facts are public; the hand is drawn from the seat's observation as for a `Hand`.
        let observer = seat.filter(|s| s.index() < self.rules().players());
        let observed = self.observe(observer.unwrap_or(PlayerId::from_const(0)));
        let game = observed.game();
        let totals = Totals {
            hand: game.hand_index() + 1,
            hands: game.rules().hand_sizes().len(),
            points: game.totals().to_vec(),
            drawing: game.drawing_dealer(),
        };
        table(&View::of(observed.hand(), observer), options, Some(&totals))
    }
}

/// The match's facts drawn beside the table.
struct Totals {
    hand: usize,
    hands: usize,
    points: Vec<u32>,
    drawing: bool,
}

/// What the picture may show: the public facts of a hand, the viewer's own cards, the other seats' card
/// counts, and the viewer's legal actions. Built from an observation only.
struct View {
    /// The observation's public hand: read for public facts only (bids, contract, trick, tricks, marks).
    public: Hand,
    sizes: [usize; 8],
    viewer: Option<PlayerId>,
    own: CardSet,
    actions: Vec<Move>,
}

impl View {
    /// What `seat` (or, with no seat, everyone) may see of `hand`.
    fn new(hand: &Hand, seat: Option<PlayerId>) -> View {
        let observer = seat.filter(|s| s.index() < hand.players());
        View::of(&hand.observe(observer.unwrap_or(PlayerId::from_const(0))), observer)
    }

    /// The view of `observation` for `viewer`, which is the observing seat or `None` for the public view (then
    /// the observing seat's own cards are not shown either).
    fn of(observation: &Observation, viewer: Option<PlayerId>) -> View {
        let public = *observation.public();
        let mut sizes = [0; 8];
        for s in PlayerId::all(public.players()) {
            sizes[s.index()] = observation.hand_size_of(s);
        }
        let (own, actions) = match viewer {
            Some(viewer) => {
                let mut moves = MoveList::new();
                public.legal_moves_of(viewer, &mut moves);
                // Dealing is nature's, not the viewer's: no card of the stock is ever drawn.
                let actions =
                    moves.into_iter().filter(|m| !matches!(m, Move::Deal(_) | Move::DrawDealer(_))).collect();
                (observation.own_hand(), actions)
            }
            None => (CardSet::EMPTY, Vec::new()),
        };
        View { public, sizes, viewer, own, actions }
    }

    fn players(&self) -> usize {
        self.public.players()
    }

    /// The seat drawn at the bottom: the option's, else the viewer, else P1.
    fn bottom(&self, options: &SvgOptions) -> usize {
        options.bottom_seat(self.viewer, PlayerId::from_const(0)).index() % self.players()
    }

    /// The centre of `seat`'s place round the table, seats clockwise from the bottom one.
    fn place(&self, seat: usize, bottom: usize) -> (f32, f32) {
        let n = self.players();
        let k = (seat + n - bottom) % n;
        let angle = PI / 2.0 + 2.0 * PI * units(k) / units(n);
        (WIDTH / 2.0 + (RX + 8.0) * cos(angle), TABLE_Y + (RY + 4.0) * sin(angle))
    }
}

/// `cos` and `sin` without `std`: the table's angles are multiples of 2π/n, so a short Taylor series after
/// range reduction is exact to well under a drawing unit.
fn sin(x: f32) -> f32 {
    let mut x = x % (2.0 * PI);
    if x > PI {
        x -= 2.0 * PI;
    } else if x < -PI {
        x += 2.0 * PI;
    }
    // Fold into [-π/2, π/2], where the series converges fast.
    if x > PI / 2.0 {
        x = PI - x;
    } else if x < -PI / 2.0 {
        x = -PI - x;
    }
    let x2 = x * x;
    x * (1.0 - x2 / 6.0 * (1.0 - x2 / 20.0 * (1.0 - x2 / 42.0 * (1.0 - x2 / 72.0))))
}

fn cos(x: f32) -> f32 {
    sin(x + PI / 2.0)
}

/// A small count (seats, cards, buttons) as drawing units.
fn units(n: usize) -> f32 {
    f32::from(u16::try_from(n).unwrap_or(u16::MAX))
}

fn suit_symbol(suit: Suit) -> (&'static str, &'static str) {
    match suit {
        Suit::Spades => ("\u{2660}", "#1b1b1b"),
        Suit::Hearts => ("\u{2665}", "#c62828"),
        Suit::Diamonds => ("\u{2666}", "#c62828"),
        Suit::Clubs => ("\u{2663}", "#1b1b1b"),
    }
}

fn card_words(card: Card) -> String {
    let rank = match card.rank() {
        Rank::King => "King",
        Rank::Queen => "Queen",
        Rank::Knight => "Knight",
        Rank::Jack => "Jack",
        Rank::Fool => "Fool",
        Rank::Musician => "Musician",
        Rank::Juggler => "Juggler",
        Rank::Dog => "Dog",
        Rank::Cat => "Cat",
    };
    let suit = match card.suit() {
        Suit::Spades => "Spades",
        Suit::Hearts => "Hearts",
        Suit::Diamonds => "Diamonds",
        Suit::Clubs => "Clubs",
    };
    let pack = if card.pack() == Pack::Marked { ", marked pack" } else { "" };
    format!("{rank} of {suit}{pack}")
}

fn mode_words(mode: Mode) -> String {
    match mode {
        Mode::NoTrumps => String::from("No trumps"),
        Mode::AllTrumps => String::from("All trumps"),
        Mode::Trump(suit) => format!("Trumps {}", suit_symbol(suit).0),
    }
}

/// Whose turn and what they do, or the penalty points once the hand is over.
fn status_words(view: &View, totals: Option<&Totals>) -> String {
    let hand = &view.public;
    if totals.is_some_and(|t| t.drawing) {
        return String::from("Drawing the first dealer by lot");
    }
    match hand.phase() {
        Phase::Deal => {
            format!("Dealing: {} of {} cards dealt", hand.dealt, hand.players() * hand.cards_per_player())
        }
        Phase::Auction | Phase::Play => match hand.to_act() {
            Some(s) => {
                format!("{} to {}", SeatName(s), if hand.phase() == Phase::Auction { "bid" } else { "play" })
            }
            None => String::from("Waiting"),
        },
        Phase::Over => {
            let mut words = String::from("Hand over; penalty points");
            if let Some(scores) = hand.scores() {
                for (s, p) in scores.iter().enumerate() {
                    let _ = write!(words, " {} {p}", SeatName(PlayerId::from_const(s as u8)));
                }
            }
            words
        }
    }
}

/// The whole picture.
fn table(view: &View, options: &SvgOptions, totals: Option<&Totals>) -> String {
    let hand = &view.public;
    let n = view.players();
    let bottom = view.bottom(options);
    let status = status_words(view, totals);
    let rows = bid_rows(view);
    let height = TABLE_Y + RY + 60.0 + CARD_H + 30.0 + 30.0 * units(rows) + 40.0;
    let mut desc = format!("{status}.");
    match hand.contract() {
        Some(contract) => {
            let _ = write!(desc, " Contract {contract}, points x{}.", hand.multiplier());
        }
        None => desc.push_str(" No contract yet."),
    }
    if let Some((by, target)) = hand.mechoune() {
        let _ = write!(
            desc,
            " Méchoune by {} on {}{}.",
            SeatName(by),
            SeatName(target),
            if hand.is_chouned() { ", choune" } else { "" }
        );
    }
    if !hand.trick().is_empty() {
        let leader = hand.trick_leader().index();
        desc.push_str(" On the table:");
        for (i, card) in hand.trick().iter().enumerate() {
            let _ = write!(desc, " {} {card}", SeatName(PlayerId::from_const(((leader + i) % n) as u8)));
        }
        desc.push('.');
    }
    for s in PlayerId::all(n) {
        let bid = hand.bid_of(s).map_or_else(|| String::from("no bid"), |b| format!("bid {}", b.tricks));
        let _ = write!(
            desc,
            " {}: {} cards, {bid}, {} tricks won.",
            SeatName(s),
            view.sizes[s.index()],
            hand.tricks_won(s)
        );
    }
    if let Some(viewer) = view.viewer {
        let cards: Vec<String> = view.own.iter().map(|c| format!("{c}")).collect();
        let _ = write!(
            desc,
            " Your seat {}; your hand: {}.",
            SeatName(viewer),
            if cards.is_empty() { String::from("empty") } else { cards.join(" ") }
        );
    }
    if let Some(t) = totals {
        let _ = write!(desc, " Hand {} of {}; totals:", t.hand, t.hands);
        for (s, total) in t.points.iter().enumerate() {
            let _ = write!(desc, " {} {total}", SeatName(PlayerId::from_const(s as u8)));
        }
        desc.push('.');
    }
    let mut svg = SvgWriter::new(WIDTH, height, options, "La Bâtarde table", &desc);
    svg.rect(0.0, 0.0, WIDTH, height, "#ece6da", "");
    svg.ellipse(WIDTH / 2.0, TABLE_Y, RX + 10.0, RY + 10.0, "#6b4226", "");
    svg.ellipse(WIDTH / 2.0, TABLE_Y, RX, RY, "#24643f", "stroke=\"#1b4d30\" stroke-width=\"3\"");
    draw_centre(&mut svg, view, &status, totals);
    draw_trick(&mut svg, view, bottom);
    for s in 0..n {
        draw_seat(&mut svg, view, s, bottom);
    }
    let hand_y = TABLE_Y + RY + 48.0;
    draw_own_hand(&mut svg, view, hand_y, options);
    draw_actions(&mut svg, view, hand_y + CARD_H + 22.0);
    svg.finish()
}

/// The contract, trump and multiplier and the méchoune marks in a panel at the top left, the status at the
/// bottom of the table, and the match's hand number and totals at the top right (clear of the trick).
fn draw_centre(svg: &mut SvgWriter, view: &View, status: &str, totals: Option<&Totals>) {
    let hand = &view.public;
    let contract = match hand.contract() {
        Some(contract) => format!("{}  \u{b7}  x{}", mode_words(contract.mode), hand.multiplier()),
        None if hand.phase() == Phase::Auction => String::from("Auction, no contract yet"),
        None => String::from("No contract yet"),
    };
    svg.rect(8.0, 8.0, 230.0, 56.0, "#fbf8f1", "stroke=\"#444444\" stroke-width=\"1\" rx=\"8\"");
    svg.text(18.0, 24.0, 15.0, "#222222", "start", "bold", &contract);
    if let Some((by, target)) = hand.mechoune() {
        let mut marks = format!("m\u{e9}choune {} \u{2192} {}", SeatName(by), SeatName(target));
        if hand.is_chouned() {
            marks.push_str(" \u{b7} choune");
        }
        svg.rect(14.0, 38.0, 218.0, 20.0, "#b71c1c", "rx=\"10\"");
        svg.text(123.0, 48.0, 12.0, "#ffffff", "middle", "bold", &marks);
    }
    svg.text(WIDTH / 2.0, TABLE_Y + RY - 38.0, 14.0, "#f4efe2", "middle", "normal", status);
    if let Some(t) = totals {
        let x = WIDTH - 8.0 - 230.0;
        svg.rect(x, 8.0, 230.0, 56.0, "#fbf8f1", "stroke=\"#444444\" stroke-width=\"1\" rx=\"8\"");
        svg.text(
            x + 10.0,
            24.0,
            14.0,
            "#222222",
            "start",
            "bold",
            &format!("Hand {} of {}", t.hand, t.hands),
        );
        let mut line = String::from("Totals:");
        for (s, total) in t.points.iter().enumerate() {
            let _ = write!(line, " {} {total}", SeatName(PlayerId::from_const(s as u8)));
        }
        svg.text(x + 10.0, 46.0, 12.0, "#333333", "start", "normal", &line);
    }
}

/// The trick: each card between the centre and the seat that played it.
fn draw_trick(svg: &mut SvgWriter, view: &View, bottom: usize) {
    let hand = &view.public;
    let n = view.players();
    let leader = hand.trick_leader().index();
    for (i, card) in hand.trick().iter().enumerate() {
        let seat = (leader + i) % n;
        let (sx, sy) = view.place(seat, bottom);
        let (cx, cy) = (WIDTH / 2.0 + (sx - WIDTH / 2.0) * 0.42, TABLE_Y + 8.0 + (sy - TABLE_Y) * 0.38);
        svg.open_group(&format!(
            "class=\"trick-card\" aria-label=\"{} played {card}\" role=\"img\"",
            SeatName(PlayerId::from_const(seat as u8))
        ));
        card_face(svg, cx - CARD_W / 2.0, cy - CARD_H / 2.0, *card);
        svg.close_group();
    }
}

/// One seat's place: name, dealer button, bid, tricks won, face-down cards counted, méchoune marks.
fn draw_seat(svg: &mut SvgWriter, view: &View, seat: usize, bottom: usize) {
    let hand = &view.public;
    let id = PlayerId::from_const(seat as u8);
    let (x, y) = view.place(seat, bottom);
    let name = format!("{}", SeatName(id));
    let (w, h) = (150.0, 64.0);
    let (left, top) = (x - w / 2.0, y - h / 2.0);
    svg.open_target(&format!("seat-{name}"), &name, "seat");
    let bid = hand.bid_of(id).map_or_else(|| String::from("no bid"), |b| format!("bid {}", b.tricks));
    svg.element_desc(&format!("{} cards, {bid}, {} tricks won", view.sizes[seat], hand.tricks_won(id)));
    let on_turn = matches!(hand.phase(), Phase::Auction | Phase::Play) && hand.to_act() == Some(id);
    let frame = if on_turn {
        "stroke=\"#f2c94c\" stroke-width=\"4\" rx=\"8\""
    } else {
        "stroke=\"#444444\" stroke-width=\"1\" rx=\"8\""
    };
    svg.rect(left, top, w, h, "#fbf8f1", frame);
    let you = if view.viewer == Some(id) { " (you)" } else { "" };
    svg.text(left + 8.0, top + 13.0, 14.0, "#222222", "start", "bold", &format!("{name}{you}"));
    if hand.dealer() == id {
        svg.circle(left + w - 14.0, top + 13.0, 9.0, "#ffffff", "stroke=\"#222222\" stroke-width=\"1.2\"");
        svg.text(left + w - 14.0, top + 13.5, 11.0, "#222222", "middle", "bold", "D");
    }
    svg.text(
        left + 8.0,
        top + 31.0,
        12.0,
        "#333333",
        "start",
        "normal",
        &format!("{bid} \u{b7} won {}", hand.tricks_won(id)),
    );
    // The cards in hand, face down: a fan of backs and the count (the viewer's own are face up below).
    let count = view.sizes[seat];
    let backs = if view.viewer == Some(id) { 0 } else { count.min(14) };
    for i in 0..backs {
        let bx = left + 8.0 + 5.0 * units(i);
        svg.rect(bx, top + 41.0, 12.0, 17.0, "#3b4f9b", "stroke=\"#e8ecf8\" stroke-width=\"0.8\" rx=\"1.5\"");
    }
    svg.text(
        left + 8.0 + 5.0 * units(backs) + if backs == 0 { 0.0 } else { 14.0 },
        top + 50.0,
        12.0,
        "#333333",
        "start",
        "normal",
        &format!("{count} cards"),
    );
    if let Some((by, target)) = hand.mechoune() {
        if target == id {
            let mark = if hand.is_chouned() { "choune" } else { "méchouned" };
            svg.rect(left + w - 74.0, top - 10.0, 72.0, 18.0, "#b71c1c", "rx=\"9\"");
            svg.text(left + w - 38.0, top - 1.0, 11.0, "#ffffff", "middle", "bold", mark);
        } else if by == id {
            svg.rect(left + w - 74.0, top - 10.0, 72.0, 18.0, "#e57373", "rx=\"9\"");
            svg.text(left + w - 38.0, top - 1.0, 11.0, "#ffffff", "middle", "bold", "méchoune");
        }
    }
    svg.close_group();
}

/// The viewer's cards, face up under the table; the ones it may play now raised. Nothing when no seat views.
fn draw_own_hand(svg: &mut SvgWriter, view: &View, y: f32, options: &SvgOptions) {
    if view.viewer.is_none() {
        svg.text(
            WIDTH / 2.0,
            y + CARD_H / 2.0,
            14.0,
            "#555555",
            "middle",
            "normal",
            "Public view: every hand is face down",
        );
        return;
    }
    let cards: Vec<Card> = view.own.iter().collect();
    let playable: Vec<Card> =
        view.actions.iter().filter_map(|m| if let Move::Play(c) = m { Some(*c) } else { None }).collect();
    let step = (CARD_W + 6.0).min((WIDTH - 40.0 - CARD_W) / units(cards.len().max(1)));
    let total = step * units(cards.len().saturating_sub(1)) + CARD_W;
    let left = (WIDTH - total) / 2.0;
    for (i, card) in cards.iter().enumerate() {
        let name = format!("{card}");
        let x = left + step * units(i);
        let lift = if playable.contains(card) { -10.0 } else { 0.0 };
        svg.open_target(&format!("card-{}", id_safe(&name)), &name, "card");
        let may = if playable.contains(card) { ", may be played" } else { "" };
        svg.element_desc(&format!("{}{may}", card_words(*card)));
        card_face(svg, x, y + lift, *card);
        if let Some(kind) = options.highlight_of(&name) {
            let stroke = kind.colour();
            svg.rect(
                x - 2.0,
                y + lift - 2.0,
                CARD_W + 4.0,
                CARD_H + 4.0,
                "none",
                &format!("class=\"{}\" stroke=\"{stroke}\" stroke-width=\"3\" rx=\"6\"", kind.name()),
            );
        }
        svg.close_group();
    }
}

/// How many rows of buttons the viewer's bids and doublings take.
fn bid_rows(view: &View) -> usize {
    let buttons = view.actions.iter().filter(|m| !matches!(m, Move::Play(_))).count();
    buttons.div_ceil(12)
}

/// The viewer's bids, méchounes and choune as buttons, in the order of its legal actions.
fn draw_actions(svg: &mut SvgWriter, view: &View, y: f32) {
    let buttons: Vec<&Move> = view.actions.iter().filter(|m| !matches!(m, Move::Play(_))).collect();
    for (i, mv) in buttons.iter().enumerate() {
        let name = format!("{mv}");
        let w = 52.0;
        let x = 30.0 + 60.0 * units(i % 12);
        let row_y = y + 30.0 * units(i / 12);
        let (id, label, fill) = match mv {
            Move::Bid(bid) => (format!("bid-{}", id_safe(&format!("{bid}"))), name.clone(), "#fdfbf5"),
            Move::Mechoune { target, .. } => {
                (format!("mechoune-{}", SeatName(*target)), name.clone(), "#ffcdd2")
            }
            Move::Choune(_) => (String::from("choune"), name.clone(), "#ef9a9a"),
            _ => (format!("action-{}", id_safe(&name)), name.clone(), "#eeeeee"),
        };
        svg.open_target(&id, &label, "action");
        svg.rect(x, row_y, w, 24.0, fill, "stroke=\"#555555\" stroke-width=\"1\" rx=\"5\"");
        let short = match mv {
            Move::Mechoune { target, .. } => format!("méch. {}", SeatName(*target)),
            Move::Choune(_) => String::from("choune"),
            _ => name,
        };
        svg.text(x + w / 2.0, row_y + 12.0, 12.0, "#222222", "middle", "bold", &short);
        svg.close_group();
    }
}

/// A card face: the corner index (rank and suit; underlined for the marked pack, as on the cards) and a
/// large suit symbol.
fn card_face(svg: &mut SvgWriter, x: f32, y: f32, card: Card) {
    let (symbol, ink) = suit_symbol(card.suit());
    svg.rect(x, y, CARD_W, CARD_H, "#fffdf7", "stroke=\"#555555\" stroke-width=\"1\" rx=\"5\"");
    let rank = card.rank().symbol();
    let size = if rank.len() > 1 { 11.0 } else { 15.0 };
    svg.text(x + 5.0, y + 11.0, size, ink, "start", "bold", rank);
    svg.text(x + 5.0, y + 25.0, 13.0, ink, "start", "normal", symbol);
    if card.pack() == Pack::Marked {
        svg.line(
            (x + 4.0, y + 19.0),
            (x + 4.0 + if rank.len() > 1 { 20.0 } else { 11.0 }, y + 19.0),
            ink,
            1.2,
        );
    }
    svg.text(x + CARD_W / 2.0 + 4.0, y + CARD_H / 2.0 + 8.0, 26.0, ink, "middle", "normal", symbol);
}
