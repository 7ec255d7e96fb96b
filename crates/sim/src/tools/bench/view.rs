//! The bench's tables: every loop's rate, its ratios to both raw generators and its target;
//! the exchange and turn loops under each rule set, with the dcss-0.34 targets.

use super::rules::COMPARED;
use super::{BenchResult, Numbers};
use crate::report::{Content, Row, Section, View};

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
                "raw xoshiro256++ u64, one generator per thread".into(),
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
                lanes("threat fights, defender turns vs a troll"),
                self.fight_turns_per_s,
                target("fight_turns"),
            ),
        ]
    }
}

impl View for BenchResult {
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
        let rows = self
            .loops()
            .into_iter()
            .map(|(_, label, rate, target)| {
                let ratio = rate / self.raw_u64_per_s;
                let mark = match target {
                    Some(t) if ratio >= t => format!("≥ {t} ✔"),
                    Some(t) => format!("≥ {t} ✘ missed"),
                    None => String::new(),
                };
                vec![
                    label,
                    format!("{rate:.3e}"),
                    format!("{ratio:.3}"),
                    format!("{:.3}", rate / self.raw_lanes_u64_per_s),
                    mark,
                ]
            })
            .collect();
        let mut sections = vec![Section {
            title: "loops".into(),
            header: [
                "loop",
                "per second",
                "× scalar raw",
                "× lanes raw",
                "target (× scalar raw)",
            ]
            .map(String::from)
            .to_vec(),
            rows,
        }];
        sections.push(self.rule_sets_section());
        sections
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
                    Numbers::Whole => "whole EV, SH",
                    Numbers::Hundredths => "EV, SH in hundredths",
                };
                rows.push(vec![
                    format!("{label}, {numbers}"),
                    l.rules.to_string(),
                    format!("{:.3e}", l.rate(key)),
                    old.map_or(String::new(), |o| {
                        format!("{:.3}", l.rate(key) / o.rate(key))
                    }),
                    match target {
                        Some(t) if t.met => format!("≥ {} ✔", t.at_least),
                        Some(t) => format!("≥ {} ✘ missed", t.at_least),
                        None => String::new(),
                    },
                ]);
            }
        }
        Section {
            title: format!("rule sets ({} lanes)", self.lane_kernel),
            header: [
                "loop",
                "rules",
                "per second",
                "× dcss-0.31",
                "target (× dcss-0.31)",
            ]
            .map(String::from)
            .to_vec(),
            rows,
        }
    }
}

impl Content for BenchResult {
    fn kind(&self) -> &'static str {
        "bench"
    }
}
