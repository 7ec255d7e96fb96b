//! What kind of spell a monster spell is, as the beam rules sort them, and why the rules do not
//! model a spell as an attack on the player (`docs/rules/dcss-0.31-ranged.md` §3.3, §3.4, §6;
//! `docs/rules/dcss-0.34-ranged.md` §6).

/// What kind of spell it is, as the beam rules sort them (`docs/rules/dcss-0.31-ranged.md`
/// §3.3, §3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SpellCategory {
    /// A beam the shield can block, then tested against EV.
    Blockable,
    /// A piercing beam: never blocked, tested against EV.
    Pierces,
    /// A non-piercing electric beam: never blocked, tested against EV.
    Unblockable,
    /// An explosion: always hits, never blocked.
    Explosion,
    /// An `AUTOMATIC_HIT` beam: always hits, never blocked.
    Auto,
    /// A hex, resisted by Will: not covered.
    Enchantment,
    /// Aimed at the caster or an ally.
    SelfOrAlly,
    /// A fake beam used only for targeting.
    TargetingOnly,
    /// Cast by its own code (summons, smiting, clouds, ...): not a beam (Smiting is modelled
    /// as a direct spell, §10).
    Special,
    /// Casts other spells.
    Compound,
    /// A spell whose casting code the extraction did not find (three at 0.34.1: Ghostly
    /// Sacrifice, Planar Overlay, Pyrrhic Recollection).
    Unknown,
}

impl SpellCategory {
    /// The category with the data file's name (`"blockable"`, `"self_or_ally"`).
    pub fn from_id(id: &str) -> Option<SpellCategory> {
        Some(match id {
            "blockable" => SpellCategory::Blockable,
            "pierces" => SpellCategory::Pierces,
            "unblockable" => SpellCategory::Unblockable,
            "explosion" => SpellCategory::Explosion,
            "auto" => SpellCategory::Auto,
            "enchantment" => SpellCategory::Enchantment,
            "self_or_ally" => SpellCategory::SelfOrAlly,
            "targeting_only" => SpellCategory::TargetingOnly,
            "special" => SpellCategory::Special,
            "compound" => SpellCategory::Compound,
            "unknown" => SpellCategory::Unknown,
            _ => return None,
        })
    }

    /// In words, for messages.
    pub fn describe(self) -> &'static str {
        match self {
            SpellCategory::Blockable => "a blockable beam",
            SpellCategory::Pierces => "a piercing beam",
            SpellCategory::Unblockable => "an unblockable beam",
            SpellCategory::Explosion => "an explosion",
            SpellCategory::Auto => "a beam that cannot miss",
            SpellCategory::Enchantment => "a hex resisted by Will",
            SpellCategory::SelfOrAlly => "cast on itself or an ally",
            SpellCategory::TargetingOnly => "a targeting beam without effect",
            SpellCategory::Special => "cast by its own code (summons, clouds, ...)",
            SpellCategory::Compound => "a spell that casts other spells",
            SpellCategory::Unknown => "a spell whose casting code was not found",
        }
    }
}

/// Why a spell is not a beam these rules model (`docs/rules/dcss-0.31-ranged.md` §3.3, §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotModelled {
    /// Not a damaging beam at the player at all.
    NotADamagingBeam(SpellCategory),
    /// A hex that does damage through its own Will check, which only Pain's is modelled
    /// (`docs/rules/dcss-0.31-ranged.md` §10; `docs/rules/dcss-0.34-ranged.md` §6).
    DamagingHex,
    /// It casts one of several other spells (major destruction, a Serpent of Hell breath):
    /// ask for each of them.
    Compound,
    /// Its beam is set up by hand in mon-cast.cc rather than from a zap row (death rattle,
    /// ghostly sacrifice).
    SetByHand,
    /// A chaos beam changes its flavour at random.
    Chaos,
    /// Its dice are rolled by `calc_dice` in its own set-up code (Fire Storm).
    RandomDice,
    /// Its zap row is read, but its own code sets the beam up in ways the rule book leaves
    /// out (0.34.1: Seracfall, Call Down Damnation; `docs/rules/dcss-0.34-ranged.md` §6).
    OwnSetUp,
}

impl std::fmt::Display for NotModelled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotModelled::NotADamagingBeam(c) => write!(f, "{}, not a damaging beam", c.describe()),
            NotModelled::DamagingHex => write!(
                f,
                "a damaging hex resisted by Will, whose Will check is modelled only for Pain"
            ),
            NotModelled::Compound => write!(f, "it casts other spells; ask for each of them"),
            NotModelled::SetByHand => write!(f, "its beam is set up by hand, not from a zap row"),
            NotModelled::Chaos => write!(f, "a chaos beam changes flavour at random"),
            NotModelled::RandomDice => write!(f, "its dice come from its own set-up code"),
            NotModelled::OwnSetUp => write!(f, "its own code sets its beam up beyond the zap row"),
        }
    }
}
