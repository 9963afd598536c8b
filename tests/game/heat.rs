//! The heat map beyond tile boards, headless: on a chunked board it colours
//! the chunks' texels as the wave spreads and packs them back when hidden;
//! the minimap's picture follows the same distances; and a clicked tile can
//! be its source without the click walking the panda.

use bevy::prelude::*;
use bevy::sprite_render::TilemapChunkMaterial;
use bevy::time::TimeUpdateStrategy;
use panda_maze::game::Played;
use panda_maze::game::assist::heat::{HeatSource, HeatView};
use panda_maze::game::assist::heat_mesh::HeatPart;
use panda_maze::game::board::{BoardChunk, BoardLimits, CHUNK_SIDE};
use panda_maze::game::input::pointer::click_command;
use panda_maze::game::settings::{GridKind, Palette};
use panda_maze::game::ui::minimap::MINIMAP_MAX_PX;
use panda_maze::game::ui::minimap_heat::{HeatBlocks, heat_blocks, heat_picture};
use panda_maze::game::ui::minimap_picture::{PictureFrame, board_pixels, paint_cells, pictured};
use panda_maze::game::view::chunk_heat::heat_texel;
use panda_maze::game::view::chunks::{PACKED_TILE_BYTES, PLAIN_LAYER, chunk_tile_data};
use panda_maze::game::{Difficulty, GameCommand, GameOptions, GamePlugin};
use panda_maze::maze::distance::{UNREACHED, distances};
use panda_maze::maze::generate::{GridShape, GridSpec};
use panda_maze::maze::heat::heat_colour;
use panda_maze::maze::{MazeSpec, Pos};

use crate::support::*;

/// A chunked board (301 × 241 tiles) with the chunk drawing added, over
/// asset stores of its own, so the chunks' texels can be read headless.
fn chunked_game(seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<Image>()
        .init_asset::<Mesh>()
        .init_asset::<TilemapChunkMaterial>()
        .add_plugins(GamePlugin { options: GameOptions { seed: Some(seed), ..GameOptions::default() } })
        .add_plugins((panda_maze::game::view::chunks::plugin, panda_maze::game::view::chunk_heat::plugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    send(&mut app, GameCommand::Load(MazeSpec::new(301, 241, seed)));
    frames(&mut app, 3);
    assert!(app.world().resource::<BoardLimits>().chunked(&maze(&app)));
    app
}

/// Every chunk's packed tile data, by its origin.
fn texels(app: &mut App) -> Vec<(BoardChunk, Vec<u8>)> {
    let mut chunks = app.world_mut().query::<(&BoardChunk, &MeshMaterial2d<TilemapChunkMaterial>)>();
    let found: Vec<(BoardChunk, Handle<TilemapChunkMaterial>)> =
        chunks.iter(app.world()).map(|(c, m)| (*c, m.0.clone())).collect();
    let materials = app.world().resource::<Assets<TilemapChunkMaterial>>();
    let images = app.world().resource::<Assets<Image>>();
    found
        .into_iter()
        .map(|(c, m)| {
            let image = images.get(&materials.get(&m).unwrap().tile_data).unwrap();
            (c, image.data.clone().expect("headless, the texels stay in the main world"))
        })
        .collect()
}

/// Texels on the plain layer (coloured by the heat map) on the whole board.
fn heat_texels(all: &[(BoardChunk, Vec<u8>)]) -> usize {
    let plain = PLAIN_LAYER.to_le_bytes();
    all.iter().map(|(_, d)| d.chunks_exact(PACKED_TILE_BYTES).filter(|t| t[..2] == plain).count()).sum()
}

/// The texel of tile `p` in `all`.
fn texel_at(all: &[(BoardChunk, Vec<u8>)], p: Pos) -> Vec<u8> {
    let origin = Pos::new(p.x / CHUNK_SIDE * CHUNK_SIDE, p.y / CHUNK_SIDE * CHUNK_SIDE);
    let (_, data) = all.iter().find(|(c, _)| c.origin == origin).unwrap();
    let at = ((CHUNK_SIDE - 1 - (p.y - origin.y)) * CHUNK_SIDE + p.x - origin.x) * PACKED_TILE_BYTES;
    data[at..at + PACKED_TILE_BYTES].to_vec()
}

#[test]
fn on_a_chunked_board_the_heat_map_colours_chunk_texels_over_frames_and_goes_when_hidden() {
    let mut app = chunked_game(31);
    let m = maze(&app);
    let chunks = 301usize.div_ceil(CHUNK_SIDE) * 241usize.div_ceil(CHUNK_SIDE);
    let plain = texels(&mut app);
    assert_eq!(plain.len(), chunks, "every chunk drawn");
    assert_eq!(heat_texels(&plain), 0);
    let dist = distances(&m, m.entrance);
    let reached = dist.iter().filter(|&&d| d != UNREACHED).count();
    send(&mut app, GameCommand::ToggleHeat);
    let mut counts = vec![];
    for _ in 0..150 {
        app.update();
        counts.push(heat_texels(&texels(&mut app)));
    }
    assert_eq!(count::<HeatPart>(&mut app), 0, "no overlay on a chunked board");
    assert!(counts.windows(2).all(|w| w[1] >= w[0]), "the wave only grows");
    assert!(counts[0] < reached / 10, "it starts near the entrance: {}", counts[0]);
    assert!(counts.iter().filter(|&&c| c > counts[0] && c < reached).count() > 20, "it spreads over many frames");
    assert_eq!(*counts.last().unwrap(), reached, "every reached floor tile coloured");
    let now = texels(&mut app);
    let max = dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap();
    assert_eq!(texel_at(&now, m.entrance)[..6], heat_texel(heat_colour(0, max))[..6]);
    let far = m.pos_of((0..dist.len()).filter(|&i| dist[i] != UNREACHED).max_by_key(|&i| dist[i]).unwrap());
    assert_eq!(texel_at(&now, far)[..6], heat_texel([253, 231, 37])[..6], "the ramp's far end");
    // Walls keep their texels.
    assert_eq!(texel_at(&now, Pos::new(0, 0)), texel_at(&plain, Pos::new(0, 0)));
    // Hidden: every chunk packed back to its plain tiles.
    send(&mut app, GameCommand::ToggleHeat);
    frames(&mut app, 2);
    let back = texels(&mut app);
    assert_eq!(heat_texels(&back), 0);
    for (chunk, data) in &back {
        assert_eq!(*data, chunk_tile_data(&m, *chunk), "chunk {:?}", chunk.origin);
    }
    // From the exit, at once under reduced motion.
    settings(&mut app).reduced_motion = true;
    app.world_mut().resource_mut::<HeatView>().source = HeatSource::Exit;
    send(&mut app, GameCommand::ToggleHeat);
    frames(&mut app, 2);
    let now = texels(&mut app);
    assert_eq!(heat_texels(&now), reached);
    let from_exit = distances(&m, m.exit);
    let max = from_exit.iter().copied().filter(|&d| d != UNREACHED).max().unwrap();
    assert_eq!(texel_at(&now, m.exit)[..6], heat_texel(heat_colour(0, max))[..6]);
    assert_eq!(texel_at(&now, m.entrance)[..6], heat_texel(heat_colour(from_exit[m.index(m.entrance)], max))[..6]);
    // A new map: plain chunks again.
    send(&mut app, GameCommand::Load(MazeSpec::new(301, 241, 32)));
    frames(&mut app, 3);
    assert_eq!(heat_texels(&texels(&mut app)), 0);
}

/// The minimap's heat blocks of the board on the screen for `view`, the
/// picture's frame, and each cell's pixel.
fn minimap_heat(app: &App, view: &HeatView) -> (HeatBlocks, PictureFrame, Vec<usize>) {
    let board = board_view(app);
    let frame = PictureFrame::of(&board, MINIMAP_MAX_PX);
    let pixel = (0..board.cell_count() as u32).map(|c| frame.pixel(&board, c)).collect();
    (heat_blocks(&board, &frame, &view.dist, view.max), frame, pixel)
}

#[test]
fn the_minimap_picture_shows_the_heat_where_the_wave_has_been() {
    let mut app = chunked_game(33);
    settings(&mut app).reduced_motion = false;
    let m = maze(&app);
    send(&mut app, GameCommand::ToggleHeat);
    frames(&mut app, 5);
    let view = app.world().resource::<HeatView>().clone();
    assert!(!view.complete(), "the wave is under way");
    assert_eq!(view.dist, distances(&m, m.entrance));
    let (blocks, frame, pixel) = minimap_heat(&app, &view);
    assert_eq!(blocks.nearest.len(), frame.pixels());
    let mut picture = vec![0u8; blocks.nearest.len() * 4];
    let at = |p: Pos| pixel[m.index(p)] * 4;
    heat_picture(&blocks, view.wave(), &mut picture);
    // The entrance's block is shown in the near end's colours; a block the wave has not reached is see-through.
    let [r, g, b] = heat_colour(0, view.max);
    let entrance = &picture[at(m.entrance)..at(m.entrance) + 4];
    assert_eq!(entrance[3], 255);
    assert!(entrance[..3].iter().zip([r, g, b]).all(|(&a, b)| a.abs_diff(b) < 60), "{entrance:?}");
    let far =
        m.pos_of((0..view.dist.len()).filter(|&i| view.dist[i] != UNREACHED).max_by_key(|&i| view.dist[i]).unwrap());
    assert_eq!(picture[at(far) + 3], 0, "not reached yet");
    let shown = picture.chunks_exact(4).filter(|p| p[3] == 255).count();
    frames(&mut app, 200);
    let done = app.world().resource::<HeatView>().clone();
    assert!(done.complete());
    heat_picture(&blocks, done.wave(), &mut picture);
    let all = picture.chunks_exact(4).filter(|p| p[3] == 255).count();
    assert!(shown < all, "the minimap's wave grows: {shown} then {all}");
    assert_eq!(all, blocks.nearest.iter().filter(|&&d| d != UNREACHED).count());
    // A field of colour, not lines between walls: at this size a pixel is a
    // tile, and every floor tile and every wall beside one is coloured.
    assert_eq!(frame.size, UVec2::new(m.width() as u32, m.height() as u32));
    assert!(pixel.iter().enumerate().all(|(i, &px)| px == i), "a pixel a tile, in reading order");
    let beside_floor = |p: Pos| {
        m.is_floor(p) || {
            let (x, y) = (p.x as i64, p.y as i64);
            [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].iter().any(|&(x, y)| {
                x >= 0
                    && y >= 0
                    && m.contains(Pos::new(x as usize, y as usize))
                    && m.is_floor(Pos::new(x as usize, y as usize))
            })
        }
    };
    let expected = (0..m.tiles().len()).filter(|&i| beside_floor(m.pos_of(i))).count();
    assert_eq!(all, expected);
    assert!(all > blocks.nearest.len() / 2 + blocks.nearest.len() / 5, "{all} of {}", blocks.nearest.len());
    // The farthest tile's block is on the far side of the ramp.
    let luma = |p: &[u8]| 299 * u32::from(p[0]) + 587 * u32::from(p[1]) + 114 * u32::from(p[2]);
    assert!(luma(&picture[at(far)..]) > luma(&picture[at(m.entrance)..]) + 60_000);
    // Hidden: all see-through.
    heat_picture(&blocks, None, &mut picture);
    assert!(picture.iter().all(|&b| b == 0));
}

#[test]
fn a_clicked_tile_becomes_the_source_and_the_wave_sets_out_from_it() {
    let mut app = game(Difficulty::Medium, 12);
    with_meshes(&mut app);
    let m = maze(&app);
    let start = panda(&mut app);
    // A floor tile well away from the entrance.
    let dist = distances(&m, m.entrance);
    let target = m.pos_of((0..dist.len()).filter(|&i| dist[i] != UNREACHED).max_by_key(|&i| dist[i]).unwrap() / 2);
    let target = if m.is_floor(target) { target } else { m.exit };
    let cell = m.index(target) as u32;
    let walk = GameCommand::WalkTo(cell);
    // Without the heat map (or with another source), a click walks.
    let view = app.world().resource::<HeatView>().clone();
    assert_eq!(click_command(&view, cell), walk);
    send(&mut app, GameCommand::ToggleHeat);
    let view = app.world().resource::<HeatView>().clone();
    assert_eq!(click_command(&view, cell), walk, "from the entrance, clicks still walk");
    // Choose "a clicked tile": until a click it measures from the entrance.
    app.world_mut().resource_mut::<HeatView>().source = HeatSource::Clicked;
    app.world_mut().resource_mut::<HeatView>().from = None;
    frames(&mut app, 2);
    assert_eq!(app.world().resource::<HeatView>().from, Some(m.index(m.entrance) as u32));
    let view = app.world().resource::<HeatView>().clone();
    let command = click_command(&view, cell);
    assert_eq!(command, GameCommand::HeatFrom(cell), "now a click sets the source");
    send(&mut app, command);
    let view = app.world().resource::<HeatView>().clone();
    assert_eq!(view.from, Some(cell));
    assert!(!view.complete(), "the wave restarts");
    assert!(overlay_coloured(&mut app, "Heat map").len() < 20);
    frames(&mut app, 150);
    let max = app.world().resource::<HeatView>().max;
    let of = |d: u32| {
        let [r, g, b] = heat_colour(d, max);
        Color::srgb_u8(r, g, b).to_linear().to_f32_array()
    };
    let drawn = overlay_coloured(&mut app, "Heat map");
    assert_eq!(drawn.get(&cell), Some(&of(0)), "distances are measured from the clicked tile");
    let from_target = distances(&m, target);
    assert!(drawn.len() > 20);
    assert!(drawn.iter().all(|(&i, &c)| c == of(from_target[i as usize])), "each tile in its distance's colour");
    assert_eq!(panda(&mut app), start, "the click did not walk the panda");
    // A new map forgets the tile (the source stays chosen).
    tap(&mut app, KeyCode::KeyN);
    let view = app.world().resource::<HeatView>().clone();
    assert_eq!((view.shown, view.source, view.clicked), (false, HeatSource::Clicked, None));
}

/// Frames until the heat map has been measured from somewhere, at most `most`.
fn until_measured(app: &mut App, most: usize) -> usize {
    (1..=most)
        .find(|_| {
            app.update();
            app.world().resource::<HeatView>().from.is_some()
        })
        .unwrap_or_else(|| panic!("no heat map after {most} frames"))
}

/// On a board of a million tiles the distances are measured off the frame
/// (issue 27): the frame goes on, the map shows once they are in, and a
/// result measured for the map before is dropped, not shown on the new one.
#[test]
fn a_huge_boards_heat_map_is_measured_off_the_frame_and_an_old_maps_result_is_dropped() {
    use panda_maze::game::assist::heat::HeatTask;
    use panda_maze::game::model::OFF_FRAME_MIN_TILES;
    let mut app = game(Difficulty::Easy, 3);
    send(&mut app, GameCommand::Load(MazeSpec::new(1025, 1025, 3)));
    until_made(&mut app);
    frames(&mut app, 2);
    assert!(maze(&app).tiles().len() >= OFF_FRAME_MIN_TILES);
    settings(&mut app).reduced_motion = true;
    send(&mut app, GameCommand::ToggleHeat);
    assert!(app.world().resource::<HeatTask>().is_running(), "asked for off the frame");
    assert!(app.world().resource::<HeatView>().from.is_none(), "nothing shown before the result");
    until_measured(&mut app, 2000);
    let m = maze(&app);
    assert_eq!(app.world().resource::<HeatView>().dist, distances(&m, m.entrance));
    assert!(!app.world().resource::<HeatTask>().is_running());
    // Measuring from the exit, then a new map before the result is in.
    send(&mut app, GameCommand::ToggleHeat);
    app.world_mut().resource_mut::<HeatView>().source = HeatSource::Exit;
    send(&mut app, GameCommand::ToggleHeat);
    assert!(app.world().resource::<HeatTask>().is_running());
    send(&mut app, GameCommand::Load(MazeSpec::new(1025, 1025, 4)));
    // The new map is made off the frame too; the old one plays on until it is in.
    let spec = |app: &App| app.world().resource::<panda_maze::game::Played>().square().unwrap().spec;
    assert_eq!(spec(&app), MazeSpec::new(1025, 1025, 3), "the old map plays on meanwhile");
    until_made(&mut app);
    assert_eq!(spec(&app), MazeSpec::new(1025, 1025, 4));
    assert!(!app.world().resource::<HeatTask>().is_running(), "the old map's measurement is dropped");
    assert!(!app.world().resource::<HeatView>().shown, "a new map hides the heat map");
    frames(&mut app, 30);
    assert_eq!(app.world().resource::<HeatView>().from, None, "nothing of the old map shown");
    // Shown again on the new map: the new map's distances.
    send(&mut app, GameCommand::ToggleHeat);
    until_measured(&mut app, 2000);
    let m = maze(&app);
    assert_eq!(app.world().resource::<HeatView>().dist, distances(&m, m.exit));
    // Toggled quickly (on, off, ... off), nothing is left behind.
    for _ in 0..5 {
        send(&mut app, GameCommand::ToggleHeat);
    }
    frames(&mut app, 2);
    assert!(!app.world().resource::<HeatView>().shown && !app.world().resource::<HeatTask>().is_running());
}

/// A board of `kind` too big for the minimap to draw its meshes again (so it pictures it), made off the frame.
fn big_grid(kind: GridKind) -> App {
    use panda_maze::maze::grid::{HexShape, TriangleShape};
    let shape = match kind {
        GridKind::Round => GridShape::Round { rings: 120 },
        GridKind::Hexagon => GridShape::Hex(HexShape::Rectangle { cols: 220, rows: 200 }),
        _ => GridShape::Triangle(TriangleShape::Rectangle { cols: 300, rows: 150 }),
    };
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::LoadGrid(GridSpec::new(shape, 7)));
    for _ in 0..20_000 {
        if app.world().resource::<Played>().grid().is_some_and(|g| g.spec.shape == shape) {
            return app;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
        app.update();
    }
    panic!("the big {kind:?} board is not made");
}

#[test]
fn on_every_grid_a_big_boards_minimap_pictures_the_board_the_way_and_the_heat() {
    for (kind, _) in crate::grids::specs() {
        let app = big_grid(kind);
        let board = board_view(&app);
        assert!(pictured(&board), "{kind:?}: pictured");
        let frame = PictureFrame::of(&board, MINIMAP_MAX_PX);
        assert!(frame.size.max_element() <= MINIMAP_MAX_PX as u32, "{kind:?}: {}", frame.size);
        let palette = Palette::default();
        let picture = board_pixels(&board, &frame, &palette);
        let opaque = |px: usize, of: &[u8]| of[px * 4 + 3] == 255;
        let cells = board.cell_count() as u32;
        assert!((0..cells).all(|c| opaque(frame.pixel(&board, c), &picture)), "{kind:?}: every cell is on it");
        // The way: a line of pixels on the board from the entrance's to the exit's.
        let mut way = vec![0; picture.len()];
        paint_cells(&board, &frame, &board.route(), palette.route, &mut way);
        for end in [board.entrance(), board.exit()] {
            assert!(opaque(frame.pixel(&board, end), &way), "{kind:?}: the way's ends are painted");
        }
        assert!((0..frame.pixels()).all(|px| !opaque(px, &way) || opaque(px, &picture)), "{kind:?}: on the board");
        // The heat from the entrance: near there at a tenth of the wave, all of the board when done.
        let dist = board.distances(board.entrance());
        let max = dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap();
        let blocks = heat_blocks(&board, &frame, &dist, max);
        let mut heat = vec![0u8; picture.len()];
        heat_picture(&blocks, Some(max / 10), &mut heat);
        let early = (0..frame.pixels()).filter(|&px| opaque(px, &heat)).count();
        assert!(opaque(frame.pixel(&board, board.entrance()), &heat), "{kind:?}: the wave starts at the entrance");
        heat_picture(&blocks, Some(max), &mut heat);
        let done: Vec<bool> = (0..frame.pixels()).map(|px| opaque(px, &heat)).collect();
        let board_px: Vec<bool> = (0..frame.pixels()).map(|px| picture[px * 4 + 3] > 0).collect();
        assert!(early > 0 && early < done.iter().filter(|&&d| d).count(), "{kind:?}: the wave grows");
        assert_eq!(done, board_px, "{kind:?}: done, the heat covers the board and nothing else");
    }
}
