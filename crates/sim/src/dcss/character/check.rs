//! Does the build a dump describes give the EV and SH the dump shows? EV and SH are computed
//! with every relevant skill at the bottom and at the top of its printed tenth, which bounds
//! them exactly because both are non-decreasing in each skill
//! (`docs/rules/monsters-and-dumps.md` §4.3, §4.4).

use mechanics::dcss::build::Build;
use mechanics::dcss::damage::{player_ac, player_max_hp};
use mechanics::dcss::data;
use mechanics::dcss::evasion::EvSituation;
use schemars::JsonSchema;
use serde::Serialize;

use super::{CharacterDump, gear};
use crate::error::InputError;

/// The skills EV, SH, AC and max HP read (`docs/rules/dcss-0.31.md` §4.1, §5, §6;
/// `docs/rules/dcss-0.31-damage.md` §3, §4).
const DEFENCE_SKILLS: [&str; 4] = ["Dodging", "Armour", "Shields", "Fighting"];

/// The model's EV and SH for a dump's build against the dump's own numbers
/// (`docs/rules/monsters-and-dumps.md` §4.3, §4.4).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DumpCheck {
    /// EV with the skills as printed (what `roguesim ev` gives for the same build).
    pub ev: i32,
    /// Displayed SH with the skills as printed.
    pub sh: i32,
    /// EV with every skill at the bottom, then at the top, of its printed tenth.
    pub ev_range: [i32; 2],
    /// Displayed SH with every skill at the bottom, then at the top, of its printed tenth.
    pub sh_range: [i32; 2],
    /// AC with every skill at the bottom, then at the top, of its printed tenth
    /// (`dcss-0.31-damage.md` §3); null in a form.
    pub ac_range: Option<[i32; 2]>,
    /// Max HP likewise (§4); null in a form.
    pub max_hp_range: Option<[i32; 2]>,
    /// Whether the dump's EV, SH, AC and max HP all lie in their ranges.
    pub matches_dump: bool,
    /// What was used from the dump, what the model leaves out, and why a number is off.
    pub notes: Vec<String>,
}

/// `a` when the range is one value, `a to b` otherwise.
fn range_text([low, high]: [i32; 2]) -> String {
    if low == high {
        format!("exactly {low}")
    } else {
        format!("{low} to {high}")
    }
}

/// Checks the dump's EV and SH against its build (`docs/rules/monsters-and-dumps.md` §4.3,
/// §4.4). Errors are those of [`CharacterDump::defender_spec`].
pub fn check(dump: &CharacterDump) -> Result<DumpCheck, InputError> {
    let spec = dump.defender_spec()?;
    let low = spec.build().map_err(|e| e.within("character"))?;
    let top = Build {
        dodging: low.dodging.top_of_tenth(),
        armour: low.armour.top_of_tenth(),
        shields: low.shields.top_of_tenth(),
        fighting: low.fighting.top_of_tenth(),
        ..low
    };
    let ac_range = match (player_ac(&low), player_ac(&top)) {
        (Ok(a), Ok(b)) => Some([a.ac, b.ac]),
        _ => None,
    };
    let max_hp_range = match (player_max_hp(&low), player_max_hp(&top)) {
        (Ok(a), Ok(b)) => Some([a, b]),
        _ => None,
    };
    let inside = |r: Option<[i32; 2]>, shown: i32| r.is_none_or(|[a, b]| (a..=b).contains(&shown));
    let ac_ok = inside(ac_range, dump.dump_ac);
    let real_max = dump.real_max_hp.unwrap_or(dump.max_hp);
    let hp_ok = inside(max_hp_range, real_max);
    let at = |b: &Build| {
        (
            b.evasion(&EvSituation::default()).ev,
            b.shield_class(false).displayed,
        )
    };
    let ((ev, sh), (ev_top, sh_top)) = (at(&low), at(&top));
    let (ev_range, sh_range) = ([ev, ev_top], [sh, sh_top]);
    let ev_ok = (ev..=ev_top).contains(&dump.dump_ev);
    let sh_ok = (sh..=sh_top).contains(&dump.dump_sh);

    let mut notes = vec![fraction_note(dump, ev_range, sh_range)];
    notes.extend(effective_note(dump));
    notes.extend(gear::effects(dump).notes);
    notes.extend(innate_notes(dump));
    if !dump.statuses.is_empty() {
        notes.push(format!(
            "statuses of the '@:' line, which the model leaves out and the dump's numbers include: {}",
            dump.statuses.join(", ")
        ));
    }
    if !dump.mutations.is_empty() {
        notes.push(format!(
            "mutations of the 'A:' line, which the model leaves out apart from the species' innate EV traits: {}",
            dump.mutations.join(", ")
        ));
    }
    for (label, shown, range, ok) in [
        ("EV", dump.dump_ev, Some(ev_range), ev_ok),
        ("SH", dump.dump_sh, Some(sh_range), sh_ok),
        ("AC", dump.dump_ac, ac_range, ac_ok),
        ("max HP", real_max, max_hp_range, hp_ok),
    ] {
        if let (false, Some(range)) = (ok, range) {
            notes.push(mismatch_note(dump, label, shown, range));
        }
    }
    Ok(DumpCheck {
        ev,
        sh,
        ev_range,
        sh_range,
        ac_range,
        max_hp_range,
        matches_dump: ev_ok && sh_ok && ac_ok && hp_ok,
        notes,
    })
}

/// What the hidden fractions allow (`docs/rules/monsters-and-dumps.md` §4.3).
fn fraction_note(dump: &CharacterDump, ev_range: [i32; 2], sh_range: [i32; 2]) -> String {
    let intervals: Vec<String> = DEFENCE_SKILLS
        .iter()
        .filter_map(|name| dump.skill(name).map(|s| (name, s.used())))
        .map(|(name, level)| {
            if level >= 27.0 {
                format!("{name} 27 (no fraction)")
            } else {
                format!("{name} [{level:.1}, {:.1})", level + 0.1)
            }
        })
        .collect();
    let over = if intervals.is_empty() {
        String::new()
    } else {
        format!(" over {}", intervals.join(", "))
    };
    format!(
        "skills are printed truncated to tenths: EV is {} and SH is {}{over} \
         (EV reads these skills at scale 10 only, so their fractions cannot move it; SH reads Shields at scale 38 as well)",
        range_text(ev_range),
        range_text(sh_range)
    )
}

/// Which defence skills were taken at their effective level.
fn effective_note(dump: &CharacterDump) -> Option<String> {
    let used: Vec<String> = DEFENCE_SKILLS
        .iter()
        .filter_map(|name| dump.skill(name))
        .filter_map(|s| {
            s.effective
                .map(|e| format!("{} {:.1}({e:.1})", s.name, s.level))
        })
        .collect();
    (!used.is_empty()).then(|| {
        format!(
            "the effective (parenthesised) level is used for {}, as the game computed the dump's EV and SH with it",
            used.join(", ")
        )
    })
}

/// The species' innate EV sources the model adds, and the one it cannot know.
fn innate_notes(dump: &CharacterDump) -> Vec<String> {
    let Ok(species) = data::species(&dump.species) else {
        return Vec::new();
    };
    let mut notes = Vec::new();
    if species.gelatinous_body > 0 {
        notes.push(format!(
            "{}: innate Gelatinous Body {} counted (+{} EV)",
            species.name, species.gelatinous_body, species.gelatinous_body
        ));
    }
    if super::has_tengu_flight(dump) {
        notes.push("Tengu from XL 7: +4 EV for flight counted (bonuses.tengu_flight)".into());
    }
    if species.acrobatic {
        notes.push(
            "acrobatic: +15 EV after moving or waiting, which the model leaves out and the dump's EV may include"
                .into(),
        );
    }
    notes
}

/// Says plainly which number is outside its range and what can explain it
/// (`docs/rules/monsters-and-dumps.md` §4.4).
fn mismatch_note(dump: &CharacterDump, label: &str, shown: i32, range: [i32; 2]) -> String {
    let mut causes = vec!["temporary effects".to_string()];
    if !dump.statuses.is_empty() {
        causes[0] = format!("temporary effects ({})", dump.statuses.join(", "));
    }
    causes.push("a form".into());
    causes.push("rings, amulets or artefact properties".into());
    causes.push(if dump.mutations.is_empty() {
        "mutations".into()
    } else {
        format!("mutations ({})", dump.mutations.join(", "))
    });
    format!(
        "{label} does not match: the dump shows {shown}, the build gives {} over the hidden skill fractions; \
         likely causes are what the model leaves out: {}",
        range_text(range),
        causes.join(", ")
    )
}
