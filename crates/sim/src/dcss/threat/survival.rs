//! How long a defender lasts against the threat (`docs/rules/monsters-and-dumps.md` §5;
//! `docs/rules/dcss-0.31-damage.md` §6): the damage of every attack slot and melee round, and
//! over the defender's turns P(dead within k turns) and the expected turns to death, from a
//! Markov chain over the monsters' energies and the damage taken so far, mixed over their
//! weapons (drawn once per fight), with no healing.

use mechanics::dcss::damage::fight::{ChainTooLarge, FightChain, RoundVariant, SurvivalLaw};
use mechanics::dcss::damage::{
    DamageModifiers, DamagingAttack, MeleeDamage, MeleeDamage034, WeaponDamage,
};
use mechanics::dcss::defender::Situation;

use super::spec::{Body, ThreatSetup};

/// Turns `p_dead_within_turns` covers.
pub const TURNS: usize = 10;

/// One weapon variant of the monster's round with the damage of each attack: what a copy
/// fights with for a whole fight.
#[derive(Clone, Debug)]
pub struct DamageVariant {
    /// Its probability.
    pub probability: f64,
    /// The round's attacks, each with its landed-damage law after AC.
    pub attacks: Vec<DamagingAttack>,
    /// The attacks' damage before AC, for sampling (the 0.34 multipliers off: the table's
    /// monsters carry none of them).
    pub damages: Vec<MeleeDamage034>,
}

/// The monster's round by weapon: armaments with the same to-hit, weapon damage and plus
/// merged (`docs/rules/monsters-and-dumps.md` §2; `dcss-0.31-damage.md` §1.3). The heavy
/// brand is not part of the weapon law, so every weapon is taken unbranded. Each landed law
/// is after `body`'s AC under its rule set.
pub fn damage_variants(
    setup: &ThreatSetup,
    body: &Body,
    situation: &Situation,
) -> Vec<DamageVariant> {
    let named = &setup.named;
    // (to-hit bonus, melee weapon's (damage, plus), probability)
    type Merged = (i32, Option<(i32, i32)>, f64);
    let mut merged: Vec<Merged> = Vec::new();
    for o in &named.law.outcomes {
        let bonus = o.armament.to_hit_bonus();
        let weapon = o
            .armament
            .melee_weapon()
            .map(|w| (w.damage, o.armament.plus));
        match merged
            .iter_mut()
            .find(|(b, w, _)| *b == bonus && *w == weapon)
        {
            Some((_, _, p)) => *p += o.probability,
            None => merged.push((bonus, weapon, o.probability)),
        }
    }
    merged
        .into_iter()
        .map(|(bonus, weapon, probability)| {
            let attacks = named.round_with(bonus, &setup.facing, false, situation);
            let damages: Vec<MeleeDamage034> = named
                .round
                .iter()
                .map(|(_, slot)| MeleeDamage034 {
                    damage: MeleeDamage {
                        attack_damage: slot.damage,
                        weapon: weapon
                            .filter(|_| slot.kind.uses_weapon())
                            .map(|(base, plus)| WeaponDamage {
                                base,
                                plus,
                                heavy: false,
                            }),
                        modifiers: DamageModifiers::default(),
                    },
                    extra: Default::default(),
                })
                .collect();
            DamageVariant {
                probability,
                attacks: attacks
                    .into_iter()
                    .zip(&damages)
                    .map(|(attack, d)| DamagingAttack {
                        attack,
                        landed: body.landed(d),
                    })
                    .collect(),
                damages,
            }
        })
        .collect()
}

/// The fight `setup`'s monsters make against a defender of `hp` with `variants`' damage after
/// AC, as the one description both the exact survival law and the lanes' fights read
/// (`docs/rules/monsters-and-dumps.md` §5): `with` gets the [`FightChain`].
pub fn with_fight_chain<T>(
    setup: &ThreatSetup,
    variants: &[DamageVariant],
    hp: i32,
    with: impl FnOnce(&FightChain<'_>) -> T,
) -> T {
    let chain = setup.clock.as_ref().map(|c| {
        c.energy_chain_in(setup.rules)
            .expect("the clock was validated when the threat was resolved")
    });
    let rounds: Vec<RoundVariant> = variants
        .iter()
        .map(|v| RoundVariant {
            probability: v.probability,
            attacks: v.attacks.clone(),
        })
        .collect();
    let melee = |r: mechanics::dcss::time::MonsterRound| {
        setup.melee_rounds(r.actions, r.opportunity_attack)
    };
    with(&FightChain {
        chain: chain.as_ref(),
        count: setup.count as usize,
        variants: &rounds,
        block_limit: setup.block_limit,
        melee_rounds: &melee,
        hp: hp as usize,
    })
}

/// The exact survival of the threat from `hp`, or why its chain is too large.
pub fn threat_survival(
    setup: &ThreatSetup,
    variants: &[DamageVariant],
    hp: i32,
) -> Result<SurvivalLaw, ChainTooLarge> {
    with_fight_chain(setup, variants, hp, |f| f.survival(TURNS))
}
