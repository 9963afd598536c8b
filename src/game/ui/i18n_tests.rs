//! The game's words: every key has both languages, and the Chinese is Chinese.

use super::*;

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
}

#[test]
fn every_key_has_words_in_every_language() {
    for language in Language::ALL {
        for &key in Text::ALL {
            assert!(!language.t(key).trim().is_empty(), "{language:?}: {key:?} is empty");
        }
    }
}

#[test]
fn chinese_is_not_left_in_english() {
    for &key in Text::ALL {
        let zh = Language::Chinese.t(key);
        assert!(zh.chars().any(is_cjk), "{key:?} has no Chinese: {zh:?}");
    }
}

#[test]
fn each_language_reads_its_own_column() {
    assert_eq!(Language::English.t(Text::Exit), "Exit");
    assert_eq!(Language::Chinese.t(Text::Exit), "退出");
}

#[test]
fn locale_picks_chinese_for_zh() {
    assert_eq!(Language::from_locale(Some("zh-CN")), Language::Chinese);
    assert_eq!(Language::from_locale(Some("zh_TW.UTF-8")), Language::Chinese);
    assert_eq!(Language::from_locale(Some("en-GB")), Language::English);
    assert_eq!(Language::from_locale(None), Language::English);
}
