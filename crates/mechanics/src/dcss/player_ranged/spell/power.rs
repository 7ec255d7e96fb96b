//! Spell power, spell failure and the MP a cast costs: `calc_spell_power`, `raw_spell_fail`,
//! the true chance of a miscast by counting, and what the game displays
//! (`docs/rules/dcss-0.34-player-ranged.md` §5).

use rand::Rng;

use super::table::School;
use crate::dcss::data::{BodyArmour, Shield};
use crate::dcss::encumbrance::{aevp, encumbrance_rating, spell_penalty};
use crate::dcss::rng::random2avg;
use crate::dcss::shields::shield_penalty;
use crate::dcss::skills::Skill;

/// `difficulty` of `raw_spell_fail` by spell level 0–9 (spl-cast.cc:455-541).
const DIFFICULTY: [i32; 10] = [0, 3, 15, 35, 70, 100, 150, 200, 260, 340];

/// The outcomes of `random2avg(100, 3)`'s three dice: 100·101·101.
const FAIL_OUTCOMES: i64 = 100 * 101 * 101;

/// The caster as spell power and failure read it (`docs/rules/dcss-0.34-player-ranged.md`
/// §5.1, §5.2).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Caster {
    /// Intelligence.
    pub int: i32,
    /// Spellcasting.
    pub spellcasting: Skill,
    /// The school skills, by [`School::index`].
    pub schools: [Skill; 11],
    /// Wild Magic mutation level: power ×(10 + 3W), failure +4W.
    pub wild_magic: i32,
    /// Subdued Magic mutation level: power ÷(10 + 3S), failure −2S.
    pub subdued_magic: i32,
    /// Wizardry (rings, Big Brain, artefacts): failure ×6/(7 + w).
    pub wizardry: i32,
    /// `player_armour_shield_spell_penalty()` (§5.2).
    pub spell_penalty: i32,
    /// You worship Vehumet: a destructive spell's failure ×2/3 (§5.2).
    pub vehumet: bool,
}

impl Caster {
    /// The skill of `school`.
    pub fn skill(&self, school: School) -> Skill {
        self.schools[school.index()]
    }

    /// `_skill_power`: `Σ skill(school, 200) / nschools + skill(Spellcasting, 50)`, in C
    /// integers (§5.1).
    pub fn skill_power(&self, schools: &[School]) -> i32 {
        let n = schools.len().max(1) as i32;
        let sum: i32 = schools.iter().map(|s| self.skill(*s).scaled(200)).sum();
        sum / n + self.spellcasting.scaled(50)
    }

    /// `calc_spell_power` (§5.1): the skill power, ×Int/10, the enhancers (clamped to ±3:
    /// ×15/10 each, or ÷2), Wild and Subdued Magic, the stepdown, then the spell's cap.
    pub fn power(&self, schools: &[School], cap: i32, enhancers: i32) -> i32 {
        let mut p = self.skill_power(schools) * self.int / 10;
        let e = enhancers.clamp(-3, 3);
        for _ in 0..e {
            p = p * 15 / 10;
        }
        for _ in e..0 {
            p /= 2;
        }
        p = p * (10 + 3 * self.wild_magic) / (10 + 3 * self.subdued_magic);
        stepdown_power(p).min(cap)
    }

    /// `raw_spell_fail` (§5.2) of a destructive spell (every attack spell is: Vehumet
    /// supports it): the to-beat number of the failure roll, 0–100.
    pub fn raw_fail(&self, schools: &[School], level: i32) -> i32 {
        self.raw_fail_of(schools, level, true)
    }

    /// `raw_spell_fail` (§5.2) of a spell that is `destructive` or not (Vehumet supports a
    /// destructive spell or any conjuration).
    pub fn raw_fail_of(&self, schools: &[School], level: i32, destructive: bool) -> i32 {
        let level = level.clamp(0, 9) as usize;
        let c = 60 - self.skill_power(schools) * 6 / 100 - 2 * self.int
            + self.spell_penalty
            + DIFFICULTY[level];
        let c = i64::from(c.min(400));
        let mut c2 = ((((c + 426) * c + 82670) * c + 7_245_398) / 262_144).max(0) as i32;
        c2 += -2 * self.subdued_magic + 4 * self.wild_magic;
        let mut fr = 100;
        if self.vehumet && (destructive || schools.contains(&School::Conjurations)) {
            fr = fr * 2 / 3;
        }
        if self.wizardry > 0 {
            fr = fr * 6 / (7 + self.wizardry);
        }
        (c2 * fr / 100).clamp(0, 100)
    }
}

/// `_stepdown_spellpower` (spl-cast.cc:420-426, stepdown.cc): `p·10` below 50 000 is `p/100`;
/// above, `⌊50000·log2(1 + p·10/50000)⌋`, capped at 200 000, then ÷1000 (§5.1).
pub fn stepdown_power(p: i32) -> i32 {
    let x = i64::from(p) * 10;
    let v = if x < 50_000 {
        x
    } else {
        let s = 50_000.0 * (1.0 + x as f64 / 50_000.0).log2();
        (s as i64).min(200_000)
    };
    (v / 1000) as i32
}

/// The power percentage a dump's spell table prints: `power·100/cap` (§11).
pub fn power_percent(power: i32, cap: i32) -> i32 {
    if cap <= 0 { 0 } else { power * 100 / cap }
}

/// `_tetrahedral_number(n)`: the triples of non-negative integers with sum below `n`.
fn tetrahedral(n: i64) -> i64 {
    n * (n + 1) * (n + 2) / 6
}

/// The true chance that a cast fails, `P(random2avg(100, 3) < raw)`, by counting the triples
/// of the three dice (`_get_true_fail_rate`, §5.3).
///
/// ```
/// use mechanics::dcss::player_ranged::spell::power::p_fail;
/// // §12 P3: raw 19 fails 32 509 times in 1 020 100.
/// assert_eq!(p_fail(19), 32509.0 / 1020100.0);
/// ```
pub fn p_fail(raw: i32) -> f64 {
    let target = i64::from(raw.clamp(0, 100)) * 3;
    let count = if target <= 100 {
        tetrahedral(target)
    } else if target <= 200 {
        tetrahedral(target) - 2 * tetrahedral(target - 101) - tetrahedral(target - 100)
    } else {
        FAIL_OUTCOMES - tetrahedral(300 - target)
    };
    count as f64 / FAIL_OUTCOMES as f64
}

/// `failure_rate_to_int` (§5.4): what the game shows, the true chance truncated to a whole
/// percent and at least 1, 0 at raw 0.
pub fn displayed_fail(raw: i32) -> i32 {
    if raw <= 0 {
        0
    } else if raw >= 100 {
        (raw + 100) / 2
    } else {
        ((100.0 * p_fail(raw)) as i32).max(1)
    }
}

/// Rolls whether a cast fails: `random2avg(100, 3) < raw` (§5.3).
pub fn roll_fail<R: Rng + ?Sized>(rng: &mut R, raw: i32) -> bool {
    random2avg(rng, 100, 3) < raw
}

/// `player_armour_shield_spell_penalty()` (player.cc:2207-2223, §5.2): the body armour's
/// `aevp(100)` and the shield's `adjusted_shield_penalty(100)`, ×19 each, over 100.
pub fn armour_spell_penalty(
    body: Option<&BodyArmour>,
    armour: Skill,
    shield: Option<&Shield>,
    shields: Skill,
    strength: i32,
) -> i32 {
    let er = body.map_or(0, |b| encumbrance_rating(b.parm_evasion, 0));
    spell_penalty(
        aevp(er, armour, strength, 100),
        shield_penalty(shield, shields, strength, 100),
    )
}
