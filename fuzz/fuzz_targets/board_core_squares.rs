#![no_main]
//! Square and coordinate parsing never panics, and whatever parses prints back to the same text.

use board_core::{BoardSize, Coord, Square};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&size_byte, text)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(text) else { return };
    if let Ok(sq) = text.parse::<Square>() {
        assert_eq!(sq.to_string(), text);
    }
    if let Ok(coord) = text.parse::<Coord>() {
        assert_eq!(coord.to_string(), text);
    }
    let files = size_byte & 0x0f;
    let ranks = size_byte >> 4;
    if let Ok(size) = BoardSize::new(files + 1, ranks + 1) {
        if let Ok(coord) = Coord::parse_on(text, size) {
            assert!(size.contains(coord));
            assert_eq!(size.coord(size.index(coord)), Some(coord));
        }
    }
});
