//! The one key table: it turns keys into actions, and the help overlay and the footer are
//! generated from it, so what is shown is always what works.

use crate::i18n::{I18n, ids};

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
    /// Mouse capture off (the terminal selects and copies text) or on (the wheel scrolls).
    ToggleMouse,
}

/// Where the keys are pressed: each screen and overlay has its own set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ctx {
    Home,
    Reader,
    Search,
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
    /// The playground's command line.
    Play,
    /// Asking before quitting with answers not written.
    Unsaved,
}

#[derive(Debug)]
pub struct Binding {
    pub action: Action,
    pub keys: &'static [Key],
    pub contexts: &'static [Ctx],
    /// Short label for the footer.
    pub label: &'static str,
    /// Sentence for the help overlay.
    pub help: &'static str,
    /// Footer rank: 0 = only in help; otherwise shown when it applies, and when the line is
    /// too narrow the highest numbers are dropped first.
    pub footer: u8,
}

use Ctx::*;

const ALL_SCREENS: &[Ctx] = &[
    Home,
    Reader,
    Problems,
    Choices,
    Order,
    Verdict,
    QuizDone,
    Stats,
    DrillPrompt,
    DrillTimer,
    DrillSample,
    DrillCheck,
    DrillResult,
    Calc,
];

/// Every screen and field (not the question asked before quitting with answers unwritten).
const EVERY_SCREEN: &[Ctx] = &[
    Home,
    Reader,
    Search,
    Problems,
    Help,
    Contents,
    Choices,
    Order,
    TextAnswer,
    Verdict,
    QuizDone,
    Stats,
    DrillPrompt,
    DrillTimer,
    DrillSample,
    DrillCheck,
    DrillResult,
    Calc,
    CalcEdit,
    Scratch,
    Play,
];

const LISTS: &[Ctx] = &[
    Home,
    Reader,
    Search,
    Problems,
    Help,
    Contents,
    Stats,
    DrillPrompt,
    DrillSample,
    DrillResult,
    Calc,
    Scratch,
];

/// In the order the footer shows them.
pub static BINDINGS: &[Binding] = &[
    Binding {
        action: Action::Retry,
        keys: &[Key::Char('r'), Key::Enter],
        contexts: &[Unsaved],
        label: ids::KEY_RETRY,
        help: ids::HELP_RETRY,
        footer: 1,
    },
    Binding {
        action: Action::QuitAnyway,
        keys: &[Key::Char('q'), Key::Ctrl('c')],
        contexts: &[Unsaved],
        label: ids::KEY_QUIT_ANYWAY,
        help: ids::HELP_QUIT_ANYWAY,
        footer: 2,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[Unsaved],
        label: ids::KEY_STAY,
        help: ids::HELP_STAY,
        footer: 3,
    },
    Binding {
        action: Action::Up,
        keys: &[Key::Up, Key::Char('k')],
        contexts: &[
            Home,
            Reader,
            Search,
            Problems,
            Help,
            Contents,
            Stats,
            Choices,
            Order,
            Verdict,
            DrillPrompt,
            DrillSample,
            DrillCheck,
            DrillResult,
            Calc,
            CalcEdit,
        ],
        label: ids::KEY_UP_DOWN,
        help: ids::HELP_UP,
        footer: 0,
    },
    Binding {
        action: Action::Down,
        keys: &[Key::Down, Key::Char('j')],
        contexts: &[
            Home,
            Reader,
            Search,
            Problems,
            Help,
            Contents,
            Stats,
            Choices,
            Order,
            Verdict,
            DrillPrompt,
            DrillSample,
            DrillCheck,
            DrillResult,
            Calc,
            CalcEdit,
        ],
        label: ids::KEY_UP_DOWN,
        help: ids::HELP_DOWN,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[Home, Search, Contents, Reader],
        label: ids::KEY_OPEN,
        help: ids::HELP_OPEN,
        footer: 2,
    },
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[Choices, Order, TextAnswer],
        label: ids::KEY_SUBMIT,
        help: ids::HELP_SUBMIT,
        footer: 1,
    },
    Binding {
        action: Action::Toggle,
        keys: &[Key::Char(' ')],
        contexts: &[Choices],
        label: ids::KEY_TOGGLE,
        help: ids::HELP_TOGGLE,
        footer: 2,
    },
    Binding {
        action: Action::Toggle,
        keys: &[Key::Char(' ')],
        contexts: &[Order],
        label: ids::KEY_GRAB,
        help: ids::HELP_GRAB,
        footer: 2,
    },
    Binding {
        action: Action::Pick,
        keys: &[Key::Char('1'), Key::Char('9')],
        contexts: &[Choices],
        label: ids::KEY_PICK,
        help: ids::HELP_PICK,
        footer: 3,
    },
    Binding {
        action: Action::Continue,
        keys: &[Key::Enter, Key::Char(' ')],
        contexts: &[Verdict],
        label: ids::KEY_CONTINUE,
        help: ids::HELP_CONTINUE,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[QuizDone],
        label: ids::KEY_FINISH,
        help: ids::HELP_FINISH,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillPrompt],
        label: ids::KEY_START_CLOCK,
        help: ids::HELP_START_CLOCK,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillTimer],
        label: ids::KEY_DONE_SPEAKING,
        help: ids::HELP_DONE_SPEAKING,
        footer: 1,
    },
    Binding {
        action: Action::Toggle,
        keys: &[Key::Char(' ')],
        contexts: &[DrillTimer],
        label: ids::KEY_PAUSE,
        help: ids::HELP_PAUSE,
        footer: 1,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[DrillTimer, DrillCheck],
        label: ids::KEY_ABANDON,
        help: ids::HELP_ABANDON,
        footer: 2,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillSample],
        label: ids::KEY_TO_CHECKLIST,
        help: ids::HELP_TO_CHECKLIST,
        footer: 1,
    },
    Binding {
        action: Action::Toggle,
        keys: &[Key::Char(' ')],
        contexts: &[DrillCheck],
        label: ids::KEY_TOGGLE,
        help: ids::HELP_TICK_POINT,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillCheck],
        label: ids::KEY_DONE_SPEAKING,
        help: ids::HELP_CHECKLIST_DONE,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillResult],
        label: ids::KEY_FINISH,
        help: ids::HELP_FINISH,
        footer: 1,
    },
    Binding {
        action: Action::Optimize,
        keys: &[Key::Char('o')],
        contexts: &[Stats],
        label: ids::KEY_OPTIMIZE,
        help: ids::HELP_OPTIMIZE,
        footer: 2,
    },
    Binding {
        action: Action::RetryMissed,
        keys: &[Key::Char('r')],
        contexts: &[QuizDone],
        label: ids::KEY_RETRY_MISSED,
        help: ids::HELP_RETRY_MISSED,
        footer: 1,
    },
    Binding {
        action: Action::DueDrill,
        keys: &[Key::Char('d')],
        contexts: &[QuizDone],
        label: ids::KEY_DUE_DRILL,
        help: ids::HELP_DUE_DRILL,
        footer: 1,
    },
    Binding {
        action: Action::StepDown,
        keys: &[Key::Left, Key::Char('h')],
        contexts: &[Calc],
        label: ids::KEY_STEP,
        help: ids::HELP_STEP_DOWN,
        footer: 1,
    },
    Binding {
        action: Action::StepUp,
        keys: &[Key::Right, Key::Char('l')],
        contexts: &[Calc],
        label: ids::KEY_STEP,
        help: ids::HELP_STEP_UP,
        footer: 1,
    },
    Binding {
        action: Action::Edit,
        keys: &[Key::Enter],
        contexts: &[Calc],
        label: ids::KEY_EDIT,
        help: ids::HELP_EDIT,
        footer: 1,
    },
    Binding {
        action: Action::Reset,
        keys: &[Key::Char('r')],
        contexts: &[Calc],
        label: ids::KEY_RESET,
        help: ids::HELP_RESET,
        footer: 2,
    },
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[CalcEdit],
        label: ids::KEY_SET,
        help: ids::HELP_SET,
        footer: 1,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[CalcEdit],
        label: ids::KEY_CANCEL,
        help: ids::HELP_CANCEL_EDIT,
        footer: 1,
    },
    Binding {
        action: Action::OpenCalc,
        keys: &[Key::Char('c')],
        contexts: &[Verdict],
        label: ids::KEY_OPEN_CALC,
        help: ids::HELP_OPEN_CALC,
        footer: 2,
    },
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[Scratch],
        label: ids::KEY_EVALUATE,
        help: ids::HELP_EVALUATE,
        footer: 1,
    },
    Binding {
        action: Action::Up,
        keys: &[Key::Up],
        contexts: &[Scratch],
        label: ids::KEY_HISTORY,
        help: ids::HELP_HISTORY_PREV,
        footer: 2,
    },
    Binding {
        action: Action::Down,
        keys: &[Key::Down],
        contexts: &[Scratch],
        label: ids::KEY_HISTORY,
        help: ids::HELP_HISTORY_NEXT,
        footer: 0,
    },
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[Play],
        label: ids::KEY_RUN,
        help: ids::HELP_RUN_COMMAND,
        footer: 1,
    },
    Binding {
        action: Action::NextItem,
        keys: &[Key::Tab],
        contexts: &[Play],
        label: ids::KEY_COMPLETE,
        help: ids::HELP_COMPLETE,
        footer: 3,
    },
    Binding {
        action: Action::Up,
        keys: &[Key::Up],
        contexts: &[Play],
        label: ids::KEY_HISTORY,
        help: ids::HELP_COMMAND_PREV,
        footer: 2,
    },
    Binding {
        action: Action::Down,
        keys: &[Key::Down],
        contexts: &[Play],
        label: ids::KEY_HISTORY,
        help: ids::HELP_COMMAND_NEXT,
        footer: 0,
    },
    Binding {
        action: Action::PageUp,
        keys: &[Key::PageUp],
        contexts: &[Play],
        label: ids::KEY_PAGE,
        help: ids::HELP_OUTPUT_UP,
        footer: 4,
    },
    Binding {
        action: Action::PageDown,
        keys: &[Key::PageDown],
        contexts: &[Play],
        label: ids::KEY_PAGE,
        help: ids::HELP_OUTPUT_DOWN,
        footer: 0,
    },
    Binding {
        action: Action::ClearHistory,
        keys: &[Key::Ctrl('l')],
        contexts: &[Play],
        label: ids::KEY_CLEAR,
        help: ids::HELP_CLEAR_OUTPUT,
        footer: 5,
    },
    Binding {
        action: Action::ClearHistory,
        keys: &[Key::Ctrl('l')],
        contexts: &[Scratch],
        label: ids::KEY_CLEAR,
        help: ids::HELP_CLEAR_HISTORY,
        footer: 3,
    },
    Binding {
        action: Action::RateAgain,
        keys: &[Key::Char('1')],
        contexts: &[Verdict],
        label: ids::KEY_RATE,
        help: ids::HELP_RATE_AGAIN,
        footer: 0,
    },
    Binding {
        action: Action::RateHard,
        keys: &[Key::Char('2')],
        contexts: &[Verdict],
        label: ids::KEY_RATE,
        help: ids::HELP_RATE_HARD,
        footer: 0,
    },
    Binding {
        action: Action::RateGood,
        keys: &[Key::Char('3')],
        contexts: &[Verdict],
        label: ids::KEY_RATE,
        help: ids::HELP_RATE_GOOD,
        footer: 0,
    },
    Binding {
        action: Action::RateEasy,
        keys: &[Key::Char('4')],
        contexts: &[Verdict],
        label: ids::KEY_RATE,
        help: ids::HELP_RATE_EASY,
        footer: 0,
    },
    Binding {
        action: Action::Reveal,
        keys: &[Key::Char(' ')],
        contexts: &[Reader],
        label: ids::KEY_REVEAL,
        help: ids::HELP_REVEAL,
        footer: 2,
    },
    Binding {
        action: Action::NextItem,
        keys: &[Key::Tab],
        contexts: &[Reader],
        label: ids::KEY_NEXT_ITEM,
        help: ids::HELP_NEXT_ITEM,
        footer: 3,
    },
    Binding {
        action: Action::PrevItem,
        keys: &[Key::BackTab],
        contexts: &[Reader],
        label: ids::KEY_PREV_ITEM,
        help: ids::HELP_PREV_ITEM,
        footer: 0,
    },
    Binding {
        action: Action::LessonQuiz,
        keys: &[Key::Char('z')],
        contexts: &[Reader],
        label: ids::KEY_LESSON_QUIZ,
        help: ids::HELP_LESSON_QUIZ,
        footer: 5,
    },
    Binding {
        action: Action::RevealAll,
        keys: &[Key::Char('a')],
        contexts: &[Reader],
        label: ids::KEY_REVEAL_ALL,
        help: ids::HELP_REVEAL_ALL,
        footer: 6,
    },
    Binding {
        action: Action::Contents,
        keys: &[Key::Char('t')],
        contexts: &[Reader],
        label: ids::KEY_CONTENTS,
        help: ids::HELP_CONTENTS,
        footer: 5,
    },
    Binding {
        action: Action::Search,
        keys: &[Key::Char('/')],
        contexts: &[Home, Reader],
        label: ids::KEY_SEARCH,
        help: ids::HELP_SEARCH,
        footer: 4,
    },
    Binding {
        action: Action::SwitchLang,
        keys: &[Key::Char('L')],
        contexts: &[
            Home,
            Reader,
            Problems,
            Help,
            Contents,
            Choices,
            Order,
            Verdict,
            QuizDone,
            Stats,
            DrillPrompt,
            DrillTimer,
            DrillSample,
            DrillCheck,
            DrillResult,
            Calc,
        ],
        label: ids::KEY_LANG,
        help: ids::HELP_LANG,
        // After the keys that answer a question: on a narrow footer those stay.
        footer: 3,
    },
    Binding {
        action: Action::Help,
        keys: &[Key::Char('?')],
        contexts: ALL_SCREENS,
        label: ids::KEY_HELP,
        help: ids::HELP_HELP,
        footer: 1,
    },
    Binding {
        action: Action::Help,
        keys: &[Key::F1],
        // Where letters are typed, `?` is a letter too.
        contexts: &[Search, TextAnswer, CalcEdit, Scratch, Play, Help],
        label: ids::KEY_HELP,
        help: ids::HELP_HELP,
        footer: 6,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc, Key::Char('q')],
        contexts: &[
            Reader,
            Problems,
            Help,
            Contents,
            Choices,
            Order,
            Verdict,
            QuizDone,
            Stats,
            DrillPrompt,
            DrillSample,
            DrillResult,
            Calc,
        ],
        label: ids::KEY_BACK,
        help: ids::HELP_BACK,
        footer: 1,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[Search, TextAnswer, Scratch, Play],
        label: ids::KEY_BACK,
        help: ids::HELP_BACK,
        footer: 1,
    },
    Binding {
        action: Action::Quit,
        keys: &[Key::Char('q'), Key::Esc],
        contexts: &[Home],
        label: ids::KEY_QUIT,
        help: ids::HELP_QUIT,
        footer: 1,
    },
    Binding {
        action: Action::NextLesson,
        keys: &[Key::Char('n')],
        contexts: &[Reader],
        label: ids::KEY_NEXT_LESSON,
        help: ids::HELP_NEXT_LESSON,
        footer: 0,
    },
    Binding {
        action: Action::PrevLesson,
        keys: &[Key::Char('p')],
        contexts: &[Reader],
        label: ids::KEY_PREV_LESSON,
        help: ids::HELP_PREV_LESSON,
        footer: 0,
    },
    Binding {
        action: Action::ToggleDone,
        keys: &[Key::Char('d')],
        contexts: &[Reader],
        label: ids::KEY_DONE,
        help: ids::HELP_DONE,
        footer: 0,
    },
    Binding {
        action: Action::PageDown,
        keys: &[Key::PageDown, Key::Ctrl('d')],
        contexts: LISTS,
        label: ids::KEY_PAGE,
        help: ids::HELP_PAGE_DOWN,
        footer: 0,
    },
    Binding {
        action: Action::PageUp,
        keys: &[Key::PageUp, Key::Ctrl('u')],
        contexts: LISTS,
        label: ids::KEY_PAGE,
        help: ids::HELP_PAGE_UP,
        footer: 0,
    },
    Binding {
        action: Action::Top,
        keys: &[Key::Home, Key::Char('g')],
        contexts: LISTS,
        label: ids::KEY_TOP,
        help: ids::HELP_TOP,
        footer: 0,
    },
    Binding {
        action: Action::Bottom,
        keys: &[Key::End, Key::Char('G')],
        contexts: LISTS,
        label: ids::KEY_BOTTOM,
        help: ids::HELP_BOTTOM,
        footer: 0,
    },
    Binding {
        action: Action::Quit,
        keys: &[Key::Ctrl('c')],
        contexts: EVERY_SCREEN,
        label: ids::KEY_QUIT,
        help: ids::HELP_QUIT_ANYWHERE,
        footer: 0,
    },
    Binding {
        action: Action::ToggleMouse,
        keys: &[Key::F2],
        // Where there is text worth copying (SQL, a plan, a sample answer), the footer says
        // how to select it.
        contexts: &[Play, DrillSample, Scratch],
        label: ids::KEY_MOUSE,
        help: ids::HELP_MOUSE,
        // Before Tab's completion hint: in Indonesian at 80 columns one of them must go.
        footer: 2,
    },
    Binding {
        action: Action::ToggleMouse,
        keys: &[Key::F2],
        // Everywhere else too, only in the help overlay (the binding above comes first).
        contexts: EVERY_SCREEN,
        label: ids::KEY_MOUSE,
        help: ids::HELP_MOUSE,
        footer: 0,
    },
];

/// Contexts where letters are typed into a text field rather than bound to actions.
pub fn is_text_input(ctx: Ctx) -> bool {
    matches!(ctx, Search | TextAnswer | CalcEdit | Scratch | Play)
}

pub fn lookup(ctx: Ctx, key: Key) -> Option<Action> {
    if is_text_input(ctx) && matches!(key, Key::Char(_)) {
        return None;
    }
    BINDINGS
        .iter()
        .find(|b| b.contexts.contains(&ctx) && b.keys.contains(&key))
        .map(|b| b.action)
}

/// Every binding of a context, for the help overlay (one line per action).
pub fn help_entries(ctx: Ctx) -> Vec<&'static Binding> {
    let mut out: Vec<&'static Binding> = Vec::new();
    for b in BINDINGS.iter().filter(|b| b.contexts.contains(&ctx)) {
        if !out.iter().any(|o| o.action == b.action) {
            out.push(b);
        }
    }
    out
}

/// The footer candidates of a context, in priority order, one per label.
pub fn footer_entries(ctx: Ctx) -> Vec<&'static Binding> {
    let mut out: Vec<&'static Binding> = Vec::new();
    for b in BINDINGS
        .iter()
        .filter(|b| b.footer > 0 && b.contexts.contains(&ctx))
    {
        if !out.iter().any(|o| o.label == b.label) {
            out.push(b);
        }
    }
    out
}

/// How a key is written in the footer and help: `j`, `Enter`, `Spasi`, `Ctrl-c`.
pub fn key_name(i18n: &I18n, key: Key) -> String {
    match key {
        Key::Char(' ') => i18n.t(ids::KEYNAME_SPACE),
        Key::Char(c) => c.to_string(),
        Key::Ctrl(c) => format!("Ctrl-{c}"),
        Key::Enter => "Enter".to_string(),
        Key::Esc => "Esc".to_string(),
        Key::Tab => "Tab".to_string(),
        Key::BackTab => "Shift-Tab".to_string(),
        Key::Backspace => "Backspace".to_string(),
        Key::Up => "↑".to_string(),
        Key::Down => "↓".to_string(),
        Key::Left => "←".to_string(),
        Key::Right => "→".to_string(),
        Key::PageUp => "PgUp".to_string(),
        Key::PageDown => "PgDn".to_string(),
        Key::Home => "Home".to_string(),
        Key::End => "End".to_string(),
        Key::F1 => "F1".to_string(),
        Key::F2 => "F2".to_string(),
    }
}

/// The keys of a binding joined for display: `↓/j`. In the footer (`compact`) the up and
/// down bindings share one `↑↓` hint.
pub fn keys_label(i18n: &I18n, b: &Binding, compact: bool) -> String {
    if compact && b.label == ids::KEY_UP_DOWN {
        return "↑↓".to_string();
    }
    if compact && b.label == ids::KEY_STEP {
        return "←→".to_string();
    }
    if b.action == Action::Pick {
        return "1–9".to_string();
    }
    b.keys
        .iter()
        .map(|k| key_name(i18n, *k))
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_key_is_bound_twice_in_one_context() {
        for ctx in EVERY_SCREEN.iter().copied().chain([Unsaved]) {
            // The same action may be listed twice (a footer rank of its own in some
            // contexts): a key may not lead to two actions.
            let mut seen: Vec<(Key, Action)> = Vec::new();
            for b in BINDINGS.iter().filter(|b| b.contexts.contains(&ctx)) {
                for k in b.keys {
                    assert!(
                        !seen.iter().any(|(sk, a)| sk == k && *a != b.action),
                        "{k:?} bound to two actions in {ctx:?}"
                    );
                    seen.push((*k, b.action));
                }
            }
        }
    }

    #[test]
    fn letters_type_into_search() {
        assert_eq!(lookup(Search, Key::Char('q')), None);
        assert_eq!(lookup(Search, Key::Esc), Some(Action::Back));
        assert_eq!(lookup(Home, Key::Char('q')), Some(Action::Quit));
        assert_eq!(lookup(Reader, Key::Char('q')), Some(Action::Back));
    }
}
