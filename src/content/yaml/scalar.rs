//! What a plain YAML scalar is: null, a boolean, a number or text, by the YAML 1.2 core
//! schema with latih's two strict choices (only `true`/`false` are booleans, so `title: yes`
//! stays text; `0032` keeps its zero and stays text).

/// The type a scalar resolves to; numbers keep their text, so only the kind is needed here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Resolved {
    Null,
    Bool(bool),
    Number,
    Text,
}

/// Resolves a plain (unquoted, untagged) scalar.
pub(super) fn plain(value: &str) -> Resolved {
    let t = value.trim_matches([' ', '\t', '\r', '\n']);
    match t {
        "" | "~" | "null" | "Null" | "NULL" => return Resolved::Null,
        "true" | "True" | "TRUE" => return Resolved::Bool(true),
        "false" | "False" | "FALSE" => return Resolved::Bool(false),
        _ => {}
    }
    if is_number(t) {
        Resolved::Number
    } else {
        Resolved::Text
    }
}

/// A scalar tagged `!!int` or `!!float` must read as a number.
pub(super) fn tagged_number(value: &str) -> bool {
    is_number(value.trim_matches([' ', '\t', '\r', '\n']))
}

fn is_number(t: &str) -> bool {
    let Some(first) = t.as_bytes().first() else {
        return false;
    };
    // Cheap exit for ordinary words: a number starts with a digit, a sign or a dot.
    if !(first.is_ascii_digit() || matches!(first, b'+' | b'-' | b'.')) {
        return false;
    }
    let unsigned = t.strip_prefix(['+', '-']).unwrap_or(t);
    // Kept as text on purpose: upper-case radix prefixes, a signed NaN, and decimal
    // integers with a leading zero (`0032` is a code, not thirty-two).
    if matches!(unsigned.as_bytes(), [b'0', b'X' | b'O' | b'B', ..])
        || matches!(unsigned, ".nan" | ".NaN" | ".NAN") && unsigned.len() < t.len()
        || leading_zero_decimal(unsigned)
    {
        return false;
    }
    is_integer(unsigned) || is_float(t, unsigned)
}

fn leading_zero_decimal(digits: &str) -> bool {
    digits.len() > 1 && digits.starts_with('0') && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Decimal, `0x`, `0o` or `0b` digits, with single underscores between digits allowed.
fn is_integer(unsigned: &str) -> bool {
    let (radix, digits) = if let Some(r) = unsigned.strip_prefix("0x") {
        (16, r)
    } else if let Some(r) = unsigned.strip_prefix("0o") {
        (8, r)
    } else if let Some(r) = unsigned.strip_prefix("0b") {
        (2, r)
    } else {
        (10, unsigned)
    };
    let b = digits.as_bytes();
    let mut saw = false;
    for (i, c) in b.iter().enumerate() {
        if *c == b'_' {
            if i == 0 || i + 1 == b.len() || b[i - 1] == b'_' || b[i + 1] == b'_' {
                return false;
            }
        } else if (*c as char).is_digit(radix) {
            saw = true;
        } else {
            return false;
        }
    }
    saw
}

/// `.inf`, `.nan` and what Rust reads as a finite float, or an overflowing numeral (`1e999`).
/// Rust also reads `inf` and `nan`, which YAML keeps as words.
fn is_float(t: &str, unsigned: &str) -> bool {
    if matches!(unsigned, ".inf" | ".Inf" | ".INF") || matches!(t, ".nan" | ".NaN" | ".NAN") {
        return true;
    }
    match t.parse::<f64>() {
        Ok(v) if v.is_finite() => true,
        Ok(_) => unsigned.as_bytes().first().is_some_and(u8::is_ascii_digit),
        Err(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::{Resolved as R, plain};

    #[test]
    fn the_core_schema_with_latihs_strict_choices() {
        let cases = [
            ("", R::Null),
            ("~", R::Null),
            ("NULL", R::Null),
            ("true", R::Bool(true)),
            ("False", R::Bool(false)),
            ("yes", R::Text),
            ("on", R::Text),
            ("0032", R::Text),
            ("-007", R::Text),
            ("0", R::Number),
            ("-12", R::Number),
            ("1_000", R::Number),
            ("1__0", R::Text),
            ("0x1F", R::Number),
            ("0X1F", R::Text),
            ("0o17", R::Number),
            ("0b101", R::Number),
            ("13.10", R::Number),
            ("1e999", R::Number),
            (".5", R::Number),
            (".inf", R::Number),
            ("-.inf", R::Number),
            (".nan", R::Number),
            ("-.nan", R::Text),
            ("inf", R::Text),
            ("nan", R::Text),
            ("12 GB", R::Text),
            ("v1.2", R::Text),
            ("99999999999999999999999", R::Number),
        ];
        for (text, want) in cases {
            assert_eq!(plain(text), want, "{text:?}");
        }
    }
}
