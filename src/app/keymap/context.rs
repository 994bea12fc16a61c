//! Where keys are pressed (`Ctx`), a binding of keys to an action in some contexts, and which
//! shared sets each context takes.

use super::key::{Action, Key};
use crate::core::message::Message;

/// Declares the key contexts and `Ctx::ALL` from one list, so no context is left out of it.
macro_rules! contexts {
    ($($(#[$meta:meta])* $name:ident,)*) => {
        /// Where the keys are pressed: each screen and overlay has its own set.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Ctx {
            $($(#[$meta])* $name,)*
        }

        impl Ctx {
            /// Every context, in declaration order.
            pub const ALL: &'static [Ctx] = &[$(Ctx::$name,)*];
        }
    };
}

contexts! {
    Home,
    Reader,
    Search,
    /// The glossary's list, searched as the learner types.
    Glossary,
    /// One glossary entry: its related terms and lessons to open.
    GlossaryEntry,
    Problems,
    Help,
    Contents,
    /// A question with options to pick.
    Choices,
    /// An ordering question: steps are picked up and moved.
    Order,
    /// A question answered by typing (an estimate, a recall).
    TextAnswer,
    /// A challenge: open the playground for it, or give up.
    Challenge,
    /// The verdict and explanation of an answered question.
    Verdict,
    /// The summary at the end of a quiz or review.
    QuizDone,
    Stats,
    /// A drill's question, before the clock starts.
    DrillPrompt,
    /// A drill's clock running (or paused).
    DrillTimer,
    /// The sample answer after speaking.
    DrillSample,
    /// Ticking the points covered.
    DrillCheck,
    DrillResult,
    /// A calculator: moving between inputs and stepping them.
    Calc,
    /// Typing a value into a calculator's input.
    CalcEdit,
    /// The scratchpad's line: typing an expression.
    Scratch,
    /// A tool's command line (the playground, the simulator).
    Console,
    /// A tool's command line while a command runs: Esc and Ctrl-c stop it.
    ConsoleRunning,
    /// Asking before quitting with answers not written.
    Unsaved,
    /// The question browser's list.
    Browser,
    /// Typing the browser's search.
    BrowserSearch,
    /// One question of the browser: its schedule and answers.
    BrowserDetail,
    /// The review options: choosing one, moving it a notch.
    Options,
    /// Typing an option's value.
    OptionsEdit,
}

#[derive(Debug)]
pub struct Binding {
    pub action: Action,
    pub keys: &'static [Key],
    pub contexts: &'static [Ctx],
    /// Short label for the footer.
    pub label: fn() -> Message,
    /// Sentence for the help overlay.
    pub help: fn() -> Message,
    /// Footer rank: 0 = only in help; otherwise shown when it applies, and when the line is
    /// too narrow the highest numbers are dropped first.
    pub footer: u8,
}

use Ctx::*;

/// Which shared sets a context takes, in the order they follow its own keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sets {
    /// Up and down (before the context's own keys, as the footer shows `↑↓` first).
    pub moves: bool,
    pub pages: bool,
    pub lang: bool,
    pub help: Help,
    pub back: Back,
    /// The mouse key in the footer (where there is text to select), not only in help.
    pub mouse_hint: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Help {
    Question,
    /// Where `?` is typed, F1.
    F1,
    /// Inside an overlay that is not the help.
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Back {
    EscOrQ,
    Esc,
    /// The home screen: q leaves latih.
    Quit,
    /// The context binds Esc itself (abandon a drill, cancel an edit).
    Own,
}

impl Ctx {
    /// The shared sets of this context. `None`: the question asked before quitting, which
    /// takes only its own three keys.
    pub fn sets(self) -> Option<Sets> {
        let s = |moves, pages, lang, help, back| Sets {
            moves,
            pages,
            lang,
            help,
            back,
            mouse_hint: false,
        };
        let (q, f1) = (self::Help::Question, self::Help::F1);
        Some(match self {
            Home => s(true, true, true, q, Back::Quit),
            Reader | Problems | Stats | DrillPrompt | DrillResult | Calc | GlossaryEntry
            | Browser | BrowserDetail | Options => s(true, true, true, q, Back::EscOrQ),
            Help => s(true, true, true, f1, Back::EscOrQ),
            Contents => s(true, true, true, self::Help::None, Back::EscOrQ),
            Search | Glossary | BrowserSearch => s(true, true, false, f1, Back::Esc),
            Choices | Order | Verdict | Challenge => s(true, false, true, q, Back::EscOrQ),
            // The summary scrolls: a long list of misses must not hide what follows it.
            QuizDone => s(true, true, true, q, Back::EscOrQ),
            TextAnswer => s(false, false, false, f1, Back::Esc),
            DrillTimer => s(false, false, true, q, Back::Own),
            DrillSample => Sets {
                mouse_hint: true,
                ..s(true, true, true, q, Back::EscOrQ)
            },
            DrillCheck => s(true, false, true, q, Back::Own),
            CalcEdit => s(true, false, false, f1, Back::Own),
            OptionsEdit => s(false, false, false, f1, Back::Own),
            Scratch => Sets {
                mouse_hint: true,
                ..s(false, true, false, f1, Back::Esc)
            },
            Console => Sets {
                mouse_hint: true,
                ..s(false, false, false, f1, Back::Esc)
            },
            ConsoleRunning => Sets {
                mouse_hint: true,
                ..s(false, false, false, f1, Back::Own)
            },
            Unsaved => return None,
        })
    }
}

/// Contexts where letters are typed into a text field rather than bound to actions.
pub fn is_text_input(ctx: Ctx) -> bool {
    matches!(
        ctx,
        Search
            | BrowserSearch
            | TextAnswer
            | CalcEdit
            | OptionsEdit
            | Scratch
            | Console
            | ConsoleRunning
    )
}
