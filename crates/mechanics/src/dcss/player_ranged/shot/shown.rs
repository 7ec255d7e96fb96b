//! What the fire-targeting line shows, "about N% to hit" (`to_hit_pct`, fight.cc:96-210),
//! bit for bit in IEEE doubles (`docs/rules/dcss-0.34-player-ranged.md` §2.6).

use crate::dcss::to_hit::AUTOMATIC_HIT;

/// The inputs of the shot display (`docs/rules/dcss-0.34-player-ranged.md` §2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShotDisplay {
    /// `calc_pre_roll_to_hit(false)`: the skill terms at half their value, not random.
    pub to_land: i32,
    /// The constant added to each roll: −5 per inaccuracy, −5 confused, +5 backlit, −3 for
    /// an umbra without nightvision (never the −6 of an unseen monster).
    pub modifier: i32,
    /// `mi.ev` plus 24 for Deflect Missiles.
    pub ev: i32,
    /// `mi.sh`, the monster's shield class.
    pub sh: i32,
    /// No block is shown: incapacitated, or a penetrating shot.
    pub no_block: bool,
    /// You are invisible to it: its block term ÷3.
    pub invisible_to_it: bool,
}

/// The automatic hit and miss as the display models them: 1.25 % each.
const AUTO: f64 = 2.5 / 200.0;

impl ShotDisplay {
    /// The percentage shown (§2.6).
    pub fn percent(&self) -> i32 {
        let hc = if self.ev <= 0 {
            1.0 - AUTO
        } else {
            let hits = (0..self.to_land.max(0))
                .filter(|r| r + self.modifier >= self.ev)
                .count();
            let hc = if self.to_land > 0 {
                hits as f64 / f64::from(self.to_land)
            } else {
                0.0
            };
            hc * (1.0 - AUTO) + (1.0 - hc) * AUTO
        };
        let sc = if self.to_land >= AUTOMATIC_HIT || self.no_block || self.sh <= 2 {
            0.0
        } else {
            let con = f64::from(15 + self.to_land / 2);
            let m = (self.sh - 1) / 2;
            let mut pro = f64::from(m * (self.sh - m - 1)) / f64::from(self.sh);
            if self.invisible_to_it {
                pro /= 3.0;
            }
            (pro / con).clamp(0.0, 1.0)
        };
        (hc * (1.0 - sc) * 100.0 * 100.0 / 100.0) as i32
    }
}
