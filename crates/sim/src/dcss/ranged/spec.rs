//! The `ranged` scenario object: a reference vector's `input` (a missile, a spell or a
//! sequence of attacks, `docs/rules/dcss-0.31-ranged.md` §2–§4, §10) with a few optional
//! fields of its own (`rules`, `count`, `defender`, `willpower`, ...), or a monster alone
//! for every attack it can make. Which form a scenario is comes from its keys ([`Form`]);
//! each field belongs to some forms and is refused, by name, in the others.

use mechanics::dcss::ranged::items::LauncherBrand;
use mechanics::dcss::ranged::volley::AttackInput;
use mechanics::dcss::rules::RuleSet;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dcss::input::DefenderSpec;
use crate::error::InputError;

/// A `ranged` scenario (`docs/rules/dcss-0.31-ranged.md`, `docs/rules/dcss-0.34-ranged.md`).
/// Any reference vector's `input` of `crates/mechanics/tests/data/dcss-0.31-ranged.json` (with
/// `"rules": "dcss-0.31"`) or `dcss-0.34-ranged.json` is one. Give `monster` with `missile`
/// (one missile), `spell` (one spell) or neither (every attack it can make at range), or
/// `attacks` (a sequence). The monster's table values (`hd`, `archer`, `attack_damage`,
/// energies) may be given and must then equal the table's; `spell_hd` may also be an
/// empowered caster's HD + 5.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RangedSpec {
    /// The DCSS rule set: "dcss-0.31" or "dcss-0.34" (default: `ROGUESIM_RULES`, else
    /// dcss-0.34).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleSet>,
    /// The monster, by the game's name or enum id (not with `attacks`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub monster: Option<String>,
    /// The missile: launcher ammunition ("arrow", with `launcher`), a thrown item
    /// ("javelin"), or a launcher's name ("shortbow", which fires its ammunition).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missile: Option<String>,
    /// The launcher ("longbow"); absent or null for a thrown item.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub launcher: Option<String>,
    /// The spell: a beam, Smiting or Pain ("SPELL_IRON_SHOT", "iron shot", "smiting").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell: Option<String>,
    /// A sequence: attacks in order between two of your actions, each
    /// `{"kind": "missile" | "beam" | "direct", "input": {...}}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacks: Option<Vec<AttackInput>>,
    /// The attack made K times between two of your actions, sharing your block counter
    /// (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<u32>,
    /// The monster's HD: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hd: Option<i32>,
    /// `M_ARCHER`: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archer: Option<bool>,
    /// The damage of its first melee attack, part of every missile's damage: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack_damage: Option<i32>,
    /// Its missile energy: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub missile_energy: Option<i32>,
    /// Its spell energy: the table's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell_energy: Option<i32>,
    /// The caster's spell HD: its HD, or HD + 5 when its spells are empowered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell_hd: Option<i32>,
    /// The launcher's enchantment (with a launcher).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub launcher_plus: Option<i32>,
    /// The launcher's brand as far as the rules read it: normal, heavy, speed, penetration.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub launcher_brand: Option<LauncherBrand>,
    /// The monster's ring of slaying and artefact Slay: missile to-hit and damage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slaying: Option<i32>,
    /// Fired through Portal Projectile: to-hit +HD·3/2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub portal_projectile: Option<bool>,
    /// Evoked from a wand: power 30 + HD.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evoked: Option<bool>,
    /// Aligned laughing skulls it sees within 5 squares (a laughing skull's power).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nearby_skulls: Option<i32>,
    /// You cannot see the monster: EV −10 and block value ÷3 against missiles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacker_unseen: Option<bool>,
    /// The monster cannot see you (you are invisible).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player_unseen: Option<bool>,
    /// Your Translucent Skin level: missile to-hit −2 per level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub translucent_skin: Option<i32>,
    /// You are backlit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub backlit: Option<bool>,
    /// You have an umbra.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub umbra: Option<bool>,
    /// The monster has nightvision (an archer's name for it; for every attack of a monster).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacker_nightvision: Option<bool>,
    /// The caster has nightvision (a spell's name for it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caster_nightvision: Option<bool>,
    /// You repel missiles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repel_missiles: Option<bool>,
    /// You are paralysed, asleep or otherwise helpless: no block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub incapacitated: Option<bool>,
    /// Your resistance to the spell's flavour, −1 to 3 (rN for Pain; with `spell`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resist: Option<i32>,
    /// Your Willpower, which Pain tests (default 0; one `+` is 40, 5000 is immune).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub willpower: Option<i32>,
    /// Your EV as the status line shows it (or give `defender`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev: Option<i32>,
    /// Under dcss-0.34, your EV ×100, which every attack draws from (the status line shows it
    /// truncated): authoritative; `ev`, when given too, must be it truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ev_x100: Option<i32>,
    /// Your internal SH, twice the displayed SH (default 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh_internal: Option<i32>,
    /// Under dcss-0.34, your internal SH ×100, which every block roll draws from:
    /// authoritative; `sh_internal`, when given too, must be it truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh_internal_x100: Option<i32>,
    /// Your SH as the game displays it, instead of `sh_internal` (taken as internal 2·SH).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sh: Option<i32>,
    /// Your AC (default 0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac: Option<i32>,
    /// Under dcss-0.34, your AC ×100, which every landed attack draws from: authoritative;
    /// `ac`, when given too, must be it truncated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ac_x100: Option<i32>,
    /// Blocks allowed between two of your actions: no shield item 1, buckler 2, kite 3, tower
    /// 4, an orb 0 under dcss-0.31 and 1 under dcss-0.34 (default 3 with numbers; a build's
    /// comes from its shield).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block_limit: Option<u32>,
    /// Your HP, for P(total damage ≥ HP) (default: a build's max HP).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<i32>,
    /// You as a build or a character dump, whose EV, SH, AC, block limit and max HP are used
    /// instead of the numbers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defender: Option<DefenderSpec>,
}

/// Which of its forms a scenario is, from its keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// One missile (`missile`).
    Missile,
    /// One spell (`spell`).
    Spell,
    /// A sequence (`attacks`).
    Sequence,
    /// Every attack the monster can make (`monster` alone).
    Every,
}

impl Form {
    /// Whether the report is one attack (its `exact` an object) or one per attack (a list).
    pub fn is_one(self) -> bool {
        self != Form::Every
    }
}

/// Whether an optional field is given.
fn given<T>(v: &Option<T>) -> bool {
    v.is_some()
}

impl RangedSpec {
    /// The fields that are given, by name, for the applicability checks.
    fn present(&self) -> Vec<&'static str> {
        let fields: [(&'static str, bool); 40] = [
            ("monster", given(&self.monster)),
            ("missile", given(&self.missile)),
            ("launcher", given(&self.launcher)),
            ("spell", given(&self.spell)),
            ("count", given(&self.count)),
            ("hd", given(&self.hd)),
            ("archer", given(&self.archer)),
            ("attack_damage", given(&self.attack_damage)),
            ("missile_energy", given(&self.missile_energy)),
            ("spell_energy", given(&self.spell_energy)),
            ("spell_hd", given(&self.spell_hd)),
            ("launcher_plus", given(&self.launcher_plus)),
            ("launcher_brand", given(&self.launcher_brand)),
            ("slaying", given(&self.slaying)),
            ("portal_projectile", given(&self.portal_projectile)),
            ("evoked", given(&self.evoked)),
            ("nearby_skulls", given(&self.nearby_skulls)),
            ("attacker_unseen", given(&self.attacker_unseen)),
            ("player_unseen", given(&self.player_unseen)),
            ("translucent_skin", given(&self.translucent_skin)),
            ("backlit", given(&self.backlit)),
            ("umbra", given(&self.umbra)),
            ("attacker_nightvision", given(&self.attacker_nightvision)),
            ("caster_nightvision", given(&self.caster_nightvision)),
            ("repel_missiles", given(&self.repel_missiles)),
            ("incapacitated", given(&self.incapacitated)),
            ("resist", given(&self.resist)),
            ("willpower", given(&self.willpower)),
            ("ev", given(&self.ev)),
            ("ev_x100", given(&self.ev_x100)),
            ("sh_internal", given(&self.sh_internal)),
            ("sh_internal_x100", given(&self.sh_internal_x100)),
            ("sh", given(&self.sh)),
            ("ac", given(&self.ac)),
            ("ac_x100", given(&self.ac_x100)),
            ("defender", given(&self.defender)),
            // A sequence's own fields.
            ("attacks", given(&self.attacks)),
            ("block_limit", given(&self.block_limit)),
            ("hp", given(&self.hp)),
            ("rules", given(&self.rules)),
        ];
        fields
            .into_iter()
            .filter(|&(_, on)| on)
            .map(|(f, _)| f)
            .collect()
    }

    /// The scenario's form, every given field checked against it: the first field that
    /// does not belong is refused, naming the form's fields.
    pub fn form(&self) -> Result<Form, InputError> {
        let form = match (&self.attacks, &self.missile, &self.spell) {
            (Some(_), _, _) => Form::Sequence,
            (None, Some(_), Some(_)) => {
                return Err(InputError::invalid(
                    "spell",
                    "give either missile or spell, not both (or neither for every attack)",
                ));
            }
            (None, Some(_), None) => Form::Missile,
            (None, None, Some(_)) => Form::Spell,
            (None, None, None) => Form::Every,
        };
        if form != Form::Sequence && self.monster.is_none() {
            return Err(InputError::invalid(
                "monster",
                "give the monster (see `roguesim monsters`), or a sequence in attacks",
            ));
        }
        for field in self.present() {
            if let Some(why) = refusal(form, field) {
                return Err(InputError::invalid(field, why));
            }
        }
        Ok(form)
    }
}

/// Why `field` does not belong to `form`, or `None` when it does.
fn refusal(form: Form, field: &str) -> Option<&'static str> {
    const MISSILE_ONLY: &[&str] = &[
        "missile",
        "launcher",
        "archer",
        "attack_damage",
        "missile_energy",
        "launcher_plus",
        "launcher_brand",
        "slaying",
        "portal_projectile",
        "attacker_unseen",
        "translucent_skin",
        "attacker_nightvision",
    ];
    const SPELL_ONLY: &[&str] = &[
        "spell",
        "spell_energy",
        "spell_hd",
        "evoked",
        "nearby_skulls",
        "caster_nightvision",
        "resist",
        "willpower",
    ];
    const SEQUENCE: &[&str] = &["attacks", "block_limit", "hp", "rules"];
    match form {
        Form::Sequence if !SEQUENCE.contains(&field) => Some(
            "a sequence gives each attack's fields inside its attacks (with block_limit, hp and \
             rules beside them)",
        ),
        Form::Missile if SPELL_ONLY.contains(&field) => {
            Some("a spell's field: give it with spell, not with missile")
        }
        Form::Spell if MISSILE_ONLY.contains(&field) => {
            Some("a missile's field: give it with missile, not with spell")
        }
        Form::Every => match field {
            "launcher" | "launcher_plus" | "launcher_brand" => {
                Some("a launcher's field: give it with missile (one launcher)")
            }
            "resist" => Some("a resistance depends on the spell's flavour: give it with spell"),
            "evoked" => Some("a wand's spell: give it with spell"),
            "caster_nightvision" => {
                Some("give attacker_nightvision, which every attack of the monster reads")
            }
            _ => None,
        },
        _ => None,
    }
}
