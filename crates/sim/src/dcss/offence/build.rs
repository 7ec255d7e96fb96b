//! A defender's build under a rule set (`docs/rules/dcss-0.34.md` §4, §6, §D3, §E2): the
//! build the description gives, read with that release's species, body armour and slot rules
//! and validated under them.

use mechanics::dcss::build::{AuxPiece, AuxSet, Build};
use mechanics::dcss::data::{aux_armour, body_armour_in, shield, species_in};
use mechanics::dcss::rules::RuleSet;

use crate::dcss::input::DefenderSpec;
use crate::error::{FieldError, InputError};

/// `name`, `name+N` or `name-N`: an aux item and its enchantment.
fn aux_piece(text: &str) -> Result<AuxPiece, InputError> {
    let (name, plus) = match text.rfind(['+', '-']) {
        Some(at) if at > 0 => {
            let plus = text[at..].parse::<i32>().map_err(|_| {
                InputError::invalid(
                    "aux",
                    format!("'{text}': give an item and an optional enchantment, e.g. cloak+1"),
                )
            })?;
            (&text[..at], plus)
        }
        _ => (text, 0),
    };
    let item = aux_armour(name.trim()).map_err(|e| InputError::at("aux", e))?;
    Ok(AuxPiece { item, plus })
}

/// The build `d` describes (its build fields; a dump's build is [`DefenderSpec::effective`]'s)
/// under `rules`: 0.31's reading, or under 0.34 the same stats and skills with the 0.34
/// species and body armour and the aux pieces its slot rules allow, validated under 0.34.
/// Errors name the field (`species`, `body`, `aux`, ...).
pub fn build_in(d: &DefenderSpec, rules: RuleSet) -> Result<Build, InputError> {
    if rules == RuleSet::Dcss031 {
        return d.build();
    }
    let species = d
        .species
        .as_deref()
        .ok_or_else(|| InputError::invalid("species", "give a species for a build"))?;
    let sp = species_in(rules, species).map_err(|e| InputError::at("species", e))?;
    // Stats, skills, the form and the bonuses as 0.31 reads them, on a species both tables
    // have and nothing worn; the 0.34 equipment is read below.
    let bare = DefenderSpec {
        species: Some("Human".into()),
        body: None,
        body_plus: 0,
        shield: None,
        shield_plus: 0,
        aux: Vec::new(),
        barding: false,
        ..d.clone()
    }
    .build()?;
    let body = match &d.body {
        None => None,
        Some(name) => body_armour_in(rules, name).map_err(|e| InputError::at("body", e))?,
    };
    let worn =
        shield(d.shield.as_deref().unwrap_or("none")).map_err(|e| InputError::at("shield", e))?;
    let mut aux = AuxSet::default();
    let barding = d.barding.then(|| "barding".to_string());
    for text in d.aux.iter().chain(barding.as_ref()) {
        aux.add(aux_piece(text)?).map_err(|_| {
            InputError::invalid(
                "aux",
                format!(
                    "{} pieces of aux armour are more than any species wears",
                    d.aux.len() + usize::from(d.barding)
                ),
            )
        })?;
    }
    let build = Build {
        rules,
        species: sp,
        body,
        body_plus: d.body_plus,
        shield: worn,
        shield_plus: d.shield_plus,
        aux,
        ..bare
    };
    build.validate().map_err(|e| e.at(""))?;
    Ok(build)
}
