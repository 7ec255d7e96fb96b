//! The monster-generation tables of DCSS 0.31.0 and 0.34.1, embedded from
//! `crates/mechanics/data/dcss-<release>-spawns.json` (written by
//! `scripts/extract-spawn-tables.py`) and parsed once, on first use
//! (`docs/rules/dcss-spawns.md` §1, §3).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

use crate::dcss::rules::RuleSet;

/// How a row's weight varies with the depth (`docs/rules/dcss-spawns.md` §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Shape {
    /// The same weight at every depth of the row.
    #[serde(rename = "FLAT")]
    Flat,
    /// Full at the middle, half at the ends.
    #[serde(rename = "SEMI")]
    Semi,
    /// Full at the middle, falling to nearly nothing at the ends.
    #[serde(rename = "PEAK")]
    Peak,
    /// Growing to full at the deepest level of the row.
    #[serde(rename = "RISE")]
    Rise,
    /// Full at the shallowest level of the row, falling after.
    #[serde(rename = "FALL")]
    Fall,
}

/// One row of a population table: a monster, the picking depths it is live at, its rarity
/// and shape (`docs/rules/dcss-spawns.md` §2).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Row {
    /// The monster's enum id (`MONS_YAK`).
    #[serde(rename = "mon")]
    pub monster: String,
    /// The shallowest picking depth (may be below 1: it only shapes the curve).
    pub min: i32,
    /// The deepest picking depth.
    pub max: i32,
    /// The rarity, a relative weight (the game multiplies it by 2520).
    pub weight: i32,
    /// How the weight varies between `min` and `max`.
    pub shape: Shape,
    /// A pseudo-monster's monsters, one chosen per game (0.34 Zot's orb of appropriateness).
    #[serde(default)]
    pub resolves_to: Vec<String>,
}

/// The slot dice of one level: `min(60, roll_dice(3, die))`, and 0.34 Zot:5's
/// `max(10, N − 4)` (`docs/rules/dcss-spawns.md` §1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct SlotDice {
    /// The die's size.
    pub die: i32,
    /// Zot:5 under 0.34: four fewer slots, at least 10.
    pub zot5: bool,
}

/// How a branch's levels get their random monsters (`docs/rules/dcss-spawns.md` §1.1, §5.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Populated {
    /// Level generation makes slots and fills each from the table.
    Slots,
    /// The Abyss fills itself from its table as it generates, and spawns more.
    Abyss,
}

/// One branch of the game (`docs/rules/dcss-spawns.md` §3, §4).
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Branch {
    /// The game's abbreviation: `D`, `Lair`, `Geh`.
    pub abbrev: String,
    /// The enum id (`BRANCH_DUNGEON`).
    #[serde(rename = "enum")]
    pub id: String,
    /// The game's short name (`Dungeon`, `Orcish Mines`).
    pub shortname: String,
    /// The long name (`the Dungeon`).
    pub longname: String,
    /// Its levels.
    pub numlevels: i32,
    /// The absolute depth (0-based) of its first level.
    pub absdepth: i32,
    /// The deepest picking depth.
    pub ood_cap: i32,
    /// Whether the picking depth can be raised out of depth.
    pub fuzz: bool,
    /// Whether the game still generates it (not a save-compat branch).
    pub generated: bool,
    /// Whether it is connected to the rest of the dungeon by stairs.
    pub connected: bool,
    /// How its levels get random monsters; `None`: they get none.
    pub populated: Option<Populated>,
    /// The slot dice of each level (`None`: no slots).
    pub slots: Vec<Option<SlotDice>>,
    /// The population table, in the game's order.
    pub rows: Vec<Row>,
}

/// A custom band condition as a tree (`docs/rules/dcss-spawns.md` §6.1): the extractor's
/// reading of the game's lambda.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum Condition {
    /// `hell` (the four hells, not the Vestibule), `connected` (a branch reached by stairs),
    /// `has_monsters` (a branch whose table is not empty).
    Flag(String),
    /// The player is in this branch.
    In {
        /// The branch's enum id.
        #[serde(rename = "in")]
        branch: String,
    },
    /// Not the inner condition.
    Not {
        /// The inner condition.
        not: Box<Condition>,
    },
    /// Every condition, left to right.
    All {
        /// The conditions.
        all: Vec<Condition>,
    },
    /// Any condition, left to right.
    Any {
        /// The conditions.
        any: Vec<Condition>,
    },
    /// `x_chance_in_y(x, y)`, each `[depth coefficient, constant]`.
    Chance {
        /// `[x, y]`.
        chance: [[i32; 2]; 2],
    },
}

/// A leader's condition for a band (`docs/rules/dcss-spawns.md` §6.1).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct LeaderCondition {
    /// `one_chance_in(chance_denom)`, unless 0.
    pub chance_denom: i32,
    /// The least absolute depth (0-based), unless 0.
    pub min_depth: i32,
    /// The custom test, if any.
    pub custom: Option<Condition>,
}

/// One band a leader may bring (`docs/rules/dcss-spawns.md` §6.1).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct BandChoice {
    /// The band's enum id (`BAND_YAKS`).
    pub band: String,
    /// The fewest followers.
    pub min: i32,
    /// The most followers.
    pub max: i32,
    /// Whether the leader leads naturally (it does not change who fights).
    pub natural_leader: bool,
}

/// A band leader's table entry (`docs/rules/dcss-spawns.md` §6.1).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Leader {
    /// When it brings a band.
    pub condition: LeaderCondition,
    /// Its bands, one chosen uniformly.
    pub bands: Vec<BandChoice>,
}

/// The band tables (`docs/rules/dcss-spawns.md` §6).
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Bands {
    /// The leaders by enum id.
    pub leaders: BTreeMap<String, Leader>,
    /// The followers of each band: one weighted list per follower, the last repeating.
    pub membership: BTreeMap<String, Vec<Vec<(String, i32)>>>,
}

/// The generic table derived undead are drawn from in the deep branches
/// (`docs/rules/dcss-spawns.md` §5.3).
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Zombie {
    /// The branches that use it (besides every hell).
    pub generic_branches: Vec<String>,
    /// Whether every hell uses it, the Vestibule included.
    pub all_hells: bool,
    /// Its deepest picking depth.
    pub cap: i32,
    /// Its rows.
    pub rows: Vec<Row>,
}

/// What the derived-undead rules read of a monster (`docs/rules/dcss-spawns.md` §5.3).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Traits {
    /// Its species' enum id.
    pub species: String,
    /// Its speed.
    pub speed: i32,
    /// Its holinesses (`MH_NATURAL`, ...).
    pub holiness: Vec<String>,
    /// Where it lives (`HT_LAND`, ...).
    pub habitat: String,
    /// Whether it leaves a corpse.
    pub leaves_corpse: bool,
    /// Its body shape (`MON_SHAPE_...`).
    pub shape: String,
    /// The flags the rules read (`M_NO_ZOMBIE`, `M_NO_SKELETON`, ...).
    pub flags: Vec<String>,
    /// Its attacks.
    pub attacks: usize,
}

/// The whole embedded table of one release (`docs/rules/dcss-spawns.md` §3).
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct SpawnTables {
    /// Every branch, in the game's order.
    pub branches: Vec<Branch>,
    /// The band tables.
    pub bands: Bands,
    /// The generic derived-undead table.
    pub zombie: Zombie,
    /// The display name of every monster the tables name, by enum id.
    pub names: BTreeMap<String, String>,
    /// What the derived-undead rules read, by enum id.
    pub traits: BTreeMap<String, Traits>,
}

impl SpawnTables {
    /// The branch with the enum id `id`.
    pub fn branch_by_id(&self, id: &str) -> Option<&Branch> {
        self.branches.iter().find(|b| b.id == id)
    }

    /// The display name of the monster `id` (the id itself for one the tables do not name).
    pub fn name<'a>(&'a self, id: &'a str) -> &'a str {
        self.names.get(id).map_or(id, String::as_str)
    }
}

/// The tables of `rules`' release, parsed on first use (`docs/rules/dcss-spawns.md` §3).
pub fn tables(rules: RuleSet) -> &'static SpawnTables {
    static TABLES: [OnceLock<SpawnTables>; RuleSet::ALL.len()] = [const { OnceLock::new() }; _];
    TABLES[rules.index()].get_or_init(|| {
        serde_json::from_str(rules.release().tables.spawns)
            .expect("the embedded spawn tables parse (checked by a test)")
    })
}
