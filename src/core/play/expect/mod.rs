//! What a guided scenario's step says its output shows, checked against what the playground
//! did (`latih lint --run`): the plan names a SCAN or a SEARCH, so many rows came back, the
//! full scan read at least so many rows, the step was meant to be refused. A scenario whose
//! text says "watch the plan: SCAN" then cannot drift from what the learner sees.

use crate::core::message::{self as m, Arg, Message};
use crate::core::play::report::Report;

/// An author's statement about a step's output; every part is optional.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Expect {
    /// Text that appears in the plan of one of the step's statements (`SCAN follows`).
    pub plan: Option<String>,
    /// Text that appears in no plan of the step (`SCAN`, once the index is there).
    pub not_plan: Option<String>,
    /// Rows the step's last statement returned (on a partitioned store, rows of the merged
    /// result).
    pub rows: Option<u64>,
    /// The step is meant to be refused (three hops without a limit); otherwise a refused step
    /// is a broken scenario.
    pub refused: bool,
    /// Rows the step's statements read in full table scans, at least.
    pub fullscan_at_least: Option<u64>,
    /// Virtual machine steps of the step's statements together, at most.
    pub vm_steps_at_most: Option<u64>,
    /// Partitions the step touched: the most any one of its steps asked (1 for a read by
    /// the list's own key, all of them for a scatter-gather).
    pub touched: Option<u64>,
    /// Partitions the step touched, at most (a challenge's "one partition or fewer").
    #[serde(default)]
    pub touched_at_most: Option<u64>,
    /// The busiest partition's share of the step's first chart, in percent: at least, at
    /// most, compared on the exact share (12.7 % is above 12), decimals allowed.
    pub hottest_at_least: Option<f64>,
    pub hottest_at_most: Option<f64>,
}

/// One way a step's output contradicts its scenario.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Unmet {
    /// The step was refused or failed, and was not meant to be.
    Refused,
    /// The step was meant to be refused and ran.
    NotRefused,
    PlanLacks {
        want: String,
        plans: String,
    },
    PlanHas {
        unwanted: String,
        plans: String,
    },
    Rows {
        want: u64,
        got: u64,
    },
    FullscanBelow {
        want: u64,
        got: u64,
    },
    VmStepsAbove {
        want: u64,
        got: u64,
    },
    Touched {
        want: u64,
        got: u64,
    },
    TouchedAbove {
        want: u64,
        got: u64,
    },
    /// The busiest partition's share against what the step says, both in thousandths of
    /// a percent (the bound as written, the share as the playground shows it).
    HottestBelow {
        want: u64,
        got: u64,
    },
    HottestAbove {
        want: u64,
        got: u64,
    },
}

/// Every way `report` contradicts what the step says of it (none: the step shows it).
pub fn unmet(expect: Option<&Expect>, report: &Report) -> Vec<Unmet> {
    let default = Expect::default();
    let e = expect.unwrap_or(&default);
    let failed = report.failed();
    if e.refused {
        return if failed {
            Vec::new()
        } else {
            vec![Unmet::NotRefused]
        };
    }
    if failed {
        return vec![Unmet::Refused];
    }
    let plans = report
        .queries
        .iter()
        .flat_map(|q| q.plan.iter().map(|l| l.trim().to_string()))
        .collect::<Vec<_>>()
        .join(" / ");
    let mut out = Vec::new();
    if let Some(want) = &e.plan
        && !plans.contains(want.as_str())
    {
        out.push(Unmet::PlanLacks {
            want: want.clone(),
            plans: plans.clone(),
        });
    }
    if let Some(unwanted) = &e.not_plan
        && plans.contains(unwanted.as_str())
    {
        out.push(Unmet::PlanHas {
            unwanted: unwanted.clone(),
            plans: plans.clone(),
        });
    }
    if let Some(want) = e.rows {
        // On partitions, the rows of the merged result (each partition's statement gives
        // only its share).
        let got = if report.spreads.is_empty() {
            report.queries.last().map_or(0, |q| q.rows)
        } else {
            report.rows.len() as u64
        };
        if got != want {
            out.push(Unmet::Rows { want, got });
        }
    }
    if let Some(want) = e.fullscan_at_least {
        let got = report.queries.iter().map(|q| q.fullscan_steps).sum();
        if got < want {
            out.push(Unmet::FullscanBelow { want, got });
        }
    }
    if let Some(want) = e.vm_steps_at_most {
        let got = report.queries.iter().map(|q| q.vm_steps).sum();
        if got > want {
            out.push(Unmet::VmStepsAbove { want, got });
        }
    }
    partitions(e, report, &mut out);
    out
}

/// What the step says of the partitions: how many it touched, how hot the busiest is.
fn partitions(e: &Expect, report: &Report, out: &mut Vec<Unmet>) {
    let touched = || {
        (report.spreads.iter())
            .map(|s| s.parts.len() as u64)
            .max()
            .unwrap_or(0)
    };
    if let Some(want) = e.touched {
        let got = touched();
        if got != want {
            out.push(Unmet::Touched { want, got });
        }
    }
    if let Some(want) = e.touched_at_most {
        let got = touched();
        if got > want {
            out.push(Unmet::TouchedAbove { want, got });
        }
    }
    // The exact share, largest / total, against the bound as written: no rounding on
    // either side (12.7 % is above 12, 99.5 % below 99.6).
    let (max, total) = report
        .charts
        .first()
        .map(|c| {
            (
                c.values.iter().max().copied().unwrap_or(0),
                c.values.iter().sum::<u64>(),
            )
        })
        .unwrap_or((0, 0));
    let share = |bound: f64| -> std::cmp::Ordering {
        // max / total * 100 against bound, as max * 100 * 1000 against bound * 1000 * total.
        let milli = (bound * 1000.0).round().max(0.0) as u128;
        (u128::from(max) * 100_000).cmp(&(milli * u128::from(total)))
    };
    // Shown as the playground shows it: a tenth of a percent.
    let shown = (max * 1000).checked_div(total).unwrap_or(0) * 100;
    let milli = |bound: f64| (bound * 1000.0).round().max(0.0) as u64;
    if let Some(want) = e.hottest_at_least
        && share(want).is_lt()
    {
        out.push(Unmet::HottestBelow {
            want: milli(want),
            got: shown,
        });
    }
    if let Some(want) = e.hottest_at_most
        && share(want).is_gt()
    {
        out.push(Unmet::HottestAbove {
            want: milli(want),
            got: shown,
        });
    }
}

/// Thousandths of a percent as a number with the decimals it has (`12,7`, `99,5`, `12`).
fn percent(milli: u64) -> Arg {
    let value = milli as f64 / 1000.0;
    let digits = (0..3)
        .find(|d| (value * 10f64.powi(*d)).fract() == 0.0)
        .unwrap_or(3);
    Arg::Decimal {
        value,
        digits: digits as usize,
    }
}

impl Unmet {
    /// What a scenario step expected and did not get, in words.
    pub fn message(&self, run: &str) -> Message {
        match self {
            Unmet::Refused => m::p_step_refused(run),
            Unmet::NotRefused => m::p_step_not_refused(run),
            Unmet::PlanLacks { want, plans } => m::PStepPlanLacks { run, want, plans }.into(),
            Unmet::PlanHas { unwanted, plans } => m::PStepPlanHas {
                run,
                want: unwanted,
                plans,
            }
            .into(),
            Unmet::Rows { want, got } => m::PStepRows {
                run,
                want: Arg::Int(*want),
                got: Arg::Int(*got),
            }
            .into(),
            Unmet::FullscanBelow { want, got } => m::PStepFullscan {
                run,
                want: Arg::Int(*want),
                got: Arg::Int(*got),
            }
            .into(),
            Unmet::VmStepsAbove { want, got } => m::PStepVmSteps {
                run,
                want: Arg::Int(*want),
                got: Arg::Int(*got),
            }
            .into(),
            Unmet::Touched { want, got } => m::PStepTouched {
                run,
                want: Arg::Int(*want),
                got: Arg::Int(*got),
            }
            .into(),
            Unmet::TouchedAbove { want, got } => m::PStepTouchedAbove {
                run,
                want: Arg::Int(*want),
                got: Arg::Int(*got),
            }
            .into(),
            Unmet::HottestBelow { want, got } => m::PStepHottestBelow {
                run,
                want: percent(*want),
                got: percent(*got),
            }
            .into(),
            Unmet::HottestAbove { want, got } => m::PStepHottestAbove {
                run,
                want: percent(*want),
                got: percent(*got),
            }
            .into(),
        }
    }
}

#[cfg(test)]
mod tests;
