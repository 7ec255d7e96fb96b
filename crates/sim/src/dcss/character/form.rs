//! The form a dump's character is in (`docs/rules/dcss-0.34-forms.md` §6): the `@:` line's
//! token (`storm-form`, `crab-form`, `eel hands`), the talisman of the equipment column
//! (`D - storm talisman of Hamudgh {…}`, `s - granite talisman`), and whether the form is the
//! talisman's. The melded items and the `A:` line's form entries follow from the form and are
//! read elsewhere.

use mechanics::dcss::forms::{FORMS_034, Form, form};
use schemars::JsonSchema;
use serde::Serialize;

use super::{DumpItem, ItemKind};

/// How a dump shows its form (`docs/rules/dcss-0.34-forms.md` §6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct DumpForm {
    /// The form, by roguesim's name ("storm", "fortress crab").
    pub name: String,
    /// The `@:` token that names it, when the line has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    /// The worn talisman, as printed, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub talisman: Option<String>,
    /// The form is the worn talisman's (short of its minimum Shapeshifting it costs HP).
    pub from_talisman: bool,
}

impl DumpForm {
    /// The form as the rules name it.
    pub fn form(&self) -> Form {
        form(&self.name).unwrap_or_default()
    }
}

/// The form a talisman's printed name gives: the longest talisman name it starts with
/// (`storm talisman of Hamudgh` → storm, `talisman of death` → death).
fn talisman_form(text: &str) -> Option<Form> {
    let lower = text.trim().trim_start_matches("the ").to_lowercase();
    FORMS_034
        .iter()
        .filter_map(|d| d.talisman.map(|t| (t, d.form)))
        .filter(|(t, _)| lower.starts_with(t))
        .max_by_key(|(t, _)| t.len())
        .map(|(_, f)| f)
}

/// Whether a status token names a form: `<name>-form`, or a form's own token without the
/// suffix (`eel hands`).
fn status_form(status: &str) -> Option<Form> {
    let s = status.trim();
    let named = FORMS_034.iter().any(|d| d.status == s);
    (named || s.ends_with("-form"))
        .then(|| form(s).ok())
        .flatten()
        .filter(|&f| f != Form::None)
}

/// The `@:` tokens that look like a form roguesim's table does not have (a trunk form).
pub(super) fn unknown_form_statuses(statuses: &[String]) -> Vec<&str> {
    statuses
        .iter()
        .map(String::as_str)
        .filter(|s| s.ends_with("-form") && status_form(s).is_none())
        .collect()
}

/// The form the statuses and the equipment show, if any: the `@:` token's, else the worn
/// talisman's (`docs/rules/dcss-0.34-forms.md` §6).
pub(super) fn read(statuses: &[String], equipment: &[DumpItem]) -> Option<DumpForm> {
    let talisman = equipment
        .iter()
        .find(|i| i.kind == ItemKind::Talisman && !i.melded);
    let by_talisman = talisman.and_then(|t| talisman_form(&t.text));
    let (status, by_status) = statuses
        .iter()
        .find_map(|s| status_form(s).map(|f| (s.clone(), f)))
        .unzip();
    let form = by_status.or(by_talisman)?;
    Some(DumpForm {
        name: form.name().to_string(),
        status,
        talisman: talisman.map(|t| t.text.clone()),
        from_talisman: by_talisman == Some(form),
    })
}
