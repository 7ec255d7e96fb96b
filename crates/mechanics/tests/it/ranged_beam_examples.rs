//! The worked beam examples of `docs/rules/dcss-0.31-ranged.md` §9 (B1–B19). Values printed
//! to 6 decimals are compared to [`mechanics::tolerance::SIX_DECIMALS`], means and P(0) printed
//! to 4 to [`mechanics::tolerance::FOUR_DECIMALS`].

use crate::ranged_common::{Row, beam, check};
use mechanics::dcss::ranged::AttackExact;
use serde_json::{Value, json};

/// §9, the beam table (B1–B19).
#[test]
fn spec_9_beams() {
    let rows: Vec<(&str, Value, Row)> = vec![
        (
            "B1",
            json!({"monster": "orc wizard", "spell": "SPELL_MAGIC_DART", "ev": 20, "ac": 3, "sh_internal": 14}),
            (1.0, 0.0, 1.0, Some(6.0), Some(0.0039), Some(12)),
        ),
        (
            "B2",
            json!({"monster": "orc wizard", "spell": "SPELL_THROW_FLAME", "ev": 10, "ac": 3, "sh_internal": 14}),
            (0.820000, 0.099754, 0.738202, Some(7.5), None, Some(15)),
        ),
        (
            "B3",
            json!({"monster": "orc sorcerer", "spell": "SPELL_BOLT_OF_FIRE", "ev": 10, "ac": 5, "sh_internal": 14}),
            (0.785714, 0.0, 0.785714, Some(24.5002), None, Some(51)),
        ),
        (
            "B4",
            json!({"monster": "deep elf annihilator", "spell": "SPELL_IRON_SHOT", "ev": 15, "ac": 10, "sh_internal": 20}),
            (0.740741, 0.147979, 0.631127, Some(38.5019), None, Some(84)),
        ),
        (
            "B5",
            json!({"monster": "storm dragon", "spell": "SPELL_LIGHTNING_BOLT", "ev": 12, "ac": 12}),
            (0.725000, 0.0, 0.725000, Some(27.2311), None, Some(57)),
        ),
        (
            "B6",
            json!({"monster": "fire giant", "spell": "SPELL_FIREBALL", "ev": 20, "ac": 8, "sh_internal": 30}),
            (1.0, 0.0, 1.0, Some(36.5008), None, Some(78)),
        ),
        (
            "B7",
            json!({"monster": "iron elemental", "spell": "SPELL_METAL_SPLINTERS", "ev": 10, "ac": 20, "sh_internal": 20}),
            (
                0.804348,
                0.178595,
                0.660695,
                Some(14.4561),
                Some(0.2555),
                Some(81),
            ),
        ),
        (
            "B8",
            json!({"monster": "deep elf sorcerer", "spell": "SPELL_HURL_DAMNATION", "ev": 10, "ac": 20}),
            (1.0, 0.0, 1.0, Some(31.5), Some(0.0), Some(60)),
        ),
        (
            "B9",
            json!({"monster": "laughing skull", "spell": "SPELL_BOLT_OF_DRAINING", "ev": 12, "ac": 5, "nearby_skulls": 3}),
            (0.710526, 0.0, 0.710526, Some(24.5002), None, None),
        ),
        (
            "B10",
            json!({"monster": "Xtahua", "spell": "SPELL_SEARING_BREATH", "ev": 15, "ac": 15}),
            (0.766667, 0.0, 0.766667, Some(54.0043), None, Some(120)),
        ),
        (
            "B11",
            json!({"monster": "spriggan druid", "spell": "SPELL_STONE_ARROW", "ev": 15, "ac": 8, "sh_internal": 14, "player_unseen": true}),
            (0.230729, 0.145096, 0.197251, Some(24.5024), None, None),
        ),
        (
            "B11b",
            json!({"monster": "spriggan druid", "spell": "SPELL_STONE_ARROW", "ev": 15, "ac": 8, "sh_internal": 14}),
            (0.588235, 0.145096, 0.502885, None, None, None),
        ),
        (
            "B12",
            json!({"monster": "gargoyle", "spell": "SPELL_STONE_ARROW", "ev": 15, "ac": 8, "umbra": true}),
            (0.681818, 0.0, 0.681818, Some(15.5081), None, None),
        ),
        (
            "B12b",
            json!({"monster": "gargoyle", "spell": "SPELL_STONE_ARROW", "ev": 15, "ac": 8}),
            (0.562500, 0.0, 0.562500, None, None, None),
        ),
        (
            "B13",
            json!({"monster": "deep elf annihilator", "spell": "SPELL_IRON_SHOT", "ev": 15, "ac": 10, "sh_internal": 20, "repel_missiles": true}),
            (0.406699, 0.147979, 0.346516, None, None, None),
        ),
        (
            "B14",
            json!({"monster": "lich", "spell": "SPELL_BOLT_OF_COLD", "ev": 20, "ac": 10, "repel_missiles": true}),
            (0.510302, 0.0, 0.510302, Some(40.0017), None, None),
        ),
        (
            "B14b",
            json!({"monster": "lich", "spell": "SPELL_BOLT_OF_COLD", "ev": 20, "ac": 10}),
            (0.634615, 0.0, 0.634615, None, None, None),
        ),
        (
            "B15",
            json!({"monster": "acid dragon", "spell": "SPELL_SPIT_ACID", "ev": 10, "ac": 6, "resist": 1}),
            (0.871429, 0.0, 0.871429, Some(9.5008), None, Some(21)),
        ),
        (
            "B15b",
            json!({"monster": "acid dragon", "spell": "SPELL_SPIT_ACID", "ev": 10, "ac": 6}),
            (0.871429, 0.0, 0.871429, Some(19.5011), None, Some(42)),
        ),
        (
            "B16",
            json!({"monster": "orc knight", "spell": "SPELL_THROW_FLAME", "evoked": true, "ev": 10, "ac": 8, "sh_internal": 20}),
            (
                0.820000,
                0.161852,
                0.687281,
                Some(5.1120),
                Some(0.1093),
                None,
            ),
        ),
        (
            "B17",
            json!({"monster": "orc sorcerer", "spell": "SPELL_BOLT_OF_FIRE", "ev": 0, "ac": 0}),
            (1.0, 0.0, 1.0, Some(27.0), None, None),
        ),
        (
            "B18",
            json!({"monster": "ice dragon", "spell": "SPELL_COLD_BREATH", "ev": 10, "ac": 10}),
            (0.850000, 0.0, 0.850000, Some(32.5030), None, None),
        ),
        (
            "B19",
            json!({"monster": "manticore", "spell": "SPELL_THROW_BARBS", "ev": 10, "ac": 6, "sh_internal": 20}),
            (0.833333, 0.147979, 0.710017, Some(11.0296), None, None),
        ),
    ];
    for (name, input, row) in rows {
        check(name, &beam(input).exact(), row);
    }
    // The power, to-hit and dice columns of the set-up rows.
    let setup = |v: Value| match beam(v).exact() {
        AttackExact::Beam(b) => (b.power, b.to_hit_after_lighting, b.dice),
        AttackExact::Missile(_) | AttackExact::Direct(_) => unreachable!(),
    };
    let b9 = json!({"monster": "laughing skull", "spell": "bolt of draining", "ev": 0, "nearby_skulls": 3});
    assert_eq!(setup(b9), (105, 19, [3, 17]));
    let b11 = json!({"monster": "spriggan druid", "spell": "stone arrow", "ev": 0, "player_unseen": true});
    assert_eq!(setup(b11), (132, 8, [3, 18]));
    let b12 = json!({"monster": "gargoyle", "spell": "stone arrow", "ev": 0, "umbra": true});
    assert_eq!(setup(b12), (72, 22, [3, 12]));
    let b16 = json!({"monster": "orc knight", "spell": "throw flame", "evoked": true, "ev": 0});
    assert_eq!(setup(b16), (39, 25, [3, 5]));
}
