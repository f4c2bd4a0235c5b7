//! Named rule sets.

/// A named rule set of a game, as every game crate lists them in `Rules::PRESETS` (the first is the default):
/// the name `Rules::from_preset` and `FromStr` read, and one line about it for menus and `--help` texts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Preset {
    /// The name, as `Rules`' `FromStr` reads it and its `Display` prints it (`russian`, `classic`, `4p`).
    pub name: &'static str,
    /// One line about the rule set, for people.
    pub about: &'static str,
}
