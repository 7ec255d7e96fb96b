//! The exact side of a `ranged` scenario, under the reference vectors' names
//! (`docs/rules/dcss-0.31-ranged.md` §2–§4, §10; `docs/rules/dcss-0.34-ranged.md` §2–§4, §10): per attack `p_hit`, `p_block`, `p_land`,
//! `damage_distribution` (and `display_pct` where the game shows one); for `count` ≥ 2 or
//! a sequence `blocks_distribution`, `lands_distribution`, `total_damage_distribution` and,
//! with HP, `p_total_at_least_hp`.

use mechanics::dcss::monsters::Monster;
use mechanics::dcss::ranged::volley::VolleyExact;
use mechanics::dcss::ranged::{AttackExact, RangedAttack};
use schemars::JsonSchema;
use serde::Serialize;

use super::player::Player;
use super::resolve::{RangedSetup, Section};
use super::shown::OptionSummary;
use super::spec::RangedSpec;
use crate::error::SimError;

/// One section's exact answer: one attack's (flattened), and the whole of `count` attacks
/// or of a sequence (flattened).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct SectionExact {
    /// The attack: "shortbow (arrow)", "Pain", "sequence of 4 attacks".
    pub attack: String,
    /// One attack's exact answer (`p_hit`, `p_block`, `p_land`, `damage_distribution`, ...).
    #[serde(flatten)]
    pub single: Option<AttackExact>,
    /// The attacks between two of your actions as a whole (`count` ≥ 2, or a sequence).
    #[serde(flatten)]
    pub volley: Option<VolleyExact>,
    /// Each attack of a sequence, in order.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attacks: Option<Vec<AttackExact>>,
}

/// The `exact` of a report: one attack's object when the scenario names one attack (or a
/// sequence), one object per attack when it asks for every attack of a monster.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum RangedExact {
    /// The scenario names one attack, or a sequence.
    One(Box<SectionExact>),
    /// Every attack the monster can make that the rules model, in its catalog's order.
    Each(Vec<SectionExact>),
}

impl RangedExact {
    /// The sections, in order.
    pub fn sections(&self) -> &[SectionExact] {
        match self {
            RangedExact::One(s) => std::slice::from_ref(&**s),
            RangedExact::Each(v) => v,
        }
    }
}

/// The monster as the report names it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RangedMonster {
    /// Its name.
    pub name: String,
    /// Its enum id.
    pub id: String,
    /// Its HD.
    pub hd: i32,
    /// Its speed (10 is normal).
    pub speed: i32,
    /// The energy of a missile (before a launcher's delay) and of a spell.
    pub missile_energy: i32,
    /// The energy of a spell.
    pub spell_energy: i32,
}

impl RangedMonster {
    /// The report's summary of `m`.
    pub fn of(m: &Monster) -> Self {
        RangedMonster {
            name: m.name.clone(),
            id: m.id.clone(),
            hd: m.hd,
            speed: m.speed,
            missile_energy: m.energy.missile,
            spell_energy: m.energy.spell,
        }
    }
}

/// The exact side of a `ranged` scenario as `roguesim ranged` reports it: every key of its
/// JSON but the Monte Carlo estimates.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct RangedExactReport {
    /// The monster (not for a sequence).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub monster: Option<RangedMonster>,
    /// The player's numbers the attacks read (not for a sequence, whose attacks carry them).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<Player>,
    /// Attacks between two of your actions in each section.
    pub count: u32,
    /// Every attack the scenario names or the monster can make, modelled or not.
    pub attacks: Vec<OptionSummary>,
    /// What the report assumes and leaves out.
    pub notes: Vec<String>,
    /// Exact values.
    pub exact: RangedExact,
}

/// The exact answer of one section.
pub fn section_exact(s: &Section) -> SectionExact {
    let sequence = s.single.is_none();
    SectionExact {
        attack: s.label.clone(),
        single: s.single.as_ref().map(RangedAttack::exact),
        volley: s.volley.as_ref().map(|v| v.exact()),
        attacks: sequence.then(|| s.play.attacks().iter().map(RangedAttack::exact).collect()),
    }
}

/// The exact side of a resolved scenario.
pub fn exact_report(setup: &RangedSetup) -> RangedExactReport {
    let sections: Vec<SectionExact> = setup.sections.iter().map(section_exact).collect();
    let exact = if setup.form.is_one() {
        RangedExact::One(Box::new(
            sections.into_iter().next().expect("a setup has a section"),
        ))
    } else {
        RangedExact::Each(sections)
    };
    RangedExactReport {
        monster: setup.monster.map(RangedMonster::of),
        player: setup.player,
        count: setup.count,
        attacks: setup.catalog.clone(),
        notes: notes(setup),
        exact,
    }
}

/// The exact side of a `ranged` scenario, exactly as `run_ranged` reports it.
pub fn exact_ranged(spec: &RangedSpec) -> Result<RangedExactReport, SimError> {
    Ok(exact_report(&spec.resolve()?))
}

/// What the report assumes and leaves out, in words.
fn notes(setup: &RangedSetup) -> Vec<String> {
    let mut notes = vec![
        "Which attack the monster uses, and when, is its AI, which roguesim does not model: \
         each section is that attack, as if the monster chose it."
            .to_string(),
    ];
    if setup.count >= 2 {
        let limit = setup.player.map_or(0, |p| p.block_limit);
        notes.push(format!(
            "{} attacks between two of your actions share your block counter (limit {limit}).",
            setup.count
        ));
    }
    let attacks = || setup.sections.iter().flat_map(|s| s.play.attacks());
    if attacks().any(|a| matches!(a, RangedAttack::Direct(_))) {
        notes.push(
            "Smiting and Pain never roll to hit and are never blocked; AC does not reduce them. \
             Pain is tested against your Willpower (give it; default 0) and cut by rN; \
             omnireflection and a caster's armour of guile are not modelled."
                .into(),
        );
    }
    if setup.rules.rounds_at_random() {
        notes.push(
            "Under dcss-0.34 your EV, SH and AC are kept in hundredths and every use draws one \
             of the two whole numbers around them: a missile draws EV once, SH once and AC \
             twice, a beam EV once, SH twice and AC once."
                .into(),
        );
        notes.push(
            "Not modelled under dcss-0.34: Divine Shield, autododge, the Platinum Paragon's \
             deflection, a monster's Touch of Beogh, Figment, Sniping armour, Tempered and \
             Diminished Spells states, omnireflection, the seismic and umbral torchlight \
             immunities."
                .into(),
        );
    }
    notes.push(
        "Not modelled: brand and beam side effects (poison, draining, ...), reflection, the \
         player damage modifiers of ouch()."
            .into(),
    );
    notes.extend(setup.character_notes.iter().cloned());
    notes
}
