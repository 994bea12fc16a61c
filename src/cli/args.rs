//! The command line read once into typed values (as ripgrep turns its matches into one
//! struct): the shared options wherever they were written (after the command wins, then
//! before it, then the environment), and the command as an enum with its own arguments.
//! Every id is a constant shared with `command.rs`, and a wrong id or type is an error
//! here, in one place, never a value silently "not given".

use std::path::PathBuf;

use clap::ArgMatches;
use clap::parser::MatchesError;

use super::ids::Opt;
use super::ids::id;
use super::opts::Opts;
use crate::core::options::Key;

/// The options several commands share.
#[derive(Debug, Clone, Default)]
pub struct Shared {
    pub course: Option<PathBuf>,
    /// `--course` given both before and after the command (lint refuses two folders).
    pub course_twice: Option<(PathBuf, PathBuf)>,
    pub watch: bool,
    pub progress: Option<PathBuf>,
    pub seed: Option<String>,
    /// The review options given, as text the options reader reads (`--no-fuzz` is `off`).
    pub options: Vec<(Key, String)>,
    pub no_mouse: bool,
    pub no_cache: bool,
    pub quiet: bool,
    pub all_courses: bool,
    pub save: bool,
    pub count_limits: bool,
}

/// What `show` shows.
#[derive(Debug, Clone, PartialEq)]
pub enum ShowWhat {
    Lesson(String),
    Bank(String),
    Question(String),
}

/// The command, with its own arguments.
#[derive(Debug, Clone, PartialEq)]
pub enum Sub {
    /// No command: the app.
    Home,
    Lint {
        dir: Option<PathBuf>,
        deny_warnings: bool,
        run: bool,
        fix: bool,
        json: bool,
    },
    Schema {
        kind: String,
        write: Option<PathBuf>,
    },
    NewCourse(PathBuf),
    NewLesson {
        id: String,
        course: Option<PathBuf>,
    },
    Review(Option<String>),
    Drill(String),
    Stats,
    Show {
        what: ShowWhat,
        answers: bool,
    },
    Optimize {
        reset: bool,
        reschedule: bool,
    },
    Calc(String),
    Play {
        db: Option<PathBuf>,
        script: Option<PathBuf>,
    },
    Feed {
        redis: Option<String>,
        force: bool,
        eviction: bool,
        script: Option<PathBuf>,
    },
    Export {
        format: String,
        out: Option<PathBuf>,
        lesson: Option<String>,
        actor: Option<String>,
    },
    Send {
        url: String,
        user: Option<String>,
        password: Option<String>,
        actor: Option<String>,
    },
    /// A class's report from its statements (files or stores), and the course to name things.
    ClassReport {
        /// `optimize` instead of `report`: fit the class's parameters into the course.
        optimize: bool,
        sources: Vec<String>,
        format: String,
        user: Option<String>,
        password: Option<String>,
        course: Option<PathBuf>,
    },
    /// Answers from Anki: the package or collection it wrote.
    ImportAnki(PathBuf),
    Completions(String),
    Man(Option<PathBuf>),
}

/// One run's command line.
#[derive(Debug, Clone)]
pub struct Args {
    pub shared: Shared,
    pub command: Sub,
}

fn one<T: Clone + Send + Sync + 'static>(
    m: &ArgMatches,
    id: &str,
) -> Result<Option<T>, MatchesError> {
    Ok(m.try_get_one::<T>(id)?.cloned())
}

fn flag(m: &ArgMatches, id: &str) -> Result<bool, MatchesError> {
    Ok(m.try_get_one::<bool>(id)?.copied().unwrap_or(false))
}

impl Args {
    pub fn read(matches: &ArgMatches) -> Result<Args, MatchesError> {
        let o = Opts::new(matches);
        Ok(Args {
            shared: shared(&o)?,
            command: sub(matches)?,
        })
    }
}

fn shared(o: &Opts<'_>) -> Result<Shared, MatchesError> {
    let mut options = Vec::new();
    for &key in Key::ALL {
        let text = match key {
            Key::Retention => o.get::<f32>(Opt::Retention)?.map(|r| r.to_string()),
            Key::NewPerDay => o.get::<usize>(Opt::NewPerDay)?.map(|n| n.to_string()),
            Key::ReviewsPerDay => o.get::<usize>(Opt::ReviewsPerDay)?.map(|n| n.to_string()),
            Key::DayStartsAt => o.get::<u8>(Opt::DayStartsAt)?.map(|n| n.to_string()),
            Key::LeechThreshold => o.get::<u32>(Opt::LeechThreshold)?.map(|n| n.to_string()),
            Key::LearningSteps => o.get::<String>(Opt::LearningSteps)?,
            Key::RelearningSteps => o.get::<String>(Opt::RelearningSteps)?,
            Key::Order => o.get::<String>(Opt::Order)?,
            Key::Fuzz => o.flag(Opt::NoFuzz)?.then(|| "off".to_string()),
        };
        options.extend(text.map(|t| (key, t)));
    }
    Ok(Shared {
        course: o.get::<PathBuf>(Opt::Course)?,
        course_twice: o.both::<PathBuf>(Opt::Course)?,
        watch: o.flag(Opt::Watch)?,
        progress: o.get::<PathBuf>(Opt::Progress)?,
        seed: o.get::<String>(Opt::Seed)?,
        options,
        no_mouse: o.flag(Opt::NoMouse)?,
        no_cache: o.flag(Opt::NoCache)?,
        quiet: o.flag(Opt::Quiet)?,
        all_courses: o.flag(Opt::AllCourses)?,
        save: o.flag(Opt::Save)?,
        count_limits: o.sub_flag(id::COUNT_LIMITS)?,
    })
}

fn sub(matches: &ArgMatches) -> Result<Sub, MatchesError> {
    let Some((name, m)) = matches.subcommand() else {
        return Ok(Sub::Home);
    };
    Ok(match name {
        "lint" => Sub::Lint {
            dir: one(m, id::DIR)?,
            deny_warnings: flag(m, id::DENY_WARNINGS)?,
            run: flag(m, id::RUN)?,
            fix: flag(m, id::FIX)?,
            json: one::<String>(m, id::FORMAT)?.is_some_and(|f| f == "json"),
        },
        "schema" => Sub::Schema {
            kind: one(m, id::KIND)?.unwrap_or_default(),
            write: one(m, id::WRITE)?,
        },
        "new" => match m.subcommand() {
            Some(("lesson", l)) => Sub::NewLesson {
                id: one(l, id::ID)?.unwrap_or_default(),
                course: one(l, id::COURSE)?,
            },
            Some((_, c)) => Sub::NewCourse(one(c, id::DIR)?.unwrap_or_default()),
            None => Sub::NewCourse(PathBuf::new()),
        },
        "review" => Sub::Review(one(m, id::LESSON)?),
        "drill" => Sub::Drill(one(m, id::ID)?.unwrap_or_default()),
        "stats" => Sub::Stats,
        "show" => Sub::Show {
            what: match (one(m, id::QUESTION)?, one(m, id::BANK)?) {
                (Some(q), _) => ShowWhat::Question(q),
                (None, Some(b)) => ShowWhat::Bank(b),
                (None, None) => ShowWhat::Lesson(one(m, id::ID)?.unwrap_or_default()),
            },
            answers: flag(m, id::ANSWERS)?,
        },
        "optimize" => Sub::Optimize {
            reset: flag(m, id::RESET)?,
            reschedule: flag(m, id::RESCHEDULE)?,
        },
        "calc" => {
            let words = m.try_get_many::<String>(id::EXPR)?;
            Sub::Calc(
                words
                    .map(|v| v.cloned().collect::<Vec<_>>().join(" "))
                    .unwrap_or_default(),
            )
        }
        "play" => Sub::Play {
            db: one(m, id::DB)?,
            script: one(m, id::SCRIPT)?,
        },
        "feed" => Sub::Feed {
            redis: one(m, id::REDIS)?,
            force: flag(m, id::REDIS_FORCE)?,
            eviction: flag(m, id::REDIS_ALLOW_EVICTION)?,
            script: one(m, id::SCRIPT)?,
        },
        other => out_sub(other, m)?,
    })
}

/// The commands that take latih's data to other tools (`command_out.rs`).
fn out_sub(name: &str, m: &ArgMatches) -> Result<Sub, MatchesError> {
    Ok(match name {
        "export" => Sub::Export {
            format: one(m, id::FORMAT)?.unwrap_or_default(),
            out: one(m, id::OUT)?,
            lesson: one(m, id::LESSON)?,
            actor: one(m, id::ACTOR)?,
        },
        "send" => Sub::Send {
            url: one(m, id::URL)?.unwrap_or_default(),
            user: one(m, id::USER)?,
            password: one(m, id::PASSWORD)?,
            actor: one(m, id::ACTOR)?,
        },
        "class" => match m.subcommand() {
            Some((what, r)) => Sub::ClassReport {
                optimize: what == "optimize",
                sources: (r.try_get_many::<String>(id::SOURCES)?)
                    .map(|v| v.cloned().collect())
                    .unwrap_or_default(),
                format: r
                    .try_get_one::<String>(id::FORMAT)
                    .ok()
                    .flatten()
                    .cloned()
                    .unwrap_or_default(),
                user: one(r, id::USER)?,
                password: one(r, id::PASSWORD)?,
                course: one(r, id::COURSE)?,
            },
            None => Sub::Home,
        },
        "import" => Sub::ImportAnki(one(m, id::FILE)?.unwrap_or_default()),
        "completions" => Sub::Completions(one(m, id::SHELL)?.unwrap_or_default()),
        "man" => Sub::Man(one(m, id::OUT)?),
        _ => Sub::Home,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;
    use crate::i18n::I18n;

    fn read(line: &[&str]) -> Args {
        let cmd = super::super::command(&I18n::new(Lang::En));
        let m = cmd.try_get_matches_from(line).expect("parses");
        Args::read(&m).expect("every id and type matches its definition")
    }

    #[test]
    fn every_shared_option_reads_into_its_field() {
        let a = read(&[
            "latih",
            "--course",
            "c",
            "--seed",
            "7",
            "--retention",
            "0.8",
            "--new-per-day",
            "5",
            "--reviews-per-day",
            "9",
            "--day-starts-at",
            "3",
            "--learning-steps",
            "1m",
            "--relearning-steps",
            "10m",
            "--no-fuzz",
            "--order",
            "random",
            "--leech-threshold",
            "4",
            "--save",
            "--watch",
            "--quiet",
            "--no-mouse",
            "--no-cache",
            "--progress",
            "p.db",
            "review",
            "--lesson",
            "m13-04",
            "--count-limits",
            "--course",
            "d",
        ]);
        let s = &a.shared;
        assert_eq!(
            s.course.as_deref(),
            Some(std::path::Path::new("d")),
            "after wins"
        );
        assert!(s.course_twice.is_some());
        assert_eq!(s.options.len(), Key::ALL.len(), "{:?}", s.options);
        assert!(s.save && s.watch && s.quiet && s.no_mouse && s.no_cache && s.count_limits);
        assert_eq!(a.command, Sub::Review(Some("m13-04".into())));
    }

    #[test]
    fn every_command_reads_into_its_variant() {
        let lines: &[&[&str]] = &[
            &[
                "latih",
                "lint",
                "x",
                "--deny-warnings",
                "--run",
                "--fix",
                "--format",
                "json",
            ],
            &["latih", "schema", "bank", "--write", "o"],
            &["latih", "new", "course", "d"],
            &["latih", "new", "lesson", "l1", "--course", "d"],
            &["latih", "drill", "d1"],
            &["latih", "stats", "--all-courses"],
            &["latih", "show", "--question", "q1", "--answers"],
            &["latih", "optimize", "--reset", "--reschedule"],
            &["latih", "calc", "2", "+", "2"],
            &["latih", "play", "--db", "f", "s.txt"],
            &[
                "latih",
                "feed",
                "--redis",
                "redis://h",
                "--redis-force",
                "s.txt",
            ],
            &["latih", "export", "--format", "json", "--out", "o.json"],
        ];
        for line in lines {
            assert_ne!(read(line).command, Sub::Home, "{line:?}");
        }
        assert_eq!(
            read(&["latih", "calc", "2", "+", "2"]).command,
            Sub::Calc("2 + 2".into())
        );
    }
}
