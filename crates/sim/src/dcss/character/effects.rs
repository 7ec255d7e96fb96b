//! What a character's items and mutations add to EV, SH, AC and max HP, with a note for each
//! source counted or left out, and the name of every source that would change a number the
//! rules do not model (`docs/rules/monsters-and-dumps.md` §4.2, §4.6;
//! `docs/rules/dcss-artefacts.md` §2–§4).

use mechanics::dcss::bonuses::{AcBonuses, HpBonuses, mutation_ac_x100};
use mechanics::dcss::build::Extras034;
use mechanics::dcss::data::{self, AcMutation, RacialAc};
use mechanics::dcss::evasion::EvBonuses;
use mechanics::dcss::mutations::{Mutation, Mutations};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ExtraSh;
use std::collections::BTreeMap;

use super::species::current_name;
use super::{CharacterDump, DumpItem, ItemKind};

/// A number the check recomputes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Number {
    /// EV.
    Ev,
    /// Displayed SH.
    Sh,
    /// AC.
    Ac,
    /// Max HP.
    Hp,
}

impl Number {
    /// The name the notes use.
    pub fn label(self) -> &'static str {
        match self {
            Number::Ev => "EV",
            Number::Sh => "SH",
            Number::Ac => "AC",
            Number::Hp => "max HP",
        }
    }
}

/// Something the character has that changes numbers the rules do not model, by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Unmodelled {
    /// What it is, as a note names it.
    pub cause: String,
    /// The numbers it changes.
    pub numbers: Vec<Number>,
}

impl Unmodelled {
    pub(super) fn new(cause: impl Into<String>, numbers: &[Number]) -> Self {
        Unmodelled {
            cause: cause.into(),
            numbers: numbers.to_vec(),
        }
    }
}

/// The permanent bonuses of the character's items and mutations.
#[derive(Clone, Debug, Default)]
pub(super) struct Effects {
    /// EV sources.
    pub bonuses: EvBonuses,
    /// SH sources other than the shield.
    pub extra_sh: ExtraSh,
    /// AC sources other than the armour and the species.
    pub ac_bonuses: AcBonuses,
    /// Max HP sources other than XL, Fighting and the species.
    pub hp_bonuses: HpBonuses,
    /// What only the 0.34 rules read (Reckless).
    pub extras: Extras034,
    /// The mutations a form can suppress, at their levels beyond the species' own
    /// (`docs/rules/dcss-0.34-forms.md` §3), by the scenario's names.
    pub mutations: BTreeMap<String, i32>,
    /// What was counted and what was left out.
    pub notes: Vec<String>,
    /// What would change a number the rules leave out.
    pub unmodelled: Vec<Unmodelled>,
}

/// What a mutation of the `A:` line does to the four numbers (`player.cc`:
/// `_player_base_evasion_modifiers`, `player_shield_class`, `base_ac`,
/// `armour_class_scaled`, `get_real_hp`; `docs/rules/dcss-artefacts.md` §3.2, §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum MutationEffect {
    /// An AC mutation of the game's table that no form suppresses ([`mutation_ac_x100`]).
    AcTable,
    /// Repulsion Field: +level+1 EV.
    RepulsionField,
    /// Reduced EV (Slow Reflexes): −5 EV a level.
    ReducedEv,
    /// Evasive Flight (the Tengu's, from XL 7): +4 EV.
    EvasiveFlight,
    /// Robust: +10% max HP a level.
    Robust,
    /// Frail: −10% max HP a level.
    Frail,
    /// Hepliaklqana's reduced essence: −10% max HP.
    ReducedEssence,
    /// Reckless (0.34): raw SH halved.
    Reckless,
    /// Extra Vitality (`MUT_FLAT_HP`, the Djinni's): +4 max HP a level.
    ExtraVitality,
    /// A form's own entry (`boosted hp`), which the form's rules count.
    FormEntry,
    /// Changes numbers the rules leave out.
    Unmodelled(&'static [Number], &'static str),
}

/// The mutations of the `A:` line that change EV, SH, AC or max HP, by the name it prints,
/// other than those a form can suppress, which [`Mutation`] names and the rules count with
/// the form (`docs/rules/dcss-0.34-forms.md` §3). Every other name changes none of them
/// (`docs/rules/dcss-artefacts.md` §3.2).
const MUTATIONS: &[(&str, MutationEffect)] = {
    use MutationEffect::*;
    &[
        ("reduced AC", AcTable),
        ("repulsion field", RepulsionField),
        ("reduced EV", ReducedEv),
        ("evasive flight", EvasiveFlight),
        ("robust", Robust),
        ("frail", Frail),
        ("reduced essence", ReducedEssence),
        (
            "protean grace",
            Unmodelled(&[Number::Ev], "its EV depends on how mutated you are"),
        ),
        (
            "sturdy frame",
            Unmodelled(&[Number::Ev], "it lowers body armour's encumbrance"),
        ),
        (
            "condensation shield",
            Unmodelled(&[Number::Sh], "+4 SH while not depleted"),
        ),
        ("reckless", Reckless),
        (
            "icemail",
            Unmodelled(&[Number::Ac], "AC while not depleted"),
        ),
        ("extra vitality", ExtraVitality),
        ("boosted hp", FormEntry),
        ("reduced hp", FormEntry),
    ]
};

/// The level of an AC mutation the species has innately at `xl`, which the species' own
/// rules already count (`docs/rules/dcss-0.31.md` §8.3).
fn innate_level(species: &data::Species, name: &str, xl: i32) -> i32 {
    let table = |m: AcMutation| {
        species
            .innate_ac
            .iter()
            .filter(|i| i.mutation == m && i.from_xl <= xl)
            .map(|i| i.level)
            .max()
            .unwrap_or(0)
    };
    match name {
        "tough skin" => table(AcMutation::ToughSkin),
        "shaggy fur" => table(AcMutation::ShaggyFur),
        "iron-fused scales" => table(AcMutation::IronFusedScales),
        "gelatinous body" => species.gelatinous_body,
        "stone body" => i32::from(species.racial_ac == RacialAc::Gargoyle),
        "deformed body" => i32::from(species.deformed),
        "extra vitality" => species.flat_hp,
        _ => 0,
    }
}

impl Effects {
    /// [`Effects::mutations`] as the rules' levels.
    pub fn mutation_levels(&self) -> Mutations {
        let mut out = Mutations::default();
        for (key, &level) in &self.mutations {
            if let Some(m) = Mutation::named(key) {
                // A dump prints at most 3 levels, less the species' own.
                let _ = out.set(m, level.clamp(0, 3));
            }
        }
        out
    }

    fn counted(&mut self, note: String) {
        self.notes.push(note);
    }

    /// The mutations of the `A:` line.
    fn mutations(&mut self, dump: &CharacterDump, species: Option<&data::Species>) {
        let mut harmless = Vec::new();
        for m in &dump.mutations {
            if let Some(kind) = Mutation::named(&m.name).filter(|&k| k != Mutation::Claws) {
                let innate = species.map_or(0, |s| innate_level(s, &m.name, dump.xl));
                let beyond = m.printed_level - innate;
                if beyond > 0 {
                    self.mutations.insert(kind.key().to_string(), beyond);
                    let form = if m.suppressed {
                        ", which the form suppresses"
                    } else {
                        ""
                    };
                    self.counted(format!(
                        "'{}': {beyond} level(s) beyond the species' own \
                         (mutations.{}){form}",
                        m.text,
                        kind.key()
                    ));
                } else if m.suppressed {
                    self.counted(format!(
                        "'{}': the species' own, which the form suppresses",
                        m.text
                    ));
                }
                continue;
            }
            let Some(&(_, effect)) = MUTATIONS
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(&m.name))
            else {
                harmless.push(m.text.clone());
                continue;
            };
            let innate = species.map_or(0, |s| innate_level(s, &m.name, dump.xl));
            let level = m.level;
            let text = &m.text;
            let ac_type = matches!(
                effect,
                MutationEffect::AcTable | MutationEffect::ExtraVitality
            );
            if level == 0 && !ac_type {
                self.counted(format!(
                    "'{text}': suppressed by the form, so it counts for nothing"
                ));
                continue;
            }
            // A form's own "reduced EV" (Statue form) prints no level; Slow Reflexes, of
            // which it is the terse name too, always prints one (`_terse_mut_name`).
            if effect == MutationEffect::ReducedEv && !text.chars().any(|c| c.is_ascii_digit()) {
                harmless.push(format!("{text} (the form's, which the form note covers)"));
                continue;
            }
            match effect {
                MutationEffect::AcTable => {
                    let ac = |l| mutation_ac_x100(&m.name, l, dump.xl).unwrap_or(0);
                    let extra = ac(level) - ac(innate);
                    if extra != 0 {
                        self.ac_bonuses.mutations_x100 += extra;
                        self.counted(format!(
                            "'{text}': {:+} AC beyond the species' own (ac_bonuses.mutations_x100)",
                            f64::from(extra) / 100.0
                        ));
                    }
                }
                MutationEffect::RepulsionField => {
                    self.bonuses.distortion_field = level;
                    self.counted(format!("'{text}': +{} EV", level + 1));
                }
                MutationEffect::ReducedEv => {
                    self.bonuses.slow_reflexes = level;
                    self.counted(format!("'{text}': {} EV", -5 * level));
                }
                MutationEffect::EvasiveFlight => {
                    self.bonuses.tengu_flight = level > 0;
                    self.counted(format!("'{text}': +4 EV (bonuses.tengu_flight)"));
                }
                MutationEffect::Robust => {
                    self.hp_bonuses.robust = level;
                    self.counted(format!("'{text}': +{}% max HP", 10 * level));
                }
                MutationEffect::Frail => {
                    self.hp_bonuses.frail = level;
                    self.counted(format!("'{text}': −{}% max HP", 10 * level));
                }
                MutationEffect::ReducedEssence => {
                    self.hp_bonuses.reduced_essence = true;
                    self.counted(format!("'{text}': −10% max HP"));
                }
                MutationEffect::Reckless => {
                    self.extras.reckless = level > 0;
                    self.counted(format!("'{text}': SH halved (under dcss-0.34)"));
                }
                MutationEffect::FormEntry => {
                    harmless.push(format!("{text} (the form's, which the form's rules count)"));
                }
                MutationEffect::ExtraVitality => {
                    if level != innate {
                        self.unmodelled.push(Unmodelled::new(
                            format!("the mutation '{text}' (flat max HP beyond the species')"),
                            &[Number::Hp],
                        ));
                    }
                }
                MutationEffect::Unmodelled(numbers, why) => {
                    if level > 0 {
                        self.unmodelled.push(Unmodelled::new(
                            format!("the mutation '{text}' ({why})"),
                            numbers,
                        ));
                    }
                }
            }
        }
        if !harmless.is_empty() {
            self.notes.push(format!(
                "mutations and traits that change none of EV, SH, AC and max HP: {}",
                harmless.join(", ")
            ));
        }
    }

    /// One item's effect, or the note that it has none the rules read.
    fn item(&mut self, item: &DumpItem, ignored: &mut Vec<String>) {
        let text = item.text.as_str();
        if item.melded {
            self.counted(format!(
                "'{text}' is melded into the form: it counts for nothing"
            ));
            return;
        }
        let p = item.props;
        if p.ac != 0 {
            self.ac_bonuses.items += p.ac;
            self.counted(format!("AC{:+} of '{text}' (ac_bonuses.items)", p.ac));
        }
        if p.ev != 0 {
            self.bonuses.artefact += p.ev;
            self.counted(format!("EV{:+} of '{text}' (bonuses.artefact)", p.ev));
        }
        if p.sh != 0 {
            self.extra_sh.artefact += p.sh;
            self.counted(format!("SH{:+} of '{text}' (extra_sh.artefact)", p.sh));
        }
        if p.hp != 0 {
            self.hp_bonuses.artefact += p.hp;
            self.counted(format!("HP{:+} of '{text}' (hp_bonuses.artefact)", p.hp));
        }
        match (item.kind, item.base.as_deref()) {
            (ItemKind::Ring, Some("ring of protection")) => {
                self.ac_bonuses.items += item.plus;
                self.counted(format!("'{text}': AC{:+} (ac_bonuses.items)", item.plus));
            }
            (ItemKind::Ring, Some("ring of evasion")) => {
                self.bonuses.ring_evasion += item.plus;
                self.counted(format!(
                    "'{text}': EV{:+} (bonuses.ring_evasion)",
                    item.plus
                ));
            }
            (ItemKind::Amulet, Some("amulet of reflection")) => {
                self.extra_sh.reflection = true;
                self.counted(format!("'{text}': +5 SH (extra_sh.reflection)"));
            }
            (ItemKind::Unknown, _) => self.unmodelled.push(Unmodelled::new(
                format!("'{text}', an item roguesim's tables do not know"),
                &[Number::Ev, Number::Sh, Number::Ac],
            )),
            (ItemKind::Armour, _) | (ItemKind::Weapon, _) => {}
            (ItemKind::Gizmo, _) if item.labels.iter().any(|l| l == "RevGuard") => {}
            _ if p.is_none() => ignored.push(text.to_string()),
            _ => {}
        }
    }
}

/// The permanent bonuses of the dump's items and mutations, against the species of the
/// rule set's table (`docs/rules/monsters-and-dumps.md` §4.2).
pub(super) fn effects(dump: &CharacterDump, rules: RuleSet) -> Effects {
    let species = data::species_in(rules, current_name(&dump.species)).ok();
    let mut e = Effects::default();
    let mut ignored = Vec::new();
    for item in &dump.equipment {
        e.item(item, &mut ignored);
    }
    if !ignored.is_empty() {
        e.notes.push(format!(
            "worn items with no effect on EV, SH, AC or max HP: {}",
            ignored.join("; ")
        ));
    }
    e.mutations(dump, species);
    e
}
