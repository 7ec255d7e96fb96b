//! How a damage report reads: its summary and its rows.

use super::result::DamageResult;
use super::run::Damage;
use crate::report::{Content, Row, View};
use crate::scenario::Kind;

impl View for DamageResult {
    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let player = match (&d.drawn_ac, d.ac, d.gdr_percent) {
            (Some(drawn), _, _) => format!("player {}", drawn.words()),
            (None, ac, gdr) => format!("player AC {} (GDR {}%)", ac.unwrap_or(0), gdr.unwrap_or(0)),
        };
        let mut lines = vec![
            player,
            format!(
                "the game shows Max Damage {}; the attack can roll at most {} before AC",
                d.displayed_max_damage, d.true_max_damage
            ),
            format!("one landed attack after AC: mean {:.4}", self.exact.mean),
        ];
        if let (Some(hp), Some(k), Some(p)) = (d.hp, d.attacks, d.p_land) {
            lines.push(format!(
                "fight: {k} attack(s) per round, each landing with probability {p}, from {hp} HP, no healing; expected rounds to death {}",
                self.exact
                    .expected_rounds_to_death
                    .map_or("infinite (no round can do damage)".to_string(), |e| format!("{e:.4}"))
            ));
        }
        lines.extend(d.character_notes.iter().map(|n| format!("note: {n}")));
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let (x, m) = (&self.exact, &self.measured);
        let mut rows = vec![
            Row::new("one landed attack", "mean damage")
                .exact(x.mean)
                .estimate(m.mean)
                .unit("attacks"),
        ];
        for (i, (&e, &p)) in x.distribution.iter().zip(&m.distribution).enumerate() {
            if e > 0.0 || p.value() > 0.0 {
                rows.push(
                    Row::new("one landed attack", "damage")
                        .index(i)
                        .label(format!("P(damage = {i})"))
                        .exact(e)
                        .estimate(p)
                        .unit("attacks"),
                );
            }
        }
        for (r, (&e, &p)) in x
            .p_dead_within_rounds
            .iter()
            .zip(&m.p_dead_within_rounds)
            .enumerate()
        {
            rows.push(
                Row::new("rounds survived", "P(dead within r rounds)")
                    .index(r + 1)
                    .label(format!("P(dead within {} rounds)", r + 1))
                    .exact(e)
                    .estimate(p)
                    .unit("fights"),
            );
        }
        if let (Some(e), Some(p)) = (x.expected_rounds_to_death, m.expected_rounds_to_death) {
            rows.push(
                Row::new("rounds survived", "expected rounds to death")
                    .exact(e)
                    .estimate(p)
                    .unit("fights"),
            );
        }
        rows
    }
}

impl Content for DamageResult {
    fn kind(&self) -> &'static str {
        Damage::KEY
    }
}
