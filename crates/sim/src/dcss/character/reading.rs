//! One reading of a character dump for every command (`docs/rules/monsters-and-dumps.md`
//! §4.5, §4.7): the rule set a scenario that names a dump runs under, and the lines every
//! command reports about the dump — why that rule set, what the dump lacks, the form it is
//! read in, and what of the character the rules leave out. `ev`, `hit`, `turn`, `threat`,
//! `attack`, `duel`, the studies over them (`worth`, `compare`, `sweep`) and the server read a
//! dump through these two functions alone.

use mechanics::dcss::rules::RuleSet;

use super::CharacterDump;
use super::check::{form_note, form_unmodelled};
use super::differences::differences;
use super::effects::{Unmodelled, effects};
use super::moment::moment;
use crate::dcss::rules::in_force;
use crate::error::InputError;

/// The rule set a scenario runs under when it may name a character dump: its own `rules`
/// field, else the release the dump's version picks, else `ROGUESIM_RULES`, else the default
/// (`docs/rules/monsters-and-dumps.md` §4.5).
pub fn rules_with(
    given: Option<RuleSet>,
    dump: Option<&CharacterDump>,
) -> Result<RuleSet, InputError> {
    in_force(given.or(dump.map(|d| d.rules.rules)))
}

impl CharacterDump {
    /// What every command that reads this dump under `rules` says about it, one line each
    /// (`docs/rules/monsters-and-dumps.md` §4.7): the rule set when it is not the dump's own
    /// release (or the dump's release is not one roguesim models), what the dump lacks, the
    /// form it is read in, and in one line what the character has that the rules leave out.
    pub fn reading_notes(&self, rules: RuleSet) -> Vec<String> {
        let mut notes = Vec::new();
        if rules == self.rules.rules {
            notes.extend(self.rules.note.iter().cloned());
        } else {
            notes.push(format!(
                "read with {rules} as asked, not {} as the version {} would pick",
                self.rules.rules, self.version.text
            ));
        }
        notes.extend(self.gaps.iter().map(|g| g.note().to_string()));
        notes.extend(form_note(self, rules));
        let left_out: Vec<Unmodelled> = effects(self, rules)
            .unmodelled
            .into_iter()
            .chain(moment(self).unmodelled)
            .chain(differences(self, rules))
            .chain(form_unmodelled(self, rules))
            .collect();
        if !left_out.is_empty() {
            let causes: Vec<&str> = left_out.iter().map(|u| u.cause.as_str()).collect();
            notes.push(format!(
                "left out of the model for this character: {}",
                causes.join("; ")
            ));
        }
        notes
    }
}
