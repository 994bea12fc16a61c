//! The shared options of one run, wherever they were written: after the command
//! (`latih lint --course D`) or before it (`latih --course D lint`). Written after the
//! command wins. Read only by `args.rs`, by the typed `Opt`, so an id cannot be misspelt.

use clap::ArgMatches;
use clap::parser::{MatchesError, ValueSource};

use super::ids::Opt;

pub struct Opts<'a> {
    root: &'a ArgMatches,
    sub: Option<&'a ArgMatches>,
}

/// Whether `m` has a value for `id` from this source.
fn from(m: &ArgMatches, id: &str, source: ValueSource) -> bool {
    m.try_contains_id(id).unwrap_or(false) && m.value_source(id) == Some(source)
}

/// Whether `m` has a value for `id` that someone gave (the command line or the environment),
/// not only a default.
fn given(m: &ArgMatches, id: &str) -> bool {
    from(m, id, ValueSource::CommandLine) || from(m, id, ValueSource::EnvVariable)
}

impl<'a> Opts<'a> {
    pub fn new(root: &'a ArgMatches) -> Opts<'a> {
        Opts {
            root,
            sub: root.subcommand().map(|(_, m)| m),
        }
    }

    /// The matches that hold `id` as given: the command line before the environment, and
    /// after the command before before it.
    fn holder(&self, id: &str) -> Option<&'a ArgMatches> {
        let places = [self.sub, Some(self.root)];
        [ValueSource::CommandLine, ValueSource::EnvVariable]
            .into_iter()
            .find_map(|source| places.into_iter().flatten().find(|m| from(m, id, source)))
    }

    /// The option's value, `None` when not given; an error when its type is not the one
    /// it was declared with.
    pub fn get<T: Clone + Send + Sync + 'static>(&self, o: Opt) -> Result<Option<T>, MatchesError> {
        match self.holder(o.id()) {
            Some(m) => Ok(m.try_get_one::<T>(o.id())?.cloned()),
            None => Ok(None),
        }
    }

    pub fn flag(&self, o: Opt) -> Result<bool, MatchesError> {
        Ok(self.get::<bool>(o)?.unwrap_or(false))
    }

    /// A flag of the command itself (`review --count-limits`).
    pub fn sub_flag(&self, id: &str) -> Result<bool, MatchesError> {
        match self.sub.filter(|m| m.try_contains_id(id).unwrap_or(false)) {
            Some(m) => Ok(m.try_get_one::<bool>(id)?.copied().unwrap_or(false)),
            None => Ok(false),
        }
    }

    /// Both places an option was given, when it was given twice (before and after the
    /// command): lint refuses two different course folders.
    pub fn both<T: Clone + Send + Sync + 'static>(
        &self,
        o: Opt,
    ) -> Result<Option<(T, T)>, MatchesError> {
        let id = o.id();
        let (Some(after), Some(before)) = (
            self.sub.filter(|m| given(m, id)),
            Some(self.root).filter(|m| given(m, id)),
        ) else {
            return Ok(None);
        };
        let (b, a) = (before.try_get_one::<T>(id)?, after.try_get_one::<T>(id)?);
        Ok(b.cloned().zip(a.cloned()))
    }
}
