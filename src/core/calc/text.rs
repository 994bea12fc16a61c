//! How a calculator shows its reasoning: a formula split into text and the values it names,
//! so the screen can write `500.000.000 × 80 B` under `edges * edge_size`, and the binary
//! unit beside a decimal one (`40 GB` is `37,25 GiB`).

/// A piece of a formula as shown: text as written, or the value of one of the calculator's
/// names (inputs, then outputs).
#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    Text(String),
    Value(usize),
}

/// Splits a formula into its names and the text between them; `*` is written `×`.
/// Words that are not names (`max`, `ceil`, a unit after a number) stay text.
pub fn pieces(formula: &str, names: &[String]) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    let mut text = String::new();
    let mut chars = formula.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if c.is_ascii_alphabetic() || c == '_' {
            let mut end = start + c.len_utf8();
            while let Some(&(i, d)) = chars.peek() {
                if d.is_ascii_alphanumeric() || d == '_' {
                    end = i + d.len_utf8();
                    chars.next();
                } else {
                    break;
                }
            }
            let word = &formula[start..end];
            match names.iter().position(|n| n == word) {
                Some(k) => {
                    if !text.is_empty() {
                        out.push(Piece::Text(std::mem::take(&mut text)));
                    }
                    out.push(Piece::Value(k));
                }
                None => text.push_str(word),
            }
        } else if c == '*' {
            text.push('×');
        } else {
            text.push(c);
        }
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    out
}

/// The binary unit that matters beside a decimal one, and its size in bytes: from a
/// gigabyte up the two differ by 7 % or more, which changes whether something fits.
pub fn binary_of(unit: &str) -> Option<(&'static str, f64)> {
    Some(match unit {
        "GB" => ("GiB", 1024f64.powi(3)),
        "TB" => ("TiB", 1024f64.powi(4)),
        "PB" => ("PiB", 1024f64.powi(5)),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        ["edges", "edge_size", "edges2"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    #[test]
    fn names_become_values_and_times_becomes_a_cross() {
        assert_eq!(
            pieces("edges * edge_size", &names()),
            vec![Piece::Value(0), Piece::Text(" × ".into()), Piece::Value(1)]
        );
    }

    #[test]
    fn a_name_is_matched_whole_and_other_words_stay() {
        assert_eq!(
            pieces("max(edges2, 8 B)", &names()),
            vec![
                Piece::Text("max(".into()),
                Piece::Value(2),
                Piece::Text(", 8 B)".into())
            ]
        );
    }

    #[test]
    fn binary_units_only_where_they_matter() {
        assert_eq!(binary_of("GB").map(|b| b.0), Some("GiB"));
        assert_eq!(binary_of("B"), None);
        assert_eq!(binary_of("MB"), None);
    }
}
