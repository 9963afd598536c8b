//! Holds the benchmarks in `benches/`, and the timing the quick examples share.

/// The best wall-clock and on-CPU seconds of `runs` calls of `f` (on-CPU time,
/// from /proc/thread-self/schedstat, is disturbed less by other busy
/// processes; 0 where it is unknown).
pub fn best_of(runs: usize, mut f: impl FnMut()) -> (f64, f64) {
    let (mut wall, mut cpu) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..runs {
        let (t, c) = (std::time::Instant::now(), cpu_ns());
        f();
        wall = wall.min(t.elapsed().as_secs_f64());
        cpu = cpu.min((cpu_ns() - c) as f64 * 1e-9);
    }
    (wall, cpu)
}

/// Nanoseconds this thread has run on a processor (0 where that is unknown).
fn cpu_ns() -> u64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}
