//! The menus' screens: the first launch's how-to, the main menu, the settings page, the settings in Chinese and the high-contrast theme with the route shown.

use super::{PAUSE_FRAMES, ScriptCtx, Step, shoot};
use crate::game::command::GameCommand;
use crate::game::settings::Theme;
use crate::game::ui::i18n::Language;
use crate::game::ui::nav::MenuPage;

/// Does the step the script is at, if it is one of these screens'; `false` otherwise.
pub(super) fn step(ctx: &mut ScriptCtx) -> bool {
    let ScriptCtx { commands, run, out, seen, settings, page, .. } = ctx;
    match run.step {
        // A screenshot shows the frame it is taken in, so each change waits for the step after the shot.
        Step::Settle => {
            run.step = Step::ShotHowTo;
        }
        Step::ShotHowTo => {
            shoot(commands, seen, run, "howto");
            run.step = Step::OpenMenu;
        }
        Step::OpenMenu => {
            out.game.write(GameCommand::DismissHowTo);
            **page = MenuPage::Main;
            run.step = Step::ShotMenu;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotMenu => {
            shoot(commands, seen, run, "menu");
            run.step = Step::OpenSettings;
        }
        Step::OpenSettings => {
            **page = MenuPage::Settings;
            run.step = Step::ShotSettings;
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotSettings => {
            shoot(commands, seen, run, "settings");
            run.step = Step::CloseMenu;
        }
        Step::CloseMenu => {
            **page = MenuPage::Closed;
            run.step = Step::Burst;
            run.wait = PAUSE_FRAMES;
        }
        Step::SpeakChinese => {
            settings.language = Language::Chinese;
            **page = MenuPage::Settings;
            run.step = Step::ShotChinese;
            // The CJK font is added to egui a frame after it is asked for.
            run.wait = PAUSE_FRAMES;
        }
        Step::ShotChinese => {
            shoot(commands, seen, run, "chinese");
            run.step = Step::SwitchTheme;
        }
        Step::SwitchTheme => {
            settings.language = Language::English;
            settings.set_theme(Theme::HighContrast);
            **page = MenuPage::Closed;
            out.game.write(GameCommand::Restart);
            run.step = Step::RevealContrast;
        }
        Step::RevealContrast => {
            if !seen.view.shown {
                out.game.write(GameCommand::ShowRoute(true));
            } else if seen.view.fully_revealed(seen.solution().0.len()) {
                run.step = Step::ShotContrast;
                run.wait = PAUSE_FRAMES;
            }
        }
        Step::ShotContrast => {
            shoot(commands, seen, run, "contrast");
            run.step = Step::StartRace;
        }
        _ => return false,
    }
    true
}
