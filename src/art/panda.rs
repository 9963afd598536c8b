//! The panda: its face-on head, the walking frames in four directions, and
//! the sheet that holds them with the index of each frame in it.

use super::canvas::{Picture, Rgba};
use super::colours::{CHEEK_PINK, PANDA_BLACK, PANDA_FAR, PANDA_SHADE, PANDA_WHITE, SHADOW, SOLE};
use crate::maze::Dir;

/// Where the face-on panda head is drawn: face space is the 32 × 32 frame of
/// [`panda`], with the head centred on `(16, 17.5)`; it is moved to `(cx, cy)`
/// and scaled by `s`.
#[derive(Clone, Copy)]
pub(super) struct Place {
    /// The x of the head's centre, in pixels.
    pub(super) cx: f32,
    /// The y of the head's centre, in pixels.
    pub(super) cy: f32,
    /// The scale: pixels per face-space unit.
    pub(super) s: f32,
}

impl Place {
    fn x(self, u: f32) -> f32 {
        self.cx + (u - 16.0) * self.s
    }
    fn y(self, v: f32) -> f32 {
        self.cy + (v - 17.5) * self.s
    }
    fn ellipse(self, p: &mut Picture, colour: Rgba, u: f32, v: f32, ru: f32, rv: f32) {
        p.ellipse(colour, self.x(u), self.y(v), ru * self.s, rv * self.s);
    }
    fn tilted(self, p: &mut Picture, colour: Rgba, u: f32, v: f32, ru: f32, rv: f32, angle: f32) {
        p.tilted_ellipse(colour, self.x(u), self.y(v), ru * self.s, rv * self.s, angle);
    }
    /// Fills by a predicate written in face space.
    fn fill(self, p: &mut Picture, colour: Rgba, inside: impl Fn(f32, f32) -> bool) {
        p.fill(colour, |x, y| inside(16.0 + (x - self.cx) / self.s, 17.5 + (y - self.cy) / self.s));
    }
}

/// The face-on panda head of [`panda`], placed and scaled by `at`.
pub(super) fn draw_face(p: &mut Picture, at: Place) {
    // Ears, then the head (with a dark rim) over their lower halves.
    at.ellipse(p, PANDA_BLACK, 7.5, 7.5, 5.5, 5.5);
    at.ellipse(p, PANDA_BLACK, 24.5, 7.5, 5.5, 5.5);
    at.ellipse(p, PANDA_BLACK, 16.0, 17.5, 14.0, 12.5);
    at.ellipse(p, PANDA_WHITE, 16.0, 17.5, 12.8, 11.3);
    // Eye patches slant down and out, the panda's look.
    at.tilted(p, PANDA_BLACK, 11.0, 16.0, 3.6, 5.0, 0.6);
    at.tilted(p, PANDA_BLACK, 21.0, 16.0, 3.6, 5.0, -0.6);
    at.ellipse(p, PANDA_WHITE, 11.8, 15.0, 1.4, 1.6);
    at.ellipse(p, PANDA_WHITE, 20.2, 15.0, 1.4, 1.6);
    at.ellipse(p, CHEEK_PINK, 7.5, 22.0, 2.0, 1.3);
    at.ellipse(p, CHEEK_PINK, 24.5, 22.0, 2.0, 1.3);
    // Nose and a small mouth.
    at.ellipse(p, PANDA_BLACK, 16.0, 21.5, 2.4, 1.6);
    at.fill(p, PANDA_BLACK, |x, y| (15.5..16.5).contains(&x) && (22.5..25.0).contains(&y));
    at.fill(p, PANDA_BLACK, |x, y| (y - 25.0).abs() < 0.6 && (13.5..18.5).contains(&x) && x.round() != 16.0);
}

/// The panda, face on: round white head, black ears, black eye patches, a black
/// nose, pink cheeks. `32 × 32` pixels.
pub fn panda() -> Picture {
    let mut p = Picture::blank(32, 32);
    draw_face(&mut p, Place { cx: 16.0, cy: 17.5, s: 1.0 });
    p
}

/// Side of one frame of [`panda_sheet`], in pixels.
pub const PANDA_FRAME: u32 = 32;

/// Frames of the walk cycle in each row of [`panda_sheet`]: standing, left foot
/// forward, right foot forward.
pub const PANDA_WALK_FRAMES: usize = 3;

/// Row-major index into [`panda_sheet`] of the panda facing `dir` in walk
/// frame `frame` (0 standing, 1 left foot forward, 2 right foot forward; taken
/// modulo 3). Rows follow [`Dir::ALL`].
pub fn panda_frame_index(dir: Dir, frame: usize) -> usize {
    let row = Dir::ALL.iter().position(|&d| d == dir).expect("Dir::ALL lists every direction");
    row * PANDA_WALK_FRAMES + frame % PANDA_WALK_FRAMES
}

/// The walking panda seen from above at three-quarter view, facing `dir`, in
/// walk frame `frame` (as in [`panda_frame_index`]). `32 × 32` pixels with a
/// dark outline and a soft shadow.
pub fn panda_frame(dir: Dir, frame: usize) -> Picture {
    // How far each leg is put forward: +1 forward, -1 back.
    let (left, right) = match frame % PANDA_WALK_FRAMES {
        0 => (0.0, 0.0),
        1 => (1.0, -1.0),
        _ => (-1.0, 1.0),
    };
    let mut p = Picture::blank(PANDA_FRAME, PANDA_FRAME);
    match dir {
        // Facing the viewer the panda's left side is on the right of the screen.
        Dir::Down => panda_front(&mut p, right, left),
        Dir::Up => panda_back(&mut p, left, right),
        Dir::Left => panda_side(&mut p, left, right),
        // The right profile is the left one mirrored, with the feet swapped
        // so the frame order still means left then right foot.
        Dir::Right => {
            panda_side(&mut p, right, left);
            p = p.flipped_x();
        }
    }
    p.outline(PANDA_BLACK);
    let mut framed = Picture::blank(PANDA_FRAME, PANDA_FRAME);
    framed.ellipse(SHADOW, 16.0, 29.5, 10.5, 2.5);
    framed.blit(&p, 0, 0);
    framed
}

/// Facing down: the face, the white chest between the black front legs.
/// `screen_left` and `screen_right` say how far each front leg is put forward.
fn panda_front(p: &mut Picture, screen_left: f32, screen_right: f32) {
    // Body with a shaded lower edge.
    p.ellipse(PANDA_SHADE, 16.0, 21.0, 9.5, 7.5);
    p.ellipse(PANDA_WHITE, 16.0, 20.3, 9.0, 6.8);
    // The black band over the shoulders runs down into the front legs.
    for (x, step) in [(9.5, screen_left), (22.5, screen_right)] {
        let foot = 28.0 + 2.0 * step;
        p.rounded_rect(PANDA_BLACK, x - 3.0, 16.0, x + 3.0, foot + 1.0, 2.5);
        p.ellipse(PANDA_BLACK, x, foot - 0.5, 3.3, 1.8);
    }
    // Head: ears, then the face.
    p.ellipse(PANDA_BLACK, 7.5, 5.0, 3.6, 3.6);
    p.ellipse(PANDA_BLACK, 24.5, 5.0, 3.6, 3.6);
    p.ellipse(PANDA_SHADE, 16.0, 12.0, 10.5, 8.5);
    p.ellipse(PANDA_WHITE, 16.0, 11.4, 10.3, 7.9);
    p.tilted_ellipse(PANDA_BLACK, 11.6, 12.0, 2.4, 3.3, 0.55);
    p.tilted_ellipse(PANDA_BLACK, 20.4, 12.0, 2.4, 3.3, -0.55);
    p.set(12, 11, PANDA_WHITE);
    p.set(19, 11, PANDA_WHITE);
    p.set(8, 15, CHEEK_PINK);
    p.set(23, 15, CHEEK_PINK);
    p.ellipse(PANDA_BLACK, 16.0, 15.6, 1.9, 1.2);
    p.rect(PANDA_BLACK, 15.0, 17.0, 17.0, 18.0);
}

/// Facing up: the back of the head between black ears, the black saddle over
/// the shoulders, the rump with its short tail and the hind legs; a foot lifted
/// behind shows its sole.
fn panda_back(p: &mut Picture, left: f32, right: f32) {
    // Front legs: stubs at the sides, behind the body.
    p.rounded_rect(PANDA_BLACK, 5.0, 16.0, 10.0, 25.0, 2.5);
    p.rounded_rect(PANDA_BLACK, 22.0, 16.0, 27.0, 25.0, 2.5);
    p.ellipse(PANDA_SHADE, 16.0, 20.5, 9.0, 6.5);
    p.ellipse(PANDA_WHITE, 16.0, 20.0, 8.6, 5.9);
    // The saddle: a black band across the shoulders.
    p.ellipse(PANDA_BLACK, 16.0, 17.0, 10.0, 3.6);
    // Hind legs, nearest to us, over the rump: the foot put forward reaches up
    // under the body, the one pushing off is lifted behind and shows its sole.
    for (x, step) in [(11.0, left), (21.0, right)] {
        let foot = 28.5 - 2.0 * step;
        p.rounded_rect(PANDA_BLACK, x - 2.8, 21.5, x + 2.8, foot + 0.5, 2.5);
        if step < 0.0 {
            p.rounded_rect(SOLE, x - 1.5, foot - 2.0, x + 1.5, foot - 0.5, 0.7);
        }
    }
    // Tail between them.
    p.ellipse(PANDA_SHADE, 16.0, 23.4, 2.0, 1.7);
    p.ellipse(PANDA_WHITE, 16.0, 23.0, 1.6, 1.3);
    // Head from behind: ears and a plain white back of the head.
    p.ellipse(PANDA_BLACK, 7.5, 5.5, 3.8, 3.8);
    p.ellipse(PANDA_BLACK, 24.5, 5.5, 3.8, 3.8);
    p.ellipse(PANDA_SHADE, 16.0, 11.5, 10.5, 8.0);
    p.ellipse(PANDA_WHITE, 16.0, 11.2, 10.2, 7.6);
}

/// Facing left, in profile: snout and nose to the left, one ear, one eye
/// patch, the body behind with its black shoulder band and legs. `front` and
/// `back` say how far the near front and near hind leg are put forward; the far
/// legs do the opposite.
fn panda_side(p: &mut Picture, front: f32, back: f32) {
    let leg = |p: &mut Picture, colour: Rgba, x: f32, step: f32| {
        // A leg put forward reaches further to the left (the way the panda faces).
        let foot_x = x - 2.5 * step;
        p.line(colour, (x, 20.0), (foot_x, 26.8), 2.2);
        p.ellipse(colour, foot_x - 0.7, 27.6, 2.6, 1.4);
    };
    // Far legs first (greyer, a step out of phase with the near ones).
    leg(p, PANDA_FAR, 17.0, -front);
    leg(p, PANDA_FAR, 26.0, -back);
    // Body, tail, hind quarter, shoulder band.
    p.ellipse(PANDA_SHADE, 20.0, 18.8, 9.8, 6.2);
    p.ellipse(PANDA_WHITE, 20.0, 18.2, 9.4, 5.6);
    p.ellipse(PANDA_WHITE, 28.8, 15.8, 1.8, 1.6);
    p.ellipse(PANDA_BLACK, 25.0, 20.5, 3.8, 4.2);
    p.tilted_ellipse(PANDA_BLACK, 15.0, 17.5, 3.0, 6.6, 0.3);
    leg(p, PANDA_BLACK, 14.0, front);
    leg(p, PANDA_BLACK, 24.0, back);
    // Head: the one ear we see, the skull, the snout.
    p.ellipse(PANDA_BLACK, 14.0, 4.5, 3.4, 3.2);
    p.ellipse(PANDA_SHADE, 10.5, 11.5, 7.8, 6.8);
    p.ellipse(PANDA_WHITE, 10.5, 11.0, 7.5, 6.3);
    p.ellipse(PANDA_SHADE, 4.0, 13.8, 3.4, 2.5);
    p.ellipse(PANDA_WHITE, 4.0, 13.4, 3.2, 2.1);
    p.ellipse(PANDA_BLACK, 1.4, 12.8, 1.3, 1.2);
    p.tilted_ellipse(PANDA_BLACK, 7.6, 10.6, 1.9, 2.7, -0.45);
    p.set(7, 10, PANDA_WHITE);
    p.set(4, 15, PANDA_BLACK);
}

/// The walking panda: 4 rows of 3 frames of [`PANDA_FRAME`] pixels (96 × 128).
/// Rows follow [`Dir::ALL`] (up, down, left, right); columns are the walk cycle
/// of [`panda_frame_index`].
pub fn panda_sheet() -> Picture {
    let mut sheet = Picture::blank(PANDA_FRAME * PANDA_WALK_FRAMES as u32, PANDA_FRAME * Dir::ALL.len() as u32);
    for dir in Dir::ALL {
        for frame in 0..PANDA_WALK_FRAMES {
            let i = panda_frame_index(dir, frame) as u32;
            let (col, row) = (i % PANDA_WALK_FRAMES as u32, i / PANDA_WALK_FRAMES as u32);
            sheet.blit(&panda_frame(dir, frame), col * PANDA_FRAME, row * PANDA_FRAME);
        }
    }
    sheet
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::canvas::lightness;

    #[test]
    fn panda_is_black_and_white_and_deterministic() {
        let a = panda();
        assert_eq!(a, panda());
        assert_eq!(a.rgba.len(), 32 * 32 * 4);
        let count = |c: Rgba| a.rgba.chunks(4).filter(|px| *px == c).count();
        let (black, white) = (count(PANDA_BLACK), count(PANDA_WHITE));
        assert!(black > 150 && white > 200, "black {black} white {white}");
        // Ears are black, the forehead white, the corners transparent.
        assert_eq!(a.pixel(6, 6), PANDA_BLACK);
        assert_eq!(a.pixel(16, 10), PANDA_WHITE);
        assert_eq!(a.pixel(0, 31)[3], 0);
    }

    #[test]
    fn sheet_holds_the_frames_in_direction_order() {
        let sheet = panda_sheet();
        assert_eq!((sheet.width, sheet.height), (3 * PANDA_FRAME, 4 * PANDA_FRAME));
        assert_eq!(panda_frame_index(Dir::Up, 0), 0);
        assert_eq!(panda_frame_index(Dir::Down, 2), 5);
        assert_eq!(panda_frame_index(Dir::Left, 1), 7);
        assert_eq!(panda_frame_index(Dir::Right, 2), 11);
        assert_eq!(panda_frame_index(Dir::Right, 5), 11, "frames wrap round the cycle");
        for dir in Dir::ALL {
            for frame in 0..3 {
                let i = panda_frame_index(dir, frame) as u32;
                let (ox, oy) = (i % 3 * PANDA_FRAME, i / 3 * PANDA_FRAME);
                let f = panda_frame(dir, frame);
                for y in 0..PANDA_FRAME {
                    for x in 0..PANDA_FRAME {
                        assert_eq!(sheet.pixel(ox + x, oy + y), f.pixel(x, y), "{dir:?} {frame} at {x},{y}");
                    }
                }
            }
        }
    }

    #[test]
    fn panda_facing_down_shows_its_face() {
        let f = panda_frame(Dir::Down, 0);
        // Ears and eye patches black, forehead and muzzle white, a black nose.
        for (x, y) in [(7, 4), (24, 4), (11, 12), (20, 12), (16, 15)] {
            assert_eq!(f.pixel(x, y), PANDA_BLACK, "({x}, {y})");
        }
        for (x, y) in [(16, 6), (16, 11), (13, 16)] {
            assert_eq!(f.pixel(x, y), PANDA_WHITE, "({x}, {y})");
        }
        // The white chest between the black front legs.
        assert_eq!(f.pixel(16, 23), PANDA_WHITE);
        assert_eq!(f.pixel(9, 24), PANDA_BLACK);
        assert_eq!(f.pixel(22, 24), PANDA_BLACK);
        assert_eq!(f.pixel(0, 0)[3], 0);
    }

    #[test]
    fn panda_facing_up_shows_the_back_of_its_head() {
        let f = panda_frame(Dir::Up, 0);
        assert_eq!(f.pixel(7, 4), PANDA_BLACK);
        assert_eq!(f.pixel(24, 4), PANDA_BLACK);
        // No face: where the eye patches and nose would be is white fur.
        for (x, y) in [(11, 12), (20, 12), (16, 15), (16, 8)] {
            assert_eq!(f.pixel(x, y), PANDA_WHITE, "({x}, {y})");
        }
        // The black saddle across the shoulders below the head.
        assert_eq!(f.pixel(16, 19), PANDA_BLACK);
    }

    #[test]
    fn panda_in_profile_faces_its_way() {
        let left = panda_frame(Dir::Left, 0);
        // Nose at the far left, one eye patch, the ear at the back of the head.
        assert_eq!(left.pixel(1, 12), PANDA_BLACK);
        assert_eq!(left.pixel(8, 11), PANDA_BLACK);
        assert_eq!(left.pixel(14, 4), PANDA_BLACK);
        assert_eq!(left.pixel(11, 8), PANDA_WHITE);
        // The right profile is the left one mirrored (with the feet swapped).
        assert_eq!(panda_frame(Dir::Right, 0), left.flipped_x());
        assert_eq!(panda_frame(Dir::Right, 1), panda_frame(Dir::Left, 2).flipped_x());
        assert_eq!(panda_frame(Dir::Right, 2), panda_frame(Dir::Left, 1).flipped_x());
        assert_eq!(panda_frame(Dir::Right, 0).pixel(30, 12), PANDA_BLACK);
    }

    #[test]
    fn walking_frames_move_the_legs() {
        for dir in Dir::ALL {
            let frames: Vec<_> = (0..3).map(|f| panda_frame(dir, f)).collect();
            let differing =
                |a: &Picture, b: &Picture| a.rgba.chunks(4).zip(b.rgba.chunks(4)).filter(|(p, q)| p != q).count();
            for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                let n = differing(&frames[a], &frames[b]);
                assert!(n >= 8, "{dir:?}: frames {a} and {b} differ in only {n} pixels");
                // Only the lower part (legs, feet, shadow) moves; the head stays put.
                for y in 0..14 {
                    for x in 0..PANDA_FRAME {
                        assert_eq!(frames[a].pixel(x, y), frames[b].pixel(x, y), "{dir:?} head moved at {x},{y}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_panda_frame_is_mostly_black_and_white_with_a_clear_margin() {
        for dir in Dir::ALL {
            for frame in 0..3 {
                let f = panda_frame(dir, frame);
                let solid: Vec<_> = f.rgba.chunks(4).filter(|c| c[3] == 255).collect();
                let dark = solid.iter().filter(|c| lightness([c[0], c[1], c[2], c[3]]) < 80.0).count();
                let light = solid.iter().filter(|c| lightness([c[0], c[1], c[2], c[3]]) > 190.0).count();
                assert!(solid.len() > 350, "{dir:?} {frame}: only {} solid pixels", solid.len());
                assert!(dark + light >= solid.len() * 95 / 100, "{dir:?} {frame}: not black and white");
                assert!(dark > 120 && light > 120, "{dir:?} {frame}: dark {dark} light {light}");
            }
        }
    }
}
