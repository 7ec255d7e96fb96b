//! Answers a player reads at a glance (#33): every kind of the registry (its `example()`),
//! the studies and the tools, at `COLUMNS=80` and `120`: no line wider than the terminal, no
//! table cell wrapped (a table line with a blank cell continues a cell of the line above),
//! and, right under the title, an answer line in a player's units with no long digits.

use std::process::Command;

use roguesim::kinds::KINDS;

use crate::support::{BIN, ENV_RULES};

/// Every command whose default table output is checked: each kind's example, then the
/// studies and the tools.
fn commands() -> Vec<Vec<String>> {
    let owned = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let mut out: Vec<Vec<String>> = KINDS
        .iter()
        .map(|k| {
            let mut args = vec![k.command().to_string()];
            args.extend(owned(k.example()));
            if k.monte_carlo() && !k.example().contains(&"--trials") {
                args.extend(owned(&["--trials", "20000"]));
            }
            args
        })
        .collect();
    out.extend(
        [
            &["sweep", "hit", "--monster-hd", "10", "--vary", "ev=10..14"][..],
            &[
                "sweep",
                "hit",
                "--monster-hd",
                "10",
                "--vary",
                "ev=10..12",
                "--vary",
                "sh-internal=0..10:5",
            ],
            &[
                "compare",
                "hit",
                "--monster-hd",
                "15",
                "--species",
                "human",
                "--dex",
                "14",
                "--str",
                "16",
                "--shields-skill",
                "8",
                "--body",
                "scale mail",
                "--a",
                "shield=kite",
                "--b",
                "shield=tower",
                "--trials",
                "20000",
            ],
            &[
                "worth",
                "--monster",
                "orc knight",
                "--species",
                "minotaur",
                "--dex",
                "12",
                "--str",
                "20",
                "--body",
                "chain mail",
                "--armour-skill",
                "8",
                "--shield",
                "kite",
                "--shields-skill",
                "6",
                "--dodging",
                "3",
            ],
            &["bench", "--seconds", "0.01"],
            &["monsters", "orc"],
            &["monsters", "orc knight"],
            &["monsters"],
        ]
        .map(owned),
    );
    out
}

/// `roguesim ARGS --quiet` as a terminal `columns` wide shows it.
fn table(args: &[String], columns: u16) -> String {
    let out = Command::new(BIN)
        .args(args)
        .arg("--quiet")
        .env("COLUMNS", columns.to_string())
        .env_remove(ENV_RULES)
        .output()
        .expect("roguesim runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "roguesim {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The problems of `text` laid out for `width` columns.
fn problems(text: &str, width: usize) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        let n = line.chars().count();
        if n > width {
            found.push(format!("a line of {n} columns: {line}"));
        }
        if line.starts_with("  %") {
            found.push(format!("a percentage wrapped away from its number: {line}"));
        }
        if line.starts_with('│') {
            let cells: Vec<&str> = line.trim_matches('│').split(['│', '┆']).collect();
            if cells.iter().any(|c| c.trim().is_empty()) {
                found.push(format!("a cell wrapped from the line above: {line}"));
            }
        }
    }
    let mut lines = text.lines();
    let title = lines.next().unwrap_or("");
    let answer = lines.next().unwrap_or("");
    if !(title.starts_with("== ") && title.ends_with(" ==")) {
        found.push(format!("no title first: {title}"));
    }
    if let Some(why) = not_an_answer(answer) {
        found.push(format!("no answer under the title ({why}): {answer}"));
    }
    found
}

/// Why `line` is not an answer in a player's units, if it is not: it starts as a sentence
/// (a capital or a number, not a label such as `defender:`), holds a number, and no number
/// with more than three decimals or in scientific notation.
fn not_an_answer(line: &str) -> Option<&'static str> {
    if !line
        .chars()
        .next()
        .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
    {
        return Some("not a sentence");
    }
    if !line.chars().any(|c| c.is_ascii_digit()) {
        return Some("no number");
    }
    let bytes = line.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'.' && i > 0 && bytes[i - 1].is_ascii_digit() {
            let decimals = bytes[i + 1..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count();
            if decimals > 3 {
                return Some("a number with more than three decimals");
            }
        }
        if b == b'e' && i > 0 && bytes[i - 1].is_ascii_digit() {
            let next = bytes.get(i + 1).copied().unwrap_or(b' ');
            if next == b'-' || next.is_ascii_digit() {
                return Some("a number in scientific notation");
            }
        }
    }
    None
}

#[test]
fn every_kind_answers_first_in_tables_made_for_80_and_120_columns() {
    let commands = commands();
    let covered: Vec<&str> = commands.iter().map(|c| c[0].as_str()).collect();
    for k in KINDS {
        assert!(
            covered.contains(&k.command()),
            "{} is not covered",
            k.command()
        );
    }
    let mut failures = Vec::new();
    for args in &commands {
        for width in [80, 120] {
            let text = table(args, width);
            for p in problems(&text, usize::from(width)) {
                failures.push(format!("COLUMNS={width} roguesim {}: {p}", args.join(" ")));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_checks_see_a_wrapped_cell_a_wide_line_and_a_missing_answer() {
    let wrapped = "== x ==\nYou win 5 %.\n│ P(it is ┆ 0.5 │\n│ dead    ┆     │\n";
    assert_eq!(problems(wrapped, 80).len(), 1, "{wrapped}");
    let wide = format!("== x ==\nYou win 5 %.\n{}\n", "x".repeat(81));
    assert_eq!(problems(&wide, 80).len(), 1);
    let split =
        "== x ==\nYou win 5 %.\ninternal SH 40.43 (each block roll draws 40: 57 %, 41: 43\n  %)\n";
    assert_eq!(problems(split, 80).len(), 1, "{split}");
    assert!(not_an_answer("P(you win) 0.994716; you keep 84.304422 HP").is_some());
    assert!(not_an_answer("defender: EV 15").is_some());
    assert!(not_an_answer("You win 1.2e-7 of the time.").is_some());
    assert_eq!(
        not_an_answer("You win 99.5 % of the time and keep about 84 of your 121 HP."),
        None
    );
}

#[test]
fn your_attack_and_a_duel_take_a_monster_without_melee_attacks() {
    for monster in ["demonic plant", "block of ice", "eye of devastation"] {
        let doc = crate::support::json_ok(&[
            "attack",
            "--monster",
            monster,
            "--str",
            "15",
            "--dex",
            "14",
            "--player-weapon",
            "long sword",
            "--weapon-skill",
            "12",
            "--trials",
            "2000",
        ]);
        let mean = crate::support::num(&doc, "/exact/monster_hp_mean");
        assert!(mean > 0.0, "{monster}: {doc}");
    }
    // A duel with a monster that never hurts you in melee is won every time (a plant has
    // no melee attacks and never moves).
    let doc = crate::support::json_ok(&[
        "duel",
        "--monster",
        "demonic plant",
        "--species",
        "human",
        "--xl",
        "8",
        "--str",
        "15",
        "--dex",
        "12",
        "--player-weapon",
        "long sword",
        "--trials",
        "2000",
    ]);
    let p_win = crate::support::num(&doc, "/exact/p_win");
    assert!((p_win - 1.0).abs() < mechanics::tolerance::EXACT, "{p_win}");
}

#[test]
fn hit_with_the_player_attacking_describes_the_monster_it_hits() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = crate::support::write_file(
        dir.path(),
        "player-hits.json",
        r#"{"name": "player hits", "hit": {"defender": {"ev": 10, "monster_sh": 10},
            "attackers": [{"player_to_hit": 40}]}}"#,
    );
    let text = crate::support::stdout_ok(&["run", &file, "--trials", "2000"]);
    assert!(
        text.contains("defender: a monster with EV 10 and shield class 10"),
        "{text}"
    );
    assert!(!text.contains("each attack draws"), "{text}");
    assert!(text.contains("You land "), "{text}");
    assert!(text.contains("its shield blocks"), "{text}");
}

/// A dcss-0.34 character dump of the examples.
const DUMP_034: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../examples/characters/octopode-conjurer-eight-rings.txt"
);

#[test]
fn a_duel_with_a_dump_fits_one_screen_and_all_shows_every_turn() {
    let args: Vec<String> = [
        "duel",
        "--character",
        DUMP_034,
        "--monster",
        "deep troll",
        "--trials",
        "20000",
    ]
    .map(String::from)
    .to_vec();
    let screen = table(&args, 80);
    assert!(
        screen.lines().count() <= 40,
        "{} lines:\n{screen}",
        screen.lines().count()
    );
    assert!(problems(&screen, 80).is_empty(), "{screen}");
    assert!(screen.contains("--all shows every row"), "{screen}");
    let turns = |text: &str| {
        text.lines()
            .skip_while(|l| !l.contains("who is dead within k"))
            .filter(|l| {
                l.starts_with("│ ")
                    && l[4..]
                        .trim_start()
                        .starts_with(|c: char| c.is_ascii_digit())
            })
            .count()
    };
    let shown = turns(&screen);
    assert!((2..=9).contains(&shown), "{shown} turns shown:\n{screen}");
    let all = table(&[args, vec!["--all".into()]].concat(), 80);
    assert_eq!(turns(&all), 30, "{all}");
    assert!(!all.contains("--all shows every row"), "{all}");
    // The dump's own duel answers first, in a player's units.
    let answer = screen.lines().nth(1).unwrap_or("");
    assert!(answer.starts_with("You win "), "{screen}");
    assert!(answer.contains(" HP"), "{screen}");
}

/// The 0.34 dumps real players posted, where they are beside the repository (not
/// redistributed): every duel with a deep troll that runs fits one screen besides the notes
/// on what the dump's reading found (the issue's own example, notes and all, in 40 lines).
/// A dump whose weapon the duel refuses says so in one line and is not counted. The fast tier
/// fights every third dump (`ROGUESIM_REAL_DUMP_STRIDE`), the full tier all of them.
#[test]
fn a_real_dumps_duel_with_a_deep_troll_fits_one_screen() {
    let Some(dir) = crate::real_dumps::dumps_dir() else {
        eprintln!("skipped: no real dumps beside the repository (set ROGUESIM_DUMPS)");
        return;
    };
    let mut fitted = 0;
    let mut paths: Vec<_> = std::fs::read_dir(dir.join("0.34"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    // Every third dump in the fast tier (the first included), all in the full tier.
    let stride = crate::tier::size("ROGUESIM_REAL_DUMP_STRIDE", 3, 1) as usize;
    for path in paths.into_iter().step_by(stride) {
        let out = Command::new(BIN)
            .args(["duel", "--character"])
            .arg(&path)
            .args(["--monster", "deep troll", "--trials", "2000", "--quiet"])
            .env("COLUMNS", "80")
            .env_remove(ENV_RULES)
            .output()
            .expect("roguesim runs");
        if out.status.code() != Some(0) {
            let error = String::from_utf8_lossy(&out.stderr);
            assert_eq!(error.lines().count(), 1, "{}: {error}", path.display());
            continue;
        }
        let text = String::from_utf8(out.stdout).expect("UTF-8");
        // What the dump's reading says (its release, its form, what is not modelled) comes
        // on top of the duel's screen: a form's notes alone take up to eleven lines.
        let mut in_note = false;
        let n = text
            .lines()
            .filter(|l| {
                in_note = l.starts_with("note: ") || (in_note && l.starts_with("  "));
                !in_note
            })
            .count();
        assert!(
            n <= 40,
            "{}: {n} lines besides the notes\n{text}",
            path.display()
        );
        assert!(
            problems(&text, 80).is_empty(),
            "{}:\n{text}",
            path.display()
        );
        fitted += 1;
    }
    assert!(
        fitted > 0,
        "no 0.34 dump's duel ran under {}",
        dir.display()
    );
}
