//! The WebSocket protocol's client messages, read field by field so that every refusal names the field and
//! what it should be (see `PROTOCOL.md`).

use serde_json::{Map, Value};

use crate::error::{Code, Refusal};
use crate::table::Action;

/// The longest client action id, in bytes.
pub const MAX_ID_LEN: usize = 64;

/// A message a client sends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ClientMessage {
    /// Take the seat this token holds at this table.
    Sit {
        /// The table's id.
        table: String,
        /// The seat token `join` answered with.
        token: String,
    },
    /// Watch a table as a spectator.
    Watch {
        /// The table's id.
        table: String,
        /// The invite code, for a private table.
        invite: Option<String>,
    },
    /// An action of the seated connection.
    Act {
        /// The client's id for it.
        id: String,
        /// The table version the client saw.
        version: u64,
        /// What to do.
        action: Action,
    },
    /// Give up the seat (its token stops working; the seat is open again).
    Leave,
    /// Asks for a `pong`.
    Ping,
}

fn field<'a>(object: &'a Map<String, Value>, name: &str) -> Result<&'a Value, Refusal> {
    object.get(name).ok_or_else(|| Refusal::new(Code::BadField, format!("{name}: missing")))
}

fn string(object: &Map<String, Value>, name: &str, max: usize) -> Result<String, Refusal> {
    let text = field(object, name)?
        .as_str()
        .ok_or_else(|| Refusal::new(Code::BadField, format!("{name}: must be a string")))?;
    if text.is_empty() || text.len() > max {
        return Err(Refusal::new(Code::BadField, format!("{name}: must be 1 to {max} bytes long")));
    }
    Ok(text.to_string())
}

fn optional_string(object: &Map<String, Value>, name: &str, max: usize) -> Result<Option<String>, Refusal> {
    match object.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(_) => string(object, name, max).map(Some),
    }
}

fn version(object: &Map<String, Value>) -> Result<u64, Refusal> {
    field(object, "version")?
        .as_u64()
        .ok_or_else(|| Refusal::new(Code::BadField, "version: must be a whole number, 0 or more"))
}

/// Reads one text frame. The `id` of an action, when it could be read, comes back with a refusal so the
/// client can match the error to its action.
///
/// # Errors
/// The refusal naming the field or rule.
pub fn parse(text: &str) -> Result<ClientMessage, (Option<String>, Refusal)> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| (None, Refusal::new(Code::BadJson, format!("not JSON: {e}"))))?;
    let Value::Object(object) = value else {
        return Err((None, Refusal::new(Code::BadJson, "a message must be a JSON object")));
    };
    let kind = string(&object, "type", 32).map_err(|e| (None, e))?;
    let id = object.get("id").and_then(Value::as_str).map(str::to_string);
    let with_id = |e: Refusal| (id.clone(), e);
    let act = |action: Action| -> Result<ClientMessage, Refusal> {
        Ok(ClientMessage::Act { id: string(&object, "id", MAX_ID_LEN)?, version: version(&object)?, action })
    };
    let read = || -> Result<ClientMessage, Refusal> {
        match kind.as_str() {
            "sit" => Ok(ClientMessage::Sit {
                table: string(&object, "table", 64)?,
                token: string(&object, "token", 128)?,
            }),
            "watch" => Ok(ClientMessage::Watch {
                table: string(&object, "table", 64)?,
                invite: optional_string(&object, "invite", 128)?,
            }),
            "play" => act(Action::Play(string(&object, "move", 256)?)),
            "takeBack" => act(Action::TakeBack),
            "vote" => {
                let yes = field(&object, "yes")?
                    .as_bool()
                    .ok_or_else(|| Refusal::new(Code::BadField, "yes: must be true or false"))?;
                act(Action::Vote(yes))
            }
            "leave" => Ok(ClientMessage::Leave),
            "ping" => Ok(ClientMessage::Ping),
            other => Err(Refusal::new(
                Code::UnknownType,
                format!("type: {other:?} is no message type (sit, watch, play, takeBack, vote, leave, ping)"),
            )),
        }
    };
    read().map_err(with_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(text: &str) -> Refusal {
        parse(text).unwrap_err().1
    }

    #[test]
    fn reads_every_message() {
        assert_eq!(
            parse(r#"{"type":"play","id":"a1","version":3,"move":"7S"}"#),
            Ok(ClientMessage::Act { id: "a1".into(), version: 3, action: Action::Play("7S".into()) })
        );
        assert_eq!(
            parse(r#"{"type":"vote","id":"v","version":0,"yes":false}"#),
            Ok(ClientMessage::Act { id: "v".into(), version: 0, action: Action::Vote(false) })
        );
        assert_eq!(
            parse(r#"{"type":"watch","table":"t"}"#),
            Ok(ClientMessage::Watch { table: "t".into(), invite: None })
        );
        assert_eq!(parse(r#"{"type":"ping"}"#), Ok(ClientMessage::Ping));
    }

    #[test]
    fn every_wrong_field_is_named() {
        assert_eq!(refusal("{").code, Code::BadJson);
        assert_eq!(refusal("[1]").code, Code::BadJson);
        assert_eq!(refusal(r#"{"type":"dance"}"#).code, Code::UnknownType);
        assert!(refusal(r#"{"type":7}"#).message.starts_with("type:"));
        let play = refusal(r#"{"type":"play","id":"a","version":"3","move":"7S"}"#);
        assert_eq!((play.code, play.message.split(':').next()), (Code::BadField, Some("version")));
        assert!(
            refusal(r#"{"type":"play","id":"a","version":-1,"move":"7S"}"#).message.starts_with("version:")
        );
        assert!(refusal(r#"{"type":"play","id":5,"version":1,"move":"7S"}"#).message.starts_with("id:"));
        assert!(refusal(r#"{"type":"play","id":"a","version":1,"move":[]}"#).message.starts_with("move:"));
        assert!(refusal(r#"{"type":"play","id":"a","version":1}"#).message.starts_with("move: missing"));
        assert!(refusal(r#"{"type":"vote","id":"a","version":1,"yes":"yes"}"#).message.starts_with("yes:"));
        assert!(refusal(r#"{"type":"sit","table":"t","token":null}"#).message.starts_with("token:"));
        let long = format!(r#"{{"type":"play","id":"{}","version":1,"move":"x"}}"#, "i".repeat(65));
        assert!(refusal(&long).message.starts_with("id:"));
        // The id comes back with the refusal when it could be read.
        assert_eq!(parse(r#"{"type":"play","id":"a9","version":1}"#).unwrap_err().0.as_deref(), Some("a9"));
    }
}
