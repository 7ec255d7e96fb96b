//! The game's process of arming a monster, transcribed roll for roll with [`crate::dcss::rng`]
//! (`make_mons_weapon`, `_apply_weapon_spec`, `_generate_weapon_item`;
//! `docs/rules/monsters-and-dumps.md` §2.2–§2.5).
//!
//! Two kinds of roll are left out because they cannot change the armament: the brand the game
//! rolls for an item whose plus was forced (a forced item is never squashed), and which brand
//! a spec's brand list forces (only whether it forces one matters). The brand draw of normal
//! generation reads the release's own weights, the same tables as the exact law.

use rand::Rng;

use super::tables::{
    BETTER_BASE, BETTER_OUT_OF, BRAND_TRY_BASE, BRAND_TRY_OUT_OF, GOOD_BRAND_TRIES,
    GOOD_UNBRANDED_MIN, GOOD_UNBRANDED_SPAN, ItemLevel, MonsterSpecs, NICE_DIE, NICE_DRAWS,
    NICE_STOP_BASE, NICE_STOP_DIE, SQUASH_BELOW, TypeTraits, UNIQUE_GOOD_BASE, UNIQUE_GOOD_OUT_OF,
    UNIQUE_LEVEL_BONUS, WeaponSpec,
};
use crate::dcss::rng::{one_chance_in, random2, random2avg, x_chance_in_y};

/// `random_choose_weighted`: one `random2(total)`, then the entry it falls in.
fn weighted<R: Rng + ?Sized, T: Copy>(rng: &mut R, entries: &[(T, u32)], total: u32) -> T {
    let mut r = random2(rng, total as i32) as u32;
    for &(value, weight) in entries {
        if r < weight {
            return value;
        }
        r -= weight;
    }
    entries[entries.len() - 1].0
}

/// One draw of `determine_nice_weapon_plusses(level)` (`docs/rules/monsters-and-dumps.md`
/// §2.3).
pub(crate) fn nice_plus<R: Rng + ?Sized>(rng: &mut R, level: ItemLevel) -> i32 {
    let threshold = i64::from(NICE_STOP_BASE) + i64::from(level.nice_chance());
    let mut plus = 0;
    for _ in 0..NICE_DRAWS {
        plus += random2(rng, NICE_DIE);
        if i64::from(random2(rng, NICE_STOP_DIE)) > threshold {
            break;
        }
    }
    plus
}

/// One draw of `determine_weapon_brand` reduced to "branded or not": the draw over the type's
/// brand weights is `NORMAL` with chance `normal_weight / total`, taken here as its first
/// `normal_weight` values; an empty list is `NORMAL` without a roll
/// (`docs/rules/monsters-and-dumps.md` §2.3, §2.4).
fn branded<R: Rng + ?Sized>(rng: &mut R, traits: &TypeTraits, level: ItemLevel) -> bool {
    let (good, depth) = match level {
        ItemLevel::Good => (true, 0),
        ItemLevel::Depth(l) => (false, l),
    };
    let tries = if good { GOOD_BRAND_TRIES } else { 1 };
    for _ in 0..tries {
        if !good && !traits.demonic && !x_chance_in_y(rng, BRAND_TRY_BASE + depth, BRAND_TRY_OUT_OF)
        {
            continue;
        }
        if traits.brand_total > 0
            && random2(rng, traits.brand_total as i32) as u32 >= traits.normal_weight
        {
            return true;
        }
    }
    false
}

/// One draw of the plus `_generate_weapon_item` gives a weapon of the given traits at `level`
/// (`docs/rules/monsters-and-dumps.md` §2.3).
pub(crate) fn generated_plus<R: Rng + ?Sized>(
    rng: &mut R,
    traits: &TypeTraits,
    level: ItemLevel,
) -> i32 {
    let level = level.for_items();
    let good = level == ItemLevel::Good;
    let better = match level {
        ItemLevel::Good => true,
        ItemLevel::Depth(_) if traits.demonic => true,
        ItemLevel::Depth(l) => x_chance_in_y(rng, BETTER_BASE + l, BETTER_OUT_OF),
    } && (!traits.mundane || good);
    if !better {
        return 0;
    }
    let is_branded = branded(rng, traits, level);
    let mut plus = 0;
    if good && !is_branded {
        plus += GOOD_UNBRANDED_MIN + random2(rng, GOOD_UNBRANDED_SPAN);
    }
    plus += nice_plus(rng, level);
    if !good && !is_branded && plus < SQUASH_BELOW {
        plus = 0;
    }
    plus
}

/// A monster's weapon draws, compiled for one monster, depth and HD; drawing allocates
/// nothing (`docs/rules/monsters-and-dumps.md` §2.2).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Process {
    pub specs: &'static MonsterSpecs,
    pub depth: i32,
    pub hd: i32,
    pub unique: bool,
    /// The weapon types' traits of the release in force.
    pub traits: &'static [TypeTraits],
}

impl Process {
    /// `_apply_weapon_spec`: the type, the forced plus (or the nice plus a forced brand would
    /// keep), the good-item chance and the forced brand. `None` for "no weapon".
    fn apply_spec<R: Rng + ?Sized>(
        rng: &mut R,
        spec: &WeaponSpec,
        forced: &mut bool,
        level: &mut ItemLevel,
    ) -> Option<(usize, i32)> {
        let weapon = weighted(rng, &spec.types, spec.type_total)?;
        let mut plus = 0;
        match spec.plusses {
            Some(range) => {
                if one_chance_in(rng, range.odds) {
                    let rolls = range.nrolls.max(1);
                    plus += range.min + random2avg(rng, range.max - range.min + 1, rolls);
                    *forced = true;
                }
            }
            None => plus = nice_plus(rng, *level),
        }
        if spec.good_chance > 0 && one_chance_in(rng, spec.good_chance) {
            *level = ItemLevel::Good;
        }
        if !spec.brands.is_empty() && weighted(rng, &spec.brands, spec.brand_total) {
            *forced = true;
        }
        Some((weapon, plus))
    }

    /// `make_mons_weapon(type, level, melee_only)`: the secondary spec (unless melee-only),
    /// else the primary; the unique rule; normal generation unless forced; a melee-only call
    /// throws a launcher away.
    fn make_weapon<R: Rng + ?Sized>(&self, rng: &mut R, melee_only: bool) -> Option<(usize, i32)> {
        let mut level = ItemLevel::Depth(self.depth);
        let mut forced = false;
        let mut item = None;
        if let (false, Some(sec)) = (melee_only, &self.specs.secondary) {
            item = Self::apply_spec(rng, sec, &mut forced, &mut level);
        }
        if let (None, Some(pri)) = (item, &self.specs.primary) {
            item = Self::apply_spec(rng, pri, &mut forced, &mut level);
        }
        let (weapon, spec_plus) = item?;
        if !forced && self.unique {
            if x_chance_in_y(rng, UNIQUE_GOOD_BASE + self.hd, UNIQUE_GOOD_OUT_OF) {
                level = ItemLevel::Good;
            } else if let ItemLevel::Depth(l) = level {
                level = ItemLevel::Depth(l + UNIQUE_LEVEL_BONUS);
            }
        }
        let traits = &self.traits[weapon];
        let plus = if forced {
            spec_plus
        } else {
            generated_plus(rng, traits, level)
        };
        if melee_only && traits.launcher {
            return None;
        }
        Some((weapon, plus))
    }

    /// `_give_weapon`: the first weapon, and a melee-only second one when the first is a
    /// launcher; the melee weapon is what the monster fights with (`docs/rules/monsters-and-dumps.md`
    /// §2.5). `None` for unarmed.
    pub(crate) fn draw<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<(usize, i32)> {
        let first = self.make_weapon(rng, false)?;
        if !self.traits[first.0].launcher {
            return Some(first);
        }
        self.make_weapon(rng, true).or(Some(first))
    }
}
