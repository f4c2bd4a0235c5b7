//! Reading what JavaScript passes: seat numbers and the SVG options object (as JSON text), each refusal
//! naming the field that is wrong.

use serde_json::Value;
use traditional_games::abstract_game::PlayerId;
use traditional_games::abstract_game::svg::{HighlightKind, SvgOptions};

/// The widest picture the options may ask for, in pixels (a sanity bound, not a rule).
const MAX_SIZE: u64 = 16_384;

/// The seat numbered `seat` at a table of `seats`.
pub(crate) fn seat(seat: f64, seats: usize) -> Result<PlayerId, String> {
    // Whole and not beyond any table before the cast, so the cast is exact.
    let whole = seat.fract() == 0.0 && (0.0..=1024.0).contains(&seat);
    whole
        .then_some(seat as usize)
        .filter(|&s| s < seats)
        .and_then(PlayerId::new)
        .ok_or_else(|| format!("no seat {seat} in a game of {seats} seats (seats are numbered from 0)"))
}

/// The seat a JSON value names: `null` or absent is no seat.
fn optional_seat(value: Option<&Value>, field: &str, seats: usize) -> Result<Option<PlayerId>, String> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => seat(n.as_f64().unwrap_or(f64::NAN), seats)
            .map(Some)
            .map_err(|e| format!("svg option `{field}`: {e}")),
        Some(other) => Err(format!("svg option `{field}` must be a seat number or null, not {other}")),
    }
}

/// The seat whose view is drawn and the drawing options, from the options object's JSON text
/// (`{seat, bottom, highlights: [{name, kind}], coordinates, size, idPrefix}`, every field optional).
pub(crate) fn svg_options(json: &str, seats: usize) -> Result<(Option<PlayerId>, SvgOptions), String> {
    let value: Value = serde_json::from_str(json).map_err(|e| format!("svg options are not JSON: {e}"))?;
    let Value::Object(fields) = value else {
        return Err("svg options must be an object".to_string());
    };
    let mut options = SvgOptions::new();
    let mut viewer = None;
    for (field, value) in &fields {
        match field.as_str() {
            "seat" => viewer = optional_seat(Some(value), "seat", seats)?,
            "bottom" => options.bottom = optional_seat(Some(value), "bottom", seats)?,
            "coordinates" => {
                options.coordinates =
                    value.as_bool().ok_or("svg option `coordinates` must be true or false")?;
            }
            "size" => {
                options.width =
                    value.as_u64().filter(|w| (1..=MAX_SIZE).contains(w)).ok_or(format!(
                        "svg option `size` must be a whole number of pixels, 1 to {MAX_SIZE}"
                    ))? as u32;
            }
            "idPrefix" => {
                options.id_prefix =
                    value.as_str().ok_or("svg option `idPrefix` must be a string")?.to_string();
            }
            "highlights" => {
                let list = value.as_array().ok_or("svg option `highlights` must be an array")?;
                for item in list {
                    let name = item["name"].as_str().ok_or("a highlight needs a `name` (a string)")?;
                    let kind = highlight_kind(item["kind"].as_str().unwrap_or_default())?;
                    options = options.with_highlight(name, kind);
                }
            }
            other => {
                return Err(format!(
                    "no svg option `{other}` (known: seat, bottom, highlights, coordinates, size, idPrefix)"
                ));
            }
        }
    }
    Ok((viewer, options))
}

/// A highlight kind by its name (`last-move`, `selected`, `target`).
fn highlight_kind(name: &str) -> Result<HighlightKind, String> {
    [HighlightKind::LastMove, HighlightKind::Selected, HighlightKind::Target]
        .into_iter()
        .find(|kind| kind.name() == name)
        .ok_or_else(|| format!("no highlight kind `{name}` (known: last-move, selected, target)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read_field_by_field() {
        let (seat, options) = svg_options(
            r#"{"seat": 1, "bottom": null, "coordinates": false, "size": 300, "idPrefix": "a-",
                "highlights": [{"name": "c3", "kind": "selected"}]}"#,
            2,
        )
        .unwrap();
        assert_eq!(seat, PlayerId::new(1));
        assert_eq!(options.bottom, None);
        assert!(!options.coordinates);
        assert_eq!(options.width, 300);
        assert_eq!(options.id_prefix, "a-");
        assert_eq!(options.highlight_of("c3"), Some(HighlightKind::Selected));
    }

    #[test]
    fn a_bad_field_is_named() {
        assert!(svg_options(r#"{"seat": 2}"#, 2).unwrap_err().contains("no seat 2"));
        assert!(svg_options(r#"{"seat": 0.5}"#, 2).unwrap_err().contains("seat"));
        assert!(svg_options(r#"{"size": 0}"#, 2).unwrap_err().contains("`size`"));
        assert!(svg_options(r#"{"colour": 1}"#, 2).unwrap_err().contains("no svg option `colour`"));
        let kind = r#"{"highlights": [{"name": "a1", "kind": "glow"}]}"#;
        assert!(svg_options(kind, 2).unwrap_err().contains("no highlight kind `glow`"));
        assert!(svg_options("[]", 2).unwrap_err().contains("object"));
    }
}
