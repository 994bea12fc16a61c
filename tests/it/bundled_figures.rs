//! Every figure the bundled lessons quote is what a calculator gives with its defaults, in
//! both languages: each quote below is a sentence of a lesson with its numbers left as
//! `{name:kind}` holes, filled from the calculator the way the screen writes numbers. If a
//! lesson's text or a calculator's default changes, the two no longer meet and this fails.

use latih::content;
use latih::core::calc::{Calculator, unit_dims};
use latih::core::lang::Lang;
use latih::i18n::I18n;

/// (calculator, Indonesian quote, English quote). Kinds: `n` a number in words (`500 juta`),
/// `d` digits in the name's own unit (`500.000`, `30` for 30 GB).
const QUOTES: &[(&str, &str, &str)] = &[
    (
        "m13-04-edge-storage",
        "aplikasi sosial dengan {users:n} pengguna. Rata-rata setiap pengguna mengikuti \
         {follows:d} akun, jadi graf ini memuat {edges:n} edge.",
        "social app with {users:n} users, each following {follows:d} accounts on average. \
         That makes {edges:n} edges.",
    ),
    (
        "m13-04-edge-storage",
        "totalnya {raw_edge:d} byte. Begitu overhead per baris dan indeks ikut dihitung, angka \
         yang realistis menjadi sekitar {low_edge:d}–{high_edge:d} byte per edge. Kalikan \
         dengan {edges:n} edge dan hasilnya {low:d}–{high:d} GB.",
        "come to {raw_edge:d} bytes. Once per-row and index overhead are counted, a realistic \
         figure is about {low_edge:d}–{high_edge:d} bytes per edge. Multiply by {edges:n} edges \
         and you get {low:d}–{high:d} GB.",
    ),
    (
        "m13-04-exercise-size",
        "Jumlah edge: {users:n} pengguna × {follows:d} = {edges:n}. Ukurannya, dengan \
         {edge_size:d} byte per edge: {edges:n} edge × {edge_size:d} byte = {size:d} GB.",
        "{users:n} users × {follows:d} = {edges:n} edges. At {edge_size:d} bytes each: \
         {edges:n} × {edge_size:d} bytes = {size:d} GB.",
    ),
    (
        "m13-04-hops",
        "Hanya {edges_a:d} + {edges_b:d} edge, pekerjaan kecil",
        "Only {edges_a:d} + {edges_b:d} edges, a small job",
    ),
    (
        "m13-04-hops",
        "Perlu mengecek {edges_a:d} × {edges_a:d} = {two_hops:d} edge",
        "{edges_a:d} × {edges_a:d} = {two_hops:d} edges to check",
    ),
    (
        "m13-04-hops",
        "{edges_a:d}³ = {three_hops:n} edge; terlalu berat",
        "{edges_a:d}³ = {three_hops:n} edges; too heavy",
    ),
    (
        "m13-04-celebrity-buckets",
        "tiap bucket memuat sekitar {followers:n} / {buckets:d} = {per_bucket:d} baris",
        "each bucket holds about {followers:n} / {buckets:d} = {per_bucket:d} rows",
    ),
    (
        "m13-04-distributed-sql",
        "{qps:d} kueri per detik yang tersebar di {nodes:d} node, setiap kueri selesai dalam \
         sekitar {latency:d} ms. Kalau bebannya terbagi rata, tiap node menangani {qps:d} / \
         {nodes:d} = {per_node:d} kueri per detik, dan menurut hukum Little (kueri berjalan = \
         laju × waktu) rata-rata hanya sekitar {in_flight:d} kueri",
        "{qps:d} queries a second across {nodes:d} nodes, each query took about {latency:d} \
         ms. If the load is spread evenly, each node handles {qps:d} / {nodes:d} = \
         {per_node:d} queries per second, and by Little's law (in flight = rate × time) only \
         about {in_flight:d} queries",
    ),
    (
        "0032-fanout",
        "Saat puncak ada sekitar {opens:d} pembukaan feed per detik, jadi {followees:d} × \
         {opens:d} ≈ {lookups:d} pencarian indeks per detik.",
        "At peak there are about {opens:d} feed opens per second, so {followees:d} × {opens:d} \
         ≈ {lookups:d} index lookups per second.",
    ),
    (
        "0032-fanout",
        "1 INSERT + {followers:d} penulisan ke feed (≈{writes:d}/detik rata-rata, \
         ≈{peak_writes:d}/detik saat puncak)",
        "1 INSERT + {followers:d} feed writes (≈{writes:d}/s on average, ≈{peak_writes:d}/s at \
         peak)",
    ),
    (
        "0032-fanout",
        "puncak itu setara dengan {peak_writes:d} penulisan feed per detik",
        "that peak means {peak_writes:d} feed writes per second",
    ),
    (
        "0032-feed-cache",
        "Perkiraan memorinya: {ids:d} ID × {id_size:d} byte × {users:n} pengguna ≈ {memory:d} GB.",
        "The memory estimate: {ids:d} ids × {id_size:d} bytes × {users:n} users ≈ {memory:d} GB.",
    ),
    (
        "0032-big-account",
        "akun dengan {followers:n} pengikut: setiap kali ia mengirim post, worker harus \
         melakukan {writes:n} penulisan",
        "An account with {followers:n} followers turns one post into {writes:n} writes",
    ),
    // corrections
    (
        "0032-redis-memory",
        "{ids:d} ID × {entry:d} byte ditambah sekitar {per_feed:d} byte untuk key dan strukturnya \
         menjadi sekitar {feed_bytes:d} byte per feed, jadi {users:n} feed memakan sekitar \
         {primary:d} GB. Satu replika, supaya node yang mati tidak membawa serta feed di dalamnya, \
         menggandakannya menjadi sekitar {total:d} GB, kira-kira {factor:d} kali perkiraan \
         {model:d} GB tadi.",
        "{ids:d} ids × {entry:d} bytes plus about {per_feed:d} bytes for the key and its \
         structures make about {feed_bytes:d} bytes per feed, so {users:n} feeds take about \
         {primary:d} GB. One replica, so that a node that dies does not take its feeds with it, \
         doubles that to about {total:d} GB, some {factor:d} times the {model:d} GB estimate.",
    ),
];

/// The lesson file's text with every run of white space made one space, so a quote may
/// cross the lines of a folded YAML string.
fn lesson_text(id: &str) -> String {
    let path = format!("{}/lessons/{id}.yaml", env!("CARGO_MANIFEST_DIR"));
    let raw = std::fs::read_to_string(&path).expect("lesson file");
    raw.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A quote with its holes filled from the calculator's defaults.
fn fill(quote: &str, c: &Calculator, i18n: &I18n) -> String {
    let inputs = c.defaults();
    let results = c.evaluate(&inputs);
    let value_of = |name: &str| -> (f64, &str) {
        if let Some(k) = c.inputs.iter().position(|i| i.name == name) {
            return (inputs[k], c.inputs[k].unit.as_str());
        }
        let k = c
            .outputs
            .iter()
            .position(|o| o.name == name)
            .unwrap_or_else(|| panic!("{}: no input or output `{name}`", c.id));
        let v =
            results[k].unwrap_or_else(|e| panic!("{}: `{name}` cannot be worked out: {e:?}", c.id));
        (v, c.outputs[k].unit.as_str())
    };
    let mut out = String::new();
    let mut rest = quote;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let close = rest[open..].find('}').expect("closed hole") + open;
        let (name, kind) = rest[open + 1..close].split_once(':').expect("name:kind");
        let (value, unit) = value_of(name);
        let in_unit = value / unit_dims(unit).1;
        out.push_str(&match kind {
            "n" => i18n.number(in_unit),
            _ => i18n.decimal(in_unit),
        });
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

#[test]
fn every_quoted_figure_is_what_its_calculator_gives() {
    let course = content::load_bundled().course;
    let mut seen = std::collections::BTreeSet::new();
    for (id, quote_id, quote_en) in QUOTES {
        let c = course
            .calculator(id)
            .unwrap_or_else(|| panic!("no calculator {id}"));
        let lesson = c.lesson.clone().expect("a calculator of a lesson's bank");
        let text = lesson_text(&lesson);
        for (lang, quote) in [(Lang::Id, quote_id), (Lang::En, quote_en)] {
            let i18n = I18n::new(lang);
            let filled = fill(quote, c, &i18n);
            assert!(
                text.contains(&filled),
                "lessons/{lesson}.yaml does not say, in {lang:?}:\n  {filled}"
            );
        }
        seen.insert(*id);
    }
    // Every calculator of the course is held to the text it works out.
    let all: std::collections::BTreeSet<&str> =
        course.calculators().map(|c| c.id.as_str()).collect();
    assert_eq!(seen, all, "calculators without quoted figures");
}

#[test]
fn a_changed_default_breaks_the_quote() {
    let course = content::load_bundled().course;
    let mut c = course
        .calculator("0032-feed-cache")
        .expect("calculator")
        .clone();
    c.inputs[0].default = 900.0;
    let text = lesson_text("0032");
    let filled = fill(QUOTES[11].2, &c, &I18n::new(Lang::En));
    assert!(filled.contains("900 ids"), "{filled}");
    assert!(
        !text.contains(&filled),
        "the check notices a default the text does not quote"
    );
}
