//! What a DCSS monster holds in melee, and its exact law at a depth, under the rule set in
//! force (`docs/rules/monsters-and-dumps.md` §2, §2.4).
//!
//! The game arms a monster when it is placed (`give_item` → `_give_weapon` →
//! `make_mons_weapon`, mon-gear.cc): a weapon type from the monster's specs, then a plus that
//! is either forced by the spec or made by normal item generation at the item level, which is
//! the depth. [`armament_law`] is the exact law of the result, in exact rational arithmetic;
//! [`ArmamentSampler`] and [`sample_armament`] run the same process roll for roll.
//!
//! The process is the same at 0.31.0 and 0.34.1; the weapon types, the monsters' weapon
//! specs and the brand weights that decide whether an unbranded +1 or +2 is squashed are each
//! release's own, embedded from its item-prop.cc and mon-gear.cc.
//!
//! Inside: [`tables`] (the game's constants, the brand weights and the compiled specs), [`law`]
//! (the exact laws) and `sample` (the samplers).

pub mod law;
mod sample;
pub mod tables;

use num_rational::BigRational;
use num_traits::{One, ToPrimitive};
use rand::Rng;

pub use tables::ItemLevel;

use crate::dcss::rules::RuleSet;
use crate::dcss::to_hit::MonsterAttacker;
use crate::dcss::weapons::{self, WeaponType};
use crate::limits::{Limit, OutOfRange};
use law::{Held, Owner};
use sample::Process;
use tables::{MonsterSpecs, gear_tables, type_traits};

/// The depth the law is defined for: the game's item level, the 0-based `absdepth` (D:1 is
/// 0), 0 to 50, the cap `items()` puts on item levels (`docs/rules/monsters-and-dumps.md`
/// §2.6).
pub const DEPTH: Limit = Limit::new("depth", 0, tables::ITEM_LEVEL_CAP as i64);

/// The monster's hit dice, which set a unique's chance of a good weapon: the range of
/// [`MonsterAttacker::HD`] (`docs/rules/monsters-and-dumps.md` §2.2).
pub const HD: Limit = MonsterAttacker::HD;

/// What a monster holds in melee: its melee weapon, or a launcher it holds with no melee
/// weapon, or nothing (`docs/rules/monsters-and-dumps.md` §2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Armament {
    /// The weapon held, if any.
    pub weapon: Option<&'static WeaponType>,
    /// The weapon's plus (0 when unarmed).
    pub plus: i32,
}

impl Armament {
    /// No weapon.
    pub const UNARMED: Armament = Armament {
        weapon: None,
        plus: 0,
    };

    /// The weapon it fights with in melee: `None` when unarmed or holding only a launcher,
    /// which adds nothing in melee (`docs/rules/monsters-and-dumps.md` §1.2, §2.5).
    pub fn melee_weapon(&self) -> Option<&'static WeaponType> {
        self.weapon.filter(|w| !w.launcher)
    }

    /// The weapon's part of the melee to-hit: the type's accuracy plus the plus for a melee
    /// weapon, else 0 (attack.cc:226-238, `docs/rules/monsters-and-dumps.md` §1.2).
    pub fn to_hit_bonus(&self) -> i32 {
        self.melee_weapon().map_or(0, |w| w.hit + self.plus)
    }

    fn from_held(rules: RuleSet, held: Held) -> Self {
        held.map_or(Self::UNARMED, |(w, plus)| Armament {
            weapon: Some(&weapons::all_in(rules)[w]),
            plus,
        })
    }
}

/// One outcome of an [`ArmamentLaw`] (`docs/rules/monsters-and-dumps.md` §2).
#[derive(Clone, Debug, PartialEq)]
pub struct ArmamentOutcome {
    /// The armament.
    pub armament: Armament,
    /// Its probability, as the nearest `f64` to [`Self::exact`].
    pub probability: f64,
    /// Its exact probability.
    pub exact: BigRational,
}

/// The law of a monster's melee armament (`docs/rules/monsters-and-dumps.md` §2).
#[derive(Clone, Debug, PartialEq)]
pub struct ArmamentLaw {
    /// Every possible armament, once each (merged by weapon and plus), most likely first;
    /// the exact probabilities sum to exactly 1.
    pub outcomes: Vec<ArmamentOutcome>,
    /// What the law assumes or leaves out for this monster, one sentence each.
    pub notes: Vec<String>,
}

/// A monster id, a depth or an HD the law is not defined for (`docs/rules/monsters-and-dumps.md`
/// §2.6).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GearError {
    /// Not the enum id of a monster of the rule set.
    #[error("unknown monster '{name}'; closest: {}", .closest.join(", "))]
    UnknownMonster {
        /// The id as given.
        name: String,
        /// The closest monster ids, best first.
        closest: Vec<String>,
    },
    /// A depth or HD out of its range.
    #[error("{}: {source}", .source.field)]
    OutOfRange {
        /// The range check that failed.
        #[from]
        source: OutOfRange,
    },
}

/// Note: the monster's hand-written weapon code is not modelled.
const NOTE_SPECIAL: &str = "Special-case weapon code not modelled: this monster has its own \
    code in make_mons_weapon's switch, and the law is that of its weapon table alone.";
/// Note: the melee weapon is assumed to be the one used.
const NOTE_BOTH: &str = "Assumed: a monster that holds both a launcher and a melee weapon \
    fights in melee with the melee weapon.";
/// Note: a launcher adds nothing in melee.
const NOTE_LAUNCHER: &str = "A monster holding only a launcher fights unarmed in melee: a \
    wielded launcher adds nothing to melee to-hit.";

fn specs_of(rules: RuleSet, monster_id: &str) -> Result<Option<&'static MonsterSpecs>, GearError> {
    let tables = gear_tables(rules);
    let wanted = monster_id.trim().to_uppercase();
    if tables.monster_ids.contains(&wanted) {
        return Ok(tables.specs.get(&wanted));
    }
    let mut scored: Vec<(f64, &str)> = tables
        .monster_ids
        .iter()
        .map(|id| (strsim::jaro_winkler(id, &wanted), id.as_str()))
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    Err(GearError::UnknownMonster {
        name: monster_id.to_string(),
        closest: scored.iter().take(3).map(|(_, n)| n.to_string()).collect(),
    })
}

/// Whether the monster (enum id, e.g. `"MONS_OGRE"`, case-insensitive) has a primary or a
/// secondary weapon spec; false for an unknown id (`docs/rules/monsters-and-dumps.md` §2.2).
pub fn has_weapon_spec(monster_id: &str) -> bool {
    has_weapon_spec_in(RuleSet::Dcss031, monster_id)
}

/// [`has_weapon_spec`] in `rules`' tables.
pub fn has_weapon_spec_in(rules: RuleSet, monster_id: &str) -> bool {
    matches!(specs_of(rules, monster_id), Ok(Some(s)) if s.primary.is_some() || s.secondary.is_some())
}

/// The exact law of the armament at depth `depth` (the game's item level, 0-based
/// `absdepth`: D:1 is 0; allowed 0 to 50, [`DEPTH`]) of the monster with enum id
/// `monster_id` (`"MONS_OGRE"`, case-insensitive), hit dice `hd` ([`HD`]) and unique flag. A
/// monster with no weapon spec is unarmed with probability 1
/// (`docs/rules/monsters-and-dumps.md` §2).
///
/// ```
/// use mechanics::dcss::monster_gear::armament_law;
/// let ogre = armament_law("MONS_OGRE", 5, false, 10)?;
/// assert_eq!(ogre.outcomes.len(), 2);
/// assert_eq!(ogre.outcomes[0].armament.weapon.unwrap().name, "giant club");
/// assert_eq!(ogre.outcomes[0].exact.to_string(), "2/3");
/// assert_eq!(ogre.outcomes[0].armament.to_hit_bonus(), -6);
/// # Ok::<(), mechanics::dcss::monster_gear::GearError>(())
/// ```
pub fn armament_law(
    monster_id: &str,
    hd: i32,
    unique: bool,
    depth: i32,
) -> Result<ArmamentLaw, GearError> {
    armament_law_in(RuleSet::Dcss031, monster_id, hd, unique, depth)
}

/// [`armament_law`] under `rules`: that release's weapon types, monster weapon specs and
/// brand weights (`docs/rules/monsters-and-dumps.md` §2, §2.4). The exact probabilities sum to
/// exactly 1 under both rule sets.
///
/// ```
/// use mechanics::dcss::monster_gear::armament_law_in;
/// use mechanics::dcss::rules::RuleSet;
/// use num_traits::One;
///
/// // The 0.34 orc knight can carry the new partisan.
/// let knight = armament_law_in(RuleSet::Dcss034, "MONS_ORC_KNIGHT", 9, false, 10)?;
/// assert!(knight.outcomes.iter().any(|o| o.armament.weapon.unwrap().name == "partisan"));
/// let total: num_rational::BigRational = knight.outcomes.iter().map(|o| o.exact.clone()).sum();
/// assert!(total.is_one());
/// # Ok::<(), mechanics::dcss::monster_gear::GearError>(())
/// ```
pub fn armament_law_in(
    rules: RuleSet,
    monster_id: &str,
    hd: i32,
    unique: bool,
    depth: i32,
) -> Result<ArmamentLaw, GearError> {
    let specs = specs_of(rules, monster_id)?;
    let owner = Owner {
        depth: DEPTH.check(depth)?,
        hd: HD.check(hd)?,
        unique,
        traits: type_traits(rules),
    };
    let Some(specs) = specs else {
        return Ok(pinned_law(Armament::UNARMED, Vec::new()));
    };
    let melee = law::melee_law(specs, owner);
    let mut outcomes: Vec<(Held, BigRational)> = melee.law.into_iter().collect();
    outcomes.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut notes = Vec::new();
    if specs.special_case {
        notes.push(NOTE_SPECIAL.to_string());
    }
    if melee.both_held {
        notes.push(NOTE_BOTH.to_string());
    }
    if outcomes
        .iter()
        .any(|(h, _)| h.is_some_and(|(w, _)| owner.traits[w].launcher))
    {
        notes.push(NOTE_LAUNCHER.to_string());
    }
    Ok(ArmamentLaw {
        outcomes: outcomes
            .into_iter()
            .map(|(held, exact)| ArmamentOutcome {
                armament: Armament::from_held(rules, held),
                probability: exact.to_f64().unwrap_or(f64::NAN),
                exact,
            })
            .collect(),
        notes,
    })
}

fn pinned_law(armament: Armament, notes: Vec<String>) -> ArmamentLaw {
    ArmamentLaw {
        outcomes: vec![ArmamentOutcome {
            armament,
            probability: 1.0,
            exact: BigRational::one(),
        }],
        notes,
    }
}

/// A pinned weapon (`--weapon NAME --weapon-plus N`): that weapon and plus with probability 1
/// (`docs/rules/monsters-and-dumps.md` §2.6).
pub fn pinned(weapon: &'static WeaponType, plus: i32) -> ArmamentLaw {
    pinned_law(
        Armament {
            weapon: Some(weapon),
            plus,
        },
        Vec::new(),
    )
}

/// The game's process of arming one monster at one depth, compiled once; each
/// [`ArmamentSampler::sample`] is one draw, roll for roll as the game makes it, and allocates
/// nothing (`docs/rules/monsters-and-dumps.md` §2).
#[derive(Clone, Copy, Debug)]
pub struct ArmamentSampler {
    rules: RuleSet,
    process: Option<Process>,
}

impl ArmamentSampler {
    /// The sampler for the monster with enum id `monster_id`, hit dice `hd` and unique flag
    /// at depth `depth`, with the inputs checked as [`armament_law`] checks them.
    pub fn new(monster_id: &str, hd: i32, unique: bool, depth: i32) -> Result<Self, GearError> {
        Self::new_in(RuleSet::Dcss031, monster_id, hd, unique, depth)
    }

    /// [`ArmamentSampler::new`] under `rules`, as [`armament_law_in`] checks its inputs.
    pub fn new_in(
        rules: RuleSet,
        monster_id: &str,
        hd: i32,
        unique: bool,
        depth: i32,
    ) -> Result<Self, GearError> {
        let specs = specs_of(rules, monster_id)?;
        let depth = DEPTH.check(depth)?;
        let hd = HD.check(hd)?;
        Ok(ArmamentSampler {
            rules,
            process: specs.map(|specs| Process {
                specs,
                depth,
                hd,
                unique,
                traits: type_traits(rules),
            }),
        })
    }

    /// One draw of the armament.
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Armament {
        self.process.map_or(Armament::UNARMED, |p| {
            Armament::from_held(self.rules, p.draw(rng))
        })
    }
}

/// One draw of the same process as [`armament_law`], transcribed roll for roll with
/// [`crate::dcss::rng`]; for many draws, build an [`ArmamentSampler`] once
/// (`docs/rules/monsters-and-dumps.md` §2).
pub fn sample_armament<R: Rng + ?Sized>(
    rng: &mut R,
    monster_id: &str,
    hd: i32,
    unique: bool,
    depth: i32,
) -> Result<Armament, GearError> {
    Ok(ArmamentSampler::new(monster_id, hd, unique, depth)?.sample(rng))
}

/// The exact law of `determine_nice_weapon_plusses(level)`, as `(plus, probability)` by plus
/// (`docs/rules/monsters-and-dumps.md` §2.3).
pub fn nice_plus_law(level: ItemLevel) -> Vec<(i32, BigRational)> {
    law::nice_plus(level).into_iter().collect()
}

/// One draw of `determine_nice_weapon_plusses(level)` (`docs/rules/monsters-and-dumps.md`
/// §2.3).
pub fn sample_nice_plus<R: Rng + ?Sized>(rng: &mut R, level: ItemLevel) -> i32 {
    sample::nice_plus(rng, level)
}

fn traits_of(rules: RuleSet, weapon: &WeaponType) -> tables::TypeTraits {
    weapons::all_in(rules)
        .iter()
        .position(|w| w.id == weapon.id)
        .map_or(
            tables::TypeTraits {
                mundane: weapon.mundane,
                demonic: false,
                launcher: weapon.launcher,
                normal_weight: 0,
                brand_total: 0,
            },
            |i| type_traits(rules)[i],
        )
}

/// The exact law of the plus normal item generation gives an unforced 0.31 `weapon` at
/// `level`, as `(plus, probability)` by plus (`docs/rules/monsters-and-dumps.md` §2.3, §2.4).
/// A type that is not in [`weapons::all`] is taken as never branded and not demonic.
pub fn generated_plus_law(weapon: &WeaponType, level: ItemLevel) -> Vec<(i32, BigRational)> {
    generated_plus_law_in(RuleSet::Dcss031, weapon, level)
}

/// [`generated_plus_law`] with `rules`' brand weights (`docs/rules/monsters-and-dumps.md` §2.4);
/// a type not in `rules`' table is taken as never branded and not demonic.
pub fn generated_plus_law_in(
    rules: RuleSet,
    weapon: &WeaponType,
    level: ItemLevel,
) -> Vec<(i32, BigRational)> {
    law::generated_plus(&traits_of(rules, weapon), level)
        .into_iter()
        .collect()
}

/// One draw of the plus normal item generation gives an unforced 0.31 `weapon` at `level`
/// (`docs/rules/monsters-and-dumps.md` §2.3, §2.4).
pub fn sample_generated_plus<R: Rng + ?Sized>(
    rng: &mut R,
    weapon: &WeaponType,
    level: ItemLevel,
) -> i32 {
    sample_generated_plus_in(rng, RuleSet::Dcss031, weapon, level)
}

/// [`sample_generated_plus`] with `rules`' brand weights: the same tables as
/// [`generated_plus_law_in`].
pub fn sample_generated_plus_in<R: Rng + ?Sized>(
    rng: &mut R,
    rules: RuleSet,
    weapon: &WeaponType,
    level: ItemLevel,
) -> i32 {
    sample::generated_plus(rng, &traits_of(rules, weapon), level)
}

/// One weapon type's brand weights as the product reads them, for reports and tests: the
/// weight of `SPWPN_NORMAL`, the total (0 for a type never branded) and the `Weapon_prop`
/// line of the pinned release (`docs/rules/monsters-and-dumps.md` §2.4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrandWeights {
    /// The weapon type's enum id.
    pub id: String,
    /// `SPWPN_NORMAL`'s weight.
    pub unbranded: u32,
    /// The sum of the weights.
    pub total: u32,
    /// Every brand with its weight, in the game's order.
    pub weights: Vec<(String, u32)>,
    /// The `Weapon_prop` line in item-prop.cc at the pinned tag.
    pub item_prop_line: u32,
}

/// The brand weights of every weapon type of `rules`, in the weapon table's order, as the
/// laws read them (`docs/rules/monsters-and-dumps.md` §2.4).
pub fn brand_weights(rules: RuleSet) -> Vec<BrandWeights> {
    tables::brand_rows(rules)
        .iter()
        .zip(type_traits(rules))
        .map(|(row, traits)| BrandWeights {
            id: row.id.clone(),
            unbranded: traits.normal_weight,
            total: traits.brand_total,
            weights: row.weights.clone(),
            item_prop_line: row.item_prop_line,
        })
        .collect()
}
