//! The bench's tables: every loop's rate, its ratios to both raw generators and its target;
//! the exchange and turn loops under each rule set, with the dcss-0.34 targets.

use super::rules::COMPARED;
use super::{BenchResult, Numbers};
use crate::report::cells::significant;
use crate::report::{Cell, Content, Row, Section, View};

/// A rate as a person reads it: `60.2 million`, `2.11 billion`.
fn rate_words(rate: f64) -> String {
    match rate {
        r if r >= 1e9 => format!("{} billion", significant(r / 1e9)),
        r if r >= 1e6 => format!("{} million", significant(r / 1e6)),
        r if r >= 1e3 => format!("{} thousand", significant(r / 1e3)),
        r => significant(r),
    }
}

/// A rate in a table: `60.2 M`, `2.11 G`.
fn rate_cell(rate: f64) -> String {
    match rate {
        r if r >= 1e9 => format!("{} G", significant(r / 1e9)),
        r if r >= 1e6 => format!("{} M", significant(r / 1e6)),
        r if r >= 1e3 => format!("{} k", significant(r / 1e3)),
        r => significant(r),
    }
}

impl BenchResult {
    /// The loops: key, label, rate and target ratio.
    fn loops(&self) -> [(&'static str, String, f64, Option<f64>); 7] {
        let lanes = |what: &str| format!("{what} ({} lanes)", self.lane_kernel);
        let target = |key: &str| {
            self.targets
                .iter()
                .find(|t| t.loop_key == key)
                .map(|t| t.at_least)
        };
        [
            (
                "raw",
                "raw xoshiro256++, one per thread".into(),
                self.raw_u64_per_s,
                None,
            ),
            (
                "raw_lanes",
                lanes("raw xoshiro256++ ×8 streams"),
                self.raw_lanes_u64_per_s,
                None,
            ),
            (
                "hit",
                lanes("monster exchange (hit)"),
                self.hit_per_s,
                target("hit"),
            ),
            (
                "shielded",
                lanes("shielded exchange"),
                self.shielded_per_s,
                target("shielded"),
            ),
            (
                "turn_attacks",
                lanes("turn of 4 attacks, per attack"),
                self.turn_attacks_per_s,
                target("turn_attacks"),
            ),
            (
                "speed_actions",
                lanes("FrogComposband player actions"),
                self.speed_actions_per_s,
                target("speed_actions"),
            ),
            (
                "fight_turns",
                lanes("threat fights: turns vs a troll"),
                self.fight_turns_per_s,
                target("fight_turns"),
            ),
        ]
    }
}

impl View for BenchResult {
    /// "The fastest loop, monster exchange (hit), runs 2.11 billion a second, 35.0× one raw
    /// generator; every loop meets its target."
    fn answer(&self) -> Vec<String> {
        let lanes = format!(" ({} lanes)", self.lane_kernel);
        let fastest = self
            .loops()
            .into_iter()
            .filter(|(key, ..)| !key.starts_with("raw"))
            .max_by(|a, b| a.2.total_cmp(&b.2));
        let missed = self.targets.iter().filter(|t| !t.met).count();
        let targets = match missed {
            0 => "every loop meets its target".to_string(),
            1 => "1 loop misses its target".to_string(),
            n => format!("{n} loops miss their targets"),
        };
        match fastest {
            Some((_, label, rate, _)) => vec![format!(
                "The fastest loop, {}, runs {} a second, {}× one raw generator; {targets}.",
                label.trim_end_matches(&lanes),
                rate_words(rate),
                significant(rate / self.raw_u64_per_s)
            )],
            None => vec![format!("{}.", targets)],
        }
    }

    fn headline(&self) -> Vec<String> {
        let missed: Vec<&str> = self
            .targets
            .iter()
            .filter(|t| !t.met)
            .map(|t| t.loop_key)
            .collect();
        vec![
            format!(
                "processor {}, lane kernel {}, {:.1} s per loop",
                self.processor, self.lane_kernel, self.seconds_per_loop
            ),
            if missed.is_empty() && self.rules_targets.iter().all(|t| t.met) {
                "every loop meets its target".to_string()
            } else if missed.is_empty() {
                "missed targets: dcss-0.34 against dcss-0.31 (see rule sets)".to_string()
            } else {
                format!("missed targets: {}", missed.join(", "))
            },
        ]
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for (key, _, rate, _) in self.loops() {
            rows.push(Row::new("per second", key).plain(rate));
        }
        for (key, _, rate, _) in self.loops() {
            rows.push(Row::new("× scalar raw", key).plain(rate / self.raw_u64_per_s));
        }
        for (key, _, rate, _) in self.loops() {
            rows.push(Row::new("× lanes raw", key).plain(rate / self.raw_lanes_u64_per_s));
        }
        for l in &self.rule_sets {
            let section = format!("per second, {} {}", l.rules, l.numbers.name());
            for (key, _) in COMPARED {
                rows.push(Row::new(section.as_str(), key).plain(l.rate(key)));
            }
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let lanes = format!(" ({} lanes)", self.lane_kernel);
        let rows = self.loops().into_iter().map(|(_, label, rate, target)| {
            let ratio = rate / self.raw_u64_per_s;
            let mark = match target {
                Some(t) if ratio >= t => format!("≥ {t} ✔"),
                Some(t) => format!("≥ {t} ✘"),
                None => "-".into(),
            };
            vec![
                Cell::Text(label.trim_end_matches(&lanes).to_string()),
                Cell::Text(rate_cell(rate)),
                Cell::Num(ratio),
                Cell::Num(rate / self.raw_lanes_u64_per_s),
                Cell::Text(mark),
            ]
        });
        let loops = Section::new(
            "loops",
            ["loop", "per second", "× raw", "× lanes", "target"],
        )
        .rows(rows)
        .note(format!(
            "× raw: the rate over one raw generator's; × lanes: over the {} raw \
                     lanes' (every loop but the first runs on them); target: the least × raw \
                     a loop should reach (✘: missed)",
            self.lane_kernel
        ));
        vec![loops, self.rule_sets_section()]
    }
}

impl BenchResult {
    /// The exchange and turn loops under each rule set: per second, and each dcss-0.34 loop's
    /// ratio to the dcss-0.31 one with its target.
    fn rule_sets_section(&self) -> Section {
        let mut rows = Vec::new();
        for (key, label) in COMPARED {
            let old = self.rule_sets.iter().find(|l| l.rules == "dcss-0.31");
            for l in &self.rule_sets {
                let target = self.rules_targets.iter().find(|t| {
                    t.loop_key == key && l.rules == "dcss-0.34" && t.numbers == l.numbers
                });
                let numbers = match l.numbers {
                    Numbers::Whole => "whole",
                    Numbers::Hundredths => "hundredths",
                };
                rows.push(vec![
                    Cell::Text(format!("{label}, {numbers}")),
                    Cell::Text(l.rules.to_string()),
                    Cell::Text(rate_cell(l.rate(key))),
                    old.map_or(Cell::Text("-".into()), |o| {
                        Cell::Num(l.rate(key) / o.rate(key))
                    }),
                    Cell::Text(match target {
                        Some(t) if t.met => format!("≥ {} ✔", t.at_least),
                        Some(t) => format!("≥ {} ✘", t.at_least),
                        None => "-".into(),
                    }),
                ]);
            }
        }
        Section::new(
            format!("rule sets ({} lanes)", self.lane_kernel),
            ["loop", "rules", "per second", "× 0.31", "target"],
        )
        .rows(rows)
        .note(
            "whole: EV and SH whole numbers; hundredths: EV and SH kept ×100 and drawn at every \
             use (dcss-0.34); × 0.31: the rate over the same loop's under dcss-0.31; target: \
             the least × 0.31 a dcss-0.34 loop should reach (✘: missed)",
        )
    }
}

impl Content for BenchResult {
    fn kind(&self) -> &'static str {
        "bench"
    }
}
