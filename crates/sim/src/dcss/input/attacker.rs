//! One attacker's description (a named monster, a monster by HD, or the player by pre-roll
//! to-hit) and its resolution into the attacks of a turn (`docs/rules/dcss-0.31.md` §2.2,
//! §3.1, `docs/rules/monsters-and-dumps.md` §1, §2).

use mechanics::dcss::attack::{Attack, Attacker, DefenderEv, DefenderShield, PlayerPreRoll};
use mechanics::dcss::defender::{DefenderNumbers, Facing, Situation};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::Blocker;
use mechanics::dcss::to_hit::{AUTOMATIC_HIT, MonsterAttacker};
use mechanics::limits::Limit;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::release::only_034;
use super::{AttackerSummary, DefenderSpec, MAX_ATTACKS, is_default, is_one, one};
use crate::dcss::GameShows;
use crate::dcss::named::{MonsterRequest, NamedMonster};
use crate::error::{FieldError, InputError};

/// A monster's slaying (`monster::slaying()`: rings, artefacts, 6 per Devious weapon stack,
/// `docs/rules/dcss-0.34.md` §3.1): −20 to 80.
pub const SLAYING: Limit = Limit::new("slaying", -20, 80);

/// A monster defender's shield class against the player: 0 to 200.
pub const MONSTER_SH: Limit = Limit::new("monster_sh", 0, 200);

/// The chance, in percent, that a blind player attacking an adjacent monster misses
/// whatever the roll said: `min(90, 15 + 15·distance)` at distance 1
/// (`docs/rules/dcss-0.34.md` §2.1 step 4).
pub const BLIND_ADJACENT_MISS_PCT: i32 = 30;

/// One attacker: a named monster, a monster by HD, or the player by pre-roll to-hit
/// (`dcss-0.31.md` §2.2, §3.1; `monsters-and-dumps.md` §1, §2). Give exactly one of
/// `monster`, `monster_hd` or `player_to_hit`.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AttackerSpec {
    /// A label for reports ("orc warrior").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// A DCSS 0.31 monster by the game's name ("orc warrior") or enum id: its HD, flags and
    /// attacks come from the table, its weapon from `weapon` or its weapon law at `depth`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// The depth the named monster's weapon is generated at (D:10 is 10; default 10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<i32>,
    /// The named monster's weapon, pinned ("long sword"), instead of its weapon law.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
    /// The pinned weapon's enchantment (default 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon_plus: Option<i32>,
    /// A hydra's heads: each head makes one bite.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heads: Option<u32>,
    /// Monster hit dice, 1–30.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster_hd: Option<i32>,
    /// `M_FIGHTER` (melee) or `M_ARCHER` (missiles).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fighter: bool,
    /// The monster weapon's plus plus its `PWPN_HIT`.
    #[serde(default, skip_serializing_if = "is_default")]
    pub weapon_to_hit: i32,
    /// The player's pre-roll to-hit (the game's `to_land`), rolled as `random2(N)`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player_to_hit: Option<i32>,
    /// Attacks per round (a monster's attack slots).
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub attacks: u32,
    /// How many such attackers act in the turn.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub count: u32,
    /// The attacker is confused: −5 to-hit.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub confused: bool,
    /// A monster's slaying (rings, artefacts, 6 per Devious weapon stack; `dcss-0.34.md`
    /// §3.1), added to its to-hit but not to what the game displays.
    #[serde(default, skip_serializing_if = "is_default")]
    pub slaying: i32,
    /// Every attack is an automatic hit (a shadow stab on a player who cannot see it, a
    /// drowned soul, a projected attack; `dcss-0.34.md` §2.1), which dcss-0.34 never blocks.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto_hit: bool,
    /// The player attacker is blind and adjacent to its target: 30 % of its attacks miss
    /// whatever the roll said (dcss-0.34, `dcss-0.34.md` §2.1 step 4).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub blind: bool,
}

/// A monster the player attacks, given by its EV and shield class (`dcss-0.31.md` §2.2,
/// §6.3): a monster's EV is a whole number in both releases, never drawn, and an unseen
/// player only divides its block value by 3.
#[derive(Clone, Copy, Debug)]
pub(super) struct MonsterTarget {
    ev: i32,
    shield: DefenderShield,
}

impl MonsterTarget {
    /// Its EV and shield class.
    pub(super) fn numbers(&self) -> (i32, i32) {
        let shield_class = match self.shield.blocker {
            Blocker::Monster { shield_class } => shield_class.unwrap_or(0),
            _ => 0,
        };
        (self.ev, shield_class)
    }

    /// The monster target `defender` describes with `monster_sh`, if it does.
    pub(super) fn of(
        defender: &DefenderSpec,
        situation: &Situation,
        rules: mechanics::dcss::shields::ShieldRules,
    ) -> Result<Option<Self>, InputError> {
        let Some(sh) = defender.monster_sh else {
            return Ok(None);
        };
        let within = |e: InputError| e.within("defender");
        let sh = MONSTER_SH.check(sh).map_err(|e| within(e.at("")))?;
        let ev = defender.ev.ok_or_else(|| {
            within(InputError::invalid(
                "ev",
                "give the monster's EV (a whole number) with monster_sh",
            ))
        })?;
        let ev = DefenderNumbers::EV
            .check(ev)
            .map_err(|e| within(e.at("")))?;
        Ok(Some(MonsterTarget {
            ev,
            shield: DefenderShield {
                blocker: Blocker::Monster {
                    shield_class: Some(sh),
                },
                unseen_attacker: situation.unseen_attacker,
                incapacitated: situation.incapacitated(),
                rules,
            },
        }))
    }
}

impl Default for AttackerSpec {
    /// One attacker with one attack, and neither HD nor to-hit yet.
    fn default() -> Self {
        AttackerSpec {
            name: None,
            monster: None,
            depth: None,
            weapon: None,
            weapon_plus: None,
            heads: None,
            monster_hd: None,
            fighter: false,
            weapon_to_hit: 0,
            player_to_hit: None,
            attacks: 1,
            count: 1,
            confused: false,
            slaying: 0,
            auto_hit: false,
            blind: false,
        }
    }
}

/// One attacker spec, resolved: the variants of one copy's attacks, what reports say of it,
/// and the named monster behind it.
pub(super) struct ResolvedAttacker {
    pub(super) variants: Vec<(f64, Vec<Attack>)>,
    pub(super) summary: AttackerSummary,
    pub(super) named: Option<NamedMonster>,
}

impl AttackerSpec {
    /// The attacker this describes and its label (`dcss-0.31.md` §2.2, §3.1), for an
    /// attacker by HD or to-hit. Paths are relative to the attacker.
    pub fn attacker(&self) -> Result<(Attacker, String), InputError> {
        match (self.monster_hd, self.player_to_hit) {
            (Some(hd), None) => {
                let mut m = MonsterAttacker::new(hd, self.fighter, self.weapon_to_hit)
                    .map_err(|e| e.at(""))?;
                m.slaying = SLAYING.check(self.slaying).map_err(|e| e.at(""))?;
                let label = self.name.clone().unwrap_or_else(|| {
                    format!("HD {hd}{}", if self.fighter { " fighter" } else { "" })
                });
                Ok((Attacker::Monster(m), label))
            }
            (None, Some(t)) => {
                if self.slaying != 0 {
                    return Err(InputError::invalid(
                        "slaying",
                        "is a monster's: the player's slaying is part of player_to_hit",
                    ));
                }
                let p = PlayerPreRoll::fixed(t).map_err(|e| e.at(""))?;
                let label = self.name.clone().unwrap_or_else(|| "player".into());
                Ok((Attacker::Player(p), label))
            }
            _ => Err(InputError::invalid(
                "monster_hd",
                "give exactly one of monster, monster_hd or player_to_hit",
            )),
        }
    }

    /// The named monster this describes, if any; its own fields only with a name.
    fn named(&self, rules: RuleSet) -> Result<Option<NamedMonster>, InputError> {
        let Some(name) = &self.monster else {
            let stray = [
                ("depth", self.depth.is_some()),
                ("weapon", self.weapon.is_some()),
                ("weapon_plus", self.weapon_plus.is_some()),
                ("heads", self.heads.is_some()),
            ];
            if let Some((field, _)) = stray.iter().find(|(_, given)| *given) {
                return Err(InputError::invalid(
                    *field,
                    "applies to a named monster: give monster too",
                ));
            }
            return Ok(None);
        };
        if self.monster_hd.is_some() || self.player_to_hit.is_some() {
            return Err(InputError::invalid(
                "monster",
                "give exactly one of monster, monster_hd or player_to_hit",
            ));
        }
        let own = [
            ("fighter", self.fighter),
            ("weapon_to_hit", self.weapon_to_hit != 0),
            ("attacks", self.attacks != 1),
            ("slaying", self.slaying != 0),
            ("auto_hit", self.auto_hit),
        ];
        if let Some((field, _)) = own.iter().find(|(_, given)| *given) {
            return Err(InputError::invalid(
                *field,
                "a named monster's HD, flags, attacks and weapon come from its table; use \
                 weapon and weapon_plus to pin its weapon",
            ));
        }
        NamedMonster::resolve(MonsterRequest {
            rules,
            name,
            depth: self.depth,
            weapon: self.weapon.as_deref(),
            weapon_plus: self.weapon_plus,
            heads: self.heads,
            allow_no_melee: false,
        })
        .map(Some)
    }

    /// The attacker under `rules` against `facing` (or, for the player, against the monster
    /// `target` when one is given): its attacks (with their variants for a named monster)
    /// and its summary. Paths are relative to the attacker.
    pub(super) fn resolve(
        &self,
        rules: RuleSet,
        facing: &Facing,
        target: Option<&MonsterTarget>,
        situation: &Situation,
    ) -> Result<ResolvedAttacker, InputError> {
        if self.count == 0 {
            return Err(InputError::invalid("count", "must be at least 1"));
        }
        if self.attacks == 0 {
            return Err(InputError::invalid("attacks", "must be at least 1"));
        }
        // Checked before the attacks are built: a huge count would not fit in memory.
        if self.attacks as usize > MAX_ATTACKS {
            return Err(InputError::invalid(
                "attacks",
                format!(
                    "{} is out of range: allowed 1 to {MAX_ATTACKS} (attacks per turn)",
                    self.attacks
                ),
            ));
        }
        only_034(rules, "blind", self.blind)?;
        if self.blind && self.player_to_hit.is_none() {
            return Err(InputError::invalid(
                "blind",
                "is the attacking player's: give it with player_to_hit",
            ));
        }
        if let Some(named) = self.named(rules)? {
            if target.is_some() {
                return Err(InputError::invalid(
                    "monster",
                    "a monster attacks the player: give the defender's EV and SH, not monster_sh",
                ));
            }
            let variants = named.round_variants(facing, self.confused, situation);
            let first = &variants[0].1[0];
            let summary = AttackerSummary {
                name: self
                    .name
                    .clone()
                    .unwrap_or_else(|| named.monster.name.clone()),
                count: self.count,
                attacks: variants[0].1.len() as u32,
                to_hit: first.to_land(),
                displayed_pct: GameShows(first.shown()),
            };
            return Ok(ResolvedAttacker {
                variants,
                summary,
                named: Some(named),
            });
        }
        let (attacker, name) = self.attacker()?;
        let mut attack = facing.attack(attacker, self.confused, situation);
        attack.mods.auto_hit = self.auto_hit;
        match (attacker, target) {
            (Attacker::Player(_), Some(monster)) => {
                attack.ev = DefenderEv::Fixed(monster.ev);
                attack.shield = Some(monster.shield);
            }
            (Attacker::Monster(_), Some(_)) => {
                return Err(InputError::invalid(
                    "monster_hd",
                    "a monster attacks the player: give the defender's EV and SH, not monster_sh",
                ));
            }
            _ => {}
        }
        if self.blind {
            attack.mods.blind_miss_pct = BLIND_ADJACENT_MISS_PCT;
        }
        Ok(ResolvedAttacker {
            variants: vec![(1.0, vec![attack; self.attacks as usize])],
            summary: AttackerSummary {
                name,
                count: self.count,
                attacks: self.attacks,
                // The game's automatic hit replaces the roll with AUTOMATIC_HIT.
                to_hit: if self.auto_hit {
                    AUTOMATIC_HIT
                } else {
                    attack.to_land()
                },
                displayed_pct: GameShows(attack.shown()),
            },
            named: None,
        })
    }
}
