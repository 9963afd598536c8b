//! Any text as a maze code: read or refused, never a panic; what is read
//! names a maze its codes read back as (see `panda_maze::maze::fuzz::code`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| panda_maze::maze::fuzz::code(data));
