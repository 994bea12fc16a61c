//! A code block in the reader: its lines kept as written, and a line wider than the screen
//! wrapped onto continuation lines marked `↪` (at a space or punctuation when one is near
//! the edge), so every character can be read at any width.

use crate::app::doc::{Doc, Row, Tone, span};
use crate::core::lesson::{Part, Text};
use crate::core::wrap;

use super::Ctx;

/// The mark that starts a continuation line, as vim's `showbreak` shows it.
pub const CONTINUED: &str = "↪ ";

pub(super) fn code(
    ctx: &Ctx<'_>,
    doc: &mut Doc,
    part: Part,
    lang: Option<&str>,
    caption: Option<&Text>,
    text: &str,
) {
    if let Some(c) = caption {
        ctx.text(doc, part, c, Tone::Muted, Vec::new(), Vec::new());
    }
    if let Some(lang) = lang {
        doc.push(part, vec![span(lang.to_uppercase(), Tone::Muted)]);
    }
    let avail = ctx.width.saturating_sub(2);
    for line in text.lines() {
        for shown in lines(&wrap::sanitize(line), avail) {
            doc.rows.push(Row {
                spans: vec![span(format!(" {shown}"), Tone::CodeBlock)],
                part,
                fill: Some(Tone::CodeBlock),
            });
        }
    }
}

/// One line of code as screen lines of at most `avail` cells: the first as written, each
/// further one under the line's own indent after `↪`.
pub fn lines(line: &str, avail: usize) -> Vec<String> {
    if wrap::width(line) <= avail {
        return vec![line.to_string()];
    }
    let indent: String = line.chars().take_while(|c| *c == ' ').collect();
    let lead = format!("{indent}{CONTINUED}");
    // Too narrow for an indent and some text after it: continue at the left edge.
    let lead = if wrap::width(&lead) + 8 > avail {
        CONTINUED.to_string()
    } else {
        lead
    };
    let mut out = Vec::new();
    let mut rest = line.to_string();
    let mut room = avail;
    while wrap::width(&rest) > room {
        let (head, tail) = split(&rest, room);
        if head.is_empty() {
            break;
        }
        out.push(if out.is_empty() {
            head
        } else {
            format!("{lead}{head}")
        });
        rest = tail;
        room = avail.saturating_sub(wrap::width(&lead)).max(1);
    }
    out.push(if out.is_empty() {
        rest
    } else {
        format!("{lead}{rest}")
    });
    out
}

/// The first `room` cells of `s`, ended after a space or punctuation mark when one falls
/// in the last third of them, and the rest.
fn split(s: &str, room: usize) -> (String, String) {
    let (cut, _) = wrap::truncate(s, room);
    let soft = cut
        .char_indices()
        .filter(|(_, c)| matches!(c, ' ' | ',' | ';' | '(' | ')' | '{' | '}' | '[' | ']'))
        .map(|(i, c)| i + c.len_utf8())
        .rfind(|&end| wrap::width(&cut[..end]) * 3 >= room * 2);
    let at = soft.unwrap_or(cut.len());
    (s[..at].to_string(), s[at..].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_line_is_kept_as_written() {
        assert_eq!(lines("SELECT 1;", 40), ["SELECT 1;"]);
    }

    #[test]
    fn a_long_line_continues_under_its_indent_and_loses_nothing() {
        let line = r#"  → 200 {"posts": [...], "next_cursor": "eyJjcmVhdGVkX2F0Ijo"}"#;
        let shown = lines(line, 30);
        assert!(shown.len() > 1, "{shown:?}");
        assert!(shown.iter().all(|l| wrap::width(l) <= 30), "{shown:?}");
        assert!(
            shown[1..].iter().all(|l| l.starts_with("  ↪ ")),
            "{shown:?}"
        );
        let joined: String = shown
            .iter()
            .enumerate()
            .map(|(i, l)| {
                if i == 0 {
                    l.as_str()
                } else {
                    &l["  ↪ ".len()..]
                }
            })
            .collect();
        assert_eq!(joined, line, "every character is still there, in order");
    }

    #[test]
    fn it_breaks_after_a_space_near_the_edge_not_inside_a_word() {
        let shown = lines("-- keys, types, sizes of files in object storage", 30);
        assert_eq!(shown[0], "-- keys, types, sizes of ");
        assert_eq!(shown[1], "↪ files in object storage");
    }

    #[test]
    fn a_word_longer_than_the_room_is_cut_between_characters() {
        let shown = lines(&"x".repeat(25), 10);
        assert!(shown.iter().all(|l| wrap::width(l) <= 10), "{shown:?}");
        assert_eq!(shown.concat().replace("↪ ", ""), "x".repeat(25));
    }
}
