//! The playground as a worker's engine: a real SQLite edge store, in memory or in the file
//! of `--db`, answering each command with its report and the schema after it.

use std::path::PathBuf;

use super::{Engine, Worker};
use crate::app::{PlayAnswer, PlayLive};
use crate::core::lang::Lang;
use crate::i18n::I18n;
use crate::playground::{Cancel, Playground};

/// Where the playground keeps its database: in memory, or the file of `--db`.
#[derive(Debug, Clone, Default)]
pub struct PlayPlace {
    pub db: Option<PathBuf>,
    /// The progress file, which the playground refuses to open.
    pub progress: Option<PathBuf>,
    /// The playgrounds the course defines, shared with the worker's playground.
    pub defs: crate::playground::Definitions,
}

impl Engine for Playground {
    type Live = PlayLive;
    type Answer = PlayAnswer;

    fn ready(&self) -> Option<PlayLive> {
        Some(PlayLive::Ready(self.schema_lines()))
    }

    fn canceller(&self) -> Cancel {
        Playground::canceller(self)
    }

    fn run(&mut self, line: &str, live: &mut dyn FnMut(PlayLive)) -> PlayAnswer {
        let report = self.run_line(line, &mut |done, all| {
            live(PlayLive::Progress(done, all));
        });
        PlayAnswer {
            report,
            schema: self.schema_lines(),
            in_use: self.in_use().to_string(),
        }
    }

    fn supersedes(newer: &PlayLive, older: &PlayLive) -> bool {
        matches!(
            (newer, older),
            (PlayLive::Progress(..), PlayLive::Progress(..))
        )
    }
}

/// Starts the playground's worker.
pub fn start(place: PlayPlace, lang: Lang) -> Worker<Playground> {
    Worker::start(move || {
        let opened = match &place.db {
            Some(db) => Playground::open(db, place.progress.as_deref()),
            None => Playground::in_memory(),
        };
        opened
            .map(|mut pg| {
                pg.share_definitions(place.defs.clone());
                pg
            })
            .map_err(|e| I18n::new(lang).msg(&e.message()))
    })
}
