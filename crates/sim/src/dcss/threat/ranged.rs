//! The threat's ranged part (`docs/rules/dcss-0.31-ranged.md` §7.3, §11,
//! `docs/rules/dcss-0.34-ranged.md`): one row per attack
//! the monster can make at range against the same defender, from the `ranged` kind's
//! resolution (each spell with its frequency as the data gives it, each missile its typical
//! launcher or throwable), with P(land), the damage after AC and, when the HP is known, how
//! many such attacks it takes on average to bring you to 0 HP. Which attack the monster
//! chooses is its AI, which is not modelled; the rows are exact (`roguesim ranged` puts the
//! Monte Carlo beside each of them).

use mechanics::dcss::ranged::ShotLaw;
use mechanics::dcss::ranged::options::ranged_options_in;
use mechanics::dist::Dist;
use schemars::JsonSchema;
use serde::Serialize;

use super::spec::ThreatSpec;
use crate::dcss::ranged::{OptionSummary, RangedSpec, game_shows};
use crate::error::SimError;
use crate::report::{Cell, Section};

/// The most attacks an expected count may reach and still be reported: past it, the attack
/// is harmless for any practical purpose (`docs/rules/dcss-0.31-ranged.md` §11).
pub const MAX_ATTACKS_TO_DEATH: usize = 100_000;

/// One attack at range of the threat's monster (`docs/rules/dcss-0.31-ranged.md` §2–§4,
/// §10, §11).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatRangedRow {
    /// The attack: "shortbow (arrow)", "Iron Shot", "Pain".
    pub attack: String,
    /// `missile`, `beam`, `smiting` or `pain`.
    pub kind: &'static str,
    /// A spell slot's frequency, as the monster data gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frequency: Option<i32>,
    /// A launcher's or throwable's probability in its typical starting equipment.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub typical_probability: Option<f64>,
    /// P(it passes your EV test, or your Willpower for Pain).
    pub p_hit: f64,
    /// P(your shield blocks it), the block counter fresh.
    pub p_block: f64,
    /// P(it lands), the block counter fresh.
    pub p_land: f64,
    /// The mean damage after your AC when it lands.
    pub mean_damage_when_lands: f64,
    /// The mean damage of one attack, landed or not.
    pub mean_damage_per_attack: f64,
    /// What the game shows for it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shown: Option<String>,
    /// Under dcss-0.34, the Max Damage the monster's attack table shows for a shot or throw.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_damage_shown: Option<i32>,
    /// With your HP: the expected number of these attacks, each with your block counter
    /// fresh (one between two of your actions), until your HP reaches 0; `None` when it
    /// cannot hurt you or needs more than [`MAX_ATTACKS_TO_DEATH`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected_attacks_to_death: Option<f64>,
}

/// The threat's ranged part (`docs/rules/dcss-0.31-ranged.md` §7.3, §11).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct ThreatRanged {
    /// Every attack at range of the monster, modelled or not (with why not).
    pub catalog: Vec<OptionSummary>,
    /// One row per modelled attack, in the catalog's order.
    pub attacks: Vec<ThreatRangedRow>,
    /// Your HP the expected counts start from, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// What the rows assume.
    pub note: String,
}

impl ThreatRanged {
    /// The table of the human formats: one row per modelled attack, what the game shows and
    /// the attacks not modelled (with why) as notes under it.
    pub fn section(&self) -> Section {
        let to_kill = match self.hp {
            Some(hp) => format!("to kill: the attacks it takes from your {hp} HP"),
            None => "to kill: give your HP".into(),
        };
        let mut section = Section::new(
            "its attacks at range, each as if it used only that one (its AI is not modelled)",
            [
                "attack", "weight", "P(hit)", "P(block)", "P(land)", "damage", "to kill",
            ],
        )
        .rows(self.attacks.iter().map(|a| {
            vec![
                Cell::Text(a.attack.clone()),
                match (a.frequency, a.typical_probability) {
                    (Some(f), _) => Cell::Text(format!("freq {f}")),
                    (None, Some(p)) => Cell::Prob(p),
                    (None, None) => Cell::Missing,
                },
                Cell::Prob(a.p_hit),
                Cell::Prob(a.p_block),
                Cell::Prob(a.p_land),
                Cell::Num(a.mean_damage_when_lands),
                a.expected_attacks_to_death.map_or(Cell::Missing, Cell::Num),
            ]
        }))
        .note(format!(
            "weight: a spell's frequency, a missile's chance to be carried; damage: after \
             your AC, when it lands; {to_kill}"
        ));
        for a in &self.attacks {
            if let Some(shown) = game_shows(a.shown.as_deref(), a.max_damage_shown) {
                section
                    .notes
                    .push(format!("{}: the game shows {shown}", a.attack));
            }
        }
        for c in self.catalog.iter().filter(|c| !c.modelled) {
            section.notes.push(format!(
                "{}: not modelled ({})",
                c.attack,
                c.reason.as_deref().unwrap_or("-")
            ));
        }
        section
    }
}

/// The ranged part of a threat under the threat's rule set: `None` when the monster has no
/// attack at range (`docs/rules/dcss-0.31-ranged.md` §11, `docs/rules/dcss-0.34-ranged.md`):
/// one row per modelled attack, from the release's launcher laws, spell lists and zap rows;
/// the attacks the rules do not model are listed in the catalog with why. A monster whose
/// attacks at range are none of them modelled gets its catalog and no rows.
pub fn threat_ranged(spec: &ThreatSpec) -> Result<Option<ThreatRanged>, SimError> {
    let rules = spec.rule_set()?;
    let monster = mechanics::dcss::monsters::find_in(rules, &spec.monster)
        .map_err(|e| SimError::invalid("monster", e.to_string()))?;
    let options = ranged_options_in(rules, monster);
    if options.is_empty() {
        return Ok(None);
    }
    if options.iter().all(|o| o.input(monster, 0, 0, 0).is_none()) {
        return Ok(Some(ThreatRanged {
            catalog: options.iter().map(OptionSummary::not_modelled).collect(),
            attacks: Vec::new(),
            hp: spec.hp,
            note: format!("None of its attacks at range is modelled under {rules}."),
        }));
    }
    let ranged = RangedSpec {
        rules: Some(rules),
        monster: Some(spec.monster.clone()),
        defender: Some(spec.defender.clone()),
        ac: spec.ac,
        ac_x100: spec.ac_x100,
        hp: spec.hp,
        ..RangedSpec::default()
    };
    let setup = ranged.resolve()?;
    let hp = setup.player.and_then(|p| p.hp);
    let attacks = setup
        .sections
        .iter()
        .filter_map(|s| {
            let attack = s.single.as_ref()?;
            let listed = setup
                .catalog
                .iter()
                .find(|c| c.modelled && c.attack == s.label);
            Some(row(&s.label, listed, &attack.shot_law(), hp))
        })
        .collect();
    Ok(Some(ThreatRanged {
        catalog: setup.catalog,
        attacks,
        hp,
        note: "Which attack it uses, and when, is its AI, which roguesim does not model: each \
               row is that attack as if it used only it, one between two of your actions."
            .into(),
    }))
}

/// One row from an attack's law.
fn row(
    label: &str,
    listed: Option<&OptionSummary>,
    law: &ShotLaw,
    hp: Option<i32>,
) -> ThreatRangedRow {
    let p_land = law.p_land(true);
    let mean_when = law.damage.mean();
    ThreatRangedRow {
        attack: label.to_string(),
        kind: listed.map_or("spell", |c| c.kind),
        frequency: listed.and_then(|c| c.frequency),
        typical_probability: listed.and_then(|c| c.typical_probability),
        p_hit: law.p_hit,
        p_block: law.p_block,
        p_land,
        mean_damage_when_lands: mean_when,
        mean_damage_per_attack: p_land * mean_when,
        shown: listed.and_then(|c| c.shown.clone()),
        max_damage_shown: listed.and_then(|c| c.max_damage_shown),
        expected_attacks_to_death: hp
            .and_then(|hp| expected_attacks_to_death(p_land, &law.damage, hp)),
    }
}

/// E[attacks until the damage total reaches `hp`] for independent attacks that land with
/// `p_land` and then do `damage`: Σₙ P(total after n attacks < hp), the law of the total kept
/// below `hp` (`docs/rules/dcss-0.31-ranged.md` §11). `None` when an attack can never do
/// damage, or past [`MAX_ATTACKS_TO_DEATH`].
pub fn expected_attacks_to_death(p_land: f64, damage: &Dist, hp: i32) -> Option<f64> {
    let hp = usize::try_from(hp).ok().filter(|&h| h > 0)?;
    // One attack's damage below the HP (0 when it does not land); a larger one ends the count.
    let mut step = vec![0.0; hp];
    let mut zero = 1.0 - p_land;
    for (d, p) in damage.iter() {
        let d = usize::try_from(d.max(0)).unwrap_or(0);
        if d == 0 {
            zero += p_land * p;
        } else if d < hp {
            step[d] += p_land * p;
        }
    }
    let moves = 1.0 - zero;
    if moves <= 0.0 {
        return None;
    }
    // m[h]: the expected attacks still to come with h damage taken. An attack that does
    // nothing repeats the state, so m[h] (1 - P(0)) = 1 + sum over d >= 1 of P(d) m[h + d],
    // solved from the deepest wound back to none.
    let mut m = vec![0.0; hp];
    for h in (0..hp).rev() {
        let later: f64 = step[1..hp - h]
            .iter()
            .zip(&m[h + 1..])
            .map(|(p, mh)| p * mh)
            .sum();
        m[h] = (1.0 + later) / moves;
    }
    Some(m[0]).filter(|&e| e <= MAX_ATTACKS_TO_DEATH as f64)
}
