//! The to-hit of a shot or a throw: the pre-roll, the roll with its post-roll modifiers, the
//! monster's flat EV and its shield, exact and sampled
//! (`docs/rules/dcss-0.34-player-ranged.md` §2.1–§2.5).

use rand::Rng;

use crate::dcss::attack::{AttackProbs, Outcome};
use crate::dcss::player_ranged::target::RangedTarget;
use crate::dcss::rng::random2;
use crate::dcss::to_hit::{AUTOMATIC_HIT, PlayerAttacker, p_test_hit, test_hit};
use crate::dist::Dist;

/// Everything the to-hit of one shot reads (`docs/rules/dcss-0.34-player-ranged.md` §2).
#[derive(Clone, Debug, PartialEq)]
pub struct Aim {
    /// The pre-roll's terms: Dex, Fighting, the skill that fires it, the launcher's plus and
    /// accuracy, slaying (with hurling's +4 for a throw).
    pub attacker: PlayerAttacker,
    /// The post-roll modifiers, summed: −5 per inaccuracy, −5 confused, −6 for a monster you
    /// cannot see, else +5 backlit and −3 for an umbra (§2.2).
    pub modifier: i32,
    /// The EV it meets: `evasion()` plus 24 for Deflect Missiles (§2.3).
    pub ev: i32,
    /// The monster's shield as it meets this shot; `None` when it cannot block it (no
    /// shield, incapacitated, or the shot penetrates).
    pub shield: Option<ShotShield>,
}

/// A monster's shield against a shot: `pro = random2avg(SHm, 2)/2` (0 counts as −100),
/// divided by 3 when you are invisible to it (`docs/rules/dcss-0.34-player-ranged.md` §2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShotShield {
    /// The monster, whose `shield_bonus()` is rolled.
    pub target: RangedTarget,
    /// You are invisible to it: `pro /= 3`.
    pub invisible_to_it: bool,
}

impl ShotShield {
    /// The law of `pro` (§2.4).
    pub fn pro_dist(&self) -> Dist {
        let pro = self.target.shield_bonus_dist();
        if self.invisible_to_it {
            pro.map(|p| p / 3)
        } else {
            pro
        }
    }

    /// One `pro`, rolled as the game rolls it (§2.4).
    pub fn roll_pro<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let pro = self.target.roll_shield_bonus(rng);
        if self.invisible_to_it { pro / 3 } else { pro }
    }
}

impl Aim {
    /// The aim at `target`: `penetrates` for a javelin or a penetration brand, which no
    /// shield blocks; `invisible_to_it` divides its shield roll by 3 (§2.4).
    pub fn new(
        attacker: PlayerAttacker,
        modifier: i32,
        target: &RangedTarget,
        penetrates: bool,
        invisible_to_it: bool,
    ) -> Self {
        let shield = (target.can_block() && !penetrates).then_some(ShotShield {
            target: *target,
            invisible_to_it,
        });
        Aim {
            attacker,
            modifier,
            ev: target.missile_ev(),
            shield,
        }
    }

    /// The law of `calc_pre_roll_to_hit(true)` (§2.1).
    pub fn pre_roll_dist(&self) -> Dist {
        self.attacker.pre_roll_dist()
    }

    /// The law of the rolled to-hit: `maybe_random2(pre)` plus the modifiers; an automatic
    /// hit passes through (§2.2).
    pub fn to_hit_dist(&self) -> Dist {
        let m = self.modifier;
        self.pre_roll_dist().and_then(|p| {
            if p >= AUTOMATIC_HIT {
                Dist::point(AUTOMATIC_HIT)
            } else {
                Dist::random2(p).map(|r| r + m)
            }
        })
    }

    /// P(blocked | to-hit `t`): `pro >= random2(15 + t/2)`; never for an automatic hit
    /// (§2.4, §2.5).
    pub fn p_block_given(&self, t: i32) -> f64 {
        self.shield
            .map_or(0.0, |s| p_pro_at_least(&s.pro_dist(), t))
    }

    /// P(the EV test passes | to-hit `t`): an automatic hit, else 2.5 % either way and
    /// `t >= EV` the rest of the time (§2.3).
    pub fn p_beat_ev_given(&self, t: i32) -> f64 {
        p_test_hit(t, &Dist::point(self.ev))
    }

    /// P(blocked), P(lands), P(missed) of one shot; `exhausted`: the monster has used up its
    /// blocks since it last acted (§2.5).
    pub fn probs(&self, exhausted: bool) -> AttackProbs {
        let (mut p_block, mut p_land) = (0.0, 0.0);
        let pro = self.shield.filter(|_| !exhausted).map(|s| s.pro_dist());
        for (t, p) in self.to_hit_dist().iter().filter(|&(_, p)| p > 0.0) {
            let block = pro.as_ref().map_or(0.0, |pro| p_pro_at_least(pro, t));
            p_block += p * block;
            p_land += p * (1.0 - block) * self.p_beat_ev_given(t);
        }
        AttackProbs {
            p_block,
            p_land,
            p_miss: 1.0 - p_block - p_land,
        }
    }

    /// Plays the to-hit in the game's order (§1 step 3-4, §2): the pre-roll, the roll and
    /// its modifiers, the EV test, then the block roll `random2(15 + t/2)` (drawn even when
    /// nothing can block) against the shield roll, which overrides the EV test.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, exhausted: bool) -> Outcome {
        let pre = self.attacker.roll_pre_roll(rng);
        let t = if pre >= AUTOMATIC_HIT {
            AUTOMATIC_HIT
        } else {
            random2(rng, pre) + self.modifier
        };
        let hit = test_hit(rng, t, self.ev, false);
        if t < AUTOMATIC_HIT {
            let con = random2(rng, 15 + t / 2);
            if let Some(shield) = &self.shield {
                let pro = shield.roll_pro(rng);
                if !exhausted && pro >= con {
                    return Outcome::Blocked;
                }
            }
        }
        if hit {
            Outcome::Landed
        } else {
            Outcome::Missed
        }
    }
}

/// `P(pro >= random2(15 + t/2))` for the law of `pro`; 0 for an automatic hit
/// (`docs/rules/dcss-0.34-player-ranged.md` §2.4, §2.5).
fn p_pro_at_least(pro: &Dist, t: i32) -> f64 {
    if t >= AUTOMATIC_HIT {
        return 0.0;
    }
    let range = 15 + t / 2;
    pro.iter()
        .map(|(v, p)| {
            let below = if range <= 1 {
                f64::from(u8::from(v >= 0))
            } else {
                f64::from((v + 1).clamp(0, range)) / f64::from(range)
            };
            p * below
        })
        .sum()
}
