//! The zap table of each release (zap-data.h): what a bolt a monster or the player zaps
//! carries, its to-hit and dice as formulas of the power, and its flavour
//! (`docs/rules/dcss-0.31-ranged.md` §3.2, §3.6; `docs/rules/dcss-0.34-ranged.md` §3.2, §3.6).
//!
//! Monster spells (`crate::dcss::ranged`) and player spells read the same rows: each
//! monster spell's beam names its row, and a test ties the two.
//!
//! * [`ToHitFormula`], [`DiceFormula`], [`ZapDamage`]: a row's formulas (`formula`).
//! * [`Zap`], [`zaps_in`], [`zap_in`]: the rows, embedded from
//!   `crates/mechanics/data/dcss-<release>-zaps.json` (`table`).
//! * [`Flavour`]: a damaging flavour's AC rule and the player's resistance to it, by release
//!   (`flavour`).

mod flavour;
mod formula;
mod table;

pub use flavour::{FLAVOUR_IDS, Flavour};
pub use formula::{DiceFormula, DiceKind, ToHitFormula, ZapDamage};
pub use table::{Zap, parse, zap_in, zaps_in};
