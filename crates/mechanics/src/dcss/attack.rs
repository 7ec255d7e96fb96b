//! One attack and one defender turn of attacks: the game-order sampler and the exact
//! probabilities, from the same rules (`dcss-0.31.md` §2.1, §6.3, §6.5;
//! `dcss-0.19-shields.md` §2.4–§4.3).
//!
//! An attack rolls to-hit against EV (`test_hit`), then the shield contest, which
//! overrides the EV result when it blocks; a block counts toward the defender's block
//! counter even when the EV roll had missed. Under 0.31 the counter caps the blocks per
//! defender turn; under 0.19 it raises the attacker's pierce roll. Because the block roll
//! of a monster attacker does not depend on its to-hit, P(hit) and P(block) are
//! independent for monsters; for a player attacker the bypass `15 + to_hit/2` ties them,
//! and the exact path sums over the rolled to-hit.

use crate::dist::Dist;
use crate::shields::{
    BlockContest, Defender, ShieldRules, monster_bypass, p_pro_beats_con, player_bypass,
};
use crate::to_hit::{
    HitModifiers, MonsterAttacker, PlayerAttacker, ev_roll_dist, p_test_hit, player_roll_to_hit,
    player_to_hit_dist, test_hit,
};
use rand::Rng;

/// How a player attacker's pre-roll to-hit is obtained (`dcss-0.31.md` §2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerPreRoll {
    /// A fixed pre-roll (the game's `to_land`), rolled as `random2(N)`.
    Fixed(i32),
    /// A full attacker whose skill terms are random.
    Build(PlayerAttacker),
}

impl PlayerPreRoll {
    fn dist(&self) -> Dist {
        match self {
            PlayerPreRoll::Fixed(n) => Dist::point(*n),
            PlayerPreRoll::Build(a) => a.pre_roll_dist(),
        }
    }

    fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        match self {
            PlayerPreRoll::Fixed(n) => *n,
            PlayerPreRoll::Build(a) => a.roll_pre_roll(rng),
        }
    }
}

/// Who attacks (`dcss-0.31.md` §2.1 step 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attacker {
    /// A monster: modifiers before the roll, `random2(m+1)`, randomised EV, bypass
    /// `15 + HD·2/3`.
    Monster(MonsterAttacker),
    /// The player: `random2(pre)`, modifiers after, flat EV, bypass `15 + to_hit/2`.
    Player(PlayerPreRoll),
}

/// The defender's shield as the contest sees it (`dcss-0.31.md` §6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefenderShield {
    /// The defender's block roll.
    pub defender: Defender,
    /// The defender cannot see the attacker: `pro /= 3`.
    pub unseen_attacker: bool,
    /// The defender is incapacitated: no block.
    pub incapacitated: bool,
    /// 0.31 or 0.19 rules.
    pub rules: ShieldRules,
}

impl DefenderShield {
    /// The contest against an attacker with the given bypass (`dcss-0.31.md` §6.3).
    pub fn contest(&self, bypass: i32) -> BlockContest {
        BlockContest {
            defender: self.defender,
            bypass,
            unseen_attacker: self.unseen_attacker,
            incapacitated: self.incapacitated,
            rules: self.rules,
        }
    }
}

/// What became of one attack (`dcss-0.31.md` §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Missed on the EV roll and not blocked.
    Missed,
    /// Blocked by the shield (whatever the EV roll said).
    Blocked,
    /// Neither missed nor blocked.
    Landed,
}

impl Outcome {
    /// The outcomes in code order: 0 missed, 1 blocked, 2 landed, the index the fast
    /// paths and the simulator's counters use (`dcss-0.31.md` §2.1, §6.3).
    pub const ALL: [Outcome; 3] = [Outcome::Missed, Outcome::Blocked, Outcome::Landed];

    /// This outcome's code in [`Outcome::ALL`] (`dcss-0.31.md` §2.1).
    pub fn index(self) -> usize {
        match self {
            Outcome::Missed => 0,
            Outcome::Blocked => 1,
            Outcome::Landed => 2,
        }
    }
}

/// Exact outcome probabilities of one attack in a given block state.
/// (`dcss-0.31.md` §2.1, §6.3–§6.5)
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AttackProbs {
    /// P(blocked).
    pub p_block: f64,
    /// P(lands): not missed, not blocked.
    pub p_land: f64,
    /// P(missed and not blocked).
    pub p_miss: f64,
}

/// One attack against one defender (`dcss-0.31.md` §2.1, §6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack {
    /// Who attacks.
    pub attacker: Attacker,
    /// Post-roll to-hit modifiers.
    pub mods: HitModifiers,
    /// The defender's EV against this attack (after situational penalties).
    pub ev: i32,
    /// The defender's shield, if it has SH.
    pub shield: Option<DefenderShield>,
}

impl Attack {
    /// Whether the defender's EV is randomised: only when a monster attacks
    /// (`dcss-0.31.md` §2.1 step 4).
    pub fn randomises_ev(&self) -> bool {
        matches!(self.attacker, Attacker::Monster(_))
    }

    /// Exact law of the rolled to-hit (`dcss-0.31.md` §2.1 step 2).
    pub fn to_hit_dist(&self) -> Dist {
        match &self.attacker {
            Attacker::Monster(m) => m.to_hit_dist(&self.mods),
            Attacker::Player(p) => player_to_hit_dist(&p.dist(), &self.mods),
        }
    }

    fn bypass(&self, to_hit: i32) -> i32 {
        match &self.attacker {
            Attacker::Monster(m) => monster_bypass(m.hd),
            Attacker::Player(_) => player_bypass(to_hit),
        }
    }

    /// Exact probability of passing `test_hit`, shield aside (`dcss-0.31.md` §2.1).
    pub fn p_hit(&self) -> f64 {
        crate::to_hit::p_hit(&self.to_hit_dist(), self.ev, self.randomises_ev())
    }

    /// Exact outcome probabilities after `blocks` earlier blocks this turn; with
    /// `exhausted` the 0.31 block limit has been reached and nothing is blocked
    /// (`dcss-0.31.md` §6.3, §6.5; `dcss-0.19-shields.md` §2.1).
    ///
    /// ```
    /// use mechanics::combat::{Attack, Attacker, DefenderShield};
    /// use mechanics::display::mon_shown_pct;
    /// use mechanics::shields::{Defender, ShieldRules};
    /// use mechanics::to_hit::{HitModifiers, MonsterAttacker};
    ///
    /// // dcss-0.31.md §2.5: an HD 10 fighter against EV 20 and internal SH 27.
    /// let fighter = MonsterAttacker { hd: 10, skilled: true, weapon_to_hit: 0, slaying: 0 };
    /// let shield = DefenderShield {
    ///     defender: Defender::Player { psc: 27 },
    ///     unseen_attacker: false,
    ///     incapacitated: false,
    ///     rules: ShieldRules::V031,
    /// };
    /// let attack = Attack {
    ///     attacker: Attacker::Monster(fighter),
    ///     mods: HitModifiers::default(),
    ///     ev: 20,
    ///     shield: Some(shield),
    /// };
    /// let p = attack.probs(0, false);
    /// assert!((p.p_land - 0.32975).abs() < 5e-6); // the true chance to be hit
    /// assert_eq!(mon_shown_pct(43, 20, 10, 27), 35); // what the game shows
    /// ```
    pub fn probs(&self, blocks: u32, exhausted: bool) -> AttackProbs {
        let ev = ev_roll_dist(self.ev, self.randomises_ev());
        let shield = self.shield.filter(|s| !exhausted && !s.incapacitated);
        let pro = shield.map(|s| s.contest(0).pro_dist());
        let (mut p_block, mut p_land) = (0.0, 0.0);
        for (t, p) in self.to_hit_dist().iter() {
            if p == 0.0 {
                continue;
            }
            let hit = p_test_hit(t, &ev);
            let block = match (shield, &pro) {
                (Some(s), Some(pro)) => {
                    p_pro_beats_con(pro, s.contest(self.bypass(t)).pierce_range(blocks))
                }
                _ => 0.0,
            };
            p_block += p * block;
            p_land += p * hit * (1.0 - block);
        }
        AttackProbs {
            p_block,
            p_land,
            p_miss: 1.0 - p_block - p_land,
        }
    }

    /// Plays the attack in the game's order: to-hit roll, `test_hit` (EV roll and the
    /// 5 % coin), then the shield contest, which overrides when it blocks and the limit
    /// is not reached (`dcss-0.31.md` §2.1, §6.3).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, blocks: u32, exhausted: bool) -> Outcome {
        let to_hit = match &self.attacker {
            Attacker::Monster(m) => m.roll_to_hit(rng, &self.mods),
            Attacker::Player(p) => {
                let pre = p.roll(rng);
                player_roll_to_hit(rng, pre, &self.mods)
            }
        };
        let hit = test_hit(rng, to_hit, self.ev, self.randomises_ev());
        if let Some(s) = &self.shield
            && s.contest(self.bypass(to_hit)).roll(rng, blocks)
            && !exhausted
        {
            return Outcome::Blocked;
        }
        if hit {
            Outcome::Landed
        } else {
            Outcome::Missed
        }
    }
}

/// The attacks one defender receives between two of its own actions, sharing one block
/// counter (`spec/README.md` "Defender turn"; `dcss-0.31.md` §6.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The attacks in order.
    pub attacks: Vec<Attack>,
    /// The 0.31 per-turn block limit, or `None` under 0.19 rules.
    pub block_limit: Option<u32>,
}

/// The longest fight, in attacks, for which [`Turn::longest_streak_exact`] computes the
/// exact law (`dcss-0.31.md` §6.5).
pub const MAX_EXACT_STREAK_ATTACKS: usize = 64;

/// Exact distributions over one defender turn (`dcss-0.19-shields.md` §4.3;
/// `dcss-0.31.md` §6.5).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TurnDistribution {
    /// P(b blocks in the turn), index = b.
    pub blocks: Vec<f64>,
    /// P(j attacks land in the turn), index = j.
    pub lands: Vec<f64>,
    /// Unconditional P(attack k is blocked), index = k.
    pub p_block_by_attack: Vec<f64>,
    /// Unconditional P(attack k lands), index = k.
    pub p_land_by_attack: Vec<f64>,
    /// Unconditional P(attack k misses), index = k.
    pub p_miss_by_attack: Vec<f64>,
}

impl TurnDistribution {
    /// P(at least `j` attacks land).
    /// (`dcss-0.31.md` §2.1, §6.3–§6.5)
    pub fn p_at_least_lands(&self, j: usize) -> f64 {
        // `+ 0.0` turns the empty sum's -0.0 into 0.0.
        self.lands.iter().skip(j).sum::<f64>() + 0.0
    }
}

impl Turn {
    fn exhausted(&self, blocks: u32) -> bool {
        self.block_limit.is_some_and(|l| blocks >= l)
    }

    /// The exact joint law of blocks and landed attacks, by dynamic programming over the
    /// block counter (`dcss-0.19-shields.md` §4.3; `dcss-0.31.md` §6.5).
    ///
    /// ```
    /// use mechanics::combat::{Attack, Attacker, DefenderShield, Turn};
    /// use mechanics::shields::{Defender, ShieldRules};
    /// use mechanics::to_hit::{HitModifiers, MonsterAttacker};
    ///
    /// // Four HD 5 attacks against EV 15 and a kite shield at psc 22, 0.31 rules (limit 3).
    /// let orc = MonsterAttacker { hd: 5, skilled: false, weapon_to_hit: 0, slaying: 0 };
    /// let shield = DefenderShield {
    ///     defender: Defender::Player { psc: 22 },
    ///     unseen_attacker: false,
    ///     incapacitated: false,
    ///     rules: ShieldRules::V031,
    /// };
    /// let attack = Attack { attacker: Attacker::Monster(orc), mods: HitModifiers::default(), ev: 15, shield: Some(shield) };
    /// let turn = Turn { attacks: vec![attack; 4], block_limit: Some(3) };
    /// let d = turn.exact();
    /// assert_eq!(d.blocks[4], 0.0); // the limit caps blocks at 3
    /// assert!((d.p_block_by_attack[0] - 0.379657688).abs() < 1e-9);
    /// ```
    pub fn exact(&self) -> TurnDistribution {
        let n = self.attacks.len();
        // state[b][j]: probability of b blocks and j landed so far.
        let mut state = vec![vec![0.0; n + 1]; n + 1];
        state[0][0] = 1.0;
        let (mut pb, mut pl, mut pm) = (vec![0.0; n], vec![0.0; n], vec![0.0; n]);
        for (k, attack) in self.attacks.iter().enumerate() {
            let mut next = vec![vec![0.0; n + 1]; n + 1];
            for b in 0..=k {
                let probs = attack.probs(b as u32, self.exhausted(b as u32));
                for j in 0..=k {
                    let p = state[b][j];
                    if p == 0.0 {
                        continue;
                    }
                    next[b + 1][j] += p * probs.p_block;
                    next[b][j + 1] += p * probs.p_land;
                    next[b][j] += p * probs.p_miss;
                    pb[k] += p * probs.p_block;
                    pl[k] += p * probs.p_land;
                    pm[k] += p * probs.p_miss;
                }
            }
            state = next;
        }
        let blocks = state.iter().map(|row| row.iter().sum()).collect();
        let lands = (0..=n)
            .map(|j| state.iter().map(|row| row[j]).sum())
            .collect();
        TurnDistribution {
            blocks,
            lands,
            p_block_by_attack: pb,
            p_land_by_attack: pl,
            p_miss_by_attack: pm,
        }
    }

    /// Exact law of the longest run of consecutive landed attacks over a fight of `turns`
    /// defender turns, the block counter resetting at each turn (`dcss-0.31.md` §6.5):
    /// element `s` is P(longest run = s). Dynamic programming over (blocks this turn,
    /// current run, longest run so far); `None` when the fight has more than
    /// [`MAX_EXACT_STREAK_ATTACKS`] attacks, where the table would grow too large.
    pub fn longest_streak_exact(&self, turns: u32) -> Option<Vec<f64>> {
        let k = self.attacks.len();
        let total = k * turns as usize;
        if total > MAX_EXACT_STREAK_ATTACKS {
            return None;
        }
        // probs[a][b]: the outcome law of attack a after b earlier blocks this turn.
        let probs: Vec<Vec<AttackProbs>> = self
            .attacks
            .iter()
            .map(|a| {
                (0..=k as u32)
                    .map(|b| a.probs(b, self.exhausted(b)))
                    .collect()
            })
            .collect();
        let side = total + 1;
        let index = |b: usize, run: usize, longest: usize| (b * side + run) * side + longest;
        let mut state = vec![0.0; (k + 1) * side * side];
        state[index(0, 0, 0)] = 1.0;
        for _ in 0..turns {
            for (a, by_blocks) in probs.iter().enumerate() {
                let mut next = vec![0.0; state.len()];
                for b in 0..=a {
                    let p = by_blocks[b];
                    for run in 0..side {
                        for longest in run..side {
                            let w = state[index(b, run, longest)];
                            if w == 0.0 {
                                continue;
                            }
                            next[index(b + 1, 0, longest)] += w * p.p_block;
                            next[index(b, 0, longest)] += w * p.p_miss;
                            if run + 1 < side {
                                let l = longest.max(run + 1);
                                next[index(b, run + 1, l)] += w * p.p_land;
                            }
                        }
                    }
                }
                state = next;
            }
            // A new turn: the block counter resets, runs carry over.
            let mut reset = vec![0.0; state.len()];
            for b in 0..=k {
                for run in 0..side {
                    for longest in run..side {
                        reset[index(0, run, longest)] += state[index(b, run, longest)];
                    }
                }
            }
            state = reset;
        }
        let mut law = vec![0.0; side];
        for run in 0..side {
            for (longest, p) in law.iter_mut().enumerate().skip(run) {
                *p += state[index(0, run, longest)];
            }
        }
        Some(law)
    }

    /// Plays the turn in order, as the game does, writing each attack's outcome into
    /// `outcomes` (which must be as long as the turn); returns `(blocks, lands)`.
    /// (`dcss-0.31.md` §2.1, §6.3–§6.5)
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, outcomes: &mut [Outcome]) -> (u32, u32) {
        let (mut blocks, mut lands) = (0, 0);
        for (attack, out) in self.attacks.iter().zip(outcomes.iter_mut()) {
            *out = attack.roll(rng, blocks, self.exhausted(blocks));
            match out {
                Outcome::Blocked => blocks += 1,
                Outcome::Landed => lands += 1,
                Outcome::Missed => {}
            }
        }
        (blocks, lands)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn monster(hd: i32, skilled: bool) -> Attacker {
        Attacker::Monster(MonsterAttacker {
            hd,
            skilled,
            weapon_to_hit: 0,
            slaying: 0,
        })
    }

    #[test]
    fn monster_hit_and_block_are_independent() {
        let a = Attack {
            attacker: monster(5, false),
            mods: HitModifiers::default(),
            ev: 15,
            shield: Some(DefenderShield {
                defender: Defender::Player { psc: 8 },
                unseen_attacker: false,
                incapacitated: false,
                rules: ShieldRules::V031,
            }),
        };
        let p = a.probs(0, false);
        // dcss-0.31.md §2.5: true P(hit) 39.281 % with SH 8 against an HD 5 attacker.
        assert!((p.p_land - 0.39281).abs() < 5e-6);
        assert!((p.p_land - a.p_hit() * (1.0 - p.p_block)).abs() < 1e-12);
        let ex = a.probs(0, true);
        assert_eq!(ex.p_block, 0.0);
        assert!((ex.p_land - a.p_hit()).abs() < 1e-12);
    }

    #[test]
    fn player_attacker_block_depends_on_its_roll() {
        let a = Attack {
            attacker: Attacker::Player(PlayerPreRoll::Fixed(40)),
            mods: HitModifiers::default(),
            ev: 10,
            shield: Some(DefenderShield {
                defender: Defender::Monster {
                    shield_class: Some(30),
                },
                unseen_attacker: false,
                incapacitated: false,
                rules: ShieldRules::V031,
            }),
        };
        let p = a.probs(0, false);
        // High rolls both hit and pierce more: landing is more likely than independence says.
        assert!(p.p_land > a.p_hit() * (1.0 - p.p_block));
        assert!((p.p_block + p.p_land + p.p_miss - 1.0).abs() < 1e-12);
    }

    #[test]
    fn longest_streak_of_one_turn_by_hand() {
        // Two unshielded attacks that each land with probability p: the longest run is 0
        // with (1-p)^2, 2 with p^2, 1 otherwise.
        let a = Attack {
            attacker: monster(5, false),
            mods: HitModifiers::default(),
            ev: 15,
            shield: None,
        };
        let p = a.p_hit();
        let turn = Turn {
            attacks: vec![a; 2],
            block_limit: None,
        };
        let law = turn.longest_streak_exact(1).unwrap();
        assert!((law[0] - (1.0 - p) * (1.0 - p)).abs() < 1e-12);
        assert!((law[2] - p * p).abs() < 1e-12);
        assert!((law[1] - 2.0 * p * (1.0 - p)).abs() < 1e-12);
        // Two turns: the runs carry across turns, so four landed attacks in a row count 4.
        let two = turn.longest_streak_exact(2).unwrap();
        assert!((two[4] - p.powi(4)).abs() < 1e-12);
        assert!((two.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!(turn.longest_streak_exact(40).is_none());
    }
}
