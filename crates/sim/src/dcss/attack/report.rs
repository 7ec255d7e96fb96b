//! An attack report of either form: a melee attack's ([`AttackResult`]) or a shot's or
//! spell's ([`RangedResult`]), under the same kind and keys where they mean the same
//! (`docs/rules/dcss-0.31-player-attack.md` §2–§7, `docs/rules/dcss-0.34-player-ranged.md`).

use schemars::JsonSchema;
use serde::Serialize;

use super::exact::AttackExactReport;
use super::ranged::RangedResult;
use super::ranged::exact::RangedExact;
use super::ranged::result::RangedDerived;
use super::result::AttackResult;
use crate::report::{Row, Section, View};

/// The result of `roguesim attack`: a melee attack's or a ranged attack's.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum AttackReport {
    /// A melee attack.
    Melee(Box<AttackResult>),
    /// A shot, a throw or a spell.
    Ranged(Box<RangedResult>),
}

/// The exact side of a ranged attack as `roguesim attack` reports it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RangedExactReport {
    /// The player and the monster as the attack reads them.
    pub derived: RangedDerived,
    /// Exact values.
    pub exact: RangedExact,
}

/// The exact side of `roguesim attack`: a melee attack's or a ranged attack's.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum AttackExactOutcome {
    /// A melee attack.
    Melee(AttackExactReport),
    /// A shot, a throw or a spell.
    Ranged(RangedExactReport),
}

impl View for AttackReport {
    fn answer(&self) -> Vec<String> {
        match self {
            AttackReport::Melee(r) => r.answer(),
            AttackReport::Ranged(r) => r.answer(),
        }
    }

    fn sections(&self) -> Vec<Section> {
        match self {
            AttackReport::Melee(r) => r.sections(),
            AttackReport::Ranged(r) => r.sections(),
        }
    }

    fn wide(&self) -> Option<Section> {
        match self {
            AttackReport::Melee(r) => r.wide(),
            AttackReport::Ranged(r) => r.wide(),
        }
    }

    fn headline(&self) -> Vec<String> {
        match self {
            AttackReport::Melee(r) => r.headline(),
            AttackReport::Ranged(r) => r.headline(),
        }
    }

    fn rows(&self) -> Vec<Row> {
        match self {
            AttackReport::Melee(r) => r.rows(),
            AttackReport::Ranged(r) => r.rows(),
        }
    }
}
