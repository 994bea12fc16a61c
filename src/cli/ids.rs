//! Every argument id of the command line, named once: the commands' own arguments and the
//! options several commands share, so the parser built in `command.rs` and the reading in
//! `args.rs` cannot disagree on a name.

/// The ids of the commands' own arguments, shared with `command.rs`.
pub mod id {
    pub const LESSON: &str = "lesson";
    pub const COUNT_LIMITS: &str = "count-limits";
    pub const ID: &str = "id";
    pub const DIR: &str = "dir";
    pub const DENY_WARNINGS: &str = "deny-warnings";
    pub const RUN: &str = "run";
    pub const FIX: &str = "fix";
    pub const FORMAT: &str = "format";
    pub const KIND: &str = "kind";
    pub const WRITE: &str = "write";
    pub const EXPR: &str = "expr";
    pub const DB: &str = "db";
    pub const SCRIPT: &str = "script";
    pub const REDIS: &str = "redis";
    pub const REDIS_FORCE: &str = "redis-force";
    pub const REDIS_ALLOW_EVICTION: &str = "redis-allow-eviction";
    pub const BANK: &str = "bank";
    pub const QUESTION: &str = "question";
    pub const ANSWERS: &str = "answers";
    pub const RESET: &str = "reset";
    pub const RESCHEDULE: &str = "reschedule";
    pub const OUT: &str = "out";
    pub const COURSE: &str = "course";
    pub const SHELL: &str = "shell";
    pub const FROM: &str = "from";
    pub const FILE: &str = "file";
    pub const ACTOR: &str = "actor";
    pub const URL: &str = "url";
    pub const USER: &str = "user";
    pub const PASSWORD: &str = "password";
    pub const SOURCES: &str = "sources";
}

/// The options a command may take besides `--lang` (which every command takes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opt {
    Course,
    Watch,
    Progress,
    Seed,
    Retention,
    NewPerDay,
    ReviewsPerDay,
    DayStartsAt,
    LearningSteps,
    RelearningSteps,
    NoFuzz,
    NoMouse,
    NoCache,
    Quiet,
    AllCourses,
    Order,
    LeechThreshold,
    Save,
}

impl Opt {
    /// The option's name on the command line, and its id for clap.
    pub const fn id(self) -> &'static str {
        match self {
            Opt::Course => "course",
            Opt::Watch => "watch",
            Opt::Progress => "progress",
            Opt::Seed => "seed",
            Opt::Retention => "retention",
            Opt::NewPerDay => "new-per-day",
            Opt::ReviewsPerDay => "reviews-per-day",
            Opt::DayStartsAt => "day-starts-at",
            Opt::LearningSteps => "learning-steps",
            Opt::RelearningSteps => "relearning-steps",
            Opt::NoFuzz => "no-fuzz",
            Opt::NoMouse => "no-mouse",
            Opt::NoCache => "no-cache",
            Opt::Quiet => "quiet",
            Opt::AllCourses => "all-courses",
            Opt::Order => "order",
            Opt::LeechThreshold => "leech-threshold",
            Opt::Save => "save",
        }
    }
}
