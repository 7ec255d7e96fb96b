//! `roguesim danger` (`docs/rules/dcss-spawns.md` §8): the contract's keys; every level's
//! `p_picked` against the game's pick law after the fuzz, under both rule sets; each row's
//! `p_lose_alone` against `roguesim duel` for the same character and monster; the open
//! against the corridor where a monster comes alone; places without monsters refused; and
//! random (character, place) pairs whose Monte Carlo total agrees with the exact one (an exact
//! binomial test at p ≥ 1e-6, stricter than 5σ where the normal approximation holds).

use std::collections::BTreeMap;

use mechanics::dcss::duel::band::Terrain;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::spawns::{all_with_monsters, pick_law};
use mechanics::tolerance::{CHI_SQUARE_P, EXACT, SIX_SIGNIFICANT};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use roguesim::dcss::danger::roster::{Fight, Kind, NotFought};
use roguesim::dcss::danger::table::{exact_table, kinds_of};
use serde_json::{Value, json};
use statrs::distribution::{Binomial, DiscreteCDF};

use crate::support::{assert_bad_input, assert_usage_error, json_ok, write_file};

/// A weak build that D:4's monsters often beat: the table's numbers are far from 0 and 1.
const WEAK: &[&str] = &[
    "--species",
    "human",
    "--xl",
    "3",
    "--str",
    "10",
    "--dex",
    "10",
    "--fighting",
    "1",
    "--body",
    "robe",
    "--player-weapon",
    "dagger",
    "--weapon-skill",
    "1",
    "--rules",
    "dcss-0.34",
];

fn example(name: &str) -> String {
    format!(
        "{}/../../examples/characters/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn danger(you: &[&str], place: &str, rest: &[&str]) -> Value {
    let mut args = vec!["danger", "--place", place];
    args.extend(you);
    args.extend(rest);
    json_ok(&args)
}

fn rows(doc: &Value) -> &Vec<Value> {
    doc["exact"]["monsters"].as_array().unwrap()
}

#[test]
fn the_report_holds_the_contract_and_ranks_by_the_band() {
    let doc = danger(WEAK, "D:4", &["--trials", "2000"]);
    let rows = rows(&doc);
    assert!(rows.len() > 20, "D:4 makes many monsters");
    let (mut picked, mut total, mut last) = (0.0, 0.0, f64::INFINITY);
    for r in rows {
        for key in [
            "monster",
            "p_picked",
            "band_mean_size",
            "p_lose_alone",
            "p_lose_with_band",
            "expected_hp_lost_given_win",
        ] {
            assert!(r.get(key).is_some(), "{key} in {r}");
        }
        let p = r["p_picked"].as_f64().unwrap();
        picked += p;
        let size = r["band_mean_size"].as_f64().unwrap();
        assert!(size >= 1.0, "{r}");
        if r["p_band"].as_f64().unwrap() == 0.0 {
            assert_eq!(size, 1.0, "a monster alone is a group of one: {r}");
        }
        if r["fought"].as_bool().unwrap() {
            let with = r["p_lose_with_band"].as_f64().unwrap();
            let alone = r["p_lose_alone"].as_f64().unwrap();
            assert!(with >= alone - EXACT, "a band never helps you: {r}");
            assert!(with <= last + EXACT, "ranked by P(with its band): {r}");
            last = with;
            total += p * with;
        }
    }
    assert!((picked - 1.0).abs() < EXACT, "p_picked sum to {picked}");
    let said = doc["exact"]["p_next_monster_beats_you"].as_f64().unwrap();
    assert!((said - total).abs() < EXACT, "{said} against Σ {total}");
    let summary = doc["summary"].as_str().unwrap();
    assert!(
        summary.starts_with("on D:4 the next monster you meet beats you"),
        "{summary}"
    );
    // The same scenario as a file under the key `danger`, run by `roguesim run`.
    let dir = tempfile::tempdir().unwrap();
    let scenario = json!({"name": "D:4", "danger": {
        "place": "D:4",
        "rules": "dcss-0.34",
        "terrain": "corridor",
        "defender": {"species": "human", "xl": 3, "str": 10, "dex": 10, "fighting": 1,
                     "body": "robe"},
        "offence": {"weapon": "dagger", "weapon_skill": 1.0},
    }});
    let file = write_file(dir.path(), "d4.json", &scenario.to_string());
    let run = json_ok(&["run", &file, "--trials", "2000"]);
    assert_eq!(run["exact"], doc["exact"], "the file and the flags agree");
}

/// `roguesim duel`'s exact P(lose) for `monster` at `depth`.
fn duel_p_lose(you: &[&str], monster: &str, depth: i32) -> f64 {
    let depth = depth.to_string();
    let mut args = vec!["duel", "--monster", monster, "--depth", &depth];
    args.extend(you);
    args.extend(["--trials", "100"]);
    json_ok(&args)["exact"]["p_lose"].as_f64().unwrap()
}

fn ties_to_the_duel(you: &[&str], place: &str, depth: i32, monsters: &[&str]) {
    let doc = danger(you, place, &["--trials", "100"]);
    table_ties_to_the_duel(&doc, you, place, depth, monsters);
}

/// [`ties_to_the_duel`] for a table already made (P(lose alone) is exact, the same whatever
/// the run's trials).
fn table_ties_to_the_duel(doc: &Value, you: &[&str], place: &str, depth: i32, monsters: &[&str]) {
    for monster in monsters {
        let row = rows(doc)
            .iter()
            .find(|r| r["monster"] == *monster)
            .unwrap_or_else(|| panic!("{place} makes {monster}"));
        let ours = row["p_lose_alone"].as_f64().unwrap();
        let duel = duel_p_lose(you, monster, depth);
        assert!(
            (ours - duel).abs() < EXACT,
            "{place} {monster}: the table's {ours} against duel's {duel}"
        );
    }
}

#[test]
fn p_lose_alone_is_the_duel_of_the_same_character_and_monster() {
    // A build, monsters with one weapon, many weapons and none, near 0 and near 1.
    ties_to_the_duel(
        WEAK,
        "D:4",
        4,
        &["orc", "gnoll", "jackal", "adder", "hound", "orc wizard"],
    );
    // A character dump (its own rule set), deeper.
    let dump = example("deep-elf-conjurer-robe.txt");
    ties_to_the_duel(
        &["--character", &dump],
        "D:6",
        6,
        &["orc warrior", "ogre", "orc"],
    );
}

/// The table's Monte Carlo total is consistent with its exact total (an exact binomial test).
fn monte_carlo_agrees(doc: &Value, trials: u64, what: &str) {
    let exact = doc["exact"]["p_next_monster_beats_you"].as_f64().unwrap();
    let estimate = doc["estimate"]["p_next_monster_beats_you"]
        .as_f64()
        .unwrap();
    let losses = (estimate * trials as f64).round() as u64;
    consistent(what, losses, trials, exact);
}

/// The fought rows' first `n` monsters, most dangerous first.
fn first_fought(doc: &Value, n: usize) -> Vec<String> {
    rows(doc)
        .iter()
        .filter(|r| r["fought"].as_bool().unwrap())
        .take(n)
        .map(|r| r["monster"].as_str().unwrap().to_string())
        .collect()
}

/// An archer's table shoots where `roguesim duel` does (dcss-0.34): its P(lose alone) is the
/// duel's, launcher and all. Under its own release (0.31.1, where your shots are not
/// modelled) it fights in melee, unarmed, and says so, never reading the launcher as
/// "wields nothing".
#[test]
fn an_archers_table_shoots_where_the_duel_does() {
    let dump = example("kobold-hunter-ring-of-protection.txt");
    let doc = danger(&["--character", &dump], "D:1", &["--trials", "100"]);
    let notes = doc["derived"]["notes"].to_string();
    assert!(
        notes.contains("shortbow is not used here: the table fights you in melee, unarmed"),
        "{notes}"
    );
    assert!(!notes.contains("wields nothing"), "{notes}");
    assert!(!notes.contains("has no melee attack modelled"), "{notes}");
    assert!(!rows(&doc).is_empty());

    let you = ["--character", &dump, "--rules", "dcss-0.34"];
    let doc = danger(&you, "D:2", &["--trials", "20000", "--seed", "3"]);
    monte_carlo_agrees(&doc, 20_000, "the archer at D:2");
    let notes = doc["derived"]["notes"].to_string();
    assert!(
        notes.contains("you shoot or cast as `roguesim duel` does"),
        "{notes}"
    );
    assert!(!notes.contains("wields nothing"), "{notes}");
    let monsters = first_fought(&doc, 3);
    let names: Vec<&str> = monsters.iter().map(String::as_str).collect();
    table_ties_to_the_duel(&doc, &you, "D:2", 2, &names);
}

/// A caster's table casts where `roguesim duel` does: the same P(lose alone).
#[test]
fn a_casters_table_casts_where_the_duel_does() {
    let dump = example("deep-elf-conjurer-stone-arrow.txt");
    let you = ["--character", &dump];
    let doc = danger(&you, "D:3", &["--trials", "20000", "--seed", "3"]);
    monte_carlo_agrees(&doc, 20_000, "the caster at D:3");
    let notes = doc["derived"]["notes"].to_string();
    assert!(
        notes.contains("you shoot or cast as `roguesim duel` does"),
        "{notes}"
    );
    let monsters = first_fought(&doc, 3);
    let names: Vec<&str> = monsters.iter().map(String::as_str).collect();
    table_ties_to_the_duel(&doc, &you, "D:3", 3, &names);
}

#[test]
fn the_open_agrees_with_the_corridor_where_a_monster_comes_alone() {
    let corridor = danger(WEAK, "D:4", &["--trials", "100"]);
    let open = danger(WEAK, "D:4", &["--terrain", "open", "--trials", "40000"]);
    assert!(open["exact"]["p_next_monster_beats_you"].is_null());
    let by_id: BTreeMap<&str, &Value> = rows(&corridor)
        .iter()
        .map(|r| (r["monster_id"].as_str().unwrap(), r))
        .collect();
    let mut checked = 0;
    for (i, r) in rows(&open).iter().enumerate() {
        if !r["fought"].as_bool().unwrap() {
            continue;
        }
        let c = by_id[r["monster_id"].as_str().unwrap()];
        if r["p_band"].as_f64().unwrap() > 0.0 {
            assert!(
                r["p_lose_with_band"].is_null(),
                "the open's bands are estimated"
            );
            continue;
        }
        let exact = c["p_lose_with_band"].as_f64().unwrap();
        assert_eq!(r["p_lose_with_band"].as_f64().unwrap(), exact, "{r}");
        // The open's own fights (each member on its own clock) against the corridor's law.
        let n = open["fights_by_monster"][i].as_f64().unwrap();
        let estimate = open["estimate"]["p_lose_with_band"][i].as_f64().unwrap();
        if n > 0.0 {
            consistent(
                &format!("{r}"),
                (estimate * n).round() as u64,
                n as u64,
                exact,
            );
            checked += 1;
        }
    }
    assert!(checked > 10, "{checked} monsters alone checked");
}

#[test]
fn places_without_monsters_are_refused_naming_those_with() {
    let dump = example("minotaur-fighter-plate-kite.txt");
    for place in ["Temple:1", "Foo:2", "D:16", "Lair"] {
        assert_bad_input(
            &["danger", "--character", &dump, "--place", place],
            &["place", "D:1-15", "Lair:1-5"],
        );
    }
    assert_usage_error(
        &[
            "danger",
            "--character",
            &dump,
            "--place",
            "D:3",
            "--terrain",
            "lava",
        ],
        &["--terrain", "corridor", "open"],
    );
    assert_bad_input(&["danger", "--place", "D:3"], &["species"]);
}

/// `hits` of `n` fights against the exact probability `p`: a two-sided exact binomial test
/// keeps a p-value of at least [`CHI_SQUARE_P`] (5 standard errors of the normal
/// approximation would wrongly fail one win in 500 fights lost 99.996 % of the time). A
/// certain or impossible event must be every fight or none.
fn consistent(what: &str, hits: u64, n: u64, p: f64) {
    let (k, q) = if p > 0.5 {
        (n - hits, 1.0 - p)
    } else {
        (hits, p)
    };
    if q < EXACT {
        assert_eq!(k, 0, "{what}: {hits}/{n} for a probability {p}");
        return;
    }
    let law = Binomial::new(q, n).expect("a probability and a count");
    let below = law.cdf(k);
    let above = if k == 0 { 1.0 } else { law.sf(k - 1) };
    let p_value = (2.0 * below.min(above)).min(1.0);
    assert!(
        p_value >= CHI_SQUARE_P,
        "{what}: {hits}/{n} against {p}: two-sided binomial p-value {p_value:e}"
    );
}

fn reference(rules: RuleSet) -> Value {
    let text = match rules {
        RuleSet::Dcss031 => {
            include_str!("../../../mechanics/tests/data/dcss-0.31-spawn-levels.json")
        }
        RuleSet::Dcss034 => {
            include_str!("../../../mechanics/tests/data/dcss-0.34-spawn-levels.json")
        }
    };
    serde_json::from_str(text).unwrap()
}

#[test]
fn every_levels_p_picked_is_the_games_law_after_the_fuzz() {
    for rules in RuleSet::ALL {
        let doc = reference(rules);
        for place in all_with_monsters(rules) {
            let what = format!("{rules} {place}");
            let picks = pick_law(&place);
            // The table's rows with every kind left unfought: the rows' P(picked) alone.
            let kinds: BTreeMap<&'static str, Kind> = kinds_of(&place, &picks)
                .into_iter()
                .map(|id| {
                    let kind = Kind {
                        id,
                        name: id.to_string(),
                        fight: Fight::Not(NotFought::RangedOnly),
                    };
                    (id, kind)
                })
                .collect();
            let (table, _) = exact_table(&place, &picks, &kinds, Terrain::Corridor, 10);
            let want = &doc["levels"][place.to_string()];
            let law = match want.get("with_fuzz") {
                Some(law) => law
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|e| (e[0].as_str().unwrap(), e[1].as_f64().unwrap()))
                    .collect::<Vec<_>>(),
                None => want["no_fuzz"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|e| (e[0].as_str().unwrap(), e[2].as_f64().unwrap()))
                    .collect(),
            };
            assert_eq!(table.monsters.len(), law.len(), "{what}: rows");
            let sum: f64 = table.monsters.iter().map(|r| r.p_picked).sum();
            assert!((sum - 1.0).abs() < EXACT, "{what}: sums to {sum}");
            for (id, p) in law {
                let row = table.monsters.iter().find(|r| r.monster_id == id);
                let got = row
                    .unwrap_or_else(|| panic!("{what}: no row {id}"))
                    .p_picked;
                assert!(
                    (got - p).abs() <= SIX_SIGNIFICANT * p,
                    "{what}: {id} picked {got} against {p}"
                );
            }
        }
    }
}

/// Species of both rule sets that wear any body armour. No Minotaur: its headbutt sends
/// every duel to the whole chain, tens of seconds a table (README, Performance).
const SPECIES: [&str; 5] = ["human", "kobold", "deep elf", "gargoyle", "demigod"];
const BODY: [&str; 5] = [
    "robe",
    "leather armour",
    "ring mail",
    "scale mail",
    "plate armour",
];
const WEAPON: [&str; 6] = [
    "dagger",
    "mace",
    "long sword",
    "war axe",
    "spear",
    "great sword",
];
const DUMPS: [&str; 4] = [
    "troll-berserker-troll-leather-tower.txt",
    "deep-elf-conjurer-robe.txt",
    "gargoyle-leather-buckler.txt",
    "human-fighter-unrandarts.txt",
];

/// A random character: a dump, or a build of a random XL with skills and gear to match.
fn character(rng: &mut Xoshiro256PlusPlus) -> Vec<String> {
    if rng.random_bool(0.25) {
        let dump = DUMPS[rng.random_range(0..DUMPS.len())];
        return vec!["--character".into(), example(dump)];
    }
    let xl = rng.random_range(1..=27);
    let skill = |rng: &mut Xoshiro256PlusPlus| rng.random_range(0..=xl).to_string();
    let rules = if rng.random_bool(0.5) {
        "dcss-0.31"
    } else {
        "dcss-0.34"
    };
    vec![
        "--species".into(),
        SPECIES[rng.random_range(0..SPECIES.len())].into(),
        "--xl".into(),
        xl.to_string(),
        "--str".into(),
        rng.random_range(8..=30).to_string(),
        "--dex".into(),
        rng.random_range(8..=30).to_string(),
        "--fighting".into(),
        skill(rng),
        "--body".into(),
        BODY[rng.random_range(0..BODY.len())].into(),
        "--player-weapon".into(),
        WEAPON[rng.random_range(0..WEAPON.len())].into(),
        "--weapon-skill".into(),
        skill(rng),
        "--rules".into(),
        rules.into(),
    ]
}

/// Random (character, place) pairs (200 in the full tier): each table's Monte Carlo total,
/// the next monster drawn and fought band member by band member, agrees with the exact total
/// of the chains (a two-sided binomial p-value ≥ 1e-6, the standard's bound). The fast tier keeps to the first levels of the Dungeon and the Lair
/// and to builds (no dumps) of XL 12 and less, where a debug build's table takes seconds.
#[test]
fn random_characters_and_places_monte_carlo_agrees_with_exact() {
    let full = crate::tier::is_full();
    let pairs = crate::tier::size("ROGUESIM_DANGER_PAIRS", 3, 200);
    let trials = crate::tier::size("ROGUESIM_DANGER_TRIALS", 4_000, 20_000);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(30);
    // Places valid under both rule sets, so a dump's own rule set finds them too.
    let places: Vec<String> = all_with_monsters(RuleSet::Dcss031)
        .into_iter()
        .map(|p| p.to_string())
        .filter(|p| {
            all_with_monsters(RuleSet::Dcss034)
                .iter()
                .any(|q| q.to_string() == *p)
        })
        .filter(|p| full || p.starts_with("D:") && p[2..].parse::<u32>().unwrap() <= 5)
        .collect();
    let mut done = 0;
    while done < pairs {
        let you = character(&mut rng);
        let place = &places[rng.random_range(0..places.len())];
        let strong = you[0] == "--character"
            || you
                .iter()
                .position(|a| a == "--xl")
                .is_some_and(|i| you[i + 1].parse::<u32>().unwrap() > 12);
        if !full && strong {
            continue;
        }
        let you: Vec<&str> = you.iter().map(String::as_str).collect();
        let trials_s = trials.to_string();
        let doc = danger(&you, place, &["--trials", &trials_s, "--seed", "30"]);
        let exact = doc["exact"]["p_next_monster_beats_you"].as_f64().unwrap();
        let estimate = doc["estimate"]["p_next_monster_beats_you"]
            .as_f64()
            .unwrap();
        let losses = (estimate * trials as f64).round() as u64;
        consistent(
            &format!("{} at {place}", you.join(" ")),
            losses,
            trials,
            exact,
        );
        done += 1;
    }
}
