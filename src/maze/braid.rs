//! Braiding: removing dead ends from a maze by opening one of their walls,
//! which makes loops and gives several routes.

use rand::{Rng, RngExt};

use super::grid::{Dir, Maze, Pos, Tile};
use super::recorder::Recorder;

/// Whether floor tile `p` is a cell (odd column and row).
fn is_cell(p: Pos) -> bool {
    p.x % 2 == 1 && p.y % 2 == 1
}

/// The cells with exactly one open side.
pub fn dead_ends(maze: &Maze) -> Vec<Pos> {
    (0..maze.tiles().len())
        .map(|i| maze.pos_of(i))
        .filter(|&p| is_cell(p) && maze.is_floor(p) && maze.floor_neighbours(p).count() == 1)
        .collect()
}

/// Opens walls until `percent` of the maze's dead ends are gone (rounded to
/// the nearest whole dead end; one more may go when two dead ends face each
/// other). Each chosen dead end opens towards a neighbouring dead end if it
/// has one, else towards a random walled-off neighbour cell. Returns how many
/// dead ends are left.
pub fn braid<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    percent: u8,
    rng: &mut R,
    rec: &mut Rec,
) -> usize {
    let mut ends = dead_ends(maze);
    let mut left = ends.len();
    in_random_order(&mut ends, percent, rng, |p, rng| {
        if maze.floor_neighbours(p).count() != 1 {
            return 0; // an earlier opening already joined it
        }
        // Neighbouring cells behind a wall: (wall tile, cell).
        let mut options: Vec<(Pos, Pos)> = Vec::with_capacity(3);
        for dir in Dir::ALL {
            let Some(wall) = maze.step(p, dir) else { continue };
            let Some(cell) = maze.step(wall, dir) else { continue };
            if !maze.is_floor(wall) && maze.is_floor(cell) && cell.x > 0 && cell.y > 0 {
                options.push((wall, cell));
            }
        }
        if options.is_empty() {
            return 0;
        }
        let facing: Vec<(Pos, Pos)> =
            options.iter().copied().filter(|&(_, c)| maze.floor_neighbours(c).count() == 1).collect();
        let pool = if facing.is_empty() { &options } else { &facing };
        let (wall, cell) = pool[rng.random_range(0..pool.len())];
        let cell_sides = maze.floor_neighbours(cell).count();
        let cured_other = cell_sides == 1;
        maze.set(wall, Tile::Floor);
        rec.record(wall, Tile::Floor);
        // A walled-in cell (irregular maps) becomes a dead end as it opens.
        left = left + usize::from(cell_sides == 0) - 1 - usize::from(cured_other);
        1 + usize::from(cured_other)
    });
    left
}

/// Hands the dead ends to `open` in random order (a Fisher–Yates shuffle as
/// it goes) until `percent` of them, rounded to the nearest whole one, are
/// gone. `open` returns how many dead ends its opening cured (0 when it opened
/// nothing). Shared by the square braid and the braid over any grid.
pub(crate) fn in_random_order<T: Copy, R: Rng + ?Sized>(
    ends: &mut [T],
    percent: u8,
    rng: &mut R,
    mut open: impl FnMut(T, &mut R) -> usize,
) {
    let target = (ends.len() * usize::from(percent.min(100)) + 50) / 100;
    let mut removed = 0;
    for i in 0..ends.len() {
        if removed >= target {
            break;
        }
        let j = rng.random_range(i..ends.len());
        ends.swap(i, j);
        removed += open(ends[i], rng);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::{Algorithm, MazeSpec, rng_from_seed};
    use crate::maze::solve::astar;
    use crate::maze::test_support::reachable_part;

    #[test]
    fn braiding_removes_the_requested_share_of_dead_ends() {
        for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Sidewinder] {
            for percent in [0u8, 10, 25, 50, 75, 100] {
                for seed in 0..20 {
                    let mut maze = MazeSpec::new(41, 41, seed).with_algorithm(algorithm).generate().unwrap();
                    let before = dead_ends(&maze).len() as f64;
                    let left = braid(&mut maze, percent, &mut rng_from_seed(seed), &mut ());
                    assert_eq!(left, dead_ends(&maze).len(), "braid counts what it leaves");
                    let wanted = before * (1.0 - f64::from(percent) / 100.0);
                    assert!(
                        (left as f64 - wanted).abs() <= 1.5,
                        "{algorithm:?} {percent}% seed {seed}: {left} dead ends left of {before}, wanted {wanted:.1}"
                    );
                    // Braiding only opens walls between cells: still every cell reachable, exit open.
                    assert!(astar(&maze).is_some());
                    if percent > 0 && before > 4.0 {
                        let (tiles, sides) = reachable_part(&maze);
                        assert!(sides >= tiles, "braiding makes loops");
                    }
                }
            }
        }
    }

    #[test]
    fn a_braided_spec_is_reproducible_and_has_loops() {
        let spec = MazeSpec::new(41, 41, 9).with_braid(50);
        let maze = spec.generate().unwrap();
        assert_eq!(maze, spec.generate().unwrap());
        let (tiles, sides) = reachable_part(&maze);
        assert!(sides >= tiles);
        assert_ne!(maze, MazeSpec::new(41, 41, 9).generate().unwrap());
    }
}
