//! The playground on a thread of its own, so `gen` of millions of edges or a slow query
//! never freezes the screen: commands go in over a channel, progress and reports come back
//! as messages for the model.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};

use crate::app::{Msg, PlayDone};
use crate::core::lang::Lang;
use crate::i18n::I18n;
use crate::playground::{Cancel, Playground};

/// A command line handed over, numbered so its answer finds its place.
pub struct PlayCommand {
    pub id: u64,
    pub line: String,
}

pub struct PlayWorker {
    tx: Sender<PlayCommand>,
    rx: Receiver<Msg>,
    /// Stops the running command from this side; set once the playground is open.
    cancel: Arc<Mutex<Option<Cancel>>>,
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
        let (tx, commands) = mpsc::channel::<PlayCommand>();
        let (answers, rx) = mpsc::channel::<Msg>();
        let cancel = Arc::new(Mutex::new(None));
        let slot = Arc::clone(&cancel);
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
            if let Ok(mut c) = slot.lock() {
                *c = Some(pg.canceller());
            }
            let _ = answers.send(Msg::PlaySchema(pg.schema_lines()));
            while let Ok(cmd) = commands.recv() {
                let progress_tx = answers.clone();
                let mut progress = move |done: u64, all: u64| {
                    let _ = progress_tx.send(Msg::PlayProgress(done, all));
                };
                let report = pg.run_line(&cmd.line, &mut progress);
                let done = Msg::PlayDone(Box::new(PlayDone {
                    id: cmd.id,
                    line: cmd.line,
                    report,
                    schema: pg.schema_lines(),
                }));
                if answers.send(done).is_err() {
                    return;
                }
            }
        });
        PlayWorker { tx, rx, cancel }
    }

    /// Hands a command over; false when the worker has stopped.
    pub fn send(&self, cmd: PlayCommand) -> bool {
        self.tx.send(cmd).is_ok()
    }

    /// Stops the command running now, if any.
    pub fn cancel(&self) {
        if let Ok(c) = self.cancel.lock()
            && let Some(c) = c.as_ref()
        {
            c.cancel();
        }
    }

    /// What the worker has said since the last look.
    pub fn poll(&self) -> Vec<Msg> {
        self.rx.try_iter().collect()
    }
}
