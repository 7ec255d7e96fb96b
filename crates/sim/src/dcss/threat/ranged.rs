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
use crate::report::{Section, fmt_num};

/// Attacks at most followed when summing the damage of repeated attacks: past it, the
/// expected count is not reported (`docs/rules/dcss-0.31-ranged.md` §11).
pub const MAX_ATTACKS_TO_DEATH: usize = 100_000;

/// What the survival sum stops at: the probability of being still alive after n attacks.
const ALIVE_CUTOFF: f64 = 1e-15;

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
    /// The table of the human formats: one line per modelled attack, then the ones not
    /// modelled with why.
    pub fn section(&self) -> Section {
        let opt = |v: Option<f64>| v.map_or_else(|| "-".to_string(), fmt_num);
        let mut rows: Vec<Vec<String>> = self
            .attacks
            .iter()
            .map(|a| {
                vec![
                    a.attack.clone(),
                    a.frequency
                        .map_or_else(|| opt(a.typical_probability), |f| format!("freq {f}")),
                    fmt_num(a.p_hit),
                    fmt_num(a.p_block),
                    fmt_num(a.p_land),
                    fmt_num(a.mean_damage_when_lands),
                    opt(a.expected_attacks_to_death),
                    game_shows(a.shown.as_deref(), a.max_damage_shown)
                        .unwrap_or_else(|| "-".into()),
                ]
            })
            .collect();
        for c in self.catalog.iter().filter(|c| !c.modelled) {
            rows.push(vec![
                c.attack.clone(),
                c.frequency
                    .map_or_else(|| "-".into(), |f| format!("freq {f}")),
                format!("not modelled: {}", c.reason.as_deref().unwrap_or("-")),
            ]);
        }
        let to_death = match self.hp {
            Some(hp) => format!("attacks to kill from {hp} HP"),
            None => "attacks to kill (give HP)".into(),
        };
        Section {
            title:
                "its attacks at range, each as if it used only that one (its AI is not modelled)"
                    .into(),
            header: [
                "attack",
                "weight",
                "P(hit)",
                "P(block)",
                "P(land)",
                "mean damage when it lands",
                &to_death,
                "game shows",
            ]
            .map(String::from)
            .to_vec(),
            rows,
        }
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
    // One attack's damage: 0 when it does not land.
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
    step[0] = zero;
    if zero >= 1.0 {
        return None;
    }
    let mut alive = vec![0.0; hp];
    alive[0] = 1.0;
    let mut next = vec![0.0; hp];
    let mut expected = 0.0;
    for _ in 0..MAX_ATTACKS_TO_DEATH {
        let mass: f64 = alive.iter().sum();
        if mass < ALIVE_CUTOFF {
            return Some(expected);
        }
        expected += mass;
        next.iter_mut().for_each(|x| *x = 0.0);
        for (h, &a) in alive.iter().enumerate().filter(|&(_, &a)| a > 0.0) {
            for (d, &p) in step[..hp - h].iter().enumerate() {
                next[h + d] += a * p;
            }
        }
        std::mem::swap(&mut alive, &mut next);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sure_fixed_hit_kills_in_the_ceiling_of_hp_over_damage() {
        // 7 damage every attack against 20 HP: 3 attacks.
        let e = expected_attacks_to_death(1.0, &Dist::point(7), 20).unwrap();
        assert!((e - 3.0).abs() < 1e-12, "{e}");
    }

    #[test]
    fn landing_half_the_time_doubles_the_count_of_a_one_shot() {
        // A hit of at least the HP landing with p: geometric, mean 1/p.
        let e = expected_attacks_to_death(0.25, &Dist::uniform(10, 12), 10).unwrap();
        assert!((e - 4.0).abs() < 1e-9, "{e}");
    }

    #[test]
    fn a_harmless_attack_has_no_count() {
        assert_eq!(expected_attacks_to_death(1.0, &Dist::point(0), 10), None);
        assert_eq!(expected_attacks_to_death(0.0, &Dist::point(5), 10), None);
    }

    #[test]
    fn two_point_damage_matches_its_recursion() {
        // Damage 1 or 2 with equal odds, always landing, from 3 HP: E = 1 + E(<3 after one).
        // m(h) = expected attacks with h HP left: m(0) = 0, m(1) = 1, m(2) = 1 + m(1)/2,
        // m(3) = 1 + (m(2) + m(1))/2.
        let m1 = 1.0;
        let m2 = 1.0 + m1 / 2.0;
        let m3 = 1.0 + (m2 + m1) / 2.0;
        let e = expected_attacks_to_death(1.0, &Dist::uniform(1, 2), 3).unwrap();
        assert!((e - m3).abs() < 1e-12, "{e} vs {m3}");
    }
}
