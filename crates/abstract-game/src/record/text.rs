//! The record's text form: writing it (`Display`) and reading it (`FromStr`). The grammar is in the module
//! docs of [`record`](super).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Display, Formatter, Write};
use core::str::FromStr;

use super::{GameRecord, RecordParseError, RecordedMove, SeatKey, seat_key};
use crate::{Outcome, ScoreKind};

/// Writes `text` as a quoted string with its escapes.
fn write_quoted(f: &mut Formatter<'_>, text: &str) -> fmt::Result {
    f.write_char('"')?;
    for c in text.chars() {
        match c {
            '"' => f.write_str("\\\"")?,
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\r' => f.write_str("\\r")?,
            '\t' => f.write_str("\\t")?,
            c => f.write_char(c)?,
        }
    }
    f.write_char('"')
}

/// Whether `text` can be written without quotes on a ply line.
fn is_bare(text: &str) -> bool {
    !text.is_empty()
        && !text.starts_with('"')
        && !text.starts_with(char::is_whitespace)
        && !text.ends_with(char::is_whitespace)
        && !text.contains(": ")
        && !text.contains(['\n', '\r'])
}

fn write_token(f: &mut Formatter<'_>, text: &str) -> fmt::Result {
    if is_bare(text) { f.write_str(text) } else { write_quoted(f, text) }
}

fn kind_word(kind: ScoreKind) -> &'static str {
    match kind {
        ScoreKind::Rank => "ranks",
        ScoreKind::Points => "points",
        ScoreKind::PenaltyPoints => "penalties",
    }
}

/// The result token: `*`, or `kind:score,score,...`.
struct ResultToken<'a>(Option<&'a Outcome>);

impl Display for ResultToken<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let Some(outcome) = self.0 else { return f.write_str("*") };
        f.write_str(kind_word(outcome.kind()))?;
        for (i, score) in outcome.scores().iter().enumerate() {
            write!(f, "{}{score}", if i == 0 { ':' } else { ',' })?;
        }
        Ok(())
    }
}

/// The result as the record writes it: `*`, or `kind:score,score,...`.
pub(crate) fn result_token(result: Option<&Outcome>) -> String {
    ResultToken(result).to_string()
}

fn parse_result(line: usize, text: &str) -> Result<Option<Outcome>, RecordParseError> {
    if text == "*" {
        return Ok(None);
    }
    let bad = || RecordParseError::BadResult { line, text: text.to_string() };
    let (kind, scores) = text.split_once(':').ok_or_else(bad)?;
    let kind = match kind {
        "ranks" => ScoreKind::Rank,
        "points" => ScoreKind::Points,
        "penalties" => ScoreKind::PenaltyPoints,
        _ => return Err(bad()),
    };
    let scores: Vec<i64> = scores.split(',').map(str::parse).collect::<Result<_, _>>().map_err(|_| bad())?;
    let outcome = Outcome::from_scores(kind, &scores).map_err(|_| bad())?;
    // Only the canonical spelling reads back: `+1` or `01` would not print the same.
    if ResultToken(Some(&outcome)).to_string() == text { Ok(Some(outcome)) } else { Err(bad()) }
}

impl Display for GameRecord {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let tag = |f: &mut Formatter<'_>, key: &dyn Display, value: &str| {
            write!(f, "[{key} ")?;
            write_quoted(f, value)?;
            f.write_str("]\n")
        };
        tag(f, &"Game", &self.game)?;
        tag(f, &"Rules", &self.rules)?;
        let optional =
            [("Start", &self.start), ("Event", &self.event), ("Site", &self.site), ("Date", &self.date)];
        for (key, value) in optional {
            if let Some(value) = value {
                tag(f, &key, value)?;
            }
        }
        for (seat, name) in &self.players {
            tag(f, &format_args!("Seat{}", seat.index()), name)?;
        }
        tag(f, &"Result", &ResultToken(self.result.as_ref()).to_string())?;
        for (key, value) in &self.extra {
            tag(f, key, value)?;
        }
        f.write_str("\n")?;
        for (i, recorded) in self.moves.iter().enumerate() {
            write!(f, "{}. ", i + 1)?;
            if let Some(seat) = &recorded.seat {
                write_token(f, seat)?;
                f.write_str(": ")?;
            }
            write_token(f, &recorded.text)?;
            f.write_str("\n")?;
        }
        writeln!(f, "{}", ResultToken(self.result.as_ref()))
    }
}

/// Reads a quoted string at the start of `text`; returns it and the rest after the closing quote.
fn read_quoted(line: usize, text: &str) -> Result<(String, &str), RecordParseError> {
    let bad = |reason| RecordParseError::BadString { line, reason };
    let body = text.strip_prefix('"').ok_or(bad("a string starts with a quote"))?;
    let mut value = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Ok((value, &body[i + 1..])),
            '\\' => value.push(match chars.next().map(|(_, e)| e) {
                Some('"') => '"',
                Some('\\') => '\\',
                Some('n') => '\n',
                Some('r') => '\r',
                Some('t') => '\t',
                _ => return Err(bad("unknown escape (\\\" \\\\ \\n \\r \\t)")),
            }),
            c => value.push(c),
        }
    }
    Err(bad("no closing quote"))
}

/// Reads a seat or move token filling `text` entirely.
fn read_token(line: usize, text: &str) -> Result<String, RecordParseError> {
    if text.starts_with('"') {
        let (value, rest) = read_quoted(line, text)?;
        if rest.is_empty() {
            Ok(value)
        } else {
            Err(RecordParseError::BadMove { line, reason: "text after a quoted move" })
        }
    } else if is_bare(text) {
        Ok(text.to_string())
    } else {
        Err(RecordParseError::BadMove { line, reason: "an empty move, or spaces around it" })
    }
}

/// Reads what follows `N. ` on a ply line.
fn read_ply(line: usize, text: &str) -> Result<RecordedMove, RecordParseError> {
    if text.starts_with('"') {
        let (first, rest) = read_quoted(line, text)?;
        return match rest.strip_prefix(": ") {
            Some(mv) => Ok(RecordedMove { seat: Some(first), text: read_token(line, mv)? }),
            None if rest.is_empty() => Ok(RecordedMove::new(first)),
            None => Err(RecordParseError::BadMove { line, reason: "text after a quoted move" }),
        };
    }
    match text.split_once(": ") {
        Some((seat, mv)) => {
            Ok(RecordedMove { seat: Some(read_token(line, seat)?), text: read_token(line, mv)? })
        }
        None => Ok(RecordedMove::new(read_token(line, text)?)),
    }
}

/// Reads `[Key "value"]`.
fn read_tag(line: usize, text: &str) -> Result<(&str, String), RecordParseError> {
    let bad = |reason| RecordParseError::BadTag { line, reason };
    let inner = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')).ok_or(bad("brackets"))?;
    let (key, value) = inner.split_once(' ').ok_or(bad("a space after the key"))?;
    let mut bytes = key.bytes();
    let word = bytes.next().is_some_and(|b| b.is_ascii_alphabetic())
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_');
    if !word {
        return Err(bad("the key is a word"));
    }
    let (value, rest) = read_quoted(line, value)?;
    if !rest.is_empty() {
        return Err(bad("nothing after the value"));
    }
    Ok((key, value))
}

impl FromStr for GameRecord {
    type Err = RecordParseError;

    fn from_str(text: &str) -> Result<Self, RecordParseError> {
        let mut record = GameRecord::new("", "");
        let (mut game, mut rules, mut result_tag) = (None, None, None);
        let mut seen: Vec<String> = Vec::new();
        let mut result: Option<(usize, Option<Outcome>)> = None;
        for (index, content) in text.lines().enumerate() {
            let line = index + 1;
            if content.is_empty() {
                continue;
            }
            if result.is_some() {
                return Err(RecordParseError::TextAfterResult { line });
            }
            if content.starts_with('[') {
                if !record.moves.is_empty() {
                    return Err(RecordParseError::TagAfterMoves { line });
                }
                let (key, value) = read_tag(line, content)?;
                if seen.iter().any(|k| k == key) {
                    return Err(RecordParseError::DuplicateTag { line, key: key.to_string() });
                }
                seen.push(key.to_string());
                match key {
                    "Game" => game = Some(value),
                    "Rules" => rules = Some(value),
                    "Start" => record.start = Some(value),
                    "Event" => record.event = Some(value),
                    "Site" => record.site = Some(value),
                    "Date" => record.date = Some(value),
                    "Result" => result_tag = Some(parse_result(line, &value)?),
                    _ => match seat_key(key) {
                        SeatKey::Seat(seat) => {
                            record.players.insert(seat, value);
                        }
                        SeatKey::NoSuchSeat => {
                            return Err(RecordParseError::BadSeatTag { line, key: key.to_string() });
                        }
                        // `read_tag` checked the key is a word, and the record's own keys are matched above.
                        SeatKey::Other => record.extra.push((key.to_string(), value)),
                    },
                }
                continue;
            }
            let digits = content.bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 {
                let expected = record.moves.len() + 1;
                let (number, rest) = content.split_at(digits);
                let rest = rest.strip_prefix(". ");
                if number != expected.to_string() || rest.is_none() {
                    let found = content.split(' ').next().unwrap_or_default().to_string();
                    return Err(RecordParseError::MoveNumber { line, expected, found });
                }
                record.moves.push(read_ply(line, rest.unwrap_or_default())?);
                continue;
            }
            result = Some((line, parse_result(line, content)?));
        }
        let (line, outcome) = result.ok_or(RecordParseError::MissingResult)?;
        if result_tag.is_some_and(|tagged| tagged != outcome) {
            return Err(RecordParseError::ResultMismatch { line });
        }
        record.game = game.ok_or(RecordParseError::MissingTag { key: "Game" })?;
        record.rules = rules.ok_or(RecordParseError::MissingTag { key: "Rules" })?;
        record.result = outcome;
        Ok(record)
    }
}
