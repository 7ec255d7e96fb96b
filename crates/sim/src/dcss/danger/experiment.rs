//! The danger table's Monte Carlo side (`docs/rules/dcss-spawns.md` §8.2, §8.3): each trial is
//! the next monster the place makes, drawn by P(picked), with its band drawn from the band
//! law and each member's weapon from its law, fought in the game's order on the terrain.
//! Monsters not fought count as trials you survive, as they count nothing in the exact total.

use std::collections::BTreeMap;

use mechanics::alias::AliasTable;
use mechanics::dcss::duel::MAX_TURNS;
use mechanics::dcss::duel::band::{Foe, Terrain, play_band};
use rand::Rng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use super::roster::{Fight, Kind, Variant};
use super::table::RowFight;
use crate::engine::{Accumulator, Experiment};

/// What the trials count, by row of the table (in its order).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DangerAcc {
    /// Trials that drew the row.
    pub fights: Vec<u64>,
    /// Of them, the fights you lost.
    pub losses: Vec<u64>,
    /// Fights neither side won within the turn cap.
    pub undecided: u64,
}

impl Accumulator for DangerAcc {
    fn merge(&mut self, other: Self) {
        let add = |a: &mut Vec<u64>, b: Vec<u64>| {
            if a.len() < b.len() {
                a.resize(b.len(), 0);
            }
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        };
        add(&mut self.fights, other.fights);
        add(&mut self.losses, other.losses);
        self.undecided += other.undecided;
    }
}

/// A follower drawn of a kind that is not fought.
const NOBODY: u32 = u32::MAX;

/// One kind's duels, drawn by weapon.
struct KindDraw {
    variants: Vec<Variant>,
    pick: AliasTable<u32>,
}

/// One row's band, drawn: the band outcome, then each follower slot's kind.
struct RowDraw {
    leader: AliasTable<u32>,
    band: Option<AliasTable<u32>>,
    /// Per band outcome, per slot: the kinds (indices) drawn.
    slots: Vec<Vec<AliasTable<u32>>>,
}

/// The danger table's fights, compiled for drawing.
pub struct DangerExperiment {
    rows: Vec<Option<RowDraw>>,
    pick: AliasTable<u32>,
    kinds: Vec<KindDraw>,
    terrain: Terrain,
    hp: i32,
}

impl DangerExperiment {
    /// The experiment of the table's rows (`p_picked` and fight, in the table's order) against
    /// `kinds`, you starting with `hp`.
    pub fn new(
        rows: &[(f64, bool, &RowFight)],
        kinds: &BTreeMap<&'static str, Kind>,
        terrain: Terrain,
        hp: i32,
    ) -> Self {
        let ids: Vec<&'static str> = kinds
            .iter()
            .filter(|(_, k)| matches!(k.fight, Fight::Duels(_)))
            .map(|(id, _)| *id)
            .collect();
        let index = |id: &str| ids.iter().position(|i| *i == id).map(|i| i as u32);
        let draws = ids
            .iter()
            .map(|id| {
                let Fight::Duels(m) = &kinds[id].fight else {
                    unreachable!("only kinds fought are drawn")
                };
                KindDraw {
                    variants: m.variants.clone(),
                    pick: AliasTable::new(
                        (0..m.variants.len() as u32).collect(),
                        &m.variants.iter().map(|v| v.probability).collect::<Vec<_>>(),
                    ),
                }
            })
            .collect();
        // A kind not fought is drawn as nobody: it passes you by, as in the exact chain.
        let table = |law: &[(&'static str, f64)]| -> AliasTable<u32> {
            let (v, p): (Vec<u32>, Vec<f64>) = law
                .iter()
                .map(|(m, p)| (index(m).unwrap_or(NOBODY), *p))
                .unzip();
            AliasTable::new(v, &p)
        };
        let row_draws = rows
            .iter()
            .map(|(_, fought, fight)| {
                if !fought {
                    return None;
                }
                let leader: Vec<(&'static str, f64)> =
                    fight.leader.iter().map(|m| (*m, 1.0)).collect();
                let probs: Vec<f64> = fight.bands.iter().map(|(p, _)| *p).collect();
                Some(RowDraw {
                    leader: table(&leader),
                    band: (probs.len() > 1)
                        .then(|| AliasTable::new((0..probs.len() as u32).collect(), &probs)),
                    slots: fight
                        .bands
                        .iter()
                        .map(|(_, slots)| slots.iter().map(|s| table(s)).collect())
                        .collect(),
                })
            })
            .collect();
        let p: Vec<f64> = rows.iter().map(|(p, _, _)| *p).collect();
        DangerExperiment {
            rows: row_draws,
            pick: AliasTable::new((0..p.len() as u32).collect(), &p),
            kinds: draws,
            terrain,
            hp,
        }
    }

    /// A member drawn: a kind's duel by its weapon law.
    fn member<'a>(&'a self, rng: &mut Xoshiro256PlusPlus, kind: u32) -> Foe<'a> {
        let k = &self.kinds[kind as usize];
        let v = &k.variants[k.pick.draw(rng.next_u64()) as usize];
        Foe {
            duel: &v.duel,
            ranged: v.ranged.as_ref(),
        }
    }
}

impl Experiment for DangerExperiment {
    type Acc = DangerAcc;

    fn run_chunk(&self, rng: &mut Xoshiro256PlusPlus, trials: u64, acc: &mut DangerAcc) {
        let n = self.rows.len();
        acc.fights.resize(n, 0);
        acc.losses.resize(n, 0);
        let mut members: Vec<Foe> = Vec::with_capacity(crate::dcss::danger::MAX_BAND);
        for _ in 0..trials {
            let r = self.pick.draw(rng.next_u64()) as usize;
            acc.fights[r] += 1;
            let Some(row) = &self.rows[r] else { continue };
            members.clear();
            let leader = row.leader.draw(rng.next_u64());
            members.push(self.member(rng, leader));
            let band = row
                .band
                .as_ref()
                .map_or(0, |b| b.draw(rng.next_u64()) as usize);
            for slot in &row.slots[band] {
                let kind = slot.draw(rng.next_u64());
                if kind != NOBODY {
                    members.push(self.member(rng, kind));
                }
            }
            let o = play_band(rng, &members, self.terrain, self.hp, MAX_TURNS as u32);
            match o.player_won {
                Some(true) => {}
                Some(false) => acc.losses[r] += 1,
                None => acc.undecided += 1,
            }
        }
    }
}
