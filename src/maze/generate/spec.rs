//! [`MazeSpec`]: everything needed to make one maze again, and
//! [`GenerateError`], why a spec names no maze.

use std::fmt;

use super::division_pcg::recursive_division_pcg;
use super::{Algorithm, Recorder, StartCorner, masked, rng_from_seed};
use crate::maze::exits::{self, Exits};
use crate::maze::grid::{Maze, SizeError, check_size};
use crate::maze::mask::{Mask, MaskError, Shape};

/// Everything needed to make one maze again: size, algorithm, its options and the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MazeSpec {
    /// Width in tiles (odd, at least 3).
    pub width: usize,
    /// Height in tiles (odd, at least 3).
    pub height: usize,
    /// Which generator carves the maze.
    pub algorithm: Algorithm,
    /// Where the backtracker starts.
    pub corner: StartCorner,
    /// Share of dead ends removed after carving, in percent (0 keeps the maze perfect).
    pub braid_percent: u8,
    /// The seed of the random stream.
    pub seed: u64,
    /// The built-in shape the maze is cut to ([`Shape::None`]: the whole rectangle).
    pub shape: Shape,
    /// Where the entrance and exit go.
    pub exits: Exits,
    /// The items laid on the maze (none by default); see [`crate::maze::items`].
    pub items: crate::maze::items::ItemSpec,
}

/// Why a spec names no maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// An impossible board size.
    Size(SizeError),
    /// A mask that cannot shape this maze (too few cells, a bad file).
    Mask(MaskError),
    /// An algorithm that cannot follow a mask ([`Algorithm::is_maskable`]).
    Unmaskable(Algorithm),
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Size(e) => write!(f, "{e}"),
            GenerateError::Mask(e) => write!(f, "{e}"),
            GenerateError::Unmaskable(a) => {
                let can: Vec<String> = Algorithm::ALL.iter().filter(|a| a.is_maskable()).map(|a| a.name()).collect();
                write!(
                    f,
                    "the {} algorithm cannot shape a maze to a mask (it builds whole rows or splits the rectangle); these can: {}",
                    a.name(),
                    can.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for GenerateError {}

impl From<SizeError> for GenerateError {
    fn from(e: SizeError) -> Self {
        GenerateError::Size(e)
    }
}

impl From<MaskError> for GenerateError {
    fn from(e: MaskError) -> Self {
        GenerateError::Mask(e)
    }
}

impl MazeSpec {
    /// A backtracker maze of `width × height` tiles from the top-left corner.
    pub fn new(width: usize, height: usize, seed: u64) -> Self {
        Self {
            width,
            height,
            algorithm: Algorithm::Backtracker,
            corner: StartCorner::TopLeft,
            braid_percent: 0,
            seed,
            shape: Shape::None,
            exits: Exits::Corners,
            items: Default::default(),
        }
    }

    /// The same spec cut to `shape`, with that shape's usual exits
    /// ([`Shape::default_exits`]: the hardest pair for a shape).
    pub fn with_shape(self, shape: Shape) -> Self {
        Self { shape, exits: shape.default_exits(), ..self }
    }

    /// The same spec with its entrance and exit placed as `exits` says.
    pub fn with_exits(self, exits: Exits) -> Self {
        Self { exits, ..self }
    }

    /// The same spec starting from `corner`.
    pub fn with_corner(self, corner: StartCorner) -> Self {
        Self { corner, ..self }
    }

    /// The same spec with another algorithm.
    pub fn with_algorithm(self, algorithm: Algorithm) -> Self {
        Self { algorithm, ..self }
    }

    /// The same spec with `percent` of its dead ends braided away.
    pub fn with_braid(self, percent: u8) -> Self {
        Self { braid_percent: percent.min(100), ..self }
    }

    /// The same spec with `items` laid on its maze.
    pub fn with_items(self, items: crate::maze::items::ItemSpec) -> Self {
        Self { items, ..self }
    }

    /// The items of this spec laid on `maze` (which it generated): the same
    /// layout every time, drawn from the spec's seed.
    pub fn place_items(&self, maze: &Maze) -> crate::maze::items::Items {
        crate::maze::items::place(maze, self.items, self.seed)
    }

    /// Builds the maze this spec names. Fails for an impossible size, or a
    /// shape the board is too small for or the algorithm cannot follow.
    pub fn generate(&self) -> Result<Maze, GenerateError> {
        self.generate_recorded(&mut ())
    }

    /// Builds the maze, telling `recorder` of every tile change in order.
    pub fn generate_recorded<Rec: Recorder + ?Sized>(&self, recorder: &mut Rec) -> Result<Maze, GenerateError> {
        check_size(self.width, self.height)?;
        if self.shape == Shape::None {
            return self.generate_in(None, recorder);
        }
        let mask = Mask::shape(self.shape, (self.width - 1) / 2, (self.height - 1) / 2)?;
        self.generate_in(Some(&mask), recorder)
    }

    /// Builds the maze cut to `mask` (a mask from a file, say) instead of
    /// the spec's shape; `None` for the whole rectangle.
    pub fn generate_in<Rec: Recorder + ?Sized>(
        &self,
        mask: Option<&Mask>,
        recorder: &mut Rec,
    ) -> Result<Maze, GenerateError> {
        check_size(self.width, self.height)?;
        let mut maze = Maze::walled(self.width, self.height)?;
        let mut rng = rng_from_seed(self.seed);
        match mask {
            // The same maze as `carve`, sooner, with this generator's own stream.
            None if self.algorithm == Algorithm::RecursiveDivision && !recorder.keeps_steps() => {
                recursive_division_pcg(&mut maze, &mut rng)
            }
            None => self.algorithm.carve(&mut maze, self.corner, &mut rng, recorder),
            Some(mask) => {
                if !self.algorithm.is_maskable() {
                    return Err(GenerateError::Unmaskable(self.algorithm));
                }
                if (mask.cols(), mask.rows()) != (maze.cell_columns(), maze.cell_rows()) {
                    return Err(MaskError::File(format!(
                        "the mask is {}x{} cells but the board {}x{}",
                        mask.cols(),
                        mask.rows(),
                        maze.cell_columns(),
                        maze.cell_rows()
                    ))
                    .into());
                }
                mask.cut(&mut maze);
                if recorder.keeps_steps() {
                    for (i, &t) in maze.tiles().iter().enumerate() {
                        if t == crate::maze::grid::Tile::Outside {
                            recorder.record_index(i, self.width, t);
                        }
                    }
                }
                masked::carve(self.algorithm, &mut maze, mask, self.corner, &mut rng, recorder);
            }
        }
        if self.braid_percent > 0 {
            crate::maze::braid::braid(&mut maze, self.braid_percent, &mut rng, recorder);
        }
        if mask.is_some() || self.exits != Exits::Corners {
            exits::place(&mut maze, self.exits, &mut rng);
        }
        Ok(maze)
    }
}
