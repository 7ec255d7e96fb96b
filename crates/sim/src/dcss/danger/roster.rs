//! Every kind of monster a place's table can make or bring in a band, as the danger table
//! fights it (`docs/rules/dcss-spawns.md` §8.1): its duels against you (over its weapons at
//! the place's depth, and a hydra's heads), with your shots or spells where `roguesim duel`
//! uses them, the exact law of the duel with it alone, and the kernel of the damage you take
//! when you win, for the bands; or why it is not fought.

use std::collections::BTreeMap;

use mechanics::dcss::duel::corridor::WinKernel;
use mechanics::dcss::duel::ranged::RangedDuel;
use mechanics::dcss::duel::{Duel, DuelLaw, group_laws, shared_groups};
use mechanics::dcss::monsters;
use mechanics::dcss::rules::RuleSet;
use rayon::prelude::*;

use super::spec::DangerSpec;
use crate::dcss::duel::ResolvedPlayer;
use crate::dcss::input::DefenderSpec;
use crate::error::InputError;

/// The heads a hydra has when placed: 4 to 8, each alike (`random_range(4, 8)`,
/// `docs/rules/monsters-and-dumps.md` §1.4).
pub const HYDRA_HEADS: std::ops::RangeInclusive<u32> = 4..=8;

/// The derived undead: their stats come from a base monster drawn apart
/// (`docs/rules/dcss-spawns.md` §5.3).
const DERIVED_UNDEAD: [&str; 5] = [
    "MONS_ZOMBIE",
    "MONS_SIMULACRUM",
    "MONS_SPECTRAL_THING",
    "MONS_DRAUGR",
    "MONS_SKELETON",
];

/// Why a monster is not fought (`docs/rules/dcss-spawns.md` §8.4).
#[derive(Clone, Debug, PartialEq)]
pub enum NotFought {
    /// It has no melee attack: it only shoots or casts.
    RangedOnly,
    /// Anything else, in words.
    Other(String),
}

impl NotFought {
    /// In a player's words.
    pub fn words(&self) -> String {
        match self {
            NotFought::RangedOnly => {
                "it only shoots or casts: its ranged fight is not modelled".into()
            }
            NotFought::Other(why) => why.clone(),
        }
    }
}

/// The duel with one monster alone, mixed over its weapons (and heads).
#[derive(Clone, Debug, PartialEq)]
pub struct Alone {
    /// P(you win).
    pub p_win: f64,
    /// P(you lose).
    pub p_lose: f64,
    /// The mass the chains left undecided.
    pub p_undecided: f64,
    /// E[your actions until the kill | you win]; `None` when you cannot win.
    pub expected_actions_given_win: Option<f64>,
    /// The damage you take when you win.
    pub kernel: WinKernel,
}

/// One duel of a kind: a weapon (or a head count) with its probability, and the duel with
/// your shots or spells when you fight it with them.
#[derive(Clone, Debug)]
pub struct Variant {
    /// P(this weapon, this head count).
    pub probability: f64,
    /// The duel in melee.
    pub duel: Duel,
    /// The duel as `roguesim duel` fights it with your shots or spells, when it does.
    pub ranged: Option<RangedDuel>,
}

/// A monster fought: its duels and their mixture.
#[derive(Clone, Debug)]
pub struct Duels {
    /// Each duel (a weapon, a head count) with its probability.
    pub variants: Vec<Variant>,
    /// The duel alone, exact.
    pub alone: Alone,
    /// What the duel assumed, one sentence each.
    pub notes: Vec<String>,
}

/// How a monster is fought.
#[derive(Clone, Debug)]
pub enum Fight {
    /// In its duels (melee, or your shots and spells as `roguesim duel` has them).
    Duels(Box<Duels>),
    /// Not at all, and why.
    Not(NotFought),
}

/// One kind of monster of the place.
#[derive(Clone, Debug)]
pub struct Kind {
    /// Its enum id (`MONS_YAK`).
    pub id: &'static str,
    /// Its name (`yak`).
    pub name: String,
    /// How it is fought.
    pub fight: Fight,
}

/// The duels a kind needs, before their laws: its variants, or why it has none.
enum Plan {
    Duels(Vec<Variant>, Vec<String>),
    Not(NotFought),
}

/// What one monster's duels against you are, at `depth` (`docs/rules/dcss-spawns.md` §8.1).
fn plan(
    spec: &DangerSpec,
    defender: &DefenderSpec,
    player: &ResolvedPlayer,
    id: &str,
    depth: i32,
) -> Result<Plan, InputError> {
    let rules = player.rules;
    if DERIVED_UNDEAD.contains(&id) {
        return Ok(Plan::Not(NotFought::Other(
            "a derived undead: its stats come from a base monster drawn apart, which is not \
             modelled"
                .into(),
        )));
    }
    let Ok(monster) = monsters::find_in(rules, id) else {
        return Ok(Plan::Not(NotFought::Other(format!(
            "not in the {rules} monster table"
        ))));
    };
    let heads: Vec<Option<u32>> = match monster.head_limit() {
        Some(l) if l.min == l.max => vec![Some(l.min as u32)],
        Some(_) if id == "MONS_HYDRA" => HYDRA_HEADS.map(Some).collect(),
        Some(_) => {
            return Ok(Plan::Not(NotFought::Other(
                "its heads at placement are not modelled".into(),
            )));
        }
        None => vec![None],
    };
    let round = monster
        .melee_round_in(rules, heads[0])
        .map_err(|e| InputError::invalid("place", e.to_string()))?;
    if round.is_empty() {
        return Ok(Plan::Not(NotFought::RangedOnly));
    }
    let share = 1.0 / heads.len() as f64;
    let mut variants = Vec::new();
    let mut notes = Vec::new();
    for h in heads {
        let mut scenario = spec.duel(defender.clone(), id, depth);
        scenario.monster.heads = h;
        // Your shots and spells as `roguesim duel` uses them; where the rule set has none of
        // yours (dcss-0.31), the melee duels alone.
        let setup = match scenario.resolve_for(player) {
            Err(e) if e.path == "rules" => scenario.resolve_melee_for(player),
            other => other,
        };
        let setup = match setup {
            Ok(setup) => setup,
            // A monster the duel refuses (its stats come from elsewhere) is left out, with why.
            Err(e) if e.path.starts_with("monster") => {
                return Ok(Plan::Not(NotFought::Other(e.problem.to_string())));
            }
            Err(e) => return Err(e),
        };
        variants.extend(setup.variants.into_iter().map(|v| Variant {
            probability: share * v.probability,
            duel: v.duel,
            ranged: v.ranged,
        }));
        if notes.is_empty() {
            // Fought in melee, the duel's word on your ranged attack is not the table's.
            let shoots = variants.iter().any(|v| v.ranged.is_some());
            notes = setup
                .notes
                .into_iter()
                .filter(|n| shoots || !n.contains("has no melee attack modelled"))
                .collect();
        }
    }
    if monster.is_hydra() && id == "MONS_HYDRA" {
        notes.push("a hydra has 4 to 8 heads when placed, each count alike".into());
    }
    Ok(Plan::Duels(variants, notes))
}

/// The duel alone from its variants' laws.
fn alone(variants: &[Variant], laws: &[DuelLaw]) -> Alone {
    let (mut p_win, mut p_lose, mut undecided, mut turns) = (0.0, 0.0, 0.0, 0.0);
    for (v, l) in variants.iter().zip(laws) {
        let w = v.probability;
        p_win += w * l.p_win;
        p_lose += w * l.p_lose;
        undecided += w * l.p_undecided;
        turns += w * l.p_win * l.expected_player_turns_given_win.unwrap_or(0.0);
    }
    let kernels: Vec<WinKernel> = laws.iter().map(WinKernel::of).collect();
    Alone {
        p_win,
        p_lose,
        p_undecided: undecided,
        expected_actions_given_win: (p_win > 0.0).then(|| turns / p_win),
        kernel: WinKernel::mixture(variants.iter().map(|v| v.probability).zip(&kernels)),
    }
}

/// Every kind of `ids` resolved against you at `depth`, the chains of all their duels
/// computed in parallel (each group of duels that shares a chain once, in any thread; the
/// results in order whatever the threads).
pub fn roster(
    spec: &DangerSpec,
    defender: &DefenderSpec,
    player: &ResolvedPlayer,
    ids: &[&'static str],
    depth: i32,
    rules: RuleSet,
) -> Result<BTreeMap<&'static str, Kind>, InputError> {
    let plans: Vec<Plan> = ids
        .par_iter()
        .map(|id| plan(spec, defender, player, id, depth))
        .collect::<Result<_, _>>()?;
    // Every group of every kind's duels, as (kind, its duels' indices): a ranged duel is a
    // group of its own, melee duels that share a chain one group.
    let mut jobs: Vec<(usize, Vec<usize>)> = Vec::new();
    for (k, p) in plans.iter().enumerate() {
        if let Plan::Duels(variants, _) = p {
            let (shots, melee): (Vec<usize>, Vec<usize>) =
                (0..variants.len()).partition(|&i| variants[i].ranged.is_some());
            jobs.extend(shots.into_iter().map(|i| (k, vec![i])));
            let duels: Vec<&Duel> = melee.iter().map(|&i| &variants[i].duel).collect();
            jobs.extend(
                shared_groups(&duels)
                    .into_iter()
                    .map(|g| (k, g.into_iter().map(|j| melee[j]).collect())),
            );
        }
    }
    let computed: Vec<Vec<Result<DuelLaw, String>>> = jobs
        .par_iter()
        .map(|(k, g)| {
            let Plan::Duels(variants, _) = &plans[*k] else {
                unreachable!("jobs are made from duels")
            };
            if let [i] = g[..]
                && let Some(r) = &variants[i].ranged
            {
                return vec![r.exact().map_err(|e| e.to_string())];
            }
            let members: Vec<&Duel> = g.iter().map(|&i| &variants[i].duel).collect();
            group_laws(&members)
                .into_iter()
                .map(|l| l.map_err(|e| e.to_string()))
                .collect()
        })
        .collect();
    let mut laws: Vec<Vec<Option<Result<DuelLaw, String>>>> = plans
        .iter()
        .map(|p| match p {
            Plan::Duels(v, _) => vec![None; v.len()],
            Plan::Not(_) => Vec::new(),
        })
        .collect();
    for ((k, g), results) in jobs.iter().zip(computed) {
        for (&i, law) in g.iter().zip(results) {
            laws[*k][i] = Some(law);
        }
    }
    let names = &mechanics::dcss::spawns::tables(rules).names;
    let mut out = BTreeMap::new();
    for ((id, plan), laws) in ids.iter().zip(plans).zip(laws) {
        let name = names.get(*id).cloned().unwrap_or_else(|| id.to_string());
        let fight = match plan {
            Plan::Not(why) => Fight::Not(why),
            Plan::Duels(variants, notes) => {
                let laws: Result<Vec<DuelLaw>, String> = laws
                    .into_iter()
                    .map(|l| l.expect("every duel computed"))
                    .collect();
                match laws {
                    Ok(laws) => Fight::Duels(Box::new(Duels {
                        alone: alone(&variants, &laws),
                        variants,
                        notes,
                    })),
                    Err(why) => Fight::Not(NotFought::Other(why)),
                }
            }
        };
        out.insert(*id, Kind { id, name, fight });
    }
    Ok(out)
}
