//! The map commands on the square board: a new map, another size, a given
//! spec or a restart, each announcing a [`MapReset`]; a huge map made off
//! the frame and put on the board once it is in. A square map is made only
//! when the square board is to be played: while another grid's maze is,
//! the [`SquareLab`] keeps what the next square map is like.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::grid::{GridGame, PendingGrid};
use super::making::SquareAsked;
use super::played::Played;
use super::*;
use crate::game::model::SquareLab;

/// The board's entities and what drawing them takes.
#[derive(SystemParam)]
pub(super) struct BoardEntities<'w, 's> {
    commands: Commands<'w, 's>,
    tiles: Query<'w, 's, Entity, With<BoardTile>>,
    markers_and_chunks: Query<'w, 's, Entity, Or<(With<BoardMarker>, With<BoardChunk>)>>,
    kinds: Query<'w, 's, (&'static mut BoardTile, &'static mut Sprite, &'static mut Name)>,
    palette: Res<'w, Palette>,
    art: Res<'w, GameArt>,
    index: ResMut<'w, BoardIndex>,
    limits: Res<'w, BoardLimits>,
}

impl BoardEntities<'_, '_> {
    /// Replaces the board on screen (of `old_size` tiles) by `shown` (the new
    /// `maze` itself, or a solid board for a generation about to be watched).
    fn rebuild(&mut self, old_size: (usize, usize), shown: &Maze, maze: &Maze) {
        // The same size as the board on screen: its tile entities are kept
        // and only change kind (a tenth of the time of despawning and
        // spawning them again: a new Hard map in ~2 ms instead of ~20).
        let size = (maze.width(), maze.height());
        let reuse = old_size == size && self.index.0.len() == size.0 * size.1 && !self.limits.chunked(maze);
        for entity in &self.markers_and_chunks {
            self.commands.entity(entity).despawn();
        }
        if !reuse {
            for entity in &self.tiles {
                self.commands.entity(entity).despawn();
            }
        }
        if self.limits.chunked(maze) {
            spawn_chunks(&mut self.commands, maze, &self.art, &mut self.index);
        } else if reuse {
            for (i, &entity) in self.index.0.iter().enumerate() {
                let kind = BoardTile::at(shown, shown.pos_of(i));
                if let Ok((mut tile, mut sprite, mut name)) = self.kinds.get_mut(entity)
                    && *tile != kind
                {
                    *tile = kind;
                    *sprite = kind.sprite(&self.palette, &self.art);
                    *name = kind.name();
                }
            }
            spawn_markers(&mut self.commands, maze, &self.art);
        } else {
            spawn_tiles(&mut self.commands, shown, maze, &self.palette, &self.art, &mut self.index);
        }
    }
}

/// The maze the map commands of this frame ask for (the last one wins, each
/// building on the one before), and whether a restart was asked for.
fn wanted_map(
    requests: &mut MessageReader<GameCommand>,
    now: MazeSpec,
    seeds: &mut SeedStream,
) -> (Option<MazeSpec>, bool) {
    let mut wanted: Option<MazeSpec> = None;
    let mut restart = false;
    for request in requests.read() {
        let base = wanted.unwrap_or(now);
        match *request {
            // A new map of the player's own carries no items: bamboo, keys and
            // doors come with a level or a code (loaded, or "a new map like it").
            GameCommand::NewMap => {
                wanted = Some(MazeSpec { seed: seeds.next_seed(), items: ItemSpec::default(), ..base })
            }
            GameCommand::SetDifficulty(d) => {
                let (width, height) = d.size();
                let items = ItemSpec::default();
                wanted = Some(MazeSpec { width, height, seed: seeds.next_seed(), items, ..base });
            }
            GameCommand::NewMapLike(spec) => wanted = Some(MazeSpec { seed: seeds.next_seed(), ..spec }),
            GameCommand::Load(spec) => wanted = Some(spec),
            GameCommand::Daily => wanted = Some(daily_spec(&today())),
            GameCommand::Restart => restart = true,
            _ => {}
        }
    }
    // An algorithm that cannot follow a shape makes the rectangle.
    let unshaped = |s: MazeSpec| s.shape != crate::maze::Shape::None && !s.algorithm.is_maskable();
    let wanted = wanted.map(|s| if unshaped(s) { s.with_shape(crate::maze::Shape::None) } else { s });
    (wanted, restart)
}

/// Reads the map commands: a new map, another size, a given spec or a
/// restart. The new map's seed is drawn now, before another grid's (so a
/// run with `--seed N` plays the same maps on every grid as before).
pub(super) fn read_map_commands(
    mut requests: MessageReader<GameCommand>,
    (lab, making): (Res<SquareLab>, Res<PendingMap>),
    mut seeds: ResMut<SeedStream>,
    mut asked: ResMut<SquareAsked>,
) {
    // Commands build on the map being made, if one is (a new map like it keeps its size).
    let base = making.spec().unwrap_or(lab.0);
    let (spec, restart) = wanted_map(&mut requests, base, &mut seeds);
    *asked = SquareAsked { spec, restart, for_square: false };
}

/// Makes the square map asked for, unless another grid's maze took the
/// commands (one is played, or being made off the frame): then the square
/// board is not made beneath it, and only the Lab keeps what the next
/// square map is like. A new maze replaces the board (solid at first when
/// its generation is to be watched); it and a restart announce a
/// [`MapReset`]. A huge map is made off the frame instead ([`PendingMap`]),
/// and replaces the board when it is in ([`receive_made_map`]).
pub(super) fn make_square_map(
    mut asked: ResMut<SquareAsked>,
    pending_grid: Res<PendingGrid>,
    mut shown: ShownMap,
    (mut file, mut notices): (ResMut<mask_file::MaskFile>, ResMut<Notices>),
    watch: Res<WatchSettings>,
    mut making: ResMut<PendingMap>,
    mut board: BoardEntities,
    mut reset: MessageWriter<MapReset>,
) {
    let SquareAsked { spec: wanted, restart, for_square } = std::mem::take(&mut *asked);
    let on_grid = shown.played.grid().is_some() && !for_square;
    let mut replaced = false;
    match wanted {
        Some(spec) if on_grid || pending_grid.spec().is_some() => shown.lab.0 = spec,
        Some(spec) => {
            let mut steps = Vec::new();
            // A chunked board is drawn from the maze, not from tile entities, so its
            // generation is not replayed (the menu says so).
            let watching = watch.enabled && spec.width * spec.height <= board.limits.max_entity_tiles;
            // Cut to the mask file in use, if any (one that no longer reads is said and dropped).
            let mask = file.mask_for(&spec).unwrap_or_else(|why| {
                notices.0.push(why);
                None
            });
            if !watching && made_off_frame(&spec) {
                let mask = mask.cloned();
                making.start(spec, move || make_map(spec, mask));
            } else {
                making.cancel();
                let made = if watching {
                    CurrentMaze::generate_cut(spec, mask, &mut steps)
                } else {
                    CurrentMaze::generate_cut(spec, mask, &mut ())
                };
                let made = made.map(|(made, route)| (made, route, None));
                replaced = shown.install(made, steps, watching, &mut board);
            }
        }
        None => {}
    }
    if replaced || restart {
        reset.write(MapReset);
    }
}

/// Puts a map made off the frame on the board once it is in.
pub(super) fn receive_made_map(
    mut making: ResMut<PendingMap>,
    mut shown: ShownMap,
    mut board: BoardEntities,
    mut reset: MessageWriter<MapReset>,
) {
    if let Some((_, made)) = making.poll()
        && shown.install(made, Vec::new(), false, &mut board)
    {
        reset.write(MapReset);
    }
}

/// The maze played, its build's replay and the copy work off the frame shares.
#[derive(SystemParam)]
pub(super) struct ShownMap<'w> {
    played: ResMut<'w, Played>,
    lab: ResMut<'w, SquareLab>,
    replay: ResMut<'w, GenerationReplay>,
    shared: ResMut<'w, SharedMaze>,
}

impl ShownMap<'_> {
    /// Plays another grid's `game` (its build not replayed).
    pub(super) fn play_grid(&mut self, game: GridGame) {
        *self.replay = GenerationReplay::default();
        self.played.replace(Played::grid_maze(game));
    }

    /// Plays `made` (built by `steps`, to be watched if `watching`), or
    /// says why it could not be made; whether the map was replaced.
    pub(super) fn install(
        &mut self,
        made: Made,
        steps: Vec<(Pos, Tile)>,
        watching: bool,
        board: &mut BoardEntities,
    ) -> bool {
        let (made, made_route, copy) = match made {
            Ok(made) => made,
            Err(why) => {
                warn!("cannot make the maze: {why}");
                return false;
            }
        };
        let old_size = self.played.square().map_or((0, 0), |old| (old.maze.width(), old.maze.height()));
        self.lab.0 = made.spec;
        let maze = &made.maze;
        let solid = watching.then(|| {
            let mut solid = Maze::walled(maze.width(), maze.height()).expect("the maze was made at this size");
            (solid.entrance, solid.exit) = (maze.entrance, maze.exit);
            solid
        });
        board.rebuild(old_size, solid.as_ref().unwrap_or(maze), maze);
        self.played.replace(Played::square_map(made, made_route));
        self.shared.replace(copy);
        *self.replay = GenerationReplay::new(steps);
        true
    }
}
