//! Checks of texts: a string or an `{id, en}` map, with missing translations, empty text,
//! characters a terminal cannot show, unclosed markup, citations and glossary marks.

use super::{Checker, Path, site};
use crate::content::yaml::{Node, Value};
use crate::core::lang::Lang;
use crate::core::problem::ProblemKind;
use crate::core::rich::{MarkupIssue, RichText};
use crate::core::wrap;

/// How a text's strings are read: a label (plain), prose (inline markup), or verbatim code.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Written {
    Label,
    Prose,
    Verbatim,
}

impl Checker<'_> {
    /// A label or prose: a string (the same in both languages) or `{id: .., en: ..}`.
    pub(super) fn text(&mut self, node: &Node, path: &Path<'_>, markup: Written) {
        match &node.value {
            Value::Map(entries) => {
                self.duplicate_keys(node, path);
                // `{id: Per node, 3 TB, en: …}`: the comma split the text into keys.
                if let Some(fixed) = self.comma_in_flow(node, entries) {
                    self.add(ProblemKind::CommaInFlow { fixed }, node, path);
                    return;
                }
                let mut present = Vec::new();
                for (k, v) in entries {
                    let p = Path::Field(path, &k.name);
                    if k.name != "id" && k.name != "en" {
                        let kind = ProblemKind::UnknownField {
                            field: k.name.clone(),
                            expected: vec!["id".into(), "en".into()],
                        };
                        self.add_at(kind, k.line, k.column, &p);
                        continue;
                    }
                    present.push(k.name.as_str());
                    match v.as_text() {
                        Some(s) => self.string(s, v, &p, markup),
                        None if v.value == Value::Null => self.add(ProblemKind::EmptyText, v, &p),
                        None => self.wrong("text", v, &p),
                    }
                }
                match (present.contains(&"id"), present.contains(&"en")) {
                    (true, true) => {}
                    (true, false) => self.missing_translation("en", node, path),
                    (false, true) => self.missing_translation("id", node, path),
                    (false, false) => self.add(ProblemKind::EmptyText, node, path),
                }
            }
            Value::Str(_) | Value::Number(_) | Value::Bool(_) if markup != Written::Verbatim => {
                let s = node.as_text().unwrap_or_default().to_string();
                self.string(&s, node, path, markup);
            }
            _ => self.wrong("text", node, path),
        }
    }

    /// For a one-line `{id: …, en: …}` whose text had a comma (so YAML read extra keys), the
    /// line's map with both texts quoted.
    fn comma_in_flow(
        &self,
        node: &Node,
        entries: &[(crate::content::yaml::Key, Node)],
    ) -> Option<String> {
        let stray = entries
            .iter()
            .any(|(k, _)| k.name != "id" && k.name != "en");
        let line = self.lines().get(node.line.checked_sub(1)?)?;
        let open = line
            .char_indices()
            .nth(node.column.checked_sub(1)?)
            .map(|(i, _)| i)?;
        if !stray || !line[open..].starts_with('{') {
            return None;
        }
        let close = open + line[open..].rfind('}')?;
        let inside = &line[open + 1..close];
        let (id, en) = inside.split_once(", en:")?;
        let id = id.trim().strip_prefix("id:")?.trim();
        let quote = |t: &str| {
            format!(
                "\"{}\"",
                t.trim().replace('\\', "\\\\").replace('"', "\\\"")
            )
        };
        Some(format!("{{id: {}, en: {}}}", quote(id), quote(en)))
    }

    fn missing_translation(&mut self, missing: &str, node: &Node, path: &Path<'_>) {
        let kind = ProblemKind::MissingTranslation {
            missing: missing.to_string(),
        };
        self.add(kind, node, path);
    }

    fn string(&mut self, s: &str, node: &Node, path: &Path<'_>, markup: Written) {
        if markup == Written::Verbatim {
            self.chars(s, node, path, true);
        } else if markup == Written::Prose {
            if s.trim().is_empty() {
                self.add(ProblemKind::EmptyText, node, path);
                return;
            }
            self.chars(s, node, path, false);
            let (rich, issues) = RichText::parse(s);
            // Each paragraph on its own, so an unclosed marker is found in the paragraph
            // that has it and pointed at where it is written (only when there is one).
            for (start, para) in paragraphs(s).into_iter().filter(|_| !issues.is_empty()) {
                let (_, issues) = RichText::parse(para);
                for MarkupIssue::Unclosed(marker) in issues {
                    let at = last_marker(para, marker).map_or(0, |i| start + i);
                    let (line, column) = self.position(node, s, at);
                    let kind = ProblemKind::UnclosedMarkup {
                        marker: marker.to_string(),
                    };
                    self.add_at(kind, line, column, path);
                }
            }
            let lang = match path {
                Path::Field(_, "id") => Some(Lang::Id),
                Path::Field(_, "en") => Some(Lang::En),
                _ => None,
            };
            // Targets are `calculator.name` (or the calculator alone, when no name follows).
            let marks: Vec<String> = (rich.figures().into_iter())
                .map(|(calc, name)| crate::core::rich::figure_mark(calc, name))
                .map(|m| m[2..m.len() - 1].to_string())
                .collect();
            let marks: Vec<&str> = marks.iter().map(String::as_str).collect();
            let [cites, terms, figures] = self.written_at(
                node,
                s,
                path,
                [
                    (&rich.citations(), |id| format!("[^{id}]")),
                    (&rich.terms(), |id| format!("[[{id}")),
                    (&marks, |id| format!("[={id}")),
                ],
            );
            self.cites.extend(cites);
            self.terms.extend(terms.into_iter().map(|t| (t, lang)));
            self.figures.extend(figures);
            node.rich.put(rich);
        } else {
            self.plain_string(s, node, path);
        }
    }

    /// Where each mark of each group is written in the text `s` (as the group's `written`
    /// spells its ids), each found after the one before in its group, so repeats point at
    /// their own place. The groups (citations, terms, figures) are placed in one walk of
    /// the source, read only as far as the last mark.
    fn written_at<const N: usize>(
        &self,
        node: &Node,
        s: &str,
        path: &Path<'_>,
        groups: [MarkGroup<'_>; N],
    ) -> [Vec<super::Site>; N] {
        // Most texts mark nothing: nothing to place, and no source to read.
        if groups.iter().all(|(ids, _)| ids.is_empty()) {
            return std::array::from_fn(|_| Vec::new());
        }
        // Where each mark is written, as a char offset in the value; then all of them
        // placed in the source at once.
        let offsets: Vec<usize> = (groups.iter())
            .flat_map(|(ids, written)| char_offsets(s, ids, *written))
            .collect();
        let mut placed = crate::content::scalar_pos::locate_all_in(
            self.lines(),
            node.line,
            node.column,
            s,
            &offsets,
        )
        .into_iter();
        // One rendering of the path for every mark of the text.
        let site = site(String::new(), node, path);
        groups.map(|(ids, _)| {
            (ids.iter().zip(placed.by_ref()))
                .map(|(id, at)| {
                    let (line, column) = at.unwrap_or((node.line, node.column));
                    super::Site {
                        target: (*id).into(),
                        line,
                        column,
                        ..site.clone()
                    }
                })
                .collect()
        })
    }

    pub(super) fn plain_string(&mut self, s: &str, node: &Node, path: &Path<'_>) {
        if s.trim().is_empty() {
            self.add(ProblemKind::EmptyText, node, path);
        } else {
            self.chars(s, node, path, false);
            // Titles, labels and diagram words are shown as written: a figure mark there
            // would stay `[=calc.name]` on screen.
            if let Some(at) = s.find("[=").filter(|i| s[*i..].contains(']')) {
                let (line, column) = self.position(node, s, at);
                self.add_at(ProblemKind::MarkNotRead, line, column, path);
            }
        }
    }

    /// Reports the first character that cannot be rendered, at its own line and column when
    /// the scalar is on one line.
    pub(super) fn chars(&mut self, s: &str, node: &Node, path: &Path<'_>, allow_tab: bool) {
        // Every unrenderable character starts with one of these bytes in UTF-8 (C0 controls,
        // DEL, C1 controls after 0xC2, bidi marks after 0xE2, U+FFFD after 0xEF): most texts
        // have none and skip the character-by-character pass.
        let suspect = |b: u8| {
            (b < 0x20 && b != b'\n' && b != b'\t') || matches!(b, 0x7f | 0xc2 | 0xe1 | 0xe2 | 0xef)
        };
        if !s.bytes().any(suspect) {
            return;
        }
        let bad = s
            .chars()
            .enumerate()
            .find(|(_, c)| wrap::is_unrenderable(*c) && !(allow_tab && *c == '\t'));
        if let Some((offset, ch)) = bad {
            let at = s.char_indices().nth(offset).map_or(0, |(b, _)| b);
            let (line, column) = self.position(node, s, at);
            self.add_at(ProblemKind::BadChar { ch }, line, column, path);
        }
        if let Some((at, ch)) = wrap::stray_invisible(s) {
            let (line, column) = self.position(node, s, at);
            self.add_at(ProblemKind::InvisibleChar { ch }, line, column, path);
        }
    }

    /// Where byte `at` of the text value `s` of `node` is written in the file; the start of
    /// the value when the source cannot be followed.
    fn position(&self, node: &Node, s: &str, at: usize) -> (usize, usize) {
        let offset = s.get(..at).map_or(0, |p| p.chars().count());
        crate::content::scalar_pos::locate_in(self.lines(), node.line, node.column, s, offset)
            .unwrap_or((node.line, node.column))
    }
}

/// Marks of one kind in a text: their ids, and how a mark of that id is written.
type MarkGroup<'a> = (&'a [&'a str], fn(&str) -> String);

/// The char offset in `s` of each of `ids` as `written` spells it, each looked for after the
/// one before (the start of the text when it is not found).
fn char_offsets(s: &str, ids: &[&str], written: fn(&str) -> String) -> Vec<usize> {
    let mut from = 0;
    let mut offsets = Vec::with_capacity(ids.len());
    // Chars counted up to the last mark found, so each count goes on from there.
    let (mut counted, mut chars) = (0, 0);
    for id in ids {
        let w = written(id);
        let at = s[from..].find(&w).map_or(0, |i| from + i);
        from = at + w.len().min(s.len() - at);
        if at < counted {
            (counted, chars) = (0, 0);
        }
        chars += s.get(counted..at).map_or(0, |p| p.chars().count());
        counted = at;
        offsets.push(chars);
    }
    offsets
}

/// The paragraphs of a text (separated by blank lines) with their byte offsets.
fn paragraphs(s: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    let mut pos = 0;
    for line in s.split_inclusive('\n') {
        let blank = line.trim().is_empty();
        match (blank, start) {
            (false, None) => start = Some(pos),
            (true, Some(from)) => {
                out.push((from, &s[from..pos]));
                start = None;
            }
            _ => {}
        }
        pos += line.len();
    }
    if let Some(from) = start {
        out.push((from, &s[from..]));
    }
    out
}

/// The byte offset of the last `marker` written on its own (a run of exactly that many `*`,
/// or a backtick): the one the text shows literally when it has no partner.
fn last_marker(para: &str, marker: &str) -> Option<usize> {
    if marker == "[[" {
        return para.rfind("[[");
    }
    let b = para.as_bytes();
    let want = marker.len();
    let mut found = None;
    let mut i = 0;
    while i < b.len() {
        if marker == "`" {
            if b[i] == b'`' {
                found = Some(i);
            }
            i += 1;
            continue;
        }
        if b[i] == b'*' {
            let run = b[i..].iter().take_while(|c| **c == b'*').count();
            if run == want {
                found = Some(i);
            }
            i += run;
        } else {
            i += 1;
        }
    }
    found
}
