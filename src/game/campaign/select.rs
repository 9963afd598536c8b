//! The campaign's screens (egui): the level select with worlds, locks, stars
//! and best moves; the level bar while a level is played (what it asks, what
//! the panda holds, the how-to of a world's new thing on its first level);
//! and the stars after a win with "next level".

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{CampaignCommand, CampaignState};
use crate::game::board::items::ItemWalk;
use crate::game::frame::Screen;
use crate::game::model::CurrentMaze;
use crate::game::settings::{Language, Settings};
use crate::game::ui::a11y::follow_highlight;
use crate::game::ui::i18n::Text;
use crate::game::ui::look::board_window;
use crate::game::ui::nav::MenuPage;
use crate::game::view::camera::MenuPanelWidth;
use crate::levels::{Both, LevelId};
use crate::maze::items::KeyKind;

/// Gold for stars earned.
const GOLD: egui::Color32 = egui::Color32::from_rgb(255, 200, 40);
/// The colour of a locked world or level.
const LOCKED: egui::Color32 = egui::Color32::from_rgb(150, 150, 150);

pub(super) fn windowed_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (level_select_window, level_bar, level_won_window));
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

/// `★★☆` for two stars of three.
pub fn stars_text(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}

/// A key kind's shape as a symbol, for text.
fn kind_symbol(kind: KeyKind) -> &'static str {
    match kind {
        KeyKind::Sun => "●",
        KeyKind::Sky => "▲",
        KeyKind::Leaf => "■",
        KeyKind::Plum => "◆",
    }
}

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
    let (campaign, progress) = (&state.campaign, &state.progress);
    let total = progress.total_stars(campaign);
    board_window(&panel, t(Text::CampaignTitle), "level-select", egui::Align2::CENTER_CENTER, 0.0).show(ctx, |ui| {
        ui.horizontal(|ui| {
            ui.colored_label(GOLD, format!("★ {total}"));
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
                    ui.colored_label(GOLD, format!("★ {stars}/{}", 3 * world.levels.len()));
                } else {
                    ui.colored_label(LOCKED, format!("🔒 {name}"));
                    ui.colored_label(LOCKED, format!("{} ★ {}", world.stars_to_open, t(Text::NeedStars)));
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
                    let plain = if playable { ui.visuals().text_color() } else { LOCKED };
                    label.append(&format!("{}\n", l + 1), 0.0, format(plain));
                    match best {
                        Some(best) => label.append(&stars_text(best.stars), 0.0, format(GOLD)),
                        None => label.append("·", 0.0, format(plain)),
                    }
                    let mut button = egui::Button::new(label).min_size(egui::vec2(44.0, 40.0));
                    if id == state.cursor {
                        button = button.stroke(egui::Stroke::new(3.0, GOLD));
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
                    button = button.stroke(egui::Stroke::new(3.0, GOLD));
                }
                if ui.add(button).clicked() {
                    out.write(CampaignCommand::Endless);
                }
            } else {
                ui.colored_label(LOCKED, format!("🔒 {}", t(Text::Endless)));
                ui.colored_label(LOCKED, t(Text::EndlessLocked));
            }
        });
        ui.separator();
        if ui.button(t(Text::CloseLevels)).clicked() {
            out.write(CampaignCommand::CloseSelect);
        }
    });
    Ok(())
}

fn level_bar(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    page: Res<MenuPage>,
    state: Res<CampaignState>,
    settings: Res<Settings>,
    current: Res<CurrentMaze>,
    walk: Res<ItemWalk>,
) -> Result {
    let Some(level) = state.level() else { return Ok(()) };
    if *screen.get() != Screen::Playing || *page != MenuPage::Closed || level.spec != current.spec {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    let title = match (state.playing, &state.endless) {
        (Some(id), _) => {
            let world = &state.campaign.worlds[id.world];
            format!("{} · {} {}/{}", both(lang, &world.name), t(Text::LevelWord), id.level + 1, world.levels.len())
        }
        (None, Some((n, _))) => format!("{} · {} {}", t(Text::Endless), t(Text::LevelWord), u64::from(*n) + 1),
        (None, None) => return Ok(()),
    };
    // The how-to of a world's new thing, on the world's first level.
    let how_to = state.playing.filter(|id| id.level == 0).map(|id| &state.campaign.worlds[id.world].brings);
    let items = &current.items;
    egui::Window::new("level-bar").title_bar(false).resizable(false).anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0]).show(
        ctx,
        |ui| {
            ui.strong(title);
            ui.horizontal(|ui| {
                if !items.bamboo.is_empty() {
                    ui.label(format!("🎋 {}/{}", walk.bamboo_eaten(), items.bamboo.len()));
                }
                if !items.keys.is_empty() {
                    let held = walk.now().keys;
                    let shown: String = (0..items.keys.len())
                        .map(|k| if held & (1 << k) != 0 { kind_symbol(KeyKind::ALL[k]) } else { "·" })
                        .collect::<Vec<_>>()
                        .join(" ");
                    ui.label(format!("{} {shown}", t(Text::KeysHeld)));
                }
                ui.colored_label(GOLD, format!("★★★ ≤ {}", (level.optimum as f32 / level.three_stars).floor()));
            });
            if items.bamboo_gate && walk.now().eaten != items.all_bamboo() {
                ui.small(t(Text::GateShut));
            }
            if let Some(how_to) = how_to {
                ui.separator();
                ui.set_max_width(260.0);
                ui.label(both(lang, how_to));
            }
        },
    );
    Ok(())
}

fn level_won_window(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    page: Res<MenuPage>,
    state: Res<CampaignState>,
    settings: Res<Settings>,
    mut out: MessageWriter<CampaignCommand>,
) -> Result {
    let Some(result) = state.result.filter(|_| *screen.get() == Screen::Won && *page == MenuPage::Closed) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let t = |text: Text| lang.t(text);
    egui::Window::new("level-won").title_bar(false).resizable(false).anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0]).show(
        ctx,
        |ui| {
            ui.vertical_centered(|ui| {
                ui.label(egui::RichText::new(stars_text(result.stars)).size(34.0).color(GOLD));
                if result.improved {
                    ui.colored_label(GOLD, t(Text::NewBest));
                }
                let next = if result.endless.is_some() { Some(result.id) } else { state.campaign.next(result.id) };
                if next.is_some() && result.next_open {
                    if ui.button(t(Text::NextLevel)).clicked() {
                        out.write(CampaignCommand::Next);
                    }
                } else if next.is_none() {
                    ui.label(t(Text::CampaignEnd));
                }
                if ui.button(t(Text::OpenLevels)).clicked() {
                    out.write(CampaignCommand::OpenSelect);
                }
            });
        },
    );
    Ok(())
}
