//! Every screen at every terminal size from 1x1 to 200x60, as the user sees it: no panic
//! (ratatui's own wrapping can panic at narrow widths with wide or combining characters;
//! latih must not), nothing painted outside the terminal, and from 40x10 up the title bar
//! and the footer's help hint on screen; below that, only the too-small message.

pub(super) mod screens;

use crate::common::{self, press, render};
use latih::app::keymap::Key;
use latih::app::{self, Model, Msg};
use latih::content;
use latih::core::lang::Lang;
use latih::tui::draw::View;
use latih::tui::style::Theme;
use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use rstest::rstest;

/// A lesson full of wide and combining characters, the kind that breaks naive wrapping.
const WIDE: &str = r#"format_version: 1
id: wide
code: W.01
module: basics
minutes: 3
title:
  id: "用户关注表 e\u0301\u0301 タイトル"
  en: "Ｗｉｄｅ　ｔｉｔｌｅ 用户关注"
question: "用户关注 a\u0300\u0301\u0302 why?"
blocks:
  - heading: "見出し e\u0301"
  - paragraph: "用户关注用户关注用户关注用户关注 x\u0300\u0300\u0300 **粗体** `代码` 🙂👍🏽 ab"
  - table:
      header: ["列", "Kolom e\u0301", "第三列"]
      rows:
        - ["用户关注用户关注", "a\u0301b\u0301c\u0301", "🙂🙂🙂🙂"]
  - code:
      text: "SELECT '用户关注' FROM t; -- e\u0301"
  - callout:
      kind: failure
      items: ["用户关注 失败", "e\u0301e\u0301e\u0301"]
  - exercise:
      prompt: "问题 用户关注?"
      answer: "答案 用户关注."
"#;

/// Columns right of and rows below the terminal in the test buffer: anything painted
/// there would be outside the user's terminal.
const MARGIN: u16 = 2;

/// The leading cells of the title bar compared at every size: the shortest room the title
/// gets at 40 columns is wider, so they are never cut.
const TITLE_CELLS: u16 = 12;

/// The symbols of cells `0..n` of row `y`.
fn cells(buf: &Buffer, y: u16, n: u16) -> String {
    (0..n).map(|x| buf[(x, y)].symbol()).collect()
}

/// The too-small message, as the learner reads it, for a terminal of `w`x`h`.
fn too_small_text(lang: Lang, w: u16, h: u16) -> String {
    match lang {
        Lang::En => format!("The terminal is too small ({w}×{h}). Please make it at least 40×10."),
        Lang::Id => format!("Terminal terlalu kecil ({w}×{h}). Perbesar jadi minimal 40×10, ya."),
    }
}

/// What the learner sees at `w`x`h`, given the title's first cells at full size.
fn check_size(name: &str, lang: Lang, buf: &Buffer, (w, h): (u16, u16), title: &str) {
    let at = format!("{name} at {w}x{h}");
    for y in 0..h + MARGIN {
        for x in 0..w + MARGIN {
            if x >= w || y >= h {
                assert_eq!(
                    buf[(x, y)],
                    Cell::EMPTY,
                    "{at}: painted outside, at {x},{y}"
                );
            }
        }
    }
    if w < 40 || h < 10 {
        too_small_only(&at, &too_small_text(lang, w, h), buf, (w, h));
    } else {
        title_and_help(&at, name, lang, buf, (w, h), title);
    }
}

/// Only the message, wrapped and centred: every row is a piece of it, and it is whole when
/// there is room for it.
fn too_small_only(at: &str, text: &str, buf: &Buffer, (w, h): (u16, u16)) {
    let rows: Vec<String> = (0..h)
        .map(|y| cells(buf, y, w).trim().to_string())
        .filter(|r| !r.is_empty())
        .collect();
    for row in &rows {
        assert!(
            text.contains(row.as_str()),
            "{at}: {row:?} is not the message"
        );
    }
    if w >= 30 && h >= 4 {
        assert_eq!(rows.join(" "), text, "{at}");
    }
}

/// The title bar starts with the screen's title and ends with the language; the footer
/// shows how to get help.
fn title_and_help(at: &str, name: &str, lang: Lang, buf: &Buffer, (w, h): (u16, u16), title: &str) {
    let top = cells(buf, 0, w);
    assert!(top.starts_with(title), "{at}: the title bar is {top:?}");
    let tag = format!("[{}]", lang.code().to_uppercase());
    assert!(top.trim_end().ends_with(&tag), "{at}: no {tag} in {top:?}");
    let footer = cells(buf, h - 1, w);
    let (help, back) = match lang {
        Lang::En => ("help", "back"),
        Lang::Id => ("bantuan", "kembali"),
    };
    if name.ends_with("contents") || name == "help" {
        // The key table offers no help over the contents (neither `?` nor F1 is bound
        // there), and the help does not offer itself; the way back must show instead.
        assert!(
            footer.contains(&format!("Esc/q {back}")),
            "{at}: no way back in the footer {footer:?}"
        );
    } else {
        assert!(
            footer.contains(&format!("? {help}")) || footer.contains(&format!("F1 {help}")),
            "{at}: no help hint in the footer {footer:?}"
        );
    }
}

/// Draws the model for a `w`x`h` terminal into a buffer `MARGIN` cells larger each way, so
/// a cell painted outside the terminal shows.
fn draw(m: &Model, w: u16, h: u16) -> Buffer {
    let mut buf = Buffer::empty(Rect::new(0, 0, w + MARGIN, h + MARGIN));
    View {
        model: m,
        theme: Theme { color: true },
    }
    .render(Rect::new(0, 0, w, h), &mut buf);
    buf
}

/// Resizes to every size from 1x1 to 200x60 and checks what is drawn at each.
fn check_all_sizes(name: &str, m: &mut Model) {
    check_sizes(name, m, &|_, _| true);
}

/// Heights and widths every size of a lesson's reader is drawn at beyond the first lesson:
/// the small ones, where lines and chrome collide, and a few common and large ones.
const SAMPLED: [u16; 12] = [1, 2, 3, 4, 5, 8, 10, 12, 24, 40, 59, 60];

/// Every width at the sampled heights and every height at the sampled widths. The reader
/// of each bundled lesson is drawn this way (11,000 draws fewer each, which kept the suite
/// inside its time budget); the first lesson, the overlays and every other screen at every
/// size, since the chrome and the overlays are where sizes collide.
fn check_sampled_sizes(name: &str, m: &mut Model) {
    check_sizes(name, m, &|w, h| {
        SAMPLED.contains(&w) || SAMPLED.contains(&h)
    });
}

fn check_sizes(name: &str, m: &mut Model, at: &dyn Fn(u16, u16) -> bool) {
    let lang = m.lang();
    app::update(m, Msg::Resize(200, 60));
    let title = cells(&draw(m, 200, 60), 0, TITLE_CELLS);
    assert!(title.trim().chars().count() > 3, "{name}: title {title:?}");
    for w in 1..=200u16 {
        for h in (1..=60u16).filter(|h| at(w, *h)) {
            app::update(m, Msg::Resize(w, h));
            check_size(name, lang, &draw(m, w, h), (w, h), &title);
        }
    }
    // Back at 80x24 the screen is the normal one again.
    app::update(m, Msg::Resize(80, 24));
    assert_eq!(render(m).lines().count(), 24, "{name}");
}

#[rstest]
#[case::course(screens::course)]
#[case::calculators(screens::calculators)]
#[case::quizzes(screens::quizzes)]
#[case::drills(screens::drills)]
#[case::playgrounds(screens::playgrounds)]
#[case::simulators(screens::simulators)]
fn bundled_screens_at_every_size(#[case] screens: fn() -> Vec<(&'static str, Model)>) {
    for (name, mut m) in screens() {
        if name == screens::SAMPLED_READER {
            check_sampled_sizes(name, &mut m);
        } else {
            check_all_sizes(name, &mut m);
        }
    }
}

fn wide_model() -> Model {
    let dir = common::temp_course(
        "format_version: 1\ntitle: \"用户 e\u{301}\"\nmodules:\n  - id: basics\n    code: 基\n    title: \"基本 e\u{301}\"\n",
        &[("wide.yaml", WIDE.as_bytes())],
    );
    let loaded = content::load_dir(dir.path());
    assert_eq!(loaded.course.lessons.len(), 1, "{:#?}", loaded.problems);
    let mut m = common::model(loaded, Lang::En, 80, 24);
    common::open_lesson(&mut m, "wide");
    press(&mut m, &[Key::Char('a')]);
    m
}

#[test]
fn wide_and_combining_characters_at_every_size() {
    let mut m = wide_model();
    check_all_sizes("wide reader", &mut m);
    press(&mut m, &[Key::Char('t')]);
    check_all_sizes("wide contents", &mut m);
    press(&mut m, &[Key::Esc, Key::Esc]);
    check_all_sizes("wide home", &mut m);
}
