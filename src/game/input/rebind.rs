//! Choosing keys on the Controls page: while the page waits for a key
//! ([`Rebinding::waiting`]), the next press is the action's new key, unless
//! it is taken (by another of the player's keys or by one of the fixed ones,
//! [`FIXED_KEYS`]) or cannot be chosen: then nothing changes and the page
//! says why. Esc keeps the old key.

use bevy::prelude::*;

use crate::game::settings::keys::FIXED_KEYS;
use crate::game::settings::keys::key_name;
use crate::game::settings::{KeyAction, KeyBindings, Settings};
use crate::game::ui::i18n::Text;
use crate::game::ui::nav::{MenuPage, Rebinding, action_text};

/// What a key that keeps its own job on the board ([`FIXED_KEYS`], see
/// `keyboard::action_of`) does, in the menus' words.
pub fn fixed_job(key: KeyCode) -> Option<Text> {
    FIXED_KEYS.contains(&key).then(|| match key {
        KeyCode::ArrowUp => Text::ActionUp,
        KeyCode::ArrowDown => Text::ActionDown,
        KeyCode::ArrowLeft => Text::ActionLeft,
        KeyCode::ArrowRight => Text::ActionRight,
        KeyCode::Escape => Text::MenuButton,
        KeyCode::Enter | KeyCode::NumpadEnter => Text::HowToDismiss,
        KeyCode::Backspace => Text::ActionUndo,
        KeyCode::Space => Text::SkipSpace,
        KeyCode::KeyF => Text::ShowSearch,
        KeyCode::KeyB => Text::Race,
        KeyCode::Digit1 => Text::Easy,
        KeyCode::Digit2 => Text::Medium,
        KeyCode::Digit3 => Text::Hard,
        KeyCode::KeyG => Text::WalkOut,
        KeyCode::Period => Text::StepOnce,
        KeyCode::End => Text::Finish,
        KeyCode::KeyC => Text::ClearSearch,
        KeyCode::KeyM => Text::PeekButton,
        KeyCode::KeyV => Text::ReplayButton,
        KeyCode::KeyT => Text::HeatButton,
        KeyCode::KeyJ => Text::OpenLevels,
        KeyCode::KeyZ => Text::CloseUp,
        KeyCode::BracketRight => Text::StairsUpKey,
        KeyCode::BracketLeft => Text::StairsDownKey,
        _ => unreachable!("every fixed key has its job here (tested)"),
    })
}

/// Gives `action` the key `key`, or says why not: `Err((key's name, what it does already))`.
pub fn rebind(bindings: &mut KeyBindings, action: KeyAction, key: KeyCode) -> Result<(), (String, Text)> {
    let name = key_name(key).map_or_else(|| format!("{key:?}"), str::to_owned);
    if let Some(what) = fixed_job(key).filter(|_| action.refuses_fixed(key)) {
        return Err((name, what));
    }
    if key_name(key).is_none() {
        return Err((name, Text::KeyNotChoosable));
    }
    bindings.set(action, key).map_err(|other| (name, action_text(other)))
}

/// Takes the next key pressed while the Controls page waits for one (the
/// menu's keys do not see it).
pub(super) fn capture_key(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut rebinding: ResMut<Rebinding>,
    mut settings: ResMut<Settings>,
    page: Res<MenuPage>,
) {
    let Some(action) = rebinding.waiting else { return };
    if *page != MenuPage::Controls {
        // The page was left (with the mouse) before a key came.
        rebinding.waiting = None;
        return;
    }
    let Some(&key) = keys.get_just_pressed().find(|k| !is_modifier(**k)) else { return };
    keys.clear_just_pressed(key);
    rebinding.waiting = None;
    if key == KeyCode::Escape {
        rebinding.refused = None;
        return;
    }
    let mut bindings = settings.keys.clone();
    match rebind(&mut bindings, action, key) {
        Ok(()) => {
            rebinding.refused = None;
            if bindings != settings.keys {
                settings.keys = bindings;
            }
        }
        Err(why) => rebinding.refused = Some(why),
    }
}

fn is_modifier(key: KeyCode) -> bool {
    matches!(
        key,
        KeyCode::ShiftLeft
            | KeyCode::ShiftRight
            | KeyCode::ControlLeft
            | KeyCode::ControlRight
            | KeyCode::AltLeft
            | KeyCode::AltRight
            | KeyCode::SuperLeft
            | KeyCode::SuperRight
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::assist::search::SearchSettings;
    use crate::game::input::keyboard::action_of;

    /// Every key that does something on the board with the default keys is
    /// either the player's or listed as fixed, so no choice can silently take
    /// a key that already has a job.
    #[test]
    fn every_key_with_a_job_is_the_players_or_fixed() {
        let bindings = KeyBindings::default();
        let search = SearchSettings::default();
        let candidates = [
            KeyCode::KeyA,
            KeyCode::KeyB,
            KeyCode::KeyC,
            KeyCode::KeyE,
            KeyCode::KeyF,
            KeyCode::KeyG,
            KeyCode::KeyI,
            KeyCode::KeyK,
            KeyCode::KeyM,
            KeyCode::KeyO,
            KeyCode::KeyQ,
            KeyCode::KeyT,
            KeyCode::KeyV,
            KeyCode::KeyX,
            KeyCode::KeyY,
            KeyCode::KeyZ,
            KeyCode::Digit1,
            KeyCode::Digit2,
            KeyCode::Digit3,
            KeyCode::Digit4,
            KeyCode::Space,
            KeyCode::Period,
            KeyCode::Comma,
            KeyCode::End,
            KeyCode::Home,
            KeyCode::BracketRight,
            KeyCode::BracketLeft,
            KeyCode::Enter,
            KeyCode::NumpadEnter,
            KeyCode::Backspace,
            KeyCode::ArrowUp,
            KeyCode::ArrowLeft,
        ];
        for key in candidates {
            let does_something = !action_of(key, false, false, &bindings, &search).is_empty();
            let accounted = bindings.action(key).is_some() || FIXED_KEYS.contains(&key);
            assert_eq!(does_something, accounted, "{key:?}");
        }
        for key in FIXED_KEYS {
            assert!(fixed_job(key).is_some(), "{key:?}");
            // Esc opens the menu and J the level select, each read by its own screen's system.
            let elsewhere = [KeyCode::Escape, KeyCode::KeyJ].contains(&key);
            assert!(elsewhere || !action_of(key, false, false, &bindings, &search).is_empty(), "{key:?}");
        }
    }

    #[test]
    fn fixed_taken_and_unnamed_keys_are_refused() {
        let mut keys = KeyBindings::default();
        assert_eq!(rebind(&mut keys, KeyAction::Left, KeyCode::KeyG), Err(("G".to_owned(), Text::WalkOut)));
        assert_eq!(rebind(&mut keys, KeyAction::Left, KeyCode::KeyN), Err(("N".to_owned(), Text::NewMap)));
        assert!(rebind(&mut keys, KeyAction::Left, KeyCode::F5).is_err());
        assert_eq!(keys, KeyBindings::default(), "nothing changed");
        assert_eq!(rebind(&mut keys, KeyAction::Left, KeyCode::KeyJ), Err(("J".to_owned(), Text::OpenLevels)));
        assert_eq!(rebind(&mut keys, KeyAction::Left, KeyCode::KeyT), Err(("T".to_owned(), Text::HeatButton)));
        assert_eq!(keys, KeyBindings::default(), "nothing changed");
        assert_eq!(rebind(&mut keys, KeyAction::Left, KeyCode::KeyK), Err(("K".to_owned(), Text::ActionSayAgain)));
        assert_eq!(rebind(&mut keys, KeyAction::Left, KeyCode::KeyX), Ok(()));
        assert_eq!(keys.key(KeyAction::Left), KeyCode::KeyX);
    }
}
