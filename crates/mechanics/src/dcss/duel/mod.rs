//! "Can I kill it before it kills me?": the player and one monster in melee until one dies,
//! both acting by the game's time, each with a block counter, nobody healing, the player
//! first (`docs/rules/dcss-0.31-player-attack.md` §8, §11).
//!
//! * [`spec`]: the scenario input ([`DuelSpec`]: `player`, `monster`, `start_energy`).
//! * [`defence`]: the player's defence as laws and the monster's attack slots against it.
//! * [`side`]: each side as the chain and the samplers use it.
//! * [`chain`]: the exact law, a Markov chain over energy, block counter, damage taken and
//!   damage dealt, weighted by the monster's HP law.
//! * [`factored`]: the same law split into your offence alone and the monster's clock with
//!   your damage taken (and a Minotaur's headbutt chances), when the monster cannot block.
//! * [`counted`]: the same law counting the monster's hits instead of your damage taken, when
//!   all its attacks do the same damage law: duels that differ only in that law (weapons of
//!   the same to-hit) share one chain ([`exact_all`]).
//! * [`sample`]: one fight in the game's order.
//! * [`band`]: a leader and its followers fought in the game's order, in a corridor or in
//!   the open.
//! * [`corridor`]: fights one after another with your HP carried, exactly: each fight as
//!   the kernel of the damage you take when you win it.
//! * [`offence`]: the player's attacks alone against the monster's HP.
//! * [`ranged`]: the duel with your shots, throws or spells, the monster closing from a
//!   distance (`docs/rules/dcss-0.34-player-ranged.md` §9).
//!
//! The state of one fight is small and fixed (both HPs, the monster's energy, two block
//! counters, the turn): [`FightState`], the layout the duel lanes keep per lane
//! ([`crate::sampling::duel_lanes`]: fights as draws from the chain's own transition laws,
//! one word each, eight at a time).

mod alive;
pub mod band;
pub mod chain;
pub mod corridor;
pub mod counted;
pub mod defence;
pub mod factored;
pub mod offence;
pub mod ranged;
pub mod rounds;
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

    /// The same duel against `opponent` instead (the same monster with other gear, say): your
    /// side is kept when the monster meets your attack alike (the same AC, EV, shield and
    /// speed), else made again; the monster's side is made for it.
    pub fn with_opponent(&self, opponent: Opponent) -> Self {
        if opponent.target() != self.opponent.target()
            || opponent.monster.speed != self.opponent.monster.speed
        {
            return Duel::new_in(
                self.rules,
                self.offence,
                self.defence,
                opponent,
                self.start_energy,
            );
        }
        let monster = MonsterSide::new(&opponent, &self.offence, &self.defence);
        Duel {
            opponent,
            monster,
            ..self.clone()
        }
    }

    /// The exact law (`docs/rules/dcss-0.31-player-attack.md` §11), [`REPORT_TURNS`] turns of
    /// the within-turns laws, at most [`MAX_TURNS`] player actions: factored when it can be
    /// (§11.1, [`factored::factors`]) or counted (§11.2, [`counted::counts`]) when it can be,
    /// else the whole chain.
    pub fn exact(&self) -> Result<DuelLaw, DuelTooLarge> {
        if counted::counts(self) {
            let mut laws = counted::counted_laws(&[self], REPORT_TURNS, MAX_TURNS);
            return Ok(laws.remove(0));
        }
        if factored::factors(&self.player) {
            return Ok(factored::factored_law(
                &self.player,
                &self.monster,
                &self.defence,
                &self.opponent.hp.dist(),
                self.start_energy,
                REPORT_TURNS,
                MAX_TURNS,
            ));
        }
        self.full_chain()
    }

    /// The exact law by the whole chain over energy, both block counters, damage taken and
    /// damage dealt (`docs/rules/dcss-0.31-player-attack.md` §11), whether or not it factors.
    pub fn full_chain(&self) -> Result<DuelLaw, DuelTooLarge> {
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

/// The duels of `duels` that share one chain, as groups of indices in order
/// (`docs/rules/dcss-0.31-player-attack.md` §11.2): duels that can be counted and differ only
/// in the monster's landed damage (its weapons of the same to-hit) are one group; every other
/// duel is a group of its own.
pub fn shared_groups(duels: &[&Duel]) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut done = vec![false; duels.len()];
    for i in 0..duels.len() {
        if done[i] {
            continue;
        }
        let group: Vec<usize> = if counted::counts(duels[i]) {
            (i..duels.len())
                .filter(|&j| {
                    !done[j]
                        && counted::counts(duels[j])
                        && counted::same_counts(duels[i], duels[j])
                })
                .collect()
        } else {
            vec![i]
        };
        for &j in &group {
            done[j] = true;
        }
        groups.push(group);
    }
    groups
}

/// The exact laws of one group of [`shared_groups`], in its order.
pub fn group_laws(members: &[&Duel]) -> Vec<Result<DuelLaw, DuelTooLarge>> {
    match members {
        [one] => vec![one.exact()],
        _ => counted::counted_laws(members, REPORT_TURNS, MAX_TURNS)
            .into_iter()
            .map(Ok)
            .collect(),
    }
}

/// The exact laws of several duels, in their order (`docs/rules/dcss-0.31-player-attack.md`
/// §11, §11.2): each group of [`shared_groups`] computed once.
pub fn exact_all(duels: &[&Duel]) -> Vec<Result<DuelLaw, DuelTooLarge>> {
    let mut out: Vec<Option<Result<DuelLaw, DuelTooLarge>>> = vec![None; duels.len()];
    for group in shared_groups(duels) {
        let members: Vec<&Duel> = group.iter().map(|&j| duels[j]).collect();
        for (j, law) in group.into_iter().zip(group_laws(&members)) {
            out[j] = Some(law);
        }
    }
    out.into_iter()
        .map(|l| l.expect("every duel computed"))
        .collect()
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
