//! Identifiers of lessons, modules, sources and exercises.
//!
//! Ids end up in file names, progress records and references, so they are kept to a safe
//! alphabet: no path separators, no dots, no spaces, nothing a shell or SQL would quote.

/// The candidate closest to a mistyped `word` (at most two edits away, and fewer edits than
/// the candidate has letters): `titel` is `title`, `folow` is `follow`.
pub fn nearest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (edit_distance(word, c), c))
        .filter(|(d, c)| *d <= 2 && *d < c.chars().count() && *d > 0)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Levenshtein distance, in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            cur.push((prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

/// Longest id accepted.
pub const MAX_LEN: usize = 64;

/// `true` for ids such as `m13-04`, `0032`, `redis_lists`: lowercase ASCII letters, digits,
/// `-` and `_`, starting with a letter or digit, at most 64 characters.
pub fn is_valid(id: &str) -> bool {
    let mut chars = id.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    id.len() <= MAX_LEN
        && (first.is_ascii_lowercase() || first.is_ascii_digit())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

/// The same rule as a regular expression, for the JSON Schema.
pub const PATTERN: &str = "^[a-z0-9][a-z0-9_-]{0,63}$";

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("m13-04", true)]
    #[case("0032", true)]
    #[case("redis_lists", true)]
    #[case("../x", false)]
    #[case("a/b", false)]
    #[case("M13", false)]
    #[case("m13.04", false)]
    #[case("", false)]
    #[case("-x", false)]
    #[case("a b", false)]
    fn id_alphabet(#[case] id: &str, #[case] ok: bool) {
        assert_eq!(is_valid(id), ok);
    }

    #[test]
    fn length_limit() {
        assert!(is_valid(&"a".repeat(64)));
        assert!(!is_valid(&"a".repeat(65)));
    }
}
