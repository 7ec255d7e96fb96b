//! `--plot FILE`: a report's figure drawn as SVG, or as PNG when the file's name ends in
//! `.png`. The report's kind says what is drawn ([`Content::figure`](crate::report::Content::figure), the model in
//! [`crate::report::figure`]); [`draw`] draws it with plotters and computes nothing.
//!
//! Text is laid out and rasterised by plotters' `ab_glyph` backend from DejaVu Sans, which
//! the `dejavu` crate embeds in the binary: no system font, fontconfig or other C library is
//! needed. PNGs are encoded by the `png` crate from plotters' RGB buffer. The file is written
//! atomically like every output.

pub mod draw;

use std::path::Path;
use std::sync::OnceLock;

use plotters::prelude::{BitMapBackend, IntoDrawingArea, SVGBackend};
use plotters::style::{FontStyle, register_font};

use crate::error::SimError;
use crate::output::write_output;
use crate::report::{Figure, Report};

/// The smallest and largest side of a picture, in pixels.
pub const SIDE: (u32, u32) = (200, 8000);

/// The picture formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlotFormat {
    /// Scalable vector graphics.
    Svg,
    /// A PNG bitmap.
    Png,
}

impl PlotFormat {
    /// The format `path`'s name ends in: `.svg` or `.png`, any case.
    ///
    /// # Errors
    /// Any other name, naming `--plot` and the two allowed endings: a `.jpg` would otherwise
    /// get SVG bytes under a name that promises a JPEG.
    pub fn of(path: &Path) -> Result<Self, SimError> {
        match path.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("png") => Ok(PlotFormat::Png),
            Some(e) if e.eq_ignore_ascii_case("svg") => Ok(PlotFormat::Svg),
            _ => Err(SimError::invalid(
                "--plot",
                format!(
                    "{}: roguesim draws SVG or PNG only; allowed: a name ending in .svg or .png",
                    path.display()
                ),
            )),
        }
    }
}

/// Parses `--plot-size`: `WIDTHxHEIGHT` in pixels, each within [`SIDE`].
pub fn parse_size(text: &str) -> Result<(u32, u32), SimError> {
    let bad = || {
        SimError::invalid(
            "--plot-size",
            format!(
                "'{text}' is not WIDTHxHEIGHT in pixels (e.g. 960x600), each {} to {}",
                SIDE.0, SIDE.1
            ),
        )
    };
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let side = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (SIDE.0..=SIDE.1).contains(v))
            .ok_or_else(bad)
    };
    Ok((side(w)?, side(h)?))
}

/// Registers the embedded font once for every drawing.
fn fonts() -> Result<(), SimError> {
    static REGISTERED: OnceLock<bool> = OnceLock::new();
    let ok = *REGISTERED.get_or_init(|| {
        register_font(draw::FONT, FontStyle::Normal, dejavu::sans::regular()).is_ok()
            && register_font(draw::FONT, FontStyle::Bold, dejavu::sans::bold()).is_ok()
    });
    if ok {
        Ok(())
    } else {
        Err(SimError::Output("the embedded font cannot be read".into()))
    }
}

/// `figure` rendered in `format` at `size`.
pub fn render(figure: &Figure, format: PlotFormat, size: (u32, u32)) -> Result<Vec<u8>, SimError> {
    fonts()?;
    let fail = |e: String| SimError::Output(format!("plot: {e}"));
    match format {
        PlotFormat::Svg => {
            let mut svg = String::new();
            {
                let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
                draw::draw(&root, figure).map_err(fail)?;
            }
            Ok(svg.into_bytes())
        }
        PlotFormat::Png => {
            let (w, h) = size;
            let mut rgb = vec![0u8; w as usize * h as usize * 3];
            {
                let root = BitMapBackend::with_buffer(&mut rgb, size).into_drawing_area();
                draw::draw(&root, figure).map_err(fail)?;
            }
            let mut out = Vec::new();
            let mut encoder = png::Encoder::new(&mut out, w, h);
            encoder.set_color(png::ColorType::Rgb);
            encoder.set_depth(png::BitDepth::Eight);
            let png_err = |e: png::EncodingError| SimError::Output(format!("PNG: {e}"));
            let mut writer = encoder.write_header().map_err(png_err)?;
            writer.write_image_data(&rgb).map_err(png_err)?;
            writer.finish().map_err(png_err)?;
            Ok(out)
        }
    }
}

/// Draws the report to `path` (SVG, or PNG for `.png`) at `size`; `quantities` replace a
/// sweep's own choice of lines or colour.
pub fn plot(
    reports: &[Report],
    path: &Path,
    size: (u32, u32),
    quantities: &[String],
) -> Result<(), SimError> {
    let [report] = reports else {
        return Err(SimError::invalid(
            "--plot",
            "draws one report: run one command, not the built-in set",
        ));
    };
    let Some(figure) = report.content.figure(quantities)? else {
        return Err(SimError::invalid(
            "--plot",
            format!(
                "a {} report has no picture; allowed with: sweep, turn, speed, dcss-speed",
                report.content.kind()
            ),
        ));
    };
    let bytes = render(&figure, PlotFormat::of(path)?, size)?;
    write_output(Some(path), &bytes)
}
