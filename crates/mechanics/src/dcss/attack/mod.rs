//! One attack and one defender turn of attacks: the game-order sampler and the exact
//! probabilities, from the same rules (`docs/rules/dcss-0.31.md` §2.1, §6.3, §6.5;
//! `docs/rules/dcss-0.19-shields.md` §2.4–§4.3).
//!
//! An attack rolls to-hit against EV (`test_hit`), then the shield contest, which
//! overrides the EV result when it blocks; a block counts toward the defender's block
//! counter even when the EV roll had missed. Under 0.31 the counter caps the blocks per
//! defender turn; under 0.19 it raises the attacker's pierce roll. Because the block roll
//! of a monster attacker does not depend on its to-hit, P(hit) and P(block) are
//! independent for monsters; for a player attacker the bypass `15 + to_hit/2` ties them,
//! and the exact path sums over the rolled to-hit.
//!
//! Under DCSS 0.34 the player's EV and SH are drawn afresh for every attack and every block
//! roll ([`DefenderEv::Drawn`], [`Blocker::PlayerDrawn`]): the exact side mixes over their
//! laws, the sampler draws them in the game's order (`docs/rules/dcss-0.34.md` §1.1, §2.1),
//! and an automatic hit is never blocked.

use crate::dcss::rng::x_chance_in_y;
use crate::dcss::rules::RuleSet;
use crate::dcss::shields::{
    BlockContest, Blocker, ShieldRules, monster_bypass, p_pro_beats_con, player_bypass,
};
use crate::dcss::to_hit::{
    AUTOMATIC_HIT, HitModifiers, MonsterAttacker, PlayerAttacker, p_test_hit, player_roll_to_hit,
    player_to_hit_dist, test_hit,
};
use crate::dist::Dist;
use crate::limits::{Limit, OutOfRange};
use rand::Rng;

mod ev;
mod shown;

pub use ev::DefenderEv;

/// How a player attacker's pre-roll to-hit is obtained (`docs/rules/dcss-0.31.md` §2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerPreRoll {
    /// A fixed pre-roll (the game's `to_land`), rolled as `random2(N)`.
    Fixed(i32),
    /// A full attacker whose skill terms are random.
    Build(PlayerAttacker),
}

impl PlayerPreRoll {
    /// A fixed pre-roll: 1 to `AUTOMATIC_HIT` (`docs/rules/dcss-0.31.md` §2.2).
    pub const FIXED: Limit = Limit::new("player_to_hit", 1, AUTOMATIC_HIT as i64);

    /// A fixed pre-roll checked against [`Self::FIXED`].
    pub fn fixed(to_land: i32) -> Result<Self, OutOfRange> {
        Ok(PlayerPreRoll::Fixed(Self::FIXED.check(to_land)?))
    }

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

    /// The pre-roll the game's display uses (`calc_pre_roll_to_hit(false)`,
    /// `docs/rules/dcss-0.31.md` §2.4a).
    pub fn display_pre_roll(&self) -> i32 {
        match self {
            PlayerPreRoll::Fixed(n) => *n,
            PlayerPreRoll::Build(a) => a.display_pre_roll(),
        }
    }
}

/// Who attacks (`docs/rules/dcss-0.31.md` §2.1 step 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attacker {
    /// A monster: modifiers before the roll, `random2(m+1)`, randomised EV, bypass
    /// `15 + HD·2/3`.
    Monster(MonsterAttacker),
    /// The player: `random2(pre)`, modifiers after, flat EV, bypass `15 + to_hit/2`.
    Player(PlayerPreRoll),
}

/// The defender's shield as the contest sees it (`docs/rules/dcss-0.31.md` §6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefenderShield {
    /// The defender's block roll.
    pub blocker: Blocker,
    /// The defender cannot see the attacker: `pro /= 3`.
    pub unseen_attacker: bool,
    /// The defender is incapacitated: no block.
    pub incapacitated: bool,
    /// 0.31 or 0.19 rules.
    pub rules: ShieldRules,
}

impl DefenderShield {
    /// The contest against an attacker with the given bypass (`docs/rules/dcss-0.31.md` §6.3).
    pub fn contest(&self, bypass: i32) -> BlockContest {
        BlockContest {
            blocker: self.blocker,
            bypass,
            unseen_attacker: self.unseen_attacker,
            incapacitated: self.incapacitated,
            rules: self.rules,
        }
    }
}

/// What became of one attack (`docs/rules/dcss-0.31.md` §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Outcome {
    /// Missed on the EV roll and not blocked.
    Missed = 0,
    /// Blocked by the shield (whatever the EV roll said).
    Blocked = 1,
    /// Neither missed nor blocked.
    Landed = 2,
}

impl Outcome {
    /// The outcomes in index order: missed, blocked, landed (`docs/rules/dcss-0.31.md` §2.1, §6.3).
    pub const ALL: [Outcome; 3] = [Outcome::Missed, Outcome::Blocked, Outcome::Landed];

    /// This outcome's position in [`Outcome::ALL`], for per-outcome counters.
    #[inline(always)]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The outcome from the two facts that decide it: a block overrides the EV roll
    /// (`docs/rules/dcss-0.31.md` §2.1 step 5). Branch-free.
    #[inline(always)]
    pub fn from_rolls(blocked: bool, hits: bool) -> Self {
        match u8::from(blocked) | (u8::from(!blocked & hits) << 1) {
            0 => Outcome::Missed,
            1 => Outcome::Blocked,
            _ => Outcome::Landed,
        }
    }
}

/// How many attacks ended each way, indexed by [`Outcome::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OutcomeCounts([u64; 3]);

impl OutcomeCounts {
    /// The counts of missed, blocked and landed attacks.
    pub fn new(missed: u64, blocked: u64, landed: u64) -> Self {
        OutcomeCounts([missed, blocked, landed])
    }

    /// Counts one outcome (an index, no branch).
    #[inline(always)]
    pub fn record(&mut self, outcome: Outcome) {
        self.0[outcome.index()] += 1;
    }

    /// The count of `outcome`.
    pub fn get(&self, outcome: Outcome) -> u64 {
        self.0[outcome.index()]
    }

    /// Attacks that missed and were not blocked.
    pub fn missed(&self) -> u64 {
        self.0[0]
    }

    /// Attacks that were blocked.
    pub fn blocked(&self) -> u64 {
        self.0[1]
    }

    /// Attacks that landed.
    pub fn landed(&self) -> u64 {
        self.0[2]
    }

    /// The counts in [`Outcome::ALL`] order: missed, blocked, landed.
    pub fn as_array(&self) -> [u64; 3] {
        self.0
    }

    /// All attacks counted.
    pub fn total(&self) -> u64 {
        self.0.iter().sum()
    }

    /// Adds `other`'s counts.
    pub fn merge(&mut self, other: &Self) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }
}

/// Exact outcome probabilities of one attack in a given block state.
/// (`docs/rules/dcss-0.31.md` §2.1, §6.3–§6.5)
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct AttackProbs {
    /// P(blocked).
    pub p_block: f64,
    /// P(lands): not missed, not blocked.
    pub p_land: f64,
    /// P(missed and not blocked).
    pub p_miss: f64,
}

/// One attack against one defender (`docs/rules/dcss-0.31.md` §2.1, §6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack {
    /// Who attacks.
    pub attacker: Attacker,
    /// Post-roll to-hit modifiers.
    pub mods: HitModifiers,
    /// The defender's EV against this attack (after situational penalties): a number, or
    /// under 0.34 the player's EV drawn for the attack.
    pub ev: DefenderEv,
    /// The defender's shield, if it has SH.
    pub shield: Option<DefenderShield>,
    /// The game release whose rules resolve the attack: under dcss-0.34 an automatic hit is
    /// never blocked (attack.cc:1042) and the displays are the 0.34 ones
    /// (`docs/rules/dcss-0.34.md` §2.4, §6.3). A [`DefenderEv::Drawn`] EV belongs to 0.34.
    pub rule_set: RuleSet,
}

impl Attack {
    /// Whether the defender's EV is randomised: only when a monster attacks
    /// (`docs/rules/dcss-0.31.md` §2.1 step 4).
    pub fn randomises_ev(&self) -> bool {
        matches!(self.attacker, Attacker::Monster(_))
    }

    /// Exact law of the rolled to-hit (`docs/rules/dcss-0.31.md` §2.1 step 2).
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

    /// Exact probability of passing `test_hit`, shield aside: beating EV, not yet landing
    /// (`docs/rules/dcss-0.31.md` §2.1).
    pub fn p_beat_ev(&self) -> f64 {
        let ev = self.ev.roll_law(self.randomises_ev());
        self.to_hit_dist()
            .iter()
            .map(|(t, p)| p * self.p_test_hit_blind(t, &ev))
            .sum()
    }

    /// Whether an attack with this rolled to-hit can be blocked at all: not an automatic hit
    /// under 0.34 (`docs/rules/dcss-0.34.md` §6.3).
    pub fn can_block(&self, to_hit: i32) -> bool {
        !(self.rule_set.release().unblockable_automatic_hits && to_hit >= AUTOMATIC_HIT)
    }

    /// `P(test_hit)` for a rolled to-hit against the EV roll's law, after a blind player's
    /// forced miss (`docs/rules/dcss-0.31.md` §2.1, `docs/rules/dcss-0.34.md` §2.1 step 4).
    fn p_test_hit_blind(&self, to_hit: i32, ev: &Dist) -> f64 {
        let hit = p_test_hit(to_hit, ev);
        if to_hit >= AUTOMATIC_HIT || self.mods.blind_miss_pct <= 0 {
            hit
        } else {
            hit * f64::from(100 - self.mods.blind_miss_pct.min(100)) / 100.0
        }
    }

    /// Exact outcome probabilities after `blocks` earlier blocks this turn; with
    /// `exhausted` the 0.31 block limit has been reached and nothing is blocked
    /// (`docs/rules/dcss-0.31.md` §6.3, §6.5; `docs/rules/dcss-0.19-shields.md` §2.1).
    ///
    /// ```
    /// use mechanics::dcss::attack::{Attack, Attacker, DefenderEv, DefenderShield};
    /// use mechanics::dcss::display::mon_shown_pct;
    /// use mechanics::dcss::rules::RuleSet;
    /// use mechanics::dcss::shields::{Blocker, ShieldRules};
    /// use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
    /// use mechanics::tolerance::FIVE_DECIMALS;
    ///
    /// // `docs/rules/dcss-0.31.md` §2.5: an HD 10 fighter against EV 20 and internal SH 27.
    /// let fighter = MonsterAttacker { hd: 10, fighter: true, weapon_to_hit: 0, slaying: 0 };
    /// let shield = DefenderShield {
    ///     blocker: Blocker::Player { sh_internal: 27 },
    ///     unseen_attacker: false,
    ///     incapacitated: false,
    ///     rules: ShieldRules::V031,
    /// };
    /// let attack = Attack {
    ///     attacker: Attacker::Monster(fighter),
    ///     mods: HitModifiers::default(),
    ///     ev: DefenderEv::Fixed(20),
    ///     shield: Some(shield),
    ///     rule_set: RuleSet::Dcss031,
    /// };
    /// let p = attack.probs(0, false);
    /// assert!((p.p_land - 0.32975).abs() < FIVE_DECIMALS); // the true chance to be hit
    /// assert_eq!(mon_shown_pct(43, 20, 10, 27), 35); // what the game shows
    /// ```
    pub fn probs(&self, blocks: u32, exhausted: bool) -> AttackProbs {
        let ev = self.ev.roll_law(self.randomises_ev());
        let shield = self.shield.filter(|s| !exhausted && !s.incapacitated);
        let pro = shield.map(|s| s.contest(0).pro_dist());
        let (mut p_block, mut p_land) = (0.0, 0.0);
        for (t, p) in self.to_hit_dist().iter() {
            if p == 0.0 {
                continue;
            }
            let hit = self.p_test_hit_blind(t, &ev);
            let block = match (shield, &pro) {
                (Some(s), Some(pro)) if self.can_block(t) => {
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

    /// The top of the attack's to-hit roll as reports show it: a monster's `to_land` (rolled
    /// as `random2(to_land + 1)`), or the player's pre-roll (`docs/rules/dcss-0.31.md` §2.2,
    /// §3.1).
    pub fn to_land(&self) -> i32 {
        match &self.attacker {
            Attacker::Monster(m) => m.to_land(&self.mods),
            Attacker::Player(p) => p.display_pre_roll(),
        }
    }

    /// Plays the attack in the game's order: to-hit roll, the EV draw (0.34), `test_hit` (EV
    /// roll and the 5 % coin, then a blind player's forced miss), then the shield contest,
    /// which overrides when it blocks and the limit is not reached, and never takes a 0.34
    /// automatic hit (`docs/rules/dcss-0.31.md` §2.1, §6.3; `docs/rules/dcss-0.34.md` §1.1,
    /// §2.1, §6.3).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, blocks: u32, exhausted: bool) -> Outcome {
        let to_hit = match &self.attacker {
            Attacker::Monster(m) => m.roll_to_hit(rng, &self.mods),
            Attacker::Player(p) => {
                let pre = p.roll(rng);
                player_roll_to_hit(rng, pre, &self.mods)
            }
        };
        let ev = self.ev.draw(rng);
        let mut hit = test_hit(rng, to_hit, ev, self.randomises_ev());
        if to_hit < AUTOMATIC_HIT && x_chance_in_y(rng, self.mods.blind_miss_pct, 100) {
            hit = false;
        }
        if let Some(s) = &self.shield
            && self.can_block(to_hit)
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
