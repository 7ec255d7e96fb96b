//! The worked examples of `docs/rules/dcss-0.31-ranged.md` §4 and §9 for missiles (M1–M14),
//! the game's display, a missile against a beam at the same to-hit, and the block limit across
//! several attacks. Values printed to 6 decimals are compared to [`SIX_DECIMALS`], means and
//! P(0) printed to 4 to [`FOUR_DECIMALS`].

use crate::ranged_common::{Row, beam, check, missile, near};
use mechanics::dcss::ranged::volley::Volley;
use mechanics::dcss::ranged::{AttackExact, RangedAttack};
use mechanics::tolerance::{FOUR_DECIMALS, SIX_DECIMALS};
use serde_json::{Value, json};

/// §9, the missile table (M1–M14) and its energy column.
#[test]
fn spec_9_missiles() {
    let rows: Vec<(&str, Value, Row)> = vec![
        (
            "M1",
            json!({"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10, "ac": 5}),
            (
                0.683871,
                0.0,
                0.683871,
                Some(6.2795),
                Some(0.0451),
                Some(16),
            ),
        ),
        (
            "M2",
            json!({"monster": "deep elf master archer", "launcher": "longbow", "missile": "arrow", "ev": 15, "ac": 10, "sh_internal": 20}),
            (
                0.729018,
                0.246659,
                0.549199,
                Some(22.6435),
                Some(0.0052),
                Some(52),
            ),
        ),
        (
            "M3",
            json!({"monster": "yaktaur captain", "launcher": "arbalest", "launcher_plus": 2, "missile": "bolt", "ev": 12, "ac": 20, "sh_internal": 30}),
            (
                0.772685,
                0.395833,
                0.466831,
                Some(19.9950),
                Some(0.0380),
                Some(54),
            ),
        ),
        (
            "M4",
            json!({"monster": "kobold", "missile": "stone", "ev": 10, "ac": 2}),
            (0.523750, 0.0, 0.523750, Some(0.6667), Some(0.5000), Some(2)),
        ),
        (
            "M5",
            json!({"monster": "Urug", "missile": "javelin", "ev": 10, "ac": 8, "sh_internal": 20}),
            (
                0.692969,
                0.0,
                0.692969,
                Some(12.4978),
                Some(0.0667),
                Some(30),
            ),
        ),
        (
            "M6",
            json!({"monster": "stone giant", "missile": "large rock", "ev": 8, "ac": 15}),
            (
                0.809302,
                0.0,
                0.809302,
                Some(23.1954),
                Some(0.0592),
                Some(57),
            ),
        ),
        (
            "M7",
            json!({"monster": "deep elf archer", "launcher": "longbow", "launcher_plus": 1, "launcher_brand": "heavy", "missile": "arrow", "ev": 20, "ac": 12, "sh_internal": 14}),
            (
                0.563333,
                0.198393,
                0.451572,
                Some(22.0044),
                Some(0.0116),
                Some(53),
            ),
        ),
        (
            "M8",
            json!({"monster": "centaur warrior", "launcher": "shortbow", "launcher_brand": "speed", "missile": "arrow", "ev": 10, "ac": 6}),
            (
                0.778804,
                0.0,
                0.778804,
                Some(14.1476),
                Some(0.0062),
                Some(32),
            ),
        ),
        (
            "M9",
            json!({"monster": "naga sharpshooter", "launcher": "arbalest", "missile": "bolt", "ev": 12, "ac": 8, "sh_internal": 27, "attacker_unseen": true}),
            (
                0.938462,
                0.151130,
                0.796632,
                Some(16.8980),
                Some(0.0084),
                Some(39),
            ),
        ),
        (
            "M9b",
            json!({"monster": "naga sharpshooter", "launcher": "arbalest", "missile": "bolt", "ev": 12, "ac": 8, "sh_internal": 27}),
            (0.694872, 0.404762, 0.413614, Some(16.8980), None, None),
        ),
        (
            "M10",
            json!({"monster": "yaktaur", "launcher": "arbalest", "missile": "bolt", "ev": 15, "ac": 10, "repel_missiles": true}),
            (0.294355, 0.0, 0.294355, Some(16.1651), None, None),
        ),
        (
            "M10b",
            json!({"monster": "yaktaur", "launcher": "arbalest", "missile": "bolt", "ev": 15, "ac": 10}),
            (0.602703, 0.0, 0.602703, None, None, None),
        ),
        (
            "M11",
            json!({"monster": "satyr", "launcher": "longbow", "missile": "arrow", "ev": 2, "ac": 4, "sh_internal": 35, "incapacitated": true}),
            (0.945918, 0.0, 0.945918, Some(24.4002), None, None),
        ),
        (
            "M12",
            json!({"monster": "cherub", "launcher": "sling", "missile": "sling bullet", "ev": 18, "ac": 6, "player_unseen": true}),
            (0.370988, 0.0, 0.370988, Some(12.6496), None, None),
        ),
        (
            "M13",
            json!({"monster": "Vashnia", "launcher": "longbow", "missile": "arrow", "ev": 25, "ac": 15, "sh_internal": 20, "portal_projectile": true}),
            (0.694578, 0.246659, 0.523255, Some(20.0418), None, None),
        ),
        (
            "M14",
            json!({"monster": "orc warrior", "missile": "boomerang", "ev": 5, "ac": 3}),
            (
                0.804000,
                0.0,
                0.804000,
                Some(7.0208),
                Some(0.0451),
                Some(16),
            ),
        ),
    ];
    for (name, input, row) in rows {
        let m = missile(input);
        check(name, &AttackExact::Missile(m.exact()), row);
    }
    // The pre + post column and the energy column.
    let pre_post = |v: Value| {
        let m = missile(v);
        (m.pre_roll_to_hit(), m.post_roll_modifiers())
    };
    let m10 = json!({"monster": "yaktaur", "launcher": "arbalest", "missile": "bolt", "ev": 15, "repel_missiles": true});
    assert_eq!(pre_post(m10), (36, -18));
    let m12 = json!({"monster": "cherub", "launcher": "sling", "missile": "sling bullet", "ev": 18, "player_unseen": true});
    assert_eq!(pre_post(m12), (40, -14));
    let m13 = json!({"monster": "Vashnia", "launcher": "longbow", "missile": "arrow", "ev": 25, "portal_projectile": true});
    assert_eq!(pre_post(m13.clone()), (58, 24));
    assert_eq!(missile(m13).energy_law(), None);
    let energy = |v: Value| {
        let e = missile(v).energy_law().unwrap();
        e.iter().filter(|&(_, p)| p > 0.0).collect::<Vec<_>>()
    };
    let m2 = json!({"monster": "deep elf master archer", "launcher": "longbow", "missile": "arrow", "ev": 15});
    assert_eq!(energy(m2), [(5, 1.0)]);
    let m7 = json!({"monster": "deep elf archer", "launcher": "longbow", "launcher_brand": "heavy", "missile": "arrow", "ev": 20});
    assert_eq!(energy(m7), [(15, 1.0)]);
    let m8 = energy(
        json!({"monster": "centaur warrior", "launcher": "shortbow", "launcher_brand": "speed", "missile": "arrow", "ev": 10}),
    );
    assert_eq!((m8[0].0, m8[1].0), (6, 7));
    near("M8 energy 6", m8[0].1, 1.0 / 3.0, SIX_DECIMALS);
}

/// §2.9 and §9: the master archer shows "about 57% to hit you"; it lands 54.92 %.
#[test]
fn spec_2_9_display() {
    let m = missile(
        json!({"monster": "deep elf master archer", "launcher": "longbow", "missile": "arrow", "ev": 15, "ac": 10, "sh_internal": 20}),
    );
    assert_eq!(m.display_pct(), Some(57));
    // "can deal up to 20 extra damage"; the largest bonus is 19.
    assert_eq!(m.displayed_archer_bonus(), Some(20));
    assert_eq!(
        missile(json!({"monster": "Urug", "missile": "javelin", "ev": 10})).display_pct(),
        None
    );
}

/// §9: a missile against a beam at the same to-hit 40 (the cherub's sling; Boris's iron shot
/// lit up to 40 by backlight), no shield.
#[test]
fn spec_9_missile_against_beam() {
    for (ev, want_missile, want_beam) in [
        (10, 0.7549, 0.8875),
        (20, 0.5232, 0.7625),
        (30, 0.3192, 0.6375),
    ] {
        let m = missile(
            json!({"monster": "cherub", "launcher": "sling", "missile": "sling bullet", "ev": ev}),
        );
        assert_eq!(m.to_hit_max(), 40);
        near(
            &format!("missile EV {ev}"),
            m.p_hit(),
            want_missile,
            FOUR_DECIMALS,
        );
        let b = beam(json!({"monster": "Boris", "spell": "iron shot", "ev": ev, "backlit": true}));
        let AttackExact::Beam(e) = b.exact() else {
            unreachable!()
        };
        assert_eq!(e.to_hit_after_lighting, 40);
        near(&format!("beam EV {ev}"), e.p_hit, want_beam, FOUR_DECIMALS);
    }
}

/// §9: four centaur arrows in one turn against psc 27 (P(block) = 1/2 each): expected blocks,
/// landed arrows and damage with limit 1, limit 3 and no limit.
#[test]
fn spec_9_block_limit_across_four_arrows() {
    let arrow = RangedAttack::Missile(missile(
        json!({"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10, "ac": 8, "sh_internal": 27}),
    ));
    near("P(block)", arrow.shot_law().p_block, 0.5, SIX_DECIMALS);
    for (limit, blocks, lands, damage) in [
        (Some(1), 0.9375, 2.0944, 10.4768),
        (Some(3), 1.9375, 1.4105, 7.0558),
        (None, 2.0, 1.3677, 6.8420),
    ] {
        let v = Volley::new(vec![arrow.clone(); 4], limit, None)
            .unwrap()
            .exact();
        near(
            &format!("{limit:?} blocks"),
            v.mean_blocks,
            blocks,
            FOUR_DECIMALS,
        );
        near(
            &format!("{limit:?} lands"),
            v.mean_lands,
            lands,
            FOUR_DECIMALS,
        );
        near(
            &format!("{limit:?} damage"),
            v.mean_total_damage,
            damage,
            FOUR_DECIMALS,
        );
    }
}

/// §4: the master archer's two shots per turn against EV 15, SH 20, AC 10.
#[test]
fn spec_4_two_master_archer_shots() {
    let shot = RangedAttack::Missile(missile(
        json!({"monster": "deep elf master archer", "launcher": "longbow", "missile": "arrow", "ev": 15, "ac": 10, "sh_internal": 20}),
    ));
    let rows = [
        (
            0,
            [1.0, 0.0, 0.0],
            [0.0734, 0.3951, 0.5315],
            33.0151,
            0.2799,
        ),
        (
            1,
            [0.5675, 0.4325, 0.0],
            [0.1589, 0.5395, 0.3016],
            25.8759,
            0.1606,
        ),
        (
            2,
            [0.5675, 0.3716, 0.0608],
            [0.2032, 0.4952, 0.3016],
            24.8716,
            0.1603,
        ),
    ];
    for (limit, blocks, lands, mean, p45) in rows {
        let v = Volley::new(vec![shot.clone(); 2], Some(limit), Some(45))
            .unwrap()
            .exact();
        for i in 0..3 {
            let b = v.blocks_distribution.get(i).copied().unwrap_or(0.0);
            near(
                &format!("limit {limit} P({i} blocks)"),
                b,
                blocks[i],
                FOUR_DECIMALS,
            );
            near(
                &format!("limit {limit} P({i} land)"),
                v.lands_distribution[i],
                lands[i],
                FOUR_DECIMALS,
            );
        }
        near(
            &format!("limit {limit} mean"),
            v.mean_total_damage,
            mean,
            FOUR_DECIMALS,
        );
        near(
            &format!("limit {limit} P(>= 45)"),
            v.p_total_at_least_hp.unwrap(),
            p45,
            FOUR_DECIMALS,
        );
    }
}
