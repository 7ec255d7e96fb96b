//! The player's EV under DCSS 0.34.1: the restructured `_player_evasion` kept in hundredths,
//! and the per-attack law `player::evasion` draws from it (player.cc:2167-2203, 6635-6644;
//! `docs/rules/dcss-0.34.md` §4.1, §3.3).
//!
//! The terms that did not change (the dodge bonus, the body armour and shield penalties, the
//! aux penalty) are the 0.31 functions; what changed is the order: permanent flat modifiers
//! join the natural EV before the caught/petrifying halving and the merfolk bonus, the
//! temporary ones (Vertigo, constriction, Devious, Stumbling) come after them, a helpless
//! player's EV is capped rather than replaced, and the result is rounded at random per attack.

use super::{EvBonuses, EvInputs, EvSituation, dodge_x100};
use crate::dcss::build::Extras034;
use crate::dcss::encumbrance::aevp;
use crate::dcss::rounding::Hundredths;
use crate::dist::Dist;
use rand::Rng;

/// Every step of the 0.34 EV, in the game's order, at scale 100 unless said
/// (`docs/rules/dcss-0.34.md` §4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub struct EvBreakdown034 {
    /// The EV size factor `2·(MEDIUM − size)`.
    pub size_factor: i32,
    /// `(10 + size_factor)·100`.
    pub base_x100: i32,
    /// The dodging term before the armour adjustment.
    pub dodge_raw_x100: i32,
    /// The dodging term after the `adp = ER − 3` against Str adjustment.
    pub dodge_adjusted_x100: i32,
    /// `adjusted_body_armour_penalty(100)`.
    pub body_penalty_x100: i32,
    /// `adjusted_shield_penalty(100)` (an orb gives 0).
    pub shield_penalty_x100: i32,
    /// `_player_aux_evasion_penalty(100)`: barding 200.
    pub aux_penalty_x100: i32,
    /// The form's EV bonus ×100.
    pub form_x100: i32,
    /// `_player_base_evasion_modifiers()`, in points: rings, artefacts, Gelatinous Body,
    /// Distortion Field, Protean Grace, Tengu flight, Slow Reflexes.
    pub base_mods: i32,
    /// The natural EV: every permanent term, after the statue's ×4/5.
    pub natural_x100: i32,
    /// Whether Statue form took a fifth off.
    pub statue: bool,
    /// Whether the natural EV was halved (caught or petrifying), rings and mutations
    /// included.
    pub halved: bool,
    /// The merfolk water bonus `max(200, x/4)`, or 0.
    pub merfolk_bonus_x100: i32,
    /// `_player_temporary_evasion_modifiers()`, in points: Heavenly Storm, Agility, Devious,
    /// acrobat, Stumbling, Vertigo, constriction.
    pub temp_mods: i32,
    /// The helpless cap `(2 + sf/2)·100` when asleep, paralysed, petrified or a tree.
    pub helpless_cap_x100: Option<i32>,
    /// `_player_evasion(100)`: the EV ×100 every attack draws from, before the unseen
    /// attacker's −10.
    pub final_x100: i32,
    /// What the game shows: `final_x100 / 100`, truncated (output.cc:2381).
    pub shown: i32,
    /// −10 after the draw when the attacker is unseen, else 0.
    pub unseen_attacker: i32,
}

impl EvBreakdown034 {
    /// The EV ×100 the draws come from.
    pub fn hundredths(&self) -> Hundredths {
        Hundredths(self.final_x100)
    }

    /// The law of the EV one attack rolls against: `div_rand_round(final, 100)`, then −10
    /// for an unseen attacker (`docs/rules/dcss-0.34.md` §1.1, §4.1).
    pub fn law(&self) -> Dist {
        let shift = self.unseen_attacker;
        self.hundredths().law().map(|e| e + shift)
    }

    /// One attack's EV, drawn as the game draws it.
    pub fn draw<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        self.hundredths().draw(rng) + self.unseen_attacker
    }
}

/// What a form adds to the 0.34 EV (`docs/rules/dcss-0.34-forms.md` §3): its EV bonus ×100
/// (`Form::ev_bonus`, pre-scaled), and Statue form's ×4/5 of the natural EV.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FormEv {
    /// The form's EV bonus ×100.
    pub bonus_x100: i32,
    /// Statue form: the natural EV ×4/5.
    pub statue: bool,
}

/// `_player_base_evasion_modifiers()` (player.cc:2049-2074): the permanent flat modifiers
/// the caught halving and the merfolk bonus act on (`docs/rules/dcss-0.34.md` §4.1).
pub fn base_modifiers_034(b: &EvBonuses, extras: &Extras034) -> i32 {
    b.ring_evasion
        + b.artefact
        + b.gelatinous_body
        + if b.distortion_field > 0 {
            b.distortion_field + 1
        } else {
            0
        }
        + extras.protean_grace
        + i32::from(b.tengu_flight) * 4
        - 5 * b.slow_reflexes
}

/// `_player_temporary_evasion_modifiers()` (player.cc:2077-2107): the flat modifiers added
/// after the multipliers (`docs/rules/dcss-0.34.md` §4.1). The acrobat's +15 needs neither
/// caught nor constricted.
pub fn temporary_modifiers_034(b: &EvBonuses, extras: &Extras034, s: &EvSituation) -> i32 {
    let acrobat = b.acrobat && !s.caught && !s.constricted;
    b.heavenly_storm + i32::from(b.agility) * 5 + 4 * extras.devious + i32::from(acrobat) * 15
        - i32::from(extras.stumbling) * 25
        - i32::from(s.vertigo) * 5
        - i32::from(s.constricted) * 10
}

/// The player's EV under 0.34 with its breakdown (`_player_evasion` and `player::evasion`,
/// `docs/rules/dcss-0.34.md` §4.1): natural EV ×100 with the permanent modifiers, Statue
/// ×4/5, halved when caught or petrifying, the merfolk water bonus, the temporary modifiers,
/// the helpless cap (helpless covers Tree form here), then per attack the random rounding
/// and −10 for an unseen attacker. `inputs.bonuses.form` is a flat bonus in points,
/// `form.bonus_x100` the form's own.
///
/// ```
/// use mechanics::dcss::build::Extras034;
/// use mechanics::dcss::data::{Size};
/// use mechanics::dcss::evasion::{EvBonuses, EvInputs, EvSituation, player_evasion_034};
/// use mechanics::dcss::skills::Skill;
///
/// // `docs/rules/dcss-0.34.md` §4.2: a Human in plate, Dex 15, Str 15, Dodging 10, Armour 5.
/// let human = EvInputs {
///     body_size: Size::Medium, dex: 15, strength: 15, dodging: Skill::level(10)?,
///     armour: Skill::level(5)?, body_er: 18, aux_piece_penalty: 0, shield_penalty_x100: 0,
///     nimble_swimmer: 0, bonuses: EvBonuses::default(),
/// };
/// let ev = player_evasion_034(&human, &EvSituation::default(), &Extras034::default(), Default::default());
/// assert_eq!((ev.final_x100, ev.shown), (680, 6));
/// assert_eq!((ev.law().prob(6), ev.law().prob(7)), (0.2, 0.8));
/// let constricted = EvSituation { constricted: true, ..EvSituation::default() };
/// let ev = player_evasion_034(&human, &constricted, &Extras034::default(), Default::default());
/// assert_eq!((ev.final_x100, ev.shown), (-320, -3));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn player_evasion_034(
    inputs: &EvInputs,
    situation: &EvSituation,
    extras: &Extras034,
    form: FormEv,
) -> EvBreakdown034 {
    let statue = form.statue;
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
    let base = (10 + sf) * 100;
    let form_x100 = inputs.bonuses.form * 100 + form.bonus_x100;
    let base_mods = base_modifiers_034(&inputs.bonuses, extras);
    let mut natural = base + dodge_adj - body_pen - inputs.shield_penalty_x100 - aux_pen
        + form_x100
        + base_mods * 100;
    if statue {
        natural = natural * 4 / 5;
    }
    let halved = situation.petrifying || situation.caught;
    let after_halving = if halved { natural / 2 } else { natural };
    let merfolk = if situation.in_water && inputs.nimble_swimmer >= 2 {
        (after_halving / 4).max(200)
    } else {
        0
    };
    let temp_mods = temporary_modifiers_034(&inputs.bonuses, extras, situation);
    let mut final_x100 = after_halving + merfolk + temp_mods * 100;
    let helpless_cap_x100 = situation
        .helpless
        .then_some((2 + sf / 2) * 100)
        .filter(|&cap| cap < final_x100);
    if let Some(cap) = helpless_cap_x100 {
        final_x100 = cap;
    }
    EvBreakdown034 {
        size_factor: sf,
        base_x100: base,
        dodge_raw_x100: dodge_raw,
        dodge_adjusted_x100: dodge_adj,
        body_penalty_x100: body_pen,
        shield_penalty_x100: inputs.shield_penalty_x100,
        aux_penalty_x100: aux_pen,
        form_x100,
        base_mods,
        natural_x100: natural,
        statue,
        halved,
        merfolk_bonus_x100: merfolk,
        temp_mods,
        helpless_cap_x100,
        final_x100,
        shown: final_x100 / 100,
        unseen_attacker: if situation.unseen_attacker { -10 } else { 0 },
    }
}

/// A monster's state for its 0.34 EV (`monster::evasion`, monster.cc:3316-3363,
/// `docs/rules/dcss-0.34.md` §3.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct MonsterEvState034 {
    /// Paralysed, petrified, petrifying, asleep or magnetised: EV 0.
    pub helpless: bool,
    /// Caught in a net or web: EV divided by 5.
    pub caught: bool,
    /// Confused: EV halved (when not caught).
    pub confused: bool,
    /// Agile: +5, after the division.
    pub agile: bool,
    /// Constricted: −10, after the division.
    pub constricted: bool,
}

/// A monster's EV under 0.34 (`docs/rules/dcss-0.34.md` §3.3): `base_plus_gear` (base EV,
/// armour and shield EV, 8 per Devious weapon, rings, artefacts), 0 when helpless or
/// magnetised, `/5` when caught, else `/2` when confused, then +5 Agile and −10 constricted,
/// never below 0. Not randomly rounded: a monster's EV is an integer.
///
/// ```
/// use mechanics::dcss::evasion::{MonsterEvState034, monster_evasion_034};
/// let caught = MonsterEvState034 { caught: true, agile: true, ..Default::default() };
/// assert_eq!(monster_evasion_034(17, &caught), 17 / 5 + 5);
/// let constricted = MonsterEvState034 { constricted: true, ..Default::default() };
/// assert_eq!(monster_evasion_034(7, &constricted), 0);
/// ```
pub fn monster_evasion_034(base_plus_gear: i32, state: &MonsterEvState034) -> i32 {
    if state.helpless {
        return 0;
    }
    let mut ev = if state.caught {
        base_plus_gear / 5
    } else if state.confused {
        base_plus_gear / 2
    } else {
        base_plus_gear
    };
    if state.agile {
        ev += 5;
    }
    if state.constricted {
        ev -= 10;
    }
    ev.max(0)
}
