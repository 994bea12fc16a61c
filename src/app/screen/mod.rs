//! One folder per screen, each holding its state, its update, its view and its keys, and
//! the table of functions every screen offers. The model dispatches through `ops`, one
//! match on the Screen enum, so adding a screen adds one arm here.

pub mod browser;
pub mod calc;
pub mod drill;
pub mod feed;
pub mod glossary;
pub mod home;
pub mod options;
pub mod play;
pub mod problems;
pub mod quiz;
pub mod reader;
pub mod scratch;
pub mod search;
pub mod stats;

use super::keymap::{Action, Binding, Ctx, Key};
use super::layout::Viewport;
use super::page::Page;
use super::textline::Typed;
use super::{Model, Screen};

/// Pasted text: what happened to the field, and its limit (for the "field is full" notice).
pub type Pasted = (Typed, usize);

/// What a screen offers the model. Each function reads the screen's state from the top of
/// the stack (`Model::screen`), where the screen is when it is asked.
pub struct Ops {
    /// The key context now: a screen may have several (a question, then its verdict).
    pub ctx: fn(&Model) -> Ctx,
    /// A key typed into the screen's own field; whether it was used. Unused keys go to the
    /// key table and become actions.
    pub key: fn(&mut Model, Key) -> bool,
    /// Text pasted in one piece into the screen's field.
    pub paste: fn(&mut Model, &str) -> Pasted,
    pub action: fn(&mut Model, Action),
    /// Whether an action does something now (no "reveal" without hidden answers): the
    /// footer and the help overlay show only what applies.
    pub applies: fn(&Model, Action) -> bool,
    /// The title bar's text, and what the screen adds at its right end.
    pub title: fn(&Model) -> (String, Option<String>),
    /// What the screen shows in a viewport.
    pub page: fn(&Model, &Viewport) -> Page,
    /// Closes the screen on top (a quiz closes its session, a drill is abandoned).
    pub close: fn(&mut Model),
    /// The screen's own key bindings; shared sets come from the keymap.
    pub keys: &'static [Binding],
}

pub fn ops(s: &Screen) -> &'static Ops {
    match s {
        Screen::Home(_) => &home::OPS,
        Screen::Reader(_) => &reader::OPS,
        Screen::Search(_) => &search::OPS,
        Screen::Glossary(_) => &glossary::OPS,
        Screen::Problems { .. } => &problems::OPS,
        Screen::Quiz(_) => &quiz::OPS,
        Screen::Stats { .. } => &stats::OPS,
        Screen::Drill(_) => &drill::OPS,
        Screen::Calc(_) => &calc::OPS,
        Screen::Scratch(_) => &scratch::OPS,
        Screen::Play(_) => &play::OPS,
        Screen::Feed(_) => &feed::OPS,
        Screen::Browser(_) => &browser::OPS,
        Screen::Options(_) => &options::OPS,
    }
}

/// For screens without a field of their own.
pub fn no_key(_: &mut Model, _: Key) -> bool {
    false
}

pub fn no_paste(_: &mut Model, _: &str) -> Pasted {
    (Typed::No, 0)
}

pub fn always(_: &Model, _: Action) -> bool {
    true
}

/// The state of a screen whose work goes on while the learner is elsewhere: on the stack
/// (the newest), or kept in `Model::kept`.
pub(crate) fn live_state<T>(
    m: &mut Model,
    pick: impl Fn(&mut Screen) -> Option<&mut T>,
) -> Option<&mut T> {
    let Model { screens, kept, .. } = m;
    let on_screen = screens.iter_mut().rev().find_map(&pick);
    on_screen.or_else(|| kept.iter_mut().find_map(&pick))
}

/// Closing a screen whose work goes on: it leaves the stack as it is, kept for the next
/// visit (replacing an older one of its kind).
pub(crate) fn keep(m: &mut Model) {
    if m.screens.len() > 1
        && let Some(s) = m.screens.pop()
    {
        let kind = std::mem::discriminant(&s);
        m.kept.retain(|k| std::mem::discriminant(k) != kind);
        m.kept.push(s);
    }
}

/// The kept screen of a kind, taken out to be shown again.
pub(crate) fn take_kept(m: &mut Model, pick: impl Fn(&Screen) -> bool) -> Option<Screen> {
    let at = m.kept.iter().position(pick)?;
    Some(m.kept.remove(at))
}

/// Closing a screen that keeps nothing: it goes.
pub fn pop(m: &mut Model) {
    if m.screens.len() > 1 {
        m.screens.pop();
    }
}

/// The own bindings of the screen (or overlay) a context belongs to.
pub fn keys_for(ctx: Ctx) -> &'static [Binding] {
    use Ctx::*;
    match ctx {
        Home => home::keys::KEYS,
        Reader => reader::keys::KEYS,
        Search => search::keys::KEYS,
        Glossary | GlossaryEntry => glossary::keys::KEYS,
        Problems => &[],
        Stats => stats::keys::KEYS,
        Choices | Order | TextAnswer | Verdict | QuizDone => quiz::keys::KEYS,
        DrillPrompt | DrillTimer | DrillSample | DrillCheck | DrillResult => drill::keys::KEYS,
        Calc | CalcEdit => calc::keys::KEYS,
        Scratch => scratch::keys::KEYS,
        Console | ConsoleRunning => crate::app::console::keys::KEYS,
        Browser | BrowserSearch | BrowserDetail => browser::keys::KEYS,
        Options | OptionsEdit => options::keys::KEYS,
        Help | Contents | Unsaved => super::keymap::overlay::KEYS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::keymap::{self, lookup};

    #[test]
    fn no_key_is_bound_twice_in_one_context() {
        for &ctx in Ctx::ALL {
            // The same action may be listed twice (a footer rank of its own in some
            // contexts): a key may not lead to two actions.
            let mut seen: Vec<(Key, Action)> = Vec::new();
            for b in keymap::bindings(keys_for(ctx), ctx) {
                for k in b.keys {
                    let alternatives = |a: Action| {
                        keymap::ALTERNATIVES
                            .iter()
                            .any(|pair| pair.contains(&a) && pair.contains(&b.action))
                    };
                    assert!(
                        !seen
                            .iter()
                            .any(|(sk, a)| sk == k && *a != b.action && !alternatives(*a)),
                        "{k:?} bound to two actions in {ctx:?}"
                    );
                    seen.push((*k, b.action));
                }
            }
        }
    }

    #[test]
    fn every_context_but_the_last_question_can_quit_and_ask_for_help() {
        for &ctx in Ctx::ALL.iter().filter(|c| **c != Ctx::Unsaved) {
            let own = keys_for(ctx);
            // While a playground command or a simulation runs, Ctrl-c stops it, as in a
            // shell.
            let ctrl_c = if ctx == Ctx::ConsoleRunning {
                Action::Stop
            } else {
                Action::Quit
            };
            assert_eq!(lookup(own, ctx, Key::Ctrl('c')), Some(ctrl_c), "{ctx:?}");
            assert_eq!(
                lookup(own, ctx, Key::F2),
                Some(Action::ToggleMouse),
                "{ctx:?}"
            );
            let help = [Key::Char('?'), Key::F1]
                .iter()
                .any(|k| lookup(own, ctx, *k) == Some(Action::Help));
            assert!(help || ctx == Ctx::Contents, "no help key in {ctx:?}");
        }
    }

    #[test]
    fn letters_type_into_search() {
        let own = keys_for(Ctx::Search);
        assert_eq!(lookup(own, Ctx::Search, Key::Char('q')), None);
        assert_eq!(lookup(own, Ctx::Search, Key::Esc), Some(Action::Back));
        let home = keys_for(Ctx::Home);
        assert_eq!(lookup(home, Ctx::Home, Key::Char('q')), Some(Action::Quit));
        let reader = keys_for(Ctx::Reader);
        assert_eq!(
            lookup(reader, Ctx::Reader, Key::Char('q')),
            Some(Action::Back)
        );
    }

    #[test]
    fn a_screens_table_names_only_its_own_contexts() {
        for &ctx in Ctx::ALL {
            for b in keys_for(ctx) {
                assert!(
                    b.contexts
                        .iter()
                        .all(|c| std::ptr::eq(keys_for(*c), keys_for(ctx))),
                    "{:?} in the table of {ctx:?} names a context of another screen",
                    b.action
                );
            }
        }
    }
}
