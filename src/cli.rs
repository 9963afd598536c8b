//! The command line of `panda-maze`: play (the default) or print a maze.

use std::path::{Path, PathBuf};

use clap::{Args, Parser, Subcommand};

use crate::game::{Difficulty, GameOptions};
use crate::maze::generate::seed_from_clock;
use crate::maze::grid::check_size;
use crate::maze::text::TextFormat;
use crate::maze::{MazeSpec, StartCorner};

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
    /// Seed of the first maze (the same seed gives the same maze).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Board size: easy (21×21), medium (49×55) or hard (91×103).
    #[arg(long, value_name = "LEVEL", default_value = "medium")]
    pub difficulty: Difficulty,
    /// Where the generator starts carving: top-left, top-right or bottom-right.
    #[arg(long, value_name = "CORNER", default_value = "top-left")]
    pub corner: StartCorner,
    /// Scripted screenshot run for the visual test, writing into DIR.
    #[arg(long, value_name = "DIR", hide = true)]
    pub script: Option<PathBuf>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a maze to standard output.
    Generate(GenerateArgs),
}

/// Options of `panda-maze generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Board size in tiles, WIDTHxHEIGHT, both odd and at least 5 (cells sit on odd rows and columns).
    #[arg(long, value_name = "WxH", default_value = "21x21", value_parser = parse_size)]
    pub size: (usize, usize),
    /// Seed of the random stream; without it one is picked and printed to standard error.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// zero-one (0 wall, 1 floor, as the course program prints) or hash (# wall, . floor, S entrance, E exit).
    #[arg(long, value_name = "FORMAT", default_value = "zero-one")]
    pub format: TextFormat,
    /// Where the generator starts carving: top-left, top-right or bottom-right.
    #[arg(long, value_name = "CORNER", default_value = "top-left")]
    pub corner: StartCorner,
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

impl Cli {
    /// The game's start options from the flags.
    pub fn game_options(&self) -> GameOptions {
        GameOptions { difficulty: self.difficulty, seed: self.seed, corner: self.corner }
    }
}

/// Runs `generate`: the maze as text, plus the seed on standard error when it was not given.
pub fn generate(args: &GenerateArgs) -> String {
    let seed = args.seed.unwrap_or_else(|| {
        let seed = seed_from_clock();
        eprintln!("seed {seed}");
        seed
    });
    let (width, height) = args.size;
    let maze =
        MazeSpec::new(width, height, seed).with_corner(args.corner).generate().expect("size checked when parsed");
    crate::maze::text::write(&maze, args.format)
}

/// Why no window can be opened here, if that can be told without trying.
///
/// On Linux a window needs a Wayland socket or an X server; an unset
/// `DISPLAY`/`WAYLAND_DISPLAY`, or a local X display whose socket is missing,
/// means there is none.
pub fn missing_display() -> Option<String> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(wayland) = var("WAYLAND_DISPLAY") {
        let socket = match var("XDG_RUNTIME_DIR") {
            Some(dir) => Path::new(&dir).join(&wayland),
            None => PathBuf::from(&wayland),
        };
        if socket.exists() {
            return None;
        }
    }
    match var("DISPLAY") {
        None => Some("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)".to_string()),
        Some(display) => {
            let display = display.to_string_lossy().into_owned();
            // ":0" or ":0.0" is a local server with a socket in /tmp/.X11-unix; "host:0" is remote.
            let local = display.strip_prefix(':').and_then(|rest| rest.split('.').next()).map(str::to_owned);
            match local {
                Some(n) if !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists() => {
                    Some(format!("no display found (no X server is listening on DISPLAY={display})"))
                }
                _ => None,
            }
        }
    }
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
        assert!(parse_size("3x3").unwrap_err().contains("too small"));
    }

    #[test]
    fn flags_become_options() {
        let cli = Cli::try_parse_from(["panda-maze", "--seed", "9", "--difficulty", "hard"]).unwrap();
        assert_eq!(cli.game_options().seed, Some(9));
        assert_eq!(cli.game_options().difficulty, Difficulty::Hard);
        assert!(Cli::try_parse_from(["panda-maze", "--difficulty", "extreme"]).is_err());
        let cli = Cli::try_parse_from(["panda-maze", "generate", "--size", "7x9", "--seed", "3", "--format", "hash"])
            .unwrap();
        let Some(Command::Generate(args)) = cli.command else { panic!("expected generate") };
        let text = generate(&args);
        assert_eq!(text.lines().count(), 9);
        assert!(text.lines().all(|l| l.len() == 7));
    }
}
