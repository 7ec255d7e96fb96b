//! The API's handlers. Each reads what the route takes, does its work through the
//! [`Gate`] (so every computation, large or small, counts against the same slots and time
//! limit), and answers with JSON (or SVG), or an [`ApiError`].

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::Value;

use super::error::ApiError;
use super::kinds::{self, Kind, RULE_SETS};
use super::limits::{Gate, MAX_BODY};
use super::worker::Job;
use mechanics::dcss::data;

use crate::dcss::character::{self, CharacterDump, DumpCheck, RuleChoice};
use crate::dcss::input::DefenderSpec;
use crate::dcss::named::{DEFAULT_DEPTH, DEPTH};
use crate::report::{DEFAULT_WIDTH, Format, Report, exporter};
use crate::scenario::{DEFAULT_SEED, DEFAULT_TRIALS};
use crate::tools::monsters::{Game, MonstersQuery, run_monsters};

/// The most monsters one search answers with.
const MAX_LIMIT: usize = 1000;

/// Monsters a search answers with unless `limit` says.
const DEFAULT_LIMIT: usize = 20;

/// A JSON response.
fn json(bytes: Vec<u8>) -> Response {
    let mut response = bytes.into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    response
}

/// A value as pretty JSON with a final line break, as the command line prints it.
fn to_json<T: Serialize>(value: &T) -> Result<Vec<u8>, ApiError> {
    let mut out =
        serde_json::to_vec_pretty(value).map_err(|e| ApiError::internal(e.to_string()))?;
    out.push(b'\n');
    Ok(out)
}

/// The report as `--format json` writes it.
fn report_json(report: &Report) -> Result<Vec<u8>, ApiError> {
    exporter(Format::Json, DEFAULT_WIDTH)
        .export(std::slice::from_ref(report))
        .map_err(|e| ApiError::internal(e.to_string()))
}

/// What the server offers and allows: `GET /api/meta`.
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
    /// The names a DCSS build is made of, for a form to offer.
    #[serde(skip_serializing_if = "Option::is_none")]
    build_names: Option<BuildNames>,
}

/// The names of a DCSS build's parts, as the game spells them.
#[derive(Serialize)]
struct BuildNames {
    species: Vec<&'static str>,
    body: Vec<&'static str>,
    shields: Vec<&'static str>,
    aux: Vec<AuxName>,
}

/// An aux armour and its slot.
#[derive(Serialize)]
struct AuxName {
    name: &'static str,
    slot: &'static str,
}

impl BuildNames {
    /// The names of the DCSS tables.
    fn dcss() -> Self {
        BuildNames {
            species: data::SPECIES.iter().map(|s| s.name).collect(),
            body: data::BODY_ARMOURS.iter().map(|b| b.name).collect(),
            shields: data::SHIELDS_031.iter().map(|s| s.name).collect(),
            aux: data::AUX_ARMOURS
                .iter()
                .map(|a| AuxName {
                    name: a.name,
                    slot: a.slot.name(),
                })
                .collect(),
        }
    }
}

/// The limits a client must stay within.
#[derive(Serialize)]
struct LimitsJson {
    max_body_bytes: usize,
    max_trials: u64,
    max_seconds: f64,
    max_concurrent: usize,
    max_queue: usize,
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
    let meta = Meta {
        tool: env!("CARGO_PKG_NAME"),
        version: env!("CARGO_PKG_VERSION"),
        kinds: kinds::all(),
        games: RULE_SETS
            .iter()
            .map(|&(game, rules)| GameRules {
                game,
                rules,
                build_names: (game == "dcss").then(BuildNames::dcss),
            })
            .collect(),
        limits: LimitsJson {
            max_body_bytes: MAX_BODY,
            max_trials: l.max_trials,
            max_seconds: l.max_time.as_secs_f64(),
            max_concurrent: l.max_concurrent,
            max_queue: l.max_queue,
        },
        defaults: Defaults {
            trials: DEFAULT_TRIALS,
            seed: DEFAULT_SEED,
            depth: DEFAULT_DEPTH,
        },
    };
    Ok(json(to_json(&meta)?))
}

/// Runs `job` (a scenario of a kind, posted as `body`) in a child process, and answers with
/// what it computed.
async fn isolated(gate: &Gate, job: Job, body: Bytes) -> Result<Response, ApiError> {
    let key = match &job {
        Job::Report(k) | Job::Figure(k) => k,
    };
    let kind = kinds::find(key)?;
    let field = if kind.monte_carlo { "trials" } else { kind.key };
    let (status, content_type, bytes) = gate.isolated(field, &job, &body).await?;
    let mut response = (status, bytes).into_response();
    let content_type = HeaderValue::from_str(&content_type)
        .map_err(|_| ApiError::internal("the computation's content type is not a header"))?;
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, content_type);
    Ok(response)
}

/// `POST /api/<kind>`: the report of a scenario document, as `roguesim run FILE --format
/// json` prints it.
pub async fn report(
    State(gate): State<Gate>,
    Path(kind): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    isolated(&gate, Job::Report(kind), body).await
}

/// `POST /api/<kind>/svg`: the figure of a scenario document's report, as `--plot x.svg`
/// draws it.
pub async fn figure(
    State(gate): State<Gate>,
    Path(kind): Path<String>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let found = kinds::find(&kind)?;
    if !found.figure {
        let with: Vec<&str> = kinds::all()
            .into_iter()
            .filter(|k| k.figure)
            .map(|k| k.key)
            .collect();
        return Err(ApiError::not_found(
            "kind",
            format!(
                "kind: a {kind} report has no figure; allowed: {}",
                with.join(", ")
            ),
        ));
    }
    isolated(&gate, Job::Figure(kind), body).await
}

/// `GET /api/schema/<kind>`: the JSON Schema of a kind's report, or of a scenario document
/// (`scenario`).
pub async fn schema(Path(kind): Path<String>) -> Result<Response, ApiError> {
    Ok(json(kinds::schema(&kind)?))
}

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
            "q" => query.q = Some(value),
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
                return Err(ApiError::unprocessable(
                    other,
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
        .run("q", move || {
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

/// What `POST /api/character` answers: the rule set the dump's version chose, whether the
/// dump's numbers are the build's, the dump as read, the build it describes (a scenario's
/// `defender`), and its EV, SH, AC and max HP recomputed against the dump's
/// (`docs/rules/monsters-and-dumps.md` §4.4, §4.5).
#[derive(Serialize)]
struct CharacterJson {
    /// The rule set the dump's version line chose (`dcss-0.31`, `dcss-0.34`), and the note
    /// naming what differs when the release is not one roguesim models.
    rules: RuleChoice,
    /// Whether the dump's EV, SH, AC and max HP are within what the build gives over the
    /// hidden skill fractions (the check's notes name the cause of each that is not).
    matches_dump: bool,
    /// The dump as the reader understood it.
    character: CharacterDump,
    /// The build, ready for a scenario's `defender`; null when it is not a build a
    /// scenario can describe yet (a 0.34 species, slot or item: scenarios run the 0.31
    /// tables until they can name a rule set), and `defender_refused` says why.
    defender: Option<DefenderSpec>,
    /// Why `defender` is null.
    #[serde(skip_serializing_if = "Option::is_none")]
    defender_refused: Option<String>,
    /// The build's numbers against the dump's.
    check: DumpCheck,
}

/// `POST /api/character`: the text of a character dump (pasted, never a path) read into
/// the build it describes, and checked against the numbers it shows.
pub async fn read_character(State(gate): State<Gate>, body: Bytes) -> Result<Response, ApiError> {
    let bytes = gate
        .run("character", move || {
            let text = std::str::from_utf8(&body).map_err(|e| {
                ApiError::bad_request(
                    "body",
                    format!(
                        "body: not UTF-8 text (invalid byte at offset {}); send the dump's text",
                        e.valid_up_to()
                    ),
                )
            })?;
            let dump = character::parse(text)
                .map_err(|e| ApiError::unprocessable("character", format!("character: {e}")))?;
            let sim = |e| ApiError::from_sim(crate::error::SimError::Input(e), "");
            let check = character::check(&dump).map_err(sim)?;
            let (defender, defender_refused) = match dump.defender_spec() {
                Ok(spec) => (Some(spec), None),
                Err(e) => (None, Some(e.to_string())),
            };
            to_json(&CharacterJson {
                rules: dump.rules.clone(),
                matches_dump: check.matches_dump,
                character: dump,
                defender,
                defender_refused,
                check,
            })
        })
        .await?;
    Ok(json(bytes))
}
