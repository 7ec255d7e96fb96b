//! A monster's spell beam at the player: power, to-hit and dice from the zap row, the shield
//! block before the EV test, the beam EV test, and damage by flavour after AC and resistance
//! (`docs/rules/dcss-0.31-ranged.md` §3, `docs/rules/dcss-0.34-ranged.md` §3). The release
//! chooses what differs ([`crate::dcss::rules::RangedRelease`]): the power rules, the zap rows,
//! the umbra's sign, repel missiles (a coupled retest at 0.31.0, +15 EV at 0.34.1) and the AC
//! and resistance classes; the player's EV, SH and AC are drawn at every use from their
//! hundredths (points under 0.31.0).
//!
//! * [`Beam`]: a checked beam with its exact laws ([`Beam::exact`]) and its sampler in the
//!   game's order ([`Beam::roll`], in `sample`, with `defer_rand` in `defer`); the spell
//!   input it is checked from is [`crate::dcss::ranged::spell_input::SpellInput`].
//! * [`BeamCast`]: the caster's side and the situation, as a checked beam reads them.
//! * [`spell_power`]: the power rule (`setup`).

mod defer;
mod sample;
mod setup;

pub use defer::{BeamTest, DeferNode};
pub use setup::{
    SKULL_PERCENT, SKULL_PERCENT_MAX, WAND_FACTOR_DEN, WAND_POWER_BASE, shown_spell_power,
    spell_power,
};

use std::collections::BTreeMap;

use crate::dcss::damage::AcType;
use crate::dcss::monsters::Monster;
use crate::dcss::ranged::catalog::PowerModifier;
use crate::dcss::ranged::defence::{Defence, after_ac_law};
use crate::dcss::ranged::law::{ShotLaw, by_value, law_map};
use crate::dcss::ranged::spells::{BeamRow, Spell};
use crate::dcss::rules::{RangedRelease, Repel};
use crate::dcss::shields::{Blocker, ShieldRules};
use crate::dcss::to_hit::{AUTOMATIC_HIT, beam_accuracy};
use crate::dcss::zap::{Flavour, ToHitFormula};
use crate::dist::Dist;

/// A wand costs the item energy, 10 for every 0.31 monster (`EUT_ITEM`, mon-data.h:114-118,
/// `docs/rules/dcss-0.31-ranged.md` §3.7).
pub const WAND_ENERGY: i32 = 10;

/// The caster's side of a beam and the situation it meets, checked
/// (`docs/rules/dcss-0.31-ranged.md` §3.1, §3.5, §3.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BeamCast {
    /// Evoked from a wand.
    pub evoked: bool,
    /// The caster's spell HD: its HD, or HD + 5 when its spells are empowered.
    pub spell_hd: i32,
    /// Aligned laughing skulls it sees within 5 squares.
    pub nearby_skulls: i32,
    /// The caster cannot see the player.
    pub player_unseen: bool,
    /// The player is backlit.
    pub backlit: bool,
    /// The player has an umbra.
    pub umbra: bool,
    /// The caster has nightvision.
    pub caster_nightvision: bool,
    /// The player repels missiles.
    pub repel_missiles: bool,
    /// The player is helpless: no block.
    pub incapacitated: bool,
    /// The player's resistance to the flavour.
    pub resist: i32,
}

/// A checked spell beam: the caster, the spell and its zap row, the situation and the
/// player's defences (`docs/rules/dcss-0.31-ranged.md` §3).
#[derive(Clone, Debug, PartialEq)]
pub struct Beam {
    release: &'static RangedRelease,
    cast: BeamCast,
    monster: &'static Monster,
    spell: &'static Spell,
    row: &'static BeamRow,
    modifier: Option<PowerModifier>,
    defence: Defence,
    rolls: Rolls,
}

/// The parameters of a beam's rolls that are the same for every cast, worked out once so the
/// sampler divides nothing it could have precomputed (`docs/rules/dcss-0.31-ranged.md`
/// §3.2–§3.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Rolls {
    /// Explosions and `AUTOMATIC_HIT` beams.
    always_hits: bool,
    /// Blockable at all.
    blockable: bool,
    /// The block roll's range, `hit·130/100`.
    block_range: i32,
    /// The accuracy after lighting.
    real: i32,
    /// `(number, size)` of the dice.
    dice: (i32, i32),
    /// The EV repel missiles adds to the test (0.34.1).
    repel_ev: i32,
    /// The coupled retest against repel missiles (0.31.0).
    retest: bool,
}

/// The exact answer for one beam, under the reference vectors' names
/// (`docs/rules/dcss-0.31-ranged.md` §3).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct BeamExact {
    /// The spell power (§3.1).
    pub power: i32,
    /// The zap row's id.
    pub zap: String,
    /// Its line in zap-data.h.
    pub zap_line: u32,
    /// The beam's to-hit, 1500 for `AUTOMATIC_HIT` (§3.2).
    pub to_hit: i32,
    /// The to-hit the EV test uses, after lighting; explosions and `AUTOMATIC_HIT` beams
    /// keep theirs, as they never take the test (§3.3, §3.5).
    pub to_hit_after_lighting: i32,
    /// `[number, size]` of the damage dice (§3.2).
    pub dice: [i32; 2],
    /// The "(NdS)" of the monster's spell list: the dice without the laughing skulls' boost
    /// (§7.3).
    pub displayed_dice: [i32; 2],
    /// The flavour (§3.6).
    pub flavour: Flavour,
    /// It pierces: never blocked.
    pub pierce: bool,
    /// An explosion: always hits, never blocked.
    pub explosion: bool,
    /// Whether a shield can block it (§3.4).
    pub blockable: bool,
    /// How AC reduces it; beams get no GDR (§3.6).
    pub ac_rule: AcType,
    /// The law of the EV the test reads: one read of the EV, +15 against repel missiles at
    /// 0.34.1 (§3.5).
    pub ev_used_law: BTreeMap<i32, f64>,
    /// P(blocked) while the block limit is not reached (§3.4).
    pub p_block: f64,
    /// P(the EV test passes), with the repel retest (§3.5).
    pub p_hit: f64,
    /// P(lands) = (1 − p_block)·p_hit (§4).
    pub p_land: f64,
    /// P(damage = i | it lands) after AC and resistance (§3.6).
    pub damage_distribution: Vec<f64>,
    /// The mean damage of a landed beam.
    pub mean_damage: f64,
    /// The energy of the cast: the spell energy, 10 for a wand (§3.7).
    pub energy: i32,
}

impl Beam {
    /// A checked beam, its per-cast roll parameters worked out.
    pub(crate) fn new(
        release: &'static RangedRelease,
        cast: BeamCast,
        monster: &'static Monster,
        spell: &'static Spell,
        row: &'static BeamRow,
        modifier: Option<PowerModifier>,
        defence: Defence,
    ) -> Self {
        let mut b = Beam {
            release,
            cast,
            monster,
            spell,
            row,
            modifier,
            defence,
            rolls: Rolls::default(),
        };
        b.rolls = Rolls {
            always_hits: b.always_hits(),
            blockable: b.blockable(),
            block_range: b.to_hit() * 130 / 100,
            real: b.to_hit_after_lighting(),
            dice: b.dice(),
            repel_ev: release.repel_ev(cast.repel_missiles),
            retest: cast.repel_missiles && release.repel == Repel::PenaltyAndRetest,
        };
        b
    }

    /// The caster's side and the situation.
    pub fn cast(&self) -> &BeamCast {
        &self.cast
    }

    /// The caster.
    pub fn monster(&self) -> &'static Monster {
        self.monster
    }

    /// The spell.
    pub fn spell(&self) -> &'static Spell {
        self.spell
    }

    /// The player's defences as this beam reads them.
    pub fn defence(&self) -> &Defence {
        &self.defence
    }

    /// The rules of the release it is checked under.
    pub fn release(&self) -> &'static RangedRelease {
        self.release
    }

    fn power_with(&self, skulls: i32) -> i32 {
        let c = &self.cast;
        spell_power(
            self.release.rules,
            self.spell,
            self.modifier,
            self.monster.hd,
            c.spell_hd,
            c.evoked,
            skulls,
        )
    }

    /// The spell power (`docs/rules/dcss-0.31-ranged.md` §3.1).
    pub fn power(&self) -> i32 {
        self.power_with(self.cast.nearby_skulls)
    }

    /// The beam's to-hit, `AUTOMATIC_HIT` (1500) or the zap row's (§3.2).
    pub fn to_hit(&self) -> i32 {
        self.row.to_hit.at(self.power())
    }

    /// `(number, size)` of the damage dice (§3.2).
    pub fn dice(&self) -> (i32, i32) {
        self.row.dice.at(self.power())
    }

    /// The dice the monster's spell list shows: without the skulls' boost, and at 0.34.1 a
    /// breath's multiplier applied to the HD (§7.3; `docs/rules/dcss-0.34-ranged.md` §7.3).
    pub fn displayed_dice(&self) -> (i32, i32) {
        let c = &self.cast;
        self.row.dice.at(shown_spell_power(
            self.release.rules,
            self.spell,
            self.modifier,
            self.monster.hd,
            c.spell_hd,
            c.evoked,
        ))
    }

    /// Explosions and `AUTOMATIC_HIT` beams hit without a block or EV roll
    /// (`bolt::misses_player`, beam.cc:3188-3193, `docs/rules/dcss-0.31-ranged.md` §3.3).
    pub fn always_hits(&self) -> bool {
        self.row.explosion || self.row.to_hit == ToHitFormula::Automatic
    }

    /// `bolt::is_blockable` (beam.cc:119-126, `docs/rules/dcss-0.31-ranged.md` §3.4): not
    /// piercing, not an explosion, not electric, not `AUTOMATIC_HIT`.
    pub fn blockable(&self) -> bool {
        !self.row.pierce
            && !self.row.explosion
            && self.row.flavour != Flavour::Electricity
            && self.to_hit() != AUTOMATIC_HIT
    }

    /// The accuracy the EV test uses: halved against an invisible player, +10 backlit, and
    /// with an umbra +6 (0.31.0's sign bug) or −6 (0.34.1) (§3.5;
    /// `docs/rules/dcss-0.34-ranged.md` §3.5); unchanged for beams that never take the test.
    pub fn to_hit_after_lighting(&self) -> i32 {
        let hit = self.to_hit();
        if self.always_hits() {
            return hit;
        }
        let umbra = self.cast.umbra && !self.cast.caster_nightvision;
        beam_accuracy(hit, self.cast.player_unseen, self.cast.backlit, false)
            + if umbra { self.release.beam_umbra } else { 0 }
    }

    /// P(blocked) while the limit is not reached (`docs/rules/dcss-0.31-ranged.md` §3.4): one
    /// read of SH must be above 0, then `random2(hit·130/100) < block value`, a tie does not
    /// block; the block value reads SH again.
    pub fn p_block(&self) -> f64 {
        if self.always_hits() || !self.blockable() || self.cast.incapacitated {
            return 0.0;
        }
        let sh = self.defence.sh_law();
        let shielded = sh.prob_ge(1);
        let range = (self.to_hit() * 130 / 100).max(1);
        let value = sh
            .and_then(|sh_internal| Blocker::Player { sh_internal }.bonus_dist(ShieldRules::V031));
        let p: f64 = value
            .iter()
            .map(|(s, p)| p * f64::from(s.clamp(0, range)) / f64::from(range))
            .sum();
        shielded * p
    }

    /// The law of the EV the test reads: one read of the player's EV, +15 against repel
    /// missiles at 0.34.1 (`docs/rules/dcss-0.34-ranged.md` §3.5).
    pub fn ev_law(&self) -> Dist {
        let bonus = self.release.repel_ev(self.cast.repel_missiles);
        self.defence.ev_law().map(|e| e + bonus)
    }

    /// P(the EV test passes) (`_test_beam_hit`, `docs/rules/dcss-0.31-ranged.md` §3.5,
    /// `docs/rules/dcss-0.34-ranged.md` §3.5): `random2(real) >= random2avg(EV, 2)`, no 2.5 %
    /// rule; against repel missiles at 0.31.0 the coupled retest, whose law is
    /// `Σ P(attack' = a)·P(random2(a) >= D)`, and at 0.34.1 the one test at EV + 15.
    pub fn p_hit(&self) -> f64 {
        if self.always_hits() {
            return 1.0;
        }
        let real = self.to_hit_after_lighting();
        let retest = self.cast.repel_missiles && self.release.repel == Repel::PenaltyAndRetest;
        let attack = if !retest {
            Dist::point(real)
        } else if self.row.pierce {
            if real >= 2 {
                Dist::uniform((real + 1) / 2 + 1, real)
            } else {
                Dist::point(real)
            }
        } else {
            Dist::random2(real)
        };
        self.ev_law()
            .iter()
            .filter(|&(_, q)| q > 0.0)
            .map(|(ev, q)| {
                let defence = Dist::random2avg(ev, 2);
                q * attack
                    .iter()
                    .map(|(a, p)| p * p_roll_beats(a, &defence))
                    .sum::<f64>()
            })
            .sum()
    }

    /// The law of the damage before AC, `roll_dice(n, size)` (§3.6).
    pub fn raw_damage_law(&self) -> Dist {
        let (n, size) = self.dice();
        Dist::roll_dice(n, size)
    }

    /// The law of a landed beam's damage: AC by the flavour's rule (its resistance class's at
    /// 0.34.1) with no GDR, at least 0, then the resistance (`docs/rules/dcss-0.31-ranged.md`
    /// §3.6, `docs/rules/dcss-0.34-ranged.md` §3.6).
    pub fn landed_damage_law(&self) -> Dist {
        let rules = self.release.rules;
        let rule = self.row.flavour.ac_rule(rules);
        let after = after_ac_law(&self.raw_damage_law(), 0, &self.defence.ac_law(), rule);
        self.row
            .flavour
            .resist_dist(rules, &after, self.cast.resist)
    }

    /// The energy of the cast: the spell energy, or 10 for a wand (§3.7).
    pub fn energy(&self) -> i32 {
        if self.cast.evoked {
            WAND_ENERGY
        } else {
            self.monster.energy.spell
        }
    }

    /// The beam's hit, block and landed damage for a sequence of attacks (§4).
    pub fn shot_law(&self) -> ShotLaw {
        ShotLaw {
            p_hit: self.p_hit(),
            p_block: self.p_block(),
            damage: self.landed_damage_law(),
        }
    }

    /// Everything the rules say about this beam, exactly (`docs/rules/dcss-0.31-ranged.md` §3).
    pub fn exact(&self) -> BeamExact {
        let (p_hit, p_block) = (self.p_hit(), self.p_block());
        let damage = self.landed_damage_law();
        let (n, size) = self.dice();
        let (dn, dsize) = self.displayed_dice();
        BeamExact {
            power: self.power(),
            zap: self.row.zap.clone(),
            zap_line: self.row.zap_line,
            to_hit: self.to_hit(),
            to_hit_after_lighting: self.to_hit_after_lighting(),
            dice: [n, size],
            displayed_dice: [dn, dsize],
            flavour: self.row.flavour,
            pierce: self.row.pierce,
            explosion: self.row.explosion,
            blockable: self.blockable(),
            ac_rule: self.row.flavour.ac_rule(self.release.rules),
            ev_used_law: law_map(&self.ev_law()),
            p_block,
            p_hit,
            p_land: (1.0 - p_block) * p_hit,
            damage_distribution: by_value(&damage),
            mean_damage: damage.mean(),
            energy: self.energy(),
        }
    }
}

/// `P(random2(attack) >= D)` for a defence roll with law `defence`.
fn p_roll_beats(attack: i32, defence: &Dist) -> f64 {
    Dist::random2(attack)
        .iter()
        .map(|(a, p)| {
            p * defence
                .iter()
                .filter(|&(d, _)| d <= a)
                .map(|(_, q)| q)
                .sum::<f64>()
        })
        .sum()
}
