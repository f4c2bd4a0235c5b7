//! The registry attaches every game's SVG picture: each preset's start is drawn for the public view and for
//! every seat, and the picture is the game crate's own.

use abstract_game::PlayerId;
use abstract_game::svg::{Svg, SvgOptions};
use traditional_games::{bashnya, games, load};

#[test]
fn every_preset_is_drawn_for_the_public_view_and_every_seat() {
    let options = SvgOptions::new();
    for game in games() {
        for preset in game.presets {
            let loaded = load(game.name, preset.name).unwrap();
            let seats = PlayerId::all(loaded.num_players()).map(Some);
            for seat in core::iter::once(None).chain(seats) {
                let picture = loaded
                    .svg(seat, &options)
                    .unwrap_or_else(|| panic!("{} {} has no picture for {seat:?}", game.name, preset.name));
                assert!(picture.starts_with("<svg"), "{} {} {seat:?}", game.name, preset.name);
                assert!(picture.contains("<title "), "{} {} {seat:?}", game.name, preset.name);
            }
        }
    }
}

#[test]
fn the_loaded_picture_is_the_game_crates_own() {
    let options = SvgOptions::new().with_width(320).with_coordinates(false);
    let loaded = load("bashnya", "russian").unwrap();
    let crate_start = bashnya::Position::start(bashnya::Rules::from_preset("russian").unwrap());
    assert_eq!(loaded.svg(None, &options), Some(crate_start.svg(None, &options)));
}
