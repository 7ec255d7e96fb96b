use mechanics::dcss::data::Slot;
use mechanics::dcss::forms::*;
use mechanics::dcss::skills::Skill;

fn shape(form: Form, tenths: i32) -> Shape {
    Shape {
        data: form.data().unwrap(),
        shapeshifting: Skill::from_tenths(tenths).unwrap(),
        from_talisman: true,
    }
}

/// `docs/rules/dcss-0.34-forms.md` §2's examples.
#[test]
fn worked_examples() {
    let storm = shape(Form::Storm, 270);
    assert_eq!((storm.ac_x100(20, false), storm.ev_x100(20)), (1500, 2700));
    let storm = shape(Form::Storm, 241);
    assert_eq!((storm.ac_x100(20, false), storm.ev_x100(20)), (1282, 2192));
    assert_eq!(shape(Form::Statue, 187).ac_x100(20, false), 2933);
    let dragon = shape(Form::Dragon, 242);
    assert_eq!(
        (dragon.ac_x100(20, false), dragon.ac_x100(20, true)),
        (1740, 1140)
    );
    assert_eq!(shape(Form::Blade, 250).body_ac_mult(20), -20);
    // §4: storm at 20.7 turns 61 HP into 46.
    assert_eq!(shape(Form::Storm, 207).max_hp(61), 46);
    assert_eq!(
        Shape {
            from_talisman: false,
            ..shape(Form::Storm, 207)
        }
        .max_hp(61),
        61
    );
}

#[test]
fn every_row_is_found_by_its_names() {
    for d in FORMS_034 {
        assert_eq!(form(d.name).unwrap(), d.form, "{}", d.name);
        assert_eq!(form(d.status).unwrap(), d.form, "{}", d.status);
        if let Some(t) = d.talisman {
            assert_eq!(form(t).unwrap(), d.form, "{t}");
        }
        assert!(d.skill.0 <= d.skill.1, "{}", d.name);
    }
    assert_eq!(FORMS_034.len(), 30);
}

#[test]
fn melds() {
    assert!(Melds::PHYSICAL.armour(Slot::Body, false));
    assert!(!Melds::PHYSICAL.contains(Melds::RING));
    let serpent = Form::Serpent.melds();
    assert!(!serpent.armour(Slot::Helmet, false));
    assert!(serpent.armour(Slot::Boots, true));
    let statue = Form::Statue.melds();
    assert!(!statue.armour(Slot::Shield, false) && statue.armour(Slot::Gloves, false));
    assert!(!Melds::NONE.contains(Melds::NONE));
}
