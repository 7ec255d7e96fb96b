//! What a DCSS 0.31 monster holds in melee, and its exact law at a depth
//! (`docs/rules/monsters-and-dumps.md` §2).
//!
//! The game arms a monster when it is placed (`give_item` → `_give_weapon` →
//! `make_mons_weapon`, mon-gear.cc): a weapon type from the monster's specs, then a plus that
//! is either forced by the spec or made by normal item generation at the item level, which is
//! the depth. [`armament_law`] is the exact law of the result, in exact rational arithmetic;
//! [`ArmamentSampler`] and [`sample_armament`] run the same process roll for roll.
//!
//! Inside: `tables` (the game's constants, the assumed branded fractions and the compiled
//! specs), `law` (the exact laws) and `sample` (the samplers).

mod law;
mod sample;
mod tables;

use num_rational::BigRational;
use num_traits::{One, ToPrimitive};
use rand::Rng;

pub use tables::ItemLevel;

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

    fn from_held(held: Held) -> Self {
        held.map_or(Self::UNARMED, |(w, plus)| Armament {
            weapon: Some(&weapons::all()[w]),
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
    /// Not the enum id of a DCSS 0.31 monster.
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

/// Note: some weapon's plus depends on the assumed branded fractions.
const NOTE_BRANDS: &str = "The chance that an unforced weapon is branded uses per-type brand \
    weights from a pre-0.31 item-prop.cc, not pinned to 0.31: it decides whether an unbranded \
    +1 or +2 is squashed to +0.";
/// Note: the monster's hand-written weapon code is not modelled.
const NOTE_SPECIAL: &str = "Special-case weapon code not modelled: this monster has its own \
    code in make_mons_weapon's switch, and the law is that of its weapon table alone.";
/// Note: the melee weapon is assumed to be the one used.
const NOTE_BOTH: &str = "Assumed: a monster that holds both a launcher and a melee weapon \
    fights in melee with the melee weapon.";
/// Note: a launcher adds nothing in melee.
const NOTE_LAUNCHER: &str = "A monster holding only a launcher fights unarmed in melee: a \
    wielded launcher adds nothing to melee to-hit.";

fn specs_of(monster_id: &str) -> Result<Option<&'static MonsterSpecs>, GearError> {
    let tables = gear_tables();
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
    matches!(specs_of(monster_id), Ok(Some(s)) if s.primary.is_some() || s.secondary.is_some())
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
    let specs = specs_of(monster_id)?;
    let owner = Owner {
        depth: DEPTH.check(depth)?,
        hd: HD.check(hd)?,
        unique,
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
    if melee.assumed.brand_fractions {
        notes.push(NOTE_BRANDS.to_string());
    }
    if melee.both_held {
        notes.push(NOTE_BOTH.to_string());
    }
    if outcomes
        .iter()
        .any(|(h, _)| h.is_some_and(|(w, _)| type_traits()[w].launcher))
    {
        notes.push(NOTE_LAUNCHER.to_string());
    }
    Ok(ArmamentLaw {
        outcomes: outcomes
            .into_iter()
            .map(|(held, exact)| ArmamentOutcome {
                armament: Armament::from_held(held),
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
    process: Option<Process>,
}

impl ArmamentSampler {
    /// The sampler for the monster with enum id `monster_id`, hit dice `hd` and unique flag
    /// at depth `depth`, with the inputs checked as [`armament_law`] checks them.
    pub fn new(monster_id: &str, hd: i32, unique: bool, depth: i32) -> Result<Self, GearError> {
        let specs = specs_of(monster_id)?;
        let depth = DEPTH.check(depth)?;
        let hd = HD.check(hd)?;
        Ok(ArmamentSampler {
            process: specs.map(|specs| Process {
                specs,
                depth,
                hd,
                unique,
            }),
        })
    }

    /// One draw of the armament.
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Armament {
        self.process
            .map_or(Armament::UNARMED, |p| Armament::from_held(p.draw(rng)))
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

fn traits_of(weapon: &WeaponType) -> tables::TypeTraits {
    weapons::all()
        .iter()
        .position(|w| w.id == weapon.id)
        .map_or(
            tables::TypeTraits {
                mundane: weapon.mundane,
                demonic: false,
                launcher: weapon.launcher,
                normal_weight: 1,
                brand_total: 1,
            },
            |i| type_traits()[i],
        )
}

/// The exact law of the plus normal item generation gives an unforced `weapon` at `level`, as
/// `(plus, probability)` by plus (`docs/rules/monsters-and-dumps.md` §2.3, §2.4). A type that
/// is not in [`weapons::all`] is taken as never branded and not demonic.
pub fn generated_plus_law(weapon: &WeaponType, level: ItemLevel) -> Vec<(i32, BigRational)> {
    law::generated_plus(&traits_of(weapon), level)
        .into_iter()
        .collect()
}

/// One draw of the plus normal item generation gives an unforced `weapon` at `level`
/// (`docs/rules/monsters-and-dumps.md` §2.3, §2.4).
pub fn sample_generated_plus<R: Rng + ?Sized>(
    rng: &mut R,
    weapon: &WeaponType,
    level: ItemLevel,
) -> i32 {
    sample::generated_plus(rng, &traits_of(weapon), level)
}
