//! Monster spells of DCSS 0.31.0 and 0.34.1 and the zap rows of their beams (zap-data.h,
//! mon-cast.cc), looked up by name (`docs/rules/dcss-0.31-ranged.md` §3.1–§3.3, §7.3;
//! `docs/rules/dcss-0.34-ranged.md` §3.1–§3.3, §7.3), and which spells reach the player
//! without a to-hit roll (§10).

use std::sync::OnceLock;

use super::error::RangedError;
use super::spell_category::{NotModelled, SpellCategory};
use super::tables::{RawSpell, RawToHit, raw};
use crate::dcss::rules::RuleSet;
use crate::dcss::zap::{DiceFormula, Flavour, ToHitFormula};
use crate::name_match::{self, normalise};

/// A spell that reaches the player without a to-hit roll (`docs/rules/dcss-0.31-ranged.md`
/// §10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DirectSpell {
    /// `SPELL_SMITING`: `7 + random2avg(11, 2)` damage, straight to the HP (`_cast_smiting`,
    /// mon-cast.cc:819-833 at 0.31.0, 1396-1410 at 0.34.1).
    Smiting,
    /// `SPELL_PAIN`: an enchantment beam; Willpower resists it, rN cuts its `1d(7 + p/20)`
    /// damage (`bolt::affect_player_enchantment`, beam.cc:3293-3297, 3485-3499 at 0.31.0).
    Pain,
}

impl DirectSpell {
    /// The direct spell with the enum id `id` (`"SPELL_SMITING"`, `"SPELL_PAIN"`).
    pub fn of(id: &str) -> Option<DirectSpell> {
        match id {
            "SPELL_SMITING" => Some(DirectSpell::Smiting),
            "SPELL_PAIN" => Some(DirectSpell::Pain),
            _ => None,
        }
    }
}

/// The beam of a modelled spell: its zap row (`zap-data.h`, `docs/rules/dcss-0.31-ranged.md`
/// §3.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BeamRow {
    /// The zap's enum id, e.g. `"ZAP_IRON_SHOT"`.
    pub zap: String,
    /// Its line in zap-data.h at the pinned tag.
    pub zap_line: u32,
    /// The monster to-hit.
    pub to_hit: ToHitFormula,
    /// The monster damage dice.
    pub dice: DiceFormula,
    /// The flavour: AC rule and resistance (§3.6).
    pub flavour: Flavour,
    /// `can_beam`: it pierces, so it is never blocked.
    pub pierce: bool,
    /// An explosion: it always hits and is never blocked.
    pub explosion: bool,
}

/// A spell of the table (`docs/rules/dcss-0.31-ranged.md` §3.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spell {
    /// The enum id, e.g. `"SPELL_IRON_SHOT"`.
    pub id: String,
    /// The title, e.g. `"Iron Shot"`.
    pub title: String,
    /// What kind of spell it is.
    pub category: SpellCategory,
    /// Its beam, or why the rules do not model it.
    pub beam: Result<BeamRow, NotModelled>,
    /// `_mons_power_hd_factor`: power = HD × this (12 for every damaging beam but
    /// Seracfall's 18).
    pub power_hd_factor: i32,
    /// Not a "spell" (breaths, spits): the power comes from the plain HD, never the spell
    /// HD (`mons_spell_is_spell`, mon-cast.cc:1218-1236).
    pub plain_hd: bool,
    /// Smiting or Pain: it reaches the player with no to-hit roll, EV test or block
    /// (`docs/rules/dcss-0.31-ranged.md` §10).
    pub direct: Option<DirectSpell>,
    /// A damaging beam or hex at its target, as the data marks it (Smiting, cast by its own
    /// code, is not marked).
    pub damaging: bool,
    /// Its enchantment power and dice: Pain's zap row gives them (`docs/rules/dcss-0.34-ranged.md`
    /// §10.2); `None` for a spell without them.
    pub hex: Option<(ToHitFormula, DiceFormula)>,
    /// A monster evokes it from a wand (`_wand_spells`, spl-book.cc).
    pub wand: bool,
}

impl Spell {
    /// Whether a wand casts it (`docs/rules/dcss-0.31-ranged.md` §3.1,
    /// `docs/rules/dcss-0.34-ranged.md` §3.1).
    pub fn is_wand_spell(&self) -> bool {
        self.wand
    }

    /// Whether the rules model it as an attack on the player: a beam with its zap row, or a
    /// direct spell (`docs/rules/dcss-0.31-ranged.md` §3, §10); else why not.
    pub fn modelled(&self) -> Result<(), NotModelled> {
        match (&self.beam, self.direct) {
            (_, Some(_)) | (Ok(_), None) => Ok(()),
            (Err(e), None) => Err(*e),
        }
    }
}

/// Why a spell of the table is not a beam these rules model, or `None` when it is
/// (`docs/rules/dcss-0.31-ranged.md` §3.3, §6).
fn not_modelled(r: &RawSpell) -> Option<NotModelled> {
    if !r.covered {
        let category = SpellCategory::from_id(&r.category).unwrap_or(SpellCategory::Special);
        if r.damaging && category == SpellCategory::Enchantment {
            return Some(NotModelled::DamagingHex);
        }
        return Some(NotModelled::NotADamagingBeam(category));
    }
    if r.category == "compound" || r.delivery.as_deref() == Some("random_beam") {
        return Some(NotModelled::Compound);
    }
    if r.own_setup {
        return Some(NotModelled::OwnSetUp);
    }
    if r.zap.is_none() {
        return Some(NotModelled::SetByHand);
    }
    if r.flavour.as_deref() == Some("BEAM_CHAOS") {
        return Some(NotModelled::Chaos);
    }
    match &r.damage {
        Some(d) if d.kind == "dicedef" => None,
        _ => Some(NotModelled::RandomDice),
    }
}

/// A spell's to-hit formula: `"auto"` or a formula with a positive denominator.
fn to_hit(owner: &str, raw: Option<&RawToHit>) -> Result<ToHitFormula, String> {
    match raw {
        Some(RawToHit::Auto(s)) if s == "auto" => Ok(ToHitFormula::Automatic),
        Some(&RawToHit::Formula { adder, num, den }) if den > 0 => {
            Ok(ToHitFormula::Zap { adder, num, den })
        }
        _ => Err(format!("{owner}: bad to-hit formula")),
    }
}

/// A spell's dice: a `dicedef` formula with a positive denominator.
fn dice(owner: &str, r: &RawSpell) -> Result<DiceFormula, String> {
    let d = r
        .damage
        .as_ref()
        .ok_or_else(|| format!("{owner}: no dice"))?;
    if d.den <= 0 || d.kind != "dicedef" {
        return Err(format!("{owner}: bad dice formula"));
    }
    Ok(DiceFormula {
        ndice: d.ndice,
        adder: d.adder,
        num: d.num,
        den: d.den,
    })
}

/// A spell of `rules`' table, its beam's zap row checked (`docs/rules/dcss-0.31-ranged.md`
/// §3.2, §7.3): an unknown category or flavour, or a beam without its zap line, is refused.
pub fn convert_spell(rules: RuleSet, r: &RawSpell) -> Result<Spell, String> {
    let owner = &r.id;
    let category = SpellCategory::from_id(&r.category)
        .ok_or_else(|| format!("{owner}: unknown category {}", r.category))?;
    let beam = match not_modelled(r) {
        Some(reason) => Err(reason),
        None => {
            let flavour_id = r.flavour.as_deref().unwrap_or_default();
            let flavour = Flavour::from_id(flavour_id)
                .ok_or_else(|| format!("{owner}: unknown flavour {flavour_id}"))?;
            Ok(BeamRow {
                zap: r.zap.clone().unwrap_or_default(),
                zap_line: r
                    .zap_data_line
                    .ok_or_else(|| format!("{owner}: no zap line"))?,
                to_hit: to_hit(owner, r.to_hit.as_ref())?,
                dice: dice(owner, r)?,
                flavour,
                pierce: r.pierce.unwrap_or(false),
                explosion: r.explosion.unwrap_or(false),
            })
        }
    };
    let direct = DirectSpell::of(&r.id);
    let hex = match direct {
        Some(DirectSpell::Pain) => Some((to_hit(owner, r.to_hit.as_ref())?, dice(owner, r)?)),
        _ => None,
    };
    Ok(Spell {
        direct,
        id: r.id.clone(),
        title: r.title.clone(),
        category,
        beam,
        power_hd_factor: r.power_hd_factor,
        plain_hd: r.power_uses_plain_hd,
        damaging: r.damaging,
        hex,
        wand: rules.release().ranged.wand_spells.contains(&r.id.as_str()),
    })
}

/// `rules`' spells, in id order.
fn convert(rules: RuleSet) -> Result<Vec<Spell>, String> {
    raw(rules)
        .spells
        .iter()
        .map(|r| convert_spell(rules, r))
        .collect()
}

/// Every 0.31 spell ([`all_spells_in`]).
pub fn all_spells() -> &'static [Spell] {
    all_spells_in(RuleSet::Dcss031)
}

/// Every spell of `rules`' table: each spell a monster of the release casts, and the damaging
/// wand spells no monster has in its book (0.31.0: Bolt of Light; 0.34.1: Bolt of Light and
/// Warp Space) (`docs/rules/dcss-0.31-ranged.md` §7.3, `docs/rules/dcss-0.34-ranged.md` §3.1).
pub fn all_spells_in(rules: RuleSet) -> &'static [Spell] {
    static SPELLS: [OnceLock<Vec<Spell>>; RuleSet::ALL.len()] = [const { OnceLock::new() }; _];
    SPELLS[rules.index()].get_or_init(|| {
        convert(rules).expect("the embedded spells convert (checked by a unit test)")
    })
}

/// The names a query may give for a spell: its id with and without `SPELL_` (underscores
/// as spaces) and its title.
fn keys(s: &Spell) -> Vec<String> {
    let bare = s.id.strip_prefix("SPELL_").unwrap_or(&s.id);
    vec![
        normalise(&s.title),
        normalise(&bare.replace('_', " ")),
        normalise(&s.id.replace('_', " ")),
    ]
}

/// The spell called `name`: its enum id (`"SPELL_IRON_SHOT"`, `"iron_shot"`) or its title
/// (`"Iron Shot"`), case-insensitively (`docs/rules/dcss-0.31-ranged.md` §7.3).
///
/// # Errors
/// [`RangedError::UnknownSpell`] with the closest spells.
pub fn spell(name: &str) -> Result<&'static Spell, RangedError> {
    spell_in(RuleSet::Dcss031, name)
}

/// [`spell`] in `rules`' table ([`all_spells_in`]).
///
/// # Errors
/// [`RangedError::UnknownSpell`] with the closest spells of that table.
pub fn spell_in(rules: RuleSet, name: &str) -> Result<&'static Spell, RangedError> {
    let table = all_spells_in(rules);
    let q = normalise(&name.replace('_', " "));
    if let Some(s) = table.iter().find(|s| keys(s).contains(&q)) {
        return Ok(s);
    }
    let ranked = name_match::ranked(&q, table, keys);
    Err(RangedError::UnknownSpell {
        query: name.to_string(),
        closest: name_match::closest_names(&ranked, |s| s.id.clone()),
    })
}
