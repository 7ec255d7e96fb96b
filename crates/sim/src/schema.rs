//! JSON Schemas generated from the types: of a scenario file, of the JSON report of each kind
//! (every registered kind, then the tools' and studies'), of several reports in one document
//! and of a partial result. `schema/` in the repository holds them (`roguesim schema KIND`,
//! all of them through `bash schema/regenerate.sh`, which asks `roguesim schema --list`); a
//! test regenerates them and fails if the checked-in files drift, and validates every
//! command's JSON against them.
//!
//! This module sits at the top: it describes what a report's `inputs` and content may hold,
//! which the output model leaves open (`crate::report::Inputs`, `crate::report::Content`).

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::distributed::part::PartFile;
use crate::error::SimError;
use crate::kinds::{SCENARIO_SCHEMA, ScenarioFile, ScenarioRef, Stored, Visitor, each};
use crate::report::export::envelope_schema;
use crate::study::StudyInputs;
use crate::study::compare::CompareResult;
use crate::study::sweep::SweepResult;
use crate::study::worth::WorthResult;
use crate::tools::bench::{BenchInputs, BenchResult};
use crate::tools::monsters::{MonstersQuery, MonstersResult};

/// What a report ran: a scenario (every command but `bench` runs one), or the bench's
/// settings.
// The schema of what a report's `inputs` (`crate::report::Inputs`) holds; its doc comments
// are the schemas' descriptions, word for word.
#[derive(JsonSchema)]
#[schemars(untagged)]
#[allow(dead_code, reason = "describes JSON for the schemas; never built")]
enum Inputs {
    /// The scenario as run, a valid scenario file (`roguesim run` reproduces the report).
    Scenario(ScenarioRef),
    /// The bench's settings.
    Bench(BenchInputs),
    /// What `roguesim monsters` looked up.
    Monsters(MonstersQuery),
    /// What `roguesim sweep`, `compare` or `worth` ran.
    Study(StudyInputs),
}

/// Any report's content: every registered kind's result, then the tools' and the studies'.
struct AnyContent;

/// The schemas of every registered kind's result, each described as `One attack (`roguesim
/// hit`).`
struct Results<'a> {
    generator: &'a mut SchemaGenerator,
    variants: Vec<Schema>,
}

impl Results<'_> {
    fn push<T: JsonSchema>(&mut self, about: &str, command: &str) {
        let mut schema = self.generator.subschema_for::<T>();
        schema.insert(
            "description".into(),
            format!("{about} (`roguesim {command}`).").into(),
        );
        self.variants.push(schema);
    }
}

impl Visitor for Results<'_> {
    fn visit<K: Stored>(&mut self) {
        self.push::<K::Result>(K::ABOUT, K::COMMAND);
    }
}

impl JsonSchema for AnyContent {
    fn schema_name() -> Cow<'static, str> {
        "Content".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        let mut results = Results {
            generator,
            variants: Vec::new(),
        };
        each(&mut results);
        results.push::<BenchResult>("The throughput of the roll loops", "bench");
        results.push::<MonstersResult>("The monster tables", "monsters");
        results.push::<SweepResult>(
            "A command at every point of one or two varied flags",
            "sweep",
        );
        results.push::<CompareResult>("Two variants of a scenario side by side", "compare");
        results.push::<WorthResult>("What the next point is worth", "worth");
        json_schema!({
            "description": "The report kinds, each with its typed result.",
            "anyOf": results.variants,
        })
    }
}

/// One schema `roguesim schema` writes: its name, what it describes, and how it is made.
#[derive(Clone, Debug)]
pub struct SchemaKind {
    /// The name `roguesim schema` takes: `scenario`, `hit`, `dcss-speed`, `partial`.
    pub name: &'static str,
    /// What it describes: `The report of `roguesim hit``.
    pub help: String,
    /// Its title: `roguesim hit report`.
    pub title: String,
    generate: fn() -> Schema,
}

impl SchemaKind {
    fn new(name: &'static str, help: &str, title: &str, generate: fn() -> Schema) -> Self {
        SchemaKind {
            name,
            help: help.into(),
            title: title.into(),
            generate,
        }
    }

    /// The schema's file name in `schema/`: `hit.schema.json`.
    pub fn file_name(&self) -> String {
        format!("{}.schema.json", self.name)
    }

    /// The schema of a report kind's JSON, or of a scenario file.
    pub fn schema(&self) -> Schema {
        let mut schema = (self.generate)();
        schema.insert("title".into(), self.title.as_str().into());
        schema
    }
}

/// The schema of a report of `K`.
fn report_of<K: Stored>() -> Schema {
    envelope_schema::<Inputs, K::Result>(false)
}

/// Every registered kind's report schema.
struct Reports(Vec<SchemaKind>);

impl Visitor for Reports {
    fn visit<K: Stored>(&mut self) {
        self.0.push(SchemaKind::new(
            K::COMMAND,
            &format!("The report of `roguesim {}`", K::COMMAND),
            &K::SCHEMA_TITLE
                .map_or_else(|| format!("roguesim {} report", K::COMMAND), str::to_string),
            report_of::<K>,
        ));
    }
}

/// Every schema, in the order `schema/` lists them: a scenario file, every registered kind's
/// report, the tools' reports, several reports, the studies' reports, a partial result.
pub fn all() -> Vec<SchemaKind> {
    let mut out = vec![SchemaKind::new(
        SCENARIO_SCHEMA.trim_end_matches(".schema.json"),
        "A scenario file (`roguesim run FILE`)",
        "roguesim scenario file",
        || SchemaGenerator::default().root_schema_for::<ScenarioFile>(),
    )];
    let mut reports = Reports(Vec::new());
    each(&mut reports);
    out.extend(reports.0);
    out.extend([
        SchemaKind::new(
            "bench",
            "The report of `roguesim bench`",
            "roguesim bench report",
            || envelope_schema::<Inputs, BenchResult>(false),
        ),
        SchemaKind::new(
            "monsters",
            "The report of `roguesim monsters`",
            "roguesim monsters report",
            || envelope_schema::<Inputs, MonstersResult>(false),
        ),
        SchemaKind::new(
            "scenarios",
            "Several reports in one document (`roguesim` with no command)",
            "roguesim reports of several scenarios",
            || envelope_schema::<Inputs, AnyContent>(true),
        ),
        SchemaKind::new(
            "sweep",
            "The report of `roguesim sweep`",
            "roguesim sweep report",
            || envelope_schema::<Inputs, SweepResult>(false),
        ),
        SchemaKind::new(
            "compare",
            "The report of `roguesim compare`",
            "roguesim compare report",
            || envelope_schema::<Inputs, CompareResult>(false),
        ),
        SchemaKind::new(
            "worth",
            "The report of `roguesim worth`",
            "roguesim worth report",
            || envelope_schema::<Inputs, WorthResult>(false),
        ),
        SchemaKind::new(
            "partial",
            "A shard's partial result (`--shard`) or a checkpoint (`--checkpoint`)",
            "roguesim partial result or checkpoint",
            || SchemaGenerator::default().root_schema_for::<PartFile>(),
        ),
    ]);
    out
}

/// The schema named `name`.
pub fn find(name: &str) -> Option<SchemaKind> {
    all().into_iter().find(|k| k.name == name)
}

/// The schema of `kind` as pretty JSON, newline-terminated.
pub fn schema_json(kind: &SchemaKind) -> Result<Vec<u8>, SimError> {
    let mut out = serde_json::to_vec_pretty(&kind.schema())?;
    out.push(b'\n');
    Ok(out)
}

/// The names of every schema, one a line (`roguesim schema --list`).
pub fn list() -> Vec<u8> {
    all()
        .iter()
        .map(|k| format!("{}\n", k.name))
        .collect::<String>()
        .into_bytes()
}
