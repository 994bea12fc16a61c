//! Every screen renders at every terminal size from 1x1 to 200x60 without a panic (ratatui's
//! own wrapping can panic at narrow widths with wide or combining characters; latih must
//! not), and every drawn line fits its width.

use crate::common;

use common::{chars, load_fixture, model, press, render};
use latih::app::keymap::Key;
use latih::app::{self, Model, Msg};
use latih::content;
use latih::core::lang::Lang;
use latih::tui::draw::View;
use latih::tui::style::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

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

/// A bundled-course model after pressing these keys.
fn after(lang: Lang, keys: &[Key]) -> Model {
    let mut m = model(content::load_bundled(), lang, 80, 24);
    press(&mut m, keys);
    m
}

/// One of each screen, alternating languages so both are covered.
fn screens() -> Vec<(&'static str, Model)> {
    let mut out = vec![("home", after(Lang::Id, &[]))];
    let ids: Vec<String> = content::load_bundled()
        .course
        .lessons
        .iter()
        .map(|l| l.id.clone())
        .collect();
    for (i, id) in ids.iter().enumerate() {
        let lang = if i % 2 == 0 { Lang::En } else { Lang::Id };
        let mut m = after(lang, &[]);
        common::open_lesson(&mut m, id);
        press(&mut m, &[Key::Char('a')]);
        out.push(("reader, answers revealed", m));
    }
    let middle = [Key::PageDown, Key::PageDown, Key::Tab];
    let opened = |lang: Lang, keys: &[Key]| {
        let mut m = after(lang, &[]);
        common::open_lesson(&mut m, &ids[0]);
        press(&mut m, &middle);
        press(&mut m, keys);
        m
    };
    out.push(("contents", opened(Lang::Id, &[Key::Char('t')])));
    out.push(("help", opened(Lang::En, &[Key::Char('?')])));
    let mut search = vec![Key::Char('/')];
    search.extend(chars("fan"));
    out.push(("search", after(Lang::Id, &search)));
    // A calculator while a value that cannot be used is typed, and the scratchpad with lines.
    let mut calc = after(Lang::Id, &[]);
    common::open_lesson(&mut calc, "m13-04");
    press(&mut calc, &[Key::Tab, Key::Enter, Key::Down, Key::Enter]);
    press(&mut calc, &chars("5 GB"));
    out.push(("calculator, typing", calc));
    let mut scratch = after(Lang::En, &[Key::Down, Key::Down, Key::Enter]);
    for line in [
        "5 million * 100 * 80 bytes to GB",
        "2 +",
        "a = 800 * 8 bytes",
    ] {
        press(&mut scratch, &chars(line));
        press(&mut scratch, &[Key::Enter]);
    }
    press(&mut scratch, &chars("a * 10 million to GB"));
    out.push(("scratchpad", scratch));
    let mut p = model(load_fixture("broken"), Lang::En, 80, 24);
    press(&mut p, &[Key::End, Key::Enter]);
    out.push(("problems", p));
    out
}

fn wide_model() -> Model {
    let dir = common::temp_course(
        "format_version: 1\ntitle: \"用户 e\u{301}\"\nmodules:\n  - id: basics\n    code: 基\n    title: \"基本 e\u{301}\"\n",
        &[("wide.yaml", WIDE.as_bytes())],
    );
    let loaded = content::load_dir(dir.path());
    assert_eq!(loaded.course.lessons.len(), 1, "{:#?}", loaded.problems);
    let mut m = model(loaded, Lang::En, 80, 24);
    common::open_lesson(&mut m, "wide");
    press(&mut m, &[Key::Char('a')]);
    m
}

/// Resizes to every size and draws straight into a buffer of that size; any write outside
/// it, or any panic in layout, fails the test.
fn check_all_sizes(name: &str, m: &mut Model) {
    for w in 1..=200u16 {
        for h in 1..=60u16 {
            app::update(m, Msg::Resize(w, h));
            let area = Rect::new(0, 0, w, h);
            let mut buf = Buffer::empty(area);
            View {
                model: m,
                theme: Theme { color: true },
            }
            .render(area, &mut buf);
            assert_eq!(buf.area, area, "{name} at {w}x{h}");
        }
    }
    // Back at 80x24 the screen is the normal one again.
    app::update(m, Msg::Resize(80, 24));
    assert_eq!(render(m).lines().count(), 24, "{name}");
}

#[test]
fn bundled_screens_at_every_size() {
    for (name, mut m) in screens() {
        check_all_sizes(name, &mut m);
    }
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
