//! The monster of a ranged scenario by its numbers after its gear, as the reference vectors
//! give it (`docs/rules/dcss-0.34-player-ranged.md` §0, §2.3, §2.4, §3.7).

use crate::dcss::player_attack::AttackError;
use crate::dcss::player_ranged::target::{Elements, RangedTarget};
use crate::limits::Limit;

/// A monster's EV or AC: 0 to 200.
const DEFENCE: Limit = Limit::new("monster_ev", 0, 200);
/// Its shield class: 0 to 200.
const SHIELD_CLASS: Limit = Limit::new("monster_sh", 0, 200);
/// Its blocks between two of its actions.
const BLOCK_LIMIT: Limit = Limit::new("monster_block_limit", 0, 10);
/// Its hit dice.
const HD: Limit = Limit::new("monster_hd", 1, 60);
/// A resistance level.
const RESIST: Limit = Limit::new("monster_rf", -1, 4);

fn named(limit: Limit, field: &'static str) -> Limit {
    Limit { field, ..limit }
}

/// The monster by its numbers: `monster_ev` is its EV after its armour and shield (0 when
/// `monster_incapacitated`, as `monster::evasion()` makes it), `monster_sh` its
/// `shield_class()` (`docs/rules/dcss-0.34-player-ranged.md` §0). Every field is optional.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct MonsterNumbers {
    /// The monster's name: a label here, its numbers are the fields below.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub monster: Option<String>,
    /// Its EV after its armour and shield.
    pub monster_ev: i32,
    /// Its AC.
    pub monster_ac: i32,
    /// Its shield class (0 without a shield).
    pub monster_sh: i32,
    /// Its blocks between two of its own actions (1 without a shield).
    pub monster_block_limit: u32,
    /// Its hit dice.
    pub monster_hd: i32,
    /// rF.
    pub monster_rf: i32,
    /// rC.
    pub monster_rc: i32,
    /// rElec.
    pub monster_relec: i32,
    /// rN (3 for a monster that is neither natural nor a plant).
    pub monster_rn: i32,
    /// rPois.
    pub monster_rpois: i32,
    /// Natural or a plant (a draining brand drains it).
    pub monster_natural: bool,
    /// Chaotic (`how_chaotic()`: silver does at least 3/4 more).
    pub monster_chaotic: bool,
    /// Deflect Missiles or rMsl: +24 EV.
    pub monster_deflect: bool,
    /// You cannot see it.
    pub monster_invisible: bool,
    /// It is backlit.
    pub monster_backlit: bool,
    /// It has an umbra.
    pub monster_umbra: bool,
    /// Paralysed, asleep or petrified: it cannot block.
    pub monster_incapacitated: bool,
}

impl Default for MonsterNumbers {
    fn default() -> Self {
        MonsterNumbers {
            monster: None,
            monster_ev: 0,
            monster_ac: 0,
            monster_sh: 0,
            monster_block_limit: 1,
            monster_hd: 1,
            monster_rf: 0,
            monster_rc: 0,
            monster_relec: 0,
            monster_rn: 0,
            monster_rpois: 0,
            monster_natural: true,
            monster_chaotic: false,
            monster_deflect: false,
            monster_invisible: false,
            monster_backlit: false,
            monster_umbra: false,
            monster_incapacitated: false,
        }
    }
}

/// The keys of [`MonsterNumbers`]: `monster` and every `monster_*` field.
pub fn is_monster_key(key: &str) -> bool {
    key == "monster" || key.starts_with("monster_")
}

impl MonsterNumbers {
    /// The numbers of a monster as shots and beams meet it (a named monster's, from
    /// [`crate::dcss::player_ranged::named::ranged_target`]), labelled `name`.
    pub fn of_target(t: &RangedTarget, name: &str) -> Self {
        MonsterNumbers {
            monster: Some(name.to_string()),
            monster_ev: t.ev,
            monster_ac: t.ac,
            monster_sh: t.shield_class,
            monster_block_limit: t.block_limit,
            monster_hd: t.hd,
            monster_rf: t.resists.fire,
            monster_rc: t.resists.cold,
            monster_relec: t.resists.elec,
            monster_rn: t.resists.neg,
            monster_rpois: t.resists.poison,
            monster_natural: t.natural,
            monster_chaotic: t.chaotic,
            monster_deflect: t.deflect,
            monster_invisible: t.invisible,
            monster_backlit: t.backlit,
            monster_umbra: t.umbra,
            monster_incapacitated: t.incapacitated,
        }
    }

    /// The monster as shots and beams meet it; `nightvision`: you have it, so its umbra
    /// costs you nothing. Errors name the field.
    pub fn target(&self, nightvision: bool) -> Result<RangedTarget, AttackError> {
        DEFENCE.check(self.monster_ev)?;
        named(DEFENCE, "monster_ac").check(self.monster_ac)?;
        SHIELD_CLASS.check(self.monster_sh)?;
        BLOCK_LIMIT.check(self.monster_block_limit)?;
        HD.check(self.monster_hd)?;
        for (field, v) in [
            ("monster_rf", self.monster_rf),
            ("monster_rc", self.monster_rc),
            ("monster_relec", self.monster_relec),
            ("monster_rn", self.monster_rn),
            ("monster_rpois", self.monster_rpois),
        ] {
            named(RESIST, field).check(v)?;
        }
        Ok(RangedTarget {
            ev: self.monster_ev,
            ac: self.monster_ac,
            shield_class: self.monster_sh,
            block_limit: self.monster_block_limit,
            hd: self.monster_hd,
            resists: Elements {
                fire: self.monster_rf,
                cold: self.monster_rc,
                elec: self.monster_relec,
                neg: self.monster_rn,
                poison: self.monster_rpois,
            },
            natural: self.monster_natural,
            chaotic: self.monster_chaotic,
            deflect: self.monster_deflect,
            invisible: self.monster_invisible,
            backlit: self.monster_backlit,
            umbra: self.monster_umbra && !nightvision,
            incapacitated: self.monster_incapacitated,
        })
    }
}
