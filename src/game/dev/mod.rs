//! Tools for developers: the scripted run of the visual test ([`script`], its
//! window sizes in [`fit`]) and
//! `panda-maze measure` ([`measure`]).

pub mod fit;
pub mod grid_shot;
pub mod measure;
pub mod measure_runs;
pub mod script;
