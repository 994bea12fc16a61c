//! Quiz, review and tool blocks in the reader: a card that says what starting it does, and, for a
//! quiz, that its answers are quick feedback and not recorded.

use super::ctx::Ctx;
use crate::app::doc::{Doc, Tone, span};
use crate::core::lesson::{Block, CardKind, Part};
use crate::core::message::{self as m, Message};

pub fn card(ctx: &Ctx<'_>, doc: &mut Doc, part: Part, block: &Block) {
    let tone = Tone::Accent;
    let bar = vec![span("▌ ", tone)];
    if let Block::Card { kind, id, title } = block {
        let card = match kind {
            CardKind::Drill => drill_card,
            CardKind::Calculator => calculator_card,
            CardKind::Playground => playground_card,
            CardKind::Simulation => simulation_card,
        };
        card(ctx, doc, part, id, title.as_ref(), &bar);
        return;
    }
    let (icon, default_title, count, note) = match block {
        Block::Quiz {
            bank, questions, ..
        } => (
            "?",
            m::reader_quiz(),
            ctx.course.quiz_questions(bank, questions).len(),
            m::reader_quiz_note(),
        ),
        Block::Review { lessons, .. } => (
            "↻",
            m::reader_review(),
            ctx.course.questions_of(lessons).len(),
            m::reader_review_note(),
        ),
        _ => return,
    };
    let title = match block {
        Block::Quiz { title: Some(t), .. } | Block::Review { title: Some(t), .. } => {
            let (text, _) = ctx.label(t);
            text
        }
        _ => ctx.i18n.msg(&default_title),
    };
    let count = ctx.i18n.msg(&m::reader_questions(count));
    let head = vec![span(format!("{icon} {title} · {count}"), Tone::Heading)];
    doc.para(part, (&bar, &bar), &head, ctx.width);
    if let Block::Review { text: Some(t), .. } = block {
        ctx.text(doc, part, t, Tone::Text, bar.clone(), Vec::new());
    }
    let note = vec![span(ctx.i18n.msg(&note), Tone::Muted)];
    doc.para(part, (&bar, &bar), &note, ctx.width);
    start_line(ctx, doc, part, &bar, m::reader_start());
}

/// A drill card: its title, the time limit and the pass mark, and how it is done.
fn drill_card(
    ctx: &Ctx<'_>,
    doc: &mut Doc,
    part: Part,
    id: &str,
    title: Option<&crate::core::lesson::Label>,
    bar: &[crate::app::doc::Span],
) {
    let drill = ctx.course.drill(id);
    let title = card_title(
        ctx,
        title,
        drill.and_then(|d| d.title.as_ref()),
        m::reader_drill(),
    );
    let mut head = format!("◷ {title}");
    if let Some(d) = drill {
        let facts = ctx.i18n.msg(
            &m::ReaderDrillFacts {
                items: d.checklist.len(),
                pass: d.pass,
                seconds: d.seconds as usize,
            }
            .into(),
        );
        head = format!("{head} · {facts}");
    }
    doc.para(part, (bar, bar), &[span(head, Tone::Heading)], ctx.width);
    let note = vec![span(ctx.i18n.msg(&m::reader_drill_note()), Tone::Muted)];
    doc.para(part, (bar, bar), &note, ctx.width);
    start_line(ctx, doc, part, bar, m::reader_start());
}

/// A calculator card: every output worked out from the defaults, with its formula.
fn calculator_card(
    ctx: &Ctx<'_>,
    doc: &mut Doc,
    part: Part,
    id: &str,
    title: Option<&crate::core::lesson::Label>,
    bar: &[crate::app::doc::Span],
) {
    let Some(calc) = ctx.course.calculator(id) else {
        return;
    };
    let title = card_title(ctx, title, calc.title.as_ref(), m::reader_calculator());
    doc.para(
        part,
        (bar, bar),
        &[span(format!("▦ {title}"), Tone::Heading)],
        ctx.width,
    );
    let (values, theirs) = crate::app::calc_values::values_of(calc, ctx.calcs);
    if theirs {
        let note = ctx.i18n.msg(&m::reader_calc_yours());
        doc.para(part, (bar, bar), &[span(note, Tone::Muted)], ctx.width);
    }
    // Laid out on its own, then every line given to the card's part: the calculator's own
    // parts (one per input, for its screen) would clash with the lesson's blocks.
    let mut own = Doc::default();
    crate::app::render::calc::write(&mut own, ctx.i18n, calc, &values, ctx.width, bar, None);
    for row in own.rows {
        doc.push(part, row.spans);
    }
    start_line(ctx, doc, part, bar, m::reader_open_calc());
}

/// A playground card: the scenario's title, how many steps, and its first explanation.
fn playground_card(
    ctx: &Ctx<'_>,
    doc: &mut Doc,
    part: Part,
    id: &str,
    title: Option<&crate::core::lesson::Label>,
    bar: &[crate::app::doc::Span],
) {
    let Some(sc) = ctx.course.scenario(id) else {
        return;
    };
    let title = card_title(ctx, title, sc.title.as_ref(), m::reader_playground());
    let facts = ctx.i18n.msg(&m::reader_playground_facts(sc.steps.len()));
    let head = vec![span(format!("⛁ {title} · {facts}"), Tone::Heading)];
    doc.para(part, (bar, bar), &head, ctx.width);
    if let Some(first) = sc.steps.first() {
        ctx.text(doc, part, &first.text, Tone::Text, bar.to_vec(), Vec::new());
    }
    start_line(ctx, doc, part, bar, m::reader_open_playground());
}

/// A simulation card: its title, what to look for, and the command line Enter puts ready.
fn simulation_card(
    ctx: &Ctx<'_>,
    doc: &mut Doc,
    part: Part,
    id: &str,
    title: Option<&crate::core::lesson::Label>,
    bar: &[crate::app::doc::Span],
) {
    let Some(sim) = ctx.course.simulation(id) else {
        return;
    };
    let title = card_title(ctx, title, Some(&sim.title), m::feed_title());
    let head = vec![span(format!("⇶ {title}"), Tone::Heading)];
    doc.para(part, (bar, bar), &head, ctx.width);
    ctx.text(doc, part, &sim.text, Tone::Text, bar.to_vec(), Vec::new());
    let run = vec![span(format!("› {}", sim.run), Tone::Code)];
    doc.para(part, (bar, bar), &run, ctx.width);
    start_line(ctx, doc, part, bar, m::reader_open_simulation());
}

/// A card's title: the block's own, else the thing's, else a word for what it is.
fn card_title(
    ctx: &Ctx<'_>,
    given: Option<&crate::core::lesson::Label>,
    own: Option<&crate::core::lesson::Label>,
    default: Message,
) -> String {
    match given.or(own) {
        Some(t) => ctx.label(t).0,
        None => ctx.i18n.msg(&default),
    }
}

/// The last line of a card: what Enter does on it.
fn start_line(
    ctx: &Ctx<'_>,
    doc: &mut Doc,
    part: Part,
    bar: &[crate::app::doc::Span],
    what: Message,
) {
    let start = vec![span(format!("▸ {}", ctx.i18n.msg(&what)), Tone::Hidden)];
    doc.para(part, (bar, bar), &start, ctx.width);
}
