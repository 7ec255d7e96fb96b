//! The DCSS weapon types of each release (`Weapon_prop[]`, item-prop.cc): base damage,
//! accuracy, delay, skill, the smallest size that wields it in one hand, whether the type is
//! a launcher and whether it is mundane (`docs/rules/monsters-and-dumps.md` §2.1,
//! `docs/rules/dcss-0.34.md` §D1.3, `docs/rules/dcss-0.31-player-attack.md` §4).
//!
//! The tables are embedded from `crates/mechanics/data/dcss-0.31-weapons.json` and
//! `dcss-0.34-weapons.json` (written by `scripts/extract-weapon-tables.py`) and parsed once,
//! on first use. 0.34.1 adds the partisan and makes the quick blade's delay 15.

use std::sync::OnceLock;

use serde::Deserialize;

use crate::dcss::data::Size;
use crate::dcss::rules::RuleSet;

/// The embedded weapon tables of `rules`: the weapon types, the monster weapon specs and the
/// monster ids, as `scripts/extract-weapon-tables.py` writes them
/// (`docs/rules/monsters-and-dumps.md` §2.1, `docs/rules/dcss-0.34.md` §D1.3).
pub(crate) fn tables_json(rules: RuleSet) -> &'static str {
    rules.release().tables.weapons
}

/// The weapon types that normal item generation never enchants or brands unless the item is
/// forced good: clubs and giant clubs (`is_mundane`, items.cc:4157-4179,
/// `docs/rules/monsters-and-dumps.md` §2.1).
const MUNDANE: [&str; 3] = ["WPN_CLUB", "WPN_GIANT_CLUB", "WPN_GIANT_SPIKED_CLUB"];

/// A 0.31 launcher's ammunition is anything but `MI_NONE` (`is_range_weapon`,
/// `docs/rules/monsters-and-dumps.md` §2.1).
const NO_AMMO: &str = "MI_NONE";

/// A 0.34 launcher is a type of the Ranged Weapons skill (`is_ranged_weapon_type`,
/// item-prop.cc:1820-1823 at 0.34.1): `weapon_def` has no ammunition any more.
const RANGED_SKILL: &str = "SK_RANGED_WEAPONS";

/// One weapon type of `Weapon_prop[]` (item-prop.cc:456+, `docs/rules/monsters-and-dumps.md`
/// §2.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeaponType {
    /// The game's enum id, e.g. `"WPN_GIANT_CLUB"`.
    pub id: String,
    /// The game's name, e.g. `"giant club"`.
    pub name: String,
    /// Base damage (`PWPN_DAMAGE`): a monster's weapon roll is `random2(damage)`.
    pub damage: i32,
    /// Base accuracy (`PWPN_HIT`), added to a monster's melee to-hit with the plus
    /// (`docs/rules/monsters-and-dumps.md` §1.2).
    pub hit: i32,
    /// Base attack delay for a player, in aut.
    pub delay: i32,
    /// The skill the type trains, e.g. `"SK_MACES_FLAILS"`.
    pub skill: String,
    /// `min_1h_size`: the smallest size that wields it in one hand; `None` for a type every
    /// size needs both hands for (`NUM_SIZE_LEVELS`).
    pub min_one_hand: Option<Size>,
    /// A launcher (it has ammunition): it adds nothing in melee.
    pub launcher: bool,
    /// Mundane (clubs and giant clubs): never enchanted unless forced good.
    pub mundane: bool,
}

#[derive(Deserialize)]
struct RawWeapon {
    #[serde(rename = "enum")]
    id: String,
    name: String,
    damage: i32,
    hit: i32,
    delay: i32,
    skill: String,
    min_1h_size: String,
    ammo: Option<String>,
}

/// The game's `size_type` name (`SIZE_LITTLE`), or `None` for `NUM_SIZE_LEVELS`.
fn size_of(name: &str) -> Option<Size> {
    Some(match name {
        "SIZE_TINY" => Size::Tiny,
        "SIZE_LITTLE" => Size::Little,
        "SIZE_SMALL" => Size::Small,
        "SIZE_MEDIUM" => Size::Medium,
        "SIZE_LARGE" => Size::Large,
        "SIZE_GIANT" => Size::Giant,
        "NUM_SIZE_LEVELS" => return None,
        other => panic!("the embedded weapon table names an unknown size {other} (tested)"),
    })
}

#[derive(Deserialize)]
struct WeaponFile {
    weapons: Vec<RawWeapon>,
}

/// Every weapon type of DCSS 0.31, in the game's enum order (`docs/rules/monsters-and-dumps.md`
/// §2.1).
pub fn all() -> &'static [WeaponType] {
    all_in(RuleSet::Dcss031)
}

/// Every weapon type of `rules`' release, in the game's enum order
/// (`docs/rules/monsters-and-dumps.md` §2.1, `docs/rules/dcss-0.34.md` §D1.3).
pub fn all_in(rules: RuleSet) -> &'static [WeaponType] {
    static TABLES: [OnceLock<Vec<WeaponType>>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    TABLES[rules as usize].get_or_init(|| {
        let file: WeaponFile = serde_json::from_str(tables_json(rules))
            .expect("the embedded weapon table is valid JSON (tested)");
        file.weapons
            .into_iter()
            .map(|w| WeaponType {
                launcher: match &w.ammo {
                    Some(ammo) => ammo != NO_AMMO,
                    None => w.skill == RANGED_SKILL,
                },
                mundane: MUNDANE.contains(&w.id.as_str()),
                min_one_hand: size_of(&w.min_1h_size),
                id: w.id,
                name: w.name,
                damage: w.damage,
                hit: w.hit,
                delay: w.delay,
                skill: w.skill,
            })
            .collect()
    })
}

impl WeaponType {
    /// Whether a wielder whose torso is `size` holds it in one hand, leaving the off-hand
    /// free for a shield or the punch (`hands_reqd`, item-prop.cc;
    /// `docs/rules/dcss-0.31-player-attack.md` §4).
    ///
    /// ```
    /// use mechanics::dcss::data::Size;
    /// use mechanics::dcss::weapons;
    ///
    /// let axe = weapons::find("broad axe")?;
    /// assert!(axe.one_handed_for(Size::Medium) && !axe.one_handed_for(Size::Small));
    /// assert!(weapons::find("long sword")?.one_handed_for(Size::Little));
    /// assert!(!weapons::find("great sword")?.one_handed_for(Size::Large));
    /// # Ok::<(), weapons::UnknownWeapon>(())
    /// ```
    pub fn one_handed_for(&self, size: Size) -> bool {
        self.min_one_hand.is_some_and(|min| size >= min)
    }
}

/// A weapon name or id that matched no weapon type (`docs/rules/monsters-and-dumps.md` §2.1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown weapon '{name}'; closest: {}", .closest.join(", "))]
pub struct UnknownWeapon {
    /// The name as given.
    pub name: String,
    /// The closest weapon names, best first.
    pub closest: Vec<String>,
}

fn normalise(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The weapon type named `name`: its game name ("giant club") or enum id ("WPN_GIANT_CLUB"),
/// case-insensitively; otherwise an [`UnknownWeapon`] naming the three closest names by
/// Jaro–Winkler similarity (`docs/rules/monsters-and-dumps.md` §2.1).
pub fn find(name: &str) -> Result<&'static WeaponType, UnknownWeapon> {
    find_in(RuleSet::Dcss031, name)
}

/// The weapon type named `name` in `rules`' table, as [`find`] looks it up ("partisan" is a
/// 0.34 weapon).
pub fn find_in(rules: RuleSet, name: &str) -> Result<&'static WeaponType, UnknownWeapon> {
    let wanted = normalise(name);
    if let Some(w) = all_in(rules)
        .iter()
        .find(|w| w.name == wanted || w.id.to_lowercase() == wanted)
    {
        return Ok(w);
    }
    let mut scored: Vec<(f64, &str)> = all_in(rules)
        .iter()
        .map(|w| {
            let by_name = strsim::jaro_winkler(&w.name, &wanted);
            let by_id = strsim::jaro_winkler(&w.id.to_lowercase(), &wanted);
            (by_name.max(by_id), w.name.as_str())
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    Err(UnknownWeapon {
        name: name.to_string(),
        closest: scored.iter().take(3).map(|(_, n)| n.to_string()).collect(),
    })
}
