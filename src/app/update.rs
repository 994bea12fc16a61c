//! What every message does to the model: global messages here, keys through the context's
//! bindings to the screen (or overlay) on top, and navigation carried out after each.

use super::keymap::{self, Action};
use super::screen::{self, Changed};
use super::textline::Typed;
use super::{Effect, Go, Model, Msg, Overlay, Tool, nav, overlay};
use crate::core::message as m;

/// Lines the mouse wheel scrolls per notch.
const WHEEL_LINES: isize = 3;

pub fn update(m: &mut Model, msg: Msg) -> Vec<Effect> {
    match msg {
        Msg::Resize(w, h) => {
            m.size = (w, h);
            changed(m, Changed::Size);
        }
        Msg::Interrupted => quit(m),
        Msg::Reloaded(loaded) => super::reload::reload(m, loaded),
        Msg::CourseLoaded(done) => {
            let (loaded, snapshot) = *done;
            super::reload::loaded(m, loaded, snapshot);
        }
        Msg::LoadProgress(done, total) => {
            if m.loading.is_some() {
                m.loading = Some((done, total));
            }
        }
        Msg::CourseLoadFailed => {
            m.loading = None;
            m.flash = Some(m.i18n.msg(&m::home_load_failed()));
        }
        Msg::Tick(clock) => {
            m.clock = clock.starting_at(m.settings.day_start_hour);
            if let Some((top, cx)) = screen::top(m) {
                top.tick(cx);
            }
        }
        Msg::StartDrill(id) => one_job(m, Go::Drill(id)),
        Msg::Unsaved(_) | Msg::QuitBlocked(_) | Msg::StorageFailed(_) => storage(m, msg),
        Msg::Stored => {
            m.storage_failure = None;
            // Every screen that said a write failed says so no more.
            for s in &mut m.screens {
                let _ = s.ops_mut().reply(&mut m.cx, Msg::Stored);
            }
        }
        Msg::StatsLoaded(r) => m.stats = Some(r),
        Msg::Optimized(r) => optimized(m, r),
        Msg::ScheduleChanged(schedule) => m.schedule = schedule,
        reply @ (Msg::SessionStarted(_)
        | Msg::DrillStarted(_)
        | Msg::DrillHistory(_)
        | Msg::ItemHistory(..)
        | Msg::Play(_)
        | Msg::Feed(_)) => offer(m, reply),
        Msg::StartReview => one_job(m, Go::Review(None)),
        Msg::StartLessonReview(name) => one_job(m, Go::LessonReview(name)),
        Msg::StartTool(Tool::Play) => one_job(m, Go::Play(None)),
        Msg::StartTool(Tool::Feed) => one_job(m, Go::Feed(None)),
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
            let typed = m.overlay.is_none() && screen::top(m).is_some_and(|(s, cx)| s.key(cx, k));
            let on_screen = m.overlay.is_none();
            let applies = |a| !on_screen || m.applies(a);
            if !typed && let Some(a) = keymap::lookup_applying(m.keys_now(), ctx, k, &applies) {
                act(m, a);
            }
        }
    }
    after(m)
}

/// After every message: navigation, layout and focus catch up, and the effects go out.
fn after(m: &mut Model) -> Vec<Effect> {
    nav::run(m);
    if std::mem::take(&mut m.relayout) {
        changed(m, Changed::Values);
    }
    if let Some((top, cx)) = screen::top(m) {
        top.after(cx);
    }
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

/// What storage says: everything kept, answers waiting, a write that failed.
fn storage(m: &mut Model, msg: Msg) {
    match msg {
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
            // The screen on top says it where the learner looks (a review, under the
            // answer); any other in the footer.
            let left = match screen::top(m) {
                Some((top, cx)) => top.reply(cx, Msg::StorageFailed(e)),
                None => Some(Msg::StorageFailed(e)),
            };
            if let Some(Msg::StorageFailed(e)) = left {
                m.flash = Some(e);
            }
        }
        _ => {}
    }
}

/// A fit ended: said in the footer; a kept one schedules from now on.
fn optimized(m: &mut Model, r: Result<(crate::core::optimize::Fit, bool), String>) {
    use crate::core::message::Arg;
    m.optimizing = false;
    let (fit, kept) = match r {
        Ok(x) => x,
        Err(sentence) => {
            m.flash = Some(sentence);
            return;
        }
    };
    let loss = |x: f32| Arg::Str(crate::core::numfmt::decimal(f64::from(x), 4, m.lang()));
    let found = m.i18n.msg(
        &m::OptimizeResult {
            after: loss(fit.after),
            before: loss(fit.before),
            items: fit.items,
            reviews: fit.reviews,
        }
        .into(),
    );
    let verdict = if kept && m.settings.scheduler.refit(&fit.parameters).is_ok() {
        m.settings.fit = Some((
            m.clock.now,
            fit.reviews,
            f64::from(fit.before),
            f64::from(fit.after),
        ));
        m.settings.fit_shared = fit.shared;
        m.effects.push(Effect::Load(super::Load::Stats));
        if fit.shared {
            m::optimize_saved()
        } else {
            m::optimize_saved_course()
        }
    } else {
        m::optimize_kept_old()
    };
    m.flash = Some(format!("{found} {}", m.i18n.msg(&verdict)));
}

fn quit(m: &mut Model) {
    nav::close_all(m);
    m.quit = true;
}

/// Opens the screen of the one job latih was started for (`latih review`, `drill`, `play`).
fn one_job(m: &mut Model, to: Go) {
    m.go(to);
    nav::run(m);
    m.one_job = m.screens.len() > 1;
}

/// Pasted text (the terminal's bracketed paste) goes into the field being typed in, whole:
/// one search, one parse, however long it is.
fn paste(m: &mut Model, text: &str) {
    if m.overlay.is_some() {
        return;
    }
    let Some((top, cx)) = screen::top(m) else {
        return;
    };
    let (typed, max) = top.paste(cx, text);
    if typed != Typed::No {
        m.line_full(typed, max);
    }
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
            changed(m, Changed::Lang);
            overlay::relang(m);
            return;
        }
        Action::Optimize => {
            if !m.optimizing {
                m.optimizing = true;
                let parameters = m.settings.scheduler.parameters.clone();
                let clock = m.clock;
                m.effects.push(Effect::Optimize { parameters, clock });
            }
            return;
        }
        Action::ToggleMouse => {
            m.mouse = !m.mouse;
            let on = m.mouse;
            m.effects.push(Effect::Term(super::Term::Mouse(on)));
            let said = if m.mouse {
                m::mouse_on()
            } else {
                m::mouse_off()
            };
            m.flash = Some(m.i18n.msg(&said));
            return;
        }
        Action::Help if m.overlay.is_none() => {
            m.overlay = Some(Overlay::Help { top: 0 });
            return;
        }
        _ => {}
    }
    if m.overlay.is_some() {
        overlay::action(m, a);
    } else if let Some((top, cx)) = screen::top(m) {
        top.action(cx, a);
    }
}

/// Tells every open screen, top first, that something they may depend on changed.
pub(crate) fn changed(m: &mut Model, what: Changed) {
    let Model { screens, cx, .. } = m;
    let n = screens.len();
    for (i, s) in screens.iter_mut().enumerate().rev() {
        s.ops_mut().changed(cx, what, i + 1 == n);
    }
}

/// A reply from storage or a worker goes to the screen it is for: each screen on the
/// stack from the top is offered it, then the screens kept while their work goes on.
fn offer(m: &mut Model, reply: Msg) {
    let Model {
        screens, kept, cx, ..
    } = m;
    let mut left = Some(reply);
    for s in screens.iter_mut().rev().chain(kept.iter_mut()) {
        let Some(msg) = left.take() else { return };
        left = s.ops_mut().reply(cx, msg);
    }
}
