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

mod ops;

pub use ops::{Changed, Leave, Ops, Pasted};

/// A screen on the stack, with its own state.
#[derive(Debug, Clone, PartialEq)]
pub enum Screen {
    Home(home::Home),
    Reader(reader::Reader),
    Search(search::SearchState),
    Glossary(Box<glossary::GlossaryState>),
    Problems(problems::ProblemsState),
    Quiz(Box<quiz::QuizState>),
    Stats(stats::StatsState),
    Drill(Box<drill::DrillState>),
    Calc(Box<calc::CalcState>),
    Scratch(scratch::ScratchState),
    Play(Box<play::PlayState>),
    Feed(Box<feed::FeedState>),
    Browser(Box<browser::BrowserState>),
    Options(options::OptionsState),
}

impl Screen {
    /// The screen's functions, over its own state. The one match on the kind of screen.
    pub fn ops(&self) -> &dyn Ops {
        match self {
            Screen::Home(s) => s,
            Screen::Reader(s) => s,
            Screen::Search(s) => s,
            Screen::Glossary(s) => &**s,
            Screen::Problems(s) => s,
            Screen::Quiz(s) => &**s,
            Screen::Stats(s) => s,
            Screen::Drill(s) => &**s,
            Screen::Calc(s) => &**s,
            Screen::Scratch(s) => s,
            Screen::Play(s) => &**s,
            Screen::Feed(s) => &**s,
            Screen::Browser(s) => &**s,
            Screen::Options(s) => s,
        }
    }

    pub fn ops_mut(&mut self) -> &mut dyn Ops {
        match self {
            Screen::Home(s) => s,
            Screen::Reader(s) => s,
            Screen::Search(s) => s,
            Screen::Glossary(s) => &mut **s,
            Screen::Problems(s) => s,
            Screen::Quiz(s) => &mut **s,
            Screen::Stats(s) => s,
            Screen::Drill(s) => &mut **s,
            Screen::Calc(s) => &mut **s,
            Screen::Scratch(s) => s,
            Screen::Play(s) => &mut **s,
            Screen::Feed(s) => &mut **s,
            Screen::Browser(s) => &mut **s,
            Screen::Options(s) => s,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::keymap::{Action, Binding, Ctx, Key};

    /// The own bindings of the screen (or overlay) a context belongs to.
    fn keys_for(ctx: Ctx) -> &'static [Binding] {
        use Ctx::*;
        match ctx {
            Home => home::keys::KEYS,
            Reader => reader::keys::KEYS,
            Search => search::keys::KEYS,
            Glossary | GlossaryEntry => glossary::keys::KEYS,
            Problems => &[],
            Stats => stats::keys::KEYS,
            Choices | Order | TextAnswer | Challenge | Verdict | QuizDone => quiz::keys::KEYS,
            DrillPrompt | DrillTimer | DrillSample | DrillCheck | DrillResult => drill::keys::KEYS,
            Calc | CalcEdit => calc::keys::KEYS,
            Scratch => scratch::keys::KEYS,
            Console | ConsoleRunning => crate::app::console::keys::KEYS,
            Browser | BrowserSearch | BrowserDetail => browser::keys::KEYS,
            Options | OptionsEdit => options::keys::KEYS,
            Help | Contents | Unsaved => crate::app::keymap::overlay::KEYS,
        }
    }

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
