//! The scenarios the bench measures, as the commands take them: the monster exchange, the
//! shielded exchange and the turn of four attacks under a rule set (`roguesim hit`,
//! `roguesim turn`), and `threat`'s fight (`docs/rules/dcss-0.31.md` §2.1, §6.3, §6.5;
//! `docs/rules/dcss-0.34.md` §1.1).

use mechanics::dcss::defender::Situation;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ShieldRules;
use mechanics::sampling::kernel::LaneKernel;
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::input::{AttackerSpec, DefenderSpec, TurnSpec};
use crate::dcss::threat::ThreatSpec;
use crate::dcss::threat::experiment::FightExperiment;
use crate::dcss::threat::survival::damage_variants;
use crate::error::SimError;

/// The defender's numbers in a bench loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Numbers {
    /// Whole EV and SH, as `--ev 20 --sh-internal 27` gives them under either rule set (under
    /// dcss-0.34 a whole value draws nothing).
    Whole,
    /// dcss-0.34 EV and SH in hundredths (`--ev-x100 2050 --sh-internal-x100 2761`; the turn
    /// EV 15.37): every attack draws its EV and every block roll its SH
    /// (`docs/rules/dcss-0.34.md` §1.1).
    Hundredths,
}

impl Numbers {
    /// `whole` or `hundredths`.
    pub fn name(self) -> &'static str {
        match self {
            Numbers::Whole => "whole",
            Numbers::Hundredths => "hundredths",
        }
    }
}

/// The bench's monster exchange under `rules`: HD 10 fighter against EV 20, optionally
/// against internal SH 27 (0.31 shield rules, limit 3); with `attacks > 1`, a turn of that many
/// HD 5 attacks against EV 15 (the `roguesim hit` and `roguesim turn` product paths). With
/// [`Numbers::Hundredths`] (dcss-0.34 only) the EV is 20.50 (15.37 in the turn) and the SH
/// 27.61.
pub fn bench_hit_spec(rules: RuleSet, numbers: Numbers, shielded: bool, attacks: u32) -> TurnSpec {
    let turn = attacks > 1;
    let (ev, sh) = match numbers {
        Numbers::Whole => (Some(if turn { 15 } else { 20 }), Some(27)),
        Numbers::Hundredths => (None, None),
    };
    let (ev_x100, sh_x100) = match numbers {
        Numbers::Whole => (None, None),
        Numbers::Hundredths => (Some(if turn { 1537 } else { 2050 }), Some(2761)),
    };
    TurnSpec {
        rules: Some(rules),
        defender: DefenderSpec {
            ev,
            ev_x100,
            sh_internal: sh.filter(|_| shielded),
            sh_internal_x100: sh_x100.filter(|_| shielded),
            block_limit: shielded.then_some(3),
            ..DefenderSpec::default()
        },
        attackers: vec![AttackerSpec {
            monster_hd: Some(if turn { 5 } else { 10 }),
            fighter: !turn,
            attacks,
            count: 1,
            ..AttackerSpec::default()
        }],
        shield_rules: ShieldRules::V031,
        situation: Situation::default(),
        turns: 1,
    }
}

/// The bench's fight under `rules`: a troll (three attacks, no weapon) against EV 15, internal
/// SH 27 with the 0.31 block limit of 3, AC 8 and 60 HP (the `roguesim threat` fights).
pub fn bench_fight_spec(rules: RuleSet) -> ThreatSpec {
    ThreatSpec {
        rules: Some(rules),
        defender: DefenderSpec {
            ev: Some(15),
            sh_internal: Some(27),
            block_limit: Some(3),
            ..DefenderSpec::default()
        },
        monster: "troll".into(),
        depth: None,
        weapon: None,
        weapon_plus: None,
        heads: None,
        count: 1,
        player_action: Default::default(),
        delay: None,
        shield_rules: ShieldRules::V031,
        situation: Situation::default(),
        ac: Some(8),
        ac_x100: None,
        hp: Some(60),
        offence: None,
        ranged: None,
    }
}

/// The fight experiment of [`bench_fight_spec`] under `rules` on `kernel` (also the
/// criterion bench `fight`).
pub fn bench_fight(rules: RuleSet, kernel: LaneKernel) -> Result<FightExperiment, SimError> {
    let spec = bench_fight_spec(rules);
    let setup = spec.resolve()?;
    let Some((body, Some(hp))) = setup.body.map(|b| (b, b.hp)) else {
        unreachable!("the bench's fight gives AC and HP")
    };
    let variants = damage_variants(&setup, &body, &spec.situation);
    Ok(FightExperiment::new(&setup, &variants, hp, kernel))
}
