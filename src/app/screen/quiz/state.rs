//! A run of questions: a quiz inside a lesson (quick feedback, not recorded) or a review
//! session (every answer recorded and scheduled). One state machine for both: ask, answer,
//! see the verdict and explanation, rate (reviews only), next.

use crate::core::course::Course;
use crate::core::lang::Lang;
use crate::core::lesson::Label;
use crate::core::quiz::{self, Answer, Kind, Question, Shown, Verdict};
use crate::core::record::{Flags, ReviewRecord};
use crate::core::schedule::{Choices, ItemState, Rating};
use crate::core::session::Session;
use crate::core::shuffle::Shuffler;

pub use super::phase::{Input, Mode, Phase};

#[derive(Debug, Clone, PartialEq)]
pub struct QuizState {
    pub mode: Mode,
    /// The quiz's own title, or `None` for the default of its mode (shown in the reader's
    /// language, so switching language retitles it).
    pub title: Option<Label>,
    pub session: Session,
    pub shown: Option<Shown>,
    pub input: Input,
    pub phase: Phase,
    /// The seed this run shuffles from (recorded with a review's session), and the
    /// generator drawn from it.
    pub seed: u64,
    pub shuffler: Shuffler,
    /// Presentations so far, 1-based for the current one.
    pub position: u32,
    pub right: usize,
    pub answered: usize,
    /// Questions answered right the first time they came up, out of `first_graded`
    /// (a recall question counts once rated, and in a quiz, where it is not rated, not at all).
    pub first_right: usize,
    pub first_graded: usize,
    /// Questions a quiz does not score (recall: compared with the model answer, not rated).
    pub first_unscored: usize,
    /// Questions missed the first time they came up (answered wrong, or rated Again), in
    /// the order they were missed: listed at the end, and practised again on request.
    pub missed: Vec<String>,
    /// A practice of the questions another run missed.
    pub retry: bool,
    /// When the current question appeared, in milliseconds.
    pub shown_at_ms: i64,
    pub top: usize,
    /// A storage problem to show (the answer is kept and retried).
    pub error: Option<String>,
    /// Ratings that can be taken back, the last one last.
    pub undo: Vec<Undo>,
    /// A review of a lesson whose answers count against the day's limits, as the daily
    /// review's would (`latih review --lesson ID --count-limits`).
    pub counts_limits: bool,
    /// The digit that picked and answered the current question, and when (ms): the same
    /// digit pressed again at once is a double press, not a rating.
    pub answered_by: Option<(char, i64)>,
}

/// One rating as it can be taken back.
#[derive(Debug, Clone, PartialEq)]
pub struct Undo {
    /// The run just before the rating (its own undo list left out).
    pub(super) before: Box<QuizState>,
    pub(super) item: String,
    /// The question's schedule before the rating: `None`, it was new.
    pub(super) previous: Option<ItemState>,
    pub(super) shown_as: Option<crate::core::queue::Kind>,
    /// The answer as recorded, when it was.
    pub(super) record: Option<Box<ReviewRecord>>,
    /// The question's flags before, when the step changed them (suspended, buried, leech).
    pub(super) flags: Option<Flags>,
}

fn input_for(q: &Question, shown: &Shown) -> Input {
    match &q.kind {
        Kind::Single { options } | Kind::Multiple { options } => Input::Choices {
            cursor: None,
            ticked: vec![false; options.len()],
        },
        Kind::Ordering { .. } => Input::Order {
            cursor: 0,
            order: shown.order.clone(),
            grabbed: false,
        },
        Kind::Numeric { .. } | Kind::Recall { .. } => Input::Text(String::new()),
        Kind::Challenge { .. } => Input::Challenge { tried: false },
    }
}

impl QuizState {
    /// A run over `items` (question ids), shuffled from `seed`: the same seed and items give
    /// the same questions in the same order with the same options.
    pub fn new(mode: Mode, title: Option<Label>, items: Vec<String>, seed: u64) -> QuizState {
        let mut shuffler = Shuffler::new(seed);
        QuizState {
            mode,
            title,
            session: Session::new(items, &mut shuffler),
            shown: None,
            input: Input::Text(String::new()),
            phase: Phase::Done,
            seed,
            shuffler,
            position: 0,
            right: 0,
            answered: 0,
            first_right: 0,
            first_graded: 0,
            first_unscored: 0,
            missed: Vec::new(),
            retry: false,
            shown_at_ms: 0,
            top: 0,
            error: None,
            undo: Vec::new(),
            counts_limits: false,
            answered_by: None,
        }
    }

    /// A day's review over `session` (core::queue's order), shuffling options from `seed`.
    pub fn daily(mode: Mode, session: Session, seed: u64) -> QuizState {
        let mut q = QuizState::new(mode, None, Vec::new(), seed);
        q.session = session;
        q
    }

    /// Shows the next question (shuffling its options), or ends the run (or, in a day's
    /// review, waits for a step: `Phase::Done` with `session.waiting_until()` set).
    pub fn next(&mut self, course: &Course, now_ms: i64) {
        self.answered_by = None;
        // Skip ids whose question vanished (the bank was edited while the run was open).
        while let Some(id) = self.session.current() {
            if course.question(id).is_some() {
                break;
            }
            self.session.skip();
        }
        let Some(q) = self.session.current().and_then(|id| course.question(id)) else {
            self.shown = None;
            self.phase = Phase::Done;
            return;
        };
        let mut shown = Shown::new(q, &mut self.shuffler);
        shown.drawn = (course.calculator_for(q))
            .and_then(|c| crate::core::vary::draw(q, c, &mut self.shuffler))
            .map(Box::new);
        self.input = input_for(q, &shown);
        self.shown = Some(shown);
        self.phase = Phase::Asking { hint: None };
        self.position += 1;
        self.shown_at_ms = now_ms;
        self.top = 0;
    }

    /// The question on screen asked again from the start (a rating was taken back): the
    /// same options in the same order, nothing entered.
    pub fn reask(&mut self, course: &Course, now_ms: i64) {
        self.answered_by = None;
        let Some(q) = self.question(course) else {
            return self.next(course, now_ms);
        };
        if let Some(shown) = &self.shown {
            self.input = input_for(q, shown);
        }
        self.phase = Phase::Asking { hint: None };
        self.shown_at_ms = now_ms;
        self.top = 0;
    }

    /// The question on screen: as drawn this time when it varies its inputs.
    pub fn question<'a>(&'a self, course: &'a Course) -> Option<&'a Question> {
        let shown = self.shown.as_ref()?;
        match &shown.drawn {
            Some(d) => Some(&d.question),
            None => course.question(&shown.question),
        }
    }

    /// The answer the current input stands for, in question indices.
    pub fn answer(&self, q: &Question) -> Option<Answer> {
        let shown = self.shown.as_ref()?;
        Some(match (&q.kind, &self.input) {
            (Kind::Single { .. }, Input::Choices { cursor, .. }) => {
                Answer::Choice(*shown.order.get((*cursor)?)?)
            }
            (Kind::Multiple { .. }, Input::Choices { ticked, .. }) => Answer::Choices(
                ticked
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| **t)
                    .filter_map(|(k, _)| shown.order.get(k).copied())
                    .collect(),
            ),
            (Kind::Ordering { .. }, Input::Order { order, .. }) => Answer::Order(order.clone()),
            (Kind::Numeric { .. }, Input::Text(t)) => Answer::Number(t.clone()),
            (Kind::Recall { .. }, Input::Text(t)) => Answer::Recall(t.clone()),
            // Submitted from the keys, a challenge is given up; reached, the playground's
            // line is answered through `reached`.
            (Kind::Challenge { .. }, Input::Challenge { .. }) => Answer::Challenge(None),
            _ => return None,
        })
    }

    /// Grades the current input. An unreadable estimate, or a multiple-answer question with
    /// nothing ticked, stays in the asking phase with a hint.
    pub fn submit(&mut self, q: &Question, lang: Lang) -> Option<(Verdict, Answer)> {
        // Enter with no option chosen answers nothing: it says how to choose.
        let Some(answer) = self.answer(q) else {
            if matches!(self.input, Input::Choices { cursor: None, .. }) {
                self.phase = Phase::Asking {
                    hint: Some(Verdict::Partly { right: 0, of: 0 }),
                };
            }
            return None;
        };
        if matches!(&answer, Answer::Choices(v) if v.is_empty()) {
            self.phase = Phase::Asking {
                hint: Some(Verdict::Partly { right: 0, of: 0 }),
            };
            return None;
        }
        let verdict = quiz::grade(q, &answer, lang);
        if !verdict.settled() {
            self.phase = Phase::Asking {
                hint: Some(verdict),
            };
            return None;
        }
        Some((verdict, answer))
    }

    /// Moves the cursor (and the grabbed step with it).
    pub fn move_cursor(&mut self, down: bool) {
        match &mut self.input {
            Input::Choices { cursor, ticked } => {
                let n = ticked.len();
                // The first move lands on the first (or, up, the last) option.
                *cursor = Some(match *cursor {
                    Some(at) => step(at, n, down),
                    None if down => 0,
                    None => n.saturating_sub(1),
                });
            }
            Input::Order {
                cursor,
                order,
                grabbed,
            } => {
                let n = order.len();
                let to = step(*cursor, n, down);
                if *grabbed && to != *cursor {
                    order.swap(*cursor, to);
                }
                *cursor = to;
            }
            Input::Text(_) | Input::Challenge { .. } => {}
        }
    }

    /// Space: tick an option (multiple answers) or grab / drop a step (ordering).
    pub fn toggle(&mut self, q: &Question) {
        match (&q.kind, &mut self.input) {
            (Kind::Multiple { .. }, Input::Choices { cursor, ticked }) => {
                let at = cursor.unwrap_or(0);
                *cursor = Some(at);
                if let Some(t) = ticked.get_mut(at) {
                    *t = !*t;
                }
            }
            (Kind::Ordering { .. }, Input::Order { grabbed, .. }) => *grabbed = !*grabbed,
            _ => {}
        }
    }

    /// A digit picks the option at that position (single: and submits; multiple: ticks).
    pub fn pick(&mut self, q: &Question, n: usize) -> bool {
        let Input::Choices { cursor, ticked } = &mut self.input else {
            return false;
        };
        if n == 0 || n > ticked.len() {
            return false;
        }
        *cursor = Some(n - 1);
        if let Kind::Multiple { .. } = q.kind {
            ticked[n - 1] = !ticked[n - 1];
            return false;
        }
        true
    }

    /// Records the verdict of an answered question.
    pub fn answered(&mut self, verdict: Verdict, answer: Answer, choices: Option<Box<Choices>>) {
        self.answered += 1;
        let first = self.session.attempt() == 0;
        if let Some(right) = verdict.correct() {
            self.first_graded += usize::from(first);
            if right {
                self.right += 1;
                self.first_right += usize::from(first);
            } else if first {
                self.note_missed();
            }
        } else if first && !matches!(self.mode, Mode::Review { .. }) {
            self.first_unscored += 1;
        }
        self.phase = Phase::Answered {
            verdict,
            answer,
            choices,
        };
    }

    /// The question on screen goes on the list of those missed (once).
    pub fn note_missed(&mut self) {
        if let Some(id) = self.shown.as_ref().map(|s| s.question.clone())
            && !self.missed.contains(&id)
        {
            self.missed.push(id);
        }
    }

    /// A recall question rated by the learner counts as known unless rated Again.
    pub fn self_rated(&mut self, rating: Rating) {
        if self.session.attempt() == 0 {
            self.first_graded += 1;
            self.first_right += usize::from(rating != Rating::Again);
        }
    }

    /// The ratings a learner may give now, first one the default for Enter.
    pub fn ratings(&self) -> Vec<Rating> {
        let Phase::Answered { verdict, .. } = &self.phase else {
            return Vec::new();
        };
        if !self.mode.records() {
            return Vec::new();
        }
        match verdict.correct() {
            // Rated by the learner (recall): all four, Good by default.
            None => vec![Rating::Good, Rating::Again, Rating::Hard, Rating::Easy],
            // Right, but perhaps a lucky guess: Again is offered too, as in Anki.
            Some(true) => vec![Rating::Good, Rating::Again, Rating::Hard, Rating::Easy],
            Some(false) => vec![Rating::Again],
        }
    }
}

fn step(cursor: usize, n: usize, down: bool) -> usize {
    if n == 0 {
        0
    } else if down {
        (cursor + 1).min(n - 1)
    } else {
        cursor.saturating_sub(1)
    }
}
