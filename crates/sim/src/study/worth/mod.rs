//! `roguesim worth`: what one more point is worth. For a build (flags or `--character`)
//! against an attacker, each change a player can make next (+N Str, +N Dex, +N levels of
//! Dodging, Armour and Shields, +N shield enchantment, the next body armour, the next shield)
//! with its EV, SH, P(hit) of the first attack and expected landed attacks per turn, and the
//! change in each, ranked by the change in expected landed attacks per turn (the turn's
//! headline quantity, [`crate::scenario::Profile::headline`]).
//!
//! Against one named monster, what decides fights ranks instead: P(you win the duel) when
//! your offence is known (a character dump's wielded weapon and its skill, kept with every
//! change), else the expected turns you last from full HP, which AC moves and
//! landed attacks do not see (`docs/rules/dcss-0.31-player-attack.md` §11,
//! `docs/rules/monsters-and-dumps.md` §5). Every option is the single `roguesim turn` run of
//! the changed build, exact, and with a named monster its exact `roguesim threat`
//! (`docs/rules/dcss-0.31.md` §4–§6.5, `docs/rules/dcss-0.31-equipment.md`).

use std::time::Instant;

use mechanics::dcss::data::{SHIELDS_031, body_armour_in, body_armour_table, shield};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::skills::Skill;
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::input::{DefenderSpec, TurnSpec, read_defender};
use crate::dcss::offence::ranged::RangedSpec;
use crate::dcss::offence::{OffenceSpec, dump_offence};
use crate::dcss::threat::duel::duel_setup;
use crate::dcss::threat::{ThreatSpec, exact_threat};
use crate::dcss::turn::Turn;
use crate::dcss::turn::exact_turn;
use crate::error::SimError;
use crate::report::{Content, RunMeta};
use crate::scenario::{Kind, Quantities};

mod view;

/// The mundane body armours, lightest first: the next one is the upgrade `worth` tries.
const BODY_LADDER: [&str; 7] = [
    "robe",
    "leather armour",
    "ring mail",
    "scale mail",
    "chain mail",
    "plate armour",
    "crystal plate armour",
];

/// The shields, smallest first.
const SHIELD_LADDER: [&str; 3] = ["buckler", "kite shield", "tower shield"];

/// What the defender's numbers come to against the attacker.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, JsonSchema)]
pub struct WorthValues {
    /// EV (under dcss-0.34 its hundredths over 100: 6.8).
    pub ev: f64,
    /// SH as displayed (under dcss-0.34 the internal SH ×100 over 200: 4.15).
    pub sh: f64,
    /// P(the first attack of the turn lands).
    pub p_hit: f64,
    /// Expected landed attacks per turn.
    pub landed_per_turn: f64,
    /// Against one named monster: the expected turns you last from full HP, no healing
    /// (`docs/rules/monsters-and-dumps.md` §5).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turns_survived: Option<f64>,
    /// Against one named monster with your offence known: P(you win the duel)
    /// (`docs/rules/dcss-0.31-player-attack.md` §11).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_win: Option<f64>,
}

impl WorthValues {
    fn of(q: &Quantities) -> Result<Self, SimError> {
        let get = |k: &str| {
            q.get(k)
                .ok_or_else(|| SimError::Output(format!("a turn report without {k}")))
        };
        let landed = Turn::profile()
            .and_then(|p| (p.headline)(q))
            .map(|(_, v, _)| v)
            .ok_or_else(|| SimError::Output("a turn report without P(land)".into()))?;
        // dcss-0.34 keeps EV and SH in hundredths: EV 6.80, SH 4.15 in the displayed scale.
        let (ev, sh) = match (q.get("derived.ev_x100"), q.get("derived.sh_x100")) {
            (Some(ev), Some(sh)) => (ev / 100.0, sh / 200.0),
            _ => (get("derived.ev")?, get("derived.sh")?),
        };
        Ok(WorthValues {
            ev,
            sh,
            p_hit: get("exact.p_land_by_attack[0]")?,
            landed_per_turn: landed,
            turns_survived: None,
            p_win: None,
        })
    }

    /// The fight against one named monster: the turns you last and P(you win).
    fn with_fight(mut self, threat: &Quantities) -> Self {
        self.turns_survived = threat.get("exact.expected_turns_to_death");
        self.p_win = threat.get("duel.exact.p_win");
        self
    }

    /// The quantity the options rank by, larger better: P(win), else turns survived, else
    /// fewer landed attacks.
    fn score(&self) -> f64 {
        self.p_win
            .or(self.turns_survived)
            .unwrap_or(-self.landed_per_turn)
    }

    fn minus(self, base: WorthValues) -> WorthValues {
        WorthValues {
            ev: self.ev - base.ev,
            sh: self.sh - base.sh,
            p_hit: self.p_hit - base.p_hit,
            landed_per_turn: self.landed_per_turn - base.landed_per_turn,
            turns_survived: self
                .turns_survived
                .zip(base.turns_survived)
                .map(|(a, b)| a - b),
            p_win: self.p_win.zip(base.p_win).map(|(a, b)| a - b),
        }
    }
}

/// One change and what it comes to.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct WorthOption {
    /// 1 for the best change: the largest gain in P(win), else in turns survived, else the
    /// largest drop in expected landed attacks.
    pub rank: usize,
    /// The change, e.g. `+1 Dodging`, `chain mail → plate armour`.
    pub change: String,
    /// The changed flag as `turn` takes it, FLAG=VALUE (`dodging=9`, `body=plate armour`).
    pub setting: String,
    /// The values with the change.
    pub values: WorthValues,
    /// The change in each value.
    pub delta: WorthValues,
}

/// A change that cannot be made, and why.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct NotPossible {
    /// The change.
    pub change: String,
    /// Why not.
    pub reason: String,
}

/// The result of `roguesim worth`.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct WorthResult {
    /// Points added per stat, skill and enchantment step.
    pub points: u32,
    /// What the options are ranked by.
    pub ranked_by: &'static str,
    /// The build as it is.
    pub base: WorthValues,
    /// The changes, best first.
    pub options: Vec<WorthOption>,
    /// Changes that cannot be made.
    pub not_possible: Vec<NotPossible>,
    /// What is said about the character dump the build comes from, one line each
    /// (`docs/rules/monsters-and-dumps.md` §4.7); empty without one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub character_notes: Vec<String>,
}

/// A fight column of the table: the value it reads.
type FightColumn = fn(&WorthValues) -> Option<f64>;

/// One candidate change: its name, its setting, and the changed defender.
type Change = (String, String, Result<DefenderSpec, String>);

/// The changes to try on `d` under `rules`, `points` at a time.
fn changes(d: &DefenderSpec, points: u32, rules: RuleSet) -> Vec<Change> {
    let n = i32::try_from(points).unwrap_or(i32::MAX);
    let mut out: Vec<Change> = Vec::new();
    let stat = |name: &str, flag: &str, v: Option<i32>, set: fn(&mut DefenderSpec, i32)| {
        let new = v.unwrap_or(0).saturating_add(n);
        let mut c = d.clone();
        set(&mut c, new);
        (format!("+{n} {name}"), format!("{flag}={new}"), Ok(c))
    };
    out.push(stat("Str", "str", d.strength, |c, v| c.strength = Some(v)));
    out.push(stat("Dex", "dex", d.dex, |c, v| c.dex = Some(v)));
    type SkillField = fn(&mut DefenderSpec) -> &mut f64;
    let skills: [(&str, &str, SkillField); 3] = [
        ("Dodging", "dodging", |c| &mut c.dodging),
        ("Armour", "armour-skill", |c| &mut c.armour),
        ("Shields", "shields-skill", |c| &mut c.shields),
    ];
    for (name, flag, field) in skills {
        let mut c = d.clone();
        let level = field(&mut c);
        let new = *level + f64::from(n);
        let change = format!("+{n} {name}");
        let max = f64::from(Skill::MAX.tenths()) / 10.0;
        if new > max {
            out.push((
                change,
                format!("{flag}={new}"),
                Err(format!("{name} would be {new}, above {max}")),
            ));
        } else {
            *level = new;
            out.push((change, format!("{flag}={new}"), Ok(c)));
        }
    }
    let worn_shield = d.shield.as_deref().and_then(|s| shield(s).ok()).flatten();
    let enchant = format!("+{n} shield enchantment");
    match worn_shield {
        Some(_) => {
            let mut c = d.clone();
            c.shield_plus += n;
            out.push((enchant, format!("shield-plus={}", c.shield_plus), Ok(c)));
        }
        None => out.push((enchant, String::new(), Err("no shield worn".into()))),
    }
    let body_now = d
        .body
        .as_deref()
        .and_then(|b| body_armour_in(rules, b).ok())
        .flatten();
    let body_ac = body_now.map_or(0, |b| b.ac);
    let now_name = body_now.map_or("no body armour", |b| b.name);
    let next_body = BODY_LADDER
        .iter()
        .filter_map(|name| body_armour_table(rules).iter().find(|b| b.name == *name))
        .find(|b| b.ac > body_ac && Some(b.name) != body_now.map(|n| n.name));
    match next_body {
        Some(b) => {
            let mut c = d.clone();
            c.body = Some(b.name.to_string());
            out.push((
                format!("{now_name} → {}", b.name),
                format!("body={}", b.name),
                Ok(c),
            ));
        }
        None => out.push((
            "a heavier body armour".into(),
            String::new(),
            Err(format!("no mundane body armour is heavier than {now_name}")),
        )),
    }
    let shield_now = worn_shield.map(|s| s.name);
    let at = shield_now.and_then(|n| SHIELD_LADDER.iter().position(|s| *s == n));
    let next_shield = match at {
        Some(i) => SHIELD_LADDER.get(i + 1),
        None => SHIELD_LADDER.first(),
    }
    .and_then(|name| SHIELDS_031.iter().find(|s| s.name == *name));
    match next_shield {
        Some(s) => {
            let mut c = d.clone();
            c.shield = Some(s.name.to_string());
            out.push((
                format!("{} → {}", shield_now.unwrap_or("no shield"), s.name),
                format!("shield={}", s.name),
                Ok(c),
            ));
        }
        None => out.push((
            "a bigger shield".into(),
            String::new(),
            Err("a tower shield is the biggest".into()),
        )),
    }
    out
}

/// The threat of the turn's attackers when they are copies of one named monster, with
/// defender `d` and its `offence` when known; `None` for attackers by numbers or of several
/// kinds.
fn named_threat(
    spec: &TurnSpec,
    d: &DefenderSpec,
    offence: Option<&OffenceSpec>,
    ranged: Option<&RangedSpec>,
) -> Option<ThreatSpec> {
    let [a] = spec.attackers.as_slice() else {
        return None;
    };
    Some(ThreatSpec {
        rules: spec.rules,
        defender: d.clone(),
        monster: a.monster.clone()?,
        depth: a.depth,
        weapon: a.weapon.clone(),
        weapon_plus: a.weapon_plus,
        heads: a.heads,
        count: a.count,
        player_action: Default::default(),
        delay: None,
        shield_rules: spec.shield_rules,
        situation: spec.situation,
        ac: None,
        ac_x100: None,
        hp: None,
        offence: offence.cloned(),
        ranged: ranged.cloned(),
    })
}

/// The values of the turn with defender `d`, and against one named monster the fight (the
/// duel when `offence` is known).
fn values(
    spec: &TurnSpec,
    d: &DefenderSpec,
    offence: Option<&OffenceSpec>,
    ranged: Option<&RangedSpec>,
) -> Result<WorthValues, SimError> {
    let changed = TurnSpec {
        defender: d.clone(),
        ..spec.clone()
    };
    let turn = WorthValues::of(&Quantities::of(&exact_turn(&changed)?, "")?)?;
    match named_threat(spec, d, offence, ranged) {
        Some(t) => Ok(turn.with_fight(&Quantities::of(&exact_threat(&t)?, "")?)),
        None => Ok(turn),
    }
}

/// What each next change is worth for the build of `spec` (a build or a character dump)
/// against its attackers.
pub fn run_worth(spec: &TurnSpec, points: u32) -> Result<(WorthResult, RunMeta), SimError> {
    let started = Instant::now();
    if spec.defender.ev.is_some() {
        return Err(SimError::invalid(
            "defender.ev",
            "worth needs a build: give --species with --dex and --str, or --character",
        ));
    }
    if points == 0 {
        return Err(SimError::invalid("--points", "must be at least 1"));
    }
    let mut spec = spec.clone();
    read_defender(&mut spec.defender)?;
    // Every option runs under the rule set of the build as given (a dump's own release).
    let rules = spec.rule_set()?;
    spec.rules = Some(rules);
    let spec = &spec;
    let build = spec
        .defender
        .effective()
        .map_err(|e| e.within("defender"))?;
    // A dump's wielded weapon and its skill stay with every changed build, so the options
    // rank by the duel they decide.
    // A dump whose offence is ranged keeps its ranged attack, in full, with every changed
    // build (`docs/rules/dcss-0.34-player-ranged.md` §9).
    let ranged = match named_threat(spec, &spec.defender, None, None) {
        Some(t) if spec.defender.character.is_some() => match duel_setup(&t)? {
            Ok(Some(setup)) => setup.ranged.map(|r| r.full),
            _ => None,
        },
        _ => None,
    };
    let offence = match spec
        .defender
        .character_dump()
        .map_err(|e| e.within("defender"))?
    {
        Some(dump) => match dump_offence(dump, rules) {
            Ok((o, _)) => Some(o),
            // A launcher (or a weapon the melee rules cannot read) beside a ranged attack:
            // the melee after it is unarmed.
            Err(_) if ranged.is_some() => Some(OffenceSpec::default()),
            Err(e) => return Err(e.within("defender").into()),
        },
        None => None,
    };
    let base = values(spec, &build, offence.as_ref(), ranged.as_ref())?;
    let mut options = Vec::new();
    let mut not_possible = Vec::new();
    for (change, setting, defender) in changes(&build, points, rules) {
        let outcome = defender.and_then(|d| {
            values(spec, &d, offence.as_ref(), ranged.as_ref()).map_err(|e| e.to_string())
        });
        match outcome {
            Ok(v) => options.push(WorthOption {
                rank: 0,
                change,
                setting,
                values: v,
                delta: v.minus(base),
            }),
            Err(reason) => not_possible.push(NotPossible { change, reason }),
        }
    }
    options.sort_by(|a, b| {
        b.values
            .score()
            .total_cmp(&a.values.score())
            .then(a.delta.landed_per_turn.total_cmp(&b.delta.landed_per_turn))
            .then(b.delta.ev.total_cmp(&a.delta.ev))
    });
    let ranked_by = if base.p_win.is_some() {
        "the change in P(you win the duel) (largest first)"
    } else if base.turns_survived.is_some() {
        "the change in expected turns you last from full HP (largest first)"
    } else {
        "the change in expected landed attacks per turn (most negative first)"
    };
    for (i, o) in options.iter_mut().enumerate() {
        o.rank = i + 1;
    }
    Ok((
        WorthResult {
            points,
            ranked_by,
            base,
            options,
            not_possible,
            character_notes: spec.defender.reading_notes(rules),
        },
        RunMeta::exact(
            crate::dcss::rules_line(rules, spec.shield_rules),
            started.elapsed(),
        ),
    ))
}

impl Content for WorthResult {
    fn kind(&self) -> &'static str {
        "worth"
    }
}
