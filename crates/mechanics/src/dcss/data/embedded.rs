//! The species and body armour tables of each release, embedded from
//! `crates/mechanics/data/dcss-<release>-species.json` and `dcss-<release>-armour.json` and
//! parsed once, like the monster and weapon tables (`docs/rules/dcss-0.31.md` §8.1, §8.3;
//! `docs/rules/dcss-0.34.md` §8.1, §8.3, §E1). The files hold the game's values in the
//! fields of [`Species`] and [`BodyArmour`], transcribed from `dat/species/*.yaml`,
//! `species.cc`, `mutation.cc` and `item-prop.cc` at each tag.

use std::sync::OnceLock;

use serde::Deserialize;

use super::{BodyArmour, Species};
use crate::dcss::rules::RuleSet;

/// A species file; its `source` is for readers of the file. The names are borrowed from the
/// embedded text, which lives as long as the program.
#[derive(Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
struct SpeciesFile {
    species: Vec<Species>,
}

/// A body armour file; its `source` is for readers of the file.
#[derive(Deserialize)]
#[serde(bound(deserialize = "'de: 'static"))]
struct ArmourFile {
    body_armours: Vec<BodyArmour>,
}

/// The playable species of `rules`' release (each draconian colour a row): 34 at 0.31.0, 35 at
/// 0.34.1 (Hill Orc, Ghoul and Vampire gone; Mountain Dwarf, Coglin, Poltergeist and Revenant
/// new), parsed from the release's embedded table on first use (`docs/rules/dcss-0.31.md` §8.3,
/// `docs/rules/dcss-0.34.md` §8.3, §E1).
pub fn species_table(rules: RuleSet) -> &'static [Species] {
    static SPECIES: [OnceLock<Vec<Species>>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    SPECIES[rules.index()].get_or_init(|| {
        serde_json::from_str::<SpeciesFile>(rules.release().tables.species)
            .expect("the embedded species tables parse (checked by a unit test)")
            .species
    })
}

/// The body armours of `rules`' release: base AC, `PARM_EVASION` and the torso sizes each
/// fits; 0.34.1 has fire dragon scales at ER 9 and golden dragon scales
/// (`docs/rules/dcss-0.31.md` §8.1, `docs/rules/dcss-0.34.md` §8.1).
pub fn body_armour_table(rules: RuleSet) -> &'static [BodyArmour] {
    static BODY_ARMOURS: [OnceLock<Vec<BodyArmour>>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    BODY_ARMOURS[rules.index()].get_or_init(|| {
        serde_json::from_str::<ArmourFile>(rules.release().tables.armour)
            .expect("the embedded body armour tables parse (checked by a unit test)")
            .body_armours
    })
}
