//! The course glossary: terms with a short definition in both languages, related terms, and
//! the lessons that mark them; with the search the glossary screen runs as the learner types.

use super::lang::Lang;
use std::collections::HashMap;

use super::lesson::{Label, Lesson, Part, Text};

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Term {
    pub id: String,
    pub name: Label,
    /// Other names a learner may look for (an English name of an Indonesian term, a short
    /// form).
    pub also: Vec<Label>,
    pub definition: Text,
    pub related: Vec<String>,
    /// Where lessons mark the term: the first mark of each lesson, in course order.
    pub used_in: Vec<Use>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Use {
    pub lesson: String,
    pub part: Part,
}

#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct Glossary {
    pub terms: Vec<Term>,
}

impl Glossary {
    pub fn index(&self, id: &str) -> Option<usize> {
        self.terms.iter().position(|t| t.id == id)
    }

    pub fn term(&self, id: &str) -> Option<&Term> {
        self.terms.iter().find(|t| t.id == id)
    }

    /// Terms whose names match `query` in either language, then those whose other names or
    /// definition (in `lang`) do; each group alphabetical in `lang`. An empty query gives
    /// every term, alphabetical.
    pub fn search(&self, query: &str, lang: Lang) -> Vec<usize> {
        self.ranked(query, lang)
            .into_iter()
            .map(|(_, i)| i)
            .collect()
    }

    /// Terms one of whose names (in either language, or another name) holds `query`, best
    /// first: what the course search lists above the lessons.
    pub fn search_names(&self, query: &str, lang: Lang) -> Vec<usize> {
        if query.trim().is_empty() {
            return Vec::new();
        }
        (self.ranked(query, lang).into_iter())
            .filter(|(rank, _)| *rank <= 3)
            .map(|(_, i)| i)
            .collect()
    }

    fn ranked(&self, query: &str, lang: Lang) -> Vec<(u8, usize)> {
        let q = fold(query.trim());
        let mut ranked: Vec<(u8, String, usize)> = self
            .terms
            .iter()
            .enumerate()
            .filter_map(|(i, t)| {
                let rank = if q.is_empty() {
                    Some(0)
                } else {
                    rank(t, &q, lang)
                };
                rank.map(|r| (r, fold(t.name.text(lang)), i))
            })
            .collect();
        ranked.sort();
        ranked.into_iter().map(|(r, _, i)| (r, i)).collect()
    }
}

/// Lower case, so `CDC` finds `change data capture (CDC)` and `dau` finds `DAU`.
fn fold(s: &str) -> String {
    s.to_lowercase()
}

/// How well a term matches: its name starts with the query (0), a word of its name does (1),
/// its name holds it (2), another name does (3), its definition does (4).
fn rank(t: &Term, q: &str, lang: Lang) -> Option<u8> {
    let names = [t.name.exact(lang), t.name.exact(lang.other())];
    let mut best: Option<u8> = None;
    for name in names.into_iter().flatten() {
        let name = fold(name);
        let r = if name.starts_with(q) {
            0
        } else if name
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w.starts_with(q))
        {
            1
        } else if name.contains(q) {
            2
        } else {
            continue;
        };
        best = Some(best.map_or(r, |b| b.min(r)));
    }
    if best.is_some() {
        return best;
    }
    let also = t
        .also
        .iter()
        .flat_map(|a| [a.exact(Lang::Id), a.exact(Lang::En)])
        .flatten()
        .any(|a| fold(a).contains(q));
    if also || fold(&t.id).contains(q) {
        return Some(3);
    }
    let def = t.definition.get(lang).map(|f| fold(&f.value.plain()));
    def.is_some_and(|d| d.contains(q)).then_some(4)
}

/// Joins lessons to the glossary: each term learns the lessons that mark it, from what the
/// lesson's header keeps, so no lesson body is decoded here (core::marks gives the bodies
/// the names to show for marks written as an id alone).
pub fn link(glossary: &mut Glossary, lessons: &mut [Lesson]) {
    for term in &mut glossary.terms {
        term.used_in.clear();
    }
    let index: HashMap<String, usize> = (glossary.terms.iter().enumerate())
        .map(|(i, t)| (t.id.clone(), i))
        .collect();
    for lesson in lessons.iter_mut() {
        // Lessons are taken one after the other and list each term once, so a term's uses
        // come out in course order, one per lesson (a second lesson of the same id adds none).
        for (term_id, part) in &lesson.terms {
            if let Some(term) = index.get(term_id).and_then(|&i| glossary.terms.get_mut(i))
                && term.used_in.last().is_none_or(|u| u.lesson != lesson.id)
            {
                term.used_in.push(Use {
                    lesson: lesson.id.clone(),
                    part: *part,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Localized;
    use crate::core::rich::RichText;

    fn text(id: &str, en: &str) -> Text {
        Localized::new(Some(RichText::parse(id).0), Some(RichText::parse(en).0))
    }

    fn term(id: &str, name: (&str, &str), also: &[&str], def: &str) -> Term {
        Term {
            id: id.into(),
            name: Localized::new(Some(name.0.into()), Some(name.1.into())),
            also: also
                .iter()
                .map(|a| Localized::neutral(a.to_string()))
                .collect(),
            definition: text(def, def),
            related: Vec::new(),
            used_in: Vec::new(),
        }
    }

    fn glossary() -> Glossary {
        Glossary {
            terms: vec![
                term(
                    "outbox",
                    ("outbox transaksional", "transactional outbox"),
                    &[],
                    "a table",
                ),
                term(
                    "cdc",
                    ("change data capture", "change data capture"),
                    &["CDC"],
                    "reads the log",
                ),
                term(
                    "dau",
                    ("DAU", "DAU"),
                    &["daily active users"],
                    "people a day",
                ),
                term(
                    "hotspot",
                    ("hotspot", "hotspot"),
                    &[],
                    "a partition that gets the most traffic",
                ),
            ],
        }
    }

    #[test]
    fn names_come_before_other_names_and_definitions() {
        let g = glossary();
        let ids = |q: &str, lang| -> Vec<&str> {
            g.search(q, lang)
                .iter()
                .map(|i| g.terms[*i].id.as_str())
                .collect()
        };
        assert_eq!(ids("", Lang::En), vec!["cdc", "dau", "hotspot", "outbox"]);
        assert_eq!(ids("", Lang::Id), vec!["cdc", "dau", "hotspot", "outbox"]);
        assert_eq!(ids("cdc", Lang::En), vec!["cdc"]);
        assert_eq!(ids("Daily", Lang::En), vec!["dau"]);
        // A word of the name, in either language, then a definition.
        assert_eq!(ids("outbox", Lang::Id), vec!["outbox"]);
        assert_eq!(ids("transactional", Lang::Id), vec!["outbox"]);
        assert_eq!(ids("partition", Lang::En), vec!["hotspot"]);
        assert!(ids("zzz", Lang::En).is_empty());
    }

    #[test]
    fn linking_fills_bare_marks_and_records_the_first_use_per_lesson() {
        let mut g = glossary();
        let lesson = Lesson {
            id: "l1".into(),
            code: "L1".into(),
            module: "m".into(),
            order: 0,
            minutes: 1,
            title: Localized::neutral("t".into()),
            subtitle: None,
            last_reviewed: None,
            file: "lessons/l1.yaml".into(),
            terms: Vec::new(),
            body: crate::core::lesson::Packed::new(crate::core::lesson::Body {
                blocks: vec![
                    crate::core::lesson::Block::Paragraph(text(
                        "pakai [[outbox]] dan [[cdc|CDC]]",
                        "use the [[outbox]] or [[nope]]",
                    )),
                    crate::core::lesson::Block::Paragraph(text(
                        "lagi [[outbox]]",
                        "again [[outbox]]",
                    )),
                ],
                ..Default::default()
            }),
        };
        let mut lesson = lesson;
        let mut body = lesson.body.get().clone();
        lesson.terms = crate::core::lesson::term_marks(&mut body);
        lesson.body.pack();
        let mut lessons = vec![lesson];
        link(&mut g, &mut lessons);
        lessons[0].body.fill_marks(crate::core::marks::of(&g, &[]));
        let crate::core::lesson::Block::Paragraph(t) = &lessons[0].body.get().blocks[0] else {
            panic!("a paragraph")
        };
        assert_eq!(
            t.id.as_ref().map(|r| r.plain()).as_deref(),
            Some("pakai outbox transaksional dan CDC")
        );
        assert_eq!(
            t.en.as_ref().map(|r| r.plain()).as_deref(),
            Some("use the transactional outbox or nope")
        );
        let outbox = g.term("outbox").map(|t| t.used_in.clone());
        assert_eq!(
            outbox,
            Some(vec![Use {
                lesson: "l1".into(),
                part: Part::Block(0)
            }])
        );
        assert!(g.term("dau").is_some_and(|t| t.used_in.is_empty()));
    }
}
