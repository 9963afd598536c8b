//! The level select (egui): worlds, locks, stars and best moves, and endless
//! mode after the campaign.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{CampaignCommand, CampaignState};
use crate::game::frame::Screen;
use crate::game::settings::{Language, Settings};
use crate::game::ui::a11y::follow_highlight;
use crate::game::ui::i18n::Text;
use crate::game::ui::look::fitted_window;
use crate::game::ui::style::UiPalette;
use crate::game::view::camera::MenuPanelWidth;
use crate::levels::{Both, LevelId};
use crate::maze::items::KeyKind;

pub(super) fn windowed_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, level_select_window);
}

/// A text of the campaign file in the player's language.
fn both(lang: Language, text: &Both) -> &str {
    match lang {
        Language::English => &text.en,
        Language::Chinese => &text.zh,
    }
}

/// A level's button in words, for a screen reader: its number, and its stars or that it is locked.
pub fn level_words(language: Language, number: usize, stars: Option<u8>, playable: bool) -> String {
    match (language, stars, playable) {
        (Language::English, _, false) => format!("Level {number}, locked"),
        (Language::English, None, true) => format!("Level {number}, not won yet"),
        (Language::English, Some(s), true) => format!("Level {number}, {s} of 3 stars"),
        (Language::Chinese, _, false) => format!("第 {number} 关，未解锁"),
        (Language::Chinese, None, true) => format!("第 {number} 关，还没通过"),
        (Language::Chinese, Some(s), true) => format!("第 {number} 关，{s} 颗星（共 3 颗）"),
    }
}

/// A text of the campaign file in the player's language (for the other screens).
pub(super) fn in_language(lang: Language, text: &Both) -> &str {
    both(lang, text)
}

/// `★★☆` for two stars of three.
pub fn stars_text(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}

/// A key kind's shape as a symbol, for text.
pub(super) fn kind_symbol(kind: KeyKind) -> &'static str {
    match kind {
        KeyKind::Sun => "●",
        KeyKind::Sky => "▲",
        KeyKind::Leaf => "■",
        KeyKind::Plum => "◆",
    }
}

/// The widest the level select gets, in points (narrower where the screen is).
const SELECT_WIDTH_PX: f32 = 360.0;

fn level_select_window(
    mut contexts: EguiContexts,
    panel: Res<MenuPanelWidth>,
    screen: Res<State<Screen>>,
    state: Res<CampaignState>,
    settings: Res<Settings>,
    mut out: MessageWriter<CampaignCommand>,
) -> Result {
    if *screen.get() != Screen::LevelSelect {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    // Gold for stars earned; locked worlds and levels in the palette's line colour.
    let palette = UiPalette::of(settings.theme);
    let (gold, locked) = (palette.gold, palette.line);
    let (campaign, progress) = (&state.campaign, &state.progress);
    let total = progress.total_stars(campaign);
    let window = fitted_window(ctx, &panel, (t(Text::CampaignTitle), "level-select"), SELECT_WIDTH_PX, false);
    window.show(ctx, |ui| {
        ui.horizontal(|ui| {
            ui.colored_label(gold, format!("★ {total}"));
            ui.label(t(Text::LevelSelectKeys));
        });
        ui.separator();
        for (w, world) in campaign.worlds.iter().enumerate() {
            let open = progress.world_open(campaign, w);
            let stars = progress.world_stars(campaign, w);
            ui.horizontal(|ui| {
                let name = format!("{}. {}", w + 1, both(lang, &world.name));
                if open {
                    ui.strong(name);
                    ui.colored_label(gold, format!("★ {stars}/{}", 3 * world.levels.len()));
                    let cleared = (0..world.levels.len())
                        .filter(|&l| progress.best(campaign, LevelId { world: w, level: l }).is_some())
                        .count();
                    let words = t(Text::WorldCleared)
                        .replace("{n}", &cleared.to_string())
                        .replace("{m}", &world.levels.len().to_string());
                    ui.label(words);
                } else {
                    ui.colored_label(locked, format!("🔒 {name}"));
                    ui.colored_label(locked, format!("{} ★ {}", world.stars_to_open, t(Text::NeedStars)));
                }
            });
            ui.horizontal_wrapped(|ui| {
                for l in 0..world.levels.len() {
                    let id = LevelId { world: w, level: l };
                    let best = progress.best(campaign, id);
                    let playable = progress.level_open(campaign, id);
                    // The number, and the stars earned in gold below it.
                    let format =
                        |color| egui::TextFormat { font_id: egui::FontId::proportional(13.0), color, ..default() };
                    let mut label = egui::text::LayoutJob::default();
                    let plain = if playable { ui.visuals().text_color() } else { locked };
                    label.append(&format!("{}\n", l + 1), 0.0, format(plain));
                    match best {
                        Some(best) => label.append(&stars_text(best.stars), 0.0, format(gold)),
                        None => label.append("·", 0.0, format(plain)),
                    }
                    let mut button = egui::Button::new(label).min_size(egui::vec2(44.0, 40.0));
                    if id == state.cursor {
                        button = button.stroke(egui::Stroke::new(3.0, gold));
                    }
                    let response = ui.add_enabled(playable, button);
                    let stars = best.map(|b| b.stars);
                    follow_highlight(&response, id == state.cursor, || level_words(lang, l + 1, stars, playable));
                    let response = match best {
                        Some(best) => response.on_hover_text(format!("{} {}", best.moves, t(Text::Moves))),
                        None => response,
                    };
                    if response.clicked() {
                        out.write(CampaignCommand::Play(id));
                    }
                }
            });
            ui.add_space(4.0);
        }
        // Endless mode, after the campaign.
        ui.horizontal(|ui| {
            if progress.endless_open(campaign) {
                ui.strong(t(Text::Endless));
                ui.label(format!("{} {}", t(Text::EndlessBest), progress.endless));
                let mut button = egui::Button::new(t(Text::PlayEndless));
                if state.cursor_on_endless() {
                    button = button.stroke(egui::Stroke::new(3.0, gold));
                }
                if ui.add(button).clicked() {
                    out.write(CampaignCommand::Endless);
                }
            } else {
                ui.colored_label(locked, format!("🔒 {}", t(Text::Endless)));
                ui.colored_label(locked, t(Text::EndlessLocked));
            }
        });
        ui.separator();
        if ui.button(t(Text::CloseLevels)).clicked() {
            out.write(CampaignCommand::CloseSelect);
        }
    });
    Ok(())
}
