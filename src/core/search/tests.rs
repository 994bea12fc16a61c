//! Unit tests of the search: folding, matching, ordering, excerpts and the index's pieces.

use super::*;

/// An index of these texts, searched with them as the course.
struct Ix(SearchIndex, Vec<(usize, Part, String)>);

impl Ix {
    fn search(&self, query: &str, limit: usize) -> Vec<Hit> {
        self.0.search_with(query, limit, &mut |l, p| {
            let found = self
                .1
                .iter()
                .find(|(ll, pp, _)| *ll == l as usize && *pp == p);
            found.map(|(_, _, t)| t.clone())
        })
    }
}

/// An index of lessons `first..`, each of its parts given in order.
fn lessons(first: usize, texts: &[(usize, Part, &str)]) -> SearchIndex {
    let last = texts.iter().map(|(l, ..)| *l).max().unwrap_or(0);
    let mut scratch = Vec::new();
    let lessons = (first..=last)
        .map(|l| {
            let parts: Vec<(Part, String)> = (texts.iter())
                .filter(|(ll, ..)| *ll == l)
                .map(|(_, p, t)| (*p, t.to_string()))
                .collect();
            lesson_text(&parts, &mut scratch)
        })
        .collect();
    SearchIndex {
        lang: Lang::En,
        lessons,
        first,
    }
}

fn index(texts: &[(usize, Part, &str)]) -> Ix {
    let all = texts
        .iter()
        .map(|(l, p, t)| (*l, *p, t.to_string()))
        .collect();
    Ix(lessons(0, texts), all)
}

/// The excerpt's matched chars, as a reader sees them.
fn matched(h: &Hit) -> String {
    h.excerpt
        .chars()
        .skip(h.matched.0)
        .take(h.matched.1 - h.matched.0)
        .collect()
}

#[test]
fn every_word_must_match_in_any_case_and_titles_come_first() {
    let ix = index(&[
        (
            0,
            Part::Block(2),
            "A Hotspot is one partition\twith most traffic.",
        ),
        (1, Part::Title, "Hotspots and traffic"),
        (2, Part::Block(0), "A hotspot without the other word."),
    ]);
    let hits = ix.search("TRAFFIC hotspot", 10);
    assert_eq!(
        hits.iter().map(|h| (h.lesson, h.part)).collect::<Vec<_>>(),
        [(1, Part::Title), (0, Part::Block(2))]
    );
    assert_eq!(matched(&hits[1]), "traffic");
    assert_eq!(ix.search("hotspot", 1).len(), 1);
    assert!(ix.search("   ", 10).is_empty());
}

#[test]
fn a_char_that_lower_cases_to_two_keeps_the_match_in_place() {
    // 'İ' lower-cases to two chars: positions in the folded text are not the text's.
    let ix = index(&[(0, Part::Block(0), "İİİ İstanbul has a hotspot ÄÖ")]);
    let hits = ix.search("hotspot", 10);
    assert_eq!(hits.len(), 1);
    assert_eq!(matched(&hits[0]), "hotspot");
    let hits = ix.search("stanbul", 10);
    assert_eq!(matched(&hits[0]), "stanbul");
    let hits = ix.search("äö", 10);
    assert_eq!(matched(&hits[0]), "ÄÖ");
}

#[test]
fn a_long_text_is_fitted_around_the_match_at_words() {
    let text = format!("{} needle {}", "wordy ".repeat(40), "tail ".repeat(80));
    let ix = index(&[(0, Part::Block(0), &text)]);
    let h = &ix.search("needle", 10)[0];
    assert_eq!(matched(h), "needle");
    assert_eq!(h.more, (true, true));
    let ((a, b), cut) = fit(h, 40);
    let shown: String = h.excerpt.chars().skip(a).take(b - a).collect();
    assert_eq!(cut, (true, true));
    assert!(shown.starts_with("wordy"), "starts at a word: {shown:?}");
    assert!(shown.ends_with("tail"), "ends at a word: {shown:?}");
    assert!(shown.contains("needle"), "{shown:?}");
    assert!(crate::core::wrap::width(&shown) <= 38, "{shown:?}");
}

#[test]
fn a_number_is_found_however_its_digits_are_grouped() {
    let ix = index(&[
        (0, Part::Block(0), "about 600.000 lookups a second"),
        (1, Part::Block(0), "about 600,000 lookups a second"),
        (2, Part::Block(0), "a decimal 1.5 stays and 12.50 too"),
    ]);
    for q in ["600000", "600.000", "600,000"] {
        let hits = ix.search(q, 10);
        assert_eq!(hits.len(), 2, "{q}");
        assert!(matched(&hits[0]).starts_with("600"), "{q}");
        assert_eq!(matched(&hits[0]).chars().count(), 7, "{q}");
    }
    assert_eq!(ix.search("1.5", 10).len(), 1);
    assert_eq!(ix.search("15", 10).len(), 0, "a decimal point is no group");
}

#[test]
fn every_word_of_the_query_is_marked_in_the_excerpt() {
    let ix = index(&[(0, Part::Block(0), "Fan-out on write: every post fans out")]);
    let h = &ix.search("fan post", 10)[0];
    let marked: Vec<String> = h
        .marks
        .iter()
        .map(|&(a, b)| h.excerpt.chars().skip(a).take(b - a).collect())
        .collect();
    assert_eq!(marked, ["Fan", "post", "fan"]);
}

#[test]
fn the_index_folds_text_as_an_entry_does() {
    for text in [
        "Fan-out\tON write:\r\n600.000 posts, 1,234,567 reads and 12.50 or 1.5",
        "a 1,2345 b 12,345.678 c .123 d 1.234x",
        "İstanbul 600\u{a0}000 ÄÖ × 5.000,5 → ﬁ ΣΑΣ",
    ] {
        let mut folded = Vec::new();
        fold_into(text, &mut folded);
        assert_eq!(
            String::from_utf8(folded).expect("text"),
            Entry::new(0, Part::Title, text).folded,
            "{text:?}"
        );
    }
}

#[test]
fn pieces_built_apart_join_into_the_whole_index() {
    let texts: Vec<(usize, Part, &str)> = ["Alpha fan", "beta Fan-out", "gamma", "delta FAN", "x"]
        .iter()
        .enumerate()
        .map(|(i, t)| (i, Part::Block(0), *t))
        .collect();
    let whole = lessons(0, &texts);
    let joined = SearchIndex::join(vec![
        lessons(0, &texts[..2]),
        lessons(2, &texts[2..3]),
        lessons(3, &texts[3..]),
    ]);
    let folded = |ix: &SearchIndex| {
        ix.lessons
            .iter()
            .map(|l| l.folded.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(folded(&joined), folded(&whole));
    assert_eq!(joined.first, 0);
    let all = texts
        .iter()
        .map(|(l, p, t)| (*l, *p, t.to_string()))
        .collect();
    let hits: Vec<usize> = Ix(joined, all)
        .search("fan", 10)
        .iter()
        .map(|h| h.lesson)
        .collect();
    assert_eq!(hits, [0, 1, 3]);
}
