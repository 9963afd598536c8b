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
    // A tintable picture's main colour turns white (it takes the tint exactly), its other colours a dark grey.
    let mut picture = Image::new_fill(
        bevy::render::render_resource::Extent3d { width: 4, height: 1, depth_or_array_layers: 1 },
        bevy::render::render_resource::TextureDimension::D2,
        &[255, 120, 40, 255],
        bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb,
        bevy::asset::RenderAssetUsages::default(),
    );
    picture.data.as_mut().unwrap()[8..16].copy_from_slice(&[255, 255, 255, 255, 9, 9, 9, 0]);
    let data = tintable(picture).data.unwrap();
    assert_eq!(data, [255, 255, 255, 255, 255, 255, 255, 255, 70, 70, 70, 255, 9, 9, 9, 0]);
}
