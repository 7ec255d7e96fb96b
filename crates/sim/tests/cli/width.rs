//! Terminal output fits 80 columns (#24): at `COLUMNS=80`, and by default when standard
//! output is not a terminal, no line of a table report is wider; JSON and CSV keep every
//! digit.

use std::process::Command;

use crate::support::BIN;

const CHARACTER: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../examples/characters/minotaur-fighter-plate-kite.txt"
);

/// A command of each report the issue names, with small runs.
fn commands() -> Vec<Vec<&'static str>> {
    vec![
        vec![
            "hit",
            "--monster-hd",
            "15",
            "--weapon-to-hit",
            "3",
            "--ev",
            "30",
        ],
        vec!["hit", "--monster", "orc knight", "--ev", "12", "--sh", "8"],
        vec![
            "turn",
            "--monster-hd",
            "5",
            "--ev",
            "15",
            "--sh-internal",
            "27",
            "--attacks",
            "4",
        ],
        vec![
            "turn",
            "--monster",
            "orc warrior",
            "--count",
            "3",
            "--ev",
            "12",
            "--sh",
            "9",
        ],
        vec![
            "threat",
            "--monster",
            "orc knight",
            "--character",
            CHARACTER,
        ],
        vec![
            "threat",
            "--monster",
            "hydra",
            "--heads",
            "5",
            "--ev",
            "10",
            "--ac",
            "5",
            "--hp",
            "80",
        ],
        vec!["ev", "--character", CHARACTER],
        vec![
            "ev",
            "--species",
            "minotaur",
            "--dex",
            "12",
            "--str",
            "22",
            "--body",
            "plate",
            "--shield",
            "tower",
            "--shields-skill",
            "15",
        ],
        vec!["speed", "--player-speed", "0", "--monster-speed", "10"],
        vec![
            "dcss-speed",
            "--monster",
            "orc knight",
            "--move",
            "10",
            "--pursuit",
            "adjacent",
        ],
        vec![
            "compare",
            "hit",
            "--monster-hd",
            "15",
            "--weapon-to-hit",
            "3",
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
        ],
        vec![
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
        vec!["monsters", "orc"],
        vec!["monsters", "orc knight"],
    ]
}

/// Runs `roguesim ARGS --trials 20000 --quiet` with `COLUMNS` as given (unset when `None`).
fn table(args: &[&str], columns: Option<&str>) -> String {
    let mut cmd = Command::new(BIN);
    cmd.args(args).args(["--quiet"]);
    if args[0] != "monsters" && args[0] != "ev" && args[0] != "worth" && args[0] != "compare" {
        cmd.args(["--trials", "20000"]);
    }
    match columns {
        Some(c) => cmd.env("COLUMNS", c),
        None => cmd.env_remove("COLUMNS"),
    };
    let out = cmd.output().expect("roguesim runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "roguesim {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn assert_fits(text: &str, width: usize, what: &str) {
    for line in text.lines() {
        let n = line.chars().count();
        assert!(
            n <= width,
            "{what}: a line of {n} columns:\n{line}\n\n{text}"
        );
    }
}

#[test]
fn every_table_fits_80_columns() {
    for args in commands() {
        let what = format!("COLUMNS=80 roguesim {}", args.join(" "));
        assert_fits(&table(&args, Some("80")), 80, &what);
        // Standard output is a pipe here: 80 columns without COLUMNS too.
        assert_fits(&table(&args, None), 80, &format!("{what} (no COLUMNS)"));
    }
}

#[test]
fn a_wider_terminal_gets_the_full_table() {
    let args = commands().pop().expect("a command");
    let wide = table(&args, Some("200"));
    assert!(wide.contains("┌"), "{wide}");
    // Designed for 80 columns: the ranking is a table there.
    let worth = &commands()[11];
    let eighty = table(worth, Some("80"));
    assert!(
        eighty.contains("│ 1 ┆ kite shield → tower shield ┆"),
        "{eighty}"
    );
    assert!(eighty.contains("-8.4 pp"), "{eighty}");
    // Too narrow for a table, the rows become records with every value intact.
    let narrow = table(worth, Some("50"));
    assert!(
        narrow.contains("• #: 1 · change: kite shield → tower shield"),
        "{narrow}"
    );
    assert!(narrow.contains("Δ P(hit): -8.4 pp"), "{narrow}");
}
