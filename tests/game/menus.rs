//! Menus and settings in the running game (headless): the keyboard opens and
//! walks the pages, settings recolour the board at once, and an open menu
//! keeps the arrow keys away from the panda.

use bevy::prelude::*;
use panda_maze::game::board::BoardTile;
use panda_maze::game::settings::Palette;
use panda_maze::game::settings::{Rgb, Settings, Theme};
use panda_maze::game::ui::i18n::Language;
use panda_maze::game::ui::nav::{MenuCursor, MenuItem, MenuPage};
use panda_maze::game::{Difficulty, GameCommand};

use crate::headless::{game, panda, send, tap};

fn tile_colours(app: &mut App, kind: BoardTile) -> Vec<Color> {
    app.world_mut()
        .query::<(&BoardTile, &Sprite)>()
        .iter(app.world())
        .filter(|(k, _)| **k == kind)
        .map(|(_, s)| s.color)
        .collect()
}

fn settings(app: &mut App) -> Mut<'_, Settings> {
    app.world_mut().resource_mut::<Settings>()
}

#[test]
fn changing_the_wall_colour_recolours_the_existing_wall_tiles() {
    let mut app = game(Difficulty::Easy, 11);
    let before = tile_colours(&mut app, BoardTile::Wall);
    assert!(before.iter().all(|c| *c == Theme::Bamboo.look().wall.color()));
    settings(&mut app).wall = Some(Rgb([200, 10, 10]));
    app.update();
    let after = tile_colours(&mut app, BoardTile::Wall);
    assert_eq!(after.len(), before.len());
    assert!(after.iter().all(|c| *c == Color::srgb_u8(200, 10, 10)), "every wall tile takes the new colour");
    let floors = tile_colours(&mut app, BoardTile::Floor);
    assert!(floors.iter().all(|c| *c == Theme::Bamboo.look().floor.color()), "floors keep theirs");
}

#[test]
fn switching_theme_recolours_everything() {
    let mut app = game(Difficulty::Easy, 12);
    // Leave a footprint and show the route so they are recoloured too.
    let route = app.world().resource::<panda_maze::game::Route>().0.clone();
    let first = panda_maze::maze::Dir::between(route[0], route[1]).unwrap();
    tap(&mut app, crate::headless::key_for(first));
    send(&mut app, GameCommand::ShowRoute(true));
    for _ in 0..5 {
        app.update();
    }
    settings(&mut app).set_theme(Theme::HighContrast);
    app.update();
    let look = Theme::HighContrast.look();
    assert_eq!(
        *app.world().resource::<Palette>(),
        Settings { theme: Theme::HighContrast, ..Settings::default() }.palette()
    );
    for (kind, colour) in [
        (BoardTile::Wall, look.wall),
        (BoardTile::Floor, look.floor),
        (BoardTile::Entrance, look.entrance),
        (BoardTile::Exit, look.exit),
    ] {
        let colours = tile_colours(&mut app, kind);
        assert!(!colours.is_empty() && colours.iter().all(|c| *c == colour.color()), "{kind:?}");
    }
    let prints: Vec<Color> = app
        .world_mut()
        .query_filtered::<&Sprite, With<panda_maze::game::panda::trail::Footprint>>()
        .iter(app.world())
        .map(|s| s.color)
        .collect();
    assert_eq!(prints, vec![look.footprint.color()]);
    let markers: Vec<Color> = app
        .world_mut()
        .query_filtered::<&Sprite, With<panda_maze::game::assist::route_view::RouteMarker>>()
        .iter(app.world())
        .map(|s| s.color)
        .collect();
    assert!(!markers.is_empty() && markers.iter().all(|c| *c == look.route.color()));
}

#[test]
fn escape_opens_the_menu_and_then_arrows_choose_rows_instead_of_moving_the_panda() {
    let mut app = game(Difficulty::Easy, 13);
    let start = panda(&mut app);
    tap(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Main);
    // The entrance's open side is right or down; neither moves the panda now.
    let settings_row = MenuPage::Main.items().iter().position(|&i| i == MenuItem::Settings).unwrap();
    for _ in 0..settings_row {
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(panda(&mut app), start);
    assert_eq!(MenuPage::Main.items()[app.world().resource::<MenuCursor>().0], MenuItem::Settings);
    // Enter opens Settings; Right on the first row (Theme) switches the theme.
    tap(&mut app, KeyCode::Enter);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Settings);
    assert_eq!(app.world().resource::<MenuCursor>().0, 0);
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<Settings>().theme, Theme::Night);
    assert_eq!(app.world().resource::<Palette>().wall, Theme::Night.look().wall.color());
    // Up wraps to Back; walk to Language and flip it.
    let rows = MenuPage::Settings.items();
    let language_row = rows.iter().position(|&i| i == MenuItem::Language).unwrap();
    for _ in 0..language_row {
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::Enter);
    assert_eq!(app.world().resource::<Settings>().language, Language::Chinese);
    // Esc goes back to the main menu with Settings chosen, Esc again closes it.
    tap(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Main);
    assert_eq!(MenuPage::Main.items()[app.world().resource::<MenuCursor>().0], MenuItem::Settings);
    tap(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<MenuPage>(), MenuPage::Closed);
    // The board has the keys again.
    let m = app.world().resource::<panda_maze::game::CurrentMaze>().maze.clone();
    let open = panda_maze::maze::Dir::ALL.into_iter().find(|&d| m.walk(start, d).is_some()).unwrap();
    tap(&mut app, crate::headless::key_for(open));
    assert_ne!(panda(&mut app), start);
}

#[test]
fn exit_in_the_main_menu_quits() {
    let mut app = game(Difficulty::Easy, 14);
    app.insert_resource(MenuPage::Main);
    let exit_row = MenuPage::Main.items().iter().position(|&i| i == MenuItem::Exit).unwrap();
    for _ in 0..exit_row {
        tap(&mut app, KeyCode::ArrowDown);
    }
    tap(&mut app, KeyCode::Enter);
    assert_eq!(app.should_exit(), Some(AppExit::Success));
}

#[test]
fn the_chosen_difficulty_is_remembered_in_the_settings() {
    let mut app = game(Difficulty::Easy, 15);
    assert_eq!(app.world().resource::<Settings>().difficulty, Difficulty::Medium, "the default until one is chosen");
    send(&mut app, GameCommand::SetDifficulty(Difficulty::Hard));
    assert_eq!(app.world().resource::<Settings>().difficulty, Difficulty::Hard);
}

#[test]
fn reduced_motion_shows_the_whole_route_at_once() {
    let mut app = game(Difficulty::Medium, 16);
    settings(&mut app).reduced_motion = true;
    send(&mut app, GameCommand::ShowRoute(true));
    app.update();
    let len = app.world().resource::<panda_maze::game::Route>().0.len();
    let view = *app.world().resource::<panda_maze::game::assist::route_view::RouteView>();
    assert!(view.fully_revealed(len), "{} of {len} after one frame", view.revealed);
}

#[test]
fn the_built_in_art_loads_and_the_panda_sheet_has_every_frame() {
    use panda_maze::game::assets::{art_files, decode_art, tintable};
    for (name, bytes) in art_files::ALL {
        let image = decode_art(bytes);
        assert!(image.width() >= 16 && image.height() >= 16, "{name}");
    }
    let sheet = decode_art(art_files::PANDA_SHEET);
    let frame = panda_maze::art::PANDA_FRAME;
    assert_eq!((sheet.width(), sheet.height()), (frame * panda_maze::art::PANDA_WALK_FRAMES as u32, frame * 4));
    // A tintable route dot is white in its middle (takes the theme's colour exactly) and grey at its rim.
    let dot = tintable(decode_art(art_files::ROUTE_DOT));
    let data = dot.data.as_ref().unwrap();
    let px = |x: u32, y: u32| &data[((y * dot.width() + x) * 4) as usize..][..4];
    assert_eq!(px(8, 8), [255, 255, 255, 255]);
    let rim: Vec<&[u8]> = (0..16).map(|x| px(x, 8)).filter(|p| p[3] > 0 && p[0] < 255).collect();
    assert!(!rim.is_empty() && rim.iter().all(|p| p[..3] == [70, 70, 70]), "{rim:?}");
}

#[test]
fn the_panda_turns_the_way_it_walks_and_stands_when_it_stops() {
    use panda_maze::art::panda_frame_index;
    use panda_maze::game::panda::{Facing, Player};
    let mut app = game(Difficulty::Easy, 17);
    let facing =
        |app: &mut App| *app.world_mut().query_filtered::<&Facing, With<Player>>().single(app.world()).unwrap();
    let atlas = |app: &mut App| {
        app.world_mut()
            .query_filtered::<&Sprite, With<Player>>()
            .single(app.world())
            .unwrap()
            .texture_atlas
            .as_ref()
            .unwrap()
            .index
    };
    assert_eq!(facing(&mut app).dir, panda_maze::maze::Dir::Down, "it starts face on");
    let route = app.world().resource::<panda_maze::game::Route>().0.clone();
    let first = panda_maze::maze::Dir::between(route[0], route[1]).unwrap();
    let second = panda_maze::maze::Dir::between(route[1], route[2]).unwrap();
    tap(&mut app, crate::headless::key_for(first));
    let now = facing(&mut app);
    assert_eq!((now.dir, now.frame), (first, 1));
    assert_eq!(atlas(&mut app), panda_frame_index(first, 1));
    tap(&mut app, crate::headless::key_for(second));
    let now = facing(&mut app);
    assert_eq!((now.dir, now.frame), (second, 2), "the other foot forward");
    // A third of a second without steps: standing.
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(facing(&mut app).frame, 0);
    assert_eq!(atlas(&mut app), panda_frame_index(second, 0));
}

#[test]
fn walking_into_a_wall_is_announced_for_the_bump_sound() {
    use panda_maze::game::Bumped;
    let mut app = game(Difficulty::Easy, 18);
    let start = panda(&mut app);
    tap(&mut app, KeyCode::ArrowUp);
    let bumps: Vec<Bumped> = app.world_mut().resource_mut::<Messages<Bumped>>().drain().collect();
    assert_eq!(bumps, vec![Bumped { at: start, dir: panda_maze::maze::Dir::Up }]);
}
