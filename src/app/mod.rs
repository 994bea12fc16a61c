//! The terminal-free model of the whole interface: `update(&mut model, msg)` is everything a
//! learner can do, so tests drive the app by feeding messages and reading the model.

pub mod calc_values;
pub mod challenge;
pub(crate) mod chrome;
pub mod console;
pub(crate) mod cx;
pub mod doc;
pub(crate) mod due;
pub(crate) mod duration;
mod held;
mod kept;
pub mod keymap;
pub(crate) mod layout;
mod model;
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

pub use cx::{Cx, Overlay, Status};
pub use model::Model;
pub use msg::{
    ConsoleEffect, ConsoleMsg, CopyReach, Done, Effect, FeedLive, Go, Load, Msg, PlayAnswer,
    PlayLive, Term, Tool,
};
pub use screen::Screen;
pub use settings::{LessonPlace, Settings, Snapshot};
pub use update::update;
