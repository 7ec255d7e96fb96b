//! A spell a monster casts at the player as scenario files and the reference vectors describe
//! it, and its validation against the monster and spell tables of a release into a beam, or
//! Smiting or Pain (`docs/rules/dcss-0.31-ranged.md` §3, §10; `docs/rules/dcss-0.34-ranged.md`
//! §0, §3, §10).

use super::beam::{Beam, BeamCast};
use super::catalog::{PowerModifier, SpellSlot, spell_slots_in};
use super::check::{PlayerNumbers, player_defence, table_value};
use super::defence::Defence;
use super::direct::{Direct, WILLPOWER};
use super::error::RangedError;
use super::shot::RangedAttack;
use super::spells::{DirectSpell, Spell, spell_in};
use crate::dcss::monsters::{self, Monster};
use crate::dcss::rules::RuleSet;
use crate::dcss::zap::Flavour;
use crate::limits::Limit;

/// One spell a monster casts (or evokes from a wand) at the player, and the player it is
/// aimed at (`docs/rules/dcss-0.31-ranged.md` §3, §10): a beam, or Smiting or Pain, which
/// reach the player with no to-hit roll. The JSON object of a reference vector's `input`.
///
/// The monster's table values (`hd`, `spell_energy`) may be left out; when given they must
/// equal the table. `spell_hd` may be the HD or, for an empowered caster, HD + 5.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SpellInput {
    /// The monster's name or enum id (`mon-data.h`).
    pub monster: String,
    /// The spell's id or title (`"SPELL_IRON_SHOT"`, `"Iron Shot"`).
    pub spell: String,
    /// Its HD: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hd: Option<i32>,
    /// Evoked from a wand: power `30 + HD` (under dcss-0.34 times the spell's factor over 12),
    /// energy 10.
    #[serde(default)]
    pub evoked: bool,
    /// Its spell energy: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell_energy: Option<i32>,
    /// The caster's spell HD: its HD, or HD + 5 when its spells are empowered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell_hd: Option<i32>,
    /// Aligned laughing skulls it sees within 5 squares (a laughing skull only).
    #[serde(default)]
    pub nearby_skulls: i32,
    /// The player's EV as the status line shows it.
    pub ev: i32,
    /// Under dcss-0.34, the EV ×100 the game draws each use from, authoritative; `ev` must be
    /// it truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev_x100: Option<i32>,
    /// The player's internal SH (twice the displayed SH).
    #[serde(default)]
    pub sh_internal: i32,
    /// Under dcss-0.34, the internal SH ×100 the game draws each use from, authoritative;
    /// `sh_internal` must be it truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh_internal_x100: Option<i32>,
    /// The player's AC.
    #[serde(default)]
    pub ac: i32,
    /// Under dcss-0.34, the AC ×100 the game draws each use from, authoritative; `ac` must be
    /// it truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac_x100: Option<i32>,
    /// The caster cannot see the player (invisible): its accuracy is halved.
    #[serde(default)]
    pub player_unseen: bool,
    /// The player is backlit: accuracy +10.
    #[serde(default)]
    pub backlit: bool,
    /// The player has an umbra: accuracy +6 (the 0.31 sign bug), −6 under dcss-0.34, unless
    /// the caster has nightvision.
    #[serde(default)]
    pub umbra: bool,
    /// The caster has nightvision.
    #[serde(default)]
    pub caster_nightvision: bool,
    /// The player repels missiles: a second, coupled EV test under dcss-0.31, EV +15 under
    /// dcss-0.34.
    #[serde(default)]
    pub repel_missiles: bool,
    /// The player is paralysed, asleep or otherwise helpless: SH 0, no block. Written out
    /// only when set, as the reference vectors' beam inputs leave it out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub incapacitated: bool,
    /// The player's resistance to the beam's flavour (−1 vulnerable to 3); rN for Pain.
    #[serde(default)]
    pub resist: i32,
    /// The player's Willpower, which Pain tests (0 if not given; 5000 is immune to hexes);
    /// Smiting ignores it, no beam takes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub willpower: Option<i32>,
}

/// Nearby laughing skulls: 0 to 120 (the squares within 5), the boost stops at 4.
pub const NEARBY_SKULLS: Limit = Limit::new("nearby_skulls", 0, 120);

/// An empowered caster's spell HD is its HD plus this (`monster::spell_hd`, monster.cc:6329-6340,
/// `docs/rules/dcss-0.31-ranged.md` §3.1).
pub const EMPOWERED_BONUS: i32 = 5;

/// A beam input checked against the monster and the spell, before the spell's own rules.
struct Checked {
    rules: RuleSet,
    input: SpellInput,
    spell_hd: i32,
    defence: Defence,
    monster: &'static Monster,
    spell: &'static Spell,
    slot: Option<SpellSlot>,
}

impl SpellInput {
    /// [`SpellInput::resolve_in`] under the 0.31 rules.
    ///
    /// # Errors
    /// Those of [`SpellInput::resolve_in`].
    pub fn resolve(&self) -> Result<Beam, RangedError> {
        self.resolve_in(RuleSet::Dcss031)
    }

    /// Checks every field under `rules` and looks up the monster and the spell in its
    /// release's tables: the spell's beam (`docs/rules/dcss-0.31-ranged.md` §3,
    /// `docs/rules/dcss-0.34-ranged.md` §3).
    ///
    /// # Errors
    /// The first field that is wrong: an unknown monster or spell, a table value that is not
    /// the monster's, a spell HD that is neither its HD nor HD + 5, a spell it does not cast
    /// (or, evoked, that no wand casts), a spell whose beam is not modelled (Smiting and
    /// Pain are not beams: [`SpellInput::resolve_attack_in`]), skulls for a caster other than
    /// a laughing skull, a number out of range, hundredths under 0.31 or disagreeing with the
    /// number shown, a resistance level the flavour cannot have, a Willpower (which no beam
    /// reads).
    pub fn resolve_in(&self, rules: RuleSet) -> Result<Beam, RangedError> {
        let c = self.check(rules)?;
        if c.spell.direct.is_some() {
            return Err(RangedError::NotABeam {
                spell: c.spell.id.clone(),
            });
        }
        c.beam()
    }

    /// The spell as an attack under `rules` (`docs/rules/dcss-0.31-ranged.md` §3, §10,
    /// `docs/rules/dcss-0.34-ranged.md` §3, §10): a beam, or Smiting or Pain.
    ///
    /// # Errors
    /// Those of [`SpellInput::resolve_in`], and for Smiting and Pain a resistance or
    /// Willpower out of range.
    pub fn resolve_attack_in(&self, rules: RuleSet) -> Result<RangedAttack, RangedError> {
        let c = self.check(rules)?;
        match c.spell.direct {
            Some(kind) => c.direct(kind).map(RangedAttack::Direct),
            None => c.beam().map(RangedAttack::Beam),
        }
    }

    /// Smiting or Pain under `rules` (`docs/rules/dcss-0.34-ranged.md` §10): a sequence's
    /// attack of kind `direct`.
    ///
    /// # Errors
    /// Those of [`SpellInput::resolve_attack_in`], and [`RangedError::NotDirect`] for a beam.
    pub fn resolve_direct_in(&self, rules: RuleSet) -> Result<Direct, RangedError> {
        let c = self.check(rules)?;
        match c.spell.direct {
            Some(kind) => c.direct(kind),
            None => Err(RangedError::NotDirect {
                spell: c.spell.id.clone(),
            }),
        }
    }

    fn check(&self, rules: RuleSet) -> Result<Checked, RangedError> {
        let monster = monsters::find_in(rules, &self.monster)?;
        let mut input = self.clone();
        let hd = table_value(rules, "hd", monster, self.hd, monster.hd)?;
        input.hd = Some(hd);
        input.spell_energy = Some(table_value(
            rules,
            "spell_energy",
            monster,
            self.spell_energy,
            monster.energy.spell,
        )?);
        let spell_hd = self.spell_hd.unwrap_or(hd);
        if spell_hd != hd && spell_hd != hd + EMPOWERED_BONUS {
            return Err(RangedError::SpellHd {
                monster: monster.name.clone(),
                given: spell_hd,
                hd,
                empowered: hd + EMPOWERED_BONUS,
            });
        }
        input.spell_hd = Some(spell_hd);

        let spell = spell_in(rules, &self.spell)?;
        let slots = spell_slots_in(rules, monster);
        let slot = slots.iter().find(|s| s.spell().id == spell.id).copied();
        if self.evoked {
            if !spell.is_wand_spell() {
                return Err(RangedError::NotAWand {
                    spell: spell.id.clone(),
                    allowed: rules
                        .release()
                        .ranged
                        .wand_spells
                        .iter()
                        .map(|s| s.to_string())
                        .collect(),
                });
            }
        } else if slot.is_none() {
            return Err(RangedError::NotCast {
                monster: monster.name.clone(),
                spell: spell.id.clone(),
                allowed: slots
                    .iter()
                    .filter(|s| s.spell().modelled().is_ok())
                    .map(|s| s.spell().id.clone())
                    .collect(),
            });
        }
        NEARBY_SKULLS.check(self.nearby_skulls)?;
        let modifier = slot.and_then(|s| s.power_modifier);
        if self.nearby_skulls != 0 && modifier != Some(PowerModifier::LaughingSkulls) {
            return Err(RangedError::Skulls {
                monster: monster.name.clone(),
            });
        }
        let defence = player_defence(
            rules,
            PlayerNumbers {
                ev: self.ev,
                sh_internal: self.sh_internal,
                ac: self.ac,
                ev_x100: self.ev_x100,
                sh_internal_x100: self.sh_internal_x100,
                ac_x100: self.ac_x100,
            },
        )?;
        if self.willpower.is_some() && spell.direct.is_none() {
            return Err(RangedError::Willpower {
                spell: spell.id.clone(),
            });
        }
        Ok(Checked {
            rules,
            input,
            spell_hd,
            defence,
            monster,
            spell,
            slot,
        })
    }
}

impl Checked {
    /// The spell's beam (`docs/rules/dcss-0.31-ranged.md` §3).
    fn beam(self) -> Result<Beam, RangedError> {
        let spell = self.spell;
        let row = spell
            .beam
            .as_ref()
            .map_err(|reason| RangedError::NotModelled {
                spell: spell.id.clone(),
                reason: reason.to_string(),
            })?;
        resist_in(
            row.flavour.id(),
            row.flavour.resist_limit(),
            self.input.resist,
        )?;
        let modifier = self.slot.and_then(|s| s.power_modifier);
        let i = &self.input;
        let cast = BeamCast {
            evoked: i.evoked,
            spell_hd: self.spell_hd,
            nearby_skulls: i.nearby_skulls,
            player_unseen: i.player_unseen,
            backlit: i.backlit,
            umbra: i.umbra,
            caster_nightvision: i.caster_nightvision,
            repel_missiles: i.repel_missiles,
            incapacitated: i.incapacitated,
            resist: i.resist,
        };
        Ok(Beam::new(
            &self.rules.release().ranged,
            cast,
            self.monster,
            spell,
            row,
            modifier,
            self.defence,
        ))
    }

    /// Smiting or Pain (`docs/rules/dcss-0.31-ranged.md` §10).
    fn direct(self, kind: DirectSpell) -> Result<Direct, RangedError> {
        match kind {
            DirectSpell::Smiting => resist_in("smiting", NOTHING_RESISTS, self.input.resist)?,
            DirectSpell::Pain => resist_in("pain", Flavour::Neg.resist_limit(), self.input.resist)?,
        }
        if let Some(wl) = self.input.willpower {
            WILLPOWER.check(wl)?;
        }
        Ok(Direct::new(
            self.rules,
            self.monster,
            self.spell,
            kind,
            self.spell_hd,
            self.input.willpower.unwrap_or(0),
            self.input.resist,
        ))
    }
}

/// Nothing resists it: only level 0.
const NOTHING_RESISTS: Limit = Limit::new("resist", 0, 0);

/// `level` must lie in `limit`, the resistance levels of `flavour`.
fn resist_in(flavour: &'static str, limit: Limit, level: i32) -> Result<(), RangedError> {
    if limit.check(level).is_err() {
        return Err(RangedError::Resist {
            flavour,
            level,
            min: limit.min,
            max: limit.max,
        });
    }
    Ok(())
}
