//! The languages of the menus (the words themselves are in [`crate::game::ui::i18n`]).

use serde::{Deserialize, Serialize};

/// A language of the menus.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English.
    #[default]
    #[serde(rename = "en")]
    English,
    /// Simplified Chinese.
    #[serde(rename = "zh-Hans")]
    Chinese,
}

impl Language {
    /// Every language, in menu order.
    pub const ALL: [Language; 2] = [Language::English, Language::Chinese];

    /// The language's own name for itself.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Chinese => "简体中文",
        }
    }

    /// The system's language when it is one of ours (Chinese for any `zh` locale), else English.
    pub fn from_locale(locale: Option<&str>) -> Language {
        match locale {
            Some(l) if l.to_ascii_lowercase().starts_with("zh") => Language::Chinese,
            _ => Language::English,
        }
    }

    /// Whether drawing this language needs a CJK font.
    pub fn needs_cjk_font(self) -> bool {
        self == Language::Chinese
    }
}
