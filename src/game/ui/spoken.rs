//! The pages and the how-to card in words, for a player who cannot see them:
//! when a page opens (and again on coming back to it) the announcer says its
//! title and its text (Help, About, Records), and the say-again key (K
//! unless rebound) reads the open page again. The first launch's how-to card
//! is said when it shows. The screen reader reads the focused row itself;
//! the built-in voice ([`crate::game::view::voice`]) speaks these with it.

use bevy::prelude::*;

use super::dialogs::record_text;
use super::how_to::{HOW_TO_ROWS, HowTo};
use super::i18n::{Language, Text};
use super::keyed::keyed;
use super::level_records::{LevelRecords, best_words};
use super::nav::{MenuPage, Rebinding};
use crate::game::frame::AppSystems;
use crate::game::run::announce::{Announcer, Heard};
use crate::game::settings::{KeyAction, KeyBindings, Records, Settings};

/// How many records of each book are read (the page shows more).
const RECORDS_READ: usize = 5;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (say_pages, say_how_to).chain().in_set(AppSystems::React));
}

/// A page's words: its title, then its text (none for a page of rows).
pub fn page_words(
    page: MenuPage,
    lang: Language,
    keys: &KeyBindings,
    records: &Records,
    levels: &LevelRecords,
) -> String {
    let t = |text: Text| lang.t(text);
    let mut out = vec![t(page.title()).to_owned()];
    match page {
        MenuPage::Help => {
            for (title, text) in [
                (Text::HelpControlsTitle, Text::HelpControls),
                (Text::HelpEarTitle, Text::HelpEar),
                (Text::HelpMazesTitle, Text::HelpMazes),
                (Text::HelpDifficultyTitle, Text::HelpDifficulty),
                (Text::HelpSolvingTitle, Text::HelpSolving),
                (Text::HelpModesTitle, Text::HelpModes),
            ] {
                out.push(format!("{}: {}", t(title), keyed(t(text), keys)));
            }
        }
        MenuPage::About => {
            out.push(t(Text::AboutText).to_owned());
            out.push(format!("{} {}.", t(Text::Version), env!("CARGO_PKG_VERSION")));
            out.push(format!("{}: {}", t(Text::Credits), t(Text::CreditsText)));
        }
        MenuPage::Records => out.extend(records_words(lang, records, levels)),
        MenuPage::Closed | MenuPage::Main | MenuPage::Settings | MenuPage::Controls => {}
    }
    let mut said = out.join(". ").replace("..", ".");
    if !said.ends_with(['.', '。', '!', '?']) {
        said.push('.');
    }
    said
}

/// The Records page's lines: the levels won, then the newest few of each book.
fn records_words(lang: Language, records: &Records, levels: &LevelRecords) -> Vec<String> {
    let t = |text: Text| lang.t(text);
    if records.is_empty() && !levels.any_won() {
        return vec![t(Text::NoRecords).to_owned()];
    }
    let mut out = Vec::new();
    for world in &levels.0 {
        let name = match lang {
            Language::English => &world.name.en,
            Language::Chinese => &world.name.zh,
        };
        let won: Vec<String> = world
            .levels
            .iter()
            .enumerate()
            .filter(|(_, (best, _))| best.is_some())
            .map(|(l, &(best, _))| format!("{} {}: {}", t(Text::LevelWord), l + 1, best_words(lang, best)))
            .collect();
        if !won.is_empty() {
            out.push(format!("{name}: {}", won.join(", ")));
        }
    }
    for (title, book) in [
        (Text::ByDifficulty, &records.difficulty),
        (Text::DailyButton, &records.daily),
        (Text::RecentMazes, &records.maze),
    ] {
        let lines: Vec<String> =
            book.iter().rev().take(RECORDS_READ).map(|(key, r)| format!("{key}: {}", record_text(lang, r))).collect();
        if !lines.is_empty() {
            out.push(format!("{}: {}", t(title), lines.join("; ")));
        }
    }
    out
}

/// Says a page when it opens, and the open page again on the say-again key.
fn say_pages(
    page: Res<MenuPage>,
    settings: Res<Settings>,
    (records, levels): (Res<Records>, Res<LevelRecords>),
    (keys, rebinding): (Res<ButtonInput<KeyCode>>, Res<Rebinding>),
    mut announcer: ResMut<Announcer>,
    mut said: Local<Option<MenuPage>>,
) {
    // (On the Controls page the next key may be a new binding, not a request.)
    let asked = keys.just_pressed(settings.keys.key(KeyAction::SayAgain)) && rebinding.waiting.is_none();
    let again = *page != MenuPage::Closed && asked;
    if *said == Some(*page) && !again {
        return;
    }
    *said = Some(*page);
    if *page != MenuPage::Closed {
        announcer.say(Heard::Screen, page_words(*page, settings.language, &settings.keys, &records, &levels));
    }
}

/// The how-to card's words.
pub fn how_to_words(lang: Language, keys: &KeyBindings) -> String {
    let t = |text: Text| lang.t(text);
    let mut out = vec![t(Text::HowToTitle).to_owned()];
    for (what, how) in HOW_TO_ROWS {
        out.push(format!("{}: {}", t(what), keyed(t(how), keys)));
    }
    out.push(t(Text::HowToDismiss).to_owned());
    match lang {
        Language::English => out.join(". ").replace(".. ", ". "),
        Language::Chinese => out.join("。").replace("。。", "。"),
    }
}

/// Says the how-to card each time it comes into view (at launch, after the menu closes).
fn say_how_to(
    how_to: Res<HowTo>,
    page: Res<MenuPage>,
    settings: Res<Settings>,
    mut announcer: ResMut<Announcer>,
    mut shown: Local<bool>,
) {
    let showing = how_to.open && *page == MenuPage::Closed;
    if showing && !*shown {
        announcer.say(Heard::Screen, how_to_words(settings.language, &settings.keys));
    }
    *shown = showing;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_said_with_their_title_and_text() {
        let (keys, records, levels) = (KeyBindings::default(), Records::default(), LevelRecords::default());
        let about = page_words(MenuPage::About, Language::English, &keys, &records, &levels);
        assert!(about.starts_with("About. "), "{about}");
        assert!(about.contains(env!("CARGO_PKG_VERSION")), "{about}");
        let help = page_words(MenuPage::Help, Language::English, &keys, &records, &levels);
        assert!(help.contains("I: where am I"), "the player's keys are written in: {help}");
        let none = page_words(MenuPage::Records, Language::English, &keys, &records, &levels);
        assert_eq!(none, "Records. No records yet: win a maze to set one.");
        assert_eq!(page_words(MenuPage::Settings, Language::English, &keys, &records, &levels), "Settings.");
    }

    #[test]
    fn the_how_to_names_the_keys_for_hearing_the_board() {
        let words = how_to_words(Language::English, &KeyBindings::default());
        for key in ["I: where am I", "O: what's around", "K: say again", "Y: narration"] {
            assert!(words.contains(key), "{key} in {words}");
        }
    }
}
