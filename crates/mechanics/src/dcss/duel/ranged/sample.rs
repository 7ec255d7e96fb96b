//! The ranged duel played out in the game's order, one fight at a time
//! (`docs/rules/dcss-0.34-player-ranged.md` §9): the literal sampler the exact chain is tested
//! against, and the Monte Carlo side of the duel's report.

use rand::Rng;

use super::RangedDuel;
use crate::dcss::duel::defence::SlotOutcome;
use crate::dcss::duel::{DuelOutcome, FightState};
use crate::dcss::time::{
    ENERGY_THRESHOLD, MonsterWeapon, energy_gain_in, melee_energy, monster_attack_delay,
};

impl RangedDuel {
    /// Plays one fight: the monster's HP is rolled at placement; then, each turn, your action
    /// as the plan picks it (its time, what it spends, its damage against the monster's block
    /// counter), the monster's energy gain over its time, and while it has 80 energy its
    /// actions: a move while it is not adjacent, else its melee round, slot by slot, each
    /// resetting its own block counter and paying its energy. Stops after `max_turns` of
    /// your actions.
    pub fn play<R: Rng + ?Sized>(&self, rng: &mut R, max_turns: u32) -> DuelOutcome {
        self.play_from(rng, max_turns, self.defence.hp)
    }

    /// [`RangedDuel::play`] with you starting at `player_hp` instead of your full HP (a band's
    /// next member in a corridor, `docs/rules/dcss-spawns.md` §8.2); your MP and ammunition
    /// start whole.
    pub fn play_from<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        max_turns: u32,
        player_hp: i32,
    ) -> DuelOutcome {
        let plan = &self.plan;
        let monster = &self.monster;
        let defence = &self.defence;
        let mut s = FightState {
            monster_hp: self.opponent.hp.roll(rng),
            player_hp,
            energy: self.start_energy,
            ..FightState::default()
        };
        let (mut d, mut left, mut channel) = (self.distance, plan.budget.unwrap_or(0), 0);
        let end = |won, s: &FightState| DuelOutcome {
            player_won: Some(won),
            turns: s.turn,
            player_hp: s.player_hp,
        };
        while s.turn < max_turns {
            s.turn += 1;
            s.player_blocks = 0;
            let choice = plan.choose(d, left, channel);
            let roll = plan.action(choice).roll(
                rng,
                &mut s.monster_hp,
                &mut s.monster_blocks,
                self.block_limit,
            );
            left = left.saturating_sub(roll.spent);
            channel = plan.channel_after(choice, roll.succeeded, channel);
            if s.monster_hp <= 0 {
                return end(true, &s);
            }
            s.energy += energy_gain_in(rng, self.rules, monster.speed, roll.time);
            while s.energy >= ENERGY_THRESHOLD {
                s.monster_blocks = 0;
                if d > 1 {
                    d -= 1;
                    s.energy -= self.move_energy;
                    continue;
                }
                let delay = monster_attack_delay(rng, MonsterWeapon::Normal);
                s.energy -= melee_energy(rng, monster.attack_energy, delay);
                for (i, slot) in monster.slots.iter().enumerate() {
                    match slot.roll(rng, defence, &mut s.player_blocks) {
                        SlotOutcome::Landed(dmg) => {
                            s.player_hp -= dmg;
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
