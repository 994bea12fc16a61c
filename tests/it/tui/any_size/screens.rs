//! One model per screen for the every-size test, each in a state with the most on it:
//! long texts, typed input, an overlay, a drill's clock, a playground with results.

use crate::common::play::{keys, serve};
use crate::common::quiz::{NOW, answer_right, quiz};
use crate::common::{self, chars, load_fixture, model, press};
use latih::app::keymap::Key;
use latih::app::screen::quiz::state::Phase;
use latih::app::{self, Model, Msg, Settings};
use latih::content;
use latih::core::clock::Clock;
use latih::core::lang::Lang;
use latih::core::stats::{DrillRate, HEATMAP_DAYS, LessonRetention, SessionSummary, Stats};
use latih::playground::Playground;

/// A bundled-course model after pressing these keys.
fn after(lang: Lang, keys: &[Key]) -> Model {
    let mut m = model(content::load_bundled(), lang, 80, 24);
    press(&mut m, keys);
    m
}

/// The bundled course with a progress file and a clock, as `latih` starts with one.
fn with_progress(lang: Lang) -> Model {
    let settings = Settings {
        seed: 4,
        ..Settings::default()
    };
    let mut m =
        model(content::load_bundled(), lang, 80, 24).with_progress(settings, Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 7 * 3600)));
    m
}

/// The name of the readers drawn at sampled sizes only (see `check_sampled_sizes`).
pub const SAMPLED_READER: &str = "reader of a later lesson, answers revealed";

/// The home screen, a reader for every bundled lesson (answers revealed, languages
/// alternating), the contents and help overlays, and search.
pub fn course() -> Vec<(&'static str, Model)> {
    let mut out = vec![("home", after(Lang::Id, &[]))];
    let ids: Vec<String> = content::load_bundled()
        .course
        .lessons
        .iter()
        .map(|l| l.id.clone())
        .collect();
    for (i, id) in ids.iter().enumerate() {
        let lang = if i % 2 == 0 { Lang::En } else { Lang::Id };
        let mut m = after(lang, &[]);
        common::open_lesson(&mut m, id);
        press(&mut m, &[Key::Char('a')]);
        let name = if i == 0 {
            "reader, answers revealed"
        } else {
            SAMPLED_READER
        };
        out.push((name, m));
    }
    let middle = [Key::PageDown, Key::PageDown, Key::Tab];
    let opened = |lang: Lang, keys: &[Key]| {
        let mut m = after(lang, &[]);
        common::open_lesson(&mut m, &ids[0]);
        press(&mut m, &middle);
        press(&mut m, keys);
        m
    };
    out.push(("contents", opened(Lang::Id, &[Key::Char('t')])));
    out.push(("help", opened(Lang::En, &[Key::Char('?')])));
    let mut search = vec![Key::Char('/')];
    search.extend(chars("fan"));
    out.push(("search", after(Lang::Id, &search)));
    let mut p = model(load_fixture("broken"), Lang::En, 80, 24);
    press(&mut p, &[Key::End, Key::Enter]);
    out.push(("problems", p));
    out
}

/// A calculator while a value that cannot be used is typed, and the scratchpad with lines.
pub fn calculators() -> Vec<(&'static str, Model)> {
    let mut calc = after(Lang::Id, &[]);
    common::open_lesson(&mut calc, "m13-04");
    press(&mut calc, &[Key::Tab, Key::Enter, Key::Down, Key::Enter]);
    press(&mut calc, &chars("5 GB"));
    let mut scratch = after(Lang::En, &[Key::Down, Key::Down, Key::Enter]);
    for line in [
        "5 million * 100 * 80 bytes to GB",
        "2 +",
        "a = 800 * 8 bytes",
    ] {
        press(&mut scratch, &chars(line));
        press(&mut scratch, &[Key::Enter]);
    }
    press(&mut scratch, &chars("a * 10 million to GB"));
    vec![("calculator, typing", calc), ("scratchpad", scratch)]
}

/// A lesson's practice quiz (question, then answered with its explanation), a review of
/// what is new (question, then the summary), and the statistics page.
pub fn quizzes() -> Vec<(&'static str, Model)> {
    let practice = |answered: bool| {
        let mut m = with_progress(Lang::Id);
        common::open_lesson(&mut m, "m13-04");
        press(&mut m, &[Key::Char('z')]);
        if answered {
            answer_right(&mut m);
        }
        m
    };
    let review = |to_the_end: bool| {
        let mut m = with_progress(Lang::En);
        app::update(&mut m, Msg::StartReview);
        app::update(&mut m, Msg::SessionStarted(7));
        while to_the_end && quiz(&m).phase != Phase::Done {
            answer_right(&mut m);
            press(&mut m, &[Key::Enter]);
        }
        m
    };
    vec![
        ("practice quiz, question", practice(false)),
        ("practice quiz, answered", practice(true)),
        ("review, question", review(false)),
        ("review, summary", review(true)),
        ("statistics", statistics(Lang::Id)),
    ]
}

/// The statistics page, opened from the home screen, with storage's answer.
fn statistics(lang: Lang) -> Model {
    let mut m = with_progress(lang);
    let at = latih::app::screen::home::home_items(&m)
        .iter()
        .filter(|i| i.selectable())
        .position(|i| matches!(i, latih::app::screen::home::Item::Stats))
        .expect("home has the statistics");
    press(&mut m, &[Key::Home]);
    press(&mut m, &vec![Key::Down; at]);
    press(&mut m, &[Key::Enter]);
    let per_day = (0..HEATMAP_DAYS).map(|i| (i * 7) % 13).collect();
    let retention = |lesson: &str, reviews, remembered| LessonRetention {
        lesson: lesson.into(),
        reviews,
        remembered,
    };
    let stats = Stats {
        per_day,
        lessons: vec![retention("0032", 40, 33), retention("m13-04", 7, 7)],
        streak: 4,
        total_reviews: 47,
        items_seen: 5,
        drills: vec![DrillRate {
            drill: "m13-04-follow-storage-drill".into(),
            finished: 3,
            passed: 2,
            abandoned: 1,
        }],
        true_retention: (33, 38),
        first_right: (40, 47),
        sessions: vec![SessionSummary {
            started_at: NOW - 86_400,
            source: Some("0035".into()),
            answered: 12,
            correct: 9,
            seed: 4,
        }],
    };
    app::update(&mut m, Msg::StatsLoaded(Ok(stats)));
    m
}

/// A bundled drill (`latih drill ID`) at each stage: the prompt, the clock running (in the
/// other language, switched with L), the checklist, the result.
pub fn drills() -> Vec<(&'static str, Model)> {
    let at = |m: &mut Model, ms: i64| {
        app::update(m, Msg::Tick(Clock::from_ms(NOW * 1000 + ms, 7 * 3600)));
    };
    let stage = |n: usize| {
        let mut m = with_progress(Lang::Id);
        let id = "m13-04-follow-storage-drill".to_string();
        app::update(&mut m, Msg::StartDrill(id));
        app::update(&mut m, Msg::DrillHistory(Ok(Vec::new())));
        if n == 0 {
            return m;
        }
        press(&mut m, &[Key::Enter]);
        app::update(&mut m, Msg::DrillStarted(7));
        at(&mut m, 2_400);
        if n == 1 {
            press(&mut m, &[Key::Char('L')]);
            return m;
        }
        at(&mut m, 17_000);
        press(&mut m, &[Key::Enter, Key::Enter, Key::Char(' '), Key::Down]);
        if n == 3 {
            press(&mut m, &[Key::Enter]);
        }
        m
    };
    vec![
        ("drill, prompt", stage(0)),
        ("drill, clock running", stage(1)),
        ("drill, checklist", stage(2)),
        ("drill, result", stage(3)),
    ]
}

/// The playground (`latih play`) with a graph and a query's plan and rows, and a lesson's
/// guided scenario half way.
pub fn playgrounds() -> Vec<(&'static str, Model)> {
    let mut free = after(Lang::En, &[]);
    let mut pg = Playground::in_memory().expect("playground");
    let effects = app::update(&mut free, Msg::StartTool(latih::app::Tool::Play));
    serve(&mut free, &mut pg, effects);
    for line in [
        "gen users=2000 avg=10 celebrities=1 max=500 seed=7",
        "followers 1500 limit=3",
    ] {
        keys(&mut free, &mut pg, &chars(line));
        keys(&mut free, &mut pg, &[Key::Enter]);
    }
    keys(&mut free, &mut pg, &chars("index rev"));
    let mut guided = after(Lang::Id, &[]);
    let mut pg = Playground::in_memory().expect("playground");
    common::open_lesson(&mut guided, "m13-04");
    for _ in 0..30 {
        if guided_card(&guided) {
            break;
        }
        keys(&mut guided, &mut pg, &[Key::Tab]);
    }
    keys(&mut guided, &mut pg, &[Key::Enter, Key::Enter, Key::Enter]);
    vec![("playground", free), ("playground, guided", guided)]
}

/// Whether the reader's focus is on a playground card.
fn guided_card(m: &Model) -> bool {
    let latih::app::Screen::Reader(r) = m.screen() else {
        return false;
    };
    let Some(latih::core::lesson::Part::Block(i)) = r.focus else {
        return false;
    };
    matches!(
        m.course
            .lesson(&r.lesson)
            .and_then(|l| l.body.get().blocks.get(i)),
        Some(latih::core::lesson::Block::Card {
            kind: latih::core::lesson::CardKind::Playground,
            ..
        })
    )
}

/// The simulator: waiting with a card's run, after the run, while one runs (its live
/// figures and charts), and when its feed cache could not be opened.
pub fn simulators() -> Vec<(&'static str, Model)> {
    use latih::app::{FeedLive, Msg};
    use latih::feedsim::{Output, Simulator};
    let card = |lang: Lang| {
        let mut m = model(load_fixture("valid"), lang, 80, 24);
        common::open_lesson(&mut m, "fanout");
        press(&mut m, &[Key::Tab, Key::Enter]);
        assert!(matches!(m.screen(), latih::app::Screen::Feed(_)));
        m
    };
    let waiting = card(Lang::Id);
    let mut ran = card(Lang::En);
    let mut sim = Simulator::embedded();
    common::feed::keys(&mut ran, &mut sim, &[Key::Enter]);
    let mut running = card(Lang::Id);
    let Output::Run(mut live) = sim.run_line("run", &mut |_| {}) else {
        panic!("a run");
    };
    live.figures.seconds /= 2;
    press(&mut running, &[Key::Enter]);
    app::update(
        &mut running,
        Msg::Feed(latih::app::ConsoleMsg::Live(FeedLive::Graph(700, 2000))),
    );
    app::update(
        &mut running,
        Msg::Feed(latih::app::ConsoleMsg::Live(FeedLive::Run(live))),
    );
    let mut failed = after(Lang::En, &[Key::Char('f')]);
    let why = "Cannot reach Redis at redis://127.0.0.1:1: Connection refused (os error 111). \
               Nothing was written.";
    app::update(
        &mut failed,
        Msg::Feed(latih::app::ConsoleMsg::Failed(why.into())),
    );
    vec![
        ("simulator, a card's run waiting", waiting),
        ("simulator, after a run", ran),
        ("simulator, running", running),
        ("simulator, no feed cache", failed),
    ]
}
