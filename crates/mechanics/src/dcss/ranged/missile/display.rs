//! What the game shows of a monster's missile: "about N% to hit you" while it wields its
//! launcher, an archer's "up to N extra damage", and at 0.34.1 the attack table's Max Damage
//! (`_describe_mons_to_hit`, describe.cc; `docs/rules/dcss-0.31-ranged.md` §2.9,
//! `docs/rules/dcss-0.34-ranged.md` §2.9).

use super::Missile;
use crate::dcss::display::{Shown, mon_shown_pct, mon_shown_pct_034};

impl Missile {
    /// "about N% to hit you" in the monster's description while it wields its launcher: the
    /// missile to-hit without slaying, repel or Portal Projectile, against the EV and SH of
    /// the status line (0.31.0) or, interpolated, against their hundredths (0.34.1), where it
    /// can divide 0 by 0, with a helpless player's SH 0 (`docs/rules/dcss-0.34-ranged.md`
    /// §2.9). `None` for a thrown item, and under 0.31.0 for a helpless player.
    pub fn display(&self) -> Option<Shown> {
        self.launcher?;
        if self.input.incapacitated && self.release.no_display_when_helpless {
            return None;
        }
        let to_land = self.attacker(0).to_land(&self.modifiers());
        let d = &self.defence;
        // A helpless player's SH is 0 (`player_shield_class`), here too.
        let sh_x100 = if self.input.incapacitated {
            0
        } else {
            d.sh_internal.x100()
        };
        Some(if self.release.interpolated_display {
            mon_shown_pct_034(to_land, d.ev.x100(), self.hd(), sh_x100)
        } else {
            Shown::Percent(mon_shown_pct(
                to_land,
                d.ev.shown(),
                self.hd(),
                d.sh_internal.shown(),
            ))
        })
    }

    /// The percentage of [`Missile::display`], `None` where there is none or it is undefined.
    pub fn display_pct(&self) -> Option<i32> {
        self.display().and_then(Shown::percent)
    }

    /// What an archer's description promises, "up to N extra damage": `HD·4/3`, one more than
    /// the largest bonus it can roll (`docs/rules/dcss-0.31-ranged.md` §2.9).
    pub fn displayed_archer_bonus(&self) -> Option<i32> {
        self.monster.archer.then(|| self.hd() * 4 / 3)
    }

    /// The Max Damage of the attack table's `Shoot:` (a launcher) or `Throw:` row at 0.34.1:
    /// `A + W − 1`, the heavy brand's ×9/5 truncated, plus `HD·4/3` for an archer and the
    /// positive part of the plus and slaying (a thrown item's plus is 0)
    /// (describe.cc:5401-5421, 5552-5561, `docs/rules/dcss-0.34-ranged.md` §2.9). An archer's
    /// is one more than the largest damage it rolls. `None` under 0.31.0, which has no such
    /// column.
    pub fn display_max_damage(&self) -> Option<i32> {
        if !self.release.max_damage_column {
            return None;
        }
        let r = &self.rolls;
        let w = if r.heavy {
            r.base_weapon_damage * 9 / 5
        } else {
            r.base_weapon_damage
        };
        Some(
            r.attack_damage + w - 1
                + self.displayed_archer_bonus().unwrap_or(0)
                + r.damage_plus.max(0),
        )
    }
}
