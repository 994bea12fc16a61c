//! A tool's worker: the playground or the simulator on a thread of its own, so `gen` of
//! millions of edges, a slow query or a simulated hour never freezes the screen. Command
//! lines go in over a channel, numbered; looks at the running command and each answer come
//! back as the tool's `ConsoleMsg`. One worker serves any tool that implements `Engine`.

pub mod feed;
pub mod play;

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};

use crate::app::{ConsoleMsg, Done};
use crate::playground::Cancel;

/// What a tool offers its worker.
pub trait Engine: 'static {
    /// A look at the tool or at the command running.
    type Live: Send + 'static;
    /// The answer to one command.
    type Answer: Send + 'static;
    /// What the screen learns once the tool is open (the playground's tables), if anything.
    fn ready(&self) -> Option<Self::Live>;
    /// Stops the command running from another thread.
    fn canceller(&self) -> Cancel;
    /// Runs one command line, sending looks at it as it goes.
    fn run(&mut self, line: &str, live: &mut dyn FnMut(Self::Live)) -> Self::Answer;
    /// Whether `newer` makes `older`, not yet read, not worth showing (a later look at the
    /// same run): the screen draws only the newest.
    fn supersedes(newer: &Self::Live, older: &Self::Live) -> bool;
}

type Said<E> = ConsoleMsg<<E as Engine>::Live, <E as Engine>::Answer>;

pub struct Worker<E: Engine> {
    tx: Sender<(u64, String)>,
    rx: Receiver<Said<E>>,
    /// Stops the running command from this side; set once the tool is open.
    cancel: Arc<Mutex<Option<Cancel>>>,
}

impl<E: Engine> Worker<E> {
    /// Starts the thread, which opens the tool (`open` says why it could not, in the
    /// learner's language) and then runs the lines it is handed, one at a time.
    pub fn start(open: impl FnOnce() -> Result<E, String> + Send + 'static) -> Worker<E> {
        let (tx, lines) = mpsc::channel::<(u64, String)>();
        let (answers, rx) = mpsc::channel::<Said<E>>();
        let cancel = Arc::new(Mutex::new(None));
        let slot = Arc::clone(&cancel);
        std::thread::spawn(move || {
            let mut engine = match open() {
                Ok(e) => e,
                Err(why) => {
                    let _ = answers.send(ConsoleMsg::Failed(why));
                    return;
                }
            };
            if let Ok(mut c) = slot.lock() {
                *c = Some(engine.canceller());
            }
            if let Some(look) = engine.ready() {
                let _ = answers.send(ConsoleMsg::Live(look));
            }
            while let Ok((id, line)) = lines.recv() {
                let looks = answers.clone();
                let mut live = move |look| {
                    let _ = looks.send(ConsoleMsg::Live(look));
                };
                let answer = engine.run(&line, &mut live);
                let done = ConsoleMsg::Done(Box::new(Done { id, line, answer }));
                if answers.send(done).is_err() {
                    return;
                }
            }
        });
        Worker { tx, rx, cancel }
    }

    /// Hands a line over; false when the worker has stopped.
    pub fn send(&self, id: u64, line: String) -> bool {
        self.tx.send((id, line)).is_ok()
    }

    /// Stops the command running now, if any.
    pub fn cancel(&self) {
        if let Ok(c) = self.cancel.lock()
            && let Some(c) = c.as_ref()
        {
            c.cancel();
        }
    }

    /// What the worker has said since the last look; of several looks at a run in a row
    /// only the newest counts.
    pub fn poll(&self) -> Vec<Said<E>> {
        let mut out: Vec<Said<E>> = Vec::new();
        for said in self.rx.try_iter() {
            if let (ConsoleMsg::Live(newer), Some(ConsoleMsg::Live(older))) = (&said, out.last())
                && E::supersedes(newer, older)
            {
                out.pop();
            }
            out.push(said);
        }
        out
    }
}
