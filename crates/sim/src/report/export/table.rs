//! Tables for a terminal: per report its title, summary lines, the run's metadata, then the
//! kind's sections as aligned tables.

use comfy_table::{CellAlignment, Table, TableStyle, presets};

use super::Exporter;
use crate::error::SimError;
use crate::report::{Report, Section};

/// Writes reports as aligned tables.
pub struct TableExporter;

/// A section as a comfy table in `preset`, numbers right-aligned.
pub(super) fn comfy(section: &Section, preset: TableStyle) -> Table {
    let mut table = Table::new();
    table.load_style(preset);
    table.set_header(section.header.clone());
    for row in &section.rows {
        table.add_row(row.clone());
    }
    for i in 1..section.header.len() {
        if let Some(col) = table.column_mut(i) {
            col.set_cell_alignment(CellAlignment::Right);
        }
    }
    table
}

impl Exporter for TableExporter {
    fn export(&self, reports: &[Report]) -> Result<Vec<u8>, SimError> {
        let mut out = String::new();
        for (i, report) in reports.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out += &format!("== {} ==\n", report.name);
            if !report.description.is_empty() {
                out += &format!("{}\n", report.description);
            }
            let view = &*report.content;
            for line in view.headline() {
                out += &format!("{line}\n");
            }
            out += &format!("{}\n", report.meta.header_line());
            for section in view.sections() {
                let table = comfy(&section, presets::UTF8_FULL_CONDENSED);
                out += &format!("\n{}\n{table}\n", section.title);
            }
        }
        Ok(out.into_bytes())
    }
}
