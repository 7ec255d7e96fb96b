//! What a character's items and mutations add to EV, SH, AC and max HP, with a note for each
//! source counted or left out, and the name of every source that would change a number the
//! rules do not model (`docs/rules/monsters-and-dumps.md` §4.2, §4.6;
//! `docs/rules/dcss-artefacts.md` §2–§4).

use mechanics::dcss::bonuses::{AcBonuses, HpBonuses, mutation_ac_x100};
use mechanics::dcss::build::Extras034;
use mechanics::dcss::data::{self, AcMutation, RacialAc};
use mechanics::dcss::evasion::EvBonuses;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ExtraSh;

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
    /// An AC mutation of the game's table ([`mutation_ac_x100`]).
    AcTable,
    /// Gelatinous Body: +1 EV and +1 AC a level.
    GelatinousBody,
    /// Repulsion Field: +level+1 EV.
    RepulsionField,
    /// Reduced EV (Slow Reflexes): −5 EV a level.
    ReducedEv,
    /// Evasive Flight (the Tengu's, from XL 7): +4 EV.
    EvasiveFlight,
    /// Large Bone Plates: SH +2, +3, +4.
    BonePlates,
    /// Robust: +10% max HP a level.
    Robust,
    /// Frail: −10% max HP a level.
    Frail,
    /// Rugged Brown Scales: AC, and +(2L+1)% max HP.
    RuggedScales,
    /// Hepliaklqana's reduced essence: −10% max HP.
    ReducedEssence,
    /// Deformed Body (or Pseudopods): body armour gives less AC.
    Deformed,
    /// Reckless (0.34): raw SH halved.
    Reckless,
    /// Extra Vitality (`MUT_FLAT_HP`, the Djinni's): +4 max HP a level.
    ExtraVitality,
    /// Changes numbers the rules leave out.
    Unmodelled(&'static [Number], &'static str),
}

/// The mutations of the `A:` line that change EV, SH, AC or max HP, by the name it prints.
/// Every other name changes none of them (`docs/rules/dcss-artefacts.md` §3.2).
const MUTATIONS: &[(&str, MutationEffect)] = {
    use MutationEffect::*;
    &[
        ("tough skin", AcTable),
        ("shaggy fur", AcTable),
        ("reduced AC", AcTable),
        ("iridescent scales", AcTable),
        ("icy blue scales", AcTable),
        ("molten scales", AcTable),
        ("slimy green scales", AcTable),
        ("thin metallic scales", AcTable),
        ("yellow scales", AcTable),
        ("sharp scales", AcTable),
        ("iron-fused scales", AcTable),
        ("stone body", AcTable),
        ("gelatinous body", GelatinousBody),
        ("repulsion field", RepulsionField),
        ("reduced EV", ReducedEv),
        ("evasive flight", EvasiveFlight),
        ("large bone plates", BonePlates),
        ("robust", Robust),
        ("frail", Frail),
        ("rugged brown scales", RuggedScales),
        ("reduced essence", ReducedEssence),
        ("deformed body", Deformed),
        ("pseudopods", Deformed),
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
        ("boosted hp", Unmodelled(&[Number::Hp], "a form's max HP")),
        ("reduced hp", Unmodelled(&[Number::Hp], "a form's max HP")),
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
    fn counted(&mut self, note: String) {
        self.notes.push(note);
    }

    /// The mutations of the `A:` line.
    fn mutations(&mut self, dump: &CharacterDump, species: Option<&data::Species>) {
        let mut harmless = Vec::new();
        for m in &dump.mutations {
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
                MutationEffect::AcTable
                    | MutationEffect::GelatinousBody
                    | MutationEffect::RuggedScales
                    | MutationEffect::Deformed
                    | MutationEffect::ExtraVitality
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
                MutationEffect::AcTable
                | MutationEffect::GelatinousBody
                | MutationEffect::RuggedScales => {
                    let ac = |l| mutation_ac_x100(&m.name, l, dump.xl).unwrap_or(0);
                    let extra = ac(level) - ac(innate);
                    if extra != 0 {
                        self.ac_bonuses.mutations_x100 += extra;
                        self.counted(format!(
                            "'{text}': {:+} AC beyond the species' own (ac_bonuses.mutations_x100)",
                            f64::from(extra) / 100.0
                        ));
                    }
                    if effect == MutationEffect::GelatinousBody {
                        self.bonuses.gelatinous_body = level;
                    }
                    if effect == MutationEffect::RuggedScales {
                        self.hp_bonuses.rugged_scales = level;
                        self.counted(format!("'{text}': +{}% max HP", 2 * level + 1));
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
                MutationEffect::BonePlates => {
                    self.extra_sh.bone_plates = level;
                    self.counted(format!("'{text}': +{} SH", 2 + level));
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
                MutationEffect::Deformed => {
                    if level > innate {
                        self.ac_bonuses.deformed = true;
                        self.counted(format!(
                            "'{text}': body armour gives the Deformed share of its AC"
                        ));
                    }
                }
                MutationEffect::Reckless => {
                    self.extras.reckless = level > 0;
                    self.counted(format!("'{text}': SH halved (under dcss-0.34)"));
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
