//! Each lesson and bank file on its own: read (when left on disk), looked up in the cache or
//! parsed and checked, on all cores. The course-wide steps are the loader's.

use super::SourceFile;
use super::bank_file;
use super::cache::{self, Cache};
use super::cache_stamp::Stamp;
use super::file_result::{FileResult, LoadProgress, Parsed, is_bank};
use super::pipeline;

/// One lesson or bank file's result: from the cache when it holds these very bytes,
/// otherwise parsed now (and stored); with a hash of the bytes it came from when the loader
/// `remember`s results (watch mode).
pub(super) fn one(
    f: &SourceFile,
    cache: Option<&Cache>,
    remember: bool,
) -> (FileResult, Option<u128>) {
    // A file on disk whose stamp an earlier load recorded: its entry, without reading it.
    let stamp = (cache.zip(f.disk.as_deref()))
        .filter(|_| !remember)
        .and_then(|(cache, real)| {
            let stamp = Stamp::of(real)?;
            Some((
                cache,
                Cache::key(cache::Kind::Stamp, &f.path, &f.display, stamp.bytes()),
                stamp,
            ))
        });
    if let Some((cache, at, _)) = &stamp
        && let Some(key) = cache.get::<u128>(*at)
        && let Some(result) = cache.get::<FileResult>(key)
    {
        return (result, None);
    }
    // Read here, on the worker, when the file was left on disk; dropped on return.
    let f = &*f.read_now();
    let hash = (f.data.as_ref().ok())
        .filter(|_| remember)
        .map(|b| xxhash_rust::xxh3::xxh3_128(b));
    let Some((cache, bytes)) = cache.zip(f.data.as_ref().ok()) else {
        return (parse_one(f), hash);
    };
    let key = Cache::key(cache::Kind::File, &f.path, &f.display, bytes);
    // Taken before the bytes were read: a write since then leaves a later change time, so
    // this stamp is never seen again (cache_stamp.rs).
    if let Some((cache, at, stamp)) = &stamp
        && stamp.settled
    {
        cache.put(*at, &key);
    }
    if let Some(result) = cache.get::<FileResult>(key) {
        return (result, hash);
    }
    let result = parse_one(f);
    cache.put(key, &result);
    (result, hash)
}

fn parse_one(f: &SourceFile) -> FileResult {
    let mut found = Vec::new();
    if is_bank(&f.path) {
        let (candidate, report) = bank_file::bank_file(f, &mut found);
        (candidate.map(|c| Parsed::Bank(Box::new(c))), report, found)
    } else {
        let (mut candidate, report) = pipeline::lesson_file(f, &mut found);
        // Packed here, on the worker thread, and stored in the cache as it is packed.
        if let Some(c) = &mut candidate {
            c.lesson.body.pack();
        }
        (
            candidate.map(|c| Parsed::Lesson(Box::new(c))),
            report,
            found,
        )
    }
}

/// Reads every lesson file, spread over the machine's cores: files are independent, and a
/// course of hundreds of lessons then opens in a fraction of the time. Results keep the
/// order of `files`.
pub(super) fn load_lessons(
    files: &[&SourceFile],
    cache: Option<&Cache>,
    progress: Option<&LoadProgress>,
    headers_only: bool,
    remember: bool,
) -> Vec<(FileResult, Option<u128>)> {
    // Each file as `one` gives it, counted for the progress bar, its lesson cut to its
    // header for lint.
    let one = |f: &SourceFile| {
        let mut r = one(f, cache, remember);
        if headers_only && let Some(Parsed::Lesson(c)) = &mut r.0.0 {
            c.lesson.keep_header_only();
        }
        LoadProgress::tick(progress);
        r
    };
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(files.len() / 16 + 1);
    if threads <= 1 {
        return files.iter().map(|f| one(f)).collect();
    }
    // Each worker takes the next file as it finishes one, so a few large files do not leave
    // the other cores idle.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, (FileResult, Option<u128>))> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(f) = files.get(i) else { break };
                        mine.push((i, one(f)));
                    }
                    mine
                })
            })
            .collect();
        let mut all = Vec::with_capacity(files.len());
        for w in workers {
            match w.join() {
                Ok(mine) => all.extend(mine),
                // A panic while checking is a bug (tests hold that bad input never panics):
                // pass it on as if it had happened on this thread.
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        all
    });
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}
