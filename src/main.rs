//! `panda-maze`: opens the game, or works on mazes from the command line
//! (`generate`, `algorithms`, `stats`, `solve`, `solvers`, `sheet`, `draw-art`).

use std::process::ExitCode;

use clap::Parser;
use panda_maze::cli::Cli;

fn main() -> ExitCode {
    Cli::parse().run()
}
