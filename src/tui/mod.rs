//! The thin terminal layer: set the terminal up, turn terminal events into messages, draw the
//! model, and put the terminal back on the way out.

pub mod background;
mod clipboard;
mod clock;
pub mod console;
mod dispatch;
pub mod draw;
mod input;
mod live;
pub mod paint;
pub mod runner;
pub mod style;
pub mod terminal;
pub mod watch;
pub mod writes;

pub use clock::clock_now;
pub use dispatch::{Outcome, dispatch, leave};
pub use input::key;
pub use live::{Options, TuiError, run};
