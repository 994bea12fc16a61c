//! A key press as latih knows it, independent of the terminal library, and the actions keys
//! are bound to.

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
    /// Copy the code block on screen out of latih.
    CopyCode,
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
    /// A challenge question: give it up (a miss, and a solution shown).
    GiveUp,
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
    /// Reader: hide the answer just revealed (Space again).
    HideAnswer,
    /// Reader: the next hint of an exercise, then its answer.
    Hint,
    /// A command line: the cursor a character left or right, to the start or the end.
    LineLeft,
    LineRight,
    LineStart,
    LineEnd,
    /// A command line: cut before the cursor, from it, or the word before it.
    CutToStart,
    CutToEnd,
    CutWord,
    /// A command line: the newest earlier command holding what is typed (Ctrl-r).
    SearchHistory,
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
