//! Several ranged attacks between two player actions, sharing the player's block counter:
//! the exact laws of the blocks, the landed attacks and the total damage, and the sampler
//! (`docs/rules/dcss-0.31-ranged.md` §4).

use rand::Rng;

use super::error::RangedError;
use super::law::{Shot, ShotLaw};
use super::missile::MissileInput;
use super::shot::RangedAttack;
use super::spell_input::SpellInput;
use crate::dcss::attack::Outcome;
use crate::dcss::defender::DefenderNumbers;
use crate::dcss::rules::RuleSet;
use crate::dist::Dist;
use crate::limits::Limit;

/// The attacks of a sequence: 1 to 64.
pub const ATTACKS: Limit = Limit::new("attacks", 1, 64);
/// The player's HP a sequence is compared with: 1 to 9999.
pub const HP: Limit = Limit::new("hp", 1, 9999);

/// One attack of a sequence, as the reference vectors write it:
/// `{"kind": "missile" | "beam" | "direct", "input": {...}}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(
    tag = "kind",
    content = "input",
    rename_all = "lowercase",
    deny_unknown_fields
)]
pub enum AttackInput {
    /// A missile.
    Missile(MissileInput),
    /// A spell: a beam, or Smiting or Pain.
    Beam(SpellInput),
    /// Smiting or Pain, which reach the player with no to-hit roll (the 0.34 vectors' kind).
    Direct(SpellInput),
}

impl AttackInput {
    /// Checks the attack under the 0.31 rules (`docs/rules/dcss-0.31-ranged.md` §2, §3, §10).
    ///
    /// # Errors
    /// The missile's or the spell's.
    pub fn resolve(&self) -> Result<RangedAttack, RangedError> {
        self.resolve_in(RuleSet::Dcss031)
    }

    /// Checks the attack under `rules` (`docs/rules/dcss-0.31-ranged.md` §2, §3, §10;
    /// `docs/rules/dcss-0.34-ranged.md` §2, §3, §10).
    ///
    /// # Errors
    /// The missile's or the spell's.
    pub fn resolve_in(&self, rules: RuleSet) -> Result<RangedAttack, RangedError> {
        match self {
            AttackInput::Missile(m) => m.resolve_in(rules).map(RangedAttack::Missile),
            AttackInput::Beam(b) => b.resolve_attack_in(rules),
            AttackInput::Direct(d) => d.resolve_direct_in(rules).map(RangedAttack::Direct),
        }
    }
}

/// Attacks in order between two player actions, the block limit they share and, if known,
/// the player's HP (`docs/rules/dcss-0.31-ranged.md` §4). The JSON object of a reference
/// sequence's `input`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SequenceInput {
    /// Blocks allowed per turn: no shield item 1, buckler 2, kite shield 3, tower shield 4,
    /// an orb 0 under dcss-0.31 and 1 under dcss-0.34 (`docs/rules/dcss-0.31.md` §6.5,
    /// `docs/rules/dcss-0.34-ranged.md` §2.5).
    pub block_limit: u32,
    /// The player's HP, for `p_total_at_least_hp`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// The attacks, in order.
    pub attacks: Vec<AttackInput>,
}

impl SequenceInput {
    /// Checks the sequence and each attack under the 0.31 rules
    /// (`docs/rules/dcss-0.31-ranged.md` §4).
    ///
    /// # Errors
    /// A count, limit or HP out of range, or the first wrong attack, with its index.
    pub fn resolve(&self) -> Result<Volley, RangedError> {
        self.resolve_in(RuleSet::Dcss031)
    }

    /// [`SequenceInput::resolve`] under `rules`.
    ///
    /// # Errors
    /// Those of [`SequenceInput::resolve`], and each attack's under `rules`.
    pub fn resolve_in(&self, rules: RuleSet) -> Result<Volley, RangedError> {
        let attacks = self
            .attacks
            .iter()
            .enumerate()
            .map(|(i, a)| a.resolve_in(rules).map_err(|e| e.in_attack(i)))
            .collect::<Result<Vec<_>, _>>()?;
        DefenderNumbers::BLOCK_LIMIT.check(self.block_limit)?;
        Volley::new(attacks, Some(self.block_limit), self.hp)
    }
}

/// A checked sequence (`docs/rules/dcss-0.31-ranged.md` §4).
#[derive(Clone, Debug, PartialEq)]
pub struct Volley {
    attacks: Vec<RangedAttack>,
    block_limit: Option<u32>,
    hp: Option<i32>,
}

/// The exact laws of a sequence, under the reference vectors' names
/// (`docs/rules/dcss-0.31-ranged.md` §4).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct VolleyExact {
    /// P(i blocks).
    pub blocks_distribution: Vec<f64>,
    /// P(i attacks land).
    pub lands_distribution: Vec<f64>,
    /// P(total damage = i).
    pub total_damage_distribution: Vec<f64>,
    /// The expected blocks.
    pub mean_blocks: f64,
    /// The expected landed attacks.
    pub mean_lands: f64,
    /// The expected total damage.
    pub mean_total_damage: f64,
    /// P(total damage ≥ HP), when the HP is given.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub p_total_at_least_hp: Option<f64>,
}

/// What one played sequence came to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VolleyOutcome {
    /// Blocks made.
    pub blocks: u32,
    /// Attacks that landed.
    pub lands: u32,
    /// Total damage.
    pub damage: i32,
}

/// `P(X = i)` for `i = 0..` over the support, trailing zeros dropped (one entry at least).
fn trimmed(mut v: Vec<f64>) -> Vec<f64> {
    while v.len() > 1 && v.last() == Some(&0.0) {
        v.pop();
    }
    v
}

fn mean(v: &[f64]) -> f64 {
    v.iter().enumerate().map(|(i, p)| i as f64 * p).sum()
}

impl Volley {
    /// A sequence of checked attacks; `block_limit` `None` means no limit (the 0.19 rules, or
    /// a what-if) (`docs/rules/dcss-0.31-ranged.md` §4).
    ///
    /// # Errors
    /// No attack or more than [`ATTACKS`]; an HP outside [`HP`].
    pub fn new(
        attacks: Vec<RangedAttack>,
        block_limit: Option<u32>,
        hp: Option<i32>,
    ) -> Result<Self, RangedError> {
        ATTACKS.check(attacks.len() as i64)?;
        if let Some(hp) = hp {
            HP.check(hp)?;
        }
        Ok(Volley {
            attacks,
            block_limit,
            hp,
        })
    }

    /// The attacks, in order.
    pub fn attacks(&self) -> &[RangedAttack] {
        &self.attacks
    }

    /// The block limit, `None` for none.
    pub fn block_limit(&self) -> Option<u32> {
        self.block_limit
    }

    /// The player's HP, if given.
    pub fn hp(&self) -> Option<i32> {
        self.hp
    }

    fn open(&self, blocks: usize) -> bool {
        self.block_limit.is_none_or(|l| (blocks as u32) < l)
    }

    /// The joint law `p[b][x]` of the blocks `b` and the sum `x` of `value` over the landed
    /// attacks, attack by attack (`docs/rules/dcss-0.31-ranged.md` §4). `value` is never
    /// negative.
    fn chain(&self, laws: &[ShotLaw], value: impl Fn(&ShotLaw) -> Dist) -> Vec<Vec<f64>> {
        let values: Vec<Dist> = laws.iter().map(&value).collect();
        let width = values
            .iter()
            .map(|v| v.max().max(0) as usize)
            .sum::<usize>()
            + 1;
        let mut p = vec![vec![0.0; width]];
        p[0][0] = 1.0;
        for (law, v) in laws.iter().zip(&values) {
            let mut next = vec![vec![0.0; width]; p.len() + 1];
            for (b, row) in p.iter().enumerate() {
                let block = if self.open(b) { law.p_block } else { 0.0 };
                let miss = (1.0 - block) * (1.0 - law.p_hit);
                let land = (1.0 - block) * law.p_hit;
                for (x, &w) in row.iter().enumerate().filter(|&(_, &w)| w > 0.0) {
                    next[b + 1][x] += w * block;
                    next[b][x] += w * miss;
                    for (d, q) in v.iter() {
                        next[b][x + d.max(0) as usize] += w * land * q;
                    }
                }
            }
            while next.len() > 1 && next.last().is_some_and(|r| r.iter().all(|&x| x == 0.0)) {
                next.pop();
            }
            p = next;
        }
        p
    }

    /// The exact laws of the blocks, the landed attacks and the total damage
    /// (`docs/rules/dcss-0.31-ranged.md` §4).
    pub fn exact(&self) -> VolleyExact {
        let laws: Vec<ShotLaw> = self.attacks.iter().map(RangedAttack::shot_law).collect();
        let damage = self.chain(&laws, |l| l.damage.clone());
        let lands = self.chain(&laws, |_| Dist::point(1));
        let blocks = trimmed(damage.iter().map(|row| row.iter().sum()).collect());
        let marginal = |p: &[Vec<f64>]| {
            trimmed(
                (0..p[0].len())
                    .map(|x| p.iter().map(|r| r[x]).sum())
                    .collect(),
            )
        };
        let total = marginal(&damage);
        let lands = marginal(&lands);
        let p_total_at_least_hp = self
            .hp
            .map(|hp| total.iter().skip(hp.max(0) as usize).sum::<f64>() + 0.0);
        VolleyExact {
            mean_blocks: mean(&blocks),
            mean_lands: mean(&lands),
            mean_total_damage: mean(&total),
            blocks_distribution: blocks,
            lands_distribution: lands,
            total_damage_distribution: total,
            p_total_at_least_hp,
        }
    }

    /// Plays the attacks in order against one block counter (`docs/rules/dcss-0.31-ranged.md`
    /// §4): once the limit is reached nothing more is blocked.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> VolleyOutcome {
        self.roll_each(rng, |_, _| {})
    }

    /// [`Volley::roll`], handing each attack's [`Shot`] to `each` with its index as it is
    /// played (`docs/rules/dcss-0.31-ranged.md` §4).
    pub fn roll_each<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        mut each: impl FnMut(usize, Shot),
    ) -> VolleyOutcome {
        let mut out = VolleyOutcome::default();
        for (i, a) in self.attacks.iter().enumerate() {
            let exhausted = !self.open(out.blocks as usize);
            let shot = a.roll(rng, exhausted);
            each(i, shot);
            match shot.outcome {
                Outcome::Blocked => out.blocks += 1,
                Outcome::Landed => out.lands += 1,
                Outcome::Missed => {}
            }
            out.damage += shot.damage;
        }
        out
    }
}
