//! The news-feed simulator on a thread of its own, so a run of simulated hours never freezes
//! the screen: command lines go in over a channel; a few looks a second at the running
//! simulation (the graph being generated, then the figures so far) and each answer come back
//! as messages for the model. Esc stops a run through the simulator's canceller, and the
//! run comes back stopped, with the figures it reached.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::app::{FeedDone, FeedLive, Msg};
use crate::core::feed::{Params, Run, command, plan};
use crate::core::lang::Lang;
use crate::feedsim::{Output, Progress, Simulator};
use crate::i18n::I18n;
use crate::playground::Cancel;

/// At most this often a look at the running simulation goes to the screen.
const LIVE_EVERY: Duration = Duration::from_millis(100);

/// Where the simulator keeps its feeds: embedded, or the Redis of `--redis`.
#[derive(Debug, Clone, Default)]
pub struct FeedPlace {
    pub redis: Option<String>,
    /// `--redis-force` and `--redis-allow-eviction`: what the learner allows on that server.
    pub force: crate::feedsim::store::Consent,
}

/// A command line handed over, numbered so its answer finds its place.
struct Line {
    id: u64,
    line: String,
}

pub struct FeedWorker {
    tx: Sender<Line>,
    rx: Receiver<Msg>,
    /// Stops the running simulation from this side; set once the simulator is open.
    cancel: Arc<Mutex<Option<Cancel>>>,
}

impl FeedWorker {
    pub fn start(place: FeedPlace, lang: Lang) -> FeedWorker {
        let (tx, lines) = mpsc::channel::<Line>();
        let (answers, rx) = mpsc::channel::<Msg>();
        let cancel = Arc::new(Mutex::new(None));
        let slot = Arc::clone(&cancel);
        std::thread::spawn(move || {
            let mut sim = match crate::feedsim::open::open(place.redis.as_deref(), place.force) {
                Ok(s) => s,
                Err(why) => {
                    let _ = answers.send(Msg::FeedFailed(I18n::new(lang).msg(&why)));
                    return;
                }
            };
            if let Ok(mut c) = slot.lock() {
                *c = Some(sim.canceller());
            }
            while let Ok(cmd) = lines.recv() {
                let mut send = |msg| {
                    let _ = answers.send(msg);
                };
                let output = run_line(&mut sim, &cmd.line, &mut send);
                let done = Msg::FeedDone(Box::new(FeedDone {
                    id: cmd.id,
                    line: cmd.line,
                    output,
                }));
                if answers.send(done).is_err() {
                    return;
                }
            }
        });
        FeedWorker { tx, rx, cancel }
    }

    /// Hands a line over; false when the worker has stopped.
    pub fn send(&self, id: u64, line: String) -> bool {
        self.tx.send(Line { id, line }).is_ok()
    }

    /// Stops the simulation running now, if any.
    pub fn cancel(&self) {
        if let Ok(c) = self.cancel.lock()
            && let Some(c) = c.as_ref()
        {
            c.cancel();
        }
    }

    /// What the worker has said since the last look; of several looks at a run in a row
    /// only the newest counts.
    pub fn poll(&self) -> Vec<Msg> {
        let mut out: Vec<Msg> = Vec::new();
        for msg in self.rx.try_iter() {
            if matches!(msg, Msg::FeedLive(_)) && matches!(out.last(), Some(Msg::FeedLive(_))) {
                out.pop();
            }
            out.push(msg);
        }
        out
    }
}

/// Runs one line, sending looks at it as it goes (at most ten a second, and the graph's
/// end); the worker's loop, and the tests' without a thread.
pub fn run_line(sim: &mut Simulator, line: &str, send: &mut dyn FnMut(Msg)) -> Output {
    // The settings each run will have, so a look at the figures reads as its report will.
    let runs = command::parse(line)
        .ok()
        .and_then(|c| plan::runs(sim.params(), &c).ok())
        .unwrap_or_default();
    let store = sim.store().name();
    let started = Instant::now();
    let mut shown: Option<Instant> = None;
    let mut progress = |p: Progress<'_>| {
        let graph_done = matches!(p, Progress::Graph(done, all) if done >= all);
        if shown.is_some_and(|at| at.elapsed() < LIVE_EVERY) && !graph_done {
            return;
        }
        shown = Some(Instant::now());
        let live = match p {
            Progress::Graph(done, all) => FeedLive::Graph(done, all),
            Progress::Running(l) => FeedLive::Run(Box::new(Run {
                params: params_of(&runs, l.strategy),
                figures: l.figures.clone(),
                stopped: false,
                wall_ms: started.elapsed().as_millis() as u64,
                store: store.clone(),
            })),
        };
        send(Msg::FeedLive(live));
    };
    sim.run_line(line, &mut progress)
}

/// The settings of the run with this strategy (a compare makes three).
fn params_of(runs: &[Params], strategy: crate::core::feed::Strategy) -> Params {
    runs.iter()
        .find(|p| p.strategy == strategy)
        .or(runs.first())
        .cloned()
        .map(|p| Params { strategy, ..p })
        .unwrap_or_default()
}
