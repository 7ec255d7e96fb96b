//! What a report shows of every quantity, whatever the format: one [`Row`] per quantity (its
//! exact value, its estimate) and the table [`Section`]s they are printed in.

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

/// A table as the table and Markdown exporters print it: a title, a header and cells.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    /// The title printed above the table.
    pub title: String,
    /// The column names.
    pub header: Vec<String>,
    /// The cells, row by row.
    pub rows: Vec<Vec<String>>,
}
