//! The screen stack: every screen is opened and closed here. Screens ask to go somewhere
//! (`Model::go`); after each message `run` carries the requests out in order, calling the
//! screens' constructors. No screen imports another to open it.

use super::screen::quiz::{QuizState, open};
use super::screen::{
    calc, drill, feed, glossary, options, play, problems, reader, scratch, search, stats,
};
use super::{Effect, Go, Model, Screen};

/// Carries out every request left by the message just handled (and any they leave).
pub fn run(model: &mut Model) {
    while !model.nav.is_empty() {
        for to in std::mem::take(&mut model.nav) {
            go(model, to);
        }
    }
}

fn go(model: &mut Model, to: Go) {
    // What needs the whole course waits for it: say so instead of opening on a part.
    if let Some((done, total)) = model.loading
        && matches!(
            to,
            Go::Lesson { .. }
                | Go::Review(_)
                | Go::LessonReview(_)
                | Go::Stats
                | Go::Search
                | Go::Glossary(_)
                | Go::Browser
        )
    {
        // Before the folder is read there is no count to give.
        let said = if total == 0 {
            crate::core::message::home_still_loading_folder()
        } else {
            crate::core::message::HomeStillLoading { done, total }.into()
        };
        model.flash = Some(model.i18n.msg(&said));
        return;
    }
    // The next or previous lesson takes the place of the one being read.
    let replace = matches!(to, Go::Lesson { replace: true, .. })
        && matches!(model.screens.last(), Some(Screen::Reader(_)));
    if to == Go::Back || replace {
        model.close_top();
    }
    let Model { kept, cx, .. } = model;
    let opened = match to {
        Go::Back => None,
        Go::Lesson { id, at, .. } => reader::update::open_lesson(cx, &id, at).map(Screen::Reader),
        Go::Practice { lesson, block } => quiz(open::start_practice(cx, &lesson, block)),
        Go::LessonQuiz(lesson) => quiz(open::start_lesson_practice(cx, &lesson)),
        Go::Review(from) => {
            let from = from.as_ref().map(|(l, b)| (l.as_str(), *b));
            quiz(open::start_review(cx, from))
        }
        Go::LessonReview(name) => quiz(open::start_lesson_review(cx, &name)),
        Go::PractiseOne(item) => quiz(open::start_one(cx, &item)),
        Go::Retry { lesson, items } => quiz(Some(open::retry(cx, lesson, items))),
        Go::Drill(id) => drill::open(cx, &id).map(|d| Screen::Drill(Box::new(d))),
        Go::Calc(id) => calc::open(cx, &id).map(|c| Screen::Calc(Box::new(c))),
        Go::CalcAt(id, values) => calc::open_at(cx, &id, values).map(|c| Screen::Calc(Box::new(c))),
        Go::Scratch => Some(Screen::Scratch(scratch::ScratchState::default())),
        Go::Play(_) | Go::Challenge { .. } | Go::Feed(_) | Go::Simulation(_) => tool(kept, cx, to),
        Go::Stats => {
            // Without a usable progress file nothing would ever answer: say why at once.
            cx.stats = cx.storage_problem.as_ref().map(|p| {
                let said = crate::core::message::stats_no_storage(p.clone());
                Err(cx.i18n.msg(&said))
            });
            if cx.stats.is_none() {
                cx.effects.push(Effect::Load(super::Load::Stats));
            }
            Some(Screen::Stats(stats::StatsState::default()))
        }
        Go::Problems => Some(Screen::Problems(problems::ProblemsState::default())),
        Go::Search => Some(Screen::Search(search::SearchState::default())),
        Go::Glossary(term) => {
            glossary::open(cx, term.as_deref()).map(|g| Screen::Glossary(Box::new(g)))
        }
        Go::Browser => Some(Screen::Browser(Box::default())),
        Go::Options => Some(Screen::Options(options::OptionsState::default())),
    };
    if let Some(Screen::Reader(r)) = &opened
        && let Some(Screen::Home(h)) = model.screens.first_mut()
    {
        h.show_lesson(&model.cx, &r.lesson);
    }
    if let Some(s) = opened {
        model.screens.push(s);
    }
}

/// The playground or the simulator, as it was left if it was kept.
fn tool(kept: &mut Vec<Screen>, cx: &mut super::Cx, to: Go) -> Option<Screen> {
    let is_play = matches!(to, Go::Play(_) | Go::Challenge { .. });
    let was = take(kept, |s| match s {
        Screen::Play(_) => is_play,
        Screen::Feed(_) => !is_play,
        _ => false,
    });
    match (to, was) {
        (Go::Play(scenario), was) => {
            let was = match was {
                Some(Screen::Play(p)) => Some(*p),
                _ => None,
            };
            // Opened for itself, the playground answers no challenge question.
            cx.challenge = None;
            play::open(cx, was, scenario.as_deref()).map(|p| Screen::Play(Box::new(p)))
        }
        (Go::Challenge { scenario, fresh }, was) => {
            let was = match was {
                Some(Screen::Play(p)) => Some(*p),
                _ => None,
            };
            play::open_challenge(cx, was, &scenario, fresh).map(|p| Screen::Play(Box::new(p)))
        }
        (to, was) => {
            let was = match was {
                Some(Screen::Feed(f)) => Some(*f),
                _ => None,
            };
            let state = match to {
                Go::Simulation(id) => feed::open_simulation(cx, was, &id),
                Go::Feed(line) => Some(feed::open(cx, was, line)),
                _ => None,
            };
            state.map(|f| Screen::Feed(Box::new(f)))
        }
    }
}

fn quiz(q: Option<QuizState>) -> Option<Screen> {
    q.map(|q| Screen::Quiz(Box::new(q)))
}

/// The kept screen of a kind, taken out to be shown again.
fn take(kept: &mut Vec<Screen>, pick: impl Fn(&Screen) -> bool) -> Option<Screen> {
    let at = kept.iter().position(pick)?;
    Some(kept.remove(at))
}

/// Before quitting: every screen closes as it would on Esc, so open lessons keep their place,
/// reviews their session and drills their attempt.
pub fn close_all(model: &mut Model) {
    while model.screens.len() > 1 {
        let before = model.screens.len();
        model.close_top();
        // A close that kept its screen would loop forever; take it off.
        if model.screens.len() == before {
            model.screens.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    fn model() -> Model {
        Model::new(crate::content::load_bundled(), Lang::En, (80, 24))
    }

    #[test]
    fn requests_are_carried_out_in_order_and_home_is_never_closed() {
        let mut model = model();
        let lesson = model.course.lessons[0].id.clone();
        model.go(Go::Lesson {
            id: lesson,
            at: None,
            replace: false,
        });
        model.go(Go::Scratch);
        run(&mut model);
        assert!(matches!(
            model.screens.as_slice(),
            [Screen::Home(_), Screen::Reader(_), Screen::Scratch(_)]
        ));
        for _ in 0..4 {
            model.go(Go::Back);
        }
        run(&mut model);
        assert!(matches!(model.screens.as_slice(), [Screen::Home(_)]));
    }

    #[test]
    fn closing_everything_keeps_the_place_in_a_lesson() {
        let mut model = model();
        let lesson = model.course.lessons[0].id.clone();
        model.go(Go::Lesson {
            id: lesson.clone(),
            at: None,
            replace: false,
        });
        model.go(Go::Stats);
        run(&mut model);
        model.effects.clear();
        close_all(&mut model);
        assert_eq!(model.screens.len(), 1);
        assert!(
            model.effects
                .iter()
                .any(|e| matches!(e, Effect::Store(crate::core::write::Write::SavePlace { lesson: l, .. }) if *l == lesson)),
            "{:?}",
            model.effects
        );
    }

    #[test]
    fn an_unknown_calculator_says_so_and_opens_nothing() {
        let mut model = model();
        model.go(Go::Calc("no-such-calculator".into()));
        run(&mut model);
        assert_eq!(model.screens.len(), 1);
        assert!(
            model
                .flash
                .as_deref()
                .is_some_and(|f| f.contains("no-such-calculator"))
        );
    }
}
