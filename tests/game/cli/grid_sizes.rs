//! Grid sizes past what the arithmetic held (issue 57): every command refuses
//! them with a message, or makes the thin boards within the limit in
//! memory bounded by their cells, as the kernel counts it. Each panicked
//! (exit 101) or asked for gigabytes on main at 8d91acd.

use super::{Measured, scratch, wait_measured};

/// The most a refused size may take, in MiB: the binary alone (it links Bevy) starts at about 40.
const REFUSED_PEAK_MIB: f64 = 64.0;
/// The most `stats` or `solve` may take on a thin board of a million cells, in MiB (2x65532 took 8 GB).
/// (Pictures of them, `generate` and `sheet`, are bounded by issue 54's work.)
const THIN_PEAK_MIB: f64 = 300.0;

fn measured(args: &[&str]) -> Measured {
    let child = super::spawn_reporting_memory(args);
    wait_measured(child)
}

#[test]
fn sizes_that_overflowed_are_refused_by_every_command() {
    let sheet = scratch("cli-grid-sizes").join("sheet.svg");
    let measured = |args: &[&str]| {
        let mut args = args.to_vec();
        if args[0] == "sheet" {
            args.extend(["-o", sheet.to_str().unwrap()]);
        }
        measured(&args)
    };
    for command in ["generate", "solve", "stats", "sheet"] {
        for rings in ["2479700525", "4294967295"] {
            let m = measured(&[command, "--grid", "hex", "--outline", "big", "--rings", rings]);
            assert_eq!(m.status.code(), Some(2), "{command} --rings {rings}: {}", m.stderr);
            assert!(m.stderr.contains("too many"), "{command} --rings {rings}: {}", m.stderr);
            assert!(m.peak_mib < REFUSED_PEAK_MIB, "{command} --rings {rings}: {:.0} MiB", m.peak_mib);
        }
        // `stats` averages over seeds: it takes no code.
        for code in ["backtracker-hex2479700525.1.f", "backtracker-hex4294967295.1.z"]
            .into_iter()
            .filter(|_| command != "stats")
        {
            let m = measured(&[command, "--code", code]);
            assert_eq!(m.status.code(), Some(2), "{command} --code {code}: {}", m.stderr);
            assert!(m.stderr.contains("too many"), "{command} --code {code}: {}", m.stderr);
            assert!(m.peak_mib < REFUSED_PEAK_MIB, "{command} --code {code}: {:.0} MiB", m.peak_mib);
        }
    }
    assert!(!sheet.exists(), "a refused sheet writes nothing");
}

#[test]
fn thin_boards_within_the_limit_are_made_in_memory_bounded_by_their_cells() {
    for args in [
        &["stats", "--grid", "hex", "--size", "2x524288", "--count", "1"][..],
        &["stats", "--grid", "hex", "--size", "10x65126", "--count", "1"],
        &["stats", "--grid", "triangle", "--size", "524288x2", "--count", "1"],
        &["solve", "--code", "backtracker-hex20x52428.1.d"],
        &["solve", "--code", "backtracker-hex2x65533.1.h"],
        &["solve", "--code", "backtracker-hex2x65532.1.p"],
    ] {
        let m = measured(args);
        assert!(m.status.success(), "{args:?}: {}", m.stderr);
        println!("{args:?}: peak {:.0} MiB in {:.1} s", m.peak_mib, m.seconds);
        assert!(m.peak_mib < THIN_PEAK_MIB, "{args:?}: {:.0} MiB at its peak", m.peak_mib);
    }
}
