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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::rules::RuleSet;
    use crate::tolerance::EXACT;

    #[test]
    fn the_dungeon_s_dice() {
        let place = Place::parse(RuleSet::Dcss034, "D:10").unwrap();
        let law = slot_law(&place).unwrap();
        // 3d4: 3 to 12, mean 7.5.
        assert_eq!((law.min(), law.max()), (3, 12));
        assert!((law.mean() - 7.5).abs() < EXACT);
        let zot5 = slot_law(&Place::parse(RuleSet::Dcss034, "Zot:5").unwrap()).unwrap();
        assert_eq!((zot5.min(), zot5.max()), (10, 32));
        let zot5 = slot_law(&Place::parse(RuleSet::Dcss031, "Zot:5").unwrap()).unwrap();
        assert_eq!((zot5.min(), zot5.max()), (3, 36));
        assert!(slot_law(&Place::parse(RuleSet::Dcss034, "Abyss:3").unwrap()).is_none());
    }
}
