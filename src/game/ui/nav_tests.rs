//! The menus' logic, tested headless: cycling, steps and ranges, and the row a page opens on.

use super::*;

#[test]
fn cycling_wraps_both_ways() {
    assert_eq!(cycle(&Theme::ALL, Theme::Bamboo, -1), Theme::HighContrast);
    assert_eq!(cycle(&Theme::ALL, Theme::HighContrast, 1), Theme::Bamboo);
    assert_eq!(cycle(&WALL_SWATCHES, Rgb([1, 2, 3]), 1), WALL_SWATCHES[0]);
}

#[test]
fn volumes_and_speeds_stay_in_range() {
    let mut s = Settings { music_volume: 0.95, ..Settings::default() };
    assert!(MenuItem::MusicVolume.adjust(&mut s, 1));
    assert_eq!(s.music_volume, 1.0);
    assert!(!MenuItem::MusicVolume.adjust(&mut s, 1), "already at the top");
    for _ in 0..20 {
        MenuItem::AnimationSpeed.adjust(&mut s, -1);
    }
    assert_eq!(s.animation_speed, SPEED_STEPS[0]);
}

#[test]
fn back_from_a_page_lands_on_its_row() {
    let (mut page, mut cursor) = (MenuPage::Help, MenuCursor(0));
    open(&mut page, &mut cursor, MenuPage::Main);
    assert_eq!(MenuPage::Main.items()[cursor.0], MenuItem::Help);
}
