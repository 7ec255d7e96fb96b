//! Launchers, ammunition and thrown items of DCSS 0.31.0 (item-prop.cc:730-794) and 0.34.1
//! (item-prop.cc:783-884), and a launcher's brand as the missile rules read it
//! (`docs/rules/dcss-0.31-ranged.md` §2.3, §2.6, §2.8, §7.1; `docs/rules/dcss-0.34-ranged.md`
//! §2.2, §2.6, §7.1).
//!
//! At 0.34.1 a launcher fires no item: it is the attack's weapon, and its "ammunition" only
//! names its shot (an arrow, a bolt, a sling bullet, a slug), which does 0 damage. At 0.31.0
//! every ammunition also does 0, so a shot's damage is the launcher's in both releases.

use std::sync::OnceLock;

use super::error::RangedError;
use super::tables::{RawItem, raw};
use crate::dcss::rules::RuleSet;
use crate::name_match::normalise;

/// A launcher type (`Weapon_prop[]`, `docs/rules/dcss-0.31-ranged.md` §7.1,
/// `docs/rules/dcss-0.34-ranged.md` §7.1). A monster's launcher needs no ammunition: at 0.31.0
/// it fires its ammunition type, at 0.34.1 its shot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launcher {
    /// The release whose item table [`Launcher::ammo`] reads.
    pub(crate) rules: RuleSet,
    /// The game's enum id, e.g. `"WPN_LONGBOW"`.
    pub id: String,
    /// The game's name, e.g. `"longbow"`.
    pub name: String,
    /// `PWPN_DAMAGE`: added to the ammunition's damage (§2.6).
    pub damage: i32,
    /// `PWPN_HIT`: added to the to-hit with the launcher's plus (§2.3).
    pub hit: i32,
    /// The index of its ammunition in [`missile_items_in`].
    pub(crate) ammo: usize,
}

impl Launcher {
    /// The ammunition it fires (0.31.0), or its shot's name (0.34.1) (§2.1, §2.6).
    pub fn ammo(&self) -> &'static MissileItem {
        &missile_items_in(self.rules)[self.ammo]
    }
}

/// A missile: launcher ammunition or a thrown item (item-prop.cc:780-794,
/// `docs/rules/dcss-0.31-ranged.md` §2.6, §2.7, §7.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissileItem {
    /// The game's enum id, e.g. `"MI_JAVELIN"`.
    pub id: String,
    /// The game's name, e.g. `"javelin"`.
    pub name: String,
    /// `PWPN_DAMAGE` of the missile: 0 for arrows, bolts and sling bullets (§2.6).
    pub damage: i32,
    /// Thrown by hand (stones, rocks, boomerangs, javelins, darts, nets) rather than fired
    /// from a launcher.
    pub thrown: bool,
    /// Never blocked by a shield (javelins, §2.5).
    pub penetrating: bool,
    /// Does HP damage: false for darts and throwing nets, whose effects are not covered
    /// (§2.7).
    pub hp_damage: bool,
}

/// A launcher's brand, as far as it changes the rules of §2: to-hit and damage do not
/// depend on a brand, but the delay (§2.8), the damage multiplier (§2.6) and the shield
/// block (§2.5) do (`docs/rules/dcss-0.31-ranged.md` §2.5, §2.6, §2.8). Other brands only
/// add effects after the hit, which are not covered: take them as `normal`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum LauncherBrand {
    /// No brand that changes these rules.
    #[default]
    Normal,
    /// Heavy: damage ×9/5 (randomly rounded) and delay 15.
    Heavy,
    /// Speed: delay `div_rand_round(20, 3)`, 6 or 7.
    Speed,
    /// Penetration: the missile is never blocked.
    Penetration,
}

impl LauncherBrand {
    /// The name scenario files use.
    pub fn as_str(self) -> &'static str {
        match self {
            LauncherBrand::Normal => "normal",
            LauncherBrand::Heavy => "heavy",
            LauncherBrand::Speed => "speed",
            LauncherBrand::Penetration => "penetration",
        }
    }
}

/// The launchers and missiles of the table.
type Items = (Vec<Launcher>, Vec<MissileItem>);

/// The table's items: each missile, then each launcher with its ammunition found among them
/// (`docs/rules/dcss-0.31-ranged.md` §7.1); an unknown item kind or ammunition is refused.
pub fn items(rules: RuleSet, raw: &[RawItem]) -> Result<(Vec<Launcher>, Vec<MissileItem>), String> {
    let mut missiles = Vec::new();
    let mut pending = Vec::new();
    for r in raw {
        match r.kind.as_str() {
            "launcher" => pending.push(r),
            "ammunition" | "thrown" => missiles.push(MissileItem {
                id: r.id.clone(),
                name: r.name.clone(),
                damage: r.damage,
                thrown: r.kind == "thrown",
                penetrating: r.penetrating,
                hp_damage: r.hp_damage,
            }),
            other => return Err(format!("{}: unknown item kind {other}", r.id)),
        }
    }
    let launchers = pending
        .into_iter()
        .map(|r| {
            let ammo_id = r
                .ammo
                .as_deref()
                .ok_or_else(|| format!("{}: a launcher needs ammo", r.id))?;
            let ammo = missiles
                .iter()
                .position(|m| m.id == ammo_id && !m.thrown)
                .ok_or_else(|| format!("{}: unknown ammunition {ammo_id}", r.id))?;
            Ok(Launcher {
                rules,
                id: r.id.clone(),
                name: r.name.clone(),
                damage: r.damage,
                hit: r.hit,
                ammo,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok((launchers, missiles))
}

/// `rules`' items, converted on first use.
fn table(rules: RuleSet) -> &'static Items {
    static ITEMS: [OnceLock<Items>; RuleSet::ALL.len()] = [const { OnceLock::new() }; _];
    ITEMS[rules.index()].get_or_init(|| {
        items(rules, &raw(rules).items)
            .expect("the embedded items convert (checked by a unit test)")
    })
}

/// Every 0.31 launcher type, in the game's order (`docs/rules/dcss-0.31-ranged.md` §7.1).
pub fn launchers() -> &'static [Launcher] {
    launchers_in(RuleSet::Dcss031)
}

/// Every launcher type of `rules`' release (`docs/rules/dcss-0.34-ranged.md` §7.1).
pub fn launchers_in(rules: RuleSet) -> &'static [Launcher] {
    &table(rules).0
}

/// Every 0.31 missile type, in the game's order (`docs/rules/dcss-0.31-ranged.md` §7.1).
pub fn missile_items() -> &'static [MissileItem] {
    missile_items_in(RuleSet::Dcss031)
}

/// Every missile type of `rules`' release: thrown items, and the launchers' shots
/// (`docs/rules/dcss-0.34-ranged.md` §7.1).
pub fn missile_items_in(rules: RuleSet) -> &'static [MissileItem] {
    &table(rules).1
}

/// A name compared case-insensitively with its game name or enum id (with or without the
/// `WPN_`/`MI_` prefix, underscores as spaces).
fn matches(query: &str, name: &str, id: &str, prefix: &str) -> bool {
    let spaced = |s: &str| normalise(&s.replace('_', " "));
    let q = spaced(query);
    q == normalise(name) || q == spaced(id) || q == spaced(id.strip_prefix(prefix).unwrap_or(id))
}

/// The 0.31 launcher called `name` ([`launcher_in`]).
///
/// # Errors
/// Those of [`launcher_in`].
pub fn launcher(name: &str) -> Result<&'static Launcher, RangedError> {
    launcher_in(RuleSet::Dcss031, name)
}

/// The launcher of `rules`' release called `name` ("longbow", "WPN_LONGBOW")
/// (`docs/rules/dcss-0.31-ranged.md` §7.1).
///
/// # Errors
/// [`RangedError::UnknownItem`] for the field `launcher`, listing every launcher.
pub fn launcher_in(rules: RuleSet, name: &str) -> Result<&'static Launcher, RangedError> {
    let all = launchers_in(rules);
    all.iter()
        .find(|l| matches(name, &l.name, &l.id, "WPN_"))
        .ok_or_else(|| RangedError::UnknownItem {
            field: "launcher",
            query: name.to_string(),
            allowed: all.iter().map(|l| l.name.clone()).collect(),
        })
}

/// The 0.31 missile called `name` ([`missile_item_in`]).
///
/// # Errors
/// Those of [`missile_item_in`].
pub fn missile_item(name: &str) -> Result<&'static MissileItem, RangedError> {
    missile_item_in(RuleSet::Dcss031, name)
}

/// The missile of `rules`' release called `name` ("arrow", "slug", "large rock",
/// "MI_JAVELIN") (`docs/rules/dcss-0.31-ranged.md` §7.1).
///
/// # Errors
/// [`RangedError::UnknownItem`] for the field `missile`, listing every missile.
pub fn missile_item_in(rules: RuleSet, name: &str) -> Result<&'static MissileItem, RangedError> {
    let all = missile_items_in(rules);
    all.iter()
        .find(|m| matches(name, &m.name, &m.id, "MI_"))
        .ok_or_else(|| RangedError::UnknownItem {
            field: "missile",
            query: name.to_string(),
            allowed: all.iter().map(|m| m.name.clone()).collect(),
        })
}
