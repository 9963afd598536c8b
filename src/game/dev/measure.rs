//! `panda-maze measure` (hidden from `--help`): frame times of the headless
//! game (`MinimalPlugins` + [`GamePlugin`](crate::game::GamePlugin) + the
//! chunk drawing over asset stores of its own, manual time, no window or
//! renderer), printed as one table with the same rows and columns on every
//! run, `--quick` too, so a later change can be compared line by line.
//!
//! Each row is one board and one activity ([`measure_runs`](super::measure_runs)):
//! the median, 99th percentile and worst of its frames (the time of one
//! `App::update`; frames are paced 16 ms apart, so work on the task pool
//! spans as many frames as in the game, and heat rows run on until their
//! distance maps have come in), and the peak resident memory of the process while the row
//! ran (Linux: the peak is reset before each row through
//! `/proc/self/clear_refs`). Criterion benchmarks of the Bevy game would need
//! a bench profile, which rebuilds Bevy; this runs in whatever profile the
//! binary was built with and says which. A test checks only the table's
//! layout: speed goals never live in timed tests.

use super::measure_runs::{BoardKind, Sizes, measure_row};

/// The table's title line, before its header.
pub const TITLE: &str = "panda-maze measure: frame times of the headless game";
/// The table's header (columns are right-aligned under it).
pub const HEADER: &str = "board   size         activity      frames  median ms   p99 ms  worst ms  peak MiB";

/// One row's figures.
#[derive(Debug, Clone, PartialEq)]
pub struct RowFigures {
    /// Frames measured (0: the activity does not exist on this board).
    pub frames: usize,
    /// Median frame, ms.
    pub median: f64,
    /// 99th percentile (nearest rank), ms.
    pub p99: f64,
    /// Worst frame, ms.
    pub worst: f64,
    /// Peak resident memory while the row ran, MiB (`None`: not known here).
    pub peak_mib: Option<f64>,
}

impl RowFigures {
    /// The figures of `samples` (milliseconds); `NaN` figures when there are none.
    pub fn of(mut samples: Vec<f64>, peak_mib: Option<f64>) -> Self {
        samples.sort_by(f64::total_cmp);
        let n = samples.len();
        if n == 0 {
            return Self { frames: 0, median: f64::NAN, p99: f64::NAN, worst: f64::NAN, peak_mib };
        }
        let median = if n % 2 == 1 { samples[n / 2] } else { (samples[n / 2 - 1] + samples[n / 2]) / 2.0 };
        // Nearest rank: the smallest sample with at least 99% of them at or below it.
        let p99 = samples[(n * 99).div_ceil(100) - 1];
        Self { frames: n, median, p99, worst: samples[n - 1], peak_mib }
    }
}

/// Formats one row of the table (a figure that does not apply is `–`).
pub fn format_row(board: &str, size: &str, activity: &str, f: &RowFigures) -> String {
    let ms = |v: f64| if v.is_nan() { "–".to_owned() } else { format!("{v:.2}") };
    let peak = f.peak_mib.map_or("–".to_owned(), |m| format!("{m:.0}"));
    format!(
        "{board:<7} {size:<12} {activity:<12} {:>7} {:>10} {:>8} {:>9} {:>9}",
        f.frames,
        ms(f.median),
        ms(f.p99),
        ms(f.worst),
        peak
    )
}

/// A line of `/proc/self/status` in MiB (Linux; `None` elsewhere).
pub fn proc_status_mib(key: &str) -> Option<f64> {
    let status = crate::user_file::read_system_text("/proc/self/status")?;
    let line = status.lines().find(|l| l.starts_with(key))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// Time the host ran something else on this virtual machine's processors
/// (`steal` in `/proc/stat`, all processors together), in ms (`None`
/// where it is not known).
pub fn steal_ms() -> Option<f64> {
    let stat = crate::user_file::read_system_text("/proc/stat")?;
    let ticks: f64 = stat.lines().next()?.split_whitespace().nth(8)?.parse().ok()?;
    Some(ticks * 10.0) // USER_HZ is 100 on Linux
}

/// Starts the peak resident memory (`VmHWM`) again from what is resident
/// now; `false` where that cannot be done (then peaks are the process's).
pub fn reset_peak_memory() -> bool {
    // raw-file: a write into the kernel's own control file of this process, no user's file.
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// Runs the measurements and prints the table. `quick`: small boards and
/// few frames (checks that measuring works; its figures mean little);
/// `huge`: the board the heat map follows the panda on; `only`: just that
/// board's rows (by its name in the table).
pub fn run(quick: bool, huge: Option<(usize, usize)>, only: Option<&str>) {
    let sizes = Sizes::new(quick, huge);
    let profile = if cfg!(debug_assertions) { "dev (opt-level 1)" } else { "release" };
    let load = crate::user_file::read_system_text("/proc/loadavg")
        .and_then(|l| l.split_whitespace().next().map(str::to_owned))
        .unwrap_or_else(|| "unknown".to_owned());
    println!("{TITLE}");
    println!("profile {profile}, {} run, load {load} at the start", if quick { "quick" } else { "full" });
    println!("{HEADER}");
    let resettable = reset_peak_memory();
    let (steal_before, started) = (steal_ms(), std::time::Instant::now());
    for (board, activities) in BoardKind::rows() {
        if only.is_some_and(|name| name != board.name()) {
            continue;
        }
        for &activity in activities {
            reset_peak_memory();
            let (size, samples) = measure_row(board, activity, &sizes);
            let peak = if resettable { proc_status_mib("VmHWM") } else { None };
            println!("{}", format_row(board.name(), &size, activity.name(), &RowFigures::of(samples, peak)));
        }
    }
    if !resettable {
        println!("peak MiB: not known here (no /proc/self/clear_refs)");
    }
    // On a virtual machine the host may stop its processors for a while
    // (steal): frames then last that long whatever the game does.
    if let (Some(before), Some(after)) = (steal_before, steal_ms()) {
        let wall = started.elapsed().as_secs_f64() * 1000.0;
        println!(
            "steal: the host took {:.0} ms of processor time over the run's {wall:.0} ms (all processors together)",
            after - before
        );
    }
    let (w, h) = crate::game::model::Difficulty::Hard.size();
    ghost_size(w, h);
}

/// Prints the size in the records file of a Hard run's ghost: the route
/// walked at the held key's pace, and tapped at a step every third of a
/// second with a pause of two seconds every 50 steps (the slowest a delta
/// fits one byte is 0.31 s).
fn ghost_size(width: usize, height: usize) {
    use crate::game::settings::ghost::{Ghost, side_of};
    use crate::maze::{Dir, MazeSpec, breadth_first};
    let spec = MazeSpec::new(width, height, 1);
    let maze = spec.generate().expect("a checked size");
    // In the file: "key": "w1:...", and a comma.
    let around = spec.plain_code().len() + 7;
    let route = breadth_first(&maze).unwrap_or_default();
    let dirs: Vec<u8> = route.windows(2).filter_map(|w| Dir::between(w[0], w[1])).map(side_of).collect();
    let held = (crate::game::input::MOVE_REPEAT_SECS * 100.0).round() as u32;
    let tapped: [u32; 50] = std::array::from_fn(|i| if i == 49 { 200 } else { 33 });
    for (name, pace) in [("held", [held; 50]), ("tapped", tapped)] {
        let times = pace.iter().cycle().scan(0, |cs, &p| {
            *cs += p;
            Some(*cs)
        });
        let ghost = Ghost { steps: dirs.iter().copied().zip(times).collect() };
        let bytes = ghost.encode().len() + around;
        println!("hard_ghost_{name}: {} steps, {bytes} bytes in the file with its key", dirs.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_are_the_median_the_nearest_rank_p99_and_the_worst() {
        let f = RowFigures::of((1..=200).rev().map(f64::from).collect(), Some(12.0));
        assert_eq!((f.frames, f.median, f.p99, f.worst), (200, 100.5, 198.0, 200.0));
        let f = RowFigures::of(vec![3.0, 1.0, 2.0], None);
        assert_eq!((f.median, f.p99, f.worst), (2.0, 3.0, 3.0));
        let none = RowFigures::of(vec![], None);
        assert_eq!(none.frames, 0);
        let row = format_row("round", "20 rings", "heat", &none);
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cells, ["round", "20", "rings", "heat", "0", "–", "–", "–", "–"], "{row}");
        // Every row lines up under the header.
        let row = format_row("large", "2001x2001", "new-map", &RowFigures::of(vec![1234.5], Some(99.0)));
        assert_eq!(row.len(), HEADER.len(), "{row}\n{HEADER}");
        assert!(row.ends_with("1234.50  1234.50   1234.50        99"), "{row}");
    }
}
