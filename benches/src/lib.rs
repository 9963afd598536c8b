//! Holds the benchmarks in `benches/`; nothing to use here.
