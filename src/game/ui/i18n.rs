//! The game's words in English and 简体中文: one table per language, every
//! string of the menus looked up by a [`Text`] key.
//!
//! The tables list their keys in [`Text::ALL`] order; a test checks that each
//! language has every key, in place, and that no Chinese entry is left in
//! English. A key missing at run time falls back to English.

pub use crate::game::settings::Language;
use crate::maze::StartCorner;
use crate::maze::generate::{Algorithm, GrowingTreePick};
use crate::maze::solve::Solver;

impl Language {
    fn table(self) -> &'static [(Text, &'static str)] {
        match self {
            Language::English => ENGLISH,
            Language::Chinese => CHINESE,
        }
    }

    /// The words for `text` in this language.
    pub fn t(self, text: Text) -> &'static str {
        lookup(self.table(), text).or_else(|| lookup(ENGLISH, text)).unwrap_or("?")
    }
}

/// What a maze algorithm does, in `language` (English from the core's own description).
pub fn algorithm_description(language: Language, algorithm: Algorithm) -> &'static str {
    if language == Language::English {
        return algorithm.description();
    }
    match algorithm {
        Algorithm::Backtracker => "深度优先回溯：长而曲折的通道，死胡同少（约 10%）",
        Algorithm::RestartFromVisited => "走投无路时从随机一个走过的格子重新开始：很多中等长度的分支",
        Algorithm::BinaryTree { .. } => "每个格子向北或向东打通（:P = 向北的百分比）：顶行和右列是通路",
        Algorithm::Sidewinder => "向东的一段段通道，每段向北开一个口：顶行是通路，竖向纹理",
        Algorithm::AldousBroder => "随机游走：在所有完美迷宫中均匀抽取，完成得慢",
        Algorithm::Wilson => "擦除回路的随机游走：在所有完美迷宫中均匀抽取",
        Algorithm::HuntAndKill => "随机游走，走投无路时搜寻新的起点：长通道",
        Algorithm::GrowingTree(GrowingTreePick::Newest) => "生长树，取最新的格子：像回溯法",
        Algorithm::GrowingTree(GrowingTreePick::Random) => "生长树，随机取格子：短分支，像 Prim",
        Algorithm::GrowingTree(GrowingTreePick::Oldest) => "生长树，取最早的格子：长直通道",
        Algorithm::GrowingTree(GrowingTreePick::Mix(_)) => "生长树，P% 的时候取最新的，否则随机（:P）",
        Algorithm::Kruskal => "随机拆掉连接不同区域的墙：很多短死胡同",
        Algorithm::PrimSimplified => "简化 Prim，从随机的边界格子生长：放射状，短分支",
        Algorithm::PrimTrue => "真正的 Prim，随机墙权重上的最小生成树",
        Algorithm::Eller => "逐行生成，合并格子集合：纹理均匀，一次一行",
        Algorithm::RecursiveDivision => "用留一个缺口的墙分割房间：长直墙，方方正正",
        Algorithm::Irregular { .. } => "散布的墙被穿过路点的随机路径切开（:P = 墙的百分比）：有环路",
    }
}

/// What a solver does, in `language` (English from the core's own description).
pub fn solver_description(language: Language, solver: Solver) -> &'static str {
    if language == Language::English {
        return solver.description();
    }
    match solver {
        Solver::AStar => "A*：先展开最有希望的格子（已走步数 + 剩余距离）；最短路线",
        Solver::Backtracking => "回溯（深度优先）：一直走到走不通，再退回并把死胡同标记出来；任意路线",
        Solver::BreadthFirst => "广度优先：一步一步向外扩散；最短路线",
        Solver::DeadEndFilling => "死胡同填充：填掉所有死胡同，只剩下通路；最短路线",
        Solver::WallFollowerLeft => "左手扶墙：左手始终贴着墙走；出口在孤岛上时会迷路",
        Solver::WallFollowerRight => "右手扶墙：右手始终贴着墙走；出口在孤岛上时会迷路",
        Solver::Tremaux => "Trémaux：标记走过的通道，同一通道最多走两次；任意路线",
    }
}

/// A start corner's name in `language`.
pub fn corner_name(language: Language, corner: StartCorner) -> &'static str {
    language.t(match corner {
        StartCorner::TopLeft => Text::CornerTopLeft,
        StartCorner::TopRight => Text::CornerTopRight,
        StartCorner::BottomRight => Text::CornerBottomRight,
        StartCorner::Centre => Text::CornerCentre,
        StartCorner::Random => Text::CornerRandom,
    })
}

fn lookup(table: &'static [(Text, &'static str)], text: Text) -> Option<&'static str> {
    let at = text as usize;
    match table.get(at) {
        Some((key, words)) if *key == text => Some(words),
        _ => table.iter().find(|(key, _)| *key == text).map(|(_, words)| *words),
    }
}

macro_rules! keys {
    ($($key:ident),* $(,)?) => {
        /// A string of the menus.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum Text { $($key),* }

        impl Text {
            /// Every key, in table order.
            pub const ALL: &'static [Text] = &[$(Text::$key),*];
        }
    };
}

keys![
    GameTitle,
    Play,
    Continue,
    Settings,
    Help,
    About,
    Exit,
    Back,
    MenuButton,
    Start,
    Restart,
    NewMap,
    ShowPath,
    HidePath,
    Difficulty,
    Easy,
    Medium,
    Hard,
    Maze,
    Algorithm,
    StartCorner,
    CornerTopLeft,
    CornerTopRight,
    CornerBottomRight,
    CornerCentre,
    CornerRandom,
    SliderWalls,
    SliderNorth,
    SliderNewest,
    SliderBraid,
    WatchBuilt,
    StepsPerSec,
    Building,
    SkipSpace,
    MazeCode,
    TypeCode,
    Load,
    Time,
    Moves,
    Shortest,
    Score,
    ScoreHint,
    DeadEnds,
    KeysHint,
    VictoryTitle,
    OptimalMoves,
    PlayAgain,
    Theme,
    ThemeBamboo,
    ThemeNight,
    ThemeHighContrast,
    WallColour,
    BackgroundColour,
    ResetColours,
    Music,
    MusicVolume,
    Effects,
    EffectsVolume,
    AnimationSpeed,
    ReducedMotion,
    Language,
    On,
    Off,
    Ok,
    Notice,
    MenuKeysHint,
    HelpControlsTitle,
    HelpControls,
    HelpMazesTitle,
    HelpMazes,
    HelpDifficultyTitle,
    HelpDifficulty,
    HelpSolvingTitle,
    HelpSolving,
    AboutText,
    Credits,
    CreditsText,
    Version,
    Solve,
    Solver,
    Rival,
    ShowSearch,
    Race,
    Pause,
    Resume,
    StepOnce,
    Finish,
    ClearSearch,
    SearchSpeed,
    Visited,
    RouteTiles,
    SolveTime,
    Lost,
    NoWay,
    HintButton,
    WalkOut,
    Hints,
    Undos,
    Efficiency,
    HelpSolversTitle,
    HelpSolvers,
    Mode,
    ModeClassic,
    ModeTimeAttack,
    ModeFog,
    DailyButton,
    PeekButton,
    PeeksLeft,
    TimeLeft,
    TimeUpTitle,
    TimeUpText,
    Records,
    BestTime,
    BestEfficiency,
    NewRecord,
    ReplayButton,
    NoRecords,
    ThisMaze,
    Today,
    ByDifficulty,
    RecentMazes,
    HelpModesTitle,
    HelpModes,
    CustomSize,
    MakeButton,
    CustomSizeHint,
    ChunkedNote,
    FogTooBig,
];

/// English.
pub const ENGLISH: &[(Text, &str)] = &[
    (Text::GameTitle, "Panda Maze"),
    (Text::Play, "Play"),
    (Text::Continue, "Continue"),
    (Text::Settings, "Settings"),
    (Text::Help, "Help"),
    (Text::About, "About"),
    (Text::Exit, "Exit"),
    (Text::Back, "Back"),
    (Text::MenuButton, "Menu (Esc)"),
    (Text::Start, "Start"),
    (Text::Restart, "Restart"),
    (Text::NewMap, "New map"),
    (Text::ShowPath, "Show path"),
    (Text::HidePath, "Hide path"),
    (Text::Difficulty, "Difficulty"),
    (Text::Easy, "Easy"),
    (Text::Medium, "Medium"),
    (Text::Hard, "Hard"),
    (Text::Maze, "Maze"),
    (Text::Algorithm, "Algorithm"),
    (Text::StartCorner, "Start corner"),
    (Text::CornerTopLeft, "top left"),
    (Text::CornerTopRight, "top right"),
    (Text::CornerBottomRight, "bottom right"),
    (Text::CornerCentre, "centre"),
    (Text::CornerRandom, "random"),
    (Text::SliderWalls, "walls"),
    (Text::SliderNorth, "north"),
    (Text::SliderNewest, "newest"),
    (Text::SliderBraid, "braid"),
    (Text::WatchBuilt, "Watch it being built"),
    (Text::StepsPerSec, "steps/s"),
    (Text::Building, "building…"),
    (Text::SkipSpace, "Skip (Space)"),
    (Text::MazeCode, "Maze code"),
    (Text::TypeCode, "type a code"),
    (Text::Load, "Load"),
    (Text::Time, "Time"),
    (Text::Moves, "Moves"),
    (Text::Shortest, "Shortest"),
    (Text::Score, "Score"),
    (Text::ScoreHint, "difficulty from route length, turns, junctions and dead ends"),
    (Text::DeadEnds, "Dead ends"),
    (Text::KeysHint, "Arrows/WASD move · N new map · R restart\nP path · 1 2 3 difficulty · Space skip · Esc menu"),
    (Text::VictoryTitle, "You found the way out!"),
    (Text::OptimalMoves, "Optimal moves"),
    (Text::PlayAgain, "Play again"),
    (Text::Theme, "Theme"),
    (Text::ThemeBamboo, "Bamboo"),
    (Text::ThemeNight, "Night"),
    (Text::ThemeHighContrast, "High contrast (colour-blind safe)"),
    (Text::WallColour, "Wall colour"),
    (Text::BackgroundColour, "Background colour"),
    (Text::ResetColours, "Reset colours"),
    (Text::Music, "Music"),
    (Text::MusicVolume, "Music volume"),
    (Text::Effects, "Sound effects"),
    (Text::EffectsVolume, "Effects volume"),
    (Text::AnimationSpeed, "Animation speed"),
    (Text::ReducedMotion, "Reduced motion"),
    (Text::Language, "Language"),
    (Text::On, "on"),
    (Text::Off, "off"),
    (Text::Ok, "OK"),
    (Text::Notice, "Notice"),
    (Text::MenuKeysHint, "Up/Down choose · Left/Right change · Enter select · Esc back"),
    (Text::HelpControlsTitle, "Controls"),
    (
        Text::HelpControls,
        "Arrow keys or WASD walk the panda; hold a key to keep walking.\n\
         N: new map · R: restart · P: show or hide the way out\n\
         1 2 3: easy, medium, hard · Space: skip the building animation\n\
         + and - (or the mouse wheel) zoom on a maze too big to fit; a minimap shows all of it.\n\
         Esc: open or close the menu; in menus Up/Down choose, Left/Right change, Enter selects.",
    ),
    (Text::HelpMazesTitle, "How the mazes are made"),
    (
        Text::HelpMazes,
        "Every maze grows from a seed, so the same maze code always gives the same maze. \
         Pick an algorithm in the Maze section of the panel; each has its own character:",
    ),
    (Text::HelpDifficultyTitle, "Difficulty"),
    (
        Text::HelpDifficulty,
        "Easy is 21×21 tiles, medium 49×55, hard 91×103. The score (1–10) beside each map \
         weighs how long the way out is, how often it turns, how many side passages branch \
         off it and how many dead ends there are. Braiding opens dead ends into loops.",
    ),
    (Text::HelpSolvingTitle, "Finding the way"),
    (
        Text::HelpSolving,
        "Show path draws the shortest way out, found with A* (a best-first search guided by \
         the distance to the exit). Your moves are compared with it when you win.",
    ),
    (
        Text::AboutText,
        "Panda Maze (熊猫走迷宫) is a maze game and maze toolkit written in Rust with Bevy and egui. \
         A panda walks randomly generated mazes and leaves footprints; the game can show the way out.",
    ),
    (Text::Credits, "Credits"),
    (
        Text::CreditsText,
        "Made by the Panda Maze developers. All pictures and music are drawn and synthesized by \
         the game's own code. Maze algorithms after Jamis Buck's \"Mazes for Programmers\". \
         Built with Bevy, bevy_egui, egui, rand, pathfinding and serde.",
    ),
    (Text::Version, "Version"),
    (Text::Solve, "Solve"),
    (Text::Solver, "Solver"),
    (Text::Rival, "Rival"),
    (Text::ShowSearch, "Watch search (F)"),
    (Text::Race, "Race (B)"),
    (Text::Pause, "Pause (Space)"),
    (Text::Resume, "Resume (Space)"),
    (Text::StepOnce, "Step (.)"),
    (Text::Finish, "Finish (End)"),
    (Text::ClearSearch, "Clear (C)"),
    (Text::SearchSpeed, "steps/s"),
    (Text::Visited, "visited"),
    (Text::RouteTiles, "route"),
    (Text::SolveTime, "solve time"),
    (Text::Lost, "lost (loops)"),
    (Text::NoWay, "no way out"),
    (Text::HintButton, "Hint (H)"),
    (Text::WalkOut, "Walk out (G)"),
    (Text::Hints, "Hints"),
    (Text::Undos, "Undos"),
    (Text::Efficiency, "Efficiency"),
    (Text::HelpSolversTitle, "Solvers"),
    (
        Text::HelpSolvers,
        "Choose a solver in the Solve section and watch it work: tiles it has been to are coloured, dead ends greyed, the white square is where it is now; then its route is drawn. A race runs two solvers on the same maze, one on each half of the tiles.",
    ),
    (Text::Mode, "Mode"),
    (Text::ModeClassic, "Classic"),
    (Text::ModeTimeAttack, "Time attack"),
    (Text::ModeFog, "Fog"),
    (Text::DailyButton, "Daily maze"),
    (Text::PeekButton, "Peek (M)"),
    (Text::PeeksLeft, "left"),
    (Text::TimeLeft, "Time left"),
    (Text::TimeUpTitle, "Time's up!"),
    (Text::TimeUpText, "The clock ran out before the panda found the exit."),
    (Text::Records, "Records"),
    (Text::BestTime, "best time"),
    (Text::BestEfficiency, "best efficiency"),
    (Text::NewRecord, "new record!"),
    (Text::ReplayButton, "GenerationReplay (V)"),
    (Text::NoRecords, "No records yet: win a maze to set one."),
    (Text::ThisMaze, "This maze"),
    (Text::Today, "Today's maze"),
    (Text::ByDifficulty, "By difficulty"),
    (Text::RecentMazes, "Mazes"),
    (Text::HelpModesTitle, "Modes and records"),
    (
        Text::HelpModes,
        "Classic: walk to the exit. Time attack: beat the clock (25 s easy, 70 s medium, 180 s hard). Fog: only what the panda has seen is drawn; M peeks at the whole map (3 times a maze). U undoes a step, Shift+arrow runs to the next junction, a click walks the panda to a tile, H shows the next steps, G walks out, V replays a won run. Best time and efficiency are kept per difficulty, per maze and per daily maze.",
    ),
    (Text::CustomSize, "Custom size (cells)"),
    (Text::MakeButton, "Make"),
    (
        Text::CustomSizeHint,
        "A new maze of this many cells across and down (2 to 2001). Big ones are shown up close: zoom with + and - or the wheel.",
    ),
    (Text::ChunkedNote, "Drawn in chunks; watching the build is off at this size."),
    (Text::FogTooBig, "Fog covers boards up to 201×201 tiles; this one is drawn in chunks without it."),
];

/// 简体中文.
pub const CHINESE: &[(Text, &str)] = &[
    (Text::GameTitle, "熊猫走迷宫"),
    (Text::Play, "开始游戏"),
    (Text::Continue, "继续"),
    (Text::Settings, "设置"),
    (Text::Help, "帮助"),
    (Text::About, "关于"),
    (Text::Exit, "退出"),
    (Text::Back, "返回"),
    (Text::MenuButton, "菜单 (Esc)"),
    (Text::Start, "开始"),
    (Text::Restart, "重新开始"),
    (Text::NewMap, "新地图"),
    (Text::ShowPath, "显示路径"),
    (Text::HidePath, "隐藏路径"),
    (Text::Difficulty, "难度"),
    (Text::Easy, "简单"),
    (Text::Medium, "中等"),
    (Text::Hard, "困难"),
    (Text::Maze, "迷宫"),
    (Text::Algorithm, "算法"),
    (Text::StartCorner, "起始角"),
    (Text::CornerTopLeft, "左上"),
    (Text::CornerTopRight, "右上"),
    (Text::CornerBottomRight, "右下"),
    (Text::CornerCentre, "中心"),
    (Text::CornerRandom, "随机"),
    (Text::SliderWalls, "墙密度"),
    (Text::SliderNorth, "向北"),
    (Text::SliderNewest, "最新"),
    (Text::SliderBraid, "编织"),
    (Text::WatchBuilt, "观看生成过程"),
    (Text::StepsPerSec, "步/秒"),
    (Text::Building, "生成中…"),
    (Text::SkipSpace, "跳过 (空格)"),
    (Text::MazeCode, "迷宫代码"),
    (Text::TypeCode, "输入代码"),
    (Text::Load, "载入"),
    (Text::Time, "时间"),
    (Text::Moves, "步数"),
    (Text::Shortest, "最短"),
    (Text::Score, "评分"),
    (Text::ScoreHint, "难度由路线长度、转弯、岔路和死胡同算出"),
    (Text::DeadEnds, "死胡同"),
    (Text::KeysHint, "方向键/WASD 移动 · N 新地图 · R 重来\nP 路径 · 1 2 3 难度 · 空格 跳过 · Esc 菜单"),
    (Text::VictoryTitle, "你找到出口了！"),
    (Text::OptimalMoves, "最少步数"),
    (Text::PlayAgain, "再玩一次"),
    (Text::Theme, "主题"),
    (Text::ThemeBamboo, "竹林"),
    (Text::ThemeNight, "夜晚"),
    (Text::ThemeHighContrast, "高对比度（色盲友好）"),
    (Text::WallColour, "墙壁颜色"),
    (Text::BackgroundColour, "背景颜色"),
    (Text::ResetColours, "恢复默认颜色"),
    (Text::Music, "音乐"),
    (Text::MusicVolume, "音乐音量"),
    (Text::Effects, "音效"),
    (Text::EffectsVolume, "音效音量"),
    (Text::AnimationSpeed, "动画速度"),
    (Text::ReducedMotion, "减少动画"),
    (Text::Language, "语言"),
    (Text::On, "开"),
    (Text::Off, "关"),
    (Text::Ok, "好的"),
    (Text::Notice, "提示"),
    (Text::MenuKeysHint, "上下键 选择 · 左右键 调整 · 回车 确定 · Esc 返回"),
    (Text::HelpControlsTitle, "操作"),
    (
        Text::HelpControls,
        "方向键或 WASD 让熊猫走动，按住可以一直走。\n\
         N：新地图 · R：重新开始 · P：显示或隐藏出口路线\n\
         1 2 3：简单、中等、困难 · 空格：跳过生成动画\n\
         + 和 -（或鼠标滚轮）缩放放不下的大迷宫；小地图显示整个迷宫。\n\
         Esc：打开或关闭菜单；菜单中上下键选择，左右键调整，回车确定。",
    ),
    (Text::HelpMazesTitle, "迷宫是怎样生成的"),
    (
        Text::HelpMazes,
        "每个迷宫都由一个种子生成，同一个迷宫代码总是得到同一个迷宫。\
         在面板的“迷宫”一栏选择算法，每种算法各有特点：",
    ),
    (Text::HelpDifficultyTitle, "难度"),
    (
        Text::HelpDifficulty,
        "简单为 21×21 格，中等 49×55 格，困难 91×103 格。每张地图旁的评分（1–10）\
         综合了出口路线的长度、转弯次数、路线上的岔路数量和死胡同的比例。\
         “编织”会把死胡同打通成环路。",
    ),
    (Text::HelpSolvingTitle, "寻找出路"),
    (
        Text::HelpSolving,
        "“显示路径”用 A* 算法（一种以到出口距离为引导的最佳优先搜索）画出最短的出路。\
         获胜时会把你的步数和它比较。",
    ),
    (
        Text::AboutText,
        "熊猫走迷宫（Panda Maze）是用 Rust、Bevy 和 egui 编写的迷宫游戏和迷宫工具。\
         熊猫在随机生成的迷宫里行走并留下脚印，游戏还能显示出口的路线。",
    ),
    (Text::Credits, "致谢"),
    (
        Text::CreditsText,
        "由熊猫走迷宫开发者制作。所有图片和音乐都由游戏自己的代码绘制和合成。\
         迷宫算法参考 Jamis Buck 的《Mazes for Programmers》。\
         使用 Bevy、bevy_egui、egui、rand、pathfinding 和 serde 构建。",
    ),
    (Text::Version, "版本"),
    (Text::Solve, "解迷宫"),
    (Text::Solver, "求解算法"),
    (Text::Rival, "对手"),
    (Text::ShowSearch, "观看搜索 (F)"),
    (Text::Race, "比赛 (B)"),
    (Text::Pause, "暂停 (空格)"),
    (Text::Resume, "继续 (空格)"),
    (Text::StepOnce, "单步 (.)"),
    (Text::Finish, "完成 (End)"),
    (Text::ClearSearch, "清除 (C)"),
    (Text::SearchSpeed, "步/秒"),
    (Text::Visited, "已访问"),
    (Text::RouteTiles, "路线"),
    (Text::SolveTime, "求解时间"),
    (Text::Lost, "迷路（环路）"),
    (Text::NoWay, "没有出路"),
    (Text::HintButton, "提示 (H)"),
    (Text::WalkOut, "自动走出 (G)"),
    (Text::Hints, "提示次数"),
    (Text::Undos, "撤销次数"),
    (Text::Efficiency, "效率"),
    (Text::HelpSolversTitle, "求解算法"),
    (
        Text::HelpSolvers,
        "在“解迷宫”一栏选择算法并观看它工作：走过的格子被涂色，死胡同变灰，白色小方块是它当前的位置；最后画出它找到的路线。比赛让两种算法在同一个迷宫上同时求解，各占格子的一半。",
    ),
    (Text::Mode, "模式"),
    (Text::ModeClassic, "经典"),
    (Text::ModeTimeAttack, "限时挑战"),
    (Text::ModeFog, "迷雾"),
    (Text::DailyButton, "每日迷宫"),
    (Text::PeekButton, "偷看 (M)"),
    (Text::PeeksLeft, "次剩余"),
    (Text::TimeLeft, "剩余时间"),
    (Text::TimeUpTitle, "时间到！"),
    (Text::TimeUpText, "熊猫还没找到出口，时间就用完了。"),
    (Text::Records, "记录"),
    (Text::BestTime, "最快"),
    (Text::BestEfficiency, "最佳效率"),
    (Text::NewRecord, "新纪录！"),
    (Text::ReplayButton, "回放 (V)"),
    (Text::NoRecords, "还没有记录：走出一个迷宫来创造记录吧。"),
    (Text::ThisMaze, "本迷宫"),
    (Text::Today, "今日迷宫"),
    (Text::ByDifficulty, "按难度"),
    (Text::RecentMazes, "迷宫"),
    (Text::HelpModesTitle, "模式与记录"),
    (
        Text::HelpModes,
        "经典：走到出口。限时挑战：在时间内走出（简单 25 秒，中等 70 秒，困难 180 秒）。迷雾：只显示熊猫见过的地方；按 M 偷看整张地图（每个迷宫 3 次）。U 撤销一步，Shift+方向键跑到下一个岔路口，点击格子让熊猫走过去，H 显示接下来几步，G 自动走出，V 回放获胜的路线。最快时间和最佳效率按难度、按迷宫、按每日迷宫分别记录。",
    ),
    (Text::CustomSize, "自定义大小（格）"),
    (Text::MakeButton, "生成"),
    (Text::CustomSizeHint, "生成横竖各这么多格的新迷宫（2 到 2001）。大迷宫会放大显示：用 + 和 - 或滚轮缩放。"),
    (Text::ChunkedNote, "分块绘制；此大小不播放生成过程。"),
    (Text::FogTooBig, "迷雾只适用于 201×201 格以内的地图；这张地图分块绘制，没有迷雾。"),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn is_cjk(c: char) -> bool {
        matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
    }

    #[test]
    fn every_key_is_in_every_language_in_place() {
        for language in Language::ALL {
            let table = language.table();
            assert_eq!(table.len(), Text::ALL.len(), "{language:?} has {} of {} strings", table.len(), Text::ALL.len());
            for (i, key) in Text::ALL.iter().enumerate() {
                assert_eq!(table[i].0, *key, "{language:?}: entry {i} should be {key:?}");
                assert!(!table[i].1.trim().is_empty(), "{language:?}: {key:?} is empty");
            }
        }
    }

    #[test]
    fn chinese_is_not_left_in_english() {
        for &key in Text::ALL {
            let zh = Language::Chinese.t(key);
            assert!(zh.chars().any(is_cjk), "{key:?} has no Chinese: {zh:?}");
        }
    }

    #[test]
    fn lookup_falls_back_to_english() {
        assert_eq!(lookup(&CHINESE[..3], Text::Exit), None);
        assert_eq!(Language::English.t(Text::Exit), "Exit");
        assert_eq!(Language::Chinese.t(Text::Exit), "退出");
    }

    #[test]
    fn every_algorithm_is_described_in_chinese() {
        for algorithm in Algorithm::ALL {
            let zh = algorithm_description(Language::Chinese, algorithm);
            assert!(zh.chars().any(is_cjk), "{algorithm:?}: {zh}");
            assert_eq!(algorithm_description(Language::English, algorithm), algorithm.description());
        }
    }

    #[test]
    fn every_solver_is_described_in_chinese() {
        for solver in Solver::ALL {
            assert!(solver_description(Language::Chinese, solver).chars().any(is_cjk), "{solver:?}");
        }
    }

    #[test]
    fn locale_picks_chinese_for_zh() {
        assert_eq!(Language::from_locale(Some("zh-CN")), Language::Chinese);
        assert_eq!(Language::from_locale(Some("zh_TW.UTF-8")), Language::Chinese);
        assert_eq!(Language::from_locale(Some("en-GB")), Language::English);
        assert_eq!(Language::from_locale(None), Language::English);
    }
}
