//! The defender's EV as one attack sees it: a number under 0.31, a law drawn afresh for
//! every attack under 0.34 (`docs/rules/dcss-0.31.md` §2.1, `docs/rules/dcss-0.34.md` §1.1,
//! §4.1).

use crate::dcss::rounding::Hundredths;
use crate::dcss::to_hit::ev_roll_dist;
use crate::dist::Dist;
use rand::Rng;

/// The EV an attack rolls against (`docs/rules/dcss-0.34.md` §1.1): the same number for every
/// attack (0.31, and any monster's EV), or the player's 0.34 EV, kept ×100 and drawn with
/// `div_rand_round(x, 100)` once per attack, then shifted (−10 for an unseen attacker).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DefenderEv {
    /// The same EV for every attack, after the situation's penalties.
    Fixed(i32),
    /// The 0.34 player's EV: `div_rand_round(x100, 100) + shift` for each attack.
    Drawn {
        /// `_player_evasion(100)`: every temporary effect, no attacker.
        x100: i32,
        /// Added after the draw: −10 when the attacker is unseen, else 0.
        shift: i32,
    },
}

impl DefenderEv {
    /// The law of the EV one attack uses (`docs/rules/dcss-0.34.md` §1.1).
    pub fn law(&self) -> Dist {
        match *self {
            DefenderEv::Fixed(ev) => Dist::point(ev),
            DefenderEv::Drawn { x100, shift } => Hundredths(x100).law().map(|e| e + shift),
        }
    }

    /// One attack's EV, drawn as the game draws it (a multiple of 100 draws nothing).
    #[inline]
    pub fn draw<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        match *self {
            DefenderEv::Fixed(ev) => ev,
            DefenderEv::Drawn { x100, shift } => Hundredths(x100).draw(rng) + shift,
        }
    }

    /// The law of [`Self::law`] in whole hundredths, for exact arithmetic:
    /// `[(ev, w), (ev + 1, 100 − w)]`, the attack's EV being `ev` in `w` cases of 100
    /// (`w = 100` for a fixed EV or a whole or negative one) (`docs/rules/dcss-0.34.md` §1.1).
    pub fn chances(&self) -> [(i32, u32); 2] {
        match *self {
            DefenderEv::Fixed(ev) => [(ev, 100), (ev + 1, 0)],
            DefenderEv::Drawn { x100, shift } => {
                Hundredths(x100).chances().map(|(ev, w)| (ev + shift, w))
            }
        }
    }

    /// The same EV, [`DefenderEv::Fixed`] when every attack draws the same value (a 0.34 EV
    /// that is whole or negative draws nothing, `docs/rules/dcss-0.34.md` §1.1).
    pub fn settled(self) -> Self {
        match self.chances() {
            [(ev, 100), _] => DefenderEv::Fixed(ev),
            _ => self,
        }
    }

    /// The EV when it is the same for every attack.
    pub fn fixed(&self) -> Option<i32> {
        match *self {
            DefenderEv::Fixed(ev) => Some(ev),
            DefenderEv::Drawn { .. } => None,
        }
    }

    /// The law of the value `test_hit` compares with: the EV drawn, then `random2avg(2·EV,
    /// 2)` when a monster attacks (`docs/rules/dcss-0.31.md` §2.1 step 4).
    pub fn roll_law(&self, randomise_ev: bool) -> Dist {
        match *self {
            DefenderEv::Fixed(ev) => ev_roll_dist(ev, randomise_ev),
            DefenderEv::Drawn { .. } => self.law().and_then(|e| ev_roll_dist(e, randomise_ev)),
        }
    }
}

impl From<i32> for DefenderEv {
    fn from(ev: i32) -> Self {
        DefenderEv::Fixed(ev)
    }
}
