//! The DCSS monster tables, 0.31.0 and 0.34.1: every `mondata[]` entry, looked up by name or
//! enum id in the table of the rule set in force (`docs/rules/monsters-and-dumps.md` §1,
//! `docs/rules/dcss-0.34.md` §M1).
//!
//! The table is embedded from `crates/mechanics/data/dcss-0.31-monsters.json` (written by
//! `scripts/extract-monster-tables.py`) and parsed once, on first use ([`all`]). It holds
//! each monster **class**: an individual monster can differ (random HD, ghost-demon stats,
//! draconian job AC/EV, zombies, worn armour; §1.5), and those differences are not
//! modelled here.
//!
//! * [`Monster`]: one entry, with its melee to-hit base ([`Monster::melee_to_hit_base`])
//!   and the attacks of one melee round ([`Monster::melee_round`], hydra heads included).
//! * [`find`], [`search`]: by name or id; duplicated names are an error that lists the ids.

mod attack;
mod lookup;
mod table;

pub use attack::{ATTACK_KINDS, AttackKind};
pub use lookup::{MonsterLookupError, find, find_in, search, search_in};
pub use table::{all, all_in, parse};

use crate::dcss::rules::{HeadsRound, RuleSet};
use crate::dcss::to_hit::mon_to_hit_base;
use crate::limits::{Limit, OutOfRange};

/// The most heads a hydra can have, `MAX_HYDRA_HEADS` (transform.h): a decapitated hydra
/// regrows two heads only while it has fewer than 19 (`melee_attack::consider_decapitation`,
/// `docs/rules/monsters-and-dumps.md` §1.4).
pub const MAX_HYDRA_HEADS: u32 = 20;

/// The Lernaean hydra's head count at placement and its most heads (`define_monster`,
/// `consider_decapitation`, `docs/rules/monsters-and-dumps.md` §1.4).
pub const LERNAEAN_HYDRA_HEADS: u32 = 27;

/// Every Serpent of Hell has three heads, set at placement and never cut off
/// (`define_monster`, `actor_can_lose_heads`, `docs/rules/monsters-and-dumps.md` §1.4).
pub const SERPENT_OF_HELL_HEADS: u32 = 3;

/// The entries that are placeholders, not monsters a player meets: the invalid monster and
/// the wizard-mode test monsters (`docs/rules/monsters-and-dumps.md` §1.6).
const PLACEHOLDERS: [&str; 4] = [
    "MONS_PROGRAM_BUG",
    "MONS_TEST_SPAWNER",
    "MONS_TEST_STATUE",
    "MONS_TEST_BLOB",
];

/// One `mondata[]` entry: a monster class as `mon-data.h` defines it
/// (`docs/rules/monsters-and-dumps.md` §1.1, §1.2). Game identifiers are given in readable
/// form ("large", "undead", "poison"); `id`, `genus`, `species` and `flags` keep the game's
/// spelling.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct Monster {
    /// The name as the game spells it ("ogre", "the Lernaean hydra"). Not unique: see
    /// [`find`].
    pub name: String,
    /// The enum id, unique ("MONS_OGRE").
    pub id: String,
    /// The enum's number with `TAG_MAJOR_VERSION` 34 (MONS_OGRE = 247).
    pub enum_value: u32,
    /// The line of `mon-data.h` (at the pinned tag) that names the id.
    pub mon_data_line: u32,
    /// Hit dice.
    pub hd: i32,
    /// Average hit points × 10.
    pub avg_hp_10x: i32,
    /// Base AC, before armour and statuses (§1.5).
    pub ac: i32,
    /// Base EV, before armour and statuses (§1.5).
    pub ev: i32,
    /// Speed: energy gained per 10 aut (10 is normal).
    pub speed: i32,
    /// Energy cost of each kind of action.
    pub energy: MonsterEnergy,
    /// The attack slots that are not `AT_NONE`, in slot order (at most 4).
    pub attacks: Vec<MonsterAttack>,
    /// `M_FIGHTER`: the larger melee to-hit base (§1.3).
    pub fighter: bool,
    /// `M_ARCHER`: the larger to-hit base for launchers and throwing (§1.3).
    pub archer: bool,
    /// `M_TWO_WEAPONS`: odd attack slots use the off-hand weapon.
    pub two_weapons: bool,
    /// `M_PREFER_RANGED`.
    pub prefer_ranged: bool,
    /// `M_UNIQUE`.
    pub unique: bool,
    /// `M_GHOST_DEMON`: HD, AC, EV, speed and attack come from a ghost-demon record at
    /// placement, not from this entry (§1.5).
    pub ghost_demon: bool,
    /// Holinesses, readable ("natural", "undead", "demonic", "nonliving", "plant", "holy").
    pub holiness: Vec<String>,
    /// Body size, readable ("tiny" ... "giant").
    pub size: String,
    /// The genus as an enum id ("MONS_HYDRA"); some genera are `DUMMY` placeholders, not
    /// entries.
    pub genus: String,
    /// The species as an enum id.
    pub species: String,
    /// Intelligence, readable ("brainless", "animal", "human").
    pub intel: String,
    /// Item use (`gmon_use`), readable ("nothing", "open doors", "starting equipment",
    /// "weapons armour").
    pub item_use: String,
    /// Every `M_*` flag, as the game spells it ("M_FIGHTER", "M_SPEAKS").
    pub flags: Vec<String>,
}

/// The energy cost of each kind of action (`mon_energy_usage`, `DEFAULT_ENERGY` is 10 for
/// each; `docs/rules/monsters-and-dumps.md` §1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct MonsterEnergy {
    /// Moving on land.
    pub movement: i32,
    /// Moving through water.
    pub swim: i32,
    /// A melee attack (15 for the ogre: `ATTACK_ENERGY(15)`).
    pub attack: i32,
    /// Firing or throwing.
    pub missile: i32,
    /// Casting.
    pub spell: i32,
}

/// One attack slot: kind, flavour and damage (`mon-util.h:24-29`,
/// `docs/rules/monsters-and-dumps.md` §1.2).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct MonsterAttack {
    /// The kind (hit, bite, ...).
    pub kind: AttackKind,
    /// The flavour, readable ("plain", "poison", "drain speed").
    pub flavour: String,
    /// The damage: the attack rolls `1 + random2(damage)` before weapon, AC and the rest.
    pub damage: i32,
}

/// A melee round that cannot be built (`docs/rules/monsters-and-dumps.md` §1.4).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MonsterError {
    /// A hydra-type monster whose head count varies was given none.
    #[error("{monster} bites once per head: give its head count, {}", .limit.range())]
    HeadsNeeded {
        /// The monster's name.
        monster: String,
        /// The head counts it can have.
        limit: Limit,
    },
    /// A head count the monster cannot have.
    #[error("head count of {monster}: {source}")]
    Heads {
        /// The monster's name.
        monster: String,
        /// The count and the allowed range.
        source: OutOfRange,
    },
    /// A head count for a monster that is not hydra-type.
    #[error(
        "{monster} is not hydra-type: a head count applies only to hydras, the Lernaean hydra \
         and the Serpent of Hell"
    )]
    NotHydra {
        /// The monster's name.
        monster: String,
    },
}

impl Monster {
    /// The melee to-hit base `18 + HD·(fighter ? 5 : 3)/2` (`mon_to_hit_base`,
    /// fight.cc:145-149, `docs/rules/monsters-and-dumps.md` §1.3), before weapon, slaying
    /// and situational modifiers.
    pub fn melee_to_hit_base(&self) -> i32 {
        mon_to_hit_base(self.hd, self.fighter)
    }

    /// Whether the entry is a placeholder rather than a monster a player meets
    /// (`docs/rules/monsters-and-dumps.md` §1.6): `MONS_PROGRAM_BUG`, what the game shows for
    /// an invalid monster, and the wizard-mode test monsters. Suggestions and listings leave
    /// them out; an exact name or id still finds them.
    pub fn is_placeholder(&self) -> bool {
        PLACEHOLDERS.contains(&self.id.as_str())
    }

    /// Whether the monster is hydra-type (`has_hydra_multi_attack`): its first attack slot
    /// is made once per head. That is genus `MONS_HYDRA` (the hydra, the Lernaean hydra)
    /// or species `MONS_SERPENT_OF_HELL` (its four forms) (`docs/rules/monsters-and-dumps.md`
    /// §1.4).
    pub fn is_hydra(&self) -> bool {
        self.genus == "MONS_HYDRA" || self.species == "MONS_SERPENT_OF_HELL"
    }

    /// The head counts a hydra-type monster can have, `None` for other monsters
    /// (`docs/rules/monsters-and-dumps.md` §1.4): the Serpent of Hell exactly
    /// [`SERPENT_OF_HELL_HEADS`], the Lernaean hydra 1 to [`LERNAEAN_HYDRA_HEADS`], a hydra
    /// 1 to [`MAX_HYDRA_HEADS`] (4 to 8 when placed).
    pub fn head_limit(&self) -> Option<Limit> {
        if !self.is_hydra() {
            None
        } else if self.species == "MONS_SERPENT_OF_HELL" {
            let n = i64::from(SERPENT_OF_HELL_HEADS);
            Some(Limit::new("heads", n, n))
        } else if self.id == "MONS_LERNAEAN_HYDRA" {
            Some(Limit::new("heads", 1, i64::from(LERNAEAN_HYDRA_HEADS)))
        } else {
            Some(Limit::new("heads", 1, i64::from(MAX_HYDRA_HEADS)))
        }
    }

    /// The attacks of one melee round in order: (slot index, attack). A hydra-type monster
    /// with `heads` heads makes `heads` attacks from slot 0 and then its remaining slots
    /// (fight.cc:365-367, mon-util.cc:2030-2031); other monsters their non-`AT_NONE` slots
    /// (`docs/rules/monsters-and-dumps.md` §1.4).
    ///
    /// # Errors
    /// [`MonsterError::HeadsNeeded`] for a hydra or the Lernaean hydra without `heads` (the
    /// Serpent of Hell always has 3); [`MonsterError::Heads`] for a count outside
    /// [`Monster::head_limit`]; [`MonsterError::NotHydra`] for `heads` on another monster.
    pub fn melee_round(
        &self,
        heads: Option<u32>,
    ) -> Result<Vec<(usize, MonsterAttack)>, MonsterError> {
        self.melee_round_in(RuleSet::Dcss031, heads)
    }

    /// [`Monster::melee_round`] under `rules`: at 0.34.1 a hydra-type monster makes exactly
    /// `heads` rounds, each with its first attack slot, and no other slot
    /// (melee-attack.cc:1569-1677, mon-util.cc:1868-2039; `docs/rules/dcss-0.34.md` §D1.1,
    /// §7.4); other monsters are as at 0.31.
    ///
    /// ```
    /// use mechanics::dcss::monsters::find_in;
    /// use mechanics::dcss::rules::RuleSet;
    ///
    /// // A 5-headed hydra makes exactly 5 bites at 0.34.
    /// let hydra = find_in(RuleSet::Dcss034, "hydra")?;
    /// assert_eq!(hydra.melee_round_in(RuleSet::Dcss034, Some(5))?.len(), 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn melee_round_in(
        &self,
        rules: RuleSet,
        heads: Option<u32>,
    ) -> Result<Vec<(usize, MonsterAttack)>, MonsterError> {
        let slots = self.attacks.iter().cloned().enumerate();
        let Some(limit) = self.head_limit() else {
            return match heads {
                Some(_) => Err(MonsterError::NotHydra {
                    monster: self.name.clone(),
                }),
                None => Ok(slots.collect()),
            };
        };
        let heads = match heads {
            Some(h) => h,
            // Only the Serpent of Hell has a fixed count.
            None if limit.min == limit.max => SERPENT_OF_HELL_HEADS,
            None => {
                return Err(MonsterError::HeadsNeeded {
                    monster: self.name.clone(),
                    limit,
                });
            }
        };
        limit.check(heads).map_err(|source| MonsterError::Heads {
            monster: self.name.clone(),
            source,
        })?;
        let first = self.attacks.first().cloned().map(|a| (0, a));
        let rest = match rules.release().heads_round {
            HeadsRound::HeadsThenOtherSlots => slots.skip(1).collect(),
            HeadsRound::HeadsOnly => Vec::new(),
        };
        Ok(std::iter::repeat_n(first, heads as usize)
            .flatten()
            .chain(rest)
            .collect())
    }
}
