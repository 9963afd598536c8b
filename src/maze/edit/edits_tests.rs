//! Tests of hand edits, the edit log and the live figures.

use super::*;
use crate::maze::generate::grids::carve;
use crate::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use crate::maze::grid::{HexGrid, HexShape, SquareGrid};
use crate::maze::solve::grids::breadth_first;

fn maze<G: Grid>(grid: G) -> EditedMaze<G> {
    let mut m = carve(grid, Algorithm::Backtracker, StartCorner::TopLeft, &mut rng_from_seed(5)).unwrap();
    m.entrance = 0;
    m.exit = m.grid.cell_count() as u32 - 1;
    EditedMaze::new(m, Items::default())
}

/// A wall of `m` between two neighbours, and a passage on its route.
fn a_wall_and_a_route_passage<G: Grid>(m: &GridMaze<G>) -> ((u32, u32), (u32, u32)) {
    let wall = (0..m.grid.cell_count() as u32)
        .find_map(|c| m.grid.neighbours(c).iter().find(|&&n| !m.linked(c, n)).map(|&n| (c, n)))
        .unwrap();
    let route = breadth_first(m, m.entrance, m.exit).unwrap();
    (wall, (route[1], route[2]))
}

fn carve_raise_undo_redo<G: Grid + Clone>(grid: G) {
    let mut e = maze(grid);
    let first = e.figures();
    assert!(first.solvable && first.perfect && first.loops == 0 && first.unreached == 0);
    assert!(first.difficulty >= 1.0);
    let (wall, on_route) = a_wall_and_a_route_passage(e.maze());
    e.apply(Edit::Carve(wall.0, wall.1)).unwrap();
    let carved = e.figures();
    assert!(carved.solvable && !carved.perfect && carved.loops == 1);
    assert!(e.undo());
    e.apply(Edit::Raise(on_route.0, on_route.1)).unwrap();
    let cut = e.figures();
    assert!(!cut.solvable && cut.unreached > 0 && cut.route_steps.is_none() && !cut.perfect);
    assert!(cut.troubles()[0].contains("no way leads"));
    e.apply(Edit::Carve(wall.0, wall.1)).unwrap();
    let both = e.figures();
    assert!(e.undo() && e.undo());
    assert_eq!(e.figures(), first, "undone twice: the maze as it was");
    assert!(!e.undo() && e.can_redo());
    assert!(e.redo());
    assert_eq!(e.figures(), cut);
    assert!(e.redo() && !e.redo());
    assert_eq!(e.figures(), both);
    assert_eq!(e.log().collect::<Vec<_>>(), vec![Edit::Raise(on_route.0, on_route.1), Edit::Carve(wall.0, wall.1)]);
    // A new edit forgets what was undone.
    e.undo();
    e.apply(Edit::Entrance(5)).unwrap();
    assert!(!e.can_redo() && e.maze().entrance == 5);
    e.undo();
    assert_eq!(e.maze().entrance, 0);
}

#[test]
fn carving_and_raising_walls_undo_and_redo_on_square_and_hex() {
    carve_raise_undo_redo(SquareGrid::new(8, 8).unwrap());
    carve_raise_undo_redo(HexGrid::new(HexShape::Hexagon { radius: 4 }).unwrap());
}

#[test]
fn an_edit_that_cannot_be_done_is_refused_and_changes_nothing() {
    let mut e = maze(SquareGrid::new(6, 6).unwrap());
    let before = e.maze().clone();
    let (wall, passage) = a_wall_and_a_route_passage(e.maze());
    for (edit, why) in [
        (Edit::Carve(0, 7), "not neighbours"),
        (Edit::Carve(0, 99), "not on this board"),
        (Edit::Carve(passage.0, passage.1), "already joined"),
        (Edit::Raise(wall.0, wall.1), "already stands"),
        (Edit::Entrance(35), "already the entrance or the exit"),
        (Edit::Place(Item::Bamboo, 0), "entrance or the exit"),
        (Edit::Place(Item::Key(KeyKind::Sky), 3), "lay the sun key first"),
        (Edit::Clear(4), "holds nothing"),
    ] {
        let err = e.apply(edit).unwrap_err();
        assert!(err.contains(why), "{edit:?}: {err}");
    }
    assert_eq!(e.maze().passages().collect::<Vec<_>>(), before.passages().collect::<Vec<_>>());
    assert!(!e.can_undo());
}

#[test]
fn the_item_check_says_which_door_cannot_be_opened() {
    let mut e = maze(SquareGrid::new(8, 8).unwrap());
    let route = breadth_first(e.maze(), 0, 63).unwrap();
    assert!(route.len() > 6);
    let door = route[route.len() / 2];
    // Key before the door: solvable, the full clear walks to the key and on.
    e.apply(Edit::Place(Item::Key(KeyKind::Sun), route[1])).unwrap();
    e.apply(Edit::Place(Item::Door(KeyKind::Sun), door)).unwrap();
    let f = e.figures();
    assert!(f.solvable && f.doors.is_empty(), "{:?}", f.troubles());
    assert_eq!(f.route_steps, Some(route.len() - 1));
    // The key moved beyond its door: the door is reached, its key is not.
    e.apply(Edit::Place(Item::Key(KeyKind::Sun), route[route.len() - 2])).unwrap();
    let f = e.figures();
    assert_eq!(f.doors, vec![(KeyKind::Sun, DoorTrouble::KeyBehind)]);
    assert!(!f.solvable && f.troubles()[0].contains("sun key cannot be had before its door"));
    e.undo();
    // A door walled off from every way: it cannot be reached.
    e.apply(Edit::Place(Item::Key(KeyKind::Sky), route[2])).unwrap();
    let off = (0..64).find(|&c| !route.contains(&c) && e.maze().degree(c) == 1).unwrap();
    e.apply(Edit::Place(Item::Door(KeyKind::Sky), off)).unwrap();
    let link = e.maze().links(off).next().unwrap();
    e.apply(Edit::Raise(off, link)).unwrap();
    let f = e.figures();
    assert_eq!(f.doors, vec![(KeyKind::Sky, DoorTrouble::Unreachable)], "{:?}", f.troubles());
    assert!(f.troubles()[0].contains("sky door cannot be reached"));
    // The middle kind cannot be taken away before the last; the last can.
    assert!(e.apply(Edit::Clear(route[1])).unwrap_err().contains("later kinds first"));
    e.apply(Edit::Clear(off)).unwrap();
    assert_eq!(e.items().doors.len(), 1);
    // Bamboo out of reach is counted (the cell is still walled off).
    e.apply(Edit::Place(Item::Bamboo, off)).unwrap();
    let f = e.figures();
    assert_eq!((f.bamboo_out_of_reach, f.solvable), (1, false));
    assert!(f.troubles().iter().any(|t| t.contains("1 bamboo shoot(s) cannot be reached")));
    e.undo();
    e.undo();
    assert_eq!(e.items().doors.len(), 2, "undoing the clear lays the door again");
}

#[test]
fn the_bamboo_gate_is_an_edit_undone_and_redone_and_the_full_clear_follows_it() {
    let mut e = maze(HexGrid::new(HexShape::Rectangle { cols: 8, rows: 6 }).unwrap());
    let route = breadth_first(e.maze(), e.maze().entrance, e.maze().exit).unwrap();
    // A shoot off the way out: with the gate, the exit waits for it.
    let off = (0..e.maze().grid.cell_count() as u32).find(|c| !route.contains(c)).unwrap();
    e.apply(Edit::Place(Item::Bamboo, off)).unwrap();
    assert!(e.items().exit_open(0), "no gate: the exit opens whatever is eaten");
    e.apply(Edit::Gate(true)).unwrap();
    assert!(e.items().bamboo_gate && !e.items().exit_open(0) && e.items().exit_open(1));
    assert!(e.apply(Edit::Gate(true)).unwrap_err().contains("already waits"));
    assert!(e.figures().solvable, "the shoot can be had: the maze is played");
    assert!(e.undo());
    assert!(!e.items().bamboo_gate && e.items().bamboo == vec![off], "undone: the shoot stays");
    assert!(e.redo());
    assert!(e.items().bamboo_gate);
    assert!(e.apply(Edit::Gate(false)).is_ok() && e.apply(Edit::Gate(false)).unwrap_err().contains("waits for no"));
}
