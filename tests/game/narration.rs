//! The announcer, headless: what it says on a scripted walk, "where am I",
//! "what's around", the narration key, silence when narration is off, and a
//! blind run: a player who reads only the announcer's words wins a maze.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::run::announce::{Announcer, Heard};
use panda_maze::game::settings::{Narration, Settings};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::{Dir, Pos};

use crate::support::*;

/// The ways out of `p`, north first and clockwise.
fn open_ways(maze: &panda_maze::maze::Maze, p: Pos) -> Vec<Dir> {
    [Dir::Up, Dir::Right, Dir::Down, Dir::Left].into_iter().filter(|&d| maze.walk(p, d).is_some()).collect()
}

/// Everything said so far, with its kind.
fn said(app: &App) -> Vec<(Heard, String)> {
    app.world().resource::<Announcer>().log().map(|s| (s.kind, s.text.clone())).collect()
}

fn last(app: &App) -> (Heard, String) {
    said(app).pop().expect("something was said")
}

fn arrow(dir: Dir) -> KeyCode {
    match dir {
        Dir::Up => KeyCode::ArrowUp,
        Dir::Down => KeyCode::ArrowDown,
        Dir::Left => KeyCode::ArrowLeft,
        Dir::Right => KeyCode::ArrowRight,
    }
}

fn word(dir: Dir) -> &'static str {
    match dir {
        Dir::Up => "north",
        Dir::Right => "east",
        Dir::Down => "south",
        Dir::Left => "west",
    }
}

#[test]
fn a_scripted_walk_is_told_bump_by_bump_junction_by_junction_to_the_win() {
    let mut app = game(Difficulty::Easy, 11);
    settings(&mut app).narration = Narration::Full;
    app.update();
    let m = maze(&app);
    let start = panda(&mut app);
    let wall = [Dir::Up, Dir::Left, Dir::Down, Dir::Right].into_iter().find(|&d| m.walk(start, d).is_none()).unwrap();
    tap(&mut app, arrow(wall));
    assert_eq!(last(&app), (Heard::Bump, format!("Wall to the {}.", word(wall))));
    let before = said(&app).len();
    tap(&mut app, arrow(wall));
    assert_eq!(said(&app).len(), before, "the same bump again is not said twice");

    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    let mut expected = Vec::new();
    for pair in route.windows(2) {
        let to = pair[1];
        let ways = open_ways(&m, to);
        if to != m.exit && ways.len() >= 3 {
            let names: Vec<&str> = ways.iter().map(|&d| word(d)).collect();
            expected.push((Heard::Junction, format!("Junction: {} ways — {}.", ways.len(), names.join(", "))));
        }
        tap(&mut app, arrow(Dir::between(pair[0], pair[1]).unwrap()));
    }
    app.update();
    assert_eq!(screen(&app), Screen::Won);
    assert!(!expected.is_empty(), "the route passes junctions");
    let walk: Vec<(Heard, String)> =
        said(&app).into_iter().skip(before).filter(|(k, _)| matches!(k, Heard::Junction | Heard::DeadEnd)).collect();
    assert_eq!(walk, expected, "each junction with its ways in compass order, no dead end on the shortest way");
    let moves = route.len() - 1;
    assert_eq!(
        last(&app),
        (Heard::Victory, format!("You found the way out in {moves} moves! The shortest way is {moves}."))
    );
}

#[test]
fn narration_off_says_nothing_unasked_but_answers_where_am_i() {
    let mut app = game(Difficulty::Easy, 12);
    assert_eq!(app.world().resource::<Settings>().narration, Narration::Off, "off by default");
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    for pair in route.windows(2).take(6) {
        tap(&mut app, arrow(Dir::between(pair[0], pair[1]).unwrap()));
    }
    let (at, m) = (panda(&mut app), maze(&app));
    let wall = [Dir::Up, Dir::Left, Dir::Down, Dir::Right].into_iter().find(|&d| m.walk(at, d).is_none()).unwrap();
    tap(&mut app, arrow(wall));
    assert_eq!(panda(&mut app), at, "a bump");
    // (The first launch's how-to card is read out as it shows: a screen's words, not narration.)
    let unasked: Vec<_> = said(&app).into_iter().filter(|(k, _)| *k != Heard::Screen).collect();
    assert!(unasked.is_empty(), "said: {unasked:?}");

    tap(&mut app, KeyCode::KeyI);
    let (kind, text) = last(&app);
    assert_eq!(kind, Heard::Position);
    let left = route.len() - 1 - 6;
    assert!(
        text.starts_with(&format!("Column {} of {}, row {} of {}, facing ", at.x + 1, m.width(), at.y + 1, m.height())),
        "{text}"
    );
    assert!(text.contains(&format!(" {left} steps to the exit.")), "{text}");
}

#[test]
fn whats_around_lists_open_ways_and_walls_and_say_again_repeats_it() {
    let mut app = game(Difficulty::Easy, 13);
    let at: Pos = panda(&mut app);
    let open = open_ways(&maze(&app), at);
    tap(&mut app, KeyCode::KeyO);
    let (kind, text) = last(&app);
    assert_eq!(kind, Heard::Around);
    let opened: Vec<&str> = open.iter().map(|&d| word(d)).collect();
    assert!(text.starts_with(&format!("Open: {}.", opened.join(", "))), "{text}");
    tap(&mut app, KeyCode::KeyK);
    let log = app.world().resource::<Announcer>().log().cloned().collect::<Vec<_>>();
    let [.., first, again] = log.as_slice() else { panic!("two sayings") };
    assert_eq!(first.text, again.text);
    assert!(again.serial > first.serial, "a repeat is announced again");
}

#[test]
fn the_narration_key_steps_through_off_brief_full_and_says_so() {
    let mut app = game(Difficulty::Easy, 14);
    tap(&mut app, KeyCode::KeyY);
    assert_eq!(app.world().resource::<Settings>().narration, Narration::Brief);
    assert_eq!(last(&app), (Heard::Setting, "Narration brief.".to_owned()));
    let m = maze(&app);
    let start = panda(&mut app);
    let wall = [Dir::Up, Dir::Left].into_iter().find(|&d| m.walk(start, d).is_none()).unwrap();
    tap(&mut app, arrow(wall));
    assert_eq!(last(&app), (Heard::Bump, "Wall.".to_owned()), "brief words");
    tap(&mut app, KeyCode::KeyY);
    tap(&mut app, KeyCode::KeyY);
    assert_eq!(app.world().resource::<Settings>().narration, Narration::Off);
    assert_eq!(last(&app).1, "Narration off.");
}

/// The open ways in the last "what's around" answer, read from its words.
fn heard_open(text: &str) -> Vec<Dir> {
    let open = text.strip_prefix("Open: ").and_then(|t| t.split('.').next()).expect("an answer to what's around");
    [Dir::Up, Dir::Right, Dir::Down, Dir::Left]
        .into_iter()
        .filter(|&d| open.split(", ").any(|w| w == word(d)))
        .collect()
}

/// Turns right of `dir` (clockwise on screen).
fn right_of(dir: Dir) -> Dir {
    match dir {
        Dir::Up => Dir::Right,
        Dir::Right => Dir::Down,
        Dir::Down => Dir::Left,
        Dir::Left => Dir::Up,
    }
}

#[test]
fn a_blind_player_wins_from_the_announcers_words_alone() {
    // The player never looks at the maze or the screen: each turn it asks
    // "what's around", keeps its right hand on the wall, and listens for the win.
    let mut app = game(Difficulty::Easy, 15);
    settings(&mut app).narration = Narration::Brief;
    app.update();
    let mut heading = Dir::Right;
    let mut moves = 0;
    let won = loop {
        let victory = said(&app).into_iter().find(|(k, _)| *k == Heard::Victory);
        if let Some((_, text)) = victory {
            break text;
        }
        assert!(moves < 20_000, "the right hand finds the way out of a perfect maze");
        tap(&mut app, KeyCode::KeyO);
        let open = heard_open(&last(&app).1);
        let turns = [right_of(heading), heading, right_of(right_of(right_of(heading))), right_of(right_of(heading))];
        heading = turns.into_iter().find(|d| open.contains(d)).expect("a way out of every tile");
        tap(&mut app, arrow(heading));
        moves += 1;
        // A moment passes before the next question, as it does for a player.
        app.update();
    };
    let optimum = app.world().resource::<Played>().square_route().unwrap().0.len() - 1;
    assert_eq!(won, format!("You found the way out in {moves} moves! The shortest way is {optimum}."));
    println!("blind run: {moves} moves against an optimum of {optimum}");
}

#[test]
fn no_time_pressure_stops_the_clock_and_keeps_no_record() {
    use panda_maze::game::run::modes::time_limit;
    use panda_maze::game::settings::{GameMode, Records};
    let mut app = game(Difficulty::Easy, 34);
    {
        let mut s = settings(&mut app);
        s.mode = GameMode::TimeAttack;
        s.untimed = true;
    }
    send(&mut app, panda_maze::game::GameCommand::Start);
    let limit = time_limit(Some(Difficulty::Easy), 0);
    frames(&mut app, (limit.as_secs_f32() / crate::support::FRAME.as_secs_f32()) as usize + 5);
    assert_eq!(screen(&app), Screen::Playing, "the clock does not run out");
    win_by_route(&mut app);
    let records = app.world().resource::<Records>();
    assert!(records.maze.is_empty() && records.difficulty.is_empty(), "an untimed run is not held against timed ones");
}

#[cfg(unix)]
#[test]
fn the_voice_asks_a_speech_dispatcher_to_say_the_words_in_the_players_language() {
    use panda_maze::game::settings::Language;
    use panda_maze::game::view::voice::{Utterance, connect, say};
    use std::io::{BufRead, BufReader, Write};
    use std::os::unix::net::UnixListener;

    // A fake speech-dispatcher in a temporary runtime folder: it answers each
    // command as the real one does and keeps every line it was sent.
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("speechd-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("speech-dispatcher")).unwrap();
    let socket = dir.join("speech-dispatcher/speechd.sock");
    let listener = UnixListener::bind(&socket).unwrap();
    let server = std::thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        let mut out = stream.try_clone().unwrap();
        let mut heard = Vec::new();
        let mut in_data = false;
        for line in BufReader::new(stream).lines() {
            let Ok(line) = line else { break };
            let answer = if in_data {
                if line == "." {
                    in_data = false;
                    "225-7\r\n225 OK MESSAGE QUEUED\r\n"
                } else {
                    ""
                }
            } else if line.starts_with("SET self CLIENT_NAME") {
                "208 OK CLIENT NAME SET\r\n"
            } else if line.starts_with("SET self PRIORITY") {
                "202 OK PRIORITY SET\r\n"
            } else if line.starts_with("CANCEL") {
                "213 OK CANCELED\r\n"
            } else if line.starts_with("SET self LANGUAGE") {
                "201 OK LANGUAGE SET\r\n"
            } else if line.starts_with("SET self VOLUME") {
                "218 OK VOLUME SET\r\n"
            } else if line == "SPEAK" {
                in_data = true;
                "230 OK RECEIVING DATA\r\n"
            } else {
                "300 ERR UNKNOWN\r\n"
            };
            heard.push(line);
            out.write_all(answer.as_bytes()).unwrap();
        }
        heard
    });
    let mut client = connect(Some(&socket)).expect("the fake speech-dispatcher answers");
    let words = Utterance { text: "墙。".to_owned(), language: Language::Chinese, volume: 0.8 };
    say(&mut client, &words).unwrap();
    say(&mut client, &Utterance { text: "Wall.".to_owned(), language: Language::English, volume: 0.25 }).unwrap();
    drop(client);
    let heard = server.join().unwrap();
    let expected = [
        "SET self CLIENT_NAME panda-maze:game:main",
        // Orca's priority: queued with a screen reader's speech, neither cutting the other off.
        "SET self PRIORITY message",
        "CANCEL self",
        "SET self LANGUAGE zh",
        "SET self VOLUME 60",
        "SPEAK",
        "墙。",
        ".",
        "CANCEL self",
        "SET self LANGUAGE en",
        "SET self VOLUME -50",
        "SPEAK",
        "Wall.",
        ".",
    ];
    assert_eq!(heard, expected);
    assert!(connect(Some(&dir.join("nobody-here.sock"))).is_err(), "no speech-dispatcher: no voice, and no panic");
}

/// The same narration on round, hex and triangle boards, written once over
/// the board view: along the route, each junction is told with its ways
/// named by compass points, no dead end, and the win.
#[test]
fn a_walk_on_every_grid_is_told_junction_by_junction_to_the_win() {
    use panda_maze::game::Played;
    for (kind, spec) in crate::grids::specs() {
        let mut app = crate::grids::grid_game(spec);
        settings(&mut app).narration = Narration::Full;
        app.update();
        let game = app.world().resource::<Played>().grid().cloned().unwrap();
        let before = said(&app).len();
        let mut junctions = 0;
        for pair in game.route.windows(2) {
            send(&mut app, GameCommand::WalkTo(pair[1]));
            frames(&mut app, 6);
            let ways = game.links(pair[1]).len();
            if pair[1] != game.exit() && ways >= 3 {
                junctions += 1;
                let (heard, text) = last(&app);
                assert_eq!(heard, Heard::Junction, "{kind:?}: {text}");
                let named = text.split_once(" — ").expect("full narration names the ways").1;
                assert_eq!(named.trim_end_matches('.').split(", ").count(), ways, "{kind:?}: {text}");
                assert!(text.starts_with(&format!("Junction: {ways} ways — ")), "{kind:?}: {text}");
            }
        }
        app.update();
        assert_eq!(screen(&app), Screen::Won, "{kind:?}");
        let walk: Vec<(Heard, String)> = said(&app).into_iter().skip(before).collect();
        assert!(walk.iter().all(|(k, _)| *k != Heard::DeadEnd), "{kind:?}: no dead end on the shortest way");
        assert_eq!(walk.iter().filter(|(k, _)| *k == Heard::Junction).count(), junctions, "{kind:?}");
        assert_eq!(walk.last().map(|w| w.0), Some(Heard::Victory), "{kind:?}");
        assert!(junctions > 0, "{kind:?}: the route passes junctions");
    }
}

#[test]
fn a_new_maze_on_every_grid_is_named_by_its_own_grid_size_and_way_out() {
    for kind in panda_maze::game::settings::GridKind::ALL {
        let mut app = game(Difficulty::Easy, 5);
        settings(&mut app).narration = Narration::Full;
        match kind.spec(Difficulty::Easy, 11) {
            Some(spec) => send(&mut app, GameCommand::LoadGrid(spec)),
            None => send(&mut app, GameCommand::NewMap),
        }
        app.update();
        let view = board_view(&app);
        assert_eq!(view.kind(), kind);
        let size = match view.tile_maze() {
            Some(m) => format!("New maze, {} by {} tiles.", m.width(), m.height()),
            None => format!("New {} maze of {} cells.", kind.name(), view.cell_count()),
        };
        let heard: Vec<String> = said(&app).into_iter().filter(|(k, _)| *k == Heard::Maze).map(|(_, t)| t).collect();
        let whole = format!("{size} The exit is {} steps away.", view.optimal_moves());
        assert_eq!(heard.last(), Some(&whole), "{kind:?}: {heard:?}");
    }
}
