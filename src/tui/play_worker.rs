//! The playground on a thread of its own, so `gen` of millions of edges or a slow query
//! never freezes the screen: commands go in over a channel, progress and reports come back
//! as messages for the model.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};

use crate::app::Msg;
use crate::core::lang::Lang;
use crate::i18n::I18n;
use crate::playground::Playground;

pub struct PlayWorker {
    tx: Sender<String>,
    rx: Receiver<Msg>,
}

/// Where the playground keeps its database: in memory, or the file of `--db`.
#[derive(Debug, Clone, Default)]
pub struct PlayPlace {
    pub db: Option<PathBuf>,
    /// The progress file, which the playground refuses to open.
    pub progress: Option<PathBuf>,
}

impl PlayWorker {
    pub fn start(place: PlayPlace, lang: Lang) -> PlayWorker {
        let (tx, commands) = mpsc::channel::<String>();
        let (answers, rx) = mpsc::channel::<Msg>();
        std::thread::spawn(move || {
            let opened = match &place.db {
                Some(db) => Playground::open(db, place.progress.as_deref()),
                None => Playground::in_memory(),
            };
            let mut pg = match opened {
                Ok(p) => p,
                Err(e) => {
                    let _ = answers.send(Msg::PlayFailed(I18n::new(lang).msg(&e.message())));
                    return;
                }
            };
            let _ = answers.send(Msg::PlaySchema(pg.schema_lines()));
            while let Ok(line) = commands.recv() {
                let progress_tx = answers.clone();
                let mut progress = move |done: u64, all: u64| {
                    let _ = progress_tx.send(Msg::PlayProgress(done, all));
                };
                let report = pg.run_line(&line, &mut progress);
                let done = Msg::PlayDone(Box::new(report), pg.schema_lines());
                if answers.send(done).is_err() {
                    return;
                }
            }
        });
        PlayWorker { tx, rx }
    }

    /// Hands a command over; false when the worker has stopped.
    pub fn send(&self, line: String) -> bool {
        self.tx.send(line).is_ok()
    }

    /// What the worker has said since the last look.
    pub fn poll(&self) -> Vec<Msg> {
        self.rx.try_iter().collect()
    }
}
