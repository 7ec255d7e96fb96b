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

/// The exporter of `format`.
pub fn exporter(format: Format) -> Box<dyn Exporter> {
    match format {
        Format::Table => Box::new(TableExporter),
        Format::Json => Box::new(JsonExporter),
        Format::Csv => Box::new(CsvExporter),
        Format::Markdown => Box::new(MarkdownExporter),
    }
}
