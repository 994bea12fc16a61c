//! Typing into a one-line text field: a character goes on the end, Backspace takes the last
//! one off. Shared by search, the scratchpad and the playground's command line.

use super::keymap::Key;

/// Applies a key to the line; returns whether the key was one for typing.
pub fn edit(line: &mut String, k: Key) -> bool {
    match k {
        Key::Char(c) => line.push(c),
        Key::Backspace => {
            line.pop();
        }
        _ => return false,
    }
    true
}
