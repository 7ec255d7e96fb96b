//! Named DCSS monsters in scenarios (`docs/rules/monsters-and-dumps.md` §1, §2, §5): the
//! table's entry, its melee round (hydra heads included), and its weapon, random at a depth
//! or pinned; each armament gives the round's attacks their own to-hit, and the armaments
//! that give the same to-hit are merged into one variant of the round.

use mechanics::dcss::attack::{Attack, Attacker};
use mechanics::dcss::defender::{Facing, Situation};
use mechanics::dcss::monster_gear::{self, ArmamentLaw};
use mechanics::dcss::monsters::{self, Monster, MonsterAttack};
use mechanics::dcss::to_hit::MonsterAttacker;
use mechanics::dcss::weapons;
use mechanics::limits::Limit;
use schemars::JsonSchema;
use serde::Serialize;

use crate::error::InputError;
use crate::report::{Row, Section, fmt_num};

/// The depth a named monster's weapon is generated at when none is given: D:10, the middle
/// of the Dungeon (`docs/rules/monsters-and-dumps.md` §2.6).
pub const DEFAULT_DEPTH: i32 = 10;

/// The depths `--depth` takes: D:1 is 1; the game's item level is one less (0 to 50).
pub const DEPTH: Limit = Limit::new("depth", 1, 51);

/// A pinned weapon's enchantment.
pub const WEAPON_PLUS: Limit = Limit::new("weapon_plus", -9, 27);

/// A named monster, resolved: its entry, melee round and armament law.
#[derive(Clone, Debug)]
pub struct NamedMonster {
    /// The table's entry.
    pub monster: &'static Monster,
    /// The depth its weapon was generated at (D:N is N).
    pub depth: i32,
    /// Whether the depth is the default.
    pub default_depth: bool,
    /// The hydra's heads, if any.
    pub heads: Option<u32>,
    /// The attacks of one melee round, (slot, attack).
    pub round: Vec<(usize, MonsterAttack)>,
    /// Its armament: the mixture over the weapons it can carry, or the pinned one.
    pub law: ArmamentLaw,
    /// The weapon was pinned (`--weapon`).
    pub pinned: bool,
}

/// How a scenario names a monster.
#[derive(Clone, Copy, Debug, Default)]
pub struct MonsterRequest<'a> {
    /// The name or id.
    pub name: &'a str,
    /// The depth (D:N is N).
    pub depth: Option<i32>,
    /// A pinned weapon.
    pub weapon: Option<&'a str>,
    /// The pinned weapon's plus.
    pub weapon_plus: Option<i32>,
    /// Hydra heads.
    pub heads: Option<u32>,
}

impl NamedMonster {
    /// Looks the monster up and resolves its round and armament; errors name the field
    /// (`monster`, `depth`, `weapon`, `weapon_plus`, `heads`).
    pub fn resolve(req: MonsterRequest<'_>) -> Result<Self, InputError> {
        let monster =
            monsters::find(req.name).map_err(|e| InputError::invalid("monster", e.to_string()))?;
        if MonsterAttacker::HD.check(monster.hd).is_err() {
            return Err(InputError::invalid(
                "monster",
                format!(
                    "{} has HD {} in the table: its stats come from another monster when \
                     placed (derived undead, test monsters), which roguesim does not model",
                    monster.name, monster.hd
                ),
            ));
        }
        let round = monster
            .melee_round(req.heads)
            .map_err(|e| InputError::invalid("heads", e.to_string()))?;
        if round.is_empty() {
            return Err(InputError::invalid(
                "monster",
                format!("{} has no melee attacks", monster.name),
            ));
        }
        let depth = DEPTH
            .check(req.depth.unwrap_or(DEFAULT_DEPTH))
            .map_err(|e| InputError::at("depth", e))?;
        if req.weapon_plus.is_some() && req.weapon.is_none() {
            return Err(InputError::invalid(
                "weapon_plus",
                "give it with a pinned weapon (weapon)",
            ));
        }
        let (law, pinned) = match req.weapon {
            Some(name) => {
                let w = weapons::find(name)
                    .map_err(|e| InputError::invalid("weapon", e.to_string()))?;
                let plus = WEAPON_PLUS
                    .check(req.weapon_plus.unwrap_or(0))
                    .map_err(|e| InputError::at("weapon_plus", e))?;
                (monster_gear::pinned(w, plus), true)
            }
            None => (
                monster_gear::armament_law(&monster.id, monster.hd, monster.unique, depth - 1)
                    .map_err(|e| InputError::invalid("depth", e.to_string()))?,
                false,
            ),
        };
        Ok(NamedMonster {
            monster,
            depth,
            default_depth: req.depth.is_none(),
            heads: req.heads,
            round,
            law,
            pinned,
        })
    }

    /// The melee attacker of one slot with a weapon bonus (`monsters-and-dumps.md` §1.2).
    fn attacker(&self, slot: &MonsterAttack, bonus: i32) -> Attacker {
        Attacker::Monster(MonsterAttacker {
            hd: self.monster.hd,
            fighter: self.monster.fighter,
            weapon_to_hit: if slot.kind.uses_weapon() { bonus } else { 0 },
            slaying: 0,
        })
    }

    /// The distinct weapon bonuses to melee to-hit and their probabilities, most likely first.
    pub fn bonus_law(&self) -> Vec<(i32, f64)> {
        let mut law: Vec<(i32, f64)> = Vec::new();
        for o in &self.law.outcomes {
            let b = o.armament.to_hit_bonus();
            match law.iter_mut().find(|(x, _)| *x == b) {
                Some((_, p)) => *p += o.probability,
                None => law.push((b, o.probability)),
            }
        }
        law.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        law
    }

    /// Its round's attacks against `facing`, one variant per distinct weapon bonus
    /// (`monsters-and-dumps.md` §5).
    pub fn round_variants(
        &self,
        facing: &Facing,
        confused: bool,
        situation: &Situation,
    ) -> Vec<(f64, Vec<Attack>)> {
        self.bonus_law()
            .into_iter()
            .map(|(bonus, p)| (p, self.round_with(bonus, facing, confused, situation)))
            .collect()
    }

    /// Its round's attacks against `facing` with a weapon of this to-hit bonus.
    pub fn round_with(
        &self,
        bonus: i32,
        facing: &Facing,
        confused: bool,
        situation: &Situation,
    ) -> Vec<Attack> {
        self.round
            .iter()
            .map(|(_, slot)| facing.attack(self.attacker(slot, bonus), confused, situation))
            .collect()
    }

    /// Every armament with the odds of the round's attack in `slot` (the block counter fresh)
    /// and what the game displays for it (JSON `by_weapon`).
    pub fn weapon_odds(
        &self,
        slot: usize,
        facing: &Facing,
        confused: bool,
        situation: &Situation,
    ) -> Vec<WeaponOdds> {
        self.law
            .outcomes
            .iter()
            .map(|o| {
                let attacks =
                    self.round_with(o.armament.to_hit_bonus(), facing, confused, situation);
                let attack = attacks[slot];
                WeaponOdds {
                    weapon: o.armament.weapon.map(|w| w.name.clone()),
                    plus: o.armament.plus,
                    probability: o.probability,
                    to_hit: attack.to_land(),
                    p_hit: attack.probs(0, false).p_land,
                    displayed_pct: attack.displayed_pct(),
                }
            })
            .collect()
    }

    /// What reports show of it.
    pub fn summary(&self) -> MonsterSummary {
        let m = self.monster;
        MonsterSummary {
            name: m.name.clone(),
            id: m.id.clone(),
            hd: m.hd,
            fighter: m.fighter,
            archer: m.archer,
            two_weapons: m.two_weapons,
            unique: m.unique,
            speed: m.speed,
            move_energy: m.energy.movement,
            attack_energy: m.energy.attack,
            ev: m.ev,
            ac: m.ac,
            attacks: self
                .round
                .iter()
                .map(|(slot, a)| AttackSummary {
                    slot: *slot,
                    kind: a.kind.name(),
                    flavour: a.flavour.clone(),
                    damage: a.damage,
                    uses_weapon: a.kind.uses_weapon(),
                })
                .collect(),
            heads: self.heads,
            depth: self.depth,
            depth_is_default: self.default_depth,
            weapon: if self.pinned {
                "pinned"
            } else {
                "random at the depth"
            },
            notes: self.notes(),
        }
    }

    /// What the model assumes or leaves out for this monster.
    pub fn notes(&self) -> Vec<String> {
        let mut notes = self.law.notes.clone();
        if self.monster.two_weapons {
            notes.push(
                "Two-weapon monster: its off-hand slots are modelled with the same weapon as \
                 its main hand."
                    .into(),
            );
        }
        if self.monster.ghost_demon {
            notes.push(
                "Ghost-demon monster: its real stats come from its ghost record; these are the \
                 table's placeholders."
                    .into(),
            );
        }
        notes.push(
            "Not modelled: artefacts, vault-placed gear, worn armour and statuses that change \
             the monster at run time."
                .into(),
        );
        notes
    }

    /// Its melee to-hit by slot and armament (`monsters-and-dumps.md` §1.2, §2).
    pub fn melee_to_hit(&self) -> MeleeToHit {
        let base = self.monster.melee_to_hit_base();
        MeleeToHit {
            depth: self.depth,
            base,
            weapon_slots: self
                .round
                .iter()
                .filter(|(_, a)| a.kind.uses_weapon())
                .map(|(s, _)| *s)
                .collect(),
            by_weapon: self
                .law
                .outcomes
                .iter()
                .map(|o| WeaponToHit {
                    weapon: o.armament.weapon.map(|w| w.name.clone()),
                    plus: o.armament.plus,
                    probability: o.probability,
                    to_hit: base + o.armament.to_hit_bonus(),
                })
                .collect(),
            notes: self.notes(),
        }
    }
}

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

    /// The table of armaments.
    pub fn sections(&self) -> Vec<Section> {
        vec![Section {
            title: format!("melee weapon at depth {}", self.depth),
            header: ["weapon", "probability", "to-hit (weapon slots)"]
                .map(String::from)
                .to_vec(),
            rows: self
                .by_weapon
                .iter()
                .map(|w| {
                    vec![
                        armament_name(w.weapon.as_deref(), w.plus),
                        format!("{:.6}", w.probability),
                        w.to_hit.to_string(),
                    ]
                })
                .collect(),
        }]
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
    /// What the game displays with it, in percent.
    pub displayed_pct: i32,
}

/// The most armaments a table lists before summing up the rest (JSON lists them all).
const TABLE_ARMAMENTS: usize = 12;

/// The table of armaments, most likely first: up to twelve rows, then one row
/// for the rest with their total probability.
pub fn weapon_section(title: &str, by: &[WeaponOdds]) -> Section {
    let mut rows: Vec<Vec<String>> = by
        .iter()
        .take(TABLE_ARMAMENTS)
        .map(|w| {
            vec![
                armament_name(w.weapon.as_deref(), w.plus),
                fmt_num(w.probability),
                w.to_hit.to_string(),
                fmt_num(w.p_hit),
                format!("{}%", w.displayed_pct),
            ]
        })
        .collect();
    if by.len() > TABLE_ARMAMENTS {
        let rest = &by[TABLE_ARMAMENTS..];
        let (lo, hi) = rest.iter().fold((i32::MAX, i32::MIN), |(lo, hi), w| {
            (lo.min(w.to_hit), hi.max(w.to_hit))
        });
        rows.push(vec![
            format!("… {} more (JSON lists all)", rest.len()),
            fmt_num(rest.iter().map(|w| w.probability).sum()),
            format!("{lo}–{hi}"),
            "-".into(),
            "-".into(),
        ]);
    }
    Section {
        title: title.to_string(),
        header: ["weapon", "probability", "to-hit", "P(hit)", "game shows"]
            .map(String::from)
            .to_vec(),
        rows,
    }
}

/// "+2 long sword", "unarmed".
pub fn armament_name(weapon: Option<&str>, plus: i32) -> String {
    match weapon {
        Some(w) => format!("{plus:+} {w}"),
        None => "unarmed".into(),
    }
}

/// The melee to-hit of a monster at a depth, for `roguesim monsters` (a hydra's head count
/// does not change it: one head is asked for); the reason when the model cannot give it.
pub fn melee_to_hit(monster: &'static Monster, depth: i32) -> Result<MeleeToHit, String> {
    let variable_heads = monster.head_limit().is_some_and(|l| l.min < l.max);
    let named = NamedMonster::resolve(MonsterRequest {
        name: &monster.id,
        depth: Some(depth),
        heads: variable_heads.then_some(1),
        ..MonsterRequest::default()
    })
    .map_err(|e| e.problem.to_string())?;
    Ok(named.melee_to_hit())
}
