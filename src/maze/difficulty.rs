//! The difficulty score from 1 to 10 (see [`super::metrics`] for the formula), from its four
//! parts, shared by the square board's metrics and the grids' (it imports nothing, so both may).

/// The difficulty score from its four parts: the route's length in tiles,
/// its turns and junctions, and the dead-end share (grid mazes count their
/// route as the tiles it would cover on the tile board, see
/// [`grids::measure`](super::solve::grids::measure)).
pub fn score(route_tiles: usize, turns: usize, route_junctions: usize, dead_end_share: f64) -> f64 {
    if route_tiles < 2 {
        return 1.0;
    }
    let unit = |x: f64| x.clamp(0.0, 1.0);
    let route = route_tiles as f64;
    let l = unit(route.log10() / 4000f64.log10());
    let t = unit(turns as f64 / route / 0.5);
    let j = unit(route_junctions as f64 / route / 0.25);
    let d = unit(dead_end_share / 0.4);
    let score = 1.0 + 9.0 * (0.35 * l + 0.25 * t + 0.25 * j + 0.15 * d);
    (score * 10.0).round() / 10.0
}
