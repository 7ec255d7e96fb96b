//! Tables for a terminal: per report its title, the answer in a player's words, the summary
//! lines, the run's metadata, then the kind's sections as tables designed for the width
//! ([`Layout`]): a section is a table when it fits, else one "name: value" record per row;
//! a cell is never wrapped, text lines are wrapped at words. Numbers are rounded for a
//! player unless `--digits N` asks for N decimals; long lists show their chosen rows unless
//! `--all`; a legend note is printed once per report. Full precision stays in JSON and CSV.

use comfy_table::{CellAlignment, ContentArrangement, Table, TableStyle, presets};

use super::{Exporter, Layout};
use crate::error::SimError;
use crate::report::cells::Digits;
use crate::report::{Report, Section};

/// Writes reports as aligned tables.
pub struct TableExporter {
    /// The width, digits and rows the tables are laid out for; the width at least
    /// `MIN_WIDTH` (40).
    pub layout: Layout,
}

/// A section's cells as text with `digits`, the rows `all` asks for: its header, its rows
/// and how many rows are left out.
pub(super) struct Rendered {
    /// The column names.
    pub header: Vec<String>,
    /// The cells shown, as text.
    pub rows: Vec<Vec<String>>,
    /// Rows left out (`--all` shows them).
    pub left_out: usize,
}

impl Rendered {
    /// `section` with `digits`, every row when `all`.
    pub fn of(section: &Section, digits: Digits, all: bool) -> Self {
        let (rows, left_out) = section.shown(all);
        Rendered {
            header: section.header.clone(),
            rows: rows
                .into_iter()
                .map(|r| r.iter().map(|c| c.render(digits)).collect())
                .collect(),
            left_out,
        }
    }

    /// Whether column `i` holds numbers: every value shown reads as one (a digit or a sign
    /// first: `73.9 %`, `+0.3`, `<0.001 %`, `≥ 1 ✔`), and it is not the labels' column.
    fn numeric(&self, i: usize) -> bool {
        i > 0
            && self.rows.iter().filter_map(|r| r.get(i)).all(|c| {
                c == "-" || c.starts_with(|ch: char| ch.is_ascii_digit() || "+-<>≥≤.".contains(ch))
            })
    }

    /// The cells as a comfy table in `preset`, numbers right-aligned and text (the labels)
    /// left-aligned, nothing wrapped.
    pub fn comfy(&self, preset: TableStyle) -> Table {
        let mut table = Table::new();
        table
            .load_style(preset)
            .set_content_arrangement(ContentArrangement::Disabled);
        table.set_header(self.header.clone());
        for row in &self.rows {
            table.add_row(row.clone());
        }
        for i in 1..self.header.len() {
            if let (true, Some(col)) = (self.numeric(i), table.column_mut(i)) {
                col.set_cell_alignment(CellAlignment::Right);
            }
        }
        table
    }

    /// The line that says how many rows a trimmed list leaves out, if any.
    pub fn trimmed_line(&self) -> Option<String> {
        (self.left_out > 0).then(|| {
            format!(
                "… {} more {}: --all shows every row",
                self.left_out,
                if self.left_out == 1 { "row" } else { "rows" }
            )
        })
    }
}

/// The narrowest width tables are laid out for, whatever the caller says.
pub const MIN_WIDTH: u16 = 40;

/// `rendered` as a table when it fits in `width` columns; else as records, one a row, each
/// value beside its column's name, so that no cell is ever wrapped.
fn laid_out(rendered: &Rendered, width: u16) -> String {
    let fits = |text: &str| {
        text.lines().map(|l| l.chars().count()).max().unwrap_or(0) <= usize::from(width)
    };
    let table = rendered.comfy(presets::UTF8_FULL_CONDENSED).to_string();
    if fits(&table) {
        return format!("{table}\n");
    }
    let mut out = String::new();
    for row in &rendered.rows {
        let pairs: Vec<String> = rendered
            .header
            .iter()
            .zip(row)
            .filter(|(_, value)| !value.is_empty() && value.as_str() != "-")
            .map(|(name, value)| format!("{name}: {value}"))
            .collect();
        out += &packed(&pairs, usize::from(width));
    }
    out
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
/// the repeated parts wrapped at words, the threads and seconds after them on the last line
/// when it has [`VOLATILE_RESERVE`] left for them, else on a line of their own.
fn meta_lines(meta: &crate::report::RunMeta, width: u16) -> String {
    let (stable, volatile) = meta.header_parts();
    let stable = stable.join(" · ");
    let volatile = volatile.join(" · ");
    let wrapped = wrapped(&stable, width);
    let last = wrapped.lines().last().unwrap_or("");
    if last.chars().count() + 3 + VOLATILE_RESERVE <= usize::from(width) {
        let head = &wrapped[..wrapped.len() - last.len() - 1];
        return format!("{head}{last} · {volatile}\n");
    }
    format!("{wrapped}  · {volatile}\n")
}

/// `line` wrapped at words to `width` columns, continuation lines indented by two spaces.
/// A percentage stays on the line of its number (`43 %`, never `43` then `%`).
fn wrapped(line: &str, width: u16) -> String {
    let options = textwrap::Options::new(usize::from(width)).subsequent_indent("  ");
    let glued = line.replace(" %", "\u{a0}%");
    let mut out = String::new();
    for part in textwrap::wrap(&glued, options) {
        out += &part.replace('\u{a0}', " ");
        out.push('\n');
    }
    if out.is_empty() {
        out.push('\n');
    }
    out
}

impl Exporter for TableExporter {
    fn export(&self, reports: &[Report]) -> Result<Vec<u8>, SimError> {
        let width = self.layout.width.max(MIN_WIDTH);
        let digits = self.layout.digits.map_or(Digits::Player, Digits::Fixed);
        let mut out = String::new();
        for (i, report) in reports.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            out += &wrapped(&format!("== {} ==", report.name), width);
            let view = &*report.content;
            for line in view.answer() {
                out += &wrapped(&line, width);
            }
            if !report.description.is_empty() {
                out += &wrapped(&report.description, width);
            }
            for line in view.headline() {
                out += &wrapped(&line, width);
            }
            out += &meta_lines(&report.meta, width);
            let mut noted: Vec<String> = Vec::new();
            for section in view.sections() {
                out += "\n";
                out += &wrapped(&section.title, width);
                let rendered = Rendered::of(&section, digits, self.layout.all);
                out += &laid_out(&rendered, width);
                if let Some(line) = rendered.trimmed_line() {
                    out += &wrapped(&line, width);
                }
                for note in &section.notes {
                    if !noted.contains(note) {
                        out += &wrapped(note, width);
                        noted.push(note.clone());
                    }
                }
            }
        }
        Ok(out.into_bytes())
    }
}
