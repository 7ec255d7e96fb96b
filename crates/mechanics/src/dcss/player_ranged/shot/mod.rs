//! One shot from a launcher or one throw at a monster: its to-hit and the monster's shield,
//! the damage of a landed shot, the delay, and what the game shows; each as an exact law and
//! as a sampler in the game's order (`docs/rules/dcss-0.34-player-ranged.md` §1–§4).
//!
//! * [`aim`]: the to-hit, the EV test and the shield block (§2.1–§2.5).
//! * [`damage`]: a landed shot's damage with its brand (§3).
//! * [`delay`]: the attack delay (§4).
//! * [`shown`]: "about N% to hit" (§2.6).

pub mod aim;
pub mod damage;
pub mod delay;
pub mod shown;

use rand::Rng;

pub use aim::{Aim, ShotShield};
pub use damage::ShotDamage;
pub use delay::{ShotDelay, ShotDelayRolls};
pub use shown::ShotDisplay;

use crate::dcss::attack::{AttackProbs, Outcome};
use crate::dcss::player_ranged::laws::with_misses;
use crate::dcss::player_ranged::projectile::Projectile;
use crate::dist::Dist;

/// A resolved shot or throw (`docs/rules/dcss-0.34-player-ranged.md` §1).
#[derive(Clone, Debug, PartialEq)]
pub struct Shot {
    /// What flies.
    pub projectile: Projectile,
    /// Its to-hit against the monster.
    pub aim: Aim,
    /// A landed shot's damage.
    pub damage: ShotDamage,
    /// Its time.
    pub delay: ShotDelay,
    /// Its time's `random_var`s, built once.
    pub delay_rolls: ShotDelayRolls,
    /// What the targeting line shows.
    pub display: ShotDisplay,
    /// The monster's blocks between two of its own actions.
    pub block_limit: u32,
}

/// The exact law of one shot at a fresh block counter
/// (`docs/rules/dcss-0.34-player-ranged.md` §2–§4, §9).
#[derive(Clone, Debug, PartialEq)]
pub struct ShotLaw {
    /// `calc_pre_roll_to_hit(true)`.
    pub pre_roll: Dist,
    /// P(blocked), P(lands), P(missed).
    pub probs: AttackProbs,
    /// A landed shot's HP damage; `None` for darts and nets, which do none.
    pub landed: Option<Dist>,
    /// One shot's damage: 0 on a miss or a block.
    pub per_shot: Dist,
    /// The time it takes.
    pub delay: Dist,
    /// "about N% to hit".
    pub display_percent: i32,
}

impl ShotLaw {
    /// `10·E[per shot]/E[delay]` (§9).
    pub fn damage_per_10_aut(&self) -> f64 {
        10.0 * self.per_shot.mean() / self.delay.mean()
    }
}

/// What one shot did, as the sampler plays it (`docs/rules/dcss-0.34-player-ranged.md` §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShotRoll {
    /// Its time.
    pub time: i32,
    /// Missed, blocked or landed.
    pub outcome: Outcome,
    /// The HP damage it dealt (0 unless it landed).
    pub damage: i32,
    /// The missile is gone: thrown and not a boomerang flying back (§1 step 6, §3.6).
    pub spent: bool,
}

impl Shot {
    /// Whether a throw uses up the missile: every throw does, except a boomerang that is
    /// not destroyed, which flies back (§1 step 6); a launcher shoots by itself.
    pub fn spends(&self, mulched: bool) -> bool {
        match self.projectile {
            Projectile::Launcher(_) => false,
            Projectile::Thrown(m) => !m.returns || mulched,
        }
    }

    /// The exact law (§2–§4).
    pub fn law(&self) -> ShotLaw {
        let probs = self.aim.probs(false);
        let landed = self.damage.landed_dist();
        let per_shot = with_misses(&landed, probs.p_land);
        ShotLaw {
            pre_roll: self.aim.pre_roll_dist(),
            probs,
            landed: (!self.damage.harmless()).then_some(landed),
            per_shot,
            delay: self.delay.dist(),
            display_percent: self.display.percent(),
        }
    }

    /// Plays one shot in the game's order (§1): its time (`player_speed()` and the delay's
    /// one roll), a throw's breaking roll, the to-hit against EV and shield, then a landed
    /// shot's damage. `exhausted`: the monster has no block left before it acts again.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, exhausted: bool) -> ShotRoll {
        let time = self.delay_rolls.roll(rng);
        let mulched = self.damage.roll_mulch(rng);
        let outcome = self.aim.roll(rng, exhausted);
        let damage = if outcome == Outcome::Landed {
            self.damage.roll(rng, mulched)
        } else {
            0
        };
        ShotRoll {
            time,
            outcome,
            damage,
            spent: self.spends(mulched),
        }
    }
}
