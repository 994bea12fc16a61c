//! The bindings of a context, put together from the screen's own and the shared sets, and
//! what the help overlay and the footer show of them.

use super::context::{Back, Binding, Ctx, Ctx::ConsoleRunning, Help};
use super::key::Action;
use super::shared;

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
        Help::Question => shared::HELP,
        Help::F1 => shared::HELP_F1,
        Help::None => &[],
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
    // Over the help, its own key closes it: the footer does not offer "help" there.
    let shown = |b: &&Binding| b.footer > 0 && !(ctx == Ctx::Help && b.action == Action::Help);
    for b in bindings(own, ctx).into_iter().filter(shown) {
        if !out.iter().any(|o| (o.label)() == (b.label)()) {
            out.push(b);
        }
    }
    out
}
