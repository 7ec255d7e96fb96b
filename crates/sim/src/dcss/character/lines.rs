//! Reading a dump line by line: [`Lines`], a cursor over its lines that names the line of an
//! error, and [`shorten`], a line as an error quotes it (`docs/rules/monsters-and-dumps.md`
//! §4.1). Every section reader takes the dump through these.

use super::DumpError;

/// The dump's lines with a read position; line numbers count from 1.
pub(super) struct Lines<'a> {
    lines: Vec<&'a str>,
    at: usize,
}

impl<'a> Lines<'a> {
    pub(super) fn new(text: &'a str) -> Self {
        Lines {
            lines: text.lines().collect(),
            at: 0,
        }
    }

    /// The next line and its number, without taking it.
    pub(super) fn peek(&self) -> Option<(usize, &'a str)> {
        self.lines.get(self.at).map(|l| (self.at + 1, *l))
    }

    /// Takes the next line.
    pub(super) fn take(&mut self) -> Option<(usize, &'a str)> {
        let next = self.peek();
        self.at += usize::from(next.is_some());
        next
    }

    /// The next line without taking it, or the error that the file ends where `expected`
    /// was.
    pub(super) fn peek_expecting(&self, expected: &str) -> Result<(usize, &'a str), DumpError> {
        self.peek()
            .ok_or_else(|| DumpError::new(self.lines.len() + 1, "the file ends here", expected))
    }

    /// Takes the next line, or says that the file ends where `expected` was.
    pub(super) fn expect(&mut self, expected: &str) -> Result<(usize, &'a str), DumpError> {
        let next = self.peek_expecting(expected)?;
        self.at += 1;
        Ok(next)
    }

    /// Skips blank lines.
    pub(super) fn skip_blank(&mut self) {
        while self.peek().is_some_and(|(_, l)| l.trim().is_empty()) {
            self.at += 1;
        }
    }
}

/// At most 60 characters of a line, for a message.
pub(super) fn shorten(text: &str) -> String {
    match text.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}
