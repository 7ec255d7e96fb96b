//! `roguesim ev` as a report kind: its fields and its run (exact only).

use std::time::Instant;

use mechanics::dcss::build::Build;
use mechanics::dcss::damage::{player_ac, player_ac_034, player_max_hp};
use mechanics::dcss::defender::Situation;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{ShieldRules, block_limit};

use super::result::{EvNumbers, EvResult, Numbers031, Numbers034};
use super::spec::EvSpec;
use crate::dcss::character::check_in;
use crate::dcss::input::DefenderSpec;
use crate::dcss::input::{BUILD_FIELDS, RULES_FIELD, read_defender, write_out_defender_under};
use crate::dcss::{AcDrawn, Drawn, Law};
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::scenario::profile::{Better, Series};
use crate::scenario::{Field, Kind, Profile};

/// A build's whole EV, SH and AC under dcss-0.31 (`docs/rules/dcss-0.31.md` §4–§6).
fn numbers_031(build: &Build, situation: &Situation) -> Numbers031 {
    let ac = player_ac(build).ok();
    let sh = build.shield_class(situation.incapacitated());
    Numbers031 {
        ev: build.evasion(&situation.ev_situation()).ev,
        sh: sh.displayed,
        sh_internal: sh.internal,
        block_limit: block_limit(ShieldRules::V031, build.shield)
            .filter(|_| build.shield.is_some() || sh.internal > 0),
        ac: ac.as_ref().map(|a| a.ac),
        gdr_percent: ac.as_ref().map(|a| a.gdr_percent),
        max_hp: player_max_hp(build).ok(),
        ac_breakdown: ac,
        breakdown: build.evasion(&situation.ev_situation()),
    }
}

/// A build's EV, SH and AC in hundredths under dcss-0.34, with what the game shows and the
/// law each use draws (`docs/rules/dcss-0.34.md` §1.1, §4.1, §6.1, §6.5, §D3).
fn numbers_034(build: &Build, situation: &Situation) -> Numbers034 {
    let ev = build.evasion_034(&situation.ev_situation());
    let sh = build.shield_class_034(situation.incapacitated());
    let ac = player_ac_034(build).ok();
    Numbers034 {
        drawn: Drawn {
            ev_x100: ev.final_x100,
            ev_display: ev.shown,
            ev_law: Law::of(&ev.law()),
            sh_x100: sh.raw_x100,
            sh_display: sh.displayed,
            sh_internal_law: Law::of(&sh.internal_law()),
        },
        block_limit: build.block_limit_034(),
        ac: ac.as_ref().map(|a| AcDrawn::of(a.hundredths())),
        max_hp: player_max_hp(build).ok(),
        ac_breakdown_034: ac,
        breakdown_034: ev,
    }
}

/// Computes the EV, SH and encumbrance of the build under its rule set.
pub fn run_ev(spec: &EvSpec) -> Result<(EvResult, RunMeta), SimError> {
    let started = Instant::now();
    let within = |e: InputError| e.within("defender");
    let rules = spec.defender.rule_set(spec.rules).map_err(within)?;
    let dump = spec.defender.character_dump().map_err(within)?.cloned();
    let build = spec.defender.build_under(rules).map_err(within)?;
    // The dump's check recomputes its numbers under the same rule set.
    let checked = dump
        .as_ref()
        .map(|d| check_in(d, rules))
        .transpose()
        .map_err(within)?;
    let situation = spec.defender.in_situation(&spec.situation);
    let numbers = match rules {
        RuleSet::Dcss031 => EvNumbers::Dcss031(Box::new(numbers_031(&build, &situation))),
        RuleSet::Dcss034 => EvNumbers::Dcss034(Box::new(numbers_034(&build, &situation))),
    };
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
        numbers,
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
    Ok((result, RunMeta::exact(rules.name(), started.elapsed())))
}

/// `roguesim ev`: a build's EV, SH and encumbrance, exact only.
pub struct Ev;

impl Kind for Ev {
    const KEY: &'static str = "ev";
    const ABOUT: &'static str = "A build's EV, SH and encumbrance";
    const EXAMPLE: &'static [&'static str] = &[
        "--species",
        "octopode",
        "--dex",
        "25",
        "--str",
        "8",
        "--dodging",
        "27",
    ];
    const MONTE_CARLO: bool = false;
    type Spec = EvSpec;
    type Exact = EvResult;
    type Result = EvResult;

    fn fields() -> Vec<Field> {
        [BUILD_FIELDS, &[RULES_FIELD]].concat()
    }

    fn read_files(spec: &mut EvSpec) -> Result<(), InputError> {
        read_defender(&mut spec.defender)
    }

    fn write_out_files(spec: &mut EvSpec) -> Result<(), InputError> {
        write_out_defender_under(&mut spec.defender, &mut spec.rules)
    }

    fn rules_field(spec: &mut EvSpec) -> Option<&mut Option<RuleSet>> {
        Some(&mut spec.rules)
    }

    fn files_rules(spec: &EvSpec) -> Option<RuleSet> {
        spec.defender.dump_rules()
    }

    fn reading_notes(spec: &EvSpec) -> Vec<String> {
        DefenderSpec::notes_of(Some(&spec.defender), spec.rules)
    }

    fn rules(spec: &EvSpec) -> Result<String, InputError> {
        Ok(spec.defender.rule_set(spec.rules)?.name().into())
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
            // dcss-0.34's EV in points is its hundredths over 100: 6.80.
            headline: |q| {
                let ev = q.get("ev").or_else(|| Some(q.get("ev_x100")? / 100.0))?;
                Some(("EV", ev, Better::Higher))
            },
            better: crate::dcss::better,
            table: &[
                "ev",
                "sh",
                "sh_internal",
                "ev_x100",
                "sh_x100",
                "ac_x100",
                "block_limit",
            ],
            lines: || {
                (
                    vec![
                        Series::new("EV", "ev", 1.0),
                        Series::new("EV", "ev_x100", 0.01),
                        Series::new("SH", "sh", 1.0),
                        Series::new("SH", "sh_x100", 0.005),
                    ],
                    "points",
                )
            },
            heat: || Series::new("EV", "ev", 1.0),
        })
    }
}
