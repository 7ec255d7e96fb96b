//! DCSS report kinds, one folder each: a build's EV and SH ([`ev`]), one attack ([`hit`]), a
//! defender turn of attacks ([`turn`]), a named monster's threat ([`threat`]), a landed
//! attack's damage and the rounds survived ([`damage`]), monster actions per player action
//! ([`speed`]), a monster's missiles, beams, Smiting and Pain ([`ranged`]), your attack on a
//! monster ([`attack`]) and a fight to the death ([`duel`]). What they share: the defender
//! and the attackers as scenarios give
//! them, and their resolution into the rules ([`input`]); character dumps ([`character`]);
//! named monsters ([`named`]); the defender as the attacks see it ([`Derived`]), the rules
//! line and which way a quantity is better.

pub mod attack;
pub mod character;
pub mod damage;
pub mod danger;
pub mod duel;
pub mod ev;
pub mod hit;
pub mod input;
pub mod law;
pub mod named;
pub mod offence;
pub mod ranged;
pub mod rules;
pub mod shown;
pub mod speed;
pub mod threat;
pub mod turn;

use mechanics::dcss::build::Encumbrance;
use mechanics::dcss::defender::Facing;
use mechanics::dcss::evasion::{EvBreakdown, EvBreakdown034};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::ShieldRules;
use schemars::JsonSchema;
use serde::Serialize;

use crate::scenario::profile::{Better, direction};
use input::{AttackerSummary, Resolved};
pub use shown::{AcDrawn, Drawn, GameShows, Law};

/// What the defender's numbers come to against these attacks, and who attacks
/// (`docs/rules/dcss-0.31.md` §2.4, §4, §6; under dcss-0.34 in hundredths with the laws each
/// attack draws, `docs/rules/dcss-0.34.md` §1.1).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Derived {
    /// The EV the attacks roll against (with the situation applied); dcss-0.31.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ev: Option<i32>,
    /// Displayed SH; dcss-0.31.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sh: Option<i32>,
    /// Internal SH used in the block contest; dcss-0.31.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sh_internal: Option<i32>,
    /// Under dcss-0.34: EV and SH in hundredths, as shown, and the laws the attacks draw.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub drawn: Option<Drawn>,
    /// Blocks allowed per turn (0.31 and 0.34), or null (0.19 rules, or no SH).
    pub block_limit: Option<u32>,
    /// Attacks per turn.
    pub attacks_per_turn: usize,
    /// The EV breakdown, for a dcss-0.31 build.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub breakdown: Option<EvBreakdown>,
    /// The EV breakdown, for a dcss-0.34 build (`dcss-0.34.md` §4.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub breakdown_034: Option<EvBreakdown034>,
    /// The encumbrance summary, for a build.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub encumbrance: Option<Encumbrance>,
    /// What the game displays for each attacker ("about N% to hit you"), in order.
    pub display_pct: Vec<GameShows>,
    /// The attackers, in order, with their to-hit and what the game displays for each.
    pub attackers: Vec<AttackerSummary>,
    /// When the player attacks, the defender is a monster: its EV and shield class, when
    /// the scenario gives them as a monster's (`monster_sh`), for the summary.
    #[serde(skip)]
    pub player_attacks: Option<Option<(i32, i32)>>,
    /// What the command says about the character dump the defender names, one line each
    /// (`docs/rules/monsters-and-dumps.md` §4.7): the rule set, what the dump lacks, its
    /// form, what of it the rules leave out. Empty without a dump.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub character_notes: Vec<String>,
}

impl Derived {
    /// The defender's numbers facing `attacks_per_turn` attacks, with no attacker listed.
    pub fn facing(f: &Facing, block_limit: Option<u32>, attacks_per_turn: usize) -> Self {
        let drawn = Drawn::of(f);
        let whole = |v: i32| drawn.is_none().then_some(v);
        Derived {
            ev: whole(f.ev),
            sh: whole(f.sh.displayed),
            sh_internal: whole(f.sh.internal),
            block_limit,
            attacks_per_turn,
            breakdown: f.breakdown,
            breakdown_034: f.drawn.and_then(|d| d.breakdown),
            encumbrance: f.encumbrance.clone(),
            drawn,
            display_pct: Vec::new(),
            attackers: Vec::new(),
            player_attacks: None,
            character_notes: Vec::new(),
        }
    }

    /// The derived numbers of a resolved turn.
    pub fn of(resolved: &Resolved) -> Self {
        Derived {
            display_pct: resolved.attackers.iter().map(|a| a.displayed_pct).collect(),
            attackers: resolved.attackers.clone(),
            player_attacks: resolved.player_attacks,
            character_notes: resolved.character_notes.clone(),
            ..Self::facing(
                &resolved.facing,
                resolved.facing.turn_block_limit(),
                resolved.turn.attacks.len(),
            )
        }
    }

    /// The defender's line: `defender: EV 12, SH 9 (internal 19), block limit 3 per turn`,
    /// under dcss-0.34 with the hundredths and the laws.
    pub fn defender_line(&self, rules: ShieldRules) -> String {
        if let Some(Some((ev, shield_class))) = self.player_attacks {
            // A monster's EV is whole, never drawn; its shield class is its own
            // (`dcss-0.31.md` §2.2, §6.3).
            let shield = match shield_class {
                0 => "no shield".to_string(),
                sc => format!("shield class {sc}"),
            };
            return format!("defender: a monster with EV {ev} and {shield}");
        }
        let limit = match self.block_limit {
            Some(l) => format!("block limit {l} per turn"),
            None => format!("no block limit ({} rules)", rules.as_str()),
        };
        if let Some(d) = &self.drawn {
            let shield = match d.sh_x100 {
                x if x <= 0 => "no SH".to_string(),
                _ => format!("{}, {limit}", d.sh_words()),
            };
            return format!("defender: {}; {shield}", d.ev_words());
        }
        let (ev, sh, sh_internal) = (
            self.ev.unwrap_or(0),
            self.sh.unwrap_or(0),
            self.sh_internal.unwrap_or(0),
        );
        let shield = match sh_internal {
            0 => "no SH".to_string(),
            _ => format!("SH {sh} (internal {sh_internal}), {limit}"),
        };
        format!("defender: EV {ev}, {shield}")
    }

    /// The lines about the defender's character dump, as notes.
    pub fn character_lines(&self) -> impl Iterator<Item = String> + '_ {
        self.character_notes.iter().map(|n| format!("note: {n}"))
    }

    /// Summary lines: the defender, then each attacker with what the game shows for it, then
    /// what is said about the defender's character dump.
    pub fn headline(&self, rules: ShieldRules) -> Vec<String> {
        let mut defender = self.defender_line(rules);
        if self.player_attacks == Some(None) {
            defender = defender.replacen("defender:", "defender (the monster you attack):", 1);
        }
        let mut lines = vec![defender];
        for a in &self.attackers {
            let who = match a.count {
                1 => a.name.clone(),
                n => format!("{} ×{n}", a.name),
            };
            let each = match a.attacks {
                1 => String::new(),
                n => format!(", {n} attacks each"),
            };
            let shows = match a.displayed_pct.percent() {
                Some(p) => format!("the game shows {p}% to hit"),
                None => "the game's display is undefined (it divides 0 by 0)".into(),
            };
            lines.push(format!(
                "attacker: {who}{each}, to-hit {}; {shows}",
                a.to_hit
            ));
        }
        lines.extend(self.character_lines());
        lines
    }
}

/// The engine's name ([`crate::engine::Experiment::path`]) of the path a compiled attack or
/// turn counts on: the lanes, or one trial at a time from tables or in the game's order.
pub fn exchange_path(path: mechanics::sampling::dcss_exchange::Path) -> &'static str {
    use mechanics::sampling::dcss_exchange::Path;
    match path {
        Path::Lanes => crate::engine::paths::LANES,
        Path::Compiled => "compiled tables, trial by trial",
        Path::GameOrder => "game order, trial by trial",
    }
}

/// The rules line of a DCSS combat report: the release and the block contest,
/// `dcss-0.34, shields 0.31`.
pub fn rules_line(rules: RuleSet, shields: ShieldRules) -> String {
    format!("{rules}, shields {}", shields.as_str())
}

/// Which way a DCSS quantity (by its key in a report's JSON) is better for the defender:
/// being hit and acting less often lower, EV, SH, blocks and misses higher.
pub fn better(key: &str) -> Option<Better> {
    direction(
        key,
        &[
            "p_hit",
            "p_land",
            "p_land_by_attack",
            "p_beat_ev",
            "display_pct",
            "p_double",
            "p_triple",
            "mean_actions",
            "p_at_least_2_before_you_act",
            "mean_lands_before_you_act",
            "opportunity_attacks_per_action",
        ],
        &["p_at_least_lands"],
        &[
            "p_block",
            "p_block_by_attack",
            "p_miss_by_attack",
            "ev",
            "sh",
            "sh_internal",
            "ev_x100",
            "ev_display",
            "sh_x100",
            "sh_display",
        ],
    )
}
