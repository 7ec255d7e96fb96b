//! What the reports show of a named DCSS monster (`docs/rules/monsters-and-dumps.md` §1, §2,
//! §5): its summary and headline, its melee to-hit by armament, the odds of a weapon slot's
//! attack by weapon, and the tables of armaments.

use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::GameShows;
use crate::report::{Cell, Row, Section};

/// One attack slot of a named monster's round, as reports show it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AttackSummary {
    /// The attack slot (a hydra's heads all use slot 0).
    pub slot: usize,
    /// The attack type ("hit", "bite").
    pub kind: &'static str,
    /// The attack flavour ("plain", "poison").
    pub flavour: String,
    /// The attack's damage.
    pub damage: i32,
    /// Whether the weapon counts for this slot (hit and weapon-only attacks).
    pub uses_weapon: bool,
}

/// A named monster as reports show it (JSON `monster`).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct MonsterSummary {
    /// The game's name.
    pub name: String,
    /// The enum id.
    pub id: String,
    /// Hit dice.
    pub hd: i32,
    /// `M_FIGHTER`.
    pub fighter: bool,
    /// `M_ARCHER`.
    pub archer: bool,
    /// `M_TWO_WEAPONS`.
    pub two_weapons: bool,
    /// `M_UNIQUE`.
    pub unique: bool,
    /// Speed (10 normal).
    pub speed: i32,
    /// Energy of a move.
    pub move_energy: i32,
    /// Energy of a melee attack.
    pub attack_energy: i32,
    /// Base EV.
    pub ev: i32,
    /// Base AC.
    pub ac: i32,
    /// The attacks of one melee round, in order.
    pub attacks: Vec<AttackSummary>,
    /// A hydra's heads.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heads: Option<u32>,
    /// The depth its weapon is generated at (D:N is N; the game's item level is one less).
    pub depth: i32,
    /// The depth is roguesim's default, not one the scenario gave.
    pub depth_is_default: bool,
    /// "random at the depth" or "pinned".
    pub weapon: &'static str,
    /// What the model assumes or leaves out for this monster.
    pub notes: Vec<String>,
}

/// A named monster's melee to-hit, by armament (JSON `melee_to_hit`).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct MeleeToHit {
    /// The depth of the weapon law.
    pub depth: i32,
    /// The to-hit of slots without the weapon, `18 + HD·(fighter ? 5 : 3)/2`.
    pub base: i32,
    /// The slots the weapon counts for.
    pub weapon_slots: Vec<usize>,
    /// Every armament with its probability and the to-hit of the weapon slots.
    pub by_weapon: Vec<WeaponToHit>,
    /// What the law assumes or leaves out.
    pub notes: Vec<String>,
}

/// One armament's melee to-hit.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct WeaponToHit {
    /// The weapon held; null when unarmed.
    pub weapon: Option<String>,
    /// Its enchantment.
    pub plus: i32,
    /// Its probability.
    pub probability: f64,
    /// The to-hit of the weapon slots with it (the top of `random2(to_hit + 1)`).
    pub to_hit: i32,
}

impl MeleeToHit {
    /// Summary lines.
    pub fn summary(&self) -> Vec<String> {
        let mut lines = vec![format!(
            "melee to-hit {} unarmed; weapon slots {:?} with the weapon at depth {}",
            self.base, self.weapon_slots, self.depth
        )];
        lines.extend(self.notes.iter().map(|n| format!("note: {n}")));
        lines
    }

    /// One row per armament: its probability and to-hit.
    pub fn rows(&self) -> Vec<Row> {
        self.by_weapon
            .iter()
            .flat_map(|w| {
                let name = armament_name(w.weapon.as_deref(), w.plus);
                [
                    Row::new("melee to-hit by weapon", format!("{name}: probability"))
                        .exact(w.probability),
                    Row::new("melee to-hit by weapon", format!("{name}: to-hit"))
                        .plain(f64::from(w.to_hit)),
                ]
            })
            .collect()
    }

    /// The table of armaments, most likely first (the first rows unless `--all`).
    pub fn sections(&self) -> Vec<Section> {
        vec![
            Section::new(
                format!("melee weapon at depth {}", self.depth),
                ["weapon", "chance", "to-hit"],
            )
            .rows(self.by_weapon.iter().map(|w| {
                vec![
                    Cell::Text(armament_name(w.weapon.as_deref(), w.plus)),
                    Cell::Prob(w.probability),
                    Cell::from(w.to_hit),
                ]
            }))
            .note("to-hit: that of the attacks that use the weapon")
            .first(),
        ]
    }
}

/// Summary lines of a named monster: its stats, the depth its weapon comes from, and the
/// model's notes.
pub fn monster_headline(m: &MonsterSummary) -> Vec<String> {
    let attacks: Vec<String> = m
        .attacks
        .iter()
        .map(|a| {
            format!(
                "{} {}{}",
                a.kind,
                a.damage,
                if a.uses_weapon { " (+weapon)" } else { "" }
            )
        })
        .collect();
    let depth = if m.weapon == "pinned" {
        "weapon pinned".to_string()
    } else if m.depth_is_default {
        format!("weapon law at depth {} (the default; --depth N)", m.depth)
    } else {
        format!("weapon law at depth {}", m.depth)
    };
    let mut lines = vec![format!(
        "monster: {} (HD {}, speed {}, EV {}, AC {}{}): {}; {depth}",
        m.name,
        m.hd,
        m.speed,
        m.ev,
        m.ac,
        if m.fighter { ", fighter" } else { "" },
        attacks.join(", ")
    )];
    lines.extend(m.notes.iter().map(|n| format!("note: {n}")));
    lines
}

/// One armament of a named monster and what it does to an attack that uses the weapon
/// (JSON `by_weapon`).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct WeaponOdds {
    /// The weapon it holds; null when unarmed.
    pub weapon: Option<String>,
    /// The weapon's enchantment.
    pub plus: i32,
    /// The probability it holds this (`monsters-and-dumps.md` §2).
    pub probability: f64,
    /// The attack's to-hit with it: the top of `random2(to_hit + 1)`.
    pub to_hit: i32,
    /// P(the attack lands) with it, the block counter fresh.
    pub p_hit: f64,
    /// What the game displays with it, in percent ("undefined" where the dcss-0.34 display
    /// divides 0 by 0).
    pub displayed_pct: GameShows,
}

/// The table of armaments, most likely first: the first rows unless `--all` (JSON lists
/// them all).
pub fn weapon_section(title: &str, by: &[WeaponOdds]) -> Section {
    Section::new(title, ["weapon", "chance", "to-hit", "P(hit)", "shown"])
        .rows(by.iter().map(|w| {
            vec![
                Cell::Text(armament_name(w.weapon.as_deref(), w.plus)),
                Cell::Prob(w.probability),
                Cell::from(w.to_hit),
                Cell::Prob(w.p_hit),
                Cell::Text(w.displayed_pct.to_string()),
            ]
        }))
        .note("chance: that it holds the weapon; shown: the to-hit % the game displays")
        .first()
}

/// "+2 long sword", "unarmed".
pub fn armament_name(weapon: Option<&str>, plus: i32) -> String {
    match weapon {
        Some(w) => format!("{plus:+} {w}"),
        None => "unarmed".into(),
    }
}
