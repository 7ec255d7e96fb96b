//! Your shots and spells in the duel's setup (`docs/rules/dcss-0.34-player-ranged.md` §9): the
//! scenario with a ranged dump's weapon put away, and the ranged offence put into every duel of
//! the mixture when you fight with one.

use mechanics::dcss::duel::ranged::{RangedDuel, RangedPlan};
use mechanics::dcss::rules::RuleSet;

use super::spec::{DuelScenario, DuelVariant, RangedSummary};
use crate::dcss::offence::ranged::{ChosenAttack, Then, choose, distance};
use crate::error::InputError;

impl DuelScenario {
    /// The scenario with the dump's wielded weapon put away, when the dump's offence may be
    /// ranged: its launcher (whose melee bash is not modelled) or a weapon the melee rules
    /// cannot read must not keep its spells and shots from the duel.
    pub(super) fn unarmed_for_ranged(&self) -> Option<DuelScenario> {
        let d = self.defender.as_ref()?;
        let dump = d.character_dump().ok().flatten()?;
        let ranged = !dump.ranged.spells.is_empty()
            || dump.ranged.quiver.is_some()
            || crate::dcss::offence::launcher::dump_launcher(dump).is_some();
        if self.melee || !ranged {
            return None;
        }
        let mut bare = dump.clone();
        bare.equipment
            .retain(|i| i.kind != crate::dcss::character::ItemKind::Weapon);
        let mut s = self.clone();
        if let Some(d) = s.defender.as_mut() {
            d.dump = Some(std::sync::Arc::new(bare));
        }
        Some(s)
    }

    /// Puts your ranged offence into every duel of the mixture, when you fight with one
    /// (`docs/rules/dcss-0.34-player-ranged.md` §9); `notes` gets what was read or assumed.
    pub(super) fn with_ranged(
        &self,
        rules: RuleSet,
        variants: &mut [DuelVariant],
        notes: &mut Vec<String>,
    ) -> Result<Option<RangedSummary>, InputError> {
        let dump = match &self.defender {
            Some(d) => d.character_dump()?,
            None => None,
        };
        if self.melee || (self.ranged.is_none() && dump.is_none()) {
            return Ok(None);
        }
        let distance = distance(self.ranged.as_ref())?;
        let first = &variants[0].duel;
        let melee = first.player.action.law().damage(0);
        let melee_mean: f64 = melee.iter().enumerate().map(|(d, p)| d as f64 * p).sum();
        let melee_per_10 = 10.0 * melee_mean / first.player.action.delay.dist().mean();
        // A build (not a dump) gives the shot's or spell's Str, Dex, armour and shield.
        let given = match (&self.ranged, &self.defender, dump) {
            (Some(r), Some(d), None) => Some(r.with_build(d)),
            (r, _, _) => r.clone(),
        };
        let Some((chosen, read)) =
            choose(given.as_ref(), dump, &first.opponent, Some(melee_per_10))?
        else {
            if self.ranged.is_some() {
                notes.push(
                    "no ranged attack of the character dump's beats your melee: you fight in \
                     melee, and ranged.then, ranged.mp and ranged.missiles have nothing to act on"
                        .into(),
                );
            }
            return Ok(None);
        };
        let full = chosen.full.clone();
        let chosen = chosen.attack;
        if !rules.release().player_ranged_modelled {
            return Err(InputError::invalid(
                "rules",
                format!(
                    "{rules}: your shots and spells are modelled under dcss-0.34 only: allowed \
                     dcss-0.34, or fight in melee"
                ),
            ));
        }
        notes.extend(read);
        notes.push(
            "your shots and spells follow the 0.34.1 rule book for the player's ranged \
             offence"
                .into(),
        );
        let then = self.ranged.as_ref().map_or(Then::Melee, |r| r.then);
        for v in variants.iter_mut() {
            let duel = &v.duel;
            let fallback = (then == Then::Melee).then(|| duel.player.action.clone());
            let plan = match &chosen {
                ChosenAttack::Shot { shot, missiles } => {
                    RangedPlan::shooting(shot, distance, *missiles, fallback, shot.delay.status)
                }
                ChosenAttack::Spell { attack, mp } => {
                    RangedPlan::casting(attack, distance, *mp, fallback, attack.status)
                }
            };
            let retaliation = duel.offence.retaliation(&duel.opponent.target());
            v.ranged = Some(RangedDuel::new(
                rules,
                plan,
                duel.defence,
                duel.opponent.clone(),
                duel.start_energy,
                distance,
                retaliation,
            ));
        }
        if distance > 1 {
            notes.push("a monster's own ranged attacks are not counted while it approaches".into());
        }
        let budget = match &chosen {
            ChosenAttack::Shot { missiles, .. } => *missiles,
            ChosenAttack::Spell { mp, .. } => Some(*mp),
        };
        Ok(Some(RangedSummary {
            attack: chosen.name(),
            damage_per_10_aut: chosen.damage_per_10_aut(),
            distance,
            budget,
            then,
            full,
        }))
    }
}
