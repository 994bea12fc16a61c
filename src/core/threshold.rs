//! Thresholds of calculators: what a figure means once it passes a line ("over 2 TB, it no
//! longer fits on one machine"). One written on an output is about that output; one written
//! on the calculator is about every output measuring the same thing, so sibling figures
//! (the low and the high estimate of one size) are never judged apart. Values are compared
//! in base units before any rounding, and `decimals_beside` says how many decimals a figure
//! needs so that what it shows is on the same side of every line as the value itself.

use super::lesson::Text;
use super::units::{Dim, unit_of};

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Threshold {
    /// In `unit`, or in the output's unit when a threshold on an output names none.
    pub above: f64,
    pub unit: Option<String>,
    pub message: Text,
}

/// Whether a threshold in unit `threshold` speaks about an output in unit `output`: sizes
/// and times of any scale do; counts and rates only of the same thing (`edges` is not
/// `users`, `writes/s` is not `lookups/s`).
pub fn measures_alike(threshold: &str, output: &str) -> bool {
    let (t, o) = (unit_of(threshold), unit_of(output));
    match (t.dim, o.dim) {
        (Dim::Bytes, Dim::Bytes) | (Dim::Time, Dim::Time) => true,
        (Dim::Count, Dim::Count) | (Dim::Rate, Dim::Rate) => {
            t.label.trim().eq_ignore_ascii_case(o.label.trim())
        }
        _ => false,
    }
}

impl Threshold {
    /// The line in base units, for an output in `output_unit`.
    pub fn line(&self, output_unit: &str) -> f64 {
        let unit = self.unit.as_deref().unwrap_or(output_unit);
        self.above * unit_of(unit).factor
    }

    /// Whether it speaks about an output in `output_unit`.
    pub fn applies(&self, output_unit: &str) -> bool {
        self.unit
            .as_deref()
            .is_none_or(|u| measures_alike(u, output_unit))
    }
}

/// The thresholds about one output: its own and the calculator's that apply, each with its
/// line in base units.
pub fn about<'a>(
    own: &'a [Threshold],
    shared: &'a [Threshold],
    output_unit: &'a str,
) -> impl Iterator<Item = (f64, &'a Threshold)> + 'a {
    own.iter()
        .chain(shared)
        .filter(move |t| t.applies(output_unit))
        .map(move |t| (t.line(output_unit), t))
}

/// The highest line a value (base units) is above, and its threshold.
pub fn crossed<'a>(
    own: &'a [Threshold],
    shared: &'a [Threshold],
    output_unit: &'a str,
    value: f64,
) -> Option<&'a Threshold> {
    about(own, shared, output_unit)
        .filter(|(line, _)| value > *line)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, t)| t)
}

/// The fewest decimals (at least `min`, at most 9) that keep `value`, written with them, on
/// the same side of every line as the value itself: 2.005 TB against 2 TB shows as
/// `2,005`, never `2` beside "over 2 TB". All in the unit the figure is written in.
pub fn decimals_beside(value: f64, lines: &[f64], min: usize) -> usize {
    let side = |v: f64, line: f64| v.partial_cmp(&line);
    (min..=9)
        .find(|&d| {
            // Rounded exactly as it will be printed (2.005 is 2.00499… in binary).
            let shown: f64 = format!("{value:.d$}").parse().unwrap_or(value);
            lines.iter().all(|&l| side(shown, l) == side(value, l))
        })
        .unwrap_or(9)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Localized;
    use crate::core::rich::RichText;

    fn t(above: f64, unit: Option<&str>) -> Threshold {
        Threshold {
            above,
            unit: unit.map(str::to_string),
            message: Localized::neutral(RichText::parse("m").0),
        }
    }

    #[test]
    fn a_shared_threshold_speaks_about_every_output_measuring_the_same_thing() {
        let shared = [t(2.0, Some("TB"))];
        assert!(crossed(&[], &shared, "GB", 2_005e9).is_some());
        assert!(crossed(&[], &shared, "B", 2_005e9).is_some());
        assert!(crossed(&[], &shared, "GB", 1_999e9).is_none());
        // Not a size: never judged by a size's line.
        assert!(crossed(&[], &shared, "edges", 9e12).is_none());
        let edges = [t(1e6, Some("edges"))];
        assert!(crossed(&[], &edges, "edges", 2e6).is_some());
        assert!(crossed(&[], &edges, "users", 2e6).is_none());
        assert!(crossed(&[], &[t(10.0, Some("writes/s"))], "lookups/s", 20.0).is_none());
    }

    #[test]
    fn the_highest_line_passed_speaks() {
        let own = [t(1000.0, None), t(2000.0, None)];
        let hit = crossed(&own, &[], "GB", 2_500e9).map(|t| t.above);
        assert_eq!(hit, Some(2000.0));
        assert_eq!(
            crossed(&own, &[], "GB", 1_500e9).map(|t| t.above),
            Some(1000.0)
        );
        // Exactly on the line is not above it.
        assert!(crossed(&own, &[], "GB", 1_000e9).is_none());
    }

    #[test]
    fn a_figure_gets_the_decimals_that_keep_it_on_its_side_of_a_line() {
        assert_eq!(decimals_beside(2.005, &[2.0], 2), 3);
        assert_eq!(decimals_beside(2.0004, &[2.0], 2), 4);
        assert_eq!(decimals_beside(1.9999, &[2.0], 2), 4);
        assert_eq!(decimals_beside(2.5, &[2.0], 2), 2);
        assert_eq!(decimals_beside(2.0, &[2.0], 2), 2);
        assert_eq!(decimals_beside(7.0, &[], 2), 2);
    }
}
