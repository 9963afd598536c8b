//! Times one knossos generation of a given algorithm and size, for the cases
//! too slow for criterion's ten samples: `knossos_once NAME SIDE`.
use knossos::maze::{self as kn, OrthogonalMazeBuilder};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let side: usize = args[2].parse().unwrap();
    let run = move || {
        let algorithm: Box<dyn kn::Algorithm> = match args[1].as_str() {
            "backtracker" => Box::new(kn::RecursiveBacktracking),
            "kruskal" => Box::new(kn::Kruskal),
            "prim" => Box::new(kn::Prim::new()),
            "eller" => Box::new(kn::Eller),
            "division" => Box::new(kn::RecursiveDivision),
            other => panic!("unknown {other}"),
        };
        let t = std::time::Instant::now();
        let maze = OrthogonalMazeBuilder::new().width(side).height(side).algorithm(algorithm).seed(Some(7)).build();
        std::hint::black_box(maze);
        println!("{} {side}x{side}: {:.3} s", args[1], t.elapsed().as_secs_f64());
    };
    std::thread::Builder::new().stack_size(1 << 30).spawn(run).unwrap().join().unwrap();
}
