//! Small programs that show the game crates to someone embedding them, one per game, each under 60 lines:
//!
//! ```sh
//! cargo run -p examples --example bashnya            # Bashni: parse and play a move, MCTS replies, play out
//! cargo run -p examples --example siege_paris        # Assedio di Parigi: three seats, random play to the end
//! cargo run -p examples --example backgammon_nodice  # chosen numbers and classic dice (chance moves)
//! cargo run -p examples --example chess4_bastardo    # four seats, MCTS for every seat
//! cargo run -p examples --example batarde_cards      # hidden hands: a seat's view, ISMCTS from the observation
//! cargo run -p examples --example registry           # any game by name (traditional-games), bots at every seat
//! ```
//!
//! The Python package has its own examples in `crates/traditional-games-py/examples/`. This library is empty:
//! a package needs a target besides its examples.
