//! A character dump's launcher and quiver as shots (`docs/rules/dcss-0.34-player-ranged.md`
//! §3.7, §11): the wielded launcher with its plus and brand ("+4 hand cannon (freeze)",
//! "+10 sling of Xasmaf {speed, rF+ Int+5}", "+0 heavy sling"), a quivered stack of
//! missiles that deal HP damage, and the player's stats, skills, slaying, armour and shield
//! that a shot reads.

use mechanics::dcss::data::Slot;
use mechanics::dcss::player_ranged::projectile::{MISSILES, ShotBrand, launcher};
use mechanics::dcss::player_ranged::{Projectile, ShotSpec};

use super::dump_skill;
use crate::dcss::character::{CharacterDump, ItemKind};

/// The brand names of a launcher or a missile as a dump prints them: the ego after `of`, the
/// adjective before the base type, the equipment column's terse form, an artefact's label.
const BRANDS: [(&str, ShotBrand); 16] = [
    ("flaming", ShotBrand::Flaming),
    ("flame", ShotBrand::Flaming),
    ("freezing", ShotBrand::Freezing),
    ("freeze", ShotBrand::Freezing),
    ("electrocution", ShotBrand::Electrocution),
    ("elec", ShotBrand::Electrocution),
    ("draining", ShotBrand::Draining),
    ("drain", ShotBrand::Draining),
    ("heavy", ShotBrand::Heavy),
    ("antimagic", ShotBrand::Antimagic),
    ("speed", ShotBrand::Speed),
    ("penetration", ShotBrand::Penetration),
    ("penet", ShotBrand::Penetration),
    ("silver", ShotBrand::Silver),
    ("acid", ShotBrand::Antimagic),
    ("venom", ShotBrand::Antimagic),
];

/// The brands a dump can name that deal no HP damage of their own here (acid and venom are
/// the unrandarts' and are not covered: they fight as unbranded).
const UNCOVERED: [&str; 2] = ["acid", "venom"];

/// A shot read from a dump, with what was assumed.
#[derive(Clone, Debug, PartialEq)]
pub struct DumpShot {
    /// The shot.
    pub spec: ShotSpec,
    /// For a throw, the missiles in the quiver.
    pub missiles: Option<u32>,
    /// What was read or assumed.
    pub notes: Vec<String>,
}

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '+' && c != '-')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// The brand a dump's item text names, and one it names that is not covered.
fn brand_of(text: &str) -> (Option<ShotBrand>, Option<String>) {
    let w = words(text);
    for (name, brand) in BRANDS {
        if w.iter().any(|x| x == name) {
            if UNCOVERED.contains(&name) {
                return (None, Some(name.to_string()));
            }
            return (Some(brand), None);
        }
    }
    (None, None)
}

fn plus_of(text: &str) -> i32 {
    text.split_whitespace()
        .find_map(|w| {
            let digits = w.strip_prefix(['+', '-'])?;
            let n: i32 = digits.parse().ok()?;
            Some(if w.starts_with('-') { -n } else { n })
        })
        .unwrap_or(0)
}

/// The player's side of any shot from the dump: stats, skills, slaying, armour and shield,
/// haste and slowness (`docs/rules/dcss-0.34-player-ranged.md` §2–§4).
fn base_spec(dump: &CharacterDump) -> ShotSpec {
    let slaying: i32 = dump
        .equipment
        .iter()
        .filter(|i| !i.melded)
        .map(|i| {
            let ring = i.text.to_lowercase().contains("ring of slaying");
            i.props.slay + if ring { plus_of(&i.text) } else { 0 }
        })
        .sum();
    let body = dump.armour(Slot::Body).filter(|b| !b.melded);
    let shield = dump.armour(Slot::Shield).filter(|s| !s.melded);
    ShotSpec {
        dex: dump.dexterity.max(1),
        str: dump.strength.max(1),
        fighting: dump_skill(dump, "Fighting"),
        ranged_weapons: dump_skill(dump, "Ranged Weapons"),
        throwing: dump_skill(dump, "Throwing"),
        slaying,
        shield: shield.and_then(|s| s.base.clone()),
        shields: dump_skill(dump, "Shields"),
        armour: body.and_then(|b| b.base.clone()),
        armour_skill: dump_skill(dump, "Armour"),
        archery_ego: body.is_some_and(|b| b.text.to_lowercase().contains("archery")),
        haste: dump.has_status("hasted"),
        slow: dump.has_status("slowed") || dump.has_status("very slow"),
        ..ShotSpec::default()
    }
}

/// The wielded launcher as a shot, if the dump wields one.
pub fn dump_launcher(dump: &CharacterDump) -> Option<DumpShot> {
    let item = dump.equipment.iter().find(|i| i.kind == ItemKind::Weapon)?;
    let lower = item.text.to_lowercase();
    let mut names: Vec<&str> = [
        "triple crossbow",
        "hand cannon",
        "arbalest",
        "longbow",
        "shortbow",
        "orcbow",
        "sling",
    ]
    .into_iter()
    .filter(|n| lower.contains(n))
    .collect();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let name = *names.first()?;
    launcher(name)?;
    let (brand, uncovered) = brand_of(&item.text);
    let mut notes = vec![format!("you shoot your {} ({})", name, item.text.trim())];
    if let Some(b) = uncovered {
        notes.push(format!(
            "its brand ({b}) is not modelled: it shoots as unbranded"
        ));
    }
    Some(DumpShot {
        spec: ShotSpec {
            item: name.to_string(),
            plus: plus_of(&item.text),
            brand,
            ..base_spec(dump)
        },
        missiles: None,
        notes,
    })
}

/// The quivered missiles as a throw, if they deal HP damage (stones, boomerangs, javelins,
/// large rocks; darts and nets do not).
pub fn dump_quiver(dump: &CharacterDump) -> Option<DumpShot> {
    let q = dump.ranged.quiver.as_ref()?;
    let w = words(&q.text);
    let m = MISSILES.iter().find(|m| {
        w.iter().any(|x| x == m.name || x == m.plural) || q.text.to_lowercase().contains(m.plural)
    })?;
    let projectile = Projectile::Thrown(m);
    if m.harmless || !projectile.thrown() {
        return None;
    }
    let (brand, _) = brand_of(&q.text);
    Some(DumpShot {
        spec: ShotSpec {
            item: m.name.to_string(),
            brand: brand.filter(|b| b.on_missile()),
            ..base_spec(dump)
        },
        missiles: Some(q.count),
        notes: vec![format!("you throw your {} {}", q.count, q.text)],
    })
}
