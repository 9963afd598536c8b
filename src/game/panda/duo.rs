//! The second panda, for two players on one keyboard ([`Players`]): player 1
//! keeps the first panda (WASD or the player's own keys), player 2 walks a
//! red-panda-coloured one with a blue scarf (the arrows; Backspace undoes its
//! step). In Together both share one board and what either picks up; in Race
//! each walks for themselves and the first to the exit wins ([`DuoFinish`]).
//! Its walk is written once for every grid over the [`WalkBoard`]: on the
//! square board a key is its way; on a round, hex or triangle board the
//! second panda walks by angle as the first does ([`board_pick`]), with ring keys
//! on a round board when chosen and, on hexagons, the number pad's 7, 9, 1
//! and 3 as its diagonals.

use std::time::Duration;

use bevy::prelude::*;

use super::pick::{Pick, board_pick, tie_notice};
use super::{Facing, PANDA_Z};
use crate::art::panda_frame_index;
use crate::game::assets::GameArt;
use crate::game::board::floors_draw::{FloorVeil, ghosted};
use crate::game::board::grid::GridNotice;
use crate::game::board::items::ItemTaken;
use crate::game::board::view::Boards;
use crate::game::board::walk_board::WalkBoard;
use crate::game::board::watch::GenerationReplay;
use crate::game::command::{
    GameCommand, HintShown, MapReset, Moved, PartnerAimRequest, PartnerClimbRequest, PartnerMoveRequest, PartnerUndo,
    Undid, Walker,
};
use crate::game::frame::{AppSystems, Screen};
pub use crate::game::model::Players;
use crate::game::model::TILE_SIZE;
use crate::game::settings::Settings;
use crate::maze::items::Progress;
use crate::maze::{Dir, Maze, Pos};

/// The second panda (player 2's).
#[derive(Component, Debug, Clone, Copy)]
pub struct Partner;

/// The scarf the second panda wears, so it is told apart by shape as well as colour.
#[derive(Component, Debug, Clone, Copy)]
pub struct Scarf;

/// The tint of the second panda's fur: white turns russet, black stays black (a red panda's colours).
pub const PARTNER_TINT: Color = Color::srgb(1.0, 0.62, 0.36);
/// The second panda's scarf.
pub const SCARF_COLOUR: Color = Color::srgb(0.12, 0.45, 0.95);

/// The second panda's walk since the last reset: the cells stood in (the last
/// is where it stands), what it carries after each step (its own in Race), moves and undos.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct PartnerWalk {
    /// Every cell stood in, in order, on any grid (a square board's tiles by flat index; the last is where it stands).
    pub cells: Vec<u32>,
    /// Where it stands, keys held and shoots eaten after each cell of `cells`
    /// (Race: its own; in Together the first panda's paws hold the pair's).
    pub paws: Vec<Progress<u32>>,
    /// Steps taken (an undone step is taken back).
    pub moves: u32,
    /// Steps undone.
    pub undos: u32,
    /// Hints (and shown ways, in Race) player 2 was given.
    pub hints: u32,
}

impl PartnerWalk {
    /// The square tile of `maze` the second panda stands on.
    pub fn at(&self, maze: &Maze) -> Option<Pos> {
        self.cell().map(|c| maze.pos_of(c as usize))
    }

    /// The cell the second panda stands in.
    pub fn cell(&self) -> Option<u32> {
        self.cells.last().copied()
    }

    /// What it carries now and where it stands (its own, in Race).
    pub fn now(&self) -> Progress<u32> {
        self.paws.last().copied().unwrap_or_default()
    }
}

/// When each player reached the exit (game time), player 1 first, and who got there first.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct DuoFinish {
    /// Arrival of player 1 and player 2 at the exit.
    pub arrived: [Option<Duration>; 2],
    /// The first to arrive (0 or 1).
    pub winner: Option<usize>,
}

/// Whether player `who` (0 or 1) may step now: while the board is playable,
/// and in Race also after the winner's card came up, until they arrive too.
pub fn may_walk(
    who: usize,
    screen: Option<&Screen>,
    replay: &GenerationReplay,
    players: Players,
    finish: &DuoFinish,
) -> bool {
    crate::game::board::watch::playable(screen, replay)
        || (players == Players::Race && screen == Some(&Screen::Won) && finish.arrived[who].is_none())
}

/// Run condition: player 1's panda may step (see [`may_walk`]).
pub fn first_may_walk(
    screen: Option<Res<State<Screen>>>,
    replay: Res<GenerationReplay>,
    players: Res<Players>,
    finish: Res<DuoFinish>,
) -> bool {
    may_walk(0, screen.as_deref().map(State::get), &replay, *players, &finish)
}

pub(super) fn second_may_walk(
    screen: Option<Res<State<Screen>>>,
    replay: Res<GenerationReplay>,
    players: Res<Players>,
    finish: Res<DuoFinish>,
) -> bool {
    players.two() && may_walk(1, screen.as_deref().map(State::get), &replay, *players, &finish)
}

/// Keys and shoots the first panda may count on beside its own: in Together, the pair's.
pub fn shared_paws(players: Players, walk: &PartnerWalk) -> (u8, u16) {
    match players {
        Players::Together => (walk.now().keys, walk.now().eaten),
        _ => (0, 0),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Players>().init_resource::<PartnerWalk>().init_resource::<DuoFinish>().add_systems(
        Update,
        (
            apply_players.in_set(AppSystems::ApplyCommands),
            (place_partner, (walk_partner, undo_partner).chain().run_if(second_may_walk))
                .chain()
                .after(super::FirstSteps)
                .in_set(AppSystems::Move),
            count_partner_hints.in_set(AppSystems::React),
            animate_partner.in_set(AppSystems::Visualize),
            ghost_floors.in_set(AppSystems::Visualize),
        ),
    );
}

/// On a maze of floors, shows the veil over every floor no panda stands on:
/// with two players, the floors of both are clear.
fn ghost_floors(
    (boards, players, partner): (Boards, Res<Players>, Res<PartnerWalk>),
    mut veils: Query<(&FloorVeil, &mut Visibility)>,
) {
    let view = boards.view();
    let Some(game) = view.grid_game() else { return };
    let first = game.floor_of(view.panda());
    let pandas = [first, partner.cell().filter(|_| players.two()).map_or(first, |c| game.floor_of(c))];
    for (veil, mut shown) in &mut veils {
        shown.set_if_neq(if ghosted(veil.0, &pandas) { Visibility::Inherited } else { Visibility::Hidden });
    }
}

/// Carries out [`GameCommand::SetPlayers`]: both pandas go back to the entrance.
fn apply_players(
    mut requests: MessageReader<GameCommand>,
    mut players: ResMut<Players>,
    mut resets: MessageWriter<MapReset>,
) {
    for request in requests.read() {
        if let GameCommand::SetPlayers(now) = *request
            && *players != now
        {
            *players = now;
            resets.write(MapReset);
        }
    }
}

fn partner(art: &GameArt, at: Vec2) -> impl Bundle {
    (
        Name::new("Panda 2"),
        Partner,
        Facing::default(),
        super::panda_sprite(art, PARTNER_TINT),
        Transform::from_translation(at.extend(PANDA_Z - 0.05)),
        children![(
            Name::new("Scarf"),
            Scarf,
            Sprite::from_color(SCARF_COLOUR, Vec2::new(TILE_SIZE * 0.62, TILE_SIZE * 0.13)),
            Transform::from_xyz(0.0, -TILE_SIZE * 0.08, 0.01),
        )],
    )
}

/// Puts the second panda on the board when two play (and takes it off when one does);
/// a new map or a restart sets it on the entrance (the square board's or the grid's) with an empty walk.
pub(super) fn place_partner(
    mut commands: Commands,
    players: Res<Players>,
    mut resets: MessageReader<MapReset>,
    boards: Boards,
    art: Res<GameArt>,
    mut pandas: Query<(Entity, &mut Transform), With<Partner>>,
    (mut walk, mut finish): (ResMut<PartnerWalk>, ResMut<DuoFinish>),
) {
    let reset = resets.read().count() > 0;
    let view = boards.view();
    let cell = view.entrance();
    let at = view.world_centre(cell);
    if reset || players.is_changed() || walk.cells.is_empty() {
        *walk = PartnerWalk { cells: vec![cell], paws: vec![Progress::at(cell)], ..default() };
        *finish = DuoFinish::default();
        for (_, mut transform) in &mut pandas {
            transform.translation = at.extend(PANDA_Z - 0.05);
        }
    }
    match (players.two(), pandas.iter().next().map(|(e, ..)| e)) {
        (true, None) => {
            commands.spawn(partner(&art, at));
        }
        (false, Some(entity)) => commands.entity(entity).despawn(),
        _ => {}
    }
}

/// What player 2 asked the second panda to do: a step by a direction key
/// (or an aim, in degrees), or the stairs up or down.
#[derive(Clone, Copy)]
enum PartnerWant {
    Step(Option<Dir>, i16),
    Climb(bool),
}

/// Steps the second panda for each of player 2's direction keys (or aims)
/// and stair keys whose way is open, on any grid; in Together a door opens
/// to a key either panda holds and what either takes is the pair's. It
/// stops at the exit; a tie between two passages keeps it in place with the notice.
fn walk_partner(
    (mut requests, mut aims, mut climbs): (
        MessageReader<PartnerMoveRequest>,
        MessageReader<PartnerAimRequest>,
        MessageReader<PartnerClimbRequest>,
    ),
    mut board: WalkBoard,
    (settings, players): (Res<Settings>, Res<Players>),
    (mut walk, mut notice): (ResMut<PartnerWalk>, ResMut<GridNotice>),
    (mut moved, mut taken): (MessageWriter<Moved>, MessageWriter<ItemTaken>),
) {
    // Idle frames leave the board unchanged (what redraws on a change does not run).
    if requests.is_empty() && aims.is_empty() && climbs.is_empty() {
        return;
    }
    let together = *players == Players::Together;
    let mut wanted: Vec<PartnerWant> = requests.read().map(|r| PartnerWant::Step(Some(r.0), 0)).collect();
    wanted.extend(aims.read().map(|a| PartnerWant::Step(None, a.0)));
    wanted.extend(climbs.read().map(|c| PartnerWant::Climb(c.0)));
    for want in wanted {
        let Some(from) = walk.cell() else { return };
        let own = walk.now();
        let held = if together { board.first_now() } else { own };
        let (keys, eaten) = (held.keys, held.eaten);
        if from == board.exit() && board.exit_open(eaten) {
            break;
        }
        let pick = match want {
            PartnerWant::Step(dir, degrees) => board_pick(&board, from, (dir, f64::from(degrees)), settings.ring_keys),
            // A stair key where there are no stairs that way does nothing.
            PartnerWant::Climb(up) => board.grid_game().and_then(|g| g.stair(from, up)).map_or(Pick::Nothing, Pick::Go),
        };
        let to = match pick {
            Pick::Go(to) if board.open_to(to, keys) => to,
            Pick::Tie(a, b) => {
                if let Some(game) = board.grid_game() {
                    notice.say(tie_notice(game, from, (a, b), settings.ring_keys, settings.language, 1));
                }
                continue;
            }
            Pick::Go(_) | Pick::Wall | Pick::Nothing => continue,
        };
        let after = board.arrive(own, to);
        if together {
            board.share(after.keys & !keys, after.eaten & !eaten);
        }
        if let Some(took) = board.taken(own, after) {
            taken.write(took);
        }
        walk.cells.push(to);
        walk.paws.push(after);
        walk.moves += 1;
        moved.write(Moved { walker: Walker::Second, from, to });
    }
}

/// Steps the second panda back along its own trail, on any grid (the first panda stays where it is).
fn undo_partner(
    mut requests: MessageReader<PartnerUndo>,
    mut walk: ResMut<PartnerWalk>,
    mut undid: MessageWriter<Undid>,
) {
    for _ in requests.read() {
        if walk.cells.len() < 2 {
            continue;
        }
        let from = walk.cells.pop().expect("two or more cells");
        let steps = walk.cells.len();
        walk.paws.truncate(steps);
        let to = *walk.cells.last().expect("one left");
        walk.moves = walk.moves.saturating_sub(1);
        walk.undos += 1;
        undid.write(Undid { walker: Walker::Second, from, to });
    }
}

/// Player 2's hints count against player 2's run.
fn count_partner_hints(mut hints: MessageReader<HintShown>, mut walk: ResMut<PartnerWalk>) {
    let n = hints.read().filter(|h| h.0 == 1).count() as u32;
    if n > 0 {
        walk.hints += n;
    }
}

/// Turns the second panda the way it walks, on any grid: each step (or step
/// back) faces the sprite nearest its way, a foot forward by turns.
fn animate_partner(
    boards: Boards,
    (mut moves, mut undos): (MessageReader<Moved>, MessageReader<Undid>),
    mut resets: MessageReader<MapReset>,
    mut pandas: Query<(&mut Facing, &mut Sprite), With<Partner>>,
) {
    let second = |walker: Walker| walker == Walker::Second;
    let steps: Vec<(u32, u32)> = moves
        .read()
        .filter(|m| second(m.walker))
        .map(|m| (m.from, m.to))
        .chain(undos.read().filter(|u| second(u.walker)).map(|u| (u.to, u.from)))
        .collect();
    let Some((mut facing, mut sprite)) = pandas.iter_mut().next() else { return };
    if resets.read().count() > 0 {
        *facing = Facing::default();
    }
    let view = boards.view();
    for (from, to) in steps {
        facing.dir = view.heading(from, to);
        facing.frame = if facing.frame == 1 { 2 } else { 1 };
    }
    if let Some(atlas) = &mut sprite.texture_atlas {
        atlas.index = panda_frame_index(facing.dir, facing.frame);
    }
}
