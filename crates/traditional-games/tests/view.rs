//! What each seat may know, over the registry: a seat's view ([`DynGame::view`]) and history
//! ([`DynGame::history_for`]) never hold another seat's secret, in every hidden-information game and preset.
//!
//! - the same public actions with other hidden cards give a seat the same view, as JSON, at every step;
//! - at every step of seeded random games, no card or objective another seat holds secretly appears in any
//!   seat's (or a spectator's) history, moves or picture, checked against the true state;
//! - a spectator sees no deal at all;
//! - a game without hidden information shows every move to everyone.

use std::collections::HashSet;

use traditional_games::abstract_game::{PlayerId, Xoshiro256, random_index};
use traditional_games::batarde_cards::{Match, Phase};
use traditional_games::chess4_bastardo::Seat;
use traditional_games::chess4_bastardo::tarot::{Stage, TarotGame};
use traditional_games::game_runtime::{DynGame, Erased};
use traditional_games::{games, load};

const BATARDE: &str = "batarde-cards";
const TAROT: &str = "bastardo-obiettivi";
const BATARDE_PRESETS: [&str; 5] = ["3p", "4p", "5p", "6p", "7p"];
const TAROT_PRESETS: [&str; 2] = ["standard", "redeal"];

fn state<G: traditional_games::abstract_game::Game + 'static>(game: &dyn DynGame) -> &G {
    game.as_any().downcast_ref::<Erased<G>>().expect("the registry's game type").game()
}

fn json(game: &dyn DynGame, seat: Option<PlayerId>) -> serde_json::Value {
    serde_json::to_value(game.view(seat)).unwrap()
}

/// One step of a seeded random game: now and then a seat's out-of-turn action (a méchoune, a choune),
/// else the move of whoever acts. Returns who played and the text, as `play_text` takes them.
fn random_step(game: &mut dyn DynGame, rng: &mut Xoshiro256) -> Option<(Option<PlayerId>, String)> {
    let open: Vec<(PlayerId, String)> = PlayerId::all(game.num_players())
        .flat_map(|s| game.out_of_turn_moves(s).into_iter().map(move |m| (s, m)))
        .collect();
    if !open.is_empty() && random_index(rng, 4) == 0 {
        let (by, mv) = open[random_index(rng, open.len())].clone();
        game.play_text(Some(by), &mv).unwrap();
        return Some((Some(by), mv));
    }
    game.play_random(rng).map(|mv| (None, mv))
}

/// The words of a text: split at white space and punctuation, card marks (`*`) kept.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || "()[],;:".contains(c)).filter(|w| !w.is_empty())
}

/// Every word a view shows: its history's moves from ply `from` on, its legal moves and its picture.
fn view_words(game: &dyn DynGame, seat: Option<PlayerId>, from: usize) -> Vec<String> {
    let view = game.view(seat);
    let mut all: Vec<String> = Vec::new();
    for ply in view.history[from..].iter().filter_map(|p| p.text.as_deref()) {
        all.extend(words(ply).map(String::from));
    }
    for mv in &view.legal_moves {
        all.extend(words(mv).map(String::from));
    }
    all.extend(words(&view.picture).map(String::from));
    all
}

// ------------------------------------------------------------------------------------------------------
// La Bâtarde.

/// The cards `viewer` may not know in the true state: every other seat's hand and the stock (a spectator:
/// every hand).
fn batarde_secrets(game: &Match, viewer: Option<PlayerId>) -> HashSet<String> {
    let hand = game.hand();
    let mut secret: HashSet<String> = hand.stock().iter().map(|c| c.to_string()).collect();
    for s in PlayerId::all(hand.players()).filter(|&s| Some(s) != viewer) {
        secret.extend(hand.hand_of(s).iter().map(|c| c.to_string()));
    }
    secret
}

#[test]
fn no_batarde_view_shows_a_card_another_seat_holds() {
    for preset in BATARDE_PRESETS {
        for seed in 0..3u64 {
            let mut game = load(BATARDE, preset).unwrap();
            let mut rng = Xoshiro256::seed_from_u64(seed);
            let mut checked = 0;
            // The first ply of the hand being played: a card played in an earlier hand (public then) is dealt
            // again in the next.
            let (mut hand, mut from) = (0, 0);
            for _ in 0..400 {
                if random_step(game.as_mut(), &mut rng).is_none() {
                    break;
                }
                let truth = state::<Match>(game.as_ref());
                if truth.hand_index() != hand {
                    (hand, from) = (truth.hand_index(), game.history_len());
                }
                for viewer in PlayerId::all(game.num_players()).map(Some).chain([None]) {
                    let secrets = batarde_secrets(truth, viewer);
                    let leak =
                        view_words(game.as_ref(), viewer, from).into_iter().find(|w| secrets.contains(w));
                    assert_eq!(
                        leak,
                        None,
                        "{preset} seed {seed}: {viewer:?} sees a hidden card\n{}",
                        game.pretty()
                    );
                    checked += 1;
                }
            }
            assert!(checked > 1000, "{preset}: {checked} views checked");
        }
    }
}

#[test]
fn a_batarde_spectator_sees_no_deal_and_each_seat_only_its_own() {
    for preset in BATARDE_PRESETS {
        let mut game = load(BATARDE, preset).unwrap();
        let mut rng = Xoshiro256::seed_from_u64(11);
        // The receiver of each deal, read from the true hands after it.
        let mut receivers: Vec<Option<PlayerId>> = Vec::new();
        for _ in 0..300 {
            let before: Vec<_> = PlayerId::all(game.num_players())
                .map(|s| state::<Match>(game.as_ref()).hand().hand_of(s))
                .collect();
            let Some((_, mv)) = random_step(game.as_mut(), &mut rng) else { break };
            let after = state::<Match>(game.as_ref()).hand();
            let grew =
                PlayerId::all(game.num_players()).find(|&s| after.hand_of(s).len() > before[s.index()].len());
            receivers.push(grew.filter(|_| mv.starts_with("deal ")));
        }
        let full = game.history();
        let deals = receivers.iter().filter(|r| r.is_some()).count();
        assert!(deals > 10, "{preset}: {deals} deals played");
        let spectator = game.history_for(None);
        for (k, ply) in full.iter().enumerate() {
            let hidden = receivers[k].is_some();
            assert_eq!(
                spectator[k].text.is_none(),
                hidden,
                "{preset}: the spectator and ply {k} {}",
                ply.text
            );
            for s in PlayerId::all(game.num_players()) {
                let seen = game.history_for(Some(s))[k].text.clone();
                let expected = (!hidden || receivers[k] == Some(s)).then(|| ply.text.clone());
                assert_eq!(seen, expected, "{preset}: {s} and ply {k}");
            }
        }
    }
}

/// The plies of a game, as `play_text` takes them: who played (`None`: whoever acts) and the text.
type Plies = Vec<(Option<PlayerId>, String)>;

/// Plays a seeded game of La Bâtarde until the first trick is complete; returns its plies, the step at
/// which the auction ended, and the receiver of each ply that dealt a card.
fn batarde_prefix(preset: &str, seed: u64) -> (Plies, usize, Vec<Option<PlayerId>>) {
    let mut game = load(BATARDE, preset).unwrap();
    let mut rng = Xoshiro256::seed_from_u64(seed);
    let (mut plies, mut receivers, mut auction_end) = (Vec::new(), Vec::new(), None);
    let players = game.num_players();
    loop {
        let before: Vec<_> =
            PlayerId::all(players).map(|s| state::<Match>(game.as_ref()).hand().hand_of(s)).collect();
        let (by, mv) = random_step(game.as_mut(), &mut rng).expect("a trick is played before the end");
        let hand = state::<Match>(game.as_ref()).hand();
        let grew = PlayerId::all(players).find(|&s| hand.hand_of(s).len() > before[s.index()].len());
        receivers.push(grew.filter(|_| mv.starts_with("deal ")));
        plies.push((by, mv));
        if auction_end.is_none() && hand.phase() == Phase::Play {
            auction_end = Some(plies.len());
        }
        if hand.gone().len() >= players {
            return (plies, auction_end.unwrap(), receivers);
        }
    }
}

#[test]
fn the_same_public_batarde_actions_with_other_hidden_cards_give_a_seat_the_same_view() {
    for preset in BATARDE_PRESETS {
        for seed in 0..2u64 {
            let (plies, auction_end, receivers) = batarde_prefix(preset, seed);
            let mut a = load(BATARDE, preset).unwrap();
            let players = a.num_players();
            for viewer in PlayerId::all(players) {
                // The cards the other seats were dealt and did not play in the first trick, shuffled among
                // them: each keeps its number of cards, seat `viewer` its own.
                let mut truth = load(BATARDE, preset).unwrap();
                for (by, mv) in &plies {
                    truth.play_text(*by, mv).unwrap();
                }
                let gone = state::<Match>(truth.as_ref()).hand().gone();
                let moved: Vec<String> = plies
                    .iter()
                    .zip(&receivers)
                    .filter(|(_, r)| r.is_some_and(|r| r != viewer))
                    .map(|((_, mv), _)| mv["deal ".len()..].to_string())
                    .filter(|card| gone.iter().all(|c| c.to_string() != *card))
                    .collect();
                let mut shuffled = moved.clone();
                let mut rng = Xoshiro256::seed_from_u64(seed + 100);
                for k in (1..shuffled.len()).rev() {
                    shuffled.swap(k, random_index(&mut rng, k + 1));
                }
                assert_ne!(moved, shuffled, "{preset}: the other seats get other cards");
                let swap = |card: &str| moved.iter().position(|c| c == card).map(|k| shuffled[k].clone());
                a = load(BATARDE, preset).unwrap();
                let mut b = load(BATARDE, preset).unwrap();
                let mut compared = 0;
                for (by, mv) in &plies {
                    let other = match mv.strip_prefix("deal ").and_then(swap) {
                        Some(card) => format!("deal {card}"),
                        None => mv.clone(),
                    };
                    a.play_text(*by, mv).unwrap();
                    if b.play_text(*by, &other).is_err() {
                        // A card of the trick the other hands now oblige otherwise: the public actions end.
                        break;
                    }
                    assert_eq!(
                        json(a.as_ref(), Some(viewer)),
                        json(b.as_ref(), Some(viewer)),
                        "{preset} {viewer} after {mv}"
                    );
                    assert_eq!(
                        json(a.as_ref(), None),
                        json(b.as_ref(), None),
                        "{preset} spectator after {mv}"
                    );
                    compared += 1;
                }
                assert!(
                    compared >= auction_end,
                    "{preset} {viewer}: {compared} steps, the auction ends at {auction_end}"
                );
                assert_ne!(a.position(), b.position(), "the two games hold other cards");
            }
        }
    }
}

// ------------------------------------------------------------------------------------------------------
// Il Bastardo with secret objectives.

/// The seat a draw goes to, by the rules: seats are dealt one after the other in turn order from the first
/// seat, each finishing its deal before the next draws.
fn tarot_drawer(game: &TarotGame) -> Seat {
    let first = game.board().rules().first().index();
    (0..4)
        .map(|k| Seat::ALL[(first + k) % 4])
        .find(|&s| game.stage(s) != Stage::Done)
        .expect("a seat is dealt")
}

/// Plays a seeded tarot game for `steps` plies; for each ply, the seat whose secret it is (a draw, a card
/// kept from a hand, objective 9's pick), if any.
fn tarot_game(preset: &str, seed: u64, steps: usize) -> (Box<dyn DynGame>, Vec<Option<Seat>>) {
    let mut game = load(TAROT, preset).unwrap();
    let mut rng = Xoshiro256::seed_from_u64(seed);
    let mut owners = Vec::new();
    for _ in 0..steps {
        let truth = state::<TarotGame>(game.as_ref());
        let drawer = (!truth.is_playing()).then(|| tarot_drawer(truth));
        let Some((_, mv)) = random_step(game.as_mut(), &mut rng) else { break };
        let secret = ["draw:", "choose:", "pick:"].iter().any(|p| mv.starts_with(p));
        owners.push(drawer.filter(|_| secret));
    }
    (game, owners)
}

#[test]
fn no_tarot_view_shows_another_seats_draw_or_secret_objective() {
    for preset in TAROT_PRESETS {
        for seed in 0..4u64 {
            let (game, owners) = tarot_game(preset, seed, 120);
            assert!(owners.iter().filter(|o| o.is_some()).count() >= 4, "{preset}: every seat drew");
            for viewer in Seat::ALL.map(Some).into_iter().chain([None]) {
                let id = viewer.map(Seat::player_id);
                for (k, ply) in game.history_for(id).iter().enumerate() {
                    if let (Some(owner), Some(text)) = (owners[k], &ply.text) {
                        assert_eq!(Some(owner), viewer, "{preset}: {viewer:?} sees {owner:?}'s {text}");
                    }
                }
                // Each line of the picture about another seat: no secret objective named, no card in hand.
                let picture = game.view(id).picture;
                for line in picture.lines() {
                    let Some(other) =
                        Seat::ALL.into_iter().find(|s| line.starts_with(s.name()) && Some(*s) != viewer)
                    else {
                        continue;
                    };
                    assert!(
                        !line.contains(", secret)"),
                        "{preset}: {viewer:?} sees {other:?}'s objective: {line}"
                    );
                    if let Some((_, hand)) = line.split_once("; hand") {
                        let hand = hand.split(';').next().unwrap_or_default();
                        assert!(
                            words(hand).all(|w| w == "?"),
                            "{preset}: {viewer:?} sees {other:?}'s hand: {line}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn the_same_public_tarot_actions_with_another_secret_draw_give_a_seat_the_same_view() {
    // A first draw of 1, 4 or 5 is a secret objective that offers only `keep`: another of them gives the
    // table the same public actions.
    let quiet = ["1", "4", "5"];
    let mut tried = 0;
    for preset in TAROT_PRESETS {
        for seed in 0..12u64 {
            let (game, owners) = tarot_game(preset, seed, 200);
            let plies = game.history();
            // The first seat's first draw, when it is a quiet objective.
            let Some(k) = plies.iter().position(|p| p.text.starts_with("draw:")) else { continue };
            let drawn = &plies[k].text["draw:".len()..];
            if !quiet.contains(&drawn) || plies.get(k + 1).is_none_or(|p| p.text != "keep") {
                continue;
            }
            let owner = owners[k].unwrap();
            let other = quiet.iter().find(|&&c| c != drawn).unwrap();
            for viewer in Seat::ALL.into_iter().filter(|&s| s != owner) {
                let (mut a, mut b) = (load(TAROT, preset).unwrap(), load(TAROT, preset).unwrap());
                let mut compared = 0;
                for (j, ply) in plies.iter().enumerate() {
                    let text = if j == k { format!("draw:{other}") } else { ply.text.clone() };
                    a.play_text(ply.seat, &ply.text).unwrap();
                    let boards = state::<TarotGame>(a.as_ref()).is_playing();
                    if b.play_text(ply.seat, &text).is_err() || (boards && compared > k + 40) {
                        break;
                    }
                    let id = Some(viewer.player_id());
                    assert_eq!(
                        json(a.as_ref(), id),
                        json(b.as_ref(), id),
                        "{preset} {viewer:?} after ply {j} {text}"
                    );
                    assert_eq!(
                        json(a.as_ref(), None),
                        json(b.as_ref(), None),
                        "{preset} spectator after ply {j}"
                    );
                    compared += 1;
                }
                assert!(compared > k + 1, "{preset}: compared past the changed draw");
                assert_ne!(a.position(), b.position());
            }
            tried += 1;
        }
    }
    assert!(tried >= 2, "{tried} games had a quiet first draw");
}

// ------------------------------------------------------------------------------------------------------
// Every game.

#[test]
fn a_spectator_of_a_hidden_game_sees_no_secret_draw_and_games_without_secrets_show_everything() {
    for entry in games() {
        for preset in entry.presets {
            let mut game = load(entry.name, preset.name).unwrap();
            let mut rng = Xoshiro256::seed_from_u64(3);
            for _ in 0..60 {
                if random_step(game.as_mut(), &mut rng).is_none() {
                    break;
                }
            }
            let full = game.history();
            let spectator = game.history_for(None);
            if game.has_hidden_information() {
                for (ply, seen) in full.iter().zip(&spectator) {
                    let secret =
                        ["deal ", "draw:", "choose:", "pick:"].iter().any(|p| ply.text.starts_with(p));
                    if secret {
                        assert_eq!(
                            seen.text, None,
                            "{} {}: a spectator sees {}",
                            entry.name, preset.name, ply.text
                        );
                    }
                }
                assert_eq!(game.view(None).position, None);
                continue;
            }
            for viewer in PlayerId::all(game.num_players()).map(Some).chain([None]) {
                let seen: Vec<Option<String>> =
                    game.history_for(viewer).into_iter().map(|p| p.text).collect();
                let all: Vec<Option<String>> = full.iter().map(|p| Some(p.text.clone())).collect();
                assert_eq!(seen, all, "{} {}: {viewer:?}", entry.name, preset.name);
                let view = game.view(viewer);
                assert_eq!(view.position, Some(game.position()));
                assert_eq!(view.picture, viewer.map_or_else(|| game.pretty(), |s| game.pretty_for(s)));
            }
        }
    }
}

#[test]
fn a_spectators_picture_of_a_hidden_game_is_the_public_one() {
    let mut cards = load(BATARDE, "4p").unwrap();
    let mut rng = Xoshiro256::seed_from_u64(2);
    while state::<Match>(cards.as_ref()).hand().phase() != Phase::Auction {
        cards.play_random(&mut rng);
    }
    let picture = cards.view(None).picture;
    assert_eq!(picture.matches("hidden]").count(), 4, "every hand as a count:\n{picture}");
    let truth = state::<Match>(cards.as_ref());
    let secrets = batarde_secrets(truth, None);
    assert!(words(&picture).all(|w| !secrets.contains(w)), "{picture}");
    let mut tarot = load(TAROT, "standard").unwrap();
    tarot.play_text(None, "draw:7").unwrap();
    let picture = tarot.view(None).picture;
    assert!(picture.contains("? (secret)") && !picture.contains("7 ("), "{picture}");
}
