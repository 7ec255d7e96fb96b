//! A ranged scenario's input: one missile, one beam, or a sequence of them, told apart by
//! their keys, as the reference vectors write them (`docs/rules/dcss-0.31-ranged.md` §2–§4).

use serde::de::Error as _;

use super::error::RangedError;
use super::missile::MissileInput;
use super::shot::RangedAttack;
use super::spell_input::SpellInput;
use super::volley::{SequenceInput, Volley};
use crate::dcss::rules::RuleSet;

/// The object under a scenario's `ranged` key: a missile (it has `missile`), a spell
/// (`spell`: a beam, or Smiting or Pain) or a sequence (`attacks`, with `block_limit` and
/// `hp`). Any reference vector's `input` is one (`docs/rules/dcss-0.31-ranged.md` §2–§4,
/// §10).
///
/// ```
/// use mechanics::dcss::ranged::{RangedInput, RangedScenario};
/// use mechanics::tolerance::SIX_DECIMALS;
///
/// // §9 M1: a centaur's shortbow against EV 10, AC 5.
/// let input: RangedInput = serde_json::from_str(
///     r#"{"monster": "centaur", "launcher": "shortbow", "missile": "arrow", "ev": 10, "ac": 5}"#,
/// )?;
/// let RangedScenario::Single(attack) = input.resolve()? else { unreachable!() };
/// assert!((attack.exact().p_land() - 0.683871).abs() < SIX_DECIMALS);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, schemars::JsonSchema),
    serde(untagged)
)]
pub enum RangedInput {
    /// One missile.
    Missile(MissileInput),
    /// One spell: a beam, or Smiting or Pain.
    Spell(SpellInput),
    /// Several attacks sharing the block counter.
    Sequence(SequenceInput),
}

/// A checked ranged scenario (`docs/rules/dcss-0.31-ranged.md` §2–§4).
#[derive(Clone, Debug, PartialEq)]
pub enum RangedScenario {
    /// One attack.
    Single(Box<RangedAttack>),
    /// A sequence.
    Sequence(Volley),
}

impl RangedInput {
    /// Checks the input under the 0.31 rules (`docs/rules/dcss-0.31-ranged.md` §2–§4, §10).
    ///
    /// # Errors
    /// The first wrong field, named by [`RangedError::path`].
    pub fn resolve(&self) -> Result<RangedScenario, RangedError> {
        self.resolve_in(RuleSet::Dcss031)
    }

    /// Checks the input under `rules`: under 0.34 only Smiting and Pain are modelled
    /// (`docs/rules/dcss-0.31-ranged.md` §10.4).
    ///
    /// # Errors
    /// The first wrong field, named by [`RangedError::path`]; under 0.34 a missile or beam,
    /// with what is missing.
    pub fn resolve_in(&self, rules: RuleSet) -> Result<RangedScenario, RangedError> {
        Ok(match self {
            RangedInput::Missile(m) => {
                RangedScenario::Single(Box::new(RangedAttack::Missile(m.resolve_in(rules)?)))
            }
            RangedInput::Spell(s) => RangedScenario::Single(Box::new(s.resolve_attack_in(rules)?)),
            RangedInput::Sequence(s) => RangedScenario::Sequence(s.resolve_in(rules)?),
        })
    }
}

/// The keys that tell the three inputs apart.
const KINDS: &str = "a ranged input is an object with `missile` (a missile), `spell` (a beam) \
                     or `attacks` (a sequence)";

impl<'de> serde::Deserialize<'de> for RangedInput {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(deserializer)?;
        let Some(object) = value.as_object() else {
            return Err(D::Error::custom(KINDS));
        };
        let has = |k: &str| object.contains_key(k);
        let parsed = match (has("missile"), has("spell"), has("attacks")) {
            (true, false, false) => serde_json::from_value(value).map(RangedInput::Missile),
            (false, true, false) => serde_json::from_value(value).map(RangedInput::Spell),
            (false, false, true) => serde_json::from_value(value).map(RangedInput::Sequence),
            _ => return Err(D::Error::custom(KINDS)),
        };
        parsed.map_err(D::Error::custom)
    }
}
