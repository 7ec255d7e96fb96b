//! A 0.34 character's EV, SH and AC as the game shows them (truncated from hundredths,
//! `docs/rules/dcss-0.34.md` §M2.2), with the 0.34 EV steps in the 0.31 table's shape: the
//! stopgap until `ev` reports the 0.34 values in hundredths for every build.

use std::time::Instant;

use mechanics::dcss::build::Build;
use mechanics::dcss::damage::{gdr_percent, player_ac_034, player_max_hp};
use mechanics::dcss::evasion::EvBreakdown;

use super::result::EvResult;
use super::spec::EvSpec;
use crate::dcss::character::{CharacterDump, DumpCheck};
use crate::report::RunMeta;

/// The `ev` report of a build under `dcss-0.34` (a 0.34 character dump's): EV, SH and AC
/// as the game shows them, and the dump's check.
pub(super) fn shown_034(
    build: &Build,
    spec: &EvSpec,
    dump: Option<CharacterDump>,
    checked: Option<DumpCheck>,
    started: Instant,
) -> (EvResult, RunMeta) {
    let situation = spec.situation.ev_situation();
    let ev = build.evasion_034(&situation);
    let sh = build.shield_class_034(spec.situation.incapacitated());
    let ac = player_ac_034(build).ok();
    let breakdown = EvBreakdown {
        size_factor: ev.size_factor,
        base_x100: ev.base_x100,
        dodge_raw_x100: ev.dodge_raw_x100,
        dodge_adjusted_x100: ev.dodge_adjusted_x100,
        body_penalty_x100: ev.body_penalty_x100,
        aux_penalty_x100: ev.aux_penalty_x100,
        shield_penalty_x100: ev.shield_penalty_x100,
        vertigo_x100: 0,
        natural_x100: ev.natural_x100,
        halved: ev.halved,
        merfolk_bonus_x100: ev.merfolk_bonus_x100,
        scaled_x100: if ev.halved {
            ev.natural_x100 / 2
        } else {
            ev.natural_x100
        } + ev.merfolk_bonus_x100,
        flat_bonuses: ev.temp_mods,
        final_x100: ev.final_x100,
        rounded: ev.shown,
        helpless: ev.helpless_cap_x100.is_some(),
        constriction: 0,
        unseen_attacker: ev.unseen_attacker,
        ev: ev.shown,
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
        ac: ac.as_ref().map(|a| a.shown),
        gdr_percent: ac.as_ref().map(|a| gdr_percent(a.shown)),
        max_hp: player_max_hp(build).ok(),
        ac_breakdown: None,
        ev: ev.shown,
        sh: sh.displayed,
        sh_internal: sh.raw_x100 / 100,
        block_limit: Some(build.block_limit_034()).filter(|_| sh.can_block()),
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
    (result, RunMeta::exact("dcss-0.34", started.elapsed()))
}
