//! The words the number reader knows, in both languages: units of size (bytes and bits,
//! decimal and binary prefixes), of time (ns to days), rates, and scale words. One table,
//! used by every screen that reads a figure (core::quantity).

use super::formula::Dims;
use super::lang::Lang;

/// What a word after a number means.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Word {
    /// Multiplies the number: `juta`, `k`, `million`.
    Scale(f64),
    /// A unit: its size in base units (bytes, seconds) and what it measures. `bits` marks a
    /// bit unit (a byte is 8 of them), so a bit/byte mix-up can be named.
    Unit { factor: f64, dims: Dims, bits: bool },
    /// Something per second in one word: `rps`, `qps`.
    PerSecond,
}

const KB: f64 = 1e3;
const KIB: f64 = 1024.0;

fn bytes(factor: f64) -> Word {
    Word::Unit {
        factor,
        dims: Dims::BYTES,
        bits: false,
    }
}

fn bits(factor: f64) -> Word {
    Word::Unit {
        factor: factor / 8.0,
        dims: Dims::BYTES,
        bits: true,
    }
}

fn time(seconds: f64) -> Word {
    Word::Unit {
        factor: seconds,
        dims: Dims::TIME,
        bits: false,
    }
}

/// A unit word exactly as written (case matters: `MB` is megabytes, `Mb` megabits).
fn exact(w: &str) -> Option<Word> {
    Some(match w {
        "B" | "byte" | "bytes" | "Byte" | "Bytes" => bytes(1.0),
        "kB" | "KB" => bytes(KB),
        "MB" => bytes(KB.powi(2)),
        "GB" => bytes(KB.powi(3)),
        "TB" => bytes(KB.powi(4)),
        "PB" => bytes(KB.powi(5)),
        "KiB" => bytes(KIB),
        "MiB" => bytes(KIB.powi(2)),
        "GiB" => bytes(KIB.powi(3)),
        "TiB" => bytes(KIB.powi(4)),
        "PiB" => bytes(KIB.powi(5)),
        "bit" | "bits" => bits(1.0),
        "Kb" | "kbit" | "Kbit" => bits(KB),
        "Mb" | "Mbit" => bits(KB.powi(2)),
        "Gb" | "Gbit" => bits(KB.powi(3)),
        "Tb" | "Tbit" => bits(KB.powi(4)),
        "µs" | "μs" | "us" => time(1e-6),
        _ => return None,
    })
}

/// A unit or rate word in any case: `bytes`, `detik`, `jam`, `rps`.
fn any_case(w: &str) -> Option<Word> {
    let l = w.to_lowercase();
    Some(match l.as_str() {
        "kilobyte" | "kilobytes" => bytes(KB),
        "megabyte" | "megabytes" => bytes(KB.powi(2)),
        "gigabyte" | "gigabytes" => bytes(KB.powi(3)),
        "terabyte" | "terabytes" => bytes(KB.powi(4)),
        "kib" => bytes(KIB),
        "mib" => bytes(KIB.powi(2)),
        "gib" => bytes(KIB.powi(3)),
        "tib" => bytes(KIB.powi(4)),
        "kilobit" | "kilobits" => bits(KB),
        "megabit" | "megabits" => bits(KB.powi(2)),
        "gigabit" | "gigabits" => bits(KB.powi(3)),
        "ns" | "nanosecond" | "nanoseconds" | "nanodetik" => time(1e-9),
        "microsecond" | "microseconds" | "mikrodetik" => time(1e-6),
        "ms" | "millisecond" | "milliseconds" | "milidetik" => time(1e-3),
        "s" | "sec" | "secs" | "second" | "seconds" | "detik" | "dtk" => time(1.0),
        "min" | "mins" | "minute" | "minutes" | "menit" | "mnt" => time(60.0),
        "h" | "hr" | "hrs" | "hour" | "hours" | "jam" => time(3600.0),
        "d" | "day" | "days" | "hari" => time(86_400.0),
        "week" | "weeks" | "minggu" => time(7.0 * 86_400.0),
        "rps" | "qps" | "tps" | "ops" => Word::PerSecond,
        _ => return None,
    })
}

/// Scale words: those of both languages are understood in both, except `M`, which is
/// `miliar` to an Indonesian reader and `million` to an English one.
fn scale(w: &str, lang: Lang) -> Option<f64> {
    if w == "M" {
        return Some(match lang {
            Lang::Id => 1e9,
            Lang::En => 1e6,
        });
    }
    Some(match w.to_lowercase().as_str() {
        "k" | "rb" | "ribu" | "thousand" | "thousands" => 1e3,
        "jt" | "juta" | "million" | "millions" | "mio" | "mn" => 1e6,
        "miliar" | "milyar" | "billion" | "billions" | "bn" => 1e9,
        "t" | "tn" | "triliun" | "trilyun" | "trillion" | "trillions" => 1e12,
        _ => return None,
    })
}

/// Lower-case size units a learner often means as bytes (`40gb`): read as bytes, and the
/// reading is said, since `Gb` would be gigabits.
pub fn lowercase_bytes(w: &str) -> Option<(Word, &'static str)> {
    Some(match w {
        "kb" => (bytes(KB), "KB"),
        "mb" => (bytes(KB.powi(2)), "MB"),
        "gb" => (bytes(KB.powi(3)), "GB"),
        "tb" => (bytes(KB.powi(4)), "TB"),
        "pb" => (bytes(KB.powi(5)), "PB"),
        _ => return None,
    })
}

/// Words that could mean two different things, refused with a hint: `b` (bit? billion?)
/// and `m` (minute? million?).
pub fn ambiguous(w: &str) -> bool {
    matches!(w, "b" | "m")
}

/// What a word means, if it is one the reader knows.
pub fn lookup(w: &str, lang: Lang) -> Option<Word> {
    if let Some(f) = scale(w, lang) {
        return Some(Word::Scale(f));
    }
    exact(w).or_else(|| any_case(w))
}

/// The time units a rate may be per: `/s`, `per detik`, `/day`.
pub fn per_time(w: &str) -> Option<f64> {
    match any_case(w) {
        Some(Word::Unit { factor, dims, .. }) if dims == Dims::TIME => Some(factor),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_tells_bytes_from_bits() {
        assert_eq!(lookup("MB", Lang::En), Some(bytes(1e6)));
        assert_eq!(lookup("Mb", Lang::En), Some(bits(1e6)));
        assert_eq!(lookup("bits", Lang::En), Some(bits(1.0)));
        assert_eq!(lookup("b", Lang::En), None);
        assert!(ambiguous("b"));
    }

    #[test]
    fn m_is_miliar_in_indonesian_and_million_in_english() {
        assert_eq!(lookup("M", Lang::Id), Some(Word::Scale(1e9)));
        assert_eq!(lookup("M", Lang::En), Some(Word::Scale(1e6)));
        assert_eq!(lookup("jt", Lang::En), Some(Word::Scale(1e6)));
        assert_eq!(lookup("million", Lang::Id), Some(Word::Scale(1e6)));
    }

    #[test]
    fn every_time_unit_the_course_needs() {
        for (w, s) in [
            ("ns", 1e-9),
            ("µs", 1e-6),
            ("μs", 1e-6),
            ("us", 1e-6),
            ("microseconds", 1e-6),
            ("ms", 1e-3),
            ("s", 1.0),
            ("detik", 1.0),
            ("min", 60.0),
            ("menit", 60.0),
            ("h", 3600.0),
            ("jam", 3600.0),
            ("day", 86_400.0),
            ("hari", 86_400.0),
        ] {
            assert_eq!(lookup(w, Lang::En), Some(time(s)), "{w}");
        }
    }
}
