//! What a build has beyond its armour's base AC and enchantment and its species' own traits:
//! AC from jewellery, artefacts, egos and mutations, and max HP from mutations, artefacts and
//! berserk (`docs/rules/dcss-artefacts.md` §3, §4). Both are additive inputs of
//! [`crate::dcss::damage::player_ac()`] and [`crate::dcss::damage::player_max_hp`].

/// AC beyond the worn armour and the species (`docs/rules/dcss-artefacts.md` §3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct AcBonuses {
    /// Rings of protection (their pluses), artefacts' `AC±N` and protection egos (3 each),
    /// in whole AC: `base_ac` adds 100 a point at the ×100 scale.
    pub items: i32,
    /// AC from mutations other than the species' innate ones, ×100: scales, Reduced AC,
    /// and minus what a form suppresses of the innate ones (§3.2).
    pub mutations_x100: i32,
    /// Deformed Body acquired as a mutation (the Naga's and Armataur's is the species'):
    /// body armour gives the Deformed share of its AC (§3.2).
    pub deformed: bool,
    /// Temporary AC ×100: Trickster, a Coglin's revving Revguard, corrosion (negative),
    /// spells and divine effects (§3.3).
    pub temporary_x100: i32,
}

impl AcBonuses {
    /// Everything but [`AcBonuses::deformed`], ×100.
    pub fn total_x100(&self) -> i32 {
        100 * self.items + self.mutations_x100 + self.temporary_x100
    }
}

/// Max HP beyond XL, Fighting and the species (`docs/rules/dcss-artefacts.md` §4;
/// `get_real_hp`, player.cc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
pub struct HpBonuses {
    /// Robust level: +10% a level.
    pub robust: i32,
    /// Frail level: −10% a level.
    pub frail: i32,
    /// Rugged Brown Scales level L: +(2L+1)%.
    pub rugged_scales: i32,
    /// Hepliaklqana's reduced essence (a follower, or under its penance): −10%.
    pub reduced_essence: bool,
    /// Artefacts' `HP±N`, added after the percentages.
    pub artefact: i32,
    /// Berserk: ×3/2 after the artefacts.
    pub berserk: bool,
}

impl HpBonuses {
    /// `get_real_hp` from the point where the mutations' percentage applies, `hp` being
    /// what XL, Fighting and the species give (`docs/rules/dcss-artefacts.md` §4): the
    /// percentage, truncated; the artefacts; berserk ×3/2, truncated.
    pub fn apply(&self, hp: i32) -> i32 {
        let rugged = if self.rugged_scales > 0 {
            2 * self.rugged_scales + 1
        } else {
            0
        };
        let percent = 100 + 10 * self.robust + rugged
            - 10 * self.frail
            - if self.reduced_essence { 10 } else { 0 };
        let mut hp = hp * percent / 100 + self.artefact;
        if self.berserk {
            hp = hp * 3 / 2;
        }
        hp
    }
}

/// The AC mutations of the game's table (`all_mutation_ac_changes` and `MUT_STONE_BODY`,
/// player.cc), by the name the `A:` line prints, with the AC×100 each level gives
/// (`docs/rules/dcss-artefacts.md` §3.2). `stone body` scales with XL instead.
const AC_MUTATIONS: &[(&str, [i32; 3])] = &[
    ("gelatinous body", [100, 200, 300]),
    ("tough skin", [100, 200, 300]),
    ("shaggy fur", [100, 200, 300]),
    ("reduced AC", [-500, -1000, -1500]),
    ("iridescent scales", [200, 400, 600]),
    ("rugged brown scales", [100, 200, 300]),
    ("icy blue scales", [200, 300, 400]),
    ("molten scales", [200, 300, 400]),
    ("slimy green scales", [200, 300, 400]),
    ("thin metallic scales", [200, 300, 400]),
    ("yellow scales", [200, 300, 400]),
    ("sharp scales", [100, 200, 300]),
    ("iron-fused scales", [500, 500, 500]),
];

/// The AC×100 a mutation named as the `A:` line names it gives at `level` and `xl`, or
/// `None` for a mutation that gives no AC (`docs/rules/dcss-artefacts.md` §3.2). As the
/// game's `switch`, a level outside 1–3 gives 0.
///
/// ```
/// use mechanics::dcss::bonuses::mutation_ac_x100;
///
/// assert_eq!(mutation_ac_x100("iridescent scales", 2, 20), Some(400));
/// assert_eq!(mutation_ac_x100("reduced AC", 1, 20), Some(-500));
/// assert_eq!(mutation_ac_x100("stone body", 1, 27), Some(2080));
/// assert_eq!(mutation_ac_x100("horns", 2, 20), None);
/// ```
pub fn mutation_ac_x100(name: &str, level: i32, xl: i32) -> Option<i32> {
    if name == "stone body" {
        let bonus = 200 + 100 * xl * 2 / 5 + 100 * (xl - 7).max(0) * 2 / 5;
        return Some(if level > 0 { bonus } else { 0 });
    }
    let (_, by_level) = AC_MUTATIONS.iter().find(|(n, _)| *n == name)?;
    Some(match level {
        1..=3 => by_level[level as usize - 1],
        _ => 0,
    })
}
