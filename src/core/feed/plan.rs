//! What a command will run, before it runs: the settings of each simulation it makes, each
//! checked against the ranges and the memory budget. The screen shows live figures with
//! these settings, and lint refuses a course's simulation the simulator would refuse.

use super::command::{self, Command};
use super::error::FeedError;
use super::params::{Params, Strategy};

/// The settings of each run `cmd` makes from `current` (none for a command that runs
/// nothing), or why the simulator would refuse it.
pub fn runs(current: &Params, cmd: &Command) -> Result<Vec<Params>, FeedError> {
    let out = match cmd {
        Command::Run { strategy, settings } => {
            let mut p = command::apply(current, settings)?;
            if let Some(word) = strategy {
                p.strategy = command::strategy(word, p.strategy);
            }
            vec![p]
        }
        Command::Compare(settings) => {
            let p = command::apply(current, settings)?;
            let threshold = match p.strategy {
                Strategy::Hybrid { threshold } => threshold,
                _ => 10_000,
            };
            [
                Strategy::Read,
                Strategy::Write,
                Strategy::Hybrid { threshold },
            ]
            .into_iter()
            .map(|strategy| Params {
                strategy,
                ..p.clone()
            })
            .collect()
        }
        Command::Set(settings) => {
            command::apply(current, settings)?;
            Vec::new()
        }
        Command::Cost(settings) => {
            command::apply_cost(current, settings)?;
            Vec::new()
        }
        Command::Show | Command::Reset | Command::Feed(_) | Command::Help(_) => Vec::new(),
    };
    for p in &out {
        p.check()?;
    }
    Ok(out)
}

/// Why the simulator, fresh, would refuse `line`; `Ok` when it would run it.
pub fn refusal(line: &str) -> Result<(), FeedError> {
    runs(&Params::default(), &command::parse(line)?).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_refused_for_its_words_its_ranges_and_its_memory() {
        assert_eq!(
            refusal("run write users=2000 avg=20 duration=20 celebrities=0"),
            Ok(())
        );
        // A smaller users takes the default celebrity down with it; an explicit max does not.
        assert_eq!(refusal("run users=2000"), Ok(()));
        assert!(matches!(
            refusal("run users=2000 max=5000"),
            Err(FeedError::MaxAboveUsers { .. })
        ));
        assert!(matches!(
            refusal("run users=1"),
            Err(FeedError::Range { key, .. }) if key == "users"
        ));
        assert!(matches!(
            refusal("fly away"),
            Err(FeedError::Unknown { .. })
        ));
        assert!(matches!(
            refusal("run write users=20m avg=1000"),
            Err(FeedError::Memory { .. })
        ));
        // Compare checks every strategy it would run.
        assert!(matches!(
            refusal("compare users=20m avg=1000"),
            Err(FeedError::Memory { .. })
        ));
        assert_eq!(refusal("show"), Ok(()));
    }
}
