//! The player's action in FrogComposband and its nominal cost `energy_use`: walking, Fleet
//! of Foot, trees, snow, archery (`docs/rules/frogcomposband-energy.md` §4).

use crate::limits::{Limit, OutOfRange};

/// The player's action, which fixes its nominal cost `energy_use`
/// (`docs/rules/frogcomposband-energy.md` §4). The random factor of §3.3 then multiplies it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "snake_case", deny_unknown_fields)
)]
pub enum FrogAction {
    /// Walking: 100 (`do_cmd_walk_aux`, `cmd2.c:2230`).
    #[default]
    Walk,
    /// Walking with Fleet of Foot or temporary quick walk: `100·60/100` = 60
    /// (`xtra1.c:4071`).
    FleetOfFoot,
    /// Walking onto a tree square: ×2 = 200 (`move_player_effect`, `cmd1.c:5171`).
    Tree,
    /// Walking on snow: at least 133 (`_snow_adjust_energy`, `cmd1.c:4434`).
    Snow,
    /// Shooting: `bow_energy / shots`, with shots in hundredths (1.60 shots = 160)
    /// (`cmd2.c:2888, 3016`).
    Archery {
        /// The launcher.
        bow: Bow,
        /// Shots per turn in hundredths.
        shots: i32,
    },
    /// Any nominal cost.
    Cost {
        /// `energy_use`.
        energy_use: i32,
    },
}

/// FrogComposband launchers and their `bow_energy` (`xtra2.c:5967`,
/// `docs/rules/frogcomposband-energy.md` §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Bow {
    /// Sling: 7150.
    Sling,
    /// Short bow: 8888.
    ShortBow,
    /// Long bow: 10000.
    LongBow,
    /// Light crossbow: 12000.
    LightCrossbow,
    /// Heavy crossbow: 13333.
    HeavyCrossbow,
}

impl Bow {
    /// `bow_energy(sval)` (`xtra2.c:5967`).
    pub fn energy(self) -> i32 {
        match self {
            Bow::Sling => 7150,
            Bow::ShortBow => 8888,
            Bow::LongBow => 10000,
            Bow::LightCrossbow => 12000,
            Bow::HeavyCrossbow => 13333,
        }
    }
}

impl FrogAction {
    /// Shots per turn in hundredths (`NUM_SHOTS`): 0.10 to 10.00 shots.
    pub const SHOTS: Limit = Limit::new("shots", 10, 1000);

    /// The nominal cost `energy_use` (`docs/rules/frogcomposband-energy.md` §4): `bow_energy /
    /// shots` in C division for archery.
    ///
    /// ```
    /// use mechanics::frog::{Bow, FrogAction};
    /// let shot = FrogAction::Archery { bow: Bow::LongBow, shots: 160 };
    /// assert_eq!(shot.energy_use()?, 62); // §4: a long bow at 1.60 shots
    /// assert_eq!(FrogAction::FleetOfFoot.energy_use()?, 60);
    /// # Ok::<(), mechanics::limits::OutOfRange>(())
    /// ```
    pub fn energy_use(self) -> Result<i32, OutOfRange> {
        Ok(match self {
            FrogAction::Walk => 100,
            FrogAction::FleetOfFoot => 100 * 60 / 100,
            FrogAction::Tree => 2 * 100,
            FrogAction::Snow => 100 + 100 * 33 / 100,
            FrogAction::Archery { bow, shots } => bow.energy() / Self::SHOTS.check(shots)?,
            FrogAction::Cost { energy_use } => energy_use,
        })
    }
}
