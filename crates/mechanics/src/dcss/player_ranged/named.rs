//! A named monster as your shots and spells meet it: its EV, AC and shield after its gear
//! (`Opponent`), and its 0.34.1 resistances, holiness and chaos, embedded from
//! `crates/mechanics/data/dcss-0.34-monster-resists.json` (written by
//! `scripts/extract-monster-resists-034.py`) (`docs/rules/dcss-0.34-player-ranged.md` §3.7,
//! §7.4).

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::target::{Elements, RangedTarget};
use crate::dcss::monsters::Monster;
use crate::dcss::opponent::Opponent;

const RESISTS_034: &str = include_str!("../../../data/dcss-0.34-monster-resists.json");

/// The genera whose members are chaotic (`how_chaotic()`): shapeshifters, ugly things,
/// abominations, mutant beasts, demonspawn and chaos spawn
/// (`docs/rules/dcss-0.34-player-ranged.md` §3.7).
const CHAOTIC_GENERA: [&str; 6] = [
    "MONS_SHAPESHIFTER",
    "MONS_UGLY_THING",
    "MONS_ABOMINATION_SMALL",
    "MONS_MUTANT_BEAST",
    "MONS_DEMONSPAWN",
    "MONS_CHAOS_SPAWN",
];

/// A negative-energy level that stops it: a monster neither natural nor a plant has it
/// (monster.cc:3862-3866, §3.7).
const RN_IMMUNE: i32 = 3;

#[derive(Deserialize)]
struct Row {
    #[serde(rename = "enum")]
    id: String,
    fire: i32,
    cold: i32,
    elec: i32,
    neg: i32,
    poison: i32,
}

#[derive(Deserialize)]
struct ResistFile {
    resists: Vec<Row>,
}

fn table() -> &'static HashMap<String, Elements> {
    static TABLE: OnceLock<HashMap<String, Elements>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let file: ResistFile = serde_json::from_str(RESISTS_034)
            .expect("the embedded 0.34 resist table parses (tested)");
        file.resists
            .into_iter()
            .map(|r| {
                let e = Elements {
                    fire: r.fire,
                    cold: r.cold,
                    elec: r.elec,
                    neg: r.neg,
                    poison: r.poison,
                };
                (r.id, e)
            })
            .collect()
    })
}

/// Natural or a plant: a draining brand drains it, and its rN is its own
/// (`docs/rules/dcss-0.34-player-ranged.md` §3.7).
pub fn is_natural(monster: &Monster) -> bool {
    monster
        .holiness
        .iter()
        .any(|h| h == "natural" || h == "plant")
}

/// `how_chaotic()` by genus (§3.7).
pub fn is_chaotic(monster: &Monster) -> bool {
    CHAOTIC_GENERA.contains(&monster.genus.as_str())
        || CHAOTIC_GENERA.contains(&monster.id.as_str())
}

/// A monster class's 0.34.1 resistances: its table levels, and rN 3 when it is neither
/// natural nor a plant (§3.7). Gear adds nothing here.
///
/// ```
/// use mechanics::dcss::monsters;
/// use mechanics::dcss::player_ranged::named::elements;
/// use mechanics::dcss::rules::RuleSet;
///
/// let wight = monsters::find_in(RuleSet::Dcss034, "wight")?;
/// assert_eq!((elements(wight).cold, elements(wight).neg), (2, 3));
/// # Ok::<(), mechanics::dcss::monsters::MonsterLookupError>(())
/// ```
pub fn elements(monster: &Monster) -> Elements {
    let mut e = table().get(&monster.id).copied().unwrap_or_default();
    if !is_natural(monster) {
        e.neg = RN_IMMUNE;
    }
    e
}

/// The named monster with its gear as shots and beams meet it: EV, AC, shield class and
/// block limit after its gear (at least 1 block, as a shieldless monster's counter is
/// never used), its 0.34 resistances, holiness and chaos; seen, unlit, able to act.
pub fn ranged_target(opponent: &Opponent) -> RangedTarget {
    let m = opponent.monster;
    let d = &opponent.defence;
    RangedTarget {
        ev: d.ev,
        ac: d.ac,
        shield_class: d.shield_class,
        block_limit: d.block_limit.max(1),
        hd: m.hd,
        resists: elements(m),
        natural: is_natural(m),
        chaotic: is_chaotic(m),
        ..RangedTarget::default()
    }
}
