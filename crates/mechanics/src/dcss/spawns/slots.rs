//! How many random monsters level generation makes on a level: `min(60, roll_dice(3, S))`,
//! and on 0.34's Zot:5 four fewer, at least 10 (`_num_mons_wanted`,
//! `docs/rules/dcss-spawns.md` §1.1).

use super::place::Place;
use crate::dist::Dist;

/// The exact law of the number of random-monster slots of `place`'s level; `None` where level
/// generation makes none (the Abyss fills itself as it goes, `docs/rules/dcss-spawns.md` §5.6).
pub fn slot_law(place: &Place) -> Option<Dist> {
    let dice = place.slot_dice()?;
    let n = Dist::roll_dice(3, dice.die).map(|n| n.min(60));
    Some(if dice.zot5 {
        n.map(|n| (n - 4).max(10))
    } else {
        n
    })
}
