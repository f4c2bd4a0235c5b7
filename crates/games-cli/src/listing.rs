//! Which moves `moves FILTER` shows: those that use the filter as whole tokens, at the start (`moves 6-4`
//! finds `6-4: 24/18 13/9`) or anywhere (`moves c3` finds `b2-c3`, `c3:e5` and `c2c3`). Whole tokens, so
//! that square c1 does not find `c13-d12`: a match may not cut a run of letters or a run of digits.

/// Whether two neighbouring characters belong to one token: letter after letter, digit after digit. A
/// square such as `c3` therefore stands alone in `c2c3` (chess) as well as in `b2-c3` (draughts).
fn same_token(a: char, b: char) -> bool {
    (a.is_alphabetic() && b.is_alphabetic()) || (a.is_ascii_digit() && b.is_ascii_digit())
}

/// Whether `mv` passes `filter` (case does not matter; an empty filter passes everything).
pub fn matches(mv: &str, filter: &str) -> bool {
    let (mv, filter) = (mv.to_lowercase(), filter.trim().to_lowercase());
    if filter.is_empty() {
        return true;
    }
    let (Some(first), Some(last)) = (filter.chars().next(), filter.chars().next_back()) else { return true };
    mv.match_indices(&filter).any(|(at, _)| {
        let before = mv[..at].chars().next_back().is_none_or(|c| !same_token(c, first));
        let after = mv[at + filter.len()..].chars().next().is_none_or(|c| !same_token(last, c));
        before && after
    })
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn prefixes_and_whole_tokens_match() {
        assert!(matches("6-4: 24/18 13/9", "6-4"));
        assert!(matches("6-4: 24/18 13/9", "6"));
        assert!(!matches("6-4: 24/18 13/9", "24/1"));
        assert!(matches("e2e4", "e2"));
        assert!(!matches("4-6: 24/20 13/7", "6-4"));
        assert!(matches("4-6: 24/20 13/7", "13"));
        assert!(matches("b2-c3", "c3"));
        assert!(matches("c3:e5:g3", "C3"));
        assert!(matches("c2c3", "c3"));
        assert!(!matches("c13-d12", "c1"));
        assert!(matches("c13-d12", "c13"));
        assert!(!matches("ac3", "c3"));
        assert!(matches("anything", ""));
        assert!(matches("P3 mechoune P1", "mechoune"));
        assert!(!matches("P3 mechoune P1", "echoune"));
    }
}
