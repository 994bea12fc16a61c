//! The one key table: it turns keys into actions, and the help overlay and the footer are
//! generated from it, so what is shown is always what works.

mod lookup;
mod names;
pub mod overlay;
pub mod shared;

pub use lookup::{ALTERNATIVES, lookup, lookup_applying};
pub use names::{key_name, keys_label};

use crate::core::message::Message;

/// A key press, independent of the terminal library.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    Char(char),
    Ctrl(char),
    Enter,
    Esc,
    Tab,
    BackTab,
    Backspace,
    Up,
    Down,
    Left,
    Right,
    PageUp,
    PageDown,
    Home,
    End,
    /// The help key where `?` is typed into a text field.
    F1,
    /// Turns mouse capture off and on, everywhere (text fields too).
    F2,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    Quit,
    Back,
    Up,
    Down,
    PageUp,
    PageDown,
    Top,
    Bottom,
    Open,
    NextItem,
    PrevItem,
    Reveal,
    RevealAll,
    /// Reader: practise every question about this lesson, shuffled, unrecorded.
    LessonQuiz,
    SwitchLang,
    Help,
    Search,
    Contents,
    NextLesson,
    PrevLesson,
    ToggleDone,
    /// Questions: confirm the answer.
    Submit,
    /// Questions: tick an option, or grab / drop a step.
    Toggle,
    /// Questions: pick the option with this number (the key's digit).
    Pick,
    RateAgain,
    RateHard,
    RateGood,
    RateEasy,
    /// After a verdict: go on (with the default rating in a review).
    Continue,
    /// At the end of a review: start the oral drill that is due.
    DueDrill,
    /// At the end of a quiz or review: practise the questions missed, at once.
    RetryMissed,
    Undo,
    /// Statistics: fit the scheduler to the learner's own reviews.
    Optimize,
    /// Calculator: the selected input one step up or down (its step rule).
    StepUp,
    StepDown,
    /// Calculator: type a value into the selected input.
    Edit,
    /// Calculator: every input back to the lesson's value.
    Reset,
    /// After an estimate: open the calculator that works it out.
    OpenCalc,
    /// Scratchpad: forget the history.
    ClearHistory,
    /// Answers waiting for a full disk: try writing them again.
    Retry,
    /// Quit although answers could not be written anywhere.
    QuitAnyway,
    /// Playground and simulator: stop the command that is running.
    Stop,
    /// Home: open the news-feed simulator.
    OpenFeed,
    /// Home: open the glossary.
    Glossary,
    /// Reader: the focus to the next (previous) glossary term marked in the text.
    NextTerm,
    PrevTerm,
    /// After an answer: open the simulator with the question's simulation.
    OpenSim,
    /// Mouse capture off (the terminal selects and copies text) or on (the wheel scrolls).
    ToggleMouse,
    /// A question kept out of reviews until unsuspended (or back in them).
    Suspend,
    /// A question kept out of reviews until tomorrow (or back today).
    Bury,
    /// Home and Statistics: open the question browser.
    Browse,
    /// Browser: the next state shown (new, learning, ... then all).
    FilterState,
    /// Browser: the next lesson shown (then all).
    FilterLesson,
    /// Browser: sort by the next column, or reverse the order.
    SortNext,
    SortReverse,
    /// Browser: make a question new again.
    ResetItem,
    /// Browser: practise one question now, unrecorded.
    PractiseOne,
    /// Statistics: open the review options.
    OpenOptions,
}

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
            Choices | Order | Verdict => s(true, false, true, q, Back::EscOrQ),
            QuizDone => s(false, false, true, q, Back::EscOrQ),
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

/// The bindings of a context in order: moves, the screen's own (`own`, filtered by
/// context), then the shared sets it takes.
pub fn bindings(own: &'static [Binding], ctx: Ctx) -> Vec<&'static Binding> {
    let mine = own.iter().filter(move |b| b.contexts.contains(&ctx));
    let Some(sets) = ctx.sets() else {
        return mine.collect();
    };
    let mut out: Vec<&'static Binding> = Vec::new();
    if sets.moves {
        out.extend(shared::MOVE);
    }
    out.extend(mine);
    if sets.lang {
        out.extend(shared::LANG);
    }
    out.extend(match sets.help {
        self::Help::Question => shared::HELP,
        self::Help::F1 => shared::HELP_F1,
        self::Help::None => &[],
    });
    out.extend(match sets.back {
        Back::EscOrQ => shared::BACK,
        Back::Esc => shared::BACK_ESC,
        Back::Quit => shared::QUIT,
        Back::Own => &[],
    });
    if sets.pages {
        out.extend(shared::PAGES);
    }
    // Ctrl-c leaves latih everywhere but where a command runs: there it stops the command,
    // as in a shell (the context binds it itself).
    if ctx != ConsoleRunning {
        out.extend(shared::EVERYWHERE);
    }
    if sets.mouse_hint {
        out.extend(shared::MOUSE_HINT);
    }
    out.extend(shared::MOUSE);
    out
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

/// Every binding of a context, for the help overlay (one line per action).
pub fn help_entries(own: &'static [Binding], ctx: Ctx) -> Vec<&'static Binding> {
    let mut out: Vec<&'static Binding> = Vec::new();
    for b in bindings(own, ctx) {
        if !out.iter().any(|o| o.action == b.action) {
            out.push(b);
        }
    }
    out
}

/// The footer candidates of a context, in priority order, one per label.
pub fn footer_entries(own: &'static [Binding], ctx: Ctx) -> Vec<&'static Binding> {
    let mut out: Vec<&'static Binding> = Vec::new();
    for b in bindings(own, ctx).into_iter().filter(|b| b.footer > 0) {
        if !out.iter().any(|o| (o.label)() == (b.label)()) {
            out.push(b);
        }
    }
    out
}
