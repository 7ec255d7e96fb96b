//! The player a `ranged` scenario aims at: EV, internal SH, AC (under dcss-0.34 with the
//! hundredths every use draws from), the block limit, HP and Willpower, as numbers or from a
//! build or character dump (`docs/rules/dcss-0.31-ranged.md` §0, §4;
//! `docs/rules/dcss-0.34-ranged.md` §0; `docs/rules/dcss-0.31-damage.md` §3, §4).

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

/// The player's numbers the attacks read (`docs/rules/dcss-0.31-ranged.md` §0,
/// `docs/rules/dcss-0.34-ranged.md` §0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Player {
    /// EV as the status line shows it.
    pub ev: i32,
    /// Under dcss-0.34, the EV ×100 every attack draws from, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ev_x100: Option<i32>,
    /// Internal SH (twice the displayed SH).
    pub sh_internal: i32,
    /// Under dcss-0.34, the internal SH ×100 every block roll draws from, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sh_internal_x100: Option<i32>,
    /// AC.
    pub ac: i32,
    /// Under dcss-0.34, the AC ×100 every landed attack draws from, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ac_x100: Option<i32>,
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

/// The whole number a value given in hundredths shows (truncated), when only the hundredths
/// are given.
fn shown(whole: Option<i32>, x100: Option<i32>) -> Option<i32> {
    whole.or(x100.map(|x| x / 100))
}

impl Player {
    /// The player of `spec` (not a sequence: each attack of one carries its own numbers).
    /// With `defender`, its EV, SH, block limit, AC and max HP (under dcss-0.34 in hundredths);
    /// else the numbers (`ev` or `ev_x100` required, the rest defaulting to 0, a block limit
    /// of 3 and no HP). The rules check the hundredths against the release and the numbers
    /// shown.
    pub fn of(spec: &RangedSpec, rules: RuleSet) -> Result<Player, InputError> {
        let hp = spec
            .hp
            .map(|hp| HP.check(hp).map_err(|e| InputError::at("hp", e)))
            .transpose()?;
        let willpower = WILLPOWER
            .check(spec.willpower.unwrap_or(0))
            .map_err(|e| InputError::at("willpower", e))?;
        let Some(d) = &spec.defender else {
            let ev = shown(spec.ev, spec.ev_x100).ok_or_else(|| {
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
                (None, None) => spec.sh_internal_x100.map_or(0, |x| x / 100),
            };
            let block_limit = spec
                .block_limit
                .unwrap_or(DefenderNumbers::DEFAULT_BLOCK_LIMIT);
            DefenderNumbers::BLOCK_LIMIT
                .check(block_limit)
                .map_err(|e| InputError::at("block_limit", e))?;
            return Ok(Player {
                ev,
                ev_x100: spec.ev_x100,
                sh_internal,
                sh_internal_x100: spec.sh_internal_x100,
                ac: shown(spec.ac, spec.ac_x100).unwrap_or(0),
                ac_x100: spec.ac_x100,
                block_limit,
                hp,
                willpower,
                from_build: false,
            });
        };
        for (field, on) in [
            ("ev", spec.ev.is_some()),
            ("ev_x100", spec.ev_x100.is_some()),
            ("sh", spec.sh.is_some()),
            ("sh_internal", spec.sh_internal.is_some()),
            ("sh_internal_x100", spec.sh_internal_x100.is_some()),
            ("block_limit", spec.block_limit.is_some()),
        ] {
            if on {
                return Err(InputError::invalid(
                    field,
                    "the defender gives it: drop it, or the defender",
                ));
            }
        }
        let defender = d.defender_in(rules).map_err(|e| e.within("defender"))?;
        let facing = defender.facing(ShieldRules::V031, &Situation::default());
        let block_limit = facing
            .block_limit
            .unwrap_or(DefenderNumbers::DEFAULT_BLOCK_LIMIT);
        let hundredths = facing.drawn.filter(|_| rules.rounds_at_random());
        let (ac, ac_x100, max_hp) = match &defender {
            Defender::Build(build) => {
                if let Some(field) = [("ac", spec.ac), ("ac_x100", spec.ac_x100)]
                    .iter()
                    .find_map(|(f, v)| v.map(|_| *f))
                {
                    return Err(InputError::invalid(
                        field,
                        "a build's AC comes from its armour: give ac only with numbers",
                    ));
                }
                let ac_error = |e: mechanics::dcss::damage::DamageError| {
                    InputError::invalid(format!("defender.{}", e.field()), e.to_string())
                };
                let (ac, ac_x100) = if rules.rounds_at_random() {
                    let h = defender.ac_hundredths().map_err(ac_error)?;
                    (h.map_or(0, |h| h.shown()), h.map(|h| h.x100()))
                } else {
                    (player_ac(build).map_err(ac_error)?.ac, None)
                };
                (ac, ac_x100, player_max_hp(build).ok())
            }
            Defender::Numbers(_) | Defender::Hundredths(_) => (
                shown(spec.ac, spec.ac_x100).unwrap_or(0),
                spec.ac_x100,
                None,
            ),
        };
        Ok(Player {
            ev: facing.ev,
            ev_x100: hundredths.map(|h| h.ev_x100),
            sh_internal: facing.sh.internal,
            sh_internal_x100: hundredths.map(|h| h.sh.raw_x100),
            ac,
            ac_x100,
            block_limit,
            hp: hp.or(max_hp),
            willpower,
            from_build: matches!(defender, Defender::Build(_)),
        })
    }
}
