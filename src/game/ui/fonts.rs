//! Fonts for the menus: egui's own for Latin text, plus a CJK font found on
//! the system for Chinese. The game ships no font of its own; Debian's
//! `fonts-wqy-microhei` (or `fonts-noto-cjk`) provides one. Each candidate is
//! checked with the parser egui itself uses (skrifa) before egui gets it, as
//! egui aborts on a font it cannot parse. Without a usable one, the menus
//! stay in English and the player is told once.

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

/// The largest font file read (a CJK collection is some 20 MiB).
pub const FONT_MAX_BYTES: u64 = 64 * crate::user_file::MIB;

/// Where to look for a CJK font, in order: `PANDA_MAZE_CJK_FONT`, then [`CJK_FONT_PATHS`].
pub fn cjk_font_candidates() -> impl Iterator<Item = PathBuf> {
    let from_env = std::env::var_os(CJK_FONT_ENV).filter(|p| !p.is_empty()).map(PathBuf::from);
    from_env.into_iter().chain(CJK_FONT_PATHS.iter().map(PathBuf::from))
}

/// The first usable CJK font among `candidates` that exist, with its bytes
/// (`None` when there is none), and why each existing one before it was refused.
pub fn find_cjk_font(candidates: impl IntoIterator<Item = PathBuf>) -> (Option<(PathBuf, Vec<u8>)>, Vec<String>) {
    let mut refused = Vec::new();
    for path in candidates.into_iter().filter(|p| p.is_file()) {
        match crate::user_file::read(&path, FONT_MAX_BYTES)
            .map_err(|e| e.to_string())
            .and_then(|bytes| check_cjk_font(&bytes).map(|()| bytes))
        {
            Ok(bytes) => return (Some((path, bytes)), refused),
            Err(why) => {
                warn!("the font {} cannot be used: {why}", path.display());
                refused.push(format!("{}: {why}", path.display()));
            }
        }
    }
    (None, refused)
}

/// Characters a CJK font must draw to be of use (the game's own name among them).
const CJK_PROBE: [char; 3] = ['熊', '猫', '迷'];

/// Checks that `bytes` are a font egui can use for Chinese: what egui does
/// when it loads a font (parse the first face, its character map, outlines
/// and metrics), plus drawing a few Chinese characters, so a damaged or
/// non-font file is refused here instead of aborting the game in egui.
pub fn check_cjk_font(bytes: &[u8]) -> Result<(), String> {
    use skrifa::instance::{LocationRef, Size};
    use skrifa::outline::pen::NullPen;
    use skrifa::{FontRef, MetadataProvider};

    let font = FontRef::from_index(bytes, 0).map_err(|e| format!("not a font file egui can read ({e})"))?;
    let charmap = font.charmap();
    let outlines = font.outline_glyphs();
    let _ = font.metrics(Size::unscaled(), LocationRef::default());
    for c in CJK_PROBE {
        let glyph = charmap.map(c).ok_or_else(|| format!("it has no Chinese characters (no '{c}')"))?;
        let outline = outlines.get(glyph).ok_or_else(|| format!("it has no outline for '{c}'"))?;
        outline
            .draw((Size::new(16.0), LocationRef::default()), &mut NullPen)
            .map_err(|e| format!("its outline for '{c}' is damaged ({e})"))?;
    }
    Ok(())
}

/// Whether the CJK font has been looked for, and what came of it.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub enum CjkFont {
    /// Not needed yet.
    #[default]
    NotLoaded,
    /// In egui's fonts, from this file.
    Loaded(PathBuf),
    /// None was found, or none could be read or used.
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
    let (found, refused) = find_cjk_font(cjk_font_candidates());
    let Some((path, bytes)) = found else {
        *font = CjkFont::Missing;
        settings.language = Language::English;
        notices.0.push(if refused.is_empty() {
            "Chinese needs a CJK font and none was found (install fonts-wqy-microhei or fonts-noto-cjk); \
             the menus stay in English."
                .to_owned()
        } else {
            format!(
                "Chinese needs a CJK font and none found could be used ({}); the menus stay in English.",
                refused.join("; ")
            )
        });
        return Ok(());
    };
    if !refused.is_empty() {
        notices.0.push(format!(
            "A font could not be used ({}); Chinese uses {} instead.",
            refused.join("; "),
            path.display()
        ));
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A copy of `bytes` in a file of this test's own.
    fn font_file(name: &str, bytes: &[u8]) -> PathBuf {
        let path = std::env::temp_dir().join(format!("panda-maze-font-{}-{name}", std::process::id()));
        // raw-file: a test making its own font files in the temporary folder.
        std::fs::write(&path, bytes).unwrap();
        path
    }

    #[test]
    fn garbage_and_fonts_without_chinese_are_refused() {
        assert!(check_cjk_font(b"").is_err());
        assert!(check_cjk_font(b"this is not a font at all, just some text that goes on").is_err());
        // A TrueType header promising tables that are not there.
        assert!(check_cjk_font(b"\x00\x01\x00\x00\x00\x10\x00\x00\x00\x00\x00\x00").is_err());
        // egui's own Latin font is a good font, but of no use for Chinese.
        let latin = egui::FontDefinitions::default();
        let ubuntu = latin.font_data.get("Ubuntu-Light").expect("egui ships Ubuntu-Light");
        let why = check_cjk_font(&ubuntu.font).unwrap_err();
        assert!(why.contains("no Chinese"), "{why}");
    }

    #[test]
    fn a_bad_font_is_passed_over_for_the_next_and_none_usable_means_none() {
        let garbage = font_file("garbage.ttf", b"garbage, not a font");
        let missing = PathBuf::from("/nonexistent/panda-maze/font.ttc");
        let (found, refused) = find_cjk_font([missing.clone(), garbage.clone()]);
        assert!(found.is_none());
        assert_eq!(refused.len(), 1, "only files that exist are tried: {refused:?}");
        assert!(refused[0].contains(&garbage.display().to_string()), "{refused:?}");
        // With a real CJK font on the system (Debian's wqy-microhei), it is chosen after the bad one.
        let Some(real) = CJK_FONT_PATHS.iter().map(PathBuf::from).find(|p| p.is_file()) else {
            eprintln!("no system CJK font: the real-font half of this test is skipped");
            return;
        };
        // raw-file: a test reading the system's CJK font to copy it.
        let bytes = std::fs::read(&real).unwrap();
        assert_eq!(check_cjk_font(&bytes), Ok(()));
        let (found, refused) = find_cjk_font([garbage.clone(), real.clone()]);
        assert_eq!(found.map(|(p, _)| p), Some(real));
        assert_eq!(refused.len(), 1);
        // A damaged copy (cut short, as a broken download) is refused.
        let cut = font_file("cut.ttc", &bytes[..bytes.len() / 3]);
        // raw-file: a test reading back the file it just made.
        assert!(check_cjk_font(&std::fs::read(&cut).unwrap()).is_err());
        let _ = std::fs::remove_file(cut);
        let _ = std::fs::remove_file(garbage);
    }
}
