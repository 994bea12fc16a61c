//! The review options screen driven through the model: a notch, a typed value, a refused
//! one and the default again, each used at once and handed to storage to keep.

use crate::common;
use latih::core::write::Write;

use common::quiz::{NOW, keys};
use common::{chars, load_fixture, model, render};

use latih::app::keymap::Key;
use latih::app::{self, Effect, Model, Msg, Screen, Settings};
use latih::core::clock::Clock;
use latih::core::lang::Lang;
use latih::core::options::{Key as Opt, Source};

fn at_options(lang: Lang) -> Model {
    let mut m = model(load_fixture("valid"), lang, 80, 24)
        .with_progress(Settings::default(), Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 7 * 3600)));
    app::update(&mut m, Msg::StatsLoaded(Ok(Default::default())));
    // Statistics (the home screen's second entry), then its options key.
    keys(&mut m, &[Key::Home, Key::Down, Key::Enter, Key::Char('s')]);
    assert!(matches!(m.screen(), Screen::Options(_)), "{}", render(&m));
    m
}

fn saved(effects: &[Effect]) -> Vec<(String, Option<String>)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Store(Write::SaveOption { key, value, .. }) => {
                Some((key.clone(), value.clone()))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_notch_changes_the_retention_now_and_keeps_it_for_the_course() {
    let mut m = at_options(Lang::En);
    assert!(render(&m).contains("Desired retention"), "{}", render(&m));
    let effects = keys(&mut m, &[Key::Right]);
    assert_eq!(
        saved(&effects),
        [("retention".to_string(), Some("0.91".to_string()))]
    );
    assert!((m.settings.scheduler.retention() - 0.91).abs() < 1e-6);
    assert_eq!(m.settings.source(Opt::Retention), Source::Kept);
    assert!(
        render(&m).contains("0.91  (kept for this course)"),
        "{}",
        render(&m)
    );
}

#[test]
fn a_typed_limit_changes_todays_review_and_a_refused_one_changes_nothing() {
    let mut m = at_options(Lang::En);
    assert_eq!(m.due().len(), 5, "the fixture's five new questions");
    keys(&mut m, &[Key::Down, Key::Enter, Key::Ctrl('u')]);
    keys(&mut m, &chars("2"));
    let effects = keys(&mut m, &[Key::Enter]);
    assert_eq!(
        saved(&effects),
        [("new-per-day".to_string(), Some("2".to_string()))]
    );
    assert_eq!(m.due().len(), 2, "the new limit applies at once");
    // A value the option does not take is named and leaves everything as it was.
    keys(&mut m, &[Key::Enter, Key::Ctrl('u')]);
    keys(&mut m, &chars("many"));
    let effects = keys(&mut m, &[Key::Enter]);
    assert!(saved(&effects).is_empty());
    let screen = render(&m);
    assert!(
        screen.contains("--new-per-day does not take many"),
        "{screen}"
    );
    assert_eq!(m.settings.limits.new_per_day, 2);
    // Esc leaves the field; r puts the default back and forgets the kept value.
    keys(&mut m, &[Key::Esc]);
    let effects = keys(&mut m, &[Key::Char('r')]);
    assert_eq!(saved(&effects), [("new-per-day".to_string(), None)]);
    assert_eq!(m.settings.limits.new_per_day, 20);
    assert_eq!(m.settings.source(Opt::NewPerDay), Source::Default);
}

#[test]
fn steps_are_typed_in_the_readers_language_and_the_day_start_moves_the_clock() {
    let mut m = at_options(Lang::Id);
    keys(
        &mut m,
        &[Key::Down, Key::Down, Key::Down, Key::Enter, Key::Ctrl('u')],
    );
    keys(&mut m, &chars("2 menit, 1 jam"));
    let effects = keys(&mut m, &[Key::Enter]);
    assert_eq!(
        saved(&effects),
        [("learning-steps".to_string(), Some("2 min, 1 h".to_string()))]
    );
    assert_eq!(m.settings.scheduler.learning, [120, 3600]);
    // The day's start, three notches down: 01:00, and the clock's day follows.
    keys(&mut m, &[Key::Down, Key::Down, Key::Down]);
    keys(&mut m, &[Key::Left, Key::Left, Key::Left]);
    assert_eq!(m.settings.day_start_hour, 1);
    assert_eq!(m.clock.rollover, 3600);
}

#[test]
fn every_value_is_shown_in_indonesian_and_reads_back_when_edited() {
    let mut m = at_options(Lang::Id);
    let screen = render(&m);
    for shown in ["1 mnt, 10 mnt", "10 mnt", "nyala", "dibaca-dulu", "0,9"] {
        assert!(screen.contains(shown), "{shown} missing:\n{screen}");
    }
    for english in ["min", " on ", "read-first"] {
        assert!(!screen.contains(english), "{english} on:\n{screen}");
    }
    // Enter on the steps offers them as shown, and Enter again keeps them unchanged.
    keys(&mut m, &[Key::Down, Key::Down, Key::Down, Key::Enter]);
    assert!(render(&m).contains("1 mnt, 10 mnt▏"), "{}", render(&m));
    keys(&mut m, &[Key::Enter]);
    assert_eq!(m.settings.scheduler.learning, [60, 600]);
    // The order is typed in Indonesian too.
    keys(&mut m, &[Key::End, Key::Enter, Key::Ctrl('u')]);
    keys(&mut m, &chars("acak"));
    let effects = keys(&mut m, &[Key::Enter]);
    assert_eq!(
        saved(&effects),
        [("order".to_string(), Some("random".to_string()))]
    );
    assert!(render(&m).contains("acak"), "{}", render(&m));
}
