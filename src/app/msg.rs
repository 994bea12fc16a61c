//! The messages the model takes (keys, time, what storage and workers answer), the effects
//! it asks of the outside world, and the places screens ask to go.

use super::keymap::Key;
use crate::content::Loaded;
use crate::core::clock::Clock;
use crate::core::drill::Attempt;
use crate::core::lesson::Part;
use crate::core::stats::Stats;
use crate::core::write::Write;

#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Key(Key),
    /// Text the terminal pasted in one piece (bracketed paste).
    Paste(String),
    /// Mouse wheel: positive scrolls down.
    Wheel(i8),
    Resize(u16, u16),
    /// The course folder changed on disk and was loaded again (watch mode).
    Reloaded(Loaded),
    /// The whole course, loaded on a worker after the first frame (which had the manifest),
    /// and what the progress file holds for it once scoped to all its items.
    CourseLoaded(Box<(Loaded, Option<super::settings::Snapshot>)>),
    /// How far that load is: lesson and bank files done, of all.
    LoadProgress(usize, usize),
    /// The worker loading the course stopped without a course.
    CourseLoadFailed,
    /// SIGTERM, SIGINT or SIGHUP from outside.
    Interrupted,
    /// The time now; sent before every batch of other messages.
    Tick(Clock),
    /// Storage started the review session asked for.
    SessionStarted(i64),
    /// Everything asked of storage so far is kept (clears an earlier failure).
    Stored,
    /// Storage could not do what was asked; the sentence says why. Nothing is dropped:
    /// the runner keeps unsaved answers and tries again.
    StorageFailed(String),
    /// How many answers wait in memory for the progress file (0: everything is kept).
    Unsaved(usize),
    /// Quitting now would lose answers that neither the progress file nor a recovery file
    /// could take; the sentence says why. The learner chooses: retry, quit anyway, or stay.
    QuitBlocked(String),
    StatsLoaded(Result<Stats, String>),
    /// Start a review of what is due (`latih review`).
    StartReview,
    /// `latih review --lesson NAME`: the questions of a lesson or module now, outside the
    /// day's limits.
    StartLessonReview(String),
    /// Open the drill of this id (`latih drill ID`).
    StartDrill(String),
    /// Storage wrote the attempt whose clock just started.
    DrillStarted(i64),
    /// Earlier attempts of the drill on screen, newest first.
    DrillHistory(Result<Vec<Attempt>, String>),
    /// Open a tool's screen (`latih play`, `latih feed` in a terminal).
    StartTool(Tool),
    /// What the playground's worker says.
    Play(ConsoleMsg<PlayLive, PlayAnswer>),
    /// What the simulator's worker says.
    Feed(ConsoleMsg<FeedLive, crate::feedsim::Output>),
    /// A fit of the scheduler ended: what it found and whether it was kept, or a sentence
    /// saying why there is none.
    Optimized(Result<(crate::core::optimize::Fit, bool), String>),
    /// One question's answers, oldest first, or why they could not be read.
    ItemHistory(String, Result<Vec<crate::core::record::HistoryRow>, String>),
    /// Every question's memory was recalculated (new FSRS parameters): the schedule as the
    /// progress file now has it.
    ScheduleChanged(std::collections::HashMap<String, crate::core::schedule::ItemState>),
    /// Text was copied out of latih: how far it reached, and how many lines it had.
    Copied(CopyReach, usize),
}

/// Where copied text went, as the terminal latih runs in allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CopyReach {
    /// The terminal is known to put OSC 52 into the clipboard.
    Clipboard,
    /// Sent with OSC 52, which this terminal may ignore; printed on leaving latih too.
    Maybe,
    /// This terminal cannot take it: printed on leaving latih.
    OnQuit,
}

/// What a tool's worker says: `L` is a look at the tool (ready, or how far the running
/// command is), `A` the answer to one command.
#[derive(Debug, Clone, PartialEq)]
pub enum ConsoleMsg<L, A> {
    Live(L),
    Done(Box<Done<A>>),
    /// The tool could not start, or its worker stopped; the sentence says why.
    Failed(String),
}

/// The answer to one command, with the number and line it was sent under.
#[derive(Debug, Clone, PartialEq)]
pub struct Done<A> {
    pub id: u64,
    pub line: String,
    pub answer: A,
}

/// What the model asks the outside world to do, in order, before the next frame, by
/// where it goes: the progress file, a console's worker, the scheduler's fit, the terminal.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    Quit,
    /// Keep this in the progress file (answers and drill endings are never lost: they wait
    /// in order for a full disk, and in a recovery file).
    Store(Write),
    /// Read this from the progress file; the answer comes back as a message.
    Load(Load),
    /// Try the answers waiting in memory again.
    RetryWrites,
    /// Fit the scheduler's weights to the review log (on a worker thread), starting from
    /// these, as of this moment.
    Optimize {
        parameters: Vec<f32>,
        clock: Clock,
    },
    /// The playground's or the simulator's worker.
    Console(Tool, ConsoleEffect),
    /// The terminal's business, done where the terminal is.
    Term(Term),
}

/// What is read from the progress file for a screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Load {
    /// The statistics screen's figures (`Msg::StatsLoaded`).
    Stats,
    /// A drill's earlier attempts (`Msg::DrillHistory`).
    DrillHistory(String),
    /// One question's answers, for the browser (`Msg::ItemHistory`).
    ItemHistory(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    /// Time is up: ring the terminal bell (unless the learner asked for quiet).
    Bell,
    /// Mouse capture on or off.
    Mouse(bool),
    /// Put this text into the clipboard (OSC 52), or keep it to print on leaving.
    Copy(String),
}

/// The tools with a command line of their own, each run by a worker thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// The SQL playground.
    Play,
    /// The news-feed simulator.
    Feed,
}

/// What a console asks of its worker.
#[derive(Debug, Clone, PartialEq)]
pub enum ConsoleEffect {
    /// Start the worker (its database or feed cache) if it is not running.
    Open,
    /// Run one command line, numbered so its answer finds its place.
    Run { id: u64, line: String },
    /// Stop the command running; a playground's database stays as it was before it, a
    /// simulation comes back with the figures it reached.
    Cancel,
    /// The playgrounds the course defines now (`reset ID` opens one): handed over each
    /// time the playground opens, so a reloaded course's are the ones used.
    Define(Vec<crate::core::playdef::Definition>),
}

/// A look at the playground: ready, with its tables and indexes, or how far the running
/// command is.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayLive {
    Ready(Vec<String>),
    Progress(u64, u64),
}

/// The playground's answer to one command: its report, and the schema after it.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayAnswer {
    pub report: crate::core::play::report::Report,
    pub schema: Vec<String>,
    /// The playground in use after the command (`follow-graph`, or a course's id).
    pub in_use: String,
}

/// How far the running simulation is, as the worker sends it (a few times a second).
#[derive(Debug, Clone, PartialEq)]
pub enum FeedLive {
    /// Generating the follow graph: accounts done of all.
    Graph(u64, u64),
    /// The run so far, as its report will read (sparklines and bars grow as it runs).
    Run(Box<crate::core::feed::Run>),
}

/// Where a screen asks to go. Screens never open each other: they leave a request, and
/// `nav` (which alone knows every screen's constructor) carries it out after the message.
#[derive(Debug, Clone, PartialEq)]
pub enum Go {
    /// Close the screen on top (as its own `close` says: a quiz ends its session).
    Back,
    Lesson {
        id: String,
        at: Option<Part>,
        /// Instead of the reader on top (next and previous lesson).
        replace: bool,
    },
    /// A lesson's quiz block.
    Practice {
        lesson: String,
        block: usize,
    },
    /// Every question about a lesson.
    LessonQuiz(String),
    /// A review of what is due, from a lesson's review card or the home screen.
    Review(Option<(String, usize)>),
    /// Every question of the lessons named (a lesson, or a module's), due or not.
    LessonReview(String),
    Drill(String),
    Calc(String),
    /// A calculator at the inputs a question was drawn at (base units, in input order).
    CalcAt(String, Vec<f64>),
    Scratch,
    /// The playground, at a guided scenario or free.
    Play(Option<String>),
    /// The playground for a challenge question: at its scenario's start, its steps run by
    /// themselves (`fresh`), or as the learner left it.
    Challenge {
        scenario: String,
        fresh: bool,
    },
    /// The news-feed simulator, with this command line typed and waiting, if any.
    Feed(Option<String>),
    /// The simulator with a course's simulation: its run on the line, its text above it.
    Simulation(String),
    Stats,
    Problems,
    Search,
    /// The glossary: its list, or the entry of this term.
    Glossary(Option<String>),
    /// The question browser.
    Browser,
    /// One question practised now, unrecorded (from the browser).
    PractiseOne(String),
    /// The questions a quiz or review just missed, practised again unrecorded (Anki's
    /// "study forgotten"), about this lesson.
    Retry {
        lesson: String,
        items: Vec<String>,
    },
    /// The course's review options.
    Options,
}
