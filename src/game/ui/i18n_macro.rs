//! The macro that writes the game's table of words ([`super::i18n`]): one
//! line a key, with its English and Chinese words beside it.

/// Makes `Text` (one key per line, its English words as its doc) and
/// `Text::words` (one match arm per line) from `Key => "English", "中文";`.
macro_rules! texts {
    ($($key:ident => $english:literal, $chinese:literal;)*) => {
        /// A string of the menus.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Text {
            $(#[doc = $english] $key,)*
        }

        impl Text {
            /// Every key, in table order.
            pub const ALL: &'static [Text] = &[$(Text::$key),*];

            /// The key's words in English and in Chinese.
            const fn words(self) -> (&'static str, &'static str) {
                match self {
                    $(Text::$key => ($english, $chinese),)*
                }
            }
        }
    };
}

pub(super) use texts;
