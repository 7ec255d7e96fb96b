//! A build's EV, SH and encumbrance, every step of the EV in the game's order
//! (`docs/rules/dcss-0.31.md` §4–§6).

use std::time::Instant;

use mechanics::dcss::build::{Build, Encumbrance};
use mechanics::dcss::damage::{AcBreakdown, gdr_percent, player_ac, player_ac_034, player_max_hp};
use mechanics::dcss::defender::Situation;
use mechanics::dcss::evasion::EvBreakdown;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{ShieldRules, block_limit};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::character::{CharacterDump, DumpCheck, check};
use super::spec::DefenderSpec;

fn is_default(s: &Situation) -> bool {
    *s == Situation::default()
}
use crate::error::SimError;
use crate::report::{Row, RunMeta, Section, View};

/// An `ev` scenario: a build, and optionally its situation (`dcss-0.31.md` §3.3, §4.1).
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EvSpec {
    /// The build.
    pub defender: DefenderSpec,
    /// Situational modifiers of the EV (caught, constricted, an unseen attacker...).
    #[serde(default, skip_serializing_if = "is_default")]
    pub situation: Situation,
}

/// The result of `roguesim ev`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct EvResult {
    /// The species as the game spells it.
    pub species: &'static str,
    /// The body armour, if any.
    pub body: Option<&'static str>,
    /// The shield, if any.
    pub shield: Option<&'static str>,
    /// The aux armour worn, with enchantments.
    pub aux: Vec<String>,
    /// EV.
    pub ev: i32,
    /// SH as the game displays it.
    pub sh: i32,
    /// Internal SH, twice the displayed (`player_shield_class()`).
    pub sh_internal: i32,
    /// Blocks allowed per turn under 0.31; null without SH.
    pub block_limit: Option<u32>,
    /// AC (`dcss-0.31-damage.md` §3); null in a form, whose AC the model leaves out.
    pub ac: Option<i32>,
    /// Guaranteed damage reduction in percent, from the AC (§2.2).
    pub gdr_percent: Option<i32>,
    /// Max HP from species, XL and Fighting (§4).
    pub max_hp: Option<i32>,
    /// Every term of the AC at the game's ×100 scale (§3.1).
    pub ac_breakdown: Option<AcBreakdown>,
    /// Every step of the EV, at the game's ×100 scale (§4.1).
    pub breakdown: EvBreakdown,
    /// Body armour and shield encumbrance and what they cost (§5, §6.4).
    pub encumbrance: Encumbrance,
    /// The character dump the build was read from, with its own EV and SH
    /// (`monsters-and-dumps.md` §4).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub character: Option<CharacterDump>,
    /// EV over the dump's hidden skill fractions, `[low, high]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ev_range: Option<[i32; 2]>,
    /// Displayed SH over the dump's hidden skill fractions, `[low, high]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sh_range: Option<[i32; 2]>,
    /// AC over the dump's hidden skill fractions, `[low, high]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ac_range: Option<[i32; 2]>,
    /// Max HP over the dump's hidden skill fractions, `[low, high]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_hp_range: Option<[i32; 2]>,
    /// Whether the dump's EV and SH fall within the ranges.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matches_dump: Option<bool>,
    /// What the comparison with the dump found, and what the model leaves out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dump_notes: Vec<String>,
    /// Dex and Str, for the summary.
    #[serde(skip)]
    stats: (i32, i32),
}

/// Computes the EV, SH and encumbrance of the build.
pub fn run_ev(spec: &EvSpec) -> Result<(EvResult, RunMeta), SimError> {
    let started = Instant::now();
    let within = |e: crate::error::InputError| e.within("defender");
    let dump = spec.defender.character_dump().map_err(within)?;
    let build = match spec.defender.character_build().map_err(within)? {
        Some(build) => build,
        None => spec
            .defender
            .effective()
            .and_then(|d| d.build())
            .map_err(within)?,
    };
    let checked = dump.as_ref().map(check).transpose().map_err(within)?;
    let incapacitated = spec.situation.incapacitated();
    let ac = player_ac(&build).ok();
    let max_hp = player_max_hp(&build).ok();
    let breakdown = build.evasion(&spec.situation.ev_situation());
    let sh = build.shield_class(incapacitated);
    if build.rules == RuleSet::Dcss034 {
        return Ok(shown_034(&build, spec, dump, checked, started));
    }
    let result = EvResult {
        species: build.species.name,
        body: build.body.map(|b| b.name),
        shield: build.shield.map(|s| s.name),
        aux: build
            .aux
            .pieces()
            .map(|p| match p.plus {
                0 => p.item.name.to_string(),
                n => format!("{}{n:+}", p.item.name),
            })
            .collect(),
        ac: ac.as_ref().map(|a| a.ac),
        gdr_percent: ac.as_ref().map(|a| a.gdr_percent),
        max_hp,
        ac_breakdown: ac,
        ev: breakdown.ev,
        sh: sh.displayed,
        sh_internal: sh.internal,
        block_limit: block_limit(ShieldRules::V031, build.shield)
            .filter(|_| build.shield.is_some() || sh.internal > 0),
        breakdown,
        encumbrance: build.encumbrance(),
        ev_range: checked.as_ref().map(|c| c.ev_range),
        sh_range: checked.as_ref().map(|c| c.sh_range),
        ac_range: checked.as_ref().and_then(|c| c.ac_range),
        max_hp_range: checked.as_ref().and_then(|c| c.max_hp_range),
        matches_dump: checked.as_ref().map(|c| c.matches_dump),
        dump_notes: checked.map(|c| c.notes).unwrap_or_default(),
        character: dump,
        stats: (build.dex, build.strength),
    };
    Ok((result, RunMeta::exact("dcss-0.31", started.elapsed())))
}

/// A 0.34 character's EV, SH and AC as the game shows them (truncated from hundredths,
/// `docs/rules/dcss-0.34.md` §M2.2), with the 0.34 EV steps in the 0.31 table's shape: the
/// stopgap until `ev` reports the 0.34 values in hundredths for every build.
fn shown_034(
    build: &Build,
    spec: &EvSpec,
    dump: Option<CharacterDump>,
    checked: Option<DumpCheck>,
    started: Instant,
) -> (EvResult, RunMeta) {
    let situation = spec.situation.ev_situation();
    let ev = build.evasion_034(&situation);
    let sh = build.shield_class_034(spec.situation.incapacitated());
    let ac = player_ac_034(build).ok();
    let breakdown = EvBreakdown {
        size_factor: ev.size_factor,
        base_x100: ev.base_x100,
        dodge_raw_x100: ev.dodge_raw_x100,
        dodge_adjusted_x100: ev.dodge_adjusted_x100,
        body_penalty_x100: ev.body_penalty_x100,
        aux_penalty_x100: ev.aux_penalty_x100,
        shield_penalty_x100: ev.shield_penalty_x100,
        vertigo_x100: 0,
        natural_x100: ev.natural_x100,
        halved: ev.halved,
        merfolk_bonus_x100: ev.merfolk_bonus_x100,
        scaled_x100: if ev.halved {
            ev.natural_x100 / 2
        } else {
            ev.natural_x100
        } + ev.merfolk_bonus_x100,
        flat_bonuses: ev.temp_mods,
        final_x100: ev.final_x100,
        rounded: ev.shown,
        helpless: ev.helpless_cap_x100.is_some(),
        constriction: 0,
        unseen_attacker: ev.unseen_attacker,
        ev: ev.shown,
    };
    let result = EvResult {
        species: build.species.name,
        body: build.body.map(|b| b.name),
        shield: build.shield.map(|s| s.name),
        aux: build
            .aux
            .pieces()
            .map(|p| match p.plus {
                0 => p.item.name.to_string(),
                n => format!("{}{n:+}", p.item.name),
            })
            .collect(),
        ac: ac.as_ref().map(|a| a.shown),
        gdr_percent: ac.as_ref().map(|a| gdr_percent(a.shown)),
        max_hp: player_max_hp(build).ok(),
        ac_breakdown: None,
        ev: ev.shown,
        sh: sh.displayed,
        sh_internal: sh.raw_x100 / 100,
        block_limit: Some(build.block_limit_034()).filter(|_| sh.can_block()),
        breakdown,
        encumbrance: build.encumbrance(),
        ev_range: checked.as_ref().map(|c| c.ev_range),
        sh_range: checked.as_ref().map(|c| c.sh_range),
        ac_range: checked.as_ref().and_then(|c| c.ac_range),
        max_hp_range: checked.as_ref().and_then(|c| c.max_hp_range),
        matches_dump: checked.as_ref().map(|c| c.matches_dump),
        dump_notes: checked.map(|c| c.notes).unwrap_or_default(),
        character: dump,
        stats: (build.dex, build.strength),
    };
    (result, RunMeta::exact("dcss-0.34", started.elapsed()))
}

fn x100(v: i32) -> String {
    format!("{:.2}", f64::from(v) / 100.0)
}

fn delays(d: &[(i32, f64)]) -> String {
    d.iter()
        .filter(|(_, p)| *p > 0.0)
        .map(|(v, p)| format!("{v} aut: {p:.3}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl View for EvResult {
    fn headline(&self) -> Vec<String> {
        let (dex, strength) = self.stats;
        let mut gear = vec![
            self.body.unwrap_or("no body armour").to_string(),
            self.shield.unwrap_or("no shield").to_string(),
        ];
        gear.extend(self.aux.iter().cloned());
        let e = &self.encumbrance;
        let mut lines = Vec::new();
        if let (Some(c), Some(ev), Some(sh), Some(ok)) = (
            &self.character,
            self.ev_range,
            self.sh_range,
            self.matches_dump,
        ) {
            let range = |r: [i32; 2]| match r {
                [a, b] if a == b => a.to_string(),
                [a, b] => format!("{a}–{b}"),
            };
            lines.push(format!(
                "character: {} the {} {} (XL {}); the dump shows EV {}, SH {}, AC {}, max HP {}",
                c.name, c.species, c.background, c.xl, c.dump_ev, c.dump_sh, c.dump_ac, c.max_hp
            ));
            let more = match (self.ac_range, self.max_hp_range) {
                (Some(ac), Some(hp)) => format!(", AC {}, max HP {}", range(ac), range(hp)),
                _ => String::new(),
            };
            lines.push(format!(
                "recomputed over the hidden skill fractions: EV {}, SH {}{more}: {}",
                range(ev),
                range(sh),
                if ok {
                    "matches the dump"
                } else {
                    "does NOT match the dump"
                }
            ));
            lines.extend(self.dump_notes.iter().map(|n| format!("note: {n}")));
        }
        lines.extend([
            format!(
                "{} (Dex {dex}, Str {strength}), {}",
                self.species,
                gear.join(", ")
            ),
            format!("EV {}", self.ev),
            match (self.ac, self.gdr_percent, self.max_hp) {
                (Some(ac), Some(gdr), Some(hp)) => {
                    format!("AC {ac} (GDR {gdr}%), max HP {hp}")
                }
                _ => "AC and max HP: not modelled in a form".to_string(),
            },
            format!(
                "SH {} (internal {}), block limit {}",
                self.sh,
                self.sh_internal,
                self.block_limit.map_or("-".into(), |l| l.to_string())
            ),
            format!(
                "encumbrance: body ER {}, spell failure +{}, stealth -{}",
                e.body_er, e.spell_penalty, e.stealth_penalty
            ),
            format!("launcher delay +{}", delays(&e.launcher_delay)),
            format!("shield attack delay +{}", delays(&e.shield_attack_delay)),
        ]);
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let b = &self.breakdown;
        let e = &self.encumbrance;
        let mut rows: Vec<Row> = [
            ("ev", Some(self.ev)),
            ("sh", Some(self.sh)),
            ("sh_internal", Some(self.sh_internal)),
            ("ac", self.ac),
            ("gdr_percent", self.gdr_percent),
            ("max_hp", self.max_hp),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.map(|v| Row::new("defence", k).exact(f64::from(v))))
        .collect();
        for (k, v) in [
            ("base_x100", b.base_x100),
            ("dodge_raw_x100", b.dodge_raw_x100),
            ("dodge_adjusted_x100", b.dodge_adjusted_x100),
            ("body_penalty_x100", b.body_penalty_x100),
            ("aux_penalty_x100", b.aux_penalty_x100),
            ("shield_penalty_x100", b.shield_penalty_x100),
            ("natural_x100", b.natural_x100),
            ("flat_bonuses", b.flat_bonuses),
            ("final_x100", b.final_x100),
        ] {
            rows.push(Row::new("ev breakdown", k).exact(f64::from(v)));
        }
        for (k, v) in [
            ("body_er", e.body_er),
            ("spell_penalty", e.spell_penalty),
            ("stealth_penalty", e.stealth_penalty),
        ] {
            rows.push(Row::new("encumbrance", k).exact(f64::from(v)));
        }
        for (aut, p) in &e.launcher_delay {
            rows.push(
                Row::new("encumbrance", "launcher delay")
                    .index(*aut as usize)
                    .exact(*p),
            );
        }
        for (aut, p) in &e.shield_attack_delay {
            rows.push(
                Row::new("encumbrance", "shield attack delay")
                    .index(*aut as usize)
                    .exact(*p),
            );
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let b = &self.breakdown;
        let mut steps = vec![
            (
                format!("base 10 + size factor {}", b.size_factor),
                x100(b.base_x100),
            ),
            ("dodging (raw)".into(), x100(b.dodge_raw_x100)),
            (
                "dodging (after armour vs Str)".into(),
                format!("+{}", x100(b.dodge_adjusted_x100)),
            ),
            (
                "body armour penalty".into(),
                format!("-{}", x100(b.body_penalty_x100)),
            ),
        ];
        if b.aux_penalty_x100 != 0 {
            steps.push((
                "aux armour (barding) penalty".into(),
                format!("-{}", x100(b.aux_penalty_x100)),
            ));
        }
        steps.push((
            "shield penalty".into(),
            format!("-{}", x100(b.shield_penalty_x100)),
        ));
        steps.push(("natural EV".into(), x100(b.natural_x100)));
        steps.push(("flat bonuses".into(), format!("+{}", b.flat_bonuses)));
        steps.push(("EV (rounded up)".into(), b.rounded.to_string()));
        if b.constriction != 0 || b.unseen_attacker != 0 {
            steps.push((
                "situation".into(),
                (b.constriction + b.unseen_attacker).to_string(),
            ));
            steps.push(("EV against the attack".into(), b.ev.to_string()));
        }
        vec![Section {
            title: "EV step by step (docs/rules/dcss-0.31.md §4.1)".into(),
            header: vec!["step".into(), "EV".into()],
            rows: steps.into_iter().map(|(k, v)| vec![k, v]).collect(),
        }]
    }
}
