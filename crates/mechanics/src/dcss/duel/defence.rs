//! The monster's side of a duel: the player's defence as laws (EV per attack, SH per block
//! roll, AC per draw) and the monster's melee round against it, slot by slot, with the player's
//! block counter (`docs/rules/dcss-0.31-player-attack.md` §8; `docs/rules/dcss-0.31.md` §2-§3,
//! §6; `docs/rules/dcss-0.31-damage.md` §1-§2).
//!
//! Under `dcss-0.31` each defence value is a constant. DCSS 0.34 keeps EV, SH and AC ×100 and
//! randomly rounds them every time the game asks: [`Drawn::RandomRound`] is that law, so a 0.34
//! defence plugs in here without changing the round or the chain.

use rand::Rng;

use crate::dcss::attack::{Attack, AttackProbs, Attacker, DefenderEv, DefenderShield};
use crate::dcss::damage::{DamageBranch, MeleeDamage, gdr_percent};
use crate::dcss::rng::{div_rand_round, random2};
use crate::dcss::rounding::Hundredths;
use crate::dcss::rules::{PlayerNumbers, RuleSet};
use crate::dcss::shields::{Blocker, ShieldRules, monster_bypass};
use crate::dcss::to_hit::{HitModifiers, MonsterAttacker, test_hit};
use crate::dist::Dist;

/// A defence value as the game reads it at each use (`docs/rules/dcss-0.31-player-attack.md`
/// §8, §14).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn {
    /// The same value every time (0.31).
    Fixed(i32),
    /// `div_rand_round(x100, 100)` drawn afresh at every use (0.34).
    RandomRound {
        /// The value ×100.
        x100: i32,
    },
}

impl Drawn {
    /// The law of one use.
    pub fn dist(&self) -> Dist {
        match *self {
            Drawn::Fixed(v) => Dist::point(v),
            Drawn::RandomRound { x100 } => Hundredths(x100).law(),
        }
    }

    /// One use, drawn as the game draws it.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        match *self {
            Drawn::Fixed(v) => v,
            Drawn::RandomRound { x100 } => Hundredths(x100).draw(rng),
        }
    }
}

/// The player as the monster's attacks see it (`docs/rules/dcss-0.31-player-attack.md` §8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerDefence {
    /// EV, drawn once per attack.
    pub ev: Drawn,
    /// Internal SH (`psc`), drawn once per block roll.
    pub sh_internal: Drawn,
    /// AC, drawn twice per landed hit: once for the roll and its cap, once for GDR.
    pub ac: Drawn,
    /// Blocks between two player actions (0.31: the shield's, 1 for SH without a shield).
    pub block_limit: u32,
    /// Max HP.
    pub hp: i32,
}

impl PlayerDefence {
    /// The release whose rules this defence follows: values drawn from hundredths are the
    /// 0.34 player's (`docs/rules/dcss-0.34.md` §1.1), fixed ones the 0.31 player's.
    pub fn rule_set(&self) -> RuleSet {
        let drawn = |d: &Drawn| matches!(d, Drawn::RandomRound { .. });
        RuleSet::newest_with(
            if drawn(&self.ev) || drawn(&self.sh_internal) || drawn(&self.ac) {
                PlayerNumbers::Hundredths
            } else {
                PlayerNumbers::Whole
            },
        )
    }

    /// Whether the player can block at all.
    pub fn can_block(&self) -> bool {
        self.block_limit > 0 && self.sh_internal.dist().max() > 0
    }

    /// The block counter's states, `0..=limit`, or just 0 when nothing is ever blocked.
    pub fn block_states(&self) -> usize {
        if self.can_block() {
            self.block_limit as usize + 1
        } else {
            1
        }
    }
}

/// The damage a landed monster hit leaves after the player's AC and GDR, with AC drawn from
/// its law (`docs/rules/dcss-0.31-damage.md` §2.1): `max(d − max(random2(1 + AC₁),
/// min(GDR(AC₂)·damage_max/100, div_rand_round(AC₁, 2))), 0)`. With a constant AC this is the
/// law of `damage::landed_damage_law`.
pub fn landed_after_ac(damage: &MeleeDamage, ac: &Dist) -> Dist {
    let mut parts: Vec<(f64, Dist)> = Vec::new();
    for DamageBranch {
        probability,
        damage_max,
        damage: law,
    } in &damage.dist().branches
    {
        for (a1, p1) in ac.iter().filter(|&(_, p)| p > 0.0) {
            for (a2, p2) in ac.iter().filter(|&(_, p)| p > 0.0) {
                let a = a1.max(0);
                let floor_gdr = gdr_percent(a2) * damage_max / 100;
                let saved = Dist::div_rand_round(a, 2)
                    .and_then(|half| Dist::random2(1 + a).map(|s| s.max(floor_gdr.min(half))));
                let left = law.add(&saved.map(|s| -s)).map(|v| v.max(0));
                parts.push((probability * p1 * p2, left));
            }
        }
    }
    let hi = parts.iter().map(|(_, d)| d.max()).max().unwrap_or(0);
    let mut w = vec![0.0; hi as usize + 1];
    for (p, d) in &parts {
        for (v, q) in d.iter() {
            w[v as usize] += p * q;
        }
    }
    Dist::from_weights(0, &w)
}

/// `apply_ac` on the player with its AC drawn twice, in the game's order (two AC draws, then
/// the roll, then the GDR floor; `docs/rules/dcss-0.31-damage.md` §2.1).
pub fn roll_after_ac<R: Rng + ?Sized>(
    rng: &mut R,
    damage: i32,
    damage_max: i32,
    ac: &Drawn,
) -> i32 {
    let a = ac.roll(rng).max(0);
    let gdr = gdr_percent(ac.roll(rng));
    let saved = random2(rng, 1 + a).max((gdr * damage_max / 100).min(div_rand_round(rng, a, 2)));
    (damage - saved).max(0)
}

/// One attack slot of the monster's round against the player
/// (`docs/rules/dcss-0.31-player-attack.md` §8).
#[derive(Clone, Debug, PartialEq)]
pub struct MonsterSlot {
    /// The slot's to-hit.
    pub attacker: MonsterAttacker,
    /// Its damage before AC.
    pub damage: MeleeDamage,
    /// Its outcome by the player's block counter, mixed over the EV and SH laws.
    pub probs: Vec<AttackProbs>,
    /// A landed hit's damage after AC and GDR.
    pub landed: Dist,
}

impl MonsterSlot {
    /// The slot of `attacker` with `damage` against `defence` (`docs/rules/dcss-0.31.md` §2.1,
    /// §6.3, §6.5): for every counter, the outcome of the attack at each EV and SH value,
    /// weighted by their laws.
    pub fn new(attacker: MonsterAttacker, damage: MeleeDamage, defence: &PlayerDefence) -> Self {
        let ev = defence.ev.dist();
        let sh = defence.sh_internal.dist();
        let probs = (0..defence.block_states())
            .map(|b| {
                let exhausted = b as u32 >= defence.block_limit;
                let mut acc = AttackProbs::default();
                for (e, pe) in ev.iter().filter(|&(_, p)| p > 0.0) {
                    for (s, ps) in sh.iter().filter(|&(_, p)| p > 0.0) {
                        let p = Attack {
                            attacker: Attacker::Monster(attacker),
                            mods: HitModifiers::default(),
                            ev: DefenderEv::Fixed(e),
                            shield: Some(player_shield(s)),
                            rule_set: defence.rule_set(),
                        }
                        .probs(b as u32, exhausted);
                        acc.p_block += pe * ps * p.p_block;
                        acc.p_land += pe * ps * p.p_land;
                        acc.p_miss += pe * ps * p.p_miss;
                    }
                }
                acc
            })
            .collect();
        MonsterSlot {
            attacker,
            damage,
            probs,
            landed: landed_after_ac(&damage, &defence.ac.dist()),
        }
    }

    /// Plays the slot's attack in the game's order (`docs/rules/dcss-0.31.md` §2.1, §6.3): the
    /// to-hit roll, the EV draw and `test_hit` against `random2avg(2·EV, 2)`, the block
    /// contest (the SH draw inside it), then a hit's damage and AC. A block adds one to
    /// `blocks`. Returns what happened.
    pub fn roll<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        defence: &PlayerDefence,
        blocks: &mut u32,
    ) -> SlotOutcome {
        let to_hit = self.attacker.roll_to_hit(rng, &HitModifiers::default());
        let ev = defence.ev.roll(rng);
        let hit = test_hit(rng, to_hit, ev, true);
        let con = random2(rng, monster_bypass(self.attacker.hd));
        let sh = defence.sh_internal.roll(rng);
        let pro = Blocker::Player { sh_internal: sh }.roll_bonus(rng, ShieldRules::V031);
        if pro >= con && *blocks < defence.block_limit {
            *blocks += 1;
            return SlotOutcome::Blocked;
        }
        if !hit {
            return SlotOutcome::Missed;
        }
        let (d, dmax) = self.damage.roll(rng);
        SlotOutcome::Landed(roll_after_ac(rng, d, dmax, &defence.ac))
    }
}

/// What one monster attack did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotOutcome {
    /// Missed (the Minotaur's retaliation may follow, on the first slot).
    Missed,
    /// Blocked by the player's shield.
    Blocked,
    /// Hit for this much damage after AC (possibly 0).
    Landed(i32),
}

fn player_shield(sh_internal: i32) -> DefenderShield {
    DefenderShield {
        blocker: Blocker::Player { sh_internal },
        unseen_attacker: false,
        incapacitated: false,
        rules: ShieldRules::V031,
    }
}
