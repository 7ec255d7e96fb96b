//! What each monster of a release can attack with at range: its spell slots with their
//! frequencies, and the law of the launcher or thrown item it is given
//! (`docs/rules/dcss-0.31-ranged.md` §2.1, §3.1; `docs/rules/dcss-0.34-ranged.md` §2.1, §3.1;
//! `docs/rules/monsters-and-dumps.md` §6).
//!
//! Which of them a monster uses, and when, is its AI, which these rules do not model.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::items::{Launcher, MissileItem, launchers_in, missile_items_in};
use super::spells::{Spell, all_spells_in};
use super::tables::{RawLaw, RawMonsterSpells, fraction, raw};
use crate::dcss::monsters::Monster;
use crate::dcss::rules::RuleSet;

/// A monster-specific change of a spell's power (`docs/rules/dcss-0.31-ranged.md` §3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PowerModifier {
    /// A draconian's cold breath: power ×2/3 at 0.31.0 (mon-cast.cc:1524-1526), ×5/6 at
    /// 0.34.1 (mon-cast.cc:2434-2436).
    DraconianColdBreath,
    /// Xtahua's searing breath: power ×3/2 (mon-cast.cc:1512-1514).
    XtahuaSearingBreath,
    /// A laughing skull: +25 % per aligned laughing skull in sight within 5 squares, at most
    /// +100 % (mon-cast.cc:1869-1885).
    LaughingSkulls,
}

impl PowerModifier {
    /// The modifier with the data file's tag.
    pub(crate) fn from_tag(tag: &str) -> Option<PowerModifier> {
        Some(match tag {
            "draconian_cold_breath" => PowerModifier::DraconianColdBreath,
            "xtahua_searing_breath" => PowerModifier::XtahuaSearingBreath,
            "laughing_skulls" => PowerModifier::LaughingSkulls,
            _ => return None,
        })
    }
}

/// One slot of a monster's spellbook (mon-spell.h; draconian breaths first,
/// `docs/rules/monsters-and-dumps.md` §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpellSlot {
    /// The release whose spell table [`SpellSlot::spell`] reads.
    pub(crate) rules: RuleSet,
    pub(crate) spell: usize,
    /// The slot's frequency field, as the data gives it. Which spell is cast is AI and is not
    /// modelled.
    pub freq: i32,
    /// A change of power that applies to this monster's slot.
    pub power_modifier: Option<PowerModifier>,
}

impl SpellSlot {
    /// The spell.
    pub fn spell(&self) -> &'static Spell {
        &all_spells_in(self.rules)[self.spell]
    }
}

/// The spell slots of `monster` in casting order, empty when it casts nothing (or when its
/// spells are made at runtime, as a player ghost's) (`docs/rules/monsters-and-dumps.md` §6).
pub fn spell_slots(monster: &Monster) -> &'static [SpellSlot] {
    spell_slots_in(RuleSet::Dcss031, monster)
}

/// [`spell_slots`] in `rules`' spell lists: the 0.31.0 spellbooks, or the 0.34.1 monster
/// table's lists with the draconian breaths first (`docs/rules/dcss-0.34-ranged.md` §3.1).
pub fn spell_slots_in(rules: RuleSet, monster: &Monster) -> &'static [SpellSlot] {
    catalog(rules)
        .slots
        .get(&monster.id)
        .map_or(&[], Vec::as_slice)
}

/// One outcome of a monster's starting ranged equipment (`docs/rules/monsters-and-dumps.md`
/// §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MissileOutcome {
    /// A launcher; it fires its ammunition (0.31.0) or its shot (0.34.1).
    Launcher(&'static Launcher),
    /// A stack of thrown items.
    Thrown(&'static MissileItem),
    /// No launcher and no throwable.
    Nothing,
}

/// What a [`MissileOutcome`] hands the monster.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangedWeapon {
    /// A launcher.
    Launcher(&'static Launcher),
    /// Thrown items.
    Thrown(&'static MissileItem),
}

impl RangedWeapon {
    /// The name as scenario files give it in `launcher` (a launcher) or `missile` (thrown).
    pub fn name(&self) -> &'static str {
        match self {
            RangedWeapon::Launcher(l) => &l.name,
            RangedWeapon::Thrown(m) => &m.name,
        }
    }

    /// The missile it shoots: the launcher's ammunition, or the thrown item.
    pub fn missile(&self) -> &'static MissileItem {
        match self {
            RangedWeapon::Launcher(l) => l.ammo(),
            RangedWeapon::Thrown(m) => m,
        }
    }
}

impl MissileOutcome {
    /// What the monster is handed, `None` for nothing.
    pub fn weapon(&self) -> Option<RangedWeapon> {
        match *self {
            MissileOutcome::Launcher(l) => Some(RangedWeapon::Launcher(l)),
            MissileOutcome::Thrown(m) => Some(RangedWeapon::Thrown(m)),
            MissileOutcome::Nothing => None,
        }
    }
}

/// One case of a monster's law: the conditions it holds under, and the probability of each
/// outcome, summed over plus, brand and quantity (`docs/rules/monsters-and-dumps.md` §6).
#[derive(Clone, Debug, PartialEq)]
pub struct MissileCase {
    /// When this case applies, in words ("absdepth >= 2", "always").
    pub when: String,
    /// The case of a monster placed normally at depth 2 or deeper, outside bands and
    /// special branches.
    pub typical: bool,
    /// Each outcome with its probability; they sum to 1.
    pub outcomes: Vec<(MissileOutcome, f64)>,
}

/// The law of a monster's starting launcher or thrown items (`docs/rules/monsters-and-dumps.md`
/// §6).
#[derive(Clone, Debug, PartialEq)]
pub struct MissileLaw {
    /// The monster's enum id.
    pub monster_id: String,
    /// The cases, in the data's order; exactly one is typical.
    pub cases: Vec<MissileCase>,
}

impl MissileLaw {
    /// The typical case (`docs/rules/monsters-and-dumps.md` §6).
    pub fn typical(&self) -> &MissileCase {
        self.cases
            .iter()
            .find(|c| c.typical)
            .unwrap_or(&self.cases[0])
    }

    /// Every launcher and thrown item any case can hand out, in first-seen order: what the
    /// monster can shoot with (`docs/rules/dcss-0.31-ranged.md` §2.1).
    pub fn weapons(&self) -> Vec<RangedWeapon> {
        let mut out: Vec<RangedWeapon> = Vec::new();
        for case in &self.cases {
            for (o, _) in &case.outcomes {
                if let Some(w) = o.weapon()
                    && !out.contains(&w)
                {
                    out.push(w);
                }
            }
        }
        out
    }
}

/// The 0.31 law of `monster`'s starting ranged equipment ([`missile_law_in`]).
pub fn missile_law(monster: &Monster) -> Option<&'static MissileLaw> {
    missile_law_in(RuleSet::Dcss031, monster)
}

/// The law of `monster`'s starting ranged equipment in `rules`' release, `None` for a monster
/// the game never gives a launcher or throwables (`docs/rules/monsters-and-dumps.md` §6,
/// `docs/rules/dcss-0.34-ranged.md` §2.1).
pub fn missile_law_in(rules: RuleSet, monster: &Monster) -> Option<&'static MissileLaw> {
    catalog(rules).missile_laws.get(&monster.id)
}

/// The missile laws and spell slots of a release.
struct Catalog {
    missile_laws: HashMap<String, MissileLaw>,
    slots: HashMap<String, Vec<SpellSlot>>,
}

/// A monster's law, each item found in `rules`' item tables
/// (`docs/rules/monsters-and-dumps.md` §6).
fn law(rules: RuleSet, raw: &RawLaw) -> Result<MissileLaw, String> {
    let owner = &raw.monster;
    let cases = raw
        .cases
        .iter()
        .map(|c| {
            let outcomes = c
                .outcomes
                .iter()
                .map(|o| {
                    let p = fraction(&o.p)?;
                    let id = o.item.as_deref().unwrap_or_default();
                    let unknown = || format!("{owner}: unknown {} {id}", o.kind);
                    let outcome = match o.kind.as_str() {
                        "launcher" => MissileOutcome::Launcher(
                            launchers_in(rules)
                                .iter()
                                .find(|l| l.id == id)
                                .ok_or_else(unknown)?,
                        ),
                        "thrown" => MissileOutcome::Thrown(
                            missile_items_in(rules)
                                .iter()
                                .find(|m| m.id == id && m.thrown)
                                .ok_or_else(unknown)?,
                        ),
                        "none" => MissileOutcome::Nothing,
                        other => return Err(format!("{owner}: unknown outcome {other}")),
                    };
                    Ok((outcome, p))
                })
                .collect::<Result<Vec<_>, String>>()?;
            Ok(MissileCase {
                when: c.when.clone(),
                typical: c.typical,
                outcomes,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(MissileLaw {
        monster_id: raw.monster.clone(),
        cases,
    })
}

/// The slot of `spell` in `rules`' spell table, as `owner`'s list gives it
/// (`docs/rules/monsters-and-dumps.md` §6): a negative frequency, an unknown spell or power
/// modifier is refused.
pub fn slot(
    rules: RuleSet,
    owner: &str,
    spell: &str,
    freq: i32,
    power_modifier: Option<&str>,
) -> Result<SpellSlot, String> {
    if freq < 0 {
        return Err(format!("{owner}: bad frequency {freq}"));
    }
    let index = all_spells_in(rules)
        .iter()
        .position(|x| x.id == spell)
        .ok_or_else(|| format!("{owner}: unknown spell {spell}"))?;
    let power_modifier = power_modifier
        .map(|tag| {
            PowerModifier::from_tag(tag)
                .ok_or_else(|| format!("{owner}: unknown power modifier {tag}"))
        })
        .transpose()?;
    Ok(SpellSlot {
        rules,
        spell: index,
        freq,
        power_modifier,
    })
}

/// A monster's spell slots in `rules`' spell table (`docs/rules/monsters-and-dumps.md` §6).
fn slots(rules: RuleSet, raw: &RawMonsterSpells) -> Result<Vec<SpellSlot>, String> {
    raw.spells
        .iter()
        .map(|s| {
            slot(
                rules,
                &raw.monster,
                &s.spell,
                s.freq,
                s.power_modifier.as_deref(),
            )
        })
        .collect()
}

/// `rules`' tables converted.
fn convert(rules: RuleSet) -> Result<Catalog, String> {
    let missile_laws = raw(rules)
        .missile_laws
        .iter()
        .map(|l| law(rules, l).map(|l| (l.monster_id.clone(), l)))
        .collect::<Result<HashMap<_, _>, String>>()?;
    let mut lists = HashMap::new();
    for m in &raw(rules).monster_spells {
        if lists.insert(m.monster.clone(), slots(rules, m)?).is_some() {
            return Err(format!("{}: listed twice", m.monster));
        }
    }
    Ok(Catalog {
        missile_laws,
        slots: lists,
    })
}

fn catalog(rules: RuleSet) -> &'static Catalog {
    static CATALOG: [OnceLock<Catalog>; RuleSet::ALL.len()] = [const { OnceLock::new() }; _];
    CATALOG[rules.index()].get_or_init(|| {
        convert(rules).expect("the embedded catalog converts (checked by a unit test)")
    })
}
