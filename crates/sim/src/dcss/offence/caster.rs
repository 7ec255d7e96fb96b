//! A character dump's caster (`docs/rules/dcss-0.34-player-ranged.md` §5, §11): Int, the
//! spell skills, the enhancers of each school (staves, rings of fire and ice, artefacts'
//! school properties, the Archmagi), wizardry, Wild and Subdued Magic and the armour's spell
//! penalty; and its memorised attack spells as scenarios name them.

use mechanics::dcss::data::{Slot, body_armour_in, shield};
use mechanics::dcss::player_ranged::spell::power::armour_spell_penalty;
use mechanics::dcss::player_ranged::{Caster, School};
use mechanics::dcss::skills::Skill;

use super::dump_skill;
use crate::dcss::character::{CharacterDump, ItemKind};
use crate::error::InputError;

/// The staves and what they enhance, as a dump names them.
const STAVES: [(&str, School); 7] = [
    ("staff of fire", School::Fire),
    ("staff of cold", School::Ice),
    ("staff of air", School::Air),
    ("staff of earth", School::Earth),
    ("staff of death", School::Necromancy),
    ("staff of alchemy", School::Alchemy),
    ("staff of conjuration", School::Conjurations),
];

/// An artefact's school properties as its labels print them.
const PROPS: [(&str, School); 11] = [
    ("Conj", School::Conjurations),
    ("Fire", School::Fire),
    ("Ice", School::Ice),
    ("Air", School::Air),
    ("Earth", School::Earth),
    ("Necro", School::Necromancy),
    ("Alch", School::Alchemy),
    ("Tloc", School::Translocations),
    ("Hexes", School::Hexes),
    ("Summ", School::Summonings),
    ("Forge", School::Forgecraft),
];

/// What a dump says about its spellcasting.
#[derive(Clone, Debug, PartialEq)]
pub struct DumpCaster {
    /// Int, skills, wizardry, mutations and the armour's spell penalty.
    pub caster: Caster,
    /// Enhancers of each school, by [`School::index`].
    pub school_enhancers: [i32; 11],
    /// Enhancers of every spell: the Archmagi, brilliance.
    pub general_enhancers: i32,
    /// Current MP.
    pub mp: Option<i32>,
}

impl DumpCaster {
    /// The same caster with every skill at the top of the tenth the dump prints: a dump
    /// hides the fraction below a tenth (`docs/rules/monsters-and-dumps.md` §4.3), so the
    /// game's numbers lie between this caster's and the printed one's.
    pub fn at_top_of_tenths(&self) -> DumpCaster {
        let mut c = self.clone();
        c.caster.spellcasting = c.caster.spellcasting.top_of_tenth();
        for s in &mut c.caster.schools {
            *s = s.top_of_tenth();
        }
        c
    }

    /// The enhancers of a spell of `schools` (§5.1): each school's, plus the general ones.
    pub fn enhancers(&self, schools: &[School]) -> i32 {
        schools
            .iter()
            .map(|s| self.school_enhancers[s.index()])
            .sum::<i32>()
            + self.general_enhancers
    }
}

fn skill(dump: &CharacterDump, name: &str) -> Result<Skill, InputError> {
    Skill::from_f64(dump_skill(dump, name))
        .map_err(|e| InputError::invalid("character", format!("{name}: {e}")))
}

/// The caster a dump describes (`docs/rules/dcss-0.34-player-ranged.md` §5, §11).
pub fn dump_caster(dump: &CharacterDump) -> Result<DumpCaster, InputError> {
    let mut schools = [Skill::default(); 11];
    for (school, name, _) in School::ALL {
        schools[school.index()] = skill(dump, name)?;
    }
    let mut enh = [0i32; 11];
    let (mut general, mut wizardry) = (0, 0);
    for item in &dump.equipment {
        if item.melded {
            continue;
        }
        let text = item.text.to_lowercase();
        if item.kind == ItemKind::Weapon {
            for (staff, school) in STAVES {
                let word = staff.trim_start_matches("staff of ");
                if text.contains(staff) || text.contains(&format!("{word} staff")) {
                    enh[school.index()] += 1;
                }
            }
        }
        if text.contains("ring of fire") {
            enh[School::Fire.index()] += 1;
            enh[School::Ice.index()] -= 1;
        }
        if text.contains("ring of ice") {
            enh[School::Ice.index()] += 1;
            enh[School::Fire.index()] -= 1;
        }
        for label in &item.labels {
            for (prop, school) in PROPS {
                if label == prop {
                    enh[school.index()] += 1;
                }
            }
        }
    }
    // The `%:` line names wizardry ("wizardry (x2)") and the Archmagi whatever gives them
    // (rings, Big Brain, artefacts, the ego).
    for p in &dump.passives {
        let p = p.to_lowercase();
        if let Some(rest) = p.strip_prefix("wizardry") {
            wizardry += rest
                .trim()
                .trim_start_matches("(x")
                .trim_end_matches(')')
                .parse::<i32>()
                .unwrap_or(1);
        }
        if p.starts_with("archmagi") {
            general += 1;
        }
    }
    if dump.has_status("brilliant") {
        general += 1;
    }
    let level = |name: &str| dump.mutation(name).map_or(0, |m| m.level.max(0));
    let strength = dump.strength.max(1);
    let body = match dump
        .armour(Slot::Body)
        .filter(|b| !b.melded)
        .and_then(|b| b.base.clone())
    {
        Some(n) => body_armour_in(mechanics::dcss::player_ranged::RULES, &n)
            .map_err(|e| InputError::invalid("character", e.to_string()))?,
        None => None,
    };
    // Fire dragon scales were ER 11 until 0.34.0 (`docs/rules/monsters-and-dumps.md` §4.5):
    // a dump of an earlier build computed its spell penalty with that.
    let v = &dump.version;
    let earlier = v.minor < 34 || (v.minor == 34 && v.development);
    let body = body.map(|b| match b.name {
        "fire dragon scales" if earlier => mechanics::dcss::data::BodyArmour {
            parm_evasion: -110,
            ..*b
        },
        _ => *b,
    });
    let worn = match dump
        .armour(Slot::Shield)
        .filter(|s| !s.melded)
        .and_then(|s| s.base.clone())
    {
        Some(n) => shield(&n).unwrap_or(None),
        None => None,
    };
    let penalty = armour_spell_penalty(
        body.as_ref(),
        skill(dump, "Armour")?,
        worn,
        skill(dump, "Shields")?,
        strength,
    );
    Ok(DumpCaster {
        caster: Caster {
            int: dump.intelligence.max(1),
            spellcasting: skill(dump, "Spellcasting")?,
            schools,
            wild_magic: level("wild magic"),
            subdued_magic: level("subdued magic"),
            wizardry,
            spell_penalty: penalty,
            vehumet: dump.god.as_deref() == Some("Vehumet"),
        },
        school_enhancers: enh,
        general_enhancers: general,
        mp: dump.ranged.mp.map(|m| m.0),
    })
}
