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
    // m13-07
    (
        "m13-07-table-size",
        "pemain yang mengikuti {follows_each:d} akun memiliki {follows_each:d} baris. Tabel ini \
         sudah mencapai sekitar {rows:n} baris. Sebagai gambaran (hitungan kita sendiri, bukan \
         angka laporan): kalau setiap pemain mengikuti {follows_each:d} akun, itu setara dengan \
         {players:n} pemain.",
        "a player who follows {follows_each:d} accounts owns {follows_each:d} rows. The table had \
         grown to about {rows:n} rows. To picture it (our own working, not a figure from the \
         report): if every player followed {follows_each:d} accounts, that would be {players:n} \
         players.",
    ),
    (
        "m13-07-table-size",
        "Anggap satu baris memakan {row_bytes:d} byte (tiga ID 8 byte, `extra` yang pendek, dan \
         overhead baris) dan satu entri indeks sekunder {index_entry:d} byte (kunci 8 byte, \
         primary key 8 byte, dan overhead). Tabelnya saja {rows:n} × {row_bytes:d} byte = \
         {table:d} TB. Setiap indeks {index_size:d} GB, kedua indeks {all_indexes:d} GB, dan \
         totalnya {total:d} TB. Server besar dengan buffer pool {memory:d} GB hanya bisa \
         menyimpan {cached:d} % dari data itu di memori. Perubahan skema yang menyalin semuanya \
         dengan laju {rebuild:d} MB per detik butuh sekitar {rebuild_time:d} jam",
        "Take {row_bytes:d} bytes per row (three 8-byte ids, a short `extra` and row overhead) \
         and {index_entry:d} bytes per secondary index entry (an 8-byte key, the 8-byte primary \
         key and overhead). The table alone is {rows:n} × {row_bytes:d} bytes = {table:d} TB. \
         Each index is {index_size:d} GB, both come to {all_indexes:d} GB, and the total is \
         {total:d} TB. A big server with a {memory:d} GB buffer pool keeps only {cached:d} % of \
         that in memory. A schema change that copies it all at {rebuild:d} MB a second takes \
         about {rebuild_time:d} hours",
    ),
    (
        "m13-07-btree",
        "Dengan halaman {page:d} KiB dan entri internal {inner_entry:d} byte (kunci 8 byte \
         ditambah penunjuk halaman 6 byte), satu halaman internal menunjuk ke sekitar \
         {fanout:d} anak. Satu halaman daun memuat {leaf_entries:d} entri {leaf_entry:d} byte. \
         Tiga tingkat menampung paling banyak {three_levels:n} entri, jadi {rows:n} entri butuh \
         tingkat keempat, yang sanggup menampung {four_levels:n}. Setiap indeks punya \
         sedikitnya {leaf_pages:n} halaman daun",
        "With {page:d} KiB pages and {inner_entry:d}-byte inner entries (an 8-byte key plus a \
         6-byte page pointer), an inner page points to about {fanout:d} children. A leaf page \
         holds {leaf_entries:d} entries of {leaf_entry:d} bytes. Three levels hold at most \
         {three_levels:n} entries, so {rows:n} entries need a fourth level, which holds up to \
         {four_levels:n}. Each index has at least {leaf_pages:n} leaf pages",
    ),
    (
        "m13-07-in-batch",
        "batch {batch:d} pemain yang masing-masing punya {follows_each:d} baris mengembalikan \
         {rows:d} baris. Kalau ditanyakan satu per satu, itu {batch:d} permintaan; dengan \
         `IN` pada {partitions:d} partisi, paling banyak {grouped:d} permintaan yang \
         masing-masing membawa sekitar {keys_each:d} kunci.",
        "a batch of {batch:d} players with {follows_each:d} rows each returns {rows:d} rows. \
         Asked one by one, that is {batch:d} requests; with `IN` over {partitions:d} \
         partitions, at most {grouped:d} requests carrying about {keys_each:d} keys each.",
    ),
    (
        "m13-07-in-batch",
        "Pada batch tadi, {rows:d} baris indeks berarti {rows:d} pencarian \
         primary key tambahan, yang dikelompokkan menjadi paling banyak {back_requests:d} \
         permintaan lagi.",
        "In the batch above, {rows:d} index rows mean {rows:d} extra primary-key \
         lookups, grouped into at most {back_requests:d} more requests.",
    ),
    (
        "m13-07-index-copies",
        "dengan baris tabel {row_bytes:d} byte dan baris indeks ramping {gsi_entry:d} byte: \
         indeks yang hanya menyimpan kunci berukuran {keys_only:d} GB, sedangkan indeks \
         clustered {clustered:d} TB, salinan utuh. Tabel ditambah indeksnya menjadi \
         {with_keys:d} TB lawan {with_clustered:d} TB, dan {nosql:d} TB itu sama dengan dua \
         salinan utuh di jalan NoSQL.",
        "with {row_bytes:d}-byte table rows and {gsi_entry:d}-byte slim index rows: an index \
         holding only keys takes {keys_only:d} GB, while a clustered one takes {clustered:d} TB, \
         a full copy. Table plus index comes to {with_keys:d} TB against {with_clustered:d} TB, \
         and those {nosql:d} TB are what the NoSQL route's two full copies take.",
    ),
    (
        "m13-07-gsi-writes",
        "Dengan {nodes:d} node, keduanya berada di node yang sama hanya kalau kebetulan, jadi \
         {elsewhere:d} % follow menulis dua node.",
        "With {nodes:d} nodes they share a node only by chance, so {elsewhere:d} % of follows \
         write two nodes.",
    ),
    (
        "m13-07-gsi-writes",
        "anggap saja (asumsi kita) ada {follows:d} follow per detik saat puncak. Dengan satu \
         indeks global, itu menjadi {row_writes:d} penulisan baris per detik. Dari {follows:d} \
         follow per detik itu, {distributed:d} menjadi transaksi terdistribusi dan hanya \
         {single:d} yang selesai di satu node. Bandingkan dengan penulisan ganda di jalan NoSQL: \
         juga {nosql_writes:d} penulisan per detik.",
        "assume (our assumption) {follows:d} follows a second at peak. With one global index \
         that becomes {row_writes:d} row writes a second. Of those {follows:d} follows a \
         second, {distributed:d} turn into distributed transactions and only {single:d} finish \
         on one node. Compare the NoSQL route's double write: also {nosql_writes:d} writes a \
         second.",
    ),
    (
        "m13-07-per-node",
        "Hasilnya: {qps:d} kueri per detik di {nodes:d} node",
        "The result: {qps:d} queries a second on {nodes:d} nodes",
    ),
    (
        "m13-07-per-node",
        "puncaknya mencapai {qps:d} kueri per detik di {nodes:d} node, dan waktu responsnya \
         tetap sekitar {latency:d} ms. Sisanya hitungan kita sendiri, dengan anggapan beban dan \
         data tersebar rata. Setiap node melayani {qps:d} / {nodes:d} = {per_node:d} kueri per \
         detik, dan menurut hukum Little (kueri berjalan = laju × waktu) rata-rata hanya sekitar \
         {in_flight:d} kueri yang sedang berjalan di satu node. Tabel utama ditambah indeks \
         global yang hanya menyimpan kunci \
         berukuran sekitar {data:d} TB, atau {data_per_node:d} GB per node sebelum replika.",
        "its peak reached {qps:d} queries a second on {nodes:d} nodes, with response times still \
         about {latency:d} ms. The rest is our own working, assuming load and data spread \
         evenly. Each node serves {qps:d} / {nodes:d} = {per_node:d} queries a second, and by \
         Little's law (in flight = rate × time) only about {in_flight:d} queries are in flight \
         on a node on average. The main table plus a \
         keys-only global index comes to about {data:d} TB, or {data_per_node:d} GB per node \
         before replicas.",
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
