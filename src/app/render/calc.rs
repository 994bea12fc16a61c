//! Screen lines of a calculator, for its full screen and for its card in a lesson: every
//! input, every output with its formula worked out in numbers (`500.000.000 × 80 B =
//! 40 GB`), the thresholds a figure passes, and figures in the reader's language.

use crate::app::doc::{Doc, Span, Tone, span};
use crate::core::calc::text::{Piece, pieces};
use crate::core::calc::{Calculator, ReadError, Step, unit_dims};
use crate::core::formula::EvalError;
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::units::{Dim, unit_of};
use crate::core::wrap;
use crate::i18n::I18n;

/// Above this a number is written with a scale word even in a formula: digits would not
/// be read.
const EXACT_LIMIT: f64 = 1e15;

/// Lines under an input or output start here; non-breaking, so wrapping keeps them.
const INDENT: &str = "\u{a0}\u{a0}\u{a0}\u{a0}";

use crate::core::figure::{byte_scale, per_second, time_unit, time_words};
pub use crate::core::figure::{figure, figure_beside};

/// A value as a formula line writes it, in full: `500.000.000`, `80 B`, `100/detik`.
pub fn exact(i18n: &I18n, value: f64, unit: &str) -> String {
    exact_beside(i18n, value, unit, &[])
}

/// As `exact`, with the decimals that keep it on its side of each line (base units).
fn exact_beside(i18n: &I18n, value: f64, unit: &str, lines: &[f64]) -> String {
    let u = unit_of(unit);
    let factor = match u.dim {
        Dim::Bytes => byte_scale(value, &u.label, u.factor).1,
        Dim::Time => u.factor,
        Dim::Rate | Dim::Count => 1.0,
    };
    let scaled: Vec<f64> = lines.iter().map(|l| l / factor).collect();
    let digits = |x: f64| {
        if x.abs() < EXACT_LIMIT {
            let d = crate::core::threshold::decimals_beside(x, &scaled, 2);
            crate::core::numfmt::decimal(x, d, i18n.lang())
        } else {
            i18n.number_beside(x, lines)
        }
    };
    match u.dim {
        Dim::Bytes => {
            let (label, factor) = byte_scale(value, &u.label, u.factor);
            format!("{} {label}", digits(value / factor))
        }
        Dim::Rate => per_second(i18n, digits(value)),
        Dim::Count => digits(value),
        Dim::Time => format!(
            "{} {}",
            digits(value / u.factor),
            time_unit(i18n, &u.label, u.factor)
        ),
    }
}

/// Why an output has no value, in a few words.
pub fn eval_error(i18n: &I18n, e: EvalError) -> String {
    let why = match e {
        EvalError::DivisionByZero => m::calc_division_by_zero(),
        EvalError::Overflow => m::calc_overflow(),
        EvalError::Needs => m::calc_needs(),
    };
    i18n.msg(&m::calc_no_value_why(i18n.msg(&why)))
}

/// Why a typed value cannot be used, naming what would be.
pub fn read_error(i18n: &I18n, c: &Calculator, input: usize, e: ReadError) -> String {
    let Some(inp) = c.inputs.get(input) else {
        return String::new();
    };
    match e {
        ReadError::Read(e) => i18n.msg(&e.message()),
        ReadError::WrongUnit { .. } => {
            let u = unit_of(&inp.unit);
            let (kind, unit) = match u.dim {
                Dim::Bytes => ("bytes", inp.unit.clone()),
                Dim::Rate => ("rate", inp.unit.clone()),
                Dim::Count => ("count", inp.unit.clone()),
                // In the reader's words (`hari`): an author's count or rate noun is English
                // and the Indonesian sentence does without it.
                Dim::Time => ("time", time_unit(i18n, &u.label, u.factor)),
            };
            i18n.msg(&m::CalcWrongUnit { kind, unit }.into())
        }
        ReadError::OutOfRange => i18n.msg(&m::calc_out_of_range(range(i18n, c, input))),
    }
}

/// `1 – 5.000`, `≥ 1`, `≤ 100`, in the input's unit.
fn range(i18n: &I18n, c: &Calculator, input: usize) -> String {
    let Some(inp) = c.inputs.get(input) else {
        return String::new();
    };
    let factor = unit_dims(&inp.unit).1;
    let show = |x: f64| exact(i18n, x * factor, &inp.unit);
    match (inp.min, inp.max) {
        (Some(lo), Some(hi)) => format!("{} – {}", show(lo), show(hi)),
        (Some(lo), None) => format!("≥ {}", show(lo)),
        (None, Some(hi)) => format!("≤ {}", show(hi)),
        (None, None) => String::new(),
    }
}

/// The selected input and what is typed into it, on the full screen.
pub struct Selection<'a> {
    pub input: usize,
    pub typed: Option<&'a str>,
}

/// Writes a calculator: `lead` starts every line (the card's bar), `sel` marks the input the
/// learner is on. Input rows belong to `Part::Block(i)` so the screen can keep the selected
/// one in view.
pub fn write(
    doc: &mut Doc,
    i18n: &I18n,
    c: &Calculator,
    values: &[f64],
    width: usize,
    lead: &[Span],
    sel: Option<Selection<'_>>,
) {
    let lang = i18n.lang();
    let lead_w: usize = lead.iter().map(|s| wrap::width(&s.text)).sum();
    let inner = width.saturating_sub(lead_w);
    let labels = c
        .inputs
        .iter()
        .map(|i| i.label.text(lang))
        .chain(c.outputs.iter().map(|o| o.label.text(lang)));
    let label_w = labels.map(wrap::width).max().unwrap_or(0) + 4;
    let mut indented: Vec<Span> = lead.to_vec();
    indented.push(span(INDENT, Tone::Text));
    let cols = Cols {
        lead,
        indented,
        width,
        // Labels and figures in two columns when both fit, else one after the other.
        column: (label_w + 12 <= inner).then_some(label_w),
    };
    let title = |doc: &mut Doc, id| {
        let spans = vec![span(i18n.msg(&id), Tone::Label)];
        doc.para(Part::Title, (lead, lead), &spans, width);
    };
    title(doc, m::calc_inputs());
    for i in 0..c.inputs.len() {
        input(doc, &cols, i18n, c, (i, values), sel.as_ref());
    }
    doc.blank();
    title(doc, m::calc_results());
    outputs(doc, &cols, i18n, c, values);
}

/// How a calculator's lines are laid out: the lead before each, the indent of the lines
/// under an input or output, and the label column when labels and figures fit side by side.
struct Cols<'a> {
    lead: &'a [Span],
    indented: Vec<Span>,
    width: usize,
    column: Option<usize>,
}

impl Cols<'_> {
    /// A line under an input or output, wrapped under its own indent.
    fn under(&self, doc: &mut Doc, part: Part, spans: Vec<Span>) {
        doc.para(part, (&self.indented, &self.indented), &spans, self.width);
    }

    /// A label and its figure; on a narrow screen the figure wraps under the label.
    fn pair(
        &self,
        doc: &mut Doc,
        part: Part,
        (mark, label): (&str, &str),
        value: Vec<Span>,
        tone: Tone,
    ) {
        let text = format!("{mark}{label}");
        let mut spans = match self.column {
            Some(w) => {
                let pad = w.saturating_sub(wrap::width(&text));
                vec![span(format!("{text}{}", "\u{a0}".repeat(pad)), tone)]
            }
            None => vec![span(format!("{text}: "), tone)],
        };
        // A figure is never split across lines; only its binary form may move down.
        spans.extend(value.into_iter().map(|mut v| {
            v.text = crate::core::figure::kept_whole(&v.text);
            v
        }));
        doc.para(part, (self.lead, &self.indented), &spans, self.width);
    }
}

/// One input: its figure (or the field being typed, read as it is typed), and when it is
/// selected, how it steps and what range it keeps to.
fn input(
    doc: &mut Doc,
    cols: &Cols<'_>,
    i18n: &I18n,
    c: &Calculator,
    (i, values): (usize, &[f64]),
    sel: Option<&Selection<'_>>,
) {
    let lang = i18n.lang();
    let inp = &c.inputs[i];
    let on = sel.is_some_and(|s| s.input == i);
    let value = values.get(i).copied().unwrap_or(f64::NAN);
    let part = Part::Block(i);
    let label = inp.label.text(lang);
    let typed = sel.filter(|_| on).and_then(|s| s.typed);
    let tone = if on { Tone::Selected } else { Tone::Text };
    let mark = if on { "▸\u{a0}" } else { "\u{a0}\u{a0}" };
    let Some(t) = typed else {
        let v = vec![span(figure(i18n, value, &inp.unit), tone)];
        cols.pair(doc, part, (mark, label), v, tone);
        if on {
            let about = step_note(i18n, c, i);
            cols.under(doc, part, vec![span(about, Tone::Muted)]);
        }
        return;
    };
    let field = vec![span(format!("[{t}▏]"), Tone::Selected)];
    cols.pair(doc, part, (mark, label), field, tone);
    let shown = if t.trim().is_empty() {
        span(i18n.msg(&m::calc_type_hint()), Tone::Muted)
    } else {
        match inp.read_noted(t, lang) {
            Ok((v, notes)) => {
                let shown = crate::core::figure::kept_whole(&figure(i18n, v, &inp.unit));
                let mut text = format!("= {shown}");
                // How a form that reads two ways was read, beside the value.
                for n in &notes {
                    text.push_str(&format!("  ({})", i18n.msg(&n.message())));
                }
                span(text, Tone::Accent)
            }
            Err(e) => span(format!("⚠ {}", read_error(i18n, c, i, e)), Tone::Error),
        }
    };
    cols.under(doc, part, vec![shown]);
}

/// How the selected input steps, and its range when it has one.
fn step_note(i18n: &I18n, c: &Calculator, i: usize) -> String {
    let inp = &c.inputs[i];
    let step = match inp.step {
        Step::OneTwoFive => "1 · 2 · 5 · 10 …".to_string(),
        Step::Linear(s) => format!("±{}", exact(i18n, s * unit_dims(&inp.unit).1, &inp.unit)),
    };
    let r = range(i18n, c, i);
    if r.is_empty() {
        i18n.msg(&m::calc_step(step))
    } else {
        i18n.msg(&m::CalcStepRange { range: r, step }.into())
    }
}

/// Every output: its figure, the formula worked with the values, and a threshold crossed.
fn outputs(doc: &mut Doc, cols: &Cols<'_>, i18n: &I18n, c: &Calculator, values: &[f64]) {
    let lang = i18n.lang();
    let results = c.evaluate(values);
    let mut all: Vec<f64> = values.to_vec();
    all.extend(results.iter().map(|r| *r.as_ref().unwrap_or(&f64::NAN)));
    let units: Vec<&str> = c
        .inputs
        .iter()
        .map(|i| i.unit.as_str())
        .chain(c.outputs.iter().map(|o| o.unit.as_str()))
        .collect();
    let names = c.names();
    for (k, (out, result)) in c.outputs.iter().zip(&results).enumerate() {
        let label = out.label.text(lang);
        let value = match result {
            Ok(v) => span(
                figure_beside(i18n, *v, &out.unit, &c.lines(k)),
                Tone::Accent,
            ),
            Err(_) => span("—", Tone::Muted),
        };
        let mark = "\u{a0}\u{a0}";
        cols.pair(doc, Part::Title, (mark, label), vec![value], Tone::Text);
        let worked: String = pieces(&out.formula, &names)
            .iter()
            .map(|p| match p {
                Piece::Text(t) => time_words(i18n, t),
                // A result that cannot be worked out is written by its name.
                Piece::Value(n) if all[*n].is_nan() => names[*n].clone(),
                Piece::Value(n) => exact(i18n, all[*n], units[*n]),
            })
            .collect();
        let rest = match result {
            Ok(v) => span(
                format!(
                    "{worked} = {}",
                    exact_beside(i18n, *v, &out.unit, &c.lines(k))
                ),
                Tone::Muted,
            ),
            Err(e) => span(format!("{worked} ⚠ {}", eval_error(i18n, *e)), Tone::Error),
        };
        cols.under(doc, Part::Title, vec![rest]);
        if let Ok(v) = result
            && let Some(t) = c.crossed(k, *v)
        {
            let text = t
                .message
                .get(lang)
                .map(|f| f.value.plain())
                .unwrap_or_default();
            let warning = vec![span(format!("⚠ {text}"), Tone::Warning)];
            cols.under(doc, Part::Title, warning);
        }
    }
}
