//! Golden fingerprints of grid codes: a shared code must keep naming the same maze, so every
//! generator that runs on a grid is pinned on each grid shape, through its code. A change
//! here means shared grid codes would name other mazes: only change it on purpose.

use crate::maze::generate::code::{check_char, check_chars};
use crate::maze::generate::grids::runs_on;
use crate::maze::generate::{GridShape, GridSpec, StartCorner};
use crate::maze::grid::{Grid, GridMaze, HexShape, TriangleShape};
use crate::on_grid_maze;

/// FNV-1a over the open passages (in cell order), then the entrance and the exit.
fn fingerprint<G: Grid>(maze: &GridMaze<G>) -> u64 {
    let fold = |h: u64, v: u32| (h ^ v as u64).wrapping_mul(0x0100_0000_01b3);
    let h = maze.passages().fold(0xcbf2_9ce4_8422_2325, |h, (a, b)| fold(fold(h, a), b));
    fold(fold(h, maze.entrance), maze.exit)
}

fn shapes() -> [GridShape; 6] {
    [
        GridShape::Round { rings: 9 },
        GridShape::Round { rings: 40 },
        GridShape::Hex(HexShape::Rectangle { cols: 23, rows: 17 }),
        GridShape::Hex(HexShape::Hexagon { radius: 7 }),
        GridShape::Triangle(TriangleShape::Rectangle { cols: 25, rows: 12 }),
        GridShape::Triangle(TriangleShape::Triangle { side: 11 }),
    ]
}

/// Every code of the table: each generator that runs on each shape, at seeds 1 and 2,
/// and the backtracker from each other corner at seed 3.
fn codes() -> Vec<String> {
    let mut codes = Vec::new();
    for shape in shapes() {
        for algorithm in runs_on(shape.has_rings()) {
            for seed in [1, 2] {
                codes.push(GridSpec::new(shape, seed).with_algorithm(algorithm).code());
            }
        }
        for corner in [StartCorner::TopRight, StartCorner::BottomRight, StartCorner::Centre, StartCorner::Random] {
            codes.push(GridSpec::new(shape, 3).with_corner(corner).code());
        }
    }
    codes
}

fn fingerprint_of(code: &str) -> u64 {
    let spec = GridSpec::from_code(code).unwrap_or_else(|e| panic!("{code}: {e}"));
    on_grid_maze!(&spec.generate().unwrap(), m => fingerprint(m))
}

/// Made by the generic generators as they were on 2026-12-03 (CSR neighbour lists).
const GOLDEN: &[(&str, u64)] = &[
    ("backtracker-round9.1.o", 0x3552da550abc13c3),
    ("backtracker-round9.2.m", 0x31b7a79ef8cacca6),
    ("restart-round9.1.v", 0x0006684a94494a42),
    ("restart-round9.2.t", 0xd4c2c307ae19c887),
    ("binary-tree:50-round9.1.8", 0x533dc6e019bb8537),
    ("binary-tree:50-round9.2.6", 0x2d2c158674267a19),
    ("sidewinder-round9.1.3", 0xaa73ab5b6c079edc),
    ("sidewinder-round9.2.1", 0xc05fbc275fccab82),
    ("aldous-broder-round9.1.d", 0x1e9d36f26859f872),
    ("aldous-broder-round9.2.b", 0x055499b0a2fbb357),
    ("wilson-round9.1.o", 0x3b3b8c3039fa7837),
    ("wilson-round9.2.m", 0x8e98901d494fadf1),
    ("hunt-and-kill-round9.1.6", 0x0e823caf24b5c0e1),
    ("hunt-and-kill-round9.2.4", 0x1355a1bbcfb33647),
    ("growing-tree-newest-round9.1.k", 0xb3b7b5587c9414f9),
    ("growing-tree-newest-round9.2.i", 0x2be500f352db4281),
    ("growing-tree-random-round9.1.6", 0xa67021617e87d943),
    ("growing-tree-random-round9.2.4", 0x5c4f5f6af3ebc7d0),
    ("growing-tree-oldest-round9.1.k", 0x537353da40822de9),
    ("growing-tree-oldest-round9.2.i", 0x00b4fd06df9f78ce),
    ("growing-tree-mix:50-round9.1.c", 0xb4564c84efe72e29),
    ("growing-tree-mix:50-round9.2.a", 0xe91156e12c18c05e),
    ("kruskal-round9.1.y", 0x391c55c8290b2a98),
    ("kruskal-round9.2.w", 0xe3e6f8cb2272e58a),
    ("prim-round9.1.5", 0xa67021617e87d943),
    ("prim-round9.2.3", 0x5c4f5f6af3ebc7d0),
    ("prim-true-round9.1.1", 0x5f65b84e64a221c3),
    ("prim-true-round9.2.0", 0x5df9b21f9bed94c1),
    ("irregular:85-round9.1.e", 0xd650fa132c709bbd),
    ("irregular:85-round9.2.c", 0xf30cbc3a6913af8c),
    ("backtracker-round9.top-right-3.9", 0xeff02948481e1c34),
    ("backtracker-round9.bottom-right-3.a", 0x813584c962c36257),
    ("backtracker-round9.centre-3.n", 0x1c2b791c52a0fde3),
    ("backtracker-round9.random-3.t", 0x0327c4bfb073efaa),
    ("backtracker-round40.1.1", 0x9a14a2d5b4e99704),
    ("backtracker-round40.2.0", 0x629fef8dceb1cb8c),
    ("restart-round40.1.3", 0x6fecb749acea794e),
    ("restart-round40.2.1", 0x5af701f3668d66f0),
    ("binary-tree:50-round40.1.6", 0xe379dba65272dee9),
    ("binary-tree:50-round40.2.4", 0x55b1db931e0c1f2b),
    ("sidewinder-round40.1.p", 0x8c9dc4783c3a329e),
    ("sidewinder-round40.2.n", 0x4f8ea2234a38dae4),
    ("aldous-broder-round40.1.z", 0x8f2f3c5254254289),
    ("aldous-broder-round40.2.x", 0x0510d438785faf1d),
    ("wilson-round40.1.1", 0x8259e99cd913dec4),
    ("wilson-round40.2.0", 0x90c30d6174430cc1),
    ("hunt-and-kill-round40.1.j", 0x4731aa6c958890c0),
    ("hunt-and-kill-round40.2.h", 0xd8758bd6aabba863),
    ("growing-tree-newest-round40.1.e", 0x272cfe25e9f10140),
    ("growing-tree-newest-round40.2.c", 0xaddcbc45439ee1cd),
    ("growing-tree-random-round40.1.j", 0xa57635ac38ada63d),
    ("growing-tree-random-round40.2.h", 0xfde94643fb34b9a8),
    ("growing-tree-oldest-round40.1.e", 0x2f526b639c005efd),
    ("growing-tree-oldest-round40.2.c", 0xfa8f2376b3bf4f3d),
    ("growing-tree-mix:50-round40.1.v", 0xa4e0cb2011a17cb9),
    ("growing-tree-mix:50-round40.2.t", 0xa37dea5690131950),
    ("kruskal-round40.1.5", 0xa95da2dc88a863c4),
    ("kruskal-round40.2.3", 0x708aa68faf6afcbb),
    ("prim-round40.1.l", 0xa57635ac38ada63d),
    ("prim-round40.2.j", 0xfde94643fb34b9a8),
    ("prim-true-round40.1.d", 0xffd69cace7d421a8),
    ("prim-true-round40.2.b", 0x25363ee966b53ecb),
    ("irregular:85-round40.1.2", 0x16f24047cbf7afd9),
    ("irregular:85-round40.2.z", 0x588967d1f944936f),
    ("backtracker-round40.top-right-3.1", 0x683833a912869b2a),
    ("backtracker-round40.bottom-right-3.5", 0x812707cf8c8ae4bd),
    ("backtracker-round40.centre-3.r", 0xa479964a787f2aff),
    ("backtracker-round40.random-3.m", 0x791dbc38af8dd5bb),
    ("backtracker-hex23x17.1.l", 0xe264360e8f3afd45),
    ("backtracker-hex23x17.2.j", 0x43d4f7696ca6b876),
    ("restart-hex23x17.1.j", 0x0440bc6daf595423),
    ("restart-hex23x17.2.h", 0x27e06f9560f6566e),
    ("aldous-broder-hex23x17.1.n", 0xde59aa345152661a),
    ("aldous-broder-hex23x17.2.l", 0x230fea891ed2f8cc),
    ("wilson-hex23x17.1.l", 0x409ea729d483a242),
    ("wilson-hex23x17.2.j", 0xd0e391dbac2f79fd),
    ("hunt-and-kill-hex23x17.1.t", 0x1bed06f79f7acbd0),
    ("hunt-and-kill-hex23x17.2.r", 0xd9c8ecf44e28d0b9),
    ("growing-tree-newest-hex23x17.1.i", 0x01a6bd947e335a1d),
    ("growing-tree-newest-hex23x17.2.g", 0xc10bddb1f284c2c5),
    ("growing-tree-random-hex23x17.1.t", 0x767315c714d6b198),
    ("growing-tree-random-hex23x17.2.r", 0x309a1411d166e9a2),
    ("growing-tree-oldest-hex23x17.1.i", 0x3ec2b1de3430caa3),
    ("growing-tree-oldest-hex23x17.2.g", 0x6d7327b70bd6320d),
    ("growing-tree-mix:50-hex23x17.1.1", 0xd2f5ea043f6db43b),
    ("growing-tree-mix:50-hex23x17.2.0", 0x07348a4b2fc707da),
    ("kruskal-hex23x17.1.r", 0x99a108f54082cf10),
    ("kruskal-hex23x17.2.p", 0xa984960b3776e05f),
    ("prim-hex23x17.1.o", 0x767315c714d6b198),
    ("prim-hex23x17.2.m", 0x309a1411d166e9a2),
    ("prim-true-hex23x17.1.e", 0x69b1ba85597cbcaa),
    ("prim-true-hex23x17.2.c", 0xc35b98e006190780),
    ("irregular:85-hex23x17.1.w", 0xcb1fbc7a93c39d2e),
    ("irregular:85-hex23x17.2.u", 0x1696250af984904e),
    ("backtracker-hex23x17.top-right-3.6", 0xab03b87903c80ded),
    ("backtracker-hex23x17.bottom-right-3.y", 0x707870d54370fc51),
    ("backtracker-hex23x17.centre-3.e", 0xbd2b75071489fbab),
    ("backtracker-hex23x17.random-3.c", 0x73393618a08b205c),
    ("backtracker-hex7.1.v", 0x64cac6710f04fdfc),
    ("backtracker-hex7.2.t", 0xbc604c163c913ef7),
    ("restart-hex7.1.o", 0x0aeec93171c22692),
    ("restart-hex7.2.m", 0xc7c9ea03f161b825),
    ("aldous-broder-hex7.1.j", 0xd956759c22eb9f0e),
    ("aldous-broder-hex7.2.h", 0x50820e92b6f0c7dc),
    ("wilson-hex7.1.v", 0xfc3494a82c1149e4),
    ("wilson-hex7.2.t", 0xe04fab68ead84feb),
    ("hunt-and-kill-hex7.1.f", 0x7432ade5f321b91d),
    ("hunt-and-kill-hex7.2.d", 0xfed33236e45371bf),
    ("growing-tree-newest-hex7.1.y", 0x0f252a7ab97b0ac5),
    ("growing-tree-newest-hex7.2.w", 0x809ffa329e0e658b),
    ("growing-tree-random-hex7.1.f", 0x78e5091c43608e33),
    ("growing-tree-random-hex7.2.d", 0x2b7e244d83f9a964),
    ("growing-tree-oldest-hex7.1.y", 0x9f7299475a371213),
    ("growing-tree-oldest-hex7.2.w", 0x4bf55b3ffe9aaced),
    ("growing-tree-mix:50-hex7.1.q", 0x87c553c772c3522e),
    ("growing-tree-mix:50-hex7.2.o", 0x21c03b9fa94750ef),
    ("kruskal-hex7.1.e", 0x5a7eaa08a4e74332),
    ("kruskal-hex7.2.c", 0xd8c22fe9ded60bd3),
    ("prim-hex7.1.l", 0x78e5091c43608e33),
    ("prim-hex7.2.j", 0x2b7e244d83f9a964),
    ("prim-true-hex7.1.6", 0x1f032a7d08cebe6f),
    ("prim-true-hex7.2.4", 0x9bf9c42d449ac670),
    ("irregular:85-hex7.1.c", 0x5f732d3bc125b5ed),
    ("irregular:85-hex7.2.a", 0x9ee83e743c891918),
    ("backtracker-hex7.top-right-3.f", 0xf45a03d60b621ce3),
    ("backtracker-hex7.bottom-right-3.d", 0x5e4c7385107e4f8a),
    ("backtracker-hex7.centre-3.9", 0xb0c117192f57fd6b),
    ("backtracker-hex7.random-3.o", 0x7f71bda365c7a3dc),
    ("backtracker-triangle25x12.1.h", 0x0d6260163f94b45f),
    ("backtracker-triangle25x12.2.f", 0xd8d31380accc7f6f),
    ("restart-triangle25x12.1.s", 0x06af4d4ccb245243),
    ("restart-triangle25x12.2.q", 0x3027a3d8e08c4f2f),
    ("aldous-broder-triangle25x12.1.z", 0x3023802373254697),
    ("aldous-broder-triangle25x12.2.x", 0x2bff31acd013bfab),
    ("wilson-triangle25x12.1.h", 0x7378f60dcb046cbf),
    ("wilson-triangle25x12.2.f", 0x86ea9e9ed9ca1e7f),
    ("hunt-and-kill-triangle25x12.1.q", 0x6ccc4b5848ee5e23),
    ("hunt-and-kill-triangle25x12.2.o", 0x1f6fd3f49852066f),
    ("growing-tree-newest-triangle25x12.1.e", 0x62c61791ca731cfb),
    ("growing-tree-newest-triangle25x12.2.c", 0x5d1ae9fbf7e42547),
    ("growing-tree-random-triangle25x12.1.q", 0xb728e78de7f84a03),
    ("growing-tree-random-triangle25x12.2.o", 0x1465491a832bf983),
    ("growing-tree-oldest-triangle25x12.1.e", 0x0cc18910d86fe33f),
    ("growing-tree-oldest-triangle25x12.2.c", 0x6bfba692bc63bcdb),
    ("growing-tree-mix:50-triangle25x12.1.t", 0x84927d4a525dba3b),
    ("growing-tree-mix:50-triangle25x12.2.r", 0xf694087540e88dcf),
    ("kruskal-triangle25x12.1.n", 0xc165bbdc7b8c726f),
    ("kruskal-triangle25x12.2.l", 0x3f2972b3a786dc83),
    ("prim-triangle25x12.1.1", 0xb728e78de7f84a03),
    ("prim-triangle25x12.2.0", 0x1465491a832bf983),
    ("prim-true-triangle25x12.1.l", 0x2d00e2357047141f),
    ("prim-true-triangle25x12.2.j", 0x255917db6cecb9c7),
    ("irregular:85-triangle25x12.1.b", 0x6457362c5a26125b),
    ("irregular:85-triangle25x12.2.9", 0xf996762323ce5e97),
    ("backtracker-triangle25x12.top-right-3.t", 0x50f226d9b923acd7),
    ("backtracker-triangle25x12.bottom-right-3.z", 0xea30557f42960e57),
    ("backtracker-triangle25x12.centre-3.i", 0x95032cd87b2e3cd3),
    ("backtracker-triangle25x12.random-3.j", 0x4ff9c0b17eb5fe13),
    ("backtracker-triangle11.1.a", 0x31bf0368c4db0c3d),
    ("backtracker-triangle11.2.8", 0xd0a723275509b8e9),
    ("restart-triangle11.1.g", 0xb3b37c2eddcacf2c),
    ("restart-triangle11.2.e", 0x78b8f1365e8502b4),
    ("aldous-broder-triangle11.1.x", 0x79e0d89f03677a5d),
    ("aldous-broder-triangle11.2.v", 0xf88005c8d8561109),
    ("wilson-triangle11.1.a", 0x3c79937797d43cdd),
    ("wilson-triangle11.2.8", 0xfc041b25867faa00),
    ("hunt-and-kill-triangle11.1.p", 0x690f31ad276db068),
    ("hunt-and-kill-triangle11.2.n", 0x292f69db657ada20),
    ("growing-tree-newest-triangle11.1.5", 0x12f3765883eaf8cd),
    ("growing-tree-newest-triangle11.2.3", 0x64fdd4eb01d1db6c),
    ("growing-tree-random-triangle11.1.p", 0x1d1de713949ac69c),
    ("growing-tree-random-triangle11.2.n", 0xb0b5ef0819de3d3d),
    ("growing-tree-oldest-triangle11.1.5", 0xb1177849202caca5),
    ("growing-tree-oldest-triangle11.2.3", 0xba767cf3a9d91349),
    ("growing-tree-mix:50-triangle11.1.u", 0x4f4eafff9ad70b21),
    ("growing-tree-mix:50-triangle11.2.s", 0x142054e4925dc719),
    ("kruskal-triangle11.1.6", 0xdd1370d9871449e9),
    ("kruskal-triangle11.2.4", 0xbef1cd731ed2da64),
    ("prim-triangle11.1.8", 0x1d1de713949ac69c),
    ("prim-triangle11.2.6", 0xb0b5ef0819de3d3d),
    ("prim-true-triangle11.1.t", 0xe852121ffa47cb95),
    ("prim-true-triangle11.2.r", 0x96f32e8032bb170d),
    ("irregular:85-triangle11.1.n", 0x5af81bd3921a95fd),
    ("irregular:85-triangle11.2.l", 0xbd6a3b2dc2d7894c),
    ("backtracker-triangle11.top-right-3.2", 0xe1fc26e1d5b63834),
    ("backtracker-triangle11.bottom-right-3.u", 0x4cb2c3fad6d84d64),
    ("backtracker-triangle11.centre-3.b", 0x93948dac23128024),
    ("backtracker-triangle11.random-3.n", 0xdb1ce054ce8a1bf4),
];

#[test]
fn golden_fingerprints_pin_every_generator_on_every_grid() {
    let codes = codes();
    assert_eq!(codes.len(), GOLDEN.len(), "one fingerprint per code");
    for (code, &(golden_code, expected)) in codes.iter().zip(GOLDEN) {
        // The table keeps the codes as first shared, with one check character;
        // codes are written with two now, the first of them moved 19 places.
        let (body, check) = golden_code.rsplit_once('.').unwrap();
        assert_eq!(code, &format!("{body}.{}", check_chars(body)), "the code's text changed");
        assert_eq!(check, check_char(body).to_string(), "{golden_code}");
        assert_eq!(fingerprint_of(golden_code), expected, "{golden_code}: the random stream changed");
        assert_eq!(fingerprint_of(code), expected, "{code}: the two-check code names the same maze");
    }
}
