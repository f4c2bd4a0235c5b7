//! `games play`: interactive play in the terminal. Bad input is answered with a message, never a crash.
//!
//! Every person at the table may act whenever the rules let them: on turn at their prompt, and out of turn
//! (a double or redouble in a game that has them) whenever a window is open. The tool says when a window opens for a
//! person; if a non-human seat could act then (it is on turn, or has an out-of-turn action open), the person
//! is asked first, even when on turn (an empty line lets the others act), so no bot takes a window before
//! the people had it. At any prompt, any person may type their own out-of-turn action: a move that names its
//! seat (`P3 mechoune P1`) is played for that seat, and one without its seat (`choune`, `mechoune P4`) for
//! the one person who may take it.

use std::collections::VecDeque;
use std::io::Write;

use abstract_game::{PlayerId, Status};

use crate::bots::{BotSpec, BudgetSpec};
use crate::commands::on_turn;
use crate::error::CliError;
use crate::input::{Line, Prompter};
use crate::listing;
use crate::seats::SeatKind;
use crate::session::Session;
use crate::table::{Step, Table};
use crate::undo;

const HELP: &str = "type a move in the game's notation, or: moves [FILTER] (the legal moves, one per line; \
FILTER: the start of a move or a square it uses), undo (take back your last move and the replies since), \
board, position, help, quit; help rules (the game's goal and rules), help notation (how to write a move)";

/// What to show: with people at the table, what `viewer` (else the person on turn, else the first person)
/// may see, so hidden hands stay hidden; with only non-human seats, the whole board.
fn picture(session: &dyn Session, seats: &[SeatKind], viewer: Option<PlayerId>) -> String {
    let human = |s: &PlayerId| seats.get(s.index()).is_some_and(|k| k.is_human());
    let on_turn = session.status().to_move().filter(human);
    let first = PlayerId::all(seats.len()).find(human);
    let board = match viewer.filter(human).or(on_turn).or(first) {
        Some(seat) => session.view(seat),
        None => session.board(),
    };
    crate::help::with_legend(&board, session)
}

/// "You play White; Black: random." (or the seats of several people): said once at the start.
fn seats_words(session: &dyn Session, seats: &[SeatKind]) -> String {
    let kind = |s: PlayerId| seats.get(s.index()).copied().unwrap_or(SeatKind::Random);
    let all = || PlayerId::all(session.num_players());
    let people: Vec<String> = all().filter(|&s| kind(s).is_human()).map(|s| session.seat_name(s)).collect();
    let others: Vec<String> = all()
        .filter(|&s| !kind(s).is_human())
        .map(|s| format!("{}: {}", session.seat_name(s), kind(s)))
        .collect();
    let you = if people.is_empty() {
        "Nobody here is a person".to_string()
    } else {
        format!("You play {}", people.join(", "))
    };
    if others.is_empty() { format!("{you}.") } else { format!("{you}; {}.", others.join(", ")) }
}

/// What a person's line came to.
enum Reply {
    /// Nothing changed: ask again (a command, a refused move). An empty line at an out-of-turn prompt passes.
    Stay,
    /// An empty line: the person lets the game go on.
    Pass,
    /// A move was played or taken back: the state changed.
    Changed,
    /// The person quit.
    Quit,
}

/// A game being played at the terminal.
struct Game<'s, 'i, I, O> {
    session: &'s mut dyn Session,
    seats: &'s [SeatKind],
    table: Table<'s>,
    input: &'i mut I,
    out: &'i mut O,
    /// The out-of-turn windows people were told about and that are still open.
    told: Vec<(PlayerId, String)>,
    /// People with a newly opened window, to ask before a non-human seat on turn moves.
    to_ask: VecDeque<PlayerId>,
    /// Whether the state changed since the last picture (nature's outcomes are not shown one by one).
    stale_picture: bool,
    /// The move an empty line plays at the current on-turn prompt (see [`Session::enter_move`]).
    enter: Option<String>,
    /// The seed of the table, for the seats that play on once the people are out.
    seed: u64,
    /// Whether the people, all out of the game, were asked to end it or watch.
    asked_out: bool,
    /// A line typed at the pager that was not Enter: the next prompt's answer.
    pending: Option<String>,
}

/// Moves shown at a time by `moves`; a longer list waits for Enter between pages.
pub const PAGE: usize = 20;

/// Runs a game with the given seats, reading the people's moves from `input`.
pub fn play(
    session: &mut dyn Session,
    seats: &[SeatKind],
    seed: u64,
    input: &mut impl Prompter,
    out: &mut impl Write,
) -> Result<(), CliError> {
    writeln!(out, "{HELP}")?;
    writeln!(out, "{}", seats_words(session, seats))?;
    // At a chance node (a deal about to start) the board is shown once nature has acted.
    let dealing = session.status().is_chance();
    if !dealing {
        writeln!(out, "{}", picture(session, seats, None))?;
    }
    let mut game = Game {
        session,
        seats,
        table: Table::new(seats, seed),
        input,
        out,
        told: Vec::new(),
        to_ask: VecDeque::new(),
        stale_picture: dealing,
        enter: None,
        seed,
        asked_out: false,
        pending: None,
    };
    if game.run()? {
        return Ok(());
    }
    let session = &*game.session;
    match session.outcome() {
        Some(outcome) => writeln!(game.out, "game over: {}", outcome.named(|seat| session.seat_name(seat)))?,
        None => writeln!(game.out, "game over")?,
    }
    Ok(())
}

impl<I: Prompter, O: Write> Game<'_, '_, I, O> {
    fn is_person(&self, seat: PlayerId) -> bool {
        self.seats.get(seat.index()).is_some_and(|k| k.is_human())
    }

    fn name(&self, seat: PlayerId) -> String {
        self.session.seat_name(seat)
    }

    /// Plays until the game ends (`Ok(false)`) or the person quits or input ends (`Ok(true)`).
    fn run(&mut self) -> Result<bool, CliError> {
        loop {
            if let Some(quit) = self.when_people_are_out()? {
                return Ok(quit);
            }
            self.tell_windows()?;
            if self.others_may_act()
                && let Some(seat) = self.to_ask.pop_front()
            {
                self.show_if_stale(Some(seat))?;
                let prompt = if self.session.status() == Status::ToMove(seat) {
                    format!(
                        "{}, out of turn before your move (Enter lets the others act first)> ",
                        self.name(seat)
                    )
                } else {
                    format!("{}, out of turn (Enter lets the game go on)> ", self.name(seat))
                };
                match self.ask(seat, &prompt)? {
                    Reply::Quit => return Ok(true),
                    Reply::Stay => self.to_ask.push_front(seat),
                    Reply::Pass | Reply::Changed => {}
                }
                continue;
            }
            match self.table.step(self.session) {
                Step::Over => return Ok(false),
                Step::Chance(mv) => {
                    // A dealt card would give away a hand: with secrets at the table the seat's view says what
                    // it may know instead (shown before the next prompt).
                    if !self.session.has_secrets() {
                        writeln!(self.out, "chance: {mv}")?;
                    }
                    self.stale_picture = true;
                }
                Step::Played { seat, mv, out_of_turn } => self.after_move(seat, &mv, out_of_turn)?,
                Step::Person(seat) => {
                    // Prompted on turn, the person may take its out-of-turn actions here too.
                    self.to_ask.retain(|&s| s != seat);
                    self.show_if_stale(Some(seat))?;
                    self.enter = self.session.enter_move();
                    let enter = self.enter.as_ref().map_or(String::new(), |mv| format!(" (Enter: {mv})"));
                    let prompt = format!("{} (you){enter}> ", on_turn(&*self.session));
                    let reply = self.ask(seat, &prompt);
                    self.enter = None;
                    if let Reply::Quit = reply? {
                        return Ok(true);
                    }
                }
            }
        }
    }

    /// Whether a seat no person plays could act before the next person's prompt: it is on turn, or it has an
    /// out-of-turn action open. Then the people with a newly opened window are asked first, so a bot never
    /// takes an out-of-turn action before the people at the table had the same chance.
    fn others_may_act(&self) -> bool {
        let on_turn = self.session.status().to_move();
        PlayerId::all(self.session.num_players())
            .filter(|&s| !self.is_person(s))
            .any(|s| on_turn == Some(s) || !self.session.out_of_turn_moves(s).is_empty())
    }

    /// Once every person at the table is out of a game the others play on (a game whose `Presentation::is_out` says so), asks whether to end
    /// it here (`Some(true)`: left unfinished) or watch the others play it to the end (`Some(false)`: played
    /// out). `None`: somebody is still in, or they were asked already.
    fn when_people_are_out(&mut self) -> Result<Option<bool>, CliError> {
        let people: Vec<PlayerId> =
            PlayerId::all(self.session.num_players()).filter(|&s| self.is_person(s)).collect();
        let all_out = !people.is_empty() && people.iter().all(|&s| self.session.is_out(s));
        if self.asked_out || !all_out || self.session.status().is_over() {
            return Ok(None);
        }
        self.asked_out = true;
        let names: Vec<String> = people.iter().map(|&s| format!("{} (you)", self.name(s))).collect();
        let question = format!(
            "{} {} out of the game. Type `end` to stop here or `watch` to see the others play to the end> ",
            names.join(" and "),
            if people.len() == 1 { "is" } else { "are" }
        );
        loop {
            let answer = match self.input.prompt_line(&question, self.out)? {
                Line::End => return Ok(Some(true)),
                Line::NotUtf8 => String::new(),
                Line::Text(line) => line.trim().to_lowercase(),
            };
            match answer.as_str() {
                "end" | "e" | "quit" => {
                    writeln!(self.out, "game left unfinished")?;
                    return Ok(Some(true));
                }
                "watch" | "w" => {
                    self.play_on()?;
                    return Ok(Some(false));
                }
                _ => writeln!(self.out, "answer end or watch")?,
            }
        }
    }

    /// Plays the game to its end without the people (all out): bots at their default iteration budget (a
    /// time budget was for a person waiting), nothing asked, only what the table is told shown; then the
    /// final picture.
    fn play_on(&mut self) -> Result<(), CliError> {
        let seats: Vec<SeatKind> = self
            .seats
            .iter()
            .map(|&kind| match kind {
                SeatKind::Bot(spec) if matches!(spec.budget, Some(BudgetSpec::Time(_))) => {
                    SeatKind::Bot(BotSpec { budget: None, ..spec })
                }
                SeatKind::Human => SeatKind::Random,
                other => other,
            })
            .collect();
        let mut table = Table::new(&seats, self.seed);
        let mut plies = 0_u64;
        loop {
            match table.step(self.session) {
                Step::Over | Step::Person(_) => break,
                Step::Chance(_) => {}
                Step::Played { .. } => {
                    plies += 1;
                    if let Some(story) = self.session.narrate() {
                        writeln!(self.out, "{story}")?;
                    }
                }
            }
        }
        writeln!(self.out, "{plies} moves later:")?;
        writeln!(self.out, "{}", picture(&*self.session, self.seats, None))?;
        Ok(())
    }

    /// Tells people about out-of-turn windows newly open to them, and queues those to ask.
    fn tell_windows(&mut self) -> Result<(), CliError> {
        let people: Vec<PlayerId> =
            PlayerId::all(self.session.num_players()).filter(|&s| self.is_person(s)).collect();
        let open: Vec<(PlayerId, String)> = people
            .iter()
            .flat_map(|&seat| self.session.out_of_turn_moves(seat).into_iter().map(move |mv| (seat, mv)))
            .collect();
        for (seat, mv) in &open {
            if !self.told.contains(&(*seat, mv.clone())) {
                writeln!(self.out, "{} may {} now: type `{mv}`", self.name(*seat), self.session.offer(mv))?;
                if !self.to_ask.contains(seat) {
                    self.to_ask.push_back(*seat);
                }
            }
        }
        // Windows that closed are forgotten, so one that opens again (next hand) is told again; nobody is
        // asked about a window that closed meanwhile.
        self.to_ask.retain(|s| open.iter().any(|(seat, _)| seat == s));
        self.told = open;
        Ok(())
    }

    fn show_if_stale(&mut self, viewer: Option<PlayerId>) -> Result<(), CliError> {
        if self.stale_picture {
            writeln!(self.out, "{}", picture(&*self.session, self.seats, viewer))?;
            self.stale_picture = false;
        }
        Ok(())
    }

    /// Tells the table about a move just played, what it did, and shows the board (unless nature acts next:
    /// a deal is shown once dealt, never as an empty table).
    fn after_move(&mut self, seat: PlayerId, mv: &str, out_of_turn: bool) -> Result<(), CliError> {
        let when = if out_of_turn { " (out of turn)" } else { "" };
        writeln!(self.out, "{} plays {}{when}", self.name(seat), self.session.announce(mv))?;
        if let Some(story) = self.session.narrate() {
            writeln!(self.out, "{story}")?;
        }
        if self.session.status().is_chance() {
            self.stale_picture = true;
        } else {
            writeln!(self.out, "{}", picture(&*self.session, self.seats, None))?;
            self.stale_picture = false;
        }
        Ok(())
    }

    /// Prompts `seat` and handles one line.
    fn ask(&mut self, seat: PlayerId, prompt: &str) -> Result<Reply, CliError> {
        let read = match self.pending.take() {
            Some(line) => Line::Text(line),
            None => self.input.prompt_line(prompt, self.out)?,
        };
        let line = match read {
            Line::End => {
                writeln!(self.out, "\nend of input: game left unfinished")?;
                return Ok(Reply::Quit);
            }
            Line::NotUtf8 => {
                writeln!(self.out, "not UTF-8, ignored")?;
                return Ok(Reply::Stay);
            }
            Line::Text(line) => line,
        };
        let line = line.trim();
        let (command, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        // Commands are words, read in any letter case (`Moves`, `HELP Rules`); a move goes on as typed.
        let (command, rest) = (command.to_lowercase(), rest.trim().to_lowercase());
        match (command.as_str(), rest.as_str()) {
            ("", _) => match self.enter.clone() {
                Some(mv) => return self.play_line(seat, &mv),
                None => return Ok(Reply::Pass),
            },
            ("quit" | "exit", "") => {
                writeln!(self.out, "bye")?;
                return Ok(Reply::Quit);
            }
            ("help" | "?", "") => writeln!(self.out, "{HELP}")?,
            ("help", "rules") => writeln!(self.out, "{}", self.session.rules_help())?,
            ("help", "notation") => {
                let people: Vec<PlayerId> =
                    PlayerId::all(self.session.num_players()).filter(|&s| self.is_person(s)).collect();
                writeln!(self.out, "{}", crate::help::notation(&*self.session, &people))?;
            }
            ("board", "") => writeln!(self.out, "{}", picture(&*self.session, self.seats, Some(seat)))?,
            ("position", "") if self.session.has_secrets() => {
                writeln!(self.out, "not shown: the position string would reveal every seat's secrets")?;
            }
            ("position", "") => writeln!(self.out, "{}", self.session.position())?,
            ("moves", filter) => self.list_moves(filter)?,
            ("undo", "") => return self.undo(),
            _ => return self.play_line(seat, line),
        }
        Ok(Reply::Stay)
    }

    /// `moves [FILTER]`: the moves of the person on turn, then the people's open out-of-turn actions, one
    /// per line. A non-human seat's moves are not listed (they would show its cards).
    fn list_moves(&mut self, filter: &str) -> Result<(), CliError> {
        let mut list: Vec<String> = Vec::new();
        if self.session.status().to_move().is_some_and(|s| self.is_person(s)) {
            list.extend(self.session.moves().into_iter().map(|(mv, _)| mv));
        }
        for seat in PlayerId::all(self.session.num_players()).filter(|&s| self.is_person(s)) {
            for mv in self.session.out_of_turn_moves(seat) {
                if !list.contains(&mv) {
                    list.push(mv);
                }
            }
        }
        let shown: Vec<&String> = list.iter().filter(|mv| listing::matches(mv, filter)).collect();
        if shown.is_empty() && !list.is_empty() {
            writeln!(self.out, "no move matches `{filter}` ({} legal moves)", list.len())?;
        } else if list.is_empty() {
            writeln!(self.out, "no move for a person now")?;
        }
        let total = shown.len();
        for (page, moves) in shown.chunks(PAGE).enumerate() {
            for mv in moves {
                writeln!(self.out, "{mv}")?;
            }
            let listed = (page * PAGE + moves.len()).min(total);
            if listed < total && !self.more(listed, total)? {
                break;
            }
        }
        Ok(())
    }

    /// Between two pages of a long list: whether to go on (Enter). Any other line stops the list and is
    /// read as the answer to the next prompt, so a move seen on the page can be typed right away.
    fn more(&mut self, listed: usize, total: usize) -> Result<bool, CliError> {
        let more = format!("-- {listed} of {total} moves: Enter for more, or type a move or command --");
        match self.input.prompt_line(&more, self.out)? {
            Line::Text(line) if line.trim().is_empty() => Ok(true),
            Line::Text(line) => {
                self.pending = Some(line);
                Ok(false)
            }
            Line::NotUtf8 | Line::End => Ok(false),
        }
    }

    /// Plays a person's move: for the seat prompted if it may play it, else for the one person who may (an
    /// out-of-turn action names its seat).
    fn play_line(&mut self, prompted: PlayerId, text: &str) -> Result<Reply, CliError> {
        let hint = "(type 'moves' for the legal moves)";
        let people: Vec<PlayerId> =
            PlayerId::all(self.session.num_players()).filter(|&s| self.is_person(s)).collect();
        let kindly = crate::typing::read_kindly(&*self.session, &people, text);
        let text = kindly.as_str();
        let (canonical, may) = match (self.session.who_may_play(text), self.own_action(text)) {
            (Ok(found), _) if !found.1.is_empty() => found,
            (_, Ok(Some(found))) | (Ok(found), Ok(None)) => found,
            (_, Err(why)) => {
                writeln!(self.out, "not played: {why}")?;
                return Ok(Reply::Stay);
            }
            (Err(why), Ok(None)) => {
                writeln!(self.out, "not played: {why} {hint}")?;
                return Ok(Reply::Stay);
            }
        };
        let people: Vec<PlayerId> = may.iter().copied().filter(|&s| self.is_person(s)).collect();
        let seat = if people.contains(&prompted) {
            prompted
        } else if let [only] = people[..] {
            only
        } else if let Some(&other) = may.first() {
            writeln!(self.out, "not played: {canonical} is {}'s to play, not a person's", self.name(other))?;
            return Ok(Reply::Stay);
        } else {
            // Legal for nobody: the game's own reason when the prompted seat is on turn.
            let why = if self.session.status() == Status::ToMove(prompted) {
                self.session
                    .play_as(prompted, text)
                    .err()
                    .map_or_else(|| "illegal move".to_string(), |e| e.to_string())
            } else {
                format!("{canonical} is not open to anyone now")
            };
            writeln!(self.out, "not played: {why} {hint}")?;
            return Ok(Reply::Stay);
        };
        let out_of_turn = self.session.out_of_turn_moves(seat).contains(&canonical);
        match self.session.play_as(seat, &canonical) {
            Ok(mv) => {
                self.table.state_changed();
                self.after_move(seat, &mv, out_of_turn)?;
                Ok(Reply::Changed)
            }
            Err(why) => {
                writeln!(self.out, "not played: {why} {hint}")?;
                Ok(Reply::Stay)
            }
        }
    }

    /// An out-of-turn action typed without its seat (`choune`, `mechoune P4`): the action of the one person
    /// who may take it now, read as if that person's seat name came first. `Ok(None)` when no person may;
    /// an error naming the forms to type when several people may.
    fn own_action(&self, text: &str) -> Result<Option<(String, Vec<PlayerId>)>, String> {
        let mut found: Vec<(String, Vec<PlayerId>)> = Vec::new();
        for seat in PlayerId::all(self.session.num_players()).filter(|&s| self.is_person(s)) {
            let named = format!("{} {}", self.name(seat), text.trim());
            let open = self.session.out_of_turn_moves(seat);
            let parsed = self.session.who_may_play(&named).ok().map(|(canonical, _)| canonical);
            // Read by the game's parser, or in any letter case and with or without the accent (`Méchoune p4`).
            let fold = |text: &str| crate::typing::fold(text).replace('é', "e");
            let folded = fold(&named);
            if let Some(mv) = open.iter().find(|mv| parsed.as_ref() == Some(mv) || fold(mv) == folded) {
                found.push((mv.clone(), vec![seat]));
            }
        }
        match found.len() {
            0 => Ok(None),
            1 => Ok(found.pop()),
            _ => {
                let forms: Vec<String> = found.iter().map(|(mv, _)| format!("`{mv}`")).collect();
                Err(format!("several people may {text}: type {}", forms.join(" or ")))
            }
        }
    }

    /// `undo`: see [`crate::undo`].
    fn undo(&mut self) -> Result<Reply, CliError> {
        let history = self.session.history();
        let plan = match undo::plan(&history, self.seats, self.session.has_secrets()) {
            Ok(plan) => plan,
            Err(why) => {
                writeln!(self.out, "not taken back: {why}")?;
                return Ok(Reply::Stay);
            }
        };
        let names: Vec<String> = PlayerId::all(self.session.num_players()).map(|s| self.name(s)).collect();
        let (seats, input, out) = (self.seats, &mut *self.input, &mut *self.out);
        let mut failure = None;
        let mut ballot = |voter: PlayerId| -> bool {
            let name = names.get(voter.index()).cloned().unwrap_or_default();
            let kind = seats.get(voter.index()).copied().unwrap_or(SeatKind::Random);
            let agrees = if voter == plan.asker {
                true
            } else if kind.is_human() {
                let question =
                    format!("{name}, agree to take back {}? (yes/no)> ", undo::plies_words(plan.plies));
                match ask_yes_no(input, out, &question) {
                    Ok(yes) => yes,
                    Err(e) => {
                        failure = Some(e);
                        false
                    }
                }
            } else {
                kind.approves_take_back()
            };
            let _ = writeln!(out, "{name} votes {}", if agrees { "for" } else { "against" });
            agrees
        };
        let result = self.session.take_back(plan.plies, &mut ballot);
        if let Some(e) = failure {
            return Err(e);
        }
        match result {
            Ok(()) => {
                let whose = &names[plan.asker.index()];
                let plies = undo::plies_words(plan.plies);
                writeln!(self.out, "took back {plies}: {whose}'s last move and the replies since")?;
                // Nature's outcomes taken back come again as they fell: undo is never a re-roll.
                let kept = history.len() - plan.plies;
                let outcomes: Vec<String> = history[kept..]
                    .iter()
                    .filter(|ply| ply.seat.is_none())
                    .map(|ply| ply.text.clone())
                    .collect();
                if !outcomes.is_empty() {
                    writeln!(
                        self.out,
                        "chance stays as it fell: {} again, in that order",
                        outcomes.join(", ")
                    )?;
                }
                self.table.keep_outcomes(outcomes);
                self.table.state_changed();
                self.told.clear();
                self.to_ask.clear();
                writeln!(self.out, "{}", picture(&*self.session, self.seats, None))?;
                self.stale_picture = false;
                Ok(Reply::Changed)
            }
            Err(why) => {
                writeln!(self.out, "not taken back: {why}")?;
                Ok(Reply::Stay)
            }
        }
    }
}

/// Asks a yes/no question until answered; the end of input (or a line that is not UTF-8 at the end) is no.
fn ask_yes_no(input: &mut impl Prompter, out: &mut impl Write, question: &str) -> Result<bool, CliError> {
    loop {
        match input.prompt_line(question, out)? {
            Line::End => return Ok(false),
            Line::NotUtf8 => writeln!(out, "not UTF-8, ignored")?,
            Line::Text(line) => match line.trim().to_lowercase().as_str() {
                "y" | "yes" => return Ok(true),
                "n" | "no" => return Ok(false),
                _ => writeln!(out, "answer yes or no")?,
            },
        }
    }
}
