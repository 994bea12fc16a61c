//! Tables with aligned columns: cells wrap inside their column, column widths follow the
//! content, and a table too wide for the screen is shown as one card per row instead.

use super::ctx::Ctx;
use crate::app::doc::{Doc, Span, Tone, inline_spans, span};
use crate::core::lesson::{Align, Part, Table, Text};
use crate::core::message as m;
use crate::core::rich::{Inline, Para};
use crate::core::wrap;

/// Narrowest a column may get before the table switches to cards.
const MIN_COL: usize = 6;

fn cell_spans(ctx: &Ctx<'_>, t: &Text, base: Tone) -> Vec<Span> {
    let Some(found) = t.get(ctx.i18n.lang()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if let Some(l) = found.fallback {
        let m = ctx.i18n.msg(&m::reader_fallback(l.code().to_uppercase()));
        out.push(span(format!("{m} "), Tone::Fallback));
    }
    for (i, para) in found.value.paras.iter().enumerate() {
        if i > 0 {
            out.push(span(" ", base));
        }
        let inlines: Vec<&Vec<Inline>> = match para {
            Para::Text(inl) => vec![inl],
            Para::Bullets(items) | Para::Numbered(items) => items.iter().collect(),
        };
        for (j, inl) in inlines.into_iter().enumerate() {
            if j > 0 {
                out.push(span("; ", base));
            }
            out.extend(inline_spans(inl, base, ctx));
        }
    }
    out
}

fn text_width(spans: &[Span]) -> usize {
    spans.iter().map(|s| wrap::width(&s.text)).sum()
}

fn longest_word(spans: &[Span]) -> usize {
    let joined: String = spans.iter().map(|s| s.text.as_str()).collect();
    joined
        .split_whitespace()
        .map(wrap::width)
        .max()
        .unwrap_or(0)
}

/// Column widths that fit `avail` cells of content, or `None` when even the minimum does not.
/// `lines(c, w)` gives the line count of every cell of column `c` at width `w`. Spare room
/// goes a cell at a time where it shortens the table most; when no single cell helps yet,
/// to the column whose cells wrap the most, so no column is left wrapping badly while
/// another has room to spare.
pub fn column_widths(
    natural: &[usize],
    words: &[usize],
    avail: usize,
    lines: &dyn Fn(usize, usize) -> Vec<usize>,
) -> Option<Vec<usize>> {
    let n = natural.len();
    if natural.iter().sum::<usize>() <= avail {
        return Some(natural.to_vec());
    }
    if avail < n * MIN_COL {
        return None;
    }
    // Start from each column's longest word (bounded), so words are rarely split.
    let mut widths: Vec<usize> = natural
        .iter()
        .zip(words)
        .map(|(&nat, &w)| w.clamp(MIN_COL, 18).min(nat.max(MIN_COL)))
        .collect();
    while widths.iter().sum::<usize>() > avail {
        let i = (0..n).max_by_key(|&i| widths[i])?;
        if widths[i] <= MIN_COL {
            return None;
        }
        widths[i] -= 1;
    }
    let height = |w: &[usize]| -> usize {
        let cols: Vec<Vec<usize>> = (0..n).map(|c| lines(c, w[c])).collect();
        let rows = cols.first().map_or(0, Vec::len);
        (0..rows)
            .map(|r| cols.iter().map(|col| col[r]).max().unwrap_or(1))
            .sum()
    };
    let mut spare = avail - widths.iter().sum::<usize>();
    while spare > 0 {
        let current = height(&widths);
        let best = (0..n)
            .filter(|&i| natural[i] > widths[i])
            .map(|i| {
                let mut w = widths.clone();
                w[i] += 1;
                let gain = current.saturating_sub(height(&w));
                let wrapped: usize = lines(i, widths[i]).iter().sum();
                (gain, wrapped, natural[i] - widths[i], i)
            })
            .max();
        let Some((_, _, _, i)) = best else { break };
        widths[i] += 1;
        spare -= 1;
    }
    Some(widths)
}

fn pad(line: Vec<Span>, width: usize, align: Align) -> Vec<Span> {
    let used = text_width(&line);
    let gap = width.saturating_sub(used);
    let (left, right) = match align {
        Align::Left => (0, gap),
        Align::Right => (gap, 0),
        Align::Center => (gap / 2, gap - gap / 2),
    };
    let mut out = Vec::new();
    if left > 0 {
        out.push(span(" ".repeat(left), Tone::Text));
    }
    out.extend(line);
    if right > 0 {
        out.push(span(" ".repeat(right), Tone::Text));
    }
    out
}

fn rule(widths: &[usize], l: &str, m: &str, r: &str) -> Vec<Span> {
    let inner: Vec<String> = widths.iter().map(|w| "─".repeat(w + 2)).collect();
    vec![span(format!("{l}{}{r}", inner.join(m)), Tone::Border)]
}

fn grid_row(doc: &mut Doc, part: Part, cells: &[Vec<Span>], widths: &[usize], align: &[Align]) {
    let wrapped: Vec<Vec<Vec<Span>>> = cells
        .iter()
        .zip(widths)
        .map(|(c, w)| wrap::wrap(c, *w))
        .collect();
    let height = wrapped.iter().map(Vec::len).max().unwrap_or(0).max(1);
    for line in 0..height {
        let mut row = vec![span("│ ", Tone::Border)];
        for (c, w) in widths.iter().enumerate() {
            let content = wrapped[c].get(line).cloned().unwrap_or_default();
            let a = align.get(c).copied().unwrap_or(Align::Left);
            row.extend(pad(content, *w, a));
            let sep = if c + 1 == widths.len() {
                " │"
            } else {
                " │ "
            };
            row.push(span(sep, Tone::Border));
        }
        doc.push(part, row);
    }
}

pub fn table(ctx: &Ctx<'_>, doc: &mut Doc, part: Part, t: &Table) {
    if let Some(c) = &t.caption {
        let spans = cell_spans(ctx, c, Tone::Muted);
        doc.para(part, (&[], &[]), &spans, ctx.width);
    }
    let header: Vec<Vec<Span>> = t
        .header
        .iter()
        .map(|h| cell_spans(ctx, h, Tone::TableHeader))
        .collect();
    let rows: Vec<Vec<Vec<Span>>> = t
        .rows
        .iter()
        .map(|r| r.iter().map(|c| cell_spans(ctx, c, Tone::Text)).collect())
        .collect();
    let n = header.len();
    let all = || std::iter::once(&header).chain(rows.iter());
    let natural: Vec<usize> = (0..n)
        .map(|c| {
            all()
                .filter_map(|r| r.get(c))
                .map(|s| text_width(s))
                .max()
                .unwrap_or(0)
                .max(1)
        })
        .collect();
    let words: Vec<usize> = (0..n)
        .map(|c| {
            all()
                .filter_map(|r| r.get(c))
                .map(|s| longest_word(s))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let overhead = 3 * n + 1;
    // Line counts of every cell of a column at a width, remembered: the balancing below asks
    // for the same column and width many times.
    let memo: std::cell::RefCell<std::collections::HashMap<(usize, usize), Vec<usize>>> =
        Default::default();
    let lines_at = |c: usize, w: usize| -> Vec<usize> {
        if let Some(v) = memo.borrow().get(&(c, w)) {
            return v.clone();
        }
        let v: Vec<usize> = all()
            .map(|r| r.get(c).map_or(1, |cell| wrap::wrap(cell, w).len().max(1)))
            .collect();
        memo.borrow_mut().insert((c, w), v.clone());
        v
    };
    match column_widths(
        &natural,
        &words,
        ctx.width.saturating_sub(overhead),
        &lines_at,
    ) {
        Some(widths) => {
            doc.push(part, rule(&widths, "┌", "┬", "┐"));
            grid_row(doc, part, &header, &widths, &[]);
            for r in &rows {
                doc.push(part, rule(&widths, "├", "┼", "┤"));
                grid_row(doc, part, r, &widths, &t.align);
            }
            doc.push(part, rule(&widths, "└", "┴", "┘"));
        }
        None => cards(ctx, doc, part, &header, &rows),
    }
}

/// One card per row, `header: value` per line: readable at any width.
fn cards(ctx: &Ctx<'_>, doc: &mut Doc, part: Part, header: &[Vec<Span>], rows: &[Vec<Vec<Span>>]) {
    for (i, r) in rows.iter().enumerate() {
        if i > 0 {
            doc.push(
                part,
                vec![span("┄".repeat(ctx.width.min(20)), Tone::Border)],
            );
        }
        for (c, cell) in r.iter().enumerate() {
            let mut spans: Vec<Span> = header.get(c).cloned().unwrap_or_default();
            spans.push(span(": ", Tone::TableHeader));
            spans.extend(cell.iter().cloned());
            let rest = vec![span("  ", Tone::Text)];
            doc.para(part, (&[], &rest), &spans, ctx.width);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Line counts of one cell per column holding text of these natural widths.
    fn lines(natural: &[usize]) -> impl Fn(usize, usize) -> Vec<usize> + '_ {
        move |c: usize, w: usize| vec![natural[c].div_ceil(w.max(1))]
    }

    #[test]
    fn natural_widths_when_they_fit() {
        let nat = [5, 10];
        assert_eq!(
            column_widths(&nat, &[5, 4], 20, &lines(&nat)),
            Some(vec![5, 10])
        );
    }

    #[test]
    fn shrinks_to_fit_and_uses_all_space() {
        let nat = [30, 60, 60];
        let w = column_widths(&nat, &[10, 12, 12], 60, &lines(&nat)).expect("fits");
        assert_eq!(w.iter().sum::<usize>(), 60);
        assert!(w.iter().all(|&c| c >= MIN_COL));
        // The two long columns end up equally wide: neither wraps far more than the other.
        assert!(w[1].abs_diff(w[2]) <= 1, "{w:?}");
        assert!(w[1] > w[0], "{w:?}");
    }

    #[test]
    fn too_narrow_gives_cards() {
        let nat = [30, 60, 60];
        assert_eq!(column_widths(&nat, &[10, 12, 12], 10, &lines(&nat)), None);
    }
}
