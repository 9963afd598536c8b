//! The window's sizes, checked on the visual test's shots (`dev/fit.rs`
//! writes `NAME.rects` beside each): at every size, scale factor and text
//! size (100% to 200%, egui's zoom), in Play,
//! in the Lab and with the help or controls page open, every egui widget is
//! drawn inside the window, none is cut
//! at its side (nothing scrolls sideways, so a side cut is the panel's or the
//! window's edge cutting it), none is cut at its top or bottom by the
//! window's edge but in the Lab's scrolling panel (lists inside pages scroll
//! within them), the Play bar cuts nothing (at 100% text: a larger text
//! scrolls it as the Lab's panel scrolls), and the board lies beside the
//! panel, inside the window.

use std::path::Path;

use panda_maze::game::dev::fit::{FitView, fit_shots};

type Rect = [f32; 4];

/// Half a pixel of rounding (egui rounds in its points, which a text size
/// above 100% makes larger than a pixel: half a point then).
const SLACK: f32 = 0.5;
/// How near the window's edge a cut is the edge's (a panel's margin is 2 px).
const EDGE: f32 = 4.0;

struct Rects {
    window: (f32, f32),
    panel: Rect,
    board: Rect,
    /// (on the panel's layer, the whole rectangle, as drawn after clipping)
    widgets: Vec<(bool, Rect, Rect)>,
}

fn numbers(parts: &[&str]) -> Vec<f32> {
    parts.iter().map(|n| n.parse().unwrap_or_else(|_| panic!("a number: {n}"))).collect()
}

fn rect(n: &[f32]) -> Rect {
    [n[0], n[1], n[2], n[3]]
}

fn load(dir: &Path, name: &str) -> Rects {
    let text = std::fs::read_to_string(dir.join(format!("{name}.rects"))).expect("the rectangles were written");
    let mut out = Rects { window: (0.0, 0.0), panel: [0.0; 4], board: [0.0; 4], widgets: Vec::new() };
    for line in text.lines() {
        let parts: Vec<&str> = line.split_whitespace().collect();
        match parts.as_slice() {
            ["window", rest @ ..] => out.window = (numbers(rest)[0], numbers(rest)[1]),
            ["scale", _] => {}
            ["panel", rest @ ..] => out.panel = rect(&numbers(rest)),
            ["board", rest @ ..] => out.board = rect(&numbers(rest)),
            ["widget", layer, rest @ ..] => {
                let n = numbers(rest);
                out.widgets.push((*layer == "panel", rect(&n[..4]), rect(&n[4..])));
            }
            _ => panic!("bad line in {name}.rects: {line:?}"),
        }
    }
    out
}

/// What is wrong with the shot `name`, one line each, at the player's text
/// size `text` (above 100%, the Play bar may scroll too).
fn faults(shot: &Rects, view: FitView, text: f32) -> Vec<String> {
    let (w, h) = shot.window;
    let (enlarged, slack) = (text > 1.0, SLACK * text);
    let mut faults = Vec::new();
    for &(in_panel, whole, drawn) in &shot.widgets {
        if drawn[2] - drawn[0] <= 0.0 || drawn[3] - drawn[1] <= 0.0 {
            continue; // scrolled out of sight
        }
        if drawn[0] < -slack || drawn[1] < -slack || drawn[2] > w + slack || drawn[3] > h + slack {
            faults.push(format!("drawn outside the {w}x{h} window: {drawn:?}"));
        }
        if (whole[0] - drawn[0]).abs() > slack || (whole[2] - drawn[2]).abs() > slack {
            faults.push(format!("cut at its side: {whole:?} drawn as {drawn:?}"));
        }
        let cut_top = (whole[1] - drawn[1]).abs() > slack;
        let cut_bottom = (whole[3] - drawn[3]).abs() > slack;
        // The window's own edge (within the panel's margin), not a scrolling list inside it.
        let at_edge = (cut_top && drawn[1] <= EDGE) || (cut_bottom && drawn[3] >= h - EDGE);
        let scrolls = in_panel && (enlarged || matches!(view, FitView::Lab | FitView::Controls));
        if (in_panel && !scrolls && (cut_top || cut_bottom)) || (at_edge && !scrolls) {
            faults.push(format!("cut at its top or bottom: {whole:?} drawn as {drawn:?}"));
        }
    }
    if view == FitView::CloseUp {
        return faults; // the board is larger than the window up close
    }
    let [bx0, by0, bx1, by1] = shot.board;
    if bx0 < shot.panel[2] - slack {
        faults.push(format!("the board ({bx0}..{bx1}) is under the panel (..{})", shot.panel[2]));
    }
    if by0 < -slack || bx1 > w + slack || by1 > h + slack {
        faults.push(format!("the board {:?} leaves the {w}x{h} window", shot.board));
    }
    faults
}

/// Checks every shot of the sweep in `dir`.
pub(crate) fn check_every_size(dir: &Path) {
    let mut all = Vec::new();
    let shots = fit_shots();
    assert!(shots.len() >= 10, "Play and the Lab at five sizes, and the pages");
    for view in FitView::ALL {
        assert!(
            shots.iter().any(|&((w, h, _, text), v)| (w, h, text, v) == (800, 600, 2.0, view)),
            "{view:?} is checked at 200% text in an 800x600 window"
        );
    }
    for (size, view) in shots {
        let name = view.shot_name(size);
        let shot = load(dir, &name);
        let (w, h, scale, text) = size;
        let expected = (w as f32 / scale, h as f32 / scale);
        assert!(
            (shot.window.0 - expected.0).abs() < 1.0 && (shot.window.1 - expected.1).abs() < 1.0,
            "{name}: the window took its size: {:?}, expected {expected:?}",
            shot.window
        );
        assert!(shot.widgets.len() > 20, "{name}: the panel's widgets were reported ({})", shot.widgets.len());
        let found = faults(&shot, view, text);
        eprintln!("{name}: {} widgets, {} faults", shot.widgets.len(), found.len());
        all.extend(found.into_iter().map(|f| format!("{name}: {f}")));
    }
    assert!(all.is_empty(), "{} faults:\n{}", all.len(), all.join("\n"));
    // The text size grows the panel with its words: twice as wide at 200%.
    for view in [FitView::Play, FitView::Lab] {
        let plain = load(dir, &view.shot_name((800, 600, 1.0, 1.0))).panel[2];
        let large = load(dir, &view.shot_name((800, 600, 1.0, 2.0))).panel[2];
        assert!((large - 2.0 * plain).abs() < 2.0, "{view:?}: the panel is {plain} px at 100% and {large} px at 200%");
    }
}
