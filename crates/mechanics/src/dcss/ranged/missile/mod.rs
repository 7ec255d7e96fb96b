//! A monster's missile at the player: to-hit, the EV test, the shield block, damage after AC
//! and GDR, the energy of the shot and what the game shows (`docs/rules/dcss-0.31-ranged.md`
//! §2, `docs/rules/dcss-0.34-ranged.md` §2).
//!
//! A missile goes through the melee machinery (`ranged_attack`): the to-hit is rolled as
//! `random2(pre + post + 1)` against `random2avg(2·EV, 2)` with the 2.5 %/2.5 % rule, then the
//! block roll of melee overrides it. The release chooses what differs
//! ([`crate::dcss::rules::RangedRelease`]): repel missiles as a to-hit penalty (0.31.0) or +15 EV
//! (0.34.1), and the displays; the player's EV, SH and AC are drawn at every use from their
//! hundredths (points under 0.31.0).
//!
//! * [`MissileInput`]: the JSON input, checked by `resolve` ([`MissileInput::resolve_in`]).
//! * [`Missile`]: a checked missile: its to-hit, EV test and block here, its damage and
//!   energy in `damage`, what the game shows in `display`, its exact answer
//!   ([`Missile::exact`], [`MissileExact`]) in `report`, and its sampler ([`Missile::roll`]) in
//!   the game's order in `sample`.

mod damage;
mod display;
mod exact;
mod input;
mod report;
mod resolve;
mod sample;

pub use exact::MissileExact;
pub use input::{LAUNCHER_PLUS, MissileInput, SLAYING, TRANSLUCENT_SKIN};

use crate::dcss::monsters::Monster;
use crate::dcss::ranged::defence::Defence;
use crate::dcss::ranged::items::{Launcher, LauncherBrand, MissileItem};
use crate::dcss::ranged::law::ShotLaw;
use crate::dcss::rules::{RangedRelease, Repel};
use crate::dcss::shields::{Blocker, ShieldRules, monster_bypass, p_pro_beats_con};
use crate::dcss::to_hit::{HitModifiers, MonsterAttacker, ev_roll_dist, p_test_hit};
use crate::dist::Dist;

/// The damage of the monster's first melee attack, 0 for a monster without one
/// (`mons_attack_spec(mon, 0)`, `docs/rules/dcss-0.31-ranged.md` §2.2).
pub(crate) fn first_attack_damage(m: &Monster) -> i32 {
    m.attacks.first().map_or(0, |a| a.damage)
}

/// A checked missile: the monster, its launcher and missile, the situation and the player's
/// defences (`docs/rules/dcss-0.31-ranged.md` §2).
#[derive(Clone, Debug, PartialEq)]
pub struct Missile {
    /// The rules of the release it is checked under.
    release: &'static RangedRelease,
    /// The input with the table values filled in.
    input: MissileInput,
    monster: &'static Monster,
    launcher: Option<&'static Launcher>,
    missile: &'static MissileItem,
    defence: Defence,
    rolls: Rolls,
}

/// The parameters of a missile's rolls that are the same for every shot, worked out once so
/// the sampler divides nothing it could have precomputed (`docs/rules/dcss-0.31-ranged.md`
/// §2.3–§2.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Rolls {
    /// `pre + post`: the roll is `random2(to_hit_max + 1)`.
    to_hit_max: i32,
    /// What is added to the EV read: −10 when the player cannot see the monster, +15 against
    /// repel missiles at 0.34.1.
    ev_shift: i32,
    /// The block roll's range, `15 + HD·2/3`.
    bypass: i32,
    /// Never blocked.
    penetrating: bool,
    /// The weapon damage before the heavy brand.
    base_weapon_damage: i32,
    /// A heavy launcher.
    heavy: bool,
    /// The damage plus: launcher plus and slaying.
    damage_plus: i32,
    /// The first melee attack's damage.
    attack_damage: i32,
    /// The archer bonus's maximum.
    archer_bonus_max: Option<i32>,
}

impl Missile {
    /// A checked missile, its per-shot roll parameters worked out.
    fn new(
        release: &'static RangedRelease,
        input: MissileInput,
        monster: &'static Monster,
        launcher: Option<&'static Launcher>,
        missile: &'static MissileItem,
        defence: Defence,
    ) -> Self {
        let mut m = Missile {
            release,
            input,
            monster,
            launcher,
            missile,
            defence,
            rolls: Rolls::default(),
        };
        m.rolls = Rolls {
            to_hit_max: m.to_hit_max(),
            ev_shift: m.ev_shift(),
            bypass: monster_bypass(m.hd()),
            penetrating: m.penetrating(),
            base_weapon_damage: m.base_weapon_damage(),
            heavy: m.heavy(),
            damage_plus: m.damage_plus(),
            attack_damage: m.attack_damage(),
            archer_bonus_max: m.archer_bonus_max(),
        };
        m
    }

    /// The input as run, with the monster's table values filled in.
    pub fn input(&self) -> &MissileInput {
        &self.input
    }

    /// The monster.
    pub fn monster(&self) -> &'static Monster {
        self.monster
    }

    /// The launcher, `None` for a thrown item.
    pub fn launcher(&self) -> Option<&'static Launcher> {
        self.launcher
    }

    /// The missile.
    pub fn missile(&self) -> &'static MissileItem {
        self.missile
    }

    /// The player's defences as this missile reads them.
    pub fn defence(&self) -> &Defence {
        &self.defence
    }

    /// The rules of the release it is checked under.
    pub fn release(&self) -> &'static RangedRelease {
        self.release
    }

    fn hd(&self) -> i32 {
        self.monster.hd
    }

    fn brand(&self) -> LauncherBrand {
        self.input.launcher_brand
    }

    /// The monster as the to-hit sees it: `M_ARCHER` takes the larger base, the launcher
    /// adds its plus and accuracy, and `slaying` its slaying (`docs/rules/dcss-0.31-ranged.md`
    /// §2.3).
    fn attacker(&self, slaying: i32) -> MonsterAttacker {
        MonsterAttacker {
            hd: self.hd(),
            fighter: self.monster.archer,
            weapon_to_hit: self
                .launcher
                .map_or(0, |l| self.input.launcher_plus + l.hit),
            slaying,
        }
    }

    /// The lighting and visibility modifiers (`docs/rules/dcss-0.31-ranged.md` §2.3).
    fn modifiers(&self) -> HitModifiers {
        HitModifiers {
            defender_unseen: self.input.player_unseen,
            translucent_skin: self.input.translucent_skin,
            backlit: self.input.backlit,
            umbra: self.input.umbra && !self.input.attacker_nightvision,
            ..HitModifiers::default()
        }
    }

    /// `pre`: `18 + HD·(archer ? 5 : 3)/2` + launcher plus and `PWPN_HIT` + slaying
    /// (`docs/rules/dcss-0.31-ranged.md` §2.3).
    pub fn pre_roll_to_hit(&self) -> i32 {
        self.attacker(self.input.slaying).pre_roll()
    }

    /// `post`: the modifiers of `post_roll_to_hit_modifiers(pre)`, +HD·3/2 through Portal
    /// Projectile, and at 0.31.0 −(pre+1)/2 against repel missiles
    /// (`docs/rules/dcss-0.31-ranged.md` §2.3; `docs/rules/dcss-0.34-ranged.md` §2.3).
    pub fn post_roll_modifiers(&self) -> i32 {
        let pre = self.pre_roll_to_hit();
        let mut post = self.modifiers().total(pre, true);
        if self.input.portal_projectile {
            post += self.hd() * 3 / 2;
        }
        if self.input.repel_missiles && self.release.repel == Repel::PenaltyAndRetest {
            post -= (pre + 1) / 2;
        }
        post
    }

    /// `pre + post`, the top of the to-hit roll (`docs/rules/dcss-0.31-ranged.md` §2.3).
    pub fn to_hit_max(&self) -> i32 {
        self.pre_roll_to_hit() + self.post_roll_modifiers()
    }

    /// The law of the rolled to-hit, `random2(pre + post + 1)` (`docs/rules/dcss-0.31-ranged.md`
    /// §2.3).
    pub fn to_hit_law(&self) -> Dist {
        Dist::random2(self.to_hit_max() + 1)
    }

    /// What is added to the EV read: −10 when the player cannot see the monster, +15 against
    /// repel missiles at 0.34.1 (`docs/rules/dcss-0.34-ranged.md` §2.4).
    fn ev_shift(&self) -> i32 {
        let unseen = if self.input.attacker_unseen { 10 } else { 0 };
        self.release.repel_ev(self.input.repel_missiles) - unseen
    }

    /// The law of the EV the roll is tested against: one read of the player's EV, −10 when the
    /// player cannot see the monster, +15 against repel missiles at 0.34.1
    /// (`docs/rules/dcss-0.31-ranged.md` §2.4; `docs/rules/dcss-0.34-ranged.md` §2.4).
    pub fn ev_law(&self) -> Dist {
        let shift = self.ev_shift();
        self.defence.ev_law().map(|e| e + shift)
    }

    /// P(the EV test passes): `1/40 + 19/20·P(to_hit ≥ random2avg(2·EV, 2))`, a tie hits
    /// (`attack::test_hit`, `docs/rules/dcss-0.31-ranged.md` §2.4).
    pub fn p_hit(&self) -> f64 {
        let to_hit = self.to_hit_law();
        self.ev_law()
            .iter()
            .filter(|&(_, q)| q > 0.0)
            .map(|(ev, q)| {
                let roll = ev_roll_dist(ev, true);
                q * to_hit
                    .iter()
                    .map(|(t, p)| p * p_test_hit(t, &roll))
                    .sum::<f64>()
            })
            .sum()
    }

    /// A javelin, or a launcher with the penetration brand: no shield blocks it
    /// (`ranged_attack::ignores_shield`, `docs/rules/dcss-0.31-ranged.md` §2.5).
    pub fn penetrating(&self) -> bool {
        self.missile.penetrating
            || self.launcher.is_some() && self.brand() == LauncherBrand::Penetration
    }

    /// Whether a shield can block it at all: not penetrating, the player not helpless, and an
    /// SH above 0 possible (`docs/rules/dcss-0.31-ranged.md` §2.5).
    pub fn blockable(&self) -> bool {
        !self.penetrating() && !self.input.incapacitated && self.defence.sh_law().max() > 0
    }

    /// The law of the player's block value against this monster: `random2avg(2·SH, 2)/3 − 1`
    /// (−100 with no SH) from one read of SH, divided by 3 in C when the player cannot see the
    /// monster (`docs/rules/dcss-0.31-ranged.md` §2.5; `docs/rules/dcss-0.34-ranged.md` §2.5).
    pub(crate) fn block_value_law(&self) -> Dist {
        let unseen = self.input.attacker_unseen;
        self.defence.sh_law().and_then(|sh_internal| {
            Blocker::Player { sh_internal }
                .bonus_dist(ShieldRules::V031)
                .map(|v| if unseen { v / 3 } else { v })
        })
    }

    /// P(blocked) while the block limit is not reached: `Σ P(S = s)·clamp(s + 1, 0, K)/K` with
    /// `K = 15 + HD·2/3`; a tie blocks (`docs/rules/dcss-0.31-ranged.md` §2.5).
    pub fn p_block(&self) -> f64 {
        if !self.blockable() {
            return 0.0;
        }
        p_pro_beats_con(&self.block_value_law(), monster_bypass(self.hd()))
    }

    /// The missile's hit, block and landed damage for a sequence of attacks
    /// (`docs/rules/dcss-0.31-ranged.md` §4). Darts and nets land for 0 damage.
    pub fn shot_law(&self) -> ShotLaw {
        ShotLaw {
            p_hit: self.p_hit(),
            p_block: self.p_block(),
            damage: self.landed_damage_law().unwrap_or_else(|| Dist::point(0)),
        }
    }
}
