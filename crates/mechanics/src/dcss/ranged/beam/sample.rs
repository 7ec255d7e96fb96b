//! A spell beam played as the game plays it (`bolt::misses_player`, `bolt::affect_player`;
//! `docs/rules/dcss-0.31-ranged.md` §3.3–§3.6, `docs/rules/dcss-0.34-ranged.md` §3.3–§3.6).

use rand::Rng;

use super::Beam;
use super::defer::BeamTest;
use crate::dcss::ranged::defence::roll_after_ac;
use crate::dcss::ranged::law::Shot;
use crate::dcss::rng::{random2, random2avg, roll_dice};

impl Beam {
    /// Plays one beam in the game's order (`docs/rules/dcss-0.31-ranged.md` §3.3–§3.6,
    /// `docs/rules/dcss-0.34-ranged.md` §3.3–§3.6): explosions and `AUTOMATIC_HIT` beams hit at
    /// once; otherwise one draw of EV and one of SH (0 for a helpless player), then for a
    /// blockable beam with that SH above 0 and the limit not reached (`exhausted` false) the
    /// block roll `random2(hit·130/100) <` the block value from a second draw of SH; then
    /// `_test_beam_hit` with a fresh `defer_rand` at the EV (+15 against repel missiles at
    /// 0.34.1), and at 0.31.0 its coupled retest against repel missiles; on a hit the dice, AC
    /// by flavour from one draw of AC, and the resistance.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, exhausted: bool) -> Shot {
        let r = &self.rolls;
        if !r.always_hits {
            let dodge = self.defence.ev.draw(rng);
            let real = r.real;
            let sh = if self.cast.incapacitated {
                0
            } else {
                self.defence.sh_internal.draw(rng)
            };
            if r.blockable && !exhausted && sh > 0 {
                let roll = random2(rng, r.block_range);
                let sh = self.defence.sh_internal.draw(rng);
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
            let dodge = dodge + r.repel_ev;
            let mut test = BeamTest::default();
            if !test.hits(rng, real, dodge, pierce, false)
                || r.retest && !test.hits(rng, real, dodge, pierce, true)
            {
                return Shot::missed();
            }
        }
        let (n, size) = r.dice;
        let raw = roll_dice(rng, n, size);
        let (flavour, rules) = (self.row.flavour, self.release.rules);
        let after = roll_after_ac(rng, raw, 0, self.defence.ac, flavour.ac_rule(rules));
        Shot::landed(flavour.resist(rules, after, self.cast.resist))
    }
}
