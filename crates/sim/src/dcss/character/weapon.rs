//! The weapon a dump wields, read once with the dump (`docs/rules/monsters-and-dumps.md`
//! §4.2, `docs/rules/dcss-artefacts.md` §1): its base type by the release's weapon table (an
//! unrandart's by the unrandart table), its enchantment, its brand as the dump names it
//! (`of flaming`, `(flame)` or `{flame, …}`, or the unrandart's), the slaying its properties
//! give, what kind of weapon it is, and what it has that the melee rules leave out.

use mechanics::dcss::artefacts::{UnrandKind, unrandart};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons;
use schemars::JsonSchema;
use serde::Serialize;

use super::items::ItemName;
use super::{DumpItem, ItemKind};

/// What kind of weapon a dump wields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum WeaponClass {
    /// A melee weapon of the release's table.
    Melee,
    /// A magical staff (`staff of fire`): it bashes as a staff, unbranded and unenchanted.
    Staff,
    /// A launcher (sling, bow, crossbow, hand cannon): the player's ranged attack.
    Launcher,
    /// A throwing weapon (javelins, boomerangs, darts, stones): thrown, not swung.
    Throwing,
    /// A weapon no table of roguesim names.
    Unknown,
}

/// The wielded weapon as the dump gives it (`docs/rules/monsters-and-dumps.md` §4.2).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DumpWeapon {
    /// The item as printed.
    pub text: String,
    /// What kind of weapon it is.
    pub class: WeaponClass,
    /// Its base type as the release's weapon table names it ("double sword"), when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// Its enchantment (an unrandart's fixed one when none is printed).
    pub plus: i32,
    /// Its brand as the game names it ("flaming", "vampirism", "sonic wave"), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    /// The unrandart it is, by the release's table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unrandart: Option<String>,
    /// Its own slaying (`Slay+N`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub slaying: i32,
    /// What it has that changes a fight and that the melee rules leave out, one phrase each
    /// (an unrandart's changed accuracy, its special effects).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unmodelled: Vec<String>,
}

fn is_zero(v: &i32) -> bool {
    *v == 0
}

/// Brand names as dumps abbreviate or spell them, and the name the game gives each
/// (`brand_type_name`, item-name.cc), the retired ones included.
const BRANDS: &[(&str, &str)] = &[
    ("flaming", "flaming"),
    ("flame", "flaming"),
    ("freezing", "freezing"),
    ("freeze", "freezing"),
    ("electrocution", "electrocution"),
    ("elec", "electrocution"),
    ("venom", "venom"),
    ("draining", "draining"),
    ("drain", "draining"),
    ("vorpal", "vorpal"),
    ("protection", "protection"),
    ("protect", "protection"),
    ("holy wrath", "holy wrath"),
    ("holy", "holy wrath"),
    ("pain", "pain"),
    ("antimagic", "antimagic"),
    ("distortion", "distortion"),
    ("distort", "distortion"),
    ("chaos", "chaos"),
    ("vampirism", "vampirism"),
    ("vamp", "vampirism"),
    ("spectral", "spectral"),
    ("spect", "spectral"),
    ("reaping", "reaping"),
    ("penetration", "penetration"),
    ("acid", "acid"),
    ("foul flame", "foul flame"),
    ("valour", "valour"),
    ("rebuke", "rebuke"),
    ("speed", "speed"),
    ("heavy", "heavy"),
    ("devious", "devious"),
    ("entangle", "entanglement"),
    ("sonic wave", "sonic wave"),
    ("slay drac", "dragon slaying"),
    ("dragon slaying", "dragon slaying"),
];

/// Throwing weapons as a dump names them.
const THROWN: &[&str] = &[
    "javelin",
    "boomerang",
    "dart",
    "stone",
    "large rock",
    "throwing net",
];

/// The game's name of an unrandart's `SPWPN_*` brand ("SPWPN_HOLY_WRATH" → "holy wrath").
fn unrand_brand(spwpn: &str) -> String {
    spwpn
        .trim_start_matches("SPWPN_")
        .to_lowercase()
        .replace('_', " ")
}

/// The brand a printed name gives: the ego after `of`, a parenthesised brand `(flame)` or the
/// first word group of `{…}` that names one.
fn printed_brand(name: &ItemName, text: &str) -> Option<String> {
    let lower = name.name.to_lowercase();
    let ego = lower
        .split(" of ")
        .nth(1)
        .map(|e| e.split(['"', '(']).next().unwrap_or("").trim().to_string());
    let groups = text
        .split(['(', '{'])
        .skip(1)
        .flat_map(|g| g.split([')', '}']).next().unwrap_or("").split(','))
        .map(|g| g.trim().to_lowercase());
    ego.into_iter().chain(groups).find_map(|n| {
        BRANDS
            .iter()
            .find(|(b, _)| *b == n)
            .map(|(_, b)| b.to_string())
    })
}

/// Reads the wielded `item` under `rules`' tables (`docs/rules/monsters-and-dumps.md` §4.2).
pub(super) fn read(item: &DumpItem, rules: RuleSet) -> DumpWeapon {
    let text = item.text.clone();
    let name = ItemName::read(&text);
    let lower = name.name.to_lowercase();
    let unrand = unrandart(rules, &name.name).filter(|u| u.kind == UnrandKind::Weapon);
    let table = weapons::all_in(rules);
    let base = match unrand {
        Some(u) => table.iter().find(|w| w.name == u.base),
        None => table
            .iter()
            .filter(|w| contains_word(&lower, &w.name))
            .max_by_key(|w| w.name.len()),
    };
    let staff = unrand.is_none() && lower.starts_with("staff of");
    let thrown = THROWN
        .iter()
        .any(|t| contains_word(&lower, t) || lower.contains(t));
    let class = match base {
        _ if staff => WeaponClass::Staff,
        Some(w) if w.launcher => WeaponClass::Launcher,
        Some(_) => WeaponClass::Melee,
        None if thrown => WeaponClass::Throwing,
        None => WeaponClass::Unknown,
    };
    let mut unmodelled = Vec::new();
    if let Some(u) = unrand {
        for (what, v) in [
            ("accuracy", u.base_acc),
            ("damage", u.base_dam),
            ("delay", u.base_delay),
        ] {
            if v != 0 {
                unmodelled.push(format!("{what} {v:+} over its base type"));
            }
        }
        if !item.labels.is_empty() {
            unmodelled.push(format!("its properties {{{}}}", item.labels.join(" ")));
        }
    }
    let brand = match unrand {
        Some(u) => u.brand.as_deref().map(unrand_brand),
        None if staff => None,
        None => printed_brand(&name, &text),
    };
    // A dump prints an unrandart's known properties; the table's stand in when it prints
    // none.
    let printed = !item.props.is_none() || !item.labels.is_empty();
    let props = match unrand {
        Some(u) if !printed => u.props,
        _ => item.props,
    };
    DumpWeapon {
        text,
        class,
        base: base.map(|w| w.name.clone()),
        plus: if staff { 0 } else { item.plus },
        brand,
        unrandart: unrand.map(|u| u.name.clone()),
        slaying: props.slay,
        unmodelled,
    }
}

/// The wielded weapon of a dump's equipment, if it wields one: its first weapon (a Coglin's
/// second follows it).
pub(super) fn wielded(equipment: &[DumpItem], rules: RuleSet) -> Option<DumpWeapon> {
    equipment
        .iter()
        .find(|i| i.kind == ItemKind::Weapon)
        .map(|i| read(i, rules))
}

/// Whether `name` occurs in `text` as whole words.
fn contains_word(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + name.len()..].chars().next();
        let edge = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() && c != '\'');
        edge(before) && edge(after)
    })
}
