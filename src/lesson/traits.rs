//! What each generator and each solver is good and bad at, in a sentence or
//! two in both languages, and the figures that bear it out, measured on the
//! maze at hand: its dead-end share and the share of its floor the route
//! takes (and, for a solver, the share it looked at and how its route
//! compares with the shortest).

use crate::maze::generate::{Algorithm, GrowingTreePick};
use crate::maze::metrics::measure;
use crate::maze::solve::{Solver, solve};
use crate::maze::{Maze, Tile};

use super::{Line, Subject};

/// What an algorithm is good at and what it is bad at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traits {
    /// Good at.
    pub good: Line,
    /// Bad at.
    pub bad: Line,
}

/// What the lesson's algorithm is good and bad at.
pub fn traits(subject: Subject) -> Traits {
    match subject {
        Subject::Building(a) => building(a),
        Subject::Searching(s) => searching(s),
    }
}

fn t(good: Line, bad: Line) -> Traits {
    Traits { good, bad }
}

/// What generator `a` is good and bad at.
pub fn building(a: Algorithm) -> Traits {
    use GrowingTreePick::*;
    match a {
        Algorithm::Backtracker | Algorithm::GrowingTree(Newest) => t(
            (
                "Long winding corridors and few dead ends: the way out is long and twisty. Fast.",
                "走廊长而曲折，死路少：出路又长又绕。速度快。",
            ),
            (
                "One long river with short side branches, easy to follow by feel; its stack can hold half the cells.",
                "一条长河带短支路，凭感觉就能走；它的栈可能装下一半格子。",
            ),
        ),
        Algorithm::RestartFromVisited => t(
            (
                "Many medium branches: more forks to choose at than the backtracker's maze.",
                "许多中等长度的分支：比回溯法有更多岔路可选。",
            ),
            ("Uneven: branches bunch up round the places it restarted from.", "不均匀：分支聚在重新开始的地方附近。"),
        ),
        Algorithm::BinaryTree { .. } => t(
            (
                "The fastest, with no memory: each cell decides alone to open north or east.",
                "最快，几乎不占内存：每个格子自己决定向北或向东打通。",
            ),
            (
                "Strongly biased: the top row and the right column are open corridors, so heading up-right is always easy.",
                "偏向严重：顶行和最右列都是通道，往右上走总是很容易。",
            ),
        ),
        Algorithm::Sidewinder => t(
            (
                "Fast, row by row, remembering only the current run of cells.",
                "速度快，逐行生成，只记住当前这一段格子。",
            ),
            (
                "An open top row and a vertical grain: going up is always easy.",
                "顶行全通，纹理竖直：往上走总是很容易。",
            ),
        ),
        Algorithm::AldousBroder => t(
            ("Unbiased: every possible maze is equally likely.", "无偏：每种可能的迷宫出现的机会相同。"),
            (
                "Very slow: the random walk keeps crossing cells already in the maze before it finds the last new ones.",
                "很慢：随机游走不停经过已在迷宫里的格子，很久才找到最后几个新格子。",
            ),
        ),
        Algorithm::Wilson => t(
            (
                "Unbiased like Aldous-Broder, and faster: each loop-erased walk joins the maze whole.",
                "和 Aldous-Broder 一样无偏，但更快：每条擦掉环的路径整条加入迷宫。",
            ),
            (
                "The first walks wander long before they hit the small maze; its memory is the walk.",
                "开始几条路径要游走很久才碰到小小的迷宫；它的内存就是这条路径。",
            ),
        ),
        Algorithm::HuntAndKill => t(
            (
                "Long winding corridors like the backtracker's, with no stack: it only remembers where it stands.",
                "像回溯法一样长而曲折的走廊，但不用栈：只记住当前所在。",
            ),
            (
                "Each hunt scans the rows from the top again, which is slow on big boards.",
                "每次搜寻都要从顶行重新逐行扫描，大棋盘上很慢。",
            ),
        ),
        Algorithm::GrowingTree(Random) | Algorithm::PrimSimplified => t(
            (
                "Grows outwards from its start: many short dead ends and many forks.",
                "从起点向外生长：短死路多，岔路也多。",
            ),
            (
                "Short dead ends are seen through at a glance; the frontier can hold a large part of the board.",
                "短死路一眼就能看穿；边界可能占去棋盘的一大片。",
            ),
        ),
        Algorithm::GrowingTree(Oldest) => t(
            (
                "Long straight runs spreading from the start: quick to build, keeps a queue.",
                "从起点铺开的长直通道：生成快，用一个队列。",
            ),
            (
                "Very easy: the runs point the way, and there are few real choices.",
                "很简单：通道直指方向，真正的选择很少。",
            ),
        ),
        Algorithm::GrowingTree(Mix(_)) => t(
            (
                "Tunable: between the backtracker's long corridors and Prim's short branches.",
                "可调：介于回溯法的长走廊和 Prim 的短分支之间。",
            ),
            (
                "Takes the weaknesses of both in part: a long river and easy short dead ends.",
                "也带着两者的部分弱点：一条长河和容易看穿的短死路。",
            ),
        ),
        Algorithm::Kruskal => t(
            (
                "An even texture with many short dead ends and no start point: walls come down all over the board at once.",
                "纹理均匀，短死路多，没有起点：全盘各处同时拆墙。",
            ),
            (
                "Keeps a set for every cell and a list of every wall; the short dead ends are easy to rule out.",
                "要为每个格子记一个集合，还要一张所有墙的列表；短死路容易排除。",
            ),
        ),
        Algorithm::PrimTrue => t(
            (
                "Many short dead ends like Kruskal's, grown outwards from one cell.",
                "和 Kruskal 一样短死路多，从一个格子向外长。",
            ),
            (
                "Keeps every frontier wall in a heap by weight: more memory and slower than simplified Prim.",
                "要把边界上的墙按权重放进堆里：比简化 Prim 占内存、更慢。",
            ),
        ),
        Algorithm::Eller => t(
            (
                "Builds one row at a time, remembering only that row's sets: mazes of any length in little memory.",
                "一次生成一行，只记住这一行的集合：内存很小，迷宫可以无限长。",
            ),
            (
                "A horizontal grain, and the last row joined in one go leaves a long corridor along the bottom.",
                "纹理偏横向，最后一行一次连通，底部留下一条长走廊。",
            ),
        ),
        Algorithm::RecursiveDivision | Algorithm::DivisionFast => t(
            (
                "Fast, and it adds walls instead of carving: boxy rooms and long straight walls.",
                "速度快，靠加墙而不是挖路：方正的房间和长直的墙。",
            ),
            (
                "The long walls give the structure away: each has one gap, which shows where the way must go.",
                "长墙暴露了结构：每堵墙只有一个缺口，指明了必经之处。",
            ),
        ),
        Algorithm::Irregular { .. } => t(
            ("Loops and open areas, like a cave: more than one way through.", "有环有空地，像山洞：不止一条路。"),
            (
                "Not a perfect maze: a wall follower can circle an island for ever, and short cuts make it easier.",
                "不是完美迷宫：沿墙走可能绕着岛一直转，捷径也让它变简单。",
            ),
        ),
    }
}

/// What solver `s` is good and bad at.
pub fn searching(s: Solver) -> Traits {
    match s {
        Solver::AStar => t(
            (
                "Always a shortest route, and it looks at fewer tiles than breadth-first by heading for the exit.",
                "总能找到最短路线；朝出口方向找，比广度优先看的格子少。",
            ),
            (
                "Needs the whole map and the exit's place; in a twisty maze the open set grows and it looks almost everywhere.",
                "需要整张地图和出口位置；迷宫弯多时开放集变大，几乎哪里都要看。",
            ),
        ),
        Solver::Backtracking => t(
            (
                "Needs no map and little memory (the path it stands on): it is how a person explores.",
                "不需要地图，内存小（只记当前这条路）：就像人在探索。",
            ),
            (
                "Not shortest: it takes the first way it finds, and can wander through most of the maze first.",
                "不保证最短：走第一条找到的路，可能先把大半个迷宫逛一遍。",
            ),
        ),
        Solver::BreadthFirst => t(
            ("Always a shortest route, and simple: nearer tiles first.", "总能找到最短路线，而且简单：近的格子先走。"),
            (
                "Looks at every tile closer than the exit and remembers all it has seen: a wide queue.",
                "比出口近的格子都要看，见过的全要记住：队列很宽。",
            ),
        ),
        Solver::DeadEndFilling => t(
            (
                "Fills every dead end until only the way through is left: in a perfect maze that is the one route.",
                "把死路全填上，只剩通路：在完美迷宫里就是唯一的路线。",
            ),
            (
                "Needs the whole map at once (no walker inside could do it) and fills most of the maze even when the exit is near.",
                "需要一次看到整张地图（身在迷宫里做不到），出口很近也要填掉大半个迷宫。",
            ),
        ),
        Solver::WallFollowerLeft | Solver::WallFollowerRight => t(
            (
                "No memory at all: keep one hand on the wall, and a perfect maze always lets you out.",
                "完全不用记：一只手扶着墙走，完美迷宫总能走出去。",
            ),
            (
                "Not shortest: it walks into every dead end on its side; with loops it can circle an island for ever.",
                "不保证最短：会走进这一侧的每条死路；有环时可能绕着岛一直转。",
            ),
        ),
        Solver::Tremaux => t(
            (
                "Works in any maze, loops too, with chalk marks on the passages as its only memory.",
                "什么迷宫都能走，有环也行，只靠通道上的粉笔记号。",
            ),
            ("Not shortest in general, and it walks some passages twice.", "一般不是最短，有些通道要走两遍。"),
        ),
    }
}

/// The figures measured on the maze at hand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figures {
    /// Dead-end cells (one open side) as a share of all cells (0..1).
    pub dead_end_share: f64,
    /// Tiles on the route as a share of all floor tiles (0..1): the
    /// shortest route for a generator, the solver's own for a solver.
    pub route_share: f64,
    /// Tiles on that route (0 when there is none).
    pub route_tiles: usize,
    /// Tiles on a shortest route (0 when there is none).
    pub shortest_tiles: usize,
    /// For a solver: the tiles it visited as a share of all floor tiles.
    pub visited_share: Option<f64>,
}

/// The figures of the lesson's algorithm on `maze`.
pub fn figures(subject: Subject, maze: &Maze) -> Figures {
    let m = measure(maze);
    let floor = maze.tiles().iter().filter(|&&t| t == Tile::Floor).count().max(1) as f64;
    let built = Figures {
        dead_end_share: m.dead_end_share,
        route_share: m.route_share,
        route_tiles: m.route_tiles,
        shortest_tiles: m.route_tiles,
        visited_share: None,
    };
    match subject {
        Subject::Building(_) => built,
        Subject::Searching(solver) => {
            let search = solve(maze, solver, maze.entrance, maze.exit, false);
            let route = search.route.map_or(0, |r| r.len());
            Figures {
                route_share: route as f64 / floor,
                route_tiles: route,
                visited_share: Some(search.visited as f64 / floor),
                ..built
            }
        }
    }
}

#[cfg(test)]
mod tests;
