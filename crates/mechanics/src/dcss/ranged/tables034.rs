//! The embedded 0.34.1 monster spell lists as the file writes them:
//! `crates/mechanics/data/dcss-0.34-monster-spells.json`, written by
//! `scripts/extract-monster-spells-034.py` from the 0.34.1 monster table (its YAML files and
//! mon-spell.h), parsed once (`docs/rules/dcss-0.31-ranged.md` §10.4). Only the raw rows live
//! here: [`super::spells`] and [`super::catalog`] convert them.

use std::sync::OnceLock;

use serde::Deserialize;

const DATA: &str = include_str!("../../../data/dcss-0.34-monster-spells.json");

/// The file, as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawTables034 {
    #[allow(dead_code)]
    source: serde_json::Value,
    pub(crate) monster_spells: Vec<RawMonster034>,
}

/// A monster's spell list.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawMonster034 {
    pub(crate) monster: String,
    pub(crate) spells: Vec<RawSlot034>,
}

/// One slot: the spell and its frequency.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawSlot034 {
    pub(crate) spell: String,
    pub(crate) freq: i32,
}

/// Parses the lists in the extraction script's format.
pub(crate) fn parse034(text: &str) -> Result<RawTables034, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// The embedded lists, parsed on first use.
pub(crate) fn raw034() -> &'static RawTables034 {
    static RAW: OnceLock<RawTables034> = OnceLock::new();
    RAW.get_or_init(|| {
        parse034(DATA).expect("the embedded 0.34 spell lists parse (checked by a unit test)")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_lists_parse() {
        assert_eq!(parse034(DATA).unwrap().monster_spells.len(), 355);
    }
}
