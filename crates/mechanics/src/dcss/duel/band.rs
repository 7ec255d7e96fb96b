//! A band fought in the game's order (`docs/rules/dcss-spawns.md` §8.2, §8.3): the literal
//! sampler of a leader and its followers against you, in a corridor (one at a time, your HP
//! carried) or in the open (all adjacent, each on its own clock, while you kill them one by
//! one).

use rand::Rng;

use super::Duel;
use super::defence::SlotOutcome;
use super::ranged::RangedDuel;
use crate::dcss::time::{
    ENERGY_THRESHOLD, MonsterWeapon, energy_gain_in, melee_energy, monster_attack_delay,
};

/// Where the band meets you (`docs/rules/dcss-spawns.md` §8.2, §8.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Terrain {
    /// A corridor: the members come one at a time, the leader first, each a duel that
    /// starts with the HP the last one left you.
    #[default]
    Corridor,
    /// Open ground: every member is next to you from the start and acts on its own clock;
    /// you attack the leader, then each follower in order, until all are dead.
    Open,
}

/// How one band fight ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BandOutcome {
    /// `Some(true)`: every member died; `Some(false)`: you did; `None`: undecided within the
    /// turn cap.
    pub player_won: Option<bool>,
    /// Your HP at the end (at most 0 after a loss).
    pub player_hp: i32,
}

/// One member of a band as you fight it (`docs/rules/dcss-spawns.md` §8.2): its melee duel,
/// and the ranged duel when you shoot or cast at it.
#[derive(Clone, Copy, Debug)]
pub struct Foe<'a> {
    /// The duel in melee: the member's side, and yours when it is next to you.
    pub duel: &'a Duel,
    /// The duel with your shots or spells from where it meets you, when you have them.
    pub ranged: Option<&'a RangedDuel>,
}

impl<'a> Foe<'a> {
    /// A member fought in melee.
    pub fn melee(duel: &'a Duel) -> Self {
        Foe { duel, ranged: None }
    }

    /// Its duel alone, you starting with `player_hp`: the ranged duel when there is one.
    fn play_from<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        max_turns: u32,
        player_hp: i32,
    ) -> BandOutcome {
        let o = match self.ranged {
            Some(r) => r.play_from(rng, max_turns, player_hp),
            None => self.duel.play_from(rng, max_turns, player_hp),
        };
        BandOutcome {
            player_won: o.player_won,
            player_hp: o.player_hp,
        }
    }
}

/// Plays one fight of `members` (the leader first, each a duel against you with its own
/// weapon) on `terrain`, you starting with `player_hp`, at most `max_turns` of your actions
/// per member in a corridor and in all in the open (`docs/rules/dcss-spawns.md` §8.2, §8.3).
///
/// In a corridor each member is its duel alone (with your shots or spells when it has a
/// ranged duel, your MP and ammunition whole again), your HP carried. A monster alone is its
/// duel alone on either terrain.
///
/// In the open, each of your actions is a melee attack against the first member alive: its
/// own time, the attack against that member's HP and block counter; then every living member
/// gains its own energy over that time (a draw each), and the members act in band order, each
/// making its rounds while it has 80 energy, all against your one block counter, which your
/// next action resets. A Minotaur's retaliation strikes the member whose first attack missed.
///
/// # Panics
/// If `members` is empty.
pub fn play_band<R: Rng + ?Sized>(
    rng: &mut R,
    members: &[Foe],
    terrain: Terrain,
    player_hp: i32,
    max_turns: u32,
) -> BandOutcome {
    assert!(!members.is_empty(), "a band has its leader");
    match (terrain, members) {
        (Terrain::Open, [alone]) if alone.ranged.is_some() => {
            alone.play_from(rng, max_turns, player_hp)
        }
        (Terrain::Open, _) => play_open(rng, members, player_hp, max_turns),
        (Terrain::Corridor, _) => {
            let mut hp = player_hp;
            for foe in members {
                let o = foe.play_from(rng, max_turns, hp);
                hp = o.player_hp;
                if o.player_won != Some(true) {
                    return o;
                }
            }
            BandOutcome {
                player_won: Some(true),
                player_hp: hp,
            }
        }
    }
}

/// One member's state in the open.
#[derive(Clone, Copy, Debug)]
struct Member {
    hp: i32,
    energy: i32,
    blocks: u32,
}

fn play_open<R: Rng + ?Sized>(
    rng: &mut R,
    foes: &[Foe],
    player_hp: i32,
    max_turns: u32,
) -> BandOutcome {
    let mut state: Vec<Member> = foes
        .iter()
        .map(|f| f.duel)
        .map(|d| Member {
            hp: d.opponent.hp.roll(rng),
            energy: d.start_energy,
            blocks: 0,
        })
        .collect();
    let mut hp = player_hp;
    let end = |won, hp| BandOutcome {
        player_won: Some(won),
        player_hp: hp,
    };
    for _ in 0..max_turns {
        let Some(target) = state.iter().position(|m| m.hp > 0) else {
            return end(true, hp);
        };
        let mut player_blocks = 0;
        let t = &mut state[target];
        let (time, _) = foes[target]
            .duel
            .player
            .action
            .roll(rng, &mut t.hp, &mut t.blocks);
        if state.iter().all(|m| m.hp <= 0) {
            return end(true, hp);
        }
        for (m, duel) in state.iter_mut().zip(foes.iter().map(|f| f.duel)) {
            if m.hp > 0 {
                m.energy += energy_gain_in(rng, duel.rules, duel.monster.speed, time);
            }
        }
        for (m, duel) in state.iter_mut().zip(foes.iter().map(|f| f.duel)) {
            let side = &duel.monster;
            while m.hp > 0 && m.energy >= ENERGY_THRESHOLD {
                m.blocks = 0;
                let delay = monster_attack_delay(rng, MonsterWeapon::Normal);
                m.energy -= melee_energy(rng, side.attack_energy, delay);
                for (i, slot) in side.slots.iter().enumerate() {
                    match slot.roll(rng, &duel.defence, &mut player_blocks) {
                        SlotOutcome::Landed(d) => {
                            hp -= d;
                            if hp <= 0 {
                                return end(false, hp);
                            }
                        }
                        SlotOutcome::Missed if i == 0 => {
                            if let Some(r) = &side.retaliation {
                                m.hp -= r.roll(rng);
                                if m.hp <= 0 {
                                    break;
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        if state.iter().all(|m| m.hp <= 0) {
            return end(true, hp);
        }
    }
    BandOutcome {
        player_won: None,
        player_hp: hp,
    }
}
