//! A log-bucketed histogram of durations in microseconds: constant memory for millions of
//! samples, percentiles within about 1 % of the exact value.

/// Buckets per doubling: 2^(1/64) apart, so a bucket is 1.1 % wide.
const PER_DOUBLING: f64 = 64.0;
/// Enough buckets for 2^40 µs (12 days).
const BUCKETS: usize = 64 * 40 + 1;

#[derive(Debug, Clone, PartialEq)]
pub struct Hist {
    counts: Vec<u64>,
    total: u64,
    max: f64,
}

impl Default for Hist {
    fn default() -> Hist {
        Hist {
            counts: vec![0; BUCKETS],
            total: 0,
            max: 0.0,
        }
    }
}

/// p50, p99 and the largest, in microseconds.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Percentiles {
    pub p50: f64,
    pub p99: f64,
    pub max: f64,
    pub samples: u64,
}

/// The mantissa bits that pick a row of `rows()`: each row is far narrower than a bucket
/// (0.02 % against 1.1 %), so a value lies in its row's first bucket or the one after.
const ROW_BITS: u32 = 12;

/// A value's bucket, from its exponent and a table rather than a logarithm: a fan-out adds
/// tens of millions of samples, and `log2` was the largest part of adding one.
fn bucket(us: f64) -> usize {
    if us.is_nan() || us < 1.0 {
        return 0;
    }
    let bits = us.to_bits();
    // The unbiased exponent: whole doublings above 1 µs.
    let doubling = ((bits >> 52) as usize).saturating_sub(1023);
    if doubling >= 40 {
        return BUCKETS - 1;
    }
    let row = ((bits >> (52 - ROW_BITS)) & ((1 << ROW_BITS) - 1)) as usize;
    let b = doubling * 64 + usize::from(rows()[row]) + 1;
    if us >= upper(b) { b + 1 } else { b }.min(BUCKETS - 1)
}

/// For each row of mantissas (1 + row / 2^ROW_BITS), how many bucket bounds within a
/// doubling lie at or below it.
fn rows() -> &'static [u8] {
    static ROWS: std::sync::LazyLock<Vec<u8>> = std::sync::LazyLock::new(|| {
        let per = 1usize << ROW_BITS;
        (0..per)
            .map(|row| {
                let m = 1.0 + row as f64 / per as f64;
                (1..64u8).filter(|&j| upper(usize::from(j)) <= m).count() as u8
            })
            .collect()
    });
    &ROWS
}

/// Where each bucket ends: `upper(b)` is the first value of bucket `b + 1`. Computed once,
/// since a simulation asks for millions of them and a power costs more than the rest of
/// adding a sample.
fn upper(b: usize) -> f64 {
    static UPPER: std::sync::LazyLock<Vec<f64>> = std::sync::LazyLock::new(|| {
        (0..BUCKETS)
            .map(|b| match b {
                0 => 1.0,
                _ => 2f64.powf(b as f64 / PER_DOUBLING),
            })
            .collect()
    });
    UPPER.get(b).copied().unwrap_or(f64::INFINITY)
}

/// The middle of a bucket (geometric), the value a percentile reports.
fn value(b: usize) -> f64 {
    if b == 0 {
        return 0.0;
    }
    2f64.powf((b as f64 - 0.5) / PER_DOUBLING)
}

impl Hist {
    /// Adds `n` samples of the same duration.
    pub fn add(&mut self, us: f64, n: u64) {
        if n == 0 {
            return;
        }
        self.counts[bucket(us)] += n;
        self.total += n;
        if us > self.max {
            self.max = us;
        }
    }

    /// Adds `n` samples `first, first + step, first + 2 × step, ...`: the writes of one
    /// post a worker makes back to back. Costs a step per bucket crossed, not per sample.
    pub fn add_linear(&mut self, first: f64, step: f64, n: u64) {
        if step <= 0.0 {
            return self.add(first, n);
        }
        // Below `own`, a step is wider than a bucket (a bucket at v is less than
        // v × (2^(1/64) - 1) wide), so every sample has a bucket of its own: each is added
        // without working out how many more share it.
        let own = step / (upper(1) - 1.0);
        let mut k = 0;
        while k < n {
            let v = first + k as f64 * step;
            if v >= own {
                break;
            }
            self.counts[bucket(v)] += 1;
            k += 1;
        }
        self.total += k;
        while k < n {
            let v = first + k as f64 * step;
            let b = bucket(v);
            // The first value past this bucket, and how many samples fall before it.
            let room = ((upper(b) - v) / step).ceil().max(1.0) as u64;
            let m = room.min(n - k);
            self.counts[b] += m;
            self.total += m;
            k += m;
        }
        let last = first + (n.saturating_sub(1)) as f64 * step;
        if n > 0 && last > self.max {
            self.max = last;
        }
    }

    pub fn merge(&mut self, other: &Hist) {
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
        self.total += other.total;
        self.max = self.max.max(other.max);
    }

    /// The value below which `q` (0 to 1) of the samples fall.
    pub fn quantile(&self, q: f64) -> f64 {
        if self.total == 0 {
            return 0.0;
        }
        let want = ((self.total as f64) * q).ceil().max(1.0) as u64;
        let mut seen = 0;
        for (b, n) in self.counts.iter().enumerate() {
            seen += n;
            if seen >= want {
                return value(b).min(self.max);
            }
        }
        self.max
    }

    pub fn percentiles(&self) -> Percentiles {
        Percentiles {
            p50: self.quantile(0.50),
            p99: self.quantile(0.99),
            max: self.max,
            samples: self.total,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_within_a_bucket_of_the_exact_value() {
        let mut h = Hist::default();
        for us in 1..=100_000u64 {
            h.add(us as f64, 1);
        }
        let p = h.percentiles();
        assert!((p.p50 - 50_000.0).abs() / 50_000.0 < 0.012, "{p:?}");
        assert!((p.p99 - 99_000.0).abs() / 99_000.0 < 0.012, "{p:?}");
        assert_eq!(p.max, 100_000.0);
        assert_eq!(p.samples, 100_000);
    }

    #[test]
    fn a_linear_run_lands_as_sample_by_sample() {
        let (mut one, mut bulk) = (Hist::default(), Hist::default());
        for k in 0..50_000u64 {
            one.add(7.0 + k as f64 * 20.0, 1);
        }
        bulk.add_linear(7.0, 20.0, 50_000);
        for q in [0.01, 0.5, 0.9, 0.99, 1.0] {
            let (a, b) = (one.quantile(q), bulk.quantile(q));
            assert!((a - b).abs() / a < 0.012, "q {q}: {a} against {b}");
        }
        assert_eq!(one.percentiles().max, bulk.percentiles().max);
        assert_eq!(one.percentiles().samples, bulk.percentiles().samples);
    }

    /// Bucket by bucket, whether the samples start below one microsecond, below the point
    /// where a step spans a bucket, or far above it.
    #[test]
    fn a_linear_run_fills_the_very_buckets_its_samples_fill() {
        for (first, step, n) in [
            (0.3, 0.25, 40),
            (7.0, 20.0, 50_000),
            (20.0, 20.0, 200),
            (1_500.0, 20.0, 300),
            (90_000.0, 0.5, 10_000),
            (3.0, 1_000.0, 64),
        ] {
            let (mut one, mut bulk) = (Hist::default(), Hist::default());
            for k in 0..n {
                one.add(first + k as f64 * step, 1);
            }
            bulk.add_linear(first, step, n);
            assert_eq!(one, bulk, "{first} + k × {step}, {n} samples");
        }
    }

    /// The table finds the bucket a logarithm gives, on both sides of every bound.
    #[test]
    fn a_value_lands_in_the_bucket_its_logarithm_names() {
        for b in 1..BUCKETS - 1 {
            let bound = upper(b);
            for v in [bound * (1.0 - 1e-9), bound * (1.0 + 1e-9), bound * 1.005] {
                let by_log = ((v.log2() * PER_DOUBLING) as usize + 1).min(BUCKETS - 1);
                assert_eq!(bucket(v), by_log, "{v} near the end of bucket {b}");
            }
        }
        assert_eq!(bucket(0.5), 0);
        assert_eq!(bucket(f64::NAN), 0);
        assert_eq!(bucket(1.0), 1);
        assert_eq!(bucket(1e30), BUCKETS - 1);
    }

    #[test]
    fn weighted_samples_count_as_many() {
        let mut h = Hist::default();
        h.add(10.0, 99);
        h.add(1_000_000.0, 1);
        assert!(h.quantile(0.99) < 11.0);
        assert!(h.quantile(1.0) > 990_000.0);
        assert_eq!(Hist::default().percentiles(), Percentiles::default());
    }
}
