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
    // 0031
    (
        "0031-traffic",
        "Ada {dau:n} pengguna aktif harian (DAU). Rata-rata setiap pengguna membuka feed \
         {opens_each:d} kali dan menulis {posts_each:d} post sehari. Pada jam puncak di malam \
         hari, lalu lintasnya {peak:d} kali rata-rata.",
        "There are {dau:n} daily active users (DAU). On average each user opens the feed \
         {opens_each:d} times and writes {posts_each:d} post a day. At the evening peak, traffic \
         is {peak:d} times the average.",
    ),
    (
        "0031-traffic",
        "Sehari punya {day_exact:d} detik; untuk estimasi kita membulatkannya menjadi {day_s:d}.",
        "A day has {day_exact:d} seconds; for estimates we round it to {day_s:d}.",
    ),
    (
        "0031-traffic",
        "sehari dibulatkan menjadi {day_s:d} detik, hitung sendiri: berapa pembukaan feed per \
         detik rata-rata, dan berapa saat puncak kalau puncaknya {peak:d} kali rata-rata?",
        "a day rounded to {day_s:d} seconds, work it out yourself: how many feed opens per second \
         on average, and how many at a peak of {peak:d} times the average?",
    ),
    (
        "0031-traffic",
        "Pembukaan feed: {dau:n} × {opens_each:d} = {opens_day:n} sehari; ÷ {day_s:d} detik ≈ \
         {opens_avg:d} per detik rata-rata, dan ≈ {opens_peak:d} per detik saat puncak.",
        "Feed opens: {dau:n} × {opens_each:d} = {opens_day:n} a day; ÷ {day_s:d} seconds ≈ \
         {opens_avg:d} per second on average, and ≈ {opens_peak:d} per second at peak.",
    ),
    (
        "0031-traffic",
        "Post: {dau:n} × {posts_each:d} = {posts_day:n} sehari ≈ {posts_avg:d} per detik \
         rata-rata, dan {posts_peak:d} per detik saat puncak.",
        "Posts: {dau:n} × {posts_each:d} = {posts_day:n} a day ≈ {posts_avg:d} per second on \
         average, and {posts_peak:d} per second at peak.",
    ),
    (
        "0031-traffic",
        "Setiap detik ada {opens_avg:d} pembukaan feed berbanding {posts_avg:d} post baru, jadi \
         kira-kira {ratio:d}:1.",
        "Each second brings {opens_avg:d} feed opens against {posts_avg:d} new posts, roughly \
         {ratio:d}:1.",
    ),
    (
        "0031-traffic",
        "Jumlah pengguna aktif harian (DAU): {dau:n}.",
        "Daily active users (DAU): {dau:n}.",
    ),
    (
        "0031-traffic",
        "Post baru: {posts_avg:d} per detik rata-rata, {posts_peak:d} per detik saat puncak.",
        "New posts: {posts_avg:d} per second on average, {posts_peak:d} per second at peak.",
    ),
    (
        "0031-traffic",
        "Bebannya read-heavy, sekitar {ratio:d}:1.",
        "The load is read-heavy, about {ratio:d}:1.",
    ),
    (
        "0031-post-storage",
        "sekitar {row:d} byte termasuk overhead indeks. Metadata media (key objek, jenis, \
         ukuran, dan dimensi setiap foto atau video) menambah sekitar {media:d} byte. Jadi \
         {per_post:d} KB per post: {posts_day:n} post sehari menjadi {per_day:d} GB sehari, dan \
         dalam {keep:d} hari terkumpul {size_kept:d} TB.",
        "about {row:d} bytes with index overhead. The media metadata (the object key, type, size \
         and dimensions of each photo or video) adds about {media:d} bytes. So {per_post:d} KB \
         per post: {posts_day:n} posts a day make {per_day:d} GB a day, and {keep:d} days pile \
         up {size_kept:d} TB.",
    ),
    (
        "0031-graph",
        "Setiap pengguna mengikuti sekitar {follows:d} akun.",
        "Each user follows about {follows:d} accounts.",
    ),
    (
        "0031-graph",
        "{users:n} akun × {follows:d} follow = {edges:n} edge. Dengan {edge_size:d} byte per \
         edge, sudah termasuk overhead baris dan indeks seperti patokan di M13.04, ukurannya \
         {size:d} GB.",
        "{users:n} accounts × {follows:d} follows = {edges:n} edges. At {edge_size:d} bytes per \
         edge, row and index overhead included as in M13.04's rule of thumb, that is {size:d} GB.",
    ),
    (
        "0031-graph",
        "rata-rata sebuah akun juga punya {followers:d} pengikut.",
        "on average an account also has {followers:d} followers.",
    ),
    (
        "0031-graph",
        "Rata-rata setiap akun punya {followers:d} pengikut.",
        "On average each account has {followers:d} followers.",
    ),
    (
        "0031-v1-load",
        "satu halaman terbuka dalam {budget:d} ms, juga saat puncak.",
        "a page opens within {budget:d} ms, at peak too.",
    ),
    (
        "0031-v1-load",
        "GET /v1/feed?limit={page:d}&cursor=",
        "GET /v1/feed?limit={page:d}&cursor=",
    ),
    (
        "0031-v1-load",
        "primary key `follows`, sekitar {followees:d} ID.",
        "key of `follows`, about {followees:d} ids.",
    ),
    (
        "0031-v1-load",
        "satu pencarian indeks per akun, {followees:d} seluruhnya.",
        "one index lookup per account, {followees:d} in all.",
    ),
    (
        "0031-v1-load",
        "Gabungkan {followees:d} daftar pendek itu menurut `created_at` (k-way merge) dan simpan \
         {page:d} yang paling baru.",
        "Merge those {followees:d} short lists by `created_at` (a k-way merge) and keep the \
         newest {page:d}.",
    ),
    (
        "0031-v1-load",
        "Muat isi ke-{page:d} post itu",
        "Load those {page:d} posts by `post_id`",
    ),
    (
        "0031-v1-load",
        "untuk setiap akun yang diikuti, {page:d} post terbarunya lewat indeks, lalu {page:d} \
         yang paling baru dari semuanya.",
        "for each followed account, its newest {page:d} posts through the index, then the \
         newest {page:d} of them all.",
    ),
    (
        "0031-v1-load",
        "ORDER BY created_at DESC LIMIT {page:d} ) p WHERE f.follower_id = $1 ORDER BY \
         p.created_at DESC LIMIT {page:d};",
        "ORDER BY created_at DESC LIMIT {page:d} ) p WHERE f.follower_id = $1 ORDER BY \
         p.created_at DESC LIMIT {page:d};",
    ),
    (
        "0031-v1-load",
        "Kenapa sampai {page:d} dari setiap akun, tidak lebih sedikit? Karena dalam kasus \
         terburuk ke-{page:d} post terbaru datang dari satu akun saja, dan kueri tidak bisa tahu \
         akun yang mana sebelumnya. Jadi satu pembukaan bisa membaca hingga {followees:d} × \
         {page:d} = {rows_open:d} baris kandidat untuk menampilkan {page:d}.",
        "Why up to {page:d} from each account, and not fewer? Because in the worst case the \
         {page:d} newest posts all come from one account, and the query cannot know which one \
         in advance. So one open may read up to {followees:d} × {page:d} = {rows_open:d} \
         candidate rows to show {page:d}.",
    ),
    (
        "0031-v1-load",
        "tetapi jumlah pencariannya tetap {followees:d}, berapa pun hasil tiap pencarian.",
        "but the number of lookups stays {followees:d}, whatever each one returns.",
    ),
    (
        "0031-v1-load",
        "Saat puncak: {opens:d} pembukaan per detik × {followees:d} = {lookups:d} pencarian \
         indeks per detik. Rata-ratanya {avg_lookups:d} per detik.",
        "At peak: {opens:d} opens per second × {followees:d} = {lookups:d} index lookups per \
         second. On average, {avg_lookups:d} per second.",
    ),
    (
        "0031-v1-load",
        "Dengan biaya model {lookup:d} µs per pencarian yang dijalankan berurutan, \
         {followees:d} pencarian butuh {followees:d} × {lookup:d} µs = {open_time:d} ms, jauh \
         di bawah target {budget:d} ms dari langkah 1.",
        "At a model cost of {lookup:d} µs per lookup, run one after another, {followees:d} \
         lookups take {followees:d} × {lookup:d} µs = {open_time:d} ms, well inside the \
         {budget:d} ms target of step 1.",
    ),
    (
        "0031-v1-load",
        "{lookups:d} pencarian per detik dengan {lookup:d} µs masing-masing berarti rata-rata \
         sekitar {in_flight:d} pencarian sedang berjalan pada setiap saat. Dengan kata lain, \
         basis data menghabiskan {in_flight:d} detik kerja setiap detik hanya untuk membaca \
         feed, sebelum satu pun post ditulis. Dalam hitungan baris: hingga {rows_open:d} baris \
         kandidat per pembukaan, atau hingga {rows_rate:n} baris per detik saat puncak.",
        "{lookups:d} lookups per second at {lookup:d} µs each means about {in_flight:d} lookups \
         in progress at any moment, on average. Put another way, the database spends \
         {in_flight:d} seconds of work every second on feed reads alone, before a single post \
         is written. In rows: up to {rows_open:d} candidate rows per open, or up to \
         {rows_rate:n} rows per second at peak.",
    ),
    (
        "0031-v1-load",
        "dan totalnya tetap {lookups:d} pencarian per detik, hanya dibagi-bagi.",
        "and the total is still {lookups:d} lookups per second, only shared out.",
    ),
    (
        "0031-v1-load",
        "Saat puncak ada {opens:d} pembukaan feed per detik, dan masing-masing menyentuh sekitar \
         {followees:d} akun yang diikuti: {lookups:d} pencarian indeks per detik.",
        "At peak there are {opens:d} feed opens per second, each touching about {followees:d} \
         followed accounts: {lookups:d} index lookups per second.",
    ),
    (
        "0031-v1-load",
        "Langkah 5, yang berangkat dari {lookups:d} pencarian indeks per detik",
        "Step 5, which starts from {lookups:d} index lookups per second",
    ),
    // m13-06
    (
        "m13-06-scatter",
        "dibaca {following_qps:d} kali per detik untuk menyusun feed, sedangkan halaman pengikut \
         dibaca {followers_qps:d} kali per detik. Arah yang panas dibaca {ratio:d} kali lebih \
         sering.",
        "is read {following_qps:d} times a second to build feeds, while the followers page is \
         read {followers_qps:d} times a second. The hot direction is read {ratio:d} times more \
         often.",
    ),
    (
        "m13-06-scatter",
        "Dengan {page:d} baris per halaman, {shards_now:d} shard membaca sampai {rows_now:d} \
         baris untuk menampilkan {page:d}, dan {shards_later:d} shard sampai {rows_later:d} \
         baris.",
        "With {page:d} rows per page, {shards_now:d} shards read up to {rows_now:d} rows to show \
         {page:d}, and {shards_later:d} shards up to {rows_later:d} rows.",
    ),
    (
        "m13-06-scatter",
        "Dengan {shards_now:d} shard, {followers_qps:d} kueri pengikut per detik menjadi \
         {fanout_now:d} kueri shard per detik; dengan {shards_later:d} shard, menjadi \
         {fanout_later:d}. Arah \"yang saya ikuti\" tetap satu kueri shard per permintaan: \
         {following_qps:d} per detik secara total, atau {following_per_shard_now:d} per shard \
         dengan {shards_now:d} shard,",
        "With {shards_now:d} shards, {followers_qps:d} followers queries per second become \
         {fanout_now:d} shard queries per second; with {shards_later:d} shards, {fanout_later:d}. \
         The \"who I follow\" direction stays at one shard query per request: {following_qps:d} \
         per second in all, or {following_per_shard_now:d} per shard with {shards_now:d} shards,",
    ),
    (
        "m13-06-scatter",
        "tetapi setiap shard tetap menerima seluruh {every_shard:d} kueri pengikut per detik. \
         Kerja scatter tidak terbagi ketika klaster membesar; ia tumbuh bersama klaster. \
         Bagiannya dari semua kueri shard naik dari {share_now:d}% dengan {shards_now:d} shard \
         menjadi {share_later:d}% dengan {shards_later:d} shard.",
        "but every shard still receives all {every_shard:d} followers queries per second. Scatter \
         work is not divided as the cluster grows; it grows with the cluster. Its share of all \
         shard queries rises from {share_now:d}% with {shards_now:d} shards to {share_later:d}% \
         with {shards_later:d} shards.",
    ),
    (
        "m13-06-scatter",
        "Misalkan {slow:d}% jawaban shard lambat, karena jeda garbage collection atau disk yang \
         sibuk, dan setiap shard lambat secara acak tanpa bergantung pada yang lain. Kueri yang \
         menanyai {shards_now:d} shard menunggu setidaknya satu jawaban lambat dalam sekitar \
         {slow_now:d}% kasus, dan yang menanyai {shards_later:d} shard dalam sekitar \
         {slow_later:d}% kasus.",
        "Suppose {slow:d}% of shard replies are slow, from a garbage-collection pause or a busy \
         disk, each shard slow at random and independently of the others. A query that asks \
         {shards_now:d} shards waits on at least one slow reply in about {slow_now:d}% of cases, \
         and one that asks {shards_later:d} shards in about {slow_later:d}% of cases.",
    ),
    (
        "m13-06-scatter",
        "kalau satu arah dibaca {ratio:d} kali lebih sering daripada arah lainnya",
        "when one direction gets {ratio:d} times more reads than the other",
    ),
    (
        "m13-06-cdc",
        "Dengan {events:d} event follow dan unfollow per detik dan lag biasa {lag:d} detik, \
         selalu ada sekitar {in_flight:d} perubahan yang masih di jalan",
        "At {events:d} follow and unfollow events per second and a normal lag of {lag:d} seconds, \
         about {in_flight:d} changes are in flight",
    ),
    (
        "m13-06-cdc",
        "Dalam gangguan {outage:d} menit menumpuk {backlog:n} event. Jika consumer sanggup \
         menerapkan {capacity:d} event per detik, ia hanya unggul {drain:d} event per detik atas \
         aliran yang terus datang, sehingga butuh {catchup:d} menit untuk mengejar.",
        "A {outage:d}-minute outage piles up {backlog:n} events. If the consumer can apply \
         {capacity:d} events a second, it gains only {drain:d} events a second on the stream that \
         keeps arriving, so it needs {catchup:d} minutes to catch up.",
    ),
    (
        "m13-06-cdc",
        "jika dicatat setiap {checkpoint:d} detik, satu crash bisa mengirim ulang sampai \
         {replayed:d} event (hitungan kita)",
        "recorded every {checkpoint:d} seconds, one crash can replay up to {replayed:d} events \
         (our working)",
    ),
    (
        "m13-06-mutual",
        "dengan {follows:d} akun yang diikuti, ia butuh {follows:d} pencarian primary key.",
        "with {follows:d} accounts followed it needs {follows:d} primary-key lookups.",
    ),
    (
        "m13-06-mutual",
        "dengan {shards:d} shard, sekitar {shards_touched:d} di antaranya (hitungan kita)",
        "with {shards:d} shards, about {shards_touched:d} of them (our working)",
    ),
    (
        "m13-06-mutual",
        "Jika tab teman dibuka {opens:d} kali per detik dan setiap kali menjalankan join, \
         biayanya {join_lookups:n} pencarian per detik",
        "If the friends tab is opened {opens:d} times a second and runs the join each time, that \
         costs {join_lookups:n} lookups a second",
    ),
    (
        "m13-06-mutual",
        "anggapan rata-rata {mutuals:d} akun saling mengikuti per pengguna",
        "assuming {mutuals:d} mutual follows per user on average",
    ),
    (
        "m13-06-mutual",
        "{users:n} pengguna × {mutuals:d} akun saling mengikuti = {rows:n} baris; dengan \
         {row_bytes:d} byte per baris, totalnya {storage:d} GB.",
        "{users:n} users × {mutuals:d} mutual follows = {rows:n} rows; at {row_bytes:d} bytes per \
         row, {storage:d} GB in all.",
    ),
    (
        "m13-06-mutual",
        "dengan {events:d} event per detik dan {pair_share:d}% di antaranya membentuk atau \
         memutus pasangan, itu {row_writes:d} penulisan baris per detik.",
        "at {events:d} events a second with {pair_share:d}% of them making or breaking a pair, \
         that is {row_writes:d} row writes a second.",
    ),
    (
        "m13-06-mutual",
        "{users:n} pengguna membentuk sekitar {pairs:n} pasangan.",
        "{users:n} users make about {pairs:n} pairs.",
    ),
    (
        "m13-06-exercise",
        "Sebuah platform menyimpan {edges:n} edge follow, di-shard menurut `follower_id` ke \
         {shards:d} shard. Halaman pengikut dibuka {followers_qps:d} kali per detik. Ada usulan \
         tabel kebalikan yang diisi CDC; follow dan unfollow datang {events:d} per detik, dan \
         consumer sanggup menerapkan {capacity:d} event per detik.",
        "A platform stores {edges:n} follow edges, sharded by `follower_id` over {shards:d} \
         shards. The followers page is opened {followers_qps:d} times a second. Someone proposes \
         a reverse table fed by CDC; follows and unfollows arrive at {events:d} a second, and the \
         consumer can apply {capacity:d} events a second.",
    ),
    (
        "m13-06-exercise",
        "Setiap permintaan menanyai semua shard: {followers_qps:d} × {shards:d} = {fanout:d} \
         kueri shard per detik. Setiap shard menerima seluruh {followers_qps:d} per detik itu",
        "Every request asks every shard: {followers_qps:d} × {shards:d} = {fanout:d} shard \
         queries per second. Each shard receives all {followers_qps:d} a second",
    ),
    (
        "m13-06-exercise",
        "Consumer mati {outage:d} menit",
        "A {outage:d}-minute consumer outage",
    ),
    (
        "m13-06-exercise",
        "Consumer mati selama {outage:d} menit.",
        "The consumer is down for {outage:d} minutes.",
    ),
    (
        "m13-06-exercise",
        "Backlog-nya {events:d} × {outage:d} menit = {backlog:n} event. Consumer hanya unggul \
         {drain:d} event per detik atas aliran yang terus datang, jadi ia butuh {catchup:d} menit \
         untuk mengejar.",
        "The backlog is {events:d} × {outage:d} minutes = {backlog:n} events. The consumer gains \
         only {drain:d} events a second on the stream that keeps arriving, so it needs \
         {catchup:d} minutes to catch up.",
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
         {elsewhere:d} % follow menulis ke dua node.",
        "With {nodes:d} nodes they share a node only by chance, so {elsewhere:d} % of follows \
         write to two nodes.",
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
/// Figures a lesson quotes from another lesson's calculator (a review lesson says them
/// again): (quoting lesson, calculator, Indonesian quote, English quote).
const QUOTED_ELSEWHERE: &[(&str, &str, &str, &str)] = &[
    (
        "m13-08",
        "m13-06-scatter",
        "kueri shard naik dari {fanout_now:d} menjadi {fanout_later:d} per detik, karena setiap \
         shard tetap menerima seluruh {every_shard:d} kueri pengikut per detik; bagian kueri pengikut dari \
         semua kueri shard naik dari {share_now:d}% menjadi {share_later:d}%. Jika {slow:d}% \
         jawaban shard lambat, kueri yang menunggu jawaban lambat naik dari sekitar \
         {slow_now:d}% menjadi sekitar {slow_later:d}% kasus.",
        "shard queries rise from {fanout_now:d} to {fanout_later:d} a second, because every \
         shard still receives all {every_shard:d} followers queries per second; their share of \
         all shard queries rises from {share_now:d}% to {share_later:d}%. If {slow:d}% of shard \
         replies are slow, the queries that wait on a slow reply rise from about {slow_now:d}% \
         to about {slow_later:d}% of cases.",
    ),
    (
        "m13-08",
        "m13-06-cdc",
        "pada {events:d} event per detik, gangguan {outage:d} menit menumpuk {backlog:n} event; \
         consumer yang sanggup {capacity:d} event per detik hanya unggul {drain:d} per detik dan \
         butuh {catchup:d} menit untuk mengejar.",
        "at {events:d} events a second, a {outage:d}-minute outage piles up {backlog:n} events; \
         a consumer that applies {capacity:d} events a second gains only {drain:d} a second and \
         needs {catchup:d} minutes to catch up.",
    ),
    (
        "m13-08",
        "m13-06-cdc",
        "posisi dicatat setiap {checkpoint:d} detik, jadi satu crash bisa mengirim ulang sampai \
         {replayed:d} event.",
        "the position is recorded every {checkpoint:d} seconds, so one crash can replay up to \
         {replayed:d} events.",
    ),
    (
        "m13-08",
        "m13-07-gsi-writes",
        "{elsewhere:d} % follow menulis ke dua node lewat two-phase commit: {row_writes:d} \
         penulisan baris per detik, {distributed:d} transaksi terdistribusi, dan hanya \
         {single:d} yang selesai di satu node.",
        "{elsewhere:d} % of follows write to two nodes through a two-phase commit: {row_writes:d} \
         row writes a second, {distributed:d} distributed transactions, and only {single:d} that \
         finish on one node.",
    ),
    (
        "m13-08",
        "m13-07-per-node",
        "menyebut {qps:d} kueri per detik di {nodes:d} node dengan waktu respons sekitar \
         {latency:d} ms [^m13-08-case]; hitungan kita, {qps:d} / {nodes:d} = {per_node:d} kueri \
         per detik per node.",
        "gives {qps:d} queries a second on {nodes:d} nodes at about {latency:d} ms \
         [^m13-08-case]; our working, {qps:d} / {nodes:d} = {per_node:d} queries a second per \
         node.",
    ),
    (
        "m13-08",
        "0031-v1-load",
        "{opens:d} pembukaan per detik × {followees:d} = {lookups:d} pencarian indeks per \
         detik; dengan {lookup:d} µs per pencarian, sekitar {in_flight:d} pencarian sedang \
         berjalan",
        "{opens:d} opens per second × {followees:d} = {lookups:d} index lookups per second; at \
         {lookup:d} µs each, about {in_flight:d} lookups are in progress",
    ),
];

#[test]
fn figures_quoted_by_another_lesson_are_what_the_calculator_gives() {
    let course = content::load_bundled().course;
    let mut missing = Vec::new();
    for (lesson, id, quote_id, quote_en) in QUOTED_ELSEWHERE {
        let c = course
            .calculator(id)
            .unwrap_or_else(|| panic!("no calculator {id}"));
        for (lang, quote) in [(Lang::Id, quote_id), (Lang::En, quote_en)] {
            let text = lesson_text(&course, lesson, lang);
            let filled = fill(quote, c, &I18n::new(lang));
            if !text.contains(&filled) {
                missing.push(format!("lessons/{lesson}.yaml, in {lang:?}:\n  {filled}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "quotes the lessons do not say:\n{}",
        missing.join("\n")
    );
}

/// The lesson file's words with whitespace joined, glossary marks as a reader sees them in
/// `lang`: the words written, or the term's name.
fn lesson_text(course: &latih::core::course::Course, id: &str, lang: Lang) -> String {
    let path = format!("{}/lessons/{id}.yaml", env!("CARGO_MANIFEST_DIR"));
    let raw = std::fs::read_to_string(&path).expect("lesson file");
    let raw = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut out = String::new();
    let mut rest = raw.as_str();
    while let Some(open) = rest.find("[[") {
        out.push_str(&rest[..open]);
        let close = rest[open..].find("]]").expect("closed mark") + open;
        let inside = &rest[open + 2..close];
        match inside.split_once('|') {
            Some((_, words)) => out.push_str(words),
            None => {
                let term = course
                    .glossary
                    .term(inside)
                    .expect("a term of the glossary");
                out.push_str(term.name.text(lang));
            }
        }
        rest = &rest[close + 2..];
    }
    out.push_str(rest);
    out
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
    let mut missing = Vec::new();
    for (id, quote_id, quote_en) in QUOTES {
        let c = course
            .calculator(id)
            .unwrap_or_else(|| panic!("no calculator {id}"));
        let lesson = c.lesson.clone().expect("a calculator of a lesson's bank");
        for (lang, quote) in [(Lang::Id, quote_id), (Lang::En, quote_en)] {
            let text = lesson_text(&course, &lesson, lang);
            let i18n = I18n::new(lang);
            let filled = fill(quote, c, &i18n);
            if !text.contains(&filled) {
                missing.push(format!("lessons/{lesson}.yaml, in {lang:?}:\n  {filled}"));
            }
        }
        seen.insert(*id);
    }
    assert!(
        missing.is_empty(),
        "quotes the lessons do not say:\n{}",
        missing.join("\n")
    );
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
    let text = lesson_text(&course, "0032", Lang::En);
    let filled = fill(QUOTES[11].2, &c, &I18n::new(Lang::En));
    assert!(filled.contains("900 ids"), "{filled}");
    assert!(
        !text.contains(&filled),
        "the check notices a default the text does not quote"
    );
}
