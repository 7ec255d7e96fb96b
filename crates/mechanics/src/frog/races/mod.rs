//! The FrogComposband 7.1 monster races of `r_info.txt`: name, level, speed and whether the
//! speed varies per individual (`docs/rules/monsters-and-dumps.md` §3).
//!
//! The table is embedded from `crates/mechanics/data/frogcomposband-7.1-monsters.json`
//! (written by `scripts/extract-monster-tables.py`) and parsed once, on first use
//! ([`all`]). A race's speed is the **race** speed: a non-unique monster draws its own speed
//! around it when placed, which [`get_mspeed`](super::get_mspeed) samples and
//! [`mspeed_offset_dist`](super::mspeed_offset_dist) gives exactly; a
//! [`SpeedScenario`](super::SpeedScenario) takes [`Race::speed_bonus`] as `monster_speed`
//! and [`Race::speed_varies`] as `non_unique` (`docs/rules/frogcomposband-energy.md` §3.5).

mod lookup;

use std::sync::OnceLock;

use serde::Deserialize;

pub use lookup::{RaceLookupError, find, search};

use super::SPEED_OFFSET;

/// One monster race (an `N:` entry of `r_info.txt`; `docs/rules/monsters-and-dumps.md` §3.1).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct Race {
    /// The race's index (its `N:` number, 1 to 1392; the player's 0 is not a race here).
    pub index: u32,
    /// The full name ("Grip, Farmer Maggot's dog"). Not unique: see [`find`].
    pub name: String,
    /// A unique's name cut at its first comma ("Grip"); the full name for other races.
    pub short_name: String,
    /// The native level (`W:` line).
    pub level: i32,
    /// The internal race speed of the `I:` line: 110 is normal (+0).
    pub speed: i32,
    /// `UNIQUE` flag.
    pub unique: bool,
    /// Whether each monster of the race draws its own speed at placement (`get_mspeed`):
    /// every non-unique race.
    pub speed_varies: bool,
    /// The line of `r_info.txt` (at the pinned tag) with the race's `N:` line.
    pub r_info_line: u32,
}

impl Race {
    /// The displayed speed, `speed − 110` ("+10"), what a `SpeedScenario` calls
    /// `monster_speed` (`docs/rules/monsters-and-dumps.md` §3.2).
    pub fn speed_bonus(&self) -> i32 {
        self.speed - SPEED_OFFSET
    }
}

/// The file as the extraction script writes it; its `header` is for readers of the file.
#[derive(Deserialize)]
struct File {
    races: Vec<Race>,
}

const DATA: &str = include_str!("../../../data/frogcomposband-7.1-monsters.json");

static RACES: OnceLock<Vec<Race>> = OnceLock::new();

/// Every race of `r_info.txt` but the player (1392, by index), parsed from the embedded
/// table on first use (`docs/rules/monsters-and-dumps.md` §3.1).
pub fn all() -> &'static [Race] {
    RACES.get_or_init(|| {
        parse(DATA).expect("the embedded FrogComposband race table parses (checked by a unit test)")
    })
}

fn parse(text: &str) -> Result<Vec<Race>, serde_json::Error> {
    serde_json::from_str::<File>(text).map(|f| f.races)
}
