//! The seat kinds of the search bots as typed on the command line: `mcts:2000`, `mcts:0.5s`, `ismcts:1000`,
//! `alphabeta:6`, `alphabeta:0.5s`, `bot`, `bot:2000`, `bot:0.1s`, and the root-parallel searches on every
//! core `pmcts:0.5s`, `pismcts:0.5s`.

use std::fmt;
use std::time::Duration;

/// Which search a bot seat runs.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Algo {
    /// Monte Carlo tree search (perfect information).
    Mcts,
    /// Information-set MCTS (hidden information).
    Ismcts,
    /// Alpha-beta (two seats, deterministic, perfect information).
    AlphaBeta,
    /// The game's best default (`bot`).
    Best,
}

impl Algo {
    /// The name on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Algo::Mcts => "mcts",
            Algo::Ismcts => "ismcts",
            Algo::AlphaBeta => "alphabeta",
            Algo::Best => "bot",
        }
    }
}

/// How much a bot searches per move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BudgetSpec {
    /// `mcts:2000`: iterations (reproducible). For `bot` on a game whose bot is alpha-beta, a node budget of
    /// about the same work (see [`crate::bots::search::NODES_PER_ITERATION`]).
    Iterations(u64),
    /// `mcts:0.5s`: wall-clock time per move (not reproducible: it depends on the machine's load).
    Time(Duration),
    /// `alphabeta:6`: plies (alpha-beta only).
    Depth(u32),
}

impl fmt::Display for BudgetSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BudgetSpec::Iterations(n) => write!(f, "{n}"),
            BudgetSpec::Time(d) => write!(f, "{}s", d.as_secs_f64()),
            BudgetSpec::Depth(d) => write!(f, "{d}"),
        }
    }
}

/// A search seat: the algorithm, its budget (`None`: the algorithm's default) and whether it searches on
/// every core.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BotSpec {
    /// The search.
    pub algo: Algo,
    /// Its budget per move.
    pub budget: Option<BudgetSpec>,
    /// `pmcts`, `pismcts`: root-parallel, one tree per core ([`game_search::parallel`]); an iteration budget is
    /// shared between the trees, a time budget given to each.
    pub parallel: bool,
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.parallel {
            f.write_str("p")?;
        }
        f.write_str(self.algo.name())?;
        match self.budget {
            Some(budget) => write!(f, ":{budget}"),
            None => Ok(()),
        }
    }
}

/// The most iterations a seat may ask for (a billion: hours per move already).
const MAX_ITERATIONS: u64 = 1_000_000_000;
/// The deepest alpha-beta a seat may ask for (`game_search`'s limit is 96 plies).
const MAX_DEPTH: u32 = 64;
/// The longest time per move a seat may ask for.
const MAX_SECONDS: f64 = 3600.0;

impl BotSpec {
    /// Reads a bot seat kind; `Ok(None)` when `text` names no search (`human`, `random`, a typo), so the caller
    /// can say what the known kinds are.
    pub fn parse(text: &str) -> Result<Option<BotSpec>, String> {
        let (name, budget) = match text.split_once(':') {
            Some((name, budget)) => (name, Some(budget)),
            None => (text, None),
        };
        let (algo, parallel) = match name {
            "mcts" => (Algo::Mcts, false),
            "ismcts" => (Algo::Ismcts, false),
            "pmcts" => (Algo::Mcts, true),
            "pismcts" => (Algo::Ismcts, true),
            "alphabeta" | "ab" => (Algo::AlphaBeta, false),
            "bot" => (Algo::Best, false),
            _ => return Ok(None),
        };
        let budget = match budget {
            None => None,
            Some(b) => Some(parse_budget(algo, b).map_err(|why| format!("`{text}`: {why}"))?),
        };
        Ok(Some(BotSpec { algo, budget, parallel }))
    }
}

fn parse_budget(algo: Algo, text: &str) -> Result<BudgetSpec, String> {
    let (what, example) = if algo == Algo::AlphaBeta { ("plies", 6) } else { ("iterations", 2000) };
    let name = algo.name();
    let usage = format!("the budget is a number of {what} (`{name}:{example}`) or seconds (`{name}:0.5s`)");
    if let Some(seconds) = text.strip_suffix('s') {
        let s: f64 = seconds.parse().map_err(|_| usage.clone())?;
        if !(s.is_finite() && s > 0.0 && s <= MAX_SECONDS) {
            return Err(format!("the time must be above 0 and at most {MAX_SECONDS} s"));
        }
        return Ok(BudgetSpec::Time(Duration::from_secs_f64(s)));
    }
    let n: u64 = text.parse().map_err(|_| usage)?;
    if algo == Algo::AlphaBeta {
        return match u32::try_from(n) {
            Ok(d) if (1..=MAX_DEPTH).contains(&d) => Ok(BudgetSpec::Depth(d)),
            _ => Err(format!("the depth must be 1 to {MAX_DEPTH} plies")),
        };
    }
    if !(1..=MAX_ITERATIONS).contains(&n) {
        return Err(format!("the iterations must be 1 to {MAX_ITERATIONS}"));
    }
    Ok(BudgetSpec::Iterations(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(text: &str) -> BotSpec {
        BotSpec::parse(text).unwrap().unwrap()
    }

    #[test]
    fn kinds_and_budgets_parse() {
        assert_eq!(spec("mcts"), BotSpec { algo: Algo::Mcts, budget: None, parallel: false });
        assert_eq!(spec("mcts:2000").budget, Some(BudgetSpec::Iterations(2000)));
        assert_eq!(spec("mcts:0.5s").budget, Some(BudgetSpec::Time(Duration::from_millis(500))));
        assert_eq!(spec("ismcts:1000").algo, Algo::Ismcts);
        assert_eq!(spec("alphabeta:6").budget, Some(BudgetSpec::Depth(6)));
        assert_eq!(spec("alphabeta:0.5s").budget, Some(BudgetSpec::Time(Duration::from_millis(500))));
        assert_eq!(spec("bot"), BotSpec { algo: Algo::Best, budget: None, parallel: false });
        assert_eq!(
            spec("pmcts:0.1s"),
            BotSpec {
                algo: Algo::Mcts,
                budget: Some(BudgetSpec::Time(Duration::from_millis(100))),
                parallel: true
            }
        );
        assert!(spec("pismcts:500").parallel);
        for text in ["mcts:2000", "pmcts:0.25s", "pismcts", "bot"] {
            assert_eq!(spec(text).to_string(), text);
        }
        assert_eq!(spec("bot:0.1s").budget, Some(BudgetSpec::Time(Duration::from_millis(100))));
        assert_eq!(BotSpec::parse("random").unwrap(), None);
    }

    #[test]
    fn bad_budgets_say_why() {
        for bad in
            ["mcts:", "mcts:lots", "mcts:0", "mcts:-1", "mcts:0s", "mcts:1e9s", "alphabeta:0", "alphabeta:99"]
        {
            let err = BotSpec::parse(bad).unwrap_err();
            assert!(err.starts_with(&format!("`{bad}`: ")), "{err}");
        }
    }

    #[test]
    fn specs_print_as_typed() {
        for text in ["mcts", "mcts:2000", "ismcts:0.5s", "alphabeta:6", "bot", "bot:0.1s"] {
            assert_eq!(spec(text).to_string(), text);
        }
    }
}
