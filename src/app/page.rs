//! What is on screen, as data: every screen, overlay and bar says what it shows for a
//! viewport as a list of pieces, and the tui paints pieces without knowing whose they are.

use super::doc::{Row, Tone};
use super::layout::Area;
use crate::core::lesson::Part;

#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    /// Rows from `top` on, clipped to the area. With `focus`, a bar is drawn in column `x`
    /// beside the rows of that part.
    Rows {
        area: Area,
        rows: Vec<Row>,
        top: usize,
        focus: Option<(Part, u16)>,
    },
    /// One line of text starting at `(x, y)`, clipped to the area.
    Text {
        area: Area,
        x: u16,
        y: u16,
        text: String,
        tone: Tone,
    },
    /// One line centred in the area's width at row `y` (cut to fit).
    Centred {
        area: Area,
        y: u16,
        text: String,
        tone: Tone,
    },
    /// Row `y` of the area painted in a tone (a bar's background).
    Fill { area: Area, y: u16, tone: Tone },
    /// Everything in the area wiped (under an overlay or a long notice).
    Clear(Area),
    /// A frame around the area with a title on its top edge.
    Frame { area: Area, title: String },
}

/// The pieces of one screen, painted in order (later pieces over earlier ones).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Page {
    pub pieces: Vec<Piece>,
}

impl Page {
    pub fn rows(&mut self, area: Area, rows: Vec<Row>, top: usize) {
        self.pieces.push(Piece::Rows {
            area,
            rows,
            top,
            focus: None,
        });
    }

    /// A search field on the first line of `area`: `/ `, the query, the cursor.
    pub fn search_line(&mut self, area: Area, query: &str) {
        self.text(area, (area.x, area.y), "/ ", Tone::Accent);
        let query = crate::core::wrap::sanitize(query);
        let x = area.x + 2;
        let end = x.saturating_add(crate::core::wrap::width(&query) as u16);
        self.text(area, (x, area.y), query, Tone::Bold);
        self.text(area, (end, area.y), "▏", Tone::Accent);
    }

    pub fn text(&mut self, area: Area, (x, y): (u16, u16), text: impl Into<String>, tone: Tone) {
        self.pieces.push(Piece::Text {
            area,
            x,
            y,
            text: text.into(),
            tone,
        });
    }

    pub fn centred(&mut self, area: Area, y: u16, text: impl Into<String>, tone: Tone) {
        self.pieces.push(Piece::Centred {
            area,
            y,
            text: text.into(),
            tone,
        });
    }
}
