//! How a ranged attack report reads: its summary and its rows
//! (`docs/rules/dcss-0.34-player-ranged.md` §2–§9).

use super::exact::RangedExact;
use super::result::KillOdds;
use super::run::{RangedMeasured, RangedResult};
use crate::dcss::law::ValueLaw;
use crate::report::{Row, View, fmt_num};
use crate::stats::Estimate;

fn indexed_rows(
    rows: &mut Vec<Row>,
    section: &str,
    quantity: &str,
    exact: &[f64],
    measured: &[Estimate],
    unit: &'static str,
) {
    for (i, &e) in exact.iter().enumerate() {
        let m = measured.get(i);
        if e > 0.0 || m.is_some_and(|m| m.value() > 0.0) {
            let mut row = Row::new(section, quantity)
                .index(i)
                .label(format!("P({quantity} = {i})"))
                .exact(e)
                .unit(unit);
            if let Some(m) = m {
                row = row.estimate(*m);
            }
            rows.push(row);
        }
    }
}

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

fn kill_rows(rows: &mut Vec<Row>, x: &KillOdds<f64>, m: &KillOdds<Estimate>) {
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
}

fn kill_line(who: &str, k: &KillOdds<f64>) -> String {
    match (
        k.expected_attacks_to_kill,
        k.expected_aut_to_kill,
        k.monster_hp_mean,
    ) {
        (Some(n), Some(t), Some(hp)) => format!(
            "{who} ({hp:.2} HP on average) dies after {n:.2} of your actions ({t:.1} aut) on \
             average, if it never fights back"
        ),
        (_, _, Some(_)) => format!("{who} cannot be killed by these attacks"),
        _ => "name the monster (--monster) for its HP and the odds of killing it".into(),
    }
}

impl View for RangedResult {
    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let who = d.monster.as_deref().unwrap_or("the monster");
        let mut lines = vec![format!(
            "you: {}; {who}: EV {}, AC {}{}",
            d.attack,
            d.monster_ev,
            d.monster_ac,
            if d.monster_shield_class > 0 {
                format!(", SH {}", d.monster_shield_class)
            } else {
                String::new()
            }
        )];
        match &self.exact {
            RangedExact::Shot(x) => {
                let q = &x.quantities;
                lines.push(format!(
                    "P(hit) {}, P(blocked) {}, P(miss) {}; the game shows {}%",
                    fmt_num(q.p_hit),
                    fmt_num(q.p_blocked),
                    fmt_num(q.p_miss),
                    x.display_percent
                ));
                lines.push(match q.damage_mean {
                    Some(m) => format!(
                        "a landed shot deals {m:.3} on average after its AC; a shot takes \
                         {:.3} aut; {:.3} damage per 10 aut",
                        q.delay_mean, x.damage_per_10_aut
                    ),
                    None => format!(
                        "it deals no HP damage; a throw takes {:.3} aut",
                        q.delay_mean
                    ),
                });
                lines.push(kill_line(who, &q.kill));
            }
            RangedExact::Spell(x) => {
                let q = &x.quantities;
                lines.push(format!(
                    "{}: power {} ({}% of its cap), {} MP; it fails {} of the time (the game \
                     shows {}%); damage {}",
                    x.spell,
                    x.power,
                    x.power_percent,
                    x.mp,
                    fmt_num(q.p_fail),
                    x.displayed_fail,
                    x.dump_damage
                ));
                let hit = match (x.to_hit, x.display_percent) {
                    (None, _) => "it cannot miss".to_string(),
                    (Some(t), Some(p)) => format!("to-hit {t}, the game shows {p}% to hit"),
                    (Some(t), None) => format!("to-hit {t}"),
                };
                lines.push(format!(
                    "{hit}; a successful cast deals {:.3} on average, an attempt {:.3}; an \
                     attempt takes {:.3} aut; {:.3} damage per 10 aut",
                    q.per_cast_damage_mean,
                    q.per_attempt_damage_mean,
                    q.cast_time_mean,
                    x.damage_per_10_aut
                ));
                lines.push(kill_line(who, &q.kill));
            }
        }
        lines.extend(d.notes.iter().map(|n| format!("note: {n}")));
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        match (&self.exact, &self.measured) {
            (RangedExact::Shot(x), RangedMeasured::Shot(m)) => {
                let q = &x.quantities;
                let shot = "one shot";
                for (name, e, p) in [
                    ("P(hit)", q.p_hit, m.p_hit),
                    ("P(blocked)", q.p_blocked, m.p_blocked),
                    ("P(miss)", q.p_miss, m.p_miss),
                ] {
                    rows.push(Row::new(shot, name).exact(e).estimate(p).unit("shots"));
                }
                rows.push(Row::new(shot, "game display %").plain(f64::from(x.display_percent)));
                if let (Some(d), Some(md), Some(e), Some(p)) = (
                    &q.damage_distribution,
                    &m.damage_distribution,
                    q.damage_mean,
                    m.damage_mean,
                ) {
                    let section = "damage of a landed shot, after its AC";
                    rows.push(
                        Row::new(section, "mean")
                            .exact(e)
                            .estimate(p)
                            .unit("landed shots"),
                    );
                    indexed_rows(&mut rows, section, "damage", d, md, "landed shots");
                }
                let section = "damage of one shot (0 when it misses)";
                rows.push(
                    Row::new(section, "mean")
                        .exact(q.per_attack_damage_mean)
                        .estimate(m.per_attack_damage_mean)
                        .unit("shots"),
                );
                let delay = "the shot's delay";
                rows.push(
                    Row::new(delay, "mean aut")
                        .exact(q.delay_mean)
                        .estimate(m.delay_mean)
                        .unit("shots"),
                );
                keyed_rows(
                    &mut rows,
                    delay,
                    "delay",
                    &q.delay_distribution,
                    &m.delay_distribution,
                    "shots",
                );
                rows.push(Row::new(shot, "damage per 10 aut").plain(x.damage_per_10_aut));
                kill_rows(&mut rows, &q.kill, &m.kill);
            }
            (RangedExact::Spell(x), RangedMeasured::Spell(m)) => {
                let q = &x.quantities;
                let cast = "one cast";
                rows.push(
                    Row::new(cast, "P(fail)")
                        .exact(q.p_fail)
                        .estimate(m.p_fail)
                        .unit("attempts"),
                );
                rows.push(Row::new(cast, "power").plain(f64::from(x.power)));
                rows.push(Row::new(cast, "game failure %").plain(f64::from(x.displayed_fail)));
                if let Some(p) = x.display_percent {
                    rows.push(Row::new(cast, "game display %").plain(f64::from(p)));
                }
                for (k, b) in x.beams.iter().enumerate() {
                    let section = format!("beam {} of a successful cast", k + 1);
                    rows.push(Row::new(&section, "P(blocked)").plain(b.p_blocked));
                    rows.push(Row::new(&section, "P(hit)").plain(b.p_hit));
                    rows.push(Row::new(&section, "mean damage of a hit").plain(b.damage_mean));
                }
                let section = "damage of a successful cast";
                rows.push(
                    Row::new(section, "mean")
                        .exact(q.per_cast_damage_mean)
                        .estimate(m.per_cast_damage_mean)
                        .unit("casts"),
                );
                indexed_rows(
                    &mut rows,
                    section,
                    "damage",
                    &q.per_cast_damage_distribution,
                    &m.per_cast_damage_distribution,
                    "casts",
                );
                let section = "damage of an attempt (0 on a miscast)";
                rows.push(
                    Row::new(section, "mean")
                        .exact(q.per_attempt_damage_mean)
                        .estimate(m.per_attempt_damage_mean)
                        .unit("attempts"),
                );
                let time = "the attempt's time";
                rows.push(
                    Row::new(time, "mean aut")
                        .exact(q.cast_time_mean)
                        .estimate(m.cast_time_mean)
                        .unit("attempts"),
                );
                keyed_rows(
                    &mut rows,
                    time,
                    "time",
                    &q.cast_time_distribution,
                    &m.cast_time_distribution,
                    "attempts",
                );
                rows.push(Row::new(cast, "damage per 10 aut").plain(x.damage_per_10_aut));
                kill_rows(&mut rows, &q.kill, &m.kill);
            }
            _ => {}
        }
        rows
    }
}
