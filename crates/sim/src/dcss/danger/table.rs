//! The danger table's exact side (`docs/rules/dcss-spawns.md` §8): for each monster the
//! place can pick, P(picked), its band, the duel with it alone, and in a corridor the exact
//! chain of fights with its band; the total P(the next monster beats you).

use mechanics::dcss::duel::band::Terrain;
use mechanics::dcss::duel::corridor::{HpLaw, WinKernel};
use mechanics::dcss::spawns::{Pick, Place, band_law, member_law};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;

use super::ranged::RangedBest;
use super::roster::{Fight, Kind, NotFought};

/// One follower kind of a band, with how many of it come on average.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Member {
    /// The monster.
    pub monster: String,
    /// How many of it the band brings on average (counting the times it brings none).
    pub mean_count: f64,
    /// Whether the table fights it (`false`: it only shoots or casts, or is a derived
    /// undead; a corridor passes it by).
    pub fought: bool,
}

/// One row of the table: a monster the place can pick (`docs/rules/dcss-spawns.md` §8).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct MonsterRow {
    /// The monster, by the game's name.
    pub monster: String,
    /// Its enum id.
    pub monster_id: String,
    /// P(a random slot of the place picks it), after the out-of-depth fuzz.
    pub p_picked: f64,
    /// The mean number of monsters in its group, itself included (1 for a monster alone).
    pub band_mean_size: f64,
    /// P(it brings a band).
    pub p_band: f64,
    /// Its followers' kinds.
    pub members: Vec<Member>,
    /// Whether it is fought (see `not_fought`).
    pub fought: bool,
    /// Why it is not fought, when it is not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_fought: Option<String>,
    /// P(it beats you in a duel alone), exact.
    pub p_lose_alone: Option<f64>,
    /// P(it or its band beats you): exact in a corridor; in the open exact only for a
    /// monster that never brings a band (else null: the estimate answers).
    pub p_lose_with_band: Option<f64>,
    /// E[HP you lose | you win], against it with its band (alone in the open).
    pub expected_hp_lost_given_win: Option<f64>,
    /// E[your actions to kill it | you win], alone.
    pub expected_actions_to_kill: Option<f64>,
    /// P(picked) × P(it or its band beats you): its share of the total.
    pub contribution: Option<f64>,
    /// Its most dangerous attack at range, as `roguesim threat` gives it; null when it has
    /// none.
    pub ranged: Option<RangedBest>,
}

/// The exact side of the danger table.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct DangerExact {
    /// P(the next monster the place makes beats you) = Σ P(picked)·P(it or its band beats
    /// you) over the monsters fought; null in the open when a band leaves it to the estimate.
    pub p_next_monster_beats_you: Option<f64>,
    /// The share of P(picked) the total leaves out: monsters not fought.
    pub p_picked_left_out: f64,
    /// Every monster of the place, most dangerous first (P(it or its band beats you), then
    /// P(picked)); those not fought last.
    pub monsters: Vec<MonsterRow>,
}

/// One follower slot of a band: the law of the kind it holds.
pub type SlotLaw = Vec<(&'static str, f64)>;

/// A row's fight, for the Monte Carlo side: the leader's kind, and its band law with each
/// follower's law (kinds not fought included: they pass you by).
#[derive(Clone, Debug)]
pub struct RowFight {
    /// The leader's kinds: one, or a pseudo-monster's, each alike.
    pub leader: Vec<&'static str>,
    /// `(probability, followers' slot laws)`: each slot a law of kinds.
    pub bands: Vec<(f64, Vec<SlotLaw>)>,
}

/// The kinds a row's leader is: itself, or a pseudo-monster's, each alike.
pub fn leader_kinds(pick: &Pick) -> Vec<&'static str> {
    if pick.resolves_to.is_empty() {
        vec![pick.monster]
    } else {
        pick.resolves_to.iter().map(String::as_str).collect()
    }
}

/// Every kind a place's rows and bands name, leaders first, each once.
pub fn kinds_of(place: &Place, picks: &[Pick]) -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = Vec::new();
    let mut add = |id: &'static str| {
        if !ids.contains(&id) {
            ids.push(id);
        }
    };
    for pick in picks {
        leader_kinds(pick).into_iter().for_each(&mut add);
    }
    for pick in picks {
        for o in band_law(place, pick.monster) {
            let Some(band) = o.band else { continue };
            for which in 1..=o.followers {
                for (m, _) in member_law(place, band, which) {
                    add(m);
                }
            }
        }
    }
    ids
}

/// A row's leader as one fight: the kernel and the duel alone (a pseudo-monster's kinds
/// mixed alike), or why not.
struct Leader {
    kernel: WinKernel,
    p_lose: f64,
    actions: Option<f64>,
}

fn leader(kinds: &BTreeMap<&'static str, Kind>, ids: &[&'static str]) -> Result<Leader, String> {
    let share = 1.0 / ids.len() as f64;
    let mut parts = Vec::new();
    for id in ids {
        match &kinds[id].fight {
            Fight::Duels(m) => parts.push(&m.alone),
            Fight::Not(why) if ids.len() == 1 => return Err(why.words()),
            Fight::Not(why) => {
                let names: Vec<&str> = ids.iter().map(|i| kinds[i].name.as_str()).collect();
                return Err(format!(
                    "one of {} for the whole game, each alike; the {}: {}",
                    names.join(", "),
                    kinds[id].name,
                    why.words()
                ));
            }
        }
    }
    let p_win: f64 = parts.iter().map(|a| share * a.p_win).sum();
    let turns: f64 = parts
        .iter()
        .map(|a| share * a.p_win * a.expected_actions_given_win.unwrap_or(0.0))
        .sum();
    Ok(Leader {
        kernel: WinKernel::mixture(parts.iter().map(|a| (share, &a.kernel))),
        p_lose: parts.iter().map(|a| share * a.p_lose).sum(),
        actions: (p_win > 0.0).then(|| turns / p_win),
    })
}

/// The kernel of one follower slot: its kinds' kernels mixed (a kind not fought passes you
/// by: it does nothing in a corridor).
fn slot_kernel(
    kinds: &BTreeMap<&'static str, Kind>,
    law: &[(&'static str, f64)],
    hp: usize,
) -> WinKernel {
    let nothing = WinKernel::nothing(hp);
    WinKernel::mixture(law.iter().map(|(m, p)| {
        let k = match &kinds[m].fight {
            Fight::Duels(melee) => &melee.alone.kernel,
            Fight::Not(_) => &nothing,
        };
        (*p, k)
    }))
}

/// The exact table of `picks` at `place` on `terrain`, you with `hp` HP, and each row's fight
/// for the Monte Carlo side (in the rows' order).
pub fn exact_table(
    place: &Place,
    picks: &[Pick],
    kinds: &BTreeMap<&'static str, Kind>,
    terrain: Terrain,
    hp: usize,
) -> (DangerExact, Vec<RowFight>) {
    let mut rows: Vec<(MonsterRow, RowFight)> = Vec::new();
    let fought = |m: &str| matches!(kinds[m].fight, Fight::Duels(_));
    for pick in picks {
        let ids = leader_kinds(pick);
        let band = band_law(place, pick.monster);
        let mut members: Vec<Member> = Vec::new();
        let mut band_fights = Vec::new();
        let (mut mean_size, mut p_band) = (1.0, 0.0);
        for o in &band {
            mean_size += o.probability * o.followers as f64;
            let Some(b) = o.band else {
                band_fights.push((o.probability, Vec::new()));
                continue;
            };
            p_band += o.probability;
            let mut slots = Vec::new();
            for which in 1..=o.followers {
                let law = member_law(place, b, which);
                for (m, p) in &law {
                    match members.iter_mut().find(|x| x.monster == kinds[m].name) {
                        Some(x) => x.mean_count += o.probability * p,
                        None => members.push(Member {
                            monster: kinds[m].name.clone(),
                            mean_count: o.probability * p,
                            fought: fought(m),
                        }),
                    }
                }
                slots.push(law);
            }
            band_fights.push((o.probability, slots));
        }
        members.sort_by(|a, b| b.mean_count.total_cmp(&a.mean_count));
        let name = if pick.resolves_to.is_empty() {
            kinds[pick.monster].name.clone()
        } else {
            mechanics::dcss::spawns::tables(place.rules)
                .name(pick.monster)
                .to_string()
        };
        let mut row = MonsterRow {
            monster: name,
            monster_id: pick.monster.to_string(),
            p_picked: pick.probability,
            band_mean_size: mean_size,
            p_band,
            members,
            fought: false,
            not_fought: None,
            p_lose_alone: None,
            p_lose_with_band: None,
            expected_hp_lost_given_win: None,
            expected_actions_to_kill: None,
            contribution: None,
            ranged: None,
        };
        match leader(kinds, &ids) {
            Err(why) => row.not_fought = Some(why),
            Ok(lead) => {
                row.fought = true;
                row.p_lose_alone = Some(lead.p_lose);
                row.expected_actions_to_kill = lead.actions;
                let after_leader = HpLaw::fresh(hp).then(&lead.kernel);
                let with_band = match terrain {
                    Terrain::Corridor => {
                        Some(chain(kinds, &band, place, &after_leader, lead.p_lose, hp))
                    }
                    Terrain::Open if p_band == 0.0 => {
                        Some((lead.p_lose, after_leader.mean_taken_alive()))
                    }
                    Terrain::Open => None,
                };
                if let Some((p, lost)) = with_band {
                    row.p_lose_with_band = Some(p);
                    row.contribution = Some(p * pick.probability);
                    row.expected_hp_lost_given_win = lost;
                } else {
                    row.expected_hp_lost_given_win = after_leader.mean_taken_alive();
                }
            }
        }
        rows.push((
            row,
            RowFight {
                leader: ids,
                bands: band_fights,
            },
        ));
    }
    rows.sort_by(|(a, _), (b, _)| {
        let key = |r: &MonsterRow| {
            (
                r.fought,
                r.p_lose_with_band.or(r.p_lose_alone).unwrap_or(0.0),
            )
        };
        let (ka, kb) = (key(a), key(b));
        kb.0.cmp(&ka.0)
            .then(kb.1.total_cmp(&ka.1))
            .then(b.p_picked.total_cmp(&a.p_picked))
    });
    let fought_rows = rows.iter().filter(|(r, _)| r.fought);
    let total = fought_rows
        .map(|(r, _)| r.contribution)
        .sum::<Option<f64>>();
    let left_out = rows
        .iter()
        .filter(|(r, _)| !r.fought)
        .map(|(r, _)| r.p_picked)
        .sum();
    let (monsters, fights) = rows.into_iter().unzip();
    (
        DangerExact {
            p_next_monster_beats_you: total,
            p_picked_left_out: left_out,
            monsters,
        },
        fights,
    )
}

/// In a corridor: P(you lose to the leader and its band) and E[HP lost | you win], the band
/// fought one at a time after the leader, your HP law carried; the laws after each follower
/// shared by every band size (`docs/rules/dcss-spawns.md` §8.2).
fn chain(
    kinds: &BTreeMap<&'static str, Kind>,
    band: &[mechanics::dcss::spawns::BandOutcome],
    place: &Place,
    after_leader: &HpLaw,
    p_lose_alone: f64,
    hp: usize,
) -> (f64, Option<f64>) {
    let (mut lose, mut alive, mut lost) = (0.0, 0.0, 0.0);
    let mut laws: BTreeMap<&str, Vec<HpLaw>> = BTreeMap::new();
    for o in band {
        let law = match o.band {
            None => {
                lose += o.probability * p_lose_alone;
                after_leader.clone()
            }
            Some(b) => {
                let chain = laws.entry(b).or_insert_with(|| vec![after_leader.clone()]);
                while chain.len() <= o.followers {
                    let which = chain.len();
                    let kernel = slot_kernel(kinds, &member_law(place, b, which), hp);
                    let next = chain[which - 1].then(&kernel);
                    chain.push(next);
                }
                let law = chain[o.followers].clone();
                lose += o.probability * law.dead;
                law
            }
        };
        let a = law.p_alive();
        alive += o.probability * a;
        lost += o.probability * a * law.mean_taken_alive().unwrap_or(0.0);
    }
    (lose, (alive > 0.0).then(|| lost / alive))
}

/// A monster whose fight is left out, by kind, for the notes: how it is named.
pub fn left_out_words(kinds: &BTreeMap<&'static str, Kind>) -> Vec<String> {
    let mut ranged: Vec<&str> = kinds
        .values()
        .filter(|k| matches!(k.fight, Fight::Not(NotFought::RangedOnly)))
        .map(|k| k.name.as_str())
        .collect();
    ranged.sort_unstable();
    let mut notes = Vec::new();
    if !ranged.is_empty() {
        notes.push(format!(
            "not fought, as they only shoot or cast (their ranged fight is not modelled): {}",
            ranged.join(", ")
        ));
    }
    for k in kinds.values() {
        if let Fight::Not(NotFought::Other(why)) = &k.fight {
            notes.push(format!("not fought: {}: {why}", k.name));
        }
    }
    notes
}
