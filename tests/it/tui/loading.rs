//! The first frame drawn from the manifest alone while the course loads on a worker: a
//! progress bar on the map, review and search saying they wait for the course, and the
//! whole map once it has arrived, with the progress file's statuses.

use crate::common;

use common::{chars, model, press, render};
use latih::app::keymap::Key;
use latih::app::{self, Model, Msg, Screen, Snapshot};
use latih::content::{self, Loader};
use latih::core::lang::Lang;

fn loading(lang: Lang) -> Model {
    let first = content::load_manifest(&mut Loader::default(), None);
    assert!(first.course.lessons.is_empty(), "the manifest alone");
    let mut m = model(first, lang, 80, 24);
    m.loading = Some((0, 0));
    m
}

#[test]
fn the_map_shows_a_progress_bar_until_the_course_arrives() {
    let mut m = loading(Lang::En);
    let screen = render(&m);
    assert!(screen.contains("Loading the course"), "{screen}");
    assert!(screen.contains("reading its folder"), "{screen}");
    assert!(
        screen.contains("Review: what is due is counted once the course has loaded"),
        "{screen}"
    );
    assert!(!screen.contains("No lessons"), "{screen}");
    app::update(&mut m, Msg::LoadProgress(7, 14));
    let screen = render(&m);
    assert!(screen.contains("7 of 14 files"), "{screen}");
    let bar = screen
        .lines()
        .find(|l| l.contains("Loading the course"))
        .expect("the bar's line");
    let full = bar.matches('█').count();
    let empty = bar.matches('░').count();
    assert!(full > 0 && full.abs_diff(empty) <= 1, "half full: {bar}");
    insta::assert_snapshot!("home_loading_en", screen);

    let bundled = content::load_bundled();
    app::update(&mut m, Msg::CourseLoaded(Box::new((bundled, None))));
    assert_eq!(m.loading, None);
    let screen = render(&m);
    assert!(!screen.contains("Loading the course"), "{screen}");
    assert!(screen.contains("M13.04"), "{screen}");
    assert!(screen.contains("Review:"), "{screen}");
}

#[test]
fn before_the_folder_is_read_the_refusal_gives_no_count() {
    let mut m = loading(Lang::En);
    press(&mut m, &[Key::Char('/')]);
    let screen = render(&m);
    assert!(
        screen.contains("Still reading the course folder"),
        "{screen}"
    );
    assert!(!screen.contains("0 of 0"), "{screen}");
}

#[test]
fn search_review_and_the_glossary_wait_for_the_course_and_say_so() {
    let mut m = loading(Lang::Id);
    app::update(&mut m, Msg::LoadProgress(3, 14));
    for keys in [vec![Key::Char('/')], vec![Key::Char('i')], vec![Key::Enter]] {
        press(&mut m, &keys);
        assert!(
            matches!(m.screens.last(), Some(Screen::Home(_))),
            "{keys:?} left home while loading"
        );
        let screen = render(&m);
        assert!(
            screen.contains("Kursus masih dimuat (3 dari 14 file)"),
            "{keys:?}:\n{screen}"
        );
    }
    insta::assert_snapshot!("home_loading_id", render(&m));
    app::update(
        &mut m,
        Msg::CourseLoaded(Box::new((content::load_bundled(), None))),
    );
    press(&mut m, &[Key::Char('/')]);
    assert!(matches!(m.screens.last(), Some(Screen::Search(_))));
    press(&mut m, &chars("fan-out"));
    assert!(render(&m).contains("M13"), "{}", render(&m));
}

#[test]
fn the_progress_files_reading_for_the_whole_course_replaces_the_first() {
    let mut m = loading(Lang::En);
    let lesson = content::load_bundled().course.lessons[0].id.clone();
    let snapshot = Snapshot {
        lessons: vec![latih::app::LessonPlace {
            lesson: lesson.clone(),
            done: true,
            place: None,
        }],
        ..Snapshot::default()
    };
    app::update(
        &mut m,
        Msg::CourseLoaded(Box::new((content::load_bundled(), Some(snapshot)))),
    );
    assert_eq!(m.status.get(&lesson), Some(&latih::app::Status::Done));
    assert!(render(&m).contains("● done"), "{}", render(&m));
}

#[test]
fn a_loader_that_stops_without_a_course_is_said_and_the_bar_goes() {
    let mut m = loading(Lang::En);
    app::update(&mut m, Msg::CourseLoadFailed);
    assert_eq!(m.loading, None);
    let screen = render(&m);
    assert!(screen.contains("could not be loaded"), "{screen}");
    assert!(!screen.contains("Loading the course"), "{screen}");
}

#[test]
fn once_every_file_is_read_the_bar_says_the_course_is_being_checked() {
    let mut m = loading(Lang::En);
    app::update(&mut m, Msg::LoadProgress(14, 14));
    let screen = render(&m);
    assert!(
        screen.contains("every file read; checking them together"),
        "{screen}"
    );
    assert!(!screen.contains('░'), "a full bar: {screen}");
}
