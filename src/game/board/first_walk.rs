//! The first panda's walk on the board being played, in cells, on every
//! grid ([`FirstWalk`]): every cell it stood in since the last reset, and
//! what it carried and had eaten after each step, so an undo walks it back
//! and gives back what the step took. The board's maze ([`super::view`])
//! and the walk are apart: one walk for the square board and the others.

use bevy::prelude::*;

use crate::maze::items::Progress;

/// The first panda's steps since the last reset, each with what it held
/// then (the last is where it stands now); empty before the first map.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct FirstWalk {
    steps: Vec<Progress<u32>>,
}

impl FirstWalk {
    /// The panda on `entrance` with empty paws.
    pub fn restart(&mut self, entrance: u32) {
        self.steps = vec![Progress::at(entrance)];
    }

    /// Whether no map has started it yet.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Where the panda stands and what it holds now (`None` before the first map).
    pub fn now(&self) -> Option<Progress<u32>> {
        self.steps.last().copied()
    }

    /// What it held `ago` steps before now (`None` past its start).
    pub fn before(&self, ago: usize) -> Option<Progress<u32>> {
        self.steps.len().checked_sub(ago + 1).map(|i| self.steps[i])
    }

    /// The cells it stood in, in order (the last is where it stands).
    pub fn trail(&self) -> impl ExactSizeIterator<Item = u32> + '_ {
        self.steps.iter().map(|p| p.at)
    }

    /// It stepped and now holds `after` (`after.at` the cell stepped into).
    pub fn step(&mut self, after: Progress<u32>) {
        self.steps.push(after);
    }

    /// The last step walked back, giving back what it took: the cells left
    /// and reached (none at its start).
    pub fn back(&mut self) -> Option<(u32, u32)> {
        if self.steps.len() < 2 {
            return None;
        }
        let from = self.steps.pop().expect("two or more steps").at;
        Some((from, self.steps.last().expect("one left").at))
    }

    /// In Together, the second panda took `keys` and ate `eaten`: they are
    /// the pair's, and stay taken when this panda undoes a step.
    pub fn share(&mut self, keys: u8, eaten: u16) {
        for step in &mut self.steps {
            step.keys |= keys;
            step.eaten |= eaten;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_walk_steps_goes_back_to_its_start_and_keeps_what_the_pair_shared() {
        let mut walk = FirstWalk::default();
        assert!(walk.is_empty() && walk.now().is_none());
        walk.restart(4);
        walk.step(Progress { at: 5, keys: 1, eaten: 0 });
        walk.step(Progress { at: 6, keys: 1, eaten: 2 });
        assert_eq!(walk.trail().collect::<Vec<_>>(), [4, 5, 6]);
        assert_eq!(walk.before(1).map(|p| p.keys), Some(1));
        assert_eq!(walk.before(3), None);
        walk.share(4, 8);
        assert_eq!(walk.back(), Some((6, 5)));
        assert_eq!(walk.now(), Some(Progress { at: 5, keys: 5, eaten: 8 }), "the pair's key and shoot stay");
        assert_eq!(walk.back(), Some((5, 4)));
        assert_eq!(walk.back(), None, "not past the start");
        walk.restart(9);
        assert_eq!(walk.trail().collect::<Vec<_>>(), [9]);
    }
}
