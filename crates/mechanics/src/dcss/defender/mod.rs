//! The player as the attacks see it: a build or its numbers, the situation it is in, and
//! what that comes to for each attack (EV, SH, the block limit) (`docs/rules/dcss-0.31.md`
//! §2.3, §3.3, §4, §6). A 0.34 defender (a build under dcss-0.34, or numbers in hundredths)
//! keeps its EV and SH ×100, and every attack and block roll draws them afresh
//! (`docs/rules/dcss-0.34.md` §1.1).

use crate::dcss::attack::{Attack, Attacker, DefenderEv, DefenderShield};
use crate::dcss::build::{Build, Encumbrance};
use crate::dcss::evasion::{EvBreakdown, EvSituation};
use crate::dcss::rounding::Hundredths;
use crate::dcss::rules::{PlayerNumbers, RuleSet};
use crate::dcss::shields::{Blocker, ShieldClass, ShieldRules, block_limit};
use crate::dcss::to_hit::HitModifiers;
use crate::dist::Dist;
use crate::limits::{Limit, OutOfRange};

mod v034;

pub use v034::{DefenderHundredths, Drawn034};

/// A defender given by the numbers the game shows rather than by a build: the status line's
/// EV, the internal SH (twice the displayed SH) and the 0.31 per-turn block limit
/// (`docs/rules/dcss-0.31.md` §4, §6.1, §6.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefenderNumbers {
    /// The status line's EV.
    pub ev: i32,
    /// `player_shield_class()`, twice the displayed SH; 0 for none.
    pub sh_internal: i32,
    /// Blocks allowed per turn under 0.31 (buckler 2, kite 3, tower 4, other SH 1).
    pub block_limit: u32,
}

impl DefenderNumbers {
    /// EV: −50 to 150, wider than any build reaches.
    pub const EV: Limit = Limit::new("ev", -50, 150);
    /// Internal SH: 0 to 200.
    pub const SH_INTERNAL: Limit = Limit::new("sh_internal", 0, 200);
    /// The block limit: 0 to 32 (the game's are 0–4; more means no limit in practice).
    pub const BLOCK_LIMIT: Limit = Limit::new("block_limit", 0, 32);
    /// The block limit when none is given: a kite shield's 3.
    pub const DEFAULT_BLOCK_LIMIT: u32 = 3;

    /// The numbers, each checked against its limit.
    pub fn new(ev: i32, sh_internal: i32, block_limit: u32) -> Result<Self, OutOfRange> {
        Ok(DefenderNumbers {
            ev: Self::EV.check(ev)?,
            sh_internal: Self::SH_INTERNAL.check(sh_internal)?,
            block_limit: Self::BLOCK_LIMIT.check(block_limit)?,
        })
    }
}

/// The defender: a player build, or numbers (`docs/rules/dcss-0.31.md` §4–§6,
/// `docs/rules/dcss-0.34.md` §1.1).
// A defender is made once per scenario and copied rarely; boxing the build would only add
// an allocation and a change to every caller.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Defender {
    /// A validated build: EV, SH and the block limit come from its equipment.
    Build(Build),
    /// EV and SH as the game shows them (0.31: whole numbers).
    Numbers(DefenderNumbers),
    /// EV, SH and AC in hundredths, as DCSS 0.34 keeps them.
    Hundredths(DefenderHundredths),
}

/// The defender's situation and the attackers' view of it (`docs/rules/dcss-0.31.md` §2.3, §3.3,
/// §4.1, §6.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Situation {
    /// The defender cannot see the attackers: EV −10 and block value ÷3.
    pub unseen_attacker: bool,
    /// The attackers cannot see the defender: monster to-hit −35 %.
    pub invisible_defender: bool,
    /// Constricted: EV −3.
    pub constricted: bool,
    /// Caught in a net or web: natural EV halved, cannot block.
    pub caught: bool,
    /// Petrifying: natural EV halved.
    pub petrifying: bool,
    /// Asleep, paralysed or petrified: helpless EV, cannot block.
    pub helpless: bool,
    /// Confused defender: cannot block.
    pub confused: bool,
    /// Vertigo: EV −5.
    pub vertigo: bool,
    /// Standing in water (the merfolk bonus).
    pub in_water: bool,
    /// The defender is backlit: to-hit +5.
    pub backlit: bool,
    /// The defender has an umbra the attackers cannot see through: to-hit −3.
    pub umbra: bool,
}

impl Situation {
    /// Whether the defender cannot block at all: caught, helpless or confused
    /// (`docs/rules/dcss-0.31.md` §6.3).
    pub fn incapacitated(&self) -> bool {
        self.caught || self.helpless || self.confused
    }

    /// The situation as the EV computation reads it (`docs/rules/dcss-0.31.md` §3.3, §4.1).
    pub fn ev_situation(&self) -> EvSituation {
        EvSituation {
            helpless: self.helpless,
            vertigo: self.vertigo,
            petrifying: self.petrifying,
            caught: self.caught,
            constricted: self.constricted,
            in_water: self.in_water,
            unseen_attacker: self.unseen_attacker,
        }
    }

    /// An attacker's post-roll modifiers in this situation; `confused` is the attacker's
    /// own confusion (`docs/rules/dcss-0.31.md` §2.3).
    pub fn hit_modifiers(&self, confused: bool) -> HitModifiers {
        HitModifiers {
            confused,
            defender_unseen: self.invisible_defender,
            backlit: self.backlit,
            umbra: self.umbra,
            ..HitModifiers::default()
        }
    }
}

/// What the defender comes to against attacks in a situation: the EV they roll against, its
/// SH, the block limit, and for a build the EV breakdown and encumbrance
/// (`docs/rules/dcss-0.31.md` §3.3, §4, §6; `docs/rules/dcss-0.34.md` §1.1, §4, §6).
#[derive(Clone, Debug, PartialEq)]
pub struct Facing {
    /// The EV the attacks roll against; under 0.34 the lower of the two values they draw
    /// ([`Facing::ev_law`] has the law).
    pub ev: i32,
    /// SH (internal 0 when the defender cannot block); under 0.34 `raw_x100` is the raw SH,
    /// `internal` the lower of the two values a block roll draws, `displayed` what the game
    /// shows ([`Facing::sh_law`] has the law).
    pub sh: ShieldClass,
    /// Blocks allowed per turn under 0.31 and 0.34; `None` under the 0.19 contest (no limit).
    pub block_limit: Option<u32>,
    /// The 0.31 EV breakdown, for a 0.31 build.
    pub breakdown: Option<EvBreakdown>,
    /// The encumbrance summary, for a build.
    pub encumbrance: Option<Encumbrance>,
    /// The rule set the defender was built under.
    pub rule_set: RuleSet,
    /// Under 0.34: the hundredths the draws come from, and a build's EV breakdown.
    pub drawn: Option<Drawn034>,
    /// The EV as every attack draws it.
    ev_roll: DefenderEv,
    /// The shield as every attack's contest sees it; `None` without SH.
    shield: Option<DefenderShield>,
}

impl Defender {
    /// The rule set the defender belongs to: a build's own, 0.31 for whole numbers, 0.34 for
    /// hundredths.
    pub fn rule_set(&self) -> RuleSet {
        match self {
            Defender::Build(b) => b.rules,
            Defender::Numbers(_) => RuleSet::newest_with(PlayerNumbers::Whole),
            Defender::Hundredths(_) => RuleSet::newest_with(PlayerNumbers::Hundredths),
        }
    }

    /// The player's AC ×100 as the damage rules draw it (`docs/rules/dcss-0.34.md` §D3.1):
    /// a 0.34 build's `armour_class_scaled(100)`, a 0.31 build's whole AC ×100 (0.31 truncates
    /// once and never draws), 0.34 numbers' `ac_x100` when given; `None` for 0.31 numbers.
    ///
    /// # Errors
    /// A build in a form ([`crate::dcss::damage::DamageError::Form`]).
    pub fn ac_hundredths(&self) -> Result<Option<Hundredths>, crate::dcss::damage::DamageError> {
        use crate::dcss::damage::{player_ac, player_ac_034};
        Ok(match self {
            Defender::Build(b) if b.rules.rounds_at_random() => {
                Some(player_ac_034(b)?.hundredths())
            }
            Defender::Build(b) => Some(Hundredths::whole(player_ac(b)?.ac)),
            Defender::Numbers(_) => None,
            Defender::Hundredths(n) => n.ac_x100.map(Hundredths),
        })
    }

    /// The defender in `situation` under the `rules` of the block contest
    /// (`docs/rules/dcss-0.31.md` §3.3, §4.1, §6.1, §6.5): a build's EV with the situation
    /// applied and its SH (0 when incapacitated), or the numbers, whose EV is the status
    /// line's (only an unseen attacker still costs 10). A 0.34 defender keeps its EV and SH in
    /// hundredths, drawn per attack and per block roll (`docs/rules/dcss-0.34.md` §1.1), and
    /// has the 0.34 block limit; `rules` chooses the contest (0.19 adds its pierce penalty
    /// and lifts the limit).
    pub fn facing(&self, rules: ShieldRules, situation: &Situation) -> Facing {
        let incapacitated = situation.incapacitated();
        let (ev, sh, limit, breakdown, encumbrance) = match self {
            Defender::Build(build) if build.rules.rounds_at_random() => {
                return v034::facing_build(build, rules, situation);
            }
            Defender::Hundredths(n) => return v034::facing_numbers(n, rules, situation),
            Defender::Build(build) => {
                let breakdown = build.evasion(&situation.ev_situation());
                (
                    breakdown.ev,
                    build.shield_class(incapacitated),
                    block_limit(rules, build.shield),
                    Some(breakdown),
                    Some(build.encumbrance()),
                )
            }
            Defender::Numbers(n) => {
                let internal = if incapacitated { 0 } else { n.sh_internal };
                let limit = match rules {
                    ShieldRules::V031 => Some(n.block_limit),
                    ShieldRules::V019 => None,
                };
                (
                    n.ev - if situation.unseen_attacker { 10 } else { 0 },
                    ShieldClass {
                        raw_x100: internal * 100,
                        internal,
                        displayed: internal / 2,
                    },
                    limit,
                    None,
                    None,
                )
            }
        };
        let shield = (sh.internal > 0).then_some(DefenderShield {
            blocker: Blocker::Player {
                sh_internal: sh.internal,
            },
            unseen_attacker: situation.unseen_attacker,
            incapacitated,
            rules,
        });
        Facing {
            ev,
            sh,
            block_limit: limit,
            breakdown,
            encumbrance,
            rule_set: RuleSet::Dcss031,
            drawn: None,
            ev_roll: DefenderEv::Fixed(ev),
            shield,
        }
    }
}

impl Facing {
    /// One attack of `attacker` against this defender, the attacker confused or not
    /// (`docs/rules/dcss-0.31.md` §2.1, §2.3, §6.3).
    pub fn attack(&self, attacker: Attacker, confused: bool, situation: &Situation) -> Attack {
        Attack {
            attacker,
            mods: situation.hit_modifiers(confused),
            ev: self.ev_roll,
            shield: self.shield,
            rule_set: self.rule_set,
        }
    }

    /// The block limit the turn applies: the 0.31 or 0.34 limit when the defender can block,
    /// else none (0.19 rules, or nothing to block with).
    pub fn turn_block_limit(&self) -> Option<u32> {
        self.block_limit.filter(|_| self.shield.is_some())
    }

    /// The EV as every attack sees it: a number, or the 0.34 draw.
    pub fn defender_ev(&self) -> DefenderEv {
        self.ev_roll
    }

    /// The law of the EV one attack rolls against (melee and missiles; a beam draws it once
    /// too): a point under 0.31, `div_rand_round(EV×100, 100)` less 10 for an unseen attacker
    /// under 0.34 (`docs/rules/dcss-0.34.md` §1.1, §4.1).
    pub fn ev_law(&self) -> Dist {
        self.ev_roll.law()
    }

    /// The law of the internal SH of one block roll: a point under 0.31, `div_rand_round(SH
    /// raw ×100, 100)` under 0.34, 0 when the defender cannot block (a beam draws it twice,
    /// `docs/rules/dcss-0.34.md` §1.1, §6.1).
    pub fn sh_law(&self) -> Dist {
        match self.shield.map(|s| s.blocker) {
            Some(Blocker::PlayerDrawn { sh_x100 }) => Hundredths(sh_x100).law(),
            Some(Blocker::Player { sh_internal }) => Dist::point(sh_internal),
            _ => Dist::point(self.sh.internal),
        }
    }

    /// The shield as every attack's contest sees it; `None` when the defender cannot block.
    pub fn shield(&self) -> Option<DefenderShield> {
        self.shield
    }
}
