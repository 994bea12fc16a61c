//! The whole interface as data: the screen stack, the screens kept while their work goes on,
//! and the context they share; the key context and bindings in use now.

use super::cx::Cx;
use super::keymap::{self, Ctx};
use super::screen::home::Home;
use super::screen::{Changed, Leave, Ops, Screen};
use super::settings::{Settings, Snapshot};
use crate::content::Loaded;
use crate::core::lang::Lang;

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
            Some(o) => o.ctx(),
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

    /// The top screen's state and the context, borrowed apart (the stack is never empty:
    /// Home is never popped).
    pub(crate) fn top(&mut self) -> Option<(&mut dyn Ops, &mut Cx)> {
        let Model { screens, cx, .. } = self;
        screens.last_mut().map(|s| (s.ops_mut(), cx))
    }

    /// Closing a screen whose work goes on keeps it for the next visit (replacing an older one
    /// of its kind); any other goes. Home is never closed.
    pub(crate) fn close_top(&mut self) {
        if self.screens.len() <= 1 {
            return;
        }
        let leave = self.top().map_or(Leave::Close, |(s, cx)| s.close(cx));
        if let Some(s) = self.screens.pop()
            && leave == Leave::Keep
        {
            let kind = std::mem::discriminant(&s);
            self.kept.retain(|k| std::mem::discriminant(k) != kind);
            self.kept.push(s);
        }
    }

    /// Tells every open screen, top first, that something they may depend on changed.
    pub(crate) fn changed(&mut self, what: Changed) {
        let Model { screens, cx, .. } = self;
        let n = screens.len();
        for (i, s) in screens.iter_mut().enumerate().rev() {
            s.ops_mut().changed(cx, what, i + 1 == n);
        }
    }
}

static HOME: Screen = Screen::Home(Home {
    selected: 0,
    top: 0,
});
