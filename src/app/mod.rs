//! The terminal-free model of the whole interface: `update(&mut model, msg)` is everything a
//! learner can do, so tests drive the app by feeding messages and reading the model.

pub mod calc_values;
pub(crate) mod chrome;
pub mod console;
pub(crate) mod cx;
pub mod doc;
pub(crate) mod due;
pub(crate) mod duration;
mod held;
pub mod keymap;
pub(crate) mod layout;
mod msg;
pub(crate) mod nav;
mod overlay;
pub(crate) mod page;
mod reload;
pub mod render;
pub mod screen;
pub(crate) mod scroll;
mod settings;
pub mod textline;
mod update;

use crate::content::Loaded;
use crate::core::lang::Lang;
use crate::core::lesson::Part;
use keymap::Ctx;
use screen::drill::DrillState;
use screen::home::Home;
use screen::quiz::QuizState;
use screen::reader::Reader;

pub use console::{ConsoleMsg, Done};
pub use cx::{Cx, Status};
pub use msg::{ConsoleEffect, Effect, FeedLive, Go, Load, Msg, PlayAnswer, PlayLive, Term, Tool};
pub use settings::{LessonPlace, Settings, Snapshot};
pub use update::update;

#[derive(Debug, Clone, PartialEq)]
pub enum Screen {
    Home(Home),
    Reader(Reader),
    Search(screen::search::SearchState),
    Glossary(Box<screen::glossary::GlossaryState>),
    Problems(screen::problems::ProblemsState),
    Quiz(Box<QuizState>),
    Stats(screen::stats::StatsState),
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

/// The whole interface: the screens (the bottom one is always Home), screens kept while
/// their work goes on, and the context they share (the overlay over them too). Reading a
/// shared field through the model (`model.course`) reads the context's.
pub struct Model {
    /// The bottom screen is always Home.
    pub screens: Vec<Screen>,
    /// Screens left while their work goes on (a tool's worker, its database or feed cache,
    /// the command running), as they were, for the next visit: at most one of each kind.
    pub kept: Vec<Screen>,
    pub cx: Cx,
}

impl std::ops::Deref for Model {
    type Target = Cx;
    fn deref(&self) -> &Cx {
        &self.cx
    }
}

impl std::ops::DerefMut for Model {
    fn deref_mut(&mut self) -> &mut Cx {
        &mut self.cx
    }
}

impl Model {
    pub fn new(loaded: Loaded, lang: Lang, size: (u16, u16)) -> Model {
        Model {
            screens: vec![Screen::Home(Home::default())],
            kept: Vec::new(),
            cx: Cx::new(loaded, lang, size),
        }
    }

    /// Applies settings (the seed restarts the shuffles) and what the progress file holds.
    pub fn with_progress(mut self, settings: Settings, snapshot: Snapshot) -> Model {
        self.shuffler = crate::core::shuffle::Shuffler::new(settings.seed);
        self.next_seed = Some(settings.seed);
        self.settings = settings;
        self.take_snapshot(snapshot);
        self
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
        // A screen with a clock or a worker asks for its own frames.
        let own = self.screen().ops().wake_ms(&self.cx);
        // A new learner day changes what is due, the day's limits and counts: every
        // screen looks again when it starts, without a key (Anki's day rollover).
        let next_day = (self.clock.day_start() + crate::core::clock::DAY) * 1000 - self.clock.ms;
        Some(own.map_or(next_day, |o| o.min(next_day)).max(1))
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
        self.screen().ops().ctx(&self.cx)
    }

    /// The key bindings of the screen on top.
    pub(crate) fn screen_keys(&self) -> &'static [keymap::Binding] {
        self.screen().ops().keys()
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
        self.screen().ops().applies(&self.cx, a)
    }
}

static HOME: Screen = Screen::Home(Home {
    selected: 0,
    top: 0,
});
