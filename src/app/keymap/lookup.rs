//! From a key to the action it does in a context: letters type where there is a field, and
//! a key two actions share (never applying at once) goes to the one that applies.

use super::bindings::bindings;
use super::context::{Binding, Ctx, is_text_input};
use super::key::{Action, Key};

pub fn lookup(own: &'static [Binding], ctx: Ctx, key: Key) -> Option<Action> {
    lookup_applying(own, ctx, key, &|_| true)
}

/// Actions that share a key because they never apply at once: the first that applies
/// takes it. After an answer `c` opens the question's simulation, or else its calculator;
/// Space shows an exercise's answer, or hides it once shown.
pub const ALTERNATIVES: &[[Action; 2]] = &[
    [Action::OpenSim, Action::OpenCalc],
    [Action::Reveal, Action::HideAnswer],
];

/// The action a key does now: of the bindings with this key (one, but for `ALTERNATIVES`),
/// the first whose action applies, else the first.
pub fn lookup_applying(
    own: &'static [Binding],
    ctx: Ctx,
    key: Key,
    applies: &dyn Fn(Action) -> bool,
) -> Option<Action> {
    if is_text_input(ctx) && matches!(key, Key::Char(_)) {
        return None;
    }
    let found: Vec<Action> = bindings(own, ctx)
        .iter()
        .filter(|b| b.keys.contains(&key))
        .map(|b| b.action)
        .collect();
    found
        .iter()
        .copied()
        .find(|a| applies(*a))
        .or(found.first().copied())
}
