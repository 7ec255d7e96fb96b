//! The tables and constants of monster weapon generation: the game's numbers from
//! `mon-gear.cc` and `makeitem.cc` (the same at 0.31.0 and 0.34.1), each release's per-type
//! brand weights, and its monster weapon specs, compiled from the embedded data
//! (`docs/rules/monsters-and-dumps.md` §2.2–§2.4).

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::dcss::rules::RuleSet;
use crate::dcss::weapons;

/// The deepest item level normal item generation takes: `items()` caps any level that is not
/// forced good at 50 (`docs/rules/monsters-and-dumps.md` §2.3).
pub(crate) const ITEM_LEVEL_CAP: i32 = 50;

/// `x_chance_in_y(51 + level, 200)`: the chance that an unforced, non-mundane weapon is made
/// "better" (makeitem.cc, `docs/rules/monsters-and-dumps.md` §2.3).
pub(crate) const BETTER_BASE: i32 = 51;
/// The `y` of [`BETTER_BASE`]'s roll.
pub(crate) const BETTER_OUT_OF: i32 = 200;

/// `x_chance_in_y(101 + level, 300)`: the chance that a better, not forced-good, not demonic
/// weapon tries for a brand at all (`determine_weapon_brand`, `docs/rules/monsters-and-dumps.md`
/// §2.3).
pub(crate) const BRAND_TRY_BASE: i32 = 101;
/// The `y` of [`BRAND_TRY_BASE`]'s roll.
pub(crate) const BRAND_TRY_OUT_OF: i32 = 300;
/// Brand draws a forced-good weapon gets until one is not `SPWPN_NORMAL`.
pub(crate) const GOOD_BRAND_TRIES: u32 = 5;

/// A forced-good weapon left unbranded gets `+2 + random2(3)` (`docs/rules/monsters-and-dumps.md`
/// §2.3).
pub(crate) const GOOD_UNBRANDED_MIN: i32 = 2;
/// The `random2` range of [`GOOD_UNBRANDED_MIN`]'s bonus.
pub(crate) const GOOD_UNBRANDED_SPAN: i32 = 3;
/// An unbranded better weapon below +3 that is not forced good is squashed to +0.
pub(crate) const SQUASH_BELOW: i32 = 3;

/// `determine_nice_weapon_plusses`: at most 4 draws of `random2(3)`
/// (`docs/rules/monsters-and-dumps.md` §2.3).
pub(crate) const NICE_DRAWS: u32 = 4;
/// Each draw of the nice plus adds `random2(NICE_DIE)`.
pub(crate) const NICE_DIE: i32 = 3;
/// After each draw the loop stops when `random2(425) > 35 + chance`.
pub(crate) const NICE_STOP_DIE: i32 = 425;
/// The base of the stop threshold `35 + chance`.
pub(crate) const NICE_STOP_BASE: i32 = 35;
/// The `chance` of a forced-good item (level ≥ `ISPEC_GIFT`); otherwise it is the level.
pub(crate) const NICE_GOOD_CHANCE: i32 = 200;

/// A unique whose weapon was not forced is made good with chance `(10 + HD)%`
/// (mon-gear.cc:1293-1299, `docs/rules/monsters-and-dumps.md` §2.2).
pub(crate) const UNIQUE_GOOD_BASE: i32 = 10;
/// The `y` of [`UNIQUE_GOOD_BASE`]'s roll.
pub(crate) const UNIQUE_GOOD_OUT_OF: i32 = 100;
/// Otherwise the unique's item level is its depth plus 5.
pub(crate) const UNIQUE_LEVEL_BONUS: i32 = 5;

/// The brand list entry that means "no forced brand" (`docs/rules/monsters-and-dumps.md` §2.2).
const NO_FORCED_BRAND: &str = "NUM_SPECIAL_WEAPONS";
/// The type list entry that means "no weapon".
const NO_WEAPON: &str = "NUM_WEAPONS";

/// Demonic weapon types: always made better, and always tried for a brand
/// (`is_demonic`, `docs/rules/monsters-and-dumps.md` §2.3).
const DEMONIC: [&str; 3] = ["WPN_DEMON_WHIP", "WPN_DEMON_BLADE", "WPN_DEMON_TRIDENT"];

/// The embedded brand weights of each release: per weapon type, every brand's weight,
/// `SPWPN_NORMAL`'s and the total, from `Weapon_prop`'s brand lists in item-prop.cc
/// (`crates/mechanics/data/dcss-0.31-weapon-brands.json`, `dcss-0.34-weapon-brands.json`,
/// written by `scripts/extract-weapon-tables.py`; `docs/rules/monsters-and-dumps.md` §2.4).
pub(crate) fn brands_json(rules: RuleSet) -> &'static str {
    rules.release().tables.weapon_brands
}

/// One weapon type's brand weights as the embedded file stores them
/// (`docs/rules/monsters-and-dumps.md` §2.4).
#[derive(Clone, Debug, Deserialize)]
pub struct BrandRow {
    /// The weapon type's enum id.
    #[serde(rename = "enum")]
    pub id: String,
    /// `SPWPN_NORMAL`'s weight.
    pub normal_weight: u32,
    /// The sum of the list's weights; 0 for an empty list (never branded).
    pub total_weight: u32,
    /// Every brand and its weight, in the game's order.
    pub weights: Vec<(String, u32)>,
    /// The `Weapon_prop` line at the pinned tag.
    pub item_prop_line: u32,
}

#[derive(Deserialize)]
struct BrandFile {
    weapons: Vec<BrandRow>,
}

/// The brand rows of `rules`, one per weapon type in [`weapons::all_in`] order.
pub fn brand_rows(rules: RuleSet) -> &'static [BrandRow] {
    static ROWS: [OnceLock<Vec<BrandRow>>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    ROWS[rules as usize].get_or_init(|| {
        let file: BrandFile = serde_json::from_str(brands_json(rules))
            .expect("the embedded brand weights are valid JSON (tested)");
        file.weapons
    })
}

/// An item level: a depth (0-based `absdepth`), or `ISPEC_GOOD_ITEM`, which is at least
/// `ISPEC_GIFT` and so forces a good item (`docs/rules/monsters-and-dumps.md` §2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ItemLevel {
    /// An ordinary level: the depth, or the depth plus 5 for a unique.
    Depth(i32),
    /// `ISPEC_GOOD_ITEM`.
    Good,
}

impl ItemLevel {
    /// The `chance` of `determine_nice_weapon_plusses`: 200 when good, else the level.
    pub(crate) fn nice_chance(self) -> i32 {
        match self {
            ItemLevel::Depth(l) => l,
            ItemLevel::Good => NICE_GOOD_CHANCE,
        }
    }

    /// The level `items()` works with: capped at [`ITEM_LEVEL_CAP`] unless good.
    pub(crate) fn for_items(self) -> Self {
        match self {
            ItemLevel::Depth(l) => ItemLevel::Depth(l.min(ITEM_LEVEL_CAP)),
            ItemLevel::Good => ItemLevel::Good,
        }
    }
}

/// What normal item generation needs to know about a weapon type
/// (`docs/rules/monsters-and-dumps.md` §2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TypeTraits {
    /// Clubs and giant clubs.
    pub mundane: bool,
    /// Demon whip, blade and trident.
    pub demonic: bool,
    /// A launcher.
    pub launcher: bool,
    /// Weight of `SPWPN_NORMAL` in the type's brand list (§2.4).
    pub normal_weight: u32,
    /// Total weight of the type's brand list; 0 for an empty list, which draws
    /// `SPWPN_NORMAL` without a roll (`choose_weapon_brand`, item-prop.cc:1218-1228).
    pub brand_total: u32,
}

/// The traits of every weapon type of `rules`, by index in [`weapons::all_in`], with the
/// release's brand weights (`docs/rules/monsters-and-dumps.md` §2.3, §2.4).
pub fn type_traits(rules: RuleSet) -> &'static [TypeTraits] {
    static TRAITS: [OnceLock<Vec<TypeTraits>>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    TRAITS[rules as usize].get_or_init(|| {
        let rows = brand_rows(rules);
        weapons::all_in(rules)
            .iter()
            .map(|w| {
                let row = rows
                    .iter()
                    .find(|r| r.id == w.id)
                    .unwrap_or_else(|| panic!("the embedded brand weights have {} (tested)", w.id));
                TypeTraits {
                    mundane: w.mundane,
                    demonic: DEMONIC.contains(&w.id.as_str()),
                    launcher: w.launcher,
                    normal_weight: row.normal_weight,
                    brand_total: row.total_weight,
                }
            })
            .collect()
    })
}

/// A forced plus range `{odds, min, max, nrolls}`: with chance `1/odds` the plus is
/// `random_range(min, max, nrolls)` and the item is forced (`docs/rules/monsters-and-dumps.md`
/// §2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct PlusRange {
    /// The plus is forced with chance `1/odds`.
    pub odds: i32,
    /// The least plus.
    pub min: i32,
    /// The greatest plus.
    pub max: i32,
    /// The rolls `random_range` averages.
    pub nrolls: i32,
}

/// One monster weapon spec, compiled: weapon types by index in [`weapons::all`] (`None` is
/// "no weapon"), with their weights (`docs/rules/monsters-and-dumps.md` §2.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeaponSpec {
    /// `(weapon, weight)` in the game's order.
    pub types: Vec<(Option<usize>, u32)>,
    /// The sum of the type weights.
    pub type_total: u32,
    /// The forced plus range, if the spec has one.
    pub plusses: Option<PlusRange>,
    /// `(forces the item, weight)` for each entry of the brand list, in order; empty when the
    /// spec has no brand list. Every entry but `NUM_SPECIAL_WEAPONS` forces the item.
    pub brands: Vec<(bool, u32)>,
    /// The sum of the brand weights.
    pub brand_total: u32,
    /// `good_chance`: with chance `1/good_chance` the item level becomes good; 0 for never.
    pub good_chance: i32,
}

/// The weapon specs of one monster (`docs/rules/monsters-and-dumps.md` §2.2).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MonsterSpecs {
    /// Tried second, or alone for a melee-only draw.
    pub primary: Option<WeaponSpec>,
    /// Tried first (usually a launcher).
    pub secondary: Option<WeaponSpec>,
    /// The monster has hand-written code in `make_mons_weapon`'s switch, not modelled.
    pub special_case: bool,
}

/// The compiled monster tables (`docs/rules/monsters-and-dumps.md` §2.2).
pub struct GearTables {
    /// Every real monster's enum id, in the game's order.
    pub monster_ids: Vec<String>,
    /// The specs of each monster that has any, or is a special case, by enum id.
    pub specs: HashMap<String, MonsterSpecs>,
}

#[derive(Deserialize)]
struct RawSpec {
    types: Vec<(String, u32)>,
    plusses: Option<PlusRange>,
    brands: Vec<(String, u32)>,
    good_chance: i32,
}

#[derive(Deserialize)]
struct RawSlots {
    primary: HashMap<String, RawSpec>,
    secondary: HashMap<String, RawSpec>,
}

#[derive(Deserialize)]
struct RawFile {
    monster_weapon_specs: RawSlots,
    special_case_monsters: Vec<String>,
    monster_ids: Vec<String>,
}

fn compile(rules: RuleSet, raw: RawSpec) -> WeaponSpec {
    let types: Vec<(Option<usize>, u32)> = raw
        .types
        .into_iter()
        .map(|(id, w)| {
            let weapon = (id != NO_WEAPON).then(|| {
                weapons::all_in(rules)
                    .iter()
                    .position(|t| t.id == id)
                    .unwrap_or_else(|| panic!("embedded spec names unknown weapon {id}"))
            });
            (weapon, w)
        })
        .collect();
    let brands: Vec<(bool, u32)> = raw
        .brands
        .into_iter()
        .map(|(b, w)| (b != NO_FORCED_BRAND, w))
        .collect();
    WeaponSpec {
        type_total: types.iter().map(|&(_, w)| w).sum(),
        types,
        plusses: raw.plusses.filter(|p| p.odds > 0),
        brand_total: brands.iter().map(|&(_, w)| w).sum(),
        brands,
        good_chance: raw.good_chance,
    }
}

/// The monster weapon tables of `rules`, parsed from the embedded data on first use
/// (`docs/rules/monsters-and-dumps.md` §2.2).
pub fn gear_tables(rules: RuleSet) -> &'static GearTables {
    static TABLES: [OnceLock<GearTables>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    TABLES[rules as usize].get_or_init(|| {
        let raw: RawFile = serde_json::from_str(weapons::tables_json(rules))
            .expect("the embedded weapon tables are valid JSON (tested)");
        let mut specs: HashMap<String, MonsterSpecs> = HashMap::new();
        for (id, spec) in raw.monster_weapon_specs.primary {
            specs.entry(id).or_default().primary = Some(compile(rules, spec));
        }
        for (id, spec) in raw.monster_weapon_specs.secondary {
            specs.entry(id).or_default().secondary = Some(compile(rules, spec));
        }
        for id in raw.special_case_monsters {
            specs.entry(id).or_default().special_case = true;
        }
        GearTables {
            monster_ids: raw.monster_ids,
            specs,
        }
    })
}
