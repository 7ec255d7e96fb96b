//! The player's melee in a form under DCSS 0.34.1 (`docs/rules/dcss-0.34-forms.md` §5): the
//! unarmed base the form gives, the unarmed attack that scales with XL in some forms, the
//! multiplier after the monster's AC, the claws the form brings, and whether the form leaves
//! the weapon in hand.

use rand::Rng;

use super::{AttackError, skill};
use crate::dcss::forms::{Form, FormBrand, Melds, Shape, form};
use crate::dcss::rng::div_rand_round;
use crate::dist::Dist;

/// What happens to a landed attack's damage after the monster's AC
/// (`player_apply_postac_multipliers`, melee-attack.cc:2803-2816): Statue form ×3/2, Flux and
/// walking scroll ×1/2, randomly rounded. Main and aux attacks alike, weapon or not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PostAc {
    /// No change.
    #[default]
    None,
    /// Statue form: `div_rand_round(d·3, 2)`.
    ThreeHalves,
    /// Flux and walking scroll: `div_rand_round(d, 2)`.
    Half,
}

impl PostAc {
    /// The multiplier of `form`.
    pub fn of(form: Form) -> PostAc {
        match form {
            Form::Statue => PostAc::ThreeHalves,
            Form::Flux | Form::WalkingScroll => PostAc::Half,
            _ => PostAc::None,
        }
    }

    /// Applies it to one damage roll.
    pub fn roll<R: Rng + ?Sized>(self, rng: &mut R, d: i32) -> i32 {
        match self {
            PostAc::None => d,
            PostAc::ThreeHalves => div_rand_round(rng, d * 3, 2),
            PostAc::Half => div_rand_round(rng, d, 2),
        }
    }

    /// The exact law of [`Self::roll`] on a law of damage.
    pub fn dist(self, law: &Dist) -> Dist {
        match self {
            PostAc::None => law.clone(),
            PostAc::ThreeHalves => law.and_then(|d| Dist::div_rand_round(d * 3, 2)),
            PostAc::Half => law.and_then(|d| Dist::div_rand_round(d, 2)),
        }
    }
}

/// A form as the player's melee reads it (`docs/rules/dcss-0.34-forms.md` §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormMelee {
    /// The form at the player's Shapeshifting level.
    pub shape: Shape,
    /// Experience level (the XL-based forms scale with it).
    pub xl: i32,
}

impl FormMelee {
    /// The form a scenario names (`form`: "storm", "statue"…, absent or "none" for none)
    /// at Shapeshifting `shapeshifting` and XL `xl`; errors name `form` or `shapeshifting`.
    pub fn named(
        name: Option<&str>,
        shapeshifting: f64,
        xl: i32,
    ) -> Result<Option<FormMelee>, AttackError> {
        let Some(name) = name else {
            return Ok(None);
        };
        let found = form(name).map_err(|e| AttackError::invalid("form", e.to_string()))?;
        let shapeshifting = skill("shapeshifting", shapeshifting)?;
        Ok(found.data().map(|data| FormMelee {
            shape: Shape {
                data,
                shapeshifting,
                from_talisman: data.talisman.is_some(),
            },
            xl,
        }))
    }

    /// The form's unarmed term ×100, `raw(unarmed)`; the base adds
    /// `3 + max(0, div_rand_round(raw, 100))` (transform.cc:329-333).
    pub fn unarmed_raw_x100(&self) -> i32 {
        self.shape.raw(self.shape.data.unarmed, self.xl)
    }

    /// Whether the unarmed attack scales with XL rather than Unarmed Combat: to-hit `+XL`
    /// instead of `+6 + UC`, base `+div_rand_round(XL, 3)` instead of the skill, delay read
    /// at `XL·10` (`form_uses_xl`, player.cc:8675-8683).
    pub fn uses_xl(&self) -> bool {
        self.shape.uses_xl()
    }

    /// Whether the form melds the weapon: the player fights unarmed.
    pub fn melds_weapon(&self) -> bool {
        self.shape.data.melds.contains(Melds::WEAPON)
    }

    /// The claws the form brings (dragon, werewolf: 3; `player::has_claws`,
    /// player.cc:7599-7610); 0 for none.
    pub fn claws(&self) -> i32 {
        self.shape.data.claws
    }

    /// The multiplier after AC.
    pub fn post_ac(&self) -> PostAc {
        PostAc::of(self.shape.data.form)
    }

    /// The brand of the unarmed attack.
    pub fn brand(&self) -> Option<FormBrand> {
        self.shape.data.brand
    }

    /// Statue form: the player's speed ×3/2 (`player_speed`, player.cc:1937-1941).
    pub fn slows(&self) -> bool {
        self.shape.data.form == Form::Statue
    }

    /// `unarmed_base_damage(true)`'s form terms: `3 + max(0, div_rand_round(raw, 100))` and,
    /// for an XL-based form, `div_rand_round(XL, 3)` (fight.cc:1758-1772).
    pub fn unarmed_base_dist(&self) -> Dist {
        let base = Dist::div_rand_round(self.unarmed_raw_x100(), 100).map(|v| 3 + v.max(0));
        if self.uses_xl() {
            base.add(&Dist::div_rand_round(self.xl, 3))
        } else {
            base
        }
    }

    /// One draw of [`Self::unarmed_base_dist`], in the game's order.
    pub fn roll_unarmed_base<R: Rng + ?Sized>(&self, rng: &mut R) -> i32 {
        let base = 3 + div_rand_round(rng, self.unarmed_raw_x100(), 100).max(0);
        if self.uses_xl() {
            base + div_rand_round(rng, self.xl, 3)
        } else {
            base
        }
    }
}
