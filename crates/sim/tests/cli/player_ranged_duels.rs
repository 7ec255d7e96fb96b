//! `duel --character` on every whole real 0.34 dump (`shared/dumps/0.34/`, beside the
//! repository; not redistributed with it) gives a result, launchers and casters included:
//! a dump wielding a launcher shoots it, a caster casts its best memorised attack spell,
//! and the exact P(you win) and the Monte Carlo estimate agree, next to an orc warrior and, for
//! the ranged ones, a deep troll three cells away (`docs/rules/dcss-0.34-player-ranged.md`
//! §9); the one wielding an unrandart (the sword of Cerebov) fights with it in melee. The
//! folder is found as in `real_dumps`; without it this test has nothing to read and passes.

use std::process::Command;

use mechanics::tolerance::MAX_SIGMAS;
use serde_json::Value;

use crate::real_dumps::dumps_in;
use crate::support::{BIN, describe, run};

/// The dumps whose offence is ranged, and what they fight with.
const RANGED: [(&str, &str); 5] = [
    ("excerpt-coglin-gizmo-installed-jingleheimer", "hand cannon"),
    ("henryci-cdump-0.34", "Lehudib's Crystal Spear"),
    ("morgue-Tinylith-20260403-165532", "sling"),
    ("morgue-deskoch-20260407-165007", "sling"),
    ("morgue-geewiz-20251012-232957", "Stone Arrow"),
];

#[test]
fn every_real_034_dump_duels_launchers_and_casters_included() {
    let dumps = dumps_in("0.34");
    if dumps.is_empty() {
        eprintln!("no shared/dumps/0.34 beside the repository: nothing to check");
        return;
    }
    let mut failures = Vec::new();
    for path in &dumps {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let file = path.display().to_string();
        let args = [
            "duel",
            "--character",
            file.as_str(),
            "--monster",
            "orc warrior",
            "--weapon",
            "war axe",
            "--trials",
            "4000",
            "--format",
            "json",
            "--quiet",
        ];
        let out = Command::new(BIN)
            .args(args)
            .output()
            .expect("the binary starts");
        if out.status.code() != Some(0) {
            failures.push(describe(&args, &out));
            continue;
        }
        let r: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let attack = r["derived"]["ranged"]["attack"].as_str();
        let want = RANGED.iter().find(|(n, _)| *n == name).map(|(_, a)| *a);
        assert_eq!(attack, want, "{name}: the attack it fights with");
        let sigmas = r["estimate"]["sigmas"]["p_win"].as_f64().unwrap_or(0.0);
        assert!(
            r["exact"]["p_win"].is_number() && sigmas.abs() <= MAX_SIGMAS,
            "{name}: exact {} against the estimate {} ({sigmas} sigmas)",
            r["exact"]["p_win"],
            r["estimate"]["p_win"]
        );
        if let Some(want) = want {
            far_duel(&name, &file, want);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A ranged dump against a deep troll three cells away, a fight whose outcome is in doubt
/// for the weaker archers: the same attack, and the exact P(you win) within
/// [`MAX_SIGMAS`] of the estimate.
fn far_duel(name: &str, file: &str, want: &str) {
    let args = [
        "duel",
        "--character",
        file,
        "--monster",
        "deep troll",
        "--distance",
        "3",
        "--trials",
        "8000",
        "--format",
        "json",
    ];
    let out = run(&args);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&args, &out));
    let r: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(
        r["derived"]["ranged"]["attack"].as_str(),
        Some(want),
        "{name}: the attack from three cells"
    );
    let sigmas = r["estimate"]["sigmas"]["p_win"].as_f64().expect("sigmas");
    assert!(
        sigmas.abs() <= MAX_SIGMAS,
        "{name} from three cells: exact {} against the estimate {} ({sigmas} sigmas)",
        r["exact"]["p_win"],
        r["estimate"]["p_win"]
    );
}

fn fixture(name: &str) -> String {
    format!(
        "{}/../../examples/characters/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The constructed Conjurer (`examples/characters/`) casts its best attack spell against an
/// ogre, from where it stands and from four cells, and the exact P(you win) agrees with the
/// estimate; a closer start never helps it.
#[test]
fn the_conjurer_casts_its_best_spell_from_any_distance() {
    let file = fixture("deep-elf-conjurer-stone-arrow.txt");
    let mut wins = Vec::new();
    for distance in ["1", "4"] {
        let args = [
            "duel",
            "--character",
            file.as_str(),
            "--monster",
            "ogre",
            "--weapon",
            "giant club",
            "--distance",
            distance,
            "--trials",
            "8000",
            "--format",
            "json",
        ];
        let out = run(&args);
        assert_eq!(out.status.code(), Some(0), "{}", describe(&args, &out));
        let r: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let ranged = &r["derived"]["ranged"];
        assert_eq!(ranged["attack"], "Stone Arrow", "{distance}: {ranged}");
        assert_eq!(ranged["budget"], 18, "{distance}: the dump's MP");
        let sigmas = r["estimate"]["sigmas"]["p_win"].as_f64().expect("sigmas");
        assert!(sigmas.abs() <= MAX_SIGMAS, "{distance}: {sigmas} sigmas");
        wins.push(r["exact"]["p_win"].as_f64().expect("an exact P(win)"));
    }
    assert!(
        wins[1] > wins[0],
        "from four cells {} against {}",
        wins[1],
        wins[0]
    );
}

/// A dump without a ranged attack fights in melee: the ranged flags leave it adjacent with a
/// note, and a start away from it is refused in one line that names the flag and what it
/// allows.
#[test]
fn a_melee_dump_fights_adjacent_and_refuses_a_distance() {
    let file = fixture("coglin-fighter-gizmo-revved.txt");
    let base = [
        "duel",
        "--character",
        file.as_str(),
        "--monster",
        "orc warrior",
        "--weapon",
        "war axe",
        "--trials",
        "2000",
        "--format",
        "json",
    ];
    let args: Vec<&str> = base.iter().copied().chain(["--then", "wait"]).collect();
    let out = run(&args);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&args, &out));
    let r: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(
        r["derived"]["ranged"].is_null(),
        "{}",
        r["derived"]["ranged"]
    );
    let notes = r["derived"]["notes"].to_string();
    assert!(notes.contains("nothing to act on"), "{notes}");
    let args: Vec<&str> = base.iter().copied().chain(["--distance", "3"]).collect();
    let out = run(&args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{}", describe(&args, &out));
    assert!(out.stdout.is_empty(), "{}", describe(&args, &out));
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        err.contains("--distance") && err.contains("allowed 1"),
        "{err}"
    );
}
