//! The simulator a screen or a script talks to: the settings, the graph built for them
//! (kept while the graph settings stay the same), the feed cache, and one function that
//! runs a command line and answers with an `Output`.

use std::sync::Arc;
use std::time::Instant;

use super::engine::{self, Live, Lost};
use super::graph::Graph;
use super::store::{Consent, FeedStore, StoreError, embedded::Embedded};
use super::store_text;
use crate::core::feed::FeedError;
use crate::core::feed::command::{self, Command};
use crate::core::feed::plan;
use crate::core::feed::{Params, Run};
use crate::core::message::Message;
use crate::core::play::Gen;
use crate::playground::Cancel;

/// What a command gives back.
#[derive(Debug, Clone, PartialEq)]
pub enum Output {
    Run(Box<Run>),
    /// Read, write and hybrid on the same workload, in that order.
    Compare(Vec<Run>),
    /// The settings now (`show`, `set`, `cost`, `reset`).
    Settings(Box<Params>),
    /// A feed's first page, newest first, and how many of its ids the cache held in
    /// another order (a later post delivered before an earlier one from another partition).
    Feed {
        user: u64,
        ids: Vec<u64>,
        len: u64,
        late: usize,
    },
    Help(Option<String>),
    Error(FeedError),
    /// The feed cache failed, in a sentence.
    Store(Message),
    /// An answer whose figures are wrong, and why (a server evicted latih's feeds during a
    /// run): shown with the reason above it, and counted as a failure.
    Wrong {
        why: Message,
        out: Box<Output>,
    },
}

/// How far a command has come, for a progress bar or the live charts.
pub enum Look<'a> {
    /// Generating the graph: accounts done of all.
    Graph(u64, u64),
    Running(&'a Live<'a>),
}

pub struct Simulator {
    params: Params,
    graph: Option<(Gen, u64, Arc<Graph>)>,
    store: Box<dyn FeedStore>,
    cancel: Cancel,
}

impl Simulator {
    pub fn embedded() -> Simulator {
        Simulator::with_store(Box::new(Embedded::new()))
    }

    /// The simulator on the feed cache the command line asks for (`--redis URL`,
    /// `--redis-force`, `--redis-allow-eviction`): the embedded store, or a real Redis at
    /// `url`; why not, when not.
    pub fn open(url: Option<&str>, consent: Consent) -> Result<Simulator, Message> {
        super::store::open(url, consent)
            .map(Simulator::with_store)
            .map_err(|e| store_text::store_error(&e))
    }

    pub fn with_store(mut store: Box<dyn FeedStore>) -> Simulator {
        let cancel = Cancel::default();
        store.watch(cancel.clone());
        Simulator {
            params: Params::default(),
            graph: None,
            store,
            cancel,
        }
    }

    pub fn params(&self) -> &Params {
        &self.params
    }

    /// Whoever may stop the running command (Esc, Ctrl-C) holds a clone.
    pub fn canceller(&self) -> Cancel {
        self.cancel.clone()
    }

    pub fn store(&mut self) -> &mut dyn FeedStore {
        self.store.as_mut()
    }

    /// Runs one command line.
    pub fn run_line(&mut self, line: &str, progress: &mut dyn FnMut(Look<'_>)) -> Output {
        self.cancel.clear();
        let cmd = match command::parse(line) {
            Ok(c) => c,
            Err(e) => return Output::Error(e),
        };
        let mut lost = None;
        let out = match self.command(cmd, progress, &mut lost) {
            Ok(o) => o,
            Err(Failure::Input(e)) => Output::Error(e),
            Err(Failure::Store(e)) => Output::Store(store_text::store_error(&e)),
        };
        match lost {
            Some(l) => Output::Wrong {
                why: store_text::lost(&l),
                out: Box::new(out),
            },
            None => out,
        }
    }

    /// Runs a command; `lost` gets what a server lost of latih's feeds during a run.
    fn command(
        &mut self,
        cmd: Command,
        progress: &mut dyn FnMut(Look<'_>),
        lost: &mut Option<Lost>,
    ) -> Result<Output, Failure> {
        Ok(match cmd {
            // What runs, and with what settings, is the plan lint and the screen read too.
            Command::Run { .. } => {
                let planned = plan::runs(&self.params, &cmd)?;
                let Some(p) = planned.into_iter().next() else {
                    return Ok(Output::Settings(Box::new(self.params.clone())));
                };
                self.params = p.clone();
                Output::Run(Box::new(self.one(&p, progress, lost)?))
            }
            Command::Compare(_) => {
                let planned = plan::runs(&self.params, &cmd)?;
                let mut runs = Vec::new();
                for q in &planned {
                    let run = self.one(q, progress, lost)?;
                    let stopped = run.stopped;
                    runs.push(run);
                    if stopped {
                        break;
                    }
                }
                if let Some(p) = planned.into_iter().next() {
                    self.params = Params {
                        strategy: self.params.strategy,
                        ..p
                    };
                }
                Output::Compare(runs)
            }
            Command::Set(settings) => {
                self.params = command::apply(&self.params, &settings)?;
                Output::Settings(Box::new(self.params.clone()))
            }
            Command::Cost(settings) => {
                self.params = command::apply_cost(&self.params, &settings)?;
                Output::Settings(Box::new(self.params.clone()))
            }
            Command::Show => Output::Settings(Box::new(self.params.clone())),
            Command::Reset => {
                self.params = Params::default();
                self.store.clear()?;
                Output::Settings(Box::new(self.params.clone()))
            }
            Command::Feed(user) => {
                let u = u32::try_from(user).unwrap_or(u32::MAX);
                let mut ids = self.store.lrange(u, 0, 19)?;
                let len = self.store.llen(u)?;
                // Posts are numbered as they are posted; the cache holds them as they were
                // delivered. A reader's page is sorted by time, so this one is too.
                let late = ids.windows(2).filter(|w| w[0] < w[1]).count();
                ids.sort_unstable_by(|a, b| b.cmp(a));
                Output::Feed {
                    user,
                    ids,
                    len,
                    late,
                }
            }
            Command::Help(c) => Output::Help(c),
        })
    }

    /// One strategy, the graph reused when its settings did not change.
    fn one(
        &mut self,
        p: &Params,
        progress: &mut dyn FnMut(Look<'_>),
        lost: &mut Option<Lost>,
    ) -> Result<Run, Failure> {
        let started = Instant::now();
        let Some(g) = self.graph_for(p, progress) else {
            return Ok(stopped_run(p, self.store.name(), started));
        };
        let mut live = |l: &Live<'_>| progress(Look::Running(l));
        let ended = engine::run(p, &g, self.store.as_mut(), &mut live, &self.cancel)?;
        *lost = lost.or(ended.lost);
        Ok(Run {
            params: p.clone(),
            figures: ended.figures,
            stopped: ended.stopped,
            wall_ms: started.elapsed().as_millis() as u64,
            store: self.store.name(),
        })
    }

    fn graph_for(&mut self, p: &Params, progress: &mut dyn FnMut(Look<'_>)) -> Option<Arc<Graph>> {
        if let Some((gen_, active, g)) = &self.graph
            && *gen_ == p.graph
            && *active == p.active
        {
            return Some(Arc::clone(g));
        }
        // The old graph goes first, and the last run's feeds (the run empties them anyway):
        // a new graph is built beside neither, so a command's peak is its own run's (the
        // memory budget, `core::feed::budget`).
        self.graph = None;
        if self.store.clear().is_err() {
            // A store that cannot be emptied now says so when the run empties it.
        }
        let mut bar = |done: u64, all: u64| progress(Look::Graph(done, all));
        let g = Arc::new(Graph::build(&p.graph, p.active, &mut bar, &self.cancel)?);
        self.graph = Some((p.graph, p.active, Arc::clone(&g)));
        Some(g)
    }
}

fn stopped_run(p: &Params, store: String, started: Instant) -> Run {
    Run {
        params: p.clone(),
        figures: Default::default(),
        stopped: true,
        wall_ms: started.elapsed().as_millis() as u64,
        store,
    }
}

enum Failure {
    Input(FeedError),
    Store(StoreError),
}

impl From<FeedError> for Failure {
    fn from(e: FeedError) -> Failure {
        Failure::Input(e)
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Failure {
        Failure::Store(e)
    }
}
