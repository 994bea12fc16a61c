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

/// Numbers from here on are written as a power of ten (`1,5 × 10^21`): their digits would
/// run across the screen, and past 2^53 most of them say nothing anyway.
pub const SCIENTIFIC_FROM: f64 = 1e21;

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

/// Rewrites the plain numbers in a text (`25000`, `1.5`) in the reader's digit grouping
/// and decimal mark, leaving everything else as it is: `25000 GB` is `25.000 GB` in
/// Indonesian. Numbers written with grouping or exponents already are left alone.
pub fn localize_numbers(text: &str, lang: Lang) -> String {
    let (_, mark) = marks(lang);
    let mut out = String::with_capacity(text.len() + 8);
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let after_word = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        if !c.is_ascii_digit() || after_word {
            out.push(c);
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let int: String = chars[start..i].iter().collect();
        let mut frac = String::new();
        if i + 1 < chars.len() && chars[i] == '.' && chars[i + 1].is_ascii_digit() {
            i += 1;
            while i < chars.len() && chars[i].is_ascii_digit() {
                frac.push(chars[i]);
                i += 1;
            }
        }
        // Part of a word or of a number in another notation (1e10, 1,000): left as it is.
        let odd = i < chars.len() && (chars[i] == 'e' || chars[i] == ',');
        match int.parse::<u64>() {
            Ok(n) if !odd => out.push_str(&group(n, lang)),
            _ => {
                out.extend(&chars[start..i]);
                continue;
            }
        }
        if !frac.is_empty() {
            out.push(mark);
            out.push_str(&frac);
        }
    }
    out
}

/// Rewrites numbers written the reader's way into the plain form an engine reads: in
/// Indonesian `1,5` is 1.5 and `1.000.000` a million; in English `1,000,000` is a million.
/// Anything that is not clearly a number in that language's notation is left as it is.
pub fn delocalize_numbers(text: &str, lang: Lang) -> String {
    let (sep, mark) = marks(lang);
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit()
            || (i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_'))
        {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        // A run of digits with single separators between digits: `1.000,5`.
        let start = i;
        while i < chars.len()
            && (chars[i].is_ascii_digit()
                || ((chars[i] == '.' || chars[i] == ',')
                    && chars.get(i + 1).is_some_and(|c| c.is_ascii_digit())))
        {
            i += 1;
        }
        let token: String = chars[start..i].iter().collect();
        let (int, frac) = match token.split_once(mark) {
            Some((a, b)) if !b.contains(['.', ',']) => (a.to_string(), Some(b.to_string())),
            None => (token.clone(), None),
            _ => {
                out.push_str(&token);
                continue;
            }
        };
        let groups: Vec<&str> = int.split(sep).collect();
        let grouped = groups.len() > 1
            && (1..=3).contains(&groups[0].len())
            && groups[1..].iter().all(|g| g.len() == 3)
            && !int.contains(mark);
        let whole = if grouped {
            groups.concat()
        } else if groups.len() == 1 {
            int.clone()
        } else {
            // `1.5` in Indonesian or `1,2` in English: not this language's notation.
            out.push_str(&token);
            continue;
        };
        out.push_str(&whole);
        if let Some(f) = frac {
            out.push('.');
            out.push_str(&f);
        }
    }
    out
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
    // Past u64 a number never stops at 18,446,744,073,709,551,615.
    #[case(1e20, "100.000.000.000.000.000.000", "100,000,000,000,000,000,000")]
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
    #[case("1,5 * 2", Lang::Id, "1.5 * 2")]
    #[case("1.000.000 / 8", Lang::Id, "1000000 / 8")]
    #[case("2.500,75 GB", Lang::Id, "2500.75 GB")]
    #[case("1.5 * 2", Lang::Id, "1.5 * 2")]
    #[case("1,000,000 / 8", Lang::En, "1000000 / 8")]
    #[case("1.5 * 2", Lang::En, "1.5 * 2")]
    #[case("max(1,2)", Lang::En, "max(1,2)")]
    #[case("x2 + 5 million", Lang::En, "x2 + 5 million")]
    fn numbers_read_the_readers_way(#[case] typed: &str, #[case] lang: Lang, #[case] plain: &str) {
        assert_eq!(delocalize_numbers(typed, lang), plain);
    }

    #[rstest]
    #[case("25000", "25.000", "25,000")]
    #[case("40 GB", "40 GB", "40 GB")]
    #[case("approx. 1.5 GiB", "approx. 1,5 GiB", "approx. 1.5 GiB")]
    #[case("1234567.25 B/s", "1.234.567,25 B/s", "1,234,567.25 B/s")]
    #[case("x2 + 1e10", "x2 + 1e10", "x2 + 1e10")]
    fn numbers_in_text(#[case] text: &str, #[case] id: &str, #[case] en: &str) {
        assert_eq!(localize_numbers(text, Lang::Id), id);
        assert_eq!(localize_numbers(text, Lang::En), en);
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
