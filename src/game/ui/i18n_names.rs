//! The names and descriptions of the maze algorithms, solvers and start
//! corners in English and 简体中文 (English from the core's own words,
//! which the command line prints too).

use super::i18n::{Language, Text};
use crate::maze::StartCorner;
use crate::maze::generate::{Algorithm, GrowingTreePick};
use crate::maze::solve::Solver;

/// What a maze algorithm does, in `language` (English from the core's own description,
/// which the command line prints too).
pub fn algorithm_description(language: Language, algorithm: Algorithm) -> &'static str {
    match language {
        Language::English => algorithm.description(),
        Language::Chinese => match algorithm {
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
            Algorithm::DivisionFast => "递归分割，每个房间的分法由房间本身算出：样子相同，大棋盘上最快",
            Algorithm::Irregular { .. } => "散布的墙被穿过路点的随机路径切开（:P = 墙的百分比）：有环路",
        },
    }
}

/// What a solver does, in `language` (English from the core's own description,
/// which the command line prints too).
pub fn solver_description(language: Language, solver: Solver) -> &'static str {
    match language {
        Language::English => solver.description(),
        Language::Chinese => match solver {
            Solver::AStar => "A*：先展开最有希望的格子（已走步数 + 剩余距离）；最短路线",
            Solver::Backtracking => "回溯（深度优先）：一直走到走不通，再退回并把死胡同标记出来；任意路线",
            Solver::BreadthFirst => "广度优先：一步一步向外扩散；最短路线",
            Solver::DeadEndFilling => "死胡同填充：填掉所有死胡同，只剩下通路；最短路线",
            Solver::WallFollowerLeft => "左手扶墙：左手始终贴着墙走；出口在孤岛上时会迷路",
            Solver::WallFollowerRight => "右手扶墙：右手始终贴着墙走；出口在孤岛上时会迷路",
            Solver::Tremaux => "Trémaux：标记走过的通道，同一通道最多走两次；任意路线",
        },
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

#[cfg(test)]
mod tests {
    use super::*;

    fn is_cjk(c: char) -> bool {
        matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
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
}
