//! Il Bastardo's tarot-objectives variant ("Bastardo a obiettivi") as front ends present it: the deal (cards drawn
//! as chance nodes, played by the tool) and the board game. Objectives are secret: during `play`, each person
//! sees the board, its own cards and objectives, and what the others declared, drawn from the seat's
//! observation ([`TarotGame::observe_seat`]) so nothing else can show; the cards kept and the objectives
//! picked by the others are announced without the card.

use std::fmt::Write as _;

use abstract_game::{PlayerId, Status};
use chess4_bastardo::Seat;
use chess4_bastardo::tarot::{Goal, Stage, TarotEnding, TarotGame, TarotMove, TarotRules};

use super::{Colour, Presentation};
use crate::Ply;
use crate::bots::Capabilities;

/// What a seat is doing in the deal, in words.
fn stage_words(stage: Stage) -> &'static str {
    match stage {
        Stage::FirstDraw => "draws its card",
        Stage::MajorHand => "drew a major arcanum: draws four minor cards",
        Stage::ChooseOne => "chooses one card of its hand",
        Stage::MustDeclare => "must declare its objective",
        Stage::SecondDraws => "objective 2: draws its two objectives",
        Stage::ChooseTwo => "objective 2: chooses among its hand",
        Stage::Replacement => "draws a new objective",
        Stage::Pick => "objective 9: picks its objective",
        Stage::Confirm => "confirms its objective",
        Stage::Vote => "votes on a new deal",
        Stage::Done => "dealt",
    }
}

/// One objective: `5 (five pawns, declared)`, or `? (secret)` for one the observer cannot see.
fn goal_words(goal: Goal) -> String {
    let Some(objective) = goal.objective() else { return "? (secret)".to_string() };
    let state = if goal.is_achieved() {
        "reached"
    } else if goal.is_declared() {
        "declared"
    } else {
        "secret"
    };
    format!("{objective} ({}, {state})", objective.name())
}

fn seats_words(mask: u8) -> String {
    let names: Vec<&str> =
        Seat::ALL.into_iter().filter(|s| mask & (1 << s.index()) != 0).map(Seat::name).collect();
    if names.is_empty() { "none (piece count)".to_string() } else { names.join(" and ") }
}

/// The board, the deal and every seat's cards and objectives as far as `game` shows them: everything for a
/// real game, only what the observer may know for an observation's view (unknown cards there are `?`).
/// `me` marks the observer.
fn describe(game: &TarotGame, me: Option<Seat>) -> String {
    let mut out = game.board().pretty();
    // The base board's last line says who moves in the base game; the variant says it below.
    if let Some(cut) = out.trim_end().rfind('\n') {
        out.truncate(cut + 1);
    }
    let phase = if game.is_playing() { "board game" } else { "deal" };
    let _ = write!(out, "{phase}: {} cards left in the deck", game.deck().len());
    if game.redeals() > 0 {
        let _ = write!(out, ", {} new deal(s)", game.redeals());
    }
    out.push('\n');
    if game.has_alliance() {
        out.push_str("alliances (parasite declared): Red with Yellow, Blue with Green\n");
    }
    for seat in Seat::ALL {
        let label = if me == Some(seat) { format!("{} (you)", seat.name()) } else { seat.name().to_string() };
        let _ = write!(out, "{label:<6}:");
        if !game.is_playing() {
            let _ = write!(out, " {};", stage_words(game.stage(seat)));
        }
        if game.is_nine(seat) {
            out.push_str(" drew 9 (eliminating it wins);");
        }
        let goals: Vec<String> = game.goals(seat).iter().copied().map(goal_words).collect();
        let goals = if goals.is_empty() { "none yet".to_string() } else { goals.join(", ") };
        let _ = write!(out, " objectives {goals}");
        let hand = game.hand(seat);
        if !hand.is_empty() {
            let cards: Vec<String> = hand.iter().map(ToString::to_string).collect();
            let _ = write!(out, "; hand {}", cards.join(" "));
        }
        if game.is_playing() {
            let _ = write!(out, "; pawns taken {}", game.pawns_taken(seat));
            // The check run is kept by its own player only ("non deve essere esplicito"): a person sees its
            // own, the full board every seat's.
            if me.is_none_or(|m| m == seat) {
                let _ = write!(out, ", check run {}", game.check_run(seat));
            }
            if let Some(sq) = game.death_square(seat) {
                let _ = write!(out, "; Death on {sq}");
            } else if game.death_is_held(seat) {
                out.push_str("; Death taken, waits to come back");
            }
            if let Some(by) = game.eliminated_by(seat) {
                let _ = write!(out, "; eliminated by {}", by.name());
            } else if game.is_retired(seat) {
                out.push_str("; retired");
            }
        }
        out.push('\n');
    }
    match game.status() {
        Status::Chance => out.push_str("next: a card is drawn\n"),
        Status::ToMove(player) => {
            let name = Seat::from_player_id(player).map_or("?", Seat::name);
            let _ = writeln!(out, "{name} to {}", if game.is_playing() { "move" } else { "decide" });
        }
        Status::Over => {
            let why = match game.ending() {
                Some(TarotEnding::Objective(seat)) => format!("{} reached its objective", seat.name()),
                Some(TarotEnding::LastStanding) => "last standing".to_string(),
                Some(TarotEnding::NoProgress) => "no-progress limit".to_string(),
                None => "over".to_string(),
            };
            // An observer's view cannot judge the secret objectives (Death's end-of-game win): the outcome,
            // printed by the tool, says who won.
            match me {
                None => {
                    let _ = writeln!(out, "game over ({why}); winners: {}", seats_words(game.winners()));
                }
                Some(_) => {
                    let _ = writeln!(out, "game over ({why})");
                }
            }
        }
    }
    out
}

impl Presentation for TarotGame {
    /// A board move's squares (`e2e4`), the square Death comes back on (`@a1`), the card chosen from the hand
    /// (`choose:P`: the card `P`); the declarations, keeps, picks, votes and nature's draws are buttons.
    fn move_parts(&self, mv: TarotMove) -> Vec<String> {
        match mv {
            TarotMove::Board(_) | TarotMove::Enter(_) => super::named_squares(&mv.to_string()),
            TarotMove::Choose(card) => vec![card.to_string()],
            _ => Vec::new(),
        }
    }

    fn board(&self) -> String {
        describe(self, None)
    }

    /// Out: eliminated, or retired from the board.
    fn is_out(&self, seat: PlayerId) -> bool {
        Seat::from_player_id(seat).is_some_and(|s| !self.is_in(s))
    }

    fn narrate(&self, history: &[Ply<Self>]) -> Option<String> {
        let last = history.last()?;
        super::chess4_bastardo::eliminations(last.before.board(), self.board(), last.seat)
    }

    fn has_secrets(&self) -> bool {
        true
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::chess4::tarot_capabilities()
    }

    /// Drawn from the seat's observation only, so no secret of another seat can show.
    fn view(&self, seat: PlayerId) -> String {
        match Seat::from_player_id(seat) {
            Some(seat) => describe(self.observe_seat(seat).view(), Some(seat)),
            None => self.board().pretty(),
        }
    }

    /// `choose:7` and `pick:Q` are told as `choose` and `pick`: the card is the chooser's secret.
    fn announce(&self, mv: &str) -> String {
        match mv.parse::<TarotMove>() {
            Ok(TarotMove::Choose(_)) => "choose (a card of its hand)".to_string(),
            Ok(TarotMove::Pick(_)) => "pick (an objective)".to_string(),
            Ok(TarotMove::Draw(_)) => "draw".to_string(),
            _ => mv.to_string(),
        }
    }

    fn rules_help(&self) -> String {
        let base = super::chess4_bastardo::RULES;
        format!("{RULES}\n{}\n\n{base}", super::preset_line(TarotRules::PRESETS, &self.rules().to_string()))
    }

    fn notation_help(&self) -> String {
        format!("{NOTATION}\n{}", super::chess4_bastardo::NOTATION)
    }

    fn legend(&self) -> String {
        format!("{}\n{LEGEND}", super::chess4_bastardo::LEGEND)
    }

    /// Each army's pieces (`rK`, `bP`...) in its colour.
    fn token_colour(&self, token: &str) -> Option<Colour> {
        super::chess4_bastardo::army_colour(token)
    }
}

/// `help rules`: the variant's summary; Il Bastardo's board rules follow it.
const RULES: &str = "\
Bastardo a obiettivi: Il Bastardo with secret objectives drawn from a tarot deck. Each player draws a card and
keeps it secret: its number (1-10, the suit does not matter) or court card is its objective; a major arcanum
lets it draw four more and choose one. The first to reach its objective wins at once; a player eliminated
before reaching it can no longer win (but the Plague and Death). Some objectives must or may be declared
(shown to all). If nobody reaches one, the game is scored as Il Bastardo (below).";

/// `help notation`: the deal's decisions; board moves follow.
const NOTATION: &str = "\
The deal: `keep` or `change` your card, `declare`, `choose:7` (a card of your hand), `pick:Q` (an objective),
`redeal` (the vote for a new deal), `retire`. Death's return: `@e4`. On the board:";

/// The legend's addition to Il Bastardo's.
const LEGEND: &str = "\
Objectives: card (name, state); `? (secret)`: another seat's undeclared objective; (you): your seat.";

#[cfg(test)]
mod tests {
    use abstract_game::{HiddenInformation, Xoshiro256, random_move};

    use super::*;

    /// Random games, deal included: at every state, each seat's view is the view of any state consistent with
    /// its observation, so it shows nothing the seat may not know.
    #[test]
    fn views_depend_on_the_observation_only() {
        let mut rng = Xoshiro256::seed_from_u64(11);
        for rules in [TarotRules::standard(), TarotRules::standard().with_redeal(true)] {
            for _ in 0..6 {
                let mut game = TarotGame::start(rules);
                for _ in 0..200 {
                    for seat in Seat::ALL {
                        let observation = game.observe(seat.player_id());
                        let sample = TarotGame::sample_consistent(&observation, &mut rng)
                            .expect("a real game's observation is consistent");
                        assert_eq!(
                            Presentation::view(&sample, seat.player_id()),
                            Presentation::view(&game, seat.player_id()),
                            "{seat:?} in {game}"
                        );
                    }
                    let Some(mv) = random_move(&game, &mut rng) else { break };
                    game.play_unchecked(mv);
                }
            }
        }
    }

    #[test]
    fn views_hide_the_other_seats_cards() {
        let mut game = TarotGame::start(TarotRules::standard());
        let mut rng = Xoshiro256::seed_from_u64(3);
        while !game.is_playing() {
            let mv = random_move(&game, &mut rng).expect("the deal goes on");
            game.play_unchecked(mv);
        }
        for seat in Seat::ALL {
            let view = Presentation::view(&game, seat.player_id());
            assert!(view.contains(&format!("{} (you):", seat.name())), "{view}");
            for other in Seat::ALL {
                let line = view
                    .lines()
                    .find(|l| l.starts_with(other.name()) && l.contains("objectives"))
                    .expect("a line per seat");
                // The check run is kept by its own player only ("il conteggio non deve essere esplicito").
                assert_eq!(line.contains("check run"), other == seat, "{line}");
                // Own objectives are all shown; the others' undeclared ones are question marks.
                for goal in game.goals(other) {
                    let shown = goal_words(*goal);
                    assert_eq!(
                        line.contains(&shown),
                        other == seat || goal.is_declared(),
                        "{shown} in {line}"
                    );
                }
            }
        }
    }

    #[test]
    fn secret_moves_are_announced_without_their_card() {
        let game = TarotGame::start(TarotRules::standard());
        assert_eq!(Presentation::announce(&game, "choose:7"), "choose (a card of its hand)");
        assert_eq!(Presentation::announce(&game, "pick:Q"), "pick (an objective)");
        assert_eq!(Presentation::announce(&game, "keep"), "keep");
        assert_eq!(Presentation::announce(&game, "d1d3"), "d1d3");
    }
}
