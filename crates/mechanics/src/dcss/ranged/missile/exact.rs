//! The exact answer for one missile, under the reference vectors' names
//! (`docs/rules/dcss-0.31-ranged.md` §2, `docs/rules/dcss-0.34-ranged.md` §2).

use std::collections::BTreeMap;

/// The exact answer for one missile, under the reference vectors' names
/// (`docs/rules/dcss-0.31-ranged.md` §2, §2.9).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct MissileExact {
    /// The to-hit before the roll: base, launcher plus and accuracy, slaying (§2.3).
    pub pre_roll_to_hit: i32,
    /// The modifiers added to it: lighting, invisibility, Portal Projectile, repel (§2.3).
    pub post_roll_modifiers: i32,
    /// The top of the roll `random2(to_hit_max + 1)`.
    pub to_hit_max: i32,
    /// The EV the roll is tested against when it is one number: the status EV, −10 when the
    /// player cannot see the monster (§2.4).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub ev_used: Option<i32>,
    /// The law of the EV the roll is tested against: one read of the EV, −10 when the player
    /// cannot see the monster, +15 against repel missiles at 0.34.1 (§2.4).
    pub ev_used_law: BTreeMap<i32, f64>,
    /// P(the EV test passes) (§2.4).
    pub p_hit: f64,
    /// A javelin or a penetration launcher: never blocked (§2.5).
    pub penetrating: bool,
    /// Whether a shield can block it at all (§2.5).
    pub blockable: bool,
    /// P(blocked) while the block limit is not reached (§2.5).
    pub p_block: f64,
    /// P(lands) = (1 − p_block)·p_hit (§4).
    pub p_land: f64,
    /// The player's GDR percentage when it is one number (§2.6).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub gdr_percent: Option<i32>,
    /// The law of the GDR percentage, from its own read of AC (§2.6).
    pub gdr_law: BTreeMap<i32, f64>,
    /// P(damage = i | it lands) after AC and GDR; `None` for darts and nets (§2.6, §2.7).
    pub damage_distribution: Option<Vec<f64>>,
    /// The mean damage of a landed missile.
    pub mean_damage: Option<f64>,
    /// The law of `damage_max`, which GDR reads (§2.6).
    pub damage_max_for_gdr: BTreeMap<i32, f64>,
    /// The law of the energy the shot costs; `None` through Portal Projectile (§2.8).
    pub energy: Option<BTreeMap<i32, f64>>,
    /// "about N% to hit you" in the monster's description while it wields the launcher;
    /// `None` for thrown items, for a helpless player under 0.31.0, and where the game's
    /// display is undefined (§2.9).
    pub display_pct: Option<i32>,
    /// The game's display divides 0 by 0: 0.34.1 with an EV or SH ×100 of 1 to 99 (§2.9).
    pub display_undefined: bool,
    /// The "Max Damage" of the `Shoot:` or `Throw:` row of the monster's attack table
    /// (0.34.1 only), one more than the largest damage an archer can roll (§2.9).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub display_max_damage: Option<i32>,
    /// "can deal up to N extra damage" of an archer (§2.9).
    pub displayed_archer_bonus: Option<i32>,
}
