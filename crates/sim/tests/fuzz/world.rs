//! The world a fuzz case runs in: its directory, the scenario files it mutates, and the
//! command line it becomes.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;
use std::path::{Path, PathBuf};

use roguesim::cli::{Environment, main_with_io};
use serde_json::Value;

use super::cases::{Arg, Bytes, Edit, Item, Junk};
use super::pools::{COMMON, NUMBERS, TEMPLATES, Val, WRITES};
use super::{CONFIGS, MAX_CASE_TRIALS};

/// The case's world: a directory for its files, the base scenarios, and merge parts.
pub struct World {
    pub dir: tempfile::TempDir,
    pub bases: Vec<Value>,
    pub parts: Vec<PathBuf>,
}

impl World {
    pub fn new() -> World {
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

    pub fn path(&self, which: u8, file: Option<&Path>) -> OsString {
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
    pub fn text(&self, a: &Arg, file: Option<&Path>, flag: Option<&str>) -> OsString {
        if flag.is_some_and(|f| WRITES.contains(&f)) {
            // Any value becomes one of a few files in the directory.
            let n = format!("{a:?}").len() % 3;
            // A picture's name ends in .svg or .png (any other is refused before the run).
            let ext = match (flag, n) {
                (Some("--plot"), 2) => ".png",
                (Some("--plot"), _) => ".svg",
                _ => "",
            };
            return self
                .dir
                .path()
                .join(format!("written-{n}{ext}"))
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

    pub fn argv(
        &self,
        command: Option<&str>,
        items: &[Item],
        file: Option<&Path>,
    ) -> Vec<OsString> {
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
    pub fn plausible(
        &self,
        template: usize,
        picks: &[u64],
        optional: u32,
        items: &[Item],
    ) -> Vec<OsString> {
        let t = &TEMPLATES[template];
        // A study's command is two words (`sweep hit`).
        let mut argv: Vec<OsString> = t.command.split(' ').map(OsString::from).collect();
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
    pub fn scenario(&self, base: usize, edits: &[Edit], bytes: &Bytes) -> (Vec<u8>, bool) {
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
pub fn tame(flag: Option<&str>, raw: OsString) -> OsString {
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
pub fn tame_trials(doc: &mut Value) {
    if let Some(t) = doc.get_mut("trials")
        && t.as_u64()
            .is_some_and(|n| n > MAX_CASE_TRIALS && n <= 1_000_000_000_000_000)
    {
        *t = MAX_CASE_TRIALS.into();
    }
}

/// The JSON value of `junk`.
pub fn value(junk: &Junk) -> Value {
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
pub fn count(v: &Value) -> usize {
    1 + match v {
        Value::Array(a) => a.iter().map(count).sum(),
        Value::Object(o) => o.values().map(count).sum(),
        _ => 0,
    }
}

/// The node numbered `at` in pre-order.
pub fn node(v: &mut Value, at: usize) -> &mut Value {
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

pub fn apply(doc: &mut Value, edit: &Edit) {
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
pub fn call<I, S>(args: I) -> (u8, Vec<u8>, String)
where
    I: IntoIterator<Item = S>,
    S: Into<OsString>,
{
    let argv: Vec<OsString> = std::iter::once(OsString::from("roguesim"))
        .chain(args.into_iter().map(Into::into))
        .chain(["--quiet".into()])
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = main_with_io(argv, &Environment::default(), &mut out, &mut err);
    (code, out, String::from_utf8_lossy(&err).into_owned())
}
