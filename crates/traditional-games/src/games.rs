//! Each game of the family once: its name, the line about it, its rules presets, how to start it, erase it
//! and build its bots. The rest of the crate, and every front end (through [`Visitor`]), is written once over
//! [`Family`].

use core::fmt::Display;
use core::str::FromStr;

use game_runtime::dyn_game::Erased;
use abstract_game::{ActionIndex, ObservationTensor, Preset};

use crate::bots::{self, Capabilities};
use crate::presentation::Presentation;

/// One game type with its rules value: the glue each registered game writes once. A front end reaches a
/// game's type through [`GameEntry::visit`](crate::GameEntry::visit), generic over this trait, so it never
/// names a game.
pub trait Family: 'static {
    /// The state.
    type G: Presentation
        + ActionIndex<Move: Send + Sync>
        + ObservationTensor
        + PartialEq
        + Display
        + FromStr<Err: Display>
        + Send
        + Sync
        + 'static;
    /// The rules value.
    type R: Copy + PartialEq + Display;
    /// The name front ends list and load it by.
    const NAME: &'static str;
    /// One line about the game.
    const ABOUT: &'static str;
    /// The named rules; the first is the default.
    const PRESETS: &'static [Preset];
    /// The rules of a preset name or rules string, or the crate's error message.
    fn rules(preset: &str) -> Result<Self::R, String>;
    /// The start of a game under the rules.
    fn start(rules: Self::R) -> Self::G;
    /// The rules a state plays under.
    fn rules_of(game: &Self::G) -> Self::R;
    /// The state behind the erased game, with its pictures.
    fn erase(game: Self::G) -> Erased<Self::G>;
    /// The searches its bots may run, with the game's evaluations.
    fn capabilities() -> Capabilities<Self::G>;
}

/// Code a front end writes once for every game, run with the game's types by
/// [`GameEntry::visit`](crate::GameEntry::visit) (Rust has no generic closures).
pub trait Visitor {
    /// What the visit gives.
    type Output;
    /// Runs with the game's family.
    fn visit<F: Family>(self) -> Self::Output;
    /// Runs with the family of a game played as a match to N points (backgammon's).
    fn visit_match<M: MatchPlay>(self) -> Self::Output;
}

/// A game played as a match of games to N points: its rules carry the length.
pub trait MatchPlay: Family {
    /// The rules of a match to `points` under these rules.
    fn with_points(rules: Self::R, points: u8) -> Self::R;
    /// The match length a rules value names (`classic-m5`: 5); 0 for single games.
    fn points(rules: Self::R) -> u8;
    /// The length of a match in progress.
    fn length(game: &Self::G) -> u8;
    /// A new match under rules with a length, or why the length is refused.
    fn new_match(rules: Self::R) -> Result<Self::G, String>;
}

/// Builds the erased game with the action index, the tensor and the pictures every game has.
macro_rules! erase {
    ($game:expr, $ty:ty) => {
        Erased::new($game)
            .with_name(Self::NAME)
            .with_actions()
            .with_observation()
            .with_pretty(<$ty>::pretty)
            .with_pretty_for(|g: &$ty, seat| g.pretty_for(seat))
    };
}

/// Bashni and its presets (Russian draughts, Lasca and the readings).
pub(crate) struct Bashnya;

impl Family for Bashnya {
    type G = bashnya::Position;
    type R = bashnya::Rules;
    const NAME: &'static str = "bashnya";
    const ABOUT: &'static str = "Bashni stacking draughts: captured pieces go under the capturing column";
    const PRESETS: &'static [Preset] = bashnya::Rules::PRESETS;
    fn rules(preset: &str) -> Result<Self::R, String> {
        bashnya::Rules::from_preset(preset).map_err(|e| e.to_string())
    }
    fn start(rules: Self::R) -> Self::G {
        bashnya::Position::start(rules)
    }
    fn rules_of(game: &Self::G) -> Self::R {
        game.rules()
    }
    fn erase(game: Self::G) -> Erased<Self::G> {
        erase!(game, bashnya::Position)
    }
    fn capabilities() -> Capabilities<Self::G> {
        bots::bashnya::capabilities()
    }
}

/// Assedio di Parigi.
pub(crate) struct SiegeParis;

impl Family for SiegeParis {
    type G = siege_paris::Position;
    type R = siege_paris::Rules;
    const NAME: &'static str = "siege-paris";
    const ABOUT: &'static str =
        "Assedio di Parigi (1871): Yellow defends the fortress against White and Black on a 12x16 board";
    const PRESETS: &'static [Preset] = siege_paris::Rules::PRESETS;
    fn rules(preset: &str) -> Result<Self::R, String> {
        siege_paris::Rules::from_preset(preset).map_err(|e| e.to_string())
    }
    fn start(rules: Self::R) -> Self::G {
        siege_paris::Position::start(rules)
    }
    fn rules_of(game: &Self::G) -> Self::R {
        game.rules()
    }
    fn erase(game: Self::G) -> Erased<Self::G> {
        erase!(game, siege_paris::Position)
    }
    fn capabilities() -> Capabilities<Self::G> {
        bots::siege::capabilities()
    }
}

/// Backgammon with chosen numbers, and classic dice.
pub(crate) struct BackgammonNodice;

impl Family for BackgammonNodice {
    type G = backgammon_nodice::Position;
    type R = backgammon_nodice::Rules;
    const NAME: &'static str = "backgammon-nodice";
    const ABOUT: &'static str =
        "Backgammon where the mover chooses its two numbers (Vallardi's no-dice game); classic dice too";
    const PRESETS: &'static [Preset] = backgammon_nodice::Rules::PRESETS;
    fn rules(preset: &str) -> Result<Self::R, String> {
        backgammon_nodice::Rules::from_preset(preset).map_err(|e| e.to_string())
    }
    fn start(rules: Self::R) -> Self::G {
        backgammon_nodice::Position::start(rules)
    }
    fn rules_of(game: &Self::G) -> Self::R {
        game.rules()
    }
    fn erase(game: Self::G) -> Erased<Self::G> {
        erase!(game, backgammon_nodice::Position)
    }
    fn capabilities() -> Capabilities<Self::G> {
        bots::backgammon::capabilities()
    }
}

/// Backgammon played as a match to N points (the Crawford rule), one of the game's ways to play.
pub(crate) struct BackgammonMatch;

impl Family for BackgammonMatch {
    type G = backgammon_nodice::Match;
    type R = backgammon_nodice::Rules;
    const NAME: &'static str = BackgammonNodice::NAME;
    const ABOUT: &'static str = BackgammonNodice::ABOUT;
    const PRESETS: &'static [Preset] = BackgammonNodice::PRESETS;
    fn rules(preset: &str) -> Result<Self::R, String> {
        BackgammonNodice::rules(preset)
    }
    /// A match to the rules' length, or to 1 point when they name none (a match needs a length).
    fn start(rules: Self::R) -> Self::G {
        let rules = rules.with_match(rules.match_length().max(1));
        backgammon_nodice::Match::new(rules).expect("only a length of 0 is refused")
    }
    fn rules_of(game: &Self::G) -> Self::R {
        game.rules()
    }
    fn erase(game: Self::G) -> Erased<Self::G> {
        erase!(game, backgammon_nodice::Match)
    }
    fn capabilities() -> Capabilities<Self::G> {
        bots::backgammon::match_capabilities()
    }
}

impl MatchPlay for BackgammonMatch {
    fn with_points(rules: Self::R, points: u8) -> Self::R {
        rules.with_match(points)
    }
    fn points(rules: Self::R) -> u8 {
        rules.match_length()
    }
    fn length(game: &Self::G) -> u8 {
        game.length()
    }
    fn new_match(rules: Self::R) -> Result<Self::G, String> {
        backgammon_nodice::Match::new(rules).map_err(|e| e.to_string())
    }
}

/// Il Bastardo, four-player chess.
pub(crate) struct Chess4Bastardo;

impl Family for Chess4Bastardo {
    type G = chess4_bastardo::Position;
    type R = chess4_bastardo::Rules;
    const NAME: &'static str = "chess4-bastardo";
    const ABOUT: &'static str =
        "Il Bastardo: four-player chess on 8x8 with Amazons, king capture and elimination";
    const PRESETS: &'static [Preset] = chess4_bastardo::Rules::PRESETS;
    fn rules(preset: &str) -> Result<Self::R, String> {
        chess4_bastardo::Rules::from_preset(preset).map_err(|e| e.to_string())
    }
    fn start(rules: Self::R) -> Self::G {
        chess4_bastardo::Position::start(rules)
    }
    fn rules_of(game: &Self::G) -> Self::R {
        game.rules()
    }
    fn erase(game: Self::G) -> Erased<Self::G> {
        erase!(game, chess4_bastardo::Position)
    }
    fn capabilities() -> Capabilities<Self::G> {
        bots::chess4::capabilities()
    }
}

/// Il Bastardo with secret tarot objectives.
pub(crate) struct BastardoObiettivi;

impl Family for BastardoObiettivi {
    type G = chess4_bastardo::tarot::TarotGame;
    type R = chess4_bastardo::tarot::TarotRules;
    const NAME: &'static str = "bastardo-obiettivi";
    const ABOUT: &'static str =
        "Il Bastardo with secret tarot objectives: draw a card, reach its objective first to win";
    const PRESETS: &'static [Preset] = chess4_bastardo::tarot::TarotRules::PRESETS;
    fn rules(preset: &str) -> Result<Self::R, String> {
        chess4_bastardo::tarot::TarotRules::from_preset(preset).map_err(|e| e.to_string())
    }
    fn start(rules: Self::R) -> Self::G {
        chess4_bastardo::tarot::TarotGame::start(rules)
    }
    fn rules_of(game: &Self::G) -> Self::R {
        game.rules()
    }
    fn erase(game: Self::G) -> Erased<Self::G> {
        erase!(game, chess4_bastardo::tarot::TarotGame)
    }
    fn capabilities() -> Capabilities<Self::G> {
        bots::chess4::tarot_capabilities()
    }
}

/// La Bâtarde, trick-taking with a trump auction.
pub(crate) struct BatardeCards;

impl Family for BatardeCards {
    type G = batarde_cards::Match;
    type R = batarde_cards::Rules;
    const NAME: &'static str = "batarde-cards";
    const ABOUT: &'static str =
        "La Bâtarde: tricks bid with a trump auction, méchoune and choune; lowest penalty total wins";
    const PRESETS: &'static [Preset] = batarde_cards::Rules::PRESETS;
    fn rules(preset: &str) -> Result<Self::R, String> {
        batarde_cards::Rules::from_preset(preset).map_err(|e| e.to_string())
    }
    fn start(rules: Self::R) -> Self::G {
        batarde_cards::Match::start(rules)
    }
    fn rules_of(game: &Self::G) -> Self::R {
        game.rules()
    }
    fn erase(game: Self::G) -> Erased<Self::G> {
        erase!(game, batarde_cards::Match)
    }
    fn capabilities() -> Capabilities<Self::G> {
        bots::batarde::capabilities()
    }
}
