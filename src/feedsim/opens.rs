//! A simulated second's feed opens: how many (one Poisson count: the opens' instants within
//! the second change nothing an open does), by whom (active accounts drawn uniformly), what
//! each reads and looks up, and what each costs. Opens of the same cost are tallied and
//! added to the latency histogram together at the end of the second, so a million opens
//! cost a few thousand histogram entries, not a logarithm each; and who opens is drawn in a
//! loop that also reads the one table an open needs, whose loads the processor overlaps.

use rand::rngs::ChaCha8Rng;
use rand_distr::{Distribution, Poisson};

use super::graph::Graph;
use super::store::Op;
use crate::core::feed::hist::Hist;
use crate::core::feed::{Figures, Params, Strategy};

/// Opens tallied by their key (lookups, or big accounts followed): how many opens had each,
/// and the keys seen since the last flush.
struct Tally {
    opens: Vec<u64>,
    seen: Vec<u32>,
}

impl Tally {
    /// Room for keys up to `max`.
    fn new(max: u32) -> Tally {
        Tally {
            opens: vec![0; max as usize + 1],
            seen: Vec::new(),
        }
    }

    fn add(&mut self, key: u32) {
        let Some(n) = self.opens.get_mut(key as usize) else {
            return;
        };
        if *n == 0 {
            self.seen.push(key);
        }
        *n += 1;
    }

    /// Adds every tallied open to `hist` at its cost, and starts again.
    fn flush(&mut self, hist: &mut Hist, cost: impl Fn(u64) -> f64) {
        for key in self.seen.drain(..) {
            if let Some(n) = self.opens.get_mut(key as usize) {
                hist.add(cost(u64::from(key)), std::mem::take(n));
            }
        }
    }
}

/// The opens of one run, second after second.
pub struct Opens {
    poisson: Option<Poisson<f64>>,
    /// Where the draws of who opens start, from the graph's seed.
    seed: u64,
    /// The opens so far: the `n`th open scrolls deep by a stable share of `n`.
    done: u64,
    /// Each active account with its key, in the order of `Graph::actives`: how many
    /// accounts it follows (fan-out on read), or how many big ones (the others). Made once
    /// a run, so that an open reads one entry of one table, not the account's id and then
    /// its entries in tables of every account.
    keys: Vec<(u32, u32)>,
    /// This second's opens: who, with their key.
    drawn: Vec<(u32, u32)>,
    tally: Tally,
}

/// What the opens add to the run's counters besides the figures.
pub struct Counts<'a> {
    pub f: &'a mut Figures,
    pub latency: &'a mut Hist,
    pub lookups: &'a mut u64,
    pub ops: &'a mut Vec<Op>,
}

impl Opens {
    pub fn new(p: &Params, g: &Graph, big: &[u32]) -> Opens {
        let key = |u: u32| match p.strategy {
            Strategy::Read => g.following(u).len() as u32,
            _ => big.get(u as usize).copied().unwrap_or(0),
        };
        let keys: Vec<(u32, u32)> = g.actives.iter().map(|&u| (u, key(u))).collect();
        let max = keys.iter().map(|&(_, k)| k).max().unwrap_or(0);
        Opens {
            // A rate of 0 opens nothing; the settings' limits keep it finite.
            poisson: Poisson::new(p.opens as f64).ok(),
            seed: p.graph.seed ^ 0x0BE2_F00D,
            done: 0,
            keys,
            drawn: Vec::new(),
            tally: Tally::new(max),
        }
    }

    /// One second's opens, by active accounts drawn uniformly.
    pub fn second(&mut self, rng: &mut ChaCha8Rng, p: &Params, g: &Graph, to: Counts) {
        let n = self.poisson.as_ref().map_or(0, |d| d.sample(rng) as u64);
        self.drawn.clear();
        let active = self.keys.len() as u128;
        if active > 0 {
            // The `k`th open of the run is by the active account a hash of (seed, k) picks:
            // uniform (a multiply-shift of 64 random bits, off by at most accounts / 2^64),
            // and each draw independent of the one before; this loop does nothing else, so
            // the processor runs many draws, and their reads of the table, at once.
            let (seed, from, keys) = (self.seed, self.done, &self.keys);
            self.drawn.extend((from + 1..=from + n).map(|k| {
                let r = u128::from(super::graph::mix(seed, k));
                let i = ((r * active) >> 64) as usize;
                keys.get(i).copied().unwrap_or_default()
            }));
        }
        match p.strategy {
            Strategy::Read => self.read(p, to),
            _ => self.cached(p, g, to),
        }
    }

    /// Fan-out on read: every open looks up each account it follows.
    fn read(&mut self, p: &Params, to: Counts) {
        let mut lookups = 0u64;
        for &(_, l) in &self.drawn {
            lookups += u64::from(l);
            self.tally.add(l);
        }
        let opens = self.drawn.len() as u64;
        self.done += opens;
        to.f.opens += opens;
        to.f.merged += lookups + opens * p.page;
        *to.lookups += lookups;
        let k = p.cost;
        let page = p.page as f64;
        self.tally.flush(to.latency, |l| {
            l as f64 * k.lookup + (l as f64 + page) * k.merge
        });
    }

    /// Fan-out on write and the hybrid: every open reads its feed's first page, merges the
    /// big accounts it follows (hybrid), and a deep scroll takes the read path as well.
    fn cached(&mut self, p: &Params, g: &Graph, to: Counts) {
        let k = p.cost;
        let page = p.page as f64;
        let cost = |b: u64| {
            let merge = if b > 0 {
                (b as f64 + page) * k.merge
            } else {
                0.0
            };
            k.read + b as f64 * k.lookup + merge
        };
        let (mut opens, mut fallbacks, mut merged, mut lookups) = (0, 0, 0, 0);
        for &(u, b) in &self.drawn {
            opens += 1;
            to.ops.push(Op::Read {
                user: u,
                count: p.page as u32,
            });
            let mut looked = u64::from(b);
            // Deep scrolls, a stable share of opens: past the cap, the read path.
            let n = self.done + opens;
            if crate::core::partition::hash(n as i64) % 10_000 < p.deep as u32 {
                fallbacks += 1;
                let l = g.following(u).len() as u64;
                looked += l;
                let read_path = l as f64 * k.lookup + (l as f64 + page) * k.merge;
                to.latency.add(cost(u64::from(b)) + read_path, 1);
            } else {
                self.tally.add(b);
            }
            if looked > 0 {
                merged += looked + p.page;
            }
            lookups += looked;
        }
        self.done += opens;
        to.f.opens += opens;
        to.f.list_reads += opens;
        to.f.fallbacks += fallbacks;
        to.f.merged += merged;
        *to.lookups += lookups;
        self.tally.flush(to.latency, cost);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::play::Gen;
    use crate::playground::Cancel;
    use rand::SeedableRng;

    /// A hundred seconds of 1,000 opens a second among 2,000 accounts: each open is one page
    /// read by an active account, once in the latency histogram, and the accounts are drawn
    /// evenly.
    #[test]
    fn every_open_reads_a_page_and_is_costed_once() {
        let mut p = Params {
            opens: 1_000,
            strategy: Strategy::Write,
            ..Params::default()
        };
        p.graph = Gen {
            users: 2_000,
            avg: 20,
            celebrities: 0,
            max: 1,
            seed: 5,
        };
        let g = Graph::build(&p.graph, 100, &mut |_, _| {}, &Cancel::default()).unwrap();
        let mut opens = Opens::new(&p, &g, &[]);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let (mut f, mut latency, mut lookups, mut ops) =
            (Figures::default(), Hist::default(), 0, Vec::new());
        for _ in 0..100 {
            let to = Counts {
                f: &mut f,
                latency: &mut latency,
                lookups: &mut lookups,
                ops: &mut ops,
            };
            opens.second(&mut rng, &p, &g, to);
        }
        assert!((95_000..105_000).contains(&f.opens), "{}", f.opens);
        assert_eq!(ops.len() as u64, f.opens);
        assert_eq!(latency.percentiles().samples, f.opens);
        let mut by_account = vec![0u32; 2_001];
        for op in &ops {
            by_account[op.user() as usize] += 1;
        }
        // Drawn evenly, each account's count is about Poisson: its variance near its mean.
        let share = f.opens as f64 / 2_000.0;
        let variance = by_account[1..]
            .iter()
            .map(|&n| (f64::from(n) - share).powi(2))
            .sum::<f64>()
            / 2_000.0;
        assert!(
            (0.8..1.2).contains(&(variance / share)),
            "{variance} against {share}"
        );
    }
}
