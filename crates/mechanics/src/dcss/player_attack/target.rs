//! The monster as the player's melee attack sees it: its flat EV, its AC, its shield class
//! and block limit, its resistances to the brands, and what the player sees of it
//! (`docs/rules/dcss-0.31-player-attack.md` §2.2, §2.3, §2.5, §3.5, §3.6, §7).

use crate::dcss::attack::DefenderShield;
use crate::dcss::shields::{Blocker, ShieldRules};
use crate::dcss::to_hit::HitModifiers;

/// A monster's resistance levels to the elements the covered brands use: −1 (vulnerable) to
/// 3 (`docs/rules/dcss-0.31-player-attack.md` §3.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct Resists {
    /// rF: flaming.
    pub fire: i32,
    /// rC: freezing.
    pub cold: i32,
    /// rElec: electrocution (only a positive level matters).
    pub elec: i32,
}

/// `resist_adjust_damage` for a monster and a fully resistible, non-boolean element (fire,
/// cold; fight.cc:641-693, `docs/rules/dcss-0.31-player-attack.md` §3.6): level 3 or more
/// stops it, 1 and 2 divide by `1 + r²`, a vulnerability multiplies by 15/10.
pub fn resist_adjust(raw: i32, level: i32) -> i32 {
    let adjusted = match level {
        0 => raw,
        r if r >= 3 => 0,
        r if r > 0 => raw / (1 + r * r),
        _ => raw * 15 / 10,
    };
    adjusted.max(0)
}

/// The monster attacked (`docs/rules/dcss-0.31-player-attack.md` §2.3, §2.5, §3.5, §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MonsterTarget {
    /// Its EV as `monster::evasion()` gives it, after its armour and shield (§7); the
    /// player's attack meets it flat.
    pub ev: i32,
    /// Its AC after its armour (§7), at least 0.
    pub ac: i32,
    /// Its hit dice (the shield class's skill term).
    pub hd: i32,
    /// Its shield class `SHm` (§7); 0 without a shield.
    pub shield_class: i32,
    /// Blocks it may make between two of its actions: the shield's 2, 3 or 4; 0 without a
    /// shield (it cannot block then).
    pub block_limit: u32,
    /// Its resistances to the brands' elements.
    pub resists: Resists,
    /// The player cannot see it: −6 to-hit, and no lighting modifier.
    pub unseen: bool,
    /// It is backlit: +5 to-hit.
    pub backlit: bool,
    /// It has an umbra and the player lacks nightvision: −3 to-hit.
    pub umbra: bool,
}

impl MonsterTarget {
    /// The post-roll modifiers of an attack on it by a player who may be confused
    /// (`docs/rules/dcss-0.31-player-attack.md` §2.2).
    pub fn modifiers(&self, confused: bool) -> HitModifiers {
        HitModifiers {
            confused,
            air_amulet: false,
            defender_unseen: self.unseen,
            translucent_skin: 0,
            backlit: self.backlit,
            umbra: self.umbra,
            ..HitModifiers::default()
        }
    }

    /// The constant the game's display adds to each roll: confusion and the lighting of
    /// `monster_info`, never the −6 for an unseen monster (fight.cc:96-136, mon-info.cc:911-918,
    /// `docs/rules/dcss-0.31-player-attack.md` §2.4).
    pub fn display_modifier(&self, confused: bool) -> i32 {
        let lighting = if self.backlit {
            5
        } else if self.umbra {
            -3
        } else {
            0
        };
        lighting - if confused { 5 } else { 0 }
    }

    /// Its shield as the block contest sees it: `random2avg(SHm, 2)/2`, 0 → −100, against
    /// the player's `15 + to_hit/2` (`docs/rules/dcss-0.31-player-attack.md` §2.5). A monster
    /// with no shield still rolls the contest (the player's roll is drawn) and never blocks.
    pub fn shield(&self) -> DefenderShield {
        DefenderShield {
            blocker: Blocker::Monster {
                shield_class: (self.shield_class > 0).then_some(self.shield_class),
            },
            unseen_attacker: false,
            incapacitated: false,
            rules: ShieldRules::V031,
        }
    }
}
