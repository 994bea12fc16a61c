//! Colours and emphasis for each tone of text. With NO_COLOR only bold, italic, underline and
//! reverse video remain, so every distinction still shows on a monochrome terminal.

use ratatui::style::{Color, Modifier, Style};

use crate::app::doc::Tone;
use crate::core::lesson::CalloutKind;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
}

impl Theme {
    /// Colour unless the NO_COLOR convention asks otherwise (any non-empty value).
    pub fn from_env() -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme { color: !no_color }
    }

    pub fn style(self, tone: Tone) -> Style {
        let s = Style::default();
        let b = Modifier::BOLD;
        let i = Modifier::ITALIC;
        let mono = match tone {
            Tone::Bold | Tone::Title | Tone::Heading | Tone::TableHeader | Tone::Label => {
                s.add_modifier(b)
            }
            Tone::Italic | Tone::Question | Tone::Fallback => s.add_modifier(i),
            Tone::BoldItalic => s.add_modifier(b | i),
            Tone::Link | Tone::Term(_) => s.add_modifier(Modifier::UNDERLINED),
            Tone::Selected => s.add_modifier(Modifier::REVERSED),
            // Underlined too, so a match shows inside a selected (reversed) row.
            Tone::Match => s.add_modifier(Modifier::REVERSED | Modifier::UNDERLINED),
            Tone::TermFocused => s.add_modifier(Modifier::REVERSED | Modifier::UNDERLINED),
            Tone::Muted | Tone::Unavailable | Tone::Hidden => s.add_modifier(Modifier::DIM),
            Tone::Error | Tone::Callout(_) => s.add_modifier(b),
            _ => s,
        };
        if !self.color {
            return mono;
        }
        let fg = |c: Color| mono.fg(c);
        match tone {
            Tone::Title => fg(Color::Cyan),
            Tone::Heading => fg(Color::LightCyan),
            Tone::Label => fg(Color::Yellow),
            Tone::Question => fg(Color::LightYellow),
            Tone::Code => fg(Color::LightGreen),
            Tone::CodeBlock => Style::default()
                .fg(Color::LightGreen)
                .bg(Color::Rgb(30, 30, 30)),
            Tone::Cite => fg(Color::LightMagenta),
            Tone::Link => fg(Color::LightBlue),
            Tone::Fallback => fg(Color::Magenta),
            Tone::Hidden => fg(Color::Yellow),
            Tone::Accent => fg(Color::Cyan),
            Tone::Border => fg(Color::DarkGray),
            Tone::TableHeader => fg(Color::White),
            Tone::Error => fg(Color::LightRed),
            Tone::Warning => fg(Color::Yellow),
            Tone::Selected => Style::default().fg(Color::Black).bg(Color::Cyan),
            Tone::Match => Style::default().fg(Color::Black).bg(Color::Yellow),
            Tone::Term(_) => fg(Color::LightCyan),
            Tone::TermFocused => Style::default()
                .fg(Color::Black)
                .bg(Color::LightCyan)
                .add_modifier(Modifier::UNDERLINED),
            Tone::Callout(k) => fg(match k {
                CalloutKind::Failure => Color::LightRed,
                CalloutKind::Counterexample => Color::LightMagenta,
                CalloutKind::Note => Color::LightBlue,
                CalloutKind::Assumption => Color::Yellow,
                CalloutKind::Summary => Color::Cyan,
                CalloutKind::Tip => Color::LightGreen,
            }),
            _ => mono,
        }
    }
}
