//! Output plumbing shared by all commands: formats, the JSON envelope, the
//! probability row model rendered as a table or CSV, and atomic file output.
//!
//! A command builds its results as [`ProbRow`]s (plus, optionally,
//! [`Percentiles`]) once, renders them with [`render_table`], [`render_csv`] or
//! [`json_envelope`] in whichever [`Format`] the user chose, then hands the bytes
//! to [`write_output`].

use std::io::{self, Write};
use std::path::Path;
use std::time::Duration;

use comfy_table::{CellAlignment, Table, presets};
use serde::{Serialize, Serializer};
use tempfile::NamedTempFile;

use crate::engine::{Percentiles, RunOutcome};
use crate::error::SimError;
use crate::stats::{Interval, MeanEstimate, Proportion};

/// Version of the JSON output layout; bumped on incompatible changes.
pub const SCHEMA_VERSION: u32 = 1;

/// The CSV header: one row per quantity.
pub const CSV_COLUMNS: [&str; 9] = [
    "section", "quantity", "index", "exact", "estimate", "ci_lo", "ci_hi", "sigmas", "trials",
];

/// Output format chosen with `--format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// Aligned human-readable tables.
    #[default]
    Table,
    /// One JSON document: run metadata, inputs, exact values and estimates.
    Json,
    /// CSV, one row per quantity.
    Csv,
}

/// What a run was: echoed in the JSON envelope and the table header.
#[derive(Debug, Clone, PartialEq)]
pub struct RunMeta {
    /// The rules version, e.g. `"dcss-0.31"`.
    pub rules: String,
    /// The seed, `None` for an exact-only computation.
    pub seed: Option<u64>,
    /// Monte Carlo trials, `None` for an exact-only computation.
    pub trials: Option<u64>,
    /// Worker threads, `None` for an exact-only computation.
    pub threads: Option<usize>,
    /// Wall-clock time.
    pub elapsed: Duration,
}

impl RunMeta {
    /// The metadata of a Monte Carlo run.
    pub fn from_outcome<A>(rules: impl Into<String>, outcome: &RunOutcome<A>) -> Self {
        RunMeta {
            rules: rules.into(),
            seed: Some(outcome.seed),
            trials: Some(outcome.trials),
            threads: Some(outcome.threads),
            elapsed: outcome.elapsed,
        }
    }

    /// The metadata of an exact computation (no seed, trials or threads).
    pub fn exact(rules: impl Into<String>, elapsed: Duration) -> Self {
        RunMeta {
            rules: rules.into(),
            seed: None,
            trials: None,
            threads: None,
            elapsed,
        }
    }

    /// The one-line header printed above tables, e.g.
    /// `rules dcss-0.31, seed 42, 1000000 trials, 2 threads, 0.120 s`.
    pub fn header_line(&self) -> String {
        let mut parts = vec![format!("rules {}", self.rules)];
        match (self.seed, self.trials) {
            (None, None) => parts.push("exact".to_string()),
            (seed, trials) => {
                if let Some(s) = seed {
                    parts.push(format!("seed {s}"));
                }
                if let Some(t) = trials {
                    parts.push(format!("{t} trials"));
                }
            }
        }
        if let Some(t) = self.threads {
            parts.push(format!("{t} threads"));
        }
        parts.push(format!("{:.3} s", self.elapsed.as_secs_f64()));
        parts.join(", ")
    }
}

/// The `tool` object of the envelope.
#[derive(Debug, Serialize)]
struct Tool {
    name: &'static str,
    version: &'static str,
}

/// The JSON envelope: fixed header fields in this order, then the
/// command-specific `content` flattened in.
#[derive(Serialize)]
struct Envelope<'a, C: Serialize> {
    schema_version: u32,
    tool: Tool,
    rules: &'a str,
    seed: Option<u64>,
    trials: Option<u64>,
    threads: Option<usize>,
    elapsed_s: f64,
    inputs: &'a serde_json::Value,
    #[serde(flatten)]
    content: &'a C,
}

/// The pretty-printed JSON document of a command, newline-terminated:
/// `schema_version` (1), `tool` {`name`, `version`}, `rules`, `seed`,
/// `trials`, `threads` (null for exact-only runs), `elapsed_s`, `inputs`
/// (the command's inputs echoed), then the keys of `content`, which must
/// serialize as a map or struct whose keys differ from those above.
pub fn json_envelope<C: Serialize>(
    meta: &RunMeta,
    inputs: &serde_json::Value,
    content: &C,
) -> Result<Vec<u8>, SimError> {
    let env = Envelope {
        schema_version: SCHEMA_VERSION,
        tool: Tool {
            name: env!("CARGO_PKG_NAME"),
            version: env!("CARGO_PKG_VERSION"),
        },
        rules: &meta.rules,
        seed: meta.seed,
        trials: meta.trials,
        threads: meta.threads,
        elapsed_s: meta.elapsed.as_secs_f64(),
        inputs,
        content,
    };
    let mut out =
        serde_json::to_vec_pretty(&env).map_err(|e| SimError::Output(format!("JSON: {e}")))?;
    out.push(b'\n');
    Ok(out)
}

/// The estimate of a row.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Estimate {
    /// A Monte Carlo proportion: reported with its 95 % Wilson interval.
    Proportion(Proportion),
    /// A Monte Carlo mean: reported with its 95 % normal interval.
    Mean(MeanEstimate),
    /// A plain number without an interval (e.g. a percentile).
    Value(f64),
}

/// One reported quantity: a probability (or mean, or plain value) with its
/// exact value, if known, and its estimate, if simulated.
#[derive(Debug, Clone, PartialEq)]
pub struct ProbRow {
    /// The group the row belongs to (tables print one block per section).
    pub section: String,
    /// What is measured, e.g. `"hit"` or `"damage"`.
    pub quantity: String,
    /// The outcome index for distributions (e.g. damage value), if any.
    pub index: Option<usize>,
    /// The exact value, if computed.
    pub exact: Option<f64>,
    /// The simulated estimate, if simulated.
    pub estimate: Option<Estimate>,
}

impl ProbRow {
    /// A row with neither index, exact value nor estimate yet.
    pub fn new(section: impl Into<String>, quantity: impl Into<String>) -> Self {
        ProbRow {
            section: section.into(),
            quantity: quantity.into(),
            index: None,
            exact: None,
            estimate: None,
        }
    }

    /// Set the outcome index.
    pub fn with_index(mut self, index: usize) -> Self {
        self.index = Some(index);
        self
    }

    /// Set the exact value.
    pub fn with_exact(mut self, exact: f64) -> Self {
        self.exact = Some(exact);
        self
    }

    /// Set a proportion estimate.
    pub fn with_proportion(mut self, p: Proportion) -> Self {
        self.estimate = Some(Estimate::Proportion(p));
        self
    }

    /// Set a mean estimate.
    pub fn with_mean(mut self, m: MeanEstimate) -> Self {
        self.estimate = Some(Estimate::Mean(m));
        self
    }

    /// Widen the interval and sigmas of a proportion or mean estimate for dependent trials
    /// with design effect `deff` (see [`crate::stats::BatchMoments`]).
    pub fn with_design_effect(mut self, deff: f64) -> Self {
        self.estimate = self.estimate.map(|e| match e {
            Estimate::Proportion(p) => Estimate::Proportion(p.with_design_effect(deff)),
            Estimate::Mean(m) => Estimate::Mean(m.with_design_effect(deff)),
            Estimate::Value(v) => Estimate::Value(v),
        });
        self
    }

    /// Set a plain value estimate.
    pub fn with_value(mut self, v: f64) -> Self {
        self.estimate = Some(Estimate::Value(v));
        self
    }

    /// The display name: `quantity`, or `quantity[index]`.
    pub fn name(&self) -> String {
        match self.index {
            Some(i) => format!("{}[{i}]", self.quantity),
            None => self.quantity.clone(),
        }
    }

    /// The point estimate.
    pub fn point(&self) -> Option<f64> {
        self.estimate.map(|e| match e {
            Estimate::Proportion(p) => p.estimate(),
            Estimate::Mean(m) => m.mean,
            Estimate::Value(v) => v,
        })
    }

    /// The 95 % interval of the estimate (Wilson for proportions).
    pub fn ci(&self) -> Option<Interval> {
        match self.estimate? {
            Estimate::Proportion(p) => Some(p.wilson95()),
            Estimate::Mean(m) => Some(m.ci),
            Estimate::Value(_) => None,
        }
    }

    /// Distance of the estimate from the exact value in standard errors
    /// (see [`Proportion::sigmas_from`]); `None` without both.
    pub fn sigmas(&self) -> Option<f64> {
        let exact = self.exact?;
        match self.estimate? {
            Estimate::Proportion(p) => p.sigmas_from(exact),
            Estimate::Mean(m) => Some(m.sigmas_from(exact)),
            Estimate::Value(_) => None,
        }
    }

    /// The number of trials (observations) behind the estimate.
    pub fn trials(&self) -> Option<u64> {
        match self.estimate? {
            Estimate::Proportion(p) => Some(p.trials),
            Estimate::Mean(m) => Some(m.n),
            Estimate::Value(_) => None,
        }
    }
}

/// JSON form of a sigma distance: a number, or `"inf"` / `"-inf"`.
#[derive(Serialize)]
#[serde(untagged)]
enum SigmasJson {
    Finite(f64),
    Infinite(&'static str),
}

fn sigmas_json(s: Option<f64>) -> Option<SigmasJson> {
    s.map(|s| match s {
        s if s.is_finite() => SigmasJson::Finite(s),
        s if s > 0.0 => SigmasJson::Infinite("inf"),
        _ => SigmasJson::Infinite("-inf"),
    })
}

#[derive(Serialize)]
struct RowJson<'a> {
    section: &'a str,
    quantity: &'a str,
    index: Option<usize>,
    exact: Option<f64>,
    estimate: Option<f64>,
    ci_lo: Option<f64>,
    ci_hi: Option<f64>,
    sigmas: Option<SigmasJson>,
    trials: Option<u64>,
}

/// Serialized as an object with the [`CSV_COLUMNS`] as keys; absent values
/// are `null`, and an infinite `sigmas` (an impossible outcome observed) is
/// the string `"inf"` or `"-inf"`.
impl Serialize for ProbRow {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let ci = self.ci();
        RowJson {
            section: &self.section,
            quantity: &self.quantity,
            index: self.index,
            exact: self.exact,
            estimate: self.point(),
            ci_lo: ci.map(|c| c.lo),
            ci_hi: ci.map(|c| c.hi),
            sigmas: sigmas_json(self.sigmas()),
            trials: self.trials(),
        }
        .serialize(serializer)
    }
}

/// One row per outcome of a distribution: outcome `i` has the proportion
/// `counts[i] / sum(counts)` and, if given, the exact probability
/// `exact[i]`. Outcomes with neither a count nor a positive exact
/// probability are left out.
pub fn distribution_rows(
    section: &str,
    quantity: &str,
    counts: &[u64],
    exact: Option<&[f64]>,
) -> Vec<ProbRow> {
    let total: u64 = counts.iter().sum();
    let len = counts.len().max(exact.map_or(0, <[f64]>::len));
    (0..len)
        .filter_map(|i| {
            let count = counts.get(i).copied().unwrap_or(0);
            let p = exact.and_then(|e| e.get(i).copied());
            if count == 0 && p.is_none_or(|p| p <= 0.0) {
                return None;
            }
            let mut row = ProbRow::new(section, quantity).with_index(i);
            if total > 0 {
                row = row.with_proportion(Proportion::new(count, total));
            }
            if let Some(p) = p {
                row = row.with_exact(p);
            }
            Some(row)
        })
        .collect()
}

/// Percentiles as rows (quantities `quantity.mean`, `.p50`, `.p90`,
/// `.p99`, `.p99.9`, `.max`), for CSV and JSON output.
pub fn percentile_rows(section: &str, quantity: &str, p: &Percentiles) -> Vec<ProbRow> {
    [
        ("mean", p.mean),
        ("p50", p.p50 as f64),
        ("p90", p.p90 as f64),
        ("p99", p.p99 as f64),
        ("p99.9", p.p999 as f64),
        ("max", p.max as f64),
    ]
    .into_iter()
    .map(|(name, v)| ProbRow::new(section, format!("{quantity}.{name}")).with_value(v))
    .collect()
}

/// Format a number for tables: 6 decimals, or 4 significant digits in
/// scientific notation below 1e-4 (so tiny probabilities stay visible).
pub fn fmt_num(x: f64) -> String {
    if x == 0.0 || !x.is_finite() || x.abs() >= 1e-4 {
        format!("{x:.6}")
    } else {
        format!("{x:.3e}")
    }
}

fn fmt_sigmas(s: f64) -> String {
    if s.is_finite() {
        format!("{s:+.2}")
    } else if s > 0.0 {
        "+inf".to_string()
    } else {
        "-inf".to_string()
    }
}

fn new_table(header: &[&str]) -> Table {
    let mut table = Table::new();
    table.load_style(presets::UTF8_FULL_CONDENSED);
    table.set_header(header.to_vec());
    for i in 1..header.len() {
        if let Some(col) = table.column_mut(i) {
            col.set_cell_alignment(CellAlignment::Right);
        }
    }
    table
}

/// The human-readable table: the header line of `meta`, then, per section
/// in order of first appearance, the section name and a table with columns
/// `name | exact | estimate [95% CI] | sigmas | trials` (numbers
/// right-aligned; `-` where a value is absent).
pub fn render_table(meta: &RunMeta, rows: &[ProbRow]) -> String {
    let mut out = meta.header_line();
    out.push('\n');
    let mut sections: Vec<&str> = Vec::new();
    for r in rows {
        if !sections.contains(&r.section.as_str()) {
            sections.push(&r.section);
        }
    }
    for section in sections {
        let mut table = new_table(&["name", "exact", "estimate [95% CI]", "sigmas", "trials"]);
        for r in rows.iter().filter(|r| r.section == section) {
            let dash = || "-".to_string();
            let estimate = match (r.point(), r.ci()) {
                (Some(p), Some(ci)) => {
                    format!("{} [{}, {}]", fmt_num(p), fmt_num(ci.lo), fmt_num(ci.hi))
                }
                (Some(p), None) => fmt_num(p),
                _ => dash(),
            };
            table.add_row(vec![
                r.name(),
                r.exact.map_or_else(dash, fmt_num),
                estimate,
                r.sigmas().map_or_else(dash, fmt_sigmas),
                r.trials().map_or_else(dash, |t| t.to_string()),
            ]);
        }
        out.push('\n');
        out.push_str(section);
        out.push('\n');
        out.push_str(&table.to_string());
        out.push('\n');
    }
    out
}

/// CSV with header [`CSV_COLUMNS`] and one line per row; absent values are
/// empty fields, numbers use the shortest exact decimal form, infinite
/// sigmas are `inf` / `-inf`.
pub fn render_csv(rows: &[ProbRow]) -> Result<Vec<u8>, SimError> {
    let csv_err = |e: csv::Error| SimError::Output(format!("CSV: {e}"));
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(CSV_COLUMNS).map_err(csv_err)?;
    let opt = |x: Option<f64>| x.map(|v| v.to_string()).unwrap_or_default();
    for r in rows {
        let ci = r.ci();
        w.write_record([
            r.section.clone(),
            r.quantity.clone(),
            r.index.map(|i| i.to_string()).unwrap_or_default(),
            opt(r.exact),
            opt(r.point()),
            opt(ci.map(|c| c.lo)),
            opt(ci.map(|c| c.hi)),
            opt(r.sigmas()),
            r.trials().map(|t| t.to_string()).unwrap_or_default(),
        ])
        .map_err(csv_err)?;
    }
    w.into_inner()
        .map_err(|e| SimError::Output(format!("CSV: {}", e.error())))
}

/// The permissions of a newly created ordinary file: `0o644` on Unix (the usual result of
/// `0o666` under the default umask), the temporary file's own elsewhere.
fn ordinary_permissions(file: &std::fs::File) -> io::Result<std::fs::Permissions> {
    #[cfg(unix)]
    {
        let _ = file;
        use std::os::unix::fs::PermissionsExt;
        Ok(std::fs::Permissions::from_mode(0o644))
    }
    #[cfg(not(unix))]
    {
        file.metadata().map(|m| m.permissions())
    }
}

/// Write `bytes` to `path`, or to standard output when `path` is `None`.
///
/// A file is written atomically: into a temporary file in the destination's
/// directory, flushed to disk, then renamed over the destination, so a
/// failure never leaves a partial or truncated file (a missing directory is
/// an error and creates nothing). On standard output a closed pipe (e.g.
/// `| head`) is not an error.
pub fn write_output(path: Option<&Path>, bytes: &[u8]) -> Result<(), SimError> {
    let Some(path) = path else {
        let mut out = io::stdout().lock();
        return match out.write_all(bytes).and_then(|()| out.flush()) {
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(SimError::Stdout(e)),
            _ => Ok(()),
        };
    };
    let write_err = |source: io::Error| SimError::Write {
        path: path.to_path_buf(),
        source,
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = NamedTempFile::new_in(dir).map_err(write_err)?;
    // The temporary file is private (0600); give the report the permissions of the file
    // it replaces, or those of an ordinary new file.
    let permissions = match std::fs::metadata(path) {
        Ok(m) => m.permissions(),
        Err(_) => ordinary_permissions(tmp.as_file()).map_err(write_err)?,
    };
    tmp.as_file()
        .set_permissions(permissions)
        .map_err(write_err)?;
    tmp.write_all(bytes).map_err(write_err)?;
    tmp.as_file().sync_all().map_err(write_err)?;
    tmp.persist(path).map_err(|e| write_err(e.error))?;
    Ok(())
}
