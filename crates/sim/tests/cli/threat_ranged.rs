//! `threat`'s ranged part (`docs/rules/dcss-0.31-ranged.md` §11): the centaur warrior's bow
//! is listed with the same laws `roguesim ranged` gives; a monster that attacks only at
//! range gets its report; every monster with an attack at range gets its rows and is never
//! refused for lacking melee, under either rule set; under the default dcss-0.34 the bows and
//! Pain are 0.34.1's.

use crate::support::{assert_bad_input, json_ok, num};
use mechanics::dcss::monsters;
use mechanics::dcss::ranged::options::ranged_options_in;
use mechanics::dcss::rules::RuleSet;
use mechanics::tolerance::EXACT_REFERENCE;
use roguesim::dcss::input::DefenderSpec;
use roguesim::dcss::threat::{ThreatAction, ThreatSpec, exact_threat};

#[test]
fn the_centaur_warriors_bow_is_listed_with_the_ranged_laws() {
    let doc = json_ok(&[
        "threat",
        "--rules",
        "dcss-0.31",
        "--monster",
        "centaur warrior",
        "--ev",
        "15",
        "--trials",
        "2000",
    ]);
    let rows = doc["ranged"]["attacks"].as_array().expect("ranged rows");
    let names: Vec<&str> = rows.iter().map(|r| r["attack"].as_str().unwrap()).collect();
    assert_eq!(names, ["shortbow (arrow)", "orcbow (arrow)"]);
    // The same law as `roguesim ranged` for the shortbow.
    let ranged = json_ok(&[
        "ranged",
        "--rules",
        "dcss-0.31",
        "--monster",
        "centaur warrior",
        "--missile",
        "shortbow",
        "--ev",
        "15",
        "--trials",
        "2000",
    ]);
    for k in ["p_hit", "p_block", "p_land"] {
        let (t, r) = (
            num(&rows[0], &format!("/{k}")),
            num(&ranged["exact"], &format!("/{k}")),
        );
        assert!((t - r).abs() < EXACT_REFERENCE, "{k}: {t} vs {r}");
    }
    assert_eq!(rows[0]["shown"], "about 68% to hit you");
    // Its melee stays as it was.
    assert_eq!(doc["attacks"].as_array().unwrap().len(), 2);
    // With HP, the expected number of arrows to kill: at least HP / max damage.
    let doc = json_ok(&[
        "threat",
        "--rules",
        "dcss-0.31",
        "--monster",
        "centaur warrior",
        "--ev",
        "15",
        "--ac",
        "5",
        "--hp",
        "60",
        "--trials",
        "2000",
    ]);
    let n = num(&doc["ranged"]["attacks"][0], "/expected_attacks_to_death");
    assert!(n > 2.0 && n < 30.0, "{n}");
}

/// Under the default rules (dcss-0.34) the centaur warrior's shortbow and orcbow are
/// computed from the 0.34.1 launcher law, with the game's 0.34 display and Max Damage, and
/// the orc high priest's Pain is cast at power 50: 1d9 (`docs/rules/dcss-0.34-ranged.md` §2,
/// §10.2).
#[test]
fn under_the_default_rules_the_bows_and_pain_are_0_34s() {
    let doc = json_ok(&[
        "threat",
        "--monster",
        "centaur warrior",
        "--ev",
        "15",
        "--trials",
        "2000",
    ]);
    assert_eq!(
        doc["rules"].as_str().map(|r| r.starts_with("dcss-0.34")),
        Some(true)
    );
    let rows = doc["ranged"]["attacks"].as_array().expect("ranged rows");
    let names: Vec<&str> = rows.iter().map(|r| r["attack"].as_str().unwrap()).collect();
    assert_eq!(names, ["shortbow (arrow)", "orcbow (arrow)"]);
    // §9 M16b: the shortbow against EV 15 hits 67.5543 %; the game shows 68 %, Max
    // Damage 36.
    assert!((num(&rows[0], "/p_land") - 0.675543).abs() < 5e-7);
    assert_eq!(rows[0]["shown"], "about 68% to hit you");
    assert_eq!(rows[0]["max_damage_shown"], 36);
    let ranged = json_ok(&[
        "ranged",
        "--monster",
        "centaur warrior",
        "--missile",
        "orcbow",
        "--ev",
        "15",
        "--trials",
        "2000",
    ]);
    for k in ["p_hit", "p_block", "p_land"] {
        let (t, r) = (
            num(&rows[1], &format!("/{k}")),
            num(&ranged["exact"], &format!("/{k}")),
        );
        assert!((t - r).abs() < EXACT_REFERENCE, "{k}: {t} vs {r}");
    }
    let doc = json_ok(&[
        "threat",
        "--monster",
        "orc high priest",
        "--ev",
        "15",
        "--trials",
        "2000",
    ]);
    let pain = doc["ranged"]["attacks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["attack"] == "Pain")
        .expect("Pain");
    assert_eq!(pain["shown"], "(85%,1d9)");
    assert!((num(pain, "/mean_damage_when_lands") - 5.0).abs() < EXACT_REFERENCE);
}

#[test]
fn a_monster_that_attacks_only_at_range_gets_its_report() {
    let doc = json_ok(&[
        "threat",
        "--rules",
        "dcss-0.31",
        "--monster",
        "eye of devastation",
        "--ev",
        "15",
        "--trials",
        "2000",
    ]);
    assert_eq!(doc["attacks"].as_array().unwrap().len(), 0);
    assert_eq!(doc["exact"]["mean_lands_before_you_act"], 0.0);
    let rows = doc["ranged"]["attacks"].as_array().unwrap();
    assert_eq!(rows[0]["attack"], "Bolt of Devastation");
    assert_eq!(rows[0]["frequency"], 60);
    // Neither melee nor range: one line naming the monster.
    assert_bad_input(
        &["threat", "--monster", "butterfly", "--ev", "15"],
        &["--monster", "no melee attacks and no attack at range"],
    );
}

/// No monster with an attack at range is refused for lacking melee, and each gets one
/// ranged row per modelled attack.
#[test]
fn no_monster_with_a_ranged_attack_is_refused_for_lacking_melee() {
    for (rules, least) in [(RuleSet::Dcss031, 100), (RuleSet::Dcss034, 100)] {
        every_ranged_monster_gets_its_rows(rules, least);
    }
}

fn every_ranged_monster_gets_its_rows(rules: RuleSet, least: usize) {
    // The fast tier checks every second of them (the first included), the full tier all.
    let stride = crate::tier::size("ROGUESIM_MONSTER_STRIDE", 2, 1) as usize;
    let least = least / stride;
    let mut checked = 0;
    let ranged = monsters::all_in(rules)
        .iter()
        .filter(|m| m.hd > 0 && !ranged_options_in(rules, m).is_empty())
        .step_by(stride);
    for m in ranged {
        let options = ranged_options_in(rules, m);
        let spec = ThreatSpec {
            rules: Some(rules),
            defender: DefenderSpec {
                ev: Some(15),
                sh_internal: Some(16),
                ..DefenderSpec::default()
            },
            monster: m.id.clone(),
            depth: None,
            weapon: None,
            weapon_plus: None,
            heads: m.head_limit().map(|l| l.min.max(1) as u32),
            count: 1,
            player_action: ThreatAction::Attack,
            delay: None,
            shield_rules: Default::default(),
            situation: Default::default(),
            ac: Some(6),
            ac_x100: None,
            hp: Some(60),
            offence: None,
            ranged: None,
        };
        match exact_threat(&spec) {
            Ok(report) => {
                let r = report.ranged.expect("ranged rows");
                assert!(r.catalog.len() >= options.len(), "{}", m.name);
                assert!(r.attacks.iter().all(|a| (0.0..=1.0).contains(&a.p_land)));
                checked += 1;
            }
            Err(e) => {
                let text = e.to_string();
                assert!(!text.contains("no melee"), "{}: {text}", m.name);
            }
        }
    }
    assert!(checked > least, "{rules}: {checked}");
}
