//! The reader's table: what each typed figure reads as, in each language. `B`, `S` and `R`
//! are the dimensions bytes, seconds and things per second; `C` a counted word; `N` a bare
//! number.

use super::*;

const B: Option<Dims> = Some(Dims::BYTES);
const S: Option<Dims> = Some(Dims::TIME);
const R: Option<Dims> = Some(Dims::RATE);
const C: Option<Dims> = Some(Dims::COUNT);
const N: Option<Dims> = None;
const BR: Option<Dims> = Some(Dims {
    bytes: 1,
    seconds: -1,
});

const ID: Lang = Lang::Id;
const EN: Lang = Lang::En;
const BOTH: [Lang; 2] = [Lang::Id, Lang::En];

fn names() -> Vec<String> {
    ["users", "edges", "writes", "penulisan", "lookups"]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// (typed, languages, value in base units, dims)
fn table() -> Vec<(&'static str, Vec<Lang>, f64, Option<Dims>)> {
    let both = || BOTH.to_vec();
    let id = || vec![ID];
    let en = || vec![EN];
    vec![
        // Plain numbers, unambiguous in both languages.
        ("0", both(), 0.0, N),
        ("7", both(), 7.0, N),
        ("42", both(), 42.0, N),
        ("-3", both(), -3.0, N),
        ("+3", both(), 3.0, N),
        ("1.5", both(), 1.5, N),
        ("1,5", both(), 1.5, N),
        ("0.25", both(), 0.25, N),
        ("0,25", both(), 0.25, N),
        ("12.5", both(), 12.5, N),
        ("12,5", both(), 12.5, N),
        ("1.000.000", both(), 1e6, N),
        ("1,000,000", both(), 1e6, N),
        ("10.000.000", both(), 1e7, N),
        ("10,000,000", both(), 1e7, N),
        ("500.000.000", both(), 5e8, N),
        ("2,500,000", both(), 2.5e6, N),
        ("1.234,5", both(), 1234.5, N),
        ("1,234.5", both(), 1234.5, N),
        ("1.000.000,25", both(), 1_000_000.25, N),
        ("1,000,000.25", both(), 1_000_000.25, N),
        ("1e6", both(), 1e6, N),
        ("1E6", both(), 1e6, N),
        ("2.5e3", both(), 2500.0, N),
        ("2,5e3", both(), 2500.0, N),
        ("4e10", both(), 4e10, N),
        ("1e-3", both(), 1e-3, N),
        ("1_000_000", both(), 1e6, N),
        ("0.500", both(), 0.5, N),
        ("0,500", both(), 0.5, N),
        ("1234.5", both(), 1234.5, N),
        ("1234,5", both(), 1234.5, N),
        ("1234.567", both(), 1234.567, N),
        // One mark before three digits: the reader's language decides.
        ("40.000", id(), 40_000.0, N),
        ("40.000", en(), 40.0, N),
        ("40,000", id(), 40.0, N),
        ("40,000", en(), 40_000.0, N),
        ("1.500", id(), 1500.0, N),
        ("1.500", en(), 1.5, N),
        ("600.000", id(), 600_000.0, N),
        ("600,000", en(), 600_000.0, N),
        ("20.000", id(), 20_000.0, N),
        ("20,000", en(), 20_000.0, N),
        // Scale words of both languages.
        ("500 juta", both(), 5e8, N),
        ("500 jt", both(), 5e8, N),
        ("500jt", both(), 5e8, N),
        ("5 ribu", both(), 5e3, N),
        ("5rb", both(), 5e3, N),
        ("5 rb", both(), 5e3, N),
        ("1,5 juta", both(), 1.5e6, N),
        ("1.5 juta", both(), 1.5e6, N),
        ("2 miliar", both(), 2e9, N),
        ("2 milyar", both(), 2e9, N),
        ("3 triliun", both(), 3e12, N),
        ("5 million", both(), 5e6, N),
        ("5 Million", both(), 5e6, N),
        ("1.2 billion", both(), 1.2e9, N),
        ("3 bn", both(), 3e9, N),
        ("20 thousand", both(), 2e4, N),
        ("20k", both(), 2e4, N),
        ("20 k", both(), 2e4, N),
        ("20K", both(), 2e4, N),
        ("2 trillion", both(), 2e12, N),
        ("5M", en(), 5e6, N),
        ("5 M", en(), 5e6, N),
        ("5M", id(), 5e9, N),
        ("5 M", id(), 5e9, N),
        ("10 million", both(), 1e7, N),
        ("10 juta", both(), 1e7, N),
        // Sizes: decimal and binary prefixes, bytes and bits.
        ("40 GB", both(), 40e9, B),
        ("40GB", both(), 40e9, B),
        ("40 gb", both(), 40e9, B),
        ("40gb", both(), 40e9, B),
        ("40.000.000.000 bytes", both(), 40e9, B),
        ("40,000,000,000 bytes", both(), 40e9, B),
        ("4e10 B", both(), 4e10, B),
        ("4e10B", both(), 4e10, B),
        ("80 B", both(), 80.0, B),
        ("80B", both(), 80.0, B),
        ("80 bytes", both(), 80.0, B),
        ("80 byte", both(), 80.0, B),
        ("1 KB", both(), 1e3, B),
        ("1 kB", both(), 1e3, B),
        ("1 kb", both(), 1e3, B),
        ("1.5 KB", both(), 1500.0, B),
        ("1,5 KB", both(), 1500.0, B),
        ("2 MB", both(), 2e6, B),
        ("2 mb", both(), 2e6, B),
        ("2 TB", both(), 2e12, B),
        ("2 tb", both(), 2e12, B),
        ("1 PB", both(), 1e15, B),
        ("64 GiB", both(), 64.0 * 1024f64.powi(3), B),
        ("64 gib", both(), 64.0 * 1024f64.powi(3), B),
        ("1 KiB", both(), 1024.0, B),
        ("1 MiB", both(), 1024f64.powi(2), B),
        ("1 TiB", both(), 1024f64.powi(4), B),
        ("80 bits", both(), 10.0, B),
        ("8 bit", both(), 1.0, B),
        ("8 Gb", both(), 1e9, B),
        ("8 Mb", both(), 1e6, B),
        ("8 Kb", both(), 1e3, B),
        ("8 Gbit", both(), 1e9, B),
        ("1 gigabyte", both(), 1e9, B),
        ("2 megabytes", both(), 2e6, B),
        ("8 gigabits", both(), 1e9, B),
        ("5 juta GB", both(), 5e15, B),
        // Time, from nanoseconds to days, in both languages.
        ("5 ns", both(), 5e-9, S),
        ("250 µs", both(), 250e-6, S),
        ("250 μs", both(), 250e-6, S),
        ("250 us", both(), 250e-6, S),
        ("250 microseconds", both(), 250e-6, S),
        ("250 mikrodetik", both(), 250e-6, S),
        ("1 ms", both(), 1e-3, S),
        ("1ms", both(), 1e-3, S),
        ("20 milliseconds", both(), 0.02, S),
        ("20 milidetik", both(), 0.02, S),
        ("30 s", both(), 30.0, S),
        ("30s", both(), 30.0, S),
        ("30 sec", both(), 30.0, S),
        ("30 seconds", both(), 30.0, S),
        ("30 detik", both(), 30.0, S),
        ("5 min", both(), 300.0, S),
        ("5 minutes", both(), 300.0, S),
        ("5 menit", both(), 300.0, S),
        ("2 h", both(), 7200.0, S),
        ("2 hours", both(), 7200.0, S),
        ("2 jam", both(), 7200.0, S),
        ("1 day", both(), 86_400.0, S),
        ("3 days", both(), 259_200.0, S),
        ("3 hari", both(), 259_200.0, S),
        ("1 week", both(), 604_800.0, S),
        // Rates.
        ("20.000/detik", id(), 2e4, R),
        ("20.000 /s", id(), 2e4, R),
        ("20,000/s", en(), 2e4, R),
        ("20000/s", both(), 2e4, R),
        ("20k/s", both(), 2e4, R),
        ("60k/s", both(), 6e4, R),
        ("20rb/detik", both(), 2e4, R),
        ("1,5rb/detik", both(), 1500.0, R),
        ("2e4/s", both(), 2e4, R),
        ("300 per second", both(), 300.0, R),
        ("300 per detik", both(), 300.0, R),
        ("300 /sec", both(), 300.0, R),
        ("200000 qps", both(), 2e5, R),
        ("200000 rps", both(), 2e5, R),
        ("200k qps", both(), 2e5, R),
        ("86400 per day", both(), 1.0, R),
        ("60/min", both(), 1.0, R),
        ("3600/h", both(), 1.0, R),
        ("3600/jam", both(), 1.0, R),
        ("20,000 writes/s", en(), 2e4, R),
        ("20.000 penulisan/detik", id(), 2e4, R),
        ("600000 lookups/s", both(), 6e5, R),
        ("500 MB/s", both(), 5e8, BR),
        ("1 GB/s", both(), 1e9, BR),
        ("10 Gb/s", both(), 1.25e9, BR),
        // Counted things: the words of the screen's unit.
        ("500 million edges", both(), 5e8, C),
        ("500 juta edges", both(), 5e8, C),
        ("10 users", both(), 10.0, C),
        ("1 user", both(), 1.0, C),
        ("10 Users", both(), 10.0, C),
        ("40 writes", both(), 40.0, C),
        ("80 B/edge", both(), 80.0, B),
        ("8 jt users", both(), 8e6, C),
    ]
}

#[test]
fn every_form_in_the_table_reads_as_expected() {
    let table = table();
    let rows: usize = table.iter().map(|(_, l, _, _)| l.len()).sum();
    assert!(rows >= 150, "{rows} readings in the table");
    for (typed, langs, want, dims) in table {
        for lang in langs {
            let got =
                read(typed, lang, &names()).unwrap_or_else(|e| panic!("{typed} ({lang:?}): {e:?}"));
            let close = (got.value - want).abs() <= want.abs() * 1e-12 + 1e-15;
            assert!(close, "{typed} ({lang:?}): {} not {want}", got.value);
            assert_eq!(got.dims, dims, "{typed} ({lang:?})");
        }
    }
}

#[test]
fn refusals_name_the_word() {
    let cases: Vec<(&str, ReadError)> = vec![
        ("", ReadError::Empty),
        ("   ", ReadError::Empty),
        (
            "lots",
            ReadError::NotANumber {
                text: "lots".into(),
            },
        ),
        ("GB", ReadError::NotANumber { text: "GB".into() }),
        (
            "1.23.4",
            ReadError::BadNumber {
                text: "1.23.4".into(),
            },
        ),
        (
            "1,2,3",
            ReadError::BadNumber {
                text: "1,2,3".into(),
            },
        ),
        (
            "250 bananas",
            ReadError::UnknownWord {
                word: "bananas".into(),
            },
        ),
        ("40 G@", ReadError::UnknownWord { word: "G@".into() }),
        ("5 b", ReadError::Ambiguous { word: "b".into() }),
        ("5m", ReadError::Ambiguous { word: "m".into() }),
        ("20/x", ReadError::NoTimeAfterPer { word: "/ x".into() }),
        ("20 per", ReadError::NoTimeAfterPer { word: "per".into() }),
        ("1e400", ReadError::TooLarge),
    ];
    for (typed, want) in cases {
        for lang in BOTH {
            assert_eq!(read(typed, lang, &names()), Err(want.clone()), "{typed}");
        }
    }
}

#[test]
fn forms_read_two_ways_say_how_they_were_read() {
    let r = read("40.000", EN, &[]).expect("read");
    assert_eq!(
        r.notes,
        vec![Note::Separator {
            typed: "40.000".into(),
            value: 40.0,
            other: 40_000.0
        }]
    );
    let r = read("40.000", ID, &[]).expect("read");
    assert!(
        matches!(r.notes[..], [Note::Separator { value, other, .. }] if value == 40_000.0 && other == 40.0)
    );
    assert!(read("1.5", ID, &[]).expect("read").notes.is_empty());
    assert!(read("1.000.000", EN, &[]).expect("read").notes.is_empty());
    let r = read("40gb", EN, &[]).expect("read");
    assert_eq!(
        r.notes,
        vec![Note::Bytes {
            typed: "gb".into(),
            read: "GB"
        }]
    );
    assert!(read("40 GB", EN, &[]).expect("read").notes.is_empty());
    let r = read("5M", ID, &[]).expect("read");
    assert!(matches!(r.notes[..], [Note::Scale { factor, .. }] if factor == 1e9));
    assert!(read("8 Gb", EN, &[]).expect("read").bits);
    assert!(!read("8 GB", EN, &[]).expect("read").bits);
}
