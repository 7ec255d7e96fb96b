//! The player a `ranged` scenario aims at: EV, internal SH, AC, the block limit and HP, as
//! numbers or from a build or character dump (`docs/rules/dcss-0.31-ranged.md` §0, §4;
//! `docs/rules/dcss-0.31-damage.md` §3, §4).

use mechanics::dcss::damage::{player_ac, player_max_hp};
use mechanics::dcss::defender::{Defender, DefenderNumbers, Situation};
use mechanics::dcss::ranged::direct::WILLPOWER;
use mechanics::dcss::ranged::volley::HP;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ShieldRules;
use schemars::JsonSchema;
use serde::Serialize;

use super::spec::RangedSpec;
use crate::error::InputError;

/// The player's numbers the attacks read (`docs/rules/dcss-0.31-ranged.md` §0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Player {
    /// EV as the status line shows it.
    pub ev: i32,
    /// Internal SH (twice the displayed SH).
    pub sh_internal: i32,
    /// AC.
    pub ac: i32,
    /// Blocks allowed between two of your actions.
    pub block_limit: u32,
    /// HP, when known (for P(total damage ≥ HP)).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// Willpower, which Pain tests.
    pub willpower: i32,
    /// The numbers come from a build or a character dump.
    pub from_build: bool,
}

impl Player {
    /// The player of `spec` (not a sequence: each attack of one carries its own numbers).
    /// With `defender`, its EV, SH, block limit, AC and max HP; else the numbers (`ev`
    /// required, the rest defaulting to 0, a block limit of 3 and no HP).
    pub fn of(spec: &RangedSpec, rules: RuleSet) -> Result<Player, InputError> {
        let hp = spec
            .hp
            .map(|hp| HP.check(hp).map_err(|e| InputError::at("hp", e)))
            .transpose()?;
        let willpower = WILLPOWER
            .check(spec.willpower.unwrap_or(0))
            .map_err(|e| InputError::at("willpower", e))?;
        let Some(d) = &spec.defender else {
            let ev = spec.ev.ok_or_else(|| {
                InputError::invalid(
                    "ev",
                    "give your EV (or a build or character dump as defender)",
                )
            })?;
            let sh_internal = match (spec.sh_internal, spec.sh) {
                (Some(_), Some(_)) => {
                    return Err(InputError::invalid(
                        "sh",
                        "give either sh (displayed) or sh_internal, not both",
                    ));
                }
                (Some(s), None) => s,
                (None, Some(shown)) => {
                    let limit = DefenderNumbers::SH_INTERNAL;
                    if !(0..=limit.max / 2).contains(&i64::from(shown)) {
                        return Err(InputError::invalid(
                            "sh",
                            format!("{shown} is out of range: allowed 0 to {}", limit.max / 2),
                        ));
                    }
                    shown * 2
                }
                (None, None) => 0,
            };
            let block_limit = spec
                .block_limit
                .unwrap_or(DefenderNumbers::DEFAULT_BLOCK_LIMIT);
            DefenderNumbers::BLOCK_LIMIT
                .check(block_limit)
                .map_err(|e| InputError::at("block_limit", e))?;
            return Ok(Player {
                ev,
                sh_internal,
                ac: spec.ac.unwrap_or(0),
                block_limit,
                hp,
                willpower,
                from_build: false,
            });
        };
        for (field, on) in [
            ("ev", spec.ev.is_some()),
            ("sh", spec.sh.is_some()),
            ("sh_internal", spec.sh_internal.is_some()),
            ("block_limit", spec.block_limit.is_some()),
        ] {
            if on {
                return Err(InputError::invalid(
                    field,
                    "the defender gives it: drop it, or the defender",
                ));
            }
        }
        let defender = d.defender().map_err(|e| e.within("defender"))?;
        let facing = defender.facing(ShieldRules::V031, &Situation::default());
        let block_limit = facing
            .block_limit
            .unwrap_or(DefenderNumbers::DEFAULT_BLOCK_LIMIT);
        let (ac, max_hp) = match &defender {
            Defender::Build(build) => {
                if rules != RuleSet::Dcss031 {
                    return Err(InputError::invalid(
                        "defender",
                        format!(
                            "a build's AC and max HP under {rules} are not modelled here yet: give \
                             ev, sh, ac and hp as numbers"
                        ),
                    ));
                }
                if spec.ac.is_some() {
                    return Err(InputError::invalid(
                        "ac",
                        "a build's AC comes from its armour: give ac only with numbers",
                    ));
                }
                let ac = player_ac(build).map_err(|e| {
                    InputError::invalid(format!("defender.{}", e.field()), e.to_string())
                })?;
                (ac.ac, player_max_hp(build).ok())
            }
            Defender::Numbers(_) | Defender::Hundredths(_) => (spec.ac.unwrap_or(0), None),
        };
        Ok(Player {
            ev: facing.ev,
            sh_internal: facing.sh.internal,
            ac,
            block_limit,
            hp: hp.or(max_hp),
            willpower,
            from_build: matches!(defender, Defender::Build(_)),
        })
    }
}
