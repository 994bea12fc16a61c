//! Playground helpers: carry out the model's playground effects on a real in-memory
//! playground, the way the TUI's worker does, and feed the answers back.

use latih::app::keymap::Key;
use latih::app::{self, ConsoleEffect, ConsoleMsg, Effect, Model, Msg, Tool};
use latih::core::play::report::{Note, Report};
use latih::playground::{Limits, Playground};

/// Deadlines no busy machine reaches: the tests check what commands do, and the tests of
/// deadlines themselves (safety_play_deadline) set their own. A loaded 2-core machine took
/// more than the learner's 10 s on a bundled scenario's step.
fn patient(mut pg: Playground) -> Playground {
    let long = std::time::Duration::from_secs(600);
    pg.set_limits(Limits {
        sql: long,
        builtin: long,
    });
    pg
}

/// A fresh in-memory playground with patient deadlines.
pub fn in_memory() -> Playground {
    patient(Playground::in_memory().expect("playground"))
}

/// The playground kept in `db`, with patient deadlines.
pub fn open(db: &std::path::Path) -> Playground {
    patient(Playground::open(db, None).expect("open the playground"))
}

/// Carries out the model's playground effects as the worker would, feeding the answers back.
pub fn serve(m: &mut Model, pg: &mut Playground, effects: Vec<Effect>) {
    for e in effects {
        match e {
            Effect::Console(Tool::Play, ConsoleEffect::Define(defs)) => pg.set_definitions(defs),
            Effect::Console(Tool::Play, ConsoleEffect::Open) => {
                let back = app::update(
                    m,
                    Msg::Play(ConsoleMsg::Live(app::PlayLive::Ready(pg.schema_lines()))),
                );
                serve(m, pg, back);
            }
            Effect::Console(Tool::Play, ConsoleEffect::Run { id, line }) => {
                let mut report = pg.run_line(&line, &mut |_, _| {});
                steady(&mut report);
                let answer = app::PlayAnswer {
                    report,
                    schema: pg.schema_lines(),
                    in_use: pg.in_use().to_string(),
                };
                let done = app::Done { id, line, answer };
                let back = app::update(m, Msg::Play(ConsoleMsg::Done(Box::new(done))));
                serve(m, pg, back);
            }
            _ => {}
        }
    }
}

/// Times differ from run to run; pinned screens show them as fixed figures.
fn steady(r: &mut Report) {
    for q in &mut r.queries {
        q.micros = 40;
    }
    for s in &mut r.spreads {
        s.wall_micros = 90;
        for p in &mut s.parts {
            p.micros = 30 + u64::from(p.partition);
        }
    }
    for n in &mut r.notes {
        match n {
            Note::Generated { millis, .. }
            | Note::Partitioned { millis, .. }
            | Note::Unpartitioned { millis, .. }
            | Note::Workload { millis, .. } => *millis = 10,
            _ => {}
        }
    }
}

/// Presses keys, carrying out whatever playground work they ask for.
pub fn keys(m: &mut Model, pg: &mut Playground, keys: &[Key]) {
    for k in keys {
        let effects = app::update(m, Msg::Key(*k));
        serve(m, pg, effects);
    }
}
