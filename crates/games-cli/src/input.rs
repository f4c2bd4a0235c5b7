//! Reading a person's lines: a line that is not UTF-8 is reported and skipped, never the end of a session.
//! On a terminal the line is edited with rustyline (arrow keys, the session's history); anything else (a
//! pipe, a script, the tests) is read plainly, the prompt written to the output like every other line.

use std::io::{self, BufRead, Write};

use rustyline::error::ReadlineError;

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

/// Where a person's lines come from: shows a prompt and reads one line.
pub trait Prompter {
    /// Shows `prompt` (through `out`, or the terminal's editor) and reads one line.
    fn prompt_line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Line>;
}

/// Plain reading: the prompt is written to `out`, the line read as it comes.
impl<R: BufRead> Prompter for R {
    fn prompt_line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Line> {
        write!(out, "{prompt}")?;
        out.flush()?;
        read_line(self)
    }
}

/// A terminal with line editing: arrow keys move in the line, up and down go through the lines typed in this
/// session. Ctrl-D and Ctrl-C end the input, as the end of a pipe does.
pub struct Terminal {
    editor: rustyline::DefaultEditor,
}

impl Terminal {
    /// The terminal's line editor, `None` when it cannot be set up (then read plainly).
    pub fn new() -> Option<Terminal> {
        rustyline::DefaultEditor::new().ok().map(|editor| Terminal { editor })
    }
}

impl Prompter for Terminal {
    fn prompt_line(&mut self, prompt: &str, out: &mut dyn Write) -> io::Result<Line> {
        // What the tool printed goes out before the editor draws its prompt.
        out.flush()?;
        match self.editor.readline(prompt) {
            Ok(line) => {
                if !line.trim().is_empty() {
                    let _ = self.editor.add_history_entry(line.as_str());
                }
                Ok(Line::Text(line + "\n"))
            }
            Err(ReadlineError::Eof | ReadlineError::Interrupted) => Ok(Line::End),
            Err(ReadlineError::Io(e)) => Err(e),
            Err(other) => Err(io::Error::other(other)),
        }
    }
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

    #[test]
    fn plain_input_writes_the_prompt_with_the_output() {
        let mut input: &[u8] = b"a1\n";
        let mut out = Vec::new();
        assert_eq!(input.prompt_line("X> ", &mut out).unwrap(), Line::Text("a1\n".to_string()));
        assert_eq!(input.prompt_line("X> ", &mut out).unwrap(), Line::End);
        assert_eq!(out, b"X> X> ");
    }
}
