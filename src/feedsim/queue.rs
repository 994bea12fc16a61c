//! The fan-out queue, keyed by author as a Kafka topic is: P partitions in arrival order,
//! W workers each owning the partitions `p mod W`, and a worker draining one post's writes
//! at a time at the cost model's speed, so a big account's post holds up every post behind
//! it on its partition.

use std::collections::VecDeque;

use crate::core::feed::PartLag;
use crate::core::partition;

/// One post waiting for, or in, its fan-out.
#[derive(Debug, Clone)]
pub struct Job {
    pub post: u32,
    pub author: u32,
    /// When it was posted, ns of simulated time.
    pub at: u64,
    /// Followers it still has to reach (after any skipped), and the next one to look at.
    pub left: u64,
    pub next: usize,
    pub started: bool,
}

pub struct Queue {
    parts: Vec<VecDeque<Job>>,
    /// Feed writes waiting per partition.
    pub pending: Vec<u64>,
    pub lag: Vec<PartLag>,
    /// Feed writes waiting in all partitions, and the most at once since `take_peak`:
    /// measured after every push, at the instants a partition's own peak is measured, so
    /// no partition can show more than the whole queue held at that moment.
    total: u64,
    peak: u64,
    /// When each worker is next free, ns.
    free_at: Vec<u64>,
}

impl Queue {
    pub fn new(partitions: u64, workers: u64) -> Queue {
        let p = partitions.max(1) as usize;
        Queue {
            parts: vec![VecDeque::new(); p],
            pending: vec![0; p],
            lag: vec![PartLag::default(); p],
            total: 0,
            peak: 0,
            free_at: vec![0; workers.max(1) as usize],
        }
    }

    pub fn partition_of(&self, author: u32) -> usize {
        partition::slot(i64::from(author), self.parts.len() as u32) as usize
    }

    pub fn push(&mut self, job: Job) {
        let p = self.partition_of(job.author);
        self.pending[p] += job.left;
        self.lag[p].posts += 1;
        self.lag[p].max_pending = self.lag[p].max_pending.max(self.pending[p]);
        self.total += job.left;
        self.peak = self.peak.max(self.total);
        self.parts[p].push_back(job);
    }

    pub fn workers(&self) -> usize {
        self.free_at.len()
    }

    pub fn total_pending(&self) -> u64 {
        self.total
    }

    /// The most feed writes waiting at once since the last call; the count starts again
    /// from what waits now.
    pub fn take_peak(&mut self) -> u64 {
        std::mem::replace(&mut self.peak, self.total)
    }

    /// The partition whose head job worker `w` takes next: the earliest posted among the
    /// partitions it owns (workers beyond the partitions own none, as in Kafka).
    fn next_for(&self, w: usize) -> Option<usize> {
        (w..self.parts.len())
            .step_by(self.free_at.len())
            .filter_map(|p| self.parts[p].front().map(|j| (j.at, p)))
            .min()
            .map(|(_, p)| p)
    }

    /// Runs worker `w` until `end` ns, a write taking `cost` ns. `chunk(job, now, n)` makes
    /// up to `n` of the job's next feed writes back to back from `now` (the first done at
    /// `now + cost`) and returns how many it made: fewer only when the job has no follower
    /// left to reach. `started(job, now)` is told when a job's fan-out starts.
    pub fn work(
        &mut self,
        w: usize,
        end: u64,
        cost: u64,
        chunk: &mut dyn FnMut(&mut Job, u64, u64) -> u64,
        started: &mut dyn FnMut(&Job, u64),
    ) {
        let mut now = self.free_at[w];
        while let Some(p) = self.next_for(w) {
            let Some(job) = self.parts[p].front_mut() else {
                break;
            };
            now = now.max(job.at);
            if now >= end {
                break;
            }
            if !job.started {
                job.started = true;
                let wait = (now - job.at) as f64 / 1_000.0;
                self.lag[p].max_wait = self.lag[p].max_wait.max(wait);
                started(job, now);
            }
            let room = (end - now).checked_div(cost).unwrap_or(job.left);
            let n = room.min(job.left);
            if n == 0 {
                break;
            }
            let made = chunk(job, now, n).min(n);
            now += made * cost;
            job.left -= made;
            self.pending[p] -= made;
            self.total -= made;
            if made < n {
                // No follower left to reach: what was counted for them never comes.
                self.pending[p] -= job.left;
                self.total -= job.left;
                job.left = 0;
            }
            if job.left > 0 {
                break;
            }
            self.parts[p].pop_front();
        }
        self.free_at[w] = now.max(self.free_at[w]);
    }
}
