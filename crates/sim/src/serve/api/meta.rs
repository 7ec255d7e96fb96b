//! `GET /api/meta`: the kinds, the games and their rule sets with the names a build is made
//! of under each, the limits a client must stay within, and the defaults of a scenario.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::response::Response;
use mechanics::dcss::data;
use mechanics::dcss::forms::FORMS_034;
use mechanics::dcss::player_attack::Brand;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons;
use serde::Serialize;

use super::super::error::ApiError;
use super::super::gate::Gate;
use super::super::kinds::{self, Kind, RULE_SETS};
use super::super::limits::{MAX_BODY, MAX_TEXT};
use super::{json, to_json};
use crate::dcss::input::DefenderSpec;
use crate::dcss::named::DEFAULT_DEPTH;
use crate::scenario::{DEFAULT_SEED, DEFAULT_TRIALS};

/// What the server offers and allows.
#[derive(Serialize)]
struct Meta {
    tool: &'static str,
    version: &'static str,
    kinds: Vec<Kind>,
    games: Vec<GameRules>,
    limits: LimitsJson,
    defaults: Defaults,
}

/// A game and its rule sets.
#[derive(Serialize)]
struct GameRules {
    game: &'static str,
    rules: &'static [&'static str],
    /// The names a DCSS build is made of under the newest rule set (the default).
    #[serde(skip_serializing_if = "Option::is_none")]
    build_names: Option<BuildNames>,
    /// The same, under each rule set: the page's build form follows the version chosen.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    build_names_by_rules: BTreeMap<&'static str, BuildNames>,
}

/// The names of a DCSS build's parts under one rule set, as the game spells them.
#[derive(Serialize)]
struct BuildNames {
    species: Vec<&'static str>,
    body: Vec<&'static str>,
    shields: Vec<&'static str>,
    aux: Vec<AuxName>,
    /// The aux slots, in the table's order.
    aux_slots: Vec<&'static str>,
    /// The player's melee weapons, for the duel.
    weapons: Vec<&'static str>,
    /// The weapon brands the player's attack models.
    brands: &'static [&'static str],
    /// The forms a build may take under the rule set (those roguesim models).
    forms: Vec<&'static str>,
}

/// An aux armour and its slot.
#[derive(Serialize)]
struct AuxName {
    name: &'static str,
    slot: &'static str,
}

impl BuildNames {
    /// The names of the DCSS tables under `rules`.
    fn dcss(rules: RuleSet) -> Self {
        let aux: Vec<AuxName> = data::AUX_ARMOURS
            .iter()
            .map(|a| AuxName {
                name: a.name,
                slot: a.slot.name(),
            })
            .collect();
        let mut aux_slots: Vec<&'static str> = Vec::new();
        for a in &aux {
            if !aux_slots.contains(&a.slot) {
                aux_slots.push(a.slot);
            }
        }
        BuildNames {
            species: data::species_table(rules).iter().map(|s| s.name).collect(),
            body: data::body_armour_table(rules)
                .iter()
                .map(|b| b.name)
                .collect(),
            shields: data::SHIELDS_031.iter().map(|s| s.name).collect(),
            aux,
            aux_slots,
            weapons: weapons::all_in(rules)
                .iter()
                .map(|w| w.name.as_str())
                .collect(),
            brands: &Brand::NAMES,
            forms: modelled_forms(rules),
        }
    }
}

/// The forms of the table a build can take under `rules`: each tried on a plain build, so
/// the list follows what the rules model.
fn modelled_forms(rules: RuleSet) -> Vec<&'static str> {
    FORMS_034
        .iter()
        .map(|f| f.name)
        .filter(|&name| {
            DefenderSpec {
                species: Some("human".into()),
                dex: Some(10),
                strength: Some(10),
                form: Some(name.into()),
                ..DefenderSpec::default()
            }
            .build_in(rules)
            .is_ok()
        })
        .collect()
}

/// The limits a client must stay within.
#[derive(Serialize)]
struct LimitsJson {
    max_body_bytes: usize,
    max_text_chars: usize,
    max_trials: u64,
    max_seconds: f64,
    max_concurrent: usize,
    max_queue: usize,
    /// `--client-seconds`: the time to send a request's head, then its body.
    client_seconds: u64,
}

/// What a scenario document gets when it leaves a field out.
#[derive(Serialize)]
struct Defaults {
    trials: u64,
    seed: u64,
    depth: i32,
}

/// `GET /api/meta`: the kinds, the games and their rule sets, the limits.
pub async fn meta(State(gate): State<Gate>) -> Result<Response, ApiError> {
    let l = gate.limits();
    let newest = RuleSet::ALL[RuleSet::ALL.len() - 1];
    let meta = Meta {
        tool: env!("CARGO_PKG_NAME"),
        version: env!("CARGO_PKG_VERSION"),
        kinds: kinds::all(),
        games: RULE_SETS
            .iter()
            .map(|&(game, rules)| {
                let dcss = game == "dcss";
                GameRules {
                    game,
                    rules,
                    build_names: dcss.then(|| BuildNames::dcss(newest)),
                    build_names_by_rules: match dcss {
                        true => RuleSet::ALL
                            .iter()
                            .map(|&r| (r.name(), BuildNames::dcss(r)))
                            .collect(),
                        false => BTreeMap::new(),
                    },
                }
            })
            .collect(),
        limits: LimitsJson {
            max_body_bytes: MAX_BODY,
            max_text_chars: MAX_TEXT,
            max_trials: l.max_trials,
            max_seconds: l.max_time.as_secs_f64(),
            max_concurrent: l.max_concurrent,
            max_queue: l.max_queue,
            client_seconds: l.client_time.as_secs(),
        },
        defaults: Defaults {
            trials: DEFAULT_TRIALS,
            seed: DEFAULT_SEED,
            depth: DEFAULT_DEPTH,
        },
    };
    Ok(json(to_json(&meta)?))
}
