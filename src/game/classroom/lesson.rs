//! An algorithm's work as a lesson: the recorded trace of a generator or a
//! solver turned into steps, each lighting a line of short pseudocode
//! (English and Chinese), saying why in a sentence, and showing the working
//! memory (the backtracker's stack, breadth-first's queue) and counters. The
//! depth-first backtracker and breadth-first search have the full view; any
//! other algorithm is replayed with counters only. Plain data, no Bevy.

use std::collections::HashSet;

use crate::game::settings::Language;
use crate::maze::generate::Algorithm;
use crate::maze::solve::{Solver, Step};
use crate::maze::{Pos, Tile};

/// The backtracker's pseudocode, a line each in English and Chinese.
pub const BACKTRACKER_LINES: [(&str, &str); 7] = [
    ("stack ← [start]; mark it visited", "栈 ← [起点]；标记已访问"),
    ("while the stack is not empty:", "当栈不为空："),
    ("  cell ← the top of the stack", "  当前格 ← 栈顶"),
    ("  if cell has unvisited neighbours:", "  若当前格有未访问的邻格："),
    ("    pick one, n; open the wall; push n", "    随机选一个 n；打通墙；n 入栈"),
    ("  else: pop (a dead end: back up)", "  否则：出栈（死路，退回）"),
    ("done: every cell is visited", "完成：所有格子都已访问"),
];

/// Breadth-first search's pseudocode.
pub const BFS_LINES: [(&str, &str); 7] = [
    ("queue ← [entrance]; mark it seen", "队列 ← [入口]；标记已见"),
    ("while the queue is not empty:", "当队列不为空："),
    ("  tile ← take the front of the queue", "  当前格 ← 取出队首"),
    ("  for each new open neighbour n:", "  对每个未见过的相通邻格 n："),
    ("    mark n seen; add it at the back", "    标记 n 已见；n 加到队尾"),
    ("    if n is the exit: done", "    若 n 是出口：完成"),
    ("no way out", "没有出路"),
];

/// What a lesson is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A maze being built by this generator.
    Building(Algorithm),
    /// A way out being searched for by this solver.
    Searching(Solver),
}

/// One step of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Backtracker: the start cell visited and pushed.
    Start(Pos),
    /// Backtracker: the wall from `from` knocked down, `to` visited and pushed.
    Carve {
        /// The top of the stack.
        from: Pos,
        /// The neighbour chosen.
        to: Pos,
    },
    /// Backtracker: the cell had no unvisited neighbour and was popped.
    Pop(Pos),
    /// Backtracker: the stack is empty, every cell visited.
    Finished,
    /// Breadth-first: the tile joined the back of the queue.
    Enqueue(Pos),
    /// Breadth-first: the tile was taken from the front of the queue.
    Dequeue(Pos),
    /// Breadth-first: the exit was reached.
    Found(Pos),
    /// Breadth-first: the queue ran dry.
    NoWay,
    /// Any other algorithm: one recorded step, on this tile.
    Raw(Pos),
}

/// Where a lesson stands after some of its steps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonState {
    /// Steps taken.
    pub steps: usize,
    /// The pseudocode line lit (from 1), none before the first step or without pseudocode.
    pub line: Option<usize>,
    /// The step just taken.
    pub last: Option<Event>,
    /// The working memory in order: the stack bottom to top, or the queue front to back.
    pub memory: Vec<Pos>,
    /// The largest the memory has been, in cells.
    pub peak: usize,
    /// Tiles visited (carved, or taken from the queue) so far.
    pub seen: HashSet<Pos>,
    /// Breadth-first: tiles ever queued (visited or waiting).
    pub queued: HashSet<Pos>,
}

impl LessonState {
    /// Takes one more step.
    pub fn apply(&mut self, event: Event) {
        self.steps += 1;
        self.last = Some(event);
        self.line = match event {
            Event::Start(p) => {
                self.memory.push(p);
                self.seen.insert(p);
                Some(1)
            }
            Event::Carve { from, to } => {
                // The wall between is carved too.
                self.seen.insert(Pos::new((from.x + to.x) / 2, (from.y + to.y) / 2));
                self.seen.insert(to);
                self.memory.push(to);
                Some(5)
            }
            Event::Pop(_) => {
                self.memory.pop();
                Some(6)
            }
            Event::Finished => Some(7),
            Event::Enqueue(p) => {
                let first = self.queued.is_empty();
                self.queued.insert(p);
                self.memory.push(p);
                Some(if first { 1 } else { 5 })
            }
            Event::Dequeue(p) => {
                if self.memory.first() == Some(&p) {
                    self.memory.remove(0);
                }
                self.seen.insert(p);
                Some(3)
            }
            Event::Found(p) => {
                self.seen.insert(p);
                self.memory.retain(|&q| q != p);
                Some(6)
            }
            Event::NoWay => Some(7),
            Event::Raw(p) => {
                self.seen.insert(p);
                None
            }
        };
        self.peak = self.peak.max(self.memory.len());
    }

    /// The frontier: tiles queued and not yet taken (breadth-first), or the stack's size.
    pub fn frontier(&self) -> usize {
        self.memory.len()
    }

    /// Why this step, in a sentence.
    pub fn why(&self, language: Language) -> String {
        let zh = language == Language::Chinese;
        let at = |p: Pos| format!("({}, {})", p.x, p.y);
        match self.last {
            None if zh => "按“单步”或“播放”开始。".into(),
            None => "Press Step or Play to begin.".into(),
            Some(Event::Start(p)) if zh => format!("从 {} 出发：它是栈里唯一的格子。", at(p)),
            Some(Event::Start(p)) => format!("Start at {}: it is the only cell on the stack.", at(p)),
            Some(Event::Carve { from, to }) if zh => {
                format!(
                    "{} 还有没去过的邻格：随机选了 {}，打通墙，压入栈（深 {}）。",
                    at(from),
                    at(to),
                    self.memory.len()
                )
            }
            Some(Event::Carve { from, to }) => format!(
                "{} still has an unvisited neighbour: {} was picked at random, the wall knocked down, and it is pushed (depth {}).",
                at(from),
                at(to),
                self.memory.len()
            ),
            Some(Event::Pop(p)) if zh => format!("{} 的邻格都去过了：死路，退回到上一个格子。", at(p)),
            Some(Event::Pop(p)) => {
                format!("Dead end at {}: every neighbour is visited, so back up to the cell before it.", at(p))
            }
            Some(Event::Finished) if zh => "栈空了：每个格子都访问过，迷宫完成。".into(),
            Some(Event::Finished) => "The stack is empty: every cell is visited and the maze is done.".into(),
            Some(Event::Enqueue(p)) if zh => {
                format!("{} 第一次被看到：加到队尾（队列长 {}）。", at(p), self.memory.len())
            }
            Some(Event::Enqueue(p)) => {
                format!(
                    "{} is seen for the first time: it joins the back of the queue ({} waiting).",
                    at(p),
                    self.memory.len()
                )
            }
            Some(Event::Dequeue(p)) if zh => format!("取出队首 {}：先进先出，离入口近的先走。", at(p)),
            Some(Event::Dequeue(p)) => {
                format!("Take {} from the front: first in, first out, so nearer tiles go first.", at(p))
            }
            Some(Event::Found(p)) if zh => format!("{} 是出口：沿标记倒推就是最短路线。", at(p)),
            Some(Event::Found(p)) => format!("{} is the exit: following the marks back gives a shortest route.", at(p)),
            Some(Event::NoWay) if zh => "队列空了也没到出口：没有出路。".into(),
            Some(Event::NoWay) => "The queue ran dry before the exit: there is no way out.".into(),
            Some(Event::Raw(p)) if zh => format!("第 {} 步在 {}（此算法只显示计数）。", self.steps, at(p)),
            Some(Event::Raw(p)) => format!("Step {} at {} (this algorithm shows counters only).", self.steps, at(p)),
        }
    }
}

/// A recorded run, as steps to replay forwards and backwards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// What it shows.
    pub subject: Subject,
    /// Its steps in order.
    pub events: Vec<Event>,
}

/// Whether `p` is a cell (odd column and row), not a wall between cells.
fn is_cell(p: Pos) -> bool {
    p.x % 2 == 1 && p.y % 2 == 1
}

impl Lesson {
    /// The lesson of a maze built by `algorithm` whose recorded changes are `steps`.
    pub fn building(algorithm: Algorithm, steps: &[(Pos, Tile)]) -> Lesson {
        let subject = Subject::Building(algorithm);
        if algorithm != Algorithm::Backtracker {
            return Lesson { subject, events: steps.iter().map(|&(p, _)| Event::Raw(p)).collect() };
        }
        let mut events = Vec::new();
        let mut stack: Vec<Pos> = Vec::new();
        let mut wall = None;
        for &(p, tile) in steps {
            if tile != Tile::Floor {
                continue;
            }
            if !is_cell(p) {
                wall = Some(p);
                continue;
            }
            match wall.take() {
                None => {
                    events.push(Event::Start(p));
                    stack.push(p);
                }
                Some(w) => {
                    // The cell reached through wall `w` came from the cell on its other side.
                    let from = Pos::new(2 * w.x - p.x, 2 * w.y - p.y);
                    while stack.last().is_some_and(|&top| top != from) {
                        events.push(Event::Pop(stack.pop().expect("not empty")));
                    }
                    events.push(Event::Carve { from, to: p });
                    stack.push(p);
                }
            }
        }
        events.extend(stack.iter().rev().map(|&p| Event::Pop(p)));
        events.push(Event::Finished);
        Lesson { subject, events }
    }

    /// The lesson of `solver`'s search whose trace is `trace`, which `found` the exit or not.
    pub fn searching(solver: Solver, trace: &[Step], found: bool) -> Lesson {
        let subject = Subject::Searching(solver);
        if solver != Solver::BreadthFirst {
            let events = trace
                .iter()
                .map(|&s| match s {
                    Step::Visit(p) | Step::Frontier(p) | Step::DeadEnd(p) => Event::Raw(p),
                })
                .collect();
            return Lesson { subject, events };
        }
        let mut events = Vec::new();
        let mut front = std::collections::VecDeque::new();
        for (i, &step) in trace.iter().enumerate() {
            match step {
                Step::Frontier(p) => {
                    events.push(Event::Enqueue(p));
                    front.push_back(p);
                }
                // The search stops the moment it reaches the exit, ahead of the queue.
                Step::Visit(p) if found && i + 1 == trace.len() => {
                    events.push(Event::Found(p));
                }
                Step::Visit(p) => {
                    front.pop_front();
                    events.push(Event::Dequeue(p));
                }
                Step::DeadEnd(_) => {}
            }
        }
        if !found {
            events.push(Event::NoWay);
        }
        Lesson { subject, events }
    }

    /// The pseudocode shown, or `None` when this algorithm shows counters only.
    pub fn pseudocode(&self) -> Option<&'static [(&'static str, &'static str)]> {
        match self.subject {
            Subject::Building(Algorithm::Backtracker) => Some(&BACKTRACKER_LINES),
            Subject::Searching(Solver::BreadthFirst) => Some(&BFS_LINES),
            _ => None,
        }
    }

    /// Where the lesson stands after its first `n` steps (replayed from the start).
    pub fn state_at(&self, n: usize) -> LessonState {
        let mut state = LessonState::default();
        for &event in &self.events[..n.min(self.events.len())] {
            state.apply(event);
        }
        state
    }
}
