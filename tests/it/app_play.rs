//! The playground screen driven through the model, with its commands carried out by a real
//! playground the way the TUI's worker does: typing, history, completion, a guided scenario
//! stepping on as its commands run; and the bundled M13.04 scenarios telling the story their
//! texts promise (a SCAN turning into a SEARCH, OFFSET paying for depth, a stale counter,
//! three hops refused).

use crate::common;

use common::play::keys;
use common::{backend, chars, model, render};
use latih::app::keymap::Key;
use latih::app::{self, Effect, Model, Msg, Screen};
use latih::content;
use latih::core::lang::Lang;
use latih::core::lesson::{Block, Part};
use latih::core::play_report::Note;
use latih::playground::Playground;
use rstest::rstest;

fn play(m: &Model) -> &latih::app::screen::play::state::PlayState {
    match m.screen() {
        Screen::Play(p) => p,
        other => panic!("not the playground: {other:?}"),
    }
}

/// The home screen's playground entry, opened on a terminal of this size.
fn from_home(lang: Lang, w: u16, h: u16) -> (Model, Playground) {
    let mut m = model(content::load_bundled(), lang, w, h);
    let mut pg = Playground::in_memory().expect("playground");
    let at = m
        .home_items()
        .iter()
        .filter(|i| i.selectable())
        .position(|i| matches!(i, latih::app::screen::home::Item::Playground))
        .expect("home has the playground");
    keys(&mut m, &mut pg, &vec![Key::Down; at]);
    keys(&mut m, &mut pg, &[Key::Enter]);
    (m, pg)
}

#[test]
fn commands_run_with_history_and_completion() {
    let (mut m, mut pg) = from_home(Lang::En, 100, 30);
    assert!(
        play(&m).schema.iter().any(|l| l == "follows"),
        "schema shown at once"
    );
    keys(&mut m, &mut pg, &chars("gen users=500 avg=5 seed=1"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    assert!(
        render(&m).contains("Generated 500 accounts"),
        "{}",
        render(&m)
    );
    keys(&mut m, &mut pg, &chars("index reverse on"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    assert!(
        play(&m)
            .schema
            .iter()
            .any(|l| l.contains("follows_by_followee"))
    );
    // Tab completes a command word, or lists the candidates.
    keys(&mut m, &mut pg, &chars("fol"));
    keys(&mut m, &mut pg, &[Key::Tab]);
    assert_eq!(
        play(&m).completions,
        vec!["follow", "following", "followers"]
    );
    keys(&mut m, &mut pg, &chars("lowers"));
    keys(&mut m, &mut pg, &chars(" 1"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    let screen = render(&m);
    assert!(screen.contains("USING COVERING INDEX"), "{screen}");
    // Up calls commands back, newest first.
    keys(&mut m, &mut pg, &[Key::Up]);
    assert_eq!(play(&m).line, "followers 1");
    keys(&mut m, &mut pg, &[Key::Up]);
    assert_eq!(play(&m).line, "index reverse on");
    keys(&mut m, &mut pg, &[Key::Down, Key::Down]);
    assert_eq!(play(&m).line, "");
    // A mistake is one sentence with the usage, and the screen goes on.
    keys(&mut m, &mut pg, &chars("followers"));
    keys(&mut m, &mut pg, &[Key::Enter]);
    assert!(render(&m).contains("Missing: user."), "{}", render(&m));
    keys(&mut m, &mut pg, &[Key::Esc]);
    assert!(matches!(m.screen(), Screen::Home(_)));
}

#[test]
fn a_lesson_card_opens_a_guided_scenario_that_steps_on() {
    let mut m = model(content::load_bundled(), Lang::Id, 100, 30);
    let mut pg = Playground::in_memory().expect("playground");
    common::open_lesson(&mut m, "m13-04");
    // Tab to the first playground card.
    for _ in 0..30 {
        keys(&mut m, &mut pg, &[Key::Tab]);
        if let Screen::Reader(r) = m.screen()
            && let Some(Part::Block(i)) = r.focus
            && matches!(
                m.course.lesson("m13-04").and_then(|l| l.blocks.get(i)),
                Some(Block::Playground { .. })
            )
        {
            break;
        }
    }
    assert!(
        render(&m).contains("Tekan Enter untuk membuka playground"),
        "{}",
        render(&m)
    );
    keys(&mut m, &mut pg, &[Key::Enter]);
    let sc = m
        .course
        .scenario("m13-04-play-reverse-index")
        .expect("scenario")
        .clone();
    assert_eq!(
        play(&m).line,
        sc.steps[0].run,
        "the first command waits on the line"
    );
    assert!(render(&m).contains("Langkah 1 dari 4"), "{}", render(&m));
    for (k, step) in sc.steps.iter().enumerate() {
        assert_eq!(play(&m).line, step.run, "step {}", k + 1);
        keys(&mut m, &mut pg, &[Key::Enter]);
    }
    assert!(
        render(&m).contains("Itu langkah terakhir"),
        "{}",
        render(&m)
    );
    let log = &play(&m).log;
    assert_eq!(log[1].1.queries[0].plan, vec!["SCAN follows"]);
    assert!(log[3].1.queries[0].plan[0].starts_with("SEARCH follows USING COVERING INDEX"));
    assert_eq!(
        log[1].1.rows, log[3].1.rows,
        "the same followers, found another way"
    );
}

/// Every bundled scenario, run as written: what each text says is what happens.
#[test]
fn the_bundled_scenarios_show_what_they_say() {
    let course = content::load_bundled().course;
    let run = |id: &str| {
        let sc = course.scenario(id).expect("scenario");
        let mut pg = Playground::in_memory().expect("playground");
        sc.steps
            .iter()
            .map(|s| {
                let r = pg.run_line(&s.run, &mut |_, _| {});
                assert!(
                    !r.notes
                        .iter()
                        .any(|n| matches!(n, Note::Parse(_) | Note::SqlError { .. })),
                    "{id}: {} -> {:?}",
                    s.run,
                    r.notes
                );
                r
            })
            .collect::<Vec<_>>()
    };
    let pages = run("m13-04-play-pagination");
    let (first, deep, cursor) = (
        &pages[2].queries[0],
        &pages[3].queries[0],
        &pages[4].queries[0],
    );
    assert_eq!(deep.rows, 20, "page 10,000 exists");
    assert!(
        deep.vm_steps > 1000 * first.vm_steps / 2,
        "{} vs {}",
        deep.vm_steps,
        first.vm_steps
    );
    assert!(
        cursor.vm_steps < 3 * first.vm_steps,
        "{} vs {}",
        cursor.vm_steps,
        first.vm_steps
    );

    let counters = run("m13-04-play-counters");
    assert_eq!(counters[1].queries[0].plan, vec!["SCAN follows"]);
    assert!(
        counters[1].queries[1].vm_steps < 20,
        "the counter is one lookup"
    );
    assert!(counters[3].notes.contains(&Note::Followed { a: 1, b: 2 }));
    assert!(
        matches!(counters[4].notes[0], Note::Count { exact, counter, .. } if counter as u64 + 1 == exact),
        "{:?}",
        counters[4].notes
    );
    assert!(
        matches!(
            counters[5].notes.last(),
            Some(Note::Repaired { users: 1, drift: 1 })
        ),
        "{:?}",
        counters[5].notes
    );

    let hops = run("m13-04-play-hops");
    let two = hops[2].notes.iter().find_map(|n| match n {
        Note::Fof { edges, .. } => Some(*edges),
        _ => None,
    });
    assert!(
        two.is_some_and(|e| (30_000..=50_000).contains(&e)),
        "about 200 × 200: {two:?}"
    );
    assert!(
        matches!(hops[3].notes[0], Note::TooManyHops { estimate } if estimate > 4_000_000),
        "{:?}",
        hops[3].notes
    );
    assert!(hops[4].notes.iter().any(|n| matches!(
        n,
        Note::Fof {
            edges: 5000,
            capped: true,
            ..
        }
    )));
}

#[rstest]
#[case::indonesian(Lang::Id, "playground_id")]
#[case::english(Lang::En, "playground_en")]
fn playground_screen_at_80x24(#[case] lang: Lang, #[case] snapshot: &str) {
    let (mut m, mut pg) = from_home(lang, 80, 24);
    for line in [
        "gen users=2000 avg=10 celebrities=1 max=500 seed=7",
        "followers 1500 limit=3",
    ] {
        keys(&mut m, &mut pg, &chars(line));
        keys(&mut m, &mut pg, &[Key::Enter]);
    }
    keys(&mut m, &mut pg, &chars("index rev"));
    insta::assert_snapshot!(snapshot, backend(&m));
}

#[test]
fn f1_shows_the_keys_where_question_marks_are_typed() {
    let (mut m, mut pg) = from_home(Lang::En, 80, 24);
    keys(&mut m, &mut pg, &chars("sql SELECT 1 WHERE 1 = ?"));
    assert!(play(&m).line.ends_with('?'), "? is typed into the line");
    keys(&mut m, &mut pg, &[Key::F1]);
    let screen = render(&m);
    assert!(
        screen.contains("Bring back the previous command"),
        "{screen}"
    );
    keys(&mut m, &mut pg, &[Key::F1]);
    assert!(m.overlay.is_none(), "F1 closes it again");
    assert!(render(&m).contains("F1 help"), "{}", render(&m));
}

#[test]
fn f2_lets_the_terminal_select_text_and_the_footer_says_so() {
    let (mut m, mut pg) = from_home(Lang::En, 100, 30);
    assert!(m.mouse, "the wheel scrolls by default");
    assert!(render(&m).contains("F2 mouse"), "{}", render(&m));
    keys(&mut m, &mut pg, &chars("count 1"));
    let effects = app::update(&mut m, Msg::Key(Key::F2));
    assert_eq!(effects, vec![Effect::Mouse(false)]);
    assert!(!m.mouse);
    assert_eq!(play(&m).line, "count 1", "F2 is not typed into the line");
    assert!(
        render(&m).contains("Mouse off: drag to select text"),
        "{}",
        render(&m)
    );
    // Anywhere else too, and back on.
    keys(&mut m, &mut pg, &[Key::Esc]);
    let effects = app::update(&mut m, Msg::Key(Key::F2));
    assert_eq!(effects, vec![Effect::Mouse(true)]);
    assert!(m.mouse);
}

#[test]
fn paging_back_stops_at_the_first_line_and_one_key_comes_down_again() {
    let (mut m, mut pg) = from_home(Lang::En, 80, 24);
    for i in 0..12 {
        // Each command has its own figure, so every page shows other commands.
        keys(
            &mut m,
            &mut pg,
            &chars(&format!("gen users={} avg=3 seed=2", 100 + i)),
        );
        keys(&mut m, &mut pg, &[Key::Enter]);
    }
    // The commands on screen (the timings beside them may change between frames).
    let shown = |m: &Model| -> Vec<String> {
        render(m)
            .lines()
            .filter(|l| l.contains("› gen"))
            .map(|l| l.split('│').next().unwrap_or("").trim().to_string())
            .collect()
    };
    let bottom = shown(&m);
    assert!(bottom.iter().any(|l| l.contains("users=111")), "{bottom:?}");
    // Far more pages up than there are: the output stops at its first line.
    keys(&mut m, &mut pg, &[Key::PageUp; 40]);
    let first = shown(&m);
    assert!(first[0].contains("users=100"), "{first:?}");
    // One page down moves at once (no pages of nothing to come back through) ...
    keys(&mut m, &mut pg, &[Key::PageDown]);
    assert!(!shown(&m)[0].contains("users=100"), "{:?}", shown(&m));
    // ... and paging down stops at the newest line.
    keys(&mut m, &mut pg, &[Key::PageDown; 40]);
    assert_eq!(shown(&m), bottom);
}
