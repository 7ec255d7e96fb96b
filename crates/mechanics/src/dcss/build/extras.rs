//! What a build carries that only the DCSS 0.34 rules read: the new EV, SH and AC sources of
//! 0.32–0.34 and the temporary AC terms the 0.34 reference builds use
//! (`docs/rules/dcss-0.34.md` §4.1, §6.1, §D3.1).

use crate::limits::{Limit, OutOfRange};

/// The 0.34 terms of a build beyond the 0.31 ones (`docs/rules/dcss-0.34.md` §4.1, §6.1,
/// §D3.1). All zero (`Default`) is a build with none of them; the 0.31 rules ignore them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Extras034 {
    /// Stacks of a Devious weapon's effect (`DUR_DEVIOUS`): +4 EV each, a temporary
    /// modifier (§4.1).
    pub devious: i32,
    /// The Bane of Stumbling with `DUR_ACROBAT` set (the player moved or waited last):
    /// −25 EV, a temporary modifier (§4.1).
    pub stumbling: bool,
    /// `MUT_PROTEAN_GRACE`'s EV, `min(how_mutated − 1, 7)`, a permanent modifier (§4.1):
    /// give the amount, 0 to 7.
    pub protean_grace: i32,
    /// `MUT_RECKLESS`: raw SH halved after every other term (§6.1).
    pub reckless: bool,
    /// `player_parrying()` while `DUR_PARRYING` (8 per Parrying glove, 10 per Rebuke
    /// weapon...): +200 raw SH per point (§6.1).
    pub parrying: i32,
    /// `MUT_EPHEMERAL_SHIELD` level while `DUR_EPHEMERAL_SHIELD`: +1400 raw SH per level
    /// (§6.1).
    pub ephemeral_shield: i32,
    /// A Coglin's Revguard gizmo tier, 0–3: +0/2/4/5 AC (§D3.1).
    pub revguard_tier: i32,
    /// Worn rings of protection: +100 AC ×100 per point of their pluses (§D3.1).
    pub ring_protection: i32,
    /// Corrosion units (`corrosion_amount()`: 4 per corrode, 2 with rCorr, 4 per slime wall,
    /// 8 in Dis): −100 AC ×100 each (§D3.1).
    pub corrosion: i32,
}

impl Extras034 {
    /// Devious stacks: 0 to 10.
    pub const DEVIOUS: Limit = Limit::new("devious", 0, 10);
    /// Protean Grace's EV: 0 to 7 (`min(how_mutated − 1, 7)`).
    pub const PROTEAN_GRACE: Limit = Limit::new("protean_grace", 0, 7);
    /// Parrying: 0 to 100.
    pub const PARRYING: Limit = Limit::new("parrying", 0, 100);
    /// Ephemeral Shield level: 0 to 3.
    pub const EPHEMERAL_SHIELD: Limit = Limit::new("ephemeral_shield", 0, 3);
    /// Revguard tier: 0 to 3.
    pub const REVGUARD_TIER: Limit = Limit::new("revguard_tier", 0, 3);
    /// Rings of protection, their pluses summed: −20 to 40.
    pub const RING_PROTECTION: Limit = Limit::new("ring_protection", -20, 40);
    /// Corrosion units: 0 to 100.
    pub const CORROSION: Limit = Limit::new("corrosion", 0, 100);

    /// Checks every field against its limit (`docs/rules/dcss-0.34.md` §4.1, §6.1, §D3.1).
    pub fn validate(&self) -> Result<(), OutOfRange> {
        Self::DEVIOUS.check(self.devious)?;
        Self::PROTEAN_GRACE.check(self.protean_grace)?;
        Self::PARRYING.check(self.parrying)?;
        Self::EPHEMERAL_SHIELD.check(self.ephemeral_shield)?;
        Self::REVGUARD_TIER.check(self.revguard_tier)?;
        Self::RING_PROTECTION.check(self.ring_protection)?;
        Self::CORROSION.check(self.corrosion)?;
        Ok(())
    }

    /// The Revguard's AC ×100 by tier, `{0, 200, 400, 500}` (player.cc:6566-6570,
    /// `docs/rules/dcss-0.34.md` §D3.1).
    pub fn revguard_x100(&self) -> i32 {
        [0, 200, 400, 500][self.revguard_tier.clamp(0, 3) as usize]
    }
}
