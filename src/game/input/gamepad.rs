//! Gamepads drive the game and the menus as the keyboard does; on round,
//! hex and triangle boards the left stick aims by its angle ([`super::stick`]).
//! With two pandas on the board each player may hold a gamepad: the first
//! connected walks player 1 (as their keys do), the next player 2.

use bevy::prelude::*;

use crate::game::model::Players;
use crate::game::settings::{KeyAction, KeyBindings, Settings};
use crate::game::ui::nav::MenuPage;
use crate::maze::Dir;

/// How far the stick must lean to count (of 1).
pub const STICK: f32 = 0.5;

/// What a gamepad button stands for: a fixed key, whatever key the player
/// has given an action (so Y still shows the route after the route moved
/// from P to another key), a direction, or undo.
#[derive(Clone, Copy)]
enum Stands {
    Key(KeyCode),
    Action(KeyAction),
    Step(Dir),
    Undo,
    /// The stairs up (true) or down, on a maze of floors.
    Climb(bool),
}

/// What each gamepad button stands for: the D-pad is the arrow keys (a
/// player's own direction keys with two players, see [`PadPlayer`]), South
/// (A) is Enter, East (B) and Start are Esc, North (Y) shows the route, West
/// (X) undoes, the triggers run (Shift), the second triggers take the stairs
/// (R2 up, L2 down).
const BUTTONS: [(GamepadButton, Stands); 13] = [
    (GamepadButton::DPadUp, Stands::Step(Dir::Up)),
    (GamepadButton::DPadDown, Stands::Step(Dir::Down)),
    (GamepadButton::DPadLeft, Stands::Step(Dir::Left)),
    (GamepadButton::DPadRight, Stands::Step(Dir::Right)),
    (GamepadButton::South, Stands::Key(KeyCode::Enter)),
    (GamepadButton::East, Stands::Key(KeyCode::Escape)),
    (GamepadButton::Start, Stands::Key(KeyCode::Escape)),
    (GamepadButton::North, Stands::Action(KeyAction::Route)),
    (GamepadButton::West, Stands::Undo),
    (GamepadButton::LeftTrigger, Stands::Key(KeyCode::ShiftLeft)),
    (GamepadButton::RightTrigger, Stands::Key(KeyCode::ShiftLeft)),
    (GamepadButton::RightTrigger2, Stands::Climb(true)),
    (GamepadButton::LeftTrigger2, Stands::Climb(false)),
];

/// Whose panda a gamepad walks: `None` with one player or in the menus
/// (its D-pad is the arrows), else player 1 (0) or player 2 (1).
pub type PadPlayer = Option<usize>;

/// The gamepads in the order they were first seen (connected).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct PadOrder(pub Vec<Entity>);

impl PadOrder {
    /// Keeps the pads still here in their order and adds new ones at the end.
    pub fn update(&mut self, pads: impl IntoIterator<Item = Entity>) {
        let here: Vec<Entity> = pads.into_iter().collect();
        self.0.retain(|pad| here.contains(pad));
        for pad in here {
            if !self.0.contains(&pad) {
                self.0.push(pad);
            }
        }
    }

    /// Whose panda `pad` walks: with two pandas on the board the first
    /// connected walks player 1 and every other player 2.
    pub fn player(&self, pad: Entity, two_on_board: bool) -> PadPlayer {
        let rank = self.0.iter().position(|&p| p == pad).unwrap_or(0);
        two_on_board.then_some(rank.min(1))
    }
}

/// Whether two pandas are on the board with the board in play (no menu page):
/// then each gamepad walks its own player's panda.
pub fn two_on_board(players: Players, page: MenuPage) -> bool {
    players.two() && page == MenuPage::Closed
}

/// The key a direction stands for on a gamepad walking `player`'s panda.
fn step_key(dir: Dir, player: PadPlayer, bindings: &KeyBindings) -> KeyCode {
    use KeyAction::{Down, Left, PartnerDown, PartnerLeft, PartnerRight, PartnerUp, Right, Up};
    let (arrow, own, partner) = match dir {
        Dir::Up => (KeyCode::ArrowUp, Up, PartnerUp),
        Dir::Down => (KeyCode::ArrowDown, Down, PartnerDown),
        Dir::Left => (KeyCode::ArrowLeft, Left, PartnerLeft),
        Dir::Right => (KeyCode::ArrowRight, Right, PartnerRight),
    };
    match player {
        None => arrow,
        Some(0) => bindings.key(own),
        Some(_) => bindings.key(partner),
    }
}

/// The key a gamepad button stands for with the players' `bindings` on a
/// gamepad walking `player`'s panda, if any.
pub fn key_of_button(button: GamepadButton, bindings: &KeyBindings, player: PadPlayer) -> Option<KeyCode> {
    BUTTONS.iter().find(|(b, _)| *b == button).map(|&(_, stands)| match stands {
        Stands::Key(key) => key,
        Stands::Action(action) => bindings.key(action),
        Stands::Step(dir) => step_key(dir, player, bindings),
        Stands::Undo if player == Some(1) => bindings.key(KeyAction::PartnerUndo),
        Stands::Undo => bindings.key(KeyAction::Undo),
        // Player 2's stairs are the number pad's + and −, player 1's ] and [.
        Stands::Climb(up) if player == Some(1) => crate::game::panda::pick::partner_stair_key(up),
        Stands::Climb(true) => KeyCode::BracketRight,
        Stands::Climb(false) => KeyCode::BracketLeft,
    })
}

/// Gamepads drive the game as the keyboard does (see [`BUTTONS`]); the
/// left stick is the arrow keys in the menus, and on the board it aims by
/// its angle ([`super::stick::aim_stick`]), on every grid. Held buttons hold their keys, so the menus and
/// a held direction work; each press is also read in order with the
/// keyboard's (see [`super::keyboard`]).
pub(super) fn gamepad_as_keys(
    gamepads: Query<(Entity, &Gamepad)>,
    (settings, page, players): (Res<Settings>, Res<MenuPage>, Res<Players>),
    (mut keys, mut order): (ResMut<ButtonInput<KeyCode>>, ResMut<PadOrder>),
    mut held: Local<Vec<KeyCode>>,
) {
    let stick_aims = *page == MenuPage::Closed;
    let two = two_on_board(*players, *page);
    order.update(gamepads.iter().map(|(e, _)| e));
    let mut wanted: Vec<KeyCode> = Vec::new();
    for &entity in &order.0 {
        let Ok((_, pad)) = gamepads.get(entity) else { continue };
        let player = order.player(entity, two);
        let pressed = BUTTONS.iter().filter(|(b, _)| pad.pressed(*b));
        wanted.extend(pressed.filter_map(|&(b, _)| key_of_button(b, &settings.keys, player)));
        let stick = pad.left_stick();
        // On the board the stick aims by its angle (super::stick).
        if stick.length() > STICK && !stick_aims {
            let dir = if stick.x.abs() > stick.y.abs() {
                if stick.x > 0.0 { Dir::Right } else { Dir::Left }
            } else if stick.y > 0.0 {
                Dir::Up
            } else {
                Dir::Down
            };
            wanted.push(step_key(dir, player, &settings.keys));
        }
    }
    for &key in held.iter().filter(|k| !wanted.contains(k)) {
        keys.release(key);
    }
    for &key in &wanted {
        if !held.contains(&key) {
            keys.press(key);
        }
    }
    *held = wanted;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pads_keep_the_order_they_came_in_and_one_that_leaves_hands_on_its_place() {
        let mut world = World::new();
        let [a, b, c] = [(); 3].map(|()| world.spawn_empty().id());
        let mut order = PadOrder::default();
        order.update([b, a]);
        order.update([a, b]);
        assert_eq!(order.0, [b, a], "the first seen stays first");
        assert_eq!((order.player(b, true), order.player(a, true)), (Some(0), Some(1)));
        assert_eq!(order.player(a, false), None, "one player: every pad is the arrows");
        order.update([a, c]);
        assert_eq!(order.0, [a, c], "b left: a walks player 1 now, c player 2");
    }
}
