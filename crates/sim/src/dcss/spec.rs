//! DCSS scenario descriptions as scenario files and the command line give them, and their
//! resolution into the rules: names looked up, every value checked once by the `mechanics`
//! type that owns its rule, errors carrying the field's path (`docs/rules/dcss-0.31.md`
//! §2–§6, `docs/rules/dcss-0.31-equipment.md`).

use mechanics::dcss::attack::{Attack, Attacker, PlayerPreRoll};
use mechanics::dcss::build::{AuxPiece, AuxSet, Build};
use mechanics::dcss::data;
use mechanics::dcss::defender::{Defender, DefenderNumbers, Facing, Situation};
use mechanics::dcss::evasion::EvBonuses;
use mechanics::dcss::shields::{ExtraSh, ShieldRules};
use mechanics::dcss::skills::Skill;
use mechanics::dcss::to_hit::MonsterAttacker;
use mechanics::dcss::turn::{AttackerVariants, MixedTurn, Turn};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::character::{self, CharacterDump};
use super::named::{MonsterRequest, NamedMonster};
use crate::error::{FieldError, InputError};

/// Most attacks in one defender turn the simulator counts.
pub const MAX_ATTACKS: usize = 32;
/// Longest fight, in attacks, whose landed streak the simulator tracks.
pub const MAX_FIGHT_ATTACKS: usize = 512;

/// The defender: a player build by species and equipment, or EV and SH as numbers
/// (`dcss-0.31.md` §4, §6). Give either `species` (with `dex` and `str`) or `ev`.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DefenderSpec {
    /// A DCSS 0.31 character dump (morgue file) to read the build from, instead of the
    /// build fields or numbers. A relative path in a scenario file is relative to the file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub character: Option<String>,
    /// Species name or code ("Human", "Hu", "deep elf").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub species: Option<String>,
    /// Experience level, 1–27 (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xl: Option<i32>,
    /// Dexterity (with `species`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dex: Option<i32>,
    /// Strength (with `species`).
    #[serde(default, rename = "str", skip_serializing_if = "Option::is_none")]
    pub strength: Option<i32>,
    /// Dodging skill, 0–27 (tenths allowed).
    #[serde(default, skip_serializing_if = "is_default")]
    pub dodging: f64,
    /// Armour skill, 0–27.
    #[serde(default, skip_serializing_if = "is_default")]
    pub armour: f64,
    /// Shields skill, 0–27.
    #[serde(default, skip_serializing_if = "is_default")]
    pub shields: f64,
    /// Fighting skill, 0–27 (max HP).
    #[serde(default, skip_serializing_if = "is_default")]
    pub fighting: f64,
    /// Body armour ("plate", "fire dragon scales"); none if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
    /// The body armour's enchantment (AC).
    #[serde(default, skip_serializing_if = "is_default")]
    pub body_plus: i32,
    /// Shield ("buckler", "kite", "tower", "orb"); none if absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shield: Option<String>,
    /// The shield's enchantment.
    #[serde(default, skip_serializing_if = "is_default")]
    pub shield_plus: i32,
    /// Aux armour, each "name" or "name+N" ("cloak+1", "hat", "barding"), one per slot.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aux: Vec<String>,
    /// Wearing barding: the same as listing it in `aux`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub barding: bool,
    /// Form ("bat", "dragon", ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub form: Option<String>,
    /// Flat EV bonuses (rings, agility, acrobat, ...).
    #[serde(default, skip_serializing_if = "is_default")]
    pub bonuses: EvBonuses,
    /// SH from other sources (amulet of reflection, bone plates, ...).
    #[serde(default, skip_serializing_if = "is_default")]
    pub extra_sh: ExtraSh,
    /// EV as a number, instead of a build (the status line's EV).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev: Option<i32>,
    /// Internal SH as a number (the game's `player_shield_class()`, twice the shown SH).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh_internal: Option<i32>,
    /// SH as the game displays it, with `ev`: the internal SH is taken as twice it (the game
    /// rounds half the internal SH down, so `2·sh + 1` is the other possibility).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh: Option<i32>,
    /// The 0.31 per-turn block limit with `sh_internal` (buckler 2, kite 3, tower 4,
    /// no shield item 1); default 3.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block_limit: Option<u32>,
}

fn one() -> u32 {
    1
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

fn is_one(n: &u32) -> bool {
    *n == 1
}

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
        }
    }
}

/// A defender turn (`dcss-0.31.md` §6.5): who defends, who attacks, under which shield
/// rules, and how many turns a fight lasts for the streak statistics.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TurnSpec {
    /// The defender.
    pub defender: DefenderSpec,
    /// The attackers, acting in this order within the turn.
    pub attackers: Vec<AttackerSpec>,
    /// "0.31" (block limit, default) or "0.19" (pierce grows with earlier blocks).
    #[serde(default)]
    pub shield_rules: ShieldRules,
    /// Situational modifiers.
    #[serde(default, skip_serializing_if = "is_default")]
    pub situation: Situation,
    /// Turns per fight for the longest-streak statistic (each trial is one fight).
    #[serde(default = "one")]
    pub turns: u32,
}

/// An attacker as the reports describe it: who, how many, its to-hit and what the game
/// displays for it.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct AttackerSummary {
    /// Its label: the scenario's `name`, else `HD n` (with `fighter`) or `player`.
    pub name: String,
    /// How many such attackers act.
    pub count: u32,
    /// Attacks per round of each.
    pub attacks: u32,
    /// The top of the to-hit roll: a monster's `to_land` (rolled as `random2(N + 1)`), or the
    /// player's pre-roll (rolled as `random2(N)`).
    pub to_hit: i32,
    /// What the game displays for one of its attacks, in percent (`dcss-0.31.md` §2.4).
    pub displayed_pct: i32,
}

/// A turn resolved into the rules.
#[derive(Clone, Debug)]
pub struct Resolved {
    /// The attacks of one turn, in order, each attacker with its most likely weapon.
    pub turn: Turn,
    /// The attacks of one turn with every attacker's weapon law: each attacker (`count`
    /// copies of an attacker spec are as many attackers) with its variants.
    pub mixed: MixedTurn,
    /// The defender as the attacks see it.
    pub facing: Facing,
    /// The attackers, in order.
    pub attackers: Vec<AttackerSummary>,
    /// The named monsters, in the order of the specs that name one.
    pub monsters: Vec<NamedMonster>,
}

impl Resolved {
    /// Whether every attacker's attacks are known (no weapon law to draw from).
    pub fn is_fixed(&self) -> bool {
        self.mixed.combinations() == 1
    }
}

fn skill(field: &str, v: f64) -> Result<Skill, InputError> {
    Skill::from_f64(v).map_err(|e| InputError::at(field, e))
}

/// `name`, `name+N` or `name-N`: an aux item and its enchantment.
fn aux_piece(text: &str) -> Result<AuxPiece, InputError> {
    let (name, plus) = match text.rfind(['+', '-']) {
        Some(at) if at > 0 => {
            let plus = text[at..].parse::<i32>().map_err(|_| {
                InputError::invalid(
                    "aux",
                    format!("'{text}': give an item and an optional enchantment, e.g. cloak+1"),
                )
            })?;
            (&text[..at], plus)
        }
        _ => (text, 0),
    };
    let item = data::aux_armour(name.trim()).map_err(|e| InputError::at("aux", e))?;
    Ok(AuxPiece { item, plus })
}

impl DefenderSpec {
    /// The player build this describes, validated against the game's rules
    /// (`dcss-0.31-equipment.md` §5). Paths are relative to the defender.
    pub fn build(&self) -> Result<Build, InputError> {
        let species = self
            .species
            .as_deref()
            .ok_or_else(|| InputError::invalid("species", "give a species for a build"))?;
        let sp = data::species(species).map_err(|e| InputError::at("species", e))?;
        let dex = self
            .dex
            .ok_or_else(|| InputError::invalid("dex", "required with species (0 to 99)"))?;
        let strength = self
            .strength
            .ok_or_else(|| InputError::invalid("str", "required with species (1 to 99)"))?;
        let mut aux = AuxSet::default();
        let barding = self.barding.then(|| "barding".to_string());
        for text in self.aux.iter().chain(barding.as_ref()) {
            let piece = aux_piece(text)?;
            if let Some(worn) = aux.wear(piece) {
                return Err(InputError::invalid(
                    "aux",
                    format!(
                        "{} and {} share the {} slot: wear one",
                        worn.item.name,
                        piece.item.name,
                        piece.item.slot.name()
                    ),
                ));
            }
        }
        let build = Build {
            xl: self.xl.unwrap_or(1),
            dodging: skill("dodging", self.dodging)?,
            armour: skill("armour", self.armour)?,
            shields: skill("shields", self.shields)?,
            fighting: skill("fighting", self.fighting)?,
            body_plus: self.body_plus,
            body: data::body_armour(self.body.as_deref().unwrap_or("none"))
                .map_err(|e| InputError::at("body", e))?,
            shield: data::shield(self.shield.as_deref().unwrap_or("none"))
                .map_err(|e| InputError::at("shield", e))?,
            shield_plus: self.shield_plus,
            aux,
            form: data::form(self.form.as_deref().unwrap_or("none"))
                .map_err(|e| InputError::at("form", e))?,
            bonuses: self.bonuses,
            extra_sh: self.extra_sh,
            ..Build::new(sp, dex, strength)
        };
        build.validate().map_err(|e| e.at(""))?;
        Ok(build)
    }

    /// The character dump this names, read and parsed (`monsters-and-dumps.md` §4); `None`
    /// without one. Errors name `character` with the file and, for a dump that cannot be
    /// read, its line.
    pub fn character_dump(&self) -> Result<Option<CharacterDump>, InputError> {
        let Some(path) = &self.character else {
            return Ok(None);
        };
        let text = std::fs::read_to_string(path)
            .map_err(|e| InputError::invalid("character", format!("cannot read {path}: {e}")))?;
        character::parse(&text)
            .map(Some)
            .map_err(|e| InputError::invalid("character", format!("{path}: {e}")))
    }

    /// The description the build comes from: the character dump's, when one is named (no
    /// other build field or number may be given then), else this one.
    pub fn effective(&self) -> Result<DefenderSpec, InputError> {
        let Some(dump) = self.character_dump()? else {
            return Ok(self.clone());
        };
        let others = DefenderSpec {
            character: None,
            ..self.clone()
        };
        if others != DefenderSpec::default() {
            return Err(InputError::invalid(
                "character",
                "a character dump describes the whole defender: drop the build fields and \
                 numbers given beside it",
            ));
        }
        dump.defender_spec()
    }

    /// The defender this describes: a build, a character dump, or numbers (`dcss-0.31.md`
    /// §4, §6). Paths are relative to the defender.
    pub fn defender(&self) -> Result<Defender, InputError> {
        if self.character.is_some() {
            return self.effective()?.defender();
        }
        match (&self.species, self.ev) {
            (Some(_), Some(_)) => Err(InputError::invalid(
                "ev",
                "give either species (a build) or ev, not both",
            )),
            (None, None) => Err(InputError::invalid(
                "species",
                "give a build (species with dex and str), a character dump or ev",
            )),
            (Some(_), None) => {
                let numbers = [
                    ("sh_internal", self.sh_internal.is_some()),
                    ("sh", self.sh.is_some()),
                    ("block_limit", self.block_limit.is_some()),
                ];
                if let Some((field, _)) = numbers.iter().find(|(_, given)| *given) {
                    return Err(InputError::invalid(
                        *field,
                        "a build's SH and block limit come from its shield; give them only with ev",
                    ));
                }
                Ok(Defender::Build(self.build()?))
            }
            (None, Some(ev)) => {
                let sh_internal = match (self.sh_internal, self.sh) {
                    (Some(_), Some(_)) => {
                        return Err(InputError::invalid(
                            "sh",
                            "give either sh (displayed) or sh_internal, not both",
                        ));
                    }
                    (Some(internal), None) => internal,
                    (None, Some(shown)) => shown.saturating_mul(2),
                    (None, None) => 0,
                };
                Ok(Defender::Numbers(
                    DefenderNumbers::new(
                        ev,
                        sh_internal,
                        self.block_limit
                            .unwrap_or(DefenderNumbers::DEFAULT_BLOCK_LIMIT),
                    )
                    .map_err(|e| {
                        let e = e.at("");
                        if self.sh.is_some() && e.path == "sh_internal" {
                            InputError::invalid(
                                "sh",
                                format!(
                                    "{} is out of range: allowed 0 to 100",
                                    self.sh.unwrap_or(0)
                                ),
                            )
                        } else {
                            e
                        }
                    })?,
                ))
            }
        }
    }
}

/// One attacker spec, resolved: the variants of one copy's attacks, what reports say of it,
/// and the named monster behind it.
struct ResolvedAttacker {
    variants: Vec<(f64, Vec<Attack>)>,
    summary: AttackerSummary,
    named: Option<NamedMonster>,
}

impl AttackerSpec {
    /// The attacker this describes and its label (`dcss-0.31.md` §2.2, §3.1), for an
    /// attacker by HD or to-hit. Paths are relative to the attacker.
    pub fn attacker(&self) -> Result<(Attacker, String), InputError> {
        match (self.monster_hd, self.player_to_hit) {
            (Some(hd), None) => {
                let m = MonsterAttacker::new(hd, self.fighter, self.weapon_to_hit)
                    .map_err(|e| e.at(""))?;
                let label = self.name.clone().unwrap_or_else(|| {
                    format!("HD {hd}{}", if self.fighter { " fighter" } else { "" })
                });
                Ok((Attacker::Monster(m), label))
            }
            (None, Some(t)) => {
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
    fn named(&self) -> Result<Option<NamedMonster>, InputError> {
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
        ];
        if let Some((field, _)) = own.iter().find(|(_, given)| *given) {
            return Err(InputError::invalid(
                *field,
                "a named monster's HD, flags, attacks and weapon come from its table; use \
                 weapon and weapon_plus to pin its weapon",
            ));
        }
        NamedMonster::resolve(MonsterRequest {
            name,
            depth: self.depth,
            weapon: self.weapon.as_deref(),
            weapon_plus: self.weapon_plus,
            heads: self.heads,
        })
        .map(Some)
    }

    /// The attacker against `facing`: its attacks (with their variants for a named monster)
    /// and its summary. Paths are relative to the attacker.
    fn resolve(
        &self,
        facing: &Facing,
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
        if let Some(named) = self.named()? {
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
                displayed_pct: first.displayed_pct(),
            };
            return Ok(ResolvedAttacker {
                variants,
                summary,
                named: Some(named),
            });
        }
        let (attacker, name) = self.attacker()?;
        let attack = facing.attack(attacker, self.confused, situation);
        Ok(ResolvedAttacker {
            variants: vec![(1.0, vec![attack; self.attacks as usize])],
            summary: AttackerSummary {
                name,
                count: self.count,
                attacks: self.attacks,
                to_hit: attack.to_land(),
                displayed_pct: attack.displayed_pct(),
            },
            named: None,
        })
    }
}

impl TurnSpec {
    /// Resolves names, checks every value once and builds the turn (`dcss-0.31.md` §2–§6).
    pub fn resolve(&self) -> Result<Resolved, InputError> {
        let defender = self.defender.defender().map_err(|e| e.within("defender"))?;
        let facing = defender.facing(self.shield_rules, &self.situation);
        if self.attackers.is_empty() {
            return Err(InputError::invalid(
                "attackers",
                "give at least one attacker",
            ));
        }
        let block_limit = facing.turn_block_limit();
        let mut mixed = MixedTurn {
            attackers: Vec::new(),
            block_limit,
        };
        let (mut summaries, mut monsters) = (Vec::new(), Vec::new());
        let mut total = 0u64;
        for (i, spec) in self.attackers.iter().enumerate() {
            let at = format!("attackers[{i}]");
            let r = spec
                .resolve(&facing, &self.situation)
                .map_err(|e| e.within(&at))?;
            total += u64::from(spec.count) * r.variants[0].1.len() as u64;
            if total > MAX_ATTACKS as u64 {
                let field = match (self.attackers.len(), &r.named) {
                    (1, None) => format!("{at}.attacks"),
                    (1, Some(_)) => format!("{at}.count"),
                    _ => "attackers".into(),
                };
                return Err(InputError::invalid(
                    field,
                    format!("{total} attacks per turn is too many: allowed 1 to {MAX_ATTACKS}"),
                ));
            }
            for _ in 0..spec.count {
                mixed.attackers.push(AttackerVariants {
                    variants: r.variants.clone(),
                });
            }
            summaries.push(r.summary);
            monsters.extend(r.named);
        }
        let per_fight = self.turns as usize * total as usize;
        if self.turns == 0 || per_fight > MAX_FIGHT_ATTACKS {
            return Err(InputError::invalid(
                "turns",
                format!(
                    "{} is out of range: allowed 1 to {} with {total} attacks per turn",
                    self.turns,
                    MAX_FIGHT_ATTACKS / total as usize,
                ),
            ));
        }
        let likeliest = vec![0; mixed.attackers.len()];
        Ok(Resolved {
            turn: mixed.with_choice(&likeliest),
            mixed,
            facing,
            attackers: summaries,
            monsters,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(ev: i32) -> DefenderSpec {
        DefenderSpec {
            ev: Some(ev),
            ..DefenderSpec::default()
        }
    }

    #[test]
    fn errors_carry_the_field_path() {
        let spec = TurnSpec {
            defender: numbers(200),
            attackers: vec![AttackerSpec {
                monster_hd: Some(3),
                ..AttackerSpec::default()
            }],
            shield_rules: ShieldRules::V031,
            situation: Situation::default(),
            turns: 1,
        };
        let e = spec.resolve().unwrap_err();
        assert_eq!(e.path, "defender.ev");
        let spec = TurnSpec {
            defender: numbers(10),
            attackers: vec![AttackerSpec {
                monster_hd: Some(0),
                ..AttackerSpec::default()
            }],
            ..spec
        };
        assert_eq!(spec.resolve().unwrap_err().path, "attackers[0].monster_hd");
    }

    #[test]
    fn aux_lists_parse_with_enchantments() {
        let human = DefenderSpec {
            species: Some("human".into()),
            dex: Some(10),
            strength: Some(10),
            aux: vec!["cloak+1".into(), "hat".into()],
            ..DefenderSpec::default()
        };
        let b = human.build().unwrap();
        assert_eq!(
            b.aux.cloak.map(|p| (p.item.name, p.plus)),
            Some(("cloak", 1))
        );
        let twice = DefenderSpec {
            aux: vec!["cloak".into(), "scarf".into()],
            ..human.clone()
        };
        let e = twice.build().unwrap_err();
        assert_eq!(e.path, "aux");
        assert!(e.to_string().contains("share the cloak slot"), "{e}");
        let barded = DefenderSpec {
            barding: true,
            ..human
        };
        assert_eq!(barded.build().unwrap_err().path, "aux");
    }
}
