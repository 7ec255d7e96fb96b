//! Evasion: the player's EV in the whole 0.31 order of operations (`_player_evasion`,
//! player.cc:2133, `docs/rules/dcss-0.31.md` §4.1), the situational penalties of `player::evasion`
//! (§3.3), helpless EV, and a monster's EV (`monster::evasion`, §3.3); the 0.34 EV, kept in
//! hundredths and drawn per attack, in the `v034` submodule (`docs/rules/dcss-0.34.md` §4.1).

use crate::dcss::data::Size;
use crate::dcss::encumbrance::aevp;
use crate::dcss::skills::Skill;

mod v034;

pub use v034::{
    EvBreakdown034, FormEv, MonsterEvState034, base_modifiers_034, monster_evasion_034,
    player_evasion_034, temporary_modifiers_034,
};

/// Flat EV bonuses added after halving and the merfolk bonus (`_player_evasion_bonuses`,
/// player.cc:2038, `docs/rules/dcss-0.31.md` §4.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct EvBonuses {
    /// Agility (potion): +5.
    pub agility: bool,
    /// Sum of the pluses of worn rings of evasion.
    pub ring_evasion: i32,
    /// Artefact EV.
    pub artefact: i32,
    /// Gelatinous Body level: +level.
    pub gelatinous_body: i32,
    /// Distortion ("repulsion") Field level: +level+1.
    pub distortion_field: i32,
    /// Has `MUT_TENGU_FLIGHT` (Tengu XL 7+): +4, flying or not.
    pub tengu_flight: bool,
    /// Slow Reflexes level: −5 per level.
    pub slow_reflexes: i32,
    /// Form EV bonus (Flux +4, Storm scales).
    pub form: i32,
    /// Wu Jian Heavenly Storm bonus.
    pub heavenly_storm: i32,
    /// Acrobat: a source (amulet or `MUT_ACROBATIC`) and `DUR_ACROBAT` set (moved or
    /// waited last action): +15 unless caught or constricted.
    pub acrobat: bool,
}

/// The defender's situation for EV (`docs/rules/dcss-0.31.md` §3.3, §4.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct EvSituation {
    /// Asleep, paralysed, petrified, `DUR_CLUMSY` or Tree form: helpless EV.
    pub helpless: bool,
    /// Vertigo: −5 natural EV.
    pub vertigo: bool,
    /// Petrifying (in progress): natural EV halved.
    pub petrifying: bool,
    /// Caught in a net or web: natural EV halved, no acrobat bonus.
    pub caught: bool,
    /// Constricted (or grasping roots): −3 after rounding, no acrobat bonus.
    pub constricted: bool,
    /// Standing on water (the merfolk bonus needs Nimble Swimmer 2).
    pub in_water: bool,
    /// The attacker is not visible to the defender: −10 (melee and missiles only).
    pub unseen_attacker: bool,
}

/// The inputs of `_player_evasion` as plain numbers (`docs/rules/dcss-0.31.md` §4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EvInputs {
    /// Body size after any form (`PSIZE_BODY`).
    pub body_size: Size,
    /// Dexterity.
    pub dex: i32,
    /// Strength (≥ 1).
    pub strength: i32,
    /// Dodging skill.
    pub dodging: Skill,
    /// Armour skill.
    pub armour: Skill,
    /// Body armour ER (`unadjusted_body_armour_penalty`, §5).
    pub body_er: i32,
    /// Σ over cloak/helmet/gloves/boots of `−PARM_EVASION/3` (barding: 20).
    pub aux_piece_penalty: i32,
    /// `adjusted_shield_penalty(100)` (§6.4).
    pub shield_penalty_x100: i32,
    /// `MUT_NIMBLE_SWIMMER` level.
    pub nimble_swimmer: i32,
    /// Flat bonuses.
    pub bonuses: EvBonuses,
}

/// Every step of the EV computation, in the game's order, so a user can see where the
/// points go (`docs/rules/dcss-0.31.md` §4.1). Values marked ×100 are at the game's scale 100.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct EvBreakdown {
    /// The EV size factor `2·(MEDIUM − size)`.
    pub size_factor: i32,
    /// `(10 + size_factor)·100`.
    pub base_x100: i32,
    /// Dodging term before the armour adjustment.
    pub dodge_raw_x100: i32,
    /// Dodging term after the `adp = ER − 3` vs Str adjustment.
    pub dodge_adjusted_x100: i32,
    /// `adjusted_body_armour_penalty(100)`.
    pub body_penalty_x100: i32,
    /// Aux armour (barding) penalty: `aux_piece_pen·100/10`.
    pub aux_penalty_x100: i32,
    /// `adjusted_shield_penalty(100)`.
    pub shield_penalty_x100: i32,
    /// Vertigo: 500 or 0.
    pub vertigo_x100: i32,
    /// Natural EV before halving and the merfolk bonus.
    pub natural_x100: i32,
    /// Whether the natural EV was halved (petrifying or caught).
    pub halved: bool,
    /// The merfolk water bonus `max(200, natural/4)`, or 0.
    pub merfolk_bonus_x100: i32,
    /// Natural EV after halving and the merfolk bonus.
    pub scaled_x100: i32,
    /// The flat bonuses, in EV points.
    pub flat_bonuses: i32,
    /// `natural + 100·bonuses`.
    pub final_x100: i32,
    /// `(final + 99)/100` (`unscale_round_up`), or the helpless value.
    pub rounded: i32,
    /// Whether the helpless EV `max(1, 2 + sf/2)` replaced the computation.
    pub helpless: bool,
    /// −3 when constricted.
    pub constriction: i32,
    /// −10 when the attacker is unseen.
    pub unseen_attacker: i32,
    /// The EV the attack rolls against.
    pub ev: i32,
}

/// The flat bonus total of `_player_evasion_bonuses` (`docs/rules/dcss-0.31.md` §4.1).
pub fn flat_bonuses(b: &EvBonuses, situation: &EvSituation) -> i32 {
    let acrobat = b.acrobat && !situation.caught && !situation.constricted;
    i32::from(b.agility) * 5
        + b.ring_evasion
        + b.artefact
        + b.gelatinous_body
        + if b.distortion_field > 0 {
            b.distortion_field + 1
        } else {
            0
        }
        + i32::from(b.tengu_flight) * 4
        - 5 * b.slow_reflexes
        + b.form
        + b.heavenly_storm
        + i32::from(acrobat) * 15
}

/// Helpless EV `max(1, 2 + sf/2)` with C division (`docs/rules/dcss-0.31.md` §4.1): tiny 5,
/// little 4, small 3, medium 2, large 1, giant 1.
pub fn helpless_ev(body_size: Size) -> i32 {
    (2 + body_size.evasion_factor() / 2).max(1)
}

/// The dodging term `(800 + skill(Dodging,10)·Dex·8)·100/(20−sf)/10/10` and its armour
/// adjustment by `adp = ER − 3` against Str (player.cc:2116, `docs/rules/dcss-0.31.md` §4.1).
/// Returns `(raw, adjusted)` at ×100.
pub fn dodge_x100(
    dodging: Skill,
    dex: i32,
    size_factor: i32,
    body_er: i32,
    strength: i32,
) -> (i32, i32) {
    let raw = (800 + dodging.scaled(10) * dex * 8) * 100 / (20 - size_factor) / 10 / 10;
    let adp = body_er - 3;
    let adjusted = if adp > 0 {
        let s = strength.max(1);
        if adp >= s {
            raw * s / (adp * 2)
        } else {
            raw - raw * adp / (s * 2)
        }
    } else {
        raw
    };
    (raw, adjusted)
}

/// The player's EV against one attack, `player::evasion(false, attacker)`, with its
/// breakdown (`_player_evasion`, player.cc:2133, and player.cc:6393; `docs/rules/dcss-0.31.md`
/// §4.1, §3.3). Order: base, dodge and penalties at ×100; halve for petrifying or caught;
/// merfolk ×1.25 (at least +2); flat bonuses; round up; constriction and unseen attacker.
pub fn player_evasion(inputs: &EvInputs, situation: &EvSituation) -> EvBreakdown {
    let sf = inputs.body_size.evasion_factor();
    let (dodge_raw, dodge_adj) = dodge_x100(
        inputs.dodging,
        inputs.dex,
        sf,
        inputs.body_er,
        inputs.strength,
    );
    let body_pen = aevp(inputs.body_er, inputs.armour, inputs.strength, 100);
    let aux_pen = inputs.aux_piece_penalty * 100 / 10;
    let vertigo = if situation.vertigo { 500 } else { 0 };
    let base = (10 + sf) * 100;
    let natural = base + dodge_adj - (aux_pen + body_pen) - inputs.shield_penalty_x100 - vertigo;
    let halved = situation.petrifying || situation.caught;
    let after_halving = if halved { natural / 2 } else { natural };
    let merfolk = if situation.in_water && inputs.nimble_swimmer >= 2 {
        (after_halving / 4).max(200)
    } else {
        0
    };
    let scaled = after_halving + merfolk;
    let bonuses = flat_bonuses(&inputs.bonuses, situation);
    let final_x100 = scaled + 100 * bonuses;
    let rounded = if situation.helpless {
        helpless_ev(inputs.body_size)
    } else {
        (final_x100 + 99) / 100
    };
    let constriction = if situation.constricted { -3 } else { 0 };
    let unseen = if situation.unseen_attacker { -10 } else { 0 };
    EvBreakdown {
        size_factor: sf,
        base_x100: base,
        dodge_raw_x100: dodge_raw,
        dodge_adjusted_x100: dodge_adj,
        body_penalty_x100: body_pen,
        aux_penalty_x100: aux_pen,
        shield_penalty_x100: inputs.shield_penalty_x100,
        vertigo_x100: vertigo,
        natural_x100: natural,
        halved,
        merfolk_bonus_x100: merfolk,
        scaled_x100: scaled,
        flat_bonuses: bonuses,
        final_x100,
        rounded,
        helpless: situation.helpless,
        constriction,
        unseen_attacker: unseen,
        ev: rounded + constriction + unseen,
    }
}

/// A monster's state for its EV (`monster::evasion`, monster.cc:3299,
/// `docs/rules/dcss-0.31.md` §3.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct MonsterEvState {
    /// Paralysed, petrified, petrifying or asleep: EV 0.
    pub helpless: bool,
    /// Caught in a net or web, or constricted: EV divided by `body_size + 2`.
    pub caught_or_constricted: bool,
    /// Confused: EV halved (when not caught or constricted).
    pub confused: bool,
}

/// A monster's EV: `base + Σ armour PARM_EVASION/60 + bonuses`, then 0 if helpless,
/// `/(size+2)` if caught or constricted, else `/2` if confused, floored at 0
/// (`docs/rules/dcss-0.31.md` §3.3). `base_plus_gear` is everything before the state.
pub fn monster_evasion(base_plus_gear: i32, size: Size, state: &MonsterEvState) -> i32 {
    if state.helpless {
        return 0;
    }
    let ev = if state.caught_or_constricted {
        base_plus_gear / (size.index() + 2)
    } else if state.confused {
        base_plus_gear / 2
    } else {
        base_plus_gear
    };
    ev.max(0)
}
