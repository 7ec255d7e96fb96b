//! A monster's AC, EV and shield class once its armour and shield are worn, and its
//! resistances to the brands' elements (`monster::armour_class`, `evasion`, `shield_class`,
//! `res_fire`/`res_cold`/`res_elec`, monster.cc:3006-3038, 3189-3338, 3582-3700;
//! `docs/rules/dcss-0.31-player-attack.md` §7, §3.6).
//!
//! The monster table holds each class's AC and EV; gear changes them. The resistances come
//! from `crates/mechanics/data/dcss-0.31-monster-resists.json` (written by
//! `scripts/extract-monster-resists.py` from the class's `mon-data.h` resist flags); what the
//! gear adds to them is not modelled.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::dcss::data::{BodyArmour, Shield};
use crate::dcss::monsters::Monster;
use crate::dcss::player_attack::target::Resists;

/// An item a monster wears and its enchantment.
pub type Worn<T> = Option<(&'static T, i32)>;

/// What a monster's gear makes of its defence (`docs/rules/dcss-0.31-player-attack.md` §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct MonsterDefence {
    /// AC: the class's, plus the armour's `PARM_AC` and plus, at least 0.
    pub ac: i32,
    /// EV: the class's, plus `PARM_EVASION/60` (toward zero) of the armour and of the shield,
    /// at least 0.
    pub ev: i32,
    /// `SHm = 2·(shield AC + plus) + HD·4/3`; 0 without a shield.
    pub shield_class: i32,
    /// The shield's blocks between two of the monster's actions (2, 3 or 4); 0 without a
    /// shield.
    pub block_limit: u32,
}

/// The defence of a monster of class AC `class_ac`, EV `class_ev` and HD `hd` wearing
/// `armour` and `shield` (`docs/rules/dcss-0.31-player-attack.md` §7).
///
/// ```
/// use mechanics::dcss::data::{body_armour, shield};
/// use mechanics::dcss::monster_defence::equipped;
///
/// // §10 M3: a vault guard (AC 1, EV 13, HD 13) in +0 plate with a +0 kite shield.
/// let plate = body_armour("plate armour")?.unwrap();
/// let kite = shield("kite shield")?.unwrap();
/// let d = equipped(1, 13, 13, Some((plate, 0)), Some((kite, 0)));
/// assert_eq!((d.ac, d.ev, d.shield_class, d.block_limit), (11, 9, 33, 3));
/// # Ok::<(), mechanics::dcss::data::UnknownName>(())
/// ```
pub fn equipped(
    class_ac: i32,
    class_ev: i32,
    hd: i32,
    armour: Worn<BodyArmour>,
    shield: Worn<Shield>,
) -> MonsterDefence {
    let mut ac = class_ac;
    let mut ev = class_ev;
    if let Some((a, plus)) = armour {
        ac += a.ac + plus;
        ev += a.parm_evasion / 60;
    }
    let (mut shield_class, mut block_limit) = (0, 0);
    if let Some((s, plus)) = shield {
        ev += s.parm_evasion / 60;
        shield_class = 2 * (s.ac + plus) + hd * 4 / 3;
        block_limit = s.block_limit;
    }
    MonsterDefence {
        ac: ac.max(0),
        ev: ev.max(0),
        shield_class,
        block_limit,
    }
}

/// The defence of a table monster wearing `armour` and `shield`
/// (`docs/rules/dcss-0.31-player-attack.md` §7).
pub fn monster_defence(
    monster: &Monster,
    armour: Worn<BodyArmour>,
    shield: Worn<Shield>,
) -> MonsterDefence {
    equipped(monster.ac, monster.ev, monster.hd, armour, shield)
}

#[derive(Deserialize)]
struct ResistFile {
    resists: Vec<ResistRecord>,
}

#[derive(Deserialize)]
struct ResistRecord {
    #[serde(rename = "enum")]
    id: String,
    fire: i32,
    cold: i32,
    elec: i32,
}

const RESISTS: &str = include_str!("../../data/dcss-0.31-monster-resists.json");

/// A monster class's fire, cold and electricity levels from `mon-data.h` (−1 to 4; 0 when
/// the table has no entry) (`docs/rules/dcss-0.31-player-attack.md` §3.6).
///
/// ```
/// use mechanics::dcss::monster_defence::resists;
/// use mechanics::dcss::monsters;
///
/// let giant = monsters::find("fire giant")?;
/// assert_eq!((resists(giant).fire, resists(giant).cold), (2, 0));
/// assert_eq!(resists(monsters::find("orc warrior")?).fire, 0);
/// # Ok::<(), mechanics::dcss::monsters::MonsterLookupError>(())
/// ```
pub fn resists(monster: &Monster) -> Resists {
    static TABLE: OnceLock<HashMap<String, Resists>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let file: ResistFile =
            serde_json::from_str(RESISTS).expect("the embedded resist table parses (tested)");
        file.resists
            .into_iter()
            .map(|r| {
                (
                    r.id,
                    Resists {
                        fire: r.fire,
                        cold: r.cold,
                        elec: r.elec,
                    },
                )
            })
            .collect()
    });
    table.get(&monster.id).copied().unwrap_or_default()
}
