//! The play queue: what the keyboard and gamepad asked of the board, in the
//! order it was asked, handed to the game as fast as the order allows.
//!
//! Within a frame the game carries out commands first (`ApplyCommands`),
//! then steps (`Move`); an undo reads the trail as the frame began, so it
//! shares its frame with commands but not with steps. A frame takes the
//! queue's front for as long as that order holds: `→ → U →` is two steps
//! this frame, the undo the next and the last step the one after. Several
//! steps go in one frame, so presses quicker than the frame rate all count.

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::game::board::watch::{GenerationReplay, playable};
use crate::game::command::{
    AimRequest, GameCommand, MoveRequest, PartnerAimRequest, PartnerClimbRequest, PartnerMoveRequest, PartnerUndo,
};
use crate::game::frame::Screen;
use crate::game::panda::duo::{DuoFinish, Players, may_walk};
use crate::maze::Dir;

/// Most actions waiting at once; presses beyond are dropped, so a stuck key
/// or a flood of events cannot run away with the panda.
pub const MAX_QUEUED_ACTIONS: usize = 32;

/// One thing asked of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// A command (new map, hint, run to a junction...).
    Command(GameCommand),
    /// One step of the panda.
    Step(Dir),
    /// One step of the panda on a grid board towards a screen angle in degrees (hexagon diagonals).
    Aim(i16),
    /// Step back along the trail.
    Undo,
    /// One step of the second panda (player 2, in two-player modes).
    Partner(Dir),
    /// One step of the second panda on a grid board towards a screen angle (player 2's hexagon diagonals).
    PartnerAim(i16),
    /// The second panda steps back along its own trail.
    PartnerUndo,
    /// The second panda takes the stairs up (true) or down (on a maze of floors).
    PartnerClimb(bool),
}

impl Action {
    /// Whether `next` may follow this action in the same frame: commands
    /// come before the panda moves, and steps and undos do not mix.
    fn may_precede(self, next: Action) -> bool {
        matches!(
            (self, next),
            (Action::Command(_), _)
                | (
                    Action::Step(_)
                        | Action::Aim(_)
                        | Action::Partner(_)
                        | Action::PartnerAim(_)
                        | Action::PartnerClimb(_),
                    Action::Step(_)
                        | Action::Aim(_)
                        | Action::Partner(_)
                        | Action::PartnerAim(_)
                        | Action::PartnerClimb(_)
                )
                | (Action::Undo | Action::PartnerUndo, Action::Undo | Action::PartnerUndo)
        )
    }
}

/// The actions waiting, oldest first.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct PlayQueue {
    actions: VecDeque<Action>,
}

impl PlayQueue {
    /// Queues `action`; false (and dropped) when [`MAX_QUEUED_ACTIONS`] are waiting.
    pub fn push(&mut self, action: Action) -> bool {
        let room = self.actions.len() < MAX_QUEUED_ACTIONS;
        if room {
            self.actions.push_back(action);
        }
        room
    }

    /// Actions waiting.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether nothing waits.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// Takes the actions this frame can carry out in order (see the module's doc).
    pub fn take_frame(&mut self) -> Vec<Action> {
        let mut taken: Vec<Action> = Vec::new();
        while let Some(&next) = self.actions.front() {
            if taken.last().is_some_and(|last| !last.may_precede(next)) {
                break;
            }
            taken.push(next);
            self.actions.pop_front();
        }
        taken
    }
}

/// Hands this frame's share of the queue to the game. Steps while the panda
/// may not move (a maze being built, the victory screen) are dropped, as
/// their keys would have been.
pub(super) fn release_actions(
    mut queue: ResMut<PlayQueue>,
    screen: Option<Res<State<Screen>>>,
    replay: Res<GenerationReplay>,
    mut commands: MessageWriter<GameCommand>,
    mut moves: MessageWriter<MoveRequest>,
    mut aims: MessageWriter<AimRequest>,
    (players, finish): (Res<Players>, Res<DuoFinish>),
    mut partner: (
        MessageWriter<PartnerMoveRequest>,
        MessageWriter<PartnerUndo>,
        MessageWriter<PartnerAimRequest>,
        MessageWriter<PartnerClimbRequest>,
    ),
) {
    let screen = screen.as_deref().map(State::get);
    let playable = playable(screen, &replay);
    // In Race the runner-up walks on after the winner's card came up.
    let (first, second) =
        (may_walk(0, screen, &replay, *players, &finish), may_walk(1, screen, &replay, *players, &finish));
    for action in queue.take_frame() {
        match action {
            Action::Command(command) => {
                commands.write(command);
            }
            Action::Step(dir) if first => {
                moves.write(MoveRequest(dir));
            }
            Action::Partner(dir) if second => {
                partner.0.write(PartnerMoveRequest(dir));
            }
            Action::PartnerAim(degrees) if second => {
                partner.2.write(PartnerAimRequest(degrees));
            }
            Action::PartnerClimb(up) if second => {
                partner.3.write(PartnerClimbRequest(up));
            }
            Action::Partner(_) | Action::PartnerAim(_) | Action::PartnerClimb(_) => {}
            Action::PartnerUndo => {
                partner.1.write(PartnerUndo);
            }
            Action::Aim(degrees) if playable => {
                aims.write(AimRequest(degrees));
            }
            Action::Step(_) | Action::Aim(_) => {}
            Action::Undo => {
                commands.write(GameCommand::Undo);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_takes_commands_then_steps_or_undos_and_stops_where_the_order_would_break() {
        let mut queue = PlayQueue::default();
        let hint = Action::Command(GameCommand::Hint);
        for action in
            [hint, Action::Step(Dir::Right), Action::Step(Dir::Right), Action::Undo, Action::Step(Dir::Up), hint]
        {
            assert!(queue.push(action));
        }
        assert_eq!(queue.take_frame(), [hint, Action::Step(Dir::Right), Action::Step(Dir::Right)]);
        assert_eq!(queue.take_frame(), [Action::Undo]);
        assert_eq!(queue.take_frame(), [Action::Step(Dir::Up)]);
        assert_eq!(queue.take_frame(), [hint]);
        assert!(queue.take_frame().is_empty());
    }

    #[test]
    fn the_queue_has_a_cap() {
        let mut queue = PlayQueue::default();
        let pushed = (0..100).filter(|_| queue.push(Action::Step(Dir::Left))).count();
        assert_eq!(pushed, MAX_QUEUED_ACTIONS);
        assert_eq!(queue.take_frame().len(), MAX_QUEUED_ACTIONS, "steps all go in one frame");
    }
}
