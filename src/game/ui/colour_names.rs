//! Colours in words, for a screen reader ("dark green", not "#2e6e40"): the
//! nearest of a short list of named colours, which holds every swatch the
//! keyboard steps through.

use super::i18n::Language;
use crate::game::settings::Rgb;

/// The named colours: English, Chinese, and the colour.
const NAMES: [(&str, &str, [u8; 3]); 22] = [
    ("black", "黑色", [0, 0, 0]),
    ("white", "白色", [255, 255, 255]),
    ("grey", "灰色", [128, 128, 128]),
    ("dark grey", "深灰色", [60, 60, 60]),
    ("light grey", "浅灰色", [190, 190, 190]),
    ("charcoal", "炭灰色", [40, 40, 48]),
    ("slate grey", "石板灰", [96, 104, 120]),
    ("red", "红色", [210, 40, 40]),
    ("brick red", "砖红色", [150, 40, 40]),
    ("brown", "棕色", [120, 72, 48]),
    ("orange", "橙色", [230, 140, 40]),
    ("gold", "金色", [200, 150, 40]),
    ("yellow", "黄色", [240, 220, 60]),
    ("cream", "米色", [236, 228, 200]),
    ("dark green", "深绿色", [46, 110, 64]),
    ("green", "绿色", [60, 170, 60]),
    ("pale green", "浅绿色", [220, 236, 210]),
    ("blue", "蓝色", [40, 70, 140]),
    ("navy", "藏青色", [38, 46, 64]),
    ("pale blue", "浅蓝色", [210, 225, 240]),
    ("purple", "紫色", [90, 60, 130]),
    ("pale pink", "浅粉色", [240, 215, 215]),
];

/// The name of the named colour nearest `rgb`.
pub fn colour_name(language: Language, rgb: Rgb) -> &'static str {
    let distance = |c: [u8; 3]| -> i32 { (0..3).map(|i| (i32::from(c[i]) - i32::from(rgb.0[i])).pow(2)).sum() };
    let (en, zh, _) = NAMES.iter().min_by_key(|(_, _, c)| distance(*c)).expect("named colours");
    match language {
        Language::English => en,
        Language::Chinese => zh,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::ui::nav::{FLOOR_SWATCHES, WALL_SWATCHES};

    #[test]
    fn every_swatch_has_a_name_of_its_own() {
        for swatches in [WALL_SWATCHES, FLOOR_SWATCHES] {
            let mut names: Vec<&str> = swatches.iter().map(|&c| colour_name(Language::English, c)).collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), swatches.len(), "{names:?}");
        }
        assert_eq!(colour_name(Language::English, Rgb([0x2e, 0x6e, 0x40])), "dark green");
        assert_eq!(colour_name(Language::Chinese, Rgb([250, 250, 250])), "白色");
    }
}
