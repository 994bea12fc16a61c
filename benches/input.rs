//! Pasting into the text fields (run with `cargo bench --bench input`): a megabyte pasted
//! in one piece (the terminal's bracketed paste) into search, the scratchpad and the
//! playground's command line, the whole message through the app model; and 100 KB arriving
//! as single keys in search, as from a terminal without bracketed paste. Target: every
//! field takes a 1 MB paste in under 100 ms.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use latih::app::keymap::Key;
use latih::app::{self, Model, Msg};
use latih::content;
use latih::core::lang::Lang;

fn model() -> Model {
    let mut m = Model::new(content::load_bundled(), Lang::En, (80, 24));
    app::update(&mut m, Msg::Resize(80, 24));
    m
}

/// Opens the home entry at this position (counted among selectable entries).
fn open(m: &mut Model, want: fn(&latih::app::screen::home::Item) -> bool) {
    let items = latih::app::screen::home::home_items(m);
    let at = items
        .iter()
        .filter(|i| i.selectable())
        .position(want)
        .unwrap_or(0);
    for _ in 0..at {
        app::update(m, Msg::Key(Key::Down));
    }
    app::update(m, Msg::Key(Key::Enter));
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn time(runs: usize, mut f: impl FnMut()) -> Duration {
    median(
        (0..runs)
            .map(|_| {
                let start = Instant::now();
                f();
                start.elapsed()
            })
            .collect(),
    )
}

fn main() {
    let megabyte = "fan-out ".repeat(1 << 17);
    println!("a 1 MB paste through the app model (median of 15):");
    let search = time(15, || {
        let mut m = model();
        app::update(&mut m, Msg::Key(Key::Char('/')));
        app::update(&mut m, Msg::Paste(megabyte.clone()));
    });
    println!("  search              {search:>10.2?}");
    let scratch = time(15, || {
        let mut m = model();
        open(&mut m, |i| {
            matches!(i, latih::app::screen::home::Item::Scratchpad)
        });
        app::update(&mut m, Msg::Paste(megabyte.clone()));
    });
    println!("  scratchpad          {scratch:>10.2?}");
    let play = time(15, || {
        let mut m = model();
        open(&mut m, |i| {
            matches!(i, latih::app::screen::home::Item::Playground)
        });
        app::update(&mut m, Msg::Paste(megabyte.clone()));
    });
    println!("  playground          {play:>10.2?}");
    let keys = time(5, || {
        let mut m = model();
        app::update(&mut m, Msg::Key(Key::Char('/')));
        for c in megabyte.chars().take(100_000) {
            app::update(&mut m, Msg::Key(Key::Char(c)));
        }
    });
    println!("100 KB typed as single keys into search (median of 5): {keys:.2?}");
    println!(
        "(each figure includes building the model: {:.2?})",
        time(15, || drop(model()))
    );
}
