//! A calculator's figure written for the reader: `500 juta`, `40 GB (37,25 GiB)`,
//! `20.000/detik`, `4,44 jam`, `12,7 %`. The calculator card and the figure marks of lesson
//! text (`[=calculator.name]`) write a value the same way, so a sentence and the card beside
//! it never disagree.

use super::calc::text::binary_of;
use super::message as m;
use super::units::{Dim, unit_of};
use crate::i18n::I18n;

/// Decimal byte units from small to large: a figure moves up to the largest that keeps it
/// at 1 or more (`5.000 GB` is written `5 TB`), never below the unit the author chose.
pub const BYTE_UNITS: &[(&str, f64)] = &[
    ("B", 1.0),
    ("KB", 1e3),
    ("MB", 1e6),
    ("GB", 1e9),
    ("TB", 1e12),
    ("PB", 1e15),
];

/// The unit a byte value is written in, and its size.
pub fn byte_scale(value: f64, label: &str, factor: f64) -> (String, f64) {
    let Some(start) = BYTE_UNITS.iter().position(|(u, _)| *u == label) else {
        return (label.to_string(), factor);
    };
    let mut at = start;
    while at + 1 < BYTE_UNITS.len() && value.abs() >= BYTE_UNITS[at + 1].1 {
        at += 1;
    }
    let (u, f) = BYTE_UNITS[at];
    (u.to_string(), f)
}

/// Whether a unit as written is a percentage: the value is in percent points.
pub fn is_percent(label: &str) -> bool {
    matches!(
        label.trim().to_lowercase().as_str(),
        "%" | "percent" | "persen" | "pct"
    )
}

/// A value for reading at a glance, as the calculator card writes it.
pub fn figure(i18n: &I18n, value: f64, unit: &str) -> String {
    figure_beside(i18n, value, unit, &[])
}

/// As `figure`, written with the decimals that keep it on its side of each line (base
/// units): 2.005 TB beside "over 2 TB" reads `2,005 TB`, never `2 TB`.
pub fn figure_beside(i18n: &I18n, value: f64, unit: &str, lines: &[f64]) -> String {
    written(i18n, value, unit, lines, true)
}

/// A value inside a sentence: as the card writes it, without the binary unit beside a
/// decimal one (`40 GB`, not `40 GB (37,25 GiB)`).
pub fn in_prose(i18n: &I18n, value: f64, unit: &str) -> String {
    written(i18n, value, unit, &[], false)
}

/// The number alone, in the unit the author wrote (`[=calc.name:number]`): `20.000` for
/// 20,000 queries a second, `80` for 80 B, `500 juta` for a count, for a sentence that says
/// the unit in its own words.
pub fn bare(i18n: &I18n, value: f64, unit: &str) -> String {
    let u = unit_of(unit);
    match u.dim {
        Dim::Rate | Dim::Count => i18n.number(value / u.factor),
        Dim::Bytes | Dim::Time => super::numfmt::decimal(value / u.factor, 2, i18n.lang()),
    }
}

fn written(i18n: &I18n, value: f64, unit: &str, lines: &[f64], binary: bool) -> String {
    let u = unit_of(unit);
    let decimals = |x: f64, factor: f64| {
        let scaled: Vec<f64> = lines.iter().map(|l| l / factor).collect();
        let d = super::threshold::decimals_beside(x / factor, &scaled, 2);
        super::numfmt::decimal(x / factor, d, i18n.lang())
    };
    match u.dim {
        Dim::Bytes => {
            let (label, factor) = byte_scale(value, &u.label, u.factor);
            let main = format!("{} {label}", decimals(value, factor));
            match binary_of(&label).filter(|_| binary) {
                Some((bin, size)) if value.abs() >= factor => {
                    format!("{main} ({} {bin})", i18n.decimal(value / size))
                }
                _ => main,
            }
        }
        Dim::Rate => per_second(i18n, i18n.number_beside(value, lines)),
        Dim::Count if is_percent(&u.label) => i18n.msg(&m::unit_percent(decimals(value, 1.0))),
        Dim::Count => i18n.number_beside(value, lines),
        Dim::Time => format!(
            "{} {}",
            decimals(value, u.factor),
            time_unit(i18n, &u.label, u.factor)
        ),
    }
}

/// A figure that a line never breaks inside (`400 GB`, `372,53 GiB`): its spaces become
/// non-breaking, except the one before a parenthesis, so a binary form that does not fit
/// moves to the next line whole.
pub fn kept_whole(s: &str) -> String {
    s.split(" (")
        .map(|part| part.replace(' ', "\u{a0}"))
        .collect::<Vec<_>>()
        .join(" (")
}

/// `100/detik`, `100/s`.
pub fn per_second(i18n: &I18n, n: String) -> String {
    i18n.msg(&m::calc_per_second(n))
}

/// A unit of time in the reader's language: the author's own word in English (`ms`,
/// `days`), the Indonesian one otherwise (`mnt`, `jam`, `hari`), chosen by its size.
pub fn time_unit(i18n: &I18n, label: &str, factor: f64) -> String {
    let size = [
        (1e-9, "ns"),
        (1e-6, "us"),
        (1e-3, "ms"),
        (1.0, "s"),
        (60.0, "min"),
        (3600.0, "h"),
        (86_400.0, "d"),
        (7.0 * 86_400.0, "w"),
    ]
    .iter()
    .find(|(f, _)| (f - factor).abs() <= f * 1e-9)
    .map_or("other", |(_, k)| *k);
    i18n.msg(
        &m::UnitTime {
            unit: size,
            label: label.to_string(),
        }
        .into(),
    )
}

/// A formula's text with each unit of time after a number (`1 day`, `(1 s)`) in the reader's
/// words (`1 hari`, `(1 dtk)`); everything else as the author wrote it.
pub fn time_words(i18n: &I18n, text: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let mut after_number = false;
    for c in text.chars().map(Some).chain([None]) {
        if let Some(c) = c.filter(|c| c.is_alphabetic()) {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            let w = std::mem::take(&mut word);
            match super::unitwords::per_time(&w).filter(|_| after_number) {
                Some(size) => out.push_str(&time_unit(i18n, &w, size)),
                None => out.push_str(&w),
            }
            after_number = false;
        }
        let Some(c) = c else { break };
        if c.is_ascii_digit() {
            after_number = true;
        } else if !c.is_whitespace() {
            after_number = false;
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    #[test]
    fn a_figure_kept_whole_breaks_only_before_its_binary_form() {
        let id = I18n::new(Lang::Id);
        let kept = kept_whole(&figure(&id, 400e9, "GB"));
        assert_eq!(kept, "400\u{a0}GB (372,53\u{a0}GiB)");
        let lines = crate::core::wrap::wrap(&[crate::core::wrap::Styled::new(kept, 0u8)], 12);
        let texts: Vec<String> = lines
            .iter()
            .map(|l| l.iter().map(|s| s.text.as_str()).collect::<String>())
            .collect();
        assert_eq!(texts, ["400 GB", "(372,53 GiB)"], "shown with plain spaces");
    }

    #[test]
    fn units_of_time_in_a_formula_are_the_readers_words() {
        let (id, en) = (I18n::new(Lang::Id), I18n::new(Lang::En));
        let text = " × 365 / (1 day) + 2 s, days";
        assert_eq!(time_words(&id, text), " × 365 / (1 hari) + 2 dtk, days");
        assert_eq!(time_words(&en, text), text);
    }

    #[test]
    fn each_kind_of_figure_in_each_language() {
        let (id, en) = (I18n::new(Lang::Id), I18n::new(Lang::En));
        assert_eq!(figure(&id, 40e9, "GB"), "40 GB (37,25 GiB)");
        assert_eq!(in_prose(&id, 40e9, "GB"), "40 GB");
        assert_eq!(in_prose(&en, 150e6, "users"), "150 million");
        assert_eq!(in_prose(&id, 12.7, "%"), "12,7 %");
        assert_eq!(in_prose(&en, 12.7, "percent"), "12.7%");
        assert_eq!(in_prose(&id, 4.44 * 3600.0, "h"), "4,44 jam");
        assert_eq!(in_prose(&en, 4.44 * 3600.0, "h"), "4.44 h");
        assert_eq!(in_prose(&id, 365.0 * 86_400.0, "days"), "365 hari");
        assert_eq!(in_prose(&en, 365.0 * 86_400.0, "days"), "365 days");
        assert_eq!(in_prose(&id, 0.2, "ms"), "200 ms");
        assert_eq!(in_prose(&id, 600.0, "min"), "10 mnt");
        assert_eq!(bare(&id, 20_000.0, "queries/s"), "20.000");
        assert_eq!(bare(&en, 120e9, "GB"), "120");
        assert_eq!(bare(&en, 5e8, "users"), "500 million");
    }
}
