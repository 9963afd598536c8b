//! The command line of `panda-maze`: play (the default), print or save a maze,
//! list the algorithms, or measure them. [`Cli::run`] runs it with one error
//! path: every command returns a [`Failure`] or nothing, and that becomes the
//! message and exit status.

mod floors;
mod generate;
mod grid;
mod interrupt;
mod mean;
mod output;
mod play;
mod share;
mod sheet;
mod solve;
mod stats;
mod weave;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

pub use generate::{GenerateArgs, MazeArgs, OutputFormat};
pub use grid::{GridArgs, GridKind, Outline, SizeArg};
pub use play::missing_display;
pub use sheet::{SheetArgs, SheetFormat};
pub use solve::{RouteFormat, SolveArgs};
pub use stats::StatsArgs;
pub use weave::CodeArg;

use crate::game::{Difficulty, GameOptions, LaunchCode};
use crate::maze::StartCorner;
use crate::maze::generate::Algorithm;
use crate::maze::grid::{check_play_size, check_size};

/// Panda Maze (熊猫走迷宫): walk a panda out of a random maze.
///
/// With no command, opens the game window. Keys in the game: arrows or WASD
/// move, N new map, R restart, P show/hide the way out, 1/2/3 difficulty.
#[derive(Debug, Parser)]
#[command(name = "panda-maze", version, args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// What to do instead of playing.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Seed of the first maze (the same seed gives the same maze). On a round, hex or triangle grid
    /// (the grid played last) it is the maze `generate --grid GRID --seed N` makes at the
    /// difficulty's size (easy: --rings 5, --size 10x10 hex, --size 14x7 triangle).
    #[arg(long, value_name = "N", value_parser = parse_seed, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Board size: easy (21×21), medium (49×55) or hard (91×103) [default: the last one played]
    #[arg(long, value_name = "LEVEL")]
    pub difficulty: Option<Difficulty>,
    /// Generation algorithm (see `panda-maze algorithms`).
    #[arg(long, value_name = "NAME", default_value = "backtracker")]
    pub algorithm: Algorithm,
    /// Where the backtracker starts: top-left, top-right, bottom-right, centre or random.
    #[arg(long, value_name = "CORNER", default_value = "top-left")]
    pub corner: StartCorner,
    /// Share of dead ends to remove, 0-100 (makes loops).
    #[arg(long, value_name = "PERCENT", default_value_t = 0, value_parser = parse_percent, allow_negative_numbers = true)]
    pub braid: u8,
    /// A custom board size in tiles, WIDTHxHEIGHT, both odd, from 5 up to 4003 (2001×2001 cells).
    #[arg(long, value_name = "WxH", value_parser = parse_play_size, conflicts_with = "difficulty", allow_hyphen_values = true)]
    pub size: Option<(usize, usize)>,
    /// Play today's daily maze (the same for everyone on a UTC calendar day).
    #[arg(long, conflicts_with_all = ["seed", "difficulty", "size", "algorithm", "corner", "braid"])]
    pub daily: bool,
    /// Open the game on the maze a code names, of any grid (a code the game or
    /// `generate` shows, a level's, or the editor's share code of a maze drawn
    /// by hand); read as `generate --code` reads it.
    #[arg(long, value_name = "CODE", value_parser = parse_code_to_play,
          conflicts_with_all = ["seed", "difficulty", "size", "algorithm", "corner", "braid", "daily", "grid"])]
    pub code: Option<LaunchCode>,
    /// The grid new maps are made on: square, round, hex or triangle [default: the last one played].
    #[arg(long, value_name = "GRID")]
    pub grid: Option<GridKind>,
    /// Scripted screenshot run for the visual test, writing into DIR.
    #[arg(long, value_name = "DIR", hide = true)]
    pub script: Option<PathBuf>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a maze to standard output, or save it with -o.
    Generate(GenerateArgs),
    /// List the generation algorithms, a line each.
    Algorithms,
    /// Measure an algorithm: metrics averaged over many seeds.
    Stats(StatsArgs),
    /// Draw the game's pixel art into PNG files (the generator of assets/art/).
    DrawArt(DrawArtArgs),
    /// Find the way out of a maze read from a file (0/1 or #/. text) or generated.
    Solve(SolveArgs),
    /// List the solvers, a line each.
    Solvers,
    /// Write a printable worksheet of mazes (PDF, or SVG a page), with answer pages on request.
    Sheet(SheetArgs),
    /// Time the headless game's frames (median, p99, worst, peak memory) on Easy, Hard, a 2001² board, a round board, round, hex and triangle boards of a million cells and a 4003² one.
    #[command(hide = true)]
    Measure(MeasureArgs),
}

/// Options of the hidden `panda-maze measure`.
#[derive(Debug, Args)]
pub struct MeasureArgs {
    /// A small board and few runs: checks that measuring works, its figures mean little.
    #[arg(long)]
    pub quick: bool,
    /// The board the heat map follows the panda on, in tiles, at least 5x5 [default: 4003x4003, or 501x501 with --quick].
    #[arg(long, value_name = "WxH", value_parser = parse_play_size, allow_hyphen_values = true)]
    pub size: Option<(usize, usize)>,
    /// Only this board's rows (to measure one change quickly; the table keeps its layout).
    #[arg(long, value_name = "BOARD", value_parser = ["easy", "hard", "large", "round", "big-round", "big-hex", "big-tri", "huge"])]
    pub board: Option<String>,
}

/// Options of `panda-maze draw-art`.
#[derive(Debug, Args)]
pub struct DrawArtArgs {
    /// Folder to write into (created if missing).
    #[arg(long, short, value_name = "DIR", default_value = "assets/art")]
    pub out: PathBuf,
}

/// What went wrong running a command, and the exit status it calls for.
#[derive(Debug)]
pub struct Failure {
    /// The message for standard error.
    pub message: String,
    /// 2 for a usage mistake, 1 for anything else.
    pub status: u8,
}

impl Failure {
    /// A usage mistake (status 2).
    pub fn usage(message: impl Into<String>) -> Self {
        Failure { message: message.into(), status: 2 }
    }

    /// Anything else that went wrong (status 1).
    pub fn other(message: impl Into<String>) -> Self {
        Failure { message: message.into(), status: 1 }
    }
}

impl Cli {
    /// Runs the command (or the game) and turns what went wrong into a
    /// message on standard error and the exit status.
    pub fn run(&self) -> ExitCode {
        let status = match self.run_command() {
            Ok(()) => ExitCode::SUCCESS,
            Err(failure) => {
                output::note(&format!("panda-maze: {}", failure.message));
                ExitCode::from(failure.status)
            }
        };
        report_peak_memory();
        status
    }

    fn run_command(&self) -> Result<(), Failure> {
        let Some(command) = &self.command else { return play::play(self) };
        match command {
            Command::Generate(args) => generate::run(args),
            Command::Algorithms => output::print(&algorithms()),
            Command::Stats(args) => stats::run(args),
            Command::DrawArt(args) => output::print(&draw_art(args)?),
            Command::Solve(args) => solve::run(args),
            Command::Solvers => output::print(&solvers()),
            Command::Sheet(args) => sheet::run(args),
            Command::Measure(args) => {
                crate::game::dev::measure::run(args.quick, args.size, args.board.as_deref());
                Ok(())
            }
        }
    }

    /// The game's start options from the flags.
    pub fn game_options(&self) -> GameOptions {
        GameOptions {
            difficulty: self.difficulty.unwrap_or_default(),
            seed: self.seed,
            corner: self.corner,
            algorithm: self.algorithm,
            braid_percent: self.braid,
            size: self.size,
            daily: self.daily,
            code: self.code.clone(),
        }
    }

    /// The grid `--grid` asks new maps to be made on, as the game names it.
    pub fn grid_choice(&self) -> Option<crate::game::settings::GridKind> {
        use crate::game::settings::GridKind as Game;
        self.grid.map(|grid| match grid {
            GridKind::Square => Game::Square,
            GridKind::Round => Game::Round,
            GridKind::Hex => Game::Hexagon,
            GridKind::Triangle => Game::Triangle,
        })
    }

    /// Why the flags that open the game do not go together, if they do not:
    /// a round, hex or triangle grid makes backtracker mazes of the
    /// difficulty's size, so a square board's size, the daily maze or a
    /// square maze's algorithm, corner or braid would be ignored.
    pub fn check_play_flags(&self) -> Result<(), Failure> {
        let Some(grid) = self.grid.filter(|&g| g != GridKind::Square) else { return Ok(()) };
        let square_only = [
            (self.size.is_some(), "--size"),
            (self.daily, "--daily"),
            (self.algorithm != Algorithm::Backtracker, "--algorithm"),
            (self.corner != StartCorner::TopLeft, "--corner"),
            (self.braid != 0, "--braid"),
        ];
        match square_only.iter().find(|(given, _)| *given) {
            Some((_, flag)) => Err(Failure::usage(format!(
                "{flag} is for the square board; --grid {} makes new maps of --difficulty's size \
                 (the Lab's Maze section changes their algorithm, or play one by --code)",
                clap::ValueEnum::to_possible_value(&grid).map_or_else(String::new, |v| v.get_name().to_owned())
            ))),
            None => Ok(()),
        }
    }
}

/// With `PANDA_MAZE_REPORT_PEAK_MEMORY` set, says on standard error how much
/// memory the process held at its peak (Linux's `VmHWM`). The memory tests
/// read it: a child's `ru_maxrss` also counts the test process it was
/// spawned from, so it grows with whatever else the tests hold. Refusals
/// of the arguments themselves (clap's) say it too.
pub fn report_peak_memory() {
    if std::env::var_os("PANDA_MAZE_REPORT_PEAK_MEMORY").is_none() {
        return;
    }
    let status = crate::user_file::read_system_text("/proc/self/status").unwrap_or_default();
    if let Some(kib) = status.lines().find_map(|l| l.strip_prefix("VmHWM:")) {
        output::note(&format!("panda-maze: peak memory {} ", kib.trim()));
    }
}

/// Runs `algorithms`: one line per algorithm.
pub fn algorithms() -> String {
    let width = Algorithm::ALL.iter().map(|a| a.name().len()).max().unwrap_or(0);
    Algorithm::ALL.iter().map(|a| format!("{:width$}  {}\n", a.name(), a.description())).collect()
}

/// Runs `solvers`: one line per solver.
pub fn solvers() -> String {
    use crate::maze::solve::Solver;
    let width = Solver::ALL.iter().map(|s| s.name().len()).max().unwrap_or(0);
    Solver::ALL.iter().map(|s| format!("{:width$}  {}\n", s.name(), s.description())).collect()
}

/// Draws every picture of [`crate::art::catalogue`] into `args.out`; returns the files written.
pub fn draw_art(args: &DrawArtArgs) -> Result<String, Failure> {
    let written = crate::art::write_all(&args.out)
        .map_err(|e| Failure::other(format!("cannot write the art into {}: {e}", args.out.display())))?;
    Ok(written.iter().map(|p| format!("{}\n", p.display())).collect())
}

/// Reads `WxH` (or `W×H`) and checks that it is a valid board size.
pub fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let (w, h) = text
        .split_once(['x', 'X', '×'])
        .ok_or_else(|| format!("'{text}' is not a size; write it as WIDTHxHEIGHT, e.g. 21x21"))?;
    let number = |s: &str| {
        s.trim().parse::<usize>().map_err(|_| format!("'{s}' in '{text}' is not a whole number; write e.g. 21x21"))
    };
    let (w, h) = (number(w)?, number(h)?);
    check_size(w, h).map_err(|e| e.to_string())?;
    Ok((w, h))
}

/// A board size to play: as [`parse_size`], and at least
/// [`PLAY_MIN_SIDE`](crate::maze::grid::PLAY_MIN_SIDE) tiles a side (a
/// one-cell-wide board is a maze, but not a game: its entrance may be its exit).
pub fn parse_play_size(text: &str) -> Result<(usize, usize), String> {
    let (w, h) = parse_size(text)?;
    check_play_size(w, h).map_err(|e| e.to_string())?;
    Ok((w, h))
}

/// Reads a whole number from `min` to `max`; says which when it is not one
/// (a minus sign included: `-1` is a wrong value, not an unknown flag).
fn whole_number(text: &str, what: &str, min: u64, max: u64) -> Result<u64, String> {
    let bad = || format!("'{text}' is not {what}: give a whole number from {min} to {max}");
    let n: i128 = text.trim().parse().map_err(|_| bad())?;
    if n < i128::from(min) || n > i128::from(max) {
        return Err(bad());
    }
    Ok(n as u64)
}

/// Reads a maze code the game can play, or an editor's share code: the
/// words of `generate --code` for a code that names no maze (a mistyped
/// share code among them), and why not for one too big to play.
pub fn parse_code_to_play(text: &str) -> Result<LaunchCode, String> {
    crate::game::ui::code_section::launch_code(text)
}

/// Reads a seed: any whole number from 0 to 2⁶⁴ − 1.
pub fn parse_seed(text: &str) -> Result<u64, String> {
    whole_number(text, "a seed", 0, u64::MAX)
}

/// Reads a share in percent, 0 to 100.
pub fn parse_percent(text: &str) -> Result<u8, String> {
    whole_number(text, "a share in percent", 0, 100).map(|n| n as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_or_say_why_not() {
        assert_eq!(parse_size("21x21"), Ok((21, 21)));
        assert_eq!(parse_size("49×55"), Ok((49, 55)));
        assert!(parse_size("21").unwrap_err().contains("WIDTHxHEIGHT"));
        assert!(parse_size("ax21").unwrap_err().contains("not a whole number"));
        assert!(parse_size("20x21").unwrap_err().contains("odd"));
        assert!(parse_size("1x3").unwrap_err().contains("too small"));
        assert_eq!(parse_size("3x3"), Ok((3, 3)), "one cell is a maze");
        assert!(parse_play_size("3x21").unwrap_err().contains("too small to play"));
        assert_eq!(parse_play_size("5x5"), Ok((5, 5)));
        assert!(parse_size("-5x5").unwrap_err().contains("not a whole number"));
    }

    #[test]
    fn the_game_and_the_core_agree_on_the_smallest_board_to_play() {
        assert_eq!(crate::game::PLAY_MIN_SIDE, crate::maze::grid::PLAY_MIN_SIDE);
    }

    #[test]
    fn numbers_say_what_is_allowed() {
        assert_eq!(parse_seed("18446744073709551615"), Ok(u64::MAX));
        for bad in ["-1", "18446744073709551616", "1.5", "", "minus-one"] {
            let e = parse_seed(bad).unwrap_err();
            assert!(e.contains("from 0 to 18446744073709551615"), "{bad}: {e}");
        }
        assert_eq!(parse_percent("100"), Ok(100));
        assert!(parse_percent("-5").unwrap_err().contains("from 0 to 100"));
    }

    #[test]
    fn flags_become_options() {
        let cli = Cli::try_parse_from(["panda-maze", "--seed", "9", "--difficulty", "hard", "--algorithm", "wilson"])
            .unwrap();
        let options = cli.game_options();
        assert_eq!(
            (options.seed, options.difficulty, options.algorithm),
            (Some(9), Difficulty::Hard, Algorithm::Wilson)
        );
        assert!(Cli::try_parse_from(["panda-maze", "--difficulty", "extreme"]).is_err());
        assert!(Cli::try_parse_from(["panda-maze", "--braid", "101"]).is_err());
        let negative = Cli::try_parse_from(["panda-maze", "--seed", "-1"]).unwrap_err().to_string();
        assert!(negative.contains("is not a seed"), "{negative}");
    }
}
