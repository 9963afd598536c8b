//! Draws the level's title ([`super::title::LevelTitle`]): a card over the
//! board where it hides least of the way out and the items, never the panda (the world and level, what the level asks, the how-to on
//! the level that brings the world's new thing) that fades once the player
//! moves, and then a small label in the top-right corner with what the
//! panda holds.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::CampaignState;
use super::card_view::BoardOnScreen;
use super::select::{in_language, kind_symbol};
use super::title::LevelTitle;
use crate::game::board::grid_items::Holdings;
use crate::game::run::announce::{Announcer, Heard};
use crate::game::settings::{Language, Settings};
use crate::game::ui::card::least_covering;
use crate::game::ui::i18n::Text;
use crate::game::ui::icons::{Icon, icon};
use crate::game::ui::nav::MenuPage;
use crate::game::ui::style::UiPalette;
use crate::levels::Level;
use crate::maze::items::KeyKind;

/// Seconds the title card takes to fade.
const FADE_SECS: f32 = 0.5;

pub(super) fn windowed_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, level_title);
}

fn level_title(
    mut contexts: EguiContexts,
    title: Res<LevelTitle>,
    page: Res<MenuPage>,
    state: Res<CampaignState>,
    settings: Res<Settings>,
    board: BoardOnScreen,
    mut size: Local<Option<egui::Vec2>>,
    (mut announcer, mut said): (ResMut<Announcer>, Local<bool>),
) -> Result {
    if !title.card {
        *said = false;
    }
    let Some(level) = state.level().filter(|_| title.level && *page == MenuPage::Closed) else { return Ok(()) };
    let Some(name) = level_name(settings.language, &state) else { return Ok(()) };
    let held = board.view().holdings();
    if title.card && !*said {
        // The card is said once when it comes up (K says it again).
        *said = true;
        let lang = settings.language;
        let mut words = vec![
            format!("{name}."),
            lang.t(Text::ThreeStarsWithin).replace("{n}", &level.three_star_moves().to_string()),
        ];
        if held.gate_shut {
            words.push(lang.t(Text::GateShut).to_owned());
        }
        if let Some(id) = state.playing.filter(|_| title.how_to) {
            words.push(in_language(lang, &state.campaign.worlds[id.world].brings).to_owned());
        }
        announcer.say(Heard::Screen, words.join(" "));
    }
    let ctx = contexts.ctx_mut()?;
    let lang = settings.language;
    let p = UiPalette::of(settings.theme);
    let fade = if settings.reduced_motion { 0.0 } else { FADE_SECS };
    let shown = ctx.animate_bool_with_time(egui::Id::new("level-title-fade"), title.card, fade);
    if shown > 0.0 {
        let how_to =
            state.playing.filter(|_| title.how_to).map(|id| in_language(lang, &state.campaign.worlds[id.world].brings));
        // Over the least of the way out and the items, never over the panda.
        // The panda stands on the entrance when the title comes up.
        let view = board.view();
        let things = view.route().into_iter().chain(view.item_cells().into_iter().map(|(_, c)| c));
        let (points, panda) = (board.cell_centres(things), board.around_cell(view.entrance()));
        let card = size.unwrap_or(egui::vec2(360.0, 90.0));
        let at = least_covering(board.area(ctx.content_rect()), card, &points, panda);
        let shown_card = egui::Window::new(&name)
            .id(egui::Id::new("level-title"))
            .title_bar(false)
            .resizable(false)
            .interactable(false)
            .fixed_pos(at)
            .show(ctx, |ui| {
                ui.multiply_opacity(shown);
                ui.set_max_width(340.0);
                ui.vertical_centered(|ui| {
                    ui.heading(egui::RichText::new(&name).strong());
                    holdings(ui, lang, level, &held, &p);
                });
                if let Some(how_to) = how_to {
                    ui.separator();
                    ui.add(egui::Label::new(how_to).wrap());
                }
            });
        *size = shown_card.map(|r| r.response.rect.size()).or(*size);
    }
    if !title.card {
        egui::Window::new("level-label")
            .title_bar(false)
            .resizable(false)
            .interactable(false)
            .anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0])
            .show(ctx, |ui| {
                ui.label(egui::RichText::new(&name).small().strong());
                holdings(ui, lang, level, &held, &p);
            });
    }
    Ok(())
}

/// What the panda holds and what the level asks: bamboo, keys, the ★★★ mark, the shut gate.
fn holdings(ui: &mut egui::Ui, lang: Language, level: &Level, held: &Holdings, p: &UiPalette) {
    let size = ui.text_style_height(&egui::TextStyle::Body);
    ui.horizontal(|ui| {
        if held.bamboo.0 > 0 {
            icon(ui, Icon::Bamboo, size, p.accent);
            ui.label(format!("{}/{}", held.bamboo.1, held.bamboo.0));
        }
        if held.keys.0 > 0 {
            icon(ui, Icon::Key, size, p.accent);
            let shown: Vec<&str> = (0..held.keys.0)
                .map(|k| if held.keys.1 & (1 << k) != 0 { kind_symbol(KeyKind::ALL[k]) } else { "·" })
                .collect();
            ui.label(shown.join(" "));
        }
        icon(ui, Icon::Star, size, p.gold);
        ui.label(format!("≤ {}", level.three_star_moves()));
    });
    if held.gate_shut {
        ui.small(lang.t(Text::GateShut));
    }
}

/// "Bamboo Grove · Level 2/9", or "Endless · Level 5".
fn level_name(lang: Language, state: &CampaignState) -> Option<String> {
    let level = lang.t(Text::LevelWord);
    match (state.playing, &state.endless) {
        (Some(id), _) => {
            let world = state.campaign.worlds.get(id.world)?;
            Some(format!("{} · {level} {}/{}", in_language(lang, &world.name), id.level + 1, world.levels.len()))
        }
        (None, Some((n, _))) => Some(format!("{} · {level} {}", lang.t(Text::Endless), u64::from(*n) + 1)),
        (None, None) => None,
    }
}
