//! The embedded zap tables of 0.31.0 and 0.34.1: `crates/mechanics/data/dcss-<release>-zaps.json`,
//! written by `scripts/extract-zaps.py` from zap-data.h, parsed once
//! (`docs/rules/dcss-0.31-ranged.md` §3.2, `docs/rules/dcss-0.34-ranged.md` §3.2).

use std::sync::OnceLock;

use serde::Deserialize;

use super::formula::{DiceFormula, DiceKind, ToHitFormula, ZapDamage};
use crate::dcss::rules::RuleSet;

/// One row of zap-data.h: what `zappy` puts into a bolt for a monster or the player
/// (`docs/rules/dcss-0.34-ranged.md` §3.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Zap {
    /// The enum id, e.g. `"ZAP_IRON_SHOT"`.
    pub id: String,
    /// The bolt's name, e.g. `"iron shot"` (empty for most enchantments).
    pub name: String,
    /// Its line in zap-data.h at the release's tag.
    pub line: u32,
    /// The flavour's enum id, e.g. `"BEAM_FIRE"` ([`super::Flavour::from_id`] knows the
    /// damaging ones).
    pub flavour: String,
    /// `can_beam`: it pierces.
    pub pierce: bool,
    /// It explodes.
    pub explosion: bool,
    /// An enchantment (hex): always `AUTOMATIC_HIT`, resisted by Willpower; its monster
    /// to-hit is its enchantment power.
    pub enchantment: bool,
    /// The monster to-hit, `None` where the row has none.
    pub monster_to_hit: Option<ToHitFormula>,
    /// The monster damage, `None` where the row has none.
    pub monster_damage: Option<ZapDamage>,
    /// The player to-hit, `None` where the row has none.
    pub player_to_hit: Option<ToHitFormula>,
    /// The player's power cap (0.31 only: 0.34.1's rows have none).
    pub player_power_cap: Option<i32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[allow(dead_code)]
    source: serde_json::Value,
    zaps: Vec<RawZap>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawZap {
    id: String,
    name: String,
    line: u32,
    flavour: String,
    pierce: bool,
    explosion: bool,
    enchantment: bool,
    monster_to_hit: Option<RawToHit>,
    monster_damage: Option<RawDamage>,
    player_to_hit: Option<RawToHit>,
    player_power_cap: Option<i32>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawToHit {
    Auto(String),
    Formula { adder: i32, num: i32, den: i32 },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDamage {
    kind: String,
    ndice: i32,
    adder: i32,
    num: i32,
    den: i32,
}

fn to_hit(owner: &str, raw: Option<RawToHit>) -> Result<Option<ToHitFormula>, String> {
    match raw {
        None => Ok(None),
        Some(RawToHit::Auto(s)) if s == "auto" => Ok(Some(ToHitFormula::Automatic)),
        Some(RawToHit::Formula { adder, num, den }) if den > 0 => {
            Ok(Some(ToHitFormula::Zap { adder, num, den }))
        }
        _ => Err(format!("{owner}: bad to-hit formula")),
    }
}

fn damage(owner: &str, raw: Option<RawDamage>) -> Result<Option<ZapDamage>, String> {
    let Some(d) = raw else { return Ok(None) };
    let kind = match d.kind.as_str() {
        "dicedef" => DiceKind::DiceDef,
        "calcdice" => DiceKind::CalcDice,
        other => return Err(format!("{owner}: unknown dice kind {other}")),
    };
    if d.den <= 0 {
        return Err(format!("{owner}: bad dice formula"));
    }
    Ok(Some(ZapDamage {
        kind,
        dice: DiceFormula {
            ndice: d.ndice,
            adder: d.adder,
            num: d.num,
            den: d.den,
        },
    }))
}

/// Parses a zap table in the extraction script's format, refusing an unknown dice kind or
/// to-hit (`docs/rules/dcss-0.34-ranged.md` §3.2).
pub fn parse(text: &str) -> Result<Vec<Zap>, String> {
    let file: RawFile = serde_json::from_str(text).map_err(|e| e.to_string())?;
    file.zaps
        .into_iter()
        .map(|z| {
            Ok(Zap {
                monster_to_hit: to_hit(&z.id, z.monster_to_hit)?,
                monster_damage: damage(&z.id, z.monster_damage)?,
                player_to_hit: to_hit(&z.id, z.player_to_hit)?,
                id: z.id,
                name: z.name,
                line: z.line,
                flavour: z.flavour,
                pierce: z.pierce,
                explosion: z.explosion,
                enchantment: z.enchantment,
                player_power_cap: z.player_power_cap,
            })
        })
        .collect()
}

/// Every zap row of `rules`' release, in zap-data.h's order
/// (`docs/rules/dcss-0.34-ranged.md` §3.2).
pub fn zaps_in(rules: RuleSet) -> &'static [Zap] {
    static ZAPS: [OnceLock<Vec<Zap>>; RuleSet::ALL.len()] = [const { OnceLock::new() }; _];
    ZAPS[rules.index()].get_or_init(|| {
        parse(rules.release().tables.zaps)
            .expect("the embedded zap tables parse (checked by a unit test)")
    })
}

/// The zap row `id` (`"ZAP_IRON_SHOT"`) of `rules`' release, `None` when it has no such row.
pub fn zap_in(rules: RuleSet, id: &str) -> Option<&'static Zap> {
    zaps_in(rules).iter().find(|z| z.id == id)
}
