//! A missile's exact answer, under the reference vectors' names
//! (`docs/rules/dcss-0.31-ranged.md` §2, `docs/rules/dcss-0.34-ranged.md` §2).

use super::Missile;
use super::exact::MissileExact;
use crate::dcss::damage::gdr_percent;
use crate::dcss::display::Shown;
use crate::dcss::ranged::law::{by_value, law_map};
use crate::dist::Dist;

/// The value of a law that is a point, `None` otherwise.
fn point(d: &Dist) -> Option<i32> {
    (d.min() == d.max()).then(|| d.min())
}

impl Missile {
    /// Everything the rules say about this missile, exactly (`docs/rules/dcss-0.31-ranged.md`
    /// §2, `docs/rules/dcss-0.34-ranged.md` §2).
    pub fn exact(&self) -> MissileExact {
        let (p_hit, p_block) = (self.p_hit(), self.p_block());
        let damage = self.landed_damage_law();
        let ev = self.ev_law();
        let gdr = self.defence.ac_law().map(gdr_percent);
        let display = self.display();
        MissileExact {
            pre_roll_to_hit: self.pre_roll_to_hit(),
            post_roll_modifiers: self.post_roll_modifiers(),
            to_hit_max: self.to_hit_max(),
            ev_used: point(&ev),
            ev_used_law: law_map(&ev),
            p_hit,
            penetrating: self.penetrating(),
            blockable: self.blockable(),
            p_block,
            p_land: (1.0 - p_block) * p_hit,
            gdr_percent: point(&gdr),
            gdr_law: law_map(&gdr),
            damage_distribution: damage.as_ref().map(by_value),
            mean_damage: damage.as_ref().map(Dist::mean),
            damage_max_for_gdr: law_map(&self.damage_max_law()),
            energy: self.energy_law().as_ref().map(law_map),
            display_pct: display.and_then(Shown::percent),
            display_undefined: display == Some(Shown::Undefined),
            display_max_damage: self.display_max_damage(),
            displayed_archer_bonus: self.displayed_archer_bonus(),
        }
    }
}
