//! Bamboo, keys and doors on round, hex and triangle boards, headless: the
//! full clear wins and nothing less does behind a bamboo gate, a shut door is
//! a wall until its key is held, an undo gives back what a step took, walking
//! out and the hint follow the full clear, the sprites hide and fade, and two
//! players share what they take in Together but not in Race.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::assist::hint::Hints;
use panda_maze::game::board::grid::GridGame;
use panda_maze::game::board::item_sprites::ItemCell;
use panda_maze::game::board::items::ItemSprite;
use panda_maze::game::command::{AimRequest, PartnerAimRequest};
use panda_maze::game::panda::duo::{PartnerWalk, Players};
use panda_maze::game::panda::pick::{Pick, pick, step_degrees};
use panda_maze::game::run::victory::{RunStats, VictoryReport};
use panda_maze::game::settings::GridKind;
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::generate::GridSpec;
use panda_maze::maze::items::ItemSpec;

use crate::grids::grid_game;
use crate::support::*;

fn grid(app: &App) -> GridGame {
    app.world().resource::<Played>().grid().cloned().expect("a grid maze is played")
}

/// An Easy maze of `kind` with three shoots, one door and the bamboo gate.
fn with_items(kind: GridKind, seed: u64) -> GridSpec {
    let items = ItemSpec { bamboo: 3, doors: 1, bamboo_gate: true };
    kind.spec(Difficulty::Easy, seed).unwrap().with_items(items)
}

/// A grid game of `spec` whose walks go a cell a frame.
fn items_game(spec: GridSpec) -> App {
    let mut app = grid_game(spec);
    settings(&mut app).reduced_motion = true;
    app
}

/// Steps the panda into the neighbour `to` by the stick's angle; true if it moved.
fn aim(app: &mut App, to: u32) -> bool {
    let game = grid(app);
    let at = first_cell(app);
    let degrees = step_degrees(&game, at, to).round() as i16;
    assert_eq!(pick(&game, at, f64::from(degrees)), Pick::Go(to), "the angle picks the passage");
    app.world_mut().write_message(AimRequest(degrees));
    app.update();
    first_cell(app) == to
}

/// Whether the sprite of `what` shows, and its alpha.
fn sprite(app: &mut App, what: ItemSprite) -> (bool, f32) {
    let mut q = app.world_mut().query_filtered::<(&ItemSprite, &Visibility, &Sprite), With<ItemCell>>();
    let (_, shown, look) = q.iter(app.world()).find(|(w, ..)| **w == what).expect("the item has a sprite");
    (*shown != Visibility::Hidden, look.color.alpha())
}

#[test]
fn on_every_grid_the_full_clear_wins_and_takes_every_item() {
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let mut app = items_game(with_items(kind, 11));
        let game = grid(&app);
        let items = &game.items;
        assert_eq!((items.bamboo.len(), items.keys.len(), items.doors.len()), (3, 1, 1), "{kind:?}: {items:?}");
        assert_eq!(app.world_mut().query::<&ItemCell>().iter(app.world()).count(), 5, "{kind:?}: a sprite each");
        // The route is the full clear: it eats every shoot and passes the door after its key.
        let route = &game.route;
        assert_eq!(route.first(), Some(&game.entrance()));
        assert_eq!(route.last(), Some(&game.exit()));
        assert!(items.bamboo.iter().all(|b| route.contains(b)), "{kind:?}: every shoot on the route");
        let key = route.iter().position(|&c| c == items.keys[0]).expect("the key on the route");
        let door = route.iter().position(|&c| c == items.doors[0]).expect("the door on the route");
        assert!(key < door, "{kind:?}: the key comes before its door");
        // The full clear, step by step, by the stick.
        for (n, pair) in route.windows(2).enumerate() {
            assert!(aim(&mut app, pair[1]), "{kind:?}: step {n} of the full clear");
        }
        app.update();
        assert_eq!(first_paws(&app).eaten, 0b111, "{kind:?}: every shoot eaten");
        assert_eq!(screen(&app), Screen::Won, "{kind:?}: the full clear wins");
        let report = app.world().resource::<VictoryReport>();
        let steps = route.len() as u32 - 1;
        assert_eq!((report.moves, report.optimal), (steps, steps), "{kind:?}: the full clear's moves");
        for n in 0..3 {
            assert!(!sprite(&mut app, ItemSprite::Bamboo(n)).0, "{kind:?}: shoot {n} eaten");
        }
        assert!(!sprite(&mut app, ItemSprite::Key(panda_maze::maze::items::KeyKind::Sun)).0, "{kind:?}: key taken");
        let door = sprite(&mut app, ItemSprite::Door(panda_maze::maze::items::KeyKind::Sun));
        assert!(door.0 && door.1 < 1.0, "{kind:?}: the open door fades: {door:?}");
    }
}

#[test]
fn the_bamboo_gate_keeps_the_exit_shut_until_the_last_shoot() {
    let gate = ItemSpec { bamboo: 3, doors: 0, bamboo_gate: true };
    let spec = (1..100)
        .map(|seed| GridKind::Triangle.spec(Difficulty::Easy, seed).unwrap().with_items(gate))
        .find(|spec| {
            let game = GridGame::new(*spec).unwrap();
            let straight = game.way(game.entrance(), game.exit()).unwrap();
            game.items.bamboo.iter().any(|b| !straight.contains(b))
        })
        .expect("a maze with a shoot off the straight way out");
    let mut app = items_game(spec);
    let game = grid(&app);
    // The straight way out: on the exit, a shoot left, no win.
    send(&mut app, GameCommand::WalkTo(game.exit()));
    frames(&mut app, game.cell_count());
    assert_eq!(first_cell(&app), game.exit());
    assert_ne!(first_paws(&app).eaten, 0b111);
    assert_eq!(screen(&app), Screen::Playing, "the gate keeps the exit shut");
    // The exit is floor until then: walking out from there eats the rest and comes back.
    send(&mut app, GameCommand::WalkOut);
    frames(&mut app, game.cell_count());
    assert_eq!(first_paws(&app).eaten, 0b111);
    assert_eq!(screen(&app), Screen::Won, "the last shoot opens the exit");
}

/// A hex maze with a door whose way from the entrance does not pass its key.
fn door_before_key() -> (App, GridGame) {
    for seed in 1..200 {
        let app = items_game(with_items(GridKind::Hexagon, seed));
        let game = grid(&app);
        let to_door = game.way(game.entrance(), game.items.doors[0]).unwrap();
        if !to_door.contains(&game.items.keys[0]) {
            return (app, game);
        }
    }
    panic!("no hex maze of 200 has its key off the way to its door");
}

#[test]
fn a_shut_door_is_a_wall_until_its_key_is_held_and_an_undo_gives_the_key_back() {
    let (mut app, game) = door_before_key();
    settings(&mut app).narration = panda_maze::game::settings::Narration::Full;
    let (door, key) = (game.items.doors[0], game.items.keys[0]);
    let to_door = game.way(game.entrance(), door).unwrap();
    let before = to_door[to_door.len() - 2];
    // Up to the door: a click's walk stops before it, the stick bumps.
    send(&mut app, GameCommand::WalkTo(before));
    frames(&mut app, to_door.len());
    assert_eq!(first_cell(&app), before);
    assert!(!aim(&mut app, door), "the shut door is a wall");
    // And the bump says which door, as on the square board.
    let said = app.world().resource::<panda_maze::game::run::announce::Announcer>().last().cloned().unwrap();
    assert_eq!(said.kind, panda_maze::game::run::announce::Heard::Bump);
    assert!(said.text.starts_with("Locked sun door to the "), "{}", said.text);
    send(&mut app, GameCommand::WalkTo(door));
    frames(&mut app, 3);
    assert_eq!(first_cell(&app), before, "no walk goes through a shut door");
    // Fetch the key (the walk goes round the door), then through it.
    send(&mut app, GameCommand::WalkTo(key));
    frames(&mut app, game.cell_count());
    assert_eq!(first_cell(&app), key);
    assert_eq!(first_paws(&app).keys, 1, "the key is held");
    let key_sprite = ItemSprite::Key(panda_maze::maze::items::KeyKind::Sun);
    assert!(!sprite(&mut app, key_sprite).0, "and gone from the board");
    // An undo puts it back on the board and out of the paws; a step takes it again.
    let came_from = first_trail(&app)[first_trail(&app).len() - 2];
    send(&mut app, GameCommand::Undo);
    assert_eq!((first_cell(&app), first_paws(&app).keys), (came_from, 0));
    assert!(sprite(&mut app, key_sprite).0, "the undone key is back");
    assert!(aim(&mut app, key));
    send(&mut app, GameCommand::WalkTo(door));
    frames(&mut app, game.cell_count());
    assert_eq!(first_cell(&app), door, "the key opens the door");
}

#[test]
fn walking_out_and_the_hint_follow_the_full_clear() {
    let mut app = items_game(with_items(GridKind::Round, 4));
    let game = grid(&app);
    send(&mut app, GameCommand::Hint);
    assert_eq!(app.world().resource::<Hints>().0[0], game.route[1..7].to_vec(), "the hint starts the full clear");
    send(&mut app, GameCommand::WalkOut);
    frames(&mut app, game.route.len() + 2);
    assert_eq!(first_trail(&app), game.route, "walking out is the full clear");
    assert_eq!(screen(&app), Screen::Won);
    assert!(app.world().resource::<RunStats>().assisted);
}

#[test]
fn together_shares_a_key_and_race_does_not() {
    for players in [Players::Together, Players::Race] {
        let (mut app, game) = door_before_key();
        send(&mut app, GameCommand::SetPlayers(players));
        frames(&mut app, 2);
        let (door, key) = (game.items.doors[0], game.items.keys[0]);
        // Player 2 fetches the key by the stick.
        let way = game.way(game.entrance(), key).unwrap();
        for pair in way.windows(2) {
            let degrees = step_degrees(&game, pair[0], pair[1]).round() as i16;
            app.world_mut().write_message(PartnerAimRequest(degrees));
            app.update();
        }
        let partner = app.world().resource::<PartnerWalk>().clone();
        assert_eq!((partner.cell(), partner.now().keys), (Some(key), 1), "{players:?}: player 2 holds the key");
        // Player 1 walks to the door.
        let to_door = game.way(game.entrance(), door).unwrap();
        send(&mut app, GameCommand::WalkTo(to_door[to_door.len() - 2]));
        frames(&mut app, to_door.len());
        let through = aim(&mut app, door);
        assert_eq!(through, players == Players::Together, "{players:?}: the pair's key opens player 1's door");
    }
}

#[test]
fn in_fog_a_grids_items_out_of_sight_stay_hidden_until_a_peek() {
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let mut app = items_game(with_items(kind, 12));
        settings(&mut app).mode = panda_maze::game::settings::GameMode::Fog;
        send(&mut app, GameCommand::Restart);
        frames(&mut app, 2);
        let game = grid(&app);
        let fog = app.world().resource::<panda_maze::game::run::fog::FogView>().clone();
        let unseen = game.items.bamboo.iter().position(|&c| !fog.has_seen(c));
        let unseen = unseen.expect("a shoot the panda has not seen from the entrance");
        assert!(!sprite(&mut app, ItemSprite::Bamboo(unseen)).0, "{kind:?}: a shoot in the fog is not drawn");
        let seen = game.items.bamboo.iter().position(|&c| fog.has_seen(c));
        if let Some(seen) = seen {
            assert!(sprite(&mut app, ItemSprite::Bamboo(seen)).0, "{kind:?}: a shoot in sight is");
        }
        send(&mut app, GameCommand::Peek);
        frames(&mut app, 2);
        assert!(sprite(&mut app, ItemSprite::Bamboo(unseen)).0, "{kind:?}: a peek shows it");
        settings(&mut app).mode = panda_maze::game::settings::GameMode::Classic;
        frames(&mut app, 2);
        assert!(game.items.bamboo.iter().enumerate().all(|(n, _)| sprite(&mut app, ItemSprite::Bamboo(n)).0));
    }
}
