//! Which monsters a DCSS level makes at random, under 0.31.0 and 0.34.1
//! (`docs/rules/dcss-spawns.md`): the places that get them, how many slots level generation
//! makes, which monster a slot picks (the row weights at the picking depth, the out-of-depth
//! fuzz and its cap), and the band a picked monster brings with the law of each follower.
//!
//! * [`tables`](mod@tables): the embedded population and band tables of both releases.
//! * [`place`]: `D:10`, `Lair:3`: a level, read by the game's names, and the places with
//!   random monsters.
//! * [`pick`]: `rarity_at`, the picking depth's law and the pick law, exact.
//! * [`slots`]: the number of slots of a level.
//! * [`bands`]: the band law of a leader and the law of each follower.

pub mod bands;
pub mod pick;
pub mod place;
pub mod slots;
pub mod tables;

pub use bands::{BandOutcome, band_law, band_probability, member_law};
pub use pick::{Pick, pick_law, picking_depths, rarity_at};
pub use place::{Place, PlaceError, all_with_monsters, with_monsters};
pub use slots::slot_law;
pub use tables::tables;
