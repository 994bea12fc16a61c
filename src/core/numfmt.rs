//! Number formatting rules for the reader's language: digit grouping, decimal marks and the
//! large-number scales (`500 juta` / `500 million`). The scale words themselves live in the
//! Fluent files; this module decides which scale and what digits.

use super::lang::Lang;

/// A large-number scale word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    Million,
    Billion,
    Trillion,
}

impl Scale {
    pub fn factor(self) -> f64 {
        match self {
            Scale::Million => 1e6,
            Scale::Billion => 1e9,
            Scale::Trillion => 1e12,
        }
    }
}

fn marks(lang: Lang) -> (char, char) {
    match lang {
        // (thousands separator, decimal mark)
        Lang::Id => ('.', ','),
        Lang::En => (',', '.'),
    }
}

/// Groups the digits of a whole number: `20.000` in Indonesian, `20,000` in English.
pub fn group(n: u64, lang: Lang) -> String {
    group_digits(&n.to_string(), lang)
}

/// Numbers from here on are written as a power of ten (`1,845 × 10^19`): past 2^53 a float
/// no longer holds every whole number, so writing out all the digits (3^40 as
/// `12.157.665.459.056.928.768` when it is `…928.801`) would show figures it does not have.
pub const SCIENTIFIC_FROM: f64 = 9_007_199_254_740_992.0;

/// `digits` (ASCII digits only) grouped in threes.
fn group_digits(digits: &str, lang: Lang) -> String {
    let (sep, _) = marks(lang);
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

/// A signed number with at most `max_frac` decimals, trailing zeros dropped:
/// `1,5` / `1.5`, `-20.000` / `-20,000`.
pub fn decimal(x: f64, max_frac: usize, lang: Lang) -> String {
    if !x.is_finite() {
        return if x.is_nan() {
            "NaN".to_string()
        } else if x > 0.0 {
            "∞".to_string()
        } else {
            "-∞".to_string()
        };
    }
    if x.abs() >= SCIENTIFIC_FROM {
        return scientific(x, max_frac.clamp(1, 3), lang);
    }
    let (_, mark) = marks(lang);
    let fixed = format!("{:.*}", max_frac, x.abs());
    let (int_part, frac_part) = match fixed.split_once('.') {
        Some((i, f)) => (i, f.trim_end_matches('0')),
        None => (fixed.as_str(), ""),
    };
    let mut out = String::new();
    if x < 0.0 && (int_part.bytes().any(|b| b != b'0') || !frac_part.is_empty()) {
        out.push('-');
    }
    out.push_str(&group_digits(int_part, lang));
    if !frac_part.is_empty() {
        out.push(mark);
        out.push_str(frac_part);
    }
    out
}

/// `x` as a mantissa and a power of ten, in the latih calculator's own notation so it can
/// be typed back in: `1,5 × 10^300` / `1.5 × 10^300`.
fn scientific(x: f64, max_frac: usize, lang: Lang) -> String {
    let text = format!("{:.*e}", max_frac, x);
    let (mantissa, exp) = text.split_once('e').unwrap_or((text.as_str(), "0"));
    let m: f64 = mantissa.parse().unwrap_or(0.0);
    format!("{} × 10^{exp}", decimal(m, max_frac, lang))
}

/// Splits a number for display with a scale word: `(“500”, Some(Million))` for 500 000 000,
/// `("1,2", Some(Billion))` for 1.2e9. Below a million the number is grouped in full.
pub fn compact(x: f64, lang: Lang) -> (String, Option<Scale>) {
    compact_beside(x, lang, &[])
}

/// As `compact`, with as many more decimals as it takes to keep the figure on the same side
/// of each line as `x` (a threshold's `over a million` never sits beside `1 million`).
pub fn compact_beside(x: f64, lang: Lang, lines: &[f64]) -> (String, Option<Scale>) {
    let magnitude = x.abs();
    if magnitude >= SCIENTIFIC_FROM {
        return (decimal(x, 2, lang), None);
    }
    let (factor, scale, min) = [Scale::Trillion, Scale::Billion, Scale::Million]
        .into_iter()
        .find(|s| magnitude >= s.factor())
        .map_or((1.0, None, 2), |s| (s.factor(), Some(s), 1));
    let scaled: Vec<f64> = lines.iter().map(|l| l / factor).collect();
    let digits = super::threshold::decimals_beside(x / factor, &scaled, min);
    (decimal(x / factor, digits, lang), scale)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(0, "0", "0")]
    #[case(999, "999", "999")]
    #[case(20_000, "20.000", "20,000")]
    #[case(600_000, "600.000", "600,000")]
    #[case(1_234_567, "1.234.567", "1,234,567")]
    fn grouping(#[case] n: u64, #[case] id: &str, #[case] en: &str) {
        assert_eq!(group(n, Lang::Id), id);
        assert_eq!(group(n, Lang::En), en);
    }

    #[rstest]
    #[case(1.5, "1,5", "1.5")]
    #[case(2.0, "2", "2")]
    #[case(-20000.0, "-20.000", "-20,000")]
    #[case(0.004, "0", "0")]
    // Past 2^53 the digits a float does not hold are never written out, and past u64 a
    // number never stops at 18,446,744,073,709,551,615.
    #[case(
        9_007_199_254_740_991.0,
        "9.007.199.254.740.991",
        "9,007,199,254,740,991"
    )]
    #[case(3f64.powi(40), "1,22 × 10^19", "1.22 × 10^19")]
    #[case(2f64.powi(64), "1,84 × 10^19", "1.84 × 10^19")]
    #[case(1e20, "1 × 10^20", "1 × 10^20")]
    #[case(1e300, "1 × 10^300", "1 × 10^300")]
    #[case(2f64.powi(1000), "1,07 × 10^301", "1.07 × 10^301")]
    #[case(-3.5e25, "-3,5 × 10^25", "-3.5 × 10^25")]
    fn decimals(#[case] x: f64, #[case] id: &str, #[case] en: &str) {
        assert_eq!(decimal(x, 2, Lang::Id), id);
        assert_eq!(decimal(x, 2, Lang::En), en);
    }

    #[test]
    fn huge_numbers_have_no_scale_word_but_a_power_of_ten() {
        assert_eq!(compact(1e300, Lang::En), ("1 × 10^300".to_string(), None));
        assert_eq!(
            compact(2e12, Lang::En),
            ("2".to_string(), Some(Scale::Trillion))
        );
    }

    #[rstest]
    #[case(500e6, "500", Some(Scale::Million))]
    #[case(1.2e9, "1,2", Some(Scale::Billion))]
    #[case(8e6, "8", Some(Scale::Million))]
    #[case(20_000.0, "20.000", None)]
    #[case(3e12, "3", Some(Scale::Trillion))]
    fn compact_scales(#[case] x: f64, #[case] digits: &str, #[case] scale: Option<Scale>) {
        assert_eq!(compact(x, Lang::Id), (digits.to_string(), scale));
    }
}
