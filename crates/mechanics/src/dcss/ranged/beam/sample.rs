//! A spell beam played as the game plays it (`bolt::misses_player`, beam.cc:3177-3265;
//! `bolt::affect_player`, 3990-4020; `docs/rules/dcss-0.31-ranged.md` §3.3–§3.6).

use rand::Rng;

use super::Beam;
use super::defer::BeamTest;
use crate::dcss::ranged::defence::{read, roll_after_ac};
use crate::dcss::ranged::law::Shot;
use crate::dcss::rng::{random2, random2avg, roll_dice};

impl Beam {
    /// Plays one beam in the game's order (`docs/rules/dcss-0.31-ranged.md` §3.3–§3.6):
    /// explosions and `AUTOMATIC_HIT` beams hit at once; otherwise one read of EV, then for a
    /// blockable beam with SH above 0 and the limit not reached (`exhausted` false) the block
    /// roll `random2(hit·130/100) < block value`; then `_test_beam_hit` with a fresh
    /// `defer_rand`, and its coupled retest against repel missiles; on a hit the dice, AC by
    /// flavour and the resistance.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, exhausted: bool) -> Shot {
        let r = &self.rolls;
        if !r.always_hits {
            let dodge = read(rng, &self.defence.ev);
            let real = r.real;
            let sh = if self.cast.incapacitated {
                0
            } else {
                read(rng, &self.defence.sh_internal)
            };
            if r.blockable && !exhausted && sh > 0 {
                let roll = random2(rng, r.block_range);
                let sh = read(rng, &self.defence.sh_internal);
                let block = if sh <= 0 {
                    -100
                } else {
                    random2avg(rng, 2 * sh, 2) / 3 - 1
                };
                if roll < block {
                    return Shot::blocked();
                }
            }
            let pierce = self.row.pierce;
            let mut test = BeamTest::default();
            if !test.hits(rng, real, dodge, pierce, false)
                || self.cast.repel_missiles && !test.hits(rng, real, dodge, pierce, true)
            {
                return Shot::missed();
            }
        }
        let (n, size) = r.dice;
        let raw = roll_dice(rng, n, size);
        let flavour = self.row.flavour;
        let after = roll_after_ac(rng, raw, 0, &self.defence.ac, flavour.ac_rule());
        Shot::landed(flavour.resist(after, self.cast.resist))
    }
}
