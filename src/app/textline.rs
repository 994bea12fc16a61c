//! Typing into a one-line text field: a character goes on the end, Backspace takes the last
//! one off, a paste goes in whole. Every field has a length limit, so neither a key held
//! down nor a pasted megabyte makes work that grows with the line (search runs on every
//! keystroke: a 100 KB query once cost minutes). Shared by search, typed answers, the
//! calculator's inputs, the scratchpad and the playground's command line.

use super::keymap::Key;

/// Characters each field takes.
pub const SEARCH_MAX: usize = 200;
pub const ANSWER_MAX: usize = 500;
pub const CALC_MAX: usize = 100;
pub const SCRATCH_MAX: usize = crate::core::expr::MAX_LEN;
pub const PLAY_MAX: usize = 10_000;

/// What a key or a paste did to a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Typed {
    /// Not a key for typing.
    No,
    Yes,
    /// The line is at its limit: what did not fit was dropped.
    Full,
}

impl Typed {
    pub fn used(self) -> bool {
        self != Typed::No
    }
}

/// Applies a key to the line, at most `max` characters long.
pub fn edit(line: &mut String, k: Key, max: usize) -> Typed {
    match k {
        Key::Char(c) => {
            if line.chars().count() >= max {
                return Typed::Full;
            }
            line.push(c);
        }
        Key::Backspace => {
            line.pop();
        }
        _ => return Typed::No,
    }
    Typed::Yes
}

/// Puts pasted text on the end of the line: line breaks and tabs become spaces, other
/// controls are dropped, and what goes past `max` characters is left out.
pub fn paste(line: &mut String, text: &str, max: usize) -> Typed {
    let mut room = max.saturating_sub(line.chars().count());
    let mut full = false;
    for c in text.chars() {
        let c = match c {
            '\n' | '\r' | '\t' => ' ',
            c if crate::core::wrap::is_terminal_control(c) => continue,
            c => c,
        };
        if room == 0 {
            full = true;
            break;
        }
        line.push(c);
        room -= 1;
    }
    if full { Typed::Full } else { Typed::Yes }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_stops_at_its_limit() {
        let mut line = String::from("ab");
        assert_eq!(edit(&mut line, Key::Char('c'), 3), Typed::Yes);
        assert_eq!(edit(&mut line, Key::Char('d'), 3), Typed::Full);
        assert_eq!(line, "abc");
        assert_eq!(edit(&mut line, Key::Backspace, 3), Typed::Yes);
        assert_eq!(edit(&mut line, Key::Enter, 3), Typed::No);
        let mut line = String::new();
        assert_eq!(paste(&mut line, "one\ntwo\u{1b}[2J", 100), Typed::Yes);
        assert_eq!(line, "one two[2J");
        let mut line = String::new();
        assert_eq!(paste(&mut line, &"x".repeat(1 << 20), 200), Typed::Full);
        assert_eq!(line.len(), 200);
    }
}
