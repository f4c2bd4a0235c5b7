//! The family's conventions ([`crate::conventions`]) as a law every game runs on itself.

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt::Write;

use super::{Law, LawViolation, ensure};
use crate::conventions::{Conventions, RuleSet, Seat};
use crate::{PlayerId, Status, Xoshiro256, random_move};

/// Checks a game's conventions under every preset: presets that read back (the first the default), a start
/// that keeps its rules and whose position string reads back, seats that convert and carry the game's seat
/// names, pictures for the table and every seat, facts that agree with the start state, and `playouts`
/// random games per preset (seeded from `seed`) that end within the proven length bound with every chance
/// action below the chance bound. A game whose proven bound is above `max_plies` has its playouts cut there
/// (inconclusive, not a failure).
pub fn check_conventions<G: Conventions>(
    playouts: u32,
    max_plies: usize,
    seed: u64,
) -> Result<(), LawViolation> {
    let presets = G::Rules::PRESETS;
    ensure(!presets.is_empty(), Law::PresetsReadBack, || format!("{} has no presets", G::NAME))?;
    let mut rng = Xoshiro256::seed_from_u64(seed);
    for (i, preset) in presets.iter().enumerate() {
        let rules = check_preset::<G::Rules>(preset.name, preset.about)?;
        ensure(i > 0 || rules == G::Rules::default(), Law::PresetsReadBack, || {
            format!("the first preset `{}` is not the default rules `{}`", preset.name, G::Rules::default())
        })?;
        let start = G::start(rules);
        check_start(&start, rules)?;
        check_seats(&start)?;
        check_pictures(&start)?;
        check_facts(&start, rules)?;
        for _ in 0..playouts {
            check_playout(&start, rules, max_plies, &mut rng)?;
        }
    }
    Ok(())
}

fn check_preset<R: RuleSet>(name: &str, about: &str) -> Result<R, LawViolation> {
    let law = Law::PresetsReadBack;
    let named =
        R::from_preset(name).map_err(|e| violation(law, format!("preset `{name}` does not read: {e}")))?;
    let parsed: R =
        name.parse().map_err(|e| violation(law, format!("FromStr does not read `{name}`: {e}")))?;
    ensure(named == parsed, law, || format!("`{name}`: from_preset gives {named:?}, FromStr {parsed:?}"))?;
    ensure(named.to_string() == name, law, || format!("preset `{name}` prints as `{named}`"))?;
    ensure(!about.trim().is_empty(), law, || format!("preset `{name}` says nothing about itself"))?;
    Ok(named)
}

fn check_start<G: Conventions>(start: &G, rules: G::Rules) -> Result<(), LawViolation> {
    let law = Law::StartKeepsItsRules;
    ensure(start.rules() == rules, law, || {
        format!("started under `{rules}`, plays under `{}`", start.rules())
    })?;
    let text = start.to_string();
    let read: G =
        text.parse().map_err(|e| violation(law, format!("the start `{text}` does not read: {e}")))?;
    ensure(&read == start, law, || format!("the start `{text}` reads back as another state"))
}

fn check_seats<G: Conventions>(start: &G) -> Result<(), LawViolation> {
    let law = Law::SeatsConvert;
    for player in PlayerId::all(start.num_players()) {
        let seat =
            G::Seat::from_player_id(player).ok_or_else(|| violation(law, format!("{player} has no seat")))?;
        ensure(seat.player_id() == player, law, || {
            format!("{player} converts back as {}", seat.player_id())
        })?;
        ensure(seat.into() == player, law, || format!("{player}: `Into<PlayerId>` differs from player_id"))?;
        let name = seat.to_string();
        ensure(name == start.seat_name(player), law, || {
            format!("{player} displays as `{name}`, its seat name is `{}`", start.seat_name(player))
        })?;
    }
    let beyond = G::Seat::ALL.len();
    ensure(beyond >= start.num_players(), law, || {
        format!("{} seats at the table, {beyond} in the seat type", start.num_players())
    })?;
    let outside = PlayerId::new(beyond).and_then(G::Seat::from_player_id);
    ensure(outside.is_none(), law, || format!("seat {beyond}, beyond the seat type's, converts"))
}

fn check_pictures<G: Conventions>(start: &G) -> Result<(), LawViolation> {
    ensure(!start.pretty().trim().is_empty(), Law::PicturesExist, || "the table's picture is empty".into())?;
    for player in PlayerId::all(start.num_players()) {
        ensure(!start.pretty_for(player).trim().is_empty(), Law::PicturesExist, || {
            format!("the picture for {player} is empty")
        })?;
    }
    Ok(())
}

fn check_facts<G: Conventions>(start: &G, rules: G::Rules) -> Result<(), LawViolation> {
    let law = Law::FactsAgree;
    let facts = G::facts(&rules);
    ensure(!facts.name.is_empty() && !facts.about.trim().is_empty(), law, || {
        format!("`{rules}`: the game's name or about line is empty")
    })?;
    ensure(facts.seats == start.num_players(), law, || {
        format!("`{rules}`: {} seats in the facts, {} at the table", facts.seats, start.num_players())
    })?;
    ensure(facts.num_actions == start.num_actions(), law, || {
        format!("`{rules}`: {} actions in the facts, {} in the game", facts.num_actions, start.num_actions())
    })?;
    ensure(facts.observation_shape == start.observation_shape(), law, || {
        format!("`{rules}`: the facts' observation shape is not the game's")
    })?;
    ensure(facts.chance == (facts.max_chance_outcomes > 0), law, || {
        format!("`{rules}`: chance is {} with {} chance outcomes", facts.chance, facts.max_chance_outcomes)
    })
}

fn check_playout<G: Conventions>(
    start: &G,
    rules: G::Rules,
    max_plies: usize,
    rng: &mut Xoshiro256,
) -> Result<(), LawViolation> {
    let bound = G::max_game_length(&rules);
    let chance_bound = G::max_chance_outcomes(&rules);
    let cap = bound.map_or(max_plies, |b| b.min(max_plies));
    let mut game = start.clone();
    let mut seat_moves = 0usize;
    let mut history = String::new();
    loop {
        let status = game.status();
        if status == Status::Over {
            return Ok(());
        }
        let Some(mv) = random_move(&game, rng) else { return Ok(()) };
        if status.is_chance() {
            let index = game.action_index(mv);
            ensure(index < chance_bound, Law::ChanceActionsBounded, || {
                format!(
                    "`{rules}`: chance outcome {mv} has action {index}, the bound is {chance_bound}{history}"
                )
            })?;
        } else {
            if seat_moves == cap {
                // Past the proven bound is a broken law; past `max_plies` below it, only an inconclusive cut.
                return ensure(bound.is_none_or(|b| b > cap), Law::GameLengthBounded, || {
                    format!("`{rules}`: the game is not over after its bound of {cap} seat moves{history}")
                });
            }
            seat_moves += 1;
        }
        if history.len() < 200 {
            let _ = write!(history, " {mv}");
        }
        game.play_unchecked(mv);
    }
}

fn violation(law: Law, detail: String) -> LawViolation {
    LawViolation { law, detail }
}
