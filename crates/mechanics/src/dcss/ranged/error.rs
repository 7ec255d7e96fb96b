//! Inputs the ranged rules refuse, each naming its field and what is allowed
//! (`docs/rules/dcss-0.31-ranged.md` §2, §3, §4).

use crate::dcss::monsters::MonsterLookupError;
use crate::dcss::rules::RuleSet;
use crate::limits::OutOfRange;

/// A missile, beam or sequence input the rules are not defined for. [`RangedError::field`]
/// names the input as scenario files spell it, [`RangedError::path`] its path inside a
/// sequence (`attacks[2].spell`); the message is one line, says what is allowed and does not
/// repeat the path.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RangedError {
    /// A number outside its range.
    #[error(transparent)]
    Range(#[from] OutOfRange),
    /// The monster's name matches no monster, or several.
    #[error(transparent)]
    Monster(#[from] MonsterLookupError),
    /// A table value (`hd`, `archer`, `attack_damage`, an energy) given with a value that is not
    /// the monster's.
    #[error(
        "{given} is not the {monster}'s {field} in the {} table: allowed {table}",
        short(*.rules)
    )]
    TableValue {
        /// The rule set whose monster table was read.
        rules: RuleSet,
        /// The field.
        field: &'static str,
        /// The monster's name.
        monster: String,
        /// The value given.
        given: String,
        /// The table's value.
        table: String,
    },
    /// A spell HD that is neither the monster's HD nor that of an empowered caster.
    #[error(
        "{given} is not a spell HD of the {monster}: allowed {hd}, or {empowered} for an \
         empowered caster"
    )]
    SpellHd {
        /// The monster's name.
        monster: String,
        /// The value given.
        given: i32,
        /// The monster's HD.
        hd: i32,
        /// HD + 5.
        empowered: i32,
    },
    /// A spell name that matches no spell.
    #[error("unknown spell '{query}'; closest: {}", .closest.join(", "))]
    UnknownSpell {
        /// The name as given.
        query: String,
        /// The closest spell ids, best first.
        closest: Vec<String>,
    },
    /// A spell the monster does not cast.
    #[error("the {monster} does not cast {spell}: allowed {}", list(.allowed))]
    NotCast {
        /// The monster's name.
        monster: String,
        /// The spell's id.
        spell: String,
        /// The damaging beams it casts.
        allowed: Vec<String>,
    },
    /// A spell whose beam these rules do not model.
    #[error("{spell} is not modelled: {reason}")]
    NotModelled {
        /// The spell's id.
        spell: String,
        /// Why, in words.
        reason: String,
    },
    /// `evoked` with a spell no wand casts.
    #[error("no wand casts {spell}: allowed {}", list(.allowed))]
    NotAWand {
        /// The spell's id.
        spell: String,
        /// The damaging wand spells.
        allowed: Vec<String>,
    },
    /// Nearby laughing skulls given for a caster they do not boost.
    #[error(
        "only a laughing skull's power grows with nearby laughing skulls, not the {monster}'s: \
         allowed 0"
    )]
    Skulls {
        /// The monster's name.
        monster: String,
    },
    /// A resistance level the beam's flavour cannot have.
    #[error("{level} is not a resistance to {flavour}: allowed {min} to {max}")]
    Resist {
        /// The flavour's id.
        flavour: &'static str,
        /// The level given.
        level: i32,
        /// The lowest level.
        min: i64,
        /// The highest level.
        max: i64,
    },
    /// A launcher or missile name that matches no item.
    #[error("unknown {field} '{query}': allowed {}", list(.allowed))]
    UnknownItem {
        /// `launcher` or `missile`.
        field: &'static str,
        /// The name as given.
        query: String,
        /// Every item of that kind.
        allowed: Vec<String>,
    },
    /// A launcher or thrown item the monster is never given.
    #[error("the {monster} is never given a {item}: allowed {}", list(.allowed))]
    NotCarried {
        /// `launcher` or `missile`.
        field: &'static str,
        /// The monster's name.
        monster: String,
        /// The item given.
        item: String,
        /// What it can be given: launchers as "shortbow (arrow)", thrown items by name.
        allowed: Vec<String>,
    },
    /// A missile that the launcher does not fire.
    #[error("a {launcher} fires {ammo}, not {missile}: allowed {ammo}")]
    WrongAmmo {
        /// The launcher given.
        launcher: String,
        /// The missile given.
        missile: String,
        /// The launcher's ammunition.
        ammo: String,
    },
    /// Launcher ammunition with no launcher.
    #[error("{missile} is fired from a launcher: allowed {}", list(.allowed))]
    NeedsLauncher {
        /// The ammunition given.
        missile: String,
        /// The monster's launchers that fire it.
        allowed: Vec<String>,
    },
    /// A launcher's plus or brand given for a thrown missile.
    #[error("a thrown {missile} has no launcher: allowed {allowed}")]
    NoLauncher {
        /// `launcher_plus` or `launcher_brand`.
        field: &'static str,
        /// The thrown missile.
        missile: String,
        /// The only value allowed.
        allowed: &'static str,
    },
    /// A direct spell (Smiting, Pain) asked for as a beam.
    #[error(
        "{spell} is not a beam: it reaches you with no to-hit roll (a direct spell); allowed \
         the beams of the zap table"
    )]
    NotABeam {
        /// The spell's id.
        spell: String,
    },
    /// Willpower given for a spell that does not read it.
    #[error("{spell} does not test your Willpower: allowed only with Smiting and Pain")]
    Willpower {
        /// The spell's id.
        spell: String,
    },
    /// Hundredths given under a rule set that keeps the player's numbers whole.
    #[error(
        "{rules} keeps the player's numbers whole (only dcss-0.34 draws them from hundredths): \
         give {whole} alone"
    )]
    Hundredths {
        /// The rule set.
        rules: RuleSet,
        /// The hundredths field given (`ev_x100`).
        field: &'static str,
        /// The whole field to give instead (`ev`).
        whole: &'static str,
    },
    /// A whole number that is not what its hundredths show.
    #[error(
        "{whole} is not what {field}_x100 {x100} shows: allowed {shown} (the hundredths truncated)"
    )]
    Disagree {
        /// The whole field (`ev`).
        field: &'static str,
        /// The whole number given.
        whole: i32,
        /// The hundredths given.
        x100: i32,
        /// What they show.
        shown: i32,
    },
    /// A sequence attack of kind `direct` whose spell reaches the player through a to-hit
    /// roll.
    #[error(
        "{spell} is not a direct spell: allowed SPELL_SMITING, SPELL_PAIN (give a beam as kind beam)"
    )]
    NotDirect {
        /// The spell's id.
        spell: String,
    },
    /// An error in one attack of a sequence.
    #[error("{source}")]
    Attack {
        /// The attack's index in `attacks`.
        index: usize,
        /// What is wrong with it.
        source: Box<RangedError>,
    },
}

/// "0.31" for `dcss-0.31`.
fn short(rules: RuleSet) -> &'static str {
    rules.name().trim_start_matches("dcss-")
}

fn list(items: &[String]) -> String {
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(", ")
    }
}

impl RangedError {
    /// The field the error is about, as scenario files spell it (the innermost one, for an
    /// attack of a sequence).
    pub fn field(&self) -> &'static str {
        match self {
            RangedError::Range(e) => e.field,
            RangedError::Monster(_) => "monster",
            RangedError::TableValue { field, .. }
            | RangedError::UnknownItem { field, .. }
            | RangedError::NotCarried { field, .. }
            | RangedError::NoLauncher { field, .. }
            | RangedError::Hundredths { field, .. }
            | RangedError::Disagree { field, .. } => field,
            RangedError::SpellHd { .. } => "spell_hd",
            RangedError::UnknownSpell { .. }
            | RangedError::NotCast { .. }
            | RangedError::NotModelled { .. }
            | RangedError::NotAWand { .. }
            | RangedError::NotABeam { .. }
            | RangedError::NotDirect { .. } => "spell",
            RangedError::Willpower { .. } => "willpower",
            RangedError::Skulls { .. } => "nearby_skulls",
            RangedError::Resist { .. } => "resist",
            RangedError::WrongAmmo { .. } => "missile",
            RangedError::NeedsLauncher { .. } => "launcher",
            RangedError::Attack { source, .. } => source.field(),
        }
    }

    /// The field's path inside the ranged input: the field itself, or `attacks[i].field` for
    /// an attack of a sequence.
    pub fn path(&self) -> String {
        match self {
            RangedError::Attack { index, source } => format!("attacks[{index}].{}", source.path()),
            other => other.field().to_string(),
        }
    }

    /// This error, as the error of attack `index` of a sequence.
    pub(crate) fn in_attack(self, index: usize) -> Self {
        RangedError::Attack {
            index,
            source: Box::new(self),
        }
    }
}
