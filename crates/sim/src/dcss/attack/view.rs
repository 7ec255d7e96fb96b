//! How an attack report reads: its summary and its rows
//! (`docs/rules/dcss-0.31-player-attack.md` §2–§6, §11).

use super::result::AttackResult;
use crate::dcss::law::ValueLaw;
use crate::report::cells::{percent_words, significant};
use crate::report::tables::{grid, telling_rows};
use crate::report::{Cell, Row, Section, View, sections_of};
use crate::stats::Estimate;

/// Rows of a law keyed by value, each with its estimate.
fn keyed_rows(
    rows: &mut Vec<Row>,
    section: &str,
    quantity: &str,
    exact: &ValueLaw<f64>,
    measured: &ValueLaw<Estimate>,
    unit: &'static str,
) {
    for (v, e) in &exact.0 {
        let mut row = Row::new(section, quantity)
            .index(*v as usize)
            .label(format!("P({quantity} = {v})"))
            .exact(*e)
            .unit(unit);
        if let Some(m) = measured.get(*v) {
            row = row.estimate(m);
        }
        rows.push(row);
    }
}

/// Rows of a law indexed by value, the values with mass only.
fn indexed_rows(
    rows: &mut Vec<Row>,
    section: &str,
    quantity: &str,
    exact: &[f64],
    measured: &[Estimate],
    unit: &'static str,
) {
    for (i, (&e, &m)) in exact.iter().zip(measured).enumerate() {
        if e > 0.0 || m.value() > 0.0 {
            rows.push(
                Row::new(section, quantity)
                    .index(i)
                    .label(format!("P({quantity} = {i})"))
                    .exact(e)
                    .estimate(m)
                    .unit(unit),
            );
        }
    }
}

impl View for AttackResult {
    /// "You hit it 60.4 % of the time (the game shows 61 %) for 7.08 damage after its AC;
    /// it dies after about 8 of your attacks if it never fights back."
    fn answer(&self) -> Vec<String> {
        let x = &self.exact.quantities;
        let shows = self
            .exact
            .display_percent
            .map_or("the game's display is undefined".into(), |p| {
                format!("the game shows {p} %")
            });
        let mut line = format!(
            "You hit it {} of the time ({shows}) for {} damage after its AC",
            percent_words(x.p_hit),
            significant(x.damage_mean)
        );
        match (x.expected_attacks_to_kill, x.monster_hp_mean) {
            (Some(n), Some(_)) => {
                line +=
                    &format!("; it dies after about {n:.0} of your attacks if it never fights back")
            }
            (None, Some(_)) => line += "; these attacks cannot kill it",
            _ => {}
        }
        vec![line + "."]
    }

    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let x = &self.exact.quantities;
        let who = d.monster.as_deref().unwrap_or("the monster");
        let mut lines = vec![format!(
            "you: {}{}; {who}: EV {}, AC {}{}",
            d.weapon.as_deref().unwrap_or("unarmed"),
            if d.attacks_per_action > 1 {
                format!(" ({} attacks an action)", d.attacks_per_action)
            } else {
                String::new()
            },
            d.monster_ev,
            d.monster_ac,
            if d.monster_shield_class > 0 {
                format!(
                    ", SH {} (blocks {} between its actions)",
                    d.monster_shield_class, d.monster_block_limit
                )
            } else {
                String::new()
            }
        )];
        lines.push(format!(
            "an attack takes {} aut; an action (aux attacks included) deals {} on average",
            significant(x.delay_mean),
            significant(x.action_damage_mean)
        ));
        match (
            x.expected_attacks_to_kill,
            x.expected_aut_to_kill,
            x.monster_hp_mean,
        ) {
            (Some(n), Some(t), Some(hp)) => lines.push(format!(
                "{who} ({} HP on average) dies after {} of your actions ({} aut) on average, \
                 if it never fights back",
                significant(hp),
                significant(n),
                significant(t)
            )),
            (_, _, Some(_)) => lines.push(format!("{who} cannot be killed by these attacks")),
            _ => lines
                .push("name the monster (--monster) for its HP and the odds of killing it".into()),
        }
        lines.extend(d.notes.iter().map(|n| format!("note: {n}")));
        lines
    }

    /// The attack's odds, the averages, its damage by k and the kill by k (a spread of
    /// their rows unless `--all`).
    fn sections(&self) -> Vec<Section> {
        let rows = self.rows();
        let odds: Vec<Row> = rows
            .iter()
            .filter(|r| r.section == HIT && r.exact.is_some())
            .cloned()
            .collect();
        let mut sections = sections_of(&odds);
        let averages: Vec<Row> = rows
            .iter()
            .filter(|r| r.section != HIT && r.index.is_none())
            .map(|r| {
                let label = match (r.section.as_str(), r.quantity.as_str()) {
                    (DAMAGE, _) => "damage of a landed hit",
                    (DELAY, _) => "aut an attack takes",
                    (ACTION, _) => "damage of an action",
                    ("its HP", _) => "its HP",
                    (_, "expected actions") => "actions to kill it",
                    (_, _) => "aut to kill it",
                };
                Row {
                    section: "on average".into(),
                    ..r.clone()
                }
                .label(label)
            })
            .collect();
        sections.extend(sections_of(&averages));
        let law = |section: &str, quantity: &str| -> Vec<&Row> {
            rows.iter()
                .filter(|r| r.section == section && r.quantity == quantity && r.index.is_some())
                .collect()
        };
        let damage = law(DAMAGE, "damage");
        if !damage.is_empty() {
            let mut table = grid(
                "damage of a landed hit, after its AC",
                "damage",
                damage
                    .iter()
                    .map(|r| Cell::from(r.index.unwrap_or(0)))
                    .collect(),
                &[("P(= k)", damage.iter().map(|r| Some(*r)).collect())],
            );
            let exact: Vec<f64> = damage.iter().map(|r| r.exact.unwrap_or(0.0)).collect();
            for (i, cells) in table.rows.iter_mut().enumerate() {
                cells.insert(2, Cell::Prob(exact[i..].iter().sum()));
            }
            table.header.insert(2, "P(≥ k)".into());
            sections.push(table.spread());
        }
        let delay = law(DELAY, "delay");
        if delay.len() > 1 {
            sections.push(grid(
                "the attack's delay",
                "aut",
                delay
                    .iter()
                    .map(|r| Cell::from(r.index.unwrap_or(0)))
                    .collect(),
                &[("P(= aut)", delay.iter().map(|r| Some(*r)).collect())],
            ));
        }
        let kill = law(KILL, "P(killed within k actions)");
        if !kill.is_empty() {
            let keep = telling_rows(
                &kill
                    .iter()
                    .map(|r| r.exact.or(r.point()).unwrap_or(0.0))
                    .collect::<Vec<_>>(),
            );
            sections.push(
                grid(
                    KILL,
                    "k",
                    kill.iter()
                        .map(|r| Cell::from(r.index.unwrap_or(0)))
                        .collect(),
                    &[(
                        "P(killed within k actions)",
                        kill.iter().map(|r| Some(*r)).collect(),
                    )],
                )
                .keep(keep),
            );
        }
        sections
    }

    fn rows(&self) -> Vec<Row> {
        let (x, m) = (&self.exact.quantities, &self.measured);
        let mut rows = Vec::new();
        let hit = HIT;
        for (q, e, p) in [
            ("P(hit)", x.p_hit, m.p_hit),
            ("P(blocked)", x.p_blocked, m.p_blocked),
            ("P(miss)", x.p_miss, m.p_miss),
        ] {
            rows.push(Row::new(hit, q).exact(e).estimate(p).unit("attacks"));
        }
        if let Some(p) = self.exact.display_percent {
            rows.push(Row::new(hit, "game display %").plain(f64::from(p)));
        }
        let damage = DAMAGE;
        rows.push(
            Row::new(damage, "mean")
                .exact(x.damage_mean)
                .estimate(m.damage_mean)
                .unit("landed hits"),
        );
        indexed_rows(
            &mut rows,
            damage,
            "damage",
            &x.damage_distribution,
            &m.damage_distribution,
            "landed hits",
        );
        let delay = DELAY;
        rows.push(
            Row::new(delay, "mean aut")
                .exact(x.delay_mean)
                .estimate(m.delay_mean)
                .unit("attacks"),
        );
        keyed_rows(
            &mut rows,
            delay,
            "delay",
            &x.delay_distribution,
            &m.delay_distribution,
            "attacks",
        );
        rows.push(
            Row::new(ACTION, "mean damage")
                .exact(x.action_damage_mean)
                .estimate(m.action_damage_mean)
                .unit("actions"),
        );
        if let (Some(e), Some(p)) = (x.monster_hp_mean, m.monster_hp_mean) {
            rows.push(
                Row::new("its HP", "mean")
                    .exact(e)
                    .estimate(p)
                    .unit("monsters"),
            );
        }
        let kill = KILL;
        for (k, (&e, &p)) in x
            .p_killed_within_attacks
            .iter()
            .zip(&m.p_killed_within_attacks)
            .enumerate()
        {
            rows.push(
                Row::new(kill, "P(killed within k actions)")
                    .index(k + 1)
                    .label(format!("P(killed within {} actions)", k + 1))
                    .exact(e)
                    .estimate(p)
                    .unit("monsters"),
            );
        }
        for (q, e, p) in [
            (
                "expected actions",
                x.expected_attacks_to_kill,
                m.expected_attacks_to_kill,
            ),
            (
                "expected aut",
                x.expected_aut_to_kill,
                m.expected_aut_to_kill,
            ),
        ] {
            if let Some(e) = e {
                let mut row = Row::new(kill, q).exact(e).unit("monsters");
                if let Some(p) = p {
                    row = row.estimate(p);
                }
                rows.push(row);
            }
        }
        rows
    }
}

/// The section of the main attack's odds.
const HIT: &str = "one main attack";

/// The section of a landed hit's damage.
const DAMAGE: &str = "damage of a landed hit, after its AC";

/// The section of the attack's delay.
const DELAY: &str = "the attack's delay";

/// The section of one action's damage.
const ACTION: &str = "one action (aux attacks included)";

/// The section of the kill.
const KILL: &str = "killing it (it never fights back)";
