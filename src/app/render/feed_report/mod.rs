//! What the simulator answered, as lines in the reader's language: a run's figures with
//! sparklines of its time series and the queue's lag by partition, three runs side by side,
//! the settings, a feed, help and errors. The screen draws these lines; `latih feed` prints
//! them as plain text, so both show the same.

mod charts;
mod compare;
mod words;

use crate::app::doc::{Doc, Row, Tone, span};
use crate::app::render::play_report::line;
use crate::core::feed::command::{self, Spec};
use crate::core::feed::{FeedError, Figures, Params, Run, Strategy};
use crate::core::message::{self as m, Message};
use crate::feedsim::Output;
use crate::i18n::I18n;
use words::{bytes, duration, head, label, model, strategy};

/// The lines of one answer.
pub fn rows(i18n: &I18n, out: &Output, width: usize) -> Vec<Row> {
    let mut doc = Doc::default();
    match out {
        Output::Run(r) => run(&mut doc, i18n, r, width),
        Output::Compare(runs) => compare::table(&mut doc, i18n, runs, width),
        Output::Settings(p) => settings(&mut doc, i18n, p, width),
        Output::Feed {
            user,
            ids,
            len,
            late,
        } => {
            let said = if *len == 0 {
                i18n.msg(&m::feed_feed_empty(user.to_string()))
            } else {
                let ids: Vec<String> = ids.iter().map(u64::to_string).collect();
                i18n.msg(
                    &m::FeedFeed {
                        user: user.to_string(),
                        len: i18n.int(*len),
                        ids: ids.join(" "),
                    }
                    .into(),
                )
            };
            line(&mut doc, vec![span(said, Tone::Text)], width);
            if *late > 0 {
                let why = i18n.msg(&m::feed_feed_late(*late));
                line(&mut doc, vec![span(why, Tone::Muted)], width);
            }
        }
        Output::Help(topic) => {
            for l in help(i18n, topic.as_deref()).lines() {
                line(&mut doc, vec![span(l.to_string(), Tone::Text)], width);
            }
        }
        Output::Error(e) => line(
            &mut doc,
            vec![span(i18n.msg(&error(e)), Tone::Error)],
            width,
        ),
        Output::Store(why) => line(&mut doc, vec![span(i18n.msg(why), Tone::Error)], width),
        // Figures a server made wrong: the reason first, then the figures as they came.
        Output::Wrong { why, out } => {
            line(&mut doc, vec![span(i18n.msg(why), Tone::Error)], width);
            doc.rows.extend(rows(i18n, out, width));
        }
    }
    doc.rows
}

fn pair(doc: &mut Doc, i18n: &I18n, key: Message, value: String, width: usize) {
    line(doc, vec![label(i18n, key), span(value, Tone::Text)], width);
}

/// A run's figures; also what the screen shows while it runs.
pub fn run(doc: &mut Doc, i18n: &I18n, r: &Run, width: usize) {
    let p = &r.params;
    let f = &r.figures;
    line(doc, vec![span(head(i18n, r), Tone::Heading)], width);
    if let Some(days) = p.skip_inactive {
        line(
            doc,
            vec![span(i18n.msg(&m::feed_skip(i18n.int(days))), Tone::Muted)],
            width,
        );
    }
    if r.stopped {
        let said = m::FeedStopped {
            seconds: i18n.int(f.seconds),
            of: i18n.int(p.duration),
        };
        line(
            doc,
            vec![span(i18n.msg(&said.into()), Tone::Warning)],
            width,
        );
    }
    figures(doc, i18n, p, f, width);
    memory(doc, i18n, r, width);
    charts::series(doc, i18n, f, width);
    if p.strategy != Strategy::Read {
        charts::partitions(doc, i18n, f, width);
    }
    line(doc, vec![span(model(i18n, p), Tone::Muted)], width);
}

fn rate(i18n: &I18n, f: &Figures, n: u64) -> String {
    i18n.int((n as f64 / f.seconds.max(1) as f64).round() as u64)
}

fn figures(doc: &mut Doc, i18n: &I18n, p: &Params, f: &Figures, width: usize) {
    let posts = m::FeedPosts {
        posts: i18n.int(f.posts),
        rate: rate(i18n, f, f.posts),
        not: i18n.int(if p.strategy == Strategy::Read {
            f.posts
        } else {
            f.posts_not_fanned
        }),
    };
    pair(
        doc,
        i18n,
        m::feed_label_posts(),
        i18n.msg(&posts.into()),
        width,
    );
    let opens = m::FeedOpens {
        opens: i18n.int(f.opens),
        rate: rate(i18n, f, f.opens),
        deep: i18n.int(f.fallbacks),
    };
    pair(
        doc,
        i18n,
        m::feed_label_opens(),
        i18n.msg(&opens.into()),
        width,
    );
    if p.strategy != Strategy::Read {
        let writes = m::FeedWrites {
            rate: rate(i18n, f, f.feed_writes),
            peak: i18n.int(f.peak_writes_per_s),
            total: i18n.int(f.feed_writes),
            skipped: i18n.int(f.skipped_inactive),
        };
        pair(
            doc,
            i18n,
            m::feed_label_writes(),
            i18n.msg(&writes.into()),
            width,
        );
    }
    let lookups = m::FeedLookups {
        rate: rate(i18n, f, f.lookups),
        peak: i18n.int(f.peak_lookups_per_s),
    };
    pair(
        doc,
        i18n,
        m::feed_label_lookups(),
        i18n.msg(&lookups.into()),
        width,
    );
    if p.strategy != Strategy::Read {
        let reads = m::feed_reads(rate(i18n, f, f.list_reads));
        pair(doc, i18n, m::feed_label_reads(), i18n.msg(&reads), width);
        let big = m::feed_biggest(i18n.int(f.max_post_writes));
        pair(doc, i18n, m::feed_label_biggest(), i18n.msg(&big), width);
    }
    latencies(doc, i18n, p, f, width);
}

/// How soon a post shows, how long an open takes, how long a post waits in its queue.
fn latencies(doc: &mut Doc, i18n: &I18n, p: &Params, f: &Figures, width: usize) {
    let visible = if p.strategy == Strategy::Read || f.visible.samples == 0 {
        i18n.msg(&m::feed_visible_now())
    } else {
        percentiles(i18n, f.visible.p50, f.visible.p99, f.visible.max)
    };
    pair(doc, i18n, m::feed_label_visible(), visible, width);
    let o = f.open_latency;
    pair(
        doc,
        i18n,
        m::feed_label_open(),
        percentiles(i18n, o.p50, o.p99, o.max),
        width,
    );
    if p.strategy != Strategy::Read {
        let w = f.queue_wait;
        pair(
            doc,
            i18n,
            m::feed_label_wait(),
            percentiles(i18n, w.p50, w.p99, w.max),
            width,
        );
    }
}

pub(super) fn percentiles(i18n: &I18n, p50: f64, p99: f64, max: f64) -> String {
    i18n.msg(
        &m::FeedPercentiles {
            p50: duration(i18n, p50),
            p99: duration(i18n, p99),
            max: duration(i18n, max),
        }
        .into(),
    )
}

fn memory(doc: &mut Doc, i18n: &I18n, r: &Run, width: usize) {
    let mem = &r.figures.memory;
    let said = if r.params.strategy == Strategy::Read {
        i18n.msg(&m::feed_memory_none())
    } else if mem.redis_bytes == 0 && mem.entries > 0 {
        // A look at a run still going: the store is asked when it ends.
        let live = m::FeedMemoryLive {
            ids: i18n.int(mem.entries),
            feeds: i18n.int(mem.keys),
            bytes: bytes(i18n, mem.id_bytes as f64),
        };
        i18n.msg(&live.into())
    } else {
        let how = if mem.measured {
            m::feed_memory_measured()
        } else {
            m::feed_memory_estimated()
        };
        i18n.msg(
            &m::FeedMemory {
                ids: i18n.int(mem.entries),
                feeds: i18n.int(mem.keys),
                bytes: bytes(i18n, mem.id_bytes as f64),
                redis: bytes(i18n, mem.redis_bytes as f64),
                how: i18n.msg(&how),
            }
            .into(),
        )
    };
    pair(doc, i18n, m::feed_label_memory(), said, width);
    if r.params.strategy != Strategy::Read
        && let Some(b) = r.projected(mem.id_bytes as f64)
    {
        let said = m::FeedProjected {
            population: i18n.number(r.params.population() as f64),
            bytes: bytes(i18n, b),
        };
        line(doc, vec![span(i18n.msg(&said.into()), Tone::Accent)], width);
    }
}

/// The settings as the `key=value` words `set` takes, and the cost model.
fn settings(doc: &mut Doc, i18n: &I18n, p: &Params, width: usize) {
    let g = &p.graph;
    let mut words = vec![
        format!("users={}", g.users),
        format!("avg={}", g.avg),
        format!("celebrities={}", g.celebrities),
        format!("max={}", g.max),
        format!("seed={}", g.seed),
        format!("active={}%", p.active),
        format!("posts={}", p.posts),
        format!("big-posts={}", p.big_posts),
        format!("opens={}", p.opens),
        format!("duration={}s", p.duration),
        format!("cap={}", p.cap),
        format!("page={}", p.page),
        format!("deep={}", p.deep),
        format!("partitions={}", p.partitions),
        format!("workers={}", p.workers),
    ];
    if let Strategy::Hybrid { threshold } = p.strategy {
        words.push(format!("threshold={threshold}"));
    }
    words.push(match p.skip_inactive {
        Some(d) => format!("inactive={d}"),
        None => "inactive=off".into(),
    });
    if p.scale > 0 {
        words.push(format!("scale={}", p.scale));
    }
    let head = format!(
        "{}: {}",
        i18n.msg(&m::feed_label_settings()),
        strategy(i18n, p.strategy)
    );
    line(doc, vec![span(head, Tone::Heading)], width);
    line(doc, vec![span(words.join(" "), Tone::Code)], width);
    line(doc, vec![span(model(i18n, p), Tone::Muted)], width);
}

/// Usage lines: language-neutral syntax.
pub fn help(i18n: &I18n, topic: Option<&str>) -> String {
    let one = |c: &Spec| {
        // Non-breaking spaces: wrapping keeps the indent (a pipe gets plain spaces).
        let said = i18n.msg(&(c.help)());
        format!("{}\n{}{said}", c.usage, "\u{a0}".repeat(4))
    };
    match topic.and_then(command::find) {
        Some(c) => one(c),
        None => {
            let mut out = vec![i18n.msg(&m::feed_help_intro())];
            out.extend(command::COMMANDS.iter().map(one));
            out.push(i18n.msg(&m::feed_help_keys()));
            out.join("\n")
        }
    }
}

/// An error in a sentence naming the setting and its range.
pub fn error(e: &FeedError) -> Message {
    e.message()
}
