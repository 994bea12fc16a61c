//! Zipf-distributed ranks in `1..=n` without a table of `n` weights: rejection-inversion
//! sampling (Hörmann and Derflinger, 1996), a few floating-point operations a draw and
//! constant memory, so a hot key among ten million is as cheap as among ten.

use rand::RngExt;

/// Ranks `1..=n`, rank `k` drawn in proportion to `1 / k^s`.
#[derive(Debug, Clone, Copy)]
pub struct Zipf {
    n: f64,
    s: f64,
    h_x1: f64,
    h_n: f64,
    cut: f64,
}

impl Zipf {
    /// `None` for no ranks or an exponent that is not positive and finite.
    pub fn new(n: u64, s: f64) -> Option<Zipf> {
        if n == 0 || !(s > 0.0 && s.is_finite()) {
            return None;
        }
        let n = n as f64;
        let mut z = Zipf {
            n,
            s,
            h_x1: 0.0,
            h_n: 0.0,
            cut: 0.0,
        };
        z.h_x1 = z.h_integral(1.5) - 1.0;
        z.h_n = z.h_integral(n + 0.5);
        z.cut = 2.0 - z.h_integral_inverse(z.h_integral(2.5) - z.h(2.0));
        Some(z)
    }

    /// One rank.
    pub fn sample(&self, rng: &mut impl rand::Rng) -> u64 {
        loop {
            let u = self.h_n + rng.random::<f64>() * (self.h_x1 - self.h_n);
            let x = self.h_integral_inverse(u);
            let k = x.round().clamp(1.0, self.n);
            if k - x <= self.cut || u >= self.h_integral(k + 0.5) - self.h(k) {
                return k as u64;
            }
        }
    }

    fn h(&self, x: f64) -> f64 {
        (-self.s * x.ln()).exp()
    }

    fn h_integral(&self, x: f64) -> f64 {
        let l = x.ln();
        expm1_over((1.0 - self.s) * l) * l
    }

    fn h_integral_inverse(&self, x: f64) -> f64 {
        let t = (x * (1.0 - self.s)).max(-1.0);
        (ln1p_over(t) * x).exp()
    }
}

/// `(e^x - 1) / x`, exact near 0.
fn expm1_over(x: f64) -> f64 {
    if x.abs() > 1e-8 {
        x.exp_m1() / x
    } else {
        1.0 + x / 2.0 * (1.0 + x / 3.0 * (1.0 + x / 4.0))
    }
}

/// `ln(1 + x) / x`, exact near 0.
fn ln1p_over(x: f64) -> f64 {
    if x.abs() > 1e-8 {
        x.ln_1p() / x
    } else {
        1.0 - x * (0.5 - x * (1.0 / 3.0 - x / 4.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn ranks_follow_one_over_k_to_the_s() {
        for s in [0.8, 1.0, 1.3] {
            let z = Zipf::new(1000, s).expect("zipf");
            let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(7);
            let mut counts = vec![0u64; 1001];
            let draws = 200_000;
            for _ in 0..draws {
                let k = z.sample(&mut rng);
                assert!((1..=1000).contains(&k));
                counts[k as usize] += 1;
            }
            let norm: f64 = (1..=1000).map(|k| 1.0 / (k as f64).powf(s)).sum();
            for k in [1usize, 2, 10] {
                let want = draws as f64 / (k as f64).powf(s) / norm;
                let got = counts[k] as f64;
                assert!(
                    (got - want).abs() < want * 0.05,
                    "s={s} k={k}: {got} vs {want}"
                );
            }
        }
        assert!(Zipf::new(0, 1.0).is_none());
        assert!(Zipf::new(5, 0.0).is_none());
    }
}
