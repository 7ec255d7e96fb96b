//! A monster's missile at the player: to-hit, the EV test, the shield block, damage after AC
//! and GDR, and the energy of the shot (`docs/rules/dcss-0.31-ranged.md` §2).
//!
//! A missile goes through the melee machinery (`ranged_attack`): the to-hit is rolled as
//! `random2(pre + post + 1)` against `random2avg(2·EV, 2)` with the 2.5 %/2.5 % rule, then the
//! block roll of melee overrides it. The exact side is here and in `damage`; the sampler,
//! in the game's order, is in `sample`.
//!
//! * [`MissileInput`]: the JSON input, checked by [`MissileInput::resolve`].
//! * [`Missile`]: a checked missile with its exact laws ([`Missile::exact`]) and sampler
//!   ([`Missile::roll`]).

mod damage;
mod input;
mod resolve;
mod sample;

pub use input::{LAUNCHER_PLUS, MISSILES_034, MissileInput, SLAYING, TRANSLUCENT_SKIN};

use std::collections::BTreeMap;

use crate::dcss::display::mon_shown_pct;
use crate::dcss::monsters::Monster;
use crate::dcss::ranged::defence::Defence;
use crate::dcss::ranged::items::{Launcher, LauncherBrand, MissileItem};
use crate::dcss::ranged::law::{ShotLaw, by_value, law_map};
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
    /// 10 when the player cannot see the monster, else 0.
    unseen: i32,
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

/// The exact answer for one missile, under the reference vectors' names
/// (`docs/rules/dcss-0.31-ranged.md` §2, §2.9).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct MissileExact {
    /// The to-hit before the roll: base, launcher plus and accuracy, slaying (§2.3).
    pub pre_roll_to_hit: i32,
    /// The modifiers added to it: lighting, invisibility, Portal Projectile, repel (§2.3).
    pub post_roll_modifiers: i32,
    /// The top of the roll `random2(to_hit_max + 1)`.
    pub to_hit_max: i32,
    /// The EV the roll is tested against: the status EV, −10 when the player cannot see the
    /// monster (§2.4).
    pub ev_used: i32,
    /// P(the EV test passes) (§2.4).
    pub p_hit: f64,
    /// A javelin or a penetration launcher: never blocked (§2.5).
    pub penetrating: bool,
    /// Whether a shield can block it at all (§2.5).
    pub blockable: bool,
    /// P(blocked) while the block limit is not reached (§2.5).
    pub p_block: f64,
    /// P(lands) = (1 − p_block)·p_hit (§4).
    pub p_land: f64,
    /// The player's GDR percentage (§2.6).
    pub gdr_percent: i32,
    /// P(damage = i | it lands) after AC and GDR; `None` for darts and nets (§2.6, §2.7).
    pub damage_distribution: Option<Vec<f64>>,
    /// The mean damage of a landed missile.
    pub mean_damage: Option<f64>,
    /// The law of `damage_max`, which GDR reads (§2.6).
    pub damage_max_for_gdr: BTreeMap<i32, f64>,
    /// The law of the energy the shot costs; `None` through Portal Projectile (§2.8).
    pub energy: Option<BTreeMap<i32, f64>>,
    /// "about N% to hit you" in the monster's description while it wields the launcher;
    /// `None` for thrown items and a helpless player (§2.9).
    pub display_pct: Option<i32>,
    /// "can deal up to N extra damage" of an archer (§2.9).
    pub displayed_archer_bonus: Option<i32>,
}

impl Missile {
    /// A checked missile, its per-shot roll parameters worked out.
    fn new(
        input: MissileInput,
        monster: &'static Monster,
        launcher: Option<&'static Launcher>,
        missile: &'static MissileItem,
        defence: Defence,
    ) -> Self {
        let mut m = Missile {
            input,
            monster,
            launcher,
            missile,
            defence,
            rolls: Rolls::default(),
        };
        m.rolls = Rolls {
            to_hit_max: m.to_hit_max(),
            unseen: if m.input.attacker_unseen { 10 } else { 0 },
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

    /// The same missile against defences read with other laws (a rule set that rounds the
    /// player's numbers at random, `docs/rules/dcss-0.31-ranged.md` §1).
    pub fn with_defence(mut self, defence: Defence) -> Self {
        self.defence = defence;
        self
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
    /// Projectile, −(pre+1)/2 against repel missiles (`docs/rules/dcss-0.31-ranged.md` §2.3).
    pub fn post_roll_modifiers(&self) -> i32 {
        let pre = self.pre_roll_to_hit();
        let mut post = self.modifiers().total(pre, true);
        if self.input.portal_projectile {
            post += self.hd() * 3 / 2;
        }
        if self.input.repel_missiles {
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

    /// The law of the EV the roll is tested against: the player's EV, −10 when the player
    /// cannot see the monster (`docs/rules/dcss-0.31-ranged.md` §2.4).
    pub fn ev_law(&self) -> Dist {
        let unseen = if self.input.attacker_unseen { 10 } else { 0 };
        self.defence.ev.map(|e| e - unseen)
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
        !self.penetrating() && !self.input.incapacitated && self.defence.sh_internal.max() > 0
    }

    /// The law of the player's block value against this monster: `random2avg(2·SH, 2)/3 − 1`
    /// (−100 with no SH), divided by 3 in C when the player cannot see the monster
    /// (`docs/rules/dcss-0.31-ranged.md` §2.5).
    pub(crate) fn block_value_law(&self) -> Dist {
        let unseen = self.input.attacker_unseen;
        self.defence.sh_internal.and_then(|sh_internal| {
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

    /// What the monster's description shows, "about N% to hit you", while it wields its
    /// launcher: the missile to-hit without slaying, repel or Portal Projectile, against the
    /// status EV and SH (`_describe_mons_to_hit`, `docs/rules/dcss-0.31-ranged.md` §2.9).
    /// `None` for a thrown item, and for a helpless player, who cannot look.
    pub fn display_pct(&self) -> Option<i32> {
        self.launcher.filter(|_| !self.input.incapacitated)?;
        let to_land = self.attacker(0).to_land(&self.modifiers());
        Some(mon_shown_pct(
            to_land,
            self.input.ev,
            self.hd(),
            self.input.sh_internal,
        ))
    }

    /// What an archer's description promises, "up to N extra damage": `HD·4/3`, one more than
    /// the largest bonus it can roll (`docs/rules/dcss-0.31-ranged.md` §2.9).
    pub fn displayed_archer_bonus(&self) -> Option<i32> {
        self.monster.archer.then(|| self.hd() * 4 / 3)
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

    /// Everything the rules say about this missile, exactly (`docs/rules/dcss-0.31-ranged.md`
    /// §2).
    pub fn exact(&self) -> MissileExact {
        let (p_hit, p_block) = (self.p_hit(), self.p_block());
        let damage = self.landed_damage_law();
        MissileExact {
            pre_roll_to_hit: self.pre_roll_to_hit(),
            post_roll_modifiers: self.post_roll_modifiers(),
            to_hit_max: self.to_hit_max(),
            ev_used: self.input.ev - if self.input.attacker_unseen { 10 } else { 0 },
            p_hit,
            penetrating: self.penetrating(),
            blockable: self.blockable(),
            p_block,
            p_land: (1.0 - p_block) * p_hit,
            gdr_percent: crate::dcss::damage::gdr_percent(self.input.ac),
            damage_distribution: damage.as_ref().map(by_value),
            mean_damage: damage.as_ref().map(Dist::mean),
            damage_max_for_gdr: law_map(&self.damage_max_law()),
            energy: self.energy_law().as_ref().map(law_map),
            display_pct: self.display_pct(),
            displayed_archer_bonus: self.displayed_archer_bonus(),
        }
    }
}
