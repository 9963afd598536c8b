//! The art the game draws with: the PNGs made by [`crate::art`] (built into
//! the binary), decoded into textures, tinted, and the window icon.

use bevy::prelude::*;

/// Images for the sprites. Default (blank) handles in headless runs; the
/// windowed game fills them from the PNGs in `assets/art/` (drawn by [`crate::art`]).
#[derive(Resource, Debug, Default, Clone)]
pub struct GameArt {
    /// The panda's sprite sheet: four facings × three walk frames.
    pub panda: Handle<Image>,
    /// How the sheet is cut into frames.
    pub panda_layout: Handle<TextureAtlasLayout>,
    /// The victory picture.
    pub victory: Handle<Image>,
    /// A footprint, pointing up (white, tinted with the footprint colour).
    pub paw: Handle<Image>,
    /// The exit's star.
    pub star: Handle<Image>,
    /// The entrance's ring.
    pub ring: Handle<Image>,
    /// A wall tile (bricks, tinted with the wall colour).
    pub wall: Handle<Image>,
    /// A floor tile (tinted with the floor colour).
    pub floor: Handle<Image>,
}

/// The items' pictures (drawn by [`crate::art::items`] at start-up): default
/// (blank) handles in headless runs, like [`GameArt`].
#[derive(Resource, Debug, Default, Clone)]
pub struct ItemArt {
    /// A bamboo shoot.
    pub bamboo: Handle<Image>,
    /// The keys, by kind.
    pub keys: [Handle<Image>; 4],
    /// The doors, by kind.
    pub doors: [Handle<Image>; 4],
}

/// Draws the items' pictures into textures.
fn load_item_art(app: &mut App) {
    use crate::art::{encode_png, items};
    use crate::maze::items::KeyKind;
    let mut images = app.world_mut().resource_mut::<Assets<Image>>();
    let mut add = |picture: crate::art::Picture| images.add(decode_art(&encode_png(&picture)));
    let art = ItemArt {
        bamboo: add(items::bamboo_shoot()),
        keys: KeyKind::ALL.map(|k| add(items::key(k))),
        doors: KeyKind::ALL.map(|k| add(items::door(k))),
    };
    app.insert_resource(art);
}

/// The art the generator drew (`panda-maze draw-art`), built into the binary.
pub mod art_files {
    /// The panda's sprite sheet.
    pub const PANDA_SHEET: &[u8] = include_bytes!("../../assets/art/panda_sheet.png");
    /// A wall tile.
    pub const BRICK_WALL: &[u8] = include_bytes!("../../assets/art/brick_wall.png");
    /// A floor tile.
    pub const FLOOR_TILE: &[u8] = include_bytes!("../../assets/art/floor_tile.png");
    /// A footprint, pointing up.
    pub const FOOTPRINT: &[u8] = include_bytes!("../../assets/art/footprint.png");
    /// The entrance marker.
    pub const ENTRANCE: &[u8] = include_bytes!("../../assets/art/entrance.png");
    /// The exit marker.
    pub const EXIT: &[u8] = include_bytes!("../../assets/art/exit.png");
    /// The victory picture.
    pub const VICTORY: &[u8] = include_bytes!("../../assets/art/victory.png");
    /// The window icon.
    pub const ICON: &[u8] = include_bytes!("../../assets/art/icon.png");

    /// Every file with its name, for tests and tools.
    pub const ALL: [(&str, &[u8]); 8] = [
        ("panda_sheet", PANDA_SHEET),
        ("brick_wall", BRICK_WALL),
        ("floor_tile", FLOOR_TILE),
        ("footprint", FOOTPRINT),
        ("entrance", ENTRANCE),
        ("exit", EXIT),
        ("victory", VICTORY),
        ("icon", ICON),
    ];
}

/// Decodes one of the [`art_files`] into a texture sampled nearest-neighbour
/// (pixels stay crisp at any size). The files are part of the binary, so a
/// failure is a build defect, not a player's problem.
pub fn decode_art(png: &[u8]) -> Image {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};

    Image::from_buffer(
        png,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::nearest(),
        RenderAssetUsages::RENDER_WORLD,
    )
    .expect("the art built into the game decodes")
}

/// A picture that repeats past its edges, as a round, hex or triangle
/// board's floor and walls lay it (a sprite shows it once, the same).
pub fn repeating(mut image: Image) -> Image {
    use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::nearest()
    });
    image
}

/// A picture made ready for tinting by a sprite's colour: its main colour
/// (the most common vivid one, else the most common) becomes white, so it
/// takes the tint exactly; every other opaque colour a dark grey (outlines
/// and rims stay darker than the tint).
pub fn tintable(mut image: Image) -> Image {
    let Some(data) = image.data.as_mut() else { return image };
    let mut counts = std::collections::HashMap::<[u8; 3], usize>::new();
    let vivid = |px: &[u8]| px[..3].iter().max().unwrap_or(&0) - px[..3].iter().min().unwrap_or(&0) > 60;
    let any_vivid = data.chunks(4).any(|px| px[3] > 0 && vivid(px));
    for px in data.chunks(4).filter(|px| px[3] > 0 && (!any_vivid || vivid(px))) {
        *counts.entry([px[0], px[1], px[2]]).or_default() += 1;
    }
    let key = counts.into_iter().max_by_key(|&(colour, n)| (n, colour)).map(|(colour, _)| colour);
    for px in data.chunks_mut(4).filter(|px| px[3] > 0) {
        let value = if Some([px[0], px[1], px[2]]) == key { 255 } else { 70 };
        px[..3].fill(value);
    }
    image
}

/// Loads the art into textures and gives the window its icon (the windowed game).
pub(super) fn plugin(app: &mut App) {
    load_art(app);
    load_item_art(app);
    app.add_systems(Update, set_window_icon);
}

/// Gives the window the panda icon, once winit has made the window.
fn set_window_icon(mut done: Local<bool>, _main_thread: bevy::ecs::system::NonSendMarker) {
    if *done {
        return;
    }
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        if windows.windows.is_empty() {
            return;
        }
        *done = true;
        let image = decode_art(art_files::ICON);
        let (width, height) = (image.width(), image.height());
        let icon = image
            .data
            .ok_or_else(|| "no pixels".to_owned())
            .and_then(|rgba| winit::window::Icon::from_rgba(rgba, width, height).map_err(|e| e.to_string()));
        match icon {
            Ok(icon) => windows.windows.values().for_each(|w| w.set_window_icon(Some(icon.clone()))),
            Err(e) => warn!("cannot set the window icon: {e}"),
        }
    });
}

/// Puts the art into textures before anything spawns.
fn load_art(app: &mut App) {
    let layout = TextureAtlasLayout::from_grid(
        UVec2::splat(crate::art::PANDA_FRAME),
        crate::art::PANDA_WALK_FRAMES as u32,
        4,
        None,
        None,
    );
    let panda_layout = app.world_mut().resource_mut::<Assets<TextureAtlasLayout>>().add(layout);
    let mut images = app.world_mut().resource_mut::<Assets<Image>>();
    let mut add = |image: Image| images.add(image);
    use art_files::*;
    let art = GameArt {
        panda: add(decode_art(PANDA_SHEET)),
        panda_layout,
        victory: add(decode_art(VICTORY)),
        paw: add(tintable(decode_art(FOOTPRINT))),
        star: add(decode_art(EXIT)),
        ring: add(decode_art(ENTRANCE)),
        wall: add(repeating(decode_art(BRICK_WALL))),
        floor: add(repeating(decode_art(FLOOR_TILE))),
    };
    app.insert_resource(art);
}
