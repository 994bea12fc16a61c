//! The review options as lines: each option's name, its value and where the value comes
//! from, the one selected highlighted; the same lines end the statistics (and `latih
//! stats`).

use crate::app::Cx;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::options::{Key, Options, Source};
use crate::core::queue::NewOrder;
use crate::core::wrap;
use crate::i18n::I18n;

/// The width of the names' column.
const NAME: usize = 38;

fn source_message(s: Source) -> m::Message {
    match s {
        Source::Default => m::option_source_default(),
        Source::Kept => m::option_source_kept(),
        Source::ThisRun => m::option_source_this_run(),
    }
}

/// An option's value in the reader's language, in a form the options screen reads back
/// when typed (`1 mnt, 10 mnt`, `nyala`, `acak`).
pub fn shown(cx: &Cx, o: &Options, key: Key) -> String {
    let i = &cx.i18n;
    let steps = |steps: &[i64]| {
        if steps.is_empty() {
            return i.msg(&m::option_steps_none());
        }
        let words: Vec<String> = steps.iter().map(|s| step(i, *s)).collect();
        words.join(", ")
    };
    match key {
        Key::Retention => crate::core::numfmt::decimal(f64::from(o.retention), 2, cx.lang()),
        Key::LearningSteps => steps(&o.learning_steps),
        Key::RelearningSteps => steps(&o.relearning_steps),
        Key::Fuzz if o.fuzz => i.msg(&m::option_value_on()),
        Key::Fuzz => i.msg(&m::option_value_off()),
        Key::Order => i.msg(&match o.order {
            NewOrder::ReadFirst => m::option_order_read_first(),
            NewOrder::Course => m::option_order_course(),
            NewOrder::Random => m::option_order_random(),
        }),
        _ => o.text(key),
    }
}

/// One step exactly, in its largest whole unit (a step of 90 s stays `90 dtk`).
fn step(i: &I18n, secs: i64) -> String {
    i.msg(&match secs {
        s if s % 86_400 == 0 => m::interval_days((s / 86_400) as usize),
        s if s % 3600 == 0 => m::interval_hours((s / 3600) as usize),
        s if s % 60 == 0 => m::interval_minutes((s / 60) as usize),
        s => m::interval_seconds(s as usize),
    })
}

/// One line per option; `selected` marks one, and `editing` shows its field instead.
pub fn rows(cx: &Cx, selected: Option<usize>, editing: Option<&str>, width: usize) -> Vec<Row> {
    let options = cx.settings.options();
    let mut doc = Doc::default();
    for (n, key) in Key::ALL.iter().enumerate() {
        let chosen = selected == Some(n);
        let mark = if chosen { "▸ " } else { "  " };
        let name = cx.i18n.msg(&key.label());
        let name = wrap::ellipsize(&name, NAME);
        let pad = " ".repeat(NAME.saturating_sub(wrap::width(&name)) + 1);
        let mut spans = vec![span(format!("{mark}{name}{pad}"), Tone::Text)];
        match editing.filter(|_| chosen) {
            Some(text) => spans.push(span(format!("{}▏", wrap::sanitize(text)), Tone::Accent)),
            None => {
                let value = shown(cx, &options, *key);
                spans.push(span(value, Tone::Accent));
                let from = cx.i18n.msg(&source_message(cx.settings.source(*key)));
                spans.push(span(format!("  ({from})"), Tone::Muted));
            }
        }
        // Non-breaking spaces keep the columns when a narrow screen wraps the line.
        for s in &mut spans {
            s.text = s.text.replace(' ', "\u{a0}");
        }
        let first = doc.rows.len();
        doc.para(Part::Block(n), (&[], &[]), &spans, width);
        if chosen {
            for r in &mut doc.rows[first..] {
                r.fill = Some(Tone::Selected);
            }
        }
    }
    doc.rows
}
