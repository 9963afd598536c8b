//! One editor request carried out on the [`Editor`]: what to say of it, or
//! why it was refused (the screen change of Play and Leave is the caller's).

use super::editor::{EditMode, Editor};
use super::{EditRequest, board_of, lay, words};

/// Does one request; what to say of it, or why it was refused.
pub(super) fn apply(
    editor: &mut Editor,
    request: EditRequest,
    (lang, paper): (crate::game::settings::Language, crate::sheet::Paper),
) -> Result<Option<String>, String> {
    let here = |editor: &Editor| Ok(Some(words::cursor_words(editor, lang)));
    match request {
        EditRequest::NewBoard(kind, d) => {
            let fresh = Editor::new(board_of(kind, d), editor.seed)?;
            let (brush, algorithm) = (editor.brush, editor.algorithm);
            *editor = fresh;
            (editor.brush, editor.algorithm) = (brush, algorithm);
            here(editor)
        }
        EditRequest::Mode(EditMode::Maze) if editor.maze().is_none() => {
            Err("Generate a maze first (G): Maze mode edits a carved maze.".into())
        }
        EditRequest::Mode(mode) => {
            editor.mode = mode;
            here(editor)
        }
        EditRequest::Brush(size) => {
            editor.brush = size;
            Ok(None)
        }
        EditRequest::ShapeTool(tool) => {
            editor.shape_tool = tool;
            Ok(None)
        }
        EditRequest::MazeTool(tool) => {
            editor.maze_tool = tool;
            Ok(None)
        }
        EditRequest::Algorithm(a) => {
            editor.algorithm = a;
            Ok(None)
        }
        EditRequest::Paint(stroke, value) | EditRequest::PaintOn(stroke, value) => {
            if matches!(request, EditRequest::Paint(..)) {
                editor.paint(stroke, value);
            } else {
                editor.paint_on(stroke, value);
            }
            Ok(Some(format!("{}. {}", words::check_words(editor, lang), words::verdict_words(editor, lang))))
        }
        EditRequest::Cursor(dx, dy) => {
            editor.move_cursor(dx, dy);
            here(editor)
        }
        EditRequest::CursorTo(c) => {
            if (c as usize) < editor.cells().len() {
                editor.cursor = c;
            }
            here(editor)
        }
        EditRequest::Toggle if editor.mode == EditMode::Shape => {
            editor.toggle_cursor();
            here(editor)
        }
        EditRequest::Toggle => {
            Err("In Maze mode, Shift+arrow opens or closes a wall; Tab goes back to the shape.".into())
        }
        EditRequest::WallToward(dx, dy) => {
            let n = editor.neighbour_toward(dx, dy).ok_or("No cell lies that way.")?;
            editor.toggle_wall(n)?;
            here(editor)
        }
        EditRequest::Wall(a, b, carve) => {
            editor.wall(a, b, carve)?;
            Ok(words::figure_words(editor, lang))
        }
        EditRequest::End(c, entrance) => {
            editor.place_end(c, entrance)?;
            Ok(words::figure_words(editor, lang))
        }
        EditRequest::EndAtCursor(entrance) => {
            editor.place_end(editor.cursor, entrance)?;
            here(editor)
        }
        EditRequest::Lay(c, what) => {
            let item = editor.lay(c, what)?;
            Ok(Some(lay::laid_words(editor, item, c, true, lang)))
        }
        EditRequest::LayAtCursor(what) => {
            let c = editor.cursor;
            let item = editor.lay(c, what)?;
            Ok(Some(lay::laid_words(editor, item, c, true, lang)))
        }
        EditRequest::ClearItem(c) => {
            let item = editor.clear_item(c)?;
            Ok(Some(lay::laid_words(editor, item, c, false, lang)))
        }
        EditRequest::ClearAtCursor => {
            let c = editor.cursor;
            let item = editor.clear_item(c)?;
            Ok(Some(lay::laid_words(editor, item, c, false, lang)))
        }
        EditRequest::Generate => {
            editor.generate()?;
            Ok(words::figure_words(editor, lang).map(|f| format!("Maze generated: {f}.")))
        }
        EditRequest::Undo | EditRequest::Redo => {
            let back = request == EditRequest::Undo;
            let done = if back { editor.undo() } else { editor.redo() };
            if !done {
                return Err(if back { "Nothing to undo." } else { "Nothing to redo." }.into());
            }
            let what = if back { "Undone" } else { "Redone" };
            Ok(Some(format!("{what}. {}", words::cursor_words(editor, lang))))
        }
        EditRequest::LoadCode(code) => {
            editor.load_code(&code)?;
            Ok(Some(format!("Maze opened. {}", words::cursor_words(editor, lang))))
        }
        EditRequest::Save(path) => {
            editor.save(&path)?;
            Ok(Some(format!("Saved to {}.", path.display())))
        }
        EditRequest::Export(kind, path) => {
            // Chinese titles where the player reads Chinese and the system has a font for them.
            let font = (lang == crate::game::settings::Language::Chinese)
                .then(|| crate::game::ui::fonts::find_cjk_font(crate::game::ui::fonts::cjk_font_candidates()).0)
                .flatten();
            let done = editor.export(kind, &path, paper, font.as_ref().map(|(_, bytes)| bytes.as_slice()))?;
            Ok(Some(format!("Exported the {} to {}.", kind.name(), done.display())))
        }
        EditRequest::Open(path) => {
            editor.open(&path)?;
            Ok(Some(format!("Opened {}. {}", path.display(), words::cursor_words(editor, lang))))
        }
        EditRequest::BambooGate(on) => {
            editor.set_gate(on)?;
            let english = lang == crate::game::settings::Language::English;
            let said = match (on, english) {
                (true, true) => "The exit now waits for every bamboo shoot to be eaten.",
                (false, true) => "The exit no longer waits for the bamboo.",
                (true, false) => "出口现在要等所有竹笋都吃完才开。",
                (false, false) => "出口不再等竹笋。",
            };
            Ok(Some(match words::figure_words(editor, lang) {
                Some(figures) => format!("{said} {figures}"),
                None => said.to_owned(),
            }))
        }
        EditRequest::Say => here(editor),
        EditRequest::Play => Ok(Some("Playing the maze.".into())),
        EditRequest::Leave => Ok(None),
    }
}
