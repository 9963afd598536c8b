//! Two players on one keyboard, headless: interleaved presses move the right
//! pandas in order, Together waits for both and shares what either picks
//! up, an undo moves only its own panda, and Race is won by the first out
//! while the other's time still counts when they arrive.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::Screen;
use panda_maze::game::panda::duo::{DuoFinish, Partner, PartnerWalk, Players};
use panda_maze::game::run::duo_run::race_rows;
use panda_maze::game::run::victory::{RunStats, VictoryReport};
use panda_maze::game::settings::Records;
use panda_maze::maze::items::Items;
use panda_maze::maze::{Pos, Tile};

use crate::input::{burst, corridor_game};
use crate::support::*;

/// The corridor game (row 1 from x = 1 to the exit at x = 39) with two players playing `players`.
fn duo(players: Players) -> App {
    let mut app = corridor_game();
    let corridor: Vec<Pos> = (1..40).map(|x| Pos::new(x, 1)).collect();
    app.world_mut().resource_mut::<Played>().square_mut().unwrap().1.0 = corridor;
    *app.world_mut().resource_mut::<Players>() = players;
    app.update();
    app
}

/// The square board's tile the second panda stands on (its walk's last cell).
fn partner(app: &mut App) -> Pos {
    let at = app.world().resource::<PartnerWalk>().cell().expect("two play") as usize;
    app.world().resource::<Played>().square().unwrap().maze.pos_of(at)
}

/// Taps `key` `n` times, a frame each (as the window's key messages).
fn taps(app: &mut App, key: KeyCode, n: usize) {
    for _ in 0..n {
        burst(app, &[key]);
    }
}

#[test]
fn interleaved_presses_in_one_frame_move_the_right_pandas_in_order() {
    let mut app = duo(Players::Together);
    assert_eq!((panda(&mut app), partner(&mut app)), (Pos::new(1, 1), Pos::new(1, 1)));
    let (d, a, right, left) = (KeyCode::KeyD, KeyCode::KeyA, KeyCode::ArrowRight, KeyCode::ArrowLeft);
    // Player 1: right, right, left, right; player 2: right, right, right, left, right, right; interleaved.
    burst(&mut app, &[d, right, right, d, a, right, left, d, right, right]);
    assert_eq!(panda(&mut app), Pos::new(3, 1), "WASD moves only the first panda");
    assert_eq!(partner(&mut app), Pos::new(5, 1), "the arrows move only the second");
    let width = app.world().resource::<panda_maze::game::Played>().square().unwrap().maze.width();
    let trail = app.world().resource::<PartnerWalk>().cells.clone();
    let xs: Vec<usize> = trail.iter().map(|&c| c as usize % width).collect();
    assert_eq!(xs, [1, 2, 3, 4, 3, 4, 5], "the second panda's steps were taken in the order pressed");
}

#[test]
fn player_two_keys_chosen_on_the_controls_page_walk_the_second_panda_and_free_the_arrows() {
    use panda_maze::game::settings::{KeyAction, Settings};
    let mut app = duo(Players::Together);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        let keys = &mut settings.keys;
        keys.set(KeyAction::PartnerRight, KeyCode::Numpad6).unwrap();
        keys.set(KeyAction::PartnerLeft, KeyCode::Numpad4).unwrap();
        keys.set(KeyAction::PartnerUndo, KeyCode::Numpad5).unwrap();
        assert_eq!(keys.set(KeyAction::PartnerUp, KeyCode::KeyW), Err(KeyAction::Up), "player 1's key is refused");
    }
    burst(&mut app, &[KeyCode::Numpad6, KeyCode::Numpad6, KeyCode::KeyD, KeyCode::Numpad6, KeyCode::Numpad4]);
    assert_eq!(partner(&mut app), Pos::new(3, 1), "player 2's own keys, in the order pressed");
    assert_eq!(panda(&mut app), Pos::new(2, 1));
    burst(&mut app, &[KeyCode::ArrowRight]);
    assert_eq!((panda(&mut app), partner(&mut app)), (Pos::new(3, 1), Pos::new(3, 1)), "a freed arrow is player 1's");
    burst(&mut app, &[KeyCode::Numpad5]);
    assert_eq!(partner(&mut app), Pos::new(4, 1), "player 2's undo takes back the step left");
    assert_eq!(panda(&mut app), Pos::new(3, 1), "and only that panda's");
}

#[test]
fn with_one_player_the_arrows_and_wasd_both_move_the_one_panda() {
    let mut app = duo(Players::One);
    assert_eq!(count::<Partner>(&mut app), 0);
    burst(&mut app, &[KeyCode::KeyD, KeyCode::ArrowRight, KeyCode::KeyD]);
    assert_eq!(panda(&mut app), Pos::new(4, 1));
}

#[test]
fn together_the_win_waits_for_both() {
    let mut app = duo(Players::Together);
    taps(&mut app, KeyCode::KeyD, 38);
    assert_eq!(panda(&mut app), Pos::new(39, 1));
    app.update();
    assert_eq!(screen(&app), Screen::Playing, "one panda out is not the win");
    taps(&mut app, KeyCode::ArrowRight, 38);
    app.update();
    assert_eq!(screen(&app), Screen::Won, "both out: won");
    let report = *app.world().resource::<VictoryReport>();
    assert_eq!((report.moves, report.optimal), (76, 76), "the pair's moves against twice the route");
    let records = app.world().resource::<Records>();
    assert!(records.difficulty.is_empty() && records.maze.is_empty(), "not a one-player record");
    assert_eq!(records.duo.len(), 1);
    assert!(records.duo.keys().next().unwrap().starts_with("together:"));
}

#[test]
fn together_a_key_picked_up_by_either_opens_the_door_for_both() {
    let mut app = duo(Players::Together);
    {
        let mut played = app.world_mut().resource_mut::<Played>();
        let (current, _) = played.square_mut().unwrap();
        // A side passage down from (3, 1) to the key at (3, 3); the door at (10, 1).
        current.maze.set(Pos::new(3, 2), Tile::Floor);
        current.maze.set(Pos::new(3, 3), Tile::Floor);
        current.items = Items { keys: vec![Pos::new(3, 3)], doors: vec![Pos::new(10, 1)], ..Items::default() };
    }
    taps(&mut app, KeyCode::KeyD, 12);
    assert_eq!(panda(&mut app), Pos::new(9, 1), "the door is shut while neither holds its key");
    burst(&mut app, &[KeyCode::ArrowRight, KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::ArrowDown]);
    assert_eq!(partner(&mut app), Pos::new(3, 3), "the second panda stands on the key");
    taps(&mut app, KeyCode::KeyD, 3);
    assert_eq!(panda(&mut app), Pos::new(12, 1), "the second panda's key opened the door for the first");
    taps(&mut app, KeyCode::KeyA, 1);
    taps(&mut app, KeyCode::KeyU, 1);
    app.update();
    assert_eq!(panda(&mut app), Pos::new(12, 1), "an undo of the first panda does not give back the pair's key");
    burst(&mut app, &[KeyCode::ArrowUp, KeyCode::ArrowUp]);
    taps(&mut app, KeyCode::ArrowRight, 9);
    assert_eq!(partner(&mut app), Pos::new(12, 1), "the door is open to its holder too");
}

#[test]
fn an_undo_by_one_player_does_not_move_the_other() {
    let mut app = duo(Players::Together);
    taps(&mut app, KeyCode::KeyD, 3);
    taps(&mut app, KeyCode::ArrowRight, 2);
    taps(&mut app, KeyCode::Backspace, 1);
    app.update();
    assert_eq!(
        (panda(&mut app), partner(&mut app)),
        (Pos::new(4, 1), Pos::new(2, 1)),
        "Backspace undid player 2's step"
    );
    taps(&mut app, KeyCode::KeyU, 1);
    app.update();
    assert_eq!((panda(&mut app), partner(&mut app)), (Pos::new(3, 1), Pos::new(2, 1)), "U undid player 1's step");
    assert_eq!(
        count::<panda_maze::game::panda::partner_trail::PartnerPrint>(&mut app),
        1,
        "the undone step took its print back"
    );
}

#[test]
fn race_the_first_out_wins_and_the_other_finishes_later_or_not_at_all() {
    let mut app = duo(Players::Race);
    taps(&mut app, KeyCode::KeyD, 5);
    taps(&mut app, KeyCode::ArrowRight, 38);
    app.update();
    assert_eq!(screen(&app), Screen::Won, "player 2 reached the exit first");
    let rows = |app: &App| {
        let w = app.world();
        race_rows(w.resource::<DuoFinish>(), w.resource::<RunStats>(), w.resource::<PartnerWalk>(), 38)
    };
    let now = rows(&app);
    assert!(now[1].won && !now[0].won);
    assert_eq!((now[1].moves, now[1].efficiency), (38, 1.0));
    assert!(now[1].time.is_some());
    assert_eq!(now[0].time, None, "player 1 did not finish (yet)");
    assert_eq!(app.world().resource::<VictoryReport>().moves, 38, "the card reports the winner");
    // Player 1 walks on behind the card and arrives: their time shows too, after the winner's.
    taps(&mut app, KeyCode::KeyD, 33);
    app.update();
    assert_eq!(panda(&mut app), Pos::new(39, 1));
    let later = rows(&app);
    assert!(later[0].time.unwrap() > later[1].time.unwrap());
    assert_eq!(later[0].moves, 38);
    assert!(later[1].won, "the first out stays the winner");
}

#[test]
fn a_new_map_after_a_race_puts_both_pandas_on_the_entrance() {
    let mut app = duo(Players::Race);
    taps(&mut app, KeyCode::ArrowRight, 38);
    app.update();
    send(&mut app, panda_maze::game::GameCommand::Restart);
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!((panda(&mut app), partner(&mut app)), (Pos::new(1, 1), Pos::new(1, 1)));
    assert_eq!(*app.world().resource::<DuoFinish>(), DuoFinish::default());
}

#[test]
fn with_two_players_the_first_gamepad_walks_player_one_and_the_second_player_two() {
    use bevy::input::gamepad::Gamepad;
    let mut app = duo(Players::Together);
    let pads = [(); 2].map(|()| app.world_mut().spawn(Gamepad::default()).id());
    let press = |app: &mut App, pad: usize, button: GamepadButton| {
        app.world_mut().get_mut::<Gamepad>(pads[pad]).unwrap().digital_mut().press(button);
        app.update();
        app.world_mut().get_mut::<Gamepad>(pads[pad]).unwrap().digital_mut().release(button);
        app.update();
    };
    press(&mut app, 0, GamepadButton::DPadRight);
    assert_eq!((panda(&mut app), partner(&mut app)), (Pos::new(2, 1), Pos::new(1, 1)), "the first pad is player 1's");
    press(&mut app, 1, GamepadButton::DPadRight);
    press(&mut app, 1, GamepadButton::DPadRight);
    assert_eq!((panda(&mut app), partner(&mut app)), (Pos::new(2, 1), Pos::new(3, 1)), "the second is player 2's");
    press(&mut app, 1, GamepadButton::West);
    assert_eq!((panda(&mut app), partner(&mut app)), (Pos::new(2, 1), Pos::new(2, 1)), "its X undoes player 2's step");
    press(&mut app, 0, GamepadButton::West);
    assert_eq!((panda(&mut app), partner(&mut app)), (Pos::new(1, 1), Pos::new(2, 1)), "and the first's player 1's");
    // With one player either pad walks the one panda.
    *app.world_mut().resource_mut::<Players>() = Players::One;
    press(&mut app, 1, GamepadButton::DPadRight);
    assert_eq!(panda(&mut app), Pos::new(2, 1));
}

#[test]
fn in_fog_what_either_panda_has_seen_is_seen() {
    use panda_maze::game::Difficulty;
    use panda_maze::game::board::view::tiles_within;
    use panda_maze::game::run::fog::{FOG_RADIUS, FogView};
    use panda_maze::game::settings::{GameMode, Settings};
    use panda_maze::maze::Dir;
    let arrow = |dir: Dir| match dir {
        Dir::Up => KeyCode::ArrowUp,
        Dir::Down => KeyCode::ArrowDown,
        Dir::Left => KeyCode::ArrowLeft,
        Dir::Right => KeyCode::ArrowRight,
    };
    for players in [Players::Together, Players::Race] {
        let mut app = game(Difficulty::Medium, 35);
        *app.world_mut().resource_mut::<Players>() = players;
        app.world_mut().resource_mut::<Settings>().mode = GameMode::Fog;
        send(&mut app, panda_maze::game::GameCommand::Restart);
        frames(&mut app, 2);
        let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
        let m = app.world().resource::<Played>().square().unwrap().maze.clone();
        let unseen = |app: &App| {
            let fog = app.world().resource::<FogView>();
            tiles_within(&m, route[12], FOG_RADIUS).filter(|&p| !fog.has_seen(m.index(p) as u32)).count()
        };
        assert!(unseen(&app) > 0, "{players:?}: around the route's 12th tile is in the fog");
        for pair in route[..13].windows(2) {
            tap(&mut app, arrow(Dir::between(pair[0], pair[1]).unwrap()));
        }
        assert_eq!((panda(&mut app), partner(&mut app)), (route[0], route[12]), "{players:?}");
        assert_eq!(unseen(&app), 0, "{players:?}: the second panda's sight clears the fog for both");
        tap(&mut app, KeyCode::Backspace);
        assert_eq!(unseen(&app), 0, "{players:?}: and it stays seen after its undo");
    }
}

#[test]
fn time_attack_runs_for_the_pair_from_either_pandas_first_step() {
    use panda_maze::game::run::modes::time_limit;
    use panda_maze::game::settings::{GameMode, Settings};
    use panda_maze::game::{Difficulty, Screen};
    use panda_maze::maze::Dir;
    let mut app = game(Difficulty::Easy, 35);
    *app.world_mut().resource_mut::<Players>() = Players::Together;
    app.world_mut().resource_mut::<Settings>().mode = GameMode::TimeAttack;
    send(&mut app, panda_maze::game::GameCommand::Restart);
    frames(&mut app, 2);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    let limit = time_limit(Some(Difficulty::Easy), route.len() - 1);
    let first = match Dir::between(route[0], route[1]).unwrap() {
        Dir::Up => KeyCode::ArrowUp,
        Dir::Down => KeyCode::ArrowDown,
        Dir::Left => KeyCode::ArrowLeft,
        Dir::Right => KeyCode::ArrowRight,
    };
    frames(&mut app, 100);
    assert!(app.world().resource::<RunStats>().started.is_none(), "no clock before a step");
    tap(&mut app, first);
    assert_eq!(partner(&mut app), route[1], "player 2 stepped first");
    assert!(app.world().resource::<RunStats>().started.is_some(), "their step starts the pair's clock");
    let frames_needed = (limit.as_secs_f32() / crate::support::FRAME.as_secs_f32()) as usize;
    frames(&mut app, frames_needed - 20);
    assert_eq!(screen(&app), Screen::Playing, "not yet at {limit:?}");
    frames(&mut app, 30);
    assert_eq!(screen(&app), Screen::TimeUp, "the clock ran out for both");
    tap(&mut app, first);
    assert_eq!(partner(&mut app), route[1], "no walking after the time is up");
}

#[test]
fn with_two_players_hints_the_way_and_walking_out_follow_the_setting() {
    use panda_maze::game::GameCommand;
    use panda_maze::game::assist::route_view::RouteView;
    use panda_maze::game::assist::way_mesh::HintPart;
    use panda_maze::game::settings::Settings;
    for (players, help) in
        [(Players::Together, false), (Players::Race, false), (Players::Together, true), (Players::One, false)]
    {
        let mut app = duo(players);
        with_meshes(&mut app);
        app.world_mut().resource_mut::<Settings>().duo_help = help;
        let allowed = help || players == Players::One;
        send(&mut app, GameCommand::Hint);
        frames(&mut app, 2);
        assert_eq!(count::<HintPart>(&mut app) > 0, allowed, "{players:?}, help {help}: hint");
        send(&mut app, GameCommand::ToggleRoute);
        frames(&mut app, 2);
        assert_eq!(app.world().resource::<RouteView>().shown, allowed, "{players:?}, help {help}: the way");
        send(&mut app, GameCommand::WalkOut);
        frames(&mut app, 200);
        assert_eq!(panda(&mut app) == Pos::new(39, 1), allowed, "{players:?}, help {help}: walking out");
    }
}

#[test]
fn each_player_gets_their_own_hint_from_their_own_panda_counted_against_their_own_run() {
    use panda_maze::game::panda::partner_trail::PARTNER_PRINT_COLOUR;
    // Player 2's hint is in their tint.
    let tint = PARTNER_PRINT_COLOUR.to_linear().to_f32_array();
    let hints = |app: &mut App, who: usize| -> Vec<usize> {
        let width = maze(app).width();
        let marks = marks_on_places(app, "Hint");
        let theirs = marks.into_iter().filter(|(_, c)| (c[..3] == tint[..3]) == (who == 1));
        let mut xs: Vec<usize> = theirs.map(|(c, _)| c as usize % width).collect();
        xs.sort_unstable();
        xs
    };
    let mut app = duo(Players::Race);
    with_meshes(&mut app);
    taps(&mut app, KeyCode::ArrowRight, 10);
    assert_eq!((panda(&mut app), partner(&mut app)), (Pos::new(1, 1), Pos::new(11, 1)));
    // Player 2's hint key (Delete) shows the next six tiles from the second panda.
    taps(&mut app, KeyCode::Delete, 1);
    app.update();
    assert_eq!(hints(&mut app, 1), (12..18).collect::<Vec<_>>());
    assert!(hints(&mut app, 0).is_empty(), "player 1 asked for nothing");
    // Player 1's (H) from the first panda; both show at once.
    taps(&mut app, KeyCode::KeyH, 1);
    app.update();
    assert_eq!(hints(&mut app, 0), (2..8).collect::<Vec<_>>());
    assert_eq!(hints(&mut app, 1).len(), 6, "player 2's hint stays");
    let counted = |app: &App| (app.world().resource::<RunStats>().hints, app.world().resource::<PartnerWalk>().hints);
    assert_eq!(counted(&app), (1, 1), "each hint counts against its own player's run");
    // The second panda steps: only its hint goes.
    taps(&mut app, KeyCode::ArrowRight, 1);
    app.update();
    assert!(hints(&mut app, 1).is_empty());
    assert_eq!(hints(&mut app, 0).len(), 6);
    // Player 2 wins the race with one hint on their card, not player 1's.
    taps(&mut app, KeyCode::ArrowRight, 27);
    app.update();
    assert_eq!(screen(&app), Screen::Won);
    assert_eq!(app.world().resource::<VictoryReport>().hints, 1);
    // The way out (player 2's PageDown) is on the board for both: it counts for both.
    let mut app = duo(Players::Race);
    taps(&mut app, KeyCode::PageDown, 1);
    app.update();
    assert!(app.world().resource::<panda_maze::game::assist::route_view::RouteView>().shown);
    assert_eq!(counted(&app), (1, 1));
}

#[test]
fn a_campaign_level_plays_together_the_bamboo_either_eats_counts_and_the_win_waits_for_both() {
    use panda_maze::game::campaign::{CampaignCommand, CampaignState};
    use panda_maze::game::{Difficulty, Screen};
    use panda_maze::levels::LevelId;
    use panda_maze::maze::Dir;
    use panda_maze::maze::solve::shortest_route;
    let key = |dir: Dir, two: bool| match (dir, two) {
        (Dir::Up, false) => KeyCode::KeyW,
        (Dir::Down, false) => KeyCode::KeyS,
        (Dir::Left, false) => KeyCode::KeyA,
        (Dir::Right, false) => KeyCode::KeyD,
        (Dir::Up, true) => KeyCode::ArrowUp,
        (Dir::Down, true) => KeyCode::ArrowDown,
        (Dir::Left, true) => KeyCode::ArrowLeft,
        (Dir::Right, true) => KeyCode::ArrowRight,
    };
    let mut app = game(Difficulty::Easy, 4);
    *app.world_mut().resource_mut::<Players>() = Players::Together;
    // Bamboo Grove, level 5: two shoots in a pocket off the way out.
    let id = LevelId { world: 0, level: 4 };
    crate::campaign::open_every_level(&mut app);
    crate::campaign::campaign(&mut app, CampaignCommand::Play(id));
    assert_eq!(*app.world().resource::<Players>(), Players::Together, "the level keeps the two players");
    let m = app.world().resource::<Played>().square().unwrap().maze.clone();
    let shoots = app.world().resource::<Played>().square().unwrap().items.bamboo.len();
    assert_eq!(app.world().resource::<CampaignState>().playing, Some(id));
    assert!(shoots > 0, "{}", app.world().resource::<Played>().square().unwrap().spec.code());
    // Player 1 takes the way out straight, and waits there.
    let straight = shortest_route(&m, m.entrance, m.exit).unwrap();
    for pair in straight.windows(2) {
        tap(&mut app, key(Dir::between(pair[0], pair[1]).unwrap(), false));
    }
    assert_eq!(panda(&mut app), m.exit);
    assert_eq!(screen(&app), Screen::Playing, "the win waits for the second panda");
    // Player 2 walks the full clear (every shoot, then out).
    let clear = app.world().resource::<Played>().square_route().unwrap().0.clone();
    for pair in clear.windows(2) {
        tap(&mut app, key(Dir::between(pair[0], pair[1]).unwrap(), true));
    }
    app.update();
    assert_eq!(partner(&mut app), m.exit);
    assert_eq!(crate::support::first_paws(&app).eaten.count_ones() as usize, shoots, "the pair ate every shoot");
    assert_eq!(screen(&app), Screen::Won);
    let result = app.world().resource::<CampaignState>().result.expect("the level is won");
    assert_eq!(result.id, id);
    assert!(result.stars >= 1, "{result:?}");
}

#[test]
fn on_the_square_board_player_twos_stick_aims_the_second_panda_by_the_nearest_arrow() {
    use panda_maze::game::command::PartnerAimRequest;
    let mut app = duo(Players::Race);
    for (degrees, to) in [(10, 2), (-30, 3), (170, 2), (0, 3), (90, 3)] {
        app.world_mut().write_message(PartnerAimRequest(degrees));
        app.update();
        assert_eq!(partner(&mut app), Pos::new(to, 1), "aimed at {degrees}°");
    }
    assert_eq!(panda(&mut app), Pos::new(1, 1), "the first panda stays");
    assert_eq!(app.world().resource::<PartnerWalk>().moves, 4, "up is a wall: no step");
}
