//! A registered kind as a value: [`Entry`], what callers that do not know the kind's types
//! use (the command line's dispatch, studies, the partial results of shards, a web server).

use std::marker::PhantomData;
use std::path::Path;

use mechanics::dcss::rules::RuleSet;
use serde_json::Value;

use super::{ScenarioFile, Stored};
use crate::engine::RunConfig;
use crate::error::{InputError, SimError};
use crate::report::{Content, RunMeta};
use crate::scenario::fields::FieldValue;
use crate::scenario::{Field, Profile, Quantities, file};

/// A registered kind, whatever its types: its names and properties, and its operations on a
/// scenario file whose object is of this kind.
pub trait Entry: Sync {
    /// The scenario file's key and the report's `kind`: `hit`, `dcss_speed`.
    fn key(&self) -> &'static str;
    /// The command that runs one scenario of it: `hit`, `dcss-speed`.
    fn command(&self) -> &'static str;
    /// What its report is, in a few words: `One attack`.
    fn about(&self) -> &'static str;
    /// A small scenario of it as its command's flags (after the command's name).
    fn example(&self) -> &'static [&'static str];
    /// Whether it has a Monte Carlo side (`ev` is exact only).
    fn monte_carlo(&self) -> bool;
    /// Whether its report has a picture.
    fn has_figure(&self) -> bool;
    /// The fields flags set, with their flags.
    fn fields(&self) -> Vec<Field>;
    /// What its studies lead with; `None` when it is not studied.
    fn profile(&self) -> Option<Profile>;
    /// Whether `file` gives this kind's object.
    fn is_in(&self, file: &ScenarioFile) -> bool;
    /// Makes the relative file paths of `file`'s object relative to `dir`.
    fn rebase(&self, file: &mut ScenarioFile, dir: &Path) -> Result<(), SimError>;
    /// Runs `file`'s object with `cfg`.
    fn run(
        &self,
        file: &ScenarioFile,
        cfg: &RunConfig,
    ) -> Result<(Box<dyn Content>, RunMeta), SimError>;
    /// Every exact quantity of `file`'s object, by the keys of its report's JSON.
    fn exact(&self, file: &ScenarioFile) -> Result<Quantities, SimError>;
    /// The rules `file`'s object's reports name.
    fn rules(&self, file: &ScenarioFile) -> Result<String, SimError>;
    /// What `file`'s object's reports say about the character dump it names
    /// ([`crate::scenario::Kind::reading_notes`]).
    fn reading_notes(&self, file: &ScenarioFile) -> Result<Vec<String>, SimError>;
    /// Replaces what the files named in `object` (this kind's object, as JSON) describe by
    /// fields (a character dump by its build).
    fn write_out_files(&self, object: &mut Value) -> Result<(), SimError>;
    /// Reads the files `file`'s object names and names in it the rule set it runs under:
    /// its own `rules`, else the release of the dump it names, else `default`
    /// (`docs/rules/README.md`, "Rule sets").
    fn settle(&self, file: &mut ScenarioFile, default: RuleSet) -> Result<(), SimError>;
}

impl dyn Entry {
    /// The paths of the fields that name files (`defender.character`).
    pub fn file_paths(&self) -> Vec<&'static str> {
        self.fields()
            .iter()
            .filter(|f| f.value == FieldValue::File)
            .map(|f| f.path)
            .collect()
    }
}

/// Two entries are equal when they are of the same kind.
impl PartialEq for dyn Entry {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for dyn Entry {}

impl std::fmt::Debug for dyn Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

/// The [`Entry`] of the kind `K`.
pub struct Registered<K>(PhantomData<fn() -> K>);

impl<K> Registered<K> {
    /// The entry.
    pub const NEW: Self = Registered(PhantomData);
}

/// `K`'s object in `file`, with the files it names read.
fn read<K: Stored>(file: &ScenarioFile) -> Result<K::Spec, SimError> {
    let mut spec = K::get(file)
        .cloned()
        .ok_or_else(|| InputError::invalid("kind", format!("not a {} scenario", K::KEY)))?;
    K::read_files(&mut spec)?;
    Ok(spec)
}

impl<K: Stored> Entry for Registered<K> {
    fn key(&self) -> &'static str {
        K::KEY
    }

    fn command(&self) -> &'static str {
        K::COMMAND
    }

    fn about(&self) -> &'static str {
        K::ABOUT
    }

    fn example(&self) -> &'static [&'static str] {
        K::EXAMPLE
    }

    fn monte_carlo(&self) -> bool {
        K::MONTE_CARLO
    }

    fn has_figure(&self) -> bool {
        K::FIGURE
    }

    fn fields(&self) -> Vec<Field> {
        K::fields()
    }

    fn profile(&self) -> Option<Profile> {
        K::profile()
    }

    fn is_in(&self, file: &ScenarioFile) -> bool {
        K::get(file).is_some()
    }

    fn rebase(&self, file: &mut ScenarioFile, dir: &Path) -> Result<(), SimError> {
        let paths = (self as &dyn Entry).file_paths();
        let Some(spec) = K::get_mut(file) else {
            return Ok(());
        };
        let mut object = serde_json::to_value(&*spec)?;
        if file::rebase(&mut object, &paths, dir) {
            *spec = serde_json::from_value(object)?;
        }
        Ok(())
    }

    fn run(
        &self,
        file: &ScenarioFile,
        cfg: &RunConfig,
    ) -> Result<(Box<dyn Content>, RunMeta), SimError> {
        let spec = read::<K>(file)?;
        let (result, meta) = K::run(&spec, cfg)?;
        Ok((Box::new(result), meta))
    }

    fn exact(&self, file: &ScenarioFile) -> Result<Quantities, SimError> {
        Quantities::of(&K::exact(&read::<K>(file)?)?, "")
    }

    fn rules(&self, file: &ScenarioFile) -> Result<String, SimError> {
        Ok(K::rules(&read::<K>(file)?)?)
    }

    fn reading_notes(&self, file: &ScenarioFile) -> Result<Vec<String>, SimError> {
        Ok(K::reading_notes(&read::<K>(file)?))
    }

    fn settle(&self, file: &mut ScenarioFile, default: RuleSet) -> Result<(), SimError> {
        let Some(spec) = K::get_mut(file) else {
            return Ok(());
        };
        K::read_files(spec)?;
        let from_files = K::files_rules(spec);
        if let Some(rules) = K::rules_field(spec) {
            rules.get_or_insert(from_files.unwrap_or(default));
        }
        Ok(())
    }

    fn write_out_files(&self, object: &mut Value) -> Result<(), SimError> {
        let mut spec: K::Spec = serde_json::from_value(object.clone())
            .map_err(|e| SimError::invalid(K::KEY, e.to_string()))?;
        K::read_files(&mut spec)?;
        K::write_out_files(&mut spec)?;
        *object = serde_json::to_value(&spec)?;
        Ok(())
    }
}
