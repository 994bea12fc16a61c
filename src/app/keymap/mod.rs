//! The one key table: it turns keys into actions, and the help overlay and the footer are
//! generated from it, so what is shown is always what works.

mod bindings;
mod context;
mod key;
mod lookup;
mod names;
pub mod overlay;
pub mod shared;

pub use bindings::{bindings, footer_entries, help_entries};
pub use context::{Back, Binding, Ctx, Help, Sets, is_text_input};
pub use key::{Action, Key};
pub use lookup::{ALTERNATIVES, lookup, lookup_applying};
pub use names::{key_name, keys_label};
