//! `POST /api/character`: the text of a character dump (pasted, never a path) read into the
//! build it describes and the weapon it wields, and checked against the numbers it shows,
//! on the quick path (a dump is read at once, whatever jobs run).

use axum::extract::State;
use axum::response::Response;
use serde::Serialize;

use super::super::error::ApiError;
use super::super::gate::Gate;
use super::super::guard::TextBody;
use super::{json, to_json};
use crate::dcss::character::{self, CharacterDump, DumpCheck, RuleChoice};
use crate::dcss::input::DefenderSpec;
use crate::dcss::offence::{OffenceSpec, dump_offence, dump_wielded};

/// What `POST /api/character` answers: the rule set the dump's version chose, whether the
/// dump's numbers are the build's, the dump as read, the build it describes (a scenario's
/// `defender`) and its weapon (a threat's or duel's `offence`), and its EV, SH, AC and max
/// HP recomputed against the dump's (`docs/rules/monsters-and-dumps.md` §4.4, §4.5).
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
    /// scenario can describe yet, and `defender_refused` says why.
    defender: Option<DefenderSpec>,
    /// Why `defender` is null.
    #[serde(skip_serializing_if = "Option::is_none")]
    defender_refused: Option<String>,
    /// The wielded item as the dump prints it (`+6 war axe of flaming`); null unarmed.
    weapon: Option<String>,
    /// The dump's weapon and the skills that swing it, ready for a threat's or a duel's
    /// `offence` beside `defender` (`docs/rules/dcss-0.31-player-attack.md` §2–§5); null
    /// when the weapon is not one roguesim models, and `offence_refused` says why.
    offence: Option<OffenceSpec>,
    /// Why `offence` is null.
    #[serde(skip_serializing_if = "Option::is_none")]
    offence_refused: Option<String>,
    /// What was read or assumed of the weapon, one sentence each.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    offence_notes: Vec<String>,
    /// The build's numbers against the dump's.
    check: DumpCheck,
}

/// The body as the dump's text: 400 naming `body` when it is not UTF-8.
fn dump_text(body: &[u8]) -> Result<&str, ApiError> {
    std::str::from_utf8(body).map_err(|e| {
        ApiError::bad_request(
            "body",
            format!(
                "body: not UTF-8 text (invalid byte at offset {}); send the dump's text",
                e.valid_up_to()
            ),
        )
    })
}

/// Reads a dump's text into what [`CharacterJson`] says.
fn read(text: &str) -> Result<CharacterJson, ApiError> {
    let dump = character::parse(text)
        .map_err(|e| ApiError::unprocessable("character", format!("character: {e}")))?;
    let sim = |e| ApiError::from_sim(crate::error::SimError::Input(e), "");
    let check = character::check(&dump).map_err(sim)?;
    let (defender, defender_refused) = match dump.defender_spec() {
        Ok(spec) => (Some(spec), None),
        Err(e) => (None, Some(e.to_string())),
    };
    let (offence, offence_refused, offence_notes) = match dump_offence(&dump, dump.rules.rules) {
        Ok((spec, notes)) => (Some(spec), None, notes),
        Err(e) => (None, Some(e.to_string()), Vec::new()),
    };
    Ok(CharacterJson {
        rules: dump.rules.clone(),
        matches_dump: check.matches_dump,
        weapon: dump_wielded(&dump).map(str::to_string),
        character: dump,
        defender,
        defender_refused,
        offence,
        offence_refused,
        offence_notes,
        check,
    })
}

/// `POST /api/character`: the text of a character dump (pasted, never a path) read into
/// the build it describes and its weapon, and checked against the numbers it shows.
pub async fn read_character(
    State(gate): State<Gate>,
    TextBody(body): TextBody,
) -> Result<Response, ApiError> {
    let bytes = gate
        .quick("character", move || to_json(&read(dump_text(&body)?)?))
        .await?;
    Ok(json(bytes))
}
