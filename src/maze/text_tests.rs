//! Reading and writing mazes as text: both forms round-trip, markers move
//! the entrance and exit, and malformed text says where and what.

use super::text::{self, ParseErrorKind, TextFormat};
use super::*;

#[test]
fn text_round_trips_in_both_forms() {
    for seed in 0..20 {
        let maze = MazeSpec::new(21, 15, seed).generate().unwrap();
        let zero_one = text::write(&maze, TextFormat::ZeroOne);
        assert!(zero_one.lines().all(|l| l.split(' ').all(|d| d == "0" || d == "1")));
        assert_eq!(text::parse(&zero_one).unwrap(), maze);
        let hash = text::write(&maze, TextFormat::Hash);
        assert_eq!(text::parse(&hash).unwrap(), maze);
        assert_eq!(text::parse_as(&hash.replace('\n', "\r\n"), TextFormat::Hash).unwrap(), maze);
    }
}

#[test]
fn hash_markers_move_entrance_and_exit() {
    let maze = text::parse("#####\n#..E#\n###.#\n#S..#\n#####\n").unwrap();
    assert_eq!(maze.entrance, Pos::new(1, 3));
    assert_eq!(maze.exit, Pos::new(3, 1));
    assert_eq!(astar(&maze).unwrap().len(), 5);
}

fn parse_err(s: &str) -> text::ParseError {
    text::parse(s).expect_err("should be rejected")
}

#[test]
fn malformed_text_says_where_and_what() {
    let e = parse_err("");
    assert_eq!(e.kind, ParseErrorKind::Empty);
    let e = parse_err("\n  \n");
    assert_eq!(e.kind, ParseErrorKind::Empty);

    let e = parse_err("0 0 0 0 0\n0 1 1 1 0\n0 1 0\n0 1 1 1 0\n0 0 0 0 0\n");
    assert_eq!((e.line, e.kind.clone()), (3, ParseErrorKind::RaggedRow { expected: 5, found: 3 }));
    assert!(e.to_string().starts_with("line 3: row has 3 tiles"), "{e}");

    let e = parse_err("0 0 0 0 0\n0 1 1 1 0\n0 1 2 1 0\n0 1 1 1 0\n0 0 0 0 0\n");
    assert_eq!((e.line, e.column, e.kind.clone()), (3, 5, ParseErrorKind::BadChar('2')));
    assert_eq!(e.to_string(), "line 3, column 5: unexpected character '2'");

    let e = parse_err("#####\n#.x.#\n#####\n#...#\n#####\n");
    assert_eq!((e.line, e.column, e.kind.clone()), (2, 3, ParseErrorKind::BadChar('x')));

    let e = parse_err("######\n#....#\n#....#\n#....#\n######\n");
    assert!(matches!(e.kind, ParseErrorKind::Size(SizeError::Even { width: 6, height: 5 })), "{e}");
    assert!(e.to_string().contains("odd"), "{e}");

    let e = parse_err("#.#\n");
    assert!(matches!(e.kind, ParseErrorKind::Size(SizeError::TooSmall { .. })), "{e}");
    // The smallest maze: one cell, which is entrance and exit at once.
    let one = text::parse("###\n#.#\n###\n").unwrap();
    assert_eq!((one.entrance, one.exit), (Pos::new(1, 1), Pos::new(1, 1)));

    let e = parse_err("#####\n###.#\n#...#\n#...#\n#####\n");
    assert_eq!(e.kind, ParseErrorKind::NoFloor { what: "entrance", at: Pos::new(1, 1) });
    assert!(e.to_string().contains("entrance at (1, 1) is a wall"), "{e}");

    let e = parse_err("0 0 0 0 0\n0 1 1 1 0\n0 1 1 1 0\n0 1 1 0 0\n0 0 0 0 0\n");
    assert_eq!((e.line, e.kind.clone()), (4, ParseErrorKind::NoFloor { what: "exit", at: Pos::new(3, 3) }));

    let e = parse_err("#####\n#S.S#\n#...#\n#..E#\n#####\n");
    assert_eq!((e.line, e.column, e.kind.clone()), (2, 4, ParseErrorKind::DuplicateMarker('S')));
}

#[test]
fn parsing_arbitrary_bytes_never_panics() {
    // A cheap fuzz: every short string over the alphabet that matters.
    let alphabet = ['0', '1', ' ', '\n', '#', '.', 'S', 'E', 'x', '\r'];
    let mut state = 0x9E37_79B9_7F4A_7C15_u64;
    for _ in 0..20_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let len = (state % 60) as usize;
        let s: String = (0..len).map(|i| alphabet[((state >> (i % 58)) % 10) as usize]).collect();
        let _ = text::parse(&s);
    }
}
