//! Box-and-arrow diagrams drawn by the author as text: the art is kept as written, and each
//! slot `{name   }` in it is filled with its label in the reader's language, padded to the
//! slot's width so that no line moves. A label that would not fit is a lint error, so a
//! translated diagram keeps its shape in both languages.

use unicode_width::UnicodeWidthStr;

use super::lang::{Label, Lang, Text};

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Diagram {
    pub caption: Option<Text>,
    /// The drawing, lines as written (trailing spaces dropped).
    pub art: String,
    pub labels: Vec<DiagramLabel>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DiagramLabel {
    pub slot: String,
    pub text: Label,
}

/// One `{name}` in the art: its line (0-based), its column in characters and its width in
/// terminal columns, braces and inner padding included.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot {
    pub name: String,
    pub line: usize,
    pub column: usize,
    pub width: usize,
}

/// The widest art an 80-column terminal shows whole in the reader (its margins and the
/// space before each line taken).
pub const ROOM: usize = 76;

/// Whether `c` may be part of a slot's name.
fn name_char(c: char) -> bool {
    c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-'
}

/// The slots of one line: `{` a name, spaces, `}`. Other braces are art.
fn line_slots(line: &str, line_no: usize, out: &mut Vec<Slot>) {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '{' {
            i += 1;
            continue;
        }
        let name_end = (i + 1..chars.len())
            .find(|&j| !name_char(chars[j]))
            .unwrap_or(chars.len());
        let close = (name_end..chars.len())
            .find(|&j| chars[j] != ' ')
            .filter(|&j| chars[j] == '}');
        match close {
            Some(end) if name_end > i + 1 => {
                let name: String = chars[i + 1..name_end].iter().collect();
                out.push(Slot {
                    name,
                    line: line_no,
                    column: i,
                    width: end + 1 - i,
                });
                i = end + 1;
            }
            _ => i += 1,
        }
    }
}

/// Every slot of the art, in reading order.
pub fn slots(art: &str) -> Vec<Slot> {
    let mut out = Vec::new();
    for (n, line) in art.lines().enumerate() {
        line_slots(line, n, &mut out);
    }
    out
}

/// The widest line of the art in terminal columns, slots counted at their own width.
pub fn width(art: &str) -> usize {
    art.lines().map(UnicodeWidthStr::width).max().unwrap_or(0)
}

/// The text a label puts into a slot of `width` columns: padded with spaces, or cut with `…`
/// when lint was not listened to.
fn fill(label: &str, width: usize) -> String {
    let w = label.width();
    if w <= width {
        return format!("{label}{}", " ".repeat(width - w));
    }
    let mut out = String::new();
    let mut used = 0;
    for c in label.chars() {
        let cw = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used + cw + 1 > width {
            break;
        }
        out.push(c);
        used += cw;
    }
    if width > 0 {
        out.push('…');
        used += 1;
    }
    out + &" ".repeat(width.saturating_sub(used))
}

impl Diagram {
    /// The art with every slot filled in `lang`; a slot without a label keeps its name.
    pub fn render(&self, lang: Lang) -> Vec<String> {
        self.art
            .lines()
            .enumerate()
            .map(|(n, line)| {
                let mut found = Vec::new();
                line_slots(line, n, &mut found);
                let chars: Vec<char> = line.chars().collect();
                let mut out = String::new();
                let mut at = 0;
                for s in found {
                    out.extend(&chars[at..s.column]);
                    let label = self.labels.iter().find(|l| l.slot == s.name);
                    let text = label.map_or(s.name.as_str(), |l| l.text.text(lang));
                    out.push_str(&fill(text, s.width));
                    at = s.column + s.width;
                }
                out.extend(&chars[at.min(chars.len())..]);
                out.trim_end().to_string()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(slot: &str, id: &str, en: &str) -> DiagramLabel {
        DiagramLabel {
            slot: slot.into(),
            text: Label::new(Some(id.into()), Some(en.into())),
        }
    }

    #[test]
    fn slots_are_a_name_then_spaces_in_braces() {
        let art = "┌─────────┐\n│ {app   } │ ─▶ {db}\n{not a slot} {x}{} {Upper}";
        let found = slots(art);
        let names: Vec<(&str, usize, usize, usize)> = found
            .iter()
            .map(|s| (s.name.as_str(), s.line, s.column, s.width))
            .collect();
        assert_eq!(
            names,
            vec![("app", 1, 2, 8), ("db", 1, 16, 4), ("x", 2, 13, 3)]
        );
    }

    #[test]
    fn labels_fill_their_slots_in_each_language_and_lines_keep_their_shape() {
        let d = Diagram {
            caption: None,
            art: "│ {app      } │ ──▶ │ {store   } │".into(),
            labels: vec![
                label("app", "Server aplikasi", "App server"),
                label("store", "Penyimpan", "Store"),
            ],
        };
        let en = d.render(Lang::En);
        assert_eq!(en, vec!["│ App server  │ ──▶ │ Store      │"]);
        let id = d.render(Lang::Id);
        // "Server aplikasi" is 15 columns, its slot 11: cut with an ellipsis, never wider.
        assert_eq!(id, vec!["│ Server apl… │ ──▶ │ Penyimpan  │"]);
        assert_eq!(id[0].width(), en[0].width());
    }
}
