//! A run's feed cache on a thread of its own: each simulated second's commands are applied
//! there while the engine works out the next second's. Applying waits on memory (or on a
//! server); working out a second is the queue, the fan-out lists and the histograms: on two
//! cores the two overlap, and a fan-out on write's hour took the sum of both before.

use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

use super::store::{FeedStore, Growth, Op, StoreError};

/// What applying one second's commands came to, with the buffer they came in (kept for a
/// later second, so a run allocates two buffers in all).
pub struct Applied {
    pub second: u64,
    pub grown: Result<Growth, StoreError>,
    pub spare: Vec<Op>,
}

/// The engine's end of the store's thread: at most one second in flight, so the commands
/// reach the store in order and a stop is heard within a second's work.
pub struct Pipe {
    send: SyncSender<(u64, Vec<Op>)>,
    back: Receiver<Applied>,
    in_flight: bool,
}

impl Pipe {
    /// Hands second `t`'s commands to the store; the one before must have been `wait`ed.
    pub fn send(&mut self, t: u64, ops: Vec<Op>) -> Result<(), StoreError> {
        self.send
            .send((t, ops))
            .map_err(|_| StoreError::Failed("the feed cache's thread stopped".into()))?;
        self.in_flight = true;
        Ok(())
    }

    /// The second in flight, once applied; `None` when there is none.
    pub fn wait(&mut self) -> Option<Applied> {
        if !std::mem::take(&mut self.in_flight) {
            return None;
        }
        Some(self.back.recv().unwrap_or_else(|_| Applied {
            second: 0,
            grown: Err(StoreError::Failed("the feed cache's thread stopped".into())),
            spare: Vec::new(),
        }))
    }
}

/// Runs `body` with a pipe to `store` on a thread of its own, which ends with it.
pub fn with_store<R>(store: &mut dyn FeedStore, body: impl FnOnce(&mut Pipe) -> R) -> R {
    std::thread::scope(|s| {
        let (send, jobs) = sync_channel::<(u64, Vec<Op>)>(1);
        let (done, back) = sync_channel::<Applied>(1);
        s.spawn(move || {
            for (second, ops) in jobs {
                let grown = store.apply(&ops);
                let spare = ops;
                if done
                    .send(Applied {
                        second,
                        grown,
                        spare,
                    })
                    .is_err()
                {
                    break;
                }
            }
        });
        let mut pipe = Pipe {
            send,
            back,
            in_flight: false,
        };
        body(&mut pipe)
        // The pipe goes here: the thread sees its end and stops.
    })
}
