//! Texts that name the player's own keys. A text may hold a placeholder for
//! a board action, e.g. `{route}`, and [`keyed`] writes in the key the player
//! gave it (`P` unless they chose another on the Controls page); `{move}` is
//! the four step keys (`WASD`). Every text that names a rebindable key goes
//! through [`keyed`], so the help never names a key that no longer works.

use std::borrow::Cow;

use crate::game::settings::keys::key_name;
use crate::game::settings::{KeyAction, KeyBindings};

/// The placeholder of each action, as its name in the settings file.
const PLACES: [(&str, KeyAction); 10] = [
    ("{new-map}", KeyAction::NewMap),
    ("{restart}", KeyAction::Restart),
    ("{hint}", KeyAction::Hint),
    ("{route}", KeyAction::Route),
    ("{undo}", KeyAction::Undo),
    ("{lab}", KeyAction::Lab),
    ("{where}", KeyAction::WhereAmI),
    ("{around}", KeyAction::LookAround),
    ("{again}", KeyAction::SayAgain),
    ("{narration}", KeyAction::Narration),
];

/// `text` with every placeholder replaced by the key `keys` give it.
pub fn keyed<'a>(text: &'a str, keys: &KeyBindings) -> Cow<'a, str> {
    if !text.contains('{') {
        return Cow::Borrowed(text);
    }
    let name = |action| key_name(keys.key(action)).unwrap_or("?");
    let mut out = text.to_owned();
    for (place, action) in PLACES {
        out = out.replace(place, name(action));
    }
    let steps = [KeyAction::Up, KeyAction::Left, KeyAction::Down, KeyAction::Right].map(name);
    let joiner = if steps.iter().all(|s| s.chars().count() == 1) { "" } else { "/" };
    Cow::Owned(out.replace("{move}", &steps.join(joiner)))
}

#[cfg(test)]
mod tests {
    use bevy::prelude::KeyCode;

    use super::*;
    use crate::game::ui::i18n::{Language, Text};

    #[test]
    fn the_default_keys_are_written_in() {
        let keys = KeyBindings::default();
        let text = keyed(Language::English.t(Text::KeysHint), &keys);
        assert!(text.starts_with("Arrows/WASD move · N new map · R restart\nP path"), "{text}");
        assert_eq!(keyed(Language::Chinese.t(Text::HintButton), &keys), "提示 (H)");
        assert!(matches!(keyed("no keys here", &keys), Cow::Borrowed(_)));
    }

    #[test]
    fn a_rebound_key_is_named_and_the_old_one_is_not() {
        let mut keys = KeyBindings::default();
        keys.set(KeyAction::Route, KeyCode::KeyX).unwrap();
        keys.set(KeyAction::Up, KeyCode::Semicolon).unwrap();
        keys.set(KeyAction::Left, KeyCode::Numpad4).unwrap();
        let help = keyed(Language::English.t(Text::HelpControls), &keys);
        assert!(help.contains("X: show or hide the way out"), "{help}");
        assert!(!help.contains("P:"), "{help}");
        assert!(help.contains("Arrow keys or ;/Numpad4/S/D walk"), "{help}");
        assert_eq!(keyed(Language::English.t(Text::ShowTheWay), &keys), "Show the way (X)");
    }

    #[test]
    fn no_placeholder_is_left_in_any_text_that_names_keys() {
        let keys = KeyBindings::default();
        for text in [
            Text::NewMazeKey,
            Text::ShowTheWay,
            Text::HideTheWay,
            Text::OpenLab,
            Text::BackToPlay,
            Text::HowToMove,
            Text::KeysHint,
            Text::HelpControls,
            Text::HelpEar,
            Text::HintButton,
            Text::HelpModes,
        ] {
            for lang in [Language::English, Language::Chinese] {
                let out = keyed(lang.t(text), &keys);
                assert!(!out.contains('{') && !out.contains('}'), "{text:?} {lang:?}: {out}");
            }
        }
    }
}
