//! The 0.34.1 forms vectors (`tests/data/dcss-0.34-forms.json`): every case's EV, AC and SH
//! ×100, max HP with and without the form, the form's own AC, EV and body-armour per cent
//! (`docs/rules/dcss-0.34-forms.md` §1–§4).

use mechanics::dcss::build::{AuxPiece, Build};
use mechanics::dcss::damage::{player_ac_034, player_max_hp};
use mechanics::dcss::data::{aux_armour, body_armour_in, shield, species_in};
use mechanics::dcss::evasion::EvSituation;
use mechanics::dcss::forms::{Form, form};
use mechanics::dcss::mutations::{Mutation, Mutations};
use mechanics::dcss::player_attack::{AttackSpec, Brand, DamageBase, MonsterTarget};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::skills::Skill;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;
use serde_json::Value;

use crate::common034::{flag, int};

/// The vectors' file.
pub fn cases() -> Vec<Value> {
    let file: Value = serde_json::from_str(include_str!("../data/dcss-0.34-forms.json"))
        .expect("valid reference JSON");
    file["cases"].as_array().expect("cases").clone()
}

/// A skill given in tenths.
fn tenths(c: &Value, key: &str) -> Skill {
    Skill::from_tenths(int(c, key)).unwrap()
}

/// A name field; "" is none.
fn name<'a>(c: &'a Value, key: &str) -> &'a str {
    match c[key].as_str().unwrap() {
        "" => "none",
        n => n,
    }
}

/// The case's build: the vectors' flat fields onto a [`Build`].
pub fn build(c: &Value) -> Build {
    let rules = RuleSet::Dcss034;
    let sp = species_in(rules, c["species"].as_str().unwrap()).unwrap();
    let mut mutations = Mutations::default();
    for entry in c["mutations"].as_str().unwrap().split(',') {
        if let Some((m, level)) = entry.split_once(':') {
            let m = Mutation::named(m).unwrap_or_else(|| panic!("mutation {m}"));
            mutations.set(m, level.parse().unwrap()).unwrap();
        }
    }
    let mut b = Build {
        xl: int(c, "xl"),
        dodging: tenths(c, "dodging"),
        armour: tenths(c, "armour"),
        shields: tenths(c, "shields"),
        fighting: tenths(c, "fighting"),
        body: body_armour_in(rules, name(c, "body")).unwrap(),
        body_plus: int(c, "body_plus"),
        shield: shield(name(c, "shield")).unwrap(),
        shield_plus: int(c, "shield_plus"),
        form: form(c["form"].as_str().unwrap()).unwrap(),
        shapeshifting: tenths(c, "shapeshifting_tenths"),
        form_from_talisman: flag(c, "talisman_form"),
        mutations,
        ..Build::new_in(rules, sp, int(c, "dex"), int(c, "str"))
    };
    for piece in c["aux"].as_str().unwrap().split(',') {
        if let Some((item, plus)) = piece.split_once(':') {
            let item = aux_armour(item).unwrap();
            b.aux
                .add(AuxPiece {
                    item,
                    plus: plus.parse().unwrap(),
                })
                .unwrap();
        }
    }
    b.bonuses.ring_evasion = int(c, "ring_ev");
    b.ac_bonuses.items = int(c, "art_ac");
    b.extras.ring_protection = int(c, "ring_prot");
    b.extra_sh.artefact = int(c, "art_sh");
    b.hp_bonuses.robust = int(c, "robust");
    b.hp_bonuses.berserk = flag(c, "berserk");
    b.validate().unwrap_or_else(|e| panic!("{}: {e}", c["id"]));
    b
}

/// Every case: EV, AC and SH ×100 and max HP as the game computes them. Five cases wear,
/// besides what the form melds, an item the species could not put on (a Spriggan's kite
/// shield): in a form that is a note, not a refusal, and the game's formulas give the
/// numbers.
#[test]
fn every_forms_vector_is_reproduced() {
    let cases = cases();
    assert_eq!(cases.len(), 60);
    let mut unwearable = 0;
    for c in &cases {
        let id = c["id"].as_str().unwrap();
        let b = build(c);
        unwearable += usize::from(b.unwearable_034().is_some());
        let situation = EvSituation {
            constricted: flag(c, "constricted"),
            ..EvSituation::default()
        };
        let ev = b.evasion_034(&situation);
        let ac = player_ac_034(&b).unwrap();
        let sh = b.shield_class_034(false);
        let hp = player_max_hp(&b).unwrap();
        let unformed = player_max_hp(&Build {
            form: Form::None,
            ..b
        })
        .unwrap();
        let got = [ev.final_x100, ac.total_x100, sh.raw_x100, hp, unformed];
        let want = [
            int(c, "out_ev_x100"),
            int(c, "out_ac_x100"),
            int(c, "out_sh_x100"),
            int(c, "out_max_hp"),
            int(c, "out_max_hp_unformed"),
        ];
        assert_eq!(
            got, want,
            "{id} [ev, ac, sh, hp, unformed hp]: {ev:?} {ac:?}"
        );
        let shown = [ev.shown, ac.shown, sh.displayed];
        let want = [
            int(c, "out_ev_shown"),
            int(c, "out_ac_shown"),
            int(c, "out_sh_shown"),
        ];
        assert_eq!(shown, want, "{id} shown");
        let shape = b.shape().unwrap();
        let form_terms = [
            b.form_ac_x100(),
            shape.ev_x100(b.xl),
            shape.body_ac_mult(b.xl),
        ];
        let want = [
            int(c, "out_form_ac_x100"),
            int(c, "out_form_ev_x100"),
            int(c, "out_body_ac_mult_pct"),
        ];
        assert_eq!(form_terms, want, "{id} form terms");
    }
    assert_eq!(unwearable, 5);
}

/// A law stored as `{"value": "num/den"}`.
fn fraction_law(v: &Value) -> Vec<(i32, f64)> {
    v.as_object()
        .unwrap()
        .iter()
        .map(|(k, p)| {
            let (n, d) = p.as_str().unwrap().split_once('/').unwrap();
            let p = n.parse::<f64>().unwrap() / d.parse::<f64>().unwrap();
            (k.parse().unwrap(), p)
        })
        .collect()
}

/// A law against a stored one: the same support, each probability to [`EXACT`].
fn assert_fraction_law(got: &Dist, want: &Value, what: &str) {
    let want = fraction_law(want);
    for &(v, p) in &want {
        assert!((got.prob(v) - p).abs() < EXACT, "{what} at {v}: {got:?}");
    }
    let covered: f64 = want.iter().map(|&(v, _)| got.prob(v)).sum();
    assert!((covered - 1.0).abs() < EXACT, "{what}: {got:?}");
}

/// Every case's unarmed attack in its form: the base damage law before Str (the form's
/// base, then Unarmed Combat or XL/3; no claws), the attack delay law (statue form slower,
/// no shield), and the to-hit before its rolls (`15 + Dex/2`, Fighting and `+6 + UC` or
/// `+XL`, each skill whole) (`docs/rules/dcss-0.34-forms.md` §5).
#[test]
fn every_forms_unarmed_attack_is_reproduced() {
    for c in &cases() {
        let id = c["id"].as_str().unwrap();
        let uc = f64::from(int(c, "unarmed_combat_tenths")) / 10.0;
        let spec = AttackSpec {
            str: int(c, "str"),
            dex: int(c, "dex"),
            xl: int(c, "xl"),
            fighting: f64::from(int(c, "fighting")) / 10.0,
            weapon_skill: uc,
            form: Some(c["form"].as_str().unwrap().to_string()),
            shapeshifting: f64::from(int(c, "shapeshifting_tenths")) / 10.0,
            ..AttackSpec::default()
        };
        let offence = spec
            .resolve_in(RuleSet::Dcss034)
            .unwrap_or_else(|e| panic!("{id}: {e}"))
            .offence;
        let DamageBase::Unarmed { form, .. } = offence.main_damage(&target()).base else {
            panic!("{id}: armed")
        };
        let base = DamageBase::Unarmed {
            claws: 0,
            unarmed_combat: Skill::from_f64(uc).unwrap(),
            form,
        };
        assert_fraction_law(&base.dist(), &c["out_unarmed_base_law"], id);
        assert_fraction_law(&offence.delay.dist(), &c["out_unarmed_delay_law"], id);
        let pre = offence.pre_roll();
        let whole = pre.fixed() + pre.fighting.scaled(1) + pre.weapon_skill.scaled(1);
        assert_eq!(whole, int(c, "out_unarmed_to_hit_fixed"), "{id} to-hit");
    }
}

/// A monster to hit: EV 0, AC 0.
fn target() -> MonsterTarget {
    AttackSpec::default()
        .resolve_in(RuleSet::Dcss034)
        .unwrap()
        .target
}

/// An unarmed attack takes no brand but its form's: storm form's electrocution is accepted
/// (the caller passes it where its rules cover it), any other brand unarmed, or
/// electrocution in another form, is refused naming `brand` (`docs/rules/dcss-0.34-forms.md`
/// §5).
#[test]
fn an_unarmed_attack_takes_only_its_forms_brand() {
    let spec = |form: Option<&str>, brand| AttackSpec {
        str: 14,
        dex: 20,
        xl: 20,
        fighting: 10.0,
        weapon_skill: 10.0,
        form: form.map(str::to_string),
        shapeshifting: 20.0,
        brand,
        ..AttackSpec::default()
    };
    let storm = spec(Some("storm"), Some(Brand::Electrocution))
        .resolve_in(RuleSet::Dcss034)
        .unwrap();
    assert_eq!(storm.offence.brand, Some(Brand::Electrocution));
    for (form, brand) in [
        (Some("storm"), Brand::Flaming),
        (Some("dragon"), Brand::Electrocution),
        (None, Brand::Electrocution),
    ] {
        let e = spec(form, Some(brand))
            .resolve_in(RuleSet::Dcss034)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("brand") && !e.contains('\n'),
            "{form:?} {brand:?}: {e}"
        );
    }
}
