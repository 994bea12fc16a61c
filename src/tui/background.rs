//! The course loading on a worker thread after the first frame, which had only its manifest:
//! how far it is, as messages for the home screen's progress bar, then the course itself.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use crate::app::{Msg, Snapshot};
use crate::content::{self, LoadProgress, Loaded, Loader};
use crate::core::clock::Clock;
use crate::core::course::Course;
use crate::storage::Progress;

/// Scopes the progress file to the whole course (every lesson, question and drill) and
/// reads what it holds for it; `None` when it cannot (the first reading stands).
pub type Rescope = fn(&mut Progress, &Course, Clock) -> Option<Snapshot>;

/// How often the progress bar may move: a frame at most every this long.
const BAR_EVERY: Duration = Duration::from_millis(15);

pub struct Background {
    done: Receiver<(Loaded, Loader)>,
    progress: Arc<LoadProgress>,
    /// The progress last reported, so an unchanged one sends nothing, and when: the loop
    /// looks for the course every few ms, and the bar is drawn at most every `BAR_EVERY`.
    said: Option<(usize, usize)>,
    said_at: Instant,
    /// The course folder to watch once it has loaded (`--watch`), as it was before loading.
    watch: Option<(PathBuf, super::watch::Stamp)>,
    pub rescope: Rescope,
}

/// What the worker has to say since the last look.
pub enum Heard {
    Nothing,
    Progress(Msg),
    /// The course, and the loader that remembers its files (for watch mode), and the folder
    /// to watch with how it looked when the load began.
    Done(Box<Loaded>, Loader, Option<(PathBuf, super::watch::Stamp)>),
    /// The worker ended without a course (a bug: loading never panics on bad input).
    Failed,
}

impl Background {
    /// Loads the course of `dir` (or the bundled one) with `loader` on a thread of its own.
    pub fn start(
        loader: Loader,
        dir: Option<PathBuf>,
        watch: bool,
        rescope: Rescope,
    ) -> Background {
        let progress = Arc::new(LoadProgress::default());
        let mut loader = loader.with_progress(Arc::clone(&progress));
        let (tx, rx) = mpsc::channel();
        let watch = dir
            .clone()
            .filter(|_| watch)
            .map(|d| (d.clone(), content::files::fingerprint(&d)));
        std::thread::spawn(move || {
            let loaded = match &dir {
                Some(d) => content::load_dir_with(&mut loader, d),
                None => content::load_bundled_with(&mut loader),
            };
            let _ = tx.send((loaded, loader));
        });
        Background {
            done: rx,
            progress,
            said: None,
            said_at: Instant::now(),
            watch,
            rescope,
        }
    }

    pub fn watches(&self) -> bool {
        self.watch.is_some()
    }

    pub fn poll(&mut self) -> Heard {
        match self.done.try_recv() {
            Ok((loaded, loader)) => {
                return Heard::Done(Box::new(loaded), loader, self.watch.take());
            }
            Err(TryRecvError::Disconnected) => return Heard::Failed,
            Err(TryRecvError::Empty) => {}
        }
        let now = (
            self.progress.done.load(Ordering::Relaxed),
            self.progress.total.load(Ordering::Relaxed),
        );
        if self.said == Some(now) || self.said_at.elapsed() < BAR_EVERY {
            return Heard::Nothing;
        }
        self.said = Some(now);
        self.said_at = Instant::now();
        Heard::Progress(Msg::LoadProgress(now.0, now.1))
    }
}
