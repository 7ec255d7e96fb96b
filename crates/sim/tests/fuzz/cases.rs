//! What a fuzz case is, and the proptest strategies that draw one.

use clap::CommandFactory;
use proptest::prelude::*;
use roguesim::cli::args::Cli;

use super::pools::{COMMANDS, NUMBERS, TEMPLATES, WORDS};

/// One value of a flag or a positional argument.
#[derive(Clone, Debug)]
pub enum Arg {
    Number(&'static str),
    Word(&'static str),
    Text(String),
    Bytes(Vec<u8>),
    /// A path: a scenario file of the case, a part, a config, a directory, or nothing.
    Path(u8),
}

/// One item of an argument vector.
#[derive(Clone, Debug)]
pub enum Item {
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
pub enum Edit {
    Replace { at: usize, with: Junk },
    Remove { at: usize },
    Insert { at: usize, key: String, with: Junk },
}

/// A JSON value of any type, or nested `depth` levels deep.
#[derive(Clone, Debug)]
pub enum Junk {
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
pub enum Bytes {
    Keep,
    Truncate(usize),
    Splice(usize, Vec<u8>),
    Empty,
    ByteOrderMark,
    Wrap(usize),
}

/// One fuzz case.
#[derive(Clone, Debug)]
pub enum Case {
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

pub fn arg() -> impl Strategy<Value = Arg> {
    prop_oneof![
        4 => prop::sample::select(NUMBERS).prop_map(Arg::Number),
        3 => prop::sample::select(WORDS).prop_map(Arg::Word),
        1 => "[ -~]{0,16}".prop_map(Arg::Text),
        1 => "\\PC{0,8}".prop_map(Arg::Text),
        1 => prop::collection::vec(any::<u8>(), 0..8).prop_map(Arg::Bytes),
        1 => (0u8..6).prop_map(Arg::Path),
    ]
}

pub fn items(flags: Vec<String>) -> impl Strategy<Value = Vec<Item>> {
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

pub fn junk() -> impl Strategy<Value = Junk> {
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

pub fn edit() -> impl Strategy<Value = Edit> {
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

pub fn bytes() -> impl Strategy<Value = Bytes> {
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

pub fn case(flags: Vec<String>, bases: usize) -> impl Strategy<Value = Case> {
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
pub fn all_flags() -> Vec<String> {
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
