//! Smiting and Pain played as the game plays them (`_cast_smiting`, mon-cast.cc;
//! `actor::check_willpower`, actor.cc; `bolt::affect_player_enchantment`, beam.cc;
//! `docs/rules/dcss-0.31-ranged.md` §10).

use rand::Rng;

use super::{Direct, SMITE_BASE, SMITE_SPREAD, WILL_INVULN};
use crate::dcss::ranged::law::Shot;
use crate::dcss::ranged::spells::DirectSpell;
use crate::dcss::rng::{random2, random2avg, roll_dice};
use crate::dcss::zap::Flavour;

impl Direct {
    /// Plays one cast in the game's order (`docs/rules/dcss-0.31-ranged.md` §10): Smiting
    /// rolls `7 + random2avg(11, 2)`; Pain rolls `random2(100) + random2(101)` against
    /// `100 + WL − stepdown(ench_power)` (resisted, drawing nothing, at `WILL_INVULN`), then
    /// its die, cut by rN. A resisted Pain is reported as a miss. No block, whatever
    /// `exhausted` says, and no AC.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, exhausted: bool) -> Shot {
        let _ = exhausted;
        let damage = match self.kind {
            DirectSpell::Smiting => SMITE_BASE + random2avg(rng, SMITE_SPREAD, 2),
            DirectSpell::Pain => {
                if self.willpower >= WILL_INVULN {
                    return Shot::missed();
                }
                let roll = random2(rng, 100) + random2(rng, 101);
                if self.rolls.will_target - roll > 0 {
                    return Shot::missed();
                }
                let raw = roll_dice(rng, 1, self.rolls.die);
                Flavour::Neg.resist(self.release.rules, raw, self.resist)
            }
        };
        Shot::landed(damage)
    }
}
