//! JSON Schemas generated from the types: of a scenario file, and of the JSON report of each
//! kind. `schema/` in the repository holds them (`roguesim schema KIND`); a test regenerates
//! them and fails if the checked-in files drift, and validates every command's JSON against
//! them.

use schemars::{JsonSchema, Schema, SchemaGenerator};

use crate::bench::{BenchInputs, BenchResult};
use crate::compare::CompareResult;
use crate::dcss::damage::DamageResult;
use crate::dcss::ev::EvResult;
use crate::dcss::hit::HitResult;
use crate::dcss::threat::ThreatResult;
use crate::dcss::time::DcssSpeedResult;
use crate::dcss::turn::TurnResult;
use crate::distributed::part::PartFile;
use crate::error::SimError;
use crate::frog::result::FrogSpeedResult;
use crate::monsters::{MonstersQuery, MonstersResult};
use crate::report::StudyInputs;
use crate::report::export::envelope_schema;
use crate::scenario::ScenarioFile;
use crate::sweep::SweepResult;
use crate::worth::WorthResult;

/// What a report ran: a scenario (every command but `bench` runs one), or the bench's
/// settings.
// The schema of what a report's `inputs` (`crate::report::Inputs`) holds; its doc comments
// are the schemas' descriptions, word for word.
#[derive(JsonSchema)]
#[schemars(untagged)]
#[allow(dead_code, reason = "describes JSON for the schemas; never built")]
enum Inputs {
    /// The scenario as run, a valid scenario file (`roguesim run` reproduces the report).
    Scenario(Box<ScenarioFile>),
    /// The bench's settings.
    Bench(BenchInputs),
    /// What `roguesim monsters` looked up.
    Monsters(MonstersQuery),
    /// What `roguesim sweep`, `compare` or `worth` ran.
    Study(StudyInputs),
}

/// The report kinds, each with its typed result.
// The schema of any report's content (`crate::report::Content`), for the document of several
// reports.
#[derive(JsonSchema)]
#[schemars(untagged)]
#[allow(dead_code, reason = "describes JSON for the schemas; never built")]
enum Content {
    /// A build's EV, SH and encumbrance (`roguesim ev`).
    Ev(Box<EvResult>),
    /// One attack (`roguesim hit`).
    Hit(Box<HitResult>),
    /// A defender turn of attacks (`roguesim turn`).
    Turn(Box<TurnResult>),
    /// A named monster's threat (`roguesim threat`).
    Threat(Box<ThreatResult>),
    /// Damage after AC and rounds survived (`roguesim damage`).
    Damage(Box<DamageResult>),
    /// FrogComposband double moves (`roguesim speed`).
    Speed(Box<FrogSpeedResult>),
    /// DCSS monster actions per player action (`roguesim dcss-speed`).
    DcssSpeed(Box<DcssSpeedResult>),
    /// The throughput of the roll loops (`roguesim bench`).
    Bench(Box<BenchResult>),
    /// The monster tables (`roguesim monsters`).
    Monsters(Box<MonstersResult>),
    /// A command at every point of one or two varied flags (`roguesim sweep`).
    Sweep(Box<SweepResult>),
    /// Two variants of a scenario side by side (`roguesim compare`).
    Compare(Box<CompareResult>),
    /// What the next point is worth (`roguesim worth`).
    Worth(Box<WorthResult>),
}

/// Which schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SchemaKind {
    /// A scenario file (`roguesim run FILE`).
    Scenario,
    /// The report of `roguesim ev`.
    Ev,
    /// The report of `roguesim hit`.
    Hit,
    /// The report of `roguesim turn`.
    Turn,
    /// The report of `roguesim threat`.
    Threat,
    /// The report of `roguesim damage`.
    Damage,
    /// The report of `roguesim speed`.
    Speed,
    /// The report of `roguesim dcss-speed`.
    DcssSpeed,
    /// The report of `roguesim bench`.
    Bench,
    /// The report of `roguesim monsters`.
    Monsters,
    /// Several reports in one document (`roguesim` with no command).
    Scenarios,
    /// The report of `roguesim sweep`.
    Sweep,
    /// The report of `roguesim compare`.
    Compare,
    /// The report of `roguesim worth`.
    Worth,
    /// A shard's partial result (`--shard`) or a checkpoint (`--checkpoint`).
    Partial,
}

impl SchemaKind {
    /// Every schema, in the order `schema/` lists them.
    pub const ALL: [SchemaKind; 15] = [
        SchemaKind::Scenario,
        SchemaKind::Ev,
        SchemaKind::Hit,
        SchemaKind::Turn,
        SchemaKind::Threat,
        SchemaKind::Damage,
        SchemaKind::Speed,
        SchemaKind::DcssSpeed,
        SchemaKind::Bench,
        SchemaKind::Monsters,
        SchemaKind::Scenarios,
        SchemaKind::Sweep,
        SchemaKind::Compare,
        SchemaKind::Worth,
        SchemaKind::Partial,
    ];

    /// The schema's file name in `schema/`.
    pub fn file_name(self) -> &'static str {
        match self {
            SchemaKind::Scenario => "scenario.schema.json",
            SchemaKind::Ev => "ev.schema.json",
            SchemaKind::Hit => "hit.schema.json",
            SchemaKind::Turn => "turn.schema.json",
            SchemaKind::Threat => "threat.schema.json",
            SchemaKind::Damage => "damage.schema.json",
            SchemaKind::Speed => "speed.schema.json",
            SchemaKind::DcssSpeed => "dcss-speed.schema.json",
            SchemaKind::Bench => "bench.schema.json",
            SchemaKind::Monsters => "monsters.schema.json",
            SchemaKind::Scenarios => "scenarios.schema.json",
            SchemaKind::Sweep => "sweep.schema.json",
            SchemaKind::Compare => "compare.schema.json",
            SchemaKind::Worth => "worth.schema.json",
            SchemaKind::Partial => "partial.schema.json",
        }
    }

    /// What the schema describes, its title.
    pub fn title(self) -> &'static str {
        match self {
            SchemaKind::Scenario => "roguesim scenario file",
            SchemaKind::Ev => "roguesim ev report",
            SchemaKind::Hit => "roguesim hit report",
            SchemaKind::Turn => "roguesim turn report",
            SchemaKind::Threat => "roguesim threat report",
            SchemaKind::Damage => "roguesim damage report",
            SchemaKind::Speed => "roguesim speed report (FrogComposband)",
            SchemaKind::DcssSpeed => "roguesim dcss-speed report",
            SchemaKind::Bench => "roguesim bench report",
            SchemaKind::Monsters => "roguesim monsters report",
            SchemaKind::Scenarios => "roguesim reports of several scenarios",
            SchemaKind::Sweep => "roguesim sweep report",
            SchemaKind::Compare => "roguesim compare report",
            SchemaKind::Worth => "roguesim worth report",
            SchemaKind::Partial => "roguesim partial result or checkpoint",
        }
    }

    /// The schema of a report kind's JSON, or of a scenario file.
    pub fn schema(self) -> Schema {
        let mut schema = self.generated();
        schema.insert("title".into(), self.title().into());
        schema
    }

    fn generated(self) -> Schema {
        match self {
            SchemaKind::Scenario => SchemaGenerator::default().root_schema_for::<ScenarioFile>(),
            SchemaKind::Ev => envelope_schema::<Inputs, EvResult>(false),
            SchemaKind::Hit => envelope_schema::<Inputs, HitResult>(false),
            SchemaKind::Turn => envelope_schema::<Inputs, TurnResult>(false),
            SchemaKind::Threat => envelope_schema::<Inputs, ThreatResult>(false),
            SchemaKind::Damage => envelope_schema::<Inputs, DamageResult>(false),
            SchemaKind::Speed => envelope_schema::<Inputs, FrogSpeedResult>(false),
            SchemaKind::DcssSpeed => envelope_schema::<Inputs, DcssSpeedResult>(false),
            SchemaKind::Bench => envelope_schema::<Inputs, BenchResult>(false),
            SchemaKind::Monsters => envelope_schema::<Inputs, MonstersResult>(false),
            SchemaKind::Scenarios => envelope_schema::<Inputs, Content>(true),
            SchemaKind::Sweep => envelope_schema::<Inputs, SweepResult>(false),
            SchemaKind::Compare => envelope_schema::<Inputs, CompareResult>(false),
            SchemaKind::Worth => envelope_schema::<Inputs, WorthResult>(false),
            SchemaKind::Partial => SchemaGenerator::default().root_schema_for::<PartFile>(),
        }
    }
}

/// The schema of `kind` as pretty JSON, newline-terminated.
pub fn schema_json(kind: SchemaKind) -> Result<Vec<u8>, SimError> {
    let mut out = serde_json::to_vec_pretty(&kind.schema())?;
    out.push(b'\n');
    Ok(out)
}
