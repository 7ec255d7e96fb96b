//! The offence a character dump gives (`docs/rules/monsters-and-dumps.md` §4.2,
//! `docs/rules/dcss-0.31-player-attack.md` §2–§5): its wielded weapon as the dump reader read
//! it ([`crate::dcss::character::DumpWeapon`]) — a melee weapon or a staff by its base type,
//! enchantment and brand, an unrandart as its base type — the skill that swings it, Unarmed
//! Combat, and the slaying of every item in use. A launcher or a throwing weapon is the
//! player's ranged attack, which this module leaves to the ranged rules: it is refused here in
//! one line ([`ranged_weapon`]).

use mechanics::dcss::player_attack::Brand;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons::{self, WeaponType};

use super::OffenceSpec;
use crate::dcss::character::{CharacterDump, DumpWeapon, ItemKind, WeaponClass};
use crate::error::InputError;

/// The wielded item's text of a dump, if it wields one: the first weapon of its equipment
/// column (a Coglin's second weapon follows it; `docs/rules/monsters-and-dumps.md` §4.2).
pub fn dump_wielded(dump: &CharacterDump) -> Option<&str> {
    dump.equipment
        .iter()
        .find(|i| i.kind == ItemKind::Weapon)
        .map(|i| i.text.as_str())
}

/// The level a dump gives a skill, the effective one where printed; 0 when it lists none.
pub fn dump_skill(dump: &CharacterDump, name: &str) -> f64 {
    dump.skill(name).map_or(0.0, |s| s.used())
}

/// The name a dump's Skills section gives the skill a weapon trains ("Long Blades",
/// "Maces & Flails"; `skill_name`, skills.cc).
pub fn skill_name(weapon: &WeaponType) -> &'static str {
    match weapon.skill.as_str() {
        "SK_SHORT_BLADES" => "Short Blades",
        "SK_LONG_BLADES" => "Long Blades",
        "SK_AXES" => "Axes",
        "SK_MACES_FLAILS" => "Maces & Flails",
        "SK_POLEARMS" => "Polearms",
        "SK_STAVES" => "Staves",
        "SK_RANGED_WEAPONS" => "Ranged Weapons",
        "SK_SLINGS" => "Slings",
        "SK_BOWS" => "Bows",
        "SK_CROSSBOWS" => "Crossbows",
        _ => "Unarmed Combat",
    }
}

/// The brands the melee rules cover, by the name the dump reader gives them.
fn covered(brand: &str) -> Option<Brand> {
    match brand {
        "flaming" => Some(Brand::Flaming),
        "freezing" => Some(Brand::Freezing),
        "electrocution" => Some(Brand::Electrocution),
        "speed" => Some(Brand::Speed),
        "heavy" => Some(Brand::Heavy),
        _ => None,
    }
}

/// Whether `brand` checks a monster resistance the rule set's tables lack: an elemental
/// brand under dcss-0.34 ([`super::refuse_missing_034`]).
pub fn elemental_missing(rules: RuleSet, brand: Brand) -> bool {
    super::refuse_missing_034(rules, Some(brand), "brand").is_err()
}

/// The one-line refusal of a launcher or a throwing weapon in melee: the player's ranged
/// attack follows other rules than the melee's (`docs/rules/dcss-0.31-player-attack.md` §2);
/// a launcher's shots are modelled under dcss-0.34 (`docs/rules/dcss-0.34-player-ranged.md`),
/// its melee bash and a throwing weapon's are not. `None` for any other weapon.
pub fn ranged_weapon(weapon: &DumpWeapon) -> Option<String> {
    let why = match weapon.class {
        // `roguesim duel` shoots with a launcher under dcss-0.34; its melee bash is not modelled.
        WeaponClass::Launcher => {
            "a launcher: its melee bash is not modelled (`roguesim duel` shoots with it under \
             dcss-0.34)"
        }
        WeaponClass::Throwing => "a throwing weapon: your ranged attack is not modelled yet",
        _ => return None,
    };
    Some(format!(
        "'{}' is {why}, and roguesim does not fight in melee with it; give a melee weapon with \
         the weapon fields",
        weapon.text
    ))
}

/// The slaying of the items the dump has in use (`slaying_bonus`): every `Slay+N` and the
/// pluses of rings of slaying, with the items it came from; what a form melds counts for
/// nothing.
fn dump_slaying(dump: &CharacterDump, weapon: Option<&DumpWeapon>) -> (i32, Vec<String>) {
    let mut total = weapon.map_or(0, |w| w.slaying);
    let mut from = Vec::new();
    if let Some(w) = weapon.filter(|_| total != 0) {
        from.push(format!("{total:+} ({})", w.text));
    }
    for item in dump
        .equipment
        .iter()
        .filter(|i| !i.melded && i.kind != ItemKind::Weapon)
    {
        let ring = if item.base.as_deref() == Some("ring of slaying") {
            item.plus
        } else {
            0
        };
        let slay = item.props.slay + ring;
        if slay != 0 {
            total += slay;
            from.push(format!("{slay:+} ({})", item.text));
        }
    }
    (total, from)
}

/// The weapon fields a character dump gives: its wielded weapon (base type, plus, brand) and
/// the skill that swings it, Unarmed Combat and the slaying of its items; with a note for
/// what is read and what is not modelled. A launcher or a throwing weapon is an error in one
/// line ([`ranged_weapon`]); errors name `character` (`docs/rules/dcss-0.31-player-attack.md`
/// §2–§5).
pub fn dump_offence(
    dump: &CharacterDump,
    rules: RuleSet,
) -> Result<(OffenceSpec, Vec<String>), InputError> {
    let mut w = OffenceSpec {
        unarmed_combat: dump_skill(dump, "Unarmed Combat"),
        ..OffenceSpec::default()
    };
    let mut notes = Vec::new();
    let wielded = dump.wielded(rules);
    let (slaying, from) = dump_slaying(dump, wielded.as_ref());
    if slaying != 0 {
        w.slaying = slaying;
        notes.push(format!("slaying {slaying:+} from {}", from.join(", ")));
    }
    let Some(weapon) = &wielded else {
        notes.push("the dump wields nothing: you fight unarmed".into());
        return Ok((w, notes));
    };
    if let Some(refusal) = ranged_weapon(weapon) {
        return Err(InputError::invalid("character", refusal));
    }
    let base = weapon
        .base
        .as_deref()
        .ok_or_else(|| {
            format!(
                "'{}' names no weapon of {rules}'s table: give the weapon's fields instead",
                weapon.text
            )
        })
        .and_then(|b| weapons::find_in(rules, b).map_err(|e| e.to_string()))
        .map_err(|e| InputError::invalid("character", e))?;
    w.weapon = Some(base.name.clone());
    w.weapon_plus = weapon.plus;
    w.weapon_skill = dump_skill(dump, skill_name(base));
    w.brand = weapon.brand.as_deref().and_then(covered);
    if let Some(b) = weapon.brand.as_deref().filter(|b| covered(b).is_none()) {
        notes.push(format!(
            "its brand ({b}) is not modelled: the weapon fights unbranded"
        ));
    }
    if let Some(b) = w.brand.filter(|&b| elemental_missing(rules, b)) {
        w.brand = None;
        notes.push(format!(
            "its {} brand is not modelled under {rules} (the 0.34 monster resistance table \
             it checks is missing): the weapon fights unbranded",
            Brand::NAMES[b as usize]
        ));
    }
    if let Some(u) = &weapon.unrandart {
        let others = if weapon.unmodelled.is_empty() {
            String::new()
        } else {
            format!("; {} not modelled", weapon.unmodelled.join(", "))
        };
        notes.push(format!(
            "{u} fights as a {:+} {}{}{others}",
            weapon.plus,
            base.name,
            weapon
                .brand
                .as_deref()
                .map_or(String::new(), |b| format!(" of {b}")),
        ));
    }
    Ok((w, notes))
}
