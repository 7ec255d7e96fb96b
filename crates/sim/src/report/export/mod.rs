//! One exporter per output format, all reading the same [`Report`]s (hyperfine's
//! `src/export/` is the model): a new format is one file here and one [`Format`] variant.

mod csv;
mod json;
mod markdown;
mod table;

use super::Report;
use crate::error::SimError;

pub use csv::{CSV_COLUMNS, CsvExporter};
pub use json::{JsonExporter, envelope_schema};
pub use markdown::MarkdownExporter;
pub use table::TableExporter;

/// Output format chosen with `--format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// Aligned tables for a terminal.
    #[default]
    Table,
    /// One JSON document: run metadata, inputs, exact values and estimates.
    Json,
    /// CSV, one row per quantity.
    Csv,
    /// Markdown tables, to paste into a forum post or an issue.
    Markdown,
}

/// Turns reports into the bytes of one format.
pub trait Exporter {
    /// The reports as one document: a single report alone, several in order.
    fn export(&self, reports: &[Report]) -> Result<Vec<u8>, SimError>;
}

/// The width a table is laid out for when the caller knows none: 80 columns, what a pipe,
/// a file or a server gets.
pub const DEFAULT_WIDTH: u16 = 80;

/// How the human formats lay a report out: the columns of a terminal table, the digits
/// (`--digits N`; else a table rounds for a player and Markdown prints 6 decimals), and
/// whether long lists show every row (`--all`). JSON and CSV ignore it: they keep every
/// digit and every row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// The columns a table is laid out for (the caller's terminal, or `COLUMNS`).
    pub width: u16,
    /// `--digits N`: every number of the tables with N decimals.
    pub digits: Option<u8>,
    /// `--all`: every row of the long lists.
    pub all: bool,
}

impl From<u16> for Layout {
    /// A table `width` columns wide, rounded for a player, long lists trimmed.
    fn from(width: u16) -> Self {
        Layout {
            width,
            digits: None,
            all: false,
        }
    }
}

/// The exporter of `format`; a table is laid out as `layout` says (the caller reads its
/// terminal or `COLUMNS`: an exporter reads nothing of the world, as hyperfine's take their
/// unit as an argument). A width alone is a layout.
pub fn exporter(format: Format, layout: impl Into<Layout>) -> Box<dyn Exporter> {
    let layout = layout.into();
    match format {
        Format::Table => Box::new(TableExporter { layout }),
        Format::Json => Box::new(JsonExporter),
        Format::Csv => Box::new(CsvExporter),
        Format::Markdown => Box::new(MarkdownExporter { layout }),
    }
}
