//! PNG encoding with fixed settings, so the same picture always gives the same bytes.

use super::canvas::Picture;

/// `p` as a PNG file: 8-bit RGBA, fixed compression settings, no metadata,
/// so the same picture always gives the same bytes.
pub fn encode_png(p: &Picture) -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, p.width, p.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    encoder.set_filter(png::Filter::Adaptive);
    let mut writer = encoder.write_header().expect("writing a PNG header to memory cannot fail");
    writer.write_image_data(&p.rgba).expect("the buffer holds exactly width × height RGBA pixels");
    writer.finish().expect("finishing a PNG in memory cannot fail");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::catalogue;

    #[test]
    fn pngs_decode_back_to_the_same_pixels() {
        for (stem, p) in catalogue() {
            let bytes = encode_png(&p);
            let mut reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().unwrap();
            let mut buf = vec![0; reader.output_buffer_size().unwrap()];
            let info = reader.next_frame(&mut buf).unwrap();
            assert_eq!((info.width, info.height), (p.width, p.height), "{stem}");
            assert_eq!((info.color_type, info.bit_depth), (png::ColorType::Rgba, png::BitDepth::Eight), "{stem}");
            assert_eq!(&buf[..info.buffer_size()], &p.rgba[..], "{stem}");
        }
    }
}
