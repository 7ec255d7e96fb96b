//! Fuzzing the command line in-process, through [`roguesim::cli::main_with_io`], the function
//! the binary runs (its `main` only passes the real standard output and error): generated and
//! mutated scenario files (wrong types, out-of-range and huge numbers, unknown and missing
//! fields, non-UTF-8 bytes, deep nesting, empty files) and argument vectors (every
//! subcommand, every flag clap knows and some it does not, random values). Every case must be
//! accepted (exit 0) or rejected with exit code 2 and one line on standard error that names
//! the flag, the argument or the file; a panic fails the test and proptest shrinks the case.
//!
//! proptest rather than cargo-fuzz: it runs on the stable toolchain inside `cargo test`, so
//! CI runs it with the rest of the suite; a fixed seed makes CI's cases the same every run;
//! and a failing case is shrunk to a small one that reads as a command line.
//!
//! * `ROGUESIM_FUZZ_CASES` sets the number of cases (default 10,000, what CI runs;
//!   `ROGUESIM_FUZZ_CASES=1000000` is the long run).
//! * `ROGUESIM_FUZZ_SEED` (a number) draws other cases than CI's.
//! * `ROGUESIM_FUZZ_TRACE` (any value) prints every case before it runs: a case that aborts
//!   the process (which no test can catch) is then the last one printed.
//!
//! Run sizes stay small so that a case takes milliseconds: valid trial counts above 200
//! become 200 (and a run given none runs 200, not the default 10^6), bench seconds 0.002,
//! threads at most 4, and a chunk at least 500 trials; the plausible command lines keep to a
//! few attacks and moderate speeds, reaching the limits through the numbers substituted into
//! them. The limits themselves (10^15 trials, 1024 threads) are tested in `shards.rs` and
//! `engine.rs`. Files are written only inside a temporary directory.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use clap::CommandFactory;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use roguesim::cli::args::Cli;
use roguesim::cli::main_with_io;
use serde_json::Value;

/// The repository's scenario files.
const CONFIGS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../configs");

/// The cases CI runs.
const CI_CASES: u32 = 10_000;

/// The largest trial count a case runs.
const MAX_CASE_TRIALS: u64 = 200;

/// Numbers at and around every limit of the inputs, and far past them.
const NUMBERS: &[&str] = &[
    "-9223372036854775808",
    "-1000",
    "-100",
    "-99",
    "-51",
    "-50",
    "-11",
    "-10",
    "-1",
    "-0",
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "7",
    "10",
    "12",
    "14",
    "15",
    "20",
    "27",
    "28",
    "30",
    "31",
    "32",
    "33",
    "50",
    "60",
    "64",
    "99",
    "100",
    "101",
    "133",
    "150",
    "151",
    "160",
    "200",
    "201",
    "255",
    "256",
    "512",
    "513",
    "1000",
    "1023",
    "1024",
    "1025",
    "65536",
    "2147483647",
    "2147483648",
    "4294967296",
    "9007199254740993",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "1000000000000000",
    "1000000000000001",
    "100000000000000000000",
    "0.0",
    "0.5",
    "1.5",
    "2.7",
    "27.1",
    "0.01",
    "1e3",
    "1e308",
    "1e999",
    "-1e999",
    "NaN",
    "nan",
    "inf",
    "-inf",
    "0x10",
    "+5",
    " 5",
];

/// The games' names and the flags' words, valid and nearly valid.
const WORDS: &[&str] = &[
    "human",
    "minotaur",
    "deep elf",
    "Sp",
    "felid",
    "troll",
    "octopode",
    "red draconian",
    "naga",
    "gargoyle",
    "humna",
    "plate",
    "crystal plate",
    "robe",
    "leather armour",
    "scale mail",
    "fire dragon",
    "buckler",
    "kite",
    "tower",
    "orb",
    "kiet",
    "cloak+1,helmet,boots",
    "barding",
    "gloves+3",
    "hat,hat",
    "cloak+99",
    "orc",
    "orc warrior",
    "orc knight",
    "hydra",
    "centaur warrior",
    "ogre",
    "Sigmund",
    "player ghost",
    "dancing weapon",
    "ettin",
    "giant",
    "long sword",
    "club",
    "triple sword",
    "hound",
    "dragon",
    "0.31",
    "0.19",
    "0.2",
    "walk",
    "fleet_of_foot",
    "tree",
    "snow",
    "off",
    "jitter",
    "adjacent",
    "dcss",
    "frog",
    "table",
    "json",
    "csv",
    "markdown",
    "auto",
    "portable",
    "avx2",
    "avx512",
    "scenario",
    "hit",
    "partial",
    "stationary",
    "level-entry",
    "attack",
    "move",
    "wait",
    "2/4",
    "1/1",
    "0/4",
    "5/4",
    "1/1000000000000001",
    "a/b",
    "",
    "-",
    "--",
    "=",
];

/// The subcommands, and words that are none.
const COMMANDS: &[&str] = &[
    "run",
    "ev",
    "hit",
    "turn",
    "threat",
    "speed",
    "dcss-speed",
    "monsters",
    "bench",
    "schema",
    "merge",
    "help",
    "bogus",
    "HIT",
];

/// Flags that write files: their values are always paths in the case's directory.
const WRITES: &[&str] = &["--output", "--checkpoint"];

/// One value of a flag or a positional argument.
#[derive(Clone, Debug)]
enum Arg {
    Number(&'static str),
    Word(&'static str),
    Text(String),
    Bytes(Vec<u8>),
    /// A path: a scenario file of the case, a part, a config, a directory, or nothing.
    Path(u8),
}

/// One item of an argument vector.
#[derive(Clone, Debug)]
enum Item {
    /// `--flag value`, `--flag=value` or `--flag` alone.
    Flag {
        name: String,
        value: Option<Arg>,
        equals: bool,
    },
    /// A bare argument.
    Bare(Arg),
}

/// A change to a scenario file's JSON tree, at the node numbered `at` (pre-order, modulo
/// the node count).
#[derive(Clone, Debug)]
enum Edit {
    Replace { at: usize, with: Junk },
    Remove { at: usize },
    Insert { at: usize, key: String, with: Junk },
}

/// A JSON value of any type, or nested `depth` levels deep.
#[derive(Clone, Debug)]
enum Junk {
    Null,
    Bool(bool),
    Number(&'static str),
    Word(&'static str),
    Text(String),
    Nest(usize),
    Array,
    Object,
}

/// A change to a scenario file's bytes after the edits.
#[derive(Clone, Debug)]
enum Bytes {
    Keep,
    Truncate(usize),
    Splice(usize, Vec<u8>),
    Empty,
    ByteOrderMark,
    Wrap(usize),
}

/// A flag's plausible values in a [`Template`]: whole numbers in a range, words, or none.
#[derive(Clone, Copy, Debug)]
enum Val {
    Int(i64, i64),
    Words(&'static [&'static str]),
    Switch,
}

/// A plausible command line: a subcommand, the flags it needs, the flags it may take.
struct Template {
    command: &'static str,
    required: &'static [(&'static str, Val)],
    optional: &'static [(&'static str, Val)],
}

const MONSTERS: &[&str] = &[
    "orc",
    "orc warrior",
    "orc knight",
    "centaur warrior",
    "ogre",
    "hydra",
];
const SPECIES: &[&str] = &[
    "human", "minotaur", "deep elf", "felid", "troll", "naga", "octopode",
];

/// Flags of every run, after a template's own.
const COMMON: &[(&str, Val)] = &[
    ("--seed", Val::Int(0, 20)),
    ("--threads", Val::Int(1, 3)),
    (
        "--format",
        Val::Words(&["table", "json", "csv", "markdown"]),
    ),
    ("--chunk-size", Val::Int(500, 1500)),
    ("--shard", Val::Words(&["1/2", "2/2", "3/4", "1/1", "9/9"])),
    ("--checkpoint", Val::Switch),
    ("--checkpoint-every", Val::Int(0, 1)),
];

/// Plausible command lines of every subcommand, the values near their limits.
const TEMPLATES: &[Template] = &[
    Template {
        command: "hit",
        required: &[
            ("--monster-hd", Val::Int(0, 32)),
            ("--ev", Val::Int(-52, 152)),
        ],
        optional: &[
            ("--sh-internal", Val::Int(-1, 202)),
            ("--fighter", Val::Switch),
            ("--weapon-to-hit", Val::Int(-30, 30)),
            ("--shield-rules", Val::Words(&["0.31", "0.19"])),
        ],
    },
    Template {
        command: "hit",
        required: &[
            ("--monster", Val::Words(MONSTERS)),
            ("--ev", Val::Int(0, 40)),
        ],
        optional: &[
            ("--depth", Val::Int(-1, 30)),
            ("--sh-internal", Val::Int(0, 40)),
            (
                "--weapon",
                Val::Words(&["long sword", "club", "triple sword", "dagger"]),
            ),
            ("--weapon-plus", Val::Int(-4, 12)),
        ],
    },
    Template {
        command: "turn",
        required: &[
            ("--monster-hd", Val::Int(1, 30)),
            ("--ev", Val::Int(0, 60)),
            ("--sh-internal", Val::Int(0, 60)),
            ("--attacks", Val::Int(0, 8)),
            ("--shield-rules", Val::Words(&["0.31", "0.19"])),
        ],
        optional: &[
            ("--block-limit", Val::Int(-1, 10)),
            ("--turns", Val::Int(0, 12)),
            ("--fighter", Val::Switch),
        ],
    },
    Template {
        command: "threat",
        required: &[
            ("--monster", Val::Words(MONSTERS)),
            ("--ev", Val::Int(0, 40)),
        ],
        optional: &[
            ("--count", Val::Int(0, 9)),
            ("--sh-internal", Val::Int(0, 40)),
            (
                "--player-action",
                Val::Words(&["attack", "move", "wait", "fly"]),
            ),
            ("--delay", Val::Int(0, 30)),
        ],
    },
    Template {
        command: "speed",
        required: &[
            ("--player-speed", Val::Int(-30, 40)),
            ("--monster-speed", Val::Int(-30, 40)),
        ],
        optional: &[
            ("--player-action-cost", Val::Int(0, 400)),
            ("--non-unique", Val::Switch),
            ("--monster-hasted", Val::Switch),
            ("--player-slowed", Val::Switch),
            ("--window", Val::Int(0, 300)),
            (
                "--start",
                Val::Words(&["stationary", "level-entry", "later"]),
            ),
        ],
    },
    Template {
        command: "dcss-speed",
        required: &[
            ("--monster-speed", Val::Int(-1, 201)),
            ("--move", Val::Int(-1, 40)),
        ],
        optional: &[
            ("--monster-action-cost", Val::Int(-1, 40)),
            ("--hasted", Val::Switch),
            ("--slowed", Val::Switch),
            ("--pursuit", Val::Words(&["off", "jitter", "adjacent"])),
        ],
    },
    Template {
        command: "dcss-speed",
        required: &[("--monster", Val::Words(MONSTERS)), ("--wait", Val::Switch)],
        optional: &[("--hasted", Val::Switch)],
    },
    Template {
        command: "ev",
        required: &[
            ("--species", Val::Words(SPECIES)),
            ("--dex", Val::Int(-1, 100)),
            ("--str", Val::Int(-1, 100)),
        ],
        optional: &[
            ("--xl", Val::Int(0, 28)),
            ("--dodging", Val::Int(-1, 28)),
            ("--armour-skill", Val::Int(0, 28)),
            (
                "--body",
                Val::Words(&["plate", "robe", "scale mail", "crystal plate", "barding"]),
            ),
            ("--shield", Val::Words(&["buckler", "kite", "tower", "orb"])),
            ("--shields-skill", Val::Int(0, 28)),
            (
                "--aux",
                Val::Words(&["cloak+1,helmet,boots", "barding", "hat,hat", "gloves+9"]),
            ),
        ],
    },
    Template {
        command: "monsters",
        required: &[],
        optional: &[("--game", Val::Words(&["dcss", "frog", "angband"]))],
    },
    Template {
        command: "schema",
        required: &[],
        optional: &[],
    },
];

/// One fuzz case.
#[derive(Clone, Debug)]
enum Case {
    /// A plausible command line (`TEMPLATES[template]`), values drawn from `picks`, optional
    /// flags where `optional` has a bit, one value in eight replaced by a number from
    /// [`NUMBERS`], and random items after.
    Plausible {
        template: usize,
        picks: Vec<u64>,
        optional: u32,
        items: Vec<Item>,
    },
    /// A command line.
    Args {
        command: Option<&'static str>,
        items: Vec<Item>,
    },
    /// `roguesim run FILE` on a mutated scenario file, with more flags.
    File {
        base: usize,
        edits: Vec<Edit>,
        bytes: Bytes,
        items: Vec<Item>,
    },
}

fn arg() -> impl Strategy<Value = Arg> {
    prop_oneof![
        4 => prop::sample::select(NUMBERS).prop_map(Arg::Number),
        3 => prop::sample::select(WORDS).prop_map(Arg::Word),
        1 => "[ -~]{0,16}".prop_map(Arg::Text),
        1 => "\\PC{0,8}".prop_map(Arg::Text),
        1 => prop::collection::vec(any::<u8>(), 0..8).prop_map(Arg::Bytes),
        1 => (0u8..6).prop_map(Arg::Path),
    ]
}

fn items(flags: Vec<String>) -> impl Strategy<Value = Vec<Item>> {
    let flag = (
        prop::sample::select(flags),
        prop::option::weighted(0.85, arg()),
        prop::bool::weighted(0.2),
    )
        .prop_map(|(name, value, equals)| Item::Flag {
            name,
            value,
            equals,
        });
    let item = prop_oneof![8 => flag, 1 => arg().prop_map(Item::Bare)];
    prop::collection::vec(item, 0..9)
}

fn junk() -> impl Strategy<Value = Junk> {
    prop_oneof![
        Just(Junk::Null),
        any::<bool>().prop_map(Junk::Bool),
        prop::sample::select(NUMBERS).prop_map(Junk::Number),
        prop::sample::select(WORDS).prop_map(Junk::Word),
        "\\PC{0,12}".prop_map(Junk::Text),
        (1usize..300).prop_map(Junk::Nest),
        Just(Junk::Array),
        Just(Junk::Object),
    ]
}

fn edit() -> impl Strategy<Value = Edit> {
    let key = prop_oneof![
        3 => prop::sample::select(&[
            "trials", "seed", "name", "hit", "turn", "speed", "ev", "threat", "dcss_speed",
            "defender", "attackers", "ev", "sh_internal", "monster_hd", "count", "attacks",
            "turns", "window", "monster", "player_speed", "monster_speed", "bogus",
        ][..])
        .prop_map(str::to_string),
        1 => "[a-z_]{0,10}",
    ];
    prop_oneof![
        3 => (any::<usize>(), junk()).prop_map(|(at, with)| Edit::Replace { at, with }),
        1 => any::<usize>().prop_map(|at| Edit::Remove { at }),
        1 => (any::<usize>(), key, junk()).prop_map(|(at, key, with)| Edit::Insert {
            at,
            key,
            with
        }),
    ]
}

fn bytes() -> impl Strategy<Value = Bytes> {
    prop_oneof![
        12 => Just(Bytes::Keep),
        1 => any::<usize>().prop_map(Bytes::Truncate),
        1 => (any::<usize>(), prop::collection::vec(any::<u8>(), 1..6))
            .prop_map(|(at, b)| Bytes::Splice(at, b)),
        1 => Just(Bytes::Empty),
        1 => Just(Bytes::ByteOrderMark),
        1 => (1usize..5000).prop_map(Bytes::Wrap),
    ]
}

fn case(flags: Vec<String>, bases: usize) -> impl Strategy<Value = Case> {
    let args = (
        prop::option::weighted(0.95, prop::sample::select(COMMANDS)),
        items(flags.clone()),
    )
        .prop_map(|(command, items)| Case::Args { command, items });
    let file = (
        0..bases,
        prop::collection::vec(edit(), 0..4),
        bytes(),
        items(flags.clone()),
    )
        .prop_map(|(base, edits, bytes, items)| Case::File {
            base,
            edits,
            bytes,
            items,
        });
    let plausible = (
        0..TEMPLATES.len(),
        prop::collection::vec(any::<u64>(), 16),
        any::<u32>(),
        prop::collection::vec(any::<u64>(), 0..4).prop_flat_map(move |v| {
            let flags = flags.clone();
            // One plausible case in four has one random item after its flags.
            items(flags).prop_map(move |mut i| {
                i.truncate(usize::from(v.len() == 3));
                i
            })
        }),
    )
        .prop_map(|(template, picks, optional, items)| Case::Plausible {
            template,
            picks,
            optional,
            items,
        });
    prop_oneof![3 => plausible, 1 => args, 1 => file]
}

/// Every long flag clap knows, on any subcommand, and a few it does not.
fn all_flags() -> Vec<String> {
    fn walk(cmd: &clap::Command, out: &mut Vec<String>) {
        for a in cmd.get_arguments() {
            if let Some(long) = a.get_long() {
                out.push(format!("--{long}"));
            }
        }
        for sub in cmd.get_subcommands() {
            walk(sub, out);
        }
    }
    let mut out = Vec::new();
    walk(&Cli::command(), &mut out);
    out.sort();
    out.dedup();
    out.extend(["--bogus", "-x", "-", "--trial", "--help", "--version"].map(String::from));
    out
}

/// The case's world: a directory for its files, the base scenarios, and merge parts.
struct World {
    dir: tempfile::TempDir,
    bases: Vec<Value>,
    parts: Vec<PathBuf>,
}

impl World {
    fn new() -> World {
        let dir = tempfile::tempdir().unwrap();
        let mut bases: Vec<Value> = std::fs::read_dir(CONFIGS)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .map(|p| serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap())
            .collect();
        bases.sort_by_key(|v| v.to_string());
        // Scenarios the configs do not have: a named monster's threat, an ev build, a level
        // entry, a dump-less named attacker.
        for args in [
            &[
                "threat",
                "--monster",
                "orc knight",
                "--ev",
                "10",
                "--count",
                "2",
            ][..],
            &[
                "ev",
                "--species",
                "naga",
                "--dex",
                "12",
                "--str",
                "10",
                "--body",
                "robe",
            ],
            &[
                "speed",
                "--player-speed",
                "5",
                "--monster-speed",
                "10",
                "--start",
                "level-entry",
            ],
            &[
                "hit",
                "--monster",
                "centaur warrior",
                "--ev",
                "14",
                "--sh-internal",
                "8",
            ],
            &[
                "dcss-speed",
                "--monster",
                "ogre",
                "--move",
                "10",
                "--pursuit",
                "adjacent",
            ],
        ] {
            let (code, out, err) = call(
                args.iter()
                    .copied()
                    .chain(["--format", "json", "--trials", "100"]),
            );
            assert_eq!(code, 0, "{args:?}: {err}");
            let doc: Value = serde_json::from_slice(&out).unwrap();
            bases.push(doc["inputs"].clone());
        }
        let mut parts = Vec::new();
        for i in 1..=3 {
            let path = dir.path().join(format!("part-{i}.json"));
            let shard = format!("{i}/3");
            let (code, _, err) = call([
                "hit",
                "--monster-hd",
                "7",
                "--ev",
                "9",
                "--trials",
                "3000",
                "--chunk-size",
                "1000",
                "--shard",
                &shard,
                "--output",
                path.to_str().unwrap(),
            ]);
            assert_eq!(code, 0, "{err}");
            parts.push(path);
        }
        World { dir, bases, parts }
    }

    fn path(&self, which: u8, file: Option<&Path>) -> OsString {
        match which {
            0 => file.map_or_else(|| self.dir.path().join("none.json"), Path::to_path_buf),
            1 => self.parts[0].clone(),
            2 => self.dir.path().to_path_buf(),
            3 => self.dir.path().join("no-such-file.json"),
            4 => Path::new(CONFIGS).join("kite-shield-vs-orc-pack.json"),
            _ => self.parts[2].clone(),
        }
        .into_os_string()
    }

    /// The argument's text; paths resolved, writes kept inside the directory.
    fn text(&self, a: &Arg, file: Option<&Path>, flag: Option<&str>) -> OsString {
        if flag.is_some_and(|f| WRITES.contains(&f)) {
            // Any value becomes one of a few files in the directory.
            let n = format!("{a:?}").len() % 3;
            return self
                .dir
                .path()
                .join(format!("written-{n}"))
                .into_os_string();
        }
        let raw: OsString = match a {
            Arg::Number(s) | Arg::Word(s) => s.into(),
            Arg::Text(s) => s.into(),
            Arg::Bytes(b) => OsString::from_vec(b.clone()),
            Arg::Path(w) => return self.path(*w, file),
        };
        tame(flag, raw)
    }

    fn argv(&self, command: Option<&str>, items: &[Item], file: Option<&Path>) -> Vec<OsString> {
        let mut argv: Vec<OsString> = vec!["roguesim".into()];
        argv.extend(command.map(OsString::from));
        if let Some(f) = file {
            argv.push(f.into());
        }
        for item in items {
            match item {
                Item::Flag {
                    name,
                    value,
                    equals,
                } => match value {
                    None => argv.push(name.into()),
                    Some(v) => {
                        let v = self.text(v, file, Some(name));
                        if *equals {
                            let mut joined = OsString::from(format!("{name}="));
                            joined.push(v);
                            argv.push(joined);
                        } else {
                            argv.extend([name.into(), v]);
                        }
                    }
                },
                Item::Bare(v) => argv.push(self.text(v, file, None)),
            }
        }
        argv
    }

    /// The command line of a plausible case.
    fn plausible(
        &self,
        template: usize,
        picks: &[u64],
        optional: u32,
        items: &[Item],
    ) -> Vec<OsString> {
        let t = &TEMPLATES[template];
        let mut argv: Vec<OsString> = vec![t.command.into()];
        let mut pick = picks.iter().copied().cycle();
        // Each optional flag one time in four.
        let chosen = t
            .optional
            .iter()
            .chain(COMMON)
            .enumerate()
            .filter(|(i, _)| optional >> i & optional >> (i + 16) & 1 == 1);
        let flags = t.required.iter().chain(chosen.map(|(_, f)| f));
        for (flag, val) in flags {
            let p = pick.next().unwrap_or(0);
            argv.push((*flag).into());
            if WRITES.contains(flag) {
                argv.push(self.text(&Arg::Path(0), None, Some(flag)));
                continue;
            }
            let value = if p % 8 == 0 && !matches!(val, Val::Switch) {
                NUMBERS[(p / 8) as usize % NUMBERS.len()].to_string()
            } else {
                match val {
                    Val::Int(lo, hi) => (lo + (p % (hi - lo + 1) as u64) as i64).to_string(),
                    Val::Words(w) => w[(p as usize / 8) % w.len()].to_string(),
                    Val::Switch => continue,
                }
            };
            argv.push(tame(Some(flag), value.into()));
        }
        if t.command == "schema" {
            argv.push(["hit", "partial", "scenario", "speeds"][picks[0] as usize % 4].into());
        }
        argv.extend(self.argv(None, items, None).into_iter().skip(1));
        argv
    }

    /// The bytes of a mutated scenario file, and whether it gives its trials.
    fn scenario(&self, base: usize, edits: &[Edit], bytes: &Bytes) -> (Vec<u8>, bool) {
        let mut doc = self.bases[base].clone();
        for e in edits {
            apply(&mut doc, e);
        }
        tame_trials(&mut doc);
        let has_trials = doc.get("trials").is_some_and(|t| !t.is_null());
        let mut text = serde_json::to_vec(&doc).unwrap();
        match bytes {
            Bytes::Keep => {}
            Bytes::Truncate(at) => text.truncate(at % (text.len() + 1)),
            Bytes::Splice(at, b) => {
                let at = at % (text.len() + 1);
                text.splice(at..at, b.iter().copied());
            }
            Bytes::Empty => text.clear(),
            Bytes::ByteOrderMark => text.splice(0..0, [0xEF, 0xBB, 0xBF]).for_each(drop),
            Bytes::Wrap(depth) => {
                let mut wrapped = vec![b'['; *depth];
                wrapped.extend(&text);
                wrapped.extend(vec![b']'; *depth]);
                text = wrapped;
            }
        }
        (text, has_trials)
    }
}

/// A flag's value made cheap to run, if it is a valid large one: trials, threads, chunk
/// sizes and bench seconds. Invalid values are kept as they are.
fn tame(flag: Option<&str>, raw: OsString) -> OsString {
    let Some(text) = raw.to_str() else {
        return raw;
    };
    let n = text.parse::<u64>().ok();
    let tamed = match (flag, n) {
        (Some("--trials"), Some(n)) if n > MAX_CASE_TRIALS && n <= 1_000_000_000_000_000 => {
            MAX_CASE_TRIALS.to_string()
        }
        (Some("--threads"), Some(n)) if n > 4 && n <= 1024 => "4".to_string(),
        (Some("--chunk-size"), Some(n)) if (1..500).contains(&n) => "500".to_string(),
        (Some("--seconds"), _) => match text.parse::<f64>() {
            Ok(s) if s > 0.002 && s <= 3600.0 => "0.002".to_string(),
            _ => return raw,
        },
        _ => return raw,
    };
    tamed.into()
}

/// A scenario file's valid large trial count made small.
fn tame_trials(doc: &mut Value) {
    if let Some(t) = doc.get_mut("trials")
        && t.as_u64()
            .is_some_and(|n| n > MAX_CASE_TRIALS && n <= 1_000_000_000_000_000)
    {
        *t = MAX_CASE_TRIALS.into();
    }
}

/// The JSON value of `junk`.
fn value(junk: &Junk) -> Value {
    match junk {
        Junk::Null => Value::Null,
        Junk::Bool(b) => (*b).into(),
        Junk::Number(s) => serde_json::from_str(s).unwrap_or_else(|_| Value::String(s.to_string())),
        Junk::Word(s) => (*s).into(),
        Junk::Text(s) => s.as_str().into(),
        Junk::Nest(depth) => {
            let mut v = Value::from(1);
            for i in 0..*depth {
                v = if i % 2 == 0 {
                    Value::Array(vec![v])
                } else {
                    serde_json::json!({ "ev": v })
                };
            }
            v
        }
        Junk::Array => Value::Array(Vec::new()),
        Junk::Object => Value::Object(serde_json::Map::new()),
    }
}

/// The number of nodes of `v`, in pre-order.
fn count(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(count).sum(),
        Value::Object(o) => o.values().map(count).sum(),
        _ => 0,
    }
}

/// The node numbered `at` in pre-order.
fn node(v: &mut Value, at: usize) -> &mut Value {
    if at == 0 {
        return v;
    }
    let mut at = at - 1;
    let children: Vec<&mut Value> = match v {
        Value::Array(a) => a.iter_mut().collect(),
        Value::Object(o) => o.values_mut().collect(),
        _ => unreachable!("a leaf has no node {at}"),
    };
    for child in children {
        let n = count(child);
        if at < n {
            return node(child, at);
        }
        at -= n;
    }
    unreachable!("node out of range")
}

fn apply(doc: &mut Value, edit: &Edit) {
    let nodes = count(doc);
    match edit {
        Edit::Replace { at, with } => *node(doc, at % nodes) = value(with),
        Edit::Remove { at } => match node(doc, at % nodes) {
            Value::Object(o) => {
                let first = o.keys().nth(at % (o.len().max(1))).cloned();
                if let Some(k) = first {
                    o.remove(&k);
                }
            }
            Value::Array(a) if !a.is_empty() => {
                a.remove(at % a.len());
            }
            other => *other = Value::Null,
        },
        Edit::Insert { at, key, with } => {
            if let Value::Object(o) = node(doc, at % nodes) {
                o.insert(key.clone(), value(with));
            } else if let Value::Array(a) = node(doc, at % nodes) {
                a.push(value(with));
            }
        }
    }
}

/// Runs the command line in-process: the exit code, standard output and standard error.
fn call<I, S>(args: I) -> (u8, Vec<u8>, String)
where
    I: IntoIterator<Item = S>,
    S: Into<OsString>,
{
    let argv: Vec<OsString> = std::iter::once(OsString::from("roguesim"))
        .chain(args.into_iter().map(Into::into))
        .chain(["--quiet".into()])
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = main_with_io(argv, &mut out, &mut err);
    (code, out, String::from_utf8_lossy(&err).into_owned())
}

/// The tally of a fuzz run.
#[derive(Default)]
struct Tally {
    accepted: AtomicU64,
    rejected: AtomicU64,
}

/// Checks one case's result: accepted, or rejected in one line that names what was wrong.
fn check(
    argv: &[OsString],
    file: Option<&Path>,
    code: u8,
    out: &[u8],
    err: &str,
) -> Result<(), String> {
    let shown = || {
        let args: Vec<String> = argv.iter().map(|a| format!("{a:?}")).collect();
        format!("roguesim {}\nexit {code}\nstderr: {err}", args.join(" "))
    };
    match code {
        0 => Ok(()),
        2 => {
            if !out.is_empty() {
                return Err(format!(
                    "rejected but wrote to standard output\n{}",
                    shown()
                ));
            }
            let line = err.strip_suffix('\n').unwrap_or(err);
            if !err.ends_with('\n') || line.contains('\n') || !line.starts_with("error: ") {
                return Err(format!("not one line starting with `error: `\n{}", shown()));
            }
            // It names a flag (`--x`), an argument clap quotes (`'x'`, `<X>`), the scenario
            // file, or one of the arguments given (a part's path, say).
            let names_file = file.is_some_and(|f| line.contains(&*f.to_string_lossy()));
            let names_argument = argv.iter().skip(1).any(|a| {
                let a = a.to_string_lossy();
                !a.is_empty() && !a.starts_with('-') && line.contains(&*a)
            });
            if line.contains("--")
                || line.contains('\'')
                || line.contains('<')
                || names_file
                || names_argument
            {
                Ok(())
            } else {
                Err(format!("names no flag, argument or file\n{}", shown()))
            }
        }
        _ => Err(format!(
            "exit code {code}: neither accepted (0) nor rejected (2)\n{}",
            shown()
        )),
    }
}

#[test]
fn every_case_is_accepted_or_rejected_in_one_line_never_a_panic() {
    let cases = std::env::var("ROGUESIM_FUZZ_CASES")
        .ok()
        .map(|v| v.parse::<u32>().expect("ROGUESIM_FUZZ_CASES is a number"))
        .unwrap_or(CI_CASES);
    let seed = std::env::var("ROGUESIM_FUZZ_SEED")
        .ok()
        .map(|v| v.parse::<u64>().expect("ROGUESIM_FUZZ_SEED is a number"))
        .unwrap_or(0x0f0f_2026);
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let config = Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: 2_000,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(
        config,
        TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes),
    );
    let trace = std::env::var_os("ROGUESIM_FUZZ_TRACE").is_some();
    let world = World::new();
    let tally = Tally::default();
    let started = Instant::now();
    let file = world.dir.path().join("scenario.json");
    let result = runner.run(&case(all_flags(), world.bases.len()), |case| {
        // Each case on its own: no output or checkpoint of an earlier case.
        for n in 0..3 {
            let _ = std::fs::remove_file(world.dir.path().join(format!("written-{n}")));
        }
        let (argv, given, has_trials) = match &case {
            Case::Plausible {
                template,
                picks,
                optional,
                items,
            } => {
                let mut argv = vec![OsString::from("roguesim")];
                argv.extend(world.plausible(*template, picks, *optional, items));
                (argv, None, false)
            }
            Case::Args { command, items } => (world.argv(*command, items, None), None, false),
            Case::File {
                base,
                edits,
                bytes,
                items,
            } => {
                let (text, has_trials) = world.scenario(*base, edits, bytes);
                std::fs::write(&file, text).unwrap();
                let argv = world.argv(Some("run"), items, Some(&file));
                (argv, Some(file.as_path()), has_trials)
            }
        };
        let mut full = argv.clone();
        // Runs without a trial count would run the default 10^6: run 200 instead.
        let flagged = argv
            .iter()
            .any(|a| a.to_string_lossy().starts_with("--trials"));
        if !flagged && !has_trials {
            full.extend(["--trials".into(), MAX_CASE_TRIALS.to_string().into()]);
        }
        // A bench without --seconds would spend a second on each loop.
        let seconds = argv
            .iter()
            .any(|a| a.to_string_lossy().starts_with("--seconds"));
        if argv.get(1).is_some_and(|c| c == "bench") && !seconds {
            full.extend(["--seconds".into(), "0.002".into()]);
        }
        full.push("--quiet".into());
        if trace {
            eprintln!("fuzz case: {full:?}");
        }
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let t0 = Instant::now();
        let code = main_with_io(full.clone(), &mut out, &mut err);
        let took = t0.elapsed().as_secs_f64();
        if took > 2.0 {
            eprintln!("fuzz: a slow case ({took:.2} s): {full:?}");
        }
        let err = String::from_utf8_lossy(&err);
        let counter = if code == 0 {
            &tally.accepted
        } else {
            &tally.rejected
        };
        counter.fetch_add(1, Ordering::Relaxed);
        check(&argv, given, code, &out, &err).map_err(TestCaseError::fail)
    });
    let (accepted, rejected) = (
        tally.accepted.load(Ordering::Relaxed),
        tally.rejected.load(Ordering::Relaxed),
    );
    eprintln!(
        "fuzz: {cases} cases (seed {seed}) in {:.1} s: {accepted} accepted, {rejected} rejected",
        started.elapsed().as_secs_f64()
    );
    if let Err(e) = result {
        panic!("{e}");
    }
    // The generator reaches both sides: a fuzzer whose every case is refused tests parsing
    // only.
    assert!(
        accepted * 20 >= u64::from(cases),
        "only {accepted} of {cases} cases were accepted"
    );
    assert!(
        rejected * 4 >= u64::from(cases),
        "only {rejected} of {cases} cases were rejected"
    );
}
