//! The README's generator table from the last criterion run:
//! `table [NAME=SECONDS[+] ...]`, run after `cargo bench --bench generators`
//! with the same target directory. Each figure is criterion's median.
//! knossos runs too slow for criterion's samples at 1000×1000 cells can be
//! given by hand, as seconds timed once with `knossos_once` (a trailing `+`
//! for "did not finish within that").
use std::collections::HashMap;
use std::path::PathBuf;

use panda_maze::maze::generate::Algorithm;

fn main() {
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| PathBuf::from("target"), PathBuf::from);
    let by_hand: HashMap<String, String> = std::env::args()
        .skip(1)
        .map(|a| {
            let (name, secs) = a.split_once('=').expect("NAME=SECONDS");
            (name.to_string(), secs.to_string())
        })
        .collect();
    // Criterion's median in seconds for one function of one group.
    let median = |side: usize, who: &str, name: &str| -> Option<f64> {
        let dir = name.replace(':', "_");
        let path = target.join(format!("criterion/generate_{side}x{side}/{who}/{dir}/new/estimates.json"));
        let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
        Some(json["median"]["point_estimate"].as_f64()? * 1e-9)
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
        let mut row = format!("| {name} |");
        for side in [100, 1000] {
            let ours = median(side, "panda", &name);
            let (theirs, note) = match (median(side, "knossos", &name), by_hand.get(name.as_str())) {
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
