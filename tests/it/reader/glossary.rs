//! The glossary: the list from home searched as the learner types, an entry with its related
//! terms and the lessons that use it, and a term marked in a lesson opened with `i` and Enter.

use crate::common;

use common::{chars, load_fixture, model, press, render};
use latih::app::keymap::Key;
use latih::app::{Model, Screen};
use latih::core::lang::Lang;
use latih::core::lesson::Part;

fn glossary_model(lang: Lang) -> Model {
    let mut m = model(load_fixture("valid"), lang, 80, 24);
    press(&mut m, &[Key::Char('i')]);
    m
}

#[test]
fn home_opens_the_glossary_and_typing_narrows_it() {
    let mut m = glossary_model(Lang::En);
    let screen = render(&m);
    assert!(screen.contains("3 terms"), "{screen}");
    for term in ["fan-out", "hotspot", "secondary index"] {
        assert!(screen.contains(term), "{term} missing:\n{screen}");
    }
    // A word of a definition finds its term; the names of the others go.
    press(&mut m, &chars("traffic"));
    let screen = render(&m);
    assert!(screen.contains("1 term"), "{screen}");
    assert!(screen.contains("hotspot — One partition"), "{screen}");
    assert!(!screen.contains("secondary index"), "{screen}");
    press(&mut m, &chars("zzz"));
    assert!(render(&m).contains("No term matches."));
}

#[test]
fn an_entry_shows_its_definition_related_terms_and_lessons_and_opens_them() {
    let mut m = glossary_model(Lang::En);
    press(&mut m, &chars("fan"));
    press(&mut m, &[Key::Enter]);
    let screen = render(&m);
    assert!(
        screen.contains("Also called: spreading to followers"),
        "{screen}"
    );
    assert!(
        screen.contains("One post copied into the feed of every follower."),
        "{screen}"
    );
    assert!(screen.contains("› hotspot"), "{screen}");
    assert!(screen.contains("› B.02 Fan-out"), "{screen}");
    // Tab visits the related term, then the lesson; Enter on the lesson opens it where the
    // term is marked.
    press(&mut m, &[Key::Tab, Key::Tab, Key::Enter]);
    match m.screens.last() {
        Some(Screen::Reader(r)) => {
            assert_eq!(r.lesson, "fanout");
            assert_eq!(r.anchor.0, Part::Block(2));
        }
        _ => panic!("a reader: {}", render(&m)),
    }
    // Back in the entry the lesson still has the focus; the related term before it opens
    // its own entry, and Esc returns.
    press(&mut m, &[Key::Esc, Key::BackTab, Key::Enter]);
    assert!(render(&m).contains("One partition that gets far more traffic"));
    press(&mut m, &[Key::Esc]);
    assert!(render(&m).contains("One post copied into the feed"));
    // From an entry opened from the list, Esc goes back to the list with the search kept.
    press(&mut m, &[Key::Esc]);
    let screen = render(&m);
    assert!(screen.contains("/ fan"), "{screen}");
}

#[test]
fn a_marked_term_in_a_lesson_opens_its_entry_and_esc_returns_to_it() {
    let mut m = model(load_fixture("valid"), Lang::Id, 80, 24);
    common::open_lesson(&mut m, "fanout");
    let screen = render(&m);
    // The mark shows the term's name, or the words the author wrote for it.
    assert!(
        screen.contains("Itulah fan-out; akun besar menjadi titik panas, dan arah"),
        "{screen}"
    );
    // `i` moves between the marks in reading order, apart from Tab's cards.
    press(&mut m, &[Key::Char('i'), Key::Char('i'), Key::Enter]);
    assert_eq!(m.screens.len(), 3, "{}", render(&m));
    let screen = render(&m);
    assert!(screen.contains("Glosarium · hotspot"), "{screen}");
    assert!(
        screen.contains("Satu partisi yang menerima lalu lintas"),
        "{screen}"
    );
    press(&mut m, &[Key::Esc]);
    match m.screens.last() {
        Some(Screen::Reader(r)) => assert_eq!(r.focused_term_id(), Some("hotspot")),
        _ => panic!("back in the reader: {}", render(&m)),
    }
    // Tab still goes to the cards: the simulation, not a term.
    press(&mut m, &[Key::Tab, Key::Enter]);
    assert!(matches!(m.screen(), Screen::Feed(_)), "{}", render(&m));
}

#[test]
fn switching_language_keeps_the_entry_and_shows_it_in_the_other_language() {
    let mut m = glossary_model(Lang::En);
    press(&mut m, &chars("secondary"));
    press(&mut m, &[Key::Enter]);
    assert!(render(&m).contains("An index on columns other than the primary key"));
    press(&mut m, &[Key::Char('L')]);
    let screen = render(&m);
    assert!(screen.contains("indeks sekunder"), "{screen}");
    assert!(
        screen.contains("Indeks atas kolom selain primary key"),
        "{screen}"
    );
    assert!(screen.contains("› B.02 Fan-out"), "{screen}");
}

#[test]
fn the_list_and_an_entry_at_80x24() {
    let mut m = glossary_model(Lang::Id);
    insta::assert_snapshot!("glossary_list_id", render(&m));
    press(&mut m, &[Key::Enter, Key::Tab]);
    insta::assert_snapshot!("glossary_entry_id", render(&m));
}

/// Lessons that speak of a term in words without marking it are listed under the marked
/// ones, each lesson once: `hotspot` is marked in M13.04 and M13.07 and discussed in the
/// review 0035.
#[test]
fn an_entry_lists_the_lessons_that_mention_the_term_without_marking_it() {
    for (lang, heading) in [
        (Lang::En, "Also mentioned in"),
        (Lang::Id, "Juga disebut di"),
    ] {
        let mut m = model(latih::content::load_bundled(), lang, 80, 60);
        press(&mut m, &[Key::Char('i')]);
        press(&mut m, &chars("hotspot"));
        press(&mut m, &[Key::Enter]);
        let screen = render(&m);
        let (marked, said) = screen.split_once(heading).expect(heading);
        assert!(marked.contains("› M13.07"), "{screen}");
        assert!(said.contains("› 0035"), "{screen}");
        for code in ["M13.04", "M13.07"] {
            assert!(!said.contains(code), "{code} is listed once:\n{screen}");
        }
    }
}
