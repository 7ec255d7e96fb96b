//! Bad ranged inputs are refused with a typed error naming the field and what is allowed,
//! in one line (`docs/rules/dcss-0.31-ranged.md` §2–§4).

use mechanics::dcss::ranged::{RangedError, RangedInput};
use mechanics::dcss::rules::RuleSet;
use serde_json::{Value, json};

fn error(v: Value) -> RangedError {
    let input: RangedInput = serde_json::from_value(v).unwrap();
    let e = input.resolve().unwrap_err();
    assert!(!e.to_string().contains('\n'), "one line: {e}");
    e
}

fn expect(v: Value, path: &str, message: &str) {
    let e = error(v);
    assert_eq!(e.path(), path, "{e}");
    assert_eq!(e.to_string(), message);
}

#[test]
fn missile_inputs() {
    let base = json!({"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10});
    let with = |k: &str, v: Value| {
        let mut b = base.clone();
        b[k] = v;
        b
    };
    assert_eq!(error(with("monster", json!("centuar"))).field(), "monster");
    expect(
        with("hd", json!(5)),
        "hd",
        "5 is not the centaur's hd in the 0.31 table: allowed 4",
    );
    expect(
        with("archer", json!(false)),
        "archer",
        "false is not the centaur's archer in the 0.31 table: allowed true",
    );
    expect(
        with("missile_energy", json!(5)),
        "missile_energy",
        "5 is not the centaur's missile_energy in the 0.31 table: allowed 10",
    );
    expect(
        with("launcher", json!("longbow")),
        "launcher",
        "the centaur is never given a longbow: allowed shortbow (fires arrow), orcbow (fires arrow)",
    );
    expect(
        with("missile", json!("bolt")),
        "missile",
        "a shortbow fires arrow, not bolt: allowed arrow",
    );
    expect(
        with("launcher", Value::Null),
        "launcher",
        "arrow is fired from a launcher: allowed shortbow, orcbow",
    );
    let e = error(with("launcher", json!("bow")));
    assert_eq!(e.path(), "launcher");
    assert!(e.to_string().contains("allowed sling, hand cannon"), "{e}");
    expect(
        with("ev", json!(151)),
        "ev",
        "151 is out of range: allowed -50 to 150",
    );
    expect(
        with("translucent_skin", json!(4)),
        "translucent_skin",
        "4 is out of range: allowed 0 to 3",
    );
    expect(
        with("ac", json!(300)),
        "ac",
        "300 is out of range: allowed -100 to 250",
    );
    let javelin = json!({"monster": "centaur", "missile": "javelin", "ev": 10});
    expect(
        javelin,
        "missile",
        "the centaur is never given a javelin: allowed shortbow (fires arrow), orcbow (fires arrow)",
    );
    let plus = json!({"monster": "Urug", "missile": "javelin", "ev": 10, "launcher_plus": 2});
    expect(
        plus,
        "launcher_plus",
        "a thrown javelin has no launcher: allowed 0",
    );
    let brand =
        json!({"monster": "Urug", "missile": "javelin", "ev": 10, "launcher_brand": "heavy"});
    expect(
        brand,
        "launcher_brand",
        "a thrown javelin has no launcher: allowed normal",
    );
    let priest = json!({"monster": "orc priest", "missile": "stone", "ev": 10});
    expect(
        priest,
        "missile",
        "the orc priest is never given a stone: allowed none",
    );
}

#[test]
fn beam_inputs() {
    let base = json!({"monster": "orc wizard", "spell": "SPELL_THROW_FLAME", "ev": 10});
    let with = |k: &str, v: Value| {
        let mut b = base.clone();
        b[k] = v;
        b
    };
    expect(
        with("hd", json!(4)),
        "hd",
        "4 is not the orc wizard's hd in the 0.31 table: allowed 3",
    );
    expect(
        with("spell_hd", json!(5)),
        "spell_hd",
        "5 is not a spell HD of the orc wizard: allowed 3, or 8 for an empowered caster",
    );
    expect(
        with("spell", json!("SPELL_BOLT_OF_FIRE")),
        "spell",
        "the orc wizard does not cast SPELL_BOLT_OF_FIRE: allowed SPELL_MAGIC_DART, SPELL_THROW_FLAME",
    );
    expect(
        with("spell", json!("confuse")),
        "spell",
        "SPELL_CONFUSE is not modelled: a hex resisted by Will, not a damaging beam",
    );
    let e = error(with("spell", json!("throw flam")));
    assert_eq!(e.path(), "spell");
    assert!(
        e.to_string()
            .starts_with("unknown spell 'throw flam'; closest: SPELL_THROW_FLAME"),
        "{e}"
    );
    let mut evoked = with("spell", json!("SPELL_MAGIC_DART"));
    evoked["evoked"] = json!(true);
    expect(
        evoked,
        "spell",
        "no wand casts SPELL_MAGIC_DART: allowed SPELL_THROW_FLAME, SPELL_ICEBLAST, \
         SPELL_CORROSIVE_BOLT, SPELL_BOLT_OF_LIGHT, SPELL_QUICKSILVER_BOLT",
    );
    expect(
        with("nearby_skulls", json!(2)),
        "nearby_skulls",
        "only a laughing skull's power grows with nearby laughing skulls, not the orc wizard's: \
         allowed 0",
    );
    expect(
        with("resist", json!(4)),
        "resist",
        "4 is not a resistance to BEAM_FIRE: allowed -1 to 3",
    );
    let dart = json!({"monster": "orc wizard", "spell": "magic dart", "ev": 10, "resist": 1});
    expect(
        dart,
        "resist",
        "1 is not a resistance to BEAM_MMISSILE: allowed 0 to 0",
    );
    // Smiting and Pain are direct spells (§10), with their own limits.
    let smite = json!({"monster": "orc priest", "spell": "SPELL_SMITING", "ev": 10, "resist": 1});
    expect(
        smite,
        "resist",
        "1 is not a resistance to smiting: allowed 0 to 0",
    );
    let pain = json!({"monster": "orc priest", "spell": "pain", "ev": 10, "willpower": 5001});
    expect(pain, "willpower", "5001 is out of range: allowed 0 to 5000");
    let pain = json!({"monster": "orc priest", "spell": "pain", "ev": 10, "resist": 4});
    expect(
        pain,
        "resist",
        "4 is not a resistance to pain: allowed -1 to 3",
    );
    let dart = json!({"monster": "orc wizard", "spell": "magic dart", "ev": 10, "willpower": 40});
    expect(
        dart,
        "willpower",
        "SPELL_MAGIC_DART does not test your Willpower: allowed only with Smiting and Pain",
    );
    let cantrip = json!({"monster": "orc priest", "spell": "cantrip", "ev": 10});
    expect(
        cantrip,
        "spell",
        "SPELL_CANTRIP is not modelled: cast by its own code (summons, clouds, ...), not a \
         damaging beam",
    );
    let fire = json!({"monster": "orc priest", "spell": "bolt of fire", "ev": 10});
    expect(
        fire,
        "spell",
        "the orc priest does not cast SPELL_BOLT_OF_FIRE: allowed SPELL_PAIN, SPELL_SMITING",
    );
    let serpent = json!({"monster": "MONS_SERPENT_OF_HELL", "spell": "SPELL_SERPENT_OF_HELL_GEH_BREATH", "ev": 10});
    expect(
        serpent,
        "spell",
        "SPELL_SERPENT_OF_HELL_GEH_BREATH is not modelled: it casts other spells; ask for each of them",
    );
}

#[test]
fn sequence_inputs() {
    let arrow = json!({"kind": "missile", "input": {"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10}});
    let bad = json!({"kind": "beam", "input": {"monster": "orc wizard", "spell": "bolt of fire", "ev": 10}});
    expect(
        json!({"block_limit": 1, "attacks": []}),
        "attacks",
        "0 is out of range: allowed 1 to 64",
    );
    expect(
        json!({"block_limit": 33, "attacks": [arrow.clone()]}),
        "block_limit",
        "33 is out of range: allowed 0 to 32",
    );
    expect(
        json!({"block_limit": 1, "hp": 0, "attacks": [arrow.clone()]}),
        "hp",
        "0 is out of range: allowed 1 to 9999",
    );
    let e = error(json!({"block_limit": 1, "attacks": [arrow, bad]}));
    assert_eq!(
        (e.field(), e.path().as_str()),
        ("spell", "attacks[1].spell")
    );
    let kind = serde_json::from_value::<RangedInput>(json!({"block_limit": 1, "attacks": [
        {"kind": "melee", "input": {}}]}))
    .unwrap_err();
    assert!(
        kind.to_string().contains("unknown variant `melee`"),
        "{kind}"
    );
}

/// Under 0.34 the refusals name the 0.34 rules and tables: hundredths that disagree with the
/// number shown, hundredths under 0.31, a 0.31 item name, a spell the 0.34 rule book leaves
/// out, a beam given as a sequence's direct attack (`docs/rules/dcss-0.34-ranged.md` §0, §6).
#[test]
fn under_0_34() {
    let rules = RuleSet::Dcss034;
    let refuse_in = |rules: RuleSet, v: Value, path: &str, message: &str| {
        let input: RangedInput = serde_json::from_value(v).unwrap();
        let e = input.resolve_in(rules).unwrap_err();
        assert_eq!((e.path().as_str(), e.to_string().as_str()), (path, message));
    };
    let refuse = |v: Value, path: &str, message: &str| refuse_in(rules, v, path, message);
    refuse(
        json!({"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10,
               "ev_x100": 1150}),
        "ev",
        "10 is not what ev_x100 1150 shows: allowed 11 (the hundredths truncated)",
    );
    refuse_in(
        RuleSet::Dcss031,
        json!({"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10,
               "sh_internal_x100": 50}),
        "sh_internal_x100",
        "dcss-0.31 keeps the player's numbers whole (only dcss-0.34 draws them from \
         hundredths): give sh_internal alone",
    );
    refuse(
        json!({"monster": "yaktaur captain", "launcher": "hand cannon", "missile": "bolt",
               "ev": 10}),
        "missile",
        "a hand cannon fires slug, not bolt: allowed slug",
    );
    refuse(
        json!({"monster": "wendigo", "spell": "seracfall", "ev": 10}),
        "spell",
        "SPELL_SERACFALL is not modelled: its own code sets its beam up beyond the zap row",
    );
    refuse(
        json!({"monster": "orc priest", "spell": "smiting", "ev": 10, "hd": 4}),
        "hd",
        "4 is not the orc priest's hd in the 0.34 table: allowed 3",
    );
    refuse(
        json!({"block_limit": 1, "attacks": [{"kind": "direct",
               "input": {"monster": "orc wizard", "spell": "magic dart", "ev": 10}}]}),
        "attacks[0].spell",
        "SPELL_MAGIC_DART is not a direct spell: allowed SPELL_SMITING, SPELL_PAIN (give a beam \
         as kind beam)",
    );
    for ok in [
        json!({"monster": "orc priest", "spell": "pain", "ev": 10}),
        json!({"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10}),
        json!({"monster": "orc wizard", "spell": "magic dart", "ev": 10}),
    ] {
        let input: RangedInput = serde_json::from_value(ok).unwrap();
        assert!(input.resolve_in(rules).is_ok());
    }
}
