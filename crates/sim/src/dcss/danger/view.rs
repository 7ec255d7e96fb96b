//! How a danger report reads: the answer, then the ranked table (`docs/rules/dcss-spawns.md`
//! §8).

use mechanics::dcss::duel::band::Terrain;

use super::kind::Danger;
use super::result::DangerResult;
use super::words::percent;
use crate::report::{Content, Row, Section, View, fmt_num};
use crate::scenario::Kind;

/// A probability as the table shows it: a percentage, or "-".
fn pc(p: Option<f64>) -> String {
    p.map_or_else(|| "-".into(), |p| format!("{} %", percent(p)))
}

fn num(x: Option<f64>, digits: usize) -> String {
    x.map_or_else(|| "-".into(), |x| format!("{x:.digits$}"))
}

impl View for DangerResult {
    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let p = &d.player;
        let mut lines = vec![self.summary.clone()];
        lines.push(format!(
            "you: {}{}HP {}, EV {}, AC {}",
            p.species
                .as_deref()
                .map_or(String::new(), |s| format!("{s}, ")),
            match &p.weapon {
                Some(w) => format!("{:+} {w}, ", p.weapon_plus),
                None => "unarmed, ".into(),
            },
            p.hp,
            p.ev,
            p.ac,
        ));
        lines.push(format!(
            "{} ({}): {}; monsters' weapons made at depth {}{}",
            d.place,
            d.branch,
            match d.terrain {
                Terrain::Corridor => {
                    "bands in a corridor: one at a time, the leader first, your HP carried (exact)"
                }
                Terrain::Open => {
                    "bands in the open: all next to you at once, each on its own clock (Monte Carlo)"
                }
            },
            d.weapon_depth,
            d.slots.as_ref().map_or(String::new(), |s| format!(
                "; a level has {} to {} random monsters ({:.1} on average)",
                s.min, s.max, s.mean
            )),
        ));
        if self.undecided_fights > 0 {
            lines.push(format!(
                "{} simulated fights were undecided at the turn cap",
                self.undecided_fights
            ));
        }
        lines.extend(d.notes.iter().map(|n| format!("note: {n}")));
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        let mut total = Row::new("the next monster", "P(it beats you)")
            .estimate(self.measured.p_next_monster_beats_you)
            .unit("monsters met");
        if let Some(x) = self.exact.p_next_monster_beats_you {
            total = total.exact(x);
        }
        rows.push(total);
        for (i, (r, e)) in self
            .exact
            .monsters
            .iter()
            .zip(&self.measured.p_lose_with_band)
            .enumerate()
            .filter(|(_, (r, _))| r.fought)
        {
            let mut row = Row::new("by monster", "P(it or its band beats you)")
                .index(i)
                .label(format!("P({} or its band beats you)", r.monster))
                .estimate(*e)
                .unit("fights");
            if let Some(x) = r.p_lose_with_band {
                row = row.exact(x);
            }
            rows.push(row);
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let open = self.derived.terrain == Terrain::Open;
        let mut header = vec![
            "monster",
            "P(picked)",
            "group",
            "P(beats you alone)",
            "P(beats you with its band)",
        ];
        if open {
            header.push("Monte Carlo [95 % CI]");
        }
        header.extend([
            "share of the total",
            "HP lost when you win",
            "your actions to kill it",
            "at range: P(land), damage a shot",
        ]);
        let total = self
            .exact
            .p_next_monster_beats_you
            .unwrap_or(self.measured.p_next_monster_beats_you.value());
        let rows = self
            .exact
            .monsters
            .iter()
            .zip(&self.measured.p_lose_with_band)
            .map(|(r, e)| {
                let mut cells = vec![
                    r.monster.clone(),
                    format!("{} %", percent(r.p_picked)),
                    if r.p_band > 0.0 {
                        format!("{:.1}", r.band_mean_size)
                    } else {
                        "alone".into()
                    },
                    pc(r.p_lose_alone),
                    match (&r.not_fought, r.p_lose_with_band) {
                        (Some(why), _) => format!("not fought: {why}"),
                        (None, p) => pc(p),
                    },
                ];
                if open {
                    let [lo, hi] = e.ci95();
                    cells.push(if r.fought {
                        format!("{} % [{}–{}]", percent(e.value()), percent(lo), percent(hi))
                    } else {
                        "-".into()
                    });
                }
                let share = r
                    .contribution
                    .or_else(|| (open && r.fought).then(|| r.p_picked * e.value()));
                cells.extend([
                    share.map_or_else(
                        || "-".into(),
                        |c| {
                            if total > 0.0 {
                                format!("{} %", percent(c / total))
                            } else {
                                "0 %".into()
                            }
                        },
                    ),
                    num(r.expected_hp_lost_given_win, 1),
                    num(r.expected_actions_to_kill, 1),
                    r.ranged.as_ref().map_or_else(
                        || "-".into(),
                        |a| match (a.p_land, a.mean_damage_per_shot) {
                            (Some(p), Some(d)) => {
                                format!("{}: {} %, {d:.1}", a.attack, percent(p))
                            }
                            _ => format!("{}: not modelled", a.attack),
                        },
                    ),
                ]);
                cells
            })
            .collect();
        let mut sections = vec![Section {
            title: "every monster it can make, most dangerous first".into(),
            header: header.into_iter().map(String::from).collect(),
            rows,
        }];
        let mut bands: Vec<Vec<String>> = Vec::new();
        for r in self.exact.monsters.iter().filter(|r| r.p_band > 0.0) {
            let members: Vec<String> = r
                .members
                .iter()
                .map(|m| {
                    format!(
                        "{} {}{}",
                        fmt_count(m.mean_count),
                        m.monster,
                        if m.fought { "" } else { " (not fought)" }
                    )
                })
                .collect();
            bands.push(vec![
                r.monster.clone(),
                format!("{} %", percent(r.p_band)),
                members.join(", "),
            ]);
        }
        if !bands.is_empty() {
            sections.push(Section {
                title: "their bands: followers on average".into(),
                header: ["leader", "P(a band)", "followers"]
                    .map(String::from)
                    .to_vec(),
                rows: bands,
            });
        }
        sections.extend(crate::report::sections_of(&self.rows()).into_iter().take(1));
        sections
    }
}

fn fmt_count(x: f64) -> String {
    let s = format!("{x:.2}");
    if x < 0.01 { fmt_num(x) } else { s }
}

impl Content for DangerResult {
    fn kind(&self) -> &'static str {
        Danger::KEY
    }
}
