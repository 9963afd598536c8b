//! Tools for developers: the scripted run of the visual test ([`script`]) and
//! `panda-maze measure` ([`measure`]).

pub mod measure;
pub mod script;
