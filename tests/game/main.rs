//! The one integration-test binary (each extra one would link Bevy again):
//! headless game logic, menus and settings, the command line, and the visual test.

mod cli;
mod headless;
mod huge;
mod menus;
mod play;
mod settings;
mod visual;
