//! The unit tests of `src/dcss/character/weapon.rs`: the wielded weapon of a dump, read
//! under the rule set its release picks.

use mechanics::dcss::rules::RuleSet;
use roguesim::dcss::character::{DumpWeapon, WeaponClass};

use super::{Dump, gear};

/// The weapon a dump of the release of `rules` (0.31.0, 0.34.1) wields when the weapon row
/// of its equipment column holds `text`.
fn weapon(text: &str, rules: RuleSet) -> DumpWeapon {
    let version = match rules {
        RuleSet::Dcss031 => "0.31.0",
        RuleSet::Dcss034 => "0.34.1",
    };
    let dump = Dump {
        gear: gear(&[format!("a - {text}")]),
        ..Dump::of_version(version)
    }
    .read();
    assert_eq!(dump.rules.rules, rules);
    dump.weapon.unwrap_or_else(|| panic!("{text}: no weapon"))
}

#[test]
fn brands_in_every_spelling() {
    let w = weapon("+2 long sword of flaming", RuleSet::Dcss031);
    assert_eq!(
        (w.base.as_deref(), w.plus, w.brand.as_deref()),
        (Some("long sword"), 2, Some("flaming"))
    );
    let w = weapon("+2 battleaxe (flame)", RuleSet::Dcss034);
    assert_eq!(w.brand.as_deref(), Some("flaming"));
    let w = weapon("+8 giant spiked club (freeze)", RuleSet::Dcss034);
    assert_eq!(
        (w.base.as_deref(), w.brand.as_deref()),
        (Some("giant spiked club"), Some("freezing"))
    );
    let w = weapon(
        "+9 falchion \"Cryptic Augurer\" {venom, Int+4 SInv, Dev, Melee} (curse)",
        RuleSet::Dcss034,
    );
    assert_eq!((w.base.as_deref(), w.plus), (Some("falchion"), 9));
    assert_eq!(w.brand.as_deref(), Some("venom"));
    let w = weapon("staff of cold", RuleSet::Dcss034);
    assert_eq!((w.class, w.brand), (WeaponClass::Staff, None));
}

#[test]
fn unrandarts_fight_as_their_base_type() {
    let w = weapon("+11 Singing Sword {sonic wave}", RuleSet::Dcss034);
    assert_eq!(
        (w.class, w.base.as_deref(), w.plus),
        (WeaponClass::Melee, Some("double sword"), 11)
    );
    assert_eq!(w.unrandart.as_deref(), Some("Singing Sword"));
    let w = weapon(
        "+11 lance \"Wyrmbane\" {slay drac, rPois rF+ rC+ AC+3}",
        RuleSet::Dcss034,
    );
    assert_eq!(w.base.as_deref(), Some("spear"));
    let w = weapon("+6 sword of Cerebov {flame}", RuleSet::Dcss034);
    assert_eq!(
        (w.base.as_deref(), w.brand.as_deref()),
        (Some("great sword"), Some("flaming"))
    );
}

#[test]
fn launchers_and_throwing_weapons() {
    assert_eq!(
        weapon("+10 sling of Xasmaf {speed, rF+ Int+5}", RuleSet::Dcss034).class,
        WeaponClass::Launcher
    );
    assert_eq!(
        weapon("+4 hand cannon (freeze) {Teghnoor}", RuleSet::Dcss034).class,
        WeaponClass::Launcher
    );
    assert_eq!(
        weapon("5 javelins", RuleSet::Dcss034).class,
        WeaponClass::Throwing
    );
    let w = weapon(
        "+3 long sword \"Esarghoura\" {venom, rElec rN+ Str+3 Dex-3}",
        RuleSet::Dcss034,
    );
    assert_eq!((w.class, w.slaying), (WeaponClass::Melee, 0));
    let w = weapon("+2 dagger \"Foo\" {Slay+4}", RuleSet::Dcss034);
    assert_eq!(w.slaying, 4);
}
