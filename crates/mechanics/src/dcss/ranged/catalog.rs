//! What each 0.31 monster can attack with at range: its spell slots with their
//! frequencies, and the law of the launcher or thrown item it is given
//! (`docs/rules/dcss-0.31-ranged.md` §2.1, §3.1; `docs/rules/monsters-and-dumps.md` §6).
//!
//! Which of them a monster uses, and when, is its AI, which these rules do not model.

use super::beam::BeamInput;
use super::items::{Launcher, LauncherBrand, MissileItem, launchers, missile_items};
use super::missile::MissileInput;
use super::spells::{NotModelled, Spell, all_spells_in};
use super::tables::tables;
use super::tables034::tables034;
use super::volley::AttackInput;
use crate::dcss::monsters::Monster;
use crate::dcss::rules::RuleSet;

/// A monster-specific change of a spell's power (`docs/rules/dcss-0.31-ranged.md` §3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PowerModifier {
    /// A draconian's cold breath: power ×2/3 (mon-cast.cc:1524-1526).
    DraconianColdBreath,
    /// Xtahua's searing breath: power ×3/2 (mon-cast.cc:1512-1514).
    XtahuaSearingBreath,
    /// A laughing skull: +25 % per aligned laughing skull in sight within 5 squares, at most
    /// +100 % (mon-cast.cc:1869-1885).
    LaughingSkulls,
}

impl PowerModifier {
    /// The modifier with the data file's tag.
    pub(crate) fn from_tag(tag: &str) -> Option<PowerModifier> {
        Some(match tag {
            "draconian_cold_breath" => PowerModifier::DraconianColdBreath,
            "xtahua_searing_breath" => PowerModifier::XtahuaSearingBreath,
            "laughing_skulls" => PowerModifier::LaughingSkulls,
            _ => return None,
        })
    }
}

/// One slot of a monster's spellbook (mon-spell.h; draconian breaths first,
/// `docs/rules/monsters-and-dumps.md` §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpellSlot {
    /// The release whose spell table [`SpellSlot::spell`] reads.
    pub(crate) rules: RuleSet,
    pub(crate) spell: usize,
    /// The slot's frequency field, as the data gives it. Which spell is cast is AI and is not
    /// modelled.
    pub freq: i32,
    /// A change of power that applies to this monster's slot.
    pub power_modifier: Option<PowerModifier>,
}

impl SpellSlot {
    /// The spell.
    pub fn spell(&self) -> &'static Spell {
        &all_spells_in(self.rules)[self.spell]
    }
}

/// The spell slots of `monster` in casting order, empty when it casts nothing (or when its
/// spells are made at runtime, as a player ghost's) (`docs/rules/monsters-and-dumps.md` §6).
pub fn spell_slots(monster: &Monster) -> &'static [SpellSlot] {
    spell_slots_in(RuleSet::Dcss031, monster)
}

/// [`spell_slots`] in `rules`' spell lists: the 0.31.0 spellbooks, or the 0.34.1 monster
/// table's lists (`docs/rules/dcss-0.31-ranged.md` §10.4).
pub fn spell_slots_in(rules: RuleSet, monster: &Monster) -> &'static [SpellSlot] {
    let lists = match rules {
        RuleSet::Dcss031 => &tables().monster_spells,
        RuleSet::Dcss034 => &tables034().monster_spells,
    };
    lists.get(&monster.id).map_or(&[], Vec::as_slice)
}

/// One outcome of a monster's starting ranged equipment (`docs/rules/monsters-and-dumps.md`
/// §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MissileOutcome {
    /// A launcher (index into [`launchers`]); it fires its ammunition.
    Launcher(usize),
    /// A stack of thrown items (index into [`missile_items`]).
    Thrown(usize),
    /// No launcher and no throwable.
    Nothing,
}

/// What a [`MissileOutcome`] hands the monster.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RangedWeapon {
    /// A launcher.
    Launcher(&'static Launcher),
    /// Thrown items.
    Thrown(&'static MissileItem),
}

impl RangedWeapon {
    /// The name as scenario files give it in `launcher` (a launcher) or `missile` (thrown).
    pub fn name(&self) -> &'static str {
        match self {
            RangedWeapon::Launcher(l) => &l.name,
            RangedWeapon::Thrown(m) => &m.name,
        }
    }

    /// The missile it shoots: the launcher's ammunition, or the thrown item.
    pub fn missile(&self) -> &'static MissileItem {
        match self {
            RangedWeapon::Launcher(l) => l.ammo(),
            RangedWeapon::Thrown(m) => m,
        }
    }
}

impl MissileOutcome {
    /// What the monster is handed, `None` for nothing.
    pub fn weapon(&self) -> Option<RangedWeapon> {
        match *self {
            MissileOutcome::Launcher(i) => Some(RangedWeapon::Launcher(&launchers()[i])),
            MissileOutcome::Thrown(i) => Some(RangedWeapon::Thrown(&missile_items()[i])),
            MissileOutcome::Nothing => None,
        }
    }
}

/// One case of a monster's law: the conditions it holds under, and the probability of each
/// outcome, summed over plus, brand and quantity (`docs/rules/monsters-and-dumps.md` §6).
#[derive(Clone, Debug, PartialEq)]
pub struct MissileCase {
    /// When this case applies, in words ("absdepth >= 2", "always").
    pub when: String,
    /// The case of a monster placed normally at depth 2 or deeper, outside bands and
    /// special branches.
    pub typical: bool,
    /// Each outcome with its probability; they sum to 1.
    pub outcomes: Vec<(MissileOutcome, f64)>,
}

/// The law of a monster's starting launcher or thrown items (`docs/rules/monsters-and-dumps.md`
/// §6).
#[derive(Clone, Debug, PartialEq)]
pub struct MissileLaw {
    /// The monster's enum id.
    pub monster_id: String,
    /// The cases, in the data's order; exactly one is typical.
    pub cases: Vec<MissileCase>,
}

impl MissileLaw {
    /// The typical case (`docs/rules/monsters-and-dumps.md` §6).
    pub fn typical(&self) -> &MissileCase {
        self.cases
            .iter()
            .find(|c| c.typical)
            .unwrap_or(&self.cases[0])
    }

    /// Every launcher and thrown item any case can hand out, in first-seen order: what the
    /// monster can shoot with (`docs/rules/dcss-0.31-ranged.md` §2.1).
    pub fn weapons(&self) -> Vec<RangedWeapon> {
        let mut out: Vec<RangedWeapon> = Vec::new();
        for case in &self.cases {
            for (o, _) in &case.outcomes {
                if let Some(w) = o.weapon()
                    && !out.contains(&w)
                {
                    out.push(w);
                }
            }
        }
        out
    }
}

/// The law of `monster`'s starting ranged equipment, `None` for a monster the game never
/// gives a launcher or throwables (`docs/rules/monsters-and-dumps.md` §6).
pub fn missile_law(monster: &Monster) -> Option<&'static MissileLaw> {
    tables().missile_laws.get(&monster.id)
}

/// One attack a monster can make at range (`docs/rules/dcss-0.31-ranged.md` §2.1, §3.1): a
/// launcher or thrown item it can be given, or a spell of its book. Which one it uses is AI.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RangedOption {
    /// A launcher or thrown item, with its probability in the monster's typical case (0 when
    /// only another case hands it out).
    Missile {
        /// The launcher or thrown item.
        weapon: RangedWeapon,
        /// Its probability in the typical case.
        typical_probability: f64,
    },
    /// A spell slot; `modelled` says whether the rules model it as an attack on the player
    /// (a beam, or Smiting or Pain).
    Spell {
        /// The slot: spell, frequency, power modifier.
        slot: SpellSlot,
        /// `Ok` for a modelled attack, else why not.
        modelled: Result<(), NotModelled>,
    },
}

impl RangedOption {
    /// The attack's input against a player with EV `ev`, internal SH `sh_internal` and AC `ac`
    /// in no special situation (a +0 launcher of no brand, resistance 0), or `None` for a spell
    /// the rules do not model. Set the input's other fields for another situation.
    pub fn input(
        &self,
        monster: &Monster,
        ev: i32,
        sh_internal: i32,
        ac: i32,
    ) -> Option<AttackInput> {
        match self {
            RangedOption::Missile { weapon, .. } => Some(AttackInput::Missile(MissileInput {
                monster: monster.id.clone(),
                hd: None,
                archer: None,
                attack_damage: None,
                missile_energy: None,
                launcher: match weapon {
                    RangedWeapon::Launcher(l) => Some(l.name.clone()),
                    RangedWeapon::Thrown(_) => None,
                },
                launcher_plus: 0,
                launcher_brand: LauncherBrand::Normal,
                missile: weapon.missile().name.clone(),
                slaying: 0,
                portal_projectile: false,
                ev,
                attacker_unseen: false,
                player_unseen: false,
                translucent_skin: 0,
                backlit: false,
                umbra: false,
                attacker_nightvision: false,
                repel_missiles: false,
                sh_internal,
                incapacitated: false,
                ac,
            })),
            RangedOption::Spell { slot, modelled } => modelled.ok().map(|()| {
                AttackInput::Beam(BeamInput {
                    monster: monster.id.clone(),
                    spell: slot.spell().id.clone(),
                    hd: None,
                    evoked: false,
                    spell_energy: None,
                    spell_hd: None,
                    nearby_skulls: 0,
                    ev,
                    sh_internal,
                    ac,
                    player_unseen: false,
                    backlit: false,
                    umbra: false,
                    caster_nightvision: false,
                    repel_missiles: false,
                    incapacitated: false,
                    resist: 0,
                    willpower: None,
                })
            }),
        }
    }
}

/// Every attack `monster` can make at range: each launcher or thrown item its law can hand
/// out, then each slot of its spellbook in casting order, modelled or not
/// (`docs/rules/dcss-0.31-ranged.md` §2.1, §3.1; `docs/rules/monsters-and-dumps.md` §6). Wands
/// are not listed: any item-using monster may carry one.
pub fn ranged_options(monster: &Monster) -> Vec<RangedOption> {
    ranged_options_in(RuleSet::Dcss031, monster)
}

/// [`ranged_options`] under `rules`. Under 0.34 only the spell slots are known: which
/// launchers and throwables a 0.34.1 monster is given is not extracted
/// (`docs/rules/dcss-0.31-ranged.md` §10.4).
pub fn ranged_options_in(rules: RuleSet, monster: &Monster) -> Vec<RangedOption> {
    let mut out: Vec<RangedOption> = Vec::new();
    if let Some(law) = missile_law(monster).filter(|_| rules == RuleSet::Dcss031) {
        for weapon in law.weapons() {
            let typical_probability = law
                .typical()
                .outcomes
                .iter()
                .filter(|(o, _)| o.weapon() == Some(weapon))
                .map(|(_, p)| p)
                .sum();
            out.push(RangedOption::Missile {
                weapon,
                typical_probability,
            });
        }
    }
    out.extend(
        spell_slots_in(rules, monster)
            .iter()
            .map(|&slot| RangedOption::Spell {
                slot,
                modelled: slot.spell().modelled(),
            }),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dcss::monsters::find;
    use crate::tolerance::EXACT;

    #[test]
    fn a_centaur_has_two_bows_and_an_orc_priest_no_beam() {
        let law = missile_law(find("centaur").unwrap()).unwrap();
        let names: Vec<&str> = law.weapons().iter().map(RangedWeapon::name).collect();
        assert_eq!(names, ["shortbow", "orcbow"]);
        assert!((law.typical().outcomes[0].1 - 0.5).abs() < EXACT);
        assert_eq!(law.weapons()[0].missile().name, "arrow");
        // The orc priest's spells are a hex, smiting, a cantrip and a heal: no beam, but
        // Pain and Smiting are direct spells.
        let priest = spell_slots(find("orc priest").unwrap());
        assert_eq!(priest.len(), 4);
        assert!(priest.iter().all(|s| s.spell().beam.is_err()));
        let direct: Vec<&str> = priest
            .iter()
            .filter(|s| s.spell().modelled().is_ok())
            .map(|s| s.spell().id.as_str())
            .collect();
        assert_eq!(direct, ["SPELL_PAIN", "SPELL_SMITING"]);
        assert!(missile_law(find("orc priest").unwrap()).is_none());
    }

    #[test]
    fn slots_keep_frequencies_and_power_modifiers() {
        let skull = spell_slots(find("laughing skull").unwrap());
        assert_eq!(skull[0].spell().id, "SPELL_BOLT_OF_DRAINING");
        assert_eq!(skull[0].power_modifier, Some(PowerModifier::LaughingSkulls));
        let x = spell_slots(find("Xtahua").unwrap());
        assert_eq!(
            x[0].power_modifier,
            Some(PowerModifier::XtahuaSearingBreath)
        );
        let white = spell_slots(find("white draconian").unwrap());
        assert_eq!(
            white[0].power_modifier,
            Some(PowerModifier::DraconianColdBreath)
        );
        let wizard = spell_slots(find("orc wizard").unwrap());
        let freqs: Vec<(&str, i32)> = wizard
            .iter()
            .map(|s| (s.spell().id.as_str(), s.freq))
            .collect();
        assert_eq!(
            freqs[..2],
            [("SPELL_MAGIC_DART", 9), ("SPELL_THROW_FLAME", 9)]
        );
        assert!(spell_slots(find("player ghost").unwrap()).is_empty());
    }

    #[test]
    fn options_list_missiles_then_spells_and_make_inputs() {
        let warrior = find("orc warrior").unwrap();
        let options = ranged_options(warrior);
        let names: Vec<&str> = options
            .iter()
            .filter_map(|o| match o {
                RangedOption::Missile { weapon, .. } => Some(weapon.name()),
                RangedOption::Spell { .. } => None,
            })
            .collect();
        assert_eq!(names, ["orcbow", "arbalest", "boomerang"]);
        for o in &options {
            let input = o.input(warrior, 15, 10, 5).unwrap();
            assert!(input.resolve().is_ok(), "{o:?}");
        }
        let priest = find("orc priest").unwrap();
        let options = ranged_options(priest);
        assert_eq!(options.len(), 4);
        let inputs: Vec<AttackInput> = options
            .iter()
            .filter_map(|o| o.input(priest, 15, 0, 0))
            .collect();
        assert_eq!(inputs.len(), 2);
        assert!(inputs.iter().all(|i| i.resolve().is_ok()));
        let annihilator = find("deep elf annihilator").unwrap();
        let beams: Vec<AttackInput> = ranged_options(annihilator)
            .iter()
            .filter_map(|o| o.input(annihilator, 15, 20, 10))
            .collect();
        assert_eq!(beams.len(), 4);
        assert!(beams.iter().all(|b| b.resolve().is_ok()));
    }

    /// Every attack of every monster makes an input the rules accept, and its answer's laws
    /// sum to 1.
    #[test]
    fn every_option_of_every_monster_resolves() {
        let mut count = 0;
        for m in crate::dcss::monsters::all() {
            for o in ranged_options(m) {
                if let Some(input) = o.input(m, 20, 20, 10) {
                    let attack = input.resolve().unwrap_or_else(|e| panic!("{}: {e}", m.id));
                    let total: f64 = attack.shot_law().damage.probs().iter().sum();
                    assert!((total - 1.0).abs() < EXACT, "{}", m.id);
                    count += 1;
                }
            }
        }
        // 64 launchers and thrown items of 44 monsters, 244 modelled beams of 170 casters,
        // 20 slots of Smiting or Pain.
        assert_eq!(count, 64 + 244 + 20);
    }

    /// Under 0.34 only the spell lists are known; Smiting and Pain are modelled, nothing
    /// else (`docs/rules/dcss-0.31-ranged.md` §10.4).
    #[test]
    fn options_under_0_34_are_spells() {
        let rules = RuleSet::Dcss034;
        let priest = crate::dcss::monsters::find_in(rules, "orc priest").unwrap();
        let options = ranged_options_in(rules, priest);
        let modelled: Vec<&str> = options
            .iter()
            .filter_map(|o| match o {
                RangedOption::Spell { slot, modelled } => {
                    modelled.is_ok().then_some(slot.spell().id.as_str())
                }
                RangedOption::Missile { .. } => None,
            })
            .collect();
        assert_eq!(modelled, ["SPELL_PAIN", "SPELL_SMITING"]);
        let warrior = crate::dcss::monsters::find_in(rules, "centaur warrior").unwrap();
        assert!(ranged_options_in(rules, warrior).is_empty());
        let wizard = crate::dcss::monsters::find_in(rules, "orc wizard").unwrap();
        let why = ranged_options_in(rules, wizard)
            .into_iter()
            .find_map(|o| match o {
                RangedOption::Spell { modelled, .. } => modelled.err(),
                RangedOption::Missile { .. } => None,
            })
            .unwrap();
        assert!(why.to_string().contains("0.34.1 zap table"), "{why}");
    }
}
