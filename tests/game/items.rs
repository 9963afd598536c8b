//! Items in play, headless: doors shut until their key is held, bamboo
//! eaten and given back by an undo, the bamboo gate, and walking out as the
//! shortest full clear.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::items::{ItemSprite, Munch};
use panda_maze::game::run::victory::{RunStats, VictoryReport};
use panda_maze::game::{Bumped, Difficulty, GameCommand, Screen};
use panda_maze::maze::items::{ItemSpec, Items, Progress, optimum, way_to};
use panda_maze::maze::{Dir, MazeSpec, Pos};

use crate::support::*;

/// A game on the maze `spec` names, with its items.
fn game_on(spec: MazeSpec) -> App {
    let mut app = game(Difficulty::Easy, 1);
    send(&mut app, GameCommand::Load(spec));
    send(&mut app, GameCommand::SkipGeneration);
    app
}

fn items(app: &App) -> Items {
    app.world().resource::<Played>().square().unwrap().items.clone()
}

fn progress(app: &mut App) -> Progress {
    Progress { at: panda(app), ..crate::support::first_paws(app).map(|c| maze(app).pos_of(c as usize)) }
}

/// Taps the panda along `path` (its first tile is where it stands).
fn walk(app: &mut App, path: &[Pos]) {
    for pair in path.windows(2) {
        tap(app, key_for(Dir::between(pair[0], pair[1]).unwrap()));
        assert_eq!(panda(app), pair[1], "the step to {} was taken", pair[1]);
    }
}

/// Taps the panda the shortest way to `to` with what it holds now.
fn walk_to(app: &mut App, to: Pos) {
    let (m, items, now) = (maze(app), items(app), progress(app));
    let way = way_to(&m, &items, now, to).unwrap_or_else(|| panic!("no way from {now:?} to {to}"));
    walk(app, &way);
}

fn shown(app: &mut App, what: ItemSprite) -> bool {
    let mut sprites = app.world_mut().query::<(&ItemSprite, &Visibility)>();
    sprites.iter(app.world()).any(|(s, v)| *s == what && *v != Visibility::Hidden)
}

#[test]
fn a_door_blocks_the_panda_without_its_key_and_opens_with_it() {
    let spec = MazeSpec::new(21, 21, 5).with_items(ItemSpec { doors: 1, ..ItemSpec::default() });
    let mut app = game_on(spec);
    let (m, items) = (maze(&app), items(&app));
    let (door, key) = (items.doors[0], items.keys[0]);
    // Up to the door, the key not yet held: the door is a wall.
    let start = progress(&mut app);
    let before_door = m.floor_neighbours(door).find(|&p| way_to(&m, &items, start, p).is_some()).unwrap();
    walk(&mut app, &way_to(&m, &items, start, before_door).unwrap());
    let bumps = app.world().resource::<Messages<Bumped>>().len();
    tap(&mut app, key_for(Dir::between(before_door, door).unwrap()));
    assert_eq!(panda(&mut app), before_door, "a shut door stops the panda");
    assert!(app.world().resource::<Messages<Bumped>>().len() > bumps || bumps > 0, "and it bumps");
    // Fetch the key, come back: the door opens.
    walk_to(&mut app, key);
    assert_eq!(crate::support::first_paws(&app).keys, 1);
    app.update();
    assert!(!shown(&mut app, ItemSprite::Key(panda_maze::maze::items::KeyKind::Sun)), "the key is picked up");
    walk_to(&mut app, door);
    assert_eq!(panda(&mut app), door, "the door lets the panda through with its key");
    walk_to(&mut app, m.exit);
    app.update();
    assert_eq!(screen(&app), Screen::Won);
}

#[test]
fn bamboo_is_counted_and_an_undo_gives_it_back() {
    let spec = MazeSpec::new(21, 21, 8).with_items(ItemSpec { bamboo: 3, ..ItemSpec::default() });
    let mut app = game_on(spec);
    let items = items(&app);
    let shoot = items.bamboo[0];
    walk_to(&mut app, shoot);
    app.update();
    assert_eq!(crate::support::first_paws(&app).eaten.count_ones(), 1);
    assert!(!shown(&mut app, ItemSprite::Bamboo(0)), "an eaten shoot is gone");
    assert_eq!(count::<Munch>(&mut app), 1, "with a little bite on its tile");
    frames(&mut app, 40);
    assert_eq!(count::<Munch>(&mut app), 0, "which is over in a moment");
    assert!(shown(&mut app, ItemSprite::Bamboo(1)));
    send(&mut app, GameCommand::Undo);
    app.update();
    assert_eq!(crate::support::first_paws(&app).eaten.count_ones(), 0, "the undo gives the shoot back");
    assert!(shown(&mut app, ItemSprite::Bamboo(0)));
    // Stepping on again eats it again; a restart gives everything back.
    let here = panda(&mut app);
    walk(&mut app, &[here, shoot]);
    assert_eq!(crate::support::first_paws(&app).eaten.count_ones(), 1);
    send(&mut app, GameCommand::Restart);
    assert_eq!(crate::support::first_paws(&app).eaten.count_ones(), 0);
}

#[test]
fn with_the_bamboo_gate_the_exit_waits_for_every_shoot() {
    let spec = MazeSpec::new(21, 21, 3).with_items(ItemSpec { bamboo: 2, bamboo_gate: true, ..ItemSpec::default() });
    let mut app = game_on(spec);
    let (m, items) = (maze(&app), items(&app));
    walk_to(&mut app, m.exit);
    app.update();
    assert_eq!(screen(&app), Screen::Playing, "the exit is shut while shoots are left");
    // Walking out from here is the shortest full clear, and wins.
    settings(&mut app).reduced_motion = true; // every queued step at once
    send(&mut app, GameCommand::WalkOut);
    frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::Won);
    assert_eq!(crate::support::first_paws(&app).eaten, items.all_bamboo());
    assert!(app.world().resource::<RunStats>().assisted);
}

#[test]
fn the_route_hint_and_walk_out_are_the_full_clear_through_opened_doors() {
    let spec = MazeSpec::new(31, 31, 12).with_items(ItemSpec { bamboo: 3, doors: 2, bamboo_gate: false });
    let mut app = game_on(spec);
    let (m, items) = (maze(&app), items(&app));
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    assert_eq!(Some(route.len() - 1), optimum(&m, &items), "the shown route is the shortest full clear");
    // The hint's first steps follow a full clear from where the panda stands.
    with_meshes(&mut app);
    send(&mut app, GameCommand::Hint);
    let hinted: Vec<Pos> = marks_on_places(&mut app, "Hint").into_iter().map(|(c, _)| m.pos_of(c as usize)).collect();
    assert!(!hinted.is_empty() && hinted.iter().all(|&p| items.passable(&m, p, 0)), "no hint through a shut door");
    settings(&mut app).reduced_motion = true;
    send(&mut app, GameCommand::WalkOut);
    frames(&mut app, 3);
    assert_eq!(screen(&app), Screen::Won);
    let report = *app.world().resource::<VictoryReport>();
    assert_eq!((report.moves, report.optimal), (route.len() as u32 - 1, route.len() as u32 - 1));
    assert_eq!(crate::support::first_paws(&app).keys, 0b11);
}

#[test]
fn in_fog_items_out_of_sight_stay_hidden_until_a_peek() {
    let spec = MazeSpec::new(21, 21, 8).with_items(ItemSpec { bamboo: 4, ..ItemSpec::default() });
    let mut app = game_on(spec);
    settings(&mut app).mode = panda_maze::game::settings::GameMode::Fog;
    send(&mut app, GameCommand::Restart);
    frames(&mut app, 2);
    let (m, items) = (maze(&app), items(&app));
    let far = items.bamboo.iter().position(|p| p.manhattan(m.entrance) > 8).expect("a shoot far from the entrance");
    assert!(!shown(&mut app, ItemSprite::Bamboo(far)), "a shoot in the fog is not drawn");
    send(&mut app, GameCommand::Peek);
    frames(&mut app, 2);
    assert!(shown(&mut app, ItemSprite::Bamboo(far)), "a peek shows it");
}

#[test]
fn a_new_map_or_another_size_after_a_level_with_items_has_none() {
    let spec = MazeSpec::new(21, 21, 5).with_items(ItemSpec { bamboo: 3, doors: 1, ..ItemSpec::default() });
    let mut app = game_on(spec);
    assert!(!items(&app).bamboo.is_empty() && !items(&app).doors.is_empty(), "the level has its items");
    send(&mut app, GameCommand::Restart);
    assert!(!items(&app).doors.is_empty(), "a restart keeps them");
    send(&mut app, GameCommand::NewMap);
    send(&mut app, GameCommand::SkipGeneration);
    let current = app.world().resource::<Played>().square().unwrap();
    assert!(current.spec.items.is_empty() && current.items.bamboo.is_empty() && current.items.doors.is_empty());
    send(&mut app, GameCommand::Load(spec));
    send(&mut app, GameCommand::SetDifficulty(Difficulty::Medium));
    send(&mut app, GameCommand::SkipGeneration);
    let current = app.world().resource::<Played>().square().unwrap();
    assert!(current.spec.items.is_empty() && current.items.doors.is_empty(), "another size: none either");
}
