//! Problems found in course files: what is wrong, where, and how serious. A problem carries
//! data, not a sentence: `text` says it as a `Message` the active language puts into words.

pub mod args;
pub mod kind;
pub mod order;
pub mod place;
pub mod play_text;
pub mod serialize;
pub mod syntax;
pub mod text;

pub use self::kind::{ProblemKind, Severity};
pub use self::order::sort;
pub use self::place::{Place, Problem};
pub use self::syntax::{Expansion, NodeKind, SyntaxMistake};
