//! How a danger report reads: the answer, then the ranked table (`docs/rules/dcss-spawns.md`
//! §8).

use mechanics::dcss::duel::band::Terrain;

use super::kind::Danger;
use super::result::DangerResult;
use super::words::percent;
use crate::report::{Cell, Content, Row, Section, View, fmt_num};
use crate::scenario::Kind;

impl View for DangerResult {
    /// The summary as a sentence: "On D:10 the next monster you meet beats you 4.1 % of the
    /// time; ...".
    fn answer(&self) -> Vec<String> {
        let mut chars = self.summary.chars();
        let line = chars.next().map_or(String::new(), |c| {
            c.to_uppercase().chain(chars).collect::<String>()
        });
        vec![line + "."]
    }

    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let p = &d.player;
        let mut lines = Vec::new();
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
                .unit("fights");
            if let Some(e) = e {
                row = row.estimate(*e);
            }
            if let Some(x) = r.p_lose_with_band {
                row = row.exact(x);
            }
            rows.push(row);
        }
        rows
    }

    /// The ranked table of every monster the place can make (the most dangerous first, the
    /// first rows unless `--all`), their bands, and the total.
    fn sections(&self) -> Vec<Section> {
        let open = self.derived.terrain == Terrain::Open;
        let mut header = vec!["monster", "picked", "group", "alone", "with band"];
        if open {
            header.push("simulated");
        }
        header.extend(["share", "HP lost", "actions", "at range"]);
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
                let prob = |p: Option<f64>| p.map_or(Cell::Missing, Cell::Prob);
                let mut cells = vec![
                    Cell::Text(r.monster.clone()),
                    Cell::Prob(r.p_picked),
                    if r.p_band > 0.0 {
                        Cell::Num(r.band_mean_size)
                    } else {
                        "alone".into()
                    },
                    prob(r.p_lose_alone),
                    match (&r.not_fought, r.p_lose_with_band) {
                        (Some(why), _) => Cell::Text(format!("not fought: {why}")),
                        (None, p) => prob(p),
                    },
                ];
                if open {
                    cells.push(match e {
                        Some(e) if r.fought => Cell::Prob(e.value()),
                        _ => Cell::Missing,
                    });
                }
                let share = r.contribution.or_else(|| {
                    e.as_ref()
                        .filter(|_| open && r.fought)
                        .map(|e| r.p_picked * e.value())
                });
                let num = |x: Option<f64>| x.map_or(Cell::Missing, Cell::Num);
                cells.extend([
                    share.map_or(Cell::Missing, |c| {
                        Cell::Prob(if total > 0.0 { c / total } else { 0.0 })
                    }),
                    num(r.expected_hp_lost_given_win),
                    num(r.expected_actions_to_kill),
                    r.ranged.as_ref().map_or(Cell::Missing, |a| {
                        Cell::Text(match (a.p_land, a.mean_damage_per_shot) {
                            (Some(p), Some(d)) => {
                                format!("{}: {} %, {d:.1}", a.attack, percent(p))
                            }
                            _ => format!("{}: not modelled", a.attack),
                        })
                    }),
                ]);
                cells
            })
            .collect::<Vec<_>>();
        let mut legend = String::from(
            "picked: P(it is the next monster); group: its band's size on average; alone, \
             with band: P(it beats you)",
        );
        if open {
            legend += "; simulated: with its band in the open (Monte Carlo)";
        }
        legend += "; share: of the total; HP lost, actions: when you win; at range: its worst \
                   attack, P(land) and damage a shot";
        let mut sections = vec![
            Section::new("every monster it can make, most dangerous first", header)
                .rows(rows)
                .note(legend)
                .first(),
        ];
        let mut bands: Vec<Vec<Cell>> = Vec::new();
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
                Cell::Text(r.monster.clone()),
                Cell::Prob(r.p_band),
                Cell::Text(members.join(", ")),
            ]);
        }
        if !bands.is_empty() {
            sections.push(
                Section::new(
                    "their bands: followers on average",
                    ["leader", "P(a band)", "followers"],
                )
                .rows(bands)
                .first(),
            );
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
