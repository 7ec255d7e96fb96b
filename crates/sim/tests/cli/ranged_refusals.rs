//! What `roguesim ranged` refuses, each in one line with exit code 2 naming the flag and
//! what is allowed (`docs/rules/dcss-0.31-ranged.md` §2–§4, §10.4): a spell the monster does
//! not cast, a missile it is never given, `--count 0`, a resistance or Willpower out of
//! range, an unknown monster (with the closest names), and under dcss-0.34 whatever is not
//! extracted.

use crate::support::{assert_bad_input, json_ok};

fn bad(args: &[&str], needles: &[&str]) {
    let mut all = vec!["ranged"];
    all.extend(args);
    all.extend(["--trials", "1000"]);
    // Pinned: the default rule set may change; these refusals are 0.31's.
    if !args.contains(&"--rules") {
        all.extend(["--rules", "dcss-0.31"]);
    }
    assert_bad_input(&all, needles);
}

#[test]
fn bad_ranged_input_is_one_line() {
    let priest = ["--monster", "orc priest", "--ev", "15"];
    let with = |more: &[&'static str]| -> Vec<&'static str> {
        let mut v = priest.to_vec();
        v.extend(more);
        v
    };
    bad(
        &with(&["--spell", "bolt of fire"]),
        &[
            "--spell",
            "does not cast SPELL_BOLT_OF_FIRE",
            "allowed SPELL_PAIN, SPELL_SMITING",
        ],
    );
    bad(
        &["--monster", "centaur", "--missile", "javelin", "--ev", "15"],
        &[
            "--missile",
            "never given a javelin",
            "shortbow (fires arrow)",
        ],
    );
    bad(
        &["--monster", "centaur", "--missile", "arrow", "--ev", "15"],
        &["--launcher", "allowed shortbow, orcbow"],
    );
    bad(&with(&["--count", "0"]), &["--count", "allowed 1 to 64"]);
    bad(
        &with(&["--spell", "pain", "--resist", "4"]),
        &["--resist", "4 is not a resistance to pain: allowed -1 to 3"],
    );
    bad(
        &with(&["--spell", "smiting", "--resist", "1"]),
        &["--resist", "resistance to smiting: allowed 0 to 0"],
    );
    bad(
        &with(&["--willpower", "9000"]),
        &["--willpower", "allowed 0 to 5000"],
    );
    bad(
        &["--monster", "orc preist", "--ev", "15"],
        &["--monster", "unknown monster", "closest: orc priest"],
    );
    bad(
        &["--monster", "rat", "--ev", "15"],
        &["--monster", "the rat has no ranged attack"],
    );
    bad(
        &[
            "--monster",
            "orc wizard",
            "--ev",
            "15",
            "--spell",
            "confuse",
        ],
        &[
            "--spell",
            "SPELL_CONFUSE is not modelled",
            "hex resisted by Will",
        ],
    );
    bad(
        &[
            "--monster",
            "orc wizard",
            "--ev",
            "15",
            "--spell",
            "magic dart",
            "--willpower",
            "40",
        ],
        &["--willpower", "does not test your Willpower"],
    );
}

/// Under dcss-0.34 only Smiting and Pain are modelled; everything else is refused naming
/// what is not extracted, never answered with 0.31 numbers.
#[test]
fn under_0_34_what_is_not_extracted_is_refused() {
    bad(
        &[
            "--monster",
            "centaur warrior",
            "--ev",
            "15",
            "--rules",
            "dcss-0.34",
        ],
        &[
            "--monster",
            "missiles are not modelled under dcss-0.34",
            "mon-gear",
        ],
    );
    bad(
        &[
            "--monster",
            "centaur",
            "--missile",
            "shortbow",
            "--ev",
            "15",
            "--rules",
            "dcss-0.34",
        ],
        &["--missile", "missiles are not modelled under dcss-0.34"],
    );
    bad(
        &[
            "--monster",
            "orc wizard",
            "--spell",
            "magic dart",
            "--ev",
            "15",
            "--rules",
            "dcss-0.34",
        ],
        &["--spell", "0.34.1 zap table", "not extracted"],
    );
    // The orc priest under 0.34: its Pain at power 50 (1d9) and its Smiting.
    let doc = json_ok(&[
        "ranged",
        "--monster",
        "orc priest",
        "--ev",
        "15",
        "--rules",
        "dcss-0.34",
        "--trials",
        "2000",
    ]);
    assert_eq!(doc["rules"], "dcss-0.34");
    assert_eq!(doc["exact"][0]["dice"], serde_json::json!([1, 9]));
    assert_eq!(doc["exact"][0]["shown"], "(85%,1d9)");
    assert_eq!(doc["exact"][1]["shown"], "7-17");
}
