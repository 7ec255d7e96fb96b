//! The kinds of monster attack in the 0.31 table (`attack_type`, `AT_*`), with their game ids
//! and readable names (`docs/rules/monsters-and-dumps.md` §1.2, §1.4).

/// One kind of monster melee attack: one variant per `AT_*` value that some `mondata[]`
/// entry uses (`mon-util.h:24-29`, `docs/rules/monsters-and-dumps.md` §1.2). Empty slots
/// (`AT_NONE`) are not attacks and are not in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AttackKind {
    /// `AT_HIT`: a hit, with the wielded weapon if any.
    Hit,
    /// `AT_WEAP_ONLY`: a hit that only happens with a wielded weapon.
    WeapOnly,
    /// `AT_BITE`.
    Bite,
    /// `AT_STING`.
    Sting,
    /// `AT_CLAW`.
    Claw,
    /// `AT_PECK`.
    Peck,
    /// `AT_HEADBUTT`.
    Headbutt,
    /// `AT_PUNCH`.
    Punch,
    /// `AT_KICK`.
    Kick,
    /// `AT_TENTACLE_SLAP`.
    TentacleSlap,
    /// `AT_TAIL_SLAP`.
    TailSlap,
    /// `AT_GORE`.
    Gore,
    /// `AT_CONSTRICT`.
    Constrict,
    /// `AT_TRUNK_SLAP`.
    TrunkSlap,
    /// `AT_TOUCH`.
    Touch,
    /// `AT_ENGULF`.
    Engulf,
    /// `AT_POUNCE`.
    Pounce,
    /// `AT_TRAMPLE`.
    Trample,
    /// `AT_SPORE`.
    Spore,
    /// `AT_CHERUB`: each attack becomes a hit, bite, peck or gore at random
    /// (`mons_attack_spec`, §1.4).
    Cherub,
    /// `AT_RANDOM`: each attack becomes a hit or a gore at random (`mons_attack_spec`, §1.4).
    Random,
}

/// Each kind with its game id and readable name, in the order of the enum's discriminants
/// (a test checks the order) (`docs/rules/monsters-and-dumps.md` §1.2).
pub const ATTACK_KINDS: [(AttackKind, &str, &str); 21] = [
    (AttackKind::Hit, "AT_HIT", "hit"),
    (AttackKind::WeapOnly, "AT_WEAP_ONLY", "weapon only"),
    (AttackKind::Bite, "AT_BITE", "bite"),
    (AttackKind::Sting, "AT_STING", "sting"),
    (AttackKind::Claw, "AT_CLAW", "claw"),
    (AttackKind::Peck, "AT_PECK", "peck"),
    (AttackKind::Headbutt, "AT_HEADBUTT", "headbutt"),
    (AttackKind::Punch, "AT_PUNCH", "punch"),
    (AttackKind::Kick, "AT_KICK", "kick"),
    (
        AttackKind::TentacleSlap,
        "AT_TENTACLE_SLAP",
        "tentacle slap",
    ),
    (AttackKind::TailSlap, "AT_TAIL_SLAP", "tail slap"),
    (AttackKind::Gore, "AT_GORE", "gore"),
    (AttackKind::Constrict, "AT_CONSTRICT", "constrict"),
    (AttackKind::TrunkSlap, "AT_TRUNK_SLAP", "trunk slap"),
    (AttackKind::Touch, "AT_TOUCH", "touch"),
    (AttackKind::Engulf, "AT_ENGULF", "engulf"),
    (AttackKind::Pounce, "AT_POUNCE", "pounce"),
    (AttackKind::Trample, "AT_TRAMPLE", "trample"),
    (AttackKind::Spore, "AT_SPORE", "spore"),
    (AttackKind::Cherub, "AT_CHERUB", "cherub"),
    (AttackKind::Random, "AT_RANDOM", "random"),
];

impl AttackKind {
    /// Whether the attack uses the wielded weapon: `monster::weapon(n)` returns the weapon
    /// only for `AT_HIT` and `AT_WEAP_ONLY` (`monster.cc:458-484`,
    /// `docs/rules/monsters-and-dumps.md` §1.4). `AT_CHERUB` and `AT_RANDOM` are resolved
    /// per attack and can become `AT_HIT`; as table entries they are not weapon attacks.
    pub fn uses_weapon(self) -> bool {
        matches!(self, AttackKind::Hit | AttackKind::WeapOnly)
    }

    /// The readable name ("hit", "bite", "tail slap") (`docs/rules/monsters-and-dumps.md`
    /// §1.2).
    pub fn name(self) -> &'static str {
        ATTACK_KINDS[self as usize].2
    }

    /// The game's id ("AT_HIT") (`docs/rules/monsters-and-dumps.md` §1.2).
    pub fn game_id(self) -> &'static str {
        ATTACK_KINDS[self as usize].1
    }

    /// The kind of a game id such as "AT_BITE", if the table uses it
    /// (`docs/rules/monsters-and-dumps.md` §1.2).
    pub fn from_game_id(id: &str) -> Option<AttackKind> {
        ATTACK_KINDS
            .iter()
            .find(|(_, game, _)| *game == id)
            .map(|(kind, _, _)| *kind)
    }
}
