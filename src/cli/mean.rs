//! The figures of many mazes averaged seed by seed, as `stats` prints them
//! for every kind of maze; Ctrl+C stops a run with what it has.

use super::{Failure, interrupt, output};

/// The mean of each of `rows`' figures over seeds `0..count`, printed as a
/// table under `title(seeds done, " of N, stopped by Ctrl+C" or "")`:
/// `measure(seed)` gives one maze's figures. Ctrl+C stops it with the
/// figures of the seeds done (status 130).
pub(crate) fn mean_figures<const N: usize>(
    rows: [(&str, &str); N],
    count: u64,
    mut measure: impl FnMut(u64) -> Result<[f64; N], Failure>,
    title: impl FnOnce(u64, &str) -> String,
) -> Result<(), Failure> {
    let mut sums = [0.0f64; N];
    interrupt::catch();
    let mut done = 0;
    for seed in 0..count {
        if interrupt::asked() {
            break;
        }
        let row = measure(seed)?;
        sums.iter_mut().zip(row).for_each(|(s, v)| *s += v);
        done = seed + 1;
    }
    if done == 0 {
        return Err(stopped_by_user(0, count));
    }
    let of = if done < count { format!(" of {count}, stopped by Ctrl+C") } else { String::new() };
    let mut out = title(done, &of);
    for ((name, unit), sum) in rows.into_iter().zip(sums) {
        out += &format!("  {name:<15} {:>9.2} {unit}\n", sum / done as f64);
    }
    output::print(&out)?;
    if done < count { Err(stopped_by_user(done, count)) } else { Ok(()) }
}

/// Stopped by Ctrl+C: said, with the shell's status for an interrupted command.
pub(crate) fn stopped_by_user(done: u64, count: u64) -> Failure {
    Failure { message: format!("stopped by Ctrl+C after {done} of {count} seeds"), status: 130 }
}
