//! The searchable texts of a lesson in one language, part by part: its title, guiding
//! question, goals and each block's words. Exercise answers are left out on purpose.

use crate::core::lang::Lang;
use crate::core::lesson::{Block, Lesson, Part};

/// A lesson's title alone, without decoding its body.
pub(super) fn title(lesson: &Lesson, lang: Lang) -> String {
    lesson.title.text(lang).to_string()
}

pub(super) fn texts(lesson: &Lesson, lang: Lang) -> Vec<(Part, String)> {
    // Read without keeping it decoded: indexing a course must not unpack every lesson.
    let body = lesson.body.read_in(lang);
    let rich =
        |t: &crate::core::lesson::Text| t.get(lang).map(|f| f.value.plain()).unwrap_or_default();
    let mut out = vec![(Part::Title, lesson.title.text(lang).to_string())];
    if let Some(q) = &body.question {
        out.push((Part::Question, rich(q)));
    }
    let goals: Vec<String> = body.goals.iter().map(rich).collect();
    if !goals.is_empty() {
        out.push((Part::Goals, goals.join(" ")));
    }
    for (i, block) in body.blocks.iter().enumerate() {
        let text = match block {
            Block::Heading(l) => l.text(lang).to_string(),
            Block::Unavailable { .. } => String::new(),
            Block::Paragraph(t) => rich(t),
            Block::List { items, .. } => items.iter().map(rich).collect::<Vec<_>>().join(" "),
            Block::Table(t) => t
                .header
                .iter()
                .chain(t.rows.iter().flatten())
                .map(rich)
                .collect::<Vec<_>>()
                .join(" "),
            Block::Code { text, .. } => text.text(lang).to_string(),
            Block::Diagram(d) => d.render(lang).join(" "),
            Block::Card { title, .. } => title
                .as_ref()
                .map(|t| t.text(lang).to_string())
                .unwrap_or_default(),
            Block::Callout {
                title, text, items, ..
            } => {
                let mut parts: Vec<String> = Vec::new();
                if let Some(t) = title {
                    parts.push(t.text(lang).to_string());
                }
                if let Some(t) = text {
                    parts.push(rich(t));
                }
                parts.extend(items.iter().map(rich));
                parts.join(" ")
            }
            Block::Exercise(e) => rich(&e.prompt),
            Block::Quiz { title, .. } => title
                .as_ref()
                .map(|t| t.text(lang).to_string())
                .unwrap_or_default(),
            Block::Review { title, text, .. } => {
                let mut parts = Vec::new();
                if let Some(t) = title {
                    parts.push(t.text(lang).to_string());
                }
                if let Some(t) = text {
                    parts.push(rich(t));
                }
                parts.join(" ")
            }
        };
        out.push((Part::Block(i), text));
    }
    out
}
