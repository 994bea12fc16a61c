//! The news-feed simulator as a worker's engine: embedded, or on the Redis of `--redis`. A
//! few looks a second at the running simulation (the graph being generated, then the
//! figures so far) go to the screen; Esc stops a run through the simulator's canceller, and
//! the run comes back stopped, with the figures it reached.

use std::time::{Duration, Instant};

use super::{Engine, Worker};
use crate::app::FeedLive;
use crate::core::feed::{Params, Run, command, plan};
use crate::core::lang::Lang;
use crate::feedsim::{Look, Output, Simulator};
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

impl Engine for Simulator {
    type Live = FeedLive;
    type Answer = Output;

    fn ready(&self) -> Option<FeedLive> {
        None
    }

    fn canceller(&self) -> Cancel {
        Simulator::canceller(self)
    }

    fn run(&mut self, line: &str, live: &mut dyn FnMut(FeedLive)) -> Output {
        run_line(self, line, live)
    }

    fn supersedes(_newer: &FeedLive, _older: &FeedLive) -> bool {
        true
    }
}

/// Starts the simulator's worker.
pub fn start(place: FeedPlace, lang: Lang) -> Worker<Simulator> {
    Worker::start(move || {
        crate::feedsim::Simulator::open(place.redis.as_deref(), place.force)
            .map_err(|why| I18n::new(lang).msg(&why))
    })
}

/// Runs one line, sending looks at it as it goes (at most ten a second, and the graph's
/// end); the worker's engine, and the tests' without a thread.
pub fn run_line(sim: &mut Simulator, line: &str, send: &mut dyn FnMut(FeedLive)) -> Output {
    // The settings each run will have, so a look at the figures reads as its report will.
    let runs = command::parse(line)
        .ok()
        .and_then(|c| plan::runs(sim.params(), &c).ok())
        .unwrap_or_default();
    let store = sim.store().name();
    let started = Instant::now();
    let mut shown: Option<Instant> = None;
    let mut progress = |p: Look<'_>| {
        let graph_done = matches!(p, Look::Graph(done, all) if done >= all);
        if shown.is_some_and(|at| at.elapsed() < LIVE_EVERY) && !graph_done {
            return;
        }
        shown = Some(Instant::now());
        send(match p {
            Look::Graph(done, all) => FeedLive::Graph(done, all),
            Look::Running(l) => FeedLive::Run(Box::new(Run {
                params: params_of(&runs, l.strategy),
                figures: l.figures.clone(),
                stopped: false,
                wall_ms: started.elapsed().as_millis() as u64,
                store: store.clone(),
            })),
        });
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
