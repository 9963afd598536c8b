//! Any bytes as an editor's share code and as its save file: read or
//! refused, never a panic; what is read writes back as itself (see
//! `panda_maze::maze::fuzz::edit`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| panda_maze::maze::fuzz::edit(data));
