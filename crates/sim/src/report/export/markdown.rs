//! Markdown: per report a heading, the answer in bold, the summary as a list, the run's
//! metadata in italics and the kind's sections as Markdown tables, ready to paste into a
//! forum post or an issue. Numbers keep their digits (6 decimals, or `--digits N`); long
//! lists are trimmed as in a table unless `--all`.

use comfy_table::presets;

use super::table::Rendered;
use super::{Exporter, Layout};
use crate::error::SimError;
use crate::report::Report;
use crate::report::cells::{Digits, MARKDOWN_DIGITS};

/// Writes reports as Markdown.
pub struct MarkdownExporter {
    /// The digits (`--digits N`, else 6 decimals) and rows (`--all`); the width is unused.
    pub layout: Layout,
}

impl Exporter for MarkdownExporter {
    fn export(&self, reports: &[Report]) -> Result<Vec<u8>, SimError> {
        let mut out = String::new();
        for (i, report) in reports.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out += &format!("## {}\n\n", report.name);
            let view = &*report.content;
            let answer = view.answer();
            if !answer.is_empty() {
                out += &format!("**{}**\n\n", answer.join(" "));
            }
            if !report.description.is_empty() {
                out += &format!("{}\n\n", report.description);
            }
            let headline = view.headline();
            for line in &headline {
                out += &format!("- {line}\n");
            }
            if !headline.is_empty() {
                out.push('\n');
            }
            out += &format!("*{}*\n", report.meta.header_line());
            let digits = self.layout.digits.map_or(MARKDOWN_DIGITS, Digits::Fixed);
            let mut noted: Vec<String> = Vec::new();
            for section in view.sections() {
                let rendered = Rendered::of(&section, digits, self.layout.all);
                out += &format!(
                    "\n**{}**\n\n{}\n",
                    section.title,
                    rendered.comfy(presets::ASCII_MARKDOWN)
                );
                let notes = rendered.trimmed_line().into_iter().chain(
                    section
                        .notes
                        .iter()
                        .filter(|n| !noted.contains(n))
                        .cloned()
                        .collect::<Vec<_>>(),
                );
                for note in notes {
                    out += &format!("\n*{note}*\n");
                }
                noted.extend(section.notes.iter().cloned());
            }
        }
        Ok(out.into_bytes())
    }
}
