//! Each modelled DCSS release as a value: its embedded tables and, for every rule that
//! changed between the releases, the variant the release plays (`docs/rules/dcss-0.34.md`
//! §0). Code that differs by release reads these fields instead of naming a release, so a
//! new release is one more literal here (the compiler asks for every field) plus the
//! variants of whatever it changes.

use super::{PainShown, RangedRelease, Repel, RuleSet};

/// One release's rules: tables and the variant of each rule that differs between releases
/// (`docs/rules/dcss-0.34.md` §0).
#[derive(Debug)]
pub struct Release {
    /// The rule set this release is.
    pub rules: RuleSet,
    /// The name scenario files and the command line use: "dcss-0.34".
    pub name: &'static str,
    /// The game's tag the rules are pinned to: "0.34.1".
    pub tag: &'static str,
    /// How the player's EV, AC and SH are kept and used (§1.1).
    pub player_numbers: PlayerNumbers,
    /// An automatic hit (to-hit ≥ `AUTOMATIC_HIT`) cannot be blocked (§6.3).
    pub unblockable_automatic_hits: bool,
    /// Which attack slots a hydra-type monster's round uses (§D1.1).
    pub heads_round: HeadsRound,
    /// A monster's energy gain per action (§7.3).
    pub energy_gain: EnergyGain,
    /// What freezing does to a monster's move cost (§7.4).
    pub frozen_move: FrozenMove,
    /// How beam flavours group into resistance classes (`docs/rules/dcss-0.34-ranged.md`
    /// §3.6).
    pub resist_classes: ResistClasses,
    /// Which code computes the hit chances the game shows (§2.4).
    pub displays: Displays,
    /// What the player may wear and how many of each aux slot (§8.3, §E2).
    pub equipment: EquipmentRules,
    /// Which leaders' bands `_choose_band` decides in code (`docs/rules/dcss-spawns.md`
    /// §6.3).
    pub band_cases: BandCases,
    /// Whether roguesim has the player's ranged offence of the release (shots, throws,
    /// spells: `docs/rules/dcss-0.34-player-ranged.md`).
    pub player_ranged_modelled: bool,
    /// Whether the player's melee attack is this release's own transcription, or 0.31.0's
    /// formulas, which the release's rule book leaves unchanged
    /// (`docs/rules/dcss-0.31-player-attack.md` §0).
    pub own_player_attack: bool,
    /// Whether the release's monster resistance table is embedded, which an elemental brand
    /// of the player's weapon checks (`docs/rules/dcss-0.31-player-attack.md` §3.6).
    pub monster_resistances: bool,
    /// Whether roguesim has the release's form table (`docs/rules/dcss-0.34-forms.md` §0):
    /// without it a build in a form is refused by name.
    pub forms_modelled: bool,
    /// The ranged rules the release chooses (`docs/rules/dcss-0.34-ranged.md` §1–§10).
    pub ranged: RangedRelease,
    /// The release's embedded data files.
    pub tables: Tables,
}

/// How the player's EV, AC and SH are kept (`docs/rules/dcss-0.34.md` §1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerNumbers {
    /// Whole numbers, used as they are (0.31.0).
    Whole,
    /// Kept ×100 and drawn with `div_rand_round(x, 100)` at every use (0.34.1).
    Hundredths,
}

/// The slots of a hydra-type monster's melee round (`docs/rules/dcss-0.34.md` §D1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeadsRound {
    /// One first-slot attack per head, then the monster's other slots (0.31.0).
    HeadsThenOtherSlots,
    /// One first-slot attack per head and nothing else (0.34.1).
    HeadsOnly,
}

/// `_monster_add_energy` (`docs/rules/dcss-0.34.md` §7.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnergyGain {
    /// `div_rand_round(speed × time, 10)`, at least 1 (0.31.0).
    AtLeastOne,
    /// `div_rand_round(speed × time, 10)`, which may be 0 (0.34.1).
    MayBeZero,
}

/// A frozen monster's move or swim cost (`docs/rules/dcss-0.34.md` §7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrozenMove {
    /// 4 energy more (0.31.0).
    FourMore,
    /// Twice the cost (0.34.1).
    Doubled,
}

/// `get_beam_resist_type` (`docs/rules/dcss-0.34-ranged.md` §3.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResistClasses {
    /// Every flavour is its own class (0.31.0).
    PerFlavour,
    /// Lava is resisted as fire, ice as cold, stunning burst as electricity, poison arrow as
    /// poison (0.34.1).
    Merged,
}

/// The code behind the hit chances the game prints (`docs/rules/dcss-0.34.md` §2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Displays {
    /// 0.31.0's: whole numbers, the player's display blind to a monster's shield.
    Classic,
    /// The rewritten displays of 0.34.1: EV and SH read ×100, the player's display halving
    /// the coin and counting the monster's shield.
    Rewritten,
}

/// What the player may wear, and how aux armour fills its slots (`docs/rules/dcss-0.34.md`
/// §8.3, §E2; `docs/rules/dcss-0.31-equipment.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EquipmentRules {
    /// 0.31.0's `can_wear` checks, one piece per aux slot.
    OnePerSlot,
    /// 0.34.1's checks, with each species' count of every aux slot.
    SlotCounts,
}

/// The leaders whose band `_choose_band` decides in code (`docs/rules/dcss-spawns.md` §6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BandCases {
    /// The torpor snail, centaur warriors and orc warlords in the Vaults, satyrs, fauns,
    /// spriggan druids, skulls, brain worms, thrashing horrors and protean progenitors
    /// (0.31.0).
    Classic,
    /// Those and thermic dynamos, undertakers, sphinx marauders, entropy weavers, the Vaults'
    /// lindwurms, slime creatures, dire elephants and death knights, and Slime's eyes of
    /// draining (0.34.1).
    WithNewLeaders,
}

/// A release's embedded data, as the extraction scripts in `scripts/` write it; the species
/// and body armour files are transcribed from the game's source by hand.
#[derive(Debug)]
pub struct Tables {
    /// The monster table (`docs/rules/monsters-and-dumps.md` §1.1).
    pub monsters: &'static str,
    /// Weapon types, monster weapon specs and monster ids (`monsters-and-dumps.md` §2.1).
    pub weapons: &'static str,
    /// Each weapon type's brand weights (`monsters-and-dumps.md` §2.4).
    pub weapon_brands: &'static str,
    /// The zap rows (`docs/rules/dcss-0.34-ranged.md` §3.2).
    pub zaps: &'static str,
    /// Each branch's monster table rows, bands and levels (`docs/rules/dcss-spawns.md` §3).
    pub spawns: &'static str,
    /// Launchers, missiles, spells and each monster's ranged kit
    /// (`docs/rules/dcss-0.34-ranged.md` §2, §7).
    pub ranged: &'static str,
    /// The unrandarts (`docs/rules/dcss-artefacts.md` §1).
    pub unrandarts: &'static str,
    /// The playable species and their traits (`docs/rules/dcss-0.31.md` §8.3,
    /// `docs/rules/dcss-0.34.md` §8.3).
    pub species: &'static str,
    /// The body armours (`docs/rules/dcss-0.31.md` §8.1, `docs/rules/dcss-0.34.md` §8.1).
    pub armour: &'static str,
}

/// A release's [`Tables`]: every file `crates/mechanics/data/dcss-<version>-<table>.json`,
/// so that each release embeds the same tables under the same names.
macro_rules! embedded_tables {
    ($version:literal) => {
        Tables {
            monsters: include_str!(concat!("../../../data/dcss-", $version, "-monsters.json")),
            weapons: include_str!(concat!("../../../data/dcss-", $version, "-weapons.json")),
            weapon_brands: include_str!(concat!(
                "../../../data/dcss-",
                $version,
                "-weapon-brands.json"
            )),
            zaps: include_str!(concat!("../../../data/dcss-", $version, "-zaps.json")),
            ranged: include_str!(concat!("../../../data/dcss-", $version, "-ranged.json")),
            spawns: include_str!(concat!("../../../data/dcss-", $version, "-spawns.json")),
            unrandarts: include_str!(concat!("../../../data/dcss-", $version, "-unrandarts.json")),
            species: include_str!(concat!("../../../data/dcss-", $version, "-species.json")),
            armour: include_str!(concat!("../../../data/dcss-", $version, "-armour.json")),
        }
    };
}

/// DCSS 0.31.0 (`docs/rules/dcss-0.31.md`).
pub static DCSS_0_31: Release = Release {
    rules: RuleSet::Dcss031,
    name: "dcss-0.31",
    tag: "0.31.0",
    player_numbers: PlayerNumbers::Whole,
    unblockable_automatic_hits: false,
    heads_round: HeadsRound::HeadsThenOtherSlots,
    energy_gain: EnergyGain::AtLeastOne,
    frozen_move: FrozenMove::FourMore,
    resist_classes: ResistClasses::PerFlavour,
    displays: Displays::Classic,
    equipment: EquipmentRules::OnePerSlot,
    band_cases: BandCases::Classic,
    forms_modelled: false,
    player_ranged_modelled: false,
    own_player_attack: true,
    monster_resistances: true,
    ranged: RangedRelease {
        rules: RuleSet::Dcss031,
        repel: Repel::PenaltyAndRetest,
        beam_umbra: 6,
        cold_breath: (2, 3),
        ench_pow_factor: 3,
        wand_power_scaled: false,
        shown_modifier_on_hd: false,
        pain_shown: PainShown {
            power_cap: Some(200),
            dice: false,
        },
        interpolated_display: false,
        no_display_when_helpless: true,
        max_damage_column: false,
        wand_spells: &[
            "SPELL_THROW_FLAME",
            "SPELL_ICEBLAST",
            "SPELL_CORROSIVE_BOLT",
            "SPELL_BOLT_OF_LIGHT",
            "SPELL_QUICKSILVER_BOLT",
        ],
    },
    tables: embedded_tables!("0.31"),
};

/// DCSS 0.34.1 (`docs/rules/dcss-0.34.md`).
pub static DCSS_0_34: Release = Release {
    rules: RuleSet::Dcss034,
    name: "dcss-0.34",
    tag: "0.34.1",
    player_numbers: PlayerNumbers::Hundredths,
    unblockable_automatic_hits: true,
    heads_round: HeadsRound::HeadsOnly,
    energy_gain: EnergyGain::MayBeZero,
    frozen_move: FrozenMove::Doubled,
    resist_classes: ResistClasses::Merged,
    displays: Displays::Rewritten,
    equipment: EquipmentRules::SlotCounts,
    band_cases: BandCases::WithNewLeaders,
    forms_modelled: true,
    player_ranged_modelled: true,
    own_player_attack: false,
    monster_resistances: false,
    ranged: RangedRelease {
        rules: RuleSet::Dcss034,
        repel: Repel::EvBonus(15),
        beam_umbra: -6,
        cold_breath: (5, 6),
        ench_pow_factor: 1,
        wand_power_scaled: true,
        shown_modifier_on_hd: true,
        pain_shown: PainShown {
            power_cap: None,
            dice: true,
        },
        interpolated_display: true,
        no_display_when_helpless: false,
        max_damage_column: true,
        wand_spells: &[
            "SPELL_THROW_FLAME",
            "SPELL_ICEBLAST",
            "SPELL_CORROSIVE_BOLT",
            "SPELL_BOLT_OF_LIGHT",
            "SPELL_QUICKSILVER_BOLT",
            "SPELL_WARP_SPACE",
        ],
    },
    tables: embedded_tables!("0.34"),
};
