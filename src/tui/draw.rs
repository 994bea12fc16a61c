//! Painting the model: the app describes the whole frame as a page of pieces
//! (`app::chrome::frame`), and this paints them in order. Nothing here knows a screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Clear, Widget};

use super::paint::{self, put, rect};
use super::style::Theme;
use crate::app::Model;
use crate::app::doc::Tone;
use crate::app::page::Piece;

pub struct View<'a> {
    pub model: &'a Model,
    pub theme: Theme,
}

impl Widget for View<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        for piece in crate::app::chrome::frame(self.model).pieces {
            paint_piece(&piece, self.theme, buf);
        }
    }
}

fn paint_piece(piece: &Piece, theme: Theme, buf: &mut Buffer) {
    match piece {
        Piece::Rows {
            area,
            rows,
            top,
            focus,
        } => paint::rows(buf, rect(*area), rows, *top, theme, *focus),
        Piece::Text {
            area,
            x,
            y,
            text,
            tone,
        } => {
            put(buf, rect(*area), *x, *y, text, theme.style(*tone));
        }
        Piece::Centred {
            area,
            y,
            text,
            tone,
        } => paint::centred(buf, rect(*area), *y, text, theme.style(*tone)),
        Piece::Fill { area, y, tone } => paint::fill(buf, rect(*area), *y, theme.style(*tone)),
        Piece::Clear(area) => Clear.render(rect(*area).intersection(buf.area), buf),
        Piece::Frame { area, title } => Block::default()
            .borders(Borders::ALL)
            .border_style(theme.style(Tone::Accent))
            .title(title.as_str())
            .render(rect(*area).intersection(buf.area), buf),
    }
}
