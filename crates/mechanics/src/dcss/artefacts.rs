//! Artefact properties and the unrandarts of each release (`docs/rules/dcss-artefacts.md`).
//!
//! * [`ArtefactProps`]: the artefact properties the rules read (AC, EV, SH, HP, Str, Dex,
//!   slaying), summed over whatever a player wears.
//! * [`unrandarts`], [`unrandart`]: the fixed artefacts of DCSS 0.31.0 and 0.34.1, embedded
//!   from `crates/mechanics/data/dcss-<release>-unrandarts.json`, which
//!   `scripts/extract-unrandarts.py` writes from the game's `art-data.txt` (§1).

use std::sync::OnceLock;

use serde::Deserialize;

use crate::dcss::rules::RuleSet;

/// The artefact properties that change a number these rules compute
/// (`docs/rules/dcss-artefacts.md` §2): each is the game's `ARTP_*` value, as an artefact's
/// description prints it (`AC+3`, `EV-5`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct ArtefactProps {
    /// `ARTP_AC`: +100 AC×100 a point (§2).
    pub ac: i32,
    /// `ARTP_EVASION`: +1 EV a point, with the permanent bonuses (§2).
    pub ev: i32,
    /// `ARTP_SHIELDING`: +200 raw SH a point, i.e. +1 displayed SH (§2).
    pub sh: i32,
    /// `ARTP_HP`: added to max HP after the percentage mutations (§2).
    pub hp: i32,
    /// `ARTP_STRENGTH` (already in the Str a dump prints).
    #[serde(rename = "str")]
    pub strength: i32,
    /// `ARTP_DEXTERITY` (already in the Dex a dump prints).
    pub dex: i32,
    /// `ARTP_SLAYING`: to-hit and damage of the wearer's attacks.
    pub slay: i32,
}

impl ArtefactProps {
    /// The sum of two sets of properties.
    pub fn plus(self, other: ArtefactProps) -> ArtefactProps {
        ArtefactProps {
            ac: self.ac + other.ac,
            ev: self.ev + other.ev,
            sh: self.sh + other.sh,
            hp: self.hp + other.hp,
            strength: self.strength + other.strength,
            dex: self.dex + other.dex,
            slay: self.slay + other.slay,
        }
    }

    /// Whether every property is 0.
    pub fn is_none(&self) -> bool {
        *self == ArtefactProps::default()
    }
}

/// What kind of item an unrandart is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum UnrandKind {
    /// A melee or ranged weapon, or a staff.
    Weapon,
    /// Body armour, a shield or orb, or an aux item.
    Armour,
    /// A ring or an amulet.
    Jewellery,
}

/// One unrandart (`docs/rules/dcss-artefacts.md` §1).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unrandart {
    /// The name a dump prints, without the enchantment ("skin of Zhor", "lance \"Wyrmbane\"").
    pub name: String,
    /// Weapon, armour or jewellery.
    pub kind: UnrandKind,
    /// The base type as the item tables name it ("animal skin", "kite shield",
    /// "ring of protection", "amulet").
    pub base: String,
    /// Its fixed enchantment, if it has one.
    #[serde(default)]
    pub plus: Option<i32>,
    /// Its brand or ego (`SPWPN_SPEED`, `SPARM_SPIRIT_SHIELD`), if it has one.
    #[serde(default)]
    pub brand: Option<String>,
    /// Its properties.
    #[serde(flatten)]
    pub props: ArtefactProps,
    /// A weapon's change to its base type's accuracy.
    #[serde(default)]
    pub base_acc: i32,
    /// A weapon's change to its base type's damage.
    #[serde(default)]
    pub base_dam: i32,
    /// A weapon's change to its base type's delay.
    #[serde(default)]
    pub base_delay: i32,
    /// No longer generated (kept by the game for old saves).
    #[serde(default)]
    pub deleted: bool,
}

#[derive(Deserialize)]
struct Table {
    unrandarts: Vec<Unrandart>,
}

/// Every unrandart of `rules`' release, in `art-data.txt` order, parsed from the release's
/// embedded table on first use (`docs/rules/dcss-artefacts.md` §1).
pub fn unrandarts(rules: RuleSet) -> &'static [Unrandart] {
    static TABLES: [OnceLock<Vec<Unrandart>>; RuleSet::ALL.len()] =
        [const { OnceLock::new() }; RuleSet::ALL.len()];
    TABLES[rules.index()].get_or_init(|| {
        serde_json::from_str::<Table>(rules.release().tables.unrandarts)
            .expect("the embedded unrandart tables parse (checked by a unit test)")
            .unrandarts
    })
}

/// The unrandart of `rules`' release a name denotes, compared case-insensitively: the name as a
/// dump prints it, with or without `pair of` for gloves and boots
/// (`docs/rules/dcss-artefacts.md` §1).
///
/// ```
/// use mechanics::dcss::artefacts::unrandart;
/// use mechanics::dcss::rules::RuleSet;
///
/// let zhor = unrandart(RuleSet::Dcss034, "skin of Zhor").unwrap();
/// assert_eq!((zhor.base.as_str(), zhor.plus), ("animal skin", Some(4)));
/// let gong = unrandart(RuleSet::Dcss031, "shield of the Gong").unwrap();
/// assert_eq!((gong.base.as_str(), gong.props.ev), ("kite shield", -5));
/// assert!(unrandart(RuleSet::Dcss034, "pair of mountain boots").is_some());
/// assert!(unrandart(RuleSet::Dcss034, "kite shield of the Cicada").is_none());
/// ```
pub fn unrandart(rules: RuleSet, name: &str) -> Option<&'static Unrandart> {
    let name = name.trim();
    let name = name.strip_prefix("pair of ").unwrap_or(name);
    unrandarts(rules)
        .iter()
        .find(|u| u.name.eq_ignore_ascii_case(name))
}
