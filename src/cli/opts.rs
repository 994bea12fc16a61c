//! The options of one run, wherever they were written: after the command
//! (`latih lint --course D`) or before it (`latih --course D lint`). Written after the
//! command wins; an option a command does not take reads as not given.

use clap::ArgMatches;
use clap::parser::ValueSource;

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

    pub fn get<T: Clone + Send + Sync + 'static>(&self, id: &str) -> Option<&'a T> {
        self.holder(id)
            .and_then(|m| m.try_get_one::<T>(id).ok().flatten())
    }

    pub fn flag(&self, id: &str) -> bool {
        self.get::<bool>(id).copied().unwrap_or(false)
    }

    /// Both places an option was given, when it was given twice (before and after the
    /// command): lint refuses two different course folders.
    pub fn both<T: Clone + Send + Sync + 'static>(&self, id: &str) -> Option<(&'a T, &'a T)> {
        let after = self.sub.filter(|m| given(m, id))?;
        let before = Some(self.root).filter(|m| given(m, id))?;
        Some((
            before.try_get_one::<T>(id).ok().flatten()?,
            after.try_get_one::<T>(id).ok().flatten()?,
        ))
    }
}
