//! `panda-maze`: opens the game, or works on mazes from the command line
//! (`generate`, `algorithms`, `stats`, `solve`, `solvers`, `sheet`, `draw-art`).

use std::process::ExitCode;

use clap::Parser;
use panda_maze::cli::Cli;

fn main() -> ExitCode {
    give_back_big_blocks();
    match Cli::try_parse() {
        Ok(cli) => cli.run(),
        Err(e) => {
            // clap's own words and status (2 for a usage mistake, 0 for --help);
            // a closed pipe is not worth a second message.
            let _ = e.print();
            panda_maze::cli::report_peak_memory();
            ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
        }
    }
}

/// glibc's allocator hands blocks of 128 KiB and more to the system on their
/// own pages and gives them back when freed, but after freeing one it raises
/// that bound to the block's size (up to 32 MiB), so the next maps, routes
/// and distance maps of a huge board come from its heaps and stay resident
/// after they are freed: in one `panda-maze measure` run the 4003² board,
/// after the big ones before it, peaked at 607 MiB instead of 370. The bound
/// is kept where it starts (128 KiB; at 1 MiB the peak was still 571 MiB).
fn give_back_big_blocks() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only changes a tunable of glibc's allocator; it is
    // called before any other thread exists.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 << 10);
    }
}
