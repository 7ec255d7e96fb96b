//! What changed in the ranged rules between DCSS 0.31.0 and 0.34.1: each field of a
//! [`RangedRelease`] is one rule the release chooses, and everything else is shared
//! (`docs/rules/dcss-0.34-ranged.md`, a delta over `docs/rules/dcss-0.31-ranged.md` with the
//! same section numbers). Each [`super::Release`] holds its own as
//! [`super::Release::ranged`].
//!
//! The player's numbers are the other difference: 0.34.1 keeps EV, SH and AC in hundredths
//! and draws each use at random ([`super::RuleSet::rounds_at_random`],
//! [`crate::dcss::ranged::defence::Defence`]); 0.31.0's are whole and every draw is a point.
//! The tables (launchers, spells, zap rows, each monster's launcher law and spell slots) are
//! data per release ([`super::Tables`]).

use super::RuleSet;

/// What repelling missiles does (`docs/rules/dcss-0.34-ranged.md` §2.3, §2.4, §3.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repel {
    /// 0.31.0: a missile's to-hit loses `(pre + 1)/2`; a beam takes a second EV test on the
    /// same `defer_rand` (`docs/rules/dcss-0.31-ranged.md` §2.3, §3.5).
    PenaltyAndRetest,
    /// 0.34.1: this much EV against missiles and beams alike, in their one test.
    EvBonus(i32),
}

/// How Pain shows in the monster's spell list (`docs/rules/dcss-0.34-ranged.md` §10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PainShown {
    /// The enchantment power the percentage reads is capped at this (0.31.0: 200).
    pub power_cap: Option<i32>,
    /// The dice follow the percentage: "(N%,1dS)" (0.34.1) rather than "(N%)".
    pub dice: bool,
}

/// The ranged rules one release chooses (`docs/rules/dcss-0.34-ranged.md` §1–§10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangedRelease {
    /// The release.
    pub rules: RuleSet,
    /// Repel missiles (§2.3, §2.4, §3.5).
    pub repel: Repel,
    /// What an umbra adds to a beam's accuracy against a caster without nightvision: +6, the
    /// 0.31.0 sign bug, or −6 (§3.5).
    pub beam_umbra: i32,
    /// A draconian's cold breath power multiplier `(num, den)`: ×2/3 or ×5/6 (§3.1).
    pub cold_breath: (i32, i32),
    /// `ENCH_POW_FACTOR`: Pain's power is at least 50 times it (0.31.0: 3; gone at 0.34.1,
    /// 1) (§10.2).
    pub ench_pow_factor: i32,
    /// A wand's power is `(30 + HD) × factor/12` (0.34.1) rather than `30 + HD` (§3.1).
    pub wand_power_scaled: bool,
    /// The spell list's "(NdS)" applies a breath's power multiplier to the HD before the
    /// factor (0.34.1) rather than to the power (§7.3).
    pub shown_modifier_on_hd: bool,
    /// How Pain shows in the spell list (§10.2).
    pub pain_shown: PainShown,
    /// The "about N% to hit you" line interpolates between the two values a draw can give
    /// (0.34.1, from the hundredths) rather than reading the whole numbers (§2.9).
    pub interpolated_display: bool,
    /// The description shows no to-hit line to a helpless player (0.31.0's rule book) (§2.9).
    pub no_display_when_helpless: bool,
    /// The monster description's attack table has a "Max Damage" column for its shots
    /// (0.34.1) (§2.9).
    pub max_damage_column: bool,
    /// The damaging spells monsters evoke from wands (`_wand_spells`, spl-book.cc) (§3.1).
    pub wand_spells: &'static [&'static str],
}

impl RangedRelease {
    /// The EV a player who repels missiles gains against missiles and beams: 15 at 0.34.1,
    /// none at 0.31.0 (§2.4, §3.5).
    pub fn repel_ev(&self, repel: bool) -> i32 {
        match self.repel {
            Repel::EvBonus(ev) if repel => ev,
            _ => 0,
        }
    }
}
