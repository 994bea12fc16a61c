//! The terminal-free model of the whole interface: `update(&mut model, msg)` is everything a
//! learner can do, so tests drive the app by feeding messages and reading the model.

pub(crate) mod chrome;
pub mod console;
pub mod doc;
mod due;
pub(crate) mod duration;
mod held;
pub mod keymap;
pub(crate) mod layout;
mod msg;
pub(crate) mod nav;
mod overlay;
pub(crate) mod page;
mod reload;
pub mod screen;
pub(crate) mod scroll;
mod settings;
pub mod textline;
mod update;

use std::collections::HashMap;

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
use keymap::Ctx;
use screen::drill::DrillState;
use screen::home::{Home, Status};
use screen::quiz::QuizState;
use screen::reader::Reader;

pub use console::{ConsoleMsg, Done};
pub use msg::{ConsoleEffect, Effect, FeedLive, Go, Load, Msg, PlayAnswer, PlayLive, Term, Tool};
pub use settings::{LessonPlace, Settings, Snapshot};
pub use update::update;

#[derive(Debug, Clone, PartialEq)]
pub enum Screen {
    Home(Home),
    Reader(Reader),
    Search(screen::search::SearchState),
    Glossary(Box<screen::glossary::GlossaryState>),
    Problems { top: usize },
    Quiz(Box<QuizState>),
    Stats { top: usize },
    Drill(Box<DrillState>),
    Calc(Box<screen::calc::CalcState>),
    Scratch(screen::scratch::ScratchState),
    Play(Box<screen::play::PlayState>),
    Feed(Box<screen::feed::FeedState>),
    Browser(Box<screen::browser::BrowserState>),
    Options(screen::options::OptionsState),
}

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

pub struct Model {
    pub course: Course,
    pub problems: Vec<Problem>,
    pub files: Vec<FileReport>,
    pub i18n: I18n,
    pub size: (u16, u16),
    /// The bottom screen is always Home.
    pub screens: Vec<Screen>,
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
    pub calc_values: screen::calc::state::CalcValues,
    /// The scratchpad's engine (names set on one line are known on the next) and its lines.
    pub scratch: crate::core::expr::Scratchpad,
    pub scratch_history: Vec<screen::scratch::Entry>,
    /// Screens left while their work goes on (a tool's worker, its database or feed cache,
    /// the command running), as they were, for the next visit: at most one of each kind.
    pub kept: Vec<Screen>,
    /// Effects asked for while handling the current message, handed out by `update`.
    pub(crate) effects: Vec<Effect>,
    /// Where screens asked to go while handling the current message, carried out by `nav`.
    pub(crate) nav: Vec<Go>,
    /// Readers must be laid out again (a calculator's values changed what cards show).
    pub(crate) relayout: bool,
    search_index: Option<(Lang, SearchIndex)>,
}

impl Model {
    pub fn new(loaded: Loaded, lang: Lang, size: (u16, u16)) -> Model {
        Model {
            course: loaded.course,
            problems: loaded.problems,
            files: loaded.files,
            i18n: I18n::new(lang),
            size,
            screens: vec![Screen::Home(Home::default())],
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
            kept: Vec::new(),
            effects: Vec::new(),
            nav: Vec::new(),
            relayout: false,
            search_index: None,
        }
    }

    /// Applies settings (the seed restarts the shuffles) and what the progress file holds.
    pub fn with_progress(mut self, settings: Settings, snapshot: Snapshot) -> Model {
        self.shuffler = Shuffler::new(settings.seed);
        self.next_seed = Some(settings.seed);
        self.settings = settings;
        self.take_snapshot(snapshot);
        self
    }

    /// What the progress file holds: schedules, today's counts, lessons' status and places.
    pub(crate) fn take_snapshot(&mut self, snapshot: Snapshot) {
        self.schedule = snapshot.schedule;
        self.today = snapshot.today;
        self.today_day = Some(self.clock.day());
        self.flags = snapshot.flags;
        for l in snapshot.lessons {
            let status = if l.done { Status::Done } else { Status::Opened };
            self.status.insert(l.lesson.clone(), status);
            if let Some(p) = l.place {
                self.places.insert(l.lesson, p);
            }
        }
    }

    /// Milliseconds until the screen must be redrawn although nothing was pressed: while a
    /// drill's clock runs, when its figure next changes (at most 250 ms, so a stalled
    /// terminal catches up quickly); otherwise never.
    pub fn next_wake_ms(&self) -> Option<i64> {
        // The home screen's progress bar moves while the course loads, and the loop looks
        // for the course this often: a bundled course is ready a few ms after the first
        // frame, and waiting 100 ms for it showed.
        if self.loading.is_some() {
            return Some(15);
        }
        if self.optimizing {
            return Some(100);
        }
        // A playground command runs on its own thread: look for its answer often.
        if let Screen::Play(p) = self.screen()
            && p.console.running.is_some()
        {
            return Some(50);
        }
        // So is a simulation, which says how far it is ten times a second.
        if let Screen::Feed(f) = self.screen()
            && f.console.running.is_some()
        {
            return Some(100);
        }
        // A day's review waiting for a step counts down the seconds.
        if let Screen::Quiz(q) = self.screen()
            && q.session.waiting_until().is_some()
        {
            return Some(1000 - self.clock.ms.rem_euclid(1000));
        }
        // A new learner day changes what is due, the day's limits and counts: every
        // screen looks again when it starts, without a key (Anki's day rollover).
        let next_day = (self.clock.day_start() + crate::core::clock::DAY) * 1000 - self.clock.ms;
        let next_day = next_day.max(1);
        let Screen::Drill(d) = self.screen() else {
            return Some(next_day);
        };
        let timer = d.timer.as_ref().filter(|_| d.ticking());
        let until = timer.and_then(|t| t.until_change(self.clock.ms));
        Some(until.map_or(next_day, |u| u.clamp(1, 250)))
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

    pub fn screen(&self) -> &Screen {
        // The stack is never empty: Home is never popped.
        self.screens.last().unwrap_or(&HOME)
    }

    /// The key context: the overlay if one is open, else the top screen.
    pub fn ctx(&self) -> Ctx {
        match &self.overlay {
            Some(o) => overlay::ctx(o),
            None => self.screen_ctx(),
        }
    }

    /// The context of the top screen, ignoring overlays (what the help overlay describes).
    pub fn screen_ctx(&self) -> Ctx {
        (self.ops().ctx)(self)
    }

    /// The functions of the screen on top.
    pub(crate) fn ops(&self) -> &'static screen::Ops {
        screen::ops(self.screen())
    }

    /// The key bindings of the screen on top, or of the overlay over it.
    pub(crate) fn screen_keys(&self) -> &'static [keymap::Binding] {
        self.ops().keys
    }

    /// The bindings of the context in use now (the overlay's or the screen's).
    pub(crate) fn keys_now(&self) -> &'static [keymap::Binding] {
        match self.overlay {
            Some(_) => keymap::overlay::KEYS,
            None => self.screen_keys(),
        }
    }

    /// Whether an action of the screen on top does something now.
    pub fn applies(&self, a: keymap::Action) -> bool {
        (self.ops().applies)(self, a)
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
            .map(|(_, idx)| idx.search(query, 200))
            .unwrap_or_default()
    }

    pub(crate) fn invalidate_search(&mut self) {
        self.search_index = None;
    }
}

static HOME: Screen = Screen::Home(Home {
    selected: 0,
    top: 0,
});
