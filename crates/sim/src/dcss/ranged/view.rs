//! How a `ranged` report reads: the monster and the player, the catalog of its attacks,
//! then one block of rows per attack (`docs/rules/dcss-0.31-ranged.md` §2–§4, §10).

use super::result::{RangedResult, SectionQuantities};
use super::run::Ranged;
use crate::report::{Content, Row, Section, View, fmt_num, sections_of};
use crate::scenario::Kind;
use crate::stats::Estimate;

impl View for RangedResult {
    fn headline(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(m) = &self.monster {
            lines.push(format!(
                "{} (HD {}, speed {}; missile energy {}, spell energy {}), {}",
                m.name, m.hd, m.speed, m.missile_energy, m.spell_energy, self.rules
            ));
        }
        if let Some(p) = &self.player {
            let source = if p.from_build {
                " (from the build)"
            } else {
                ""
            };
            let hp = p.hp.map_or(String::new(), |hp| format!(", HP {hp}"));
            let x100 = |whole: i32, x100: Option<i32>| match x100 {
                Some(x) if x % 100 != 0 => {
                    let sign = if x < 0 { "-" } else { "" };
                    format!("{whole} ({sign}{}.{:02})", (x / 100).abs(), (x % 100).abs())
                }
                _ => whole.to_string(),
            };
            lines.push(format!(
                "you{source}: EV {}, SH {} (internal {}), AC {}, Willpower {}, block limit {}{hp}",
                x100(p.ev, p.ev_x100),
                p.sh_internal / 2,
                x100(p.sh_internal, p.sh_internal_x100),
                x100(p.ac, p.ac_x100),
                p.willpower,
                p.block_limit
            ));
        }
        for (a, (x, _)) in self
            .attacks
            .iter()
            .filter(|a| a.modelled)
            .zip(&self.measured)
        {
            let weight = match (a.frequency, a.typical_probability) {
                (Some(f), _) => format!(" (spell frequency {f})"),
                (None, Some(p)) => format!(" (carried with probability {})", fmt_num(p)),
                _ => String::new(),
            };
            let shown = a
                .game_shows()
                .map_or(String::new(), |s| format!("; the game shows {s}"));
            lines.push(format!(
                "{}{weight}: lands {}{shown}",
                a.attack,
                x.p_land
                    .map_or("-".into(), |p| format!("{:.2}%", 100.0 * p))
            ));
        }
        for a in self.attacks.iter().filter(|a| !a.modelled) {
            lines.push(format!(
                "{}: not modelled ({})",
                a.attack,
                a.reason.as_deref().unwrap_or("")
            ));
        }
        lines.extend(self.notes.iter().cloned());
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for (s, (x, m)) in self.exact.sections().iter().zip(&self.measured) {
            section_rows(&mut rows, &s.attack, x, m);
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let mut sections = vec![Section {
            title: "its attacks at range (which one it uses is its AI: not modelled)".into(),
            header: vec![
                "attack".into(),
                "kind".into(),
                "weight".into(),
                "modelled".into(),
                "the game shows".into(),
            ],
            rows: self
                .attacks
                .iter()
                .map(|a| {
                    vec![
                        a.attack.clone(),
                        a.kind.into(),
                        match (a.frequency, a.typical_probability) {
                            (Some(f), _) => format!("frequency {f}"),
                            (None, Some(p)) => format!("P {}", fmt_num(p)),
                            _ => "-".into(),
                        },
                        if a.modelled {
                            "yes".into()
                        } else {
                            format!("no: {}", a.reason.as_deref().unwrap_or(""))
                        },
                        a.game_shows().unwrap_or_else(|| "-".into()),
                    ]
                })
                .collect(),
        }];
        sections.extend(sections_of(&self.rows()));
        sections
    }
}

/// The rows of one section.
fn section_rows(
    rows: &mut Vec<Row>,
    attack: &str,
    x: &SectionQuantities<f64>,
    m: &SectionQuantities<Estimate>,
) {
    let one = |rows: &mut Vec<Row>, q: &str, e: Option<f64>, p: Option<Estimate>| {
        if let Some(e) = e {
            let mut row = Row::new(attack, q).exact(e).unit("trials");
            if let Some(p) = p {
                row = row.estimate(p);
            }
            rows.push(row);
        }
    };
    one(rows, "P(hit: passes the EV test)", x.p_hit, m.p_hit);
    one(rows, "P(resisted by Willpower)", x.p_resist, m.p_resist);
    one(rows, "P(blocked)", x.p_block, m.p_block);
    one(rows, "P(lands)", x.p_land, m.p_land);
    one(
        rows,
        "mean damage when it lands",
        x.mean_damage,
        m.mean_damage,
    );
    let dist = |rows: &mut Vec<Row>, q: &str, e: &[f64], p: &[Estimate]| {
        for (i, &e) in e.iter().enumerate() {
            let p = p.get(i).copied();
            if e > 0.0 || p.is_some_and(|p| p.value() > 0.0) {
                let mut row = Row::new(attack, q)
                    .index(i)
                    .label(format!("P({q} = {i})"))
                    .exact(e)
                    .unit("trials");
                if let Some(p) = p {
                    row = row.estimate(p);
                }
                rows.push(row);
            }
        }
    };
    dist(
        rows,
        "damage",
        &x.damage_distribution,
        &m.damage_distribution,
    );
    dist(
        rows,
        "blocks",
        &x.blocks_distribution,
        &m.blocks_distribution,
    );
    dist(rows, "landed", &x.lands_distribution, &m.lands_distribution);
    one(
        rows,
        "mean total damage",
        x.mean_total_damage,
        m.mean_total_damage,
    );
    one(
        rows,
        "P(total damage ≥ your HP)",
        x.p_total_at_least_hp,
        m.p_total_at_least_hp,
    );
    dist(
        rows,
        "total damage",
        &x.total_damage_distribution,
        &m.total_damage_distribution,
    );
}

impl Content for RangedResult {
    fn kind(&self) -> &'static str {
        Ranged::KEY
    }
}
