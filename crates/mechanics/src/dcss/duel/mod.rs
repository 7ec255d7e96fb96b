//! "Can I kill it before it kills me?": the player and one monster in melee until one dies,
//! both acting by the game's time, each with a block counter, nobody healing, the player
//! first (`docs/rules/dcss-0.31-player-attack.md` §8, §11).
//!
//! * [`spec`]: the scenario input ([`DuelSpec`]: `player`, `monster`, `start_energy`).
//! * [`defence`]: the player's defence as laws and the monster's attack slots against it.
//! * [`side`]: each side as the chain and the samplers use it.
//! * [`chain`]: the exact law, a Markov chain over energy, block counter, damage taken and
//!   damage dealt, weighted by the monster's HP law.
//! * [`sample`]: one fight in the game's order.
//! * [`offence`]: the player's attacks alone against the monster's HP.
//! * [`ranged`]: the duel with your shots, throws or spells, the monster closing from a
//!   distance (`docs/rules/dcss-0.34-player-ranged.md` §9).
//!
//! The state of one fight is small and fixed (both HPs, the monster's energy, two block
//! counters, the turn): [`FightState`], the layout the duel lanes keep per lane
//! ([`crate::sampling::duel_lanes`]: fights as draws from the chain's own transition laws,
//! one word each, eight at a time).

pub mod chain;
pub mod defence;
pub mod offence;
pub mod ranged;
mod rounds;
pub mod sample;
pub mod side;
pub mod spec;

pub use chain::{DuelLaw, DuelTooLarge, UNDECIDED, duel_law};
pub use defence::{Drawn, MonsterSlot, PlayerDefence, SlotOutcome};
pub use offence::{OffenceOnlyLaw, offence_only, offence_only_law};
pub use sample::DuelOutcome;
pub use side::{MonsterSide, PlayerSide};
pub use spec::{DuelError, DuelPlayerSpec, DuelSpec};

use crate::dcss::opponent::Opponent;
use crate::dcss::player_attack::{PlayerAction, PlayerOffence};
use crate::dcss::rules::RuleSet;

/// The per-turn cap of the within-turns laws the reports show.
pub const REPORT_TURNS: usize = 30;

/// The most player actions the exact chain iterates.
pub const MAX_TURNS: usize = 10_000;

/// A resolved duel (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Clone, Debug, PartialEq)]
pub struct Duel {
    /// The player's offence.
    pub offence: PlayerOffence,
    /// The player's defence.
    pub defence: PlayerDefence,
    /// The monster.
    pub opponent: Opponent,
    /// The monster's energy before the player's first action.
    pub start_energy: i32,
    /// The player's side: its action and the energy it gives the monster.
    pub player: PlayerSide,
    /// The monster's side: its round, retaliation, speed and cost.
    pub monster: MonsterSide,
    /// The release whose time rules the fight follows (`docs/rules/dcss-0.34.md` §7.3).
    pub rules: RuleSet,
}

impl Duel {
    /// A duel of `offence` and `defence` against `opponent`, the monster starting at
    /// `start_energy`, under the 0.31 rules.
    pub fn new(
        offence: PlayerOffence,
        defence: PlayerDefence,
        opponent: Opponent,
        start_energy: i32,
    ) -> Self {
        Self::new_in(RuleSet::Dcss031, offence, defence, opponent, start_energy)
    }

    /// [`Duel::new`] under `rules`: at 0.34 the monster's energy gain has no floor of 1
    /// (`docs/rules/dcss-0.34.md` §7.3); the offence, defence and opponent carry the rest of
    /// the release's rules.
    pub fn new_in(
        rules: RuleSet,
        offence: PlayerOffence,
        defence: PlayerDefence,
        opponent: Opponent,
        start_energy: i32,
    ) -> Self {
        let target = opponent.target();
        let monster = MonsterSide::new(&opponent, &offence, &defence);
        let player = PlayerSide::new_in(rules, PlayerAction::new(&offence, &target), monster.speed);
        Duel {
            offence,
            defence,
            opponent,
            start_energy,
            player,
            monster,
            rules,
        }
    }

    /// The exact law (`docs/rules/dcss-0.31-player-attack.md` §11), [`REPORT_TURNS`] turns of
    /// the within-turns laws, at most [`MAX_TURNS`] player actions.
    pub fn exact(&self) -> Result<DuelLaw, DuelTooLarge> {
        duel_law(
            &self.player,
            &self.monster,
            &self.defence,
            &self.opponent.hp.dist(),
            self.start_energy,
            REPORT_TURNS,
            MAX_TURNS,
        )
    }

    /// The player's attacks alone against the monster's HP (`offence_only`).
    pub fn offence_only(&self, attacks: usize) -> OffenceOnlyLaw {
        offence_only(&self.player.action, &self.opponent.hp.dist(), attacks)
    }
}

/// One fight's state: what a vector-lane sampler keeps per lane
/// (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FightState {
    /// The monster's HP left.
    pub monster_hp: i32,
    /// The player's HP left.
    pub player_hp: i32,
    /// The monster's energy.
    pub energy: i32,
    /// The monster's blocks since it last acted.
    pub monster_blocks: u32,
    /// The player's blocks since it last acted.
    pub player_blocks: u32,
    /// Player actions so far.
    pub turn: u32,
}
