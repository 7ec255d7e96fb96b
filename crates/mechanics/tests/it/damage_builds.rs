//! Player AC and max HP from builds: the examples of `docs/rules/dcss-0.31-damage.md` §3.4 and
//! §4, the wiki disagreements of §8 that show in a number, and the errors for inputs the
//! rules do not cover.

use mechanics::dcss::build::{AuxPiece, AuxSet, Build};
use mechanics::dcss::damage::{
    DamageModifiers, MeleeDamage, WeaponDamage, gdr_percent, landed_damage_law, max_hp, player_ac,
    player_max_hp,
};
use mechanics::dcss::data::{Form, aux_armour, body_armour, species};
use mechanics::dcss::skills::Skill;

/// A build of `sp` at `xl` with Armour `armour`, body armour `body` (+`plus`) and aux items
/// given as `(name, plus)`.
fn build(sp: &str, xl: i32, armour: f64, body: &str, plus: i32, aux: &[(&str, i32)]) -> Build {
    let mut set = AuxSet::default();
    for &(name, plus) in aux {
        let item = aux_armour(name).unwrap();
        assert!(set.wear(AuxPiece { item, plus }).is_none());
    }
    Build {
        xl,
        armour: Skill::from_f64(armour).unwrap(),
        body: body_armour(body).unwrap(),
        body_plus: plus,
        aux: set,
        ..Build::new(species(sp).unwrap(), 10, 10)
    }
}

/// `(AC×100, AC, GDR%)`.
fn ac_of(b: &Build) -> (i32, i32, i32) {
    let ac = player_ac(b).unwrap();
    (ac.total_x100, ac.ac, ac.gdr_percent)
}

/// §3.4: every build of the AC example table.
#[test]
fn ac_examples() {
    let fighter = Build {
        shield: mechanics::dcss::data::shield("buckler").unwrap(),
        ..build("human", 1, 3.0, "scale mail", 0, &[])
    };
    fighter.validate().unwrap();
    assert_eq!(ac_of(&fighter), (681, 6, 25));

    // A formula example: a Minotaur's horns refuse the (hard) helmet it lists.
    let minotaur = build(
        "minotaur",
        1,
        10.5,
        "plate",
        2,
        &[("helmet", 1), ("cloak", 0), ("gloves", 0), ("boots", 0)],
    );
    assert_eq!(minotaur.validate().unwrap_err().field(), "aux");
    assert_eq!(ac_of(&minotaur), (2365, 23, 35));

    let cases = [
        (
            build("naga", 12, 10.5, "plate", 0, &[("barding", 0)]),
            (1967, 19, 33),
        ),
        (
            build("troll", 10, 5.0, "troll leather", 0, &[]),
            (568, 5, 23),
        ),
        (
            build("gargoyle", 14, 0.0, "robe", 0, &[("hat", 0)]),
            (1240, 12, 29),
        ),
        (
            build(
                "grey draconian",
                9,
                0.0,
                "none",
                0,
                &[("cloak", 2), ("hat", 0)],
            ),
            (1500, 15, 31),
        ),
        (build("felid", 12, 0.0, "none", 0, &[]), (300, 3, 21)),
        (
            build("human", 1, 27.0, "crystal plate", 0, &[]),
            (3118, 31, 37),
        ),
    ];
    for (b, want) in cases {
        b.validate().unwrap();
        assert_eq!(ac_of(&b), want, "{}", b.species.name);
    }
}

/// §3.3: the Felid's Shaggy Fur grows at XL 6 and 12; Octopodes, Trolls, Oni and Armataurs
/// have theirs from XL 1.
#[test]
fn innate_ac_mutations() {
    let felid = |xl| player_ac(&build("felid", xl, 0.0, "none", 0, &[])).unwrap();
    let by_xl: Vec<i32> = [1, 5, 6, 11, 12, 27]
        .map(|xl| felid(xl).mutations_x100)
        .to_vec();
    assert_eq!(by_xl, [100, 100, 200, 200, 300, 300]);
    for (sp, x100) in [
        ("octopode", 100),
        ("troll", 200),
        ("oni", 100),
        ("armataur", 300),
    ] {
        let ac = player_ac(&build(sp, 1, 0.0, "none", 0, &[])).unwrap();
        assert_eq!(ac.mutations_x100, x100, "{sp}");
    }
}

/// §4: the max HP examples.
#[test]
fn hp_examples() {
    let cases = [
        ("human", 1, 3.0, 18),
        ("minotaur", 1, 3.0, 19),
        ("human", 10, 10.0, 85),
        ("troll", 27, 27.0, 323),
        ("felid", 10, 0.0, 44),
        ("djinni", 1, 0.0, 15),
        ("spriggan", 15, 5.0, 72),
        ("oni", 14, 14.5, 157),
    ];
    for (sp, xl, fighting, hp) in cases {
        let fighting = Skill::from_f64(fighting).unwrap();
        assert_eq!(
            max_hp(species(sp).unwrap(), xl, fighting).unwrap(),
            hp,
            "{sp} XL{xl}"
        );
        let b = Build {
            xl,
            fighting,
            ..Build::new(species(sp).unwrap(), 10, 10)
        };
        assert_eq!(player_max_hp(&b).unwrap(), hp);
    }
}

/// §8.1: GDR is a percentage of `damage_max` (W + A, no enchantment): a +5 club (W 5) with
/// A 5 against AC 20 (GDR 33%) has a floor of 33·10/100 = 3, so the largest hit after AC is
/// the largest roll, 14, minus 3. Counting the enchantment (33·15/100 = 4) would give 10.
#[test]
fn gdr_reads_damage_max_not_the_roll() {
    let weapon = WeaponDamage {
        base: 5,
        plus: 5,
        heavy: false,
    };
    let club = MeleeDamage::new(5, Some(weapon), DamageModifiers::default()).unwrap();
    assert_eq!(club.true_max(), 14);
    assert_eq!(landed_damage_law(&club, 20).max(), 11);
}

/// §8.1 (and §1.4): the "Max Damage" shown for an armed monster is one more than any roll.
#[test]
fn shown_max_damage_is_one_too_high_with_a_weapon() {
    for (a, base, plus) in [(20, 20, 0), (12, 10, 3), (1, 4, 9), (45, 22, 0)] {
        let weapon = WeaponDamage {
            base,
            plus,
            heavy: false,
        };
        let armed = MeleeDamage::new(a, Some(weapon), DamageModifiers::default()).unwrap();
        assert_eq!(armed.displayed_max(), armed.true_max() + 1);
    }
    let unarmed = MeleeDamage::new(20, None, DamageModifiers::default()).unwrap();
    assert_eq!(unarmed.displayed_max(), unarmed.true_max());
}

/// §8.2: GDR is a whole percent; the wiki's 19.0, 28.5, 38.1, 40.2, 42.5 and 50.6 are
/// 19, 28, 38, 40, 42 and 50.
#[test]
fn gdr_truncates_to_a_whole_percent() {
    let got = [2, 10, 32, 40, 50, 100].map(gdr_percent);
    assert_eq!(got, [19, 28, 38, 40, 42, 50]);
}

/// §8.3: Deformed Body takes half the *unscaled* base off the body armour only: a Naga's +0
/// plate with Armour 10.5 gives 14.77 − 5 = 9.77, not 7; its barding keeps its full AC.
#[test]
fn deformed_takes_half_the_base_from_the_body_only() {
    let naga = player_ac(&build("naga", 1, 10.5, "plate", 0, &[("barding", 0)])).unwrap();
    assert_eq!(naga.items[0].base_x100, 977);
    assert_eq!(naga.deformed_penalty_x100, 500);
    assert_eq!(naga.items[1].base_x100, 590);
    let human = player_ac(&build("human", 1, 10.5, "plate", 0, &[])).unwrap();
    assert_eq!(human.items[0].base_x100, 1477);
}

/// §8.4: the sum is truncated once, so fractions of armour and racial AC add up: a Naga at
/// XL 13 in +0 plate with Armour 10.5 has 9.77 + 4.33 = 14.10 AC → 14, where flooring each
/// source would give 9 + 4 = 13.
#[test]
fn fractions_add_up_before_the_floor() {
    let naga = player_ac(&build("naga", 13, 10.5, "plate", 0, &[])).unwrap();
    assert_eq!(
        (naga.racial_x100, naga.total_x100, naga.ac),
        (433, 1410, 14)
    );
    let floored: i32 = naga.items[0].base_x100 / 100 + naga.racial_x100 / 100;
    assert_eq!(floored, 13);
}

/// §8.9: the wiki's formula without the separate truncations overstates a Troll XL27 with
/// Fighting 27: (8 + 148.5 + 27·27/14 + (1 + 81)/2)·1.3 = 324.4 → 324; the game has 323.
#[test]
fn hp_truncates_term_by_term() {
    let (xl, f) = (27.0_f64, 27.0_f64);
    let wiki = ((8.0 + 11.0 * xl / 2.0 + f * xl / 14.0 + (1.0 + 3.0 * f) / 2.0) * 1.3).floor();
    assert_eq!(wiki as i32, 324);
    let troll = max_hp(species("troll").unwrap(), 27, Skill::MAX).unwrap();
    assert_eq!(troll, 323);
}

/// Inputs outside the rules: one-line errors naming the field.
#[test]
fn errors_name_the_field() {
    let plate = build("human", 1, 0.0, "plate", 28, &[]);
    let e = plate.validate().unwrap_err();
    assert_eq!(
        (e.field(), e.to_string().as_str()),
        ("body_plus", "28 is out of range: allowed -9 to 27")
    );
    let cloak = build("human", 1, 0.0, "none", 0, &[("cloak", -10)]);
    assert_eq!(cloak.validate().unwrap_err().field(), "aux");
    let statue = Build {
        form: Form::Statue,
        ..build("human", 1, 0.0, "plate", 0, &[])
    };
    let e = player_ac(&statue).unwrap_err();
    assert_eq!(
        (e.field(), e.to_string().as_str()),
        (
            "form",
            "AC and max HP in statue form are not modelled under dcss-0.31: allowed form none"
        )
    );
    assert_eq!(player_max_hp(&statue).unwrap_err().field(), "form");
    assert_eq!(
        max_hp(species("human").unwrap(), 28, Skill::MAX)
            .unwrap_err()
            .field(),
        "xl"
    );
}
