//! What every message does to the model: global messages here, keys through the context's
//! bindings to the screen (or overlay) on top, and navigation carried out after each.

use super::keymap::{self, Action};
use super::screen::Changed;
use super::textline::Typed;
use super::{Effect, Go, Model, Msg, Overlay, Tool, nav, overlay};
use crate::core::message as m;

/// Lines the mouse wheel scrolls per notch.
const WHEEL_LINES: isize = 3;

pub fn update(model: &mut Model, msg: Msg) -> Vec<Effect> {
    match msg {
        Msg::Resize(w, h) => {
            model.size = (w, h);
            model.changed(Changed::Size);
        }
        Msg::Interrupted => quit(model),
        Msg::Reloaded(loaded) => super::reload::reload(model, loaded),
        Msg::CourseLoaded(done) => {
            let (loaded, snapshot) = *done;
            super::reload::loaded(model, loaded, snapshot);
        }
        Msg::LoadProgress(done, total) => {
            if model.loading.is_some() {
                model.loading = Some((done, total));
            }
        }
        Msg::CourseLoadFailed => {
            model.loading = None;
            model.flash = Some(model.i18n.msg(&m::home_load_failed()));
        }
        Msg::Tick(clock) => {
            model.clock = clock.starting_at(model.settings.day_start_hour);
            if let Some((top, cx)) = model.top() {
                top.tick(cx);
            }
        }
        Msg::StartDrill(id) => one_job(model, Go::Drill(id)),
        Msg::Unsaved(_) | Msg::QuitBlocked(_) | Msg::StorageFailed(_) => storage(model, msg),
        Msg::Stored => {
            model.storage_failure = None;
            // Every screen that said a write failed says so no more.
            for s in &mut model.screens {
                let _ = s.ops_mut().reply(&mut model.cx, Msg::Stored);
            }
        }
        Msg::StatsLoaded(r) => model.stats = Some(r),
        Msg::Optimized(r) => optimized(model, r),
        Msg::ScheduleChanged(schedule) => model.schedule = schedule,
        Msg::Copied(reach, lines) => {
            let said = match reach {
                super::CopyReach::Clipboard => m::copy_clipboard(lines),
                super::CopyReach::Maybe => m::copy_maybe(lines),
                super::CopyReach::OnQuit => m::copy_on_quit(lines),
            };
            model.flash = Some(model.i18n.msg(&said));
        }
        reply @ (Msg::SessionStarted(_)
        | Msg::DrillStarted(_)
        | Msg::DrillHistory(_)
        | Msg::ItemHistory(..)
        | Msg::Play(_)
        | Msg::Feed(_)) => offer(model, reply),
        Msg::StartReview => one_job(model, Go::Review(None)),
        Msg::StartLessonReview(name) => one_job(model, Go::LessonReview(name)),
        Msg::StartTool(Tool::Play) => one_job(model, Go::Play(None)),
        Msg::StartTool(Tool::Feed) => one_job(model, Go::Feed(None)),
        Msg::Paste(text) => {
            model.flash = None;
            paste(model, &text);
        }
        Msg::Wheel(d) => {
            let (up, down) = (Action::Up, Action::Down);
            for _ in 0..WHEEL_LINES {
                act(model, if d < 0 { up } else { down });
            }
        }
        Msg::Key(k) => {
            model.flash = None;
            let ctx = model.ctx();
            let typed = model.overlay.is_none() && model.top().is_some_and(|(s, cx)| s.key(cx, k));
            let on_screen = model.overlay.is_none();
            let applies = |a| !on_screen || model.applies(a);
            if !typed && let Some(a) = keymap::lookup_applying(model.keys_now(), ctx, k, &applies) {
                act(model, a);
            }
        }
    }
    after(model)
}

/// After every message: navigation, layout and focus catch up, and the effects go out.
fn after(model: &mut Model) -> Vec<Effect> {
    nav::run(model);
    if std::mem::take(&mut model.relayout) {
        model.changed(Changed::Values);
    }
    if let Some((top, cx)) = model.top() {
        top.after(cx);
    }
    // The job latih was started for is over: back to the shell, not to the home screen.
    if model.one_job && model.screens.len() == 1 && !model.quit {
        quit(model);
    }
    let mut out = std::mem::take(&mut model.effects);
    if model.quit {
        out.push(Effect::Quit);
    }
    out
}

/// What storage says: everything kept, answers waiting, a write that failed.
fn storage(model: &mut Model, msg: Msg) {
    match msg {
        Msg::Unsaved(n) => {
            model.unsaved = n;
            // Everything is written now: the quit the learner asked for can go ahead.
            if n == 0 && matches!(model.overlay, Some(Overlay::Unsaved { .. })) {
                model.overlay = None;
                model.quit = true;
            }
        }
        Msg::QuitBlocked(detail) => {
            model.quit = false;
            model.overlay = Some(Overlay::Unsaved { detail });
        }
        Msg::StorageFailed(e) if matches!(model.overlay, Some(Overlay::Unsaved { .. })) => {
            model.storage_failure = Some(e.clone());
            model.overlay = Some(Overlay::Unsaved { detail: e });
        }
        Msg::StorageFailed(e) => {
            model.storage_failure = Some(e.clone());
            // The screen on top says it where the learner looks (a review, under the
            // answer); any other in the footer.
            let left = match model.top() {
                Some((top, cx)) => top.reply(cx, Msg::StorageFailed(e)),
                None => Some(Msg::StorageFailed(e)),
            };
            if let Some(Msg::StorageFailed(e)) = left {
                model.flash = Some(e);
            }
        }
        _ => {}
    }
}

/// A fit ended: said in the footer; a kept one schedules from now on.
fn optimized(model: &mut Model, r: Result<(crate::core::optimize::Fit, bool), String>) {
    use crate::core::message::Arg;
    model.optimizing = false;
    let (fit, kept) = match r {
        Ok(x) => x,
        Err(sentence) => {
            model.flash = Some(sentence);
            return;
        }
    };
    let loss = |x: f32| Arg::Str(crate::core::numfmt::decimal(f64::from(x), 4, model.lang()));
    let found = model.i18n.msg(
        &m::OptimizeResult {
            after: loss(fit.after),
            before: loss(fit.before),
            items: fit.items,
            reviews: fit.reviews,
        }
        .into(),
    );
    let verdict = if kept && model.settings.scheduler.refit(&fit.parameters).is_ok() {
        model.settings.fit = Some((
            model.clock.now,
            fit.reviews,
            f64::from(fit.before),
            f64::from(fit.after),
        ));
        model.settings.fit_shared = fit.shared;
        model.effects.push(Effect::Load(super::Load::Stats));
        if fit.shared {
            m::optimize_saved()
        } else {
            m::optimize_saved_course()
        }
    } else {
        m::optimize_kept_old()
    };
    model.flash = Some(format!("{found} {}", model.i18n.msg(&verdict)));
}

fn quit(model: &mut Model) {
    nav::close_all(model);
    model.quit = true;
}

/// Opens the screen of the one job latih was started for (`latih review`, `drill`, `play`).
fn one_job(model: &mut Model, to: Go) {
    model.go(to);
    nav::run(model);
    model.one_job = model.screens.len() > 1;
}

/// Pasted text (the terminal's bracketed paste) goes into the field being typed in, whole:
/// one search, one parse, however long it is.
fn paste(model: &mut Model, text: &str) {
    if model.overlay.is_some() {
        return;
    }
    let Some((top, cx)) = model.top() else {
        return;
    };
    let (typed, max) = top.paste(cx, text);
    if typed != Typed::No {
        model.line_full(typed, max);
    }
}

fn act(model: &mut Model, a: Action) {
    match a {
        Action::Quit => {
            if model.overlay.is_some() || model.top().is_none_or(|(s, cx)| s.quitting(cx)) {
                quit(model);
            }
            return;
        }
        Action::SwitchLang => {
            let other = model.lang().other();
            model.i18n.set_lang(other);
            model.invalidate_search();
            model.changed(Changed::Lang);
            overlay::relang(model);
            return;
        }
        Action::Optimize => {
            if !model.optimizing {
                model.optimizing = true;
                let parameters = model.settings.scheduler.parameters.clone();
                let clock = model.clock;
                model.effects.push(Effect::Optimize { parameters, clock });
            }
            return;
        }
        Action::ToggleMouse => {
            model.mouse = !model.mouse;
            let on = model.mouse;
            model.effects.push(Effect::Term(super::Term::Mouse(on)));
            let said = if model.mouse {
                m::mouse_on()
            } else {
                m::mouse_off()
            };
            model.flash = Some(model.i18n.msg(&said));
            return;
        }
        Action::Help if model.overlay.is_none() => {
            model.overlay = Some(Overlay::Help { top: 0 });
            return;
        }
        _ => {}
    }
    if model.overlay.is_some() {
        overlay::action(model, a);
    } else if let Some((top, cx)) = model.top() {
        top.action(cx, a);
    }
}

/// A reply from storage or a worker goes to the screen it is for: each screen on the
/// stack from the top is offered it, then the screens kept while their work goes on.
fn offer(model: &mut Model, reply: Msg) {
    let Model {
        screens, kept, cx, ..
    } = model;
    let mut left = Some(reply);
    for s in screens.iter_mut().rev().chain(kept.iter_mut()) {
        let Some(msg) = left.take() else { return };
        left = s.ops_mut().reply(cx, msg);
    }
}
