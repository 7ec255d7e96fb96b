//! How a duel report reads: should you fight it? (`docs/rules/dcss-0.31-player-attack.md`
//! §11).

use super::result::{DuelQuantities, DuelResult};
use super::run::DuelKind;
use crate::report::cells::{percent_words, significant};
use crate::report::tables::{find, grid, telling_rows};
use crate::report::{Cell, Content, Row, Section, View, sections_of};
use crate::scenario::Kind;
use crate::stats::Estimate;

/// The tables of the duel's rows in `section` ([`duel_rows`]): the outcome, then who is dead
/// within k of your turns as one table by k, the turns where the fight's end moves
/// ([`telling_rows`]) unless `--all`.
pub fn duel_sections(rows: &[Row], section: &str) -> Vec<Section> {
    let mine: Vec<Row> = rows
        .iter()
        .filter(|r| r.section == section)
        .cloned()
        .collect();
    let outcome: Vec<Row> = mine.iter().filter(|r| r.index.is_none()).cloned().collect();
    let mut sections = sections_of(&outcome);

    let ks: Vec<usize> = mine
        .iter()
        .filter(|r| r.quantity == IT_DEAD)
        .filter_map(|r| r.index)
        .collect();
    if !ks.is_empty() {
        let column = |q: &str| -> Vec<Option<&Row>> {
            ks.iter()
                .map(|&k| find(&mine, section, q, Some(k)))
                .collect()
        };
        let value = |r: Option<&Row>| r.and_then(|r| r.exact.or(r.point())).unwrap_or(0.0);
        let over: Vec<f64> = column(IT_DEAD)
            .into_iter()
            .zip(column(YOU_DEAD))
            .map(|(it, you)| value(it) + value(you))
            .collect();
        let keep = telling_rows(&over);
        sections.push(
            grid(
                &format!("{section}: who is dead within k of your turns"),
                "k",
                ks.iter().map(|&k| Cell::from(k)).collect(),
                &[
                    ("it is dead", column(IT_DEAD)),
                    ("you are dead", column(YOU_DEAD)),
                ],
            )
            .keep(keep),
        );
    }
    sections
}

/// The quantity of P(the monster is dead within k of your turns).
const IT_DEAD: &str = "P(it is dead within k of your turns)";

/// The quantity of P(you are dead within k of your turns).
const YOU_DEAD: &str = "P(you are dead within k of your turns)";

/// The duel's rows: its outcome laws, each exact value beside its estimate, and who is dead
/// within k of your turns for every k.
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
        rows.push(
            row(
                "your actions to kill it, when you win",
                x.and_then(|x| x.expected_player_turns_given_win),
                p,
                "fights won",
            )
            .label("actions (if you win)"),
        );
    }
    if let Some(p) = m.expected_hp_left_given_win {
        rows.push(
            row(
                "HP you keep, when you win",
                x.and_then(|x| x.expected_hp_left_given_win),
                p,
                "fights won",
            )
            .label("HP kept (if you win)"),
        );
    }
    for (k, (&pm, &pp)) in m
        .p_monster_dead_within_turns
        .iter()
        .zip(&m.p_player_dead_within_turns)
        .enumerate()
    {
        rows.push(
            row(
                IT_DEAD,
                x.map(|x| x.p_monster_dead_within_turns[k]),
                pm,
                "fights",
            )
            .index(k + 1)
            .label(format!("P(it is dead within {} turns)", k + 1)),
        );
        rows.push(
            row(
                YOU_DEAD,
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
    /// "You win 99.5 % of the time and keep about 84 of your 121 HP; it takes you about 8
    /// attacks."
    fn answer(&self) -> Vec<String> {
        let x = self.exact.as_ref().map(|e| &e.quantities);
        let m = &self.measured;
        let value = |exact: Option<f64>, estimate: Option<&Estimate>| {
            exact.or(estimate.map(Estimate::value))
        };
        let p = value(x.map(|x| x.p_win), Some(&m.p_win)).unwrap_or(0.0);
        let mut line = format!("You win {} of the time", percent_words(p));
        let hp = value(
            x.and_then(|x| x.expected_hp_left_given_win),
            m.expected_hp_left_given_win.as_ref(),
        );
        let turns = value(
            x.and_then(|x| x.expected_player_turns_given_win),
            m.expected_player_turns_given_win.as_ref(),
        );
        if let Some(hp) = hp {
            line += &format!(
                " and keep about {hp:.0} of your {} HP{}",
                self.derived.player.hp,
                if p < 0.5 { " when you do" } else { "" }
            );
        }
        if let Some(t) = turns {
            line += &format!(
                "; it takes you about {t:.0} attack{}",
                if t.round() == 1.0 { "" } else { "s" }
            );
        }
        vec![line + "."]
    }

    fn headline(&self) -> Vec<String> {
        let d = &self.derived;
        let p = &d.player;
        let weapon = match d.by_weapon.len() {
            1 => d.by_weapon[0].weapon.clone(),
            n => format!(
                "{n} weapons, most likely {} ({})",
                d.by_weapon[0].weapon,
                percent_words(d.by_weapon[0].probability)
            ),
        };
        let wielding = match (&d.ranged, &p.weapon) {
            (Some(r), _) => format!(
                "{} ({} damage per 10 aut{})",
                r.attack,
                significant(r.damage_per_10_aut),
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
            (None, Some(w)) => format!("{:+} {w}", p.weapon_plus),
            (None, None) => "unarmed".into(),
        };
        let mut lines = vec![
            format!(
                "you: {}{}{}, HP {}, EV {}, AC {}; {}",
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
                "{}: {} HP on average ({}–{}), AC {}, EV {}{}, speed {}; {weapon}",
                d.monster,
                significant(d.monster_hp[1]),
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
        if let Some(why) = &self.exact_unavailable {
            lines.push(format!("exact: {why}"));
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
            rows.push(
                Row::new(ALONE, KILLED_WITHIN)
                    .index(k + 1)
                    .label(format!("P(killed within {} actions)", k + 1))
                    .exact(p),
            );
        }
        rows
    }

    /// The outcome, then who is dead within k of your turns beside your attacks alone, the
    /// turns where the fight's end moves unless `--all`, then its weapons (the likeliest unless
    /// `--all`): one screen.
    fn sections(&self) -> Vec<Section> {
        let rows = self.rows();
        let mut sections = duel_sections(&rows, "the duel");
        if let Some(by_k) = sections
            .last_mut()
            .filter(|s| s.header.first().is_some_and(|h| h == "k"))
        {
            let alone: Vec<Option<f64>> =
                by_k.rows
                    .iter()
                    .map(|cells| match cells.first() {
                        Some(Cell::Int(k)) => find(&rows, ALONE, KILLED_WITHIN, Some(*k as usize))
                            .and_then(|r| r.exact),
                        _ => None,
                    })
                    .collect();
            by_k.header.insert(3, "alone".into());
            for (cells, p) in by_k.rows.iter_mut().zip(alone) {
                cells.insert(3, p.map_or(Cell::Missing, Cell::Prob));
            }
            by_k.notes.insert(
                0,
                "alone: P(your attacks alone kill it within k actions, if it never fought back)"
                    .into(),
            );
        }
        if self.derived.by_weapon.len() > 1 {
            sections.push(
                Section::new("by its weapon", ["weapon", "chance", "P(you win)"])
                    .rows(self.derived.by_weapon.iter().map(|w| {
                        vec![
                            Cell::Text(w.weapon.clone()),
                            Cell::Prob(w.probability),
                            w.p_win.map_or(Cell::Missing, Cell::Prob),
                        ]
                    }))
                    .note("chance: that it holds the weapon")
                    .keep((0..self.derived.by_weapon.len().min(SHOWN_WEAPONS)).collect()),
            );
        }
        sections
    }
}

/// The weapons a duel's table shows by default, the likeliest first (`--all`: every one),
/// so that a duel fits one screen.
const SHOWN_WEAPONS: usize = 5;

/// The section of your attacks alone.
const ALONE: &str = "your attacks alone (it never fights back)";

/// The quantity of P(your attacks alone kill it within k actions).
const KILLED_WITHIN: &str = "P(killed within k)";

/// What you do when your MP or missiles run out, in a word.
fn then_word(t: crate::dcss::offence::ranged::Then) -> &'static str {
    match t {
        crate::dcss::offence::ranged::Then::Melee => "melee",
        crate::dcss::offence::ranged::Then::Wait => "wait",
    }
}

/// "an attack takes 11 or 12 aut" from the delay law.
fn format_delay(law: &crate::dcss::law::ValueLaw<f64>) -> String {
    let values: Vec<String> = law.0.iter().map(|(v, _)| v.to_string()).collect();
    format!("an attack takes {} aut", values.join(" or "))
}

impl Content for DuelResult {
    fn kind(&self) -> &'static str {
        DuelKind::KEY
    }
}
