//! Reading a learner's estimate: `40 GB`, `40GB`, `40 gb`, `40.000.000.000 bytes`, `4e10 B`,
//! `500 juta`, `500M`, `20.000/detik`. Digit grouping follows the reader's language when it
//! is ambiguous (`40.000` is forty thousand in Indonesian, forty in English) and is read
//! regardless when it is not (`40.000.000.000`).

use super::lang::Lang;

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

/// A value in base units (bytes, per second, things) and the dimension the learner named,
/// if any.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Quantity {
    pub value: f64,
    pub dim: Option<Dim>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuantityError {
    Empty,
    NotANumber,
    UnknownUnit(String),
}

pub(crate) fn byte_unit(word: &str) -> Option<f64> {
    Some(match word.to_ascii_lowercase().as_str() {
        "b" | "byte" | "bytes" => 1.0,
        "kb" => 1e3,
        "mb" => 1e6,
        "gb" => 1e9,
        "tb" => 1e12,
        "pb" => 1e15,
        "kib" => 1024.0,
        "mib" => 1024f64.powi(2),
        "gib" => 1024f64.powi(3),
        "tib" => 1024f64.powi(4),
        _ => return None,
    })
}

/// Seconds in a unit of time: `ms`, `s`, `detik`, `min`, `jam`, `day`.
pub(crate) fn time_unit(word: &str) -> Option<f64> {
    Some(match word.to_lowercase().as_str() {
        "ms" | "milidetik" | "millisecond" | "milliseconds" => 1e-3,
        "s" | "sec" | "second" | "seconds" | "detik" => 1.0,
        "min" | "minute" | "minutes" | "menit" => 60.0,
        "h" | "hour" | "hours" | "jam" => 3600.0,
        "day" | "days" | "hari" => 86400.0,
        _ => return None,
    })
}

fn scale_word(word: &str) -> Option<f64> {
    Some(match word.to_lowercase().as_str() {
        "k" | "rb" | "ribu" | "thousand" => 1e3,
        "m" | "jt" | "juta" | "million" | "mio" => 1e6,
        "b" | "bn" | "miliar" | "milyar" | "billion" => 1e9,
        "t" | "triliun" | "trillion" => 1e12,
        _ => return None,
    })
}

fn is_rate(word: &str) -> bool {
    let w = word.to_lowercase();
    w.ends_with("/s")
        || w.ends_with("/detik")
        || w.ends_with("/sec")
        || w == "per"
        || w == "qps"
        || w == "rps"
}

/// The unit of a question, from how the instructor wrote it: a byte unit (`GB`, `B`), a rate
/// (`/s`, `writes/s`, `/detik`), or anything else as a label for a count (`edges`).
pub fn unit_of(label: &str) -> Unit {
    let label = label.trim().to_string();
    if let Some(factor) = byte_unit(&label) {
        Unit {
            dim: Dim::Bytes,
            factor,
            label,
        }
    } else if let Some(factor) = time_unit(&label) {
        Unit {
            dim: Dim::Time,
            factor,
            label,
        }
    } else if is_rate(&label) || label.to_lowercase().starts_with("per ") {
        Unit {
            dim: Dim::Rate,
            factor: 1.0,
            label,
        }
    } else {
        Unit {
            dim: Dim::Count,
            factor: 1.0,
            label,
        }
    }
}

/// Splits the leading number from the rest: `40.5GB` -> (`40.5`, `GB`).
fn split_number(s: &str) -> (&str, &str) {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let exp = (c == b'e' || c == b'E')
            && i > 0
            && b[i - 1].is_ascii_digit()
            && b.get(i + 1)
                .is_some_and(|n| n.is_ascii_digit() || *n == b'-' || *n == b'+');
        let sign_after_exp =
            (c == b'-' || c == b'+') && i > 0 && (b[i - 1] == b'e' || b[i - 1] == b'E');
        let leading_sign = i == 0 && (c == b'-' || c == b'+');
        if c.is_ascii_digit()
            || matches!(c, b'.' | b',' | b'_')
            || exp
            || sign_after_exp
            || leading_sign
        {
            i += 1;
        } else {
            break;
        }
    }
    (&s[..i], &s[i..])
}

/// The number with this grouping and decimal mark, if it is well formed that way.
fn interpret(raw: &str, group: Option<char>, decimal: Option<char>) -> Option<f64> {
    let (int, frac) = match decimal {
        Some(d) => match raw.split_once(d) {
            Some((i, f)) => (i, Some(f)),
            None => (raw, None),
        },
        None => (raw, None),
    };
    if frac.is_some_and(|f| f.contains(['.', ',']) || f.is_empty()) {
        return None;
    }
    let digits: String = match group {
        Some(g) => {
            let mut parts = int.split(g);
            let first = parts.next().unwrap_or("");
            // Grouping comes in threes after the first group, or it was not grouping.
            if first.is_empty() || first.len() > 3 && int.contains(g) {
                return None;
            }
            let rest: Vec<&str> = parts.collect();
            if rest.iter().any(|p| p.len() != 3) {
                return None;
            }
            std::iter::once(first).chain(rest).collect()
        }
        None => int.to_string(),
    };
    if digits.contains(['.', ',']) {
        return None;
    }
    let text = match frac {
        Some(f) => format!("{digits}.{f}"),
        None => digits,
    };
    text.parse().ok()
}

/// Reads digits with grouping and a decimal mark. Where one mark could be either, the
/// reader's language decides first and the other reading is the fallback.
fn parse_number(raw: &str, lang: Lang) -> Option<f64> {
    let raw = raw.replace('_', "");
    if raw.is_empty() {
        return None;
    }
    if raw.contains(['e', 'E']) {
        return raw.replace(',', ".").parse().ok();
    }
    let (dot, comma) = (Some('.'), Some(','));
    let tries: [(Option<char>, Option<char>); 2] = match lang {
        Lang::Id => [(dot, comma), (comma, dot)],
        Lang::En => [(comma, dot), (dot, comma)],
    };
    tries.iter().find_map(|(g, d)| interpret(&raw, *g, *d))
}

/// Reads a quantity typed by a learner.
pub fn parse(input: &str, lang: Lang) -> Result<Quantity, QuantityError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(QuantityError::Empty);
    }
    let (num, rest) = split_number(s);
    let mut value = parse_number(num, lang).ok_or(QuantityError::NotANumber)?;
    let mut dim = None;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        if let Some(f) = byte_unit(w) {
            // A lone "b" after a number that already has a unit-less scale is bytes; "5 b"
            // alone reads as bytes too (B is the unit, not billion).
            value *= f;
            dim = Some(Dim::Bytes);
        } else if let Some(f) = time_unit(w) {
            value *= f;
            dim = Some(Dim::Time);
        } else if let Some(f) = w
            .strip_suffix("/s")
            .or_else(|| w.strip_suffix("/detik"))
            .and_then(scale_word)
        {
            // "60k/s": a scale and a rate in one word.
            value *= f;
            dim = Some(Dim::Rate);
        } else if is_rate(w) {
            dim = Some(Dim::Rate);
            // "per second" / "per detik": skip the second word.
            if w.eq_ignore_ascii_case("per") {
                i += 1;
            }
        } else if let Some(f) = scale_word(w) {
            value *= f;
        } else if w.chars().all(|c| c.is_alphabetic() || c == '-') {
            // A word naming the things counted ("edges", "baris"): a count.
            dim = dim.or(Some(Dim::Count));
        } else {
            return Err(QuantityError::UnknownUnit(w.to_string()));
        }
        i += 1;
    }
    // `1e310`, or `1e308 TB` once scaled: past what a figure can be.
    if !value.is_finite() {
        return Err(QuantityError::NotANumber);
    }
    Ok(Quantity { value, dim })
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
    use rstest::rstest;

    fn q(s: &str, lang: Lang) -> Quantity {
        parse(s, lang).unwrap_or_else(|e| panic!("{s:?}: {e:?}"))
    }

    #[rstest]
    #[case("40 GB", 40e9, Some(Dim::Bytes))]
    #[case("40GB", 40e9, Some(Dim::Bytes))]
    #[case("40 gb", 40e9, Some(Dim::Bytes))]
    #[case("40.000.000.000 bytes", 40e9, Some(Dim::Bytes))]
    #[case("4e10 B", 4e10, Some(Dim::Bytes))]
    #[case("64 GiB", 64.0 * 1024f64.powi(3), Some(Dim::Bytes))]
    #[case("500 juta", 500e6, None)]
    #[case("500M", 500e6, None)]
    #[case("500 million edges", 500e6, Some(Dim::Count))]
    #[case("20.000/detik", 20e3, Some(Dim::Rate))]
    #[case("20.000 /s", 20e3, Some(Dim::Rate))]
    #[case("1,5 juta", 1.5e6, None)]
    #[case("600.000", 600e3, None)]
    #[case("8 jt", 8e6, None)]
    fn indonesian_inputs(#[case] input: &str, #[case] value: f64, #[case] dim: Option<Dim>) {
        let got = q(input, Lang::Id);
        assert!(
            (got.value - value).abs() < value.abs() * 1e-9 + 1e-9,
            "{input}: {got:?}"
        );
        assert_eq!(got.dim, dim, "{input}");
    }

    #[rstest]
    #[case("40.5 GB", 40.5e9)]
    #[case("40,000,000,000 bytes", 40e9)]
    #[case("20,000 writes/s", 20e3)]
    #[case("1.2 billion", 1.2e9)]
    #[case("600,000", 600e3)]
    #[case("60k/s", 60e3)]
    #[case("2e4/s", 2e4)]
    #[case("1.234,5", 1234.5)]
    fn english_inputs(#[case] input: &str, #[case] value: f64) {
        let got = q(input, Lang::En);
        assert!((got.value - value).abs() < value * 1e-9, "{input}: {got:?}");
    }

    #[test]
    fn the_language_decides_one_ambiguous_mark() {
        assert_eq!(q("40.000", Lang::Id).value, 40_000.0);
        assert_eq!(q("40.000", Lang::En).value, 40.0);
        assert_eq!(q("2,5", Lang::Id).value, 2.5);
        assert_eq!(q("2,500", Lang::En).value, 2_500.0);
    }

    #[test]
    fn the_other_convention_is_understood_when_unambiguous() {
        assert_eq!(q("2.5", Lang::Id).value, 2.5);
        assert_eq!(q("40,5", Lang::En).value, 40.5);
    }

    #[test]
    fn nonsense_is_reported() {
        assert_eq!(parse("", Lang::En), Err(QuantityError::Empty));
        assert_eq!(parse("lots", Lang::En), Err(QuantityError::NotANumber));
        assert_eq!(parse("1.23.4", Lang::En), Err(QuantityError::NotANumber));
        assert!(matches!(
            parse("40 G@", Lang::En),
            Err(QuantityError::UnknownUnit(_))
        ));
    }

    #[test]
    fn question_units() {
        assert_eq!(unit_of("GB").dim, Dim::Bytes);
        assert_eq!(unit_of("GB").factor, 1e9);
        assert_eq!(unit_of("writes/s").dim, Dim::Rate);
        assert_eq!(unit_of("/detik").dim, Dim::Rate);
        assert_eq!(unit_of("edges").dim, Dim::Count);
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
