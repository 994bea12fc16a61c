//! Copying out of latih: OSC 52 asks the terminal to put text into the system clipboard.
//! Not every terminal does, and none says whether it did, so where it is not known to, the
//! text is also kept and printed when latih ends.

use base64::Engine;

use crate::app::CopyReach;

/// How far OSC 52 reaches in the terminal the environment describes. `LATIH_CLIPBOARD`
/// (`osc52` or `print`) overrides the guess.
pub fn reach(var: &dyn Fn(&str) -> Option<String>) -> CopyReach {
    match var("LATIH_CLIPBOARD").as_deref() {
        Some("osc52") => return CopyReach::Clipboard,
        Some("print") => return CopyReach::OnQuit,
        _ => {}
    }
    let term = var("TERM").unwrap_or_default();
    let program = var("TERM_PROGRAM").unwrap_or_default();
    if term.is_empty() || term == "dumb" || term == "linux" {
        return CopyReach::OnQuit;
    }
    // tmux passes OSC 52 on only with `set-clipboard on`, which is not its default.
    if var("TMUX").is_some() || term.starts_with("screen") {
        return CopyReach::Maybe;
    }
    let known_term = ["kitty", "alacritty", "foot", "wezterm", "ghostty"]
        .iter()
        .any(|t| term.contains(t));
    let known_program =
        ["iTerm.app", "WezTerm", "ghostty", "WarpTerminal"].contains(&program.as_str());
    if known_term || known_program || var("WT_SESSION").is_some() {
        CopyReach::Clipboard
    } else {
        CopyReach::Maybe
    }
}

/// The OSC 52 sequence that sets the clipboard to `text`.
pub fn osc52(text: &str) -> String {
    let data = base64::engine::general_purpose::STANDARD.encode(text.as_bytes());
    format!("\x1b]52;c;{data}\x07")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |k| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn the_sequence_carries_the_text_as_base64() {
        assert_eq!(osc52("SELECT 1;"), "\x1b]52;c;U0VMRUNUIDE7\x07");
    }

    #[test]
    fn known_terminals_take_it_others_also_print_it_and_a_console_only_prints() {
        assert_eq!(
            reach(&env(&[("TERM", "xterm-kitty")])),
            CopyReach::Clipboard
        );
        assert_eq!(
            reach(&env(&[
                ("TERM", "xterm-256color"),
                ("TERM_PROGRAM", "iTerm.app")
            ])),
            CopyReach::Clipboard
        );
        assert_eq!(reach(&env(&[("TERM", "xterm-256color")])), CopyReach::Maybe);
        assert_eq!(
            reach(&env(&[("TERM", "tmux-256color"), ("TMUX", "/tmp/t,1,0")])),
            CopyReach::Maybe
        );
        assert_eq!(reach(&env(&[("TERM", "linux")])), CopyReach::OnQuit);
        assert_eq!(
            reach(&env(&[("TERM", "linux"), ("LATIH_CLIPBOARD", "osc52")])),
            CopyReach::Clipboard
        );
    }
}
