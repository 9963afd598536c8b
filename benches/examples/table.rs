//! The README's generator table from criterion's results:
//! `table [from=DIR ...] [NAME=SECONDS[+] ...]`, run after `cargo bench
//! --bench generators` with the same target directory. Each figure is
//! criterion's median; given several runs' `criterion` directories (copies
//! kept with `from=DIR`), it is the lowest of their medians, which is the
//! speed of the code on a host whose speed swings between runs.
//! knossos runs too slow for criterion's samples at 1000×1000 cells can be
//! given by hand, as seconds timed once with `knossos_once` (a trailing `+`
//! for "did not finish within that").
use std::collections::HashMap;
use std::path::PathBuf;

use panda_maze::maze::generate::Algorithm;

fn main() {
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| PathBuf::from("target"), PathBuf::from);
    let mut runs: Vec<PathBuf> = Vec::new();
    let mut by_hand: HashMap<String, String> = HashMap::new();
    for arg in std::env::args().skip(1) {
        let (name, value) = arg.split_once('=').expect("from=DIR or NAME=SECONDS");
        if name == "from" {
            runs.push(PathBuf::from(value));
        } else {
            by_hand.insert(name.to_string(), value.to_string());
        }
    }
    if runs.is_empty() {
        runs.push(target.join("criterion"));
    }
    // Criterion's median in seconds for one function of one group, the
    // lowest over the runs that have it.
    let median = |side: usize, who: &str, name: &str| -> Option<f64> {
        let dir = name.replace(':', "_");
        let one = |run: &PathBuf| -> Option<f64> {
            let path = run.join(format!("generate_{side}x{side}/{who}/{dir}/new/estimates.json"));
            let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
            Some(json["median"]["point_estimate"].as_f64()? * 1e-9)
        };
        runs.iter().filter_map(one).reduce(f64::min)
    };
    let show = |s: f64| {
        if s >= 100.0 {
            format!("{s:.0} s")
        } else if s >= 1.0 {
            format!("{s:.2} s")
        } else if s >= 1e-3 {
            format!("{:.1} ms", s * 1e3)
        } else {
            format!("{:.0} µs", s * 1e6)
        }
    };
    println!(
        "| algorithm | 100×100: ours | knossos | ours faster | 1000×1000: ours | ns/cell | knossos | ours faster |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for algorithm in Algorithm::ALL {
        let name = algorithm.name();
        // Both recursive divisions are set against knossos's one.
        let theirs_name = if algorithm == Algorithm::DivisionFast { "division".to_string() } else { name.clone() };
        let mut row = format!("| {name} |");
        for side in [100, 1000] {
            let ours = median(side, "panda", &name);
            let (theirs, note) = match (median(side, "knossos", &theirs_name), by_hand.get(theirs_name.as_str())) {
                (Some(t), _) => (Some(t), ""),
                (None, Some(text)) if side == 1000 => {
                    let more = text.ends_with('+');
                    (text.trim_end_matches('+').parse::<f64>().ok(), if more { "> " } else { "¹ " })
                }
                _ => (None, ""),
            };
            row += &format!(" {} |", ours.map_or("–".into(), show));
            if side == 1000 {
                row += &format!(" {} |", ours.map_or("–".into(), |s| format!("{:.0}", s * 1e9 / 1e6)));
            }
            match (ours, theirs) {
                (Some(o), Some(t)) => {
                    let (mark, at_least) = if note == "> " { ("¹", "> ") } else { (note.trim(), "") };
                    let ratio = t / o;
                    let ratio = if ratio >= 100.0 { format!("{ratio:.0}") } else { format!("{ratio:.1}") };
                    row += &format!(" {at_least}{}{mark} | {at_least}{ratio}× |", show(t))
                }
                _ => row += " – | – |",
            }
        }
        println!("{row}");
    }
}
