//! What every message does to the model.

use super::home::{self, Status};
use super::keymap::{self, Action, Ctx, Key};
use super::layout;
use super::lesson_doc;
use super::lists::{self, HIT_ROWS};
use super::reader::Reader;
use super::{Effect, Model, Msg, Overlay, Screen, SearchState};
use crate::content::Loaded;
use crate::core::lesson::Part;
use crate::i18n::ids;

/// Lines the mouse wheel scrolls per notch.
const WHEEL_LINES: isize = 3;

pub fn update(m: &mut Model, msg: Msg) -> Vec<Effect> {
    match msg {
        Msg::Resize(w, h) => {
            m.size = (w, h);
            relayout_all(m, false);
        }
        Msg::Interrupted => m.quit = true,
        Msg::Reloaded(loaded) => reload(m, loaded),
        Msg::Wheel(d) => {
            let (up, down) = (Action::Up, Action::Down);
            for _ in 0..WHEEL_LINES {
                act(m, if d < 0 { up } else { down });
            }
        }
        Msg::Key(k) => {
            m.flash = None;
            let ctx = m.ctx();
            if ctx == Ctx::Search && edit_query(m, k) {
                return quit_effect(m);
            }
            if let Some(a) = keymap::lookup(ctx, k) {
                act(m, a);
            }
        }
    }
    quit_effect(m)
}

fn quit_effect(m: &Model) -> Vec<Effect> {
    if m.quit {
        vec![Effect::Quit]
    } else {
        Vec::new()
    }
}

/// Typing in the search field. Returns whether the key was used.
fn edit_query(m: &mut Model, k: Key) -> bool {
    let Some(Screen::Search(s)) = m.screens.last_mut() else {
        return false;
    };
    match k {
        Key::Char(c) => s.query.push(c),
        Key::Backspace => {
            s.query.pop();
        }
        _ => return false,
    }
    let query = s.query.clone();
    let hits = m.search(&query);
    if let Some(Screen::Search(s)) = m.screens.last_mut() {
        s.hits = hits;
        s.selected = 0;
        s.top = 0;
    }
    true
}

fn body_height(m: &Model) -> usize {
    let (w, h) = m.size;
    usize::from(layout::body(w, h).h)
}

fn act(m: &mut Model, a: Action) {
    match a {
        Action::Quit => {
            m.quit = true;
            return;
        }
        Action::SwitchLang => {
            let other = m.lang().other();
            m.i18n.set_lang(other);
            m.invalidate_search();
            refresh_search(m);
            if let Some(Overlay::Contents { entries, .. }) = &mut m.overlay
                && let Some(Screen::Reader(r)) = m.screens.last()
                && let Some(lesson) = m.course.lesson(&r.lesson)
            {
                *entries = lists::contents(&m.i18n, lesson);
            }
            relayout_all(m, true);
            return;
        }
        Action::Help if m.overlay.is_none() => {
            m.overlay = Some(Overlay::Help { top: 0 });
            return;
        }
        _ => {}
    }
    match m.ctx() {
        Ctx::Help => help(m, a),
        Ctx::Contents => contents(m, a),
        Ctx::Home => home_action(m, a),
        Ctx::Reader => reader_action(m, a),
        Ctx::Search => search_action(m, a),
        Ctx::Problems => problems_action(m, a),
    }
}

/// Moves a list position by an action; `None` when the action is not a movement.
fn moved(pos: usize, len: usize, page: usize, a: Action) -> Option<usize> {
    let last = len.saturating_sub(1);
    Some(match a {
        Action::Up => pos.saturating_sub(1),
        Action::Down => (pos + 1).min(last),
        Action::PageUp => pos.saturating_sub(page.max(1)),
        Action::PageDown => (pos + page.max(1)).min(last),
        Action::Top => 0,
        Action::Bottom => last,
        _ => return None,
    })
}

/// Keeps the selected line range on screen.
fn follow(top: usize, first: usize, last: usize, height: usize) -> usize {
    if first < top {
        first
    } else if last >= top + height {
        (last + 1).saturating_sub(height)
    } else {
        top
    }
}

fn home_action(m: &mut Model, a: Action) {
    let items = m.home_items();
    let count = home::selectable_count(&items);
    let height = body_height(m);
    let Some(Screen::Home(h)) = m.screens.last_mut() else {
        return;
    };
    if let Some(sel) = moved(h.selected, count, height.saturating_sub(1), a) {
        h.selected = sel;
        if let Some(i) = home::item_index(&items, sel) {
            // Keep the group title in view with the first lesson of a group.
            let first = if i > 0 && matches!(items[i - 1], home::Item::Group(_)) {
                i - 1
            } else {
                i
            };
            h.top = follow(h.top, first, i, height);
        }
        return;
    }
    match a {
        Action::Open => match home::item_index(&items, h.selected).map(|i| &items[i]) {
            Some(home::Item::Lesson(i)) => {
                let id = m.course.lessons[*i].id.clone();
                open_lesson(m, &id, None, false);
            }
            Some(home::Item::Problems { .. }) => m.screens.push(Screen::Problems { top: 0 }),
            _ => {}
        },
        Action::Search => m.screens.push(Screen::Search(SearchState::default())),
        _ => {}
    }
}

/// Opens a lesson in a new reader (or instead of the current one), optionally at a part.
fn open_lesson(m: &mut Model, id: &str, at: Option<Part>, replace: bool) {
    if m.course.lesson(id).is_none() {
        m.flash = Some(m.i18n.t(ids::READER_NOT_AVAILABLE));
        return;
    }
    let mut r = Reader::new(id);
    if let Some(part) = at {
        r.anchor = (part, 0);
    }
    let status = m.status.entry(id.to_string()).or_default();
    if *status == Status::New {
        *status = Status::Opened;
    }
    if replace && matches!(m.screens.last(), Some(Screen::Reader(_))) {
        m.screens.pop();
    }
    m.screens.push(Screen::Reader(r));
    relayout_top(m);
    if let (Some(part), Some(Screen::Reader(r))) = (at, m.screens.last_mut()) {
        r.scroll_to(part);
        if matches!(part, Part::Block(_)) {
            r.focus = None;
        }
    }
}

fn reader_action(m: &mut Model, a: Action) {
    let Some(Screen::Reader(r)) = m.screens.last_mut() else {
        return;
    };
    let Some(lesson) = m.course.lesson(&r.lesson) else {
        return;
    };
    let targets = lesson_doc::targets(lesson);
    let page = r.height.saturating_sub(2).max(1) as isize;
    match a {
        Action::Up => r.scroll(-1, &targets),
        Action::Down => r.scroll(1, &targets),
        Action::PageUp => r.scroll(-page, &targets),
        Action::PageDown => r.scroll(page, &targets),
        Action::Top => r.scroll(-(r.top as isize), &targets),
        Action::Bottom => r.scroll(r.max_top() as isize, &targets),
        Action::NextItem => r.cycle_focus(&targets, true),
        Action::PrevItem => r.cycle_focus(&targets, false),
        Action::Reveal => {
            if let Some(i) = r.reveal_target(lesson) {
                r.toggle(i);
                relayout_top(m);
            } else {
                m.flash = Some(m.i18n.t(ids::READER_NO_EXERCISE_HERE));
            }
            return;
        }
        Action::RevealAll => {
            r.toggle_all(lesson);
            relayout_top(m);
            return;
        }
        Action::Open => {
            match r.focus {
                Some(Part::Block(i)) => {
                    r.toggle(i);
                    relayout_top(m);
                }
                Some(part @ Part::Link(_)) => {
                    if let Some(target) = lesson_doc::link_target(lesson, part) {
                        let target = target.to_string();
                        open_lesson(m, &target, None, false);
                    }
                }
                _ => m.flash = Some(m.i18n.t(ids::READER_NOTHING_TO_OPEN)),
            }
            return;
        }
        Action::Contents => {
            let entries = lists::contents(&m.i18n, lesson);
            let here = r.anchor.0;
            let selected = entries.iter().rposition(|(_, p)| *p <= here).unwrap_or(0);
            m.overlay = Some(Overlay::Contents { entries, selected });
            return;
        }
        Action::NextLesson | Action::PrevLesson => {
            let next = a == Action::NextLesson;
            let link = if next {
                &lesson.links.next
            } else {
                &lesson.links.prev
            };
            let pos = m.course.lessons.iter().position(|l| l.id == lesson.id);
            let by_order = pos.and_then(|p| {
                let q = if next {
                    p.checked_add(1)
                } else {
                    p.checked_sub(1)
                };
                q.and_then(|q| m.course.lessons.get(q))
            });
            let target = link
                .as_ref()
                .map(|l| l.lesson.clone())
                .filter(|id| m.course.lesson(id).is_some())
                .or_else(|| by_order.map(|l| l.id.clone()));
            match target {
                Some(id) => open_lesson(m, &id, None, true),
                None => {
                    let id = if next {
                        ids::READER_NO_NEXT
                    } else {
                        ids::READER_NO_PREV
                    };
                    m.flash = Some(m.i18n.t(id));
                }
            }
            return;
        }
        Action::ToggleDone => {
            let id = r.lesson.clone();
            let s = m.status.entry(id).or_default();
            *s = if *s == Status::Done {
                Status::Opened
            } else {
                Status::Done
            };
            let msg = if *s == Status::Done {
                ids::READER_MARKED_DONE
            } else {
                ids::READER_MARKED_OPEN
            };
            m.flash = Some(m.i18n.t(msg));
            return;
        }
        Action::Back => {
            m.screens.pop();
            return;
        }
        Action::Search => {
            m.screens.push(Screen::Search(SearchState::default()));
            return;
        }
        _ => return,
    }
    mark_done_at_end(m);
}

/// Reaching the end of a lesson marks it done, as finishing a chapter does.
fn mark_done_at_end(m: &mut Model) {
    if let Some(Screen::Reader(r)) = m.screens.last()
        && r.at_end()
        && !r.doc.rows.is_empty()
    {
        let s = m.status.entry(r.lesson.clone()).or_default();
        if *s != Status::Done {
            *s = Status::Done;
        }
    }
}

fn search_action(m: &mut Model, a: Action) {
    let height = body_height(m).saturating_sub(2) / HIT_ROWS;
    let Some(Screen::Search(s)) = m.screens.last_mut() else {
        return;
    };
    if let Some(sel) = moved(s.selected, s.hits.len(), height.saturating_sub(1), a) {
        s.selected = sel;
        s.top = follow(s.top, sel, sel, height.max(1));
        return;
    }
    match a {
        Action::Open => {
            if let Some(hit) = s.hits.get(s.selected).cloned()
                && let Some(lesson) = m.course.lessons.get(hit.lesson)
            {
                let id = lesson.id.clone();
                open_lesson(m, &id, Some(hit.part), false);
            }
        }
        Action::Back => {
            m.screens.pop();
        }
        _ => {}
    }
}

fn refresh_search(m: &mut Model) {
    let Some(Screen::Search(s)) = m.screens.last() else {
        return;
    };
    let query = s.query.clone();
    let hits = m.search(&query);
    if let Some(Screen::Search(s)) = m.screens.last_mut() {
        s.selected = s.selected.min(hits.len().saturating_sub(1));
        s.hits = hits;
    }
}

fn problems_action(m: &mut Model, a: Action) {
    let (w, _) = m.size;
    let len = lists::problem_rows(&m.i18n, &m.problems, usize::from(w.saturating_sub(2))).len();
    let height = body_height(m);
    let Some(Screen::Problems { top }) = m.screens.last_mut() else {
        return;
    };
    let max_top = len.saturating_sub(height);
    if let Some(t) = moved(*top, max_top + 1, height.saturating_sub(1), a) {
        *top = t;
    } else if a == Action::Back {
        m.screens.pop();
    }
}

fn help(m: &mut Model, a: Action) {
    let (w, h) = m.size;
    let area = layout::overlay(w, h, 76);
    let ctx = m.screen_ctx();
    let len = lists::help_rows(&m.i18n, ctx, usize::from(area.w.saturating_sub(4))).len();
    let height = usize::from(area.h.saturating_sub(2));
    let Some(Overlay::Help { top }) = &mut m.overlay else {
        return;
    };
    if let Some(t) = moved(*top, len.saturating_sub(height) + 1, height, a) {
        *top = t;
    } else if matches!(a, Action::Back | Action::Help) {
        m.overlay = None;
    }
}

fn contents(m: &mut Model, a: Action) {
    let Some(Overlay::Contents { entries, selected }) = &mut m.overlay else {
        return;
    };
    if let Some(s) = moved(*selected, entries.len(), 5, a) {
        *selected = s;
        return;
    }
    match a {
        Action::Open => {
            let part = entries.get(*selected).map(|(_, p)| *p);
            m.overlay = None;
            if let (Some(part), Some(Screen::Reader(r))) = (part, m.screens.last_mut()) {
                r.scroll_to(part);
            }
            mark_done_at_end(m);
        }
        Action::Back => m.overlay = None,
        _ => {}
    }
}

/// Lines of the reader's text column not taken by the stale-file banner.
fn reader_size(m: &Model, lesson: &str) -> (usize, usize) {
    let (w, h) = m.size;
    let col = layout::text_column(w, h);
    let banner = lists::banner_rows(m, lesson, usize::from(col.w)).len();
    let height = usize::from(col.h).saturating_sub(banner).max(1);
    (usize::from(col.w).max(1), height)
}

fn relayout_top(m: &mut Model) {
    let Some(Screen::Reader(r)) = m.screens.last() else {
        return;
    };
    let id = r.lesson.clone();
    let (width, height) = reader_size(m, &id);
    let Model {
        screens,
        course,
        i18n,
        ..
    } = m;
    if let (Some(Screen::Reader(r)), Some(lesson)) = (screens.last_mut(), course.lesson(&id)) {
        r.width = width;
        r.height = height;
        r.relayout(lesson, course, i18n);
    }
}

/// Lays out every open reader again (language or size changed, or the course reloaded).
/// Without `force`, a reader whose width did not change only re-clamps its place.
fn relayout_all(m: &mut Model, force: bool) {
    let sizes: Vec<Option<(usize, usize)>> = m
        .screens
        .iter()
        .map(|s| match s {
            Screen::Reader(r) => Some(reader_size(m, &r.lesson)),
            _ => None,
        })
        .collect();
    let Model {
        screens,
        course,
        i18n,
        ..
    } = m;
    for (s, size) in screens.iter_mut().zip(sizes) {
        if let (Screen::Reader(r), Some((w, h))) = (s, size)
            && let Some(lesson) = course.lesson(&r.lesson)
        {
            r.width = w;
            r.height = h;
            if force {
                r.relayout(lesson, course, i18n);
            } else {
                r.resized(lesson, course, i18n);
            }
        }
    }
}

/// Takes a freshly loaded course. A lesson whose file now fails keeps its last good version
/// on screen, with the new problems shown above it.
fn reload(m: &mut Model, mut loaded: Loaded) {
    m.stale.clear();
    for report in loaded.files.iter().filter(|r| !r.loaded) {
        let Some(old) = m.course.lessons.iter().find(|l| l.file == report.path) else {
            continue;
        };
        if loaded.course.lesson(&old.id).is_some() {
            continue;
        }
        let problems: Vec<_> = loaded
            .problems
            .iter()
            .filter(|p| p.place.file == report.display)
            .cloned()
            .collect();
        m.stale.insert(old.id.clone(), problems);
        loaded.course.lessons.push(old.clone());
    }
    loaded.course.sort_lessons();
    m.course = loaded.course;
    m.problems = loaded.problems;
    m.files = loaded.files;
    m.invalidate_search();
    // Readers of lessons that no longer exist close; the rest keep their place.
    let course = &m.course;
    m.screens.retain(|s| match s {
        Screen::Reader(r) => course.lesson(&r.lesson).is_some(),
        _ => true,
    });
    refresh_search(m);
    relayout_all(m, true);
    let items = m.home_items();
    let count = home::selectable_count(&items);
    if let Some(Screen::Home(h)) = m.screens.first_mut() {
        h.selected = h.selected.min(count.saturating_sub(1));
    }
    m.flash = Some(m.i18n.ta(
        ids::WATCH_RELOADED,
        &[("errors", crate::i18n::Arg::from(m.errors()))],
    ));
}
