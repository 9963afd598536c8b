//! Keeping and sharing what the editor holds: its share code (with the
//! check character), a code typed in, and save files (the core's
//! [`EditFile`], read through the bounded user-file reader). Whatever is
//! refused leaves the editor as it was.

use std::path::{Path, PathBuf};

use super::editor::{Editor, board_cells, capital};
use crate::game::ui::print_shared::{ExportKind, export_shared};
use crate::maze::edit::{Changes, EditFile, EditedMaze, SharedMaze, Source, is_shared_code};
use crate::maze::generate::AnySpec;
use crate::sheet::Paper;

impl Editor {
    /// The maze as it stands as one to share: where it started and its hand changes.
    pub fn shared(&self) -> Result<SharedMaze, String> {
        let (Some(source), Some((maze, _))) = (self.source(), self.maze()) else {
            return Err("Generate a maze first (G): a code names a maze.".into());
        };
        // A door that cannot be opened (or an exit out of reach) is no maze to play or share.
        if let Some(why) = self.maze().and_then(|(_, f)| f.troubles().into_iter().next()) {
            return Err(format!("This maze cannot be shared or played yet: {why}."));
        }
        SharedMaze::from_edited(source.clone(), maze.maze(), maze.items())
            .map_err(|why| format!("No code names this maze yet: {why}."))
    }

    /// The share code of the maze as it stands.
    pub fn share_code(&self) -> Result<String, String> {
        self.shared().map(|s| s.code())
    }

    /// Opens the maze a share code or a maze code names (any case, spaces
    /// round it ignored); a code that names none says why and changes nothing.
    pub fn load_code(&mut self, code: &str) -> Result<(), String> {
        let code = code.trim();
        if code.is_empty() {
            return Err("Type or paste a code first.".into());
        }
        let shared = if is_shared_code(code) {
            SharedMaze::from_code(code)?
        } else {
            let spec = AnySpec::from_code(code)?;
            SharedMaze { source: Source::Spec(spec), changes: Changes::default() }
        };
        self.load_shared(shared)
    }

    /// Opens `shared`'s maze, its board and shape first checked to fit the editor.
    pub fn load_shared(&mut self, shared: SharedMaze) -> Result<(), String> {
        let board = shared.source.board();
        board_cells(board)?;
        let (maze, items) = shared.build().map_err(|why| capital(&why))?;
        self.load(board, shared.source, EditedMaze::new(maze, items))
    }

    /// Writes the maze to a save file at `path`.
    pub fn save(&self, path: &Path) -> Result<(), String> {
        let file = EditFile { name: self.name.clone(), maze: self.shared()? };
        crate::user_file::write_output(path, file.write().as_bytes())
            .map_err(|e| format!("{} was not saved: {e}.", path.display()))
    }

    /// Opens the save file at `path`.
    pub fn open(&mut self, path: &Path) -> Result<(), String> {
        let file = EditFile::load(path).map_err(|e| format!("{} was not opened: {e}.", path.display()))?;
        let name = file.name.clone();
        self.load_shared(file.maze).map_err(|e| format!("{} was not opened: {e}", path.display()))?;
        self.name = name;
        Ok(())
    }

    /// Writes the maze as `kind` to `path` (whole or not at all), on
    /// `paper`, the Chinese titles drawn with `cjk_font`; the path written.
    pub fn export(
        &self,
        kind: ExportKind,
        path: &Path,
        paper: Paper,
        cjk_font: Option<&[u8]>,
    ) -> Result<PathBuf, String> {
        let shared = self.shared()?;
        export_shared(&shared, kind, path, paper, cjk_font)
            .map_err(|e| format!("{} was not exported: {e}.", path.display()))
    }
}
