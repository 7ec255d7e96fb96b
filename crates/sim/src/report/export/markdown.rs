//! Markdown: per report a heading, the summary as a list, the run's metadata in italics and
//! the kind's sections as Markdown tables, ready to paste into a forum post or an issue.

use comfy_table::presets;

use super::Exporter;
use super::table::comfy;
use crate::error::SimError;
use crate::report::Report;

/// Writes reports as Markdown.
pub struct MarkdownExporter;

impl Exporter for MarkdownExporter {
    fn export(&self, reports: &[Report]) -> Result<Vec<u8>, SimError> {
        let mut out = String::new();
        for (i, report) in reports.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out += &format!("## {}\n\n", report.name);
            if !report.description.is_empty() {
                out += &format!("{}\n\n", report.description);
            }
            let view = &*report.content;
            let headline = view.headline();
            for line in &headline {
                out += &format!("- {line}\n");
            }
            if !headline.is_empty() {
                out.push('\n');
            }
            out += &format!("*{}*\n", report.meta.header_line());
            for section in view.sections() {
                out += &format!(
                    "\n**{}**\n\n{}\n",
                    section.title,
                    comfy(&section, presets::ASCII_MARKDOWN)
                );
            }
        }
        Ok(out.into_bytes())
    }
}
