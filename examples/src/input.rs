//! Reading a person's lines: a line that is not UTF-8 is reported and skipped, never the end of a session.

use std::io::{self, BufRead};

/// One line read from the terminal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Line {
    /// A line of text, line break included.
    Text(String),
    /// A line whose bytes are not UTF-8 (answered, then skipped).
    NotUtf8,
    /// End of input.
    End,
}

/// Reads one line.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Line> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(Line::End);
    }
    Ok(String::from_utf8(bytes).map_or(Line::NotUtf8, Line::Text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_bytes_are_one_line_not_the_end() {
        let mut input: &[u8] = b"a1\n\xff\xfe\nb2";
        assert_eq!(read_line(&mut input).unwrap(), Line::Text("a1\n".to_string()));
        assert_eq!(read_line(&mut input).unwrap(), Line::NotUtf8);
        assert_eq!(read_line(&mut input).unwrap(), Line::Text("b2".to_string()));
        assert_eq!(read_line(&mut input).unwrap(), Line::End);
    }
}
