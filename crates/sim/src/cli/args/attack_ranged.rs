//! `roguesim attack`'s flags for a shot, a throw or an attack spell
//! (`docs/rules/dcss-0.34-player-ranged.md`).

use clap::Args;
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::player_ranged::projectile::ShotBrand;
use mechanics::dcss::player_ranged::{ShotSpec, SpellSpec};

use crate::dcss::attack::ranged::{RangedAttackSpec, RangedMonster, RangedOffenceSpec};

/// A ranged brand as scenario files name it.
fn parse_shot_brand(s: &str) -> Result<ShotBrand, String> {
    let wanted = s.trim().to_lowercase();
    ShotBrand::ALL
        .iter()
        .find(|(n, _)| *n == wanted)
        .map(|(_, b)| *b)
        .ok_or_else(|| {
            let names: Vec<&str> = ShotBrand::ALL.iter().map(|(n, _)| *n).collect();
            format!("allowed {}", names.join(", "))
        })
}

/// Your shot, throw or attack spell instead of a melee attack.
#[derive(Debug, Args)]
#[command(next_help_heading = "Ranged")]
pub struct RangedAttackArgs {
    /// Cast this attack spell ("Stone Arrow"); with --character, the dump's Int, skills and
    /// gear give its power and failure.
    #[arg(long, conflicts_with_all = ["launcher", "throw"])]
    pub spell: Option<String>,
    /// Shoot this launcher (sling, shortbow, orcbow, longbow, hand cannon, arbalest, triple
    /// crossbow); with --character, the dump's wielded launcher is used without it.
    #[arg(long, conflicts_with = "throw")]
    pub launcher: Option<String>,
    /// Throw this missile (stone, boomerang, javelin, large rock, dart).
    #[arg(long)]
    pub throw: Option<String>,
    /// The launcher's enchantment.
    #[arg(long, allow_negative_numbers = true)]
    pub launcher_plus: Option<i32>,
    /// The launcher's or missile's brand: flaming, freezing, electrocution, draining, heavy,
    /// antimagic, speed, penetration, silver.
    #[arg(long, value_parser = parse_shot_brand)]
    pub ranged_brand: Option<ShotBrand>,
    /// Ranged Weapons skill.
    #[arg(long)]
    pub ranged_weapons: Option<f64>,
    /// Throwing skill.
    #[arg(long)]
    pub throwing: Option<f64>,
    /// Intelligence (default 10).
    #[arg(long, allow_negative_numbers = true)]
    pub int: Option<i32>,
    /// Spellcasting skill.
    #[arg(long)]
    pub spellcasting: Option<f64>,
    /// Conjurations skill.
    #[arg(long)]
    pub conjurations: Option<f64>,
    /// Fire Magic skill.
    #[arg(long)]
    pub fire_magic: Option<f64>,
    /// Ice Magic skill.
    #[arg(long)]
    pub ice_magic: Option<f64>,
    /// Air Magic skill.
    #[arg(long)]
    pub air_magic: Option<f64>,
    /// Earth Magic skill.
    #[arg(long)]
    pub earth_magic: Option<f64>,
    /// Necromancy skill.
    #[arg(long)]
    pub necromancy: Option<f64>,
    /// Alchemy skill.
    #[arg(long)]
    pub alchemy: Option<f64>,
    /// Translocations skill.
    #[arg(long)]
    pub translocations: Option<f64>,
    /// Enhancers of the spell's schools (staves, rings, artefacts, the Archmagi): ×1.5
    /// power each, at most 3.
    #[arg(long, allow_negative_numbers = true)]
    pub enhancers: Option<i32>,
    /// Wizardry sources (rings, artefacts, Big Brain).
    #[arg(long)]
    pub wizardry: Option<i32>,
    /// Your body armour ("chain mail"): a launcher's delay and a spell's failure.
    #[arg(long)]
    pub body: Option<String>,
    /// Armour skill.
    #[arg(long)]
    pub armour_skill: Option<f64>,
}

/// What the melee flags give a ranged attack too.
pub struct Shared<'a> {
    pub str: Option<i32>,
    pub dex: Option<i32>,
    pub fighting: Option<f64>,
    pub slaying: Option<i32>,
    pub shield: Option<&'a String>,
    pub shields: Option<f64>,
    pub confused: bool,
    pub finesse: bool,
    pub haste: bool,
    pub slow: bool,
}

impl RangedAttackArgs {
    /// The ranged attack these flags describe at `monster`, if any of `--spell`,
    /// `--launcher`, `--throw` is given.
    pub fn spec(&self, monster: MonsterSpec, s: &Shared) -> Option<RangedAttackSpec> {
        let offence = if let Some(spell) = &self.spell {
            let d = SpellSpec::default();
            RangedOffenceSpec::Spell(SpellSpec {
                spell: spell.clone(),
                int: self.int.unwrap_or(d.int),
                str: s.str.unwrap_or(d.str),
                spellcasting: self.spellcasting.unwrap_or(0.0),
                conj: self.conjurations.unwrap_or(0.0),
                fire: self.fire_magic.unwrap_or(0.0),
                ice: self.ice_magic.unwrap_or(0.0),
                air: self.air_magic.unwrap_or(0.0),
                earth: self.earth_magic.unwrap_or(0.0),
                necro: self.necromancy.unwrap_or(0.0),
                alch: self.alchemy.unwrap_or(0.0),
                tloc: self.translocations.unwrap_or(0.0),
                enhancers: self.enhancers.unwrap_or(0),
                wizardry: self.wizardry.unwrap_or(0),
                armour: self.body.clone(),
                armour_skill: self.armour_skill.unwrap_or(0.0),
                shield: s.shield.cloned(),
                shields: s.shields.unwrap_or(0.0),
                haste: s.haste,
                slow: s.slow,
                ..d
            })
        } else {
            let item = self.launcher.clone().or_else(|| self.throw.clone())?;
            let d = ShotSpec::default();
            RangedOffenceSpec::Shot(ShotSpec {
                item,
                plus: self.launcher_plus.unwrap_or(0),
                brand: self.ranged_brand,
                dex: s.dex.unwrap_or(d.dex),
                str: s.str.unwrap_or(d.str),
                fighting: s.fighting.unwrap_or(0.0),
                ranged_weapons: self.ranged_weapons.unwrap_or(0.0),
                throwing: self.throwing.unwrap_or(0.0),
                slaying: s.slaying.unwrap_or(0),
                confused: s.confused,
                shield: s.shield.cloned(),
                shields: s.shields.unwrap_or(0.0),
                armour: self.body.clone(),
                armour_skill: self.armour_skill.unwrap_or(0.0),
                finesse: s.finesse,
                haste: s.haste,
                slow: s.slow,
                ..d
            })
        };
        Some(RangedAttackSpec {
            offence,
            monster: RangedMonster::Named(monster),
        })
    }
}
