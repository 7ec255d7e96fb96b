//! Does the build a dump describes give the EV, SH, AC and max HP the dump shows? Each is
//! computed with every relevant skill at the bottom and at the top of its printed tenth,
//! which bounds it exactly because all four are non-decreasing in each skill, with the
//! statuses of the moment applied; a number outside its range gets a note naming what can
//! explain it (`docs/rules/monsters-and-dumps.md` §4.4, §4.6).

use mechanics::dcss::build::Build;
use mechanics::dcss::damage::{player_ac, player_ac_034, player_max_hp};
use mechanics::dcss::rules::RuleSet;
use schemars::JsonSchema;
use serde::Serialize;

use super::CharacterDump;
use super::differences::differences;
use super::effects::{Number, Unmodelled, effects};
use super::form::unknown_form_statuses;
use super::moment::{Moment, moment};
use crate::error::InputError;

/// The skills EV, SH, AC and max HP read (`docs/rules/dcss-0.31.md` §4.1, §5, §6;
/// `docs/rules/dcss-0.31-damage.md` §3, §4).
const DEFENCE_SKILLS: [&str; 4] = ["Dodging", "Armour", "Shields", "Fighting"];

/// The skills the four numbers read for this dump under `rules`: the defence skills, and
/// Shapeshifting in a form (`docs/rules/dcss-0.34-forms.md` §1).
fn skills_read(dump: &CharacterDump, rules: RuleSet) -> Vec<&'static str> {
    let mut names = DEFENCE_SKILLS.to_vec();
    if dump.form_in(rules).is_some() {
        names.push("Shapeshifting");
    }
    names
}

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

/// The build with every defence skill, Shapeshifting included, at the top of its printed
/// tenth.
fn at_top(low: &Build) -> Build {
    Build {
        dodging: low.dodging.top_of_tenth(),
        armour: low.armour.top_of_tenth(),
        shields: low.shields.top_of_tenth(),
        fighting: low.fighting.top_of_tenth(),
        shapeshifting: low.shapeshifting.top_of_tenth(),
        ..*low
    }
}

/// What of the dump's form the rules leave out (`docs/rules/dcss-0.34-forms.md` §0, §6): any
/// form under dcss-0.31, a form the 0.34.1 table does not have (a trunk form), or melded
/// items without a form the dump names.
pub(super) fn form_unmodelled(dump: &CharacterDump, rules: RuleSet) -> Vec<Unmodelled> {
    let all = [Number::Ev, Number::Sh, Number::Ac, Number::Hp];
    let mut out: Vec<Unmodelled> = unknown_form_statuses(&dump.statuses)
        .into_iter()
        .map(|s| Unmodelled::new(format!("{s} (a form the 0.34.1 table does not have)"), &all))
        .collect();
    match &dump.form {
        Some(f) if rules == RuleSet::Dcss031 => out.push(Unmodelled::new(
            format!("{} form (forms are not modelled under dcss-0.31)", f.name),
            &all,
        )),
        None if out.is_empty() && dump.equipment.iter().any(|i| i.melded) => out.push(
            Unmodelled::new("a form the dump does not name (items are melded)", &all),
        ),
        _ => {}
    }
    out
}

/// A build with the modifiers of the moment the dump was written: Agility, the acrobat,
/// berserk and temporary AC (`docs/rules/monsters-and-dumps.md` §4.4); the form is the
/// build's own.
fn at_moment(build: &Build, m: &Moment, temporary_ac_x100: i32) -> Build {
    let mut b = *build;
    b.bonuses.agility |= m.agility;
    b.bonuses.acrobat |= m.acrobat;
    b.hp_bonuses.berserk |= m.berserk;
    b.ac_bonuses.temporary_x100 += temporary_ac_x100;
    b.extras.ephemeral_shield = b.extras.ephemeral_shield.max(m.ephemeral_shield);
    b
}

/// The four numbers a dump shows, computed for a build at the moment of the dump: EV,
/// displayed SH, AC and max HP (the last two `None` where the rules leave them out). Under
/// `dcss-0.31` EV and AC
/// are the whole numbers the game shows (`docs/rules/dcss-0.31.md` §4, §6;
/// `dcss-0.31-damage.md` §3, §4); under `dcss-0.34` they are kept ×100 and the dump shows
/// them truncated, and SH as `(raw/100)/2` (`docs/rules/dcss-0.34.md` §M2.2).
fn numbers(build: &Build, m: &Moment, temporary_ac_x100: i32) -> [Option<i32>; 4] {
    let b = at_moment(build, m, temporary_ac_x100);
    let situation = m.situation.ev_situation();
    let incapacitated = m.situation.incapacitated();
    let hp = player_max_hp(&b).ok();
    match b.rules {
        RuleSet::Dcss031 => [
            Some(b.evasion(&situation).ev),
            Some(b.shield_class(incapacitated).displayed),
            player_ac(&b).ok().map(|a| a.ac),
            hp,
        ],
        RuleSet::Dcss034 => [
            Some(b.evasion_034(&situation).shown),
            Some(b.shield_class_034(incapacitated).displayed),
            player_ac_034(&b).ok().map(|a| a.shown),
            hp,
        ],
    }
}

/// Checks the dump's EV, SH, AC and max HP against its build under the rule set its
/// version picks (`docs/rules/monsters-and-dumps.md` §4.4, §4.6). Errors are those of
/// [`CharacterDump::build_in`].
pub fn check(dump: &CharacterDump) -> Result<DumpCheck, InputError> {
    check_in(dump, dump.rules.rules)
}

/// [`check`] under a rule set the caller chooses (`--rules`), whatever the dump's version.
pub fn check_in(dump: &CharacterDump, rules: RuleSet) -> Result<DumpCheck, InputError> {
    let low = dump.build_in(rules)?;
    let top = at_top(&low);
    let m = moment(dump);
    let [temp_low, temp_high] = m.temporary_ac_x100;
    let [ev, sh, ac, hp] = numbers(&low, &m, temp_low);
    let [ev_top, sh_top, ac_top, hp_top] = numbers(&top, &m, temp_high);
    let pair = |a: Option<i32>, b: Option<i32>| a.zip(b).map(|(a, b)| [a, b]);
    let (ev_range, sh_range) = (pair(ev, ev_top), pair(sh, sh_top));
    let (mut ac_range, max_hp_range) = (pair(ac, ac_top), pair(hp, hp_top));
    let real_max = dump.real_max_hp.unwrap_or(dump.max_hp);
    let mut moment_notes = m.notes.clone();
    let mut unmodelled_moment = m.unmodelled.clone();
    if m.corrosion_units_unknown {
        match ac_range.and_then(|r| corroded(r, dump.dump_ac)) {
            Some((units, r)) => {
                moment_notes.push(format!(
                    "'corroded' without an amount: AC is checked as the build's {} less 4 a \
                     unit of corrosion; the dump's AC {} is {units} unit(s)",
                    ac_range.map_or(String::new(), range_text),
                    dump.dump_ac
                ));
                ac_range = Some(r);
            }
            None => unmodelled_moment.push(Unmodelled::new(
                "'corroded' (the dump does not say by how much; 4 AC a unit)",
                &[Number::Ac],
            )),
        }
    }

    let e = effects(dump, rules);
    let mut notes: Vec<String> = Vec::new();
    if rules == dump.rules.rules {
        notes.extend(dump.rules.note.iter().cloned());
    } else {
        notes.push(format!(
            "read with {rules} as asked, not {} as the version {} would pick",
            dump.rules.rules, dump.version.text
        ));
    }
    notes.extend(dump.gaps.iter().map(|g| g.note().to_string()));
    notes.push(fraction_note(dump, ev_range, sh_range, rules));
    notes.extend(effective_note(dump, rules));
    notes.extend(form_note(dump, rules));
    notes.extend(e.notes);
    notes.extend(moment_notes);
    let version = differences(dump, rules);
    let form = form_unmodelled(dump, rules);
    let gaps: Vec<Unmodelled> = dump
        .gaps
        .iter()
        .filter(|g| g.drops_skills())
        .map(|_| {
            Unmodelled::new(
                "the dump lists no skills, which are read as 0",
                &[Number::Ev, Number::Sh, Number::Ac, Number::Hp],
            )
        })
        .collect();
    let unmodelled: Vec<&Unmodelled> = e
        .unmodelled
        .iter()
        .chain(&unmodelled_moment)
        .chain(&version)
        .chain(&gaps)
        .chain(&form)
        .collect();
    let mut matches = true;
    for (number, shown, range) in [
        (Number::Ev, dump.dump_ev, ev_range),
        (Number::Sh, dump.dump_sh, sh_range),
        (Number::Ac, dump.dump_ac, ac_range),
        (Number::Hp, real_max, max_hp_range),
    ] {
        let inside = range.is_some_and(|[a, b]| (a..=b).contains(&shown));
        if !inside {
            matches = false;
            notes.push(mismatch_note(
                dump,
                rules,
                number,
                shown,
                range,
                &unmodelled,
            ));
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
        rules: rules.name().to_string(),
        ev: ev.unwrap_or_default(),
        sh: sh.unwrap_or_default(),
        ev_range: ev_range.unwrap_or_default(),
        sh_range: sh_range.unwrap_or_default(),
        ac_range,
        max_hp_range,
        matches_dump: matches,
        notes,
    })
}

/// The most units of corrosion [`corroded`] tries: beyond it the dump's AC is not read as
/// corrosion.
const MOST_CORROSION_UNITS: i32 = 10;

/// The fewest units of corrosion, 4 AC each, that bring an AC range to the AC a dump shows,
/// and the range they give (`player::armour_class`, player.cc; AC −4 a unit in 0.29 to
/// 0.31, whose dumps print `corroded` without its amount).
fn corroded([low, high]: [i32; 2], shown: i32) -> Option<(i32, [i32; 2])> {
    (1..=MOST_CORROSION_UNITS)
        .map(|k| (k, [low - 4 * k, high - 4 * k]))
        .find(|(_, [a, b])| (*a..=*b).contains(&shown))
}

/// What the hidden fractions allow (`docs/rules/monsters-and-dumps.md` §4.3).
fn fraction_note(
    dump: &CharacterDump,
    ev_range: Option<[i32; 2]>,
    sh_range: Option<[i32; 2]>,
    rules: RuleSet,
) -> String {
    let intervals: Vec<String> = skills_read(dump, rules)
        .into_iter()
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
    let scale = if rules.rounds_at_random() {
        " (as the dump shows them: truncated from hundredths)"
    } else {
        ""
    };
    format!(
        "skills are printed truncated to tenths: EV is {} and SH is {}{over}{scale}",
        ev_range.map_or("not computed".into(), range_text),
        sh_range.map_or("not computed".into(), range_text)
    )
}

/// The form the numbers were computed in, when there is one under dcss-0.34.
pub(super) fn form_note(dump: &CharacterDump, rules: RuleSet) -> Option<String> {
    let f = dump.form_in(rules)?;
    let from = match (&f.status, &f.talisman) {
        (Some(s), Some(t)) if f.from_talisman => format!("'{s}' with '{t}' worn"),
        (Some(s), _) => format!("'{s}'"),
        (None, Some(t)) => format!("'{t}' worn (the status line names no form)"),
        (None, None) => "the dump".into(),
    };
    Some(format!(
        "read in {} form from {from}, at Shapeshifting {:.1}: melded items count for nothing, \
         and the form's AC, EV, size and max HP are applied{}",
        f.name,
        dump.level_used("Shapeshifting"),
        if f.from_talisman {
            " (a talisman form: HP falls short of its minimum skill)"
        } else {
            ""
        }
    ))
}

/// Which defence skills were taken at their effective level.
fn effective_note(dump: &CharacterDump, rules: RuleSet) -> Option<String> {
    let used: Vec<String> = skills_read(dump, rules)
        .into_iter()
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
    rules: RuleSet,
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
    } else if rules != dump.rules.rules {
        format!(
            "cause: the dump is of {}, read with {rules} as asked",
            dump.version.text
        )
    } else if let Some(note) = &dump.rules.note {
        format!("cause: the version differs from the rule set's ({note})")
    } else {
        "cause unknown: nothing the character has explains it; please report this dump".to_string()
    };
    format!("{label} does not match: the dump shows {shown}, {computed}; {because}")
}
