//! The character dumps real players posted (`shared/dumps/`, beside the repository; not
//! redistributed with it): every one is read, its EV, SH, AC and max HP are checked against
//! its build, and every one that differs names its cause (`docs/rules/monsters-and-dumps.md`
//! §4.6); `roguesim ev --character` and `roguesim threat --character … --monster "orc
//! knight"` run on each. The folder is found in `$ROGUESIM_DUMPS`, or as `shared/dumps` in the nearest
//! directory above the repository that has one; without it this test has nothing to read
//! and passes.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use roguesim::dcss::character::{WeaponClass, check, parse};
use serde_json::Value;

use crate::support::{json_ok, run};

/// How many dumps of the folder read and how many match the game's numbers: the counts
/// this test keeps from dropping. Raise them when the reader gets better.
const PARSED_AT_LEAST: usize = 37;
const MATCHED_AT_LEAST: usize = 31;

/// The real dumps' folder, if there is one.
pub(crate) fn dumps_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("ROGUESIM_DUMPS") {
        return Some(PathBuf::from(dir));
    }
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    repo.canonicalize()
        .ok()?
        .ancestors()
        .skip(1)
        .map(|a| a.join("shared").join("dumps"))
        .find(|d| d.is_dir())
}

/// Every `.txt` dump of one release folder (`"0.34"`), in name order; none without the
/// folder.
pub fn dumps_in(release: &str) -> Vec<PathBuf> {
    dumps_dir()
        .map(|d| dumps(&d))
        .unwrap_or_default()
        .into_iter()
        .filter(|(r, _)| r == release)
        .map(|(_, p)| p)
        .collect()
}

/// Every `.txt` under the folder, by release folder.
fn dumps(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for release in std::fs::read_dir(dir).unwrap().flatten() {
        if !release.path().is_dir() {
            continue;
        }
        let name = release.file_name().to_string_lossy().to_string();
        for f in std::fs::read_dir(release.path()).unwrap().flatten() {
            if f.path().extension().is_some_and(|x| x == "txt") {
                out.push((name.clone(), f.path()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn real_dumps_are_read_and_every_mismatch_names_its_cause() {
    let Some(dir) = dumps_dir() else {
        return;
    };
    let files = dumps(&dir);
    let mut by_release: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    let (mut parsed, mut matched) = (0, 0);
    for (release, path) in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let row = by_release.entry(release.clone()).or_default();
        row.0 += 1;
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let dump = match parse(&text) {
            Ok(d) => d,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let c = match check(&dump) {
            Ok(c) => c,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        parsed += 1;
        row.1 += 1;
        if std::env::var_os("ROGUESIM_DUMPS_VERBOSE").is_some() {
            eprintln!(
                "{name}: {} EV {} in {:?}, SH {} in {:?}, AC {} in {:?}, HP {} in {:?}",
                c.rules,
                dump.dump_ev,
                c.ev_range,
                dump.dump_sh,
                c.sh_range,
                dump.dump_ac,
                c.ac_range,
                dump.real_max_hp.unwrap_or(dump.max_hp),
                c.max_hp_range
            );
        }
        if c.matches_dump {
            matched += 1;
            row.2 += 1;
        } else {
            let mismatches: Vec<&String> = c
                .notes
                .iter()
                .filter(|n| n.contains("does not match"))
                .collect();
            eprintln!("{name} ({}):", dump.version.text);
            for n in &mismatches {
                eprintln!("    {n}");
                if !n.contains("; cause: ") {
                    failures.push(format!("{name}: no cause named: {n}"));
                }
            }
        }
    }
    for (release, (n, p, m)) in &by_release {
        eprintln!("{release}: {n} dumps, {p} read, {m} match");
    }
    eprintln!(
        "total: {} dumps, {parsed} read, {matched} match",
        files.len()
    );
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(parsed >= PARSED_AT_LEAST, "{parsed} read");
    assert!(matched >= MATCHED_AT_LEAST, "{matched} match");
}

#[test]
fn ev_and_threat_run_on_every_real_dump() {
    let Some(dir) = dumps_dir() else {
        return;
    };
    let mut failures = Vec::new();
    // `ev` reads every dump; the fast tier runs `threat` (a fight, about 0.4 s in a debug
    // build) on every third dump, the full tier on all.
    let stride = crate::tier::size("ROGUESIM_REAL_DUMP_STRIDE", 3, 1) as usize;
    for (i, (_, path)) in dumps(&dir).into_iter().enumerate() {
        let file = path.display().to_string();
        let fights = i % stride == 0;
        for args in [
            vec!["ev", "--character", &file, "--format", "json"],
            vec![
                "threat",
                "--character",
                &file,
                "--monster",
                "orc knight",
                "--trials",
                "1000",
                "--format",
                "json",
            ],
        ]
        .into_iter()
        .filter(|a| fights || a[0] == "ev")
        {
            let out = run(&args);
            if !out.status.success() {
                failures.push(format!(
                    "{} {file}: {}",
                    args[0],
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The four real 0.34 dumps in a form (three storms and a dragon) are read in it: their EV,
/// SH, AC and max HP are the game's, and `threat` and `duel` on them fight with the form's
/// numbers (`docs/rules/dcss-0.34-forms.md` §7).
#[test]
fn the_real_dumps_in_a_form_match_and_threat_and_duel_use_the_form() {
    let Some(dir) = dumps_dir() else {
        return;
    };
    for (file, form) in [
        ("0.34/refracta__morgue-opking-20250621-140514.txt", "storm"),
        (
            "0.34/caiman-dorohedoro__mattekudasai034StormForm.txt",
            "storm",
        ),
        ("0.34/morgue-InabaYap-20260404-040250.txt", "storm"),
        ("0.34/morgue-mattengel8991-20260402-082021.txt", "dragon"),
    ] {
        let path = dir.join(file);
        let d = parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(
            d.form.as_ref().map(|f| f.name.as_str()),
            Some(form),
            "{file}"
        );
        let c = check(&d).unwrap();
        assert!(c.matches_dump, "{file}: {:#?}", c.notes);
        let path = path.display().to_string();
        let threat = json_ok(&[
            "threat",
            "--character",
            &path,
            "--monster",
            "orc knight",
            "--weapon",
            "long sword",
            "--trials",
            "1000",
        ]);
        // The commands compute at the skills as printed; the game's hidden fractions may
        // lift a number within the check's range (which holds the dump's own).
        let within = |v: &Value, range: Option<[i32; 2]>, what: &str| {
            let [low, high] = range.unwrap();
            let v = v.as_i64().unwrap();
            assert!(
                (i64::from(low)..=i64::from(high)).contains(&v),
                "{file}: {what} {v} outside {low}..={high}"
            );
        };
        let shown = |v: &Value| Value::from(v.as_i64().unwrap() / 100);
        within(
            &shown(&threat["derived"]["ev_x100"]),
            Some(c.ev_range),
            "threat EV",
        );
        within(
            &shown(&threat["damage"]["ac_x100"]),
            c.ac_range,
            "threat AC",
        );
        within(&threat["damage"]["max_hp"], c.max_hp_range, "threat max HP");
        let duel = json_ok(&[
            "duel",
            "--character",
            &path,
            "--monster",
            "orc knight",
            "--weapon",
            "long sword",
            "--trials",
            "1000",
        ]);
        let player = &duel["derived"]["player"];
        assert_eq!(player["form"], form, "{file}");
        within(&player["ev"], Some(c.ev_range), "duel EV");
        within(&player["ac"], c.ac_range, "duel AC");
        within(&player["hp"], c.max_hp_range, "duel HP");
        // Every form here melds the weapon: the form's unarmed attack fights.
        assert!(player["weapon"].is_null(), "{file}");
    }
}

/// `duel --character` gives a result on every real dump whose weapon is a melee weapon or a
/// staff (unrandarts as their base type) or that fights unarmed, and a dump wielding a
/// launcher shoots it (`docs/rules/dcss-0.34-player-ranged.md` §9); a wielded throwing
/// weapon is refused in one line that says its ranged attack is not modelled.
#[test]
fn duel_runs_on_every_real_dump_with_a_melee_weapon() {
    let Some(dir) = dumps_dir() else {
        return;
    };
    let (mut fought, mut refused, mut shot) = (0, 0, 0);
    let mut failures = Vec::new();
    // Every launcher and thrower; the fast tier fights every third melee weapon (the first
    // included), the full tier all.
    let stride = crate::tier::size("ROGUESIM_REAL_DUMP_STRIDE", 3, 1) as usize;
    let mut melee = 0;
    for (_, path) in dumps(&dir) {
        let d = parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let class = d.weapon.as_ref().map(|w| w.class);
        if !matches!(
            class,
            Some(WeaponClass::Launcher | WeaponClass::Throwing | WeaponClass::Unknown)
        ) {
            melee += 1;
            if (melee - 1) % stride != 0 {
                continue;
            }
        }
        let file = path.display().to_string();
        let args = [
            "duel",
            "--character",
            &file,
            "--monster",
            "orc knight",
            "--weapon",
            "long sword",
            "--trials",
            "1000",
            "--format",
            "json",
        ];
        let out = run(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        match class {
            Some(WeaponClass::Launcher) => {
                shot += 1;
                let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
                if !out.status.success() || !r["derived"]["ranged"]["attack"].is_string() {
                    failures.push(format!("{file}: the launcher does not shoot: {stderr}"));
                }
            }
            Some(WeaponClass::Throwing) => {
                refused += 1;
                let one_line = stderr.trim_end().lines().count() == 1;
                if out.status.code() != Some(2)
                    || !one_line
                    || !stderr.contains("ranged attack is not modelled yet")
                {
                    failures.push(format!("{file}: not the launcher's refusal: {stderr}"));
                }
            }
            Some(WeaponClass::Unknown) => failures.push(format!("{file}: an unknown weapon")),
            _ => {
                fought += 1;
                if !out.status.success() {
                    failures.push(format!("{file}: {stderr}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(
        fought >= 30 / stride && shot >= 3,
        "{fought} fought, {shot} shot, {refused} refused"
    );
}
