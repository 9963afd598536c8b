//! The player's keys: which key does each of the board's main actions
//! ([`KeyAction`]). The arrows, Esc, Enter, Shift, Ctrl and Backspace always
//! do what they do; these come on top. Player 2's keys (two pandas at one
//! keyboard) are actions too, so a key is never both players': they start
//! on the arrows and Backspace, the one place a fixed key may be chosen. Saved in the settings file by name
//! (`"left": "A"`); a file whose keys are unknown or given twice loses its
//! bindings to the defaults, and the player is told.

use std::collections::BTreeMap;

use bevy::prelude::KeyCode;
use serde::{Deserialize, Serialize};

use crate::maze::Dir;

/// A board action the player can give another key.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum KeyAction {
    /// Step up (the up arrow always does too).
    Up,
    /// Step down.
    Down,
    /// Step left.
    Left,
    /// Step right.
    Right,
    /// A new maze.
    NewMap,
    /// Back to the entrance.
    Restart,
    /// The next few steps.
    Hint,
    /// Show or hide the way out.
    Route,
    /// Step back.
    Undo,
    /// Play or Lab.
    Lab,
    /// Say where the panda is.
    WhereAmI,
    /// Say the open ways around the panda.
    LookAround,
    /// Say the last thing again.
    SayAgain,
    /// Narration off, brief, full.
    Narration,
    /// Player 2 steps up (two pandas at one keyboard).
    PartnerUp,
    /// Player 2 steps down.
    PartnerDown,
    /// Player 2 steps left.
    PartnerLeft,
    /// Player 2 steps right.
    PartnerRight,
    /// Player 2 steps back.
    PartnerUndo,
    /// Player 2's hint: the next few steps from their panda.
    PartnerHint,
    /// Player 2 shows or hides the way out.
    PartnerRoute,
}

impl KeyAction {
    /// Every action, in the Controls page's order.
    pub const ALL: [KeyAction; 21] = [
        KeyAction::Up,
        KeyAction::Down,
        KeyAction::Left,
        KeyAction::Right,
        KeyAction::NewMap,
        KeyAction::Restart,
        KeyAction::Hint,
        KeyAction::Route,
        KeyAction::Undo,
        KeyAction::Lab,
        KeyAction::WhereAmI,
        KeyAction::LookAround,
        KeyAction::SayAgain,
        KeyAction::Narration,
        KeyAction::PartnerUp,
        KeyAction::PartnerDown,
        KeyAction::PartnerLeft,
        KeyAction::PartnerRight,
        KeyAction::PartnerUndo,
        KeyAction::PartnerHint,
        KeyAction::PartnerRoute,
    ];

    /// Whether it is player 2's.
    pub fn is_partner(self) -> bool {
        matches!(
            self,
            KeyAction::PartnerUp
                | KeyAction::PartnerDown
                | KeyAction::PartnerLeft
                | KeyAction::PartnerRight
                | KeyAction::PartnerUndo
                | KeyAction::PartnerHint
                | KeyAction::PartnerRoute
        )
    }

    /// The way player 2 steps for it, if it is one of player 2's steps.
    pub fn partner_dir(self) -> Option<Dir> {
        match self {
            KeyAction::PartnerUp => Some(Dir::Up),
            KeyAction::PartnerDown => Some(Dir::Down),
            KeyAction::PartnerLeft => Some(Dir::Left),
            KeyAction::PartnerRight => Some(Dir::Right),
            _ => None,
        }
    }

    /// Whether `key` keeps its own job on the board and so cannot be this
    /// action's ([`FIXED_KEYS`]); player 2 may take the arrows and Backspace,
    /// whose jobs (stepping, undoing) are theirs in two-player play.
    pub fn refuses_fixed(self, key: KeyCode) -> bool {
        FIXED_KEYS.contains(&key) && !(self.is_partner() && PARTNER_FIXED_KEYS.contains(&key))
    }

    /// The key it has unless the player chose another.
    pub fn default_key(self) -> KeyCode {
        match self {
            KeyAction::Up => KeyCode::KeyW,
            KeyAction::Down => KeyCode::KeyS,
            KeyAction::Left => KeyCode::KeyA,
            KeyAction::Right => KeyCode::KeyD,
            KeyAction::NewMap => KeyCode::KeyN,
            KeyAction::Restart => KeyCode::KeyR,
            KeyAction::Hint => KeyCode::KeyH,
            KeyAction::Route => KeyCode::KeyP,
            KeyAction::Undo => KeyCode::KeyU,
            KeyAction::Lab => KeyCode::KeyL,
            KeyAction::WhereAmI => KeyCode::KeyI,
            KeyAction::LookAround => KeyCode::KeyO,
            KeyAction::SayAgain => KeyCode::KeyK,
            KeyAction::Narration => KeyCode::KeyY,
            KeyAction::PartnerUp => KeyCode::ArrowUp,
            KeyAction::PartnerDown => KeyCode::ArrowDown,
            KeyAction::PartnerLeft => KeyCode::ArrowLeft,
            KeyAction::PartnerRight => KeyCode::ArrowRight,
            KeyAction::PartnerUndo => KeyCode::Backspace,
            KeyAction::PartnerHint => KeyCode::Delete,
            KeyAction::PartnerRoute => KeyCode::PageDown,
        }
    }
}

/// The keys a player may choose, with their names in the file and on screen.
const NAMED_KEYS: [(KeyCode, &str); 66] = [
    (KeyCode::ArrowUp, "Up"),
    (KeyCode::ArrowDown, "Down"),
    (KeyCode::ArrowLeft, "Left"),
    (KeyCode::ArrowRight, "Right"),
    (KeyCode::Backspace, "Backspace"),
    (KeyCode::KeyA, "A"),
    (KeyCode::KeyB, "B"),
    (KeyCode::KeyC, "C"),
    (KeyCode::KeyD, "D"),
    (KeyCode::KeyE, "E"),
    (KeyCode::KeyF, "F"),
    (KeyCode::KeyG, "G"),
    (KeyCode::KeyH, "H"),
    (KeyCode::KeyI, "I"),
    (KeyCode::KeyJ, "J"),
    (KeyCode::KeyK, "K"),
    (KeyCode::KeyL, "L"),
    (KeyCode::KeyM, "M"),
    (KeyCode::KeyN, "N"),
    (KeyCode::KeyO, "O"),
    (KeyCode::KeyP, "P"),
    (KeyCode::KeyQ, "Q"),
    (KeyCode::KeyR, "R"),
    (KeyCode::KeyS, "S"),
    (KeyCode::KeyT, "T"),
    (KeyCode::KeyU, "U"),
    (KeyCode::KeyV, "V"),
    (KeyCode::KeyW, "W"),
    (KeyCode::KeyX, "X"),
    (KeyCode::KeyY, "Y"),
    (KeyCode::KeyZ, "Z"),
    (KeyCode::Digit0, "0"),
    (KeyCode::Digit1, "1"),
    (KeyCode::Digit2, "2"),
    (KeyCode::Digit3, "3"),
    (KeyCode::Digit4, "4"),
    (KeyCode::Digit5, "5"),
    (KeyCode::Digit6, "6"),
    (KeyCode::Digit7, "7"),
    (KeyCode::Digit8, "8"),
    (KeyCode::Digit9, "9"),
    (KeyCode::Space, "Space"),
    (KeyCode::Comma, ","),
    (KeyCode::Period, "."),
    (KeyCode::Slash, "/"),
    (KeyCode::Semicolon, ";"),
    (KeyCode::Quote, "'"),
    (KeyCode::BracketLeft, "["),
    (KeyCode::BracketRight, "]"),
    (KeyCode::Backslash, "\\"),
    (KeyCode::Backquote, "`"),
    (KeyCode::Home, "Home"),
    (KeyCode::End, "End"),
    (KeyCode::PageUp, "PageUp"),
    (KeyCode::PageDown, "PageDown"),
    (KeyCode::Insert, "Insert"),
    (KeyCode::Delete, "Delete"),
    (KeyCode::Numpad1, "Numpad1"),
    (KeyCode::Numpad2, "Numpad2"),
    (KeyCode::Numpad3, "Numpad3"),
    (KeyCode::Numpad4, "Numpad4"),
    (KeyCode::Numpad5, "Numpad5"),
    (KeyCode::Numpad6, "Numpad6"),
    (KeyCode::Numpad7, "Numpad7"),
    (KeyCode::Numpad8, "Numpad8"),
    (KeyCode::Numpad9, "Numpad9"),
];

/// The keys that keep their own job on the board, so no action may take
/// them (the Controls page names each one's job): the arrows, Esc, Enter,
/// Backspace, Space, F, B, 1-3, G, `.`, End, C, M, V, T, J, Z, `]` and `[`.
pub const FIXED_KEYS: [KeyCode; 25] = [
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::Escape,
    KeyCode::Enter,
    KeyCode::NumpadEnter,
    KeyCode::Backspace,
    KeyCode::Space,
    KeyCode::KeyF,
    KeyCode::KeyB,
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::KeyG,
    KeyCode::Period,
    KeyCode::End,
    KeyCode::KeyC,
    KeyCode::KeyM,
    KeyCode::KeyV,
    KeyCode::KeyT,
    KeyCode::KeyJ,
    KeyCode::KeyZ,
    KeyCode::BracketRight,
    KeyCode::BracketLeft,
];

/// The fixed keys player 2 may take: the arrows and Backspace.
pub const PARTNER_FIXED_KEYS: [KeyCode; 5] =
    [KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowRight, KeyCode::Backspace];

/// The name of a key the player may choose (`None`: it cannot be chosen).
pub fn key_name(key: KeyCode) -> Option<&'static str> {
    NAMED_KEYS.iter().find(|(k, _)| *k == key).map(|&(_, name)| name)
}

/// The key of a name (as [`key_name`] gives it).
pub fn key_of_name(name: &str) -> Option<KeyCode> {
    NAMED_KEYS.iter().find(|(_, n)| *n == name).map(|&(key, _)| key)
}

/// Which key does each [`KeyAction`]: one key each, no key twice.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(try_from = "BTreeMap<KeyAction, String>", into = "BTreeMap<KeyAction, String>")]
pub struct KeyBindings {
    keys: BTreeMap<KeyAction, KeyCode>,
}

impl Default for KeyBindings {
    fn default() -> Self {
        Self { keys: KeyAction::ALL.into_iter().map(|a| (a, a.default_key())).collect() }
    }
}

impl KeyBindings {
    /// The key of `action`.
    pub fn key(&self, action: KeyAction) -> KeyCode {
        self.keys.get(&action).copied().unwrap_or(action.default_key())
    }

    /// The action `key` does, if any.
    pub fn action(&self, key: KeyCode) -> Option<KeyAction> {
        KeyAction::ALL.into_iter().find(|&a| self.key(a) == key)
    }

    /// Gives `action` the key `key`. `Err` names the action that has the key
    /// already (nothing is changed then); a key that cannot be chosen is the
    /// caller's to refuse first ([`key_name`]).
    pub fn set(&mut self, action: KeyAction, key: KeyCode) -> Result<(), KeyAction> {
        match self.action(key) {
            Some(other) if other != action => Err(other),
            _ => {
                self.keys.insert(action, key);
                Ok(())
            }
        }
    }
}

impl TryFrom<BTreeMap<KeyAction, String>> for KeyBindings {
    type Error = String;

    fn try_from(names: BTreeMap<KeyAction, String>) -> Result<Self, String> {
        let mut bindings = KeyBindings::default();
        // The file's keys first, each on its own, so a default is not taken for a conflict.
        for (&action, name) in &names {
            let key = key_of_name(name).ok_or_else(|| format!("{name:?} is not a key that can be chosen"))?;
            if action.refuses_fixed(key) {
                return Err(format!("{name:?} keeps its own job on the board and cannot be given to {action:?}"));
            }
            bindings.keys.insert(action, key);
        }
        // An action the file does not name (new since it was written) whose
        // key the file gave to another takes the first key nobody has.
        for action in KeyAction::ALL.into_iter().filter(|a| !names.contains_key(a)) {
            let key = bindings.key(action);
            if KeyAction::ALL.into_iter().any(|b| b != action && bindings.key(b) == key) {
                let free = NAMED_KEYS
                    .iter()
                    .map(|&(k, _)| k)
                    .find(|k| !FIXED_KEYS.contains(k) && KeyAction::ALL.into_iter().all(|b| bindings.key(b) != *k));
                bindings.keys.insert(action, free.ok_or("every key is taken")?);
            }
        }
        for (i, a) in KeyAction::ALL.iter().enumerate() {
            if let Some(b) = KeyAction::ALL[i + 1..].iter().find(|&&b| bindings.key(b) == bindings.key(*a)) {
                return Err(format!("{a:?} and {b:?} have the same key"));
            }
        }
        Ok(bindings)
    }
}

impl From<KeyBindings> for BTreeMap<KeyAction, String> {
    fn from(bindings: KeyBindings) -> Self {
        KeyAction::ALL.into_iter().map(|a| (a, key_name(bindings.key(a)).unwrap_or("?").to_owned())).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_key_has_a_name_and_none_is_taken_twice() {
        let defaults = KeyBindings::default();
        for a in KeyAction::ALL {
            assert!(key_name(a.default_key()).is_some(), "{a:?}");
            assert_eq!(defaults.action(a.default_key()), Some(a));
        }
        let names: BTreeMap<KeyAction, String> = defaults.clone().into();
        assert_eq!(KeyBindings::try_from(names), Ok(defaults));
    }

    #[test]
    fn player_two_starts_on_the_arrows_may_move_off_them_and_never_shares_a_key_with_player_one() {
        let mut keys = KeyBindings::default();
        assert_eq!(keys.action(KeyCode::ArrowUp), Some(KeyAction::PartnerUp));
        assert_eq!(keys.action(KeyCode::Backspace), Some(KeyAction::PartnerUndo));
        assert_eq!(keys.set(KeyAction::PartnerUp, KeyCode::KeyI), Err(KeyAction::WhereAmI), "a clash is refused");
        assert_eq!(keys.set(KeyAction::PartnerUp, KeyCode::Numpad8), Ok(()));
        assert_eq!(keys.set(KeyAction::Hint, KeyCode::Numpad8), Err(KeyAction::PartnerUp), "both ways");
        assert!(
            KeyAction::PartnerLeft.refuses_fixed(KeyCode::KeyF)
                && !KeyAction::PartnerLeft.refuses_fixed(KeyCode::ArrowLeft)
        );
        assert!(KeyAction::Left.refuses_fixed(KeyCode::ArrowLeft), "player 1 keeps the arrows as they are");
        // In the file by name; a file from before two players reads with the arrows.
        let names: BTreeMap<KeyAction, String> = keys.clone().into();
        assert_eq!(names[&KeyAction::PartnerUp], "Numpad8");
        assert_eq!(names[&KeyAction::PartnerDown], "Down");
        assert_eq!(KeyBindings::try_from(names), Ok(keys));
        let old = BTreeMap::from([(KeyAction::Up, "I".to_owned()), (KeyAction::WhereAmI, "W".to_owned())]);
        let read = KeyBindings::try_from(old).unwrap();
        assert_eq!(read.key(KeyAction::PartnerRight), KeyCode::ArrowRight);
        let arrows_for_one = BTreeMap::from([(KeyAction::Up, "Up".to_owned())]);
        assert!(KeyBindings::try_from(arrows_for_one).unwrap_err().contains("own job"));
    }

    #[test]
    fn a_key_taken_or_named_twice_is_refused() {
        let mut keys = KeyBindings::default();
        assert_eq!(keys.set(KeyAction::Left, KeyCode::KeyN), Err(KeyAction::NewMap));
        assert_eq!(keys.key(KeyAction::Left), KeyCode::KeyA, "nothing changed");
        assert_eq!(keys.set(KeyAction::Left, KeyCode::KeyJ), Ok(()));
        assert_eq!(keys.action(KeyCode::KeyA), None);
        let twice = BTreeMap::from([(KeyAction::Up, "Numpad7".to_owned()), (KeyAction::Down, "Numpad7".to_owned())]);
        assert!(KeyBindings::try_from(twice).unwrap_err().contains("same key"));
        // A key that keeps its own job on the board, as the Controls page refuses it.
        for fixed in ["F", "G", "Space", "1"] {
            let file = BTreeMap::from([(KeyAction::Up, fixed.to_owned())]);
            let why = KeyBindings::try_from(file).unwrap_err();
            assert!(why.contains("own job"), "{fixed}: {why}");
        }
        let unknown = BTreeMap::from([(KeyAction::Up, "Escape".to_owned())]);
        assert!(KeyBindings::try_from(unknown).is_err());
    }

    #[test]
    fn an_older_file_keeps_its_keys_when_a_new_action_wants_one_of_them() {
        // Written before "where am I" came (its default is I), with Left on I.
        let old: BTreeMap<KeyAction, String> = [
            (KeyAction::Up, "W"),
            (KeyAction::Down, "S"),
            (KeyAction::Left, "I"),
            (KeyAction::Right, "D"),
            (KeyAction::NewMap, "N"),
            (KeyAction::Restart, "R"),
            (KeyAction::Hint, "H"),
            (KeyAction::Route, "P"),
            (KeyAction::Undo, "U"),
            (KeyAction::Lab, "L"),
        ]
        .into_iter()
        .map(|(a, k)| (a, k.to_owned()))
        .collect();
        let keys = KeyBindings::try_from(old).expect("an older file loads");
        assert_eq!(keys.key(KeyAction::Left), KeyCode::KeyI, "the player's own key is kept");
        let moved = keys.key(KeyAction::WhereAmI);
        assert_ne!(moved, KeyCode::KeyI);
        assert!(!FIXED_KEYS.contains(&moved));
        assert_eq!(keys.action(moved), Some(KeyAction::WhereAmI), "nobody else has it");
        assert_eq!(keys.key(KeyAction::LookAround), KeyCode::KeyO, "defaults that are free stay");
    }
}
