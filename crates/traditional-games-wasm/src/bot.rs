//! `bestMove`'s seat kind: the command line's kinds (`random`, `mcts`, `ismcts`, `alphabeta`, `pmcts`,
//! `pismcts`, `bot`) with a budget given as fields rather than `:N` or `:Ts`.

/// The seat kind as the registry's [`traditional_games::Bot::new`] reads it, from the kind and the optional
/// `millis` and `iterations` budgets (plies for `alphabeta`). A budget in both places, or two budgets, is
/// refused: one budget per move.
pub(crate) fn kind_text(kind: &str, millis: Option<f64>, iterations: Option<f64>) -> Result<String, String> {
    let budgets =
        usize::from(kind.contains(':')) + usize::from(millis.is_some()) + usize::from(iterations.is_some());
    if budgets > 1 {
        return Err(format!(
            "`{kind}`: give one budget per move (`millis`, `iterations` or `kind:N`), not several"
        ));
    }
    if let Some(millis) = millis {
        if !(millis.is_finite() && millis > 0.0) {
            return Err(format!("`millis` must be a positive number of milliseconds, not {millis}"));
        }
        return Ok(format!("{kind}:{}s", millis / 1000.0));
    }
    if let Some(iterations) = iterations {
        if !(iterations.fract() == 0.0 && iterations >= 1.0) {
            return Err(format!("`iterations` must be a whole number of at least 1, not {iterations}"));
        }
        return Ok(format!("{kind}:{}", iterations as u64));
    }
    Ok(kind.to_string())
}

#[cfg(test)]
mod tests {
    use super::kind_text;

    #[test]
    fn budgets_become_the_command_lines_suffixes() {
        assert_eq!(kind_text("mcts", None, Some(200.0)).unwrap(), "mcts:200");
        assert_eq!(kind_text("bot", Some(250.0), None).unwrap(), "bot:0.25s");
        assert_eq!(kind_text("ismcts:300", None, None).unwrap(), "ismcts:300");
        assert!(kind_text("mcts:3", None, Some(2.0)).unwrap_err().contains("one budget"));
        assert!(kind_text("mcts", Some(-1.0), None).unwrap_err().contains("millis"));
        assert!(kind_text("mcts", None, Some(1.5)).unwrap_err().contains("iterations"));
    }
}
