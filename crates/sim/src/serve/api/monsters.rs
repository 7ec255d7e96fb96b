//! `GET /api/monsters`: the monster tables by name, on the quick path (a search never waits
//! for a Monte Carlo job). The query is capped at [`MAX_TEXT`] characters: the closest
//! names of a long one would cost seconds.

use axum::extract::{Query, State};
use axum::response::Response;
use serde_json::Value;

use super::super::error::ApiError;
use super::super::gate::Gate;
use super::super::limits::MAX_TEXT;
use super::{json, report_json, to_json};
use crate::dcss::named::{DEFAULT_DEPTH, DEPTH};
use crate::tools::monsters::{Game, MonstersQuery, run_monsters};

/// The most monsters one search answers with.
const MAX_LIMIT: usize = 1000;

/// Monsters a search answers with unless `limit` says.
const DEFAULT_LIMIT: usize = 20;

/// The parameters of `GET /api/monsters`.
struct MonsterQuery {
    q: Option<String>,
    game: Game,
    depth: i32,
    limit: usize,
    rules: Option<mechanics::dcss::rules::RuleSet>,
}

/// Reads the query string of `GET /api/monsters`, naming the parameter that is wrong.
fn monster_query(pairs: Vec<(String, String)>) -> Result<MonsterQuery, ApiError> {
    let mut query = MonsterQuery {
        q: None,
        game: Game::Dcss,
        depth: DEFAULT_DEPTH,
        limit: DEFAULT_LIMIT,
        rules: None,
    };
    for (key, value) in pairs {
        match key.as_str() {
            "q" => {
                let n = value.chars().count();
                if n > MAX_TEXT {
                    return Err(ApiError::unprocessable(
                        "q",
                        format!("q: a name of {n} characters; allowed: at most {MAX_TEXT}"),
                    ));
                }
                query.q = Some(value);
            }
            "game" => {
                query.game = match value.as_str() {
                    "dcss" => Game::Dcss,
                    "frog" => Game::Frog,
                    _ => {
                        return Err(ApiError::unprocessable(
                            "game",
                            format!("game: '{value}' is not a game; allowed: dcss, frog"),
                        ));
                    }
                }
            }
            "depth" => {
                query.depth = value
                    .parse()
                    .ok()
                    .filter(|d| DEPTH.check(*d).is_ok())
                    .ok_or_else(|| {
                        ApiError::unprocessable(
                            "depth",
                            format!(
                                "depth: '{value}' is not a depth; allowed: {} to {}",
                                DEPTH.min, DEPTH.max
                            ),
                        )
                    })?;
            }
            "rules" => {
                query.rules = Some(value.parse().map_err(
                    |e: mechanics::dcss::rules::UnknownRuleSet| {
                        ApiError::unprocessable("rules", format!("rules: {e}"))
                    },
                )?);
            }
            "limit" => {
                query.limit = value
                    .parse()
                    .ok()
                    .filter(|n| (1..=MAX_LIMIT).contains(n))
                    .ok_or_else(|| {
                        ApiError::unprocessable(
                            "limit",
                            format!("limit: '{value}' is not a count; allowed: 1 to {MAX_LIMIT}"),
                        )
                    })?;
            }
            other => {
                let other: String = other.chars().take(MAX_TEXT).collect();
                return Err(ApiError::unprocessable(
                    &other,
                    format!(
                        "{other}: not a parameter of this route; allowed: q, game, depth, limit, rules"
                    ),
                ));
            }
        }
    }
    Ok(query)
}

/// `GET /api/monsters?q=NAME&game=dcss|frog&depth=N&limit=N&rules=dcss-0.31|dcss-0.34`: the
/// monster tables by name,
/// as `roguesim monsters NAME --format json` prints them (the closest names when no name
/// contains the query), with at most `limit` monsters listed and `total_matches` saying how
/// many there were.
pub async fn monsters(
    State(gate): State<Gate>,
    Query(pairs): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    let query = monster_query(pairs)?;
    let default_rules = gate.limits().default_rules;
    let bytes = gate
        .quick("q", move || {
            let report = run_monsters(
                &MonstersQuery {
                    query: query.q.clone(),
                    game: query.game,
                    depth: query.depth,
                    rules: query.rules,
                },
                default_rules,
            )
            .map_err(|e| match ApiError::from_sim(e, "") {
                // The command's argument is `query`; this route's parameter is `q`.
                e if e.field == "query" => {
                    ApiError::unprocessable("q", e.message.replacen("query", "q", 1))
                }
                e => e,
            })?;
            let mut value: Value = serde_json::from_slice(&report_json(&report)?)
                .map_err(|e| ApiError::internal(e.to_string()))?;
            let mut total = 0;
            for game in ["dcss", "frog"] {
                if let Some(Value::Array(found)) = value.get_mut(game) {
                    total += found.len();
                    found.truncate(query.limit);
                }
            }
            if let Some(object) = value.as_object_mut() {
                object.insert("total_matches".into(), total.into());
            }
            to_json(&value)
        })
        .await?;
    Ok(json(bytes))
}
