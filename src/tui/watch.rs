//! Watch mode: notices saved course files and reloads them after a short quiet period, as
//! rustlings' watch mode does, so an editor's save-in-several-writes reloads once.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::content::{self, Loaded, Loader, files};

/// Wait this long after the last change before reloading.
pub const DEBOUNCE: Duration = Duration::from_millis(200);
/// How often the folder is looked at.
pub const POLL: Duration = Duration::from_millis(100);

pub type Stamp = Vec<(PathBuf, Option<std::time::SystemTime>, u64)>;

pub struct Watcher {
    dir: PathBuf,
    last: Stamp,
    changed_at: Option<Instant>,
    /// Remembers every file's result, so a save reparses only the file that changed.
    loader: Loader,
}

impl Watcher {
    /// Watches `dir`; `loader` should be the one that loaded the course first.
    pub fn new(dir: &Path, loader: Loader) -> Watcher {
        Watcher::since(dir, loader, files::fingerprint(dir))
    }

    /// Watches `dir` for changes after `last`, the folder as it was when `loader` started
    /// reading it: a save while a large course loads is then seen, not taken as the start.
    pub fn since(dir: &Path, loader: Loader, last: Stamp) -> Watcher {
        Watcher {
            dir: dir.to_path_buf(),
            last,
            changed_at: None,
            loader,
        }
    }

    /// Call every tick; returns a freshly loaded course once changes have settled.
    pub fn poll(&mut self, now: Instant) -> Option<Loaded> {
        let stamp = files::fingerprint(&self.dir);
        if stamp != self.last {
            self.last = stamp;
            self.changed_at = Some(now);
            return None;
        }
        let settled = self
            .changed_at
            .is_some_and(|t| now.duration_since(t) >= DEBOUNCE);
        if !settled {
            return None;
        }
        self.changed_at = None;
        Some(content::load_dir_with(&mut self.loader, &self.dir))
    }
}
