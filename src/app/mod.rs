//! The terminal-free model of the whole interface: `update(&mut model, msg)` is everything a
//! learner can do, so tests drive the app by feeding messages and reading the model.

pub mod doc;
pub mod home;
pub mod keymap;
pub mod layout;
pub mod lesson_doc;
pub mod links_doc;
pub mod lists;
pub mod practice_doc;
pub mod reader;
pub mod table_doc;
mod update;
mod update_reader;

use std::collections::HashMap;

use crate::content::{FileReport, Loaded};
use crate::core::course::Course;
use crate::core::lang::Lang;
use crate::core::lesson::Part;
use crate::core::problem::Problem;
use crate::core::search::{Hit, SearchIndex};
use crate::i18n::I18n;
use home::{Home, Status};
use keymap::{Ctx, Key};
use reader::Reader;

pub use update::update;

#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Key(Key),
    /// Mouse wheel: positive scrolls down.
    Wheel(i8),
    Resize(u16, u16),
    /// The course folder changed on disk and was loaded again (watch mode).
    Reloaded(Loaded),
    /// SIGTERM, SIGINT or SIGHUP from outside.
    Interrupted,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    Quit,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct SearchState {
    pub query: String,
    pub hits: Vec<Hit>,
    pub selected: usize,
    pub top: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Screen {
    Home(Home),
    Reader(Reader),
    Search(SearchState),
    Problems { top: usize },
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
    pub quit: bool,
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
            quit: false,
            search_index: None,
        }
    }

    pub fn lang(&self) -> Lang {
        self.i18n.lang()
    }

    pub fn screen(&self) -> &Screen {
        // The stack is never empty: Home is never popped.
        self.screens.last().unwrap_or(&HOME)
    }

    /// The key context: the overlay if one is open, else the top screen.
    pub fn ctx(&self) -> Ctx {
        match &self.overlay {
            Some(Overlay::Help { .. }) => Ctx::Help,
            Some(Overlay::Contents { .. }) => Ctx::Contents,
            None => self.screen_ctx(),
        }
    }

    /// The context of the top screen, ignoring overlays (what the help overlay describes).
    pub fn screen_ctx(&self) -> Ctx {
        match self.screen() {
            Screen::Home(_) => Ctx::Home,
            Screen::Reader(_) => Ctx::Reader,
            Screen::Search(_) => Ctx::Search,
            Screen::Problems { .. } => Ctx::Problems,
        }
    }

    pub fn errors(&self) -> usize {
        self.problems.iter().filter(|p| p.is_error()).count()
    }

    pub fn warnings(&self) -> usize {
        self.problems.len() - self.errors()
    }

    pub fn home_items(&self) -> Vec<home::Item> {
        home::items(&self.course, &self.i18n, self.errors(), self.warnings())
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
