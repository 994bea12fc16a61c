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

/// Applies a key to the end of the line, at most `max` characters long.
pub fn edit(line: &mut String, k: Key, max: usize) -> Typed {
    let mut at = line.chars().count();
    edit_at(line, &mut at, k, max)
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

/// A move or a cut of a line being edited at a cursor, as every shell has them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineEdit {
    Left,
    Right,
    Start,
    End,
    /// Ctrl-u: everything before the cursor goes.
    CutToStart,
    /// Ctrl-k: everything from the cursor on goes.
    CutToEnd,
    /// Ctrl-w: the word before the cursor (and the spaces after it) goes.
    CutWord,
}

/// The byte index of character `at` of `line` (its end when `at` is past it).
fn byte_at(line: &str, at: usize) -> usize {
    line.char_indices().nth(at).map_or(line.len(), |(i, _)| i)
}

/// A key typed at the cursor (`at`, in characters, kept within the line): a character goes
/// in before it, Backspace takes the one before it.
pub fn edit_at(line: &mut String, at: &mut usize, k: Key, max: usize) -> Typed {
    *at = (*at).min(line.chars().count());
    match k {
        Key::Char(c) => {
            if line.chars().count() >= max {
                return Typed::Full;
            }
            line.insert(byte_at(line, *at), c);
            *at += 1;
        }
        Key::Backspace if *at > 0 => {
            line.remove(byte_at(line, *at - 1));
            *at -= 1;
        }
        Key::Backspace => {}
        _ => return Typed::No,
    }
    Typed::Yes
}

/// Pasted text at the cursor, as `paste` puts it on the end.
pub fn paste_at(line: &mut String, at: &mut usize, text: &str, max: usize) -> Typed {
    *at = (*at).min(line.chars().count());
    let mut tail = line.split_off(byte_at(line, *at));
    let before = line.chars().count();
    let room = max.saturating_sub(tail.chars().count());
    let typed = paste(line, text, room);
    *at += line.chars().count() - before;
    line.push_str(&std::mem::take(&mut tail));
    typed
}

/// Moves the cursor or cuts part of the line; whether the line itself changed.
pub fn line_edit(line: &mut String, at: &mut usize, e: LineEdit) -> bool {
    let n = line.chars().count();
    *at = (*at).min(n);
    match e {
        LineEdit::Left => *at = at.saturating_sub(1),
        LineEdit::Right => *at = (*at + 1).min(n),
        LineEdit::Start => *at = 0,
        LineEdit::End => *at = n,
        LineEdit::CutToStart => {
            line.replace_range(..byte_at(line, *at), "");
            *at = 0;
            return true;
        }
        LineEdit::CutToEnd => {
            line.truncate(byte_at(line, *at));
            return true;
        }
        LineEdit::CutWord => {
            let chars: Vec<char> = line.chars().collect();
            let mut from = *at;
            while from > 0 && chars[from - 1].is_whitespace() {
                from -= 1;
            }
            while from > 0 && !chars[from - 1].is_whitespace() {
                from -= 1;
            }
            line.replace_range(byte_at(line, from)..byte_at(line, *at), "");
            *at = from;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_edited_at_its_cursor_as_in_a_shell() {
        let (mut line, mut at) = (String::from("follow 1 2"), 10);
        line_edit(&mut line, &mut at, LineEdit::Start);
        for c in "un".chars() {
            edit_at(&mut line, &mut at, Key::Char(c), 100);
        }
        assert_eq!((line.as_str(), at), ("unfollow 1 2", 2));
        line_edit(&mut line, &mut at, LineEdit::End);
        edit_at(&mut line, &mut at, Key::Backspace, 100);
        assert_eq!(line, "unfollow 1 ");
        assert!(line_edit(&mut line, &mut at, LineEdit::CutWord));
        assert_eq!((line.as_str(), at), ("unfollow ", 9));
        line_edit(&mut line, &mut at, LineEdit::Left);
        line_edit(&mut line, &mut at, LineEdit::Left);
        assert!(line_edit(&mut line, &mut at, LineEdit::CutToEnd));
        assert_eq!((line.as_str(), at), ("unfollo", 7));
        line_edit(&mut line, &mut at, LineEdit::Left);
        assert!(line_edit(&mut line, &mut at, LineEdit::CutToStart));
        assert_eq!((line.as_str(), at), ("o", 0));
        assert_eq!(paste_at(&mut line, &mut at, "hé\nl", 100), Typed::Yes);
        assert_eq!((line.as_str(), at), ("hé lo", 4));
        assert_eq!(paste_at(&mut line, &mut at, "xyz", 7), Typed::Full);
        assert_eq!((line.as_str(), at), ("hé lxyo", 6));
    }

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
