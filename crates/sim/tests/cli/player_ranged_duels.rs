//! `duel --character` on every whole real 0.34 dump (`shared/dumps/0.34/`, beside the
//! repository; not redistributed with it) gives a result, launchers and casters included:
//! a dump wielding a launcher shoots it, a caster casts its best memorised attack spell,
//! and the exact P(you win) and the Monte Carlo estimate agree (`docs/rules/dcss-0.34-player-ranged.md`
//! §9). The folder is found as in `real_dumps`; without it this test has nothing to read and
//! passes.

use std::process::Command;

use mechanics::tolerance::MAX_SIGMAS;
use serde_json::Value;

use crate::real_dumps::dumps_in;
use crate::support::{BIN, describe};

/// The dumps whose offence is ranged, and what they fight with.
const RANGED: [(&str, &str); 6] = [
    ("excerpt-coglin-gizmo-installed-jingleheimer", "hand cannon"),
    ("henryci-cdump-0.34", "Lehudib's Crystal Spear"),
    ("morgue-Chih-20260401-190156", "Iskenderun's Mystic Blast"),
    ("morgue-Tinylith-20260403-165532", "sling"),
    ("morgue-deskoch-20260407-165007", "sling"),
    ("morgue-geewiz-20251012-232957", "Stone Arrow"),
];

/// The dumps that wait on another issue, and the error they stop with until it lands: an
/// unrandart melee weapon is the dump reader's to read (#32).
const AWAITING: [(&str, &str); 1] = [(
    "refracta__morgue-Mumonspawn-20250615-082315",
    "'+6 sword of Cerebov {flame}' names no weapon",
)];

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
        let out = Command::new(BIN).args(args).output().expect("the binary starts");
        if let Some((_, why)) = AWAITING.iter().find(|(n, _)| *n == name) {
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                out.status.code() == Some(2) && err.contains(why),
                "{name} no longer waits on another issue: drop it from AWAITING\n{}",
                describe(&args, &out)
            );
            continue;
        }
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
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
