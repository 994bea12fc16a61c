//! How far a numeric estimate may be from the answer and still count: a percentage either
//! side (`tolerance: 5`), a factor (`tolerance: x2`), or the same order of magnitude
//! (`tolerance: magnitude`), where an interviewer takes 700 million for 747 million and
//! would take 300 million too.

use super::units;

#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Tolerance {
    /// Percent either side of the answer.
    Percent(f64),
    /// At most this many times above or below the answer (more than 1).
    Factor(f64),
    /// Within a factor of √10 ≈ 3.16: rounded to a power of ten, the same as the answer.
    Magnitude,
}

impl Tolerance {
    /// The written form of a string tolerance: `x2`, `×2.5`, `magnitude`; `None` otherwise.
    pub fn parse(s: &str) -> Option<Tolerance> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("magnitude") {
            return Some(Tolerance::Magnitude);
        }
        let n = s.strip_prefix(['x', 'X', '×'])?.trim();
        let f: f64 = n.parse().ok()?;
        (f.is_finite() && f > 1.0).then_some(Tolerance::Factor(f))
    }

    /// The largest ratio either way a factor tolerance admits.
    fn ratio(self) -> Option<f64> {
        match self {
            Tolerance::Percent(_) => None,
            Tolerance::Factor(f) => Some(f),
            Tolerance::Magnitude => Some(10f64.sqrt()),
        }
    }

    /// Whether `given` counts as `expected`.
    pub fn admits(self, given: f64, expected: f64) -> bool {
        match (self, self.ratio()) {
            (Tolerance::Percent(p), _) => {
                units::deviation(given, expected).percent.abs() <= p + 1e-9
            }
            (_, Some(r)) if given > 0.0 && expected > 0.0 => {
                let off = if given >= expected {
                    given / expected
                } else {
                    expected / given
                };
                off <= r * (1.0 + 1e-9)
            }
            _ => given == expected,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("x2", Some(Tolerance::Factor(2.0)))]
    #[case("×2.5", Some(Tolerance::Factor(2.5)))]
    #[case(" magnitude ", Some(Tolerance::Magnitude))]
    #[case("x1", None)]
    #[case("x", None)]
    #[case("2", None)]
    #[case("xinf", None)]
    fn written_forms(#[case] s: &str, #[case] t: Option<Tolerance>) {
        assert_eq!(Tolerance::parse(s), t);
    }

    #[rstest]
    // 700 million for 747.4 million: outside 5 %, inside a factor of 2 and the magnitude.
    #[case(Tolerance::Percent(5.0), 700e6, false)]
    #[case(Tolerance::Factor(2.0), 700e6, true)]
    #[case(Tolerance::Magnitude, 300e6, true)]
    #[case(Tolerance::Magnitude, 2e9, true)]
    #[case(Tolerance::Magnitude, 200e6, false)]
    #[case(Tolerance::Factor(2.0), 1.6e9, false)]
    #[case(Tolerance::Factor(2.0), -700e6, false)]
    fn estimates(#[case] t: Tolerance, #[case] given: f64, #[case] ok: bool) {
        assert_eq!(t.admits(given, 747.4e6), ok);
    }
}
