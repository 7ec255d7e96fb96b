//! Does the build a dump describes give the EV, SH, AC and max HP the dump shows? Each is
//! computed with every relevant skill at the bottom and at the top of its printed tenth,
//! which bounds it exactly because all four are non-decreasing in each skill, with the
//! statuses of the moment applied; a number outside its range gets a note naming what can
//! explain it (`docs/rules/monsters-and-dumps.md` §4.4, §4.6).

use mechanics::dcss::build::Build;
use mechanics::dcss::damage::{player_ac, player_max_hp};
use schemars::JsonSchema;
use serde::Serialize;

use super::CharacterDump;
use super::effects::{Number, Unmodelled, effects};
use super::moment::{Moment, moment};
use crate::error::InputError;

/// The skills EV, SH, AC and max HP read (`docs/rules/dcss-0.31.md` §4.1, §5, §6;
/// `docs/rules/dcss-0.31-damage.md` §3, §4).
const DEFENCE_SKILLS: [&str; 4] = ["Dodging", "Armour", "Shields", "Fighting"];

/// The model's EV, SH, AC and max HP for a dump's build against the dump's own numbers
/// (`docs/rules/monsters-and-dumps.md` §4.4, §4.6).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DumpCheck {
    /// The rule set the numbers were computed with.
    pub rules: String,
    /// EV with the skills as printed and the statuses of the moment.
    pub ev: i32,
    /// Displayed SH with the skills as printed and the statuses of the moment.
    pub sh: i32,
    /// EV with every skill at the bottom, then at the top, of its printed tenth.
    pub ev_range: [i32; 2],
    /// Displayed SH likewise.
    pub sh_range: [i32; 2],
    /// AC likewise (`dcss-0.31-damage.md` §3).
    pub ac_range: Option<[i32; 2]>,
    /// Max HP likewise (§4), undrained.
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

/// The build with every defence skill at the top of its printed tenth.
fn at_top(low: &Build) -> Build {
    Build {
        dodging: low.dodging.top_of_tenth(),
        armour: low.armour.top_of_tenth(),
        shields: low.shields.top_of_tenth(),
        fighting: low.fighting.top_of_tenth(),
        ..*low
    }
}

/// The four numbers of a build at the moment of the dump under `dcss-0.31`
/// (`docs/rules/dcss-0.31.md` §4, §6; `dcss-0.31-damage.md` §3, §4): EV, displayed SH, AC
/// and max HP (the last two `None` in a form), with the temporary AC ×100 given.
fn numbers_031(
    build: &Build,
    m: &Moment,
    temporary_ac_x100: i32,
) -> (i32, i32, Option<i32>, Option<i32>) {
    let mut b = *build;
    b.bonuses.agility |= m.agility;
    b.bonuses.acrobat |= m.acrobat;
    b.hp_bonuses.berserk |= m.berserk;
    b.ac_bonuses.temporary_x100 += temporary_ac_x100;
    let ev = b.evasion(&m.situation.ev_situation()).ev;
    let sh = b.shield_class(m.situation.incapacitated()).displayed;
    let ac = player_ac(&b).ok().map(|a| a.ac);
    let hp = player_max_hp(&b).ok();
    (ev, sh, ac, hp)
}

/// Checks the dump's EV, SH, AC and max HP against its build
/// (`docs/rules/monsters-and-dumps.md` §4.4, §4.6). Errors are those of
/// [`CharacterDump::defender_spec`].
pub fn check(dump: &CharacterDump) -> Result<DumpCheck, InputError> {
    let spec = dump.defender_spec()?;
    let low = spec.build().map_err(|e| e.within("character"))?;
    let top = at_top(&low);
    let m = moment(dump);
    let [temp_low, temp_high] = m.temporary_ac_x100;
    let (ev, sh, ac, hp) = numbers_031(&low, &m, temp_low);
    let (ev_top, sh_top, ac_top, hp_top) = numbers_031(&top, &m, temp_high);
    let ev_range = [ev, ev_top];
    let sh_range = [sh, sh_top];
    let ac_range = ac.zip(ac_top).map(|(a, b)| [a, b]);
    let max_hp_range = hp.zip(hp_top).map(|(a, b)| [a, b]);
    let real_max = dump.real_max_hp.unwrap_or(dump.max_hp);

    let e = effects(dump);
    let mut notes: Vec<String> = dump.rules.note.iter().cloned().collect();
    notes.push(fraction_note(dump, ev_range, sh_range));
    notes.extend(effective_note(dump));
    notes.extend(e.notes);
    notes.extend(m.notes.iter().cloned());
    let unmodelled: Vec<&Unmodelled> = e.unmodelled.iter().chain(&m.unmodelled).collect();
    let mut matches = true;
    for (number, shown, range) in [
        (Number::Ev, dump.dump_ev, Some(ev_range)),
        (Number::Sh, dump.dump_sh, Some(sh_range)),
        (Number::Ac, dump.dump_ac, ac_range),
        (Number::Hp, real_max, max_hp_range),
    ] {
        let inside = range.is_some_and(|[a, b]| (a..=b).contains(&shown));
        if !inside {
            matches = false;
            notes.push(mismatch_note(dump, number, shown, range, &unmodelled));
        }
    }
    let untouched: Vec<&str> = unmodelled.iter().map(|u| u.cause.as_str()).collect();
    if matches && !untouched.is_empty() {
        notes.push(format!(
            "left out of the model, yet the dump's numbers match: {}",
            untouched.join("; ")
        ));
    }
    Ok(DumpCheck {
        rules: dump.rules.rules.name().to_string(),
        ev,
        sh,
        ev_range,
        sh_range,
        ac_range,
        max_hp_range,
        matches_dump: matches,
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
        "skills are printed truncated to tenths: EV is {} and SH is {}{over}",
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
            "the effective (parenthesised) level is used for {}, as the game computed the dump's numbers with it",
            used.join(", ")
        )
    })
}

/// Says which number is outside its range, by how much, and what the character has that
/// changes it and that the rules leave out (`docs/rules/monsters-and-dumps.md` §4.6).
fn mismatch_note(
    dump: &CharacterDump,
    number: Number,
    shown: i32,
    range: Option<[i32; 2]>,
    unmodelled: &[&Unmodelled],
) -> String {
    let label = number.label();
    let computed = match range {
        Some(r) => format!(
            "the build gives {} over the hidden skill fractions",
            range_text(r)
        ),
        None => "the build's value cannot be computed".to_string(),
    };
    let causes: Vec<&str> = unmodelled
        .iter()
        .filter(|u| u.numbers.contains(&number))
        .map(|u| u.cause.as_str())
        .collect();
    let because = if !causes.is_empty() {
        format!("cause: {}", causes.join("; "))
    } else if let Some(note) = &dump.rules.note {
        format!("cause: the version differs from the rule set's ({note})")
    } else {
        "cause unknown: nothing the character has explains it; please report this dump".to_string()
    };
    format!("{label} does not match: the dump shows {shown}, {computed}; {because}")
}
