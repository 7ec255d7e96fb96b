//! The figure model: what a report draws, before any drawing (`--plot` draws it with
//! plotters). A kind's result gives its own figure ([`super::Content::figure`]), with the
//! numbers already computed: the drawing computes nothing.

/// A picture of a report.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    /// Lines against one varied flag.
    Lines(Lines),
    /// One quantity over two varied flags.
    Heatmap(Heatmap),
    /// Grouped bars, in one or more panels.
    Bars(Bars),
}

/// A line chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Lines {
    /// The title.
    pub title: String,
    /// The x axis's label.
    pub x_label: String,
    /// The y axis's label.
    pub y_label: String,
    /// The lines.
    pub lines: Vec<Line>,
}

/// One line, with its Monte Carlo band when estimated.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The legend's label.
    pub label: String,
    /// `(x, y)` in order of x.
    pub points: Vec<(f64, f64)>,
    /// `(x, lo, hi)`: the 95 % interval of the estimate at x (empty when exact only).
    pub band: Vec<(f64, f64, f64)>,
}

/// A heatmap.
#[derive(Clone, Debug, PartialEq)]
pub struct Heatmap {
    /// The title.
    pub title: String,
    /// The x axis's label.
    pub x_label: String,
    /// The y axis's label.
    pub y_label: String,
    /// What the colour shows.
    pub scale_label: String,
    /// The x values (columns).
    pub xs: Vec<f64>,
    /// The y values (rows).
    pub ys: Vec<f64>,
    /// `values[j][i]` at `(xs[i], ys[j])`; `None` where the point has no such quantity.
    pub values: Vec<Vec<Option<f64>>>,
}

/// Grouped bars.
#[derive(Clone, Debug, PartialEq)]
pub struct Bars {
    /// The title.
    pub title: String,
    /// The y axis's label, shared by the panels.
    pub y_label: String,
    /// The panels, side by side.
    pub panels: Vec<Panel>,
}

/// One panel of bars: a bar per category and series.
#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    /// The panel's title.
    pub title: String,
    /// The x axis's label.
    pub x_label: String,
    /// The categories along x.
    pub categories: Vec<String>,
    /// `(label, one value per category)`.
    pub series: Vec<(String, Vec<f64>)>,
}
