//! The context every screen shares: the course, the learner's progress and settings, the
//! clock, the language, and what a message asks for (effects, navigation, a notice).

use std::collections::HashMap;

use super::kept::Entry;
use super::keymap::{Ctx, Key};
use super::msg::{Effect, Go};
use super::settings::{Settings, Snapshot};
use super::{layout, textline};
use crate::content::{FileReport, Loaded};
use crate::core::clock::Clock;
use crate::core::course::Course;
use crate::core::lang::Lang;
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::problem::Problem;
use crate::core::schedule::ItemState;
use crate::core::search::{Hit, SearchIndex};
use crate::core::session::Today;
use crate::core::shuffle::Shuffler;
use crate::core::stats::Stats;
use crate::i18n::I18n;

/// What is open over the screens.
#[derive(Debug, Clone, PartialEq)]
pub enum Overlay {
    Help {
        top: usize,
    },
    Contents {
        entries: Vec<(String, Part)>,
        selected: usize,
    },
    /// Quitting would lose answers not yet written: retry, quit anyway, or stay.
    Unsaved {
        detail: String,
    },
}

impl Overlay {
    /// The overlay's key context.
    pub fn ctx(&self) -> Ctx {
        match self {
            Overlay::Help { .. } => Ctx::Help,
            Overlay::Contents { .. } => Ctx::Contents,
            Overlay::Unsaved { .. } => Ctx::Unsaved,
        }
    }
}

/// Everything a screen may read and ask for besides its own state: the course, the
/// learner's progress and settings, the clock, the language, and the requests a message
/// leaves (effects, places to go, a notice). Screens get `&mut Cx` with their own state,
/// never the other screens.
pub struct Cx {
    pub course: Course,
    pub problems: Vec<Problem>,
    pub files: Vec<FileReport>,
    pub i18n: I18n,
    pub size: (u16, u16),
    /// Help, a lesson's contents or the question before quitting, over the screen on top.
    pub overlay: Option<Overlay>,
    pub status: HashMap<String, Status>,
    /// Lessons kept at their last good version because their file now has errors.
    pub stale: HashMap<String, Vec<Problem>>,
    /// A one-line notice in the footer until the next key.
    pub flash: Option<String>,
    /// Shown in the title bar when the course is reloaded on save.
    pub watching: bool,
    /// While the course loads on its workers (only its manifest is here yet): lesson and
    /// bank files done and all of them (0 of 0 while the folder is read).
    pub loading: Option<(usize, usize)>,
    pub quit: bool,
    /// Answers waiting in memory for the progress file (a full disk): shown until written.
    pub unsaved: usize,
    /// The learner chose to quit although answers could not be written anywhere.
    pub discard_unsaved: bool,
    /// Whether the terminal reports the mouse to latih (wheel scrolling) or keeps it for
    /// selecting text.
    pub mouse: bool,
    /// A fit of the scheduler is running on its thread.
    pub optimizing: bool,
    /// Started for one job (`latih review`, `latih drill`, `latih play`): leaving that job's
    /// screen leaves latih, as git and lazygit subcommands do.
    pub one_job: bool,
    /// The last sentence storage gave for a failed write, until a write succeeds again.
    pub storage_failure: Option<String>,
    /// Every item's schedule and today's use of the daily limits, as the progress file
    /// says, kept up to date as answers are recorded.
    pub schedule: HashMap<String, ItemState>,
    pub today: Today,
    /// The learner day `today` counts (read or last counted): on a later day it is zero.
    pub today_day: Option<i64>,
    /// Questions suspended, buried or marked leeches (kept out of reviews while held).
    pub flags: HashMap<String, crate::core::record::Flags>,
    pub settings: Settings,
    /// Seeds the run's later quizzes and reviews; the first one takes the run's seed itself,
    /// so `--seed N` replays a recorded session whose seed was N.
    pub shuffler: Shuffler,
    pub next_seed: Option<u64>,
    pub clock: Clock,
    /// Why progress cannot be kept, when the progress file could not be opened.
    pub storage_problem: Option<String>,
    pub stats: Option<Result<Stats, String>>,
    /// Where the learner left each lesson, restored when it is opened again.
    pub places: HashMap<String, (Part, usize)>,
    /// The learner's values of each calculator used in this run.
    pub calc_values: super::calc_values::CalcValues,
    /// The scratchpad's engine (names set on one line are known on the next) and its lines.
    pub scratch: crate::core::expr::Scratchpad,
    pub scratch_history: Vec<Entry>,
    /// Effects asked for while handling the current message, handed out by `update`.
    pub(crate) effects: Vec<Effect>,
    /// Where screens asked to go while handling the current message, carried out by `nav`.
    pub(crate) nav: Vec<Go>,
    /// Readers must be laid out again (a calculator's values changed what cards show).
    pub(crate) relayout: bool,
    pub(crate) search_index: Option<(Lang, SearchIndex)>,
    /// The challenge question the playground is open for, and whether its goal was reached.
    pub challenge: Option<super::challenge::Challenge>,
}

impl Cx {
    pub fn new(loaded: Loaded, lang: Lang, size: (u16, u16)) -> Cx {
        Cx {
            course: loaded.course,
            problems: loaded.problems,
            files: loaded.files,
            i18n: I18n::new(lang),
            size,
            overlay: None,
            status: HashMap::new(),
            stale: HashMap::new(),
            flash: None,
            watching: false,
            loading: None,
            quit: false,
            unsaved: 0,
            discard_unsaved: false,
            storage_failure: None,
            one_job: false,
            mouse: true,
            optimizing: false,
            schedule: HashMap::new(),
            today: Today::default(),
            today_day: None,
            flags: HashMap::new(),
            shuffler: Shuffler::new(0),
            next_seed: Some(0),
            settings: Settings::default(),
            clock: Clock::default(),
            storage_problem: None,
            stats: None,
            places: HashMap::new(),
            calc_values: HashMap::new(),
            scratch: crate::core::expr::Scratchpad::new(),
            scratch_history: Vec::new(),
            effects: Vec::new(),
            nav: Vec::new(),
            relayout: false,
            search_index: None,
            challenge: None,
        }
    }

    /// What the progress file holds: schedules, today's counts, lessons' status and places.
    pub(crate) fn take_snapshot(&mut self, snapshot: Snapshot) {
        self.schedule = snapshot.schedule;
        self.today = snapshot.today;
        self.today_day = Some(self.clock.day());
        self.flags = snapshot.flags;
        let lang = self.lang();
        let tools = (
            &mut self.calc_values,
            &mut self.scratch,
            &mut self.scratch_history,
        );
        super::kept::restore(snapshot.kept, tools, lang);
        for l in snapshot.lessons {
            let status = if l.done { Status::Done } else { Status::Opened };
            self.status.insert(l.lesson.clone(), status);
            if let Some(p) = l.place {
                self.places.insert(l.lesson, p);
            }
        }
    }

    pub fn lang(&self) -> Lang {
        self.i18n.lang()
    }

    /// The seed of the quiz or review about to start.
    pub fn session_seed(&mut self) -> u64 {
        self.next_seed
            .take()
            .unwrap_or_else(|| self.shuffler.next_seed())
    }

    /// Every area of the screen at the model's size.
    pub fn viewport(&self) -> layout::Viewport {
        layout::Viewport::new(self.size.0, self.size.1)
    }

    /// Asks to go somewhere once the current message is handled.
    pub fn go(&mut self, to: Go) {
        self.nav.push(to);
    }

    /// Says in the footer that a field is full, when it is.
    pub(crate) fn line_full(&mut self, typed: textline::Typed, max: usize) {
        if typed == textline::Typed::Full {
            self.flash = Some(self.i18n.msg(&m::field_full(max)));
        }
    }

    /// A key typed into a screen's search field (`None`: not typing now). Says whether the
    /// key was used and whether the query changed, so the screen searches again; a full field
    /// says so in the status line.
    pub(crate) fn search_key(&mut self, query: Option<&mut String>, k: Key) -> (bool, bool) {
        let Some(query) = query else {
            return (false, false);
        };
        let typed = textline::edit(query, k, textline::SEARCH_MAX);
        self.line_full(typed, textline::SEARCH_MAX);
        (typed.used(), typed == textline::Typed::Yes)
    }

    pub fn errors(&self) -> usize {
        self.problems.iter().filter(|p| p.is_error()).count()
    }

    pub fn warnings(&self) -> usize {
        self.problems.len() - self.errors()
    }

    pub(crate) fn search(&mut self, query: &str) -> Vec<Hit> {
        let lang = self.lang();
        if self.search_index.as_ref().is_none_or(|(l, _)| *l != lang) {
            self.search_index = Some((lang, SearchIndex::build(&self.course, lang)));
        }
        self.search_index
            .as_ref()
            .map(|(_, idx)| idx.search(&self.course, query, 200))
            .unwrap_or_default()
    }

    pub(crate) fn invalidate_search(&mut self) {
        self.search_index = None;
    }
}

/// How far the learner is in a lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Status {
    #[default]
    New,
    Opened,
    Done,
}
