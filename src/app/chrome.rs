//! The whole frame as one page: the title bar, the screen on top, an overlay, and the footer
//! of key hints generated from the bindings that apply now (so it cannot drift from what the
//! keys do), or the polite message when the terminal is too small.

use super::doc::{Tone, span};
use super::keymap;
use super::layout::{self, Area, Viewport};
use super::page::{Page, Piece};
use super::{Model, overlay};
use crate::core::message as m;
use crate::core::wrap;

/// Everything on screen at the model's size.
pub fn frame(model: &Model) -> Page {
    let v = model.viewport();
    if v.too_small() {
        return too_small(model, &v);
    }
    let mut p = Page::default();
    title_bar(model, &v, &mut p);
    p.pieces
        .extend(model.screen().ops().page(&model.cx, &v).pieces);
    if let Some(o) = &model.overlay {
        p.pieces.extend(overlay::page(model, o, &v).pieces);
    }
    footer(model, &v, &mut p);
    p
}

fn too_small(model: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let text = model.i18n.msg(
        &m::TooSmall {
            height: v.h.to_string(),
            min_height: layout::MIN_H.to_string(),
            min_width: layout::MIN_W.to_string(),
            width: v.w.to_string(),
        }
        .into(),
    );
    let area = Area::new(0, 0, v.w, v.h);
    let lines = wrap::wrap(&[span(text, Tone::Text)], usize::from(v.w));
    let top = v.h.saturating_sub(lines.len() as u16) / 2;
    for (i, line) in lines.iter().enumerate() {
        let text: String = line.iter().map(|s| s.text.as_str()).collect();
        p.centred(area, top + i as u16, text, Tone::Text);
    }
    p
}

fn title_bar(model: &Model, v: &Viewport, p: &mut Page) {
    let area = v.top;
    p.pieces.push(Piece::Fill {
        area,
        y: area.y,
        tone: Tone::Selected,
    });
    let (left, extra) = model.screen().ops().title(&model.cx);
    let mut right = format!("[{}] ", model.lang().code().to_uppercase());
    if let Some(extra) = extra {
        right = format!("{extra}  {right}");
    }
    if model.watching {
        right = format!("{}  {right}", model.i18n.msg(&m::watch_on()));
    }
    if model.unsaved > 0 {
        let badge = model.i18n.msg(&m::unsaved_badge(model.unsaved));
        right = format!("{badge}  {right}");
    }
    let rw = wrap::width(&right) as u16;
    let room = usize::from(area.w.saturating_sub(rw + 1));
    let left = wrap::ellipsize(&wrap::sanitize(&left), room);
    p.text(area, (area.x, area.y), left, Tone::Selected);
    p.text(
        area,
        (area.right().saturating_sub(rw), area.y),
        right,
        Tone::Selected,
    );
}

/// One key hint: the keys, the label, and the rank that decides what goes first when the
/// line is too narrow.
struct Hint {
    keys: String,
    label: String,
    rank: u8,
}

/// The hints that apply now, in the table's order.
fn hints(model: &Model) -> Vec<Hint> {
    let i18n = &model.i18n;
    let on_screen = model.overlay.is_none();
    keymap::footer_entries(model.keys_now(), model.ctx())
        .into_iter()
        .filter(|b| !on_screen || model.applies(b.action))
        .map(|b| Hint {
            keys: keymap::keys_label(i18n, b, true),
            label: i18n.msg(&(b.label)()),
            rank: b.footer,
        })
        .collect()
}

fn footer(model: &Model, v: &Viewport, p: &mut Page) {
    let area = v.bottom;
    let mut x = area.x + 1;
    if let Some(flash) = &model.flash {
        let width = usize::from(area.w.saturating_sub(2)).max(1);
        if wrap::width(flash) + 2 <= width / 2 {
            let text = format!("{flash}  ");
            let w = wrap::width(&text) as u16;
            p.text(area, (x, area.y), text, Tone::Warning);
            x = x.saturating_add(w).min(area.right());
        } else {
            flash_above(flash, area, width, p);
        }
    }
    let mut shown = hints(model);
    let room = usize::from(area.right().saturating_sub(x));
    let width = |e: &[Hint]| {
        e.iter()
            .map(|h| wrap::width(&h.keys) + wrap::width(&h.label) + 4)
            .sum::<usize>()
    };
    // Drop the least important hints first; "? help" stays so the rest can be found.
    let help = model.i18n.msg(&m::key_help());
    while width(&shown) > room {
        let Some(worst) = (0..shown.len())
            .filter(|&i| shown[i].label != help)
            .max_by_key(|&i| (shown[i].rank, i))
        else {
            break;
        };
        shown.remove(worst);
    }
    for h in shown {
        let label = format!(" {}   ", h.label);
        let (kw, lw) = (wrap::width(&h.keys) as u16, wrap::width(&label) as u16);
        p.text(area, (x, area.y), h.keys, Tone::Accent);
        x = x.saturating_add(kw).min(area.right());
        p.text(area, (x, area.y), label, Tone::Muted);
        x = x.saturating_add(lw).min(area.right());
    }
}

/// A message too long for the footer line, wrapped on the lines just above it (at most four,
/// over the bottom of the page) so none of it is cut off.
fn flash_above(flash: &str, footer: Area, width: usize, p: &mut Page) {
    let lines = wrap::wrap(&[wrap::Styled::new(flash.to_string(), ())], width);
    let n = lines.len().min(4).min(usize::from(footer.y));
    for (i, line) in lines.iter().take(n).enumerate() {
        let y = footer.y - (n - i) as u16;
        let row = Area::new(footer.x, y, footer.w, 1);
        p.pieces.push(Piece::Clear(row));
        let text: String = line.iter().map(|s| s.text.as_str()).collect();
        p.text(row, (row.x + 1, y), text, Tone::Warning);
    }
}
