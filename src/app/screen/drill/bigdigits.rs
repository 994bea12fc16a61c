//! Clock figures drawn from block characters, five rows tall, to be read from across the
//! room while answering aloud.

/// 3×5 pixels per glyph; `#` is lit.
fn glyph(c: char) -> Option<[&'static str; 5]> {
    Some(match c {
        '0' => ["###", "#.#", "#.#", "#.#", "###"],
        '1' => [".#.", "##.", ".#.", ".#.", "###"],
        '2' => ["###", "..#", "###", "#..", "###"],
        '3' => ["###", "..#", "###", "..#", "###"],
        '4' => ["#.#", "#.#", "###", "..#", "..#"],
        '5' => ["###", "#..", "###", "..#", "###"],
        '6' => ["###", "#..", "###", "#.#", "###"],
        '7' => ["###", "..#", "..#", "..#", "..#"],
        '8' => ["###", "#.#", "###", "#.#", "###"],
        '9' => ["###", "#.#", "###", "..#", "###"],
        ':' => [".", "#", ".", "#", "."],
        '+' => ["...", ".#.", "###", ".#.", "..."],
        _ => return None,
    })
}

pub const ROWS: usize = 5;

/// The five rows of `text` (digits, `:` and `+`), each pixel two cells wide so the figures
/// look square; `None` if a character has no glyph.
pub fn render(text: &str) -> Option<Vec<String>> {
    let glyphs: Vec<[&str; 5]> = text.chars().map(glyph).collect::<Option<_>>()?;
    let rows = (0..ROWS)
        .map(|r| {
            glyphs
                .iter()
                .map(|g| {
                    g[r].chars()
                        .map(|p| if p == '#' { "██" } else { "  " })
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("  ")
        })
        .collect();
    Some(rows)
}

/// Cells the rendered text takes across.
#[cfg(test)]
fn width(text: &str) -> usize {
    render(text)
        .and_then(|r| r.first().map(|l| l.chars().count()))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_is_five_rows_of_equal_width() {
        let rows = render("1:30").expect("glyphs");
        assert_eq!(rows.len(), ROWS);
        let w = rows[0].chars().count();
        assert!(rows.iter().all(|r| r.chars().count() == w));
        // 1, :, 3, 0: three 6-cell digits, a 2-cell colon, 2-cell gaps.
        assert_eq!(w, 6 * 3 + 2 + 2 * 3);
        assert_eq!(rows[0], "  ██        ██████  ██████");
        assert!(render("1:3x").is_none());
    }

    #[test]
    fn the_longest_clock_fits_an_80_column_terminal() {
        assert!(width("+59:59") <= 60);
    }
}
