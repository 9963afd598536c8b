//! The editor's tools on the left of its screen: the board, the mode, the
//! brush and shape tools with the live check, the generator and the live
//! figures, undo and redo, the share code, and save files. Each control
//! only asks for an [`EditRequest`].

use bevy_egui::egui;

use super::editor::{EditMode, Editor, Lay, MazeTool, ShapeTool, capital};
use super::lay;
use super::{EditRequest, EditorNote, ShareCode, words};
use crate::game::model::Difficulty;
use crate::game::settings::{GridKind, Language};
use crate::game::ui::print::paper_choice;
use crate::game::ui::print_shared::ExportKind;
use crate::maze::edit::{BoardShape, BrushSize};
use crate::sheet::Paper;

/// What is typed into the editor's fields, and the board chosen for a new one.
#[derive(Debug, Clone)]
pub(super) struct Typed {
    code: String,
    path: String,
    export: String,
    grid: GridKind,
    size: Difficulty,
    /// The board the selector was last set from (a loaded board sets it again).
    seen: Option<BoardShape>,
}

impl Default for Typed {
    fn default() -> Self {
        Typed {
            code: String::new(),
            path: "my-maze.pmaze".into(),
            export: "my-maze".into(),
            grid: GridKind::Square,
            size: Difficulty::Medium,
            seen: None,
        }
    }
}

/// English or Chinese.
fn tr(lang: Language, english: &'static str, chinese: &'static str) -> &'static str {
    if lang == Language::English { english } else { chinese }
}

const WARN: egui::Color32 = egui::Color32::from_rgb(255, 130, 100);

/// The tools (see the module's doc); requests go into `out`.
pub(super) fn tools_panel(
    ui: &mut egui::Ui,
    lang: Language,
    editor: &Editor,
    (note, code): (&EditorNote, &ShareCode),
    typed: (&mut Typed, &mut Paper),
    out: &mut Vec<EditRequest>,
) {
    let (typed, paper) = typed;
    let t = |en, zh| tr(lang, en, zh);
    if typed.seen != Some(editor.board()) {
        // The selector follows the board in the editor (a new one, or one opened from a code or a file).
        let (grid, size) = super::board_choice(editor.board());
        typed.grid = grid;
        typed.size = size.unwrap_or(typed.size);
        typed.seen = Some(editor.board());
    }
    ui.heading(t("Maze editor", "迷宫编辑器"));
    if ui.button(t("Back to the game (Esc)", "返回游戏 (Esc)")).clicked() {
        out.push(EditRequest::Leave);
    }
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        for kind in GridKind::ALL {
            ui.selectable_value(&mut typed.grid, kind, kind.name());
        }
    });
    ui.horizontal(|ui| {
        for (d, en, zh) in [
            (Difficulty::Easy, "Easy", "简单"),
            (Difficulty::Medium, "Medium", "中等"),
            (Difficulty::Hard, "Hard", "困难"),
        ] {
            ui.selectable_value(&mut typed.size, d, t(en, zh));
        }
        if ui.button(t("New board", "新画板")).clicked() {
            out.push(EditRequest::NewBoard(typed.grid, typed.size));
        }
    });
    ui.small(format!("{} · {} {}", editor.board().word(), editor.cells().len(), t("cells", "格")));
    ui.separator();
    ui.horizontal(|ui| {
        for (mode, en, zh) in [(EditMode::Shape, "Shape", "形状"), (EditMode::Maze, "Maze", "迷宫")] {
            if ui.selectable_label(editor.mode == mode, t(en, zh)).clicked() {
                out.push(EditRequest::Mode(mode));
            }
        }
        ui.small(t("(Tab)", "(Tab)"));
    });
    match editor.mode {
        EditMode::Shape => shape_tools(ui, lang, editor, out),
        EditMode::Maze => maze_tools(ui, lang, editor, out),
    }
    ui.horizontal(|ui| {
        if ui.add_enabled(editor.can_step(true), egui::Button::new(t("Undo (Ctrl+Z)", "撤销 (Ctrl+Z)"))).clicked() {
            out.push(EditRequest::Undo);
        }
        if ui.add_enabled(editor.can_step(false), egui::Button::new(t("Redo (Ctrl+Y)", "重做 (Ctrl+Y)"))).clicked() {
            out.push(EditRequest::Redo);
        }
    });
    ui.separator();
    keep_tools(ui, lang, code, (typed, paper), out);
    if let Some(why) = &note.0 {
        ui.separator();
        ui.colored_label(WARN, why);
    }
    ui.separator();
    ui.small(words::opening_words(lang));
}

fn shape_tools(ui: &mut egui::Ui, lang: Language, editor: &Editor, out: &mut Vec<EditRequest>) {
    let t = |en, zh| tr(lang, en, zh);
    ui.horizontal_wrapped(|ui| {
        let tools = [
            (ShapeTool::Brush, "Brush", "画笔"),
            (ShapeTool::Line, "Line", "直线"),
            (ShapeTool::Rectangle, "Rectangle", "矩形"),
            (ShapeTool::Circle, "Circle", "圆"),
        ];
        for (tool, en, zh) in tools {
            if ui.selectable_label(editor.shape_tool == tool, t(en, zh)).clicked() {
                out.push(EditRequest::ShapeTool(tool));
            }
        }
    });
    ui.horizontal(|ui| {
        ui.label(t("Brush:", "笔宽："));
        for size in BrushSize::ALL {
            if ui.selectable_label(editor.brush == size, size.cells().to_string()).clicked() {
                out.push(EditRequest::Brush(size));
            }
        }
    });
    ui.small(t("Left button paints cells in, right button paints them out.", "左键涂进，右键涂出。"));
    ui.label(words::check_words(editor, lang));
    let ready = editor.check().is_maze();
    let verdict = words::verdict_words(editor, lang);
    if ready {
        ui.label(verdict)
    } else {
        ui.colored_label(WARN, verdict)
    };
    ui.horizontal(|ui| {
        egui::ComboBox::from_id_salt("editor-algorithm").selected_text(editor.algorithm.name()).show_ui(ui, |ui| {
            for a in Editor::algorithms() {
                if ui.selectable_label(editor.algorithm == a, a.name()).clicked() {
                    out.push(EditRequest::Algorithm(a));
                }
            }
        });
        if ui.add_enabled(ready, egui::Button::new(t("Generate (G)", "生成 (G)"))).clicked() {
            out.push(EditRequest::Generate);
        }
    });
}

fn maze_tools(ui: &mut egui::Ui, lang: Language, editor: &Editor, out: &mut Vec<EditRequest>) {
    let t = |en, zh| tr(lang, en, zh);
    ui.horizontal_wrapped(|ui| {
        let tools = [
            (MazeTool::Carve, "Carve", "开墙"),
            (MazeTool::Raise, "Raise", "砌墙"),
            (MazeTool::Entrance, "Entrance", "入口"),
            (MazeTool::Exit, "Exit", "出口"),
            (MazeTool::Lay(Lay::Bamboo), "Bamboo (B)", "竹笋 (B)"),
            (MazeTool::Lay(Lay::Key), "Key (K)", "钥匙 (K)"),
            (MazeTool::Lay(Lay::Door), "Door (D)", "门 (D)"),
        ];
        for (tool, en, zh) in tools {
            if ui.selectable_label(editor.maze_tool == tool, t(en, zh)).clicked() {
                out.push(EditRequest::MazeTool(tool));
            }
        }
    });
    ui.small(t(
        "Drag across walls to carve or raise them (the right button does the other); click to place an end.",
        "拖过墙来开墙或砌墙（右键相反）；点击放置入口或出口。",
    ));
    if let MazeTool::Lay(what) = editor.maze_tool {
        ui.small(t(
            "Click lays it; the right button (or Delete) takes away what lies there. Keys and doors go in order: sun, sky, leaf, plum.",
            "点击放置；右键（或 Delete）拿走那里的物品。钥匙和门按顺序放：太阳、天空、叶子、梅花。",
        ));
        match editor.next_item(what) {
            Ok(item) => _ = ui.small(format!("{} {}", t("Next:", "下一个："), words::item_words(item, lang))),
            Err(why) => _ = ui.colored_label(WARN, why),
        }
    }
    let mut gate = editor.gate();
    let gate_box =
        egui::Checkbox::new(&mut gate, t("The exit waits for every bamboo shoot (W)", "出口等所有竹笋吃完才开 (W)"));
    if editor.maze().is_some() && ui.add(gate_box).changed() {
        out.push(EditRequest::BambooGate(gate));
    }
    if let Some(words) = words::figure_words(editor, lang) {
        ui.label(words);
    }
    if let Some((_, f)) = editor.maze() {
        if f.unreached > 0 {
            ui.colored_label(WARN, format!("{} {}", f.unreached, t("cell(s) cannot be reached", "格走不到")));
        }
        let troubles = lay::trouble_words(editor, lang);
        for trouble in &troubles {
            ui.colored_label(WARN, capital(trouble));
        }
        if troubles.is_empty() && !f.solvable {
            ui.colored_label(WARN, t("The exit cannot be reached.", "走不到出口。"));
        }
    }
    ui.horizontal(|ui| {
        if ui.button(t("Generate again (G)", "重新生成 (G)")).clicked() {
            out.push(EditRequest::Generate);
        }
        if ui.button(t("Play it (P)", "玩这个迷宫 (P)")).clicked() {
            out.push(EditRequest::Play);
        }
    });
}

fn keep_tools(
    ui: &mut egui::Ui,
    lang: Language,
    code: &ShareCode,
    (typed, paper): (&mut Typed, &mut Paper),
    out: &mut Vec<EditRequest>,
) {
    let t = |en, zh| tr(lang, en, zh);
    ui.label(t("Share code", "分享码"));
    match &code.0 {
        Ok(code) => {
            ui.add(egui::Label::new(egui::RichText::new(code).monospace()).wrap().selectable(true));
            ui.horizontal(|ui| {
                if ui.button(t("Copy", "复制")).clicked() {
                    ui.ctx().copy_text(code.clone());
                }
                ui.small(format!("{} {}", code.len(), t("characters", "个字符")));
            });
        }
        Err(why) => {
            ui.small(why);
        }
    }
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut typed.code).hint_text(t("type a code", "输入代码")).desired_width(200.0),
        );
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(t("Load", "载入")).clicked() || entered {
            out.push(EditRequest::LoadCode(typed.code.clone()));
        }
    });
    ui.horizontal(|ui| {
        ui.add(egui::TextEdit::singleline(&mut typed.path).desired_width(140.0));
        if ui.button(t("Save", "保存")).clicked() {
            out.push(EditRequest::Save(typed.path.trim().into()));
        }
        if ui.button(t("Open", "打开")).clicked() {
            out.push(EditRequest::Open(typed.path.trim().into()));
        }
    });
    ui.label(t("Export (a file name; its ending is set by the kind)", "导出（文件名，后缀按格式设定）"));
    ui.horizontal_wrapped(|ui| {
        ui.add(egui::TextEdit::singleline(&mut typed.export).desired_width(120.0));
        for (kind, zh) in [
            (ExportKind::Svg, "SVG"),
            (ExportKind::Png, "PNG"),
            (ExportKind::Pdf, "PDF"),
            (ExportKind::Worksheet, "练习纸"),
        ] {
            let label = if lang == Language::English { kind.name() } else { zh };
            if ui.button(label).clicked() {
                let path = std::path::PathBuf::from(typed.export.trim()).with_extension(kind.extension());
                out.push(EditRequest::Export(kind, path));
            }
        }
    });
    // The pages' paper: the print row's choice, one for both.
    paper_choice(ui, lang, paper);
}
