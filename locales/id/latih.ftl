## Teks antarmuka latih: Bahasa Indonesia.
## Angka datang sudah diformat untuk pembaca; argumen angka hanya dipakai untuk memilih bentuk.

## Angka dan tanggal

num-million = { $n } juta
num-billion = { $n } miliar
num-trillion = { $n } triliun
date-long = { $day } { $month } { $year }
month-1 = Januari
month-2 = Februari
month-3 = Maret
month-4 = April
month-5 = Mei
month-6 = Juni
month-7 = Juli
month-8 = Agustus
month-9 = September
month-10 = Oktober
month-11 = November
month-12 = Desember

## Bilah judul, footer dan umum

too-small = Terminal terlalu kecil ({ $width }×{ $height }). Perbesar jadi minimal { $min_width }×{ $min_height }, ya.
watch-on = ⟳ memantau
watch-reloaded = Dimuat ulang. { $errors ->
    [0] Tidak ada galat.
   *[other] { $errors } galat.
}
watch-stale = File pelajaran ini punya { $count } masalah sejak terakhir disimpan (file-nya sendiri atau bank soal yang dipakainya). Yang tampil adalah versi baik terakhir.
keyname-space = Spasi

## Label footer (pendek)

key-up-down = pindah
key-open = buka
key-reveal = lihat jawaban
key-next-item = item berikutnya
key-prev-item = item sebelumnya
key-lesson-quiz = kuis
key-reveal-all = buka semua
key-contents = daftar isi
key-search = cari
key-lang = English
key-help = bantuan
key-back = kembali
key-quit = keluar
key-next-lesson = pelajaran berikutnya
key-prev-lesson = pelajaran sebelumnya
key-done = selesai
key-page = halaman
key-top = awal
key-bottom = akhir

## Layar bantuan (satu kalimat per tombol)

help-title = Tombol
help-up = Naik satu baris atau pindah ke atas.
help-down = Turun satu baris atau pindah ke bawah.
help-open = Buka pelajaran, hasil, atau bagian yang dipilih; di dalam pelajaran, ikuti tautan yang sedang difokus.
help-reveal = Tampilkan atau sembunyikan jawaban latihan yang difokus (atau yang pertama di layar).
help-next-item = Pindahkan fokus ke latihan, kartu, atau tautan berikutnya.
help-prev-item = Pindahkan fokus ke latihan, kartu, atau tautan sebelumnya.
help-lesson-quiz = Latih semua soal tentang pelajaran ini, diacak; umpan balik cepat, tidak dicatat.
help-reveal-all = Buka semua jawaban di pelajaran ini, atau sembunyikan lagi semuanya.
help-contents = Daftar isi: lompat ke satu bagian.
help-search = Cari judul dan isi pelajaran dalam bahasa yang sedang dipakai.
help-lang = Ganti antara Bahasa Indonesia dan English; posisimu tetap.
help-help = Tampilkan daftar tombol ini.
help-back = Kembali ke layar sebelumnya.
help-quit = Keluar dari latih.
help-quit-anywhere = Keluar dari latih dari layar mana pun.
help-next-lesson = Pindah ke pelajaran berikutnya.
help-prev-lesson = Pindah ke pelajaran sebelumnya.
help-done = Tandai pelajaran ini selesai, atau belum selesai.
help-page-down = Turun satu halaman.
help-page-up = Naik satu halaman.
help-top = Lompat ke awal.
help-bottom = Lompat ke akhir.
help-fallback-legend = Teks bertanda { $marker } belum diterjemahkan, jadi ditampilkan dalam bahasa lainnya.

## Beranda

home-minutes = { $n } mnt
home-other-lessons = Pelajaran lain
home-empty = Kursus ini belum punya pelajaran yang bisa dimuat.
home-problems = Masalah: { $errors } galat, { $warnings } peringatan
status-new = baru
status-opened = dibuka
status-done = selesai

## Pembaca pelajaran

reader-meta = { $code } · sekitar { $minutes } menit
reader-question = Pertanyaan pemandu
reader-goals = Setelah pelajaran ini kamu bisa
reader-prerequisites = Sebelum mulai
reader-exercise = Latihan { $n }
reader-answer = Jawaban
reader-answer-hidden = Jawaban disembunyikan. Pikirkan dulu, lalu tekan Spasi.
reader-links = Lanjut ke mana
reader-prev = ← Sebelumnya:
reader-next = → Berikutnya:
reader-related = ↗ Terkait:
reader-sources = Sumber
reader-last-reviewed = Terakhir ditinjau: { $date }
reader-not-available = belum tersedia
reader-fallback = [{ $lang }]
reader-no-exercise-here = Tidak ada latihan di layar ini.
reader-no-questions = Belum ada bank soal yang terhubung ke pelajaran ini.
reader-nothing-to-open = Tekan Tab dulu untuk memfokus sebuah tautan.
reader-no-next = Ini pelajaran terakhir.
reader-no-prev = Ini pelajaran pertama.
reader-marked-done = Ditandai selesai.
reader-marked-open = Ditandai belum selesai.
reader-quiz = Cek pemahaman
reader-quiz-note = Umpan balik cepat, bukan bukti penguasaan: jawaban di sini tidak dicatat.
reader-review = Review
reader-review-note = Hasilnya dicatat dan menentukan jadwal review berikutnya.
reader-questions = { $count } soal
reader-start = Tekan Enter untuk mulai.
reader-drill = Drill lisan
reader-drill-facts = { $seconds } detik untuk menjawab dengan suara · lulus dengan { $pass } dari { $items } poin
reader-drill-note = Jawab dengan suara seperti di interview, lalu bandingkan dengan contoh jawaban dan centang poin yang sudah kamu bahas. Hasilnya dicatat.
callout-note = Catatan
callout-assumption = Asumsi
callout-failure = Saat rancangan ini gagal
callout-counterexample = Contoh tandingan
callout-summary = Ringkasan
callout-tip = Tips
part-title = Judul
part-intro = Pembuka
part-last-reviewed = Terakhir ditinjau
contents-title = Daftar isi

## Pencarian

search-title = Cari
search-hint = Ketik untuk mencari judul dan isi semua pelajaran. Enter membuka, Esc kembali.
search-none = Tidak ditemukan.
search-count = { $count } hasil

## Masalah

problems-title = Masalah ({ $count })
problems-none = Tidak ada masalah.
sev-error = galat
sev-warning = peringatan
lint-summary = { $errors } galat, { $warnings } peringatan di { $files } file ({ $lessons } pelajaran dimuat).
type-null = kosong
type-boolean = true/false
type-number = angka
type-text = teks
type-list = daftar
type-map = peta berisi field
type-integer = bilangan bulat
type-identifier = id
type-date = tanggal
p-unreadable = File tidak bisa dibaca: { $detail }
p-invalid-utf8 = File ini bukan teks UTF-8 yang sah. Simpan ulang sebagai UTF-8.
p-too-large = Ukuran file { $size } KB; file kursus paling besar { $limit } KB.
p-tab-indent = Ada tab yang dipakai untuk indentasi; YAML hanya menerima spasi di situ.
# Kata-kata parser YAML ($detail) berbahasa Inggris, jadi tidak dipakai di sini.
p-syntax = Bagian ini bukan YAML yang sah. Penyebab yang biasa, di baris ini atau di atasnya: tanda kutip, kurung, atau titik dua yang hilang, atau baris yang menjorok berbeda dari baris di sekitarnya.
p-too-deep = Isi file bersarang terlalu dalam untuk sebuah pelajaran.
p-multiple-documents = File berisi lebih dari satu dokumen YAML (`---`); satu file kursus berisi tepat satu.
p-empty-file = File kosong.
p-duplicate-key = Field `{ $key }` muncul dua kali di sini (yang pertama di baris { $first }); sisakan satu.
p-unknown-field = Field `{ $field }` tidak dikenal. Yang diharapkan salah satu dari: { $expected }.
p-threshold-about-nothing = Threshold dalam `{ $unit }` tidak membicarakan output mana pun di sini (satuannya: { $outputs }): beri satuan angka yang dinilainya, misalnya `TB` untuk ukuran, atau kata yang sama untuk hitungan.
p-unknown-field-near = Field `{ $field }` tidak dikenal: maksudmu `{ $near }`? Yang diharapkan salah satu dari: { $expected }.
p-formula-unfinished = Rumusnya berhenti terlalu cepat: setelah operator terakhir masih kurang angka atau nama.
p-formula-unclosed = Ada `(` di rumus yang tidak pernah ditutup: tambahkan `)`-nya.
p-unquoted-number-id = Id { $value } ditulis sebagai angka: alat YAML lain membacanya sebagai angka (yang diawali 0 bahkan sebagai oktal), jadi mereka melihat id yang lain. Beri tanda kutip: "{ $value }".
p-calc-answer-kind = Kalkulator `{ $calculator }` tidak punya hasil yang diukur seperti `{ $unit }` (hasilnya berupa { $measures }): setelah menjawab, pelajar akan membuka kalkulator yang tidak menghitung angka ini. Beri soalnya satuan dari salah satu jenis itu, atau sebut kalkulator lain.
p-calc-answer-off = Jawabannya { $answer }, tapi dengan nilai bawaannya kalkulator `{ $calculator }` memberi { $gives } (output `{ $output }`, yang terdekat): samakan angkanya, atau perlebar toleransinya bila keduanya wajar.
p-step-refused = Dijalankan di playground baru, `{ $run }` ditolak atau gagal; pelajar yang mengikuti skenario akan terhenti di sini. Kalau memang itu maksudnya, tulis `expect: {"{"}refused: true{"}"}`.
p-step-not-refused = Langkah ini bilang `{ $run }` ditolak, tapi ternyata berjalan.
p-step-plan-lacks = Langkah ini bilang plan-nya menunjukkan `{ $want }`, tapi plan `{ $run }`: { $plans }.
p-step-plan-has = Langkah ini bilang plan-nya tidak memuat `{ $want }`, tapi plan `{ $run }`: { $plans }.
p-step-rows = Langkah ini bilang `{ $run }` mengembalikan { $want } baris; ternyata { $got }.
p-step-fullscan = Langkah ini bilang `{ $run }` membaca paling sedikit { $want } baris lewat scan penuh; ternyata { $got }.
p-step-vm-steps = Langkah ini bilang `{ $run }` paling banyak { $want } langkah; ternyata { $got }.
p-step-touched = Langkah ini bilang `{ $run }` menyentuh { $want } partisi; ternyata { $got }.
p-step-hottest-below = Langkah ini bilang partisi tersibuk setelah `{ $run }` memegang paling sedikit { $want } %; ternyata { $got } %.
p-step-hottest-above = Langkah ini bilang partisi tersibuk setelah `{ $run }` memegang paling banyak { $want } %; ternyata { $got } %.
cli-schema-write = Tulis keempat skema (lesson, course, bank, glossary) ke DIR/schema/, tempat yang ditunjuk baris pertama setiap file kursus.
cli-new = Mulai kursus atau pelajaran dari kerangka yang lolos lint.
cli-new-course = Folder kursus baru: manifest, pelajaran pertama, contoh bank soal, dan skemanya.
cli-new-course-dir = Folder yang dibuat (belum boleh berisi apa pun).
cli-new-lesson = Pelajaran baru di sebuah folder kursus (--course, bawaan: folder ini), di modul pertamanya.
cli-new-lesson-id = Id pelajaran: huruf kecil, angka, - dan _.
new-exists = { $path } sudah ada; latih tidak pernah menimpa file. Pilih nama lain.
new-not-empty = { $path } tidak kosong; kursus baru dimulai di folder yang kosong atau baru.
new-bad-id = `{ $id }` bukan id yang sah: pakai huruf kecil, angka, - dan _ (paling banyak 64), diawali huruf atau angka.
new-no-module = Tidak ada modul untuk pelajaran ini: { $path } tidak ada atau tidak mendeklarasikan modul.
new-wrote = Menulis { $path }
new-next = Berikutnya: sunting file-filenya, lalu `latih lint { $dir }` memeriksanya dan `latih --course { $dir } --watch` menampilkannya setiap kali disimpan.
schema-written-hint = Setiap file kursus diawali baris seperti `# yaml-language-server: $schema=../schema/lesson.schema.json`, supaya editor dengan YAML language server melengkapi dan memeriksanya.
cli-all-courses = Semua kursus yang tersimpan di file progres, bukan hanya yang sedang dipakai (kursus bawaan, atau --course).
cli-lint-run = Jalankan juga setiap skenario terpandu di playground baru, periksa bahwa setiap langkah menunjukkan apa yang dikatakannya, dan jalankan setiap simulasi.
p-course-without-id = Kursus ini tidak punya `id`, jadi progres pelajar disimpan menurut path folder ini dan memindahkan folder membuatnya mulai dari nol. Tambahkan `id: …` (id-nya sendiri, misalnya nama kursus) dan `format_version: 2`, yang mewajibkannya.
p-bank-in-lessons = File ini punya `{ $field }` tapi tidak punya `blocks`: ini bank soal, dan bank soal tinggal di folder quizzes/ di samping lessons/. Pindahkan ke sana.
p-lesson-in-quizzes = File ini punya `blocks`: ini pelajaran, dan pelajaran tinggal di folder lessons/. Pindahkan ke sana.
p-yaml-colon = `: ` di sini akan memulai key baru di tempat yang tidak boleh: beri tanda kutip ("…") pada teks yang memuat `: `, atau periksa indentasi baris ini.
p-yaml-missing-colon = Baris ini bukan `key: value` dan bukan item daftar (`- …`): `:` setelah key-nya hilang.
p-yaml-unclosed-quote = Teks berkutip dimulai di sini, tapi tanda kutip penutupnya tidak ada.
p-yaml-unclosed-bracket = `{ $open }` membuka daftar atau mapping di sini yang tidak pernah ditutup.
p-yaml-indentation = Baris ini tidak sejajar dengan key di atasnya: beri spasi sebanyak saudara-saudaranya.
p-yaml-escape = Escape tak dikenal setelah `\` di teks berkutip ganda: tulis `\\` untuk backslash, atau pakai kutip tunggal ('…').
p-yaml-empty-key = Ada `:` tanpa key di depannya: tulis nama field sebelum titik dua.
p-yaml-key-not-text = Key harus berupa nama biasa, bukan daftar atau mapping.
p-yaml-merge = Merge key (`<<:`) hanya menerima mapping (`*anchor` ke mapping) atau daftar mapping.
p-yaml-alias-in-itself = `*…` merujuk daftar atau mapping yang memuatnya sendiri: alias tidak bisa mengulang wadahnya.
p-yaml-anchor = `*…` merujuk anchor (`&…`) yang tidak didefinisikan di atasnya.
p-yaml-reserved = Nilai polos tidak boleh diawali { $kind ->
    [backtick] backtick
   *[other] `{ $ch }`
}: beri tanda kutip pada teksnya.
p-follow-on = Mungkin ia didefinisikan di { $files }, yang tidak bisa dibaca: perbaiki { $count ->
    [1] file itu
   *[other] file-file itu
} dulu.
p-missing-field = Field wajib `{ $field }` belum ada.
p-wrong-type = Di sini seharusnya { $expected }, tapi yang ada { $found }.
p-block-shape = Sebuah blok adalah peta dengan tepat satu kunci yang menyebut jenisnya: { $expected }.
p-bad-enum = `{ $value }` tidak boleh di sini. Pakai salah satu dari: { $allowed }.
p-out-of-range = { $value } di luar rentang; pakai nilai dari { $min } sampai { $max }.
p-bad-id = `{ $value }` bukan id yang sah: pakai huruf kecil, angka, - dan _ (maksimal 64), diawali huruf atau angka.
p-bad-date = `{ $value }` bukan tanggal; tulis sebagai YYYY-MM-DD, misalnya 2026-10-26.
p-bad-url = `{ $value }` bukan alamat web; harus diawali https:// atau http://.
p-format-version = File ini memakai format versi { $found }; latih ini membaca versi { $supported }.
p-empty-text = Teksnya kosong.
p-empty-list = Daftarnya kosong; perlu minimal satu item.
p-bad-char = Teks berisi karakter yang tidak bisa ditampilkan di terminal ({ $code }).
p-missing-translation = Terjemahan { $lang ->
    [id] Bahasa Indonesia (`id`)
   *[en] Inggris (`en`)
} belum ada; pembaca bahasa itu akan melihat versi bahasa lainnya.
p-unclosed-markup = { $kind ->
    [code] Backtick (kode)
   *[other] `{ $marker }`
} dibuka tapi tidak ditutup; ditampilkan sebagai karakter biasa.
p-unknown-citation = Kutipan [^{ $id }] tidak menunjuk sumber mana pun di pelajaran ini; tambahkan di `sources`.
p-table-row-length = Baris ini punya { $found } sel; header punya { $expected }.
p-diagram-unlabelled = Slot { $slot } di gambar belum punya label; tambahkan di `labels` dengan `slot: { $slot }` dan `text`-nya.
p-diagram-unused = Tidak ada slot { $slot } di gambar yang memakai label ini, jadi label ini tidak pernah tampil; tulis slotnya di gambar atau hapus labelnya.
p-diagram-label-too-long = { $lang ->
    [id] Label bahasa Indonesia
    [en] Label bahasa Inggris
   *[other] Label
} untuk slot { $slot } selebar { $width } kolom, padahal slotnya hanya memuat { $room }; lebarkan slot di gambar (spasi sebelum kurung kurawal penutup) atau pendekkan labelnya.
p-diagram-too-wide = Diagram ini selebar { $width } kolom; terminal 80 kolom hanya menampilkan { $room } dan memotong sisanya.
p-callout-empty = Callout perlu `text`, `items`, atau keduanya.
p-duplicate-id = Id `{ $id }` sudah dipakai (pertama di { $first }).
p-duplicate-id-at = Id `{ $id }` sudah dipakai (pertama di { $first }, baris { $line }).
p-broken-ref = Tidak ada pelajaran atau rencana pelajaran dengan id `{ $target }`; tambahkan di `planned` pada course.yaml kalau akan dibuat nanti.
p-self-ref = Sebuah pelajaran tidak bisa menaut ke dirinya sendiri.
p-unknown-module = Modul `{ $module }` belum dideklarasikan di `modules` pada course.yaml.
p-no-manifest = Manifes kursus { $path } tidak ada; pelajaran akan didaftar tanpa modul.
p-question-needs = Soal `{ $kind }` membutuhkan `{ $field }`.
p-field-not-for-type = `{ $field }` tidak dipakai soal `{ $kind }`; hapus atau ganti `type`.
p-correct-count = { $kind ->
    [single] Soal pilihan tunggal butuh tepat satu opsi dengan `correct: true`; soal ini punya { $found }.
   *[multiple] Soal jawaban ganda butuh minimal satu opsi dengan `correct: true`.
}
p-too-few-choices = Daftar ini perlu minimal { $min } isian; sekarang { $found }.
p-below-min = { $value } terlalu kecil di sini; paling kecil { $min }.
p-unknown-bank = Tidak ada bank soal dengan id `{ $id }`; file bank soal ada di quizzes/.
p-unknown-question = Bank `{ $bank }` tidak punya soal `{ $id }`.
p-bank-empty = Bank soal butuh `questions`, `drills`, atau keduanya; bank ini tidak punya satu pun.
p-pass-over-checklist = `pass` bernilai { $pass }, padahal checklist hanya berisi { $items } poin: tidak ada yang bisa lulus.
p-unknown-drill = Tidak ada bank yang punya drill dengan id `{ $id }`; drill ditulis di file bank di quizzes/.
p-unknown-calculator = Tidak ada bank yang punya kalkulator dengan id `{ $id }`; kalkulator ditulis di file bank di quizzes/.
p-bad-name = `{ $name }` tidak bisa dipakai di rumus: nama terdiri dari huruf kecil, angka, dan `_`, diawali huruf, dan bukan nama fungsi (min, max, ceil, floor, round, sqrt).
p-bad-step = `step` bernilai `{ $step }`; harus `1-2-5` atau angka positif.
p-default-outside = Nilai bawaan { $value } berada di luar rentang { $bounds ->
    [min] mulai { $min }
    [max] sampai { $max }
   *[both] { $min } sampai { $max }
}.
p-calc-unit-mismatch = Rumusnya menghasilkan { $formula ->
    [bytes] ukuran dalam byte
    [rate] laju per detik
    [count] jumlah biasa
    [time] durasi
   *[other] satuan campuran
}, padahal satuan `{ $unit }` adalah { $expected ->
    [bytes] ukuran dalam byte
    [rate] laju per detik
    [count] jumlah biasa
    [time] durasi
   *[other] satuan campuran
}.
p-formula-syntax = Rumusnya tidak bisa dibaca mulai dari `{ $found }`.
p-formula-unknown-name = Rumus memakai `{ $name }`, yang bukan input dan bukan output sebelumnya.
p-formula-not-yet = `{ $name }` baru muncul belakangan (atau output ini sendiri): rumus hanya boleh memakai input dan output di atasnya.
p-formula-mismatch = Rumus menjumlahkan, mengurangkan, atau membandingkan { $left ->
    [bytes] ukuran dalam byte
    [rate] laju per detik
    [count] jumlah biasa
    [time] durasi
   *[other] satuan campuran
} dengan { $right ->
    [bytes] ukuran dalam byte
    [rate] laju per detik
    [count] jumlah biasa
    [time] durasi
   *[other] satuan campuran
}; keduanya tidak bisa dicampur.
p-formula-power = Pangkat harus berupa bilangan bulat biasa, dan nilai bersatuan hanya boleh dipangkatkan dengan bilangan seperti itu.
p-formula-args = Jumlah nilai untuk `{ $func }` tidak tepat.
p-no-lessons = Folder kursus tidak bisa dibaca: { $path }

## Baris perintah

cli-about = Latihan interview system design di terminal: pelajaran, latihan, dan review dalam Bahasa Indonesia dan English.
cli-after = Tombol di aplikasi: ↑↓ atau j/k pindah, Enter membuka, Spasi membuka jawaban, L mengganti bahasa, / mencari, ? menampilkan semua tombol, z melatih soal-soal sebuah pelajaran, q atau Esc kembali. Panduan menulis pelajaran: docs/authoring.md; file progres dan SQL untuk membacanya: docs/progress.md.
cli-quiet = Tanpa bunyi bel terminal saat waktu drill habis (juga LATIH_QUIET=1, supaya jadi pengaturan tetap).
cli-drill = Mulai drill lisan berwaktu: jawab dengan suara, lalu centang poin yang sudah kamu bahas.
cli-drill-id = Id drill (seperti di bank soalnya), misalnya 0032-evolve-feed-drill.
cli-unknown-drill = Tidak ada drill `{ $id }`. Drill di kursus ini: { $known }.
cli-calc = Hitung angka kasar dengan satuan, misalnya latih calc "5 million * 100 * 80 bytes to GB".
cli-calc-expr = Ekspresinya; beri tanda kutip, atau tulis sebagai beberapa kata.
cli-lang = Bahasa antarmuka dan pelajaran: id (Indonesia) atau en (Inggris). Bawaan: LATIH_LANG, lalu locale sistem, lalu id.
cli-course = Buka folder kursus milik instruktur (berisi lessons/course.yaml), bukan kursus bawaan.
cli-watch = Bersama --course: muat ulang pelajaran begitu file-nya disimpan.
cli-lint = Periksa semua file kursus dan laporkan setiap masalah.
cli-lint-dir = Folder kursus yang diperiksa (juga --course; bawaan: kursus tempat folder ini berada, atau kursus bawaan latih).
cli-lint-two-courses = Ada dua folder kursus yang berbeda, { $first } dan { $second }; lint memeriksa satu saja. Sebut sekali, sebagai DIR atau dengan --course.
cli-watch-needs-course = --watch memuat ulang folder kursus instruktur: sebutkan dengan --course DIR.
cli-deny-warnings = Gagal (kode keluar 1) juga bila ada peringatan.
cli-schema = Cetak JSON Schema format file kursus, untuk pelengkapan otomatis di editor.
cli-schema-kind = File yang mana: lesson, course, bank, atau glossary.
cli-usage = Pemakaian:
cli-options = Opsi
cli-arguments = Argumen
cli-commands = Perintah
cli-help = Tampilkan bantuan ini.
cli-version = Tampilkan versi.
cli-progress = File progres (bawaan: folder data platform, ~/.local/share/latih/progress.sqlite3 di Linux). Juga LATIH_PROGRESS.
cli-seed = Acak soal dan opsi dari seed ini, supaya sebuah sesi bisa diulang persis.
cli-retention = Peluang kamu masih ingat saat soal kembali (bawaan 0,9).
cli-new-per-day = Paling banyak soal baru per hari (bawaan 20).
cli-reviews-per-day = Paling banyak review soal lama per hari (bawaan 200).
cli-review = Review soal yang sudah jatuh tempo.
cli-stats = Cetak yang jatuh tempo, review per hari, yang diingat per pelajaran, dan rentetanmu.
cli-export = Tulis log review (setiap jawaban dengan waktu, nilai, dan jadwalnya) sebagai CSV atau JSON, jawaban dan percobaan latihan lisan sebagai pernyataan xAPI (--format xapi), atau soal-soal kursus sebagai dek Anki (--format apkg).
cli-export-format = csv atau json (log review), apkg (dek Anki berisi soal; perlu --out), atau xapi (log review dan percobaan latihan lisan sebagai pernyataan xAPI).
cli-export-out = Tulis ke file ini, bukan ke keluaran standar.
cli-bad-retention = Retensi { $value } di luar rentang: pakai nilai dari 0,7 sampai 0,99.
cli-cannot-write = Tidak bisa menulis { $path }: { $detail }
cli-out-is-progress = Tidak menulis ke { $path }: itu file progresmu (atau mengarah ke sana). Tidak ada yang diubah; pilih file lain untuk --out.
cli-out-is-database = Tidak menulis ke { $path }: isinya basis data SQLite, yang akan rusak tertimpa ekspor. Tidak ada yang diubah; pilih file lain untuk --out.
cli-out-not-a-file = Tidak menulis ke { $path }: itu bukan file biasa (folder, perangkat, atau pipe). Pilih sebuah file untuk --out.
cli-bad-lang = Bahasa `{ $value }` tidak dikenal: pakai id atau en.
cli-not-a-terminal = latih butuh terminal interaktif. Untuk pemeriksaan tanpa terminal, pakai `latih lint`.

## Kuis dan review

help-submit = Kirim jawabanmu.
help-grab = Angkat langkah di bawah kursor, atau letakkan langkah yang sedang kamu pegang.
help-finish = Tutup ringkasan dan kembali ke tempat kamu mulai.
help-toggle = Centang atau hapus centang opsi di bawah kursor (bila jawaban benar bisa lebih dari satu).
help-pick = Pilih opsi bernomor itu.
key-start-clock = mulai timer
key-done-speaking = selesai
key-pause = jeda / lanjut
key-abandon = batalkan
key-to-checklist = checklist
help-start-clock = Mulai timer dan jawab dengan suara, seperti di interview.
help-done-speaking = Hentikan timer: jawabanmu sudah selesai. Setelah ini tampil contoh jawaban.
help-pause = Jeda timer, atau jalankan lagi.
help-abandon = Hentikan percobaan ini. Dicatat sebagai dibatalkan, bukan gagal.
help-to-checklist = Lanjut ke checklist poin.
help-tick-point = Centang poin di bawah kursor kalau jawabanmu membahasnya, atau hapus centangnya.
help-checklist-done = Selesai mencentang: lihat apakah percobaan ini lulus.
key-due-drill = mulai drill
help-due-drill = Mulai drill lisan yang sudah jatuh tempo untuk diulang.
quiz-drill-due = Ada drill lisan yang juga jatuh tempo: { $title }. Tekan d untuk memulainya.
help-continue = Lanjut ke soal berikutnya (di review: dengan penilaian yang disorot).
help-rate-again = Nilai: Lagi, kamu belum tahu. Soal ini muncul lagi di sesi ini.
help-rate-hard = Nilai: Sulit, kamu tahu tapi susah payah.
help-rate-good = Nilai: Baik, kamu tahu.
help-rate-easy = Nilai: Mudah, kamu langsung tahu.
key-submit = jawab
key-grab = angkat / taruh
key-finish = selesai
key-toggle = centang
key-pick = pilih
key-continue = lanjut
key-rate = nilai
rate-again = Lagi
rate-hard = Sulit
rate-good = Baik
rate-easy = Mudah
duration-minutes = { $n } menit
duration-hours = { $n } jam
duration-days = { $n } hari
duration-months = { $n } bulan
duration-years = { $n } tahun
interval-minutes = { $n } mnt
interval-hours = { $n } jam
interval-days = { $n } hari
interval-months = { $n } bln
interval-years = { $n } thn
home-review = Review: { $due ->
    [0] belum ada yang jatuh tempo
   *[other] { $due } soal jatuh tempo
}{ $new ->
    [0] {""}
   *[other] , { $new } soal baru
}{ $drills ->
    [0] {""}
   *[other] , { $drills } drill lisan
}
home-stats = Statistik
quiz-progress = Soal { $n } dari { $total }
quiz-again = diulang, setelah salah
quiz-pick-all = Pilih semua jawaban yang benar (Spasi mencentang, Enter mengirim).
quiz-order-hint = Susun urutannya: Spasi mengangkat satu langkah, ↑↓ memindahkannya, Spasi meletakkannya, Enter mengirim.
quiz-estimate = Perkiraanmu
quiz-recall = Jawabanmu (boleh kosong)
quiz-recall-hint = Jawab dengan suara keras atau ketik, lalu tekan Enter untuk melihat jawaban contoh.
quiz-estimate-unreadable = Angka itu tidak bisa dibaca latih; coba 40 GB, 40GB, atau 4e10 B.
quiz-right = Benar.
quiz-wrong = Bukan yang ini.
quiz-partly = { $right } dari { $of } benar (tiap opsi atau langkah dihitung satu kali).
quiz-exact = tepat sekali
quiz-percent-high = { $percent }% terlalu tinggi
quiz-percent-low = { $percent }% terlalu rendah
quiz-times-high = sekitar { $factor } kali terlalu tinggi
quiz-times-low = sekitar { $factor } kali terlalu rendah
quiz-estimate-within = { $given }: { $off }{ $exact ->
    [yes] .
   *[other] , masih dalam { $tolerance } dari { $expected }.
}
quiz-estimate-outside = { $given }: { $off }; jawabannya { $expected }{ $exact ->
    [yes] , dan hanya angka itu persis yang dihitung benar.
   *[other] {" "}(selisih sampai { $tolerance } masih dihitung benar).
}
quiz-dim-bytes = ukuran dalam byte
quiz-dim-rate = laju per detik
quiz-dim-count = jumlah
quiz-dim-time = durasi
quiz-model-answer = Contoh jawaban
quiz-compare-yourself = Bandingkan dengan jawabanmu: kuis ini umpan balik cepat dan tidak mencatat apa pun.
quiz-right-order = Urutan yang benar
quiz-tick-first = Centang minimal satu opsi dulu (Spasi), lalu Enter.
quiz-rate-yourself = Seberapa baik kamu tahu? Nilai dengan jujur: itu menentukan kapan soal ini kembali.
quiz-summary-title = Ringkasan
quiz-summary = { $right } dari { $total } benar pada percobaan pertama.
quiz-summary-again = Jawaban yang salah membuat soal ditanyakan ulang { $count } kali.
quiz-practice-tag = umpan balik cepat, tidak dicatat
quiz-practice-done = Hanya umpan balik cepat: tidak ada yang dicatat. Enter atau Esc untuk kembali.
quiz-review-done = Semua jawaban tercatat; tiap soal kembali saat jatuh tempo. Enter atau Esc untuk kembali.
quiz-still-waiting = Masih menunggu: { $due } soal jatuh tempo dan { $new } soal baru, dalam batas hari ini. Mulai review lagi dari layar awal.
quiz-next-due = Selesai untuk sekarang: soal berikutnya kembali dalam { $when }.
quiz-nothing-due = Belum ada yang jatuh tempo sekarang.
quiz-nothing-due-next = Belum ada yang jatuh tempo; soal berikutnya kembali dalam { $when }.
quiz-no-storage = Review membutuhkan file progres, tetapi file itu tidak bisa dipakai: { $problem }
quiz-not-recorded = Jawaban ini tidak bisa dicatat: sesinya belum dimulai di file progres.
quiz-rating-not-now = Setelah jawaban salah, satu-satunya nilai adalah Lagi: soal ini akan kembali nanti.

## Statistik

stats-loading = Membaca file progres…
stats-due = Jatuh tempo
stats-today = hari ini
stats-tomorrow = besok
stats-in-days = { $n } hari lagi
stats-heatmap = Review per hari, 12 minggu terakhir
stats-legend = sejak { $from }:  · tidak ada  ░ 1–2  ▒ 3–5  ▓ 6–10  █ lebih dari 10
stats-drills = Drill lisan
stats-drill-passed = { $passed } dari { $finished } lulus{ $abandoned ->
    [0] {""}
   *[other] , { $abandoned } dibatalkan
}
stats-retention = Yang diingat, per pelajaran
stats-no-reviews = Belum ada review.
stats-reviews = { $count } review
stats-streak = Rentetan: { $days ->
    [0] tidak ada review hari ini atau kemarin.
   *[other] { $days } hari berturut-turut.
}
stats-totals = Total { $reviews } review, { $items } soal pernah dilihat.
weekday-1 = Sen
weekday-2 = Sel
weekday-3 = Rab
weekday-4 = Kam
weekday-5 = Jum
weekday-6 = Sab
weekday-7 = Min

## File progres

store-not-sqlite = { $path } bukan file progres latih (bukan SQLite). File itu tidak diubah; pilih file lain dengan --progress.
store-corrupt = { $path } rusak ({ $detail }). File itu tidak diubah; simpan salinannya dan pakai --progress untuk memulai file baru.
store-newer = { $path } ditulis oleh latih yang lebih baru (format { $found }; latih ini membaca sampai { $supported }). File itu tidak diubah; perbarui latih.
store-foreign = { $path } adalah basis data SQLite milik program lain, bukan file progres latih. File itu tidak diubah; pilih file lain dengan --progress.
store-bad-version = { $path } mengaku berada di versi file progres { $found }, yang tidak pernah ditulis latih mana pun. File itu tidak diubah; simpan salinannya dan pakai --progress untuk memulai file baru.
store-needs-update = { $path } masih berformat lama ({ $found }). Buka sekali dengan `latih` (yang memperbaruinya dan menyimpan cadangan), lalu coba lagi.
store-read-only = { $path } tidak bisa ditulisi (hanya-baca). Progres tidak bisa disimpan.
store-no-folder = Folder untuk { $path } tidak ada. Buat foldernya, atau pilih file lain dengan --progress.
store-full = Disk tempat { $path } penuh. Jawabanmu disimpan di memori dan ditulis begitu ada ruang.
store-busy = { $path } sedang dipakai latih lain. Coba lagi sebentar.
store-other = { $path }: { $detail }

## Deskripsi format (latih schema)

schema-text = Teks dalam dua bahasa, `{"{"}id: …, en: …{"}"}`, atau satu string yang sama untuk keduanya.
schema-lesson-root = Satu pelajaran latih.
schema-course-root = Manifes kursus: judul, modul, dan rencana pelajaran.
schema-lesson-format_version = Versi format pelajaran; latih ini membaca 1.
schema-lesson-id = Id tetap pelajaran, dipakai tautan dan catatan progres; huruf kecil, angka, - dan _.
schema-lesson-code = Kode yang dilihat pelajar, misalnya M13.04 atau 0032.
schema-lesson-module = Id modul atau jalur tempat pelajaran ini berada (dideklarasikan di course.yaml).
schema-lesson-order = Urutan di dalam modul; angka kecil lebih dulu.
schema-lesson-minutes = Perkiraan waktu baca dan latihan, dalam menit.
schema-lesson-title = Judul pelajaran.
schema-lesson-subtitle = Subjudul opsional di bawah judul.
schema-lesson-question = Pertanyaan pemandu yang dijawab pelajaran ini.
schema-lesson-goals = Apa yang bisa dilakukan pelajar setelah pelajaran ini.
schema-lesson-prerequisites = Yang perlu dikuasai dulu, boleh menunjuk sebuah pelajaran.
schema-lesson-blocks = Isi pelajaran, berurutan.
schema-lesson-links = Pelajaran sebelumnya, berikutnya, dan terkait.
schema-lesson-sources = Sumber bernomor yang dikutip teks dengan [^id].
schema-lesson-last_reviewed = Tanggal tinjauan isi terakhir, YYYY-MM-DD.
schema-prerequisite-lesson = Id pelajaran yang mengajarkannya, sudah ada atau direncanakan.
schema-prerequisite-text = Yang seharusnya sudah diketahui pelajar.
schema-links-prev = Pelajaran sebelum ini.
schema-links-next = Pelajaran sesudah ini.
schema-links-related = Pelajaran lain yang layak dibaca.
schema-link-lesson = Id pelajaran yang ditaut, sudah ada atau direncanakan.
schema-link-note = Mengapa tautan ini penting.
schema-source-id = Id untuk mengutip sumber ini: [^id].
schema-source-title = Judul sumber.
schema-source-url = Alamat web sumber.
schema-source-note = Apa yang diambil pelajaran dari sumber ini.
schema-block-heading = Judul bagian; bagian muncul di daftar isi.
schema-block-paragraph = Paragraf dengan **tebal**, *miring*, `kode`, dan kutipan [^sumber]; baris berawalan `- ` menjadi daftar.
schema-block-list = Daftar berbutir atau bernomor.
schema-block-table = Tabel dengan baris header.
schema-block-code = Kode seperti SQL, ditampilkan apa adanya.
schema-block-callout = Kotak sorotan: catatan, asumsi, cara gagal, contoh tandingan.
schema-block-exercise = Latihan yang jawabannya tersembunyi sampai pelajar membukanya.
schema-list-ordered = true untuk daftar bernomor.
schema-list-items = Item-itemnya.
schema-table-caption = Teks di atas tabel.
schema-table-header = Judul kolom.
schema-table-rows = Baris-baris, masing-masing satu sel per kolom.
schema-table-align = Perataan per kolom: left, right, atau center.
schema-code-lang = Bahasa kode, misalnya sql.
schema-code-caption = Teks di atas kode.
schema-code-text = Kodenya, persis seperti yang harus tampil.
schema-callout-kind = note, assumption, failure, counterexample, summary, atau tip.
schema-callout-title = Judul; bawaannya judul yang cocok dengan jenisnya.
schema-callout-text = Teks kotak.
schema-callout-items = Poin-poin di dalam kotak.
schema-exercise-id = Id tetap latihan.
schema-exercise-title = Judul pendek latihan.
schema-exercise-prompt = Tugasnya.
schema-exercise-answer = Pembahasan, tersembunyi sampai dibuka.
schema-block-diagram = Gambar kotak dan panah yang ditulis sebagai teks, labelnya dalam bahasa pembaca.
schema-exercise-diagram = Diagram yang tampil bersama jawaban: gambar yang diminta untuk dibuat pelajar.
schema-diagram-caption = Teks di atas gambar.
schema-diagram-art = Gambarnya persis seperti ditulis, dengan slot `{"{"}name   {"}"}` di setiap tempat label; tidak pernah dibungkus ulang.
schema-diagram-labels = Label tiap slot, dalam kedua bahasa; masing-masing harus muat di slotnya.
schema-diagram-label-slot = Nama slot di gambar.
schema-diagram-label-text = Labelnya, paling lebar selebar slotnya di tiap bahasa.
schema-course-format_version = Versi format manifest kursus: 2 (yang mewajibkan `id` kursus), atau 1 seperti yang ditulis rilis sebelumnya. Pelajaran, bank soal, dan glosarium tetap di 1.
schema-course-title = Judul kursus.
schema-course-modules = Modul dan jalur, sesuai urutan di peta kursus.
schema-course-planned = Pelajaran yang sudah diumumkan tapi belum ditulis; tautan ke sana bertuliskan "belum tersedia".
schema-module-id = Id yang dipakai pelajaran di `module`.
schema-module-code = Kode pendek, misalnya M13.
schema-module-title = Judul modul atau jalur.
schema-planned-id = Id pelajaran mendatang.
schema-planned-code = Kode pelajaran mendatang.
schema-planned-title = Judul pelajaran mendatang.
schema-planned-module = Modul tempatnya nanti; lalu tampil redup di peta kursus.
schema-bank-root = Bank soal kuis, satu file di quizzes/.
schema-block-quiz = Kuis di dalam pelajaran: umpan balik cepat, tidak dicatat.
schema-block-review = Sesi review soal dari pelajaran lain, dicatat dan dijadwalkan.
schema-quiz-bank = Id bank soal.
schema-quiz-questions = Id soal yang ditanyakan (bawaan: semua soal di bank).
schema-quiz-title = Judul kuis.
schema-review-lessons = Pelajaran yang soalnya muncul lagi di review ini.
schema-review-title = Judul review.
schema-review-text = Untuk apa review ini.
schema-bank-format_version = Versi format bank soal; latih ini membaca 1.
schema-bank-id = Id tetap bank.
schema-bank-lesson = Pelajaran pemilik soal-soal ini.
schema-bank-title = Judul bank.
schema-bank-questions = Soal-soalnya.
schema-bank-calculators = Kalkulator hitungan kasar: input yang diubah pelajar dan output yang ikut berubah.
schema-block-calculator = Kalkulator dari sebuah bank, ditampilkan di pelajaran dengan semua output sudah dihitung.
schema-calculator-card-id = Id kalkulator, sama seperti yang tertulis di bank-nya.
schema-calculator-card-title = Judul yang tampil di atasnya; bawaannya judul kalkulator itu sendiri.
schema-calculator-id = Id kalkulator yang tetap, unik di kursus.
schema-calculator-title = Judul singkat kalkulator.
schema-calculator-inputs = Input-nya, masing-masing dengan nama, label, satuan, nilai bawaan, dan bila perlu rentang serta aturan langkah.
schema-calculator-outputs = Output-nya, masing-masing berupa rumus atas input dan output di atasnya.
schema-scenario-step-expect = Apa yang harus tampak pada output langkah ini; `latih lint --run` menjalankan skenarionya di playground baru dan memeriksanya.
schema-step-expect-plan = Teks yang harus muncul di plan salah satu statement langkah ini, misalnya `SCAN follows`.
schema-step-expect-not_plan = Teks yang tidak boleh muncul di plan mana pun pada langkah ini, misalnya `SCAN` setelah indeksnya ada.
schema-step-expect-rows = Jumlah baris yang dikembalikan statement terakhir langkah ini.
schema-step-expect-refused = true bila langkah ini memang harus ditolak (perintah yang di pelajaran sengaja ditunjukkan terhenti).
schema-step-expect-fullscan_at_least = Paling sedikit sekian baris dibaca lewat scan tabel penuh oleh statement langkah ini.
schema-step-expect-vm_steps_at_most = Paling banyak sekian langkah mesin virtual untuk semua statement langkah ini.
schema-step-expect-touched = Jumlah partisi yang disentuh langkah ini: terbanyak yang ditanyai salah satu tahapnya (1 menurut kunci daftarnya sendiri, semua partisi untuk scatter-gather).
schema-step-expect-hottest_at_least = Bagian partisi tersibuk pada grafik pertama langkah ini, dalam persen, paling sedikit.
schema-step-expect-hottest_at_most = Bagian partisi tersibuk pada grafik pertama langkah ini, dalam persen, paling banyak.
schema-course-id = Id kursus ini sendiri: progres pelajar disimpan di bawahnya, jadi jangan diubah setelah kursus dipakai. Wajib sejak format_version 2.
schema-calculator-thresholds = Pesan tentang setiap output yang mengukur hal yang sama (ukuran apa pun, waktu apa pun, atau hitungan dan laju dengan kata yang sama), masing-masing dengan satuannya: satu batas yang ditulis sekali untuk semua angka yang bersaudara.
schema-calc-input-name = Nama yang dipakai di rumus: huruf kecil, angka, dan _, diawali huruf.
schema-calc-input-label = Apa input ini, sebagaimana dibaca pelajar.
schema-calc-input-unit = Satuan nilainya: B, KB, GB, TB, laju seperti posts/s, atau kata yang menamai apa yang dihitung.
schema-calc-input-default = Nilai awal kalkulator, juga nilai yang dipakai lagi saat reset.
schema-calc-input-min = Nilai terkecil yang boleh.
schema-calc-input-max = Nilai terbesar yang boleh.
schema-calc-input-step = Cara Kiri dan Kanan mengubahnya: 1-2-5 (1, 2, 5, 10, 20 …) atau angka yang ditambahkan.
schema-calc-output-name = Nama yang dipakai rumus berikutnya untuk output ini.
schema-calc-output-label = Apa output ini, sebagaimana dibaca pelajar.
schema-calc-output-formula = Rumusnya, atas input dan output sebelumnya, dengan + - * / ^, min, max, ceil, floor, round, sqrt, dan ukuran seperti 8 B.
schema-calc-output-unit = Satuan untuk menampilkan hasilnya; harus mengukur hal yang sama dengan hasil rumus.
schema-calc-output-thresholds = Pesan yang tampil ketika hasilnya melewati suatu nilai.
schema-threshold-above = Nilai yang di atasnya pesan ini berlaku, dalam `unit` (atau, pada output tanpa `unit`, dalam satuan output itu).
schema-threshold-unit = Satuan `above` (`TB`, `edges`, `writes/s`); wajib pada threshold milik kalkulator, dan di sana juga menentukan output mana yang dibicarakannya.
schema-threshold-message = Arti melewatinya, misalnya sudah tidak muat di satu mesin.
schema-bank-drills = Drill lisan berwaktu: jawab dengan suara sambil berpacu dengan waktu, lalu centang poin yang sudah kamu bahas.
schema-block-drill = Kartu untuk memulai drill lisan berwaktu dari sebuah bank.
schema-drill-card-id = Id drill, sama seperti yang tertulis di bank-nya.
schema-drill-card-title = Judul kartu; bawaannya judul drill itu sendiri.
schema-drill-id = Id drill yang tetap, unik di antara semua soal dan drill kursus; hasil dicatat dengan id ini.
schema-drill-title = Judul singkat drill.
schema-drill-prompt = Pertanyaan interview yang dijawab dengan suara.
schema-drill-seconds = Batas waktu jawaban lisan, dalam detik (10 sampai 3600).
schema-drill-sample = Contoh jawaban, baru ditampilkan setelah pelajar selesai bicara.
schema-drill-checklist = Poin-poin yang dibahas jawaban yang baik; pelajar mencentang poin yang sudah ia bahas.
schema-drill-pass = Berapa poin yang harus dicentang agar lulus; paling banyak sama dengan jumlah poin.
schema-drill-hints = Petunjuk yang tampil di layar pertanyaan sebelum mulai.
schema-check-item-id = Id poin yang tetap di dalam drill-nya; centang dicatat dengan id ini.
schema-check-item-text = Isi poinnya, dengan kata-kata yang mudah dikenali pelajar.
schema-question-id = Id tetap soal, unik di semua bank; progres dicatat berdasarkan id ini.
schema-question-type = single, multiple, numeric, ordering, recall, atau challenge.
schema-question-prompt = Pertanyaannya.
schema-question-options = single / multiple: opsi-opsinya, dengan `correct: true` pada yang benar.
schema-question-steps = ordering: langkah-langkahnya, ditulis dalam urutan yang benar.
schema-question-value = numeric: nilai yang diharapkan, dalam `unit`.
schema-question-unit = numeric: satuannya, misalnya GB, B, /s, atau kata seperti edge.
schema-question-tolerance = numeric: selisih yang masih dianggap benar: persen ke dua arah (bawaan 10), faktor seperti x2, atau magnitude (dalam faktor sekitar 3).
schema-question-calculator = numeric, opsional: id kalkulator yang menghitung perkiraan ini; setelah menjawab, tombol c membukanya. Tanpa field ini, yang ditawarkan adalah kalkulator pertama di pelajarannya.
schema-question-answer = recall: jawaban contoh.
schema-question-explanation = Alasan jawabannya, ditampilkan setelah menjawab.
schema-option-id = Id tetap opsi di dalam soalnya.
schema-option-text = Opsinya.
schema-option-correct = true untuk opsi yang benar.
schema-step-id = Id tetap langkah di dalam soalnya.
schema-step-text = Langkahnya.

## Drills

drill-unknown = Tidak ada drill `{ $id }` di kursus ini.
drill-not-recorded = Percobaan ini tidak bisa dicatat: file progres tidak mencatat awal percobaan ini.
drill-spoken = Kamu bicara selama { $time }.
drill-spoken-over = Kamu bicara selama { $time }, { $over } melewati batas waktu.
drill-instructions = Jawab dengan suara, seperti di interview, sampai selesai atau waktunya habis. Contoh jawaban baru terbuka setelah kamu menghentikan timer: jangan mengintipnya lebih dulu.
drill-hints = Petunjuk
drill-history = Percobaan sebelumnya
drill-no-attempts = Belum ada percobaan.
drill-passed-short = lulus
drill-failed-short = belum lulus
drill-abandoned-short = dibatalkan
drill-most-missed = Paling sering terlewat
drill-missed-times = terlewat di { $n } dari { $of } percobaan
drill-press-start = Tekan Enter untuk memulai timer.
drill-sample = Contoh jawaban
drill-next-checklist = Bandingkan dengan jawabanmu tadi. Tekan Enter untuk lanjut ke checklist.
drill-which-points = Poin mana yang dibahas jawabanmu? Centang dengan Spasi.
drill-ticked = { $n } dari { $items } dicentang; lulus butuh { $pass }.
drill-result-passed = Lulus: { $n } dari { $items } poin (butuh { $pass }).
drill-result-failed = Belum lulus: { $n } dari { $items } poin (butuh { $pass }).
drill-missed = Poin yang terlewat
drill-comes-back = Drill ini kembali dalam { $when }.
drill-done = Percobaan ini sudah dicatat. Enter atau Esc untuk kembali.
drill-paused = Dijeda. Tekan Spasi untuk menjalankan timer lagi.
drill-time-up = Waktu habis. Selesaikan kalimatmu, lalu tekan Enter.
drill-speak = Jawab dengan suara sekarang. Enter kalau sudah selesai; Spasi untuk jeda.

## Scratchpad

calc-empty = Tidak ada yang dihitung: tulis ekspresi seperti 800 * 8 bytes * 10 million to GB.
reader-calculator = Kalkulator

## Layar kalkulator
calc-inputs = Masukan
calc-results = Hasil
calc-intro = Ubah satu masukan dan semua hasil langsung diperbarui. Ketik nilai dengan satuan atau kata skala: 5jt, 5 juta, 80 B, 1,5 KB.
calc-type-hint = ketik nilai, misalnya 5jt, 5 juta, 80 B atau 1,5 KB
calc-step = ←→ { $step }
calc-step-range = ←→ { $step } · rentang { $range }
calc-per-second = { $n }/detik
calc-no-value-why = tidak bisa dihitung: { $why }
calc-division-by-zero = pembagian dengan nol
calc-overflow = terlalu besar, atau bukan angka
calc-wrong-unit = { $kind ->
    [bytes] masukan ini berupa ukuran dalam byte: coba 80 B atau 1,5 KB
    [rate] masukan ini berupa laju per detik: coba 100/detik atau 20rb/detik
    [time] masukan ini berupa durasi dalam { $unit }: coba 1 ms atau 2 dtk
   *[count] masukan ini berupa jumlah; ketik tanpa satuan: coba 5jt atau 200
}
calc-out-of-range = di luar rentang yang boleh ({ $range })
calc-reset-done = Semua masukan kembali ke nilai dari pelajaran.
calc-unknown = Tidak ada kalkulator `{ $id }` di kursus ini.
key-step = ubah
key-edit = ketik
key-reset = reset
key-set = pakai
key-cancel = batal
key-open-calc = kalkulator
help-step-down = Turunkan masukan terpilih satu langkah (aturan langkahnya: linear, atau 1-2-5 untuk jumlah besar).
help-step-up = Naikkan masukan terpilih satu langkah.
help-edit = Ketik nilai untuk masukan terpilih (menekan angka juga langsung mulai mengetik); semua hasil diperbarui setiap kali kamu mengetik.
help-reset = Kembalikan semua masukan ke nilai dari pelajaran.
help-set = Pakai nilai yang diketik.
help-cancel-edit = Berhenti mengetik dan pakai nilai sebelumnya.
help-open-calc = Buka kalkulator di balik perkiraan ini dan telusuri hitungannya.

## Scratchpad
home-scratchpad = Scratchpad: hitungan dengan satuan
scratch-intro = Hitung apa saja, dengan atau tanpa satuan: 5 juta * 100 * 80 byte ke GB, 1 TB / 86400 detik ke MB/s, atau 3000 * 200. Angka dan kata skala dibaca seperti di bagian lain latih (1,5, 20.000, 5 juta, 2 miliar); akhiri baris dengan ke GiB, ke ms atau ke juta untuk memilih cara hasilnya ditulis. Nama yang kamu isi (a = 5 juta) bisa dipakai di baris berikutnya.
key-evaluate = hitung
key-history = riwayat
key-clear = hapus
key-stop = hentikan
key-leave = tinggalkan
help-evaluate = Hitung baris ini.
help-history-prev = Panggil lagi baris sebelumnya.
help-history-next = Panggil lagi baris sesudahnya.
help-clear-history = Hapus semua baris dan nama.
reader-open-calc = Tekan Enter untuk membuka kalkulator dan mengubah masukannya.
calc-needs = bergantung pada hasil di atas

## Playground
play-sql = SQL
play-plan = plan
play-cost-label = biaya
play-cost = { $rows } baris dikembalikan · { $scanned } langkah scan penuh · { $steps } langkah VM · { $sorts } pengurutan · { $autoindex } indeks otomatis · { $time }
play-followed = Akun { $a } sekarang mengikuti akun { $b }.
play-already-follows = Akun { $a } sudah mengikuti akun { $b }: primary key (follower_id, followee_id) menolak edge yang sama dua kali, jadi tidak ada yang berubah.
play-unfollowed = Akun { $a } tidak lagi mengikuti akun { $b }.
play-not-following = Akun { $a } tidak mengikuti akun { $b }; tidak ada yang dihapus.
play-self-follow = Sebuah akun tidak bisa mengikuti dirinya sendiri.
play-no-such-user = Tidak ada akun { $id }: id berkisar dari 1 sampai { $users }.
play-no-users = Belum ada akun: buat dulu dengan gen, misalnya gen users=10000 avg=50.
play-next-cursor = Halaman berikutnya: after={ $cursor }
play-end-of-list = Akhir daftar.
play-index-created = Indeks kebalikan (reverse index) follows_by_followee (followee_id, follower_id) dibuat: daftar pengikut kini memakai SEARCH.
play-index-dropped = Indeks kebalikan dihapus: daftar pengikut kini memindai seluruh tabel.
play-index-already-on = Indeks kebalikan sudah ada.
play-index-already-off = Tidak ada indeks kebalikan yang bisa dihapus.
# Tampil hanya bila counter sama dengan jumlah sebenarnya, jadi $exact dipakai lagi: sebuah
# pesan hanya boleh memakai argumen yang dipakai pesan Inggrisnya (diperiksa build.rs).
play-count = Akun { $user } punya { $exact } pengikut; counter-nya juga { $exact }, sudah mutakhir.
play-count-stale = Akun { $user } punya { $exact } pengikut, tetapi counter-nya masih { $counter }: { $pending } pembaruan belum diterapkan. Jalankan repair counters untuk menghitung ulang dari edge.
play-lag = Pembaruan counter kini menunggu { $lag } perintah sebelum diterapkan (saat ini { $pending } pembaruan tertunda).
play-repaired = Counter dihitung ulang dari edge: { $users } counter salah, total selisihnya { $drift }.
play-mutual = { $count } akun diikuti oleh keduanya.
play-fof = { $found } akun berjarak { $hops } hop yang belum diikuti { $user }, ditemukan dengan memeriksa { $edges } edge.
play-fof-capped = Penelusuran berhenti di batas; masih ada hasil lain.
play-too-many-hops = Tiga hop tanpa batas akan memeriksa sekitar { $estimate } edge, jadi tidak dijalankan. Tambahkan batas, misalnya limit=1000.
play-generated = { $users } akun dan { $edges } edge dibuat dalam { $seconds } detik ({ $rate } edge/detik).
play-explain-on = SQL, query plan dan biaya ditampilkan setelah setiap perintah.
play-explain-off = SQL, query plan dan biaya disembunyikan; explain on menampilkannya lagi.
play-reset = Basis data playground kosong lagi.
play-sql-rows = { $rows } baris.
play-sql-changed = { $rows } baris berubah.
play-interrupted = Pernyataan ini berjalan lebih dari { $ms } ms dan dihentikan.
play-cancelled = Dihentikan, seperti yang kamu minta.
play-refused = { $what } tidak diizinkan di playground.
play-one-statement = Hanya satu pernyataan SQL per perintah.
play-sql-error = Galat dari SQLite: { $message }
play-unchanged = Basis datanya tidak berubah.
play-stats-line = { $name } ({ $kind }): { $rows } baris, { $bytes } byte
play-help-intro = Perintah (ditulis sama dalam bahasa Indonesia dan Inggris):
play-empty = Ketik sebuah perintah, atau help untuk melihat semuanya.
play-unknown = Tidak ada perintah { $word }. Ketik help untuk melihat semuanya.
play-unknown-near = Tidak ada perintah { $word }; maksudmu { $near }?
play-missing = Kurang: { $what }.
play-bad = { $what }: { $value } tidak valid.
play-both-pagings = Pakai after= (cursor) atau offset=, jangan keduanya.
play-too-many = { $extra } bukan bagian dari perintah ini.
play-usage = Cara pakai: { $usage }
play-help-gen = Graf follow sintetis: kebanyakan akun mengikuti sekitar avg akun lain, segelintir selebritas diikuti sampai max akun; seed yang sama menghasilkan graf yang sama.
play-help-follow = A mengikuti B (ditolak kalau A sudah mengikuti B).
play-help-unfollow = A berhenti mengikuti B.
play-help-following = Akun yang diikuti A, lewat primary key; pindah halaman dengan cursor (after=) atau OFFSET (offset=).
play-help-followers = Akun yang mengikuti B: cepat dengan indeks kebalikan, scan penuh tanpanya; pada partisi, via= memilih tabel follows, tabel kebalikan, atau indeks global.
play-help-index = Buat atau hapus indeks kebalikan (followee_id, follower_id).
play-help-count = Pengikut B dihitung dengan COUNT(*), di samping counter terdenormalisasinya.
play-help-counters = Tunda pembaruan counter sebanyak N perintah, supaya counter yang belum mutakhir bisa terlihat.
play-help-repair = Hitung ulang semua counter dari edge dan tunjukkan seberapa jauh selisihnya.
play-help-mutual = Akun yang diikuti A dan B sekaligus.
play-help-partition = Bagi penyimpanan menjadi N partisi (1 sampai 64), masing-masing basis data SQLite tersendiri, menurut hash follower_id atau followee_id; setiap edge pindah ke partisinya.
play-help-unpartition = Pindahkan semua edge kembali ke satu penyimpanan dan hapus partisinya.
play-help-hotspot = Baris per partisi (serta pembacaan dan penulisan sejak workload terakhir) sebagai batang, beserta bagian partisi tersibuk.
play-help-buckets = Sebarkan setiap akun dengan lebih dari T pengikut ke K bucket (hash pengikutnya memilih satu), di setiap tabel yang dibagi menurut followee; buckets off membatalkannya.
play-help-workload = Jalankan N operasi (bawaan 10.000): pembacaan (halaman pengikut dan hitungan) dan follow, pada akun yang dipilih dengan kemiringan generator; lalu beban per partisi.
play-help-reverse = Tabel kedua, pengikut menurut followee, dibagi menurut followee, diisi dari tabel follows.
play-help-sync = Cara follow sampai ke tabel kebalikan: dual-write (dua tulisan), outbox (satu transaksi dan relay) atau cdc (trigger dan relay).
play-help-fault = Buat follow berikutnya berhenti di antara dua tulisannya (atau relay berikutnya di antara menerapkan dan menandai).
play-help-relay = Kirim sekarang apa yang menunggu di outbox atau log perubahan; lag=N membuat relay tertinggal N perintah; replay mengirim batch terakhir sekali lagi.
play-help-reconcile = Bandingkan tabel follows dengan tabel kebalikan, laporkan baris yang hilang dan berlebih per partisi lalu perbaiki, kemudian counter-nya.
play-help-gsi = Indeks global menurut followee pada tabel yang dibagi menurut follower, bisa covering; follow lalu menulis dua partisi.
play-help-load = Ukur waktu lookup titik di setiap partisi dan ubah menjadi permintaan per detik per partisi dan seluruhnya.
play-help-fof = Akun berjarak dua hop dari A (teman dari teman), atau tiga hop dengan batas: masing-masing sekali, tanpa A dan akun yang sudah diikuti A, diurutkan menurut jumlah jalur yang mencapainya; edge yang diperiksa ikut ditampilkan.
play-help-sql = Satu pernyataan SQL apa saja pada basis data playground; dihentikan setelah 2 detik; ATTACH dan ekstensi ditolak.
play-help-explain = Tampilkan atau sembunyikan SQL, query plan dan biaya.
play-help-stats = Baris dan byte setiap tabel dan indeks.
play-help-reset = Kosongkan basis data playground. reset ID membuka playground milik kursus dalam keadaan kosong; reset follow-graph kembali ke playground ini.
play-help-help = Semua perintah, atau satu perintah secara rinci.
cli-play = Playground edge store: jalankan perintah pada graf follow di basis data SQLite sungguhan, dari skrip atau input standar (help menampilkan semua perintah).
cli-play-db = Simpan playground di file SQLite ini, bukan di memori (tidak boleh file progres).
cli-play-script = File berisi perintah, satu per baris; # memulai komentar. Tanpa file ini, perintah dibaca dari input standar.
cli-feed = Simulator news feed (pelajaran 0032): fan-out on read, on write, dan hybrid di atas graf follow buatan, dari skrip atau standard input (perintah help menampilkan daftarnya).
cli-feed-redis = Simpan feed cache di server Redis ini (redis://HOST:PORT/DB), bukan di dalam proses; latih hanya memakai key miliknya sendiri.
cli-feed-redis-force = Tetap pakai database Redis itu walaupun berisi key yang bukan milik latih (key tersebut tidak disentuh).
cli-feed-script = File berisi perintah simulator, satu per baris; # memulai komentar. Tanpa berkas ini, perintah dibaca dari standard input.
play-db-is-progress = { $file } adalah file progresmu; playground memakai basis datanya sendiri. Pilih file lain untuk --db.
play-db-not-ours = { $file } adalah basis data milik program lain, bukan playground; file itu tidak disentuh. Pilih file baru untuk --db.
play-db-open = Basis data playground { $file } tidak bisa dibuka: { $detail }
play-script-unreadable = Skrip { $file } tidak bisa dibaca: { $detail }
play-line-mode = Playground latih. Ketik sebuah perintah (help menampilkan semuanya); Ctrl-D untuk selesai.
play-time-label = waktu
p-unknown-scenario = Tidak ada bank yang punya skenario playground dengan id `{ $id }`; skenario ditulis di file bank di quizzes/.
p-scenario-no-reset = Skenario dimulai dari playground yang bersih: langkah pertamanya sebaiknya `reset`, bukan `{ $first }`. Selama belum, latih menambahkan `reset` sebelumnya; `latih lint --fix` menulis langkah itu ke file-nya.
p-bad-play-command = Playground menolak `{ $command }`: { $why }
play-no-scenario = Tidak ada skenario playground `{ $id }` di kursus ini.
play-busy = Masih ada perintah yang berjalan: tunggu, atau hentikan dulu.
home-playground = Playground: graf follow di basis data SQLite sungguhan
key-run = jalankan
key-complete = lengkapi
help-complete = Lengkapi kata perintah, atau tampilkan pilihannya.
help-command-prev = Panggil lagi perintah sebelumnya.
help-command-next = Panggil lagi perintah sesudahnya.
help-output-up = Gulir keluaran satu halaman ke atas.
help-output-down = Gulir keluaran satu halaman ke bawah.
play-stopped = Playground tidak berjalan: basis datanya tidak bisa dibuka (lihat di atas). Keluar dengan Esc.
play-title = Playground
play-schema = Skema
play-running = Menjalankan { $command }…
play-step = Langkah { $n } dari { $of }
play-guide-done = Itu langkah terakhir. Lanjutkan dengan perintahmu sendiri.
play-empty-log = Ketik sebuah perintah lalu tekan Enter; help menampilkan semuanya. Mulailah dengan gen users=10000 avg=50 celebrities=3 max=5000.
play-completions = Perintah: { $list }
reader-playground = Playground
reader-playground-facts = { $steps } langkah
reader-open-playground = Tekan Enter untuk membuka playground di langkah pertama.
schema-bank-scenarios = Skenario playground terpandu: skrip pendek dengan penjelasan sebelum setiap perintah.
schema-block-playground = Kartu yang membuka playground di langkah pertama sebuah skenario.
schema-playground-card-id = Id skenario di sebuah bank.
schema-playground-card-title = Ditampilkan sebagai pengganti judul skenario itu sendiri.
schema-scenario-id = Id tetap skenario, unik di semua bank.
schema-scenario-title = Ditampilkan di kartu dan di bilah judul playground.
schema-scenario-steps = Langkah-langkahnya, berurutan; masing-masing menjelaskan, lalu menjalankan satu perintah.
schema-scenario-step-text = Apa yang perlu diperhatikan di langkah ini.
schema-scenario-step-run = Perintah playground yang dijalankan langkah ini (lint memeriksa bahwa playground menerimanya).
play-kind-table = tabel
play-kind-index = indeks

## Answers waiting for the progress file

key-retry = coba lagi
help-retry = Coba tulis lagi jawaban yang menunggu ke file progres (kosongkan sedikit ruang disk dulu).
key-quit-anyway = keluar tanpa jawaban itu
help-quit-anyway = Keluar sekarang; jawaban yang tidak bisa ditulis akan hilang.
key-stay = tetap di sini
help-stay = Biarkan latih tetap terbuka; jawaban tetap di memori dan dicoba ditulis lagi setiap beberapa detik.
unsaved-title = Jawaban belum tertulis
unsaved-body = { $count } jawaban masih di memori: file progres maupun file pemulihan di sebelahnya tidak bisa menampungnya. Kosongkan sedikit ruang disk lalu coba lagi, atau keluar tanpa jawaban itu.
unsaved-reason = Sebabnya: { $detail }
unsaved-badge = ⚠ { $count } jawaban belum tertulis
cli-unsaved-recovery = { $count } jawaban tidak bisa ditulis ke { $path } (sebabnya di bawah). Jawaban itu disimpan di { $file } dan akan ditulis saat latih berikutnya dibuka dengan file progres ini.
cli-unsaved-lost = { $count } jawaban tidak ditulis ke { $path }: kamu memilih keluar tanpa jawaban itu.
recovered = { $count } jawaban dari sesi sebelumnya (tersimpan di { $file }) sudah ditulis ke file progres.
recovery-failed = Jawaban dari sesi sebelumnya menunggu di { $file } tetapi belum bisa ditulis: { $detail }. File itu disimpan; latih mencoba lagi saat dibuka berikutnya.

## Playground database safety

play-db-damaged = Basis data playground { $file } rusak ({ $detail }), kemungkinan karena crash saat sedang ditulis. File itu dibiarkan apa adanya; hapus saja (isi playground selalu bisa dibuat ulang) atau pilih file lain untuk --db.
play-gen-too-big-memory = Tidak dibuat: graf ini akan berisi sekitar { $edges } edge (sekitar { $size }, kira-kira { $seconds } detik), padahal playground di memori menampung paling banyak { $limit }. Kurangi users atau avg, atau pakai file dengan --db.
play-gen-too-big-file = Tidak dibuat: graf ini akan berisi sekitar { $edges } edge (sekitar { $size }, kira-kira { $seconds } detik), padahal file playground menampung paling banyak { $limit }. Kurangi users atau avg.

## Course files that are not read

p-outside-course = Ini tautan ke { $target }, di luar folder kursus; latih tidak mengikuti tautan ke luar kursus dan tidak membacanya. Salin file itu ke dalam kursus.
p-not-a-file = Ini bukan file biasa (pipe, perangkat, atau socket); latih hanya membaca file biasa dan tidak membukanya.

## Bounded input

p-formula-too-deep = Rumus ini menumpuk kurung, tanda, atau pangkat lebih dari { $depth } lapis, atau lebih panjang dari { $len } karakter. Pecah menjadi beberapa keluaran yang saling memakai.
calc-too-nested = `{ $expr }` menumpuk kurung lebih dari { $depth } lapis atau lebih panjang dari { $len } karakter; scratchpad tidak membacanya.
field-full = Kolom ini memuat paling banyak { $max } karakter; sisanya tidak dimasukkan.
p-too-big-nodes = File ini mengembang menjadi lebih dari { $limit } nilai (lewat alias atau karena ukurannya), jauh melebihi isi sebuah pelajaran. Tulis bagian yang berulang secara langsung, atau pecah filenya.
p-too-big-text = Teks seluruh nilai dalam file ini berjumlah lebih dari { $limit } KB (lewat alias atau karena ukurannya), jauh melebihi isi sebuah pelajaran. Tulis bagian yang berulang secara langsung, atau pecah filenya.
p-too-big-aliases = File ini mengulang anchor-nya lewat alias (`*name`) jauh melebihi kebutuhan sebuah pelajaran. Tulis bagian yang berulang secara langsung.

## Start-up notices

cli-bad-lang-env = LATIH_LANG={ $value } bukan bahasa yang dikenal latih (id atau en); memakai { $lang }.
cli-empty-progress = LATIH_PROGRESS diisi kosong. Tulis nama file progres di situ, atau hapus variabel itu agar tempat bawaan dipakai.
cli-no-home = HOME tidak diisi, jadi progresmu disimpan di { $path }. Isi HOME, atau pilih filenya dengan --progress atau LATIH_PROGRESS.
cli-dumb-terminal = Terminal ini (TERM=dumb) tidak bisa menggambar layar latih. Jalankan latih di terminal biasa, atau pakai perintah yang mencetak baris: latih lint, play, calc, stats, export.

## Reading figures

read-empty = Ketik angkanya dulu, misalnya 40 GB.
read-not-a-number = `{ $text }` tidak diawali angka; tulis angkanya dulu, misalnya 40 GB atau 5 juta.
read-bad-number = `{ $text }` bukan angka yang bisa dibaca latih; tulis sebagai 40000, 40.000, 4e4 atau 1,5.
read-unknown-word = `{ $word }` bukan satuan yang dikenal latih. Ukuran: B, KB, MB, GB, TB, GiB, bit, Gb; waktu: ns, µs, ms, detik, menit, jam, hari; laju: /detik, per detik; kata skala: ribu, rb, juta, jt, miliar.
read-ambiguous-b = `b` bisa berarti bit atau miliar: tulis bit, B (byte) atau miliar.
read-ambiguous-m = `m` bisa berarti menit atau juta: tulis menit atau jt.
read-no-time-after-per = `{ $word }` perlu satuan waktu sesudahnya, misalnya /detik atau per hari.
read-too-large = Angka itu terlalu besar untuk dihitung.
read-note-separator = `{ $typed }` dibaca sebagai { $value }; untuk { $other } tulis { $plain }.
read-note-bytes = `{ $typed }` dibaca sebagai { $read } (byte); untuk bit tulis { $bits }.
read-note-m-miliar = `M` dibaca sebagai miliar; untuk juta tulis jt.
read-note-m-million = `M` dibaca sebagai juta (million); untuk miliar tulis bn atau miliar.
dim-byte-rate = ukuran per detik
dim-other = besaran gabungan
quiz-retype-kind = Pertanyaan ini meminta { $dim }; tulis jawabannya dengan satuan seperti itu, atau sebagai angka saja dalam { $unit }.
quiz-retype-bits = Kamu menulis bit, padahal pertanyaannya dalam byte ({ $unit }); 1 byte = 8 bit. Tulis jawabannya dalam byte.
quiz-retype-bytes = Kamu menulis byte, padahal pertanyaannya dalam bit ({ $unit }); 1 byte = 8 bit. Tulis jawabannya dalam bit.
quiz-retype-two-ways = { $note } Mana yang kamu maksud? Ketik ulang.
expr-unfinished = Barisnya berhenti terlalu cepat: ada yang kurang sesudah tanda atau kurung terakhir.
expr-syntax = `{ $found }` tidak cocok di situ. Scratchpad menghitung angka dan satuan, + - * / ^, kurung, min, max, sqrt, round, dan `ke SATUAN` di akhir.
expr-unknown-name = `{ $name }` bukan satuan dan bukan nama yang diisi di baris sebelumnya; isi dulu, misalnya { $name } = 5 juta.
expr-mismatch = Tidak bisa menjumlah atau membandingkan { $left } dan { $right }: keduanya mengukur hal yang berbeda.
expr-bad-power = Pangkat dari angka bersatuan harus bilangan bulat sampai 8, dan pangkatnya sendiri tidak bersatuan.
expr-bad-function = `{ $name }` tidak bisa menerima nilai itu: sqrt perlu satuan yang punya akar, log perlu angka biasa di atas nol, dan fungsi lain satu nilai.
expr-division-by-zero = Pembagian dengan nol.
expr-bad-target = `{ $target }` sesudah `ke` bukan satuan; coba GB, GiB, ms, MB/s atau juta.
expr-wrong-target = Hasilnya { $kind }; tidak bisa ditulis dalam { $target }.
expr-reserved = `{ $name }` adalah satuan, fungsi, atau kata kunci; pilih nama lain.

## Scheduling settings

cli-day-starts-at = Jam (0-23) dimulainya harimu, seperti di Anki: review lewat tengah malam sebelum jam itu dihitung untuk hari sebelumnya (bawaan 4; --save menyimpannya untuk kursus ini).
cli-learning-steps = Langkah belajar pertanyaan baru, misalnya "1 menit, 10 menit" (bawaan Anki); "none" langsung meluluskannya.
cli-relearning-steps = Langkah belajar ulang pertanyaan yang terlupa, misalnya "10 menit" (bawaan Anki); "none" langsung mengembalikannya ke hitungan hari.
cli-no-fuzz = Pakai setiap interval persis seperti hitungan FSRS, tanpa sebaran kecil yang mencegah pertanyaan yang dipelajari bersamaan kembali pada hari yang sama.
stats-sessions = Sesi terakhir (ulangi acakannya dengan --seed-nya)
stats-session-due = Soal jatuh tempo
stats-session-answered = { $answered } dijawab, { $right } benar
key-mouse = mouse
key-optimize = sesuaikan penjadwal
help-optimize = Sesuaikan penjadwal dengan review-mu sendiri (seperti latih optimize); hasilnya dipakai hanya bila menebak jawabanmu lebih baik.
optimize-no-storage = Penjadwal disesuaikan dengan review di file progres, yang tidak bisa dipakai di sesi ini.
stats-optimizing = Menyesuaikan penjadwal dengan review-mu…
key-retry-missed = ulangi yang salah
help-retry-missed = Latih lagi sekarang soal yang tadi salah, diacak ulang (umpan balik cepat, tidak dicatat).
quiz-missed = Salah pada percobaan pertama ({ $count }):
quiz-retry-hint = Tekan r untuk melatihnya lagi sekarang, diacak ulang (tidak dicatat).
quiz-retry-title = Soal yang tadi salah
help-mouse = Matikan tangkapan mouse, supaya terminal bisa memilih dan menyalin teks, atau nyalakan lagi, supaya roda mouse menggulir.
mouse-off = Mouse mati: seret untuk memilih teks lalu salin seperti biasa di terminalmu; F2 menyalakan roda mouse lagi.
mouse-on = Mouse menyala: roda mouse menggulir; F2 mematikannya untuk memilih teks.
cli-no-mouse = Mulai dengan tangkapan mouse mati, supaya terminal bisa memilih teks (F2 mengubahnya di dalam aplikasi).
cli-no-cache = Urai ulang setiap file kursus, alih-alih membaca hasil proses sebelumnya yang tersimpan di folder cache (juga LATIH_NO_CACHE=1; foldernya LATIH_CACHE, atau folder cache sistem).
cli-bad-seed = Seed `{ $value }` bukan bilangan bulat: pakai angka yang tercatat pada sebuah sesi, misalnya 42 (statistik mendaftar sesi terakhir beserta seed-nya).
cli-bad-steps = Langkah `{ $value }` tidak bisa dibaca: tulis lama waktu yang dipisah koma, misalnya "1 menit, 10 menit", atau "none".
home-review-later = {" "}({ $n } lagi nanti hari ini)
home-loading = Memuat kursus
home-loading-folder = membaca foldernya
home-loading-count = { $done } dari { $total } file
home-loading-checking = semua file terbaca; memeriksanya bersama-sama
home-review-loading = Review: soal yang jatuh tempo dihitung setelah kursus selesai dimuat
home-still-loading = Kursus masih dimuat ({ $done } dari { $total } file): ini terbuka setelah selesai.
home-still-loading-folder = Folder kursus masih dibaca: ini terbuka setelah kursus selesai dimuat.
home-load-failed = Kursus tidak bisa dimuat: pemuatnya berhenti. Keluar lalu jalankan latih lagi; `latih lint` menunjukkan apa yang salah pada folder kursus.
home-review-held = {" "}· batas harian tercapai, { $n } lagi jatuh tempo
quiz-limit-reviews = Batas { $limit } review hari ini sudah tercapai; masih ada { $n } soal jatuh tempo (naikkan dengan --reviews-per-day).
quiz-limit-new = { $limit } soal baru hari ini sudah selesai; { $n } lagi menunggu hari-hari berikutnya (naikkan dengan --new-per-day).
stats-true-retention = Retensi sejati: { $percent } dari { $of } jawaban pertama untuk soal yang terakhir dilihat pada hari sebelumnya (ukuran Anki untuk hasil jadwal).
stats-first-right = Jawaban pertama benar: { $percent } dari { $of } jawaban pertama sebuah soal pada suatu hari, termasuk soal baru.
cli-optimize = Sesuaikan penjadwal dengan review kursus ini (semua kursus dengan --all-courses), seperti fitur optimise di Anki: menunjukkan seberapa tepat ramalannya atas jawabanmu sebelum dan sesudah, menyimpan hasilnya kalau lebih baik, dan menghitung ulang ingatan tiap soal dengannya.
optimize-not-enough = Dari { $have } jawabanmu, belum ada yang diberikan di hari yang lebih belakang daripada jawaban sebelumnya untuk soal yang sama, jadi belum terlihat seberapa cepat ingatanmu memudar. Parameter bawaan FSRS tetap dipakai; parameter itu cocok untuk kebanyakan orang.
optimize-failed = Pengoptimal FSRS tidak bisa menyesuaikan review-mu ({ $detail }); penjadwal tetap memakai parameternya yang lama.
optimize-result = Disesuaikan dengan { $reviews } jawaban ({ $items } riwayat latih: jawaban tiap soal sampai tiap jawaban berikutnya). Log loss (seberapa jauh ramalan dari jawabanmu, makin kecil makin baik): { $before } dengan parameter yang dipakai, { $after } setelah disesuaikan.
optimize-kept-old = Hasil penyesuaian tidak lebih tepat, jadi parameter yang dipakai tetap.
optimize-saved = Parameter hasil penyesuaian disimpan untuk setiap kursus yang tidak punya penyesuaian sendiri, dan dipakai mulai sekarang; --retention tetap mengatur seberapa banyak yang ingin kamu ingat.
stats-fitted = Penjadwal: FSRS disesuaikan dengan { $reviews } review-mu pada { $date } (log loss { $before } → { $after }); jalankan latih optimize lagi seiring bertambahnya review.
stats-default-parameters = Penjadwal: FSRS dengan parameter bawaannya; latih optimize (o di sini) menyesuaikannya dengan ingatanmu setelah ada soal yang dijawab di hari yang berbeda.

## Playground, bagian 2: penyimpanan yang dipartisi.
play-partitioned = Penyimpanan kini terbagi menjadi { $n } partisi menurut { $by }: { $edges } edge dipindahkan dalam { $seconds } detik.
play-unpartitioned = Kembali menjadi satu penyimpanan: { $edges } edge dipindahkan dalam { $seconds } detik.
play-needs-partitions = Perintah ini bekerja pada penyimpanan yang dipartisi: bagi dulu, misalnya partition 8 by follower.
play-not-on-partitions = fof dan sql melihat penyimpanan tunggal, sedangkan edge-nya kini ada di partisi; unpartition mengembalikannya.
play-hottest = { $kind }: partisi tersibuk, p{ $partition }, memegang { $share } % darinya; bagian yang merata adalah { $even } %.
play-chart-rows = Baris tabel follows per partisi
play-chart-reverse-rows = Baris tabel kebalikan per partisi
play-chart-reads = Pembacaan per partisi
play-chart-writes = Penulisan per partisi
play-chart-capacity = Lookup per detik yang sanggup dilayani tiap partisi
play-bucketed = { $accounts } akun dengan lebih dari { $over } pengikut kini masing-masing tersebar ke { $k } bucket ({ $moved } baris dipindahkan). Pengikutnya dibaca bucket demi bucket (satu partisi per halaman, bukan satu urutan id); hitungan atau daftar lengkapnya menanyai ke-{ $k } bucket; satu follow tetap menulis satu baris.
play-buckets-off = Bucket dihapus: { $moved } baris kembali ke partisi akunnya sendiri.
play-buckets-need-followee = Bucket menyebarkan tabel yang dibagi menurut followee, dan di sini tidak ada: partisi menurut followee, atau nyalakan tabel kebalikan.
play-workload = { $ops } operasi ({ $reads } pembacaan, { $writes } follow) dalam { $seconds } detik.
play-reverse-table-on = Tabel kebalikan (pengikut menurut followee, dibagi menurut followee) kini berisi { $rows } baris.
play-reverse-table-off = Tabel kebalikan sudah dihapus, beserta outbox dan log perubahannya.
play-needs-reverse = Perintah ini menjaga tabel kebalikan tetap selaras, dan tabel itu belum ada: reverse table on.
play-sync-dual-write = Dual write: satu follow menulis tabel follows, lalu tabel kebalikan, dalam dua transaksi terpisah.
play-sync-outbox = Outbox: satu follow di-commit bersama satu baris outbox di partisinya; relay menyalin outbox ke tabel kebalikan.
play-sync-cdc = Change data capture: trigger pada tabel follows mencatat setiap perubahan; relay menyalin log itu ke tabel kebalikan.
play-fault-armed = Follow berikutnya berhenti setelah tulisan pertamanya; dengan outbox atau change capture, relay berikutnya berhenti setelah menerapkan, sebelum menandai apa yang sudah dikirim.
play-fault-hit = Follow { $a } → { $b } berhenti setelah tulisan pertamanya: tabel follows memilikinya, tabel kebalikan tidak. reconcile akan menemukannya.
play-fault-relay = Relay berhenti setelah menerapkan, sebelum menandai perubahan sebagai terkirim: putaran berikutnya mengirimnya lagi, dan tidak mengubah apa pun.
play-waiting = { $waiting } perubahan menunggu relay.
play-relayed = Relay mengirim { $applied } perubahan ({ $changed } baris berubah); { $waiting } masih menunggu.
play-relay-lag = Relay kini tertinggal { $lag } perintah; { $waiting } perubahan menunggu.
play-replayed = Batch terakhir dikirim lagi: { $applied } perubahan, { $changed } baris berubah. Follow yang diterapkan dua kali tetap satu baris.
play-nothing-to-replay = Relay belum mengirim apa pun.
play-reconciled = Dibandingkan dan diperbaiki: { $missing } baris hilang dari tabel kebalikan dan { $extra } baris tidak punya edge di baliknya; { $counters } counter dibetulkan.
play-gsi-covering = Indeks global menurut followee yang covering (ikut menyimpan created_at, jadi lookup tidak perlu ke tabel) kini berisi { $rows } baris, dibagi menurut followee.
play-gsi-keys = Indeks global menurut followee (hanya kunci: lookup kembali ke tabel untuk created_at) kini berisi { $rows } baris, dibagi menurut followee.
play-gsi-off = Tidak ada indeks global.
play-gsi-needs-follower = Indeks global melayani tabel yang dibagi menurut follower: partisi dulu menurut follower.
play-two-phase = Two-phase commit: partisi tabel p{ $table } dan partisi indeks p{ $index } masing-masing menulis barisnya di dalam transaksi yang terbuka, lalu keduanya commit.
play-two-phase-one = Baris tabel dan baris indeks sama-sama ada di p{ $table }: satu transaksi.
play-load = Satu lookup rata-rata memakan { $us } µs, jadi satu partisi yang menjawab satu kueri pada satu waktu melayani sekitar { $per } per detik, dan ke-{ $n } partisi sekitar { $total }. Studi kasus di pelajaran M13.07 melaporkan 200.000 per detik pada 8 node dengan sekitar 1 ms per kueri: 25.000 per detik per node, sekitar 25 kueri berjalan bersamaan (hukum Little).
play-via-table = Dibaca dari tabel follows.
play-via-reverse = Dibaca dari tabel kebalikan.
play-via-gsi = Dibaca lewat indeks global.
play-step-read = Baca
play-step-write = Tulis
play-step-reverse-write = Tulis tabel kebalikan
play-step-reverse-read = Baca tabel kebalikan
play-step-index-write = Tulis indeks
play-step-index-read = Baca indeks
play-step-back = Kembali ke tabel
play-step-relay = Baca relay
play-step-move = Pindah
play-step-compare = Bandingkan
play-spread-compare = { $step }: { $rows } baris dibaca di { $of } partisi, satu halaman setiap kali, tiap halaman dicari di partisi tabel yang lain sekaligus; { $ms } ms.
play-spread-one = { $step }: partisi p{ $partition } dari { $of }, { $ms } ms.
play-spread-many = { $step }: { $touched } dari { $of } partisi sekaligus (scatter-gather), { $rows } baris, { $ms } ms seluruhnya; yang paling lambat, p{ $slowest }, butuh { $slowest_ms } ms.
play-part-cost = p{ $partition }: { $rows } baris, { $steps } langkah, { $scanned } dipindai, { $ms } ms
play-parts-more = … dan { $more } partisi lagi

## Simulator news feed (latih feed): laporan, pengaturan, galat, bantuan.

feed-title = Simulator news feed
feed-line-mode = latih feed: ketik perintah (help menampilkan daftarnya); Ctrl-D untuk keluar.
feed-head = { $strategy } · { $users } akun, { $follows } follow ({ $per } per akun) · { $seconds } disimulasikan dalam { $wall } · { $store }
feed-strategy-read = Fan-out on read
feed-strategy-write = Fan-out on write
feed-strategy-hybrid = Hybrid (tanpa fan-out di atas { $threshold } pengikut)
feed-skip = Pengikut yang sudah lebih dari { $days } hari tidak aktif dilewati.
feed-stopped = Dihentikan setelah { $seconds } dari { $of } detik simulasi: angka-angkanya hanya mencakup bagian itu.
feed-label-posts = Post
feed-posts = { $posts } ({ $rate }/detik); { $not } tidak di-fan-out
feed-label-opens = Feed dibuka
feed-opens = { $opens } ({ $rate }/detik); { $deep } menggulir melewati batas dan memakai jalur baca
feed-label-writes = Tulis feed
feed-writes = rata-rata { $rate }/detik, puncak { $peak }/detik; total { $total }; { $skipped } dilewati (tidak aktif)
feed-label-lookups = Cari indeks
feed-lookups = rata-rata { $rate }/detik, puncak { $peak }/detik
feed-label-reads = Baca cache
feed-reads = { $rate }/detik (LRANGE satu halaman)
feed-label-biggest = Post terbesar
feed-biggest = { $writes } penulisan feed
feed-label-visible = Terlihat setelah
feed-percentiles = p50 { $p50 } · p99 { $p99 } · maks { $max }
feed-visible-now = seketika: feed dirakit ketika dibuka
feed-label-open = Buka feed
feed-label-wait = Tunggu antrean
feed-label-memory = Feed cache
feed-memory = { $ids } entri di { $feeds } feed: { $bytes } dengan 16 byte per entri (ID post dan ID penulis); Redis sendiri, yang hanya menyimpan ID post: { $redis } ({ $how })
feed-memory-estimated = diperkirakan dari encoding-nya
feed-memory-measured = diukur dengan MEMORY USAGE
feed-memory-none = tidak ada: strategi read tidak menyimpan feed
feed-projected = Untuk { $population } akun, feed yang sama memakan { $bytes } (ID 8 byte).
feed-label-lag = Lag antrean
feed-lag = partisi { $part } menampung hingga { $writes } penulisan sekaligus; sebuah post menunggu hingga { $wait } di sana
feed-lag-none = tidak ada penulisan yang menunggu
feed-model = Model biaya: cari indeks { $lookup }, tulis feed { $write }, baca cache { $read }, merge { $merge } per ID.
feed-chart-writes = Penulisan feed per detik
feed-chart-lookups = Pencarian indeks per detik
feed-chart-lag = Penulisan yang menunggu di antrean
feed-chart-memory = Memori feed cache (entri)
feed-chart-parts = Penulisan terbanyak yang menunggu sekaligus, per partisi antrean
feed-chart-peak = puncak { $peak }
feed-compare = Beban kerja yang sama dengan tiga strategi:
feed-col-figure = Angka
feed-label-settings = Pengaturan
feed-feed = Feed milik { $user }: { $len } ID, terbaru lebih dulu: { $ids }
feed-feed-empty = Feed milik { $user } kosong (jalankan strategi dengan fan-out on write untuk mengisinya).
feed-running = Menyimulasikan: { $seconds } dari { $of } detik
feed-graph = Membuat graf: { $done } dari { $all } akun
feed-busy = Simulasi sedang berjalan: Esc menghentikannya (hasil sejauh ini tetap disimpan).
feed-err-empty = Ketik sebuah perintah; help menampilkan daftarnya.
feed-err-unknown = Perintah “{ $word }” tidak dikenal. Perintah yang ada: { $commands }.
feed-err-key = “{ $key }” bukan pengaturan di sini. Pengaturan: { $keys }.
feed-err-bad = { $key }: “{ $value }” bukan nilai yang diterima.
feed-err-range = { $key } harus antara { $min } dan { $max }; “{ $value }” di luar rentang itu.
feed-err-missing = Kurang: { $what }.
feed-err-extra = “{ $extra }” tidak diharapkan di sini.
feed-err-max = max ({ $max }) harus di bawah users ({ $users }): pengikut selebritas adalah akun lain.
feed-err-memory = Simulasi ini butuh sekitar { $estimate } memori, di atas batas { $budget }. Kurangi akun atau follow, perpendek durasi, atau pakai strategi read.
feed-err-store = Feed cache gagal: { $why }
feed-redis-unreachable = Redis di { $url } tidak bisa dihubungi: { $why }. Tidak ada yang ditulis.
feed-redis-foreign = Redis di { $url } berisi { $keys } key yang bukan milik latih. latih hanya menulis ke database kosong atau miliknya sendiri: pilih database lain (redis://host:port/N) atau tambahkan --redis-force. Tidak ada yang ditulis.
feed-help-intro = Perintah (pengaturan ditulis key=value; sebuah run menyimpannya untuk run berikutnya):
feed-help-run = Menjalankan satu strategi (read, write, atau hybrid; bila tidak disebut, strategi yang terakhir dipakai) dengan pengaturan ini.
feed-help-compare = Menjalankan read, write, dan hybrid pada beban kerja yang sama lalu menjajarkannya.
feed-help-set = Mengubah pengaturan tanpa menjalankan simulasi.
feed-help-cost = Mengubah model biaya, dalam µs kecuali ditulis ms atau s.
feed-help-show = Menampilkan pengaturan dan model biaya.
feed-help-feed = Menampilkan 20 ID pertama feed sebuah akun di cache (LRANGE) dan panjangnya (LLEN).
feed-help-reset = Mengembalikan pengaturan ke bawaan dan mengosongkan semua feed.
feed-help-help = Daftar ini, atau bantuan satu perintah.
feed-help-keys = Pengaturan: users, avg, celebrities, max, seed (graf, seperti gen di playground); active (% akun yang membuka feed); posts (per detik); big-posts (per jam, oleh tiap selebritas); opens (per detik); duration (15m, 1h); cap; page; deep (pembukaan per 10.000 yang menggulir melewati batas); partitions; workers; threshold (menjadikan strateginya hybrid); inactive (hari, atau off); scale (jumlah akun untuk proyeksi memori).
# Layar simulator, worker-nya, kartu simulasi, dan soal.
feed-empty-log = Ketik perintah lalu tekan Enter; help menampilkan semuanya. Mulailah dengan run write users=20000 avg=200 duration=10m.
feed-memory-live = { $ids } entri di { $feeds } feed: { $bytes } dengan 16 byte per entri (ID post dan ID penulis); angka Redis sendiri menyusul saat run selesai
feed-ready = Tekan Enter untuk menjalankan baris di bawah; help menampilkan semua perintah.
feed-starting = Memulai { $command }…
feed-worker-stopped = Simulator tidak berjalan: feed cache-nya tidak bisa dibuka (lihat di atas). Keluar dengan Esc.
feed-no-simulation = Tidak ada simulasi `{ $id }` di kursus ini.
key-simulator = simulator
home-feed = Simulator news feed: fan-out on read, on write, dan hybrid
help-open-feed = Buka simulator news feed: fan-out saat baca, saat tulis, dan hybrid, pada graf follow buatan.
key-open-sim = simulasi
help-open-sim = Buka simulator dengan run di balik soal ini, siap di baris perintahnya.
reader-open-simulation = Tekan Enter untuk membuka simulator dengan run ini di baris perintahnya.
p-unknown-simulation = Tidak ada bank yang punya simulasi dengan id `{ $id }`; simulasi ditulis di file bank di quizzes/.
p-bad-simulation = Simulator menolak `{ $command }`: { $why }
schema-bank-simulations = Run simulator news feed: judul, apa yang perlu diperhatikan, dan satu baris perintah.
schema-block-simulation = Kartu yang membuka simulator news feed dengan run sebuah simulasi di baris perintahnya.
schema-simulation-card-id = Id simulasi di sebuah bank.
schema-simulation-card-title = Ditampilkan sebagai pengganti judul simulasi itu sendiri.
schema-simulation-id = Id tetap simulasi, unik di semua bank.
schema-simulation-title = Ditampilkan di kartu dan di bilah judul simulator.
schema-simulation-text = Apa yang ditunjukkan run ini dan apa yang perlu diperhatikan; tampil di atas baris perintah.
schema-simulation-run = Satu baris perintah simulator, misalnya run write users=20000 avg=200 duration=10m; lint memeriksa bahwa simulator menerimanya dan bahwa run itu muat dalam anggaran memori.
schema-question-simulation = Opsional, untuk semua tipe: id sebuah simulasi; setelah menjawab, tombol c membuka simulator dengan run-nya.

## Glosarium

part-term = Istilah glosarium
key-glossary = glosarium
help-glossary = Buka glosarium: setiap istilah kursus beserta definisinya, bisa dicari sambil mengetik.
home-glossary = Glosarium: { $count } istilah kursus, bisa dicari
glossary-title = Glosarium
glossary-hint = ketik untuk mencari nama dan definisi
glossary-none = Tidak ada istilah yang cocok.
glossary-count = { $count } istilah
glossary-empty = Kursus ini belum punya glosarium: instruktur menambahkannya sebagai lessons/glossary.yaml.
glossary-also = Disebut juga: { $names }
glossary-related = Istilah terkait
glossary-used-in = Pelajaran yang memakainya
glossary-not-used = Belum ada pelajaran yang menandai istilah ini.
glossary-unknown = Glosarium tidak punya istilah `{ $id }`.
p-unknown-term = Glosarium tidak punya istilah `{ $id }`{ $near ->
    [none] .
   *[other] ; maksudnya `{ $near }`?
} Istilah didefinisikan di lessons/glossary.yaml.
p-term-missing-language = Istilah `{ $id }` belum punya { $what ->
    [name] nama
   *[definition] definisi
} { $lang ->
    [id] Bahasa Indonesia (`id`)
   *[en] Inggris (`en`)
} di glosarium, jadi pembaca teks ini akan membuka entri dalam bahasa lain.
p-glossary-misplaced = Ini glosarium (punya `terms` dan tidak punya `blocks`), dan tempat glosarium adalah lessons/glossary.yaml, di samping course.yaml: pindahkan ke sana. Di tempatnya sekarang, file ini akan dibaca sebagai pelajaran, dan setiap istilah di dalamnya hilang dari kursus.
schema-glossary-root = Glosarium kursus, lessons/glossary.yaml: istilah dengan definisi singkat dalam dua bahasa.
schema-glossary-format_version = Versi format glosarium; latih ini membaca 1.
schema-glossary-terms = Daftar istilah, urutan bebas: layar glosarium mengurutkannya menurut nama dalam bahasa pembaca.
schema-term-id = Id tetap istilah, dipakai di teks pelajaran sebagai `[[id]]` atau `[[id|kata-kata]]`; huruf kecil, angka, - dan _.
schema-term-term = Nama istilah, seperti yang tercantum di glosarium dan yang ditampilkan `[[id]]`.
schema-term-also = Nama lain yang mungkin dicari pembelajar: nama Inggris, singkatan, sinonim.
schema-term-definition = Definisi singkat, dua sampai empat kalimat, dalam dua bahasa; markup inline boleh dipakai.
schema-term-related = Id istilah terkait di glosarium ini, ditampilkan di bawah definisi.
help-glossary-next = Pindahkan fokus ke istilah terkait atau pelajaran berikutnya.
help-glossary-prev = Pindahkan fokus ke istilah terkait atau pelajaran sebelumnya.
key-next-term = istilah
key-prev-term = istilah sebelumnya
help-next-term = Pindahkan fokus ke istilah glosarium berikutnya yang ditandai di teks; Enter membuka entrinya.
help-prev-term = Pindahkan fokus ke istilah glosarium sebelumnya yang ditandai di teks.

## Files latih reads or writes that are not course files (safefs)

file-refused-link = itu sebuah tautan (link), dan latih tidak mengikuti tautan di sana
file-refused-not-plain = itu bukan file biasa (melainkan folder, pipe, atau perangkat)
file-too-large = ukurannya lebih dari { $limit } MiB
file-damaged = isinya tidak bisa dibaca sebagaimana latih menulisnya ({ $detail })
file-exists = sudah ada file dengan nama itu
store-not-plain = { $path } bukan file biasa (melainkan folder, pipe, perangkat, atau tautan ke file yang tidak ada). File itu tidak diubah; pilih file lain dengan --progress.
recovered-many = { $count } jawaban dari sesi-sesi sebelumnya (tersimpan di { $files } file pemulihan di sebelah file progres) sudah ditulis ke file progres.

## latih feed di Redis sungguhan: eviction, memori, deadline, server yang tidak wajar (issue 30)
cli-feed-redis-allow-eviction = Tetap pakai server Redis itu walaupun maxmemory-policy-nya bisa meng-evict key saat memorinya penuh: tulisan latih bisa mendorong keluar key milik aplikasi lain, di semua database server itu.
feed-redis-bad-url = “{ $url }” bukan URL Redis yang bisa dipakai latih: tulis redis://HOST:PORT/DB atau redis+unix:///PATH?db=N (TLS, rediss://, tidak didukung). Tidak ada yang ditulis.
feed-redis-unknown = tidak diketahui
feed-redis-memory = maxmemory { $bytes } byte, maxmemory-policy { $policy }
feed-redis-evicts = Redis di { $url } bisa meng-evict key saat memorinya penuh ({ $memory }), jadi tulisan latih bisa mendorong keluar key milik aplikasi lain. Pakai server dengan maxmemory-policy noeviction atau tanpa maxmemory, atau tambahkan --redis-allow-eviction. Tidak ada yang ditulis.
feed-redis-oom = Memori Redis di { $url } habis ({ $memory }) dan server menolak tulisan latih; { $cleaned ->
    [yes] latih sudah menghapus feed yang tadi ditulisnya.
   *[no] reset menghapus feed yang ditulis latih.
}
feed-redis-timeout = Redis di { $url } tidak menjawab dalam { $seconds } detik; latih memutus koneksinya, dan perintah berikutnya menyambung lagi.
feed-redis-lost = Koneksi ke Redis di { $url } terputus ({ $why }); perintah berikutnya menyambung lagi.
feed-redis-garbled = Redis di { $url } mengirim { $large ->
    [yes] balasan yang lebih besar dari batas yang diterima latih
   *[no] sesuatu yang bukan balasan Redis
}; latih memutus koneksinya.
feed-redis-stopped = Dihentikan saat menunggu Redis di { $url }: perintahnya tidak selesai, dan perintah berikutnya menyambung lagi.
feed-redis-error = Redis di { $url } menjawab dengan error: { $why }
feed-redis-lost-feeds = Redis membuang { $feeds } feed milik latih ({ $ids } ID) selama run ini, jadi angka memori dan feed di bawah hanya menghitung yang tersisa, bukan yang ditulis run: angka itu salah.
feed-redis-lost-evicted = Redis meng-evict { $evicted } key selama run ini, { $feeds } di antaranya feed milik latih ({ $ids } ID), jadi angka memori dan feed di bawah hanya menghitung yang tersisa, bukan yang ditulis run: angka itu salah.
p-link-loop = Ini tautan ke { $target }, folder yang sudah dibaca latih di kursus ini; setiap folder hanya dibaca sekali, jadi file di dalamnya tidak dibaca lagi di sini. Hapus tautan itu.
p-too-many-files = Kursus ini berisi lebih dari { $limit } file; latih berhenti membaca di sini dan tidak membaca sisanya. Pecah kursusnya, atau pindahkan file yang bukan pelajaran keluar dari foldernya.
play-guard-db-not-file = { $file } bukan file biasa (melainkan link, folder, device, atau pipe): playground hanya membuka file biasa, atau membuat file baru di tempat yang masih kosong. Tidak ada yang ditulis; pilih file lain untuk --db.
play-guard-partition-not-ours = Partisi playground tidak bisa dibuka: { $file } bukan buatan playground (file biasa yang membawa tandanya, di folder yang bukan link). File itu dibiarkan apa adanya; pindahkan, atau pilih file lain untuk --db.
play-guard-partition-missing = Partisi playground { $file } hilang, beserta edge yang disimpannya. Hapus file playground-nya (isi playground selalu bisa dibuat ulang) atau pilih file lain untuk --db.
play-guard-left-alone = { $path } dibiarkan apa adanya: itu bukan file buatan playground (file biasa yang membawa tandanya, di folder yang bukan link).
play-guard-workload-stopped = Workload mencapai batas waktunya ({ $ms } ms) dan berhenti setelah { $done } dari { $ops } operasi; follow yang sudah dibuatnya tetap ada.
play-guard-workload-cancelled = Dihentikan sesuai permintaanmu setelah { $done } dari { $ops } operasi; follow yang sudah dibuat workload tetap ada.
p-invisible-char = Teks ini berisi karakter tak terlihat ({ $code }, misalnya zero-width space atau joiner): pembaca tidak bisa melihatnya, tetapi karakter itu mengubah cara teks dicari, dicocokkan, dan dipotong per baris. Hapus karakter itu; teks bahasa Indonesia dan Inggris tidak pernah membutuhkannya.
feed-redis-memory-unknown = maxmemory dan maxmemory-policy tidak diketahui: server tidak menjawab INFO memory maupun CONFIG GET
play-guard-too-big = Ada nilai yang akan lebih panjang dari { $bytes } byte, batas playground untuk satu nilai (batas ini mencegah satu statement berjalan bermenit-menit). Minta panjangnya, hitungannya, atau lebih sedikit baris dengan LIMIT.

## The day's review as Anki walks it

quiz-counts = { $new } baru · { $learning } sedang dipelajari · { $review } diulang
quiz-waiting = Ada langkah yang kembali { $wait } lagi (jatuh tempo pukul { $at }): review ini lanjut sendiri saat itu. Enter mengakhirinya sekarang; langkah itu tetap ada di antreanmu.
quiz-pick-first = Pilih jawaban dulu: tekan nomornya, atau pindah ke sana dengan ↑↓, lalu Enter.
quiz-undone = Nilai dibatalkan: soal itu ditanyakan lagi, dan jawabannya tidak lagi disimpan.
quiz-nothing-to-undo = Belum ada yang bisa dibatalkan di review ini.
key-undo = batalkan
help-undo = Batalkan nilai terakhir (juga setelah soal berikutnya muncul): jawabannya tidak disimpan dan soalnya ditanyakan lagi.
stats-in-range = { $from }–{ $to } hari lagi
next-due = berikutnya: { $when }, { $count } soal
quiz-done-next = Semua selesai untuk hari ini; { $next }.
quiz-next-step = langkah berikutnya
quiz-review-empty = Tidak ada yang dijawab di review ini. Enter atau Esc untuk kembali.
optimize-reset = Setiap kursus tanpa penyesuaian sendiri kembali memakai parameter bawaan FSRS; ingatan soal-soalnya dihitung ulang dengannya ({ $count } soal, tanggal jatuh tempo tetap).
optimize-recalculated = Ingatan tiap soal (stability, difficulty) dihitung ulang dengan parameter baru ({ $count } soal); tanggal jatuh temponya tetap.
optimize-no-file = { $path } belum ada: tidak ada yang bisa disesuaikan, dan tidak ada file yang dibuat.
settings-bad-parameters = Parameter FSRS yang tersimpan di { $path } tidak bisa dipakai ({ $detail }); latih memakai parameter bawaan FSRS sampai latih optimize dijalankan lagi (latih optimize --reset menghapusnya).
cli-optimize-reset = Lupakan penyesuaian kursus ini (dengan --all-courses: penyesuaian yang dipakai bersama semua kursus), lalu hitung ulang ingatan tiap soal dengan parameter yang dipakai sebagai gantinya
cli-order = Urutan soal baru: read-first (bawaan: soal dari pelajaran yang sudah kamu tandai selesai dulu, lalu sisanya), course, atau random
cli-review-lesson = Ulangi soal satu pelajaran (id-nya) atau modul (id atau kodenya) sekarang, jatuh tempo atau tidak; jawabannya dijadwalkan tetapi tidak memakai batas harian kecuali dengan --count-limits
cli-unknown-lesson = Kursus ini tidak punya pelajaran atau modul bernama { $name }: berikan id pelajaran (misalnya m13-04) atau id maupun kode modul (misalnya M13).

## Tangguhkan, sisihkan, leech, dan penjelajah soal
cli-leech-threshold = Berapa kali lupa sampai sebuah soal menjadi leech (soal yang terus terlupa): soal itu ditangguhkan dan kamu diberi tahu alasannya (bawaan 8, seperti Anki; 0: tidak pernah)
home-browser = Jelajahi soal: jadwal, riwayat, tangguhkan, sisihkan
key-suspend = tangguhkan
help-suspend = Tangguhkan soal ini: soal tidak pernah muncul di review sampai penangguhannya kamu cabut (s lagi, di penjelajah soal)
key-bury = sisihkan
help-bury = Sisihkan soal ini: soal tidak muncul lagi sebelum besok (b lagi di penjelajah mengembalikannya)
key-browse = soal
help-browse = Buka penjelajah soal: semua soal beserta jadwal dan jawabannya
help-browser-open = Tampilkan jadwal soal ini dan setiap jawaban yang pernah diberikan
help-browser-search = Cari soal lewat teks, id, atau pelajarannya
key-search-done = selesai
help-browser-search-done = Berhenti mengetik dan pertahankan pencarian (Esc menghapusnya)
key-filter = status
help-browser-filter = Tampilkan hanya soal dengan satu status: baru, belajar, review, jatuh tempo hari ini, ditangguhkan, disisihkan, leech, lalu semua lagi
key-lesson-filter = pelajaran
help-browser-lesson = Tampilkan hanya soal satu pelajaran, pelajaran berikutnya setiap kali ditekan, lalu semua lagi
key-sort = urutkan
help-browser-sort = Urutkan menurut kolom berikutnya
help-browser-reverse = Balik urutannya
key-reset-item = ulang
help-browser-reset = Jadikan soal ini baru lagi (tekan dua kali): jadwalnya hilang, jawabannya tetap tercatat
key-practise = latihan
help-browser-practise = Latih soal ini sekarang, dengan umpan balik cepat, tanpa dicatat
browser-title = Soal
browser-empty = Kursus ini tidak punya soal.
browser-none = Tidak ada soal yang cocok.
browser-count = { $shown } dari { $all } soal
browser-all = semua
browser-filter-state = status: { $state }
browser-filter-lesson = pelajaran: { $lesson }
browser-sorted = diurutkan menurut { $column }
browser-col-question = Soal
browser-col-lesson = Pelaj.
browser-col-state = Status
browser-col-due = Tempo
browser-col-interval = Jeda
browser-col-stability = Stab
browser-col-difficulty = Sulit
browser-col-retrievability = Ingat
browser-col-lapses = Lupa
browser-sort-question = urutan kursus
browser-sort-lesson = pelajaran
browser-sort-state = status
browser-sort-due = tanggal jatuh tempo
browser-sort-interval = jeda
browser-sort-stability = stabilitas
browser-sort-difficulty = kesulitan
browser-sort-retrievability = peluang ingat sekarang
browser-sort-lapses = jumlah lupa
browser-state-new = baru
browser-state-learning = belajar
browser-state-review = review
browser-state-relearning = belajar ulang
browser-state-day-learning = belajar (langkah harian)
browser-state-due = jatuh tempo hari ini
browser-state-suspended = ditangguhkan
browser-state-buried = disisihkan
browser-state-leech = leech
browser-due-now = sekarang
browser-due-today = hari ini
browser-detail-id = Id soal
browser-detail-lesson = Pelajaran
browser-detail-state = Status
browser-detail-due = Jatuh tempo
browser-detail-interval = Jeda
browser-detail-stability = Stabilitas
browser-detail-difficulty = Kesulitan (1-10)
browser-detail-retrievability = Peluang ingat sekarang
browser-detail-reviews = Jawaban
browser-detail-lapses = Lupa
browser-detail-held = Ditahan
browser-detail-not-yet = belum, soal ini masih baru
browser-days = { $n } hari
browser-history = Semua jawaban, dari yang terlama
browser-history-none = Belum pernah dijawab.
browser-history-loading = Membaca jawabannya…
browser-right = benar
browser-wrong = salah
browser-self-rated = kamu nilai sendiri
browser-gone = Soal ini sudah tidak ada di kursus.
browser-suspended = Ditangguhkan: “{ $q }” tidak muncul di review sampai penangguhannya kamu cabut.
browser-unsuspended = Penangguhan dicabut: “{ $q }” kembali muncul di review.
browser-buried = Disisihkan sampai besok: “{ $q }”.
browser-unburied = Tidak lagi disisihkan: “{ $q }” bisa muncul lagi hari ini.
browser-reset-confirm = Tekan R sekali lagi untuk menjadikan “{ $q }” baru: jadwalnya hilang, jawabannya tetap tercatat.
browser-reset-done = “{ $q }” kini baru lagi.
quiz-suspended = Ditangguhkan, tidak dicatat: soal ini tidak muncul lagi sampai penangguhannya kamu cabut di penjelajah soal (u membatalkannya).
quiz-buried = Disisihkan sampai besok, tidak dicatat (u membatalkannya).
quiz-leech = Kamu sudah lupa soal ini { $lapses } kali: soal ini menjadi leech (soal yang terus terlupa) dan kini ditangguhkan. Baca lagi pelajarannya, lalu cabut penangguhannya di penjelajah soal (b di Statistik).

## Opsi review yang disimpan per kursus
option-retention = Retensi yang dituju
option-new-per-day = Soal baru per hari
option-reviews-per-day = Review per hari
option-learning-steps = Langkah belajar
option-relearning-steps = Langkah belajar ulang
option-fuzz = Acak sedikit jedanya
option-day-starts-at = Hari dimulai pukul (jam)
option-leech-threshold = Ambang leech (lupa; 0: tidak pernah)
option-order = Urutan soal baru
option-hint-retention = peluang ingat dari 0,7 sampai 0,99 (atau 70% sampai 99%)
option-hint-count = bilangan bulat, 0 atau lebih
option-hint-steps = durasi dipisah koma, misalnya 1 mnt, 10 mnt, atau tidak ada
option-hint-fuzz = nyala atau mati
option-hint-hour = jam dari 0 sampai 23
option-hint-order = dibaca-dulu (soal dari pelajaran yang sudah kamu baca lebih dulu), kursus (urutan kursus), atau acak
option-bad-value = --{ $option } tidak menerima { $value }: nilainya { $takes }.
option-source-default = bawaan
option-source-kept = disimpan untuk kursus ini
option-source-this-run = hanya untuk kali ini
option-kept-refused = { $path } menyimpan opsi kursus yang tidak bisa dipakai latih, jadi nilai bawaannya yang berlaku: { $refused }
options-this-run = Hanya untuk kali ini: { $flags }. Tambahkan --save untuk menyimpannya bagi kursus ini.
cli-save = Simpan opsi review yang diberikan (--retention, --new-per-day, langkah, fuzz, --day-starts-at, --leech-threshold, --order) untuk kursus ini; tanpa ini opsinya hanya berlaku kali ini
options-title = Opsi review
options-note = Disimpan untuk kursus ini di berkas kemajuan, berlaku mulai sekarang. Opsi di baris perintah hanya berlaku sekali jalan, kecuali disimpan dengan --save.
options-kept = { $option }: { $value }, disimpan untuk kursus ini.
options-default = { $option } kembali ke bawaannya: { $value }.
key-option-default = bawaan
key-options = opsi
help-options = Buka opsi review kursus ini: retensi, batas harian, langkah, acak jeda, awal hari, leech, urutan
help-option-down = Turunkan opsi yang dipilih satu tingkat
help-option-up = Naikkan opsi yang dipilih satu tingkat
help-option-edit = Ketik nilai untuk opsi yang dipilih
help-option-default = Kembalikan opsi yang dipilih ke bawaannya
help-option-set = Simpan nilai yang diketik
optimize-saved-course = Parameter hasil penyesuaian disimpan untuk kursus ini dan dipakai mulai sekarang; --retention tetap mengatur seberapa banyak yang ingin kamu ingat.
optimize-reset-course = Penyesuaian milik kursus ini dilupakan; kursus ini kembali memakai { $using }, dan ingatan soal-soalnya dihitung ulang dengannya ({ $count } soal, tanggal jatuh tempo tetap).
optimize-using-shared = parameter yang dipakai bersama semua kursus
optimize-using-defaults = parameter bawaan FSRS
optimize-questions = Dari { $questions } soal yang pernah dijawab, { $used } dijawab di lebih dari satu hari dan ikut disesuaikan{ $left ->
    [0] .
   *[other] ; { $left } lainnya baru dijawab di satu hari saja, yang belum menunjukkan seberapa cepat ingatan memudar.
}
optimize-fitted-defaults = Dengan kurang dari 8 riwayat yang sampai ke hari berikutnya, FSRS tidak menyesuaikan apa pun: hasilnya parameter bawaannya.
optimize-fitted-four = Dengan kurang dari 64 riwayat yang sampai ke hari berikutnya, FSRS hanya menyesuaikan empat parameter pertamanya (berapa lama jawaban pertama diingat); 17 lainnya tetap bawaan.
optimize-fitted-all = Ke-21 parameter ikut disesuaikan.
optimize-left-drills = { $n } percobaan latihan lisan tidak diikutkan: penyesuaian ini tentang jawaban atas soal.
optimize-left-capped = { $n } jawaban setelah jawaban ke-64 sebuah soal tidak diikutkan: soal yang sesering itu dijawab hanya sedikit menambah, dan tiap jawaban tambahan makin mahal bagi penyesuaian.
optimize-reschedule-offer = Tanggal jatuh tempo tetap; latih optimize --reschedule juga memindahkan tanggal jatuh tempo tiap soal yang sudah dipelajari ke jeda yang diberikan ingatan barunya (seperti "reschedule cards on change" di Anki).
optimize-rescheduled = { $count } tanggal jatuh tempo dipindahkan ke jeda yang diberikan ingatan barunya.
cli-optimize-reschedule = Pindahkan juga tanggal jatuh tempo tiap soal yang sudah dipelajari ke jeda yang diberikan ingatan barunya, seperti "reschedule cards on change" di Anki
stats-fitted-shared = Penjadwal: FSRS disesuaikan dengan review semua kursus ({ $reviews } review pada { $date }; log loss { $before } → { $after }); latih optimize menyesuaikan kursus ini sendiri.
optimize-recalculated-only = Ingatan tiap soal (stability, difficulty) dihitung ulang dengan parameter baru ({ $count } soal).
cli-count-limits = Dengan --lesson: hitung jawabannya ke dalam batas harian soal baru dan review, seperti review harian
interval-seconds = { $n } dtk
option-value-on = nyala
option-value-off = mati
option-steps-none = tidak ada
option-order-read-first = dibaca-dulu
option-order-course = kursus
option-order-random = acak
browser-filter-search = cari: “{ $query }”
unit-percent = { $n } %
unit-time = { $unit ->
    [ns] ns
    [us] µs
    [ms] ms
    [s] dtk
    [min] mnt
    [h] jam
    [d] hari
    [w] mgg
   *[other] { $label }
}
p-unknown-figure = { $name ->
    [none] Tanda angka menyebut kalkulator dan salah satu masukan atau hasilnya, misalnya `[={ $calc }.{ $names }]`.
   *[other] Kalkulator `{ $calc }` tidak punya masukan atau hasil `{ $name }`; yang ada: { $names }.
}
p-calc-no-value = `{ $output }` tidak bisa dihitung { $input ->
    [none] dengan nilai bawaan kalkulator
   *[other] saat `{ $input }` berada di { $bound }-nya ({ $value })
}: { $why }. Kartunya tidak akan menampilkan angka di situ; ubah rumusnya (misalnya `max(x, 1)` sebagai pembagi) atau rentang masukannya.
p-empty-review = Tidak ada soal milik { $lessons }, jadi review ini tidak menanyakan apa pun ("0 soal"); beri pelajaran itu soal (bank dengan `lesson:` yang menyebutnya) atau review pelajaran lain.
p-empty-quiz = Bank `{ $bank }` tidak punya soal, jadi kuis ini tidak menanyakan apa pun; tambahkan soal ke bank itu atau sebut bank lain.
p-duplicate-code = Pelajaran lain sudah memakai kode `{ $code }` ({ $first }): peta kursus akan menampilkan keduanya dengan satu nama. Beri pelajaran ini kode berikutnya yang masih kosong.
p-expect-not-whole = `{ $field }` menghitung benda utuh, jadi { $value } tidak akan pernah terpenuhi dan pemeriksaannya dilewati; tulis bilangan bulat.
p-calc-answer-bits = `{ $unit }` adalah satuan bit (1 byte = 8 bit), dan jawabannya cocok dengan kalkulator hanya jika dibaca dalam byte: tulis `{ $bytes }`.
lint-ran = Menjalankan { $scenarios } skenario ({ $steps } langkah) dan { $simulations } simulasi.
lint-checking = Memeriksa { $course } ({ $dir }).
lint-checking-bundled = Memeriksa kursus bawaan { $course }.
cli-lint-format = Cara mencetak masalahnya: text (untuk dibaca orang, bawaan) atau json (satu objek per masalah, untuk CI dan editor)
p-mark-not-read = Judul, label, dan kata di diagram ditampilkan apa adanya, jadi tanda angka ini akan tampil sebagai `[=…]`; tulis angkanya di sini, atau pindahkan kalimatnya ke teks pelajaran.
reader-block-unavailable = Bagian pelajaran ini tidak bisa ditampilkan: file-nya punya kesalahan di sini (bagian lain pelajaran ini baik-baik saja).
play-fresh-start = Mulai dari playground yang bersih.
lint-fixed = { $file }:{ $line }: langkah `reset` ditambahkan sebelum langkah pertama skenario.
cli-lint-fix = Tulis perbaikan yang diketahui lint ke file kursus (saat ini: langkah `reset` di awal skenario yang belum punya), lalu periksa lagi.
lint-fix-failed = { $file } tidak bisa ditulis: { $why }
cli-show = Cetak pelajaran, bank soal, atau satu soal sebagai teks biasa dalam bahasa yang dipilih, angka sudah terisi, jawaban tersembunyi kecuali dengan --answers: untuk pratinjau, dibaca pembaca layar, atau disalurkan ke perintah lain.
cli-show-id = Pelajaran yang dicetak.
cli-show-bank = Cetak semua soal bank ini sebagai gantinya.
cli-show-question = Cetak satu soal ini sebagai gantinya.
cli-show-answers = Tampilkan jawabannya: jawaban setiap latihan, serta opsi yang benar, jawaban, dan penjelasan setiap soal.
show-not-found = Kursus tidak punya `{ $id }` dari jenis itu (pelajaran secara bawaan; --bank untuk bank soal, --question untuk soal).
show-answer = Jawaban: { $answer }
p-yaml-quote-value = Nilai ini diawali `{ $ch }`, yang dibaca YAML sebagai bagian sintaksnya sendiri (daftar, mapping, alias, tag), bukan teks: apit seluruh nilainya dengan tanda kutip, misalnya "{ $ch }…".
p-yaml-block-indent = Baris pertama teks blok ini menjorok lebih dalam daripada baris sesudahnya, dan YAML memakai indentasi baris pertama untuk seluruh blok: sebutkan seberapa dalam bloknya menjorok dengan angka setelah `|`, misalnya `|2`.
p-comma-in-flow = Koma di dalam `{"{"}…{"}"}` memisahkan entri, jadi YAML membaca sebagian teks ini sebagai field tersendiri. Apit setiap teks dengan tanda kutip: { $fixed }
reader-calc-yours = Dengan nilai yang kamu coba; buka lalu tekan r untuk nilai bawaan pelajaran.
p-misaligned = `{ $key }` tidak sejajar dengan `{ $sibling }` di baris { $line }, key di sebelahnya: mulai di kolom { $column }, seperti `{ $sibling }`.
p-right-much-longer = Opsi yang benar { $times } kali lebih panjang daripada opsi salah yang terpanjang, jadi jawabannya ketahuan dari panjangnya saja: pindahkan alasannya ke `explanation`, atau beri opsi yang salah bobot yang sama.
p-longest-right-habit = Opsi yang benar menjadi yang terpanjang di { $longest } dari { $total } soal pilihan tunggal: saat review, pelajar jadi terbiasa memilih opsi terpanjang. Samakan panjangnya supaya panjang opsi tidak memberi petunjuk.
p-bad-tolerance = `{ $value }` bukan toleransi: tulis persen ke dua arah (`5`), faktor (`x2`: setengah sampai dua kali jawabannya dihitung benar), atau `magnitude` (orde besaran yang sama).
quiz-tolerance-percent = ±{ $n }%
quiz-tolerance-factor = faktor { $n }
quiz-tolerance-magnitude = satu orde besaran
p-vary-not-shown = Input ini diundi ulang setiap kali soal muncul, tetapi prompt tidak menampilkannya dalam kedua bahasa: tulis `{ $mark }` di prompt supaya pelajar melihat angka yang harus ia pakai.
schema-question-vary = numeric, opsional: input kalkulatornya yang diundi ulang antara min dan max setiap kali soal muncul; jawabannya hasil kalkulator pada input yang terundi.
schema-vary-input = Nama input kalkulator soal ini yang diundi ulang setiap kali.
schema-vary-min = Nilai terkecil yang diundi, dalam satuan input itu.
schema-vary-max = Nilai terbesar yang diundi, dalam satuan input itu.
stats-no-storage = Statistik dibaca dari file progress, yang tidak bisa dipakai di run ini. { $problem }
recovery-newer = file ini ditulis oleh latih yang lebih baru (versi file pemulihan { $version }); file dibiarkan apa adanya agar latih versi itu yang memasukkannya
load-no-storage = Ini dibaca dari file progress, yang tidak bisa dipakai di run ini.
help-console-stop = Hentikan yang sedang berjalan: perintah playground membuat basis data kembali seperti sebelum perintah itu; simulasi menyimpan dan menampilkan angka yang sudah tercapai.
help-console-leave = Tinggalkan layar ini sementara perintahnya terus berjalan; hasilnya menunggu saat kamu kembali.
help-console-run = Jalankan perintah di baris (langkah terpandu atau kartu simulasi sudah menuliskannya di sana).
help-console-clear = Kosongkan keluaran (basis data, pengaturan, dan feed cache tetap).
play-column = { $name ->
    [partition] partisi
    [missing] hilang
    [extra] berlebih
    [account] akun
    [paths] jalur
   *[other] { $name }
}
cli-err-missing = Wajib diberikan, tapi belum ada: { $arg }
cli-err-subcommand = `{ $word }` bukan perintah latih{ $near ->
    [none] .
   *[other] ; maksudnya `{ $near }`?
}
cli-err-unknown-arg = `{ $arg }` tidak dikenal di sini{ $near ->
    [none] .
   *[other] ; maksudnya `{ $near }`?
}
cli-err-value = `{ $value }` bukan nilai yang diterima { $arg }{ $valid ->
    [none] .
   *[other] ; pilih salah satu: { $valid }.
}
cli-err-conflict = { $arg } tidak bisa dipakai bersama { $prior }.
cli-err-no-equals = Nilai { $arg } ditulis sesudah `=`.
cli-err-values = Jumlah nilai untuk { $arg } tidak sesuai.
cli-err-no-command = Di sini perlu sebuah perintah.
cli-err-other = Baris perintah ini tidak bisa dibaca.
cli-err-more = Untuk keterangan lebih lanjut, jalankan `{ $command } --help`.
cli-usage-options = [OPSI]
cli-usage-command = [PERINTAH]
p-threshold-out-of-order = Garis ambang ini, { $above }, tidak lebih tinggi dari garis sebelumnya, { $before }: yang ditampilkan adalah pesan garis tertinggi yang dilewati, jadi urutkan garis suatu angka dari rendah ke tinggi, masing-masing dengan apa yang berubah di sana.
key-line-move = pindah di baris
key-line-cut = potong
key-search-history = cari perintah sebelumnya
help-line-left = Geser kursor satu karakter ke kiri (juga Ctrl-b).
help-line-right = Geser kursor satu karakter ke kanan (juga Ctrl-f).
help-line-start = Pindahkan kursor ke awal baris (juga Ctrl-a).
help-line-end = Pindahkan kursor ke akhir baris (juga Ctrl-e).
help-line-cut-start = Hapus semua yang ada sebelum kursor.
help-line-cut-end = Hapus semua dari kursor sampai akhir baris.
help-line-cut-word = Hapus kata sebelum kursor.
help-search-history = Panggil lagi perintah terbaru yang memuat teks yang sedang diketik; tekan lagi untuk yang lebih lama.
play-schema-fixed = `{ $statement }`: tabel dan indeks playground adalah miliknya sendiri, dan SQL tidak membuat, menghapus, atau mengubahnya. Indeksnya dinyalakan dan dimatikan dengan `index`, dan `reset` mengosongkan tabel untuk mulai dari awal.
drill-leave-confirm = Tekan Esc sekali lagi untuk keluar dari drill ini; percobaannya dicatat sebagai dibatalkan. Tombol lain melanjutkan drill.
quiz-summary-unscored = { $count ->
    [one] Satu soal recall tidak dinilai: kamu membandingkan jawabanmu dengan jawaban contoh.
   *[other] { $count } soal recall tidak dinilai: kamu membandingkan jawabanmu dengan jawaban contoh.
}
p-title-repeats-code = Judulnya menyebut kode pelajaran, `{ $code }`, padahal peta kursus dan bilah judul sudah menampilkannya di sebelahnya: hapus kode itu dari judul.
key-hide-answer = sembunyikan jawaban
help-hide-answer = Sembunyikan jawaban yang sedang tampil (Spasi menampilkannya lagi).
feed-feed-late = { $n ->
    [one] Satu ID
   *[other] { $n } ID
} tiba tidak berurutan di cache: antrean mengantar post yang lebih baru sebelum post lama yang tertahan di partisi yang lebih sibuk. Halaman ini diurutkan menurut waktu, seperti aplikasi pembaca mengurutkannya.
feed-cmp-writes = Tulis feed/dtk, rerata
feed-cmp-lookups = Cari indeks/dtk, rerata
feed-cmp-reads = Baca cache/dtk, rerata
feed-cmp-biggest = Post terbesar, tulis
feed-cmp-visible-p50 = Terlihat setelah, p50
feed-cmp-visible-p99 = Terlihat setelah, p99
feed-cmp-open-p50 = Buka feed, p50
feed-cmp-open-p99 = Buka feed, p99
feed-cmp-lag = Partisi tersibuk, puncak
feed-cmp-memory = Feed cache di akhir
feed-cmp-at-once = seketika
play-generated-instant = { $users } akun dan { $edges } edge dibuat dalam waktu kurang dari satu milidetik.
key-copy-code = salin kode
help-copy-code = Salin blok kode yang tampil di layar keluar dari latih; tekan lagi untuk blok berikutnya di layar.
copy-none = Tidak ada blok kode di layar untuk disalin.
copy-clipboard = { $lines ->
    [one] Satu baris
   *[other] { $lines } baris
} kode tersalin ke clipboard.
copy-maybe = { $lines ->
    [one] Satu baris
   *[other] { $lines } baris
} kode dikirim ke clipboard, kalau terminal ini menerimanya (OSC 52); kode itu juga akan dicetak saat kamu keluar dari latih.
copy-on-quit = Terminal ini tidak bisa menerima salinan dari latih: { $lines ->
    [one] baris
   *[other] { $lines } baris
} kode itu akan dicetak saat kamu keluar.
copy-printed = Kode yang kamu salin di latih:
glossary-mentioned-in = Juga disebut di
reader-keys = Tombol: { $keys }
help-lang-here = Di layar ini huruf diketik: tekan L di sini, di bantuan ini, untuk ganti bahasa.
drill-quit-confirm = Tekan Ctrl-c sekali lagi untuk keluar dari latih; percobaan ini dicatat sebagai dibatalkan. Tombol lain melanjutkan drill.
key-hint = petunjuk
help-hint = Tampilkan petunjuk berikutnya dari latihan yang difokus (atau yang pertama di layar); setelah petunjuk terakhir, jawabannya.
reader-hint = Petunjuk { $n }:
reader-answer-hidden-hints = Jawaban disembunyikan. Pikirkan dulu: h memberi petunjuk ({ $n ->
    [one] tinggal satu
   *[other] tinggal { $n }
}), Spasi membuka jawaban.
schema-exercise-hints = Petunjuk yang ditampilkan satu per satu sebelum jawaban (h), masing-masing selangkah lebih dekat tanpa membocorkan jawabannya.
play-chart-table-rows = Baris tabel { $table } per partisi
play-def-opened = Playground { $title }, masih kosong: tabel { $tables }. gen mengisinya; help menampilkan perintahnya.
play-def-no-such = Tidak ada playground { $id }. Yang tersedia: { $known }.
play-def-generated = Selesai dibuat dalam { $seconds } detik: { $tables }.
play-def-generated-table = { $table } { $rows } baris
play-def-index-on = Indeks { $name } sudah dibangun: plan di bawah memakainya bila cocok.
play-def-index-off = Indeks { $name } sudah dihapus: plan di bawah berjalan tanpanya.
play-def-index-already-on = Indeks { $name } memang sudah ada.
play-def-index-already-off = Indeks { $name } memang tidak ada, jadi tidak ada yang dihapus.
play-def-partitioned = { $n } partisi, masing-masing basis data sendiri: { $split }; { $rows } baris dipindahkan dalam { $seconds } detik.
play-def-split-by = { $table } dibagi menurut { $column }
play-def-copied = { $table } disalin utuh ke setiap partisi
play-def-unpartitioned = Kembali menjadi satu penyimpanan: { $rows } baris dipindahkan dalam { $seconds } detik.
play-def-routed = Dikirim ke satu partisi saja, p{ $partition }, berdasarkan { $key }.
play-def-scattered = Dikirim ke semua { $n } partisi: pernyataan ini tidak menyebut { $column }.
play-def-scattered-all = Dikirim ke semua { $n } partisi.
play-def-no-place = Baris { $table } perlu nilai { $column }: tanpanya tidak ada partisi yang bisa menampung baris itu.
play-def-next-page = Halaman berikutnya: { $line }
play-def-help-own = Perintah bawaan playground:
play-def-help-commands = Perintah { $title }:
p-pg-bad-name = `{ $name }` tidak bisa dipakai sebagai nama di playground: gunakan huruf kecil, angka, dan `_` (serta `-` di antara kata nama perintah atau id playground), diawali huruf.
p-pg-duplicate = `{ $name }` muncul dua kali di playground ini.
p-pg-reserved = `{ $name }` sudah dipakai sebagai kata bawaan playground (gen, index, partition, unpartition, hotspot, sql, explain, stats, reset, help) atau sebagai id follow graph bawaan; pilih nama lain.
p-pg-no-column = Tabel ini tidak punya kolom `{ $column }`.
p-pg-no-table = Playground ini tidak punya tabel `{ $table }`.
p-pg-limits = Jumlah baris harus berada di antara batasnya: min { $min }, default { $default }, max { $max }.
p-pg-bad-draw = Cara pengambilan nilai ini tidak bisa menghasilkan angka: min-nya lebih besar dari max, atau eksponen maupun langkahnya tidak positif.
p-pg-ref-not-sequence = `{ $target }` tidak diisi sebagai sequence, sehingga nilainya belum diketahui sebelum baris ditulis; rujuklah kolom yang memakai `sequence`.
p-pg-partitions = { $count } partisi: sebuah tabel hanya bisa dibagi ke 1 sampai 64 partisi.
p-pg-partition-counts = Semua tabel dalam satu playground dibagi ke jumlah partisi yang sama: sebelumnya { $first }, di sini { $other }.
p-pg-undeclared = SQL-nya memakai `:{ $param }`, padahal perintah ini tidak mencantumkannya di params.
p-pg-unused = Parameter `{ $param }` dicantumkan, tetapi tidak ada pernyataan dalam perintah ini yang memakainya.
p-pg-no-cursor = Cursor menyebut `{ $param }`, yang bukan salah satu params perintah yang mengambil halaman berikutnya.
p-pg-bad-default = `{ $value }` bukan bilangan bulat, padahal parameternya bertipe int.
p-pg-draws = Kolom `{ $column }` perlu tepat satu cara pengisian: sequence, uniform, zipf, ref, atau time.
p-pg-bad-ref = `{ $target }` bukan rujukan yang sah; tulis dalam bentuk tabel.kolom.
p-pg-sql = SQLite menolak pernyataan ini: { $why }
p-pg-makes = Pernyataan ini tidak membuat yang semestinya (`{ $what }`): sql sebuah tabel berisi satu CREATE TABLE untuk tabel itu, sql sebuah indeks berisi satu CREATE INDEX untuk indeks itu pada tabelnya.
p-unknown-playground = Tidak ada bank yang mendefinisikan playground dengan id `{ $id }`; playground ditulis di file bank di quizzes/, atau pakai follow-graph untuk playground bawaan.
schema-bank-playgrounds = Playground yang didefinisikan kursus ini: tabelnya sendiri di basis data SQLite sungguhan, lengkap dengan generator, indeks yang bisa dinyalakan dan dimatikan, kunci partisi, dan perintah bernama (lihat docs/playground.md).
schema-scenario-playground = Id playground milik kursus yang dipakai skenario ini; tanpa field ini, skenario berjalan di follow graph bawaan (follow-graph). Langkah pertamanya, reset, membuka playground itu dalam keadaan kosong.
schema-playground-id = Id tetap playground, unik di semua bank; reset ID membukanya. Kata huruf kecil yang disambung dengan - atau _.
schema-playground-title = Nama playground, ditampilkan saat dibuka.
schema-playground-text = Apa yang dimodelkan playground ini, ditampilkan saat dibuka dan oleh help.
schema-playground-tables = Tabel-tabelnya, dalam urutan pengisian oleh gen.
schema-playground-commands = Perintah bernama yang diketik pelajar, masing-masing berisi satu atau beberapa pernyataan SQL dengan parameter bertipe.
schema-playground-table-name = Nama tabel, sama seperti yang dibuat SQL-nya.
schema-playground-table-sql = Satu pernyataan CREATE TABLE yang membuat tabel ini.
schema-playground-table-rows = Jumlah baris yang dibuat gen: nilai default-nya, serta batas yang boleh diminta lewat gen TABEL=N.
schema-playground-table-columns = Kolom yang diisi gen dan cara setiap nilainya diambil; kolom yang tidak dicantumkan memakai default SQL-nya.
schema-playground-table-indexes = Indeks yang dinyalakan dan dimatikan pelajar dengan index NAMA on|off.
schema-playground-table-partition = Kolom yang dipakai partition (tanpa argumen) untuk membagi tabel ini, dan jumlah partisinya.
schema-playground-rows-default = Jumlah baris yang dibuat gen bila baris perintahnya tidak menyebutkan.
schema-playground-rows-min = Jumlah baris paling sedikit yang diterima gen TABEL=N.
schema-playground-rows-max = Jumlah baris paling banyak yang diterima gen TABEL=N.
schema-playground-column-name = Nama kolom, seperti yang disebut SQL tabelnya.
schema-playground-column-sequence = Nilai mulai dari angka ini lalu naik satu per baris: cocok untuk id.
schema-playground-column-uniform = Nilai diambil merata antara min dan max.
schema-playground-column-zipf = Nilai antara min dan max; min paling sering muncul, nilai sesudahnya makin jarang (eksponen s): kunci yang panas.
schema-playground-column-ref = Id dari kolom sequence milik tabel lain, ditulis tabel.kolom: foreign key.
schema-playground-column-skew = Bersama ref: baris yang dirujuk diambil dengan kemiringan Zipf berpangkat ini, sehingga baris-baris awal paling sering dirujuk.
schema-playground-column-time = Timestamp (detik Unix) mulai dari `from`, naik rata-rata `step` detik per baris.
schema-playground-range-min = Nilai terkecil.
schema-playground-range-max = Nilai terbesar.
schema-playground-zipf-min = Nilai yang paling sering muncul.
schema-playground-zipf-max = Nilai terbesar.
schema-playground-zipf-s = Eksponennya: makin besar makin miring (1 adalah hukum Zipf klasik).
schema-playground-time-from = Timestamp pertama, dalam detik Unix.
schema-playground-time-step = Rata-rata jarak antarbaris, dalam detik.
schema-playground-index-name = Nama indeks, seperti yang dibuat SQL-nya.
schema-playground-index-sql = Satu pernyataan CREATE INDEX yang membuat indeks ini pada tabelnya.
schema-playground-index-text = Kegunaan indeks ini, ditampilkan oleh help.
schema-playground-index-on = Apakah indeks sudah ada saat playground dibuka (default false).
schema-playground-partition-by = Kolom yang nilai hash-nya menentukan partisi sebuah baris.
schema-playground-partition-count = Jumlah partisi, 1 sampai 64; semua tabel dalam satu playground memakai jumlah yang sama.
schema-playground-command-name = Kata yang diketik pelajar; kata huruf kecil yang disambung dengan -.
schema-playground-command-params = Parameternya, ditulis dengan nama (nama=nilai) atau menurut urutan ini.
schema-playground-command-sql = Pernyataan-pernyataannya, dijalankan berurutan; parameter ditulis sebagai :nama.
schema-playground-command-text = Apa yang dikerjakannya, ditampilkan oleh help.
schema-playground-command-cursor = Untuk perintah yang menampilkan halaman: parameter yang diisi halaman berikutnya, dan kolom baris terakhir yang nilainya dipakai.
schema-playground-param-name = Nama parameter, ditulis :nama di dalam SQL.
schema-playground-param-type = int atau text.
schema-playground-param-default = Nilainya bila pelajar tidak mengisinya; tanpa default, parameter ini wajib diisi.
schema-playground-cursor-param = Parameter yang diisi halaman berikutnya.
schema-playground-cursor-column = Kolom hasil yang nilai terakhirnya dipakai.
play-def-others = Playground yang didefinisikan kursus ini (reset ID membukanya): { $list }
play-def-split-twice = Pernyataan ini membaca { $table } dua kali (join tabel itu dengan dirinya sendiri, atau subquery padanya). Setelah dibagi, baris-barisnya ada di partisi yang berbeda dan tiap partisi hanya bisa menggabungkan barisnya sendiri, jadi pernyataan ini tidak dijalankan di sini; unpartition menjalankannya di satu penyimpanan.
p-step-touched-above = Langkah ini bilang `{ $run }` menyentuh paling banyak { $want } partisi; ternyata { $got }.
p-goal-unreached = Solusi acuannya tidak pernah mencapai tujuan: setelah langkah-langkahnya, `{ $solution }` dijalankan dan tidak ada laporan perintah yang memenuhinya. Perbaiki solusinya, atau expect pada tujuannya.
p-goal-met-already = Langkah terakhir skenario ini sudah memenuhi tujuannya, jadi pelajar tidak perlu melakukan apa-apa: buat tujuan yang meminta lebih dari yang ditunjukkan langkah-langkahnya.
schema-step-expect-touched_at_most = Jumlah partisi yang disentuh langkah ini, paling banyak (untuk tantangan: "satu partisi atau kurang").
schema-scenario-goal = Tantangan setelah langkah-langkahnya: hasil yang harus dicapai lewat perintah pelajar sendiri, diperiksa setelah setiap perintah, beserta solusi acuan yang dijalankan lint.
schema-scenario-goal-text = Tantangannya, dalam kata-kata: apa yang harus dicapai.
schema-scenario-goal-command = Perintah yang laporannya dinilai (perintah apa pun bila tidak diisi).
schema-scenario-goal-expect = Apa yang harus ditunjukkan laporan itu, ditulis seperti expect sebuah langkah.
schema-scenario-goal-solution = Solusi acuan: perintah-perintah yang mencapai tujuan setelah langkah-langkahnya; `latih lint --run` menjalankannya dan memeriksa bahwa salah satunya mencapainya.

# Tantangan: soal yang dijawab dengan mencapai tujuan skenario playground.
key-open-challenge = playground
help-open-challenge = Buka playground untuk tantangan ini: pertama kali di awal skenario (langkah-langkahnya berjalan sendiri), sesudahnya seperti saat kamu tinggalkan.
key-give-up = menyerah
help-give-up = Menyerah pada tantangan ini: dihitung salah, lalu satu solusi ditampilkan.
quiz-challenge-goal = Tujuan:
quiz-challenge-how = Langkah-langkah skenario berjalan sendiri di playground; sesudah itu tujuannya giliranmu. Setiap perintah yang kamu ketik di sana diperiksa terhadapnya.
quiz-challenge-not-yet = Tujuannya belum tercapai. Kembali ke playground seperti saat kamu tinggalkan, atau menyerah untuk melihat satu solusi.
quiz-challenge-reached = Tujuan tercapai dengan { $line }
quiz-challenge-gave-up = Menyerah: tujuannya tidak tercapai.
quiz-challenge-solution = Satu solusi:
quiz-challenge-missing = Skenario { $id } untuk tantangan ini tidak ada di kursus, atau tidak punya tujuan.
play-goal = Tujuan:
play-goal-reached = ✓ Tujuan tercapai dengan { $line }
play-goal-back = ✓ Tujuan tercapai. Esc membawamu kembali ke soal.
schema-question-scenario = challenge: id skenario playground yang punya tujuan; soal dijawab dengan mencapai tujuan itu di playground yang dibuka di awal skenario.
p-challenge-without-goal = Skenario `{ $scenario }` tidak punya tujuan, jadi tantangan ini tidak akan pernah bisa dijawab: beri skenario itu `goal`, atau sebut skenario yang punya.
cli-completions = Cetak skrip pelengkapan untuk sebuah shell (bash, zsh, fish, elvish, atau powershell), dibuat dari definisi yang sama dengan bantuan ini.
cli-completions-shell = bash, zsh, fish, elvish, atau powershell.
cli-bad-shell = latih tidak punya pelengkapan untuk shell { $shell }: bash, zsh, fish, elvish, atau powershell.
cli-man = Cetak halaman man (roff), dibuat dari definisi yang sama dengan bantuan ini; dengan --out, tulis satu halaman per perintah ke sebuah folder.
cli-man-out = Tulis latih.1 dan satu halaman per perintah (latih-lint.1 …) ke folder ini.
cli-man-wrote = { $count } halaman man ditulis ke { $dir }.
cli-export-lesson = Dengan --format apkg: hanya soal pelajaran ini, atau modul ini (id atau kodenya, seperti M13).
cli-apkg-needs-out = Dek Anki adalah sebuah file: beri namanya dengan --out FILE (misalnya --out latih.apkg).
cli-apkg-wrote = { $notes } catatan ditulis ke { $path }. Di Anki: File › Import; ekspor berikutnya memperbarui catatan ini, bukan menambahkannya lagi.
cli-import = Tambahkan jawaban yang diberikan di tempat lain ke file progres: `import anki FILE` membaca jawabanmu di Anki pada catatan yang diekspor latih.
cli-import-from = Asal jawabannya: anki.
cli-import-file = Paket atau koleksi yang ditulis Anki: cadangan .colpkg (File › Export, "Anki Collection Package"), .apkg beserta jadwalnya, atau collection.anki2.
cli-anki-unreadable = { $path } bukan paket atau koleksi Anki yang bisa dibaca latih: { $detail }
cli-anki-imported = { $added } jawaban dari Anki ditambahkan untuk { $questions } soal; jadwalnya berlanjut dari jawaban terbaru. { $already } sudah ada; { $skipped } berasal dari catatan yang tidak diekspor latih.
cli-anki-nothing-new = Tidak ada yang baru dari Anki: { $already } jawabannya pada catatan yang diekspor latih sudah ada semua ({ $skipped } berasal dari catatan lain).
cli-actor = Dengan xAPI: siapa yang dibicarakan pernyataan itu, sebagai alamat mailto:; tanpanya, id anonim yang disimpan di file progres.
cli-bad-actor = Aktor { $actor } bukan alamat mailto: (seperti mailto:ana@example.org).
cli-send = Kirim log review dan percobaan latihan lisan sebagai pernyataan xAPI ke learning record store (URL/statements); pernyataan yang sudah ada di sana tidak ditambahkan lagi.
cli-send-url = Alamat xAPI record store, seperti https://lrs.example.org/xAPI/.
cli-send-user = Nama pengguna untuk HTTP basic auth record store.
cli-send-password = Kata sandi untuk HTTP basic auth record store (lebih baik di LATIH_LRS_PASSWORD daripada di baris perintah).
cli-sent = { $statements } pernyataan dikirim ke { $url } dalam { $batches } permintaan; record store menyimpan masing-masing sekali, jadi mengirim ulang tidak apa-apa.
cli-send-refused = Record store di { $url } menolak pernyataan itu: { $status } { $said }
cli-send-unreachable = Tidak bisa menghubungi record store di { $url }: { $detail }
cli-class = Untuk instruktur: hasil sebuah kelas, dari ekspor xAPI para pelajarnya atau dari learning record store.
cli-class-report = Laporan kelas: per soal bagian yang benar pada percobaan pertama, seberapa baik soal itu memisahkan pelajar yang lebih kuat dari yang lain, opsi salah yang paling sering dipilih, dan waktunya (miskonsepsi lebih dulu); per latihan lisan poin yang paling sering terlewat dan perbandingan nilai diri dengan jawaban; per pelajaran apa yang masih diingat di review berikutnya.
cli-class-sources = Ekspor pelajar (latih export --format xapi, satu file per orang) atau URL record store, sebanyak apa pun.
cli-class-format = text (bawaan), csv, atau json.
cli-class-unreadable = Tidak bisa membaca pernyataan dari { $source }: { $detail }
class-head = Laporan kelas: { $learners } pelajar, { $answers } jawaban.
class-questions = Soal, miskonsepsi (!) lebih dulu: pelajar, benar pada percobaan pertama, daya beda (27 % teratas dikurangi 27 % terbawah), opsi salah yang paling sering dipilih, waktu median.
class-question = { $mark } { $question }  { $learners } pelajar  { $right } benar  beda { $discrimination }  salah: { $wrong }  { $seconds } dtk
class-drills = Latihan lisan: percobaan, lulus, poin yang paling sering terlewat, nilai diri dikurangi percobaan pertama pada soal pelajarannya.
class-drill =   { $drill }  { $attempts } percobaan  { $passed } lulus  terlewat: { $missed }  nilai diri { $gap }
class-lessons = Pelajaran: percobaan pertama dan bagian yang benar, review berikutnya dan bagian yang masih benar.
class-lesson =   { $lesson }  { $first } percobaan pertama { $right }  { $reviews } review { $retention }
p-bad-parameters = Ini bukan parameter FSRS yang diterima penjadwal ({ $detail }): `latih class optimize` menulis 21 angka di sini.
schema-course-scheduler = Opsional: parameter FSRS yang di-fit pada gabungan review sebuah kelas oleh latih class optimize; pelajar yang belum punya fit sendiri mulai dari parameter ini.
schema-scheduler-parameters = Ke-21 parameter FSRS, dalam urutan FSRS.
schema-scheduler-fitted_on = Berapa review yang dipakai untuk fit-nya.
optimize-using-class = parameter kelas yang dibawa kursus
cli-class-optimize = Fit FSRS pada gabungan review sebuah kelas dan, bila memprediksinya lebih baik daripada parameter yang dipakai, tulis ke kursus (scheduler: di course.yaml), sehingga pelajar baru mulai dari parameter kelas sampai fit miliknya sendiri lebih baik.
cli-class-needs-course = class optimize menulis ke folder kursus: sebut foldernya dengan --course DIR.
class-fit-not-better = Review kelas tidak diprediksi lebih baik daripada oleh parameter yang dipakai (log loss { $before } sebelum, { $after } sesudah): kursus dibiarkan apa adanya.
class-fit-note = Di-fit oleh latih class optimize pada { $reviews } review dari { $learners } pelajar, { $date }.
class-fit-written = Di-fit pada { $reviews } review dari { $learners } pelajar (log loss { $before } sebelum, { $after } sesudah), lalu ditulis ke { $path }: pelajar yang belum punya fit sendiri kini mulai dari parameter ini.
p-pg-no-next = Halaman berikutnya dari cursor ini adalah `{ $command }`, yang bukan perintah playground ini.
schema-playground-cursor-next = Perintah yang mengambil halaman berikutnya, bila bukan perintah ini sendiri: halaman pertama ditulis tanpa syarat cursor, dan perintah kedua memakainya.
