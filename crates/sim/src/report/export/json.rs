//! JSON: one document per report, the envelope (`schema_version`, `tool`, the run's
//! metadata and `inputs`) followed by the report kind's own keys; several reports as
//! `{"scenarios": [...]}`. The layout is described by the schemas in `schema/`, generated
//! from these types ([`envelope_schema`]).

use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::Serialize;

use super::Exporter;
use crate::error::SimError;
use crate::report::{Content, Inputs, Report, SCHEMA_VERSION};

/// Writes reports as JSON.
pub struct JsonExporter;

/// The `tool` object: this program's name and version.
#[derive(Debug, Serialize, JsonSchema)]
struct Tool {
    /// Always `roguesim`.
    name: &'static str,
    /// The version that wrote the report.
    version: &'static str,
}

/// One report as JSON: the envelope, then the kind's keys.
// `I` is what was run and `C` the kind's result: any of them when writing (`dyn`), one type
// when describing a schema.
#[derive(Serialize, JsonSchema)]
struct Envelope<'a, I: ?Sized, C: ?Sized> {
    /// The version of this layout.
    schema_version: u32,
    /// The program that wrote the report.
    tool: Tool,
    /// The rules the run followed.
    rules: &'a str,
    /// The seed (null for an exact-only report).
    seed: Option<u64>,
    /// The Monte Carlo trials (null for an exact-only report).
    trials: Option<u64>,
    /// The worker threads (null for an exact-only report).
    threads: Option<usize>,
    /// Wall-clock seconds.
    elapsed_s: f64,
    /// What was run: a scenario file that reproduces the report, or the bench's settings.
    inputs: &'a I,
    /// A short title.
    name: &'a str,
    /// What the scenario asks (may be empty).
    description: &'a str,
    /// The report kind: `ev`, `hit`, `turn`, `speed`, `dcss_speed` or `bench`.
    kind: &'a str,
    /// The kind's results.
    #[serde(flatten)]
    content: &'a C,
}

/// Several reports in one document.
#[derive(Serialize, JsonSchema)]
struct Many<'a, I: ?Sized, C: ?Sized> {
    /// The reports, in the order they ran.
    scenarios: Vec<Envelope<'a, I, C>>,
}

fn envelope(report: &Report) -> Envelope<'_, dyn Inputs, dyn Content> {
    let m = &report.meta;
    Envelope {
        schema_version: SCHEMA_VERSION,
        tool: Tool {
            name: env!("CARGO_PKG_NAME"),
            version: env!("CARGO_PKG_VERSION"),
        },
        rules: &m.rules,
        seed: m.seed,
        trials: m.trials,
        threads: m.threads,
        elapsed_s: m.elapsed.as_secs_f64(),
        inputs: &*report.inputs,
        name: &report.name,
        description: &report.description,
        kind: report.content.kind(),
        content: &*report.content,
    }
}

impl Exporter for JsonExporter {
    fn export(&self, reports: &[Report]) -> Result<Vec<u8>, SimError> {
        let out = match reports {
            [one] => serde_json::to_vec_pretty(&envelope(one)),
            many => serde_json::to_vec_pretty(&Many {
                scenarios: many.iter().map(envelope).collect(),
            }),
        };
        let mut out = out?;
        out.push(b'\n');
        Ok(out)
    }
}

/// The JSON Schema of one report that ran `I` and whose kind's result is `C`, or of several
/// reports when `many` is set (`C` then describes any kind's result).
pub fn envelope_schema<I: JsonSchema + 'static, C: JsonSchema + 'static>(many: bool) -> Schema {
    let mut generator = SchemaGenerator::default();
    if many {
        generator.root_schema_for::<Many<'static, I, C>>()
    } else {
        generator.root_schema_for::<Envelope<'static, I, C>>()
    }
}
