//! Every screen readable at 80x24 and at 40x12, in both languages: a line never breaks
//! inside a word (`dibatal` / `kan`) or inside a value (`372,53` / `GiB`), and text cut at
//! the right edge says so with a mark instead of ending in half a word.
//!
//! A split is recognised with the words latih itself uses (its messages and its course, both
//! languages): two pieces that make one of those words, one of them no word on its own.

use std::collections::BTreeSet;

use super::any_size::screens;
use super::language::{course_words, locale_words};
use crate::common::{press, render};
use latih::app::keymap::Key;
use latih::app::{self, Model, Msg};

/// Units a figure is written with: a line must not separate them from their number.
const UNITS: &[&str] = &[
    "B", "kB", "KB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "PiB", "µs", "ms", "s",
    "dtk", "mnt", "min", "jam", "h", "hari", "day", "days", "%",
];

/// Characters that frame text rather than belong to it: borders, bars and scroll marks.
fn frame(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '│' | '┃'
                | '║'
                | '▌'
                | '┌'
                | '┐'
                | '└'
                | '┘'
                | '─'
                | '↓'
                | '↑'
                | '█'
                | '░'
        )
}

fn letters(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphabetic())
        .collect::<String>()
        .to_lowercase()
}

fn vocabulary() -> BTreeSet<String> {
    let (mut en, mut id) = (BTreeSet::new(), BTreeSet::new());
    locale_words("en", &mut en);
    locale_words("id", &mut id);
    course_words(&mut en, &mut id);
    en.extend(id);
    // A piece of one letter is a word (`a`, `N`, the `s` of `/s`); only longer pieces can
    // be half a word.
    en.extend(('a'..='z').map(String::from));
    en
}

/// Where a word or a value is broken between two lines, or cut at the edge with no mark.
fn breaks(screen: &str, width: usize, words: &BTreeSet<String>) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let mut out = Vec::new();
    for (a, b) in lines.iter().zip(lines.iter().skip(1)) {
        let end = a.trim_end_matches(frame);
        let start = b.trim_start_matches(frame);
        let last = end.rsplit(char::is_whitespace).next().unwrap_or_default();
        let first = start.split(char::is_whitespace).next().unwrap_or_default();
        let (l, f) = (letters(last), letters(first));
        // Words only: a token with digits or a slash in it is a figure or a name.
        let wordlike = |t: &str| !t.chars().any(|c| c.is_ascii_digit() || c == '/');
        let word_ends = last.chars().last().is_some_and(char::is_alphabetic) && wordlike(last);
        let word_starts = first.chars().next().is_some_and(char::is_alphabetic) && wordlike(first);
        let half = !words.contains(&l) || !words.contains(&f);
        if word_ends && word_starts && words.contains(&format!("{l}{f}")) && half {
            out.push(format!("a word split: “{last}” / “{first}”"));
        }
        let figure = last.chars().last().is_some_and(|c| c.is_ascii_digit());
        let unit = first.trim_end_matches([',', '.', ')', ';', ':']);
        if figure && UNITS.contains(&unit) {
            out.push(format!("a value split: “{last}” / “{first}”"));
        }
        // Text that reaches the last column and stops in half a word: cut without a mark.
        let reaches = a.chars().count() >= width && !a.ends_with(frame);
        if reaches && word_ends && !words.contains(&l) && l.chars().count() > 2 {
            let completes = words.contains(&format!("{l}{f}"));
            let prefix = words
                .range(l.clone()..)
                .next()
                .is_some_and(|w| w.starts_with(&l));
            if prefix && !completes {
                out.push(format!("cut without a mark: “{last}”"));
            }
        }
    }
    out
}

/// The other language: `L`, or F1 then `L` where `L` is typed (then the help closed).
fn switch_language(m: &mut Model) {
    let before = m.lang();
    press(m, &[Key::Char('L')]);
    if m.lang() == before {
        press(m, &[Key::Backspace, Key::F1, Key::Char('L'), Key::Esc]);
    }
    assert_ne!(m.lang(), before, "the language switches");
}

/// Every page of the screen at its size, from where it is: PgDn until nothing moves.
fn pages(m: &mut Model) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for _ in 0..40 {
        let now = render(m);
        if out.last() == Some(&now) {
            break;
        }
        out.push(now);
        press(m, &[Key::PageDown]);
    }
    out
}

/// A maker of named screens, as the every-size test has them.
type Screens = fn() -> Vec<(&'static str, Model)>;

#[test]
fn no_screen_splits_a_word_or_a_value_or_cuts_text_without_a_mark() {
    let words = vocabulary();
    let mut found = Vec::new();
    let makers: [Screens; 6] = [
        screens::course,
        screens::calculators,
        screens::quizzes,
        screens::drills,
        screens::playgrounds,
        screens::simulators,
    ];
    for switch in [false, true] {
        for (name, mut m) in makers.iter().flat_map(|make| make()) {
            if switch {
                switch_language(&mut m);
            }
            let lang = m.lang();
            for (w, h) in [(80u16, 24u16), (40, 12)] {
                app::update(&mut m, Msg::Resize(w, h));
                for (n, page) in pages(&mut m).iter().enumerate() {
                    for b in breaks(page, usize::from(w), &words) {
                        found.push(format!("{name} ({lang:?}, {w}x{h}, page {n}): {b}"));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
