//! What `roguesim ranged` refuses, each in one line with exit code 2 naming the flag and
//! what is allowed (`docs/rules/dcss-0.31-ranged.md` §2–§4, §10.4): a spell the monster does
//! not cast, a missile it is never given, `--count 0`, a resistance or Willpower out of
//! range, an unknown monster (with the closest names), and under dcss-0.34 what its rules
//! and tables refuse.

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

/// Under dcss-0.34 the refusals name the 0.34 rules and tables: hundredths that disagree with
/// the number shown, a spell the 0.34 rule book leaves out, the hand cannon's 0.31 bolts
/// (`docs/rules/dcss-0.34-ranged.md` §0, §2.6, §6); and the orc priest's Pain is cast at
/// power 50.
#[test]
fn under_0_34_the_refusals_name_the_0_34_rules() {
    bad(
        &[
            "--monster",
            "centaur",
            "--missile",
            "shortbow",
            "--ev",
            "15",
            "--ev-x100",
            "1620",
            "--rules",
            "dcss-0.34",
        ],
        &["--ev", "not what ev_x100 1620 shows", "allowed 16"],
    );
    bad(
        &[
            "--monster",
            "centaur",
            "--missile",
            "shortbow",
            "--ev",
            "15",
            "--ac-x100",
            "1050",
            "--rules",
            "dcss-0.31",
        ],
        &["--ac-x100", "dcss-0.31 keeps the player's numbers whole"],
    );
    bad(
        &[
            "--monster",
            "wendigo",
            "--spell",
            "seracfall",
            "--ev",
            "15",
            "--rules",
            "dcss-0.34",
        ],
        &["--spell", "its own code sets its beam up"],
    );
    bad(
        &[
            "--monster",
            "yaktaur captain",
            "--missile",
            "bolt",
            "--launcher",
            "hand cannon",
            "--ev",
            "15",
            "--rules",
            "dcss-0.34",
        ],
        &["--missile", "a hand cannon fires slug"],
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
