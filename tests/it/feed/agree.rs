//! The simulator's figures agree with each other over random settings: no queue partition
//! ever shows more writes waiting than the whole queue held at that instant, every feed is
//! shown newest first, and every figure of the comparison names its statistic.

use latih::app::render::feed_report;
use latih::core::feed::Run;
use latih::core::lang::Lang;
use latih::feedsim::{Output, Simulator};
use latih::i18n::I18n;
use proptest::prelude::*;

fn run(sim: &mut Simulator, line: &str) -> Run {
    match sim.run_line(line, &mut |_| {}) {
        Output::Run(r) => *r,
        other => panic!("{line}: {other:?}"),
    }
}

fn settings() -> impl Strategy<Value = String> {
    (
        prop_oneof![Just("write"), Just("hybrid")],
        200u64..3_000,
        2u64..40,
        0u64..3,
        1u64..400,
        1u64..24,
        1u64..6,
        20u64..120,
    )
        .prop_map(
            |(s, users, avg, celebrities, posts, partitions, workers, secs)| {
                format!(
                    "run {s} users={users} avg={avg} celebrities={celebrities} big-posts=600 \
                 posts={posts} opens=50 partitions={partitions} workers={workers} \
                 duration={secs}s"
                )
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn no_partition_holds_more_than_the_queue(line in settings()) {
        let mut sim = Simulator::embedded();
        let r = run(&mut sim, &line);
        let queue_peak = r.figures.series.lag.iter().copied().max().unwrap_or(0);
        let partition_peak = r.figures.worst_lag().map_or(0, |(_, l)| l.max_pending);
        prop_assert!(
            partition_peak <= queue_peak,
            "{line}: a partition held {partition_peak}, the queue at most {queue_peak}"
        );
        for user in [1u64, 2, 7, 100] {
            let Output::Feed { ids, .. } = sim.run_line(&format!("feed {user}"), &mut |_| {})
            else {
                panic!("feed")
            };
            prop_assert!(ids.windows(2).all(|w| w[0] > w[1]), "{line}: feed {user} {ids:?}");
        }
    }
}

#[test]
fn a_feed_delivered_out_of_order_is_shown_newest_first_and_says_so() {
    // Many partitions and one busy celebrity: posts overtake one another in the queue.
    let mut sim = Simulator::embedded();
    run(&mut sim, "run write users=20000 avg=200 duration=2m");
    let out = sim.run_line("feed 5", &mut |_| {});
    let Output::Feed { ids, late, .. } = &out else {
        panic!("feed")
    };
    assert!(ids.windows(2).all(|w| w[0] > w[1]), "{ids:?}");
    assert!(*late > 0, "this run delivers some posts late");
    for (lang, word) in [(Lang::En, "out of order"), (Lang::Id, "tidak berurutan")] {
        let text = said(&I18n::new(lang), &out);
        assert!(text.contains(word), "{text}");
    }
}

fn said(i18n: &I18n, out: &Output) -> String {
    feed_report::rows(i18n, out, 200)
        .iter()
        .map(|r| r.spans.iter().map(|s| s.text.as_str()).collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_figure_of_a_comparison_names_its_statistic() {
    let mut sim = Simulator::embedded();
    let out = sim.run_line("compare users=3000 avg=50 duration=30s", &mut |_| {});
    for (lang, stats) in [
        (
            Lang::En,
            ["average", "p50", "p99", "peak", "writes", "at the end"],
        ),
        (
            Lang::Id,
            ["rerata", "p50", "p99", "puncak", "tulis", "di akhir"],
        ),
    ] {
        let text = said(&I18n::new(lang), &out);
        // The rows between the header of strategies and the cost model's line.
        let rows: Vec<&str> = text
            .lines()
            .skip(3)
            .filter(|l| !l.contains("µs per"))
            .collect();
        assert!(rows.len() >= 8, "{text}");
        for row in rows
            .iter()
            .take_while(|l| !l.starts_with("Cost") && !l.starts_with("Model"))
        {
            let label = row.split("  ").next().unwrap_or_default();
            assert!(
                stats.iter().any(|s| label.contains(s)),
                "{lang:?}: “{label}” does not say which statistic it is\n{text}"
            );
        }
        // Two runs of the same figure are told apart by their statistic, never by place.
        assert!(text.contains("p50") && text.contains("p99"), "{text}");
    }
}
