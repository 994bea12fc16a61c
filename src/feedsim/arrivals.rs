//! When posts arrive in a run: ordinary authors as a Poisson stream, celebrities on a
//! schedule of their own.

use rand::RngExt;
use rand::rngs::ChaCha8Rng;

use crate::core::feed::Params;

/// Nanoseconds in a second: simulated time is kept in nanoseconds.
pub const NS: u64 = 1_000_000_000;

/// Seconds to the next event of a Poisson stream at `rate` a second (never, at 0).
pub fn gap(rng: &mut ChaCha8Rng, rate: u64) -> f64 {
    if rate == 0 {
        return f64::INFINITY;
    }
    let u: f64 = rng.random();
    -(1.0 - u).ln() / rate as f64
}

/// Celebrity k posts `big_posts` times an hour, evenly, the first half an interval in,
/// k milliseconds apart so two never post at once.
pub fn celebrity_posts(p: &Params, t: u64, posts: &mut Vec<(u64, u32)>) {
    if p.big_posts == 0 {
        return;
    }
    let interval = 3_600 * NS / p.big_posts;
    for k in 1..=p.graph.celebrities.min(u64::from(u32::MAX)) {
        let offset = interval / 2 + k * 1_000_000;
        let (from, to) = (t * NS, (t + 1) * NS);
        // The first j with offset + j × interval >= from.
        let mut j = from.saturating_sub(offset).div_ceil(interval);
        while offset + j * interval < to {
            let at = offset + j * interval;
            if at >= from {
                posts.push((at, k as u32));
            }
            j += 1;
        }
    }
}
