//! A lesson's table of contents (the overlay `t` opens) and the names of its parts.

use crate::app::doc::{Row, Tone, span};
use crate::core::course::Course;
use crate::core::lesson::{Block, CardKind, Lesson, Part};
use crate::core::message as m;
use crate::core::wrap;
use crate::i18n::I18n;

/// The name of a lesson part, for search results and the table of contents.
pub fn part_name(i18n: &I18n, lesson: &Lesson, part: Part) -> String {
    let lang = i18n.lang();
    match part {
        Part::Title => i18n.msg(&m::part_title()),
        Part::Question => i18n.msg(&m::reader_question()),
        Part::Goals => i18n.msg(&m::reader_goals()),
        Part::Prerequisites => i18n.msg(&m::reader_prerequisites()),
        Part::Links | Part::Link(_) => i18n.msg(&m::reader_links()),
        Part::Sources => i18n.msg(&m::reader_sources()),
        Part::LastReviewed => i18n.msg(&m::part_last_reviewed()),
        Part::Term(_) => i18n.msg(&m::part_term()),
        Part::Block(i) => {
            let body = lesson.body.get();
            // The heading the block sits under, or the exercise's own name.
            if let Some(Block::Exercise(_)) = body.blocks.get(i) {
                let n = body.exercises().take_while(|e| *e <= i).count();
                return i18n.msg(&m::reader_exercise(n));
            }
            body.blocks[..=i.min(body.blocks.len().saturating_sub(1))]
                .iter()
                .rev()
                .find_map(|b| match b {
                    Block::Heading(l) => Some(l.text(lang).to_string()),
                    _ => None,
                })
                .unwrap_or_else(|| i18n.msg(&m::part_intro()))
        }
    }
}

/// What a practice block is called in the table of contents: its own title, or that of the
/// drill, calculator, scenario or simulation it opens, or else its kind.
fn practice_name(i18n: &I18n, course: &Course, block: &Block) -> Option<String> {
    let lang = i18n.lang();
    let (kind, title) = match block {
        Block::Quiz { title, .. } => (m::reader_quiz(), title.as_ref()),
        Block::Review { title, .. } => (m::reader_review(), title.as_ref()),
        Block::Card { kind, id, title } => match kind {
            CardKind::Drill => (
                m::reader_drill(),
                title
                    .as_ref()
                    .or(course.drill(id).and_then(|d| d.title.as_ref())),
            ),
            CardKind::Calculator => (
                m::reader_calculator(),
                title
                    .as_ref()
                    .or(course.calculator(id).and_then(|c| c.title.as_ref())),
            ),
            CardKind::Playground => (
                m::reader_playground(),
                title
                    .as_ref()
                    .or(course.scenario(id).and_then(|s| s.title.as_ref())),
            ),
            CardKind::Simulation => (
                m::feed_title(),
                title.as_ref().or(course.simulation(id).map(|s| &s.title)),
            ),
        },
        _ => return None,
    };
    // The items' own titles say what they are (`Hitung: …`, `Simulator: …`).
    let name = title.map_or_else(|| i18n.msg(&kind), |t| t.text(lang).to_string());
    Some(format!("  » {name}"))
}

/// Sections of a lesson for the table of contents, with its exercises and the practice
/// it offers (quizzes, reviews, drills, calculators, scenarios, simulations).
pub fn contents(i18n: &I18n, course: &Course, lesson: &Lesson) -> Vec<(String, Part)> {
    let lang = i18n.lang();
    let mut out = vec![(lesson.title.text(lang).to_string(), Part::Title)];
    if lesson.body.get().question.is_some() {
        out.push((i18n.msg(&m::reader_question()), Part::Question));
    }
    if !lesson.body.get().goals.is_empty() {
        out.push((i18n.msg(&m::reader_goals()), Part::Goals));
    }
    if !lesson.body.get().prerequisites.is_empty() {
        out.push((i18n.msg(&m::reader_prerequisites()), Part::Prerequisites));
    }
    let mut n = 0;
    for (i, b) in lesson.body.get().blocks.iter().enumerate() {
        match b {
            Block::Heading(l) => out.push((l.text(lang).to_string(), Part::Block(i))),
            Block::Exercise(e) => {
                n += 1;
                let mut name = format!("  {}", i18n.msg(&m::reader_exercise(n)));
                if let Some(t) = &e.title {
                    name = format!("{name} · {}", t.text(lang));
                }
                out.push((name, Part::Block(i)));
            }
            b => {
                if let Some(name) = practice_name(i18n, course, b) {
                    out.push((name, Part::Block(i)));
                }
            }
        }
    }
    let l = &lesson.body.get().links;
    if l.prev.is_some() || l.next.is_some() || !l.related.is_empty() {
        out.push((i18n.msg(&m::reader_links()), Part::Links));
    }
    if !lesson.body.get().sources.is_empty() {
        out.push((i18n.msg(&m::reader_sources()), Part::Sources));
    }
    out
}

pub fn contents_rows(entries: &[(String, Part)], selected: usize, width: usize) -> Vec<Row> {
    entries
        .iter()
        .enumerate()
        .map(|(i, (name, part))| {
            let mark = if i == selected { "▸ " } else { "  " };
            let text = wrap::ellipsize(&format!("{mark}{}", wrap::sanitize(name)), width);
            Row {
                spans: vec![span(text, Tone::Text)],
                part: *part,
                fill: (i == selected).then_some(Tone::Selected),
            }
        })
        .collect()
}
