//! How a damage report reads: its summary and its rows.

use super::result::DamageResult;
use super::run::Damage;
use crate::report::cells::{percent_words, significant};
use crate::report::tables::grid;
use crate::report::{Cell, Content, Row, Section, View, sections_of};
use crate::scenario::Kind;

impl View for DamageResult {
    /// "A landed attack takes 12.6 HP off on average (at most 39); from 35 HP you last
    /// about 4 rounds, and 30.2 % of fights kill you within 3."
    fn answer(&self) -> Vec<String> {
        let x = &self.exact;
        let most = x.distribution.iter().rposition(|&p| p > 0.0).unwrap_or(0);
        let mut lines = vec![format!(
            "A landed attack takes {} HP off on average (at most {most}) after your AC.",
            significant(x.mean)
        )];
        if let Some(hp) = self.derived.hp {
            let mut line = match x.expected_rounds_to_death {
                Some(r) => format!("From {hp} HP you last about {r:.0} rounds on average"),
                None => format!("From {hp} HP no round can kill you"),
            };
            if let Some(p) = x.p_dead_within_rounds.get(2) {
                line += &format!("; {} of fights kill you within 3", percent_words(*p));
            }
            lines.push(line + ".");
        }
        lines
    }

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

    /// The mean, the damage by k (with the chance of at least k), and the rounds survived
    /// by r; long lists show a spread of their rows unless `--all`.
    fn sections(&self) -> Vec<Section> {
        let rows = self.rows();
        let mut sections: Vec<Section> = sections_of(
            &rows
                .iter()
                .filter(|r| r.index.is_none())
                .cloned()
                .collect::<Vec<_>>(),
        );
        let dist = &self.exact.distribution;
        let ks: Vec<usize> = rows
            .iter()
            .filter(|r| r.quantity == "damage")
            .filter_map(|r| r.index)
            .collect();
        let by_k: Vec<Option<&Row>> = ks
            .iter()
            .map(|&k| {
                rows.iter()
                    .find(|r| r.quantity == "damage" && r.index == Some(k))
            })
            .collect();
        let mut damage = grid(
            "one landed attack: its damage after AC",
            "damage",
            ks.iter().map(|&k| Cell::from(k)).collect(),
            &[("P(= k)", by_k)],
        );
        for (cells, &k) in damage.rows.iter_mut().zip(&ks) {
            let at_least: f64 = dist.iter().skip(k).sum();
            cells.insert(2, Cell::Prob(at_least));
        }
        damage.header.insert(2, "P(≥ k)".into());
        sections.push(damage.spread());
        let rounds: Vec<&Row> = rows
            .iter()
            .filter(|r| r.quantity == "P(dead within r rounds)")
            .collect();
        if !rounds.is_empty() {
            let keys = rounds
                .iter()
                .map(|r| Cell::from(r.index.unwrap_or(0)))
                .collect();
            let column = rounds.iter().map(|r| Some(*r)).collect();
            sections.push(
                grid(
                    "rounds survived: P(dead within r rounds)",
                    "r",
                    keys,
                    &[("P(dead)", column)],
                )
                .spread(),
            );
        }
        sections
    }
}

impl Content for DamageResult {
    fn kind(&self) -> &'static str {
        Damage::KEY
    }
}
