//! What a report shows of every quantity, whatever the format: one [`Row`] per quantity (its
//! exact value, its estimate, whether it is a probability) and the table [`Section`]s they
//! are printed in, whose cells are values ([`Cell`]) each format prints with its own digits.

use super::cells::Cell;
use crate::stats::Estimate;

/// One reported quantity: its exact value if known, and its estimate if simulated or
/// measured.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// The group the row belongs to; tables print one block per section.
    pub section: String,
    /// What is measured, e.g. `P(land)`.
    pub quantity: String,
    /// The outcome for distributions (blocks in a turn, monster actions), if any.
    pub index: Option<usize>,
    /// The exact value, if computed.
    pub exact: Option<f64>,
    /// The estimate, if any.
    pub value: Value,
    /// What the trials behind the estimate count (`turns`, `fights`), for table headers.
    pub unit: &'static str,
    /// How tables name the row, when not `quantity[index]` (e.g. `P(N = 2)`).
    pub label: Option<String>,
    /// What the value is, when the row says ([`Row::measure`] infers it otherwise).
    pub measure: Option<Measure>,
}

/// What a row's value is, for the digits a table prints it with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    /// A probability (0..1): a player reads a percentage.
    Probability,
    /// Any other number: a mean, a count, a rate.
    Number,
}

/// The estimate side of a [`Row`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    /// Exact only.
    None,
    /// A Monte Carlo estimate with its interval and trials.
    Estimated(Estimate),
    /// A plain number without an interval (a percentile, a measured rate, a displayed %).
    Plain(f64),
}

impl Row {
    /// A row with neither index, exact value nor estimate yet.
    pub fn new(section: impl Into<String>, quantity: impl Into<String>) -> Self {
        Row {
            section: section.into(),
            quantity: quantity.into(),
            index: None,
            exact: None,
            value: Value::None,
            unit: "trials",
            label: None,
            measure: None,
        }
    }

    /// Says the value is a probability.
    pub fn probability(mut self) -> Self {
        self.measure = Some(Measure::Probability);
        self
    }

    /// Says the value is a number, not a probability.
    pub fn number(mut self) -> Self {
        self.measure = Some(Measure::Number);
        self
    }

    /// What the value is: as the row says, else a probability when its estimate is a
    /// proportion or its name reads `P(…)`, else a number.
    pub fn measure(&self) -> Measure {
        match self.measure {
            Some(m) => m,
            None if matches!(self.value, Value::Estimated(Estimate::Proportion(_)))
                || self.name().starts_with("P(") =>
            {
                Measure::Probability
            }
            None => Measure::Number,
        }
    }

    /// The row's exact value or point estimate `x` as a table cell.
    pub fn cell(&self, x: f64) -> Cell {
        match self.measure() {
            Measure::Probability => Cell::Prob(x),
            Measure::Number if x.fract() == 0.0 && x.abs() < 1e15 => Cell::Int(x as i64),
            Measure::Number => Cell::Num(x),
        }
    }

    /// Sets the outcome index.
    pub fn index(mut self, index: usize) -> Self {
        self.index = Some(index);
        self
    }

    /// Sets the exact value.
    pub fn exact(mut self, exact: f64) -> Self {
        self.exact = Some(exact);
        self
    }

    /// Sets the estimate.
    pub fn estimate(mut self, estimate: Estimate) -> Self {
        self.value = Value::Estimated(estimate);
        self
    }

    /// Sets a plain value.
    pub fn plain(mut self, value: f64) -> Self {
        self.value = Value::Plain(value);
        self
    }

    /// Sets what the estimate's trials count.
    pub fn unit(mut self, unit: &'static str) -> Self {
        self.unit = unit;
        self
    }

    /// Sets how tables name the row.
    pub fn label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    /// The name tables show: the label, else `quantity`, or `quantity[index]`.
    pub fn name(&self) -> String {
        match (&self.label, self.index) {
            (Some(l), _) => l.clone(),
            (None, Some(i)) => format!("{}[{i}]", self.quantity),
            (None, None) => self.quantity.clone(),
        }
    }

    /// The point estimate or plain value.
    pub fn point(&self) -> Option<f64> {
        match self.value {
            Value::None => None,
            Value::Estimated(e) => Some(e.value()),
            Value::Plain(v) => Some(v),
        }
    }

    /// The 95 % interval of an estimate.
    pub fn ci95(&self) -> Option<[f64; 2]> {
        match self.value {
            Value::Estimated(e) => Some(e.ci95()),
            _ => None,
        }
    }

    /// The estimate's distance from the exact value in standard errors.
    pub fn sigmas(&self) -> Option<f64> {
        match self.value {
            Value::Estimated(e) => e.sigmas_from(self.exact?),
            _ => None,
        }
    }

    /// The trials behind an estimate.
    pub fn trials(&self) -> Option<u64> {
        match self.value {
            Value::Estimated(e) => Some(e.trials()),
            _ => None,
        }
    }
}

/// A table as the table and Markdown exporters print it: a title, a header, cells, the
/// notes under it (a legend), and which rows a trimmed table shows.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Section {
    /// The title printed above the table.
    pub title: String,
    /// The column names: short, one or two words; a legend note explains what needs it.
    pub header: Vec<String>,
    /// The cells, row by row.
    pub rows: Vec<Vec<Cell>>,
    /// Lines printed under the table: the legend of its headers, what it leaves out.
    pub notes: Vec<String>,
    /// The rows a table shows by default (`--all` shows every row); `None`: every row.
    pub keep: Option<Vec<usize>>,
}

/// The most rows a long list shows by default ([`Section::first`], [`Section::spread`]).
pub const TRIMMED_ROWS: usize = 12;

impl Section {
    /// A section titled `title` with the columns `header` and no rows yet.
    pub fn new<S: Into<String>>(
        title: impl Into<String>,
        header: impl IntoIterator<Item = S>,
    ) -> Self {
        Section {
            title: title.into(),
            header: header.into_iter().map(Into::into).collect(),
            ..Section::default()
        }
    }

    /// Adds a row.
    pub fn row(mut self, cells: Vec<Cell>) -> Self {
        self.rows.push(cells);
        self
    }

    /// Adds rows.
    pub fn rows(mut self, rows: impl IntoIterator<Item = Vec<Cell>>) -> Self {
        self.rows.extend(rows);
        self
    }

    /// Adds a note under the table.
    pub fn note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// Shows only the rows `keep` by default (`--all` shows every row).
    pub fn keep(mut self, keep: Vec<usize>) -> Self {
        self.keep = Some(keep);
        self
    }

    /// Shows the first [`TRIMMED_ROWS`] rows by default, for a list sorted by what matters
    /// (weapons by probability).
    pub fn first(self) -> Self {
        let n = self.rows.len().min(TRIMMED_ROWS);
        self.keep((0..n).collect())
    }

    /// Shows at most [`TRIMMED_ROWS`] rows by default, spread evenly from the first to the
    /// last, for a list by k whose shape matters more than each row.
    pub fn spread(self) -> Self {
        let n = self.rows.len();
        if n <= TRIMMED_ROWS {
            return self;
        }
        let step = (n - 1) as f64 / (TRIMMED_ROWS - 1) as f64;
        let mut keep: Vec<usize> = (0..TRIMMED_ROWS)
            .map(|i| (i as f64 * step).round() as usize)
            .collect();
        keep.dedup();
        self.keep(keep)
    }

    /// The rows shown, all of them when `all`, and how many are left out.
    pub fn shown(&self, all: bool) -> (Vec<&Vec<Cell>>, usize) {
        match &self.keep {
            Some(keep) if !all => {
                let rows: Vec<&Vec<Cell>> = keep.iter().filter_map(|&i| self.rows.get(i)).collect();
                let left = self.rows.len() - rows.len();
                (rows, left)
            }
            _ => (self.rows.iter().collect(), 0),
        }
    }
}
