//! What DCSS reports share about numbers the game keeps one way and shows another: a hit
//! chance the game displays (which under dcss-0.34 can be undefined), a law over whole
//! values as the reference vectors write it, and a dcss-0.34 defender's EV and SH in
//! hundredths (`docs/rules/dcss-0.34.md` §1.1, §2.4).

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;

use mechanics::dcss::damage::gdr_law;
use mechanics::dcss::defender::Facing;
use mechanics::dcss::display::Shown;
use mechanics::dcss::rounding::Hundredths;
use mechanics::dist::Dist;
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Serialize, Serializer};

use crate::report::Row;

/// The words for a display the game computes as 0 divided by 0 (`dcss-0.34.md` §2.4).
pub const UNDEFINED: &str = "undefined";

/// What the game displays for a hit chance: a whole percentage, or, where the dcss-0.34
/// display divides 0 by 0 (an EV or SH ×100 strictly between 0 and 100), nothing defined
/// (`docs/rules/dcss-0.34.md` §2.4). JSON: the number, or the string `"undefined"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameShows(pub Shown);

impl GameShows {
    /// The percentage, when the game shows one.
    pub fn percent(self) -> Option<i32> {
        self.0.percent()
    }
}

/// The row of what the game displays in `section`: its percentage, or where the display is
/// undefined a row that says so and holds no number.
pub fn display_row(section: &str, shows: GameShows) -> Row {
    match shows.percent() {
        Some(p) => Row::new(section, "game display %").plain(f64::from(p)),
        None => Row::new(
            section,
            "game display % (undefined: the game divides 0 by 0)",
        ),
    }
}

impl fmt::Display for GameShows {
    /// `36%`, or `undefined (0/0)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Shown::Percent(p) => write!(f, "{p}%"),
            Shown::Undefined => f.write_str("undefined (0/0)"),
        }
    }
}

impl Serialize for GameShows {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Shown::Percent(p) => s.serialize_i32(p),
            Shown::Undefined => s.serialize_str(UNDEFINED),
        }
    }
}

impl JsonSchema for GameShows {
    fn schema_name() -> Cow<'static, str> {
        "GameShows".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "What the game displays, in percent; \"undefined\" where the dcss-0.34 \
                display divides 0 by 0 (an EV or SH ×100 strictly between 0 and 100).",
            "oneOf": [
                {"type": "integer", "format": "int32"},
                {"type": "string", "const": UNDEFINED}
            ]
        })
    }
}

/// A law over whole values as the reference vectors write it: `{"6": 0.2, "7": 0.8}`, the
/// values in increasing order, those of probability 0 left out.
#[derive(Clone, Debug, PartialEq)]
pub struct Law(pub BTreeMap<i32, f64>);

impl Law {
    /// The law of `dist`.
    pub fn of(dist: &Dist) -> Self {
        Law(dist.iter().filter(|(_, p)| *p > 0.0).collect())
    }

    /// `6: 20 %, 7: 80 %`, or the one value when it is certain.
    pub fn words(&self) -> String {
        match self.0.len() {
            1 => self.0.keys().map(i32::to_string).collect(),
            _ => self
                .0
                .iter()
                .map(|(v, p)| format!("{v}: {}", percent(*p)))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

/// A probability in percent with as many decimals as it needs, up to 4 (`80 %`, `0.5 %`).
fn percent(p: f64) -> String {
    let text = format!("{:.4}", p * 100.0);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    format!("{text} %")
}

impl Serialize for Law {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl JsonSchema for Law {
    fn schema_name() -> Cow<'static, str> {
        "Law".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A law over whole values: each value (as a string) to its probability.",
            "type": "object",
            "additionalProperties": {"type": "number", "format": "double"}
        })
    }
}

/// A value kept ×100 as dcss-0.34 keeps it, in words: `6.80`, `-3.20`.
pub fn x100(v: i32) -> String {
    let sign = if v < 0 { "-" } else { "" };
    format!(
        "{sign}{}.{:02}",
        v.unsigned_abs() / 100,
        v.unsigned_abs() % 100
    )
}

/// A dcss-0.34 defender's EV and SH as the game keeps them (`docs/rules/dcss-0.34.md` §1.1,
/// §4.1, §6.1): in hundredths, as the screen shows them, and the law every attack draws its
/// EV from and every block roll its internal SH; the names are the reference vectors'.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Drawn {
    /// `_player_evasion(100)`: EV ×100 with every temporary effect, no attacker.
    pub ev_x100: i32,
    /// What the game shows for EV: `ev_x100 / 100`, truncated.
    pub ev_display: i32,
    /// The law of the EV one attack rolls against: `div_rand_round(ev_x100, 100)`, then −10
    /// for an unseen attacker.
    pub ev_law: Law,
    /// `player_shield_class(100, false)`: the internal SH ×100 (twice the displayed scale);
    /// 0 when the defender cannot block.
    pub sh_x100: i32,
    /// What the game shows for SH: `(sh_x100 / 100) / 2`, truncated.
    pub sh_display: i32,
    /// The law of the internal SH one block roll draws: `div_rand_round(sh_x100, 100)`.
    pub sh_internal_law: Law,
}

impl Drawn {
    /// What a dcss-0.34 defender facing attacks keeps in hundredths; `None` under dcss-0.31.
    pub fn of(facing: &Facing) -> Option<Self> {
        let d = facing.drawn?;
        Some(Drawn {
            ev_x100: d.ev_x100,
            ev_display: d.ev_shown,
            ev_law: Law::of(&facing.ev_law()),
            sh_x100: d.sh.raw_x100,
            sh_display: d.sh.displayed,
            sh_internal_law: Law::of(&facing.sh_law()),
        })
    }

    /// `EV 6.80 (the game shows 6; each attack draws 6: 20 %, 7: 80 %)`.
    pub fn ev_words(&self) -> String {
        format!(
            "EV {} (the game shows {}; each attack draws {})",
            x100(self.ev_x100),
            self.ev_display,
            self.ev_law.words()
        )
    }

    /// `SH 8.30 (internal, shown 4; each block roll draws 8: 70 %, 9: 30 %)`, or `no SH`.
    pub fn sh_words(&self) -> String {
        if self.sh_x100 <= 0 {
            return "no SH".into();
        }
        format!(
            "internal SH {} (the game shows SH {}; each block roll draws {})",
            x100(self.sh_x100),
            self.sh_display,
            self.sh_internal_law.words()
        )
    }
}

/// A dcss-0.34 player's AC as the game keeps it (`docs/rules/dcss-0.34.md` §D3.1, §D2): in
/// hundredths, as the screen shows it, the law of one use, and the law of the GDR percentage
/// (a second, independent draw for every landed hit); the names are the reference vectors'.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AcDrawn {
    /// `armour_class_scaled(100)`: AC ×100.
    pub ac_x100: i32,
    /// What the game shows for AC: `ac_x100 / 100`, truncated.
    pub ac_display: i32,
    /// The law of `armour_class()`, one draw: `div_rand_round(ac_x100, 100)`.
    pub ac_law: Law,
    /// The law of `gdr_perc()`, which draws the AC again.
    pub gdr_law: Law,
}

impl AcDrawn {
    /// The AC ×100 `ac` as reports show it.
    pub fn of(ac: Hundredths) -> Self {
        AcDrawn {
            ac_x100: ac.x100(),
            ac_display: ac.shown(),
            ac_law: Law::of(&ac.law()),
            gdr_law: Law::of(&gdr_law(ac)),
        }
    }

    /// `AC 12.27 (the game shows 12; each use draws 12: 73 %, 13: 27 %; GDR % 29: 73 %,
    /// 30: 27 %)`, or `GDR 28 %` when it is certain.
    pub fn words(&self) -> String {
        let gdr = match self.gdr_law.0.len() {
            1 => format!("GDR {} %", self.gdr_law.words()),
            _ => format!("GDR % {}", self.gdr_law.words()),
        };
        format!(
            "AC {} (the game shows {}; each use draws {}; {gdr})",
            x100(self.ac_x100),
            self.ac_display,
            self.ac_law.words(),
        )
    }
}
