//! Fonts for the menus: egui's own for Latin text, plus a CJK font found on
//! the system for Chinese. The game ships no font of its own; Debian's
//! `fonts-wqy-microhei` (or `fonts-noto-cjk`) provides one. Without any, the
//! menus stay in English and the player is told once.

use std::borrow::Cow;
use std::path::PathBuf;
use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::i18n::Language;
use crate::game::settings::{Notices, Settings};

/// Environment variable naming a CJK font file to use before the known places.
pub const CJK_FONT_ENV: &str = "PANDA_MAZE_CJK_FONT";

/// Where Linux distributions, macOS and Windows keep a font with Chinese glyphs, best first.
pub const CJK_FONT_PATHS: &[&str] = &[
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "/usr/share/fonts/truetype/arphic/uming.ttc",
    "/System/Library/Fonts/PingFang.ttc",
    "/System/Library/Fonts/STHeiti Medium.ttc",
    "C:\\Windows\\Fonts\\msyh.ttc",
    "C:\\Windows\\Fonts\\simsun.ttc",
];

/// The first CJK font file that exists: `PANDA_MAZE_CJK_FONT`, then [`CJK_FONT_PATHS`].
pub fn find_cjk_font() -> Option<PathBuf> {
    let from_env = std::env::var_os(CJK_FONT_ENV).filter(|p| !p.is_empty()).map(PathBuf::from);
    from_env.into_iter().chain(CJK_FONT_PATHS.iter().map(PathBuf::from)).find(|p| p.is_file())
}

/// Whether the CJK font has been looked for, and what came of it.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub enum CjkFont {
    /// Not needed yet.
    #[default]
    NotLoaded,
    /// In egui's fonts, from this file.
    Loaded(PathBuf),
    /// None was found (or it could not be read).
    Missing,
}

/// Adds the CJK font to egui the first time a language needs it; falls back
/// to English with a notice when there is none.
pub fn load_cjk_font(
    mut contexts: EguiContexts,
    mut font: ResMut<CjkFont>,
    mut settings: ResMut<Settings>,
    mut notices: ResMut<Notices>,
) -> Result {
    if !settings.language.needs_cjk_font() {
        return Ok(());
    }
    match *font {
        CjkFont::Loaded(_) => return Ok(()),
        CjkFont::Missing => {
            settings.language = Language::English;
            return Ok(());
        }
        CjkFont::NotLoaded => {}
    }
    let ctx = contexts.ctx_mut()?;
    let found = find_cjk_font().and_then(|path| match std::fs::read(&path) {
        Ok(bytes) => Some((path, bytes)),
        Err(e) => {
            warn!("cannot read the font {}: {e}", path.display());
            None
        }
    });
    let Some((path, bytes)) = found else {
        *font = CjkFont::Missing;
        settings.language = Language::English;
        notices.0.push(
            "Chinese needs a CJK font and none was found (install fonts-wqy-microhei or fonts-noto-cjk); \
             the menus stay in English."
                .to_owned(),
        );
        return Ok(());
    };
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "cjk".to_owned(),
        Arc::new(egui::FontData { font: Cow::Owned(bytes), index: 0, tweak: Default::default() }),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.entry(family).or_default().push("cjk".to_owned());
    }
    ctx.set_fonts(fonts);
    info!("Chinese text uses the font {}", path.display());
    *font = CjkFont::Loaded(path);
    Ok(())
}
