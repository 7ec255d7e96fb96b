//! A point: one command's scenario with some of its flags set to other values. Sweeps,
//! comparisons and `worth` are made of points, and each point is exactly the single run its
//! flags describe: the command's own flags give a base [`ScenarioFile`] (through
//! `cli::flags`, as for a single run), and a flag's value goes into the scenario at the field
//! that flag sets, found through the one flag table [`FLAGS`].
//!
//! * [`Command`]: the commands a point can be of, and the flags a sweep may vary.
//! * [`Base`]: a scenario as JSON, with flags set into it.
//! * [`quantities`]: every exact quantity of a point (and its Monte Carlo estimates),
//!   named by the single run's JSON keys.
//! * [`profile`]: which quantities each command leads with, and which way is better.

pub mod profile;
pub mod quantities;

use std::sync::OnceLock;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::cli::flags::FLAGS;
use crate::error::SimError;
use crate::scenario::ScenarioFile;

/// The commands whose runs a sweep, comparison or `worth` is made of (in a partial result of
/// a sweep, by their command-line names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Command {
    /// `roguesim ev`: a build's EV and SH.
    Ev,
    /// `roguesim hit`: one attack.
    Hit,
    /// `roguesim turn`: a defender turn of attacks.
    Turn,
    /// `roguesim threat`: a named monster's threat.
    Threat,
    /// `roguesim speed`: FrogComposband double moves.
    Speed,
    /// `roguesim dcss-speed`: DCSS monster actions per player action.
    DcssSpeed,
}

/// The numeric build flags (`docs/rules/dcss-0.31.md` §4–§6).
const BUILD: [&str; 7] = [
    "xl",
    "dex",
    "str",
    "dodging",
    "armour-skill",
    "shields-skill",
    "shield-plus",
];
/// The defender's numbers.
const NUMBERS: [&str; 4] = ["ev", "sh", "sh-internal", "block-limit"];
/// A named monster's numbers.
const NAMED: [&str; 3] = ["depth", "weapon-plus", "heads"];
/// Flags whose values are skill levels: tenths allowed. Every other numeric flag takes whole
/// numbers.
const TENTHS: [&str; 3] = ["dodging", "armour-skill", "shields-skill"];
/// Flags whose value is a list (comma-separated on the command line).
const LISTS: [&str; 1] = ["aux"];

impl Command {
    /// Every command, in the order help texts list them.
    pub const ALL: [Command; 6] = [
        Command::Hit,
        Command::Turn,
        Command::Threat,
        Command::Ev,
        Command::Speed,
        Command::DcssSpeed,
    ];

    /// The command's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Command::Ev => "ev",
            Command::Hit => "hit",
            Command::Turn => "turn",
            Command::Threat => "threat",
            Command::Speed => "speed",
            Command::DcssSpeed => "dcss-speed",
        }
    }

    /// The key of its scenario kind in a scenario file.
    pub fn key(self) -> &'static str {
        match self {
            Command::DcssSpeed => "dcss_speed",
            other => other.name(),
        }
    }

    /// The numeric flags a sweep may vary (without their dashes).
    pub fn numeric_flags(self) -> Vec<&'static str> {
        let own: &[&str] = match self {
            Command::Ev => &[],
            Command::Hit => &["monster-hd", "weapon-to-hit", "player-to-hit"],
            Command::Turn => &["monster-hd", "weapon-to-hit", "attacks", "count", "turns"],
            Command::Threat => &["count", "delay"],
            Command::Speed => &[
                "player-speed",
                "monster-speed",
                "player-action-cost",
                "window",
            ],
            Command::DcssSpeed => &[
                "monster-speed",
                "monster-action-cost",
                "move",
                "attack-delay",
            ],
        };
        let mut flags = match self {
            Command::Ev => BUILD.to_vec(),
            Command::Hit | Command::Turn | Command::Threat => {
                [&BUILD[..], &NUMBERS[..], &NAMED[..]].concat()
            }
            Command::Speed | Command::DcssSpeed => Vec::new(),
        };
        flags.extend_from_slice(own);
        flags
    }

    /// Whether the command's scenario lists its attackers (`attackers[0].…`), rather than
    /// naming its monster at the top (`threat`).
    fn has_attackers(self) -> bool {
        matches!(self, Command::Hit | Command::Turn)
    }

    /// The long flags (without dashes) of the single command, as clap defines them.
    pub fn flags(self) -> &'static [String] {
        static FLAGS_OF: OnceLock<Vec<Vec<String>>> = OnceLock::new();
        let all = FLAGS_OF.get_or_init(|| {
            let cli = <crate::cli::args::Cli as clap::CommandFactory>::command();
            Command::ALL
                .iter()
                .map(|c| {
                    cli.find_subcommand(c.name())
                        .map(|sub| {
                            sub.get_arguments()
                                .filter_map(|a| a.get_long().map(str::to_string))
                                .collect()
                        })
                        .unwrap_or_default()
                })
                .collect()
        });
        let i = Command::ALL.iter().position(|c| *c == self).unwrap_or(0);
        &all[i]
    }

    /// The field a flag of this command sets in its scenario, relative to the kind's
    /// object: from [`FLAGS`], plus `shield_rules`, which clap checks and the table leaves
    /// out. `None` for a flag the command does not have.
    pub fn path_of(self, flag: &str) -> Option<&'static str> {
        if !self.flags().iter().any(|f| f == flag) {
            return None;
        }
        let dashed = format!("--{flag}");
        if flag == "shield-rules" && matches!(self, Command::Hit | Command::Turn | Command::Threat)
        {
            return Some("shield_rules");
        }
        FLAGS
            .iter()
            .filter(|(path, f)| {
                *f == dashed && !matches!(*path, "trials" | "seed" | "threads" | "chunk_size")
            })
            .map(|(path, _)| *path)
            .find(|path| {
                let attacker = path.starts_with("attackers[0].");
                let top_level_monster = matches!(
                    *path,
                    "monster" | "depth" | "weapon" | "weapon_plus" | "heads" | "count"
                );
                match (attacker, top_level_monster) {
                    (true, _) => self.has_attackers(),
                    (false, true) => !self.has_attackers(),
                    (false, false) => true,
                }
            })
    }
}

/// A flag's value as a point sets it.
#[derive(Clone, Debug, PartialEq)]
pub enum FlagValue {
    /// A number: a whole number, or tenths for a skill.
    Number(f64),
    /// Text as typed: a name, a file, shield rules, or a comma-separated list.
    Text(String),
}

/// A scenario as JSON, into which points set flags' values.
#[derive(Clone, Debug)]
pub struct Base {
    command: Command,
    json: Value,
}

impl Base {
    /// The base scenario of `command`, as its flags give it. `unset` lists fields (paths in
    /// the kind's object) that the flags left without a value and that a point must set (a
    /// required flag clap let through because a sweep varies it).
    pub fn new(
        command: Command,
        scenario: &ScenarioFile,
        unset: &[&str],
    ) -> Result<Self, SimError> {
        let mut json =
            serde_json::to_value(scenario).map_err(|e| SimError::Output(format!("JSON: {e}")))?;
        for path in unset {
            if let Some(Value::Object(kind)) = json.get_mut(command.key()) {
                kind.remove(*path);
            }
        }
        Ok(Base { command, json })
    }

    /// The command.
    pub fn command(&self) -> Command {
        self.command
    }

    /// The base of `command` from its JSON as [`Self::json`] gave it (a sweep rebuilt from a
    /// partial result by `roguesim merge`).
    pub fn from_json(command: Command, json: Value) -> Self {
        Base { command, json }
    }

    /// The scenario as JSON, with every value set so far.
    pub fn json(&self) -> &Value {
        &self.json
    }

    /// Sets `flag` (without dashes) to `value`, at the field the flag sets. A build flag on a
    /// defender read from a character dump first writes the dump's build out as fields, so
    /// the flag changes that build (`monsters-and-dumps.md` §4).
    pub fn set(&mut self, flag: &str, value: &FlagValue) -> Result<(), SimError> {
        let shown = format!("--{flag}");
        let path = self.command.path_of(flag).ok_or_else(|| {
            SimError::invalid(
                shown.clone(),
                format!(
                    "{} has no such flag to set; allowed: {}",
                    self.command.name(),
                    self.settable().join(", ")
                ),
            )
        })?;
        if path.starts_with("defender.") && path != "defender.character" {
            self.write_out_character()?;
        }
        let json = match value {
            FlagValue::Number(x) => number(flag, *x)?,
            FlagValue::Text(t) if LISTS.contains(&flag) => Value::Array(
                t.split(',')
                    .map(|s| Value::String(s.trim().to_string()))
                    .collect(),
            ),
            FlagValue::Text(t) => match t.parse::<f64>() {
                Ok(x) if !matches!(flag, "shield-rules") => number(flag, x)?,
                _ => Value::String(t.clone()),
            },
        };
        let kind = self
            .json
            .get_mut(self.command.key())
            .ok_or_else(|| SimError::Output(format!("no {} scenario", self.command.key())))?;
        set_path(kind, path, json);
        Ok(())
    }

    /// Writes a character dump's build out as fields when one of `flags` sets a build field,
    /// once for every point that will set it (see [`Base::set`]).
    pub fn write_out_character_for(&mut self, flags: &[&str]) -> Result<(), SimError> {
        let touches_build = flags.iter().any(|f| {
            self.command
                .path_of(f)
                .is_some_and(|p| p.starts_with("defender.") && p != "defender.character")
        });
        if touches_build {
            self.write_out_character()?;
        }
        Ok(())
    }

    /// Every flag [`Base::set`] takes for this command.
    pub fn settable(&self) -> Vec<&'static str> {
        let mut flags: Vec<&'static str> = FLAGS
            .iter()
            .map(|(_, f)| f.trim_start_matches("--"))
            .filter(|f| self.command.path_of(f).is_some())
            .collect();
        if self.command.path_of("shield-rules").is_some() {
            flags.push("shield-rules");
        }
        let mut unique = Vec::new();
        for f in flags {
            if !unique.contains(&f) {
                unique.push(f);
            }
        }
        unique
    }

    /// The scenario with every value set so far, checked as a scenario file is: an unknown
    /// field or a value of the wrong type is an error naming the flag's field.
    pub fn scenario(&self) -> Result<ScenarioFile, SimError> {
        serde_json::from_value(self.json.clone()).map_err(|e| {
            let text = e.to_string();
            match text
                .strip_prefix("missing field `")
                .and_then(|t| t.split('`').next())
            {
                Some(field) => SimError::invalid(
                    field.to_string(),
                    "required: give it, or set it with --vary, --a or --b",
                ),
                None => SimError::invalid(self.command.key(), text),
            }
        })
    }

    /// Replaces a defender read from a character dump by the build the dump describes.
    fn write_out_character(&mut self) -> Result<(), SimError> {
        let Some(defender) = self
            .json
            .get_mut(self.command.key())
            .and_then(|k| k.get_mut("defender"))
        else {
            return Ok(());
        };
        if defender.get("character").is_none() {
            return Ok(());
        }
        let spec: crate::dcss::spec::DefenderSpec = serde_json::from_value(defender.clone())
            .map_err(|e| SimError::invalid("defender", e.to_string()))?;
        let build = spec.effective().map_err(|e| e.within("defender"))?;
        *defender =
            serde_json::to_value(build).map_err(|e| SimError::Output(format!("JSON: {e}")))?;
        Ok(())
    }
}

/// `x` as the JSON number `flag` takes: a whole number, or tenths for a skill.
fn number(flag: &str, x: f64) -> Result<Value, SimError> {
    if TENTHS.contains(&flag) {
        return Ok(Value::from(x));
    }
    if x.fract() != 0.0 || !x.is_finite() || x.abs() > i64::MAX as f64 {
        return Err(SimError::invalid(
            format!("--{flag}"),
            format!("{x} is not a whole number; --{flag} takes whole numbers"),
        ));
    }
    Ok(Value::from(x as i64))
}

/// Sets `value` at `path` (`defender.ev`, `attackers[0].monster_hd`,
/// `player_action.move.mv`) in `root`, creating the objects on the way and replacing any
/// value in the way that is not one (a `"wait"` replaced by `{"move": {"mv": 12}}`).
fn set_path(root: &mut Value, path: &str, value: Value) {
    let mut node = root;
    let parts: Vec<&str> = path.split('.').collect();
    for (i, part) in parts.iter().enumerate() {
        let (name, index) = match part.split_once('[') {
            Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
            None => (*part, None),
        };
        if !node.is_object() {
            *node = Value::Object(serde_json::Map::new());
        }
        let Value::Object(map) = node else {
            unreachable!("made an object just above")
        };
        let last = i + 1 == parts.len();
        let entry = map.entry(name.to_string()).or_insert(Value::Null);
        node = match index {
            Some(k) => {
                if !entry.is_array() {
                    *entry = Value::Array(Vec::new());
                }
                let Value::Array(items) = entry else {
                    unreachable!("made an array just above")
                };
                if items.len() <= k {
                    items.resize(k + 1, Value::Object(serde_json::Map::new()));
                }
                &mut items[k]
            }
            None => entry,
        };
        if last {
            *node = value;
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_find_their_field_in_each_command() {
        assert_eq!(Command::Hit.path_of("ev"), Some("defender.ev"));
        assert_eq!(Command::Hit.path_of("depth"), Some("attackers[0].depth"));
        assert_eq!(Command::Threat.path_of("depth"), Some("depth"));
        assert_eq!(Command::Threat.path_of("count"), Some("count"));
        assert_eq!(Command::Turn.path_of("count"), Some("attackers[0].count"));
        assert_eq!(
            Command::DcssSpeed.path_of("move"),
            Some("player_action.move.mv")
        );
        assert_eq!(Command::Speed.path_of("ev"), None);
        assert_eq!(Command::Hit.path_of("trials"), None);
        for c in Command::ALL {
            for f in c.numeric_flags() {
                assert!(c.path_of(f).is_some(), "{} --{f}", c.name());
            }
        }
    }

    #[test]
    fn paths_are_created_and_replace_what_is_in_the_way() {
        let mut v = serde_json::json!({"player_action": "wait", "attackers": [{"monster_hd": 3}]});
        set_path(&mut v, "player_action.move.mv", Value::from(12));
        set_path(&mut v, "attackers[0].monster_hd", Value::from(5));
        set_path(&mut v, "defender.ev", Value::from(20));
        assert_eq!(
            v,
            serde_json::json!({
                "player_action": {"move": {"mv": 12}},
                "attackers": [{"monster_hd": 5}],
                "defender": {"ev": 20}
            })
        );
    }

    #[test]
    fn whole_number_flags_refuse_fractions() {
        let e = number("ev", 12.5).unwrap_err().to_string();
        assert_eq!(
            e,
            "--ev: 12.5 is not a whole number; --ev takes whole numbers"
        );
        assert_eq!(number("dodging", 12.5).unwrap(), Value::from(12.5));
        assert_eq!(number("ev", -3.0).unwrap(), Value::from(-3));
    }
}
