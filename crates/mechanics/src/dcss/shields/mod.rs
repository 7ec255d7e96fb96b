//! Shields: SH, the shield encumbrance penalty and the block contest, under 0.31 rules
//! (`docs/rules/dcss-0.31.md` §6) and 0.19 rules (`docs/rules/dcss-0.19-shields.md` §1–§4).

mod class;
mod contest;
mod penalty;

pub use class::{ExtraSh, ShieldClass, ShieldClass034, ShieldWearer};
pub use contest::{
    BlockContest, Blocker, block_limit, block_limit_034, block_penalty, monster_bypass,
    p_pro_beats_con, player_bypass,
};
pub use penalty::{
    attack_delay_019, attack_delay_019_dist, attack_delay_dist, racial_factor_019, shield_penalty,
    shield_penalty_019, to_hit_penalty_019, to_hit_penalty_019_dist,
};

/// Which game version's shield rules apply (`docs/rules/README.md`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub enum ShieldRules {
    /// DCSS 0.31: a hard per-turn block limit (`docs/rules/dcss-0.31.md` §6.5).
    #[default]
    #[cfg_attr(feature = "serde", serde(rename = "0.31"))]
    V031,
    /// DCSS 0.19: the attacker's pierce roll grows by 5·b² (player defender) or 4·b²
    /// (monster defender) with the defender's earlier blocks, no limit
    /// (`docs/rules/dcss-0.19-shields.md` §2.1).
    #[cfg_attr(feature = "serde", serde(rename = "0.19"))]
    V019,
}

impl ShieldRules {
    /// The version string, "0.31" or "0.19".
    pub fn as_str(self) -> &'static str {
        match self {
            ShieldRules::V031 => "0.31",
            ShieldRules::V019 => "0.19",
        }
    }
}

impl std::str::FromStr for ShieldRules {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim() {
            "0.31" | "031" => Ok(ShieldRules::V031),
            "0.19" | "019" => Ok(ShieldRules::V019),
            other => Err(format!(
                "unknown shield rules '{other}': allowed 0.31, 0.19"
            )),
        }
    }
}
