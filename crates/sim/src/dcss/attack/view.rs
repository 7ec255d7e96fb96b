//! How an attack report reads: its summary and its rows
//! (`docs/rules/dcss-0.31-player-attack.md` §2–§6, §11).

use super::result::AttackResult;
use crate::dcss::law::ValueLaw;
use crate::report::{Row, View, fmt_num};
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
            "P(hit) {}, P(blocked) {}, P(miss) {}; the game shows {}",
            fmt_num(x.p_hit),
            fmt_num(x.p_blocked),
            fmt_num(x.p_miss),
            self.exact
                .display_percent
                .map_or("an undefined value".to_string(), |p| format!("{p}%")),
        ));
        lines.push(format!(
            "a landed hit deals {:.3} on average after its AC; an attack takes {:.3} aut; an \
             action deals {:.3}",
            x.damage_mean, x.delay_mean, x.action_damage_mean
        ));
        match (
            x.expected_attacks_to_kill,
            x.expected_aut_to_kill,
            x.monster_hp_mean,
        ) {
            (Some(n), Some(t), Some(hp)) => lines.push(format!(
                "{who} ({hp:.2} HP on average) dies after {n:.2} of your actions ({t:.1} aut) \
                 on average, if it never fights back"
            )),
            (_, _, Some(_)) => lines.push(format!("{who} cannot be killed by these attacks")),
            _ => lines
                .push("name the monster (--monster) for its HP and the odds of killing it".into()),
        }
        lines.extend(d.notes.iter().map(|n| format!("note: {n}")));
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let (x, m) = (&self.exact.quantities, &self.measured);
        let mut rows = Vec::new();
        let hit = "one main attack";
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
        let damage = "damage of a landed hit, after its AC";
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
        let delay = "the attack's delay";
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
            Row::new("one action (aux attacks included)", "mean damage")
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
        let kill = "killing it (it never fights back)";
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
