//! `roguesim ev` as a report kind: its fields and its run (exact only).

use std::time::Instant;

use mechanics::dcss::damage::{player_ac, player_max_hp};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{ShieldRules, block_limit};

use super::result::EvResult;
use super::shown034::shown_034;
use super::spec::EvSpec;
use crate::dcss::character::check;
use crate::dcss::input::{BUILD_FIELDS, read_defender, write_out_defender};
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};

/// Computes the EV, SH and encumbrance of the build.
pub fn run_ev(spec: &EvSpec) -> Result<(EvResult, RunMeta), SimError> {
    let started = Instant::now();
    let within = |e: crate::error::InputError| e.within("defender");
    let dump = spec.defender.character_dump().map_err(within)?.cloned();
    let build = match spec.defender.character_build().map_err(within)? {
        Some(build) => build,
        None => spec
            .defender
            .effective()
            .and_then(|d| d.build())
            .map_err(within)?,
    };
    let checked = dump.as_ref().map(check).transpose().map_err(within)?;
    let incapacitated = spec.situation.incapacitated();
    let ac = player_ac(&build).ok();
    let max_hp = player_max_hp(&build).ok();
    let breakdown = build.evasion(&spec.situation.ev_situation());
    let sh = build.shield_class(incapacitated);
    if build.rules == RuleSet::Dcss034 {
        return Ok(shown_034(&build, spec, dump, checked, started));
    }
    let result = EvResult {
        species: build.species.name,
        body: build.body.map(|b| b.name),
        shield: build.shield.map(|s| s.name),
        aux: build
            .aux
            .pieces()
            .map(|p| match p.plus {
                0 => p.item.name.to_string(),
                n => format!("{}{n:+}", p.item.name),
            })
            .collect(),
        ac: ac.as_ref().map(|a| a.ac),
        gdr_percent: ac.as_ref().map(|a| a.gdr_percent),
        max_hp,
        ac_breakdown: ac,
        ev: breakdown.ev,
        sh: sh.displayed,
        sh_internal: sh.internal,
        block_limit: block_limit(ShieldRules::V031, build.shield)
            .filter(|_| build.shield.is_some() || sh.internal > 0),
        breakdown,
        encumbrance: build.encumbrance(),
        ev_range: checked.as_ref().map(|c| c.ev_range),
        sh_range: checked.as_ref().map(|c| c.sh_range),
        ac_range: checked.as_ref().and_then(|c| c.ac_range),
        max_hp_range: checked.as_ref().and_then(|c| c.max_hp_range),
        matches_dump: checked.as_ref().map(|c| c.matches_dump),
        dump_notes: checked.map(|c| c.notes).unwrap_or_default(),
        character: dump,
        stats: (build.dex, build.strength),
    };
    Ok((result, RunMeta::exact("dcss-0.31", started.elapsed())))
}

/// `roguesim ev`: a build's EV, SH and encumbrance, exact only.
pub struct Ev;

impl Kind for Ev {
    const KEY: &'static str = "ev";
    const COMMAND: &'static str = "ev";
    const ABOUT: &'static str = "A build's EV, SH and encumbrance";
    const SCHEMA_TITLE: &'static str = "roguesim ev report";
    const MONTE_CARLO: bool = false;
    type Spec = EvSpec;
    type Exact = EvResult;
    type Result = EvResult;

    fn fields() -> Vec<Field> {
        BUILD_FIELDS.to_vec()
    }

    fn read_files(spec: &mut EvSpec) -> Result<(), InputError> {
        read_defender(&mut spec.defender)
    }

    fn write_out_files(spec: &mut EvSpec) -> Result<(), InputError> {
        write_out_defender(&mut spec.defender)
    }

    fn rules(spec: &EvSpec) -> String {
        // A character dump's build runs under the rule set its version picks
        // (`monsters-and-dumps.md` §4.5); every other build under 0.31.
        match spec.defender.character_dump() {
            Ok(Some(dump)) => dump.rules.rules.name().into(),
            _ => RuleSet::Dcss031.name().into(),
        }
    }

    fn exact(spec: &EvSpec) -> Result<EvResult, SimError> {
        Ok(run_ev(spec)?.0)
    }

    fn run(spec: &EvSpec, _: &RunConfig) -> Result<(EvResult, RunMeta), SimError> {
        run_ev(spec)
    }

    fn profile() -> Option<Profile> {
        Some(Profile {
            about: "a build's EV and SH",
            title: "DCSS EV and SH",
            headline: |q| Some(("EV", q.get("ev")?, Better::Higher)),
            better: crate::dcss::better,
            table: &["ev", "sh", "sh_internal", "block_limit"],
            lines: || {
                (
                    vec![Series::new("EV", "ev", 1.0), Series::new("SH", "sh", 1.0)],
                    "points",
                )
            },
            heat: || Series::new("EV", "ev", 1.0),
        })
    }
}
