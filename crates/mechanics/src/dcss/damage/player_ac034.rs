//! The player's AC from a build under DCSS 0.34.1, kept in hundredths, and the two laws a
//! landed hit draws from it: the AC of the roll and its cap, and the AC of the GDR
//! (`armour_class_scaled`, `base_ac`, `base_ac_from`, player.cc:6332-6584;
//! `docs/rules/dcss-0.34.md` §D3, §D2).
//!
//! What changed since 0.31: Deformed Body takes 40 % of the skill-scaled body armour AC
//! (rounded toward zero) instead of half the unscaled base; the Draconian AC grows by a
//! third of a point per level instead of a point every three; the Grey Draconian's +5 is the
//! Iron Fused Scales mutation from XL 14; and the total is no longer truncated but rounded
//! at random at every use.

use super::DamageError;
use super::ac::gdr_percent;
use super::player_ac::ItemAc;
use crate::dcss::bonuses::mutation_ac_x100;
use crate::dcss::build::Build;
use crate::dcss::data::Slot;
use crate::dcss::mutations::Mutation;
use crate::dcss::rounding::Hundredths;
use crate::dist::Dist;

/// The player's 0.34 AC with every ×100 term that makes it (`docs/rules/dcss-0.34.md` §D3.1).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
pub struct AcBreakdown034 {
    /// `skill(SK_ARMOUR, 20)`: 0 for a species that cannot train Armour.
    pub armour_skill_x20: i32,
    /// Body armour first, then the aux pieces; a shield gives no AC.
    pub items: Vec<ItemAc>,
    /// What Deformed Body took off the body armour: 40 % of its skill-scaled AC (in a
    /// form, of what the form's per cent leaves).
    pub deformed_penalty_x100: i32,
    /// What the form's per cent changed the body armour's AC by (blade, maw, fortress crab).
    pub form_body_x100: i32,
    /// The form's own AC (`Form::get_ac_bonus`).
    pub form_x100: i32,
    /// `racial_ac(true)`: the Draconian and Naga terms.
    pub racial_x100: i32,
    /// `ac_changes_from_mutations()`: Tough Skin, Shaggy Fur, Gelatinous Body, Iron Fused
    /// Scales, Stone Body.
    pub mutations_x100: i32,
    /// Rings of protection: 100 per point.
    pub rings_x100: i32,
    /// The Revguard gizmo: 200, 400 or 500 by tier.
    pub revguard_x100: i32,
    /// Corrosion: −100 per unit.
    pub corrosion_x100: i32,
    /// Jewellery, artefacts, egos, other mutations and temporary AC
    /// (`docs/rules/dcss-artefacts.md` §3): [`crate::dcss::bonuses::AcBonuses::total_x100`].
    pub bonuses_x100: i32,
    /// `armour_class_scaled(100)`: the sum of every term.
    pub total_x100: i32,
    /// What the game shows: `total_x100 / 100`, truncated (output.cc:2371).
    pub shown: i32,
}

impl AcBreakdown034 {
    /// The AC ×100 every use draws from.
    pub fn hundredths(&self) -> Hundredths {
        Hundredths(self.total_x100)
    }

    /// The law of `armour_class()`, one draw (`docs/rules/dcss-0.34.md` §1.1, §D3.1).
    pub fn law(&self) -> Dist {
        self.hundredths().law()
    }

    /// The law of `gdr_perc()`, which draws the AC again (`docs/rules/dcss-0.34.md` §D2).
    pub fn gdr_law(&self) -> Dist {
        gdr_law(self.hundredths())
    }
}

/// The law of the GDR percentage from an AC ×100: `gdr_perc()` draws `armour_class()` once
/// and takes `(int)(16·sqrt(sqrt(max(0, AC))))` (player.cc:6620-6624,
/// `docs/rules/dcss-0.34.md` §D2).
pub fn gdr_law(ac: Hundredths) -> Dist {
    ac.law().map(gdr_percent)
}

/// `base_ac_from(item, 100)` without the body-only terms: `100·AC·(440 + skill20)/440`,
/// truncated (player.cc:6332-6349).
fn scaled_base_x100(base_ac: i32, skill_x20: i32) -> i32 {
    base_ac * 100 * (440 + skill_x20) / 440
}

/// `ac_changes_from_mutations()` ×100 (player.cc:6444-6461): every AC mutation at the level
/// in effect ([`Build::mutation_level`]: the species' own or a given one, unless the form
/// suppresses it), Stone Body included (`docs/rules/dcss-0.34-forms.md` §3).
fn mutations_x100(build: &Build) -> i32 {
    Mutation::all()
        .filter_map(|m| mutation_ac_x100(m.dump_name(), build.mutation_level(m), build.xl))
        .sum()
}

/// The AC of a 0.34 `build` with its breakdown (`docs/rules/dcss-0.34.md` §D3.1): worn
/// armour skill-scaled (Deformed takes 40 % of the body armour's), enchantments, rings of
/// protection, racial AC, innate mutations, the Revguard, corrosion, and the build's
/// [`Build::ac_bonuses`] (`docs/rules/dcss-artefacts.md` §3). In a form: the melded armour
/// left out, the body armour's AC changed by the form's per cent, the form's own AC, and
/// the racial AC and mutations it suppresses left out (`docs/rules/dcss-0.34-forms.md` §3).
///
/// ```
/// use mechanics::dcss::build::Build;
/// use mechanics::dcss::damage::player_ac_034;
/// use mechanics::dcss::data::{body_armour_in, species_in};
/// use mechanics::dcss::rules::RuleSet::Dcss034;
/// use mechanics::dcss::skills::Skill;
///
/// // §D3.4: an Armataur in chain mail with Armour 9: 1127 − 450 = 677, plus Tough Skin 3.
/// let at = Build {
///     xl: 9,
///     armour: Skill::level(9)?,
///     body: body_armour_in(Dcss034, "chain mail")?,
///     ..Build::new_in(Dcss034, species_in(Dcss034, "armataur")?, 10, 16)
/// };
/// let ac = player_ac_034(&at)?;
/// assert_eq!((ac.deformed_penalty_x100, ac.total_x100, ac.shown), (450, 977, 9));
/// assert_eq!((ac.law().prob(9), ac.law().prob(10)), (0.23, 0.77));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn player_ac_034(build: &Build) -> Result<AcBreakdown034, DamageError> {
    let worn = build.worn_in_form();
    let shape = build.shape();
    let species = build.species;
    let skill_x20 = if species.armour_skill_usable {
        build.armour.scaled(20)
    } else {
        0
    };
    let mut items = Vec::new();
    let mut deformed_penalty_x100 = 0;
    let mut form_body_x100 = 0;
    if let Some(body) = worn.body {
        let scaled = scaled_base_x100(body.ac, skill_x20);
        let form_mult = shape.map_or(0, |s| s.body_ac_mult(build.xl));
        let mult = if build.deformed() {
            (form_mult + 100) * 6 / 10 - 100
        } else {
            form_mult
        };
        let base = (scaled + scaled * mult / 100).max(0);
        let with_form_only = (scaled + scaled * form_mult / 100).max(0);
        deformed_penalty_x100 = with_form_only - base;
        form_body_x100 = with_form_only - scaled;
        items.push(ItemAc {
            slot: Slot::Body,
            name: body.name.to_string(),
            base_x100: base,
            plus_x100: worn.body_plus * 100,
        });
    }
    items.extend(worn.aux.pieces().map(|piece| ItemAc {
        slot: piece.item.slot,
        name: piece.item.name.to_string(),
        base_x100: scaled_base_x100(piece.item.ac, skill_x20),
        plus_x100: piece.plus * 100,
    }));
    let extras = &worn.extras;
    let racial = build.racial_ac_x100_034();
    let mutations = mutations_x100(build);
    let form_x100 = build.form_ac_x100();
    let rings = 100 * extras.ring_protection;
    let revguard = extras.revguard_x100();
    let corrosion = -100 * extras.corrosion;
    let bonuses = build.ac_bonuses.total_x100();
    let total_x100 = items.iter().map(|i| i.base_x100 + i.plus_x100).sum::<i32>()
        + rings
        + racial
        + mutations
        + revguard
        + corrosion
        + bonuses
        + form_x100;
    Ok(AcBreakdown034 {
        armour_skill_x20: skill_x20,
        items,
        deformed_penalty_x100,
        form_body_x100,
        form_x100,
        racial_x100: racial,
        mutations_x100: mutations,
        rings_x100: rings,
        revguard_x100: revguard,
        corrosion_x100: corrosion,
        bonuses_x100: bonuses,
        total_x100,
        shown: total_x100 / 100,
    })
}
