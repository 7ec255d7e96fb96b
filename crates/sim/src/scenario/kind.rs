//! What a report kind is: the trait every kind implements once, in its own folder, and
//! registers with one line in `crate::kinds`. Everything kind-specific the rest of the
//! program needs (the scenario file's field, dispatch, the schema, the subcommand's scenario,
//! what studies may vary and lead with, the picture) is read from here.

use mechanics::dcss::rules::RuleSet;
use schemars::JsonSchema;
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::fields::Field;
use super::profile::Profile;
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::report::{Content, RunMeta};

/// One report kind of a scenario (`hit`, `threat`, `speed`, ...).
///
/// A kind is a type with no value (`dcss::hit::Hit`); its scenario object is [`Kind::Spec`],
/// the object under [`Kind::KEY`] in a scenario file, and [`Kind::run`] turns it into the
/// typed [`Kind::Result`], which is the report's content.
pub trait Kind: 'static {
    /// The scenario file's key and the report's `kind`: `hit`, `dcss_speed`.
    const KEY: &'static str;
    /// The command that runs one scenario of it: `hit`, `dcss-speed` (its key unless said).
    const COMMAND: &'static str = Self::KEY;
    /// What its report is, in a few words (the schemas' description): `One attack`.
    const ABOUT: &'static str;
    /// A small scenario of it as the flags of its command (after the command's name): what
    /// the tests that loop over the registry run.
    const EXAMPLE: &'static [&'static str];
    /// The title of its report's schema when it is not `roguesim COMMAND report`.
    const SCHEMA_TITLE: Option<&'static str> = None;
    /// Whether it has a Monte Carlo side. An exact-only kind (`ev`) echoes no trials or seed,
    /// runs no trials in a study, and cannot be split or saved.
    const MONTE_CARLO: bool = true;
    /// Whether its report has a picture (`--plot`): its result's `figure` returns one.
    const FIGURE: bool = false;

    /// The scenario object under [`Kind::KEY`]: strict (`deny_unknown_fields`), and what the
    /// report echoes.
    type Spec: Serialize
        + DeserializeOwned
        + JsonSchema
        + Clone
        + std::fmt::Debug
        + PartialEq
        + Send
        + Sync
        + 'static;
    /// The exact side, every key of the report's JSON but the Monte Carlo estimates: what a
    /// sweep point or a comparison reads without running trials.
    type Exact: Serialize;
    /// The report's content.
    type Result: Content + JsonSchema + 'static;

    /// The fields of the scenario object that flags set (the command line, a sweep's
    /// `--vary`, a comparison's `--a`/`--b`), with the flag and what values it takes.
    fn fields() -> Vec<Field>;

    /// Reads the files the scenario names (a character dump) into it, once, before it
    /// resolves. Errors carry the field's path.
    fn read_files(spec: &mut Self::Spec) -> Result<(), InputError> {
        let _ = spec;
        Ok(())
    }

    /// Replaces what the files it names describe by fields (a character dump by the build it
    /// describes), so that a study can change one of them. The files are read already.
    fn write_out_files(spec: &mut Self::Spec) -> Result<(), InputError> {
        let _ = spec;
        Ok(())
    }

    /// The scenario's `rules` field, for a kind whose game has several rule sets (DCSS): the
    /// door ([`crate::kinds::Door`]) names in it the rule set a run uses, so that the report
    /// echoes it. `None` for a kind of a game with one rule set (FrogComposband).
    fn rules_field(spec: &mut Self::Spec) -> Option<&mut Option<RuleSet>> {
        let _ = spec;
        None
    }

    /// The rule set the files the scenario names ask for (a character dump's release), once
    /// read ([`Kind::read_files`]); `None` when it names none.
    fn files_rules(spec: &Self::Spec) -> Option<RuleSet> {
        let _ = spec;
        None
    }

    /// What every report of the scenario says about the character dump it names, one line
    /// each (the rule set, what the dump lacks, its form, what the rules leave out;
    /// `docs/rules/monsters-and-dumps.md` §4.7), its files read ([`Kind::read_files`]); empty
    /// when it names none.
    fn reading_notes(spec: &Self::Spec) -> Vec<String> {
        let _ = spec;
        Vec::new()
    }

    /// The rules its reports name: `dcss-0.34, shields 0.31`. The files the scenario names
    /// are read, and its rule set named by the door.
    fn rules(spec: &Self::Spec) -> Result<String, InputError>;

    /// The exact side, exactly as [`Kind::run`] reports it, without the Monte Carlo run.
    fn exact(spec: &Self::Spec) -> Result<Self::Exact, SimError>;

    /// Runs the scenario: its exact side and, with a Monte Carlo side, `cfg`'s trials.
    fn run(spec: &Self::Spec, cfg: &RunConfig) -> Result<(Self::Result, RunMeta), SimError>;

    /// What studies (`sweep`, `compare`) lead with; `None` for a kind that is not studied.
    fn profile() -> Option<Profile> {
        None
    }
}
