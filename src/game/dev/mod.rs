//! Tools for developers: the scripted run of the visual test ([`script`], its
//! window sizes in [`fit`]), `panda-maze measure` ([`measure`]) and the
//! launch-to-first-frame figure ([`first_frame`]) and the real window's
//! frame times ([`frame_log`]).

pub mod first_frame;
pub mod fit;
pub mod frame_log;
pub mod grid_shot;
pub mod measure;
pub mod measure_boards;
pub mod measure_runs;
pub mod script;
