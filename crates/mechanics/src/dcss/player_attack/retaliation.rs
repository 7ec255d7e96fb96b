//! The Minotaur's retaliation (`do_minotaur_retaliation`, melee-attack.cc:3527-3592;
//! `docs/rules/dcss-0.31-player-attack.md` §4).

use rand::Rng;

use super::aux::{AuxAttacker, aux_chain_dist, roll_aux_chain};
use super::damage::roll_monster_ac;
use crate::dcss::rng::x_chance_in_y;
use crate::dist::Dist;

/// The Minotaur's reflexive headbutt when a monster's first attack of a round misses
/// (`do_minotaur_retaliation`, melee-attack.cc:3527-3592; `docs/rules/dcss-0.31-player-attack.md`
/// §4): chance `(23 + XL)%`, headbutt damage as an aux attack, and the monster's AC rolled and
/// then ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Retaliation {
    /// The player (horns from its mutations).
    pub attacker: AuxAttacker,
    /// The monster's AC, rolled for nothing.
    pub ac: i32,
}

impl Retaliation {
    /// `x` of the trigger `x_chance_in_y(23 + XL, 100)`.
    pub fn chance(&self) -> i32 {
        23 + self.attacker.xl
    }

    fn base(&self) -> i32 {
        5 + 3 * self.attacker.mutations.horns
    }

    /// The exact law of the damage of a triggered retaliation (at least 0: a non-positive
    /// value does nothing).
    pub fn damage_dist(&self) -> Dist {
        aux_chain_dist(&self.attacker, &Dist::point(self.base())).map(|d| d.max(0))
    }

    /// The exact law of one retaliation opportunity: nothing with `1 − chance`, else the
    /// damage.
    pub fn dist(&self) -> Dist {
        let p = f64::from(self.chance().clamp(0, 100)) / 100.0;
        let hit = self.damage_dist();
        let mut w = vec![0.0; (hit.max() + 1) as usize];
        w[0] = 1.0 - p;
        for (v, q) in hit.iter() {
            w[v as usize] += p * q;
        }
        Dist::from_weights(0, &w)
    }

    /// Plays one opportunity in the game's order; returns the damage (0 when it does not fire).
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        if !x_chance_in_y(rng, self.chance(), 100) {
            return 0;
        }
        let d = roll_aux_chain(rng, &self.attacker, self.base());
        let _ignored = roll_monster_ac(rng, d, self.ac);
        d.max(0)
    }
}
