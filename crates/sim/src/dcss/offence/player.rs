//! The player of a duel from a build or a character dump: its offence ([`super::wielder`])
//! and its defence as the monster's attacks draw it, form included
//! (`docs/rules/dcss-0.31-player-attack.md` §8, §11; `docs/rules/dcss-0.34.md` §1.1, §6,
//! §D3; `docs/rules/dcss-0.34-forms.md` §3, §4).

use mechanics::dcss::attack::DefenderEv;
use mechanics::dcss::damage::player_max_hp;
use mechanics::dcss::defender::{Defender, Situation};
use mechanics::dcss::duel::{Drawn, DuelPlayerSpec, PlayerDefence};
use mechanics::dcss::rounding::Hundredths;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules};

use super::wielder::wielder;
use super::{OFFENCE_KEYS, OffenceSpec};
use crate::dcss::input::DefenderSpec;
use crate::error::InputError;

/// The player of a duel from a build or a character dump: its offence and its defence as
/// the monster's attacks draw it (`docs/rules/dcss-0.31-player-attack.md` §8, §11;
/// `docs/rules/dcss-0.34.md` §1.1, §6, §D3).
#[derive(Clone, Debug, PartialEq)]
pub struct DuelPlayer {
    /// The player as a duel's `player` fields give it (its EV and AC as shown, its max HP).
    pub spec: DuelPlayerSpec,
    /// Its defence as the monster's attacks draw it: EV, SH from every source and AC, each
    /// drawn from its hundredths under 0.34.
    pub defence: PlayerDefence,
    /// What was read or assumed.
    pub notes: Vec<String>,
}

/// A defence value as the duel draws it from the build's EV law.
fn drawn_ev(ev: DefenderEv) -> Drawn {
    match ev {
        DefenderEv::Fixed(v) => Drawn::Fixed(v),
        DefenderEv::Drawn { x100, .. } => Drawn::RandomRound { x100 },
    }
}

/// The duel's player from the defender `defender` (a build or a character dump, read
/// already) and `offence`, under `rules`, starting at `hp` (default: the build's max HP).
/// Errors name the field under `defender` or `offence`.
pub fn duel_player(
    defender: &DefenderSpec,
    offence: &OffenceSpec,
    rules: RuleSet,
    hp: Option<i32>,
) -> Result<DuelPlayer, InputError> {
    let d = defender.effective().map_err(|e| e.within("defender"))?;
    if d.ev.is_some() {
        return Err(InputError::invalid(
            "defender.ev",
            "a duel needs a build (species with dex and str) or a character dump, whose \
             stats and skills swing the weapon; give the player fields for numbers",
        ));
    }
    let dump = defender
        .character_dump()
        .map_err(|e| e.within("defender"))?;
    let mut notes: Vec<String> = dump.map(|d| d.reading_notes(rules)).unwrap_or_default();
    // The wielder reads both objects: an error is the offence's when its path starts with one
    // of the offence's own fields, else the build's.
    let w = wielder(&d, dump, offence, rules).map_err(|e| {
        let first = e.path.split(['.', '[']).next().unwrap_or_default();
        match OFFENCE_KEYS.contains(&first) && !first.is_empty() {
            true => e.within("offence"),
            false => e.within("defender"),
        }
    })?;
    let build = d.build_in(rules).map_err(|e| e.within("defender"))?;
    let facing = Defender::Build(build).facing(ShieldRules::V031, &Situation::default());
    let sh = match facing.shield().map(|s| s.blocker) {
        Some(Blocker::PlayerDrawn { sh_x100 }) => Drawn::RandomRound { x100: sh_x100 },
        Some(Blocker::Player { sh_internal }) => Drawn::Fixed(sh_internal),
        _ => Drawn::Fixed(0),
    };
    let ac = Defender::Build(build)
        .ac_hundredths()
        .map_err(|e| InputError::invalid(format!("defender.{}", e.field()), e.to_string()))?
        .map_or(Hundredths(0), |a| a);
    let max_hp = player_max_hp(&build)
        .map_err(|e| InputError::invalid(format!("defender.{}", e.field()), e.to_string()))?;
    let hp = hp.unwrap_or(max_hp);
    let (ac_drawn, ev_x100, ac_x100) = match rules {
        RuleSet::Dcss031 => (Drawn::Fixed(ac.shown()), None, None),
        RuleSet::Dcss034 => (
            Drawn::RandomRound { x100: ac.0 },
            match facing.defender_ev() {
                DefenderEv::Drawn { x100, .. } => Some(x100),
                DefenderEv::Fixed(v) => Some(v * 100),
            },
            Some(ac.0),
        ),
    };
    let defence = PlayerDefence {
        ev: drawn_ev(facing.defender_ev()),
        sh_internal: sh,
        ac: ac_drawn,
        block_limit: facing.turn_block_limit().unwrap_or(0),
        hp,
    };
    let shown_ev = ev_x100.map_or(facing.ev, |x| Hundredths(x).shown());
    let spec = DuelPlayerSpec {
        species: Some(w.species.clone()),
        xl: w.xl,
        str: w.str,
        dex: w.dex,
        fighting: w.fighting,
        weapon: w.weapon.clone(),
        weapon_skill: w.weapon_skill,
        weapon_plus: w.weapon_plus,
        brand: w.brand,
        slaying: w.slaying,
        unarmed_combat: w.unarmed_combat,
        shield: w.shield.clone(),
        shield_plus: w.shield_plus,
        shields: w.shields,
        might: w.might,
        haste: w.haste,
        hp,
        ev: shown_ev,
        ac: ac.shown(),
        ev_x100,
        ac_x100,
        aux: w.aux,
        offhand_free: w.offhand_free,
        reflexive_headbutt: w.reflexive_headbutt,
        form: w.form.clone(),
        shapeshifting: w.shapeshifting,
    };
    notes.extend(w.notes);
    Ok(DuelPlayer {
        spec,
        defence,
        notes,
    })
}
