//! Settings for players who cannot see the board well: how much the game says
//! as the panda walks ([`Narration`]), and the goal beacon.

use serde::{Deserialize, Serialize};

/// How much the announcer says on its own as the panda walks. Whatever the
/// setting, it answers when asked ("where am I", "what's around").
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Narration {
    /// Nothing unasked.
    #[default]
    Off,
    /// Short words: "Wall.", "Junction, 3 ways.", items and the win.
    Brief,
    /// Full sentences: which wall, which ways at a junction.
    Full,
}

impl Narration {
    /// Every setting, in the order the menu and the cycling key go through them.
    pub const ALL: [Narration; 3] = [Narration::Off, Narration::Brief, Narration::Full];

    /// The next setting, round again after the last.
    pub fn next(self) -> Narration {
        let i = Self::ALL.iter().position(|&n| n == self).unwrap_or(0);
        Self::ALL[(i + 1) % Self::ALL.len()]
    }

    /// Whether the announcer speaks unasked.
    pub fn speaks(self) -> bool {
        self != Narration::Off
    }
}
