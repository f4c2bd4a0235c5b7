//! The family's conventions (`abstract_game::conventions`), checked across every game crate where a test can
//! see them: the re-export, `start(rules)`, presets that read back, seat names and conversions, the board
//! pictures, and the optional traits every state type implements.

use abstract_game::{ActionIndex, Game, ObservationTensor, PlayerId, Preset, ZobristHash};

/// Every preset reads back through `from_preset` and `FromStr` alike, prints its own name, and the first is
/// `Rules::default()`.
macro_rules! check_presets {
    ($rules:ty) => {{
        let presets: &[Preset] = <$rules>::PRESETS;
        assert!(!presets.is_empty(), "{} has no presets", stringify!($rules));
        for preset in presets {
            let named = <$rules>::from_preset(preset.name).expect("a listed preset reads");
            let parsed: $rules = preset.name.parse().expect("FromStr reads a preset");
            assert_eq!(named, parsed, "{}: from_preset and FromStr differ", preset.name);
            assert_eq!(named.to_string(), preset.name, "a preset prints its own name");
            assert!(!preset.about.is_empty(), "{} says nothing about itself", preset.name);
        }
        let first = <$rules>::from_preset(presets[0].name).expect("the first preset reads");
        assert_eq!(
            first,
            <$rules>::default(),
            "the first preset of {} is not the default",
            stringify!($rules)
        );
    }};
}

/// `Seat::player_id`, `Seat::from_player_id`, `From`/`TryFrom` and `Display` agree with `Game::seat_name`.
macro_rules! check_seats {
    ($seat:ty, $game:expr) => {{
        let game = $game;
        for player in PlayerId::all(game.num_players()) {
            let seat = <$seat>::from_player_id(player).expect("every seat at the table converts");
            assert_eq!(seat.player_id(), player);
            assert_eq!(PlayerId::from(seat), player);
            assert_eq!(<$seat>::try_from(player).ok(), Some(seat));
            assert_eq!(seat.to_string(), game.seat_name(player), "Display and seat_name differ");
        }
        let beyond = PlayerId::new(game.num_players()).expect("fewer than eight seats");
        assert!(<$seat>::from_player_id(beyond).is_none(), "a seat beyond the table converts");
    }};
}

/// The optional traits the conventions ask of every state type.
fn implements_the_family_traits<G: Game + ActionIndex + ObservationTensor + ZobristHash>(game: &G) -> usize {
    game.num_actions() + game.observation_shape().len() + usize::from(game.zobrist() != 0)
}

/// Pictures exist for the whole table and for every seat.
fn pictures(all: &str, seats: &[String]) {
    assert!(!all.trim().is_empty());
    assert!(seats.iter().all(|view| !view.trim().is_empty()));
}

#[test]
fn every_crate_re_exports_the_abstract_game_it_was_built_with() {
    // The same `PlayerId` type through every crate: a mismatched version would not compile here.
    let seat = PlayerId::from_const(1);
    let _: bashnya::abstract_game::PlayerId = seat;
    let _: siege_paris::abstract_game::PlayerId = seat;
    let _: backgammon_nodice::abstract_game::PlayerId = seat;
    let _: chess4_bastardo::abstract_game::PlayerId = seat;
    let _: batarde_cards::abstract_game::PlayerId = seat;
}

#[test]
fn bashnya_follows_the_conventions() {
    check_presets!(bashnya::Rules);
    let game = bashnya::Position::start(bashnya::Rules::default());
    check_seats!(bashnya::Colour, game.clone());
    assert!(implements_the_family_traits(&game) > 0);
    pictures(&game.pretty(), &PlayerId::all(2).map(|s| game.pretty_for(s)).collect::<Vec<_>>());
}

#[test]
fn siege_paris_follows_the_conventions() {
    check_presets!(siege_paris::Rules);
    let game = siege_paris::Position::start(siege_paris::Rules::default());
    check_seats!(siege_paris::Side, game.clone());
    assert!(implements_the_family_traits(&game) > 0);
    pictures(&game.pretty(), &PlayerId::all(3).map(|s| game.pretty_for(s)).collect::<Vec<_>>());
}

#[test]
fn backgammon_follows_the_conventions() {
    check_presets!(backgammon_nodice::Rules);
    let game = backgammon_nodice::Position::start(backgammon_nodice::Rules::default());
    check_seats!(backgammon_nodice::Side, game.clone());
    assert!(implements_the_family_traits(&game) > 0);
    pictures(&game.pretty(), &PlayerId::all(2).map(|s| game.pretty_for(s)).collect::<Vec<_>>());
}

#[test]
fn chess4_bastardo_follows_the_conventions() {
    check_presets!(chess4_bastardo::Rules);
    let game = chess4_bastardo::Position::start(chess4_bastardo::Rules::default());
    check_seats!(chess4_bastardo::Seat, game);
    assert!(implements_the_family_traits(&game) > 0);
    pictures(&game.pretty(), &PlayerId::all(4).map(|s| game.pretty_for(s)).collect::<Vec<_>>());
}

#[test]
fn the_tarot_variant_follows_the_conventions() {
    use chess4_bastardo::tarot::{TarotGame, TarotRules};
    check_presets!(TarotRules);
    let game = TarotGame::start(TarotRules::default());
    check_seats!(chess4_bastardo::Seat, game.clone());
    assert!(implements_the_family_traits(&game) > 0);
    pictures(&game.pretty(), &PlayerId::all(4).map(|s| game.pretty_for(s)).collect::<Vec<_>>());
}

#[test]
fn batarde_cards_follows_the_conventions() {
    check_presets!(batarde_cards::Rules);
    // La Bâtarde's seats are plain `PlayerId`s (no seat type of its own): names P1, P2, ...
    let game = batarde_cards::Match::start(batarde_cards::Rules::default());
    let names: Vec<&str> = PlayerId::all(game.num_players()).map(|s| game.seat_name(s)).collect();
    assert_eq!(names, ["P1", "P2", "P3", "P4"]);
    assert!(implements_the_family_traits(&game) > 0);
    let seats = game.num_players();
    pictures(&game.pretty(), &PlayerId::all(seats).map(|s| game.pretty_for(s)).collect::<Vec<_>>());
}
