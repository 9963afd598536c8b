//! The shipped campaign plays, its figures hold, and the reader, stars and
//! progress do what the module says.

use std::collections::BTreeSet;

use super::*;

#[test]
fn the_shipped_campaign_plays_at_its_recorded_optima_and_never_gets_easier_within_a_world() {
    let campaign = Campaign::shipped();
    assert!(campaign.worlds.len() >= 7, "{} worlds", campaign.worlds.len());
    assert!(campaign.ids().count() >= 80, "{} levels", campaign.ids().count());
    let mut met = BTreeSet::new();
    for world in &campaign.worlds {
        let mut before = 0.0;
        let mut brought = BTreeSet::new();
        for (n, level) in world.levels.iter().enumerate() {
            let place = format!("{} level {} ({})", world.id, n + 1, level.code);
            if let Some(spec) = level.square() {
                let maze = spec.generate().unwrap();
                let items = spec.place_items(&maze);
                assert_eq!(items.doors.len(), usize::from(spec.items.doors), "{place}: every door asked for is there");
                assert_eq!(items.bamboo.len(), usize::from(spec.items.bamboo), "{place}");
            }
            let (difficulty, optimum) = level.measure().unwrap();
            assert_eq!(optimum, level.optimum, "{place}: the recorded optimum");
            assert!(difficulty >= before, "{place}: difficulty {difficulty} after {before}");
            before = difficulty;
            brought.extend(level.features().difference(&met).copied());
        }
        assert_eq!(brought.len(), 1, "{} brings one new thing, not {brought:?}", world.id);
        met.extend(brought);
    }
    let features = ["bamboo", "keys and doors", "bamboo gate", "fog", "clock", "loops", "far exit", "shape", "grid"];
    for feature in features.into_iter().chain(["bridges and stairs"]) {
        assert!(met.contains(feature), "some world brings {feature}");
    }
}

/// The generator's name of a level on any grid.
fn algorithm(level: &Level) -> String {
    match &level.spec {
        LevelSpec::Square(spec) => spec.algorithm.name(),
        LevelSpec::Grid(spec) => spec.algorithm.name(),
        LevelSpec::Weave(spec) => spec.algorithm.name(),
        LevelSpec::Floors(spec) => spec.algorithm.name(),
    }
}

#[test]
fn the_campaign_has_a_world_of_round_and_hex_levels() {
    let campaign = Campaign::shipped();
    let world = campaign.worlds.iter().find(|w| w.levels.iter().any(|l| l.grid().is_some())).expect("a grid world");
    assert!(world.levels.iter().all(|l| l.grid().is_some()), "{}: every level on a grid", world.id);
    let names: BTreeSet<&str> = world.levels.iter().filter_map(|l| l.grid()).map(|g| g.shape.name()).collect();
    assert!(names.contains("round") && names.contains("hex"), "round and hex levels: {names:?}");
    assert_eq!(campaign.how_to_level(campaign.worlds.iter().position(|w| w.id == world.id).unwrap()), 0);
}

#[test]
fn the_campaign_mixes_six_generators_every_shape_and_reaches_hard_sized_boards() {
    let campaign = Campaign::shipped();
    let levels: Vec<&Level> = campaign.worlds.iter().flat_map(|w| &w.levels).collect();
    let generators: BTreeSet<String> = levels.iter().map(|l| algorithm(l)).collect();
    assert!(generators.len() >= 6, "six generators or more: {generators:?}");
    for must in ["backtracker", "kruskal", "wilson", "prim", "prim-true", "hunt-and-kill", "eller"] {
        assert!(generators.contains(must), "{must} is in the campaign: {generators:?}");
    }
    let shapes: BTreeSet<&str> = levels.iter().filter_map(|l| l.square()).map(|s| s.shape.name()).collect();
    for shape in ["panda", "heart", "star", "ring"] {
        assert!(shapes.contains(shape), "a {shape} level: {shapes:?}");
    }
    let last = campaign.worlds.last().unwrap().levels.last().unwrap();
    let last_side = last.square().map(|s| s.width * s.height);
    assert!(last_side >= Some(91 * 103), "the last level is Hard-sized: {}", last.code);
    for world in &campaign.worlds {
        let mixed: BTreeSet<String> = world.levels.iter().map(algorithm).collect();
        assert!(mixed.len() >= 2, "{} mixes generators: {mixed:?}", world.id);
    }
}

#[test]
fn the_reader_names_the_place_of_every_problem() {
    let good = CAMPAIGN_JSON;
    let err = |text: &str| read_campaign(text).unwrap_err();
    assert!(err("{ \"version\": 1, ").contains("line 1"), "broken JSON says where");
    assert!(err(&good.replacen("\"optimum\"", "\"optimun\"", 1)).contains("optimun"), "a misspelt field is refused");
    assert!(err(&good.replacen("\"version\": 1", "\"version\": 2", 1)).contains("version 2"));
    let bad_code = err(&good.replacen("backtracker-11x11.x3im.v", "backtracker-11x11.x3im.w", 1));
    assert!(bad_code.contains("world 1 ('bamboo-grove'), level 2") && bad_code.contains("mistyped"), "{bad_code}");
    let bad_stars = err(&good.replacen("[0.50, 0.90]", "[0.95, 0.90]", 1));
    assert!(bad_stars.contains("level 1") && bad_stars.contains("★★"), "{bad_stars}");
    let twice = err(&good.replacen("\"misty-peaks\"", "\"bamboo-grove\"", 1));
    assert!(twice.contains("another world"), "{twice}");
    assert!(err(&good.replacen("\"stars_to_open\": 0", "\"stars_to_open\": 3", 1)).contains("open from the start"));
    assert!(err(&good.replacen("\"mode\": \"fog\"", "\"mode\": \"smoke\"", 1)).contains("smoke"));
    assert!(err(&good.replacen("{ \"clock\": 22 }", "{ \"clock\": 0 }", 1)).contains("0 seconds"));
    // Grid levels are classic, as the game plays grids; they may carry items.
    let round = "backtracker-round5.wf2p.c";
    let classic = format!("\"code\": \"{round}\", \"mode\": \"classic\"");
    let fog = err(&good.replacen(&classic, &classic.replace("classic", "fog"), 1));
    assert!(fog.contains("round-pavilion") && fog.contains("square board only"), "{fog}");
    let bamboo = crate::maze::items::ItemSpec { bamboo: 2, ..Default::default() };
    let with_items = crate::maze::generate::GridSpec::from_code(round).unwrap().with_items(bamboo).code();
    let read = read_campaign(&good.replacen(round, &with_items, 1)).unwrap();
    let grid_level = read.worlds.iter().flat_map(|w| &w.levels).find_map(Level::grid).expect("the round level");
    assert_eq!(grid_level.items, bamboo, "a grid level keeps its items");
    // Weave and floors levels are classic too, and a mistyped one says where it is.
    for code in ["backtracker-13x11.w25-v3-m.n0", "backtracker-11x11.f2t-2w.od"] {
        let classic = format!("\"code\": \"{code}\", \"mode\": \"classic\"");
        let fog = err(&good.replacen(&classic, &classic.replace("classic", "fog"), 1));
        assert!(fog.contains("bridges-and-stairs") && fog.contains("square board only"), "{fog}");
        let typo = err(&good.replacen(code, &code.replace(".w25-", ".w26-").replace(".f2t-", ".f3t-"), 1));
        assert!(typo.contains("bridges-and-stairs") && typo.contains("mistyped"), "{typo}");
    }
}

#[test]
fn the_bridges_world_teaches_crossings_then_stairs_on_small_boards_and_ends_with_the_hardest_of_each() {
    use crate::maze::floors::Stairs;
    use crate::maze::weave::WeaveGrid;
    let campaign = Campaign::shipped();
    let w = campaign.worlds.iter().position(|w| w.id == "bridges-and-stairs").expect("the bridges world");
    let world = &campaign.worlds[w];
    assert!(world.levels.len() >= 10, "{} levels", world.levels.len());
    assert_eq!(campaign.how_to_level(w), 0, "its how-to is told on its first level");
    for text in [&world.brings.en, &world.brings.zh] {
        assert!(text.contains(']') && text.contains('['), "the brings line names the stair keys: {text}");
    }
    let kinds: Vec<char> = world
        .levels
        .iter()
        .map(|l| {
            if l.weave().is_some() {
                'w'
            } else if l.floors().is_some() {
                'f'
            } else {
                '-'
            }
        })
        .collect();
    let kinds: String = kinds.into_iter().collect();
    // Crossings first, then stairs, then the hardest weave and the hardest floors.
    let (teach, finale) = kinds.split_at(kinds.len() - 2);
    assert_eq!(finale, "wf", "{kinds}");
    let stairs_from = teach.find('f').expect("stairs are taught");
    assert!(stairs_from >= 4 && teach[..stairs_from].chars().all(|k| k == 'w'), "{kinds}");
    assert!(teach[stairs_from..].chars().all(|k| k == 'f'), "{kinds}");
    // A gentle start: a small square weave; the weave chance grows, and a hex weave comes.
    let weaves: Vec<_> = world.levels.iter().filter_map(Level::weave).collect();
    let first = weaves[0];
    assert!(matches!(first.grid, WeaveGrid::Square { cols, rows } if cols * rows <= 36), "{first:?}");
    assert!(first.percent <= 30, "a few crossings first: {}", first.percent);
    assert!(weaves.windows(2).take(stairs_from - 1).all(|p| p[0].percent <= p[1].percent), "the weave grows");
    assert!(weaves.iter().any(|w| w.grid.name() == "hex"), "a hex weave");
    // Stairs: a tower of 2 floors first, then 3, on square, hex and triangle floors, then stacked.
    let floors: Vec<_> = world.levels.iter().filter_map(Level::floors).collect();
    assert_eq!((floors[0].floors, floors[0].stairs), (2, Stairs::Tower));
    let towers: Vec<_> = floors.iter().take_while(|f| f.stairs == Stairs::Tower).collect();
    assert!(towers.windows(2).all(|p| p[0].floors <= p[1].floors) && towers.iter().any(|f| f.floors == 3));
    let grids: BTreeSet<&str> = towers.iter().map(|f| f.grid.name()).collect();
    assert_eq!(grids, BTreeSet::from(["square", "hex", "triangle"]), "towers on every grid but the round");
    assert!(floors[towers.len()..].iter().all(|f| f.stairs == Stairs::Stacked), "stacked after the towers");
    // The finale: the weave of the highest chance and the longest way, the most floors and the longest climb.
    let (last_weave, last_floors) = (weaves[weaves.len() - 1], floors[floors.len() - 1]);
    assert!(weaves.iter().all(|w| w.percent <= last_weave.percent));
    assert!(floors.iter().all(|f| f.floors <= last_floors.floors));
    let levels = &world.levels;
    let longest =
        |kind: char| levels.iter().zip(kinds.chars()).filter(|&(_, k)| k == kind).map(|(l, _)| l.optimum).max();
    assert_eq!(longest('w'), Some(levels[levels.len() - 2].optimum), "the longest weave is last");
    assert_eq!(longest('f'), Some(levels[levels.len() - 1].optimum), "the longest climb is last");
    // Small enough to be fun on screen: no floor, no weave over 100 cells.
    for level in levels {
        let side = |grid: WeaveGrid| match grid {
            WeaveGrid::Square { cols, rows } => (cols * rows) as usize,
            WeaveGrid::Shape(shape) => shape.cell_count(),
        };
        let cells = level.weave().map(|w| side(w.grid)).or(level.floors().map(|f| side(f.grid))).unwrap();
        assert!(cells <= 100, "{}: {cells} cells a floor", level.code);
        assert_eq!(level.mode, LevelMode::Classic, "{}", level.code);
    }
}

fn level(optimum: usize) -> Level {
    Level {
        code: String::new(),
        spec: LevelSpec::Square(crate::maze::MazeSpec::new(9, 9, 1)),
        mode: LevelMode::Classic,
        optimum,
        two_stars: 0.6,
        three_stars: 0.95,
    }
}

#[test]
fn stars_reward_finishing_efficiency_and_a_clean_full_clear() {
    let l = level(100);
    let clean = RunOutcome { moves: 100, hints: 0, assisted: false, all_bamboo: true };
    assert_eq!(l.stars(clean), 3);
    assert_eq!(l.stars(RunOutcome { moves: 105, ..clean }), 3, "near-optimal is enough");
    assert_eq!(l.stars(RunOutcome { moves: 110, ..clean }), 2);
    assert_eq!(l.stars(RunOutcome { hints: 1, ..clean }), 2, "a hint costs the third star");
    assert_eq!(l.stars(RunOutcome { assisted: true, ..clean }), 2);
    assert_eq!(l.stars(RunOutcome { all_bamboo: false, moves: 80, ..clean }), 2, "a shoot left costs it too");
    assert_eq!(l.stars(RunOutcome { moves: 170, ..clean }), 1);
    assert_eq!(l.stars(RunOutcome { moves: 400, hints: 9, ..clean }), 1, "finishing is always a star");
}

#[test]
fn finishing_opens_the_next_level_and_stars_open_the_next_worlds() {
    let campaign = Campaign::shipped();
    let mut progress = CampaignProgress::default();
    let first = LevelId::default();
    let second = LevelId { world: 0, level: 1 };
    assert!(progress.level_open(&campaign, first) && !progress.level_open(&campaign, second));
    assert!(!progress.world_open(&campaign, 1));
    assert_eq!(progress.resume_at(&campaign), first);
    assert!(progress.record(&campaign, first, 1, 40));
    assert!(progress.level_open(&campaign, second));
    assert_eq!(progress.resume_at(&campaign), second);
    assert!(progress.record(&campaign, first, 3, 50), "more stars is better even in more moves");
    assert_eq!(progress.best(&campaign, first), Some(LevelBest { stars: 3, moves: 40 }));
    assert!(!progress.record(&campaign, first, 2, 45), "nothing beaten");
    // Three stars on every level of the first world open the second.
    let need = campaign.worlds[1].stars_to_open;
    for level in 0..campaign.worlds[0].levels.len() {
        progress.record(&campaign, LevelId { world: 0, level }, 3, 10);
    }
    assert!(progress.total_stars(&campaign) >= need && progress.world_open(&campaign, 1));
    assert_eq!(progress.world_stars(&campaign, 0), 3 * campaign.worlds[0].levels.len() as u32);
    assert_eq!(progress.resume_at(&campaign), LevelId { world: 1, level: 0 });
    assert_eq!(
        campaign.next(LevelId { world: 0, level: campaign.worlds[0].levels.len() - 1 }),
        Some(LevelId { world: 1, level: 0 })
    );
    let last = campaign.ids().last().unwrap();
    assert_eq!(campaign.next(last), None);
    assert_eq!(campaign.key(second), "bamboo-grove/2");
    // Kept as JSON, read back the same; keys of levels no longer there survive.
    progress.levels.insert("lost-world/1".into(), LevelBest { stars: 2, moves: 9 });
    let text = serde_json::to_string(&progress).unwrap();
    assert_eq!(serde_json::from_str::<CampaignProgress>(&text).unwrap(), progress);
    // A file from before endless mode reads with none cleared.
    let old: CampaignProgress = serde_json::from_str(r#"{"levels":{"bamboo-grove/1":{"stars":2,"moves":9}}}"#).unwrap();
    assert_eq!((old.endless, old.levels.len()), (0, 1));
}

#[test]
fn a_file_cannot_give_more_stars_than_a_level_has() {
    let campaign = Campaign::shipped();
    let text = r#"{"levels":{"bamboo-grove/1":{"stars":200,"moves":9}},"endless":4294967295}"#;
    let progress: CampaignProgress = serde_json::from_str(text).unwrap();
    assert_eq!(progress.levels["bamboo-grove/1"].stars, 3);
    assert_eq!(progress.total_stars(&campaign), 3, "not ★ 200");
    assert!(!progress.world_open(&campaign, campaign.worlds.len() - 1), "200 stars would open every world");
    assert_eq!(progress.endless, u32::MAX, "the count is kept; the game counts on from it without overflow");
}

#[test]
fn three_star_moves_are_the_most_moves_that_still_earn_three_stars() {
    let campaign = Campaign::shipped();
    for level in campaign.worlds.iter().flat_map(|w| &w.levels) {
        let most = level.three_star_moves();
        let run = |moves| RunOutcome { moves, hints: 0, assisted: false, all_bamboo: true };
        assert_eq!(level.stars(run(most)), 3, "{}: {most} moves earn three stars", level.code);
        assert!(level.stars(run(most + 1)) < 3, "{}: {} moves do not", level.code, most + 1);
        assert!(most as usize >= level.optimum, "{}", level.code);
    }
}

#[test]
fn endless_mode_starts_where_the_campaign_ends() {
    let campaign = Campaign::shipped();
    let last = campaign.worlds.last().unwrap().levels.last().unwrap();
    let first = endless_level(0);
    let (first_spec, last_spec) = (first.square().unwrap(), last.square().unwrap());
    assert!(first_spec.width >= last_spec.width, "{} after {}", first.code, last.code);
    assert!(first_spec.items.doors >= last_spec.items.doors, "{} after {}", first.code, last.code);
    let scores: Vec<f64> = campaign.worlds.last().unwrap().levels.iter().map(|l| l.measure().unwrap().0).collect();
    let median = scores[scores.len() / 2];
    assert!(
        endless_target(0) >= median,
        "the floor starts at the last world's middle: {} against {median}",
        endless_target(0)
    );
}
