//! The screen stack: every screen is opened and closed here. Screens ask to go somewhere
//! (`Model::go`); after each message `run` carries the requests out in order, calling the
//! screens' constructors. No screen imports another to open it.

use super::screen::{
    browser, calc, drill, feed, glossary, options, play, quiz, reader, scratch, search,
};
use super::{Effect, Go, Model, Screen};

/// Carries out every request left by the message just handled (and any they leave).
pub fn run(m: &mut Model) {
    while !m.nav.is_empty() {
        for to in std::mem::take(&mut m.nav) {
            go(m, to);
        }
    }
}

fn go(m: &mut Model, to: Go) {
    // What needs the whole course waits for it: say so instead of opening on a part.
    if let Some((done, total)) = m.loading
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
        m.flash = Some(m.i18n.msg(&said));
        return;
    }
    match to {
        Go::Back => close_top(m),
        Go::Lesson { id, at, replace } => reader::update::open_lesson(m, &id, at, replace),
        Go::Practice { lesson, block } => quiz::open::start_practice(m, &lesson, block),
        Go::LessonQuiz(lesson) => quiz::open::start_lesson_practice(m, &lesson),
        Go::Review(from) => {
            let from = from.as_ref().map(|(l, b)| (l.as_str(), *b));
            quiz::open::start_review(m, from);
        }
        Go::LessonReview(name) => quiz::open::start_lesson_review(m, &name),
        Go::Drill(id) => drill::open(m, &id),
        Go::Calc(id) => calc::open(m, &id),
        Go::CalcAt(id, values) => calc::open_at(m, &id, values),
        Go::Scratch => m
            .screens
            .push(Screen::Scratch(scratch::ScratchState::default())),
        Go::Play(scenario) => play::open(m, scenario.as_deref()),
        Go::Feed(line) => feed::open(m, line),
        Go::Simulation(id) => feed::open_simulation(m, &id),
        Go::Stats => {
            m.screens.push(Screen::Stats { top: 0 });
            // Without a usable progress file nothing would ever answer: say why at once.
            m.stats = m.storage_problem.as_ref().map(|p| {
                let said = crate::core::message::stats_no_storage(p.clone());
                Err(m.i18n.msg(&said))
            });
            if m.stats.is_none() {
                m.effects.push(Effect::Load(super::Load::Stats));
            }
        }
        Go::Problems => m.screens.push(Screen::Problems { top: 0 }),
        Go::Search => m
            .screens
            .push(Screen::Search(search::SearchState::default())),
        Go::Glossary(term) => glossary::open(m, term.as_deref()),
        Go::Browser => browser::open(m),
        Go::Options => options::open(m),
        Go::PractiseOne(item) => quiz::open::start_one(m, &item),
    }
}

/// Closes the screen on top as it asks (Home is never closed).
pub fn close_top(m: &mut Model) {
    if m.screens.len() > 1 {
        (m.ops().close)(m);
    }
}

/// Before quitting: every screen closes as it would on Esc, so open lessons keep their place,
/// reviews their session and drills their attempt.
pub fn close_all(m: &mut Model) {
    while m.screens.len() > 1 {
        let before = m.screens.len();
        close_top(m);
        // A close that kept its screen would loop forever; take it off.
        if m.screens.len() == before {
            m.screens.pop();
        }
    }
}

/// Lays out every open reader again when a screen asked for it.
pub fn relayout_if_asked(m: &mut Model) {
    if std::mem::take(&mut m.relayout) {
        reader::update::relayout_all(m, true);
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
        let mut m = model();
        let lesson = m.course.lessons[0].id.clone();
        m.go(Go::Lesson {
            id: lesson,
            at: None,
            replace: false,
        });
        m.go(Go::Scratch);
        run(&mut m);
        assert!(matches!(
            m.screens.as_slice(),
            [Screen::Home(_), Screen::Reader(_), Screen::Scratch(_)]
        ));
        for _ in 0..4 {
            m.go(Go::Back);
        }
        run(&mut m);
        assert!(matches!(m.screens.as_slice(), [Screen::Home(_)]));
    }

    #[test]
    fn closing_everything_keeps_the_place_in_a_lesson() {
        let mut m = model();
        let lesson = m.course.lessons[0].id.clone();
        m.go(Go::Lesson {
            id: lesson.clone(),
            at: None,
            replace: false,
        });
        m.go(Go::Stats);
        run(&mut m);
        m.effects.clear();
        close_all(&mut m);
        assert_eq!(m.screens.len(), 1);
        assert!(
            m.effects
                .iter()
                .any(|e| matches!(e, Effect::Store(crate::core::write::Write::SavePlace { lesson: l, .. }) if *l == lesson)),
            "{:?}",
            m.effects
        );
    }

    #[test]
    fn an_unknown_calculator_says_so_and_opens_nothing() {
        let mut m = model();
        m.go(Go::Calc("no-such-calculator".into()));
        run(&mut m);
        assert_eq!(m.screens.len(), 1);
        assert!(
            m.flash
                .as_deref()
                .is_some_and(|f| f.contains("no-such-calculator"))
        );
    }
}
