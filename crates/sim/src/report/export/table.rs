//! Tables for a terminal: per report its title, summary lines, the run's metadata, then the
//! kind's sections as aligned tables, every line at most the terminal's width ([`width`]):
//! text is wrapped at words, a table's cells are wrapped by comfy-table, and full precision
//! stays in JSON and CSV.

use comfy_table::{
    CellAlignment, ColumnConstraint, ContentArrangement, Table, TableStyle, Width, presets,
};

use super::Exporter;
use crate::error::SimError;
use crate::report::{Report, Section};

/// Writes reports as aligned tables.
pub struct TableExporter {
    /// The columns the tables are laid out for (the caller's terminal, or `COLUMNS`), at
    /// least `MIN_WIDTH` (40).
    pub width: u16,
}

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

/// The narrowest width tables are laid out for, whatever the caller says.
pub const MIN_WIDTH: u16 = 40;

/// `section` as a table when it fits in `width` columns; else as records, one a row, each
/// value beside its column's name and wrapped at words, so no number is ever cut in two.
fn laid_out(section: &Section, width: u16) -> String {
    let fits = |text: &str| {
        text.lines().map(|l| l.chars().count()).max().unwrap_or(0) <= usize::from(width)
    };
    let table = comfy(section, presets::UTF8_FULL_CONDENSED).to_string();
    if fits(&table) {
        return format!("{table}\n");
    }
    // Narrower: the labels of the first column and the headers wrapped at words, every
    // value whole.
    let mut narrow = comfy(section, presets::UTF8_FULL_CONDENSED);
    narrow
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(width);
    for (i, min) in least_widths(section).into_iter().enumerate() {
        if let Some(col) = narrow.column_mut(i) {
            col.set_constraint(ColumnConstraint::LowerBoundary(Width::Fixed(min)));
        }
    }
    let narrow = narrow.to_string();
    if fits(&narrow) {
        return format!("{narrow}\n");
    }
    let mut out = String::new();
    for row in &section.rows {
        let pairs: Vec<String> = section
            .header
            .iter()
            .zip(row)
            .filter(|(_, value)| !value.is_empty())
            .map(|(name, value)| format!("{name}: {value}"))
            .collect();
        out += &packed(&pairs, usize::from(width));
    }
    out
}

/// The narrowest each column of `section` may be without cutting a value: the first column
/// (labels) and the headers as wide as their longest word, the other columns as wide as
/// their widest value; two more for the padding.
fn least_widths(section: &Section) -> Vec<u16> {
    let chars = |s: &str| u16::try_from(s.chars().count()).unwrap_or(u16::MAX);
    let longest_word = |s: &str| s.split_whitespace().map(chars).max().unwrap_or(0);
    section
        .header
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let cells = section.rows.iter().filter_map(|row| row.get(i));
            let values = if i == 0 {
                cells.map(|c| longest_word(c)).max()
            } else {
                cells.map(|c| chars(c)).max()
            };
            values
                .unwrap_or(0)
                .max(longest_word(name))
                .saturating_add(2)
        })
        .collect()
}

/// `pairs` ("EV: 6") packed greedily into lines of at most `width` columns, separated by
/// " · ", a record's first line marked "• " and the others indented; a pair is split only
/// when it is wider than a line by itself.
fn packed(pairs: &[String], width: usize) -> String {
    const SEP: &str = " · ";
    const INDENT: &str = "    ";
    let mut out = String::new();
    let mut line = String::from("• ");
    let mut fresh = true;
    for pair in pairs {
        let len = |s: &str| s.chars().count();
        if !fresh && len(&line) + len(SEP) + len(pair) > width {
            out += &line;
            out.push('\n');
            line = String::from(INDENT);
            fresh = true;
        }
        if !fresh {
            line += SEP;
        }
        if len(&line) + len(pair) > width {
            let options = textwrap::Options::new(width)
                .initial_indent(&line)
                .subsequent_indent(INDENT);
            let parts = textwrap::wrap(pair, options);
            let (last, full) = parts.split_last().expect("a pair wraps to a line at least");
            for part in full {
                out += part;
                out.push('\n');
            }
            line = last.to_string();
        } else {
            line += pair;
        }
        fresh = false;
    }
    out += &line;
    out.push('\n');
    out
}

/// Room kept on the metadata line for its threads and seconds, whatever they are, so that
/// where the line wraps never depends on them ("9999 threads · 99999.999 s").
const VOLATILE_RESERVE: usize = 29;

/// The run's metadata line, wrapped so that its layout depends only on what a rerun repeats:
/// on one line when it fits with [`VOLATILE_RESERVE`] for the threads and seconds, else the
/// repeated parts wrapped and the threads and seconds on a line of their own.
fn meta_lines(meta: &crate::report::RunMeta, width: u16) -> String {
    let (stable, volatile) = meta.header_parts();
    let stable = stable.join(" · ");
    let volatile = volatile.join(" · ");
    if stable.chars().count() + 3 + VOLATILE_RESERVE <= usize::from(width) {
        return format!("{stable} · {volatile}\n");
    }
    format!("{}  · {volatile}\n", wrapped(&stable, width))
}

/// `line` wrapped at words to `width` columns, continuation lines indented by two spaces.
fn wrapped(line: &str, width: u16) -> String {
    let options = textwrap::Options::new(usize::from(width)).subsequent_indent("  ");
    let mut out = String::new();
    for part in textwrap::wrap(line, options) {
        out += &part;
        out.push('\n');
    }
    if out.is_empty() {
        out.push('\n');
    }
    out
}

impl Exporter for TableExporter {
    fn export(&self, reports: &[Report]) -> Result<Vec<u8>, SimError> {
        let width = self.width.max(MIN_WIDTH);
        let mut out = String::new();
        for (i, report) in reports.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out += &wrapped(&format!("== {} ==", report.name), width);
            if !report.description.is_empty() {
                out += &wrapped(&report.description, width);
            }
            let view = &*report.content;
            for line in view.headline() {
                out += &wrapped(&line, width);
            }
            out += &meta_lines(&report.meta, width);
            for section in view.sections() {
                out += "\n";
                out += &wrapped(&section.title, width);
                out += &laid_out(&section, width);
            }
        }
        Ok(out.into_bytes())
    }
}
