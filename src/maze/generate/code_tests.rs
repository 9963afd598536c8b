//! Algorithm names and maze codes: what is written reads back the same, and
//! what is mistyped is refused.

use super::*;

#[test]
fn algorithm_names_and_maze_codes_round_trip() {
    for algorithm in Algorithm::ALL {
        assert_eq!(algorithm.name().parse::<Algorithm>(), Ok(algorithm));
        assert!(!algorithm.description().is_empty());
    }
    assert_eq!("Binary-Tree:70".parse(), Ok(Algorithm::BinaryTree { north_percent: 70 }));
    assert!("maze-o-matic".parse::<Algorithm>().unwrap_err().contains("panda-maze algorithms"));
    assert!("kruskal:5".parse::<Algorithm>().unwrap_err().contains("takes no setting"));
    assert!("irregular:120".parse::<Algorithm>().unwrap_err().contains("percentage"));

    let specs = [
        MazeSpec::new(49, 55, 0),
        MazeSpec::new(91, 103, u64::MAX).with_corner(StartCorner::BottomRight),
        MazeSpec::new(21, 21, 12345).with_corner(StartCorner::Centre).with_braid(30),
        MazeSpec::new(31, 9, 7).with_algorithm(Algorithm::Irregular { density_percent: 90 }).with_braid(100),
        MazeSpec::new(5, 5, 1).with_algorithm(Algorithm::GrowingTree(GrowingTreePick::Mix(25))),
    ];
    for spec in specs {
        let code = spec.code();
        // The longest, a full u64 seed from a two-word corner, with its two check characters.
        assert!(code.len() <= 48 && !code.contains(' '), "{code}");
        assert_eq!(MazeSpec::from_code(&code), Ok(spec), "{code}");
        assert_eq!(MazeSpec::from_code(&code.to_uppercase()), Ok(spec), "codes ignore case");
    }
    assert_eq!(MazeSpec::new(49, 55, 35).plain_code(), "backtracker-49x55-z");
    assert!(MazeSpec::new(49, 55, 35).code().starts_with("backtracker-49x55.z."), "new codes end in a check");
    for bad in ["", "kruskal", "kruskal-20x21-1", "kruskal-21x21", "kruskal-21x21-sideways-1", "kruskal-21x21-!!"] {
        assert!(MazeSpec::from_code(bad).is_err(), "{bad:?} should be rejected");
    }
}
