//! Prints bulk-counted perft from the start position and the speed:
//! `cargo run --release -p bashnya --example perft -- russian 11`.

use std::time::Instant;

use bashnya::{Position, Rules};

fn main() {
    let mut args = std::env::args().skip(1);
    let preset = args.next().unwrap_or_else(|| "bashni".to_string());
    let depth: u32 = args.next().and_then(|d| d.parse().ok()).unwrap_or(7);
    let Ok(rules) = Rules::from_preset(&preset) else {
        eprintln!("unknown preset {preset}");
        std::process::exit(2);
    };
    let start = Position::start(rules);
    for d in 1..=depth {
        let t = Instant::now();
        let nodes = start.perft(d);
        let secs = t.elapsed().as_secs_f64();
        // Node counts stay far below 2^52, where the conversion is exact.
        #[allow(clippy::cast_precision_loss)]
        let rate = nodes as f64 / secs / 1e6;
        println!("{preset} perft({d}) = {nodes}  {secs:.3} s  {rate:.1} Mnodes/s");
    }
}
