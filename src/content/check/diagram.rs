//! Rules of diagrams: every slot of the art has a label and every label a slot, each label
//! fits its slot in both languages (so a translated diagram keeps its shape), and the art
//! fits an 80-column terminal.

use unicode_width::UnicodeWidthStr;

use super::{Checker, Path};
use crate::content::yaml::{Node, Value};
use crate::core::diagram::{self, ROOM};
use crate::core::problem::ProblemKind;

impl Checker<'_> {
    pub(super) fn diagram_rules(&mut self, node: &Node, path: &Path<'_>) {
        let Some(art_node) = node.get("art") else {
            return;
        };
        let Some(art) = art_node.as_text() else {
            return;
        };
        let art_path = Path::Field(path, "art");
        let slots = diagram::slots(art);
        let labels = node.get("labels").map_or(&[][..], Node::items);
        let named = |slot: &str| {
            labels
                .iter()
                .any(|l| l.get("slot").and_then(Node::as_text) == Some(slot))
        };
        for s in slots.iter().filter(|s| !named(&s.name)) {
            let at = slot_offset(art, s.line, s.column);
            let (line, column) = self.art_position(art_node, art, at);
            let kind = ProblemKind::DiagramUnlabelled {
                slot: s.name.clone(),
            };
            self.add_at(kind, line, column, &art_path);
        }
        let width = diagram::width(art);
        if width > ROOM {
            let kind = ProblemKind::DiagramTooWide { width, room: ROOM };
            self.add(kind, art_node, &art_path);
        }
        let list = Path::Field(path, "labels");
        for (i, label) in labels.iter().enumerate() {
            let at = Path::Index(&list, i);
            let Some(slot) = label.get("slot").and_then(Node::as_text) else {
                continue;
            };
            let used: Vec<_> = slots.iter().filter(|s| s.name == slot).collect();
            let first = labels
                .iter()
                .position(|l| l.get("slot").and_then(Node::as_text) == Some(slot));
            if used.is_empty() || first != Some(i) {
                let kind = ProblemKind::DiagramUnused {
                    slot: slot.to_string(),
                };
                self.add(kind, label, &at);
                continue;
            }
            let room = used.iter().map(|s| s.width).min().unwrap_or(0);
            if let Some(text) = label.get("text") {
                self.label_fits(slot, text, room, &Path::Field(&at, "text"));
            }
        }
    }

    /// A label's text in each language is at most `room` columns (`both` names a label
    /// written once for both).
    fn label_fits(&mut self, slot: &str, text: &Node, room: usize, path: &Path<'_>) {
        let versions: Vec<(&str, &Node)> = match &text.value {
            Value::Map(_) => ["id", "en"]
                .into_iter()
                .filter_map(|l| text.get(l).map(|n| (l, n)))
                .collect(),
            _ => vec![("both", text)],
        };
        for (lang, n) in versions {
            let Some(s) = n.as_text() else { continue };
            let width = s.width();
            if width > room {
                let kind = ProblemKind::DiagramLabelTooLong {
                    slot: slot.to_string(),
                    lang: lang.to_string(),
                    width,
                    room,
                };
                self.add(kind, n, path);
            }
        }
    }

    /// Where the character at `at` (in characters) of the art is written in the file.
    fn art_position(&self, node: &Node, art: &str, at: usize) -> (usize, usize) {
        crate::content::scalar_pos::locate_in(self.lines(), node.line, node.column, art, at)
            .unwrap_or((node.line, node.column))
    }
}

/// The offset in characters of column `column` of line `line` of `art`.
fn slot_offset(art: &str, line: usize, column: usize) -> usize {
    art.split('\n')
        .take(line)
        .map(|l| l.chars().count() + 1)
        .sum::<usize>()
        + column
}
