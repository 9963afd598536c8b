//! The game's words in English and 简体中文, in one table: each [`Text`] key is
//! written once, with both languages beside it, so a key without a translation
//! does not compile.

use super::i18n_macro::texts;
pub use crate::game::settings::Language;

impl Language {
    /// The words for `text` in this language.
    pub fn t(self, text: Text) -> &'static str {
        let (english, chinese) = text.words();
        match self {
            Language::English => english,
            Language::Chinese => chinese,
        }
    }
}

texts! {
    GameTitle => "Panda Maze", "熊猫走迷宫";
    Play => "Play", "开始游戏";
    Editor => "Maze editor", "迷宫编辑器";
    Continue => "Continue", "继续";
    Settings => "Settings", "设置";
    Help => "Help", "帮助";
    About => "About", "关于";
    Exit => "Exit", "退出";
    Back => "Back", "返回";
    MenuButton => "Menu (Esc)", "菜单 (Esc)";
    Start => "Start", "开始";
    Restart => "Restart", "重新开始";
    NewMap => "New map", "新地图";
    MakingMap => "Making the new map…", "正在生成新地图…";
    ShowPath => "Show path", "显示路径";
    HidePath => "Hide path", "隐藏路径";
    NewMazeKey => "New maze ({new-map})", "新迷宫 ({new-map})";
    ShowTheWay => "Show the way ({route})", "显示出路 ({route})";
    HideTheWay => "Hide the way ({route})", "隐藏出路 ({route})";
    CloseUp => "Follow the panda (Z)", "跟随熊猫 (Z)";
    OpenLab => "Lab ({lab}) »", "实验室 ({lab}) »";
    BackToPlay => "« Play ({lab})", "« 游戏 ({lab})";
    PausedTitle => "Paused", "已暂停";
    PausedText =>
        "The clock waits while the window is in the background. Come back to go on.",
        "窗口在后台时计时暂停。回到窗口即可继续。";
    HowToTitle => "How to play", "怎么玩";
    HowToMoveTitle => "Move", "移动";
    HowToMove => "Arrow keys or {move} (hold to keep walking), or click a tile.", "方向键或 {move}（按住一直走），或点击格子。";
    HowToGoalTitle => "Goal", "目标";
    HowToGoal => "Lead the panda from its corner to the exit on the far side.", "带熊猫从它的角落走到另一边的出口。";
    HowToHintTitle => "Stuck?", "卡住了？";
    HowToHint => "{hint} shows the next steps; {route} shows the whole way.", "{hint} 显示接下来几步；{route} 显示整条出路。";
    HowToEarTitle => "Listen", "听";
    HowToEar =>
        "{where}: where am I · {around}: what's around · {again}: say again · {narration}: narration (walls, junctions).",
        "{where}：我在哪 · {around}：周围有什么 · {again}：再说一遍 · {narration}：解说（墙、岔路口）。";
    HowToMenuTitle => "Menu", "菜单";
    HowToMenu => "Esc opens the menu: settings, controls, help.", "Esc 打开菜单：设置、按键、帮助。";
    HowToDismiss => "Got it (Enter)", "知道了 (Enter)";
    Controls => "Controls", "按键";
    ResetKeys => "Reset keys", "恢复默认按键";
    ActionUp => "Up", "上";
    ActionDown => "Down", "下";
    ActionLeft => "Left", "左";
    ActionRight => "Right", "右";
    ActionHint => "Hint", "提示";
    ActionRoute => "Show the way", "显示出路";
    ActionUndo => "Undo", "撤销";
    ActionLab => "Play / Lab", "游戏 / 实验室";
    ActionWhereAmI => "Where am I (said)", "我在哪里（朗读）";
    ActionLookAround => "What's around (said)", "周围有什么（朗读）";
    ActionSayAgain => "Say it again", "再说一遍";
    ActionNarration => "Narration off / brief / full", "解说：关 / 简短 / 详细";
    PartnerUp => "Player 2: up", "玩家2：上";
    PartnerDown => "Player 2: down", "玩家2：下";
    PartnerLeft => "Player 2: left", "玩家2：左";
    PartnerRight => "Player 2: right", "玩家2：右";
    PartnerUndo => "Player 2: undo", "玩家2：撤销";
    PartnerHint => "Player 2: hint", "玩家2：提示";
    PartnerRoute => "Player 2: show the way", "玩家2：显示路线";
    PressAKey => "press a key… (Esc: keep)", "请按一个键…（Esc：不变）";
    KeyTaken => "already does:", "已用于：";
    KeyNotChoosable => "cannot be chosen", "不能选用";
    ControlsHint =>
        "The arrows always move; Esc, Enter, Shift, Ctrl and Backspace keep their jobs. Only player 2 may take the arrows or Backspace.",
        "方向键总能移动；Esc、Enter、Shift、Ctrl 和退格键的作用不变。只有玩家2可以选用方向键或退格键。";
    FaceHint =>
        "Play: the maze and the essentials. Lab: generators, solvers, races, codes and numbers.",
        "游戏：迷宫和常用按钮。实验室：生成算法、求解、比赛、迷宫代码和统计。";
    Difficulty => "Difficulty", "难度";
    Easy => "Easy", "简单";
    Medium => "Medium", "中等";
    Hard => "Hard", "困难";
    Maze => "Maze", "迷宫";
    Grid => "Grid", "网格";
    GridSquare => "Square", "方格";
    GridRound => "Round", "圆形";
    GridHexagon => "Hexagon", "六边形";
    GridTriangle => "Triangle", "三角形";
    RingKeys => "Ring keys: Up/Down out/in, Left/Right round", "环形按键：上/下 向外/向内，左/右 绕圈";
    GridKeysHint =>
        "Arrows go the way that matches best; Q/E/Z/C take a hexagon's diagonals; a click walks there.",
        "方向键走最接近的方向；六边形用 Q/E/Z/C 走斜向；点击即可走过去。";
    GridLimits =>
        "On this grid the algorithm view tells the wall followers' rule by a cell's sides; the nose points the way the walker came, the paw at its hand.",
        "在这种网格上，算法视图按格子的边讲沿墙走的规则；鼻子指向走来的方向，手掌在扶墙的一侧。";
    WatchTooBig =>
        "Boards of more than 12,000 cells come whole: too big to draw anew at each step.",
        "超过 12,000 格的迷宫直接生成完成：太大，无法逐步重画。";
    Algorithm => "Algorithm", "算法";
    StartCorner => "Start corner", "起始角";
    CornerTopLeft => "top left", "左上";
    CornerTopRight => "top right", "右上";
    CornerBottomRight => "bottom right", "右下";
    CornerCentre => "centre", "中心";
    CornerRandom => "random", "随机";
    SliderWalls => "walls", "墙密度";
    SliderNorth => "north", "向北";
    SliderNewest => "newest", "最新";
    SliderBraid => "braid", "编织";
    WatchBuilt => "Watch it being built", "观看生成过程";
    StepsPerSec => "steps/s", "步/秒";
    Building => "building…", "生成中…";
    SkipSpace => "Skip (Space)", "跳过 (空格)";
    MazeCode => "Maze code", "迷宫代码";
    TypeCode => "type a code", "输入代码";
    AlgorithmView => "Algorithm view", "算法演示";
    LessonBuild => "Watch it built:", "观看生成：";
    LessonSearch => "Watch it searched:", "观看搜索：";
    LessonBack => "◀ Back", "◀ 后退";
    LessonPlay => "Play", "播放";
    LessonStop => "Close", "关闭";
    LessonCountersOnly => "Counters only for this algorithm. The full view (pseudocode, memory) is for:", "此算法只显示计数。完整演示（伪代码、内存）适用于：";
    TraitsGood => "Good at:", "擅长：";
    TraitsBad => "Bad at:", "不擅长：";
    TraitsMeasured => "Measured on this maze", "在这个迷宫上实测";
    TraitsDeadEnds => "Dead ends (share of cells)", "死路（占格子）";
    TraitsRoute => "Route (share of floor)", "路线（占通道）";
    TraitsShortest => "Shortest route", "最短路线";
    TraitsVisited => "Looked at (share of floor)", "查看过（占通道）";
    TraitsTints => "Cells of one set share a tint.", "同一集合的格子颜色相同。";
    LessonTooBig => "The algorithm view records boards up to Hard (91×103).", "算法演示只适用于不超过困难 (91×103) 的迷宫。";
    LessonNotBuiltAlone => "A maze drawn by hand, woven or of floors was not built by its generator alone: watch it searched instead.", "手绘、交织或多层的迷宫不是由生成算法单独建成的：请改看搜索演示。";
    LessonNoMarks => "Board larger than Medium: no marks on the board, the panel only.", "迷宫大于中等：棋盘上不做标记，只看面板。";
    LessonSteps => "Steps", "步数";
    LessonSize => "Size now", "当前大小";
    LessonPeak => "Peak memory", "最大内存";
    LessonRace => "In the race: each solver's line and memory, step for step", "比赛中：每个算法当前的伪代码行和内存，同步显示";
    LessonPointer => "Under the pointer:", "指针下：";
    PrintThisMaze => "Print this maze", "打印这个迷宫";
    PrintSheet => "A sheet like this", "同类练习纸";
    PrintHint => "Saves a PDF to print, with the answer key after the mazes", "保存一份可打印的 PDF，迷宫后附答案";
    PrintedTo => "Saved to print:", "已保存，可打印：";
    PrintFailed => "Could not save the PDF:", "无法保存 PDF：";
    Paper => "Paper:", "纸张：";
    PaperLetter => "Letter", "Letter 信纸";
    Load => "Load", "载入";
    Time => "Time", "时间";
    Moves => "Moves", "步数";
    Shortest => "Shortest", "最短";
    Score => "Score", "评分";
    ScoreHint =>
        "difficulty from route length, turns, junctions and dead ends",
        "难度由路线长度、转弯、岔路和死胡同算出";
    DeadEnds => "Dead ends", "死胡同";
    KeysHint =>
        "Arrows/{move} move · {new-map} new map · {restart} restart\n{route} path · 1 2 3 difficulty · Space skip · Esc menu",
        "方向键/{move} 移动 · {new-map} 新地图 · {restart} 重来\n{route} 路径 · 1 2 3 难度 · 空格 跳过 · Esc 菜单";
    VictoryTitle => "You found the way out!", "你找到出口了！";
    OptimalMoves => "Optimal moves", "最少步数";
    PlayAgain => "Play again", "再玩一次";
    Theme => "Theme", "主题";
    ThemeBamboo => "Bamboo", "竹林";
    ThemeNight => "Night", "夜晚";
    ThemeHighContrast => "High contrast (colour-blind safe)", "高对比度（色盲友好）";
    WallColour => "Wall colour", "墙壁颜色";
    BackgroundColour => "Background colour", "背景颜色";
    ResetColours => "Reset colours", "恢复默认颜色";
    Music => "Music", "音乐";
    MusicVolume => "Music volume", "音乐音量";
    Effects => "Sound effects", "音效";
    EffectsVolume => "Effects volume", "音效音量";
    AnimationSpeed => "Animation speed", "动画速度";
    ReducedMotion => "Reduced motion", "减少动画";
    Narration => "Narration", "解说";
    NarrationOff => "off", "关";
    NarrationBrief => "brief", "简短";
    NarrationFull => "full", "详细";
    Beacon => "Exit beacon", "出口信标";
    NoTimePressure => "No time pressure", "不限时";
    DuoHelp => "Hints and the way with two players", "双人时可用提示和路线";
    DuoHelpOff =>
        "Off for two players (Settings: Hints and the way with two players).",
        "双人时已关闭（设置：双人时可用提示和路线）。";
    OutlinePanda => "Outline panda and exit", "描边熊猫和出口";
    TextSize => "Text size", "文字大小";
    VoiceSetting => "Voice (speech-dispatcher)", "语音（speech-dispatcher）";
    LeftRightToChange => "Left or Right to change", "左右键更改";
    ReaderVoiceSetting => "Speak with a screen reader", "有读屏软件时朗读";
    VoiceVolume => "Voice volume", "语音音量";
    Untimed => "untimed (no records)", "不限时（不记录）";
    Language => "Language", "语言";
    On => "on", "开";
    Off => "off", "关";
    Ok => "OK", "好的";
    Notice => "Notice", "提示";
    MenuKeysHint =>
        "Up/Down choose · Left/Right change · Enter select · Esc back",
        "上下键 选择 · 左右键 调整 · 回车 确定 · Esc 返回";
    HelpControlsTitle => "Controls", "操作";
    HelpControls =>
        "Arrow keys or {move} walk the panda; hold a key to keep walking.\n\
         {new-map}: new map · {restart}: restart · {route}: show or hide the way out\n\
         1 2 3: easy, medium, hard · Space: skip the building animation\n\
         + and - (or the mouse wheel) zoom on a maze too big to fit; a minimap shows all of it.\n\
         Esc: open or close the menu; in menus Up/Down choose, Left/Right change, Enter selects.",
        "方向键或 {move} 让熊猫走动，按住可以一直走。\n\
         {new-map}：新地图 · {restart}：重新开始 · {route}：显示或隐藏出口路线\n\
         1 2 3：简单、中等、困难 · 空格：跳过生成动画\n\
         + 和 -（或鼠标滚轮）缩放放不下的大迷宫；小地图显示整个迷宫。\n\
         Esc：打开或关闭菜单；菜单中上下键选择，左右键调整，回车确定。";
    HelpEarTitle => "Playing by ear", "用耳朵玩";
    HelpEar =>
        "{where}: where am I (position, facing, steps to the exit) · {around}: what's around, spoken and as a ping \
         for each open way (north high, south low, east right, west left) · {again}: say it again · \
         {narration}: narration off, brief or full (bumps, junctions, dead ends, items). Settings has the exit beacon: \
         a note that rises as the way out gets shorter. Steps on tiles already walked sound lighter.",
        "{where}：我在哪里（位置、朝向、离出口几步）· {around}：周围有什么，朗读并为每条能走的路响一声\
         （北高、南低、东在右、西在左）· {again}：再说一遍 · {narration}：解说关、简短或详细（撞墙、岔路口、死胡同、物品）。\
         设置里有出口信标：离出口越近，音越高。走过的格子脚步声更轻。";
    HelpMazesTitle => "How the mazes are made", "迷宫是怎样生成的";
    HelpMazes =>
        "Every maze grows from a seed, so the same maze code always gives the same maze. \
         Pick an algorithm in the Maze section of the panel; each has its own character:",
        "每个迷宫都由一个种子生成，同一个迷宫代码总是得到同一个迷宫。\
         在面板的“迷宫”一栏选择算法，每种算法各有特点：";
    HelpDifficultyTitle => "Difficulty", "难度";
    HelpDifficulty =>
        "Easy is 21×21 tiles, medium 49×55, hard 91×103. The score (1–10) beside each map \
         weighs how long the way out is, how often it turns, how many side passages branch \
         off it and how many dead ends there are. Braiding opens dead ends into loops.",
        "简单为 21×21 格，中等 49×55 格，困难 91×103 格。每张地图旁的评分（1–10）\
         综合了出口路线的长度、转弯次数、路线上的岔路数量和死胡同的比例。\
         “编织”会把死胡同打通成环路。";
    HelpSolvingTitle => "Finding the way", "寻找出路";
    HelpSolving =>
        "Show path draws the shortest way out, found with A* (a best-first search guided by \
         the distance to the exit). Your moves are compared with it when you win.",
        "“显示路径”用 A* 算法（一种以到出口距离为引导的最佳优先搜索）画出最短的出路。\
         获胜时会把你的步数和它比较。";
    AboutText =>
        "Panda Maze (熊猫走迷宫) is a maze game and maze toolkit written in Rust with Bevy and egui. \
         A panda walks randomly generated mazes and leaves footprints; the game can show the way out.",
        "熊猫走迷宫（Panda Maze）是用 Rust、Bevy 和 egui 编写的迷宫游戏和迷宫工具。\
         熊猫在随机生成的迷宫里行走并留下脚印，游戏还能显示出口的路线。";
    Credits => "Credits", "致谢";
    CreditsText =>
        "Made by the Panda Maze developers. All pictures and music are drawn and synthesized by \
         the game's own code. Maze algorithms after Jamis Buck's \"Mazes for Programmers\". \
         Built with Bevy, bevy_egui, egui, rand, pathfinding and serde.",
        "由熊猫走迷宫开发者制作。所有图片和音乐都由游戏自己的代码绘制和合成。\
         迷宫算法参考 Jamis Buck 的《Mazes for Programmers》。\
         使用 Bevy、bevy_egui、egui、rand、pathfinding 和 serde 构建。";
    Version => "Version", "版本";
    Solve => "Solve", "解迷宫";
    Solver => "Solver", "求解算法";
    Rival => "Rival", "对手";
    ShowSearch => "Watch search (F)", "观看搜索 (F)";
    Searching => "Searching…", "正在搜索…";
    Race => "Race (B)", "比赛 (B)";
    Pause => "Pause (Space)", "暂停 (空格)";
    Resume => "Resume (Space)", "继续 (空格)";
    StepOnce => "Step (.)", "单步 (.)";
    Finish => "Finish (End)", "完成 (End)";
    ClearSearch => "Clear (C)", "清除 (C)";
    SearchSpeed => "steps/s", "步/秒";
    Visited => "visited", "已访问";
    RouteTiles => "route", "路线";
    SolveTime => "solve time", "求解时间";
    Lost => "lost (loops)", "迷路（环路）";
    NoWay => "no way out", "没有出路";
    HintButton => "Hint ({hint})", "提示 ({hint})";
    WalkOut => "Walk out (G)", "自动走出 (G)";
    Hints => "Hints", "提示次数";
    Undos => "Undos", "撤销次数";
    Efficiency => "Efficiency", "效率";
    HelpSolversTitle => "Solvers", "求解算法";
    HelpSolvers =>
        "Choose a solver in the Solve section and watch it work: tiles it has been to are coloured, dead ends \
         greyed, the white square is where it is now; then its route is drawn. A race runs two solvers on the same \
         maze, one on each half of the tiles.",
        "在“解迷宫”一栏选择算法并观看它工作：走过的格子被涂色，死胡同变灰，白色小方块是它当前的位置；\
         最后画出它找到的路线。比赛让两种算法在同一个迷宫上同时求解，各占格子的一半。";
    Mode => "Mode", "模式";
    ModeClassic => "Classic", "经典";
    ModeTimeAttack => "Time attack", "限时挑战";
    ModeFog => "Fog", "迷雾";
    DailyButton => "Daily maze", "每日迷宫";
    PeekButton => "Peek (M)", "偷看 (M)";
    PeeksLeft => "left", "次剩余";
    TimeLeft => "Time left", "剩余时间";
    TimeUpTitle => "Time's up!", "时间到！";
    TimeUpText => "The clock ran out before the panda found the exit.", "熊猫还没找到出口，时间就用完了。";
    Records => "Records", "记录";
    BestTime => "best time", "最快";
    BestEfficiency => "best efficiency", "最佳效率";
    NewRecord => "new record!", "新纪录！";
    Assisted => "assisted: the game walked out, so no record", "辅助完成：由游戏带出，不计记录";
    ReplayButton => "Replay (V)", "回放 (V)";
    NoRecords => "No records yet: win a maze to set one.", "还没有记录：走出一个迷宫来创造记录吧。";
    ThisMaze => "This maze", "本迷宫";
    Today => "Today's maze", "今日迷宫";
    ByDifficulty => "By difficulty", "按难度";
    RecentMazes => "Mazes", "迷宫";
    HelpModesTitle => "Modes and records", "模式与记录";
    HelpModes =>
        "Classic: walk to the exit. Time attack: beat the clock (25 s easy, 70 s medium, 180 s hard). Fog: only what \
         the panda has seen is drawn; M peeks at the whole map (3 times a maze). {undo} undoes a step, Shift+arrow runs \
         to the next junction, a click walks the panda to a tile (while the heat map is measured from a clicked tile, \
         a click sets that tile instead), {hint} shows the next steps, G walks out, V replays a won run (your detours \
         tinted purple). Best time and efficiency are kept per difficulty, per maze and per daily maze.",
        "经典：走到出口。限时挑战：在时间内走出（简单 25 秒，中等 70 秒，困难 180 秒）。迷雾：只显示熊猫见过的地方；\
         按 M 偷看整张地图（每个迷宫 3 次）。{undo} 撤销一步，Shift+方向键跑到下一个岔路口，点击格子让熊猫走过去\
         （热力图选择“从点中的格子算起”时，点击改为设定起点），{hint} 显示接下来几步，G 自动走出，V 回放获胜的路线\
         （绕路标成紫色）。最快时间和最佳效率按难度、按迷宫、按每日迷宫分别记录。";
    CustomSize => "Custom size (cells)", "自定义大小（格）";
    MakeButton => "Make", "生成";
    CustomSizeHint =>
        "A new maze of this many cells across and down (2 to 2001). Big ones are shown up close: zoom with + and - \
         or the wheel.",
        "生成横竖各这么多格的新迷宫（2 到 2001）。大迷宫会放大显示：用 + 和 - 或滚轮缩放。";
    ChunkedNote => "Drawn in chunks; watching the build is off at this size.", "分块绘制；此大小不播放生成过程。";
    FogTooBig =>
        "Fog covers boards up to 201×201 tiles; this one is drawn in chunks without it.",
        "迷雾只适用于 201×201 格以内的地图；这张地图分块绘制，没有迷雾。";
    ShapeLabel => "Shape of the maze", "迷宫形状";
    ShapeNone => "Rectangle", "矩形";
    ShapePanda => "Panda head", "熊猫头";
    ShapeHeart => "Heart", "爱心";
    ShapeRing => "Ring", "圆环";
    ShapeStar => "Star", "星星";
    ShapeNeedsAlgorithm => "This algorithm cannot follow a shape: pick another (backtracker, Wilson, Kruskal…)", "此算法无法适应形状：请换一个（回溯、Wilson、Kruskal…）";
    ExitsLabel => "Where the entrance and exit go", "入口和出口的位置";
    ExitsCorners => "Exits in the corners", "出入口在角落";
    ExitsHardest => "Hardest exits (longest path)", "最难出入口（最长路径）";
    ExitsRandom => "Random exits on the border", "边缘随机出入口";
    ExitsCentre => "From the centre out to the rim", "从中心走到边缘";
    NotOnGrid => "This algorithm works on the square board only", "此算法只能用于方格迷宫";
    NeedsWholeRings => "The round grid's binary tree and sidewinder need whole rings: not with a shape", "圆形迷宫的二叉树和 Sidewinder 需要完整的圆环：不能配合形状";
    WanderTitle => "Where you wandered", "你绕了哪些路";
    NoMoveLost => "No move lost: you walked the shortest route.", "一步没绕：你走的就是最短路线。";
    LostOnRoute => "{lost} moves lost going back and forth, no detour", "来回走多了 {lost} 步，没有绕路";
    LostInDetours => "{lost} moves lost in {n} detour(s); the longest, {m} moves, into the {dir}", "绕路 {n} 次，多走 {lost} 步；最长一次 {m} 步，往{dir}";
    North => "north", "北";
    NorthEast => "north-east", "东北";
    East => "east", "东";
    SouthEast => "south-east", "东南";
    South => "south", "南";
    SouthWest => "south-west", "西南";
    West => "west", "西";
    NorthWest => "north-west", "西北";
    CampaignTitle => "Campaign", "闯关";
    LevelSelectKeys => "Arrows choose, Enter plays, Esc or J closes", "方向键选择，回车开始，Esc 或 J 关闭";
    NeedStars => "needed to open", "颗星解锁";
    CloseLevels => "Back to the maze", "回到迷宫";
    OpenLevels => "Levels (J)", "关卡（J）";
    LevelWord => "Level", "第";
    KeysHeld => "Keys", "钥匙";
    GateShut => "The exit opens when every shoot is eaten.", "吃光所有竹笋，出口才会打开。";
    NewBest => "New best!", "新纪录！";
    StarsOfThree => "{n} of 3 stars.", "3 颗星得了 {n} 颗。";
    ThreeStarsWithin => "Three stars in {n} moves or fewer.", "{n} 步以内得三星。";
    OnePlayer => "One panda", "一只熊猫";
    Together => "Together (2)", "一起走（2人）";
    RaceTwo => "Race (2)", "比赛（2人）";
    TwoPlayerKeys =>
        "Player 1: WASD, U undo, H hint. Player 2: arrows, Backspace undo, Delete hint. Either set can be changed on the Controls page.",
        "玩家1：WASD，U 撤销，H 提示。玩家2：方向键，退格撤销，Delete 提示。两组键都可以在“按键”页面更改。";
    DidNotFinish => "did not finish", "未完成";
    PlayerOne => "Player 1", "玩家1";
    PlayerTwo => "Player 2 (scarf)", "玩家2（围巾）";
    FirstOut => "first out!", "先到出口！";
    RaceYourBest => "Race your best", "挑战最佳";
    AheadOfBest => "Ahead of your best by {secs}", "比最佳快 {secs}";
    BehindBest => "Behind your best by {secs}", "比最佳慢 {secs}";
    NextLevel => "Next level (Enter)", "下一关（回车）";
    CampaignEnd => "Every level played!", "所有关卡都玩过了！";
    HeatTitle => "Heat map", "热力图";
    HeatButton => "Heat map (T)", "热力图 (T)";
    HeatNear => "near", "近";
    HeatFar => "far: {n} steps", "远：{n} 步";
    HeatFromEntrance => "from the entrance", "从入口算起";
    HeatFromExit => "from the exit", "从出口算起";
    HeatFromPanda => "from the panda", "从熊猫算起";
    HeatFromClicked => "from a clicked tile", "从点中的格子算起";
    MeasuringWander => "Measuring where you wandered…", "正在计算你绕的路…";
    DetoursTinted => "Your detours are tinted purple on the board (and again in the replay, V).", "你绕的路在棋盘上标成紫色（回放 V 时也会再次显示）。";
    ShapeFromFile => "File: {file}", "文件：{file}";
    MaskFileHint => "mask file: .png or .txt", "形状文件：.png 或 .txt";
    MaskFileUse => "Use file", "使用文件";
    MaskFileHelp => "Cut new mazes to a mask file: in a .png, dark (or opaque) pixels are inside; in a .txt, X or # inside and . outside, one row a line. No maze code can name such a maze.", "按形状文件裁剪新迷宫：.png 中深色（或不透明）像素在内；.txt 中 X 或 # 在内、. 在外，每行一排。这样的迷宫没有迷宫代码。";
    NoCodeForFile => "No code names this maze: it is cut to the mask file {file} (a code would make the rectangle).", "此迷宫没有代码：它按形状文件 {file} 裁剪（代码只能重现矩形迷宫）。";
    HeatClickHint => "Click a floor tile to measure from it (a click does not walk the panda while this is chosen)", "点一个地面格子，从它算起（选中此项时，点击不会让熊猫走过去）";
    Endless => "Endless", "无尽模式";
    EndlessBest => "levels cleared:", "已通过关卡：";
    PlayEndless => "Play on", "继续挑战";
    EndlessLocked => "opens after the campaign's last level", "通过最后一关后开启";
    LevelCleared => "Level cleared!", "过关了！";
    MovesAgainst => "{moves} (shortest {optimal})", "{moves}（最短 {optimal}）";
    BambooEaten => "Bamboo eaten", "吃掉的竹笋";
    Retry => "Retry", "重玩";
    Levels => "Levels", "关卡";
    CardKeys => "Left/Right choose · Enter", "左右键选择 · 回车确认";
    WorldCleared => "{n}/{m} cleared", "已过 {n}/{m} 关";
    DailyStreak => "Daily streak: {n} day(s) in a row", "每日连胜：连续 {n} 天";
    StairsUpKey => "Stairs up (on a maze of floors)", "上楼（多层迷宫）";
    StairsDownKey => "Stairs down (on a maze of floors)", "下楼（多层迷宫）";
    FloorOf => "Floor {n} of {m}", "第 {n} 层，共 {m} 层";
    Floors => "Floors", "层数";
    StairsTower => "tower", "塔楼";
    StairsStacked => "stacked", "叠层";
    NewFloors => "New maze of floors", "新的多层迷宫";
    Weave => "Weave", "交织";
    NewWeave => "New weave maze", "新的交织迷宫";
    NoWeave => "A triangle has no side across another: no passage can cross over one", "三角形没有相对的边：通道无法从上面穿过";
}

#[cfg(test)]
#[path = "i18n_tests.rs"]
mod tests;
