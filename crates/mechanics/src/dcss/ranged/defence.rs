//! The player's EV, SH and AC as a ranged attack reads them, and AC applied to a damage roll
//! with the roll's AC and the GDR's AC drawn separately (`docs/rules/dcss-0.31-ranged.md` §1,
//! §2.6, §3.6; `docs/rules/dcss-0.34-ranged.md` §0, §2.4-§2.6, §3.4-§3.6).
//!
//! Each number is kept in hundredths and every use draws `div_rand_round(x, 100)`
//! ([`Hundredths`]): a missile draws EV once, SH once and AC twice (the roll with its AC/2 cap,
//! and GDR); a beam draws EV once, SH twice (the `SH > 0` gate and the block) and AC for its
//! roll. 0.34.1 keeps the player's numbers so; 0.31.0's are whole, every draw a point that
//! consumes no randomness, so the samplers stay the game's literal order.

use rand::Rng;

use crate::dcss::damage::{AcType, gdr_percent};
use crate::dcss::rng::{div_rand_round, random2};
use crate::dcss::rounding::Hundredths;
use crate::dist::Dist;

/// The player's defences as one attack reads them (`docs/rules/dcss-0.34-ranged.md` §0): each
/// in hundredths, every read an independent draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Defence {
    /// `_player_evasion(100)`: the EV with every temporary modifier, no attacker (before the
    /// −10 of an unseen missile attacker).
    pub ev: Hundredths,
    /// The internal SH (twice the displayed SH).
    pub sh_internal: Hundredths,
    /// The player's AC.
    pub ac: Hundredths,
}

impl Defence {
    /// Whole numbers, as 0.31 reads them: every draw a point.
    pub fn whole(ev: i32, sh_internal: i32, ac: i32) -> Self {
        Defence {
            ev: Hundredths::whole(ev),
            sh_internal: Hundredths::whole(sh_internal),
            ac: Hundredths::whole(ac),
        }
    }

    /// The law of one read of EV.
    pub fn ev_law(&self) -> Dist {
        self.ev.law()
    }

    /// The law of one read of the internal SH.
    pub fn sh_law(&self) -> Dist {
        self.sh_internal.law()
    }

    /// The law of one read of AC.
    pub fn ac_law(&self) -> Dist {
        self.ac.law()
    }
}

/// The law of what AC saves (`actor::apply_ac`, actor.cc:367-411,
/// `docs/rules/dcss-0.31-damage.md` §2.1, §2.5) when the roll reads AC `ac` (clamped at 0) and
/// GDR reads `gdr` percent: normal `max(random2(1+AC), min(gdr·damage_max/100,
/// div_rand_round(AC, 2)))`, half `random2(1+AC)/2`, triple three rolls; `None` saves 0.
fn saved_law(rule: AcType, ac: i32, gdr: i32, damage_max: i32) -> Dist {
    let ac = ac.max(0);
    let roll = Dist::random2(1 + ac);
    match rule {
        AcType::Normal => Dist::div_rand_round(ac, 2).and_then(|half| {
            let floor = (gdr * damage_max / 100).min(half);
            roll.map(|s| s.max(floor))
        }),
        AcType::Half => roll.map(|s| s / 2),
        AcType::Triple => roll.add(&roll).add(&roll),
        AcType::None | AcType::Proportional => Dist::point(0),
    }
}

/// The law of the damage left after AC: `max(raw − saved, 0)`, where the roll's AC and the
/// GDR's AC are two independent reads of `ac` (`docs/rules/dcss-0.31-ranged.md` §2.6, §3.6;
/// `docs/rules/dcss-0.31-damage.md` §2.3). With a fixed AC this is
/// [`crate::dcss::damage::apply_ac_dist`]. Proportional AC is not a ranged rule and is
/// treated as none.
pub fn after_ac_law(raw: &Dist, damage_max: i32, ac: &Dist, rule: AcType) -> Dist {
    if matches!(rule, AcType::None | AcType::Proportional) {
        return raw.map(|v| v.max(0));
    }
    let gdr_law = ac.map(gdr_percent);
    let saved = ac.and_then(|a| gdr_law.and_then(|g| saved_law(rule, a, g, damage_max)));
    raw.add(&saved.map(|s| -s)).map(|v| v.max(0))
}

/// Applies AC to a rolled damage as the game does (`actor::apply_ac`): one draw of AC for the
/// roll and the AC/2 cap, one for GDR, then the rule's rolls (`docs/rules/dcss-0.31-ranged.md`
/// §2.6, §3.6).
pub fn roll_after_ac<R: Rng + ?Sized>(
    rng: &mut R,
    damage: i32,
    damage_max: i32,
    ac: Hundredths,
    rule: AcType,
) -> i32 {
    if matches!(rule, AcType::None | AcType::Proportional) {
        return damage.max(0);
    }
    let roll_ac = ac.draw(rng).max(0);
    let gdr = gdr_percent(ac.draw(rng));
    let saved = match rule {
        AcType::Normal => {
            let roll = random2(rng, 1 + roll_ac);
            roll.max((gdr * damage_max / 100).min(div_rand_round(rng, roll_ac, 2)))
        }
        AcType::Half => random2(rng, 1 + roll_ac) / 2,
        _ => (0..3).map(|_| random2(rng, 1 + roll_ac)).sum(),
    };
    (damage - saved).max(0)
}
