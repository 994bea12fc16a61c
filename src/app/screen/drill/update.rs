//! What keys and time do to a drill: start the clock, pause, finish, tick the checklist,
//! and what is kept (the attempt from its first second, then its ending and the schedule).

use crate::app::keymap::Action;
use crate::app::screen::drill::state::{DrillState, Stage};
use crate::app::{Cx, Effect, Go};
use crate::core::drill::{Attempt, Drill, Status, Timer};
use crate::core::message as m;
use crate::core::record::{DrillEnd, DrillStart};
use crate::core::schedule::Rating;
use crate::core::write::Write;

/// Ctrl-c: during an attempt the first press asks, the second quits (the attempt kept as
/// abandoned); otherwise it quits at once.
pub(crate) fn quitting(d: &mut DrillState, cx: &mut Cx) -> bool {
    let running =
        d.attempt.is_some() && matches!(d.stage, Stage::Timing | Stage::Sample | Stage::Checklist);
    if running && !std::mem::take(&mut d.leaving) {
        d.leaving = true;
        cx.flash = Some(cx.i18n.msg(&m::drill_quit_confirm()));
        return false;
    }
    true
}

pub(crate) fn action(d: &mut DrillState, cx: &mut Cx, a: Action) {
    let Some(drill) = cx.course.drill(&d.drill).cloned() else {
        return;
    };
    let now = cx.clock;
    // Minutes of talking are not thrown away by one key: Esc during an attempt asks first,
    // and any other key goes on with it.
    let leaving = std::mem::take(&mut d.leaving);
    let running =
        d.attempt.is_some() && matches!(d.stage, Stage::Timing | Stage::Sample | Stage::Checklist);
    if a == Action::Back && running && !leaving {
        d.leaving = true;
        cx.flash = Some(cx.i18n.msg(&m::drill_leave_confirm()));
        return;
    }
    match (d.stage, a) {
        (Stage::Prompt, Action::Open) => {
            cx.effects.push(Effect::Store(Write::StartDrill(DrillStart {
                drill: drill.id.clone(),
                lesson: drill.lesson.clone(),
                at: now.now,
                limit_seconds: drill.seconds,
                checklist_size: drill.checklist.len(),
                pass_mark: drill.pass,
            })));
            d.timer = Some(Timer::start(drill.seconds, now.ms));
            d.stage = Stage::Timing;
            d.top = 0;
        }
        (Stage::Timing, Action::Toggle) => {
            if let Some(t) = d.timer.as_mut() {
                t.toggle_pause(now.ms);
            }
        }
        (Stage::Timing, Action::Open) => {
            if let Some(t) = d.timer.as_mut() {
                t.finish(now.ms);
            }
            d.stage = Stage::Sample;
            d.top = 0;
        }
        (Stage::Sample, Action::Open) => {
            d.stage = Stage::Checklist;
            d.top = 0;
        }
        (Stage::Checklist, Action::Up | Action::Down) => {
            let last = d.ticked.len().saturating_sub(1);
            d.cursor = match a {
                Action::Up => d.cursor.saturating_sub(1),
                _ => (d.cursor + 1).min(last),
            };
        }
        (Stage::Checklist, Action::Toggle) => {
            if let Some(t) = d.ticked.get_mut(d.cursor) {
                *t = !*t;
            }
        }
        (Stage::Checklist, Action::Open) => finish(d, cx, &drill),
        // Leaving before the checklist is done abandons the attempt (kept, not failed):
        // closing the screen does it.
        (_, Action::Back) | (Stage::Result, Action::Open) => cx.go(Go::Back),
        (
            _,
            Action::Up
            | Action::Down
            | Action::PageUp
            | Action::PageDown
            | Action::Top
            | Action::Bottom,
        ) => {
            // A page of text (the one scroll: the end is a real stop).
            if let Some(top) = d.scroll(cx, &cx.viewport()).moved(a) {
                d.top = top;
            }
        }
        _ => {}
    }
}

/// The checklist is done: the verdict, the record and the next review. A pass is rated
/// Good and a fail Again, so a failed drill comes back sooner.
fn finish(d: &mut DrillState, cx: &mut Cx, drill: &Drill) {
    let now = cx.clock;
    let ticked = d.ticked_ids(drill);
    let status = if drill.passes(ticked.len()) {
        Status::Passed
    } else {
        Status::Failed
    };
    let (duration_ms, overtime_ms) = d
        .timer
        .as_ref()
        .map_or((0, 0), |t| (t.elapsed(now.ms), t.overtime(now.ms)));
    let started = d.timer.as_ref().map_or(now.ms, Timer::started_ms);
    d.status = Some(status);
    d.stage = Stage::Result;
    d.top = 0;
    let attempt = d.attempt;
    if let Some(Ok(history)) = d.history.as_mut() {
        history.insert(
            0,
            Attempt {
                started_at: started.div_euclid(1000),
                duration_ms,
                overtime_ms,
                ticked: ticked.clone(),
                checklist_size: drill.checklist.len(),
                status,
            },
        );
    }
    let rating = if status == Status::Passed {
        Rating::Good
    } else {
        Rating::Again
    };
    // A drill is a whole spoken answer, not a card to flip: no minute steps, it comes back
    // after days (a fail sooner than a pass).
    let mut scheduler = cx.settings.scheduler.clone();
    scheduler.learning.clear();
    scheduler.relearning.clear();
    let choices = scheduler.choices(cx.schedule.get(&drill.id), now, &drill.id);
    let state = match choices {
        Ok(c) => Some(c.get(rating).1),
        Err(e) => {
            d.error = Some(e.to_string());
            None
        }
    };
    if let Some(s) = state {
        cx.schedule.insert(drill.id.clone(), s);
        d.next_in = Some(s.due - now.now);
    }
    match attempt {
        Some(attempt) => cx.effects.push(Effect::Store(Write::EndDrill {
            end: DrillEnd {
                attempt,
                at: now.now,
                duration_ms,
                overtime_ms,
                ticked,
                status,
            },
            item: drill.id.clone(),
            lesson: drill.lesson.clone(),
            state,
        })),
        None => {
            d.error = Some(cx.i18n.msg(&m::drill_not_recorded()));
        }
    }
}

/// Leaving mid-attempt keeps it as abandoned, with the time spoken so far.
pub(crate) fn abandon(d: &DrillState, cx: &mut Cx) {
    let now = cx.clock;
    let (Some(attempt), Some(timer)) = (d.attempt, d.timer.as_ref()) else {
        return;
    };
    if d.stage == Stage::Result {
        return;
    }
    cx.effects.push(Effect::Store(Write::EndDrill {
        end: DrillEnd {
            attempt,
            at: now.now,
            duration_ms: timer.elapsed(now.ms),
            overtime_ms: timer.overtime(now.ms),
            ticked: Vec::new(),
            status: Status::Abandoned,
        },
        item: d.drill.clone(),
        lesson: None,
        state: None,
    }));
}

/// The time moved on: ring once when the limit is reached (the clock keeps counting).
pub(crate) fn tick(d: &mut DrillState, cx: &mut Cx) {
    if d.stage != Stage::Timing {
        return;
    }
    if d.timer.as_mut().is_some_and(|t| t.take_bell(cx.clock.ms)) {
        cx.effects.push(Effect::Term(crate::app::Term::Bell));
    }
}
