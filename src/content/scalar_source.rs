//! The source of one YAML scalar as scalar_pos.rs walks it beside the scalar's value: its
//! lines, read one at a time only as far as the walk goes, as pieces of text (each where it
//! is written) and the line breaks between them, with a cursor that steps a character at a
//! time or skips at once over text the value holds as written.

/// How a scalar's further lines are read.
#[derive(Clone, Copy)]
pub(super) enum Shape {
    /// A quoted or plain scalar: continuation lines lose their leading whitespace, as YAML
    /// folds them. It ends at the first line that cannot continue it: one indented less
    /// than the line the scalar starts on (`parent`) or, when a key or a dash comes first on
    /// that line (`after_key`), one indented no deeper than it (the next key). Reading on to
    /// the end of the file, and then on through every sibling key, made every lookup cost
    /// the rest of the file: a lesson marks hundreds of terms.
    Flow { parent: usize, after_key: bool },
    /// The content lines of a block scalar, each without the block's indentation (deeper
    /// indentation is content), ending at the first line indented less.
    Block { indent: usize },
}

/// A piece of the source: text as written from a line and column (1-based, in
/// characters), or a line break at the end of a line.
#[derive(Clone, Copy)]
enum Piece<'a> {
    Text { row: u32, col: u32, text: &'a str },
    Break { row: u32, col: u32 },
}

/// Where the cursor is: a piece, a byte in it (text only) and that byte's column.
#[derive(Clone, Copy, Default)]
struct Cursor {
    piece: usize,
    byte: usize,
    col: u32,
}

pub(super) struct Source<'a> {
    lines: &'a [&'a str],
    /// What has been read so far.
    pieces: Vec<Piece<'a>>,
    /// The index in `lines` of the next line to read.
    next: usize,
    shape: Shape,
    ended: bool,
    at: Cursor,
}

impl<'a> Source<'a> {
    /// A quoted or plain scalar whose first line goes on with `rest` from `column` of line
    /// `line`.
    pub(super) fn flow(
        lines: &'a [&'a str],
        (line, column): (usize, usize),
        rest: &'a str,
        after_key: bool,
    ) -> Self {
        let parent = lines
            .get(line.wrapping_sub(1))
            .map_or(0, |l| flow_indent(l));
        let (row, col) = (to_u32(line), to_u32(column));
        let shape = Shape::Flow { parent, after_key };
        let pieces = vec![Piece::Text {
            row,
            col,
            text: rest,
        }];
        Self::new(lines, pieces, line, shape)
    }

    /// A block scalar whose header (`|`, `>`) is on line `header`.
    pub(super) fn block(lines: &'a [&'a str], header: usize) -> Self {
        let indent = (lines.iter().skip(header))
            .find(|l| !l.trim().is_empty())
            .map_or(0, |l| block_indent(l));
        Self::new(lines, Vec::new(), header, Shape::Block { indent })
    }

    fn new(lines: &'a [&'a str], pieces: Vec<Piece<'a>>, next: usize, shape: Shape) -> Self {
        let mut source = Source {
            lines,
            pieces,
            next,
            shape,
            ended: false,
            at: Cursor::default(),
        };
        let start = source.enter(0);
        source.at = source.settle(start);
        source
    }

    /// The piece `i`, reading lines until it is there.
    fn piece(&mut self, i: usize) -> Option<Piece<'a>> {
        while self.pieces.len() <= i && !self.ended {
            self.read_line();
        }
        self.pieces.get(i).copied()
    }

    fn read_line(&mut self) {
        let k = self.next;
        let Some(l) = self.lines.get(k) else {
            self.ended = true;
            return;
        };
        let blank = l.trim().is_empty();
        let row = to_u32(k + 1);
        match self.shape {
            Shape::Flow { parent, after_key } => {
                let indent = flow_indent(l);
                if !blank && (indent < parent || (after_key && indent == parent)) {
                    self.ended = true;
                    return;
                }
                // The line break folded into the value, where the line before it ends.
                let before = k.checked_sub(1).and_then(|b| self.lines.get(b));
                let end = before.map_or(0, |b| b.chars().count()) + 1;
                let (row, col) = (to_u32(k), to_u32(end));
                self.pieces.push(Piece::Break { row, col });
                self.push_text(l, row + 1, indent);
            }
            Shape::Block { indent } => {
                if !blank && block_indent(l) < indent {
                    self.ended = true;
                    return;
                }
                self.push_text(l, row, indent);
                let col = to_u32(l.chars().count() + 1);
                self.pieces.push(Piece::Break { row, col });
            }
        }
        self.next += 1;
    }

    /// Line `l` (row `row`) after its `skip` chars of indentation (spaces and tabs, so as
    /// many bytes).
    fn push_text(&mut self, l: &'a str, row: u32, skip: usize) {
        let text = l.get(skip..).unwrap_or("");
        let col = to_u32(skip + 1);
        self.pieces.push(Piece::Text { row, col, text });
    }

    /// `at`, moved past the ends of texts to the next character there is.
    fn settle(&mut self, mut at: Cursor) -> Cursor {
        while let Some(Piece::Text { text, .. }) = self.piece(at.piece) {
            if at.byte < text.len() {
                break;
            }
            at = self.enter(at.piece + 1);
        }
        at
    }

    /// The cursor at the start of piece `i`.
    fn enter(&mut self, i: usize) -> Cursor {
        let col = match self.piece(i) {
            Some(Piece::Text { col, .. } | Piece::Break { col, .. }) => col,
            None => 0,
        };
        Cursor {
            piece: i,
            byte: 0,
            col,
        }
    }

    /// The character at `at` and where it is written.
    fn char_at(&mut self, at: Cursor) -> Option<(char, usize, usize)> {
        match self.piece(at.piece)? {
            Piece::Text { row, text, .. } => {
                let c = text.get(at.byte..)?.chars().next()?;
                Some((c, row as usize, at.col as usize))
            }
            Piece::Break { row, col } => Some(('\n', row as usize, col as usize)),
        }
    }

    /// `at` moved on by one character.
    fn step(&mut self, at: Cursor) -> Cursor {
        let moved = match self.piece(at.piece) {
            Some(Piece::Text { text, .. }) => {
                let width = text
                    .get(at.byte..)
                    .and_then(|t| t.chars().next())
                    .map_or(1, char::len_utf8);
                Cursor {
                    byte: at.byte + width,
                    col: at.col + 1,
                    ..at
                }
            }
            _ => self.enter(at.piece + 1),
        };
        self.settle(moved)
    }

    /// The character under the cursor and where it is written.
    pub(super) fn current(&mut self) -> Option<(char, usize, usize)> {
        self.char_at(self.at)
    }

    /// The character after the one under the cursor.
    pub(super) fn peek(&mut self) -> Option<char> {
        let next = self.step(self.at);
        self.char_at(next).map(|a| a.0)
    }

    /// Moves the cursor on by `n` characters.
    pub(super) fn advance(&mut self, n: usize) {
        for _ in 0..n {
            self.at = self.step(self.at);
        }
    }

    /// Skips the text under the cursor that `value` starts with, up to (not over) any of
    /// `stop`: the bytes and characters skipped, and where the first of them is written.
    /// Nothing when the cursor is on a line break or the two differ at once.
    pub(super) fn skip_same(&mut self, value: &str, stop: &[u8]) -> (usize, usize, (usize, usize)) {
        let at = self.at;
        let Some(Piece::Text { row, text, .. }) = self.piece(at.piece) else {
            return (0, 0, (0, 0));
        };
        let here = text.get(at.byte..).unwrap_or("");
        let mut n = (here.bytes().zip(value.bytes()))
            .take_while(|(a, b)| a == b && !stop.contains(a))
            .count();
        while !value.is_char_boundary(n) {
            n -= 1;
        }
        let chars = here.get(..n).map_or(0, |s| s.chars().count());
        let moved = Cursor {
            byte: at.byte + n,
            col: at.col + to_u32(chars),
            ..at
        };
        self.at = self.settle(moved);
        (n, chars, (row as usize, at.col as usize))
    }
}

/// A line or column as kept in a piece (a file is at most 1 MB, so this never saturates).
fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// A flow scalar's line indentation: spaces and tabs.
fn flow_indent(l: &str) -> usize {
    l.chars().take_while(|c| *c == ' ' || *c == '\t').count()
}

/// A block scalar's indentation: spaces only.
fn block_indent(l: &str) -> usize {
    l.chars().take_while(|c| *c == ' ').count()
}
