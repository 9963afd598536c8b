//! Panda Maze (熊猫走迷宫): a maze game on Bevy, and the maze toolkit under it.
//!
//! - [`maze`] is the core: grid, generators, solvers and text I/O. It does not
//!   depend on Bevy; build with `default-features = false` to get only it.
//! - [`levels`] is the campaign as data: worlds, levels, stars and progress
//!   (read from `assets/campaign.json`), free of Bevy too.
//! - [`art`] draws the game's pixel art into plain RGBA buffers.
//! - [`lesson`] turns an algorithm's recorded work into steps that explain it
//!   (pseudocode, why, working memory) for the game's algorithm view.
//! - [`sheet`] lays out printable worksheets of mazes (SVG; PDF with feature `pdf`).
//! - [`sound`] synthesizes the game's music and sound effects as WAV bytes.
//! - [`user_file`] opens the files a user names: regular files only, bounded, never blocking.
//! - `game` (feature `game`, on by default) is the Bevy app: one plugin per
//!   concern, ordered by `game::AppSystems`.
//! - `cli` (feature `game`) parses the command line of the `panda-maze` binary.

pub mod art;
pub mod lesson;
pub mod levels;
pub mod maze;
pub mod sheet;
pub mod sound;
pub mod user_file;

#[cfg(feature = "game")]
pub mod cli;
#[cfg(feature = "game")]
pub mod game;

/// The README's Rust example, compiled and run as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;

/// The toolkit guide's Rust examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../docs/toolkit.md")]
pub struct ToolkitExamples;
