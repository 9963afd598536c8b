//! The left stick on the board, on every grid: its angle is the way asked
//! for, as a key's is, and held it steps again as a held key does.

use bevy::prelude::*;

use super::gamepad::{PadOrder, STICK, two_on_board};
use super::keyboard::{MOVE_REPEAT_DELAY_SECS, MOVE_REPEAT_SECS};
use super::queue::{Action, PlayQueue};
use crate::game::model::{Players, UiWantsKeyboard};
use crate::game::ui::nav::MenuPage;

/// A held stick that turns by more than this many degrees is a new push.
const STICK_TURN_DEGREES: i16 = 30;

/// The stick held on a grid board: the angle it last aimed at and when it aims again.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StickHold {
    degrees: i16,
    next_secs: f32,
}

/// The angle of a stick leaning past [`STICK`], in whole degrees counter-clockwise from the right.
pub fn stick_degrees(stick: Vec2) -> Option<i16> {
    (stick.length() > STICK).then(|| (stick.y.atan2(stick.x).to_degrees().round() as i16).rem_euclid(360))
}

/// The aims a stick at `degrees` (`None`: at rest) owes over `secs`: one when
/// it is pushed or turned by more than `STICK_TURN_DEGREES`, then as a held
/// key repeats, after [`MOVE_REPEAT_DELAY_SECS`] every [`MOVE_REPEAT_SECS`].
pub fn stick_aims(held: &mut Option<StickHold>, degrees: Option<i16>, secs: f32) -> Vec<i16> {
    let Some(degrees) = degrees else {
        *held = None;
        return Vec::new();
    };
    let turned = |h: &StickHold| {
        let d = (h.degrees - degrees).rem_euclid(360);
        d.min(360 - d) > STICK_TURN_DEGREES
    };
    match held {
        Some(h) if !turned(h) => {
            h.degrees = degrees;
            h.next_secs -= secs;
            let mut aims = Vec::new();
            while h.next_secs <= 0.0 && aims.len() < 8 {
                aims.push(degrees);
                h.next_secs += MOVE_REPEAT_SECS;
            }
            h.next_secs = h.next_secs.max(0.0);
            aims
        }
        _ => {
            *held = Some(StickHold { degrees, next_secs: MOVE_REPEAT_DELAY_SECS });
            vec![degrees]
        }
    }
}

/// On the board the left stick aims by its angle: the panda takes the open
/// passage that matches it best, as with the keys (on the square board the
/// nearest arrow's).
/// With two pandas the first connected pad aims player 1's and the others player 2's.
pub(super) fn aim_stick(
    gamepads: Query<(Entity, &Gamepad)>,
    (ui, page): (Res<UiWantsKeyboard>, Res<MenuPage>),
    (players, order): (Res<Players>, Res<PadOrder>),
    time: Res<Time>,
    mut queue: ResMut<PlayQueue>,
    mut held: Local<[Option<StickHold>; 2]>,
) {
    if ui.0 || *page != MenuPage::Closed {
        *held = [None, None];
        return;
    }
    let two = two_on_board(*players, *page);
    for (who, action) in [(0, Action::Aim as fn(i16) -> Action), (1, Action::PartnerAim)] {
        let mine = gamepads.iter().filter(|(e, _)| order.player(*e, two).unwrap_or(0) == who);
        let degrees = mine.into_iter().find_map(|(_, pad)| stick_degrees(pad.left_stick()));
        for aim in stick_aims(&mut held[who], degrees, time.delta_secs()) {
            queue.push(action(aim));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stick_aims_when_pushed_repeats_when_held_and_aims_anew_when_turned() {
        assert_eq!(stick_degrees(Vec2::new(0.2, 0.1)), None, "a light lean is rest");
        assert_eq!(stick_degrees(Vec2::new(0.0, 1.0)), Some(90));
        assert_eq!(stick_degrees(Vec2::new(-0.7, -0.7)), Some(225));
        assert_eq!(stick_degrees(Vec2::new(0.7, -0.7)), Some(315));
        let mut held = None;
        assert_eq!(stick_aims(&mut held, Some(60), 0.016), [60], "a push aims at once");
        assert_eq!(stick_aims(&mut held, Some(70), 0.1), Vec::<i16>::new(), "then waits the repeat delay");
        assert_eq!(stick_aims(&mut held, Some(70), MOVE_REPEAT_DELAY_SECS - 0.09), [70], "then aims again");
        assert_eq!(stick_aims(&mut held, Some(70), MOVE_REPEAT_SECS * 2.5).len(), 2, "every repeat owed");
        assert_eq!(stick_aims(&mut held, Some(120), 0.016), [120], "a turn is a new push");
        assert_eq!(stick_aims(&mut held, Some(350), 0.016), [350]);
        assert_eq!(stick_aims(&mut held, Some(10), 0.016), Vec::<i16>::new(), "across 0° is a small turn");
        assert_eq!(stick_aims(&mut held, None, 0.016), Vec::<i16>::new());
        assert_eq!(held, None, "let go");
        assert_eq!(stick_aims(&mut held, Some(10), 0.016), [10]);
    }
}
