//! The player's AC from a build (`player::armour_class`, player.cc:6231-6262, 6321-6356):
//! `docs/rules/dcss-0.31-damage.md` §3.
//!
//! Everything is summed in hundredths of AC. Each armour piece's skill-scaled base is
//! truncated on its own; the whole sum is truncated toward zero once, at the end, so the
//! fractions of several pieces and of the Naga's and Gargoyle's racial AC add up first.

use super::DamageError;
use super::ac::gdr_percent;
use crate::dcss::build::Build;
use crate::dcss::data::{AcMutation, RacialAc, Slot, Species};

/// One worn armour piece's AC in hundredths (`docs/rules/dcss-0.31-damage.md` §3.1).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct ItemAc {
    /// The slot.
    pub slot: Slot,
    /// The item's name.
    pub name: String,
    /// `base_ac_from(item, 100)`: the base AC ×100 scaled by Armour skill and truncated;
    /// for body armour after the Deformed penalty, and never below 0.
    pub base_x100: i32,
    /// The enchantment ×100 (not scaled by skill).
    pub plus_x100: i32,
}

/// The player's AC with every ×100 term that makes it (`docs/rules/dcss-0.31-damage.md` §3.1).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct AcBreakdown {
    /// `skill(SK_ARMOUR, 20)`: 0 for a species that cannot train Armour.
    pub armour_skill_x20: i32,
    /// Body armour first, then cloak, helmet, gloves, boots; a shield gives no AC.
    pub items: Vec<ItemAc>,
    /// What Deformed Body took off the body armour: half its unscaled base ×100.
    pub deformed_penalty_x100: i32,
    /// `racial_ac(true)`: Draconian, Naga and Gargoyle terms.
    pub racial_x100: i32,
    /// Innate Tough Skin, Shaggy Fur and Gelatinous Body: +1 AC a level.
    pub mutations_x100: i32,
    /// Jewellery, artefacts, egos, other mutations and temporary AC
    /// (`docs/rules/dcss-artefacts.md` §3): [`crate::dcss::bonuses::AcBonuses::total_x100`].
    pub bonuses_x100: i32,
    /// The sum of every term.
    pub total_x100: i32,
    /// The AC the game shows and rolls: `total_x100 / 100`, truncated toward zero.
    pub ac: i32,
    /// GDR% at that AC (§2.2).
    pub gdr_percent: i32,
}

/// `base_ac_from(item, 100)`: `100·AC·(440 + skill20)/440`, truncated (player.cc:6009-6017,
/// `docs/rules/dcss-0.31-damage.md` §3.1).
fn scaled_base_x100(base_ac: i32, skill_x20: i32) -> i32 {
    base_ac * 100 * (440 + skill_x20) / 440
}

/// `racial_ac(true)` in hundredths (player.cc:6035-6061, `docs/rules/dcss-0.31-damage.md` §3.3).
fn racial_x100(species: &Species, xl: i32) -> i32 {
    let draconian = 400 + 100 * (xl / 3);
    match species.racial_ac {
        RacialAc::None => 0,
        RacialAc::Draconian => draconian,
        RacialAc::GreyDraconian => draconian + 500,
        RacialAc::Naga => 100 * xl / 3,
        RacialAc::Gargoyle => 200 + 100 * xl * 2 / 5 + 100 * (xl - 7).max(0) * 2 / 5,
    }
}

/// Innate AC mutations at `xl` in hundredths: each mutation's level at that XL, plus
/// Gelatinous Body (player.cc:6091, 6114-6117, `docs/rules/dcss-0.31-damage.md` §3.3).
fn mutations_x100(species: &Species, xl: i32) -> i32 {
    let level = |m: AcMutation| {
        species
            .innate_ac
            .iter()
            .filter(|i| i.mutation == m && i.from_xl <= xl)
            .map(|i| i.level)
            .max()
            .unwrap_or(0)
    };
    100 * (level(AcMutation::ToughSkin) + level(AcMutation::ShaggyFur) + species.gelatinous_body)
}

/// The AC of `build` with its breakdown (`docs/rules/dcss-0.31-damage.md` §3.1, §3.3). The
/// build should be valid ([`Build::validate`]); Armour skill counts 0 for a species that
/// cannot train it, as in the game. Acquired mutations come from [`Build::mutations`];
/// rings of protection, artefacts, egos, other mutations and temporary AC from
/// [`Build::ac_bonuses`]
/// (`docs/rules/dcss-artefacts.md` §3); a form is an error, since forms change AC in ways
/// these rules leave out.
///
/// ```
/// use mechanics::dcss::build::Build;
/// use mechanics::dcss::damage::player_ac;
/// use mechanics::dcss::data::{body_armour, species};
/// use mechanics::dcss::skills::Skill;
///
/// // §3.4: a Human Fighter's +0 scale mail with Armour 3: 600·500/440 = 681, AC 6.
/// let fighter = Build {
///     body: body_armour("scale mail")?,
///     armour: Skill::level(3)?,
///     ..Build::new(species("human")?, 13, 15)
/// };
/// let ac = player_ac(&fighter)?;
/// assert_eq!((ac.total_x100, ac.ac, ac.gdr_percent), (681, 6, 25));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn player_ac(build: &Build) -> Result<AcBreakdown, DamageError> {
    DamageError::check_form(build.form)?;
    let species = build.species;
    let skill_x20 = if species.armour_skill_usable {
        build.armour.scaled(20)
    } else {
        0
    };
    let mut items = Vec::new();
    let mut deformed_penalty_x100 = 0;
    if let Some(body) = build.body {
        let scaled = scaled_base_x100(body.ac, skill_x20);
        if build.deformed() {
            deformed_penalty_x100 = body.ac * 100 / 2;
        }
        items.push(ItemAc {
            slot: Slot::Body,
            name: body.name.to_string(),
            base_x100: (scaled - deformed_penalty_x100).max(0),
            plus_x100: build.body_plus * 100,
        });
    }
    items.extend(build.aux.pieces().map(|piece| ItemAc {
        slot: piece.item.slot,
        name: piece.item.name.to_string(),
        base_x100: scaled_base_x100(piece.item.ac, skill_x20),
        plus_x100: piece.plus * 100,
    }));
    let racial = racial_x100(species, build.xl);
    let mutations = mutations_x100(species, build.xl) + build.mutation_ac_beyond_innate_x100();
    let bonuses = build.ac_bonuses.total_x100();
    let total_x100 =
        items.iter().map(|i| i.base_x100 + i.plus_x100).sum::<i32>() + racial + mutations + bonuses;
    let ac = total_x100 / 100;
    Ok(AcBreakdown {
        armour_skill_x20: skill_x20,
        items,
        deformed_penalty_x100,
        racial_x100: racial,
        mutations_x100: mutations,
        bonuses_x100: bonuses,
        total_x100,
        ac,
        gdr_percent: gdr_percent(ac),
    })
}
