//! What the tools were left with, kept in the progress file: a calculator's values for its
//! course, the scratchpad's lines for every course, and both read back at the next start.

use crate::common::model;
use crate::common::quiz::NOW;
use latih::app::keymap::Key;
use latih::app::{self, Effect, Msg, Settings};
use latih::core::clock::Clock;
use latih::core::lang::Lang;
use latih::core::write::Write;
use latih::storage::Progress;

fn keep(key: &str, value: Option<&str>, shared: bool) -> Write {
    Write::Keep {
        key: key.into(),
        value: value.map(str::to_string),
        shared,
        at: NOW,
    }
}

#[test]
fn a_calculators_values_stay_with_their_course_and_the_scratchpad_with_every_course() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("progress.sqlite3");
    let mut p = Progress::open(&path).expect("open");
    p.use_course("one", &[]).expect("scope");
    p.write(&keep(
        "calc/size",
        Some(r#"{"values":[1.0],"defaults":[2.0]}"#),
        false,
    ))
    .expect("keep");
    p.write(&keep("scratchpad", Some(r#"["a = 5 GB"]"#), true))
        .expect("keep");
    drop(p);
    let mut p = Progress::open(&path).expect("reopen");
    p.use_course("one", &[]).expect("scope");
    let kept = p.kept().expect("kept");
    assert_eq!(kept.len(), 2, "{kept:?}");
    p.use_course("two", &[]).expect("scope");
    let other = p.kept().expect("kept");
    assert_eq!(other, vec![("scratchpad".into(), r#"["a = 5 GB"]"#.into())]);
    p.use_course("one", &[]).expect("scope");
    p.write(&keep("calc/size", None, false)).expect("forget");
    assert_eq!(p.kept().expect("kept").len(), 1, "forgotten");
}

#[test]
fn a_calculator_keeps_its_values_for_the_next_run() {
    let mut m = model(latih::content::load_bundled(), Lang::En, 80, 24)
        .with_progress(Settings::default(), Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 7 * 3600)));
    let id = m
        .course
        .calculators()
        .next()
        .expect("a calculator")
        .id
        .clone();
    m.cx.go(latih::app::Go::Calc(id.clone()));
    app::update(&mut m, Msg::Resize(80, 24));
    let effects = app::update(&mut m, Msg::Key(Key::Right));
    let kept = effects.iter().find_map(|e| match e {
        Effect::Store(Write::Keep { key, value, .. }) if key == &format!("calc/{id}") => {
            value.clone()
        }
        _ => None,
    });
    let json = kept.expect("the new value is kept");
    // The next run: the snapshot carries it, and the calculator opens with it.
    let mut next = model(latih::content::load_bundled(), Lang::En, 80, 24)
        .with_progress(Settings::default(), Default::default());
    let snapshot = latih::app::Snapshot {
        kept: vec![(format!("calc/{id}"), json)],
        ..Default::default()
    };
    app::update(
        &mut next,
        Msg::CourseLoaded(Box::new((latih::content::load_bundled(), Some(snapshot)))),
    );
    assert_eq!(
        next.cx.calc_values.get(&id).map(|k| k.values.clone()),
        m.cx.calc_values.get(&id).map(|k| k.values.clone())
    );
}
