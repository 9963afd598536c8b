//! The maze editor's screen ([`Screen::Editor`]), reached from the main menu
//! and the Lab ([`GameCommand::OpenEditor`]): draw a shape on any grid with
//! its live check, carve a maze in it, carve and raise walls, place the
//! entrance and the exit, undo and redo, and keep it as a share code or a
//! save file. It holds its own board ([`Editor`]), apart from the one
//! played; the keys ([`crate::game::input`]) and the screen ([`view`]) only
//! send it [`EditRequest`]s, so it runs and is tested headless. Each change
//! is said through the one announcer ([`words`]).

mod apply;
pub mod carve;
pub mod editor;
pub mod keep;
pub mod lay;
pub mod paint;
pub mod tools;
pub mod view;
pub mod words;

use std::path::PathBuf;

use bevy::prelude::*;

pub use editor::{EditMode, Editor, Lay, MazeTool, ShapeTool};

use apply::apply;

use crate::game::command::{GameCommand, PlayShared};
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::Difficulty;
use crate::game::run::announce::{Announcer, Heard};
use crate::game::settings::{GridKind, Settings};
use crate::game::ui::print::PaperChoice;
use crate::game::ui::print_shared::ExportKind;
use crate::maze::Algorithm;
use crate::maze::edit::{BoardShape, BrushSize, SharedMaze, Stroke};
use crate::maze::generate::seed_from_clock;

/// What the editor is asked to do (by its keys, its screen or a test).
#[derive(Message, Debug, Clone, PartialEq)]
pub enum EditRequest {
    /// A fresh board of this grid at this difficulty's size, every cell in.
    NewBoard(GridKind, Difficulty),
    /// Edit the shape or the maze.
    Mode(EditMode),
    /// The brush's width.
    Brush(BrushSize),
    /// How the pointer paints the shape.
    ShapeTool(ShapeTool),
    /// What the pointer does to the maze.
    MazeTool(MazeTool),
    /// The generator of the next maze.
    Algorithm(Algorithm),
    /// Paint a stroke in (`true`) or out.
    Paint(Stroke, bool),
    /// Paint a stroke joined to the last one (undone with it).
    PaintOn(Stroke, bool),
    /// Move the cursor one cell the screen way `(dx, dy)` (`y` down).
    Cursor(f64, f64),
    /// Put the cursor on a board cell.
    CursorTo(u32),
    /// Paint the cell under the cursor in if it is out, out if it is in.
    Toggle,
    /// Open or close the wall between the cursor and its neighbour the way `(dx, dy)`.
    WallToward(f64, f64),
    /// Open (`true`) or wall up the side between two neighbouring board cells.
    Wall(u32, u32, bool),
    /// Move the entrance (`true`) or the exit to a board cell.
    End(u32, bool),
    /// Move the entrance (`true`) or the exit to the cursor.
    EndAtCursor(bool),
    /// Lay a bamboo shoot, the next key or the next door on a board cell.
    Lay(u32, Lay),
    /// Lay a bamboo shoot, the next key or the next door under the cursor.
    LayAtCursor(Lay),
    /// Take away what lies on a board cell.
    ClearItem(u32),
    /// Take away what lies under the cursor.
    ClearAtCursor,
    /// Make the exit wait for every bamboo shoot to be eaten (`true`), or not.
    BambooGate(bool),
    /// Carve a maze in the shape.
    Generate,
    /// Undo the last edit.
    Undo,
    /// Redo the last edit undone.
    Redo,
    /// Open the maze a share code or a maze code names.
    LoadCode(String),
    /// Save the maze to a file.
    Save(PathBuf),
    /// Open a save file.
    Open(PathBuf),
    /// Export the maze as a picture, a PDF page or a worksheet to a file.
    Export(ExportKind, PathBuf),
    /// Say where the cursor is again.
    Say,
    /// Play the maze in the editor (it goes on the board, named by its share code).
    Play,
    /// Back to the screen the editor was opened from.
    Leave,
}

/// The editor's last word (what was done, or why not), shown on its screen.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct EditorNote(pub Option<String>);

/// The share code of the editor's maze as it stands, or why there is none
/// (worked out again after every request, not every frame).
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct ShareCode(pub Result<String, String>);

impl Default for ShareCode {
    fn default() -> Self {
        ShareCode(Err("Generate a maze first (G): a code names a maze.".into()))
    }
}

/// The screen the editor was opened from, and whether it has been opened yet.
#[derive(Resource, Debug, Default)]
struct CameFrom(Option<Screen>, bool);

/// The editor's model and requests, for the headless game and the windowed one.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Editor>()
        .init_resource::<PaperChoice>()
        .init_resource::<EditorNote>()
        .init_resource::<ShareCode>()
        .init_resource::<CameFrom>()
        .add_message::<EditRequest>()
        .add_systems(Update, (open_editor, apply_requests).chain().in_set(AppSystems::ApplyCommands))
        .add_systems(OnEnter(Screen::Editor), say_opening);
}

/// The editor's screen, for the windowed game.
pub(super) fn windowed_plugin(app: &mut App) {
    view::plugin(app);
}

/// The board of `kind` at `d`'s size.
pub fn board_of(kind: GridKind, d: Difficulty) -> BoardShape {
    match kind.shape(d) {
        Some(shape) => BoardShape::Grid(shape),
        None => {
            let (w, h) = d.size();
            BoardShape::square_tiles(w, h)
        }
    }
}

/// The grid and size the editor's selector shows for `board`: the
/// difficulty whose board it is, if one is (a board opened from a code
/// may be of another size), and its grid.
pub fn board_choice(board: BoardShape) -> (GridKind, Option<Difficulty>) {
    for kind in GridKind::ALL {
        for d in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
            if board_of(kind, d) == board {
                return (kind, Some(d));
            }
        }
    }
    let kind = match board {
        BoardShape::Square { .. } => GridKind::Square,
        BoardShape::Grid(shape) => GridKind::ALL
            .into_iter()
            .find(|k| {
                k.shape(Difficulty::Easy).is_some_and(|s| std::mem::discriminant(&s) == std::mem::discriminant(&shape))
            })
            .unwrap_or(GridKind::Square),
    };
    (kind, None)
}

/// Opens the editor on [`GameCommand::OpenEditor`]: the first time on a
/// Medium board of the grid being played.
fn open_editor(
    mut commands: MessageReader<GameCommand>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
    (mut came, mut editor, settings): (ResMut<CameFrom>, ResMut<Editor>, Res<Settings>),
) {
    if !commands.read().any(|c| *c == GameCommand::OpenEditor) || *screen.get() == Screen::Editor {
        return;
    }
    if !came.1
        && let Ok(fresh) = Editor::new(board_of(settings.grid, Difficulty::Medium), seed_from_clock())
    {
        *editor = fresh;
    }
    *came = CameFrom(Some(*screen.get()), true);
    next.set(Screen::Editor);
}

fn say_opening(mut announcer: ResMut<Announcer>, settings: Res<Settings>, editor: Res<Editor>) {
    let lang = settings.language;
    announcer.say(Heard::Screen, format!("{} {}", words::opening_words(lang), words::cursor_words(&editor, lang)));
}

/// Carries out the editor's requests; says what came of them.
fn apply_requests(
    mut requests: MessageReader<EditRequest>,
    (mut editor, mut note, mut announcer): (ResMut<Editor>, ResMut<EditorNote>, ResMut<Announcer>),
    (settings, mut code): (Res<Settings>, ResMut<ShareCode>),
    (came, mut next, mut game): (Res<CameFrom>, ResMut<NextState<Screen>>, MessageWriter<GameCommand>),
    (mut play, paper): (MessageWriter<PlayShared>, Res<PaperChoice>),
) {
    let lang = settings.language;
    let mut said: Option<(Heard, String)> = None;
    let mut any = false;
    for request in requests.read() {
        any = true;
        let mut result = apply(&mut editor, request.clone(), (lang, paper.0));
        if *request == EditRequest::Play {
            // The maze goes on the board and is played from its entrance.
            let playable = |shared: SharedMaze| match shared.build() {
                Ok(_) => Ok(shared),
                Err(why) => Err(format!("This maze cannot be played yet: {why}.")),
            };
            match editor.shared().and_then(playable) {
                Ok(shared) => {
                    play.write(PlayShared(shared));
                    next.set(Screen::Playing);
                }
                Err(why) => result = Err(why),
            }
        }
        if *request == EditRequest::Leave {
            // A won run is over: back on the board its maze starts again (the
            // win is not entered a second time, nor its record kept twice).
            if came.0 == Some(Screen::Won) {
                game.write(GameCommand::Restart);
            }
            let back = came.0.filter(|&s| !matches!(s, Screen::Editor | Screen::Won));
            next.set(back.unwrap_or(Screen::Playing));
        }
        match result {
            Ok(Some(words)) => {
                note.0 = None;
                said = Some((Heard::Position, words));
            }
            Ok(None) => {}
            Err(why) => {
                note.0 = Some(why.clone());
                said = Some((Heard::Notice, why));
            }
        }
    }
    if let Some((kind, words)) = said {
        announcer.say(kind, words);
    }
    if any {
        code.set_if_neq(ShareCode(editor.share_code()));
    }
}
