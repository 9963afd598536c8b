//! Any bytes as a maze text: read or refused, never a panic; what is read
//! writes back as itself and solves (see `panda_maze::maze::fuzz::text`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| panda_maze::maze::fuzz::text(data));
