//! The `danger` scenario: a place, you (a character dump, or a build with your weapon), the
//! rule set and the terrain the bands meet you on (`docs/rules/dcss-spawns.md` §8).

use mechanics::dcss::duel::band::Terrain;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::time::ENERGY_START;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dcss::duel::DuelScenario;
use std::sync::Arc;

use crate::dcss::character::CharacterDump;
use crate::dcss::input::{DefenderSpec, read_defender};
use crate::dcss::offence::OffenceSpec;
use crate::error::InputError;

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// A `danger` scenario (`docs/rules/dcss-spawns.md` §8): every monster `place` can make, ranked
/// by your chance to lose to it with its band.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DangerSpec {
    /// The level, as the game writes it: `D:10`, `Lair:3`, `Orc:2`, `Geh:4`, `Zot:5`.
    pub place: String,
    /// A DCSS character dump (morgue file), instead of `defender`: your build, stats, skills
    /// and weapon. A relative path in a scenario file is relative to the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character: Option<String>,
    /// You as a build or a character dump, instead of `character`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defender: Option<DefenderSpec>,
    /// With a build: your weapon and its skills (a dump gives its own).
    #[serde(default, skip_serializing_if = "is_default")]
    pub offence: OffenceSpec,
    /// Your HP at the start (default: your max HP).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// The rule set: "dcss-0.31" or "dcss-0.34" (default: `ROGUESIM_RULES`, else the
    /// default rule set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleSet>,
    /// Where a band meets you: "corridor" (one at a time, your HP carried; exact) or "open"
    /// (all at once, each on its own clock; Monte Carlo).
    #[serde(default, skip_serializing_if = "is_default")]
    pub terrain: Terrain,
    /// The dump `character` names, read once before the scenario resolves; never written.
    #[serde(skip)]
    pub character_dump: Option<Arc<CharacterDump>>,
}

impl DangerSpec {
    /// You as the defender: `defender`, or `character` as a defender with that dump; one of
    /// them.
    pub fn defender(&self) -> Result<DefenderSpec, InputError> {
        match (&self.character, &self.defender) {
            (Some(_), Some(_)) => Err(InputError::invalid(
                "character",
                "give either character (a dump) or defender (a build or a dump), not both",
            )),
            (None, None) => Err(InputError::invalid(
                "character",
                "give you: a character dump (character), or a build with your weapon \
                 (defender with offence)",
            )),
            (Some(path), None) => Ok(DefenderSpec {
                character: Some(path.clone()),
                dump: self.character_dump.clone(),
                ..DefenderSpec::default()
            }),
            (None, Some(d)) => Ok(d.clone()),
        }
    }

    /// Reads the character dump the scenario names (`character`, or `defender`'s), once.
    pub fn read_files(&mut self) -> Result<(), InputError> {
        if let Some(d) = self.defender.as_mut() {
            return read_defender(d);
        }
        if self.character_dump.is_none() {
            let mut d = self.defender()?;
            d.read_character()?;
            self.character_dump = d.dump;
        }
        Ok(())
    }

    /// The duel scenario of one monster against you, its weapon drawn at `depth` (the
    /// place's absolute depth): what `roguesim duel` runs for the same character.
    pub fn duel(&self, defender: DefenderSpec, monster: &str, depth: i32) -> DuelScenario {
        DuelScenario {
            player: None,
            defender: Some(defender),
            offence: self.offence.clone(),
            hp: self.hp,
            monster: mechanics::dcss::opponent::MonsterSpec {
                name: monster.to_string(),
                ..Default::default()
            },
            depth: Some(depth),
            start_energy: ENERGY_START,
            rules: self.rules,
            ranged: None,
            melee: false,
        }
    }
}
