//! Shields: SH, the shield encumbrance penalty and the block contest, under 0.31 rules
//! (`dcss-0.31.md` §6) and 0.19 rules (`dcss-0.19-shields.md` §1–§4).

use crate::data::{Shield, ShieldKind, Size};
use crate::dist::Dist;
use crate::rng::{div_rand_round, random2, random2avg, roll_dice};
use crate::skills::Skill;
use rand::Rng;

/// Which game version's shield rules apply (`spec/README.md`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ShieldRules {
    /// DCSS 0.31: a hard per-turn block limit (`dcss-0.31.md` §6.5).
    #[default]
    #[cfg_attr(feature = "serde", serde(rename = "0.31"))]
    V031,
    /// DCSS 0.19: the attacker's pierce roll grows by 5·b² (player defender) or 4·b²
    /// (monster defender) with the defender's earlier blocks, no limit
    /// (`dcss-0.19-shields.md` §2.1).
    #[cfg_attr(feature = "serde", serde(rename = "0.19"))]
    V019,
}

impl ShieldRules {
    /// The version string, "0.31" or "0.19".
    /// (`dcss-0.31.md` §6.3)
    pub fn as_str(self) -> &'static str {
        match self {
            ShieldRules::V031 => "0.31",
            ShieldRules::V019 => "0.19",
        }
    }
}

impl std::str::FromStr for ShieldRules {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim() {
            "0.31" | "031" => Ok(ShieldRules::V031),
            "0.19" | "019" => Ok(ShieldRules::V019),
            other => Err(format!(
                "unknown shield rules '{other}': allowed 0.31, 0.19"
            )),
        }
    }
}

/// SH sources other than the shield item (`dcss-0.31.md` §6.1; `dcss-0.19-shields.md`
/// §1.2). Fields that exist in only one version are ignored by the other.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct ExtraSh {
    /// Large Bone Plates mutation level (0–3): `400 + 400·level`.
    pub bone_plates: i32,
    /// Condensation Shield active and not depleted (0.31): +800.
    pub condensation_shield: bool,
    /// `qazlal_sh_boost()`: `min(piety, breakpoint)/10`, ×100.
    pub qazlal: i32,
    /// `tso_sh_boost()` (Divine Shield amount), ×100.
    pub tso: i32,
    /// Amulet of reflection: +1000 in 0.31; in 0.19 `200·plus` (see `reflection_plus`).
    pub reflection: bool,
    /// The 0.19 amulet of reflection's plus.
    pub reflection_plus: i32,
    /// 0.19 Cigotuvi's Embrace: `_bone_armour_bonus()`, added ×2.
    pub bone_armour: i32,
    /// Artefact SH, ×200.
    pub artefact: i32,
}

impl ExtraSh {
    fn raw_031(&self) -> i32 {
        let plates = if self.bone_plates > 0 {
            400 + 400 * self.bone_plates
        } else {
            0
        };
        plates
            + if self.condensation_shield { 800 } else { 0 }
            + 100 * self.qazlal
            + 100 * self.tso
            + if self.reflection { 1000 } else { 0 }
            + 200 * self.artefact
    }

    fn raw_019(&self) -> i32 {
        let plates = if self.bone_plates > 0 {
            400 * self.bone_plates + 400
        } else {
            0
        };
        plates
            + 100 * self.qazlal
            + 100 * self.tso
            + 2 * self.bone_armour
            + 200 * self.reflection_plus
            + 200 * self.artefact
    }
}

/// The result of `player_shield_class()`: internal SH (psc) and displayed SH
/// (`dcss-0.31.md` §6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ShieldClass {
    /// Raw value ×100 before rounding.
    pub raw_x100: i32,
    /// Internal SH used in every combat roll: `(raw + 50) / 100`.
    pub internal: i32,
    /// What the game shows: `internal / 2`.
    pub displayed: i32,
}

impl ShieldClass {
    fn from_raw(raw: i32, incapacitated: bool) -> Self {
        let internal = if incapacitated { 0 } else { (raw + 50) / 100 };
        ShieldClass {
            raw_x100: raw,
            internal,
            displayed: internal / 2,
        }
    }
}

/// Everything `player_shield_class()` reads (`dcss-0.31.md` §6.1,
/// `dcss-0.19-shields.md` §1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShieldWearer<'a> {
    /// The offhand item, if any.
    pub shield: Option<&'a Shield>,
    /// Its enchantment.
    pub plus: i32,
    /// Shields skill.
    pub shields: Skill,
    /// Dexterity.
    pub dex: i32,
    /// Strength (0.19 only).
    pub strength: i32,
    /// Torso size (0.19 only).
    pub torso: Size,
    /// Other SH sources.
    pub extra: ExtraSh,
    /// Asleep, paralysed, petrified, confused, caught or `DUR_CLUMSY`: SH 0.
    pub incapacitated: bool,
}

impl ShieldWearer<'_> {
    /// `player_shield_class()` under 0.31 (player.cc:2200–2263, `dcss-0.31.md` §6.1):
    /// `2·AC·50 + 2·AC·skill(Shields,5)/2 + 200·plus + skill(Shields,38) + 114 +
    /// Dex·38·(2·AC+13)/26` plus the extra sources, rounded; 0 when incapacitated. An orb
    /// contributes nothing. No Str or size term.
    pub fn class_031(&self) -> ShieldClass {
        let mut raw = 0;
        if let Some(s) = self.shield.filter(|s| s.kind != ShieldKind::Orb) {
            let base = 2 * s.ac;
            raw += base * 50;
            raw += base * self.shields.scaled(5) / 2;
            raw += self.plus * 200;
            raw += self.shields.scaled(38);
            raw += 114;
            raw += self.dex * 38 * (base + 13) / 26;
        }
        raw += self.extra.raw_031();
        ShieldClass::from_raw(raw, self.incapacitated)
    }

    /// `player_shield_class()` under 0.19 (player.cc:2350–2398,
    /// `dcss-0.19-shields.md` §1.2): the torso-size factor on the base,
    /// `min(skill(Shields,38), 114)`, and the Dex/Str stat term by shield kind.
    pub fn class_019(&self) -> ShieldClass {
        let mut raw = 0;
        if let Some(s) = self.shield.filter(|s| s.kind != ShieldKind::Orb) {
            let sf = (self.torso.index() - Size::Medium.index()) * s.kind.size_offset_019();
            let base = 2 * s.ac + sf;
            raw += base * 50;
            raw += base * self.shields.scaled(5) / 2;
            raw += 200 * self.plus;
            raw += self.shields.scaled(38) + self.shields.scaled(38).min(114);
            let stat = match s.kind {
                ShieldKind::Buckler | ShieldKind::Orb => 38 * self.dex,
                ShieldKind::Kite => 19 * self.dex + 19 * self.strength,
                ShieldKind::Tower => 12 * self.dex + 26 * self.strength,
            };
            raw += stat * (base + 13) / 26;
        }
        raw += self.extra.raw_019();
        ShieldClass::from_raw(raw, self.incapacitated)
    }
}

/// `adjusted_shield_penalty(scale)` under 0.31 (player.cc:5902, `dcss-0.31.md` §6.4):
/// `2·p²·(270 − skill(Shields,10))·scale / (25 + 5·Str) / 270` with `p = −PARM_EVASION/10`.
pub fn shield_penalty(shield: Option<&Shield>, shields: Skill, strength: i32, scale: i32) -> i32 {
    let Some(s) = shield else { return 0 };
    let p = -s.parm_evasion / 10;
    2 * p * p * (270 - shields.scaled(10)) * scale / (25 + 5 * strength) / 270
}

/// The 0.19 racial factor `max(1, 5 + (Formicid ? −2 : 2·(MEDIUM − body size)))`
/// (`player_shield_racial_factor`, player.cc:2156, `dcss-0.19-shields.md` §3.1).
pub fn racial_factor_019(body: Size, formicid: bool) -> i32 {
    (5 + if formicid {
        -2
    } else {
        2 * (Size::Medium.index() - body.index())
    })
    .max(1)
}

/// `adjusted_shield_penalty(scale)` under 0.19 (player.cc:5805,
/// `dcss-0.19-shields.md` §3.1): `max(0, (B·scale − (skill(Shields,scale)/rf)·10) / 10)`
/// with `B = −PARM_EVASION`. Str plays no part.
pub fn shield_penalty_019(shield: Option<&Shield>, shields: Skill, rf: i32, scale: i32) -> i32 {
    let Some(s) = shield else { return 0 };
    let b = -s.parm_evasion;
    ((b * scale - (shields.scaled(scale) / rf) * 10) / 10).max(0)
}

/// Exact law of the extra attack delay from a 0.31 shield, `div_rand_round(asp(20), 20)`
/// aut on every attack (`dcss-0.31.md` §5 step 4, §6.4).
pub fn attack_delay_dist(shield: Option<&Shield>, shields: Skill, strength: i32) -> Dist {
    Dist::div_rand_round(shield_penalty(shield, shields, strength, 20), 20)
}

/// Exact law of the 0.19 shield's to-hit penalty `div_rand_round(1 + random2(P), 20)`
/// with `P = asp(20)`, subtracted from the player's pre-roll to-hit once per attack; 0 when
/// `P = 0` (attack.cc:357, `dcss-0.19-shields.md` §3.2).
pub fn to_hit_penalty_019_dist(p20: i32) -> Dist {
    if p20 <= 0 {
        return Dist::point(0);
    }
    Dist::random2(p20).and_then(|r| Dist::div_rand_round(1 + r, 20))
}

/// Samples the 0.19 shield's to-hit penalty (`dcss-0.19-shields.md` §3.2).
pub fn to_hit_penalty_019<R: Rng + ?Sized>(rng: &mut R, p20: i32) -> i32 {
    if p20 <= 0 {
        return 0;
    }
    let r = random2(rng, p20);
    div_rand_round(rng, 1 + r, 20)
}

/// Exact law of the 0.19 shield's extra attack delay in aut,
/// `div_rand_round(min(1dP, 1dP), 20)` with `P = asp(20)`: two dice, the smaller kept
/// (player-act.cc:286, `dcss-0.19-shields.md` §3.2); 0 when `P = 0`.
pub fn attack_delay_019_dist(p20: i32) -> Dist {
    if p20 <= 0 {
        return Dist::point(0);
    }
    // P(min >= k) = P(die >= k)^2 for two independent dice numbered 1..=P.
    let at_least = |k: i32| (f64::from(p20 - k + 1) / f64::from(p20)).powi(2);
    let weights: Vec<f64> = (1..=p20).map(|k| at_least(k) - at_least(k + 1)).collect();
    Dist::from_weights(1, &weights).and_then(|m| Dist::div_rand_round(m, 20))
}

/// Samples the 0.19 shield's extra attack delay (`dcss-0.19-shields.md` §3.2).
pub fn attack_delay_019<R: Rng + ?Sized>(rng: &mut R, p20: i32) -> i32 {
    if p20 <= 0 {
        return 0;
    }
    let a = roll_dice(rng, 1, p20);
    let b = roll_dice(rng, 1, p20);
    div_rand_round(rng, a.min(b), 20)
}

/// The defender's block roll (`dcss-0.31.md` §6.3; `dcss-0.19-shields.md` §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Defender {
    /// The player with internal SH `psc`: `psc <= 0 → −100`, else
    /// `random2avg(2·psc, 2)/3 − 1` (player.cc:5825).
    Player {
        /// Internal SH.
        psc: i32,
    },
    /// A monster with `shield_class` (0.31: `2·(AC+plus) + HD·4/3 (+10 reflection)`;
    /// 0.19: `c + HD·4/3`): `v = random2avg(shield_class, 2)/2`. Under 0.31 a 0 becomes
    /// −100 (monster.cc:3029); under 0.19 it stays 0 (monster.cc:3146). A monster with no
    /// shield passes `None`.
    Monster {
        /// The `random2avg` maximum, or `None` for no shield (always −100).
        shield_class: Option<i32>,
    },
}

/// The contest's fixed parameters for one attack against one defender
/// (`dcss-0.31.md` §6.3; `dcss-0.19-shields.md` §2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BlockContest {
    /// The defender's roll.
    pub defender: Defender,
    /// `attacker->shield_bypass_ability(to_hit)`: monster `15 + HD·2/3`, player
    /// `15 + to_hit/2` with the rolled to-hit (see [`monster_bypass`], [`player_bypass`]).
    pub bypass: i32,
    /// The defender cannot see the attacker: `pro /= 3` (C division).
    pub unseen_attacker: bool,
    /// The defender is incapacitated: no block at all.
    pub incapacitated: bool,
    /// Which rules: the 0.19 penalty on the pierce roll, or none (0.31).
    pub rules: ShieldRules,
}

/// A monster attacker's bypass `15 + HD·2/3` (monster.cc:3047 → fight.cc:151,
/// `dcss-0.31.md` §6.3), independent of its to-hit.
pub fn monster_bypass(hd: i32) -> i32 {
    15 + hd * 2 / 3
}

/// A player attacker's bypass `15 + to_hit/2` with the already-rolled to-hit
/// (player.cc:5834, `dcss-0.31.md` §6.3).
pub fn player_bypass(rolled_to_hit: i32) -> i32 {
    15 + rolled_to_hit / 2
}

/// The defender-side penalty on the pierce roll after `b` blocks this turn: 0 under
/// 0.31, `5·b²` against the player and `4·b²` against a monster under 0.19
/// (`dcss-0.19-shields.md` §2.1).
pub fn block_penalty(rules: ShieldRules, defender: &Defender, blocks: u32) -> i32 {
    let b = blocks as i32;
    match (rules, defender) {
        (ShieldRules::V031, _) => 0,
        (ShieldRules::V019, Defender::Player { .. }) => 5 * b * b,
        (ShieldRules::V019, Defender::Monster { .. }) => 4 * b * b,
    }
}

impl Defender {
    /// The maximum of `shield_bonus()`'s `random2avg(max, 2)` roll: `2·psc` for the player,
    /// the shield class for a monster; `None` when there is no roll and the bonus is the
    /// constant −100 (`dcss-0.31.md` §6.3, `dcss-0.19-shields.md` §2.1).
    pub fn avg_max(&self) -> Option<i32> {
        match *self {
            Defender::Player { psc } if psc > 0 => Some(2 * psc),
            Defender::Monster {
                shield_class: Some(c),
            } => Some(c),
            _ => None,
        }
    }

    /// `shield_bonus()` from the value `avg` of its `random2avg` roll: `avg/3 − 1` for the
    /// player (player.cc:5825), `avg/2` for a monster, where 0 becomes −100 under 0.31
    /// (monster.cc:3029) and stays 0 under 0.19; −100 when there is no roll
    /// (`dcss-0.31.md` §6.3, `dcss-0.19-shields.md` §2.1).
    pub fn bonus_from_avg(&self, rules: ShieldRules, avg: i32) -> i32 {
        match (*self, self.avg_max()) {
            (_, None) => -100,
            (Defender::Player { .. }, Some(_)) => avg / 3 - 1,
            (Defender::Monster { .. }, Some(_)) => {
                let v = avg / 2;
                if v == 0 && rules == ShieldRules::V031 {
                    -100
                } else {
                    v
                }
            }
        }
    }

    /// Exact law of `shield_bonus()` under the given rules (`dcss-0.31.md` §6.3,
    /// `dcss-0.19-shields.md` §2.1).
    pub fn bonus_dist(&self, rules: ShieldRules) -> Dist {
        match self.avg_max() {
            None => Dist::point(-100),
            Some(max) => Dist::random2avg(max, 2).map(|avg| self.bonus_from_avg(rules, avg)),
        }
    }

    /// Samples `shield_bonus()` (`dcss-0.31.md` §6.3, `dcss-0.19-shields.md` §2.1).
    pub fn roll_bonus<R: Rng + ?Sized>(&self, rng: &mut R, rules: ShieldRules) -> i32 {
        match self.avg_max() {
            None => -100,
            Some(max) => self.bonus_from_avg(rules, random2avg(rng, max, 2)),
        }
    }
}

impl BlockContest {
    /// The range of the attacker's pierce roll `con = random2(range)` after `blocks`
    /// earlier blocks this turn.
    /// (`dcss-0.31.md` §6.3)
    pub fn pierce_range(&self, blocks: u32) -> i32 {
        self.bypass + block_penalty(self.rules, &self.defender, blocks)
    }

    /// The defender's value `pro` against this attacker: `shield_bonus()`, divided by 3 in
    /// C arithmetic when the defender cannot see the attacker (`dcss-0.31.md` §6.3).
    pub fn pro(&self, bonus: i32) -> i32 {
        if self.unseen_attacker {
            bonus / 3
        } else {
            bonus
        }
    }

    /// Exact law of the defender's value after the unseen-attacker `/3`.
    /// (`dcss-0.31.md` §6.3)
    pub fn pro_dist(&self) -> Dist {
        self.defender.bonus_dist(self.rules).map(|v| self.pro(v))
    }

    /// Exact `P(pro >= con)` for the attack after `blocks` earlier blocks, before the
    /// 0.31 block limit is applied (`attack_shield_blocked`, attack.cc:1273,
    /// `dcss-0.31.md` §6.3; `dcss-0.19-shields.md` §4.1). A tie blocks.
    pub fn p_block(&self, blocks: u32) -> f64 {
        if self.incapacitated {
            return 0.0;
        }
        p_pro_beats_con(&self.pro_dist(), self.pierce_range(blocks))
    }

    /// Plays the contest once, as the game does: returns whether `pro >= con`
    /// (`dcss-0.31.md` §6.3). The caller applies the 0.31 block limit.
    pub fn roll<R: Rng + ?Sized>(&self, rng: &mut R, blocks: u32) -> bool {
        if self.incapacitated {
            return false;
        }
        let con = random2(rng, self.pierce_range(blocks));
        self.pro(self.defender.roll_bonus(rng, self.rules)) >= con
    }
}

/// Exact `P(pro >= con)` for `con = random2(range)` and a law of `pro`
/// (`dcss-0.31.md` §6.3): `Σ P(pro)·clamp(pro+1, 0, n)/n` with `n = max(range, 1)`.
pub fn p_pro_beats_con(pro: &Dist, range: i32) -> f64 {
    let n = range.max(1);
    pro.iter()
        .map(|(v, p)| p * f64::from((v + 1).clamp(0, n)) / f64::from(n))
        .sum()
}

/// The number of blocks allowed per defender turn under 0.31 (`actor::shield_block_limit`,
/// actor.cc:413, `dcss-0.31.md` §6.5): the shield's 2/3/4, 0 with an orb, 1 for SH from
/// other sources with no offhand item. `None` means no limit (0.19 rules).
pub fn block_limit(rules: ShieldRules, shield: Option<&Shield>) -> Option<u32> {
    match rules {
        ShieldRules::V019 => None,
        ShieldRules::V031 => Some(shield.map_or(1, |s| s.block_limit)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::{SHIELDS_019, SHIELDS_031};

    fn sk(l: i32) -> Skill {
        Skill::level(l).unwrap()
    }

    fn wearer(
        shield: Option<&Shield>,
        plus: i32,
        shields: Skill,
        dex: i32,
        strength: i32,
        torso: Size,
    ) -> ShieldWearer<'_> {
        ShieldWearer {
            shield,
            plus,
            shields,
            dex,
            strength,
            torso,
            extra: ExtraSh::default(),
            incapacitated: false,
        }
    }

    fn player(psc: i32, bypass: i32, rules: ShieldRules) -> BlockContest {
        BlockContest {
            defender: Defender::Player { psc },
            bypass,
            unseen_attacker: false,
            incapacitated: false,
            rules,
        }
    }

    /// `dcss-0.31.md` §6.6: psc, displayed SH, EV penalty, attack delay, limit, true
    /// P(block) against an HD 5 attacker.
    #[test]
    fn spec_031_shield_table() {
        // (shield index, plus, Shields, Dex, Str, psc, sh, evpen, delay dist, p_block)
        type Row = (
            usize,
            i32,
            i32,
            i32,
            i32,
            i32,
            i32,
            i32,
            &'static [(i32, f64)],
            f64,
        );
        let rows: [Row; 8] = [
            (1, 0, 0, 15, 15, 8, 4, 50, &[(0, 0.5), (1, 0.5)], 0.12030),
            (1, 0, 8, 15, 15, 13, 6, 35, &[(0, 0.65), (1, 0.35)], 0.21304),
            (1, 0, 27, 15, 15, 23, 11, 0, &[(0, 1.0)], 0.39814),
            (2, 0, 0, 12, 16, 14, 7, 190, &[(1, 0.1), (2, 0.9)], 0.23146),
            (
                2,
                2,
                10,
                14,
                16,
                27,
                13,
                119,
                &[(1, 0.85), (2, 0.15)],
                0.47222,
            ),
            (3, 0, 0, 10, 20, 20, 10, 360, &[(3, 0.4), (4, 0.6)], 0.34258),
            (
                3,
                0,
                15,
                10,
                20,
                35,
                17,
                160,
                &[(1, 0.4), (2, 0.6)],
                0.61249,
            ),
            (3, 3, 27, 15, 25, 57, 28, 0, &[(0, 1.0)], 0.83696),
        ];
        for (i, plus, sh_sk, dex, st, psc, disp, evpen, delay, pb) in rows {
            let s = &SHIELDS_031[i];
            let sc = wearer(Some(s), plus, sk(sh_sk), dex, 15, Size::Medium).class_031();
            assert_eq!(
                (sc.internal, sc.displayed),
                (psc, disp),
                "{} sk {sh_sk}",
                s.name
            );
            assert_eq!(shield_penalty(Some(s), sk(sh_sk), st, 100), evpen);
            let d = attack_delay_dist(Some(s), sk(sh_sk), st);
            for &(v, p) in delay {
                assert!((d.prob(v) - p).abs() < 1e-12);
            }
            let p = player(psc, monster_bypass(5), ShieldRules::V031).p_block(0);
            assert!((p - pb).abs() < 5e-6, "{} sk {sh_sk}: {p}", s.name);
            assert_eq!(block_limit(ShieldRules::V031, Some(s)), Some(s.block_limit));
        }
        assert_eq!(block_limit(ShieldRules::V031, None), Some(1));
        assert_eq!(
            block_limit(ShieldRules::V031, Some(&SHIELDS_031[0])),
            Some(0)
        );
        assert_eq!(block_limit(ShieldRules::V019, Some(&SHIELDS_031[3])), None);
    }

    #[test]
    fn orb_and_incapacitation_give_no_sh() {
        let orb = &SHIELDS_031[0];
        let sc = wearer(Some(orb), 0, sk(10), 20, 15, Size::Medium).class_031();
        assert_eq!(sc.internal, 0);
        let incapacitated = ShieldWearer {
            incapacitated: true,
            ..wearer(Some(&SHIELDS_031[3]), 0, sk(10), 20, 15, Size::Medium)
        };
        assert_eq!(incapacitated.class_031().internal, 0);
        let amulet = ShieldWearer {
            extra: ExtraSh {
                reflection: true,
                ..ExtraSh::default()
            },
            ..wearer(None, 0, sk(0), 10, 10, Size::Medium)
        };
        assert_eq!(amulet.class_031().internal, 10);
    }

    /// `dcss-0.19-shields.md` T1 (psc) and its hand check.
    #[test]
    fn spec_019_t1_psc() {
        let (buckler, shield, large) = (&SHIELDS_019[0], &SHIELDS_019[1], &SHIELDS_019[2]);
        let rows = [
            (buckler, Size::Little, [10, 16, 21, 28]),
            (buckler, Size::Small, [9, 14, 18, 25]),
            (buckler, Size::Medium, [7, 13, 16, 23]),
            (shield, Size::Small, [15, 23, 28, 38]),
            (shield, Size::Medium, [14, 22, 27, 37]),
            (shield, Size::Large, [14, 21, 26, 35]),
            (large, Size::Medium, [22, 31, 38, 51]),
            (large, Size::Large, [22, 31, 38, 51]),
        ];
        for (s, torso, pscs) in rows {
            for (sh_sk, want) in [0, 8, 15, 27].into_iter().zip(pscs) {
                let sc = wearer(Some(s), 0, sk(sh_sk), 15, 15, torso).class_019();
                assert_eq!(sc.internal, want, "{} {:?} Shields {sh_sk}", s.name, torso);
            }
        }
        let sc = wearer(Some(buckler), 0, sk(8), 15, 15, Size::Medium).class_019();
        assert_eq!((sc.raw_x100, sc.internal, sc.displayed), (1254, 13, 6));
    }

    /// `dcss-0.19-shields.md` T6: EV penalty ×100 by racial factor.
    #[test]
    fn spec_019_t6_penalty() {
        let (buckler, shield, large) = (&SHIELDS_019[0], &SHIELDS_019[1], &SHIELDS_019[2]);
        let rows = [
            (buckler, 5, 0, 80, 16),
            (buckler, 9, 5, 25, 5),
            (buckler, 7, 5, 9, 2),
            (shield, 5, 0, 300, 60),
            (shield, 7, 5, 229, 46),
            (shield, 7, 15, 86, 18),
            (shield, 5, 8, 140, 28),
            (shield, 3, 8, 34, 7),
            (large, 5, 8, 340, 68),
            (large, 3, 5, 334, 67),
            (large, 3, 15, 0, 0),
        ];
        for (s, rf, sh_sk, ev100, p20) in rows {
            assert_eq!(
                shield_penalty_019(Some(s), sk(sh_sk), rf, 100),
                ev100,
                "{} rf {rf}",
                s.name
            );
            assert_eq!(shield_penalty_019(Some(s), sk(sh_sk), rf, 20), p20);
        }
        // T6 attack delay distributions and to-hit penalty means.
        type Row = (i32, &'static [(i32, f64)], f64);
        let delays: [Row; 4] = [
            (16, &[(0, 453.0 / 640.0), (1, 187.0 / 640.0)], 0.425),
            (5, &[(0, 89.0 / 100.0), (1, 11.0 / 100.0)], 0.150),
            (2, &[(0, 15.0 / 16.0), (1, 1.0 / 16.0)], 0.075),
            (
                60,
                &[
                    (0, 2033.0 / 7200.0),
                    (1, 9.0 / 20.0),
                    (2, 41.0 / 180.0),
                    (3, 287.0 / 7200.0),
                ],
                1.525,
            ),
        ];
        for (p20, dist, to_hit_mean) in delays {
            let d = attack_delay_019_dist(p20);
            for &(v, p) in dist {
                assert!(
                    (d.prob(v) - p).abs() < 1e-12,
                    "delay P={p20} v={v}: {}",
                    d.prob(v)
                );
            }
            assert!((to_hit_penalty_019_dist(p20).mean() - to_hit_mean).abs() < 1e-12);
        }
        assert_eq!(attack_delay_019_dist(0), Dist::point(0));
        assert_eq!(racial_factor_019(Size::Little, false), 9);
        assert_eq!(racial_factor_019(Size::Small, false), 7);
        assert_eq!(racial_factor_019(Size::Large, false), 3);
        assert_eq!(racial_factor_019(Size::Medium, true), 3);
    }

    /// `dcss-0.19-shields.md` §4.1 exact fractions and T2 cells.
    #[test]
    fn spec_019_block_probabilities() {
        let v = ShieldRules::V019;
        let cases = [
            (7, 18, 0, 193.0 / 1890.0),
            (13, 18, 0, 673.0 / 3159.0),
            (13, 18, 1, 1346.0 / 8073.0),
            (22, 25, 0, 13531.0 / 49500.0),
            (31, 18, 2, 19205.0 / 74214.0),
            (51, 30, 3, 11.0 / 50.0),
        ];
        for (psc, bypass, b, want) in cases {
            let p = player(psc, bypass, v).p_block(b);
            assert!(
                (p - want).abs() < 1e-12,
                "psc {psc} bypass {bypass} b {b}: {p}"
            );
        }
        // T2b unseen HD 5 column, psc 22 and 51.
        for (psc, want) in [(22, 0.14585), (51, 0.32421), (7, 0.05820)] {
            let c = BlockContest {
                unseen_attacker: true,
                ..player(psc, monster_bypass(5), v)
            };
            assert!((c.p_block(0) - want).abs() < 5e-6, "psc {psc}");
        }
        // T5: a monster defender against bypass 30, penalty 4·b².
        let rows = [
            (12, [0.11667, 0.10294, 0.07609, 0.05303]),
            (22, [0.20000, 0.17647, 0.13043, 0.09091]),
            (54, [0.46667, 0.41176, 0.30435, 0.21212]),
        ];
        for (c, ps) in rows {
            let contest = BlockContest {
                defender: Defender::Monster {
                    shield_class: Some(c),
                },
                ..player(0, 30, v)
            };
            for (b, want) in ps.into_iter().enumerate() {
                let p = contest.p_block(b as u32);
                assert!((p - want).abs() < 5e-6, "c {c} b {b}: {p}");
            }
        }
    }

    #[test]
    fn incapacitated_never_blocks_and_rules_parse() {
        let c = BlockContest {
            incapacitated: true,
            ..player(40, 18, ShieldRules::V031)
        };
        assert_eq!(c.p_block(0), 0.0);
        assert_eq!("0.19".parse::<ShieldRules>(), Ok(ShieldRules::V019));
        assert!(
            "0.2"
                .parse::<ShieldRules>()
                .unwrap_err()
                .contains("allowed 0.31, 0.19")
        );
    }
}
