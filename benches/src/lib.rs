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

/// Nanoseconds this thread has run on a processor (0 where that is unknown):
/// the thread's CPU clock, to the nanosecond (/proc/thread-self/schedstat,
/// read before, moves only at the scheduler's tick, 4 ms here).
fn cpu_ns() -> u64 {
    #[cfg(target_os = "linux")]
    {
        #[repr(C)]
        struct Timespec {
            sec: i64,
            nsec: i64,
        }
        unsafe extern "C" {
            fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
        }
        const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
        let mut t = Timespec { sec: 0, nsec: 0 };
        // SAFETY: clock_gettime writes one timespec through the pointer,
        // which points at one.
        if unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return t.sec as u64 * 1_000_000_000 + t.nsec as u64;
        }
    }
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}
