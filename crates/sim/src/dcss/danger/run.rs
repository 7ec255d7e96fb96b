//! `roguesim danger` as a report kind: its resolution, its exact side, its run.

use std::collections::BTreeMap;

use mechanics::dcss::duel::band::Terrain;
use mechanics::dcss::spawns::{Place, pick_law, slot_law};
use rayon::prelude::*;

use super::experiment::{DangerAcc, DangerExperiment};
use super::ranged::most_dangerous;
use super::result::{DangerDerived, DangerExactReport, DangerQuantities, DangerResult, Slots};
use super::roster::{Fight, Kind, roster};
use super::spec::DangerSpec;
use super::table::{DangerExact, RowFight, exact_table, kinds_of, left_out_words};
use super::words::{percent, plural, share};
use crate::dcss::duel::ResolvedPlayer;
use crate::dcss::input::DefenderSpec;
use crate::engine::{RunConfig, run};
use crate::error::{InputError, SimError};
use crate::report::RunMeta;
use crate::stats::{Estimate, Proportion, estimated};

/// A resolved danger scenario: the place, you, every kind of monster, the exact table and
/// each row's fight.
pub struct DangerSetup {
    /// The place.
    pub place: Place,
    /// The kinds of monster, by enum id.
    pub kinds: BTreeMap<&'static str, Kind>,
    /// Your HP at the start.
    pub hp: i32,
    /// The exact side.
    pub report: DangerExactReport,
    /// Each row's fight, in the table's order.
    pub fights: Vec<RowFight>,
}

/// Resolves a danger scenario: the rule set and you (as `roguesim duel` reads you), the
/// place, its pick law, every kind of monster with its duels, and the exact table.
pub fn resolve(spec: &DangerSpec) -> Result<DangerSetup, InputError> {
    let defender = spec.defender()?;
    // You, resolved once, exactly as `roguesim duel` resolves you.
    let template = spec.duel(defender.clone(), "MONS_ORC", 1);
    let player = template
        .resolve_player()
        .map_err(|e| match e.path.strip_prefix("defender.") {
            Some(rest) if spec.character.is_some() && rest.starts_with("character") => {
                InputError::invalid(rest.to_string(), e.problem.to_string())
            }
            _ => e,
        })?;
    let rules = player.rules;
    let place =
        Place::parse(rules, &spec.place).map_err(|e| InputError::invalid("place", e.message))?;
    let depth = place.absdepth0() + 1;
    let picks = pick_law(&place);
    let ids = kinds_of(&place, &picks);
    let kinds = roster(spec, &defender, &player, &ids, depth, rules)?;
    let hp = player.spec.hp;
    let (mut exact, fights) = exact_table(&place, &picks, &kinds, spec.terrain, hp.max(1) as usize);
    let ranged: Vec<_> = exact
        .monsters
        .par_iter()
        .map(|r| most_dangerous(rules, &defender, &r.monster_id, depth, spec.hp))
        .collect();
    for (row, best) in exact.monsters.iter_mut().zip(ranged) {
        row.ranged = best;
    }
    let mut notes = player.notes.clone();
    if player.unarmed.is_some() {
        // A launcher or a throwing weapon is not "nothing".
        notes.retain(|n| !n.starts_with("the dump wields nothing"));
    }
    notes.extend(ranged_words(&player, &defender, &kinds));
    notes.extend(place_notes(&place));
    notes.extend(left_out_words(&kinds));
    let derived = DangerDerived {
        place: place.to_string(),
        branch: place.branch.longname.clone(),
        weapon_depth: depth,
        terrain: spec.terrain,
        slots: slot_law(&place).map(|law| Slots {
            min: law.min(),
            mean: law.mean(),
            max: law.max(),
        }),
        player: player.spec.clone(),
        notes,
    };
    let summary = summary(&place, &exact, spec.terrain, None);
    Ok(DangerSetup {
        place,
        kinds,
        hp,
        report: DangerExactReport {
            derived,
            exact,
            summary,
        },
        fights,
    })
}

/// What the table counts and leaves out at `place`, one sentence each.
fn place_notes(place: &Place) -> Vec<String> {
    let mut notes = vec![
        "the next monster is one random-monster slot of the level (its pick after the \
         out-of-depth fuzz); monsters vaults place, uniques, and the water and lava \
         monsters a level with enough liquid gets are not counted"
            .to_string(),
    ];
    match place.branch.abbrev.as_str() {
        "Abyss" => notes.push(
            "the Abyss makes its monsters from its table as it goes: those that come with \
             new ground arrive without bands, those that arrive later with them; the table \
             counts the bands"
                .into(),
        ),
        "Pan" => notes.push(
            "most Pandemonium levels draw their monsters from a list the level makes; this is \
             the table a level without one uses"
                .into(),
        ),
        _ => {}
    }
    notes
}

/// The answer in a player's words, naming the three monsters that give the most of it.
fn summary(place: &Place, exact: &DangerExact, terrain: Terrain, estimate: Option<f64>) -> String {
    let total = match (exact.p_next_monster_beats_you, estimate) {
        (Some(x), _) => x,
        (None, Some(e)) => e,
        (None, None) => {
            return format!(
                "on {place} in the open, the bands' fights are Monte Carlo: run with trials \
                 for the total"
            );
        }
    };
    let mut line = format!(
        "on {place} the next monster you meet beats you {} % of the time",
        percent(total)
    );
    if terrain == Terrain::Open {
        line.push_str(" (bands all at once, Monte Carlo)");
    }
    let mut top: Vec<_> = exact
        .monsters
        .iter()
        .filter_map(|r| r.contribution.map(|c| (c, r)))
        .filter(|(c, _)| *c > 0.0)
        .collect();
    top.sort_by(|a, b| b.0.total_cmp(&a.0));
    let named: Vec<String> = top
        .iter()
        .take(3)
        .enumerate()
        .map(|(i, (c, r))| {
            let band = if r.p_band > 0.0 {
                " with their bands"
            } else {
                ""
            };
            if i == 0 {
                format!(
                    "{}{band} are {} of that",
                    plural(&r.monster),
                    share(*c, total)
                )
            } else {
                format!("{}{band} {}", plural(&r.monster), share(*c, total))
            }
        })
        .collect();
    if total > 0.0 && !named.is_empty() {
        line.push_str("; ");
        line.push_str(&named.join(", "));
    }
    if exact.p_picked_left_out > 0.0 {
        line.push_str(&format!(
            " (leaving out the {} % of monsters it makes that the table does not fight)",
            percent(exact.p_picked_left_out)
        ));
    }
    line
}

/// The exact side of a danger scenario.
pub fn exact_danger(spec: &DangerSpec) -> Result<DangerExactReport, SimError> {
    Ok(resolve(spec)?.report)
}

/// The estimates of `acc` over `trials` draws of the next monster, keyed like the exact
/// values.
fn measure(acc: &DangerAcc, trials: u64, rows: usize) -> DangerQuantities<Estimate> {
    let at = |v: &[u64], i: usize| v.get(i).copied().unwrap_or(0);
    DangerQuantities {
        p_next_monster_beats_you: Estimate::Proportion(Proportion::new(
            acc.losses.iter().sum(),
            trials,
        )),
        p_lose_with_band: (0..rows)
            .map(|i| {
                let fights = at(&acc.fights, i);
                (fights > 0)
                    .then(|| Estimate::Proportion(Proportion::new(at(&acc.losses, i), fights)))
            })
            .collect(),
    }
}

/// Runs a danger scenario: the exact table and the Monte Carlo fights beside it.
pub fn run_danger(spec: &DangerSpec, cfg: &RunConfig) -> Result<(DangerResult, RunMeta), SimError> {
    let setup = resolve(spec)?;
    let rows: Vec<(f64, bool, &RowFight)> = setup
        .report
        .exact
        .monsters
        .iter()
        .zip(&setup.fights)
        .map(|(r, f)| (r.p_picked, r.fought, f))
        .collect();
    let experiment = DangerExperiment::new(&rows, &setup.kinds, spec.terrain, setup.hp);
    let outcome = run(&experiment, cfg)?;
    let n = rows.len();
    let measured = measure(&outcome.acc, outcome.trials, n);
    let report = setup.report;
    let exact_record = report
        .exact
        .p_next_monster_beats_you
        .map(|total| DangerQuantities {
            p_next_monster_beats_you: total,
            p_lose_with_band: report
                .exact
                .monsters
                .iter()
                .map(|r| r.p_lose_with_band)
                .collect(),
        });
    let estimate = estimated(&measured, exact_record.as_ref());
    let summary = match report.exact.p_next_monster_beats_you {
        Some(_) => report.summary,
        None => {
            let e = measured.p_next_monster_beats_you;
            let [lo, hi] = e.ci95();
            format!(
                "{} [95 % interval {}–{} %]",
                summary(&setup.place, &report.exact, spec.terrain, Some(e.value())),
                percent(lo),
                percent(hi)
            )
        }
    };
    let meta = RunMeta::from_outcome(
        crate::dcss::offence::rules_line(setup.place.rules),
        "monsters met",
        &outcome,
    );
    let mut fights_by_monster = outcome.acc.fights.clone();
    fights_by_monster.resize(n, 0);
    Ok((
        DangerResult {
            derived: report.derived,
            exact: report.exact,
            summary,
            estimate,
            fights_simulated: outcome.trials,
            fights_by_monster,
            undecided_fights: outcome.acc.undecided,
            measured,
        },
        meta,
    ))
}

/// What the table does with your shots and spells (`docs/rules/dcss-spawns.md` §8.2): fights
/// them as `roguesim duel` does, or, where the rule set has none of yours, says what it leaves
/// unused.
fn ranged_words(
    player: &ResolvedPlayer,
    defender: &DefenderSpec,
    kinds: &BTreeMap<&'static str, Kind>,
) -> Vec<String> {
    let shoots = kinds.values().any(|k| match &k.fight {
        Fight::Duels(d) => d.variants.iter().any(|v| v.ranged.is_some()),
        Fight::Not(_) => false,
    });
    if shoots {
        return vec![
            "you shoot or cast as `roguesim duel` does, where it beats your melee; each member \
             of a band meets your MP and ammunition whole again (they are not carried from one \
             fight to the next), and in the open a band's members are next to you and you \
             fight them in melee"
                .into(),
        ];
    }
    let dump = defender.character_dump().ok().flatten();
    let ranged = dump.is_some_and(|d| !d.ranged.spells.is_empty() || d.ranged.quiver.is_some());
    let only_034 = format!(
        "your shots and spells are modelled under dcss-0.34 only, and this is {}",
        player.rules
    );
    match (&player.unarmed, ranged) {
        // A launcher or a throwing weapon put away: the melee duels are unarmed.
        (Some(_), _) => {
            let wielded = dump
                .and_then(crate::dcss::offence::dump_wielded)
                .unwrap_or("weapon");
            vec![format!(
                "your {wielded} is not used here: the table fights you in melee, unarmed \
                 ({only_034})"
            )]
        }
        (None, true) if !player.rules.release().player_ranged_modelled => vec![format!(
            "your spells and throws are not used here: the table fights you in melee \
             ({only_034})"
        )],
        _ => Vec::new(),
    }
}
