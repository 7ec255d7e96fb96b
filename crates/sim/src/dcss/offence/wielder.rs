//! The player's melee offence from a build or a character dump, read once
//! (`docs/rules/dcss-0.31-player-attack.md` §1–§5): the weapon and its skill, the innate aux
//! attacks, the shield, and in a 0.34 form what the form leaves of them — a form that melds
//! the weapon fights unarmed with the form's own attack, a melded shield or gloves count for
//! nothing (`docs/rules/dcss-0.34-forms.md` §3, §5).

use mechanics::dcss::build::Build;
use mechanics::dcss::forms::FormBrand;
use mechanics::dcss::mutations::Mutation;
use mechanics::dcss::player_attack::{AuxMutations, Brand};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons;

use super::OffenceSpec;
use super::dump::{dump_offence, elemental_missing};
use super::innate::innate_aux;
use crate::dcss::character::CharacterDump;
use crate::dcss::input::DefenderSpec;
use crate::error::InputError;

/// What a build or a dump says about the player's melee offence, every field as the attack
/// and duel inputs name it.
#[derive(Clone, Debug, PartialEq)]
pub struct Wielder {
    /// The species as its table spells it.
    pub species: String,
    /// Experience level.
    pub xl: i32,
    /// Strength.
    pub str: i32,
    /// Dexterity.
    pub dex: i32,
    /// Fighting.
    pub fighting: f64,
    /// The wielded weapon; `None` unarmed.
    pub weapon: Option<String>,
    /// Its enchantment.
    pub weapon_plus: i32,
    /// Its brand, when covered.
    pub brand: Option<Brand>,
    /// The weapon's skill (Unarmed Combat when unarmed).
    pub weapon_skill: f64,
    /// Unarmed Combat.
    pub unarmed_combat: f64,
    /// The shield worn.
    pub shield: Option<String>,
    /// Its enchantment.
    pub shield_plus: i32,
    /// Shields skill.
    pub shields: f64,
    /// Innate aux mutations, claws included when usable.
    pub aux: AuxMutations,
    /// The Minotaur's retaliation.
    pub reflexive_headbutt: bool,
    /// No shield and a one-handed weapon (or none): the punch.
    pub offhand_free: bool,
    /// Slaying, might and haste, from the offence fields.
    pub slaying: i32,
    /// Might.
    pub might: bool,
    /// Haste.
    pub haste: bool,
    /// The form the player is in, by its name ("storm"); `None` out of a form.
    pub form: Option<String>,
    /// The effective Shapeshifting skill.
    pub shapeshifting: f64,
    /// What was read or assumed, one sentence each.
    pub notes: Vec<String>,
}

/// The offence of the build `d` describes (its effective description: a dump's build or the
/// build fields) with `offence` beside it, under `rules`; `dump` is the character dump the
/// build came from, whose wielded weapon and skills replace the weapon fields. In a form that
/// melds the weapon the player fights unarmed, with a note. Errors name `weapon`,
/// `weapon_skill`, ... as `offence` spells them, or `character`.
pub fn wielder(
    d: &DefenderSpec,
    dump: Option<&CharacterDump>,
    offence: &OffenceSpec,
    rules: RuleSet,
) -> Result<Wielder, InputError> {
    let build = d.build_in(rules)?;
    let mut notes = Vec::new();
    let mut w = offence.clone();
    if offence.unarmed_combat != 0.0 && d.unarmed_combat != 0.0 {
        return Err(InputError::invalid(
            "unarmed_combat",
            "Unarmed Combat is given twice (the build's and the offence's): give it once",
        ));
    }
    if w.unarmed_combat == 0.0 {
        w.unarmed_combat = d.unarmed_combat;
    }
    if let Some(dump) = dump {
        let given = [
            ("weapon", offence.weapon.is_some()),
            ("weapon_plus", offence.weapon_plus != 0),
            ("brand", offence.brand.is_some()),
            ("weapon_skill", offence.weapon_skill != 0.0),
            ("unarmed_combat", offence.unarmed_combat != 0.0),
        ];
        if let Some((field, _)) = given.iter().find(|(_, g)| *g) {
            return Err(InputError::invalid(
                *field,
                "the character dump gives the weapon and its skill: drop it",
            ));
        }
        let (read, read_notes) = dump_offence(dump, rules)?;
        (w.weapon, w.weapon_plus, w.brand) = (read.weapon, read.weapon_plus, read.brand);
        (w.weapon_skill, w.unarmed_combat) = (read.weapon_skill, read.unarmed_combat);
        w.slaying += read.slaying;
        notes.extend(read_notes);
    }
    notes.extend(form_notes(&build, &mut w, rules));
    let weapon = match &w.weapon {
        None => None,
        Some(n) => Some(
            weapons::find_in(rules, n).map_err(|e| InputError::invalid("weapon", e.to_string()))?,
        ),
    };
    let worn = build.worn_in_form();
    let gloves = worn.aux.gloves.is_some();
    let (mut aux, reflexive_headbutt) = innate_aux(build.species.name, gloves);
    if !gloves {
        aux.claws = (aux.claws + build.mutations.level(Mutation::Claws)).min(3);
    }
    let hands_free =
        worn.shield.is_none() && weapon.is_none_or(|w| w.one_handed_for(build.species.torso_size));
    let offhand_free = build
        .form
        .data()
        .and_then(|f| f.offhand_punch)
        .unwrap_or(hands_free);
    Ok(Wielder {
        species: build.species.name.to_string(),
        xl: build.xl,
        str: build.strength,
        dex: build.dex,
        fighting: d.fighting,
        weapon_skill: if weapon.is_some() {
            w.weapon_skill
        } else {
            w.unarmed_combat
        },
        weapon: w.weapon,
        weapon_plus: w.weapon_plus,
        brand: w.brand,
        unarmed_combat: w.unarmed_combat,
        shield: worn.shield.map(|s| s.name.to_string()),
        shield_plus: worn.shield_plus,
        shields: d.shields,
        aux,
        reflexive_headbutt,
        offhand_free,
        slaying: w.slaying,
        might: w.might,
        haste: w.haste,
        form: build.form.data().map(|f| f.name.to_string()),
        shapeshifting: d.shapeshifting,
        notes,
    })
}

/// What the form does to the offence `w`: a form that melds the weapon leaves the player
/// unarmed, with the form's unarmed attack and its brand where the rules cover it; the notes
/// say so, and name what of the form's attack is not modelled
/// (`docs/rules/dcss-0.34-forms.md` §5).
fn form_notes(build: &Build, w: &mut OffenceSpec, rules: RuleSet) -> Vec<String> {
    let Some(f) = build.form.data() else {
        return Vec::new();
    };
    let mut notes = Vec::new();
    let melds = f.melds.contains(mechanics::dcss::forms::Melds::WEAPON);
    if melds && let Some(weapon) = w.weapon.take() {
        notes.push(format!(
            "{} form melds your {weapon}: you fight with the form's unarmed attack",
            f.name
        ));
        (w.weapon_plus, w.brand, w.weapon_skill) = (0, None, 0.0);
    }
    if w.weapon.is_none() {
        let brand = match f.brand {
            Some(FormBrand::Electrocution) if !elemental_missing(rules, Brand::Electrocution) => {
                w.brand = Some(Brand::Electrocution);
                ", brand electrocution".to_string()
            }
            Some(b @ FormBrand::Electrocution) => format!(
                "; its {} brand is not modelled under {rules} (the 0.34 monster resistance \
                 table it checks is missing)",
                b.name()
            ),
            Some(b) => format!("; its {} brand is not modelled", b.name()),
            None => String::new(),
        };
        let scaling = if f.unarmed.xl_based {
            "scaled by your XL"
        } else {
            "with Unarmed Combat"
        };
        notes.push(format!(
            "you fight in {} form with its unarmed attack, {scaling}{brand}",
            f.name
        ));
    }
    notes.push(format!(
        "{} form: its own aux attacks and specials (a dragon's bite and breath, blade form's \
         blades, a storm's blinkbolt) are not modelled",
        f.name
    ));
    notes
}
