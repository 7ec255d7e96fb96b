//! A spell beam as scenario files and the reference vectors describe it, and its validation
//! against the monster and spell tables (`docs/rules/dcss-0.31-ranged.md` §3).

use super::Beam;
use crate::dcss::monsters;
use crate::dcss::ranged::catalog::{PowerModifier, spell_slots};
use crate::dcss::ranged::defence::Defence;
use crate::dcss::ranged::error::RangedError;
use crate::dcss::ranged::missile::{check_player, table_value};
use crate::dcss::ranged::spells::{WAND_SPELLS, spell};
use crate::limits::Limit;

/// One spell beam a monster casts (or evokes from a wand) at the player, and the player it
/// is aimed at (`docs/rules/dcss-0.31-ranged.md` §3). The JSON object of a reference vector's
/// `input`.
///
/// The monster's table values (`hd`, `spell_energy`) may be left out; when given they must
/// equal the table. `spell_hd` may be the HD or, for an empowered caster, HD + 5.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct BeamInput {
    /// The monster's name or enum id (`mon-data.h`).
    pub monster: String,
    /// The spell's id or title (`"SPELL_IRON_SHOT"`, `"Iron Shot"`).
    pub spell: String,
    /// Its HD: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hd: Option<i32>,
    /// Evoked from a wand: power `30 + HD`, energy 10.
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
    /// The player's internal SH (twice the displayed SH).
    #[serde(default)]
    pub sh_internal: i32,
    /// The player's AC.
    #[serde(default)]
    pub ac: i32,
    /// The caster cannot see the player (invisible): its accuracy is halved.
    #[serde(default)]
    pub player_unseen: bool,
    /// The player is backlit: accuracy +10.
    #[serde(default)]
    pub backlit: bool,
    /// The player has an umbra: accuracy +6 (the 0.31 sign bug) unless the caster has
    /// nightvision.
    #[serde(default)]
    pub umbra: bool,
    /// The caster has nightvision.
    #[serde(default)]
    pub caster_nightvision: bool,
    /// The player repels missiles: a second, coupled EV test.
    #[serde(default)]
    pub repel_missiles: bool,
    /// The player is paralysed, asleep or otherwise helpless: SH 0, no block.
    #[serde(default)]
    pub incapacitated: bool,
    /// The player's resistance to the beam's flavour (−1 vulnerable to 3).
    #[serde(default)]
    pub resist: i32,
}

/// Nearby laughing skulls: 0 to 120 (the squares within 5), the boost stops at 4.
pub const NEARBY_SKULLS: Limit = Limit::new("nearby_skulls", 0, 120);

/// An empowered caster's spell HD is its HD plus this (`monster::spell_hd`, monster.cc:6329-6340,
/// `docs/rules/dcss-0.31-ranged.md` §3.1).
pub const EMPOWERED_BONUS: i32 = 5;

impl BeamInput {
    /// Checks every field and looks up the monster and the spell
    /// (`docs/rules/dcss-0.31-ranged.md` §3).
    ///
    /// # Errors
    /// The first field that is wrong: an unknown monster or spell, a table value that is not
    /// the monster's, a spell HD that is neither its HD nor HD + 5, a spell it does not cast
    /// (or, evoked, that no wand casts), a spell whose beam is not modelled, skulls for a
    /// caster other than a laughing skull, a number out of range, a resistance level the
    /// flavour cannot have.
    pub fn resolve(&self) -> Result<Beam, RangedError> {
        let monster = monsters::find(&self.monster)?;
        let mut input = self.clone();
        let hd = table_value("hd", monster, self.hd, monster.hd)?;
        input.hd = Some(hd);
        input.spell_energy = Some(table_value(
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

        let spell = spell(&self.spell)?;
        let slots = spell_slots(monster);
        let slot = slots.iter().find(|s| s.spell().id == spell.id);
        if self.evoked {
            if !spell.is_wand_spell() {
                return Err(RangedError::NotAWand {
                    spell: spell.id.clone(),
                    allowed: WAND_SPELLS.iter().map(|s| s.to_string()).collect(),
                });
            }
        } else if slot.is_none() {
            return Err(RangedError::NotCast {
                monster: monster.name.clone(),
                spell: spell.id.clone(),
                allowed: slots
                    .iter()
                    .filter(|s| s.spell().beam.is_ok())
                    .map(|s| s.spell().id.clone())
                    .collect(),
            });
        }
        let row = spell
            .beam
            .as_ref()
            .map_err(|reason| RangedError::NotModelled {
                spell: spell.id.clone(),
                reason: reason.to_string(),
            })?;
        let modifier = slot.and_then(|s| s.power_modifier);
        NEARBY_SKULLS.check(self.nearby_skulls)?;
        if self.nearby_skulls != 0 && modifier != Some(PowerModifier::LaughingSkulls) {
            return Err(RangedError::Skulls {
                monster: monster.name.clone(),
            });
        }
        check_player(self.ev, self.sh_internal, self.ac)?;
        let limit = row.flavour.resist_limit();
        if limit.check(self.resist).is_err() {
            return Err(RangedError::Resist {
                flavour: row.flavour.id(),
                level: self.resist,
                min: limit.min,
                max: limit.max,
            });
        }
        Ok(Beam::new(
            input,
            monster,
            spell,
            row,
            modifier,
            Defence::fixed(self.ev, self.sh_internal, self.ac),
        ))
    }
}
