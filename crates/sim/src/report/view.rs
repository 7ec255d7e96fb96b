//! What every report kind shows, whatever the format: its rows ([`super::Row`]), table
//! sections and summary lines ([`View`]), and what makes a typed result a report's content
//! ([`Content`]: its kind's name, its JSON, its picture).

use std::fmt;

use super::figure::Figure;
use super::rows::{Row, Section};
use super::tables::sections_of;
use crate::error::SimError;

/// What every report kind shows, whatever the format.
pub trait View {
    /// Summary lines printed above the tables: what was derived and what the game shows.
    fn headline(&self) -> Vec<String>;

    /// One row per quantity, in reading order: the CSV and the default tables.
    fn rows(&self) -> Vec<Row>;

    /// The tables of the human formats. By default one per row section, with the columns
    /// `quantity | exact | estimate [95% CI] | sigmas | n (unit)` (see [`sections_of`]).
    fn sections(&self) -> Vec<Section> {
        sections_of(&self.rows())
    }

    /// The report as one wide table, for kinds whose CSV is one row per point with a column
    /// per quantity (sweeps, comparisons) rather than one row per quantity. `None` (the
    /// default) for the others.
    fn wide(&self) -> Option<Section> {
        None
    }
}

/// A report's content: the typed result of one report kind, shown through [`View`], written
/// as JSON in its own field order (through `erased_serde`, so that a report holds any kind
/// without naming it), and drawn when its kind has a picture.
pub trait Content: View + erased_serde::Serialize + fmt::Debug + Send + Sync {
    /// The kind's name in the JSON envelope: the scenario file's key (`hit`, `dcss_speed`),
    /// or the command (`bench`, `sweep`).
    fn kind(&self) -> &'static str;

    /// The report's picture (`--plot`), `None` when its kind has none. `quantities` (keys of
    /// the report's JSON) replace the kind's own choice of what to draw, where it makes one.
    fn figure(&self, quantities: &[String]) -> Result<Option<Figure>, SimError> {
        let _ = quantities;
        Ok(None)
    }
}

erased_serde::serialize_trait_object!(Content);

/// What a report ran, echoed as its `inputs`: a scenario file, a tool's settings, a study's
/// base. Any serialisable value; the schemas say which (`crate::schema`).
pub trait Inputs: erased_serde::Serialize + fmt::Debug + Send + Sync {}

impl<T: serde::Serialize + fmt::Debug + Send + Sync> Inputs for T {}

erased_serde::serialize_trait_object!(Inputs);
