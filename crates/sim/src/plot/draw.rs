//! Drawing a [`Figure`] with plotters on any of its backends (SVG or a bitmap): titles, axis
//! labels, legends, the heatmap's colour scale.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::report::figure::{Bars, Figure, Heatmap, Lines, Panel};

/// The font family the embedded font is registered under.
pub const FONT: &str = "sans-serif";

/// The line and bar colours, in order: distinct and readable on white.
const PALETTE: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(148, 103, 189),
    RGBColor(255, 127, 14),
    RGBColor(23, 190, 207),
];

type DrawResult = Result<(), String>;

fn err<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

/// Draws `figure` on `root`.
pub fn draw<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, figure: &Figure) -> DrawResult
where
    DB::ErrorType: 'static,
{
    root.fill(&WHITE).map_err(err)?;
    match figure {
        Figure::Lines(l) => lines(root, l),
        Figure::Heatmap(h) => heatmap(root, h),
        Figure::Bars(b) => bars(root, b),
    }?;
    root.present().map_err(err)
}

/// The pixel size of text at `base` for a picture `height` pixels tall (600 is the default).
fn text_size(root_height: u32, base: f64) -> f64 {
    base * (f64::from(root_height) / 600.0).clamp(0.6, 3.0)
}

/// `[lo, hi]` padded by 5 %, or a unit range around a single value.
fn padded(lo: f64, hi: f64) -> (f64, f64) {
    if hi > lo {
        let pad = (hi - lo) * 0.05;
        (lo - pad, hi + pad)
    } else {
        (lo - 1.0, hi + 1.0)
    }
}

fn lines<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, l: &Lines) -> DrawResult
where
    DB::ErrorType: 'static,
{
    let h = root.dim_in_pixel().1;
    let xs = l.lines.iter().flat_map(|s| s.points.iter().map(|p| p.0));
    let (x_lo, x_hi) = xs.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), x| {
        (a.min(x), b.max(x))
    });
    let ys = l.lines.iter().flat_map(|s| {
        s.points
            .iter()
            .map(|p| p.1)
            .chain(s.band.iter().flat_map(|b| [b.1, b.2]))
    });
    let (y_lo, y_hi) = ys.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), y| {
        (a.min(y), b.max(y))
    });
    if !x_lo.is_finite() || !y_lo.is_finite() {
        return Err("nothing to draw: no point has these quantities".into());
    }
    let percent = l.y_label.contains('%');
    let (y_lo, y_hi) = if percent && y_lo >= 0.0 && y_hi <= 100.0 {
        (0.0, 100.0)
    } else {
        padded(y_lo, y_hi)
    };
    let (x_lo, x_hi) = if x_hi > x_lo {
        (x_lo, x_hi)
    } else {
        padded(x_lo, x_hi)
    };
    let mut chart = ChartBuilder::on(root)
        .caption(&l.title, (FONT, text_size(h, 22.0)))
        .margin(text_size(h, 16.0) as i32)
        .x_label_area_size(text_size(h, 48.0) as i32)
        .y_label_area_size(text_size(h, 64.0) as i32)
        .build_cartesian_2d(x_lo..x_hi, y_lo..y_hi)
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc(&l.x_label)
        .y_desc(&l.y_label)
        .label_style((FONT, text_size(h, 14.0)))
        .axis_desc_style((FONT, text_size(h, 16.0)))
        .light_line_style(WHITE.mix(0.0))
        .draw()
        .map_err(err)?;
    let width = (text_size(h, 2.5)).round().max(1.0) as u32;
    for (i, s) in l.lines.iter().enumerate() {
        let colour = PALETTE[i % PALETTE.len()];
        if !s.band.is_empty() {
            let upper = s.band.iter().map(|b| (b.0, b.2));
            let lower = s.band.iter().rev().map(|b| (b.0, b.1));
            let outline: Vec<(f64, f64)> = upper.chain(lower).collect();
            chart
                .draw_series(std::iter::once(Polygon::new(
                    outline,
                    colour.mix(0.25).filled(),
                )))
                .map_err(err)?;
        }
        chart
            .draw_series(LineSeries::new(
                s.points.iter().copied(),
                colour.stroke_width(width),
            ))
            .map_err(err)?
            .label(if s.band.is_empty() {
                s.label.clone()
            } else {
                format!("{} (band: Monte Carlo 95% CI)", s.label)
            })
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 20, y)], colour.stroke_width(width))
            });
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font((FONT, text_size(h, 14.0)))
        .draw()
        .map_err(err)
}

fn heatmap<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, hm: &Heatmap) -> DrawResult
where
    DB::ErrorType: 'static,
{
    let (w, h) = root.dim_in_pixel();
    let values = hm.values.iter().flatten().flatten().copied();
    let (v_lo, v_hi) = values.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), v| {
        (a.min(v), b.max(v))
    });
    if !v_lo.is_finite() {
        return Err("nothing to draw: no point has this quantity".into());
    }
    let (v_lo, v_hi) = if v_hi > v_lo {
        (v_lo, v_hi)
    } else {
        (v_lo - 1.0, v_hi + 1.0)
    };
    let step = |v: &[f64]| if v.len() > 1 { v[1] - v[0] } else { 1.0 };
    let (dx, dy) = (step(&hm.xs), step(&hm.ys));
    let x_range = hm.xs[0] - dx / 2.0..hm.xs[hm.xs.len() - 1] + dx / 2.0;
    let y_range = hm.ys[0] - dy / 2.0..hm.ys[hm.ys.len() - 1] + dy / 2.0;
    let root = root
        .titled(&hm.title, (FONT, text_size(h, 22.0)))
        .map_err(err)?;
    let (main, scale) = root.split_horizontally(w * 83 / 100);
    let mut chart = ChartBuilder::on(&main)
        .margin(text_size(h, 12.0) as i32)
        .x_label_area_size(text_size(h, 48.0) as i32)
        .y_label_area_size(text_size(h, 60.0) as i32)
        .build_cartesian_2d(x_range, y_range)
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc(&hm.x_label)
        .y_desc(&hm.y_label)
        .label_style((FONT, text_size(h, 14.0)))
        .axis_desc_style((FONT, text_size(h, 16.0)))
        .draw()
        .map_err(err)?;
    let colour = |v: f64| ViridisRGB.get_color_normalized(v, v_lo, v_hi);
    let cells = hm.ys.iter().zip(&hm.values).flat_map(|(&y, row)| {
        hm.xs.iter().zip(row).filter_map(move |(&x, v)| {
            v.map(|v| {
                Rectangle::new(
                    [(x - dx / 2.0, y - dy / 2.0), (x + dx / 2.0, y + dy / 2.0)],
                    colour(v).filled(),
                )
            })
        })
    });
    chart.draw_series(cells).map_err(err)?;
    let mut bar = ChartBuilder::on(&scale)
        .margin(text_size(h, 12.0) as i32)
        .margin_left(0)
        .x_label_area_size(text_size(h, 48.0) as i32)
        .y_label_area_size(text_size(h, 56.0) as i32)
        .build_cartesian_2d(0.0..1.0, v_lo..v_hi)
        .map_err(err)?;
    bar.configure_mesh()
        .disable_mesh()
        .disable_x_axis()
        .y_desc(&hm.scale_label)
        .label_style((FONT, text_size(h, 13.0)))
        .axis_desc_style((FONT, text_size(h, 14.0)))
        .draw()
        .map_err(err)?;
    let steps = 128;
    let band = (v_hi - v_lo) / f64::from(steps);
    bar.draw_series((0..steps).map(|i| {
        let lo = v_lo + band * f64::from(i);
        Rectangle::new(
            [(0.0, lo), (1.0, lo + band)],
            colour(lo + band / 2.0).filled(),
        )
    }))
    .map_err(err)?;
    Ok(())
}

fn bars<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, b: &Bars) -> DrawResult
where
    DB::ErrorType: 'static,
{
    let h = root.dim_in_pixel().1;
    let root = root
        .titled(&b.title, (FONT, text_size(h, 22.0)))
        .map_err(err)?;
    let areas = root.split_evenly((1, b.panels.len().max(1)));
    let top = b
        .panels
        .iter()
        .flat_map(|p| p.series.iter().flat_map(|s| s.1.iter().copied()))
        .fold(0.0f64, f64::max);
    let top = if top > 0.0 { top * 1.1 } else { 1.0 };
    for (area, panel) in areas.iter().zip(&b.panels) {
        bar_panel(area, panel, &b.y_label, top, h)?;
    }
    Ok(())
}

fn bar_panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    p: &Panel,
    y_label: &str,
    top: f64,
    h: u32,
) -> DrawResult
where
    DB::ErrorType: 'static,
{
    let k = p.categories.len().max(1);
    let mut chart = ChartBuilder::on(area)
        .caption(&p.title, (FONT, text_size(h, 17.0)))
        .margin(text_size(h, 12.0) as i32)
        .x_label_area_size(text_size(h, 48.0) as i32)
        .y_label_area_size(text_size(h, 60.0) as i32)
        .build_cartesian_2d(-0.5..(k as f64 - 0.5), 0.0..top)
        .map_err(err)?;
    let categories = p.categories.clone();
    let label = move |x: &f64| {
        let i = x.round();
        if (x - i).abs() < 0.01 && i >= 0.0 {
            categories.get(i as usize).cloned().unwrap_or_default()
        } else {
            String::new()
        }
    };
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(k.min(40) * 2 + 1)
        .x_label_formatter(&label)
        .x_desc(&p.x_label)
        .y_desc(y_label)
        .label_style((FONT, text_size(h, 14.0)))
        .axis_desc_style((FONT, text_size(h, 16.0)))
        .draw()
        .map_err(err)?;
    let n = p.series.len().max(1) as f64;
    let width = 0.8 / n;
    for (s, (name, values)) in p.series.iter().enumerate() {
        let colour = PALETTE[s % PALETTE.len()];
        let left = |c: usize| c as f64 - 0.4 + width * s as f64;
        chart
            .draw_series(values.iter().enumerate().map(|(c, &v)| {
                Rectangle::new(
                    [(left(c), 0.0), (left(c) + width * 0.92, v)],
                    colour.filled(),
                )
            }))
            .map_err(err)?
            .label(name.clone())
            .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 14, y + 6)], colour.filled()));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font((FONT, text_size(h, 14.0)))
        .draw()
        .map_err(err)
}
