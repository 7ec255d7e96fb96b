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

/// The exporter of `format`; a table is laid out for `width` columns (the caller reads its
/// terminal or `COLUMNS`: an exporter reads nothing of the world, as hyperfine's take their
/// unit as an argument).
pub fn exporter(format: Format, width: u16) -> Box<dyn Exporter> {
    match format {
        Format::Table => Box::new(TableExporter { width }),
        Format::Json => Box::new(JsonExporter),
        Format::Csv => Box::new(CsvExporter),
        Format::Markdown => Box::new(MarkdownExporter),
    }
}
