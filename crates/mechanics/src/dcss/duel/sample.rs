//! The duel played out in the game's order, one fight at a time
//! (`docs/rules/dcss-0.31-player-attack.md` §11): the literal sampler the exact chain is tested
//! against.

use rand::Rng;

use super::defence::SlotOutcome;
use super::{Duel, FightState};
use crate::dcss::time::{
    ENERGY_THRESHOLD, MonsterWeapon, energy_gain_in, melee_energy, monster_attack_delay,
};

/// How one fight ended (`docs/rules/dcss-0.31-player-attack.md` §11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DuelOutcome {
    /// `Some(true)`: the monster died first; `Some(false)`: the player did; `None`: neither
    /// within the turn cap.
    pub player_won: Option<bool>,
    /// The player action during whose interval the fight ended (1 = the first action).
    pub turns: u32,
    /// The player's HP at the end (at most 0 after a loss).
    pub player_hp: i32,
}

impl Duel {
    /// Plays one fight: the monster's HP is rolled at placement; then, each turn, the player's
    /// action (`player_speed()`, its attacks, aux rounds and time), the monster's energy gain
    /// over the action's time, and while it has 80 energy its rounds, each resetting its own
    /// block counter and paying its energy, slot by slot against the player, who may retaliate
    /// on a first-slot miss. The player's block counter is reset at each of its actions.
    /// Stops after `max_turns` player actions.
    pub fn play<R: Rng + ?Sized>(&self, rng: &mut R, max_turns: u32) -> DuelOutcome {
        self.play_from(rng, max_turns, self.defence.hp)
    }

    /// [`Duel::play`] with the player starting at `player_hp` instead of the defence's HP
    /// (a fight after earlier ones, `docs/rules/dcss-spawns.md` §8.2).
    pub fn play_from<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        max_turns: u32,
        player_hp: i32,
    ) -> DuelOutcome {
        let action = &self.player.action;
        let monster = &self.monster;
        let defence = &self.defence;
        let mut s = FightState {
            monster_hp: self.opponent.hp.roll(rng),
            player_hp,
            energy: self.start_energy,
            ..FightState::default()
        };
        let end = |won, s: &FightState| DuelOutcome {
            player_won: Some(won),
            turns: s.turn,
            player_hp: s.player_hp,
        };
        while s.turn < max_turns {
            s.turn += 1;
            s.player_blocks = 0;
            let (time, _) = action.roll(rng, &mut s.monster_hp, &mut s.monster_blocks);
            if s.monster_hp <= 0 {
                return end(true, &s);
            }
            s.energy += energy_gain_in(rng, self.rules, monster.speed, time);
            while s.energy >= ENERGY_THRESHOLD {
                s.monster_blocks = 0;
                // The first slot pays the round's energy; an unbranded weapon draws nothing.
                let delay = monster_attack_delay(rng, MonsterWeapon::Normal);
                s.energy -= melee_energy(rng, monster.attack_energy, delay);
                for (i, slot) in monster.slots.iter().enumerate() {
                    match slot.roll(rng, defence, &mut s.player_blocks) {
                        SlotOutcome::Landed(d) => {
                            s.player_hp -= d;
                            if s.player_hp <= 0 {
                                return end(false, &s);
                            }
                        }
                        SlotOutcome::Missed if i == 0 => {
                            if let Some(r) = &monster.retaliation {
                                s.monster_hp -= r.roll(rng);
                                if s.monster_hp <= 0 {
                                    return end(true, &s);
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        DuelOutcome {
            player_won: None,
            turns: max_turns,
            player_hp: s.player_hp,
        }
    }
}
