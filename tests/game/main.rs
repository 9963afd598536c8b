//! The one integration-test binary (each extra one would link Bevy again):
//! headless game logic, the command line, and the visual test.

mod cli;
mod headless;
mod visual;
