//! What every message does to the model.

use super::home;
use super::keymap::{self, Action, Ctx, Key};
use super::layout;
use super::lists::{self, HIT_ROWS};
use super::update_calc;
use super::update_drill;
use super::update_quiz;
use super::update_reader::{
    self, mark_done_at_end, open_lesson, reader_action, relayout_all, reload,
};
use super::{Effect, Model, Msg, Overlay, Screen, SearchState};

/// Lines the mouse wheel scrolls per notch.
const WHEEL_LINES: isize = 3;

pub fn update(m: &mut Model, msg: Msg) -> Vec<Effect> {
    match msg {
        Msg::Resize(w, h) => {
            m.size = (w, h);
            relayout_all(m, false);
            // A taller screen may bring a lesson's end into view.
            mark_done_at_end(m);
        }
        Msg::Interrupted => quit(m),
        Msg::Reloaded(loaded) => reload(m, loaded),
        Msg::Tick(clock) => {
            m.clock = clock.starting_at(m.settings.day_start_hour);
            update_drill::tick(m);
        }
        Msg::StartDrill(id) => {
            update_drill::open(m, &id);
            m.one_job = m.screens.len() > 1;
        }
        Msg::DrillStarted(id) => update_drill::started(m, id),
        Msg::DrillHistory(h) => update_drill::history(m, h),
        Msg::SessionStarted(id) => update_quiz::session_started(m, id),
        Msg::Stored => {
            m.storage_failure = None;
            for s in &mut m.screens {
                if let Screen::Quiz(q) = s {
                    q.error = None;
                }
            }
        }
        Msg::Unsaved(n) => {
            m.unsaved = n;
            // Everything is written now: the quit the learner asked for can go ahead.
            if n == 0 && matches!(m.overlay, Some(Overlay::Unsaved { .. })) {
                m.overlay = None;
                m.quit = true;
            }
        }
        Msg::QuitBlocked(detail) => {
            m.quit = false;
            m.overlay = Some(Overlay::Unsaved { detail });
        }
        Msg::StorageFailed(e) if matches!(m.overlay, Some(Overlay::Unsaved { .. })) => {
            m.storage_failure = Some(e.clone());
            m.overlay = Some(Overlay::Unsaved { detail: e });
        }
        Msg::StorageFailed(e) => {
            m.storage_failure = Some(e.clone());
            match m.screens.last_mut() {
                Some(Screen::Quiz(q)) => q.error = Some(e),
                _ => m.flash = Some(e),
            }
        }
        Msg::StatsLoaded(r) => m.stats = Some(r),
        Msg::Optimized(r) => optimized(m, r),
        Msg::StartReview => {
            update_quiz::start_review(m, None);
            m.one_job = m.screens.len() > 1;
        }
        Msg::StartPlay => {
            super::update_play::open(m, None);
            m.one_job = m.screens.len() > 1;
        }
        Msg::PlaySchema(s) => super::update_play::schema(m, s),
        Msg::PlayProgress(done, all) => super::update_play::progress(m, done, all),
        Msg::PlayDone(r, s) => super::update_play::done(m, *r, s),
        Msg::PlayFailed(why) => super::update_play::failed(m, why),
        Msg::Paste(text) => {
            m.flash = None;
            paste(m, &text);
        }
        Msg::Wheel(d) => {
            let (up, down) = (Action::Up, Action::Down);
            for _ in 0..WHEEL_LINES {
                act(m, if d < 0 { up } else { down });
            }
        }
        Msg::Key(k) => {
            m.flash = None;
            let ctx = m.ctx();
            let typed = match ctx {
                Ctx::Search => edit_query(m, k),
                Ctx::Choices | Ctx::Order | Ctx::TextAnswer => update_quiz::quiz_key(m, k),
                Ctx::Calc | Ctx::CalcEdit => update_calc::key(m, k),
                Ctx::Scratch => super::scratchpad::key(m, k),
                Ctx::Play => super::update_play::key(m, k),
                _ => false,
            };
            if !typed && let Some(a) = keymap::lookup(ctx, k) {
                act(m, a);
            }
        }
    }
    update_quiz::follow_focus(m);
    // The job latih was started for is over: back to the shell, not to the home screen.
    if m.one_job && m.screens.len() == 1 && !m.quit {
        quit(m);
    }
    let mut out = std::mem::take(&mut m.effects);
    if m.quit {
        out.push(Effect::Quit);
    }
    out
}

/// Before quitting: keep where the learner is in open lessons, and close open reviews.
/// A fit ended: said in the footer; a kept one schedules from now on.
fn optimized(m: &mut Model, r: Result<(crate::core::optimize::Fit, bool), String>) {
    use crate::i18n::{Arg, ids};
    m.optimizing = false;
    let (fit, kept) = match r {
        Ok(x) => x,
        Err(sentence) => {
            m.flash = Some(sentence);
            return;
        }
    };
    let loss = |x: f32| Arg::Str(crate::core::numfmt::decimal(f64::from(x), 4, m.lang()));
    let found = m.i18n.ta(
        ids::OPTIMIZE_RESULT,
        &[
            ("reviews", Arg::from(fit.reviews)),
            ("before", loss(fit.before)),
            ("after", loss(fit.after)),
        ],
    );
    let verdict = if kept && m.settings.scheduler.refit(&fit.parameters).is_ok() {
        m.settings.fit = Some((
            m.clock.now,
            fit.reviews,
            f64::from(fit.before),
            f64::from(fit.after),
        ));
        m.effects.push(Effect::LoadStats);
        ids::OPTIMIZE_SAVED
    } else {
        ids::OPTIMIZE_KEPT_OLD
    };
    m.flash = Some(format!("{found} {}", m.i18n.t(verdict)));
}

fn quit(m: &mut Model) {
    while m.screens.len() > 1 {
        match m.screens.last() {
            Some(Screen::Quiz(_)) => update_quiz::leave(m),
            Some(Screen::Drill(_)) => {
                update_drill::abandon(m);
                m.screens.pop();
            }
            Some(Screen::Reader(_)) => update_reader::close_reader(m),
            _ => {
                m.screens.pop();
            }
        }
    }
    m.quit = true;
}

/// Typing in the search field. Returns whether the key was used.
fn edit_query(m: &mut Model, k: Key) -> bool {
    let Some(Screen::Search(s)) = m.screens.last_mut() else {
        return false;
    };
    let typed = super::textline::edit(&mut s.query, k, super::textline::SEARCH_MAX);
    if !typed.used() {
        return false;
    }
    if typed == super::textline::Typed::Full {
        line_full(m, typed, super::textline::SEARCH_MAX);
        return true;
    }
    search_again(m);
    true
}

/// Runs the search for the query as it is now.
fn search_again(m: &mut Model) {
    let Some(Screen::Search(s)) = m.screens.last() else {
        return;
    };
    let query = s.query.clone();
    let hits = m.search(&query);
    if let Some(Screen::Search(s)) = m.screens.last_mut() {
        s.hits = hits;
        s.selected = 0;
        s.top = 0;
    }
}

/// Says in the footer that a field is full, when it is.
pub(super) fn line_full(m: &mut Model, typed: super::textline::Typed, max: usize) {
    if typed == super::textline::Typed::Full {
        m.flash = Some(m.i18n.ta(
            crate::i18n::ids::FIELD_FULL,
            &[("max", crate::i18n::Arg::from(max))],
        ));
    }
}

/// Pasted text (the terminal's bracketed paste) goes into the field being typed in, whole:
/// one search, one parse, however long it is.
fn paste(m: &mut Model, text: &str) {
    use super::textline::{self, Typed};
    let typed = match (m.ctx(), m.screens.last_mut()) {
        (Ctx::Search, Some(Screen::Search(s))) => {
            let t = textline::paste(&mut s.query, text, textline::SEARCH_MAX);
            search_again(m);
            (t, textline::SEARCH_MAX)
        }
        (Ctx::Scratch, Some(Screen::Scratch(s))) => {
            s.recall = None;
            (
                textline::paste(&mut s.line, text, textline::SCRATCH_MAX),
                textline::SCRATCH_MAX,
            )
        }
        (Ctx::Play, Some(Screen::Play(s))) => {
            s.recall = None;
            s.completions.clear();
            (
                textline::paste(&mut s.line, text, textline::PLAY_MAX),
                textline::PLAY_MAX,
            )
        }
        (Ctx::TextAnswer, _) => (update_quiz::paste(m, text), textline::ANSWER_MAX),
        (Ctx::Calc | Ctx::CalcEdit, _) => (update_calc::paste(m, text), textline::CALC_MAX),
        _ => (Typed::No, 0),
    };
    line_full(m, typed.0, typed.1);
}

fn body_height(m: &Model) -> usize {
    let (w, h) = m.size;
    usize::from(layout::body(w, h).h)
}

fn act(m: &mut Model, a: Action) {
    match a {
        Action::Quit => {
            quit(m);
            return;
        }
        Action::SwitchLang => {
            let other = m.lang().other();
            m.i18n.set_lang(other);
            m.invalidate_search();
            refresh_search(m);
            if let Some(Overlay::Contents { entries, .. }) = &mut m.overlay
                && let Some(Screen::Reader(r)) = m.screens.last()
                && let Some(lesson) = m.course.lesson(&r.lesson)
            {
                *entries = lists::contents(&m.i18n, lesson);
            }
            relayout_all(m, true);
            return;
        }
        Action::Optimize => {
            if !m.optimizing {
                m.optimizing = true;
                m.effects.push(Effect::Optimize {
                    parameters: m.settings.scheduler.parameters.clone(),
                    clock: m.clock,
                });
            }
            return;
        }
        Action::ToggleMouse => {
            m.mouse = !m.mouse;
            m.effects.push(Effect::Mouse(m.mouse));
            let said = if m.mouse {
                crate::i18n::ids::MOUSE_ON
            } else {
                crate::i18n::ids::MOUSE_OFF
            };
            m.flash = Some(m.i18n.t(said));
            return;
        }
        Action::Help if m.overlay.is_none() => {
            m.overlay = Some(Overlay::Help { top: 0 });
            return;
        }
        _ => {}
    }
    match m.ctx() {
        Ctx::Unsaved => unsaved_action(m, a),
        Ctx::Help => help(m, a),
        Ctx::Contents => contents(m, a),
        Ctx::Home => home_action(m, a),
        Ctx::Reader => reader_action(m, a),
        Ctx::Search => search_action(m, a),
        Ctx::Problems => problems_action(m, a),
        Ctx::Choices | Ctx::Order | Ctx::TextAnswer | Ctx::Verdict | Ctx::QuizDone => {
            update_quiz::quiz_action(m, a)
        }
        Ctx::Stats => stats_action(m, a),
        Ctx::DrillPrompt
        | Ctx::DrillTimer
        | Ctx::DrillSample
        | Ctx::DrillCheck
        | Ctx::DrillResult => update_drill::action(m, a),
        Ctx::Calc | Ctx::CalcEdit => update_calc::action(m, a),
        Ctx::Scratch => super::scratchpad::action(m, a),
        Ctx::Play => super::update_play::action(m, a),
    }
}

/// The question asked before quitting with answers that could not be written.
fn unsaved_action(m: &mut Model, a: Action) {
    match a {
        Action::Retry => m.effects.push(Effect::RetryWrites),
        Action::QuitAnyway => {
            m.overlay = None;
            m.discard_unsaved = true;
            m.quit = true;
        }
        Action::Back => m.overlay = None,
        _ => {}
    }
}

fn stats_action(m: &mut Model, a: Action) {
    let (w, h) = m.size;
    let col = layout::text_column(w, h);
    let page = usize::from(col.h).max(1);
    // Scrolling stops at the last row, so a key back up always moves at once.
    let max_top = super::stats_doc::rows(m, usize::from(col.w))
        .len()
        .saturating_sub(page);
    let Some(Screen::Stats { top }) = m.screens.last_mut() else {
        return;
    };
    let now = (*top).min(max_top);
    match a {
        Action::Down => *top = (now + 1).min(max_top),
        Action::Up => *top = now.saturating_sub(1),
        Action::PageDown => *top = (now + page.saturating_sub(1).max(1)).min(max_top),
        Action::PageUp => *top = now.saturating_sub(page.saturating_sub(1).max(1)),
        Action::Top => *top = 0,
        Action::Bottom => *top = max_top,
        Action::Back => {
            m.screens.pop();
        }
        _ => {}
    }
}

/// Moves a list position by an action; `None` when the action is not a movement.
fn moved(pos: usize, len: usize, page: usize, a: Action) -> Option<usize> {
    let last = len.saturating_sub(1);
    Some(match a {
        Action::Up => pos.saturating_sub(1),
        Action::Down => (pos + 1).min(last),
        Action::PageUp => pos.saturating_sub(page.max(1)),
        Action::PageDown => (pos + page.max(1)).min(last),
        Action::Top => 0,
        Action::Bottom => last,
        _ => return None,
    })
}

/// Keeps the selected line range on screen.
fn follow(top: usize, first: usize, last: usize, height: usize) -> usize {
    if first < top {
        first
    } else if last >= top + height {
        (last + 1).saturating_sub(height)
    } else {
        top
    }
}

fn home_action(m: &mut Model, a: Action) {
    let items = m.home_items();
    let count = home::selectable_count(&items);
    let height = body_height(m);
    let Some(Screen::Home(h)) = m.screens.last_mut() else {
        return;
    };
    if let Some(sel) = moved(h.selected, count, height.saturating_sub(1), a) {
        h.selected = sel;
        if let Some(i) = home::item_index(&items, sel) {
            // Keep the group title in view with the first lesson of a group.
            let first = if i > 0 && matches!(items[i - 1], home::Item::Group(_)) {
                i - 1
            } else {
                i
            };
            h.top = follow(h.top, first, i, height);
        }
        return;
    }
    match a {
        Action::Open => match home::item_index(&items, h.selected).map(|i| &items[i]) {
            Some(home::Item::Lesson(i)) => {
                let id = m.course.lessons[*i].id.clone();
                open_lesson(m, &id, None, false);
            }
            Some(home::Item::Problems { .. }) => m.screens.push(Screen::Problems { top: 0 }),
            Some(home::Item::Review(_)) => update_quiz::start_review(m, None),
            Some(home::Item::Stats) => {
                m.stats = None;
                m.screens.push(Screen::Stats { top: 0 });
                m.effects.push(Effect::LoadStats);
            }
            Some(home::Item::Scratchpad) => super::scratchpad::open(m),
            Some(home::Item::Playground) => super::update_play::open(m, None),
            _ => {}
        },
        Action::Search => m.screens.push(Screen::Search(SearchState::default())),
        _ => {}
    }
}

fn search_action(m: &mut Model, a: Action) {
    let height = body_height(m).saturating_sub(2) / HIT_ROWS;
    let Some(Screen::Search(s)) = m.screens.last_mut() else {
        return;
    };
    if let Some(sel) = moved(s.selected, s.hits.len(), height.saturating_sub(1), a) {
        s.selected = sel;
        s.top = follow(s.top, sel, sel, height.max(1));
        return;
    }
    match a {
        Action::Open => {
            if let Some(hit) = s.hits.get(s.selected).cloned()
                && let Some(lesson) = m.course.lessons.get(hit.lesson)
            {
                let id = lesson.id.clone();
                open_lesson(m, &id, Some(hit.part), false);
            }
        }
        Action::Back => {
            m.screens.pop();
        }
        _ => {}
    }
}

pub(super) fn refresh_search(m: &mut Model) {
    let Some(Screen::Search(s)) = m.screens.last() else {
        return;
    };
    let query = s.query.clone();
    let hits = m.search(&query);
    if let Some(Screen::Search(s)) = m.screens.last_mut() {
        s.selected = s.selected.min(hits.len().saturating_sub(1));
        s.hits = hits;
    }
}

fn problems_action(m: &mut Model, a: Action) {
    let (w, _) = m.size;
    let len = lists::problem_rows(&m.i18n, &m.problems, usize::from(w.saturating_sub(2))).len();
    let height = body_height(m);
    let Some(Screen::Problems { top }) = m.screens.last_mut() else {
        return;
    };
    let max_top = len.saturating_sub(height);
    if let Some(t) = moved(*top, max_top + 1, height.saturating_sub(1), a) {
        *top = t;
    } else if a == Action::Back {
        m.screens.pop();
    }
}

fn help(m: &mut Model, a: Action) {
    let (w, h) = m.size;
    let area = layout::overlay(w, h, 76);
    let ctx = m.screen_ctx();
    let len = lists::help_rows(&m.i18n, ctx, usize::from(area.w.saturating_sub(4))).len();
    let height = usize::from(area.h.saturating_sub(2));
    let Some(Overlay::Help { top }) = &mut m.overlay else {
        return;
    };
    if let Some(t) = moved(*top, len.saturating_sub(height) + 1, height, a) {
        *top = t;
    } else if matches!(a, Action::Back | Action::Help) {
        m.overlay = None;
    }
}

fn contents(m: &mut Model, a: Action) {
    let Some(Overlay::Contents { entries, selected }) = &mut m.overlay else {
        return;
    };
    if let Some(s) = moved(*selected, entries.len(), 5, a) {
        *selected = s;
        return;
    }
    match a {
        Action::Open => {
            let part = entries.get(*selected).map(|(_, p)| *p);
            m.overlay = None;
            if let (Some(part), Some(Screen::Reader(r))) = (part, m.screens.last_mut()) {
                r.scroll_to(part);
            }
            mark_done_at_end(m);
        }
        Action::Back => m.overlay = None,
        _ => {}
    }
}
