//! Drawing the model: title bar, the screen on top of the stack, an overlay, the footer.
//! Drawing only reads state.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Clear, Widget};

use super::paint::{self, put, rect};
use super::style::Theme;
use crate::app::doc::{Doc, Tone, span};
use crate::app::keymap::{self, Action};
use crate::app::layout;
use crate::app::lists::{self, HIT_ROWS};
use crate::app::update_quiz_applies;
use crate::app::{Model, Overlay, Screen, home, links_doc, quiz_doc, stats_doc};
use crate::core::lesson::{Block as LessonBlock, Part};
use crate::core::wrap;
use crate::i18n::{Arg, ids};

pub struct View<'a> {
    pub model: &'a Model,
    pub theme: Theme,
}

impl Widget for View<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let m = self.model;
        let (w, h) = (area.width, area.height);
        if layout::too_small(w, h) {
            too_small(m, self.theme, area, buf);
            return;
        }
        title_bar(m, self.theme, buf, rect(layout::top(w, h)));
        let body = rect(layout::body(w, h));
        match m.screen() {
            Screen::Quiz(q) => {
                let col = rect(layout::text_column(w, h));
                let page = quiz_doc::page(m, q);
                let body_h = u16::try_from(page.body_height).unwrap_or(col.height);
                let body = Rect::new(col.x, col.y, col.width, body_h);
                let top = q.top.min(page.max_top());
                paint::rows(buf, body, &page.body, top, self.theme, None);
                let pin_h = u16::try_from(page.pinned.len()).unwrap_or(0);
                let pin = Rect::new(col.x, col.bottom().saturating_sub(pin_h), col.width, pin_h);
                paint::rows(buf, pin, &page.pinned, 0, self.theme, None);
                // The row between says when the explanation goes on below.
                if pin_h > 0 && top < page.max_top() {
                    let y = pin.y.saturating_sub(1);
                    let x = col.right().saturating_sub(3);
                    put(buf, col, x, y, " ↓ ", self.theme.style(Tone::Accent));
                }
            }
            Screen::Drill(d) => {
                let col = rect(layout::text_column(w, h));
                super::draw_drill::draw(buf, m, d, col, self.theme);
            }
            Screen::Calc(c) => {
                let col = rect(layout::text_column(w, h));
                let rows = crate::app::update_calc::rows(m, c, usize::from(col.width));
                let top = c
                    .top
                    .min(rows.len().saturating_sub(usize::from(col.height)));
                paint::rows(buf, col, &rows, top, self.theme, None);
            }
            Screen::Scratch(s) => {
                let col = rect(layout::text_column(w, h));
                scratchpad(m, s, col, self.theme, buf);
            }
            Screen::Play(p) => super::draw_play::draw(buf, m, p, body, self.theme),
            Screen::Stats { top } => {
                let col = rect(layout::text_column(w, h));
                let rows = stats_doc::rows(m, usize::from(col.width));
                let top = (*top).min(rows.len().saturating_sub(usize::from(col.height)));
                paint::rows(buf, col, &rows, top, self.theme, None);
            }
            Screen::Home(hs) => {
                let items = m.home_items();
                let sel = home::item_index(&items, hs.selected);
                let rows = home::rows(
                    &m.course,
                    &m.i18n,
                    &items,
                    &m.status,
                    sel,
                    usize::from(body.width.saturating_sub(2)),
                );
                let inner = Rect::new(
                    body.x + 1,
                    body.y,
                    body.width.saturating_sub(2),
                    body.height,
                );
                paint::rows(buf, inner, &rows, hs.top, self.theme, None);
            }
            Screen::Reader(r) => {
                let col = rect(layout::text_column(w, h));
                let banner = lists::banner_rows(m, &r.lesson, usize::from(col.width));
                let bh = (banner.len() as u16).min(col.height);
                paint::rows(
                    buf,
                    Rect::new(col.x, col.y, col.width, bh),
                    &banner,
                    0,
                    self.theme,
                    None,
                );
                let text = Rect::new(col.x, col.y + bh, col.width, col.height - bh);
                let focus = r.focus.map(|p| (p, col.x.saturating_sub(2)));
                paint::rows(buf, text, &r.doc.rows, r.top, self.theme, focus);
            }
            Screen::Search(s) => search(m, s, self.theme, buf, body),
            Screen::Problems { top } => {
                let inner = Rect::new(
                    body.x + 1,
                    body.y,
                    body.width.saturating_sub(2),
                    body.height,
                );
                let rows = lists::problem_rows(&m.i18n, &m.problems, usize::from(inner.width));
                paint::rows(buf, inner, &rows, *top, self.theme, None);
            }
        }
        if let Some(o) = &m.overlay {
            overlay(m, o, self.theme, buf, w, h);
        }
        footer(m, self.theme, buf, rect(layout::bottom(w, h)));
    }
}

/// The scratchpad: the end of the history above the line being typed.
fn scratchpad(
    m: &Model,
    s: &crate::app::scratchpad::ScratchState,
    col: Rect,
    theme: Theme,
    buf: &mut Buffer,
) {
    use crate::app::scratchpad;
    let rows = scratchpad::rows(m, usize::from(col.width));
    let hist_h = col.height.saturating_sub(2);
    let top = rows.len().saturating_sub(usize::from(hist_h));
    let hist = Rect::new(col.x, col.y, col.width, hist_h);
    paint::rows(buf, hist, &rows, top, theme, None);
    let line = scratchpad::input_line(s);
    // The end of a long line stays visible as it is typed.
    let room = usize::from(col.width);
    let shown: String = {
        let n = line.chars().count();
        line.chars().skip(n.saturating_sub(room)).collect()
    };
    let y = col.bottom().saturating_sub(1);
    put(buf, col, col.x, y, &shown, theme.style(Tone::Selected));
}

fn too_small(m: &Model, theme: Theme, area: Rect, buf: &mut Buffer) {
    let text = m.i18n.ta(
        ids::TOO_SMALL,
        &[
            ("width", Arg::Str(area.width.to_string())),
            ("height", Arg::Str(area.height.to_string())),
            ("min_width", Arg::Str(layout::MIN_W.to_string())),
            ("min_height", Arg::Str(layout::MIN_H.to_string())),
        ],
    );
    let lines = wrap::wrap(&[span(text, Tone::Text)], usize::from(area.width));
    let top = area.height.saturating_sub(lines.len() as u16) / 2;
    for (i, line) in lines.iter().enumerate() {
        let text: String = line.iter().map(|s| s.text.as_str()).collect();
        paint::centred(
            buf,
            area,
            area.y + top + i as u16,
            &text,
            theme.style(Tone::Text),
        );
    }
}

fn title_bar(m: &Model, theme: Theme, buf: &mut Buffer, area: Rect) {
    paint::fill(buf, area, area.y, theme.style(Tone::Selected));
    let lang = m.lang();
    let style = theme.style(Tone::Selected);
    let left = match m.screen() {
        Screen::Home(_) => format!(" latih · {}", m.course.title.text(lang)),
        Screen::Reader(r) => match m.course.lesson(&r.lesson) {
            Some(l) => format!(" {} · {}", l.code, l.title.text(lang)),
            None => " latih".to_string(),
        },
        Screen::Search(_) => format!(" latih · {}", m.i18n.t(ids::SEARCH_TITLE)),
        Screen::Quiz(q) => format!(" {}", quiz_doc::title(&m.i18n, q)),
        Screen::Drill(d) => format!(
            " {}",
            crate::app::drill_doc::title(&m.i18n, m.course.drill(&d.drill))
        ),
        Screen::Stats { .. } => format!(" latih · {}", m.i18n.t(ids::HOME_STATS)),
        Screen::Calc(c) => format!(
            " ▦ {}",
            m.course
                .calculator(&c.calc)
                .and_then(|c| c.title.as_ref())
                .map_or_else(
                    || m.i18n.t(ids::READER_CALCULATOR),
                    |t| t.text(lang).to_string()
                )
        ),
        Screen::Scratch(_) => format!(" latih · {}", m.i18n.t(ids::HOME_SCRATCHPAD)),
        Screen::Play(p) => match p
            .guide
            .as_ref()
            .and_then(|g| m.course.scenario(&g.scenario))
        {
            Some(sc) => format!(
                " ⛁ {}",
                sc.title
                    .as_ref()
                    .map_or_else(|| m.i18n.t(ids::PLAY_TITLE), |t| t.text(lang).to_string())
            ),
            None => format!(" latih · {}", m.i18n.t(ids::PLAY_TITLE)),
        },
        Screen::Problems { .. } => format!(
            " latih · {}",
            m.i18n.ta(
                ids::PROBLEMS_TITLE,
                &[("count", Arg::from(m.problems.len()))]
            )
        ),
    };
    let mut right = format!("[{}] ", lang.code().to_uppercase());
    if let Screen::Reader(r) = m.screen() {
        right = format!("{}%  {right}", r.percent());
    }
    if m.watching {
        right = format!("{}  {right}", m.i18n.t(ids::WATCH_ON));
    }
    if m.unsaved > 0 {
        let badge = m
            .i18n
            .ta(ids::UNSAVED_BADGE, &[("count", Arg::from(m.unsaved))]);
        right = format!("{badge}  {right}");
    }
    let rw = wrap::width(&right) as u16;
    let room = usize::from(area.width.saturating_sub(rw + 1));
    let (left, cut) = wrap::truncate(&wrap::sanitize(&left), room);
    let left = if cut {
        format!("{}…", wrap::truncate(&left, room.saturating_sub(1)).0)
    } else {
        left
    };
    put(buf, area, area.x, area.y, &left, style);
    put(
        buf,
        area,
        area.right().saturating_sub(rw),
        area.y,
        &right,
        style,
    );
}

/// Whether a footer key does something right now (no "reveal" without hidden answers).
fn applies(m: &Model, a: Action) -> bool {
    if let Screen::Quiz(q) = m.screen() {
        if a == Action::DueDrill {
            let review = matches!(q.mode, crate::app::quiz::Mode::Review { .. });
            return review && !m.due_drills().is_empty();
        }
        if a == Action::OpenCalc {
            let question = q.question(&m.course);
            return question.and_then(|x| m.course.calculator_for(x)).is_some();
        }
        return update_quiz_applies(q, q.question(&m.course), a);
    }
    let Screen::Reader(r) = m.screen() else {
        return !(a == Action::Open
            && matches!(m.screen(), Screen::Search(s) if s.hits.is_empty()));
    };
    if m.overlay.is_some() {
        return true;
    }
    let Some(lesson) = m.course.lesson(&r.lesson) else {
        return true;
    };
    match a {
        Action::Reveal => r.reveal_target(lesson).is_some(),
        Action::RevealAll => lesson.exercises().next().is_some(),
        Action::LessonQuiz => m
            .course
            .questions()
            .any(|q| q.lesson.as_deref() == Some(&lesson.id)),
        Action::NextItem => !links_doc::targets(lesson).is_empty(),
        Action::Open => match r.focus {
            Some(Part::Link(_)) => true,
            Some(Part::Block(i)) => matches!(
                lesson.blocks.get(i),
                Some(
                    LessonBlock::Quiz { .. }
                        | LessonBlock::Review { .. }
                        | LessonBlock::Drill { .. }
                        | LessonBlock::Calculator { .. }
                        | LessonBlock::Playground { .. }
                        | LessonBlock::Exercise(_)
                )
            ),
            _ => false,
        },
        _ => true,
    }
}

fn footer(m: &Model, theme: Theme, buf: &mut Buffer, area: Rect) {
    let i18n = &m.i18n;
    let mut x = area.x + 1;
    if let Some(flash) = &m.flash {
        let width = usize::from(area.width.saturating_sub(2)).max(1);
        if wrap::width(flash) + 2 <= width / 2 {
            x = put(
                buf,
                area,
                x,
                area.y,
                &format!("{flash}  "),
                theme.style(Tone::Warning),
            );
        } else {
            flash_above(flash, theme, buf, area, width);
        }
    }
    let ctx = m.ctx();
    let mut shown: Vec<(String, String, u8)> = keymap::footer_entries(ctx)
        .into_iter()
        .filter(|b| applies(m, b.action))
        .map(|b| (keymap::keys_label(i18n, b, true), i18n.t(b.label), b.footer))
        .collect();
    let room = usize::from(area.right().saturating_sub(x));
    let width = |e: &[(String, String, u8)]| {
        e.iter()
            .map(|(k, l, _)| wrap::width(k) + wrap::width(l) + 4)
            .sum::<usize>()
    };
    // Drop the least important hints first; "? help" stays so the rest can be found.
    let help = i18n.t(ids::KEY_HELP);
    while width(&shown) > room {
        let Some(worst) = (0..shown.len())
            .filter(|&i| shown[i].1 != help)
            .max_by_key(|&i| (shown[i].2, i))
        else {
            break;
        };
        shown.remove(worst);
    }
    for (k, l, _) in shown {
        x = put(buf, area, x, area.y, &k, theme.style(Tone::Accent));
        x = put(
            buf,
            area,
            x,
            area.y,
            &format!(" {l}   "),
            theme.style(Tone::Muted),
        );
    }
}

/// A message too long for the footer line, wrapped on the lines just above it (at most four,
/// over the bottom of the page) so none of it is cut off.
fn flash_above(flash: &str, theme: Theme, buf: &mut Buffer, footer: Rect, width: usize) {
    let style = theme.style(Tone::Warning);
    let lines = wrap::wrap(&[wrap::Styled::new(flash.to_string(), ())], width);
    let n = lines.len().min(4).min(usize::from(footer.y));
    for (i, line) in lines.iter().take(n).enumerate() {
        let y = footer.y - (n - i) as u16;
        let row = Rect::new(footer.x, y, footer.width, 1);
        Clear.render(row, buf);
        let text: String = line.iter().map(|s| s.text.as_str()).collect();
        put(buf, row, row.x + 1, y, &text, style);
    }
}

fn search(m: &Model, s: &crate::app::SearchState, theme: Theme, buf: &mut Buffer, body: Rect) {
    let inner = Rect::new(
        body.x + 1,
        body.y,
        body.width.saturating_sub(2),
        body.height,
    );
    let x = put(
        buf,
        inner,
        inner.x,
        inner.y,
        "/ ",
        theme.style(Tone::Accent),
    );
    let x = put(
        buf,
        inner,
        x,
        inner.y,
        &wrap::sanitize(&s.query),
        theme.style(Tone::Bold),
    );
    put(buf, inner, x, inner.y, "▏", theme.style(Tone::Accent));
    let note = if s.query.trim().is_empty() {
        m.i18n.t(ids::SEARCH_HINT)
    } else if s.hits.is_empty() {
        m.i18n.t(ids::SEARCH_NONE)
    } else {
        m.i18n
            .ta(ids::SEARCH_COUNT, &[("count", Arg::from(s.hits.len()))])
    };
    put(
        buf,
        inner,
        inner.x,
        inner.y + 1,
        &note,
        theme.style(Tone::Muted),
    );
    let list = Rect::new(
        inner.x,
        inner.y + 2,
        inner.width,
        inner.height.saturating_sub(2),
    );
    let rows = lists::search_rows(m, s, usize::from(list.width));
    paint::rows(buf, list, &rows, s.top * HIT_ROWS, theme, None);
}

fn overlay(m: &Model, o: &Overlay, theme: Theme, buf: &mut Buffer, w: u16, h: u16) {
    let area = rect(layout::overlay(w, h, 76));
    if area.width < 4 || area.height < 3 {
        return;
    }
    // Clear one cell around the box too, so no letter of the page behind touches the frame.
    let margin = Rect::new(
        area.x.saturating_sub(1),
        area.y,
        area.width + 2,
        area.height,
    )
    .intersection(buf.area);
    Clear.render(margin, buf);
    let (title, rows, top) = match o {
        Overlay::Help { top } => {
            let title = m.i18n.t(ids::HELP_TITLE);
            let rows = lists::help_rows(
                &m.i18n,
                m.screen_ctx(),
                usize::from(area.width.saturating_sub(4)),
            );
            (title, rows, *top)
        }
        Overlay::Contents { entries, selected } => {
            let rows = lists::contents_rows(
                entries,
                *selected,
                usize::from(area.width.saturating_sub(4)),
            );
            let height = usize::from(area.height.saturating_sub(2));
            let top = (selected + 1).saturating_sub(height);
            (m.i18n.t(ids::CONTENTS_TITLE), rows, top)
        }
        Overlay::Unsaved { detail } => {
            let width = usize::from(area.width.saturating_sub(4));
            let rows = lists::unsaved_rows(&m.i18n, m.unsaved, detail, width);
            (m.i18n.t(ids::UNSAVED_TITLE), rows, 0)
        }
    };
    let (title, _) = wrap::truncate(
        &format!(" {title} "),
        usize::from(area.width.saturating_sub(2)),
    );
    Block::default()
        .borders(Borders::ALL)
        .border_style(theme.style(Tone::Accent))
        .title(title)
        .render(area, buf);
    let inner = Rect::new(
        area.x + 2,
        area.y + 1,
        area.width.saturating_sub(4),
        area.height.saturating_sub(2),
    );
    let more_below = rows.len() > top + usize::from(inner.height);
    let doc = Doc { rows };
    paint::rows(buf, inner, &doc.rows, top, theme, None);
    // Arrows on the frame say there is more to scroll to.
    let x = area.right().saturating_sub(4);
    if top > 0 {
        put(buf, area, x, area.y, " ↑ ", theme.style(Tone::Accent));
    }
    if more_below {
        put(
            buf,
            area,
            x,
            area.bottom() - 1,
            " ↓ ",
            theme.style(Tone::Accent),
        );
    }
}
