//! Each game of the family once: its name, the line about it, its rules presets, how to start it, erase it
//! and build its bots. The rest of the crate, and every front end (through [`Visitor`]), is written once over
//! [`Family`].

use core::fmt::Display;
use core::str::FromStr;

use abstract_game::{ActionIndex, Conventions, ObservationTensor, Preset, RuleSet};
use game_runtime::dyn_game::Erased;

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

/// A [`Family`] for a game state that follows the family's [`Conventions`]: everything but the registry's
/// name, the bots' capabilities, and for a game with hidden information its sampler (`with_hidden_information`)
/// and a spectator's picture (a `fn(&G) -> String` of the game crate) comes from the game crate.
macro_rules! conventional {
    ($(#[$doc:meta])* $family:ident, $game:ty, $name:expr, $capabilities:path $(, $hidden:ident, $public:path)?) => {
        $(#[$doc])*
        pub(crate) struct $family;

        impl Family for $family {
            type G = $game;
            type R = <$game as Conventions>::Rules;
            const NAME: &'static str = $name;
            const ABOUT: &'static str = <$game as Conventions>::ABOUT;
            const PRESETS: &'static [Preset] = <Self::R as RuleSet>::PRESETS;
            fn rules(preset: &str) -> Result<Self::R, String> {
                <Self::R as RuleSet>::from_preset(preset).map_err(|e| e.to_string())
            }
            fn start(rules: Self::R) -> Self::G {
                <$game as Conventions>::start(rules)
            }
            fn rules_of(game: &Self::G) -> Self::R {
                Conventions::rules(game)
            }
            fn erase(game: Self::G) -> Erased<Self::G> {
                Erased::new(game)
                    .with_name(Self::NAME)
                    .with_actions()
                    .with_observation()
                    .with_pretty(<$game as Conventions>::pretty)
                    .with_pretty_for(<$game as Conventions>::pretty_for)
                    .with_svg()
                    $(.$hidden().with_pretty_public($public))?
            }
            fn capabilities() -> Capabilities<Self::G> {
                $capabilities()
            }
        }
    };
}

conventional!(
    /// Bashni and its presets (Russian draughts, Lasca and the readings).
    Bashnya,
    bashnya::Position,
    <bashnya::Position as Conventions>::NAME,
    bots::bashnya::capabilities
);

conventional!(
    /// Assedio di Parigi.
    SiegeParis,
    siege_paris::Position,
    <siege_paris::Position as Conventions>::NAME,
    bots::siege::capabilities
);

conventional!(
    /// Backgammon with chosen numbers, and classic dice.
    BackgammonNodice,
    backgammon_nodice::Position,
    <backgammon_nodice::Position as Conventions>::NAME,
    bots::backgammon::capabilities
);

conventional!(
    /// Il Bastardo, four-player chess.
    Chess4Bastardo,
    chess4_bastardo::Position,
    <chess4_bastardo::Position as Conventions>::NAME,
    bots::chess4::capabilities
);

conventional!(
    /// Il Bastardo with secret tarot objectives. Front ends have always listed it as `bastardo-obiettivi`
    /// (the command line's records and the Python package use that name), so the registry keeps it rather
    /// than the crate's `chess4-tarot`.
    BastardoObiettivi,
    chess4_bastardo::tarot::TarotGame,
    "bastardo-obiettivi",
    bots::chess4::tarot_capabilities,
    with_hidden_information,
    chess4_bastardo::tarot::TarotGame::pretty_public
);

conventional!(
    /// La Bâtarde, trick-taking with a trump auction.
    BatardeCards,
    batarde_cards::Match,
    <batarde_cards::Match as Conventions>::NAME,
    bots::batarde::capabilities,
    with_hidden_information,
    batarde_cards::Match::pretty_public
);

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
        Erased::new(game)
            .with_name(Self::NAME)
            .with_actions()
            .with_observation()
            .with_pretty(backgammon_nodice::Match::pretty)
            .with_pretty_for(backgammon_nodice::Match::pretty_for)
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
