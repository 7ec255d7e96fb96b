//! To-hit: the attacker's roll and `test_hit` against EV (`docs/rules/dcss-0.31.md` §2–§3).
//!
//! A **monster** adds its modifiers before the roll and rolls `random2(m + 1)`; the EV it
//! attacks is randomised as `random2avg(2·EV, 2)`. A **player** rolls `random2(pre)` over a
//! pre-roll that itself contains random skill terms, adds modifiers after the roll, and
//! attacks a flat EV. Both then face the 2.5 % auto-hit / 2.5 % auto-miss coin; a tie hits.

use crate::dcss::rng::{
    coinflip, maybe_random_div, maybe_random_div_display, random2, random2avg, x_chance_in_y,
};
use crate::dcss::skills::Skill;
use crate::dist::Dist;
use crate::limits::{Limit, OutOfRange};
use rand::Rng;

/// `AUTOMATIC_HIT` (1500): a to-hit at or above it always hits (`docs/rules/dcss-0.31.md` §2.1).
pub const AUTOMATIC_HIT: i32 = 1500;

/// `mon_to_hit_base(hd, fighter) = 18 + hd·(fighter ? 5 : 3)/2` (fight.cc:145,
/// `docs/rules/dcss-0.31.md` §3.1); fighter is `M_FIGHTER` for melee, `M_ARCHER` for missiles.
pub fn mon_to_hit_base(hd: i32, fighter: bool) -> i32 {
    18 + hd * if fighter { 5 } else { 3 } / 2
}

/// Post-roll to-hit modifiers (`attack::post_roll_to_hit_modifiers`, attack.cc:250,
/// `docs/rules/dcss-0.31.md` §2.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct HitModifiers {
    /// The attacker is confused: −5.
    pub confused: bool,
    /// The attacker wears the amulet of the Air: −5.
    pub air_amulet: bool,
    /// The attacker cannot see the defender: player −6, monster −(pre·35/100); the
    /// lighting modifiers below then do not apply.
    pub defender_unseen: bool,
    /// The defender's Translucent Skin level (player defender): −2 per level.
    pub translucent_skin: i32,
    /// The defender is backlit: +5.
    pub backlit: bool,
    /// The defender has an umbra and the attacker lacks nightvision: −3.
    pub umbra: bool,
    /// The attack is an automatic hit whatever its roll (`handle_phase_attempted`, 0.34
    /// melee-attack.cc:218-283): a shadow stab the player cannot see, a drowned soul, a
    /// projected attack, the grapnel follow-up. The roll is still made; the display ignores
    /// it. Under 0.34 such an attack cannot be blocked (`docs/rules/dcss-0.34.md` §2.1, §6.3).
    pub auto_hit: bool,
    /// The player attacks blind (0.32+): after `test_hit`, a forced miss with this chance in
    /// percent, `min(90, 15 + 15·distance)`; 0 when not blind (attack.cc:1001-1006,
    /// `docs/rules/dcss-0.34.md` §2.1 step 4).
    pub blind_miss_pct: i32,
}

impl HitModifiers {
    /// The total modifier for a pre-roll (monster) or rolled (player) value `base`
    /// (`docs/rules/dcss-0.31.md` §2.3). `monster` selects the unseen-defender rule.
    pub fn total(&self, base: i32, monster: bool) -> i32 {
        let mut m = 0;
        if self.air_amulet {
            m -= 5;
        }
        if self.confused {
            m -= 5;
        }
        if self.defender_unseen {
            m -= if monster { base * 35 / 100 } else { 6 };
        } else {
            m -= 2 * self.translucent_skin;
            if self.backlit {
                m += 5;
            }
            if self.umbra {
                m -= 3;
            }
        }
        m
    }
}

/// A monster attacker (`docs/rules/dcss-0.31.md` §3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct MonsterAttacker {
    /// Hit dice (≥ 1).
    pub hd: i32,
    /// `M_FIGHTER` (melee) or `M_ARCHER` (missiles).
    pub fighter: bool,
    /// The weapon's plus plus its `PWPN_HIT` (the launcher's, for missiles).
    pub weapon_to_hit: i32,
    /// Ring and artefact slaying.
    pub slaying: i32,
}

impl MonsterAttacker {
    /// Hit dice: 1–30, the range of the game's monsters (`docs/rules/dcss-0.31.md` §3.1).
    pub const HD: Limit = Limit::new("monster_hd", 1, 30);
    /// The weapon's to-hit (plus and `PWPN_HIT`): −20 to `AUTOMATIC_HIT`.
    pub const WEAPON_TO_HIT: Limit = Limit::new("weapon_to_hit", -20, AUTOMATIC_HIT as i64);

    /// A monster attacker without slaying, its inputs checked against [`Self::HD`] and
    /// [`Self::WEAPON_TO_HIT`] (`docs/rules/dcss-0.31.md` §3.1).
    pub fn new(hd: i32, fighter: bool, weapon_to_hit: i32) -> Result<Self, OutOfRange> {
        Ok(MonsterAttacker {
            hd: Self::HD.check(hd)?,
            fighter,
            weapon_to_hit: Self::WEAPON_TO_HIT.check(weapon_to_hit)?,
            slaying: 0,
        })
    }

    /// The pre-roll to-hit: base + weapon + slaying (attack.cc:226, `docs/rules/dcss-0.31.md`
    /// §3.1).
    pub fn pre_roll(&self) -> i32 {
        mon_to_hit_base(self.hd, self.fighter) + self.weapon_to_hit + self.slaying
    }

    /// `pre + post_roll_to_hit_modifiers(pre)`: the inclusive top of the roll
    /// (`docs/rules/dcss-0.31.md` §2.1 step 2).
    pub fn to_land(&self, mods: &HitModifiers) -> i32 {
        let pre = self.pre_roll();
        pre + mods.total(pre, true)
    }

    /// Exact law of the rolled to-hit `random2(m + 1)`, or `AUTOMATIC_HIT` for an
    /// automatic hit (`docs/rules/dcss-0.31.md` §2.1, `docs/rules/dcss-0.34.md` §2.1).
    pub fn to_hit_dist(&self, mods: &HitModifiers) -> Dist {
        if self.pre_roll() >= AUTOMATIC_HIT || mods.auto_hit {
            return Dist::point(AUTOMATIC_HIT);
        }
        Dist::random2(self.to_land(mods) + 1)
    }

    /// Samples the rolled to-hit (`docs/rules/dcss-0.31.md` §2.1); an automatic hit rolls
    /// and then becomes `AUTOMATIC_HIT`, as the game does.
    pub fn roll_to_hit<R: Rng + ?Sized>(&self, rng: &mut R, mods: &HitModifiers) -> i32 {
        if self.pre_roll() >= AUTOMATIC_HIT {
            return AUTOMATIC_HIT;
        }
        let rolled = random2(rng, self.to_land(mods) + 1);
        if mods.auto_hit { AUTOMATIC_HIT } else { rolled }
    }

    /// The `to_land` the game's "N% to hit you" line uses: base, weapon and post-roll
    /// modifiers, without slaying (describe.cc:5863-5911, `docs/rules/dcss-0.34.md` §2.4b).
    pub fn display_to_land(&self, mods: &HitModifiers) -> i32 {
        let base = mon_to_hit_base(self.hd, self.fighter) + self.weapon_to_hit;
        base + mods.total(base, true)
    }
}

/// The weapon part of a player's to-hit (`docs/rules/dcss-0.31.md` §2.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct PlayerAttacker {
    /// Dexterity.
    pub dex: i32,
    /// Fighting skill.
    pub fighting: Skill,
    /// The weapon's skill (Unarmed Combat when unarmed).
    pub weapon_skill: Skill,
    /// Unarmed: +6 flat.
    pub unarmed: bool,
    /// The weapon's enchantment plus its `PWPN_HIT`.
    pub weapon_to_hit: i32,
    /// `slaying_bonus()`.
    pub slaying: i32,
    /// Vertigo: −5.
    pub vertigo: bool,
    /// Eyeballs mutation level: +2·level+1.
    pub eyeballs: i32,
}

impl PlayerAttacker {
    /// The pre-roll's terms that draw nothing: `15 + Dex/2`, the unarmed +6, the weapon's
    /// to-hit, slaying, Vertigo and Eyeballs (`docs/rules/dcss-0.31.md` §2.2).
    pub fn fixed(&self) -> i32 {
        15 + self.dex / 2 + if self.unarmed { 6 } else { 0 } + self.weapon_to_hit + self.slaying
            - if self.vertigo { 5 } else { 0 }
            + if self.eyeballs > 0 {
                2 * self.eyeballs + 1
            } else {
                0
            }
    }

    /// The pre-roll the game displays (`calc_pre_roll_to_hit(false)`: skill terms
    /// `floor(skill/2)`, `docs/rules/dcss-0.31.md` §2.2, §2.4a).
    pub fn display_pre_roll(&self) -> i32 {
        self.fixed()
            + maybe_random_div_display(self.fighting.scaled(100), 100)
            + maybe_random_div_display(self.weapon_skill.scaled(100), 100)
    }

    /// Exact law of the true pre-roll (`calc_pre_roll_to_hit(true)`: each skill term is
    /// `maybe_random_div(skill(sk,100), 100)`, `docs/rules/dcss-0.31.md` §2.2).
    pub fn pre_roll_dist(&self) -> Dist {
        Dist::maybe_random_div(self.fighting.scaled(100), 100)
            .add(&Dist::maybe_random_div(self.weapon_skill.scaled(100), 100))
            .map(|v| v + self.fixed())
    }

    /// Samples the true pre-roll (`docs/rules/dcss-0.31.md` §2.2).
    pub fn roll_pre_roll<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        self.fixed()
            + maybe_random_div(rng, self.fighting.scaled(100), 100, true)
            + maybe_random_div(rng, self.weapon_skill.scaled(100), 100, true)
    }
}

/// A player's rolled to-hit for a given pre-roll: `random2(pre)` then the post-roll
/// modifiers; `AUTOMATIC_HIT` passes through (`docs/rules/dcss-0.31.md` §2.1 step 2).
pub fn player_roll_to_hit<R: Rng + ?Sized>(rng: &mut R, pre: i32, mods: &HitModifiers) -> i32 {
    if pre >= AUTOMATIC_HIT {
        return AUTOMATIC_HIT;
    }
    let r = random2(rng, pre);
    if mods.auto_hit {
        AUTOMATIC_HIT
    } else {
        r + mods.total(r, false)
    }
}

/// Exact law of a player's rolled to-hit given its pre-roll law (`docs/rules/dcss-0.31.md` §2.1).
pub fn player_to_hit_dist(pre: &Dist, mods: &HitModifiers) -> Dist {
    pre.and_then(|p| {
        if p >= AUTOMATIC_HIT || mods.auto_hit {
            Dist::point(AUTOMATIC_HIT)
        } else {
            Dist::random2(p).map(|r| r + mods.total(r, false))
        }
    })
}

/// `attack::test_hit(to_hit, ev, randomise_ev)` (attack.cc:1229, `docs/rules/dcss-0.31.md` §2.1
/// step 4), in the game's order: EV randomised first (when a monster attacks), then
/// auto-hit, then the 5 % coin split 50/50, else `to_hit − ev >= 0`.
pub fn test_hit<R: Rng + ?Sized>(rng: &mut R, to_hit: i32, ev: i32, randomise_ev: bool) -> bool {
    let ev = if randomise_ev {
        random2avg(rng, 2 * ev, 2)
    } else {
        ev
    };
    if to_hit >= AUTOMATIC_HIT {
        return true;
    }
    if x_chance_in_y(rng, 5, 100) {
        return coinflip(rng);
    }
    to_hit - ev >= 0
}

/// The law of the EV an attack rolls against: `random2avg(2·EV, 2)` when a monster
/// attacks, the flat EV when the player does (`docs/rules/dcss-0.31.md` §2.1 step 4).
pub fn ev_roll_dist(ev: i32, randomise_ev: bool) -> Dist {
    if randomise_ev {
        Dist::random2avg(2 * ev, 2)
    } else {
        Dist::point(ev)
    }
}

/// Exact `P(test_hit)` for a known to-hit against an EV law (`docs/rules/dcss-0.31.md` §2.1):
/// `1` for auto-hits, else `0.025 + 0.95·P(to_hit >= ev)`.
pub fn p_test_hit(to_hit: i32, ev: &Dist) -> f64 {
    if to_hit >= AUTOMATIC_HIT {
        return 1.0;
    }
    let p_le: f64 = ev
        .iter()
        .filter(|&(e, _)| e <= to_hit)
        .map(|(_, p)| p)
        .sum();
    0.025 + 0.95 * p_le
}

/// Exact probability that an attack with the given to-hit law passes `test_hit`
/// (`docs/rules/dcss-0.31.md` §2.1).
pub fn p_hit(to_hit: &Dist, ev: i32, randomise_ev: bool) -> f64 {
    let ev = ev_roll_dist(ev, randomise_ev);
    to_hit.iter().map(|(t, p)| p * p_test_hit(t, &ev)).sum()
}

/// The spell beam's accuracy after `apply_lighting` (beam.cc:3161, `docs/rules/dcss-0.31.md` §2.1
/// step 8): halved against an invisible target the beam cannot see, +10 backlit, and
/// **+6** for an umbra (the 0.31 sign bug).
pub fn beam_accuracy(hit: i32, unseen: bool, backlit: bool, umbra: bool) -> i32 {
    let mut h = if unseen { hit / 2 } else { hit };
    if backlit {
        h += 10;
    }
    if umbra {
        h += 6;
    }
    h
}

/// `_test_beam_hit` (beam.cc:2922, `docs/rules/dcss-0.31.md` §2.1 step 8): `random2(hit) >=
/// random2avg(EV, 2)` against the player; against a monster the EV is first randomised
/// as `random2(EV)`. No 2.5 % rule.
pub fn beam_hits<R: Rng + ?Sized>(rng: &mut R, hit: i32, ev: i32, monster_defender: bool) -> bool {
    let atk = random2(rng, hit);
    let ev = if monster_defender {
        random2(rng, ev)
    } else {
        ev
    };
    atk >= random2avg(rng, ev, 2)
}

/// Exact probability that a spell beam hits (`docs/rules/dcss-0.31.md` §2.1 step 8).
pub fn p_beam_hit(hit: i32, ev: i32, monster_defender: bool) -> f64 {
    let ev_law = if monster_defender {
        Dist::random2(ev).and_then(|e| Dist::random2avg(e, 2))
    } else {
        Dist::random2avg(ev, 2)
    };
    let atk = Dist::random2(hit);
    atk.iter()
        .map(|(a, p)| {
            p * ev_law
                .iter()
                .filter(|&(d, _)| a >= d)
                .map(|(_, q)| q)
                .sum::<f64>()
        })
        .sum()
}
