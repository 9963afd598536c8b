//! The art built into the game loads and is cut into the panda's frames.

use bevy::prelude::*;

#[test]
fn the_built_in_art_loads_and_the_panda_sheet_has_every_frame() {
    use panda_maze::game::assets::{art_files, decode_art, tintable};
    for (name, bytes) in art_files::ALL {
        let image = decode_art(bytes);
        assert!(image.width() >= 16 && image.height() >= 16, "{name}");
    }
    let sheet = decode_art(art_files::PANDA_SHEET);
    let frame = panda_maze::art::PANDA_FRAME;
    assert_eq!((sheet.width(), sheet.height()), (frame * panda_maze::art::PANDA_WALK_FRAMES as u32, frame * 4));
    // A tintable route dot is white in its middle (takes the theme's colour exactly) and grey at its rim.
    let dot = tintable(decode_art(art_files::ROUTE_DOT));
    let data = dot.data.as_ref().unwrap();
    let px = |x: u32, y: u32| &data[((y * dot.width() + x) * 4) as usize..][..4];
    assert_eq!(px(8, 8), [255, 255, 255, 255]);
    let rim: Vec<&[u8]> = (0..16).map(|x| px(x, 8)).filter(|p| p[3] > 0 && p[0] < 255).collect();
    assert!(!rim.is_empty() && rim.iter().all(|p| p[..3] == [70, 70, 70]), "{rim:?}");
}
