//! How a duel report reads: should you fight it? (`docs/rules/dcss-0.31-player-attack.md`
//! §11).

use super::result::{DuelQuantities, DuelResult};
use super::run::DuelKind;
use crate::report::{Content, Row, Section, View, fmt_num};
use crate::scenario::Kind;
use crate::stats::Estimate;

/// The value a headline quotes: the exact one, else the estimate.
fn quoted(exact: Option<f64>, estimate: Option<&Estimate>) -> String {
    match (exact, estimate) {
        (Some(x), _) => fmt_num(x),
        (None, Some(e)) => format!("{} (Monte Carlo)", fmt_num(e.value())),
        (None, None) => "-".into(),
    }
}

/// The duel's rows: its outcome laws, each exact value beside its estimate.
pub fn duel_rows(
    section: &str,
    x: Option<&DuelQuantities<f64>>,
    m: &DuelQuantities<Estimate>,
) -> Vec<Row> {
    let mut rows = Vec::new();
    let row = |q: &str, e: Option<f64>, p: Estimate, unit: &'static str| {
        let mut r = Row::new(section, q).estimate(p).unit(unit);
        if let Some(e) = e {
            r = r.exact(e);
        }
        r
    };
    rows.push(row("P(you win)", x.map(|x| x.p_win), m.p_win, "fights"));
    rows.push(row("P(you die)", x.map(|x| x.p_lose), m.p_lose, "fights"));
    if let Some(p) = m.expected_player_turns_given_win {
        rows.push(row(
            "your actions to kill it, when you win",
            x.and_then(|x| x.expected_player_turns_given_win),
            p,
            "fights won",
        ));
    }
    if let Some(p) = m.expected_hp_left_given_win {
        rows.push(row(
            "HP you keep, when you win",
            x.and_then(|x| x.expected_hp_left_given_win),
            p,
            "fights won",
        ));
    }
    for (k, (&pm, &pp)) in m
        .p_monster_dead_within_turns
        .iter()
        .zip(&m.p_player_dead_within_turns)
        .enumerate()
        .filter(|(k, _)| [0, 1, 2, 4, 9, 19, 29].contains(k))
    {
        rows.push(
            row(
                "P(it is dead within k of your turns)",
                x.map(|x| x.p_monster_dead_within_turns[k]),
                pm,
                "fights",
            )
            .index(k + 1)
            .label(format!("P(it is dead within {} turns)", k + 1)),
        );
        rows.push(
            row(
                "P(you are dead within k of your turns)",
                x.map(|x| x.p_player_dead_within_turns[k]),
                pp,
                "fights",
            )
            .index(k + 1)
            .label(format!("P(you are dead within {} turns)", k + 1)),
        );
    }
    rows
}

impl View for DuelResult {
    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let p = &d.player;
        let x = self.exact.as_ref().map(|e| &e.quantities);
        let m = &self.measured;
        let wielding = match (&d.ranged, &p.weapon) {
            (Some(r), _) => format!(
                "{} ({:.2} damage per 10 aut{}), ",
                r.attack,
                r.damage_per_10_aut,
                match r.budget {
                    Some(b) => format!(
                        ", {b} {} to spend, then {}",
                        if r.full.cast.is_some() {
                            "MP"
                        } else {
                            "missiles"
                        },
                        then_word(r.then)
                    ),
                    None => String::new(),
                }
            ),
            (None, Some(w)) => format!("{:+} {w}, ", p.weapon_plus),
            (None, None) => "unarmed, ".into(),
        };
        let mut lines = vec![
            format!(
                "you: {}{}{}HP {}, EV {}, AC {}; {}",
                p.species
                    .as_deref()
                    .map_or(String::new(), |s| format!("{s}, ")),
                p.form
                    .as_deref()
                    .map_or(String::new(), |f| format!("in {f} form, ")),
                wielding,
                p.hp,
                p.ev,
                p.ac,
                format_delay(&d.player_delay_distribution),
            ),
            format!(
                "{}: {:.2} HP on average ({}–{}), AC {}, EV {}{}, speed {}",
                d.monster,
                d.monster_hp[1],
                d.monster_hp[0],
                d.monster_hp[2],
                d.monster_ac,
                d.monster_ev,
                if d.monster_shield_class > 0 {
                    format!(", SH {}", d.monster_shield_class)
                } else {
                    String::new()
                },
                d.monster_speed
            ),
        ];
        if let Some(r) = d.ranged.as_ref().filter(|r| r.distance > 1) {
            lines.push(format!(
                "it starts {} cells away and closes at its speed",
                r.distance
            ));
        }
        if d.by_weapon.len() > 1 {
            lines.push(format!(
                "its weapon: {} kinds; most likely {} ({})",
                d.by_weapon.len(),
                d.by_weapon[0].weapon,
                fmt_num(d.by_weapon[0].probability)
            ));
        } else {
            lines.push(format!("its weapon: {}", d.by_weapon[0].weapon));
        }
        lines.push(format!(
            "P(you win) {}; you keep {} HP on average when you win, after {} of your actions",
            quoted(x.map(|x| x.p_win), Some(&m.p_win)),
            quoted(
                x.and_then(|x| x.expected_hp_left_given_win),
                m.expected_hp_left_given_win.as_ref()
            ),
            quoted(
                x.and_then(|x| x.expected_player_turns_given_win),
                m.expected_player_turns_given_win.as_ref()
            ),
        ));
        if let Some(why) = &self.exact_unavailable {
            lines.push(format!("exact: {why}"));
        }
        if let Some(n) = self.offence_alone.expected_attacks_to_kill {
            lines.push(format!(
                "if it never fought back you would need {n:.2} actions on average"
            ));
        }
        lines.extend(d.notes.iter().map(|n| format!("note: {n}")));
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let x = self.exact.as_ref().map(|e| &e.quantities);
        let mut rows = duel_rows("the duel", x, &self.measured);
        for (k, &p) in self
            .offence_alone
            .p_killed_within_attacks
            .iter()
            .enumerate()
        {
            if [0, 1, 2, 4, 9, 19, 29].contains(&k) {
                rows.push(
                    Row::new(
                        "your attacks alone (it never fights back)",
                        "P(killed within k)",
                    )
                    .index(k + 1)
                    .label(format!("P(killed within {} actions)", k + 1))
                    .exact(p),
                );
            }
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let mut sections = crate::report::sections_of(&self.rows());
        if self.derived.by_weapon.len() > 1 {
            sections.push(Section {
                title: "by its weapon".into(),
                header: ["weapon", "probability", "P(you win)"]
                    .map(String::from)
                    .to_vec(),
                rows: self
                    .derived
                    .by_weapon
                    .iter()
                    .map(|w| {
                        vec![
                            w.weapon.clone(),
                            fmt_num(w.probability),
                            w.p_win.map_or("-".into(), fmt_num),
                        ]
                    })
                    .collect(),
            });
        }
        sections
    }
}

fn then_word(t: crate::dcss::offence::ranged::Then) -> &'static str {
    match t {
        crate::dcss::offence::ranged::Then::Melee => "melee",
        crate::dcss::offence::ranged::Then::Wait => "wait",
    }
}

/// "your attack takes 11 or 12 aut" from the delay law.
fn format_delay(law: &crate::dcss::law::ValueLaw<f64>) -> String {
    let values: Vec<String> = law.0.iter().map(|(v, _)| v.to_string()).collect();
    match values.len() {
        1 => format!("an attack takes {} aut", values[0]),
        _ => format!(
            "an attack takes {} aut ({:.2} on average)",
            values.join(" or "),
            law.mean()
        ),
    }
}

impl Content for DuelResult {
    fn kind(&self) -> &'static str {
        DuelKind::KEY
    }
}
