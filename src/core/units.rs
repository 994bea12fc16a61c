//! The unit an estimate question or a calculator input is written in (`GB`, `writes/s`,
//! `ms`, `edges`): what it measures and its size in base units; and how far an estimate is
//! from the answer. Typed figures are read by core::quantity, from the same table of words
//! (core::unitwords).

use super::formula::Dims;
use super::lang::Lang;
use super::unitwords::{self, Word};

/// What a quantity measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dim {
    Bytes,
    /// Something per second.
    Rate,
    /// A plain number of things (edges, rows, lookups).
    Count,
    /// A length of time (a latency, a window).
    Time,
}

/// The unit a question asks its answer in: a dimension and the size of one unit in base
/// units (`GB` is 1e9 bytes), plus the label to show.
#[derive(Debug, Clone, PartialEq)]
pub struct Unit {
    pub dim: Dim,
    pub factor: f64,
    pub label: String,
}

/// The unit of a question, from how the instructor wrote it: a size (`GB`, `B`), a length of
/// time (`ms`), a rate (`/s`, `writes/s`, `/detik`, `qps`), or anything else as the word for
/// a count (`edges`).
pub fn unit_of(label: &str) -> Unit {
    let label = label.trim().to_string();
    let unit = |dim, factor| Unit {
        dim,
        factor,
        label: label.clone(),
    };
    match unitwords::lookup(&label, Lang::En)
        .or_else(|| unitwords::lowercase_bytes(&label).map(|(w, _)| w))
    {
        Some(Word::Unit { factor, dims, .. }) if dims == Dims::BYTES => {
            return unit(Dim::Bytes, factor);
        }
        Some(Word::Unit { factor, dims, .. }) if dims == Dims::TIME => {
            return unit(Dim::Time, factor);
        }
        Some(Word::PerSecond) => return unit(Dim::Rate, 1.0),
        _ => {}
    }
    // `B/edge`: a size per counted thing is still a size.
    if let Some((size, per)) = label.split_once('/')
        && unitwords::per_time(per.trim()).is_none()
        && let Some(Word::Unit { factor, dims, .. }) = unitwords::lookup(size.trim(), Lang::En)
        && dims == Dims::BYTES
    {
        return unit(Dim::Bytes, factor);
    }
    let lower = label.to_lowercase();
    let per_second = label
        .rsplit_once('/')
        .is_some_and(|(_, t)| unitwords::per_time(t.trim()) == Some(1.0))
        || lower.ends_with(" per second")
        || lower.ends_with(" per detik")
        || lower.starts_with("per ");
    if per_second {
        unit(Dim::Rate, 1.0)
    } else {
        unit(Dim::Count, 1.0)
    }
}

/// How far an estimate is from the expected value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Deviation {
    /// Relative difference in percent, positive when the estimate is too high.
    pub percent: f64,
    /// The ratio estimate / expected when it is off by 3x or more, for "10x too high".
    pub factor: Option<f64>,
}

pub fn deviation(given: f64, expected: f64) -> Deviation {
    if expected == 0.0 {
        return Deviation {
            percent: if given == 0.0 { 0.0 } else { f64::INFINITY },
            factor: None,
        };
    }
    let ratio = given / expected;
    let factor = (!(1.0 / 3.0..3.0).contains(&ratio) && ratio > 0.0).then_some(ratio);
    Deviation {
        percent: (ratio - 1.0) * 100.0,
        factor,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn question_units() {
        assert_eq!(unit_of("GB").dim, Dim::Bytes);
        assert_eq!(unit_of("GB").factor, 1e9);
        assert_eq!(unit_of("ms").dim, Dim::Time);
        assert_eq!(unit_of("ms").factor, 1e-3);
        assert_eq!(unit_of("writes/s").dim, Dim::Rate);
        assert_eq!(unit_of("penulisan/detik").dim, Dim::Rate);
        assert_eq!(unit_of("/detik").dim, Dim::Rate);
        assert_eq!(unit_of("qps").dim, Dim::Rate);
        assert_eq!(unit_of("edges").dim, Dim::Count);
        assert_eq!(unit_of("B/edge").dim, Dim::Bytes);
    }

    #[test]
    fn deviations() {
        let d = deviation(44e9, 40e9);
        assert!((d.percent - 10.0).abs() < 1e-9);
        assert_eq!(d.factor, None);
        let d = deviation(400e9, 40e9);
        assert_eq!(d.factor, Some(10.0));
        let d = deviation(4e9, 40e9);
        assert!((d.factor.unwrap_or(0.0) - 0.1).abs() < 1e-12);
    }
}
