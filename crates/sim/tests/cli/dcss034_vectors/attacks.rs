//! The 0.34 attack vectors: monster and player hits through `roguesim hit`, turns through
//! `roguesim turn`, damage laws through `roguesim damage`.

use serde_json::{Value, json};

use super::*;

/// The `hit` or `turn` scenario of a `monster_hit` or `turn` vector, and its flags when it
/// has no automatic hit, situation or confused monster.
fn monster_scenario(i: &Value, block_limit: i64) -> (Value, Option<Vec<String>>) {
    let attacker = json!({
        "monster_hd": i["monster_hd"], "fighter": flag(i, "fighter"),
        "weapon_to_hit": int(i, "weapon_to_hit"), "slaying": int(i, "slaying"),
        "auto_hit": flag(i, "autohit"), "confused": flag(i, "monster_confused"),
        "attacks": int(i, "attacks").max(1),
    });
    let object = json!({
        "defender": {
            "ev_x100": i["ev_x100"], "sh_internal_x100": i["sh_x100"],
            "block_limit": block_limit,
        },
        "attackers": [attacker],
        // A Dazed, Vexed or otherwise incapacitated player cannot block; its EV as given.
        "situation": {
            "unseen_attacker": flag(i, "unseen_attacker"),
            "helpless": flag(i, "incapacitated"),
        },
    });
    let plain = [
        "monster_hd",
        "fighter",
        "weapon_to_hit",
        "slaying",
        "ev_x100",
        "sh_x100",
        "attacks",
        "block_limit",
    ];
    let by_flags = only(i, &plain).then(|| {
        let mut pairs = vec![
            ("monster-hd", text(&i["monster_hd"])),
            ("weapon-to-hit", int(i, "weapon_to_hit").to_string()),
            ("slaying", int(i, "slaying").to_string()),
            ("ev-x100", text(&i["ev_x100"])),
            ("sh-internal-x100", text(&i["sh_x100"])),
            ("block-limit", block_limit.to_string()),
        ];
        if i.get("attacks").is_some() {
            pairs.push(("attacks", text(&i["attacks"])));
        }
        flags(&pairs, &[("fighter", flag(i, "fighter"))])
    });
    (object, by_flags)
}

#[test]
fn every_monster_hit_vector_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = vectors()["monster_hit"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 46);
    let mut by_flags = 0;
    for (n, case) in cases.iter().enumerate() {
        let i = &case["input"];
        let what = format!("monster hit {n}: {i}");
        let (object, flags) = monster_scenario(i, 1);
        by_flags += usize::from(flags.is_some());
        let doc = run(dir.path(), "hit", object, flags, n);
        assert_eq!(doc["rules"], "dcss-0.34, shields 0.31", "{what}");
        close(&doc["exact"]["p_beat_ev"], &case["p_beat_ev"], &what);
        close(&doc["exact"]["p_block"], &case["p_block"], &what);
        close(&doc["exact"]["p_hit"], &case["p_land"], &what);
        assert_eq!(doc["display_pct"], case["display_pct"], "{what}");
        assert_eq!(
            doc["derived"]["attackers"][0]["to_hit"], case["to_land"],
            "{what}"
        );
        sigmas_within(&doc, &what);
    }
    assert!(by_flags >= 30, "{by_flags} monster hits ran with flags");
}

#[test]
fn every_player_hit_vector_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = vectors()["player_hit"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 24);
    for (n, case) in cases.iter().enumerate() {
        let i = &case["input"];
        let what = format!("player hit {n}: {i}");
        let lighting = int(i, "lighting");
        assert!([0, -3].contains(&lighting), "{what}: an unread lighting");
        let mut defender = json!({"ev": i["ev"]});
        if let Some(sh) = i.get("monster_sh") {
            defender["monster_sh"] = sh.clone();
        }
        let object = json!({
            "defender": defender,
            "attackers": [{
                "player_to_hit": i["to_hit"],
                "blind": flag(i, "blind"),
                "confused": flag(i, "confused"),
            }],
            // The monster cannot see the player: its block value ÷3. An umbra: −3.
            "situation": {
                "unseen_attacker": flag(i, "invisible_to_monster"),
                "umbra": lighting == -3,
            },
        });
        let by_flags = only(i, &["to_hit", "ev"]).then(|| {
            flags(
                &[
                    ("player-to-hit", text(&i["to_hit"])),
                    ("ev", text(&i["ev"])),
                ],
                &[],
            )
        });
        let doc = run(dir.path(), "hit", object, by_flags, n);
        assert_eq!(doc["display_pct"], case["display_pct"], "{what}");
        close(
            &doc["exact"]["p_beat_ev"],
            &case["p_hit_fixed_pre_roll"],
            &what,
        );
        close(
            &doc["exact"]["p_block"],
            &case["p_block_fixed_pre_roll"],
            &what,
        );
        close(
            &doc["exact"]["p_hit"],
            &case["p_land_fixed_pre_roll"],
            &what,
        );
        sigmas_within(&doc, &what);
    }
}

#[test]
fn every_turn_vector_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = vectors()["turn"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 32);
    let mut by_flags = 0;
    for (n, case) in cases.iter().enumerate() {
        let i = &case["input"];
        let what = format!("turn {n}: {i}");
        let (object, flags) = monster_scenario(i, int(i, "block_limit"));
        by_flags += usize::from(flags.is_some());
        let doc = run(dir.path(), "turn", object, flags, n);
        for key in [
            "blocks_distribution",
            "lands_distribution",
            "p_block_by_attack",
            "p_land_by_attack",
        ] {
            close_all(&doc["exact"][key], &case[key], &format!("{what}: {key}"));
        }
        close(
            &doc["exact"]["p_block_by_attack"][0],
            &case["p_block_unexhausted"],
            &what,
        );
        sigmas_within(&doc, &what);
    }
    assert!(by_flags >= 20, "{by_flags} turns ran with flags");
}

#[test]
fn every_damage_vector_from_the_command_line() {
    let cases = vectors()["damage"].as_array().unwrap().clone();
    assert_eq!(cases.len(), 32);
    for (n, case) in cases.iter().enumerate() {
        let i = &case["input"];
        let what = format!("damage {n}: {i}");
        let mut pairs = vec![
            ("attack-damage", text(&i["attack_damage"])),
            ("ac-x100", text(&i["player_ac_x100"])),
        ];
        if let Some(w) = i.get("weapon").filter(|w| !w.is_null()) {
            pairs.push(("weapon", text(w)));
            // The weapon's enchantment and the monster's slaying make one slaying roll.
            let plus = int(i, "weapon_plus") + int(i, "slaying");
            pairs.push(("weapon-plus", plus.to_string()));
        } else {
            assert_eq!(int(i, "slaying"), 0, "{what}: slaying without a weapon");
        }
        let switches: Vec<(&str, bool)> = [
            "tempered", "beogh", "might", "weak", "stab", "cleave", "heavy",
        ]
        .map(|f| (f, flag(i, f)))
        .to_vec();
        let mut args = vec!["damage".to_string()];
        args.extend(flags(&pairs, &switches));
        args.extend(["--trials", TRIALS, "--seed", "7"].map(String::from));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let doc = json_ok(&args);
        assert_eq!(doc["rules"], "dcss-0.34", "{what}");
        close_all(&doc["exact"]["distribution"], &case["distribution"], &what);
        close(&doc["exact"]["mean"], &case["mean"], &what);
        same_law(&doc["derived"]["ac_law"], &case["ac_law"], &what);
        same_law(&doc["derived"]["gdr_law"], &case["gdr_law"], &what);
        sigmas_within(&doc, &what);
    }
}
