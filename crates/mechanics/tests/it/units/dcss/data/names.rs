use mechanics::dcss::data::Size;
use mechanics::dcss::data::*;
use mechanics::dcss::data::{SHIELDS_031, species_table};
use mechanics::dcss::rules::RuleSet;

#[test]
fn names_and_short_forms() {
    assert_eq!(species("human").unwrap().name, "Human");
    assert_eq!(species("  deep   ELF ").unwrap().code, "DE");
    assert_eq!(species("Sp").unwrap().body_size, Size::Little);
    assert_eq!(species("grey").unwrap().name, "Grey Draconian");
    assert_eq!(body_armour("plate").unwrap().unwrap().ac, 10);
    assert_eq!(body_armour("Crystal Plate").unwrap().unwrap().ac, 14);
    assert_eq!(
        body_armour("fire dragon").unwrap().unwrap().encumbrance(),
        11
    );
    assert_eq!(body_armour("none").unwrap(), None);
    assert_eq!(shield("TOWER").unwrap().unwrap().block_limit, 4);
    assert_eq!(shield("kite").unwrap().unwrap().ac, 8);
    assert_eq!(
        shield_019("large shield").unwrap().unwrap().parm_evasion,
        -50
    );
    assert_eq!(form("dragon").unwrap().size(), Some(Size::Giant));
}

#[test]
fn unknown_names_suggest_the_closest() {
    let e = species("humna").unwrap_err();
    assert_eq!(e.closest[0], "Human");
    assert!(
        e.to_string()
            .starts_with("unknown species 'humna'; closest: Human")
    );
    let e = shield("towr sheild").unwrap_err();
    assert_eq!(e.closest[0], "tower shield");
    assert!(body_armour("platemail").is_err());
}

#[test]
fn sizes_and_fit_follow_the_spec() {
    // §6.2: Trolls cannot wear bucklers, Spriggans only bucklers, Naga all three.
    let troll = species("troll").unwrap();
    let spriggan = species("spriggan").unwrap();
    let naga = species("naga").unwrap();
    let [orb, buckler, kite, tower] = [0, 1, 2, 3].map(|i| &SHIELDS_031[i]);
    assert!(!buckler.fits(troll.torso_size) && kite.fits(troll.torso_size));
    assert!(buckler.fits(spriggan.torso_size));
    assert!(!kite.fits(spriggan.torso_size) && !tower.fits(spriggan.torso_size));
    assert!(
        [buckler, kite, tower]
            .iter()
            .all(|s| s.fits(naga.torso_size))
    );
    assert!(orb.fits(Size::Giant));
    assert_eq!(naga.body_size.evasion_factor(), -2);
    assert_eq!(species("felid").unwrap().body_size.evasion_factor(), 4);
    assert_eq!(species_table(RuleSet::Dcss031).len(), 34);
}

#[test]
fn lookups_follow_the_rule_set() {
    let (old, new) = (RuleSet::Dcss031, RuleSet::Dcss034);
    assert!(species_in(old, "hill orc").is_ok());
    let e = species_in(new, "hill orc").unwrap_err();
    assert!(e.to_string().starts_with("unknown species 'hill orc'"));
    assert_eq!(species_in(new, "dwarf").unwrap().name, "Mountain Dwarf");
    assert_eq!(species_in(new, "MD").unwrap().name, "Mountain Dwarf");
    assert!(species_in(old, "coglin").is_err());
    let fire = |r| {
        body_armour_in(r, "fire dragon")
            .unwrap()
            .unwrap()
            .encumbrance()
    };
    assert_eq!((fire(old), fire(new)), (11, 9));
    assert!(
        body_armour_in(new, "golden dragon scales")
            .unwrap()
            .is_some()
    );
    assert!(body_armour_in(old, "gold dragon scales").unwrap().is_some());
    assert_eq!(body_armour_in(new, "none").unwrap(), None);
}
