//! Every game by name: [`games`], [`find`], [`load`] and [`load_position`], each game behind the one erased
//! type [`DynGame`].

use abstract_game::{Conventions, Facts, PlayerId, Preset};
use game_runtime::dyn_game::DynGame;

use crate::bot::{ErasedBot, make_bot};
use crate::bots::BotSpec;
use crate::dyn_presentation::{DynPresentation, presentation_of};
use crate::error::{BotError, LoadError};
use crate::games::{
    BackgammonMatch, BackgammonNodice, Bashnya, BastardoObiettivi, BatardeCards, Chess4Bastardo, Family,
    MatchPlay, SiegeParis, Visitor,
};

/// The erased game every loader returns.
pub type Loaded = Box<dyn DynGame>;

/// One game: its name, the line about it, its presets and how to load it.
pub struct GameEntry {
    /// The name a front end lists and loads it by (`bashnya`, `siege-paris`).
    pub name: &'static str,
    /// One line about the game.
    pub about: &'static str,
    /// The named rules, from the game crate; the first is the default.
    pub presets: &'static [Preset],
    kind: Kind,
    id: Id,
}

/// Which game an entry is, for [`GameEntry::visit`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Id {
    BackgammonNodice,
    Bashnya,
    BastardoObiettivi,
    BatardeCards,
    Chess4Bastardo,
    SiegeParis,
}

/// Builds a game's typed bot for a state of it: the seat kind (`None`: random), seat and seed.
type MakeErased = fn(&dyn DynGame, Option<BotSpec>, PlayerId, u64) -> Result<Box<dyn ErasedBot>, BotError>;

/// A [`Family`] as function pointers, so games of different types sit in one table.
struct Kind {
    load: fn(&str) -> Result<Loaded, LoadError>,
    facts: fn(&str) -> Result<Facts, LoadError>,
    load_position: fn(Option<&str>, &str) -> Result<Loaded, LoadError>,
    bot: MakeErased,
}

impl Kind {
    const fn of<F: Family>() -> Kind
    where
        F::G: Conventions<Rules = F::R>,
    {
        Kind {
            load: load_of::<F>,
            facts: facts_of::<F>,
            load_position: load_position_of::<F>,
            bot: make_bot::<F>,
        }
    }
}

const fn entry<F: Family>(id: Id) -> GameEntry
where
    F::G: Conventions<Rules = F::R>,
{
    GameEntry { name: F::NAME, about: F::ABOUT, presets: F::PRESETS, kind: Kind::of::<F>(), id }
}

static GAMES: [GameEntry; 6] = [
    entry::<BackgammonNodice>(Id::BackgammonNodice),
    entry::<Bashnya>(Id::Bashnya),
    entry::<BastardoObiettivi>(Id::BastardoObiettivi),
    entry::<BatardeCards>(Id::BatardeCards),
    entry::<Chess4Bastardo>(Id::Chess4Bastardo),
    entry::<SiegeParis>(Id::SiegeParis),
];

/// Every game, in the order of their names.
pub fn games() -> &'static [GameEntry] {
    &GAMES
}

/// The game with this name.
pub fn find(name: &str) -> Result<&'static GameEntry, LoadError> {
    GAMES.iter().find(|g| g.name == name).ok_or_else(|| LoadError::UnknownGame {
        name: name.to_string(),
        known: GAMES.iter().map(|g| g.name).collect::<Vec<_>>().join(", "),
    })
}

/// The start of `game` under `preset` (a preset name, or any rules string the game's crate reads, such as
/// `russian+norep` or `5p,dealer=P2`), erased.
pub fn load(game: &str, preset: &str) -> Result<Loaded, LoadError> {
    find(game)?.load(preset)
}

/// A state of `game` read from its position string. With a preset, the position must be played under its
/// rules; without, under whatever rules it names.
pub fn load_position(game: &str, preset: Option<&str>, text: &str) -> Result<Loaded, LoadError> {
    find(game)?.load_position(preset, text)
}

impl GameEntry {
    /// The default preset's name.
    pub fn default_preset(&self) -> &'static str {
        self.presets[0].name
    }

    /// The start under `preset` (a name, or a rules string the crate reads), erased.
    pub fn load(&self, preset: &str) -> Result<Loaded, LoadError> {
        (self.kind.load)(preset)
    }

    /// A state read from its position string, under `preset`'s rules when given.
    pub fn load_position(&self, preset: Option<&str>, text: &str) -> Result<Loaded, LoadError> {
        (self.kind.load_position)(preset, text)
    }

    /// Runs `visitor` with this game's types: how a front end is written once for every game.
    pub fn visit<V: Visitor>(&self, visitor: V) -> V::Output {
        match self.id {
            Id::BackgammonNodice => visitor.visit::<BackgammonNodice>(),
            Id::Bashnya => visitor.visit::<Bashnya>(),
            Id::BastardoObiettivi => visitor.visit::<BastardoObiettivi>(),
            Id::BatardeCards => visitor.visit::<BatardeCards>(),
            Id::Chess4Bastardo => visitor.visit::<Chess4Bastardo>(),
            Id::SiegeParis => visitor.visit::<SiegeParis>(),
        }
    }

    /// The game's [`Presentation`](crate::presentation::Presentation) over the erased game its loaders give
    /// ([`DynPresentation`]).
    pub fn presentation(&self) -> Box<dyn DynPresentation> {
        self.visit(PresentationOf)
    }

    /// Whether the game is also played as a match to N points (backgammon).
    pub fn has_match_play(&self) -> bool {
        self.id == Id::BackgammonNodice
    }

    /// Runs `visitor` with the types of the game played as a match to N points; `None` for games without
    /// match play.
    pub fn visit_match<V: Visitor>(&self, visitor: V) -> Option<V::Output> {
        match self.id {
            Id::BackgammonNodice => Some(visitor.visit_match::<BackgammonMatch>()),
            _ => None,
        }
    }

    /// The game that a preset or a position string of this one really names, when it is a variant listed
    /// as a game of its own: Il Bastardo's `tarot` and `tarot-redeal` presets, a tarot rules string with
    /// options (`free-promotion,redeal`) and a tarot game string (it has ` | `) are `bastardo-obiettivi`'s.
    /// Gives that entry and the preset to start it under (`None`: the position's or the default).
    pub fn variant(
        &self,
        preset: Option<&str>,
        position: Option<&str>,
    ) -> Option<(&'static GameEntry, Option<String>)> {
        if self.id != Id::Chess4Bastardo {
            return None;
        }
        let tarot = &GAMES[2];
        debug_assert_eq!(tarot.id, Id::BastardoObiettivi);
        match preset {
            Some("tarot") => Some((tarot, Some("standard".to_string()))),
            Some("tarot-redeal") => Some((tarot, Some("redeal".to_string()))),
            None if position.is_some_and(|p| p.contains(" | ")) => Some((tarot, None)),
            Some(p) if Chess4Bastardo::rules(p).is_err() && BastardoObiettivi::rules(p).is_ok() => {
                Some((tarot, Some(p.to_string())))
            }
            _ => None,
        }
    }

    /// What `OpenSpiel` keeps with a game, under `preset` (a name or a rules string): seats, chance,
    /// information, the proven bound on a game's length, the most chance outcomes, the action count and the
    /// observation shape, each from the game crate ([`Conventions::facts`]).
    pub fn facts(&self, preset: &str) -> Result<Facts, LoadError> {
        (self.kind.facts)(preset)
    }

    /// The names of the seats at the table under `preset`, in seat order.
    pub fn seat_names(&self, preset: &str) -> Result<Vec<&'static str>, LoadError> {
        let game = self.load(preset)?;
        Ok(PlayerId::all(game.num_players()).map(|seat| game.seat_name(seat)).collect())
    }

    /// A bot of this game for `seat` (see [`Bot::new`](crate::Bot::new)), built for `state`.
    pub(crate) fn bot(
        &self,
        state: &dyn DynGame,
        spec: Option<BotSpec>,
        seat: PlayerId,
        seed: u64,
    ) -> Result<Box<dyn ErasedBot>, BotError> {
        (self.kind.bot)(state, spec, seat, seed)
    }
}

/// Builds a game's [`DynPresentation`] with its types.
struct PresentationOf;

impl Visitor for PresentationOf {
    type Output = Box<dyn DynPresentation>;

    fn visit<F: Family>(self) -> Self::Output {
        presentation_of::<F::G>()
    }

    fn visit_match<M: MatchPlay>(self) -> Self::Output {
        presentation_of::<M::G>()
    }
}

impl core::fmt::Debug for GameEntry {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("GameEntry")
            .field("name", &self.name)
            .field("presets", &self.presets)
            .finish_non_exhaustive()
    }
}

fn rules_of<F: Family>(preset: &str) -> Result<F::R, LoadError> {
    F::rules(preset).map_err(|message| LoadError::BadRules {
        game: F::NAME,
        preset: preset.to_string(),
        message,
    })
}

fn facts_of<F: Family>(preset: &str) -> Result<Facts, LoadError>
where
    F::G: Conventions<Rules = F::R>,
{
    let mut facts = <F::G as Conventions>::facts(&rules_of::<F>(preset)?);
    // The registry's name (the tarot variant is `bastardo-obiettivi` to front ends).
    facts.name = F::NAME;
    Ok(facts)
}

fn load_of<F: Family>(preset: &str) -> Result<Loaded, LoadError> {
    Ok(Box::new(F::erase(F::start(rules_of::<F>(preset)?))))
}

fn load_position_of<F: Family>(preset: Option<&str>, text: &str) -> Result<Loaded, LoadError> {
    let game: F::G = text.trim().parse().map_err(|e: <F::G as core::str::FromStr>::Err| {
        LoadError::BadPosition { game: F::NAME, message: e.to_string() }
    })?;
    if let Some(preset) = preset {
        let wanted = rules_of::<F>(preset)?;
        let named = F::rules_of(&game);
        if named != wanted {
            return Err(LoadError::RulesMismatch { preset: preset.to_string(), named: named.to_string() });
        }
    }
    Ok(Box::new(F::erase(game)))
}
