//! How a threat report reads: one screen of tables (`docs/rules/monsters-and-dumps.md` §5).

use super::quantities::ThreatDamage as Damage;
use super::result::ThreatResult;
use super::spec::ThreatAction;
use crate::dcss::named::{monster_headline, weapon_section};
use crate::dcss::shown::display_row;
use crate::report::cells::{percent_words, significant};
use crate::report::tables::{find, grid};
use crate::report::{Cell, Content, Row, Section, View, sections_of};
use crate::stats::Estimate;

impl View for ThreatResult {
    fn answer(&self) -> Vec<String> {
        let mut lines = vec![self.in_short()];
        if let Some(d) = &self.duel {
            let p = d
                .exact
                .as_ref()
                .map_or(d.measured.p_win.value(), |e| e.quantities.p_win);
            lines.push(format!(
                "Fighting back, you win {} of the duels.",
                percent_words(p)
            ));
        }
        lines
    }

    fn headline(&self) -> Vec<String> {
        let mut lines = self.derived.headline(self.rules);
        lines.truncate(1);
        lines.extend(monster_headline(&self.monster));
        let action = match self.player_action {
            ThreatAction::Attack => format!("you attack (delay {} aut) each turn", self.delay),
            ThreatAction::Wait => "you wait each turn".to_string(),
            ThreatAction::Move => format!(
                "you step away (delay {} aut) each turn and it follows",
                self.delay
            ),
        };
        lines.push(format!(
            "{}{}; {action}",
            self.monster.name,
            if self.count > 1 {
                format!(" ×{}", self.count)
            } else {
                String::new()
            }
        ));
        if self.attacks.is_empty() {
            lines.push(format!("the {} has no melee attacks", self.monster.name));
        }
        if let Some(r) = &self.ranged {
            lines.push(r.note.clone());
        }
        let x = &self.exact;
        lines.push(format!(
            "before you act again: {} blows land on average; 2 or more in {}",
            significant(x.mean_lands_before_you_act),
            percent_words(x.p_at_least_2_before_you_act)
        ));
        match (&self.damage, x.p_dead_within_turns.get(2), x.expected_turns_to_death) {
            (Some(Damage { hp: Some(hp), .. }), Some(p3), Some(t)) => lines.push(format!(
                "from {hp} HP: {} damage per melee round on average; dead within 3 of your turns in {}; {} turns to death on average",
                significant(self.damage.as_ref().map_or(0.0, |d| d.round_mean)),
                percent_words(*p3),
                significant(t)
            )),
            (Some(d), _, _) => {
                lines.push(match d.hp {
                    Some(hp) => format!(
                        "from {hp} HP: {} damage per melee round on average",
                        significant(d.round_mean)
                    ),
                    None => format!(
                        "{} damage per melee round on average (give --hp for how long you last)",
                        significant(d.round_mean)
                    ),
                });
                if let Some(why) = &d.exact_survival_unavailable {
                    lines.push(format!("survival: {why}"));
                }
            }
            (None, _, _) => lines.push(
                "damage and survival: give a build, a character dump, or --ac and --hp".into(),
            ),
        }
        lines.extend(super::duel::headline(
            self.duel.as_ref(),
            self.duel_unavailable.as_deref(),
        ));
        lines.extend(self.derived.character_lines());
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let (x, m) = (&self.exact, &self.measured);
        let mut rows = Vec::new();
        for (k, a) in self.attacks.iter().enumerate() {
            let section = format!("attack {} ({} {})", k + 1, a.kind, a.damage);
            for (name, e, p) in [
                ("P(land)", x.p_land_by_attack[k], m.p_land_by_attack[k]),
                ("P(block)", x.p_block_by_attack[k], m.p_block_by_attack[k]),
                ("P(miss)", x.p_miss_by_attack[k], m.p_miss_by_attack[k]),
            ] {
                rows.push(Row::new(&section, name).exact(e).estimate(p).unit("rounds"));
            }
            rows.push(display_row(&section, a.displayed_pct));
        }
        let dist =
            |rows: &mut Vec<Row>, section: &str, q: &str, e: &[f64], m: &[Estimate], unit| {
                for (i, (&e, &m)) in e.iter().zip(m).enumerate() {
                    if e > 0.0 || m.value() > 0.0 {
                        rows.push(
                            Row::new(section, q)
                                .index(i)
                                .label(format!("P({q} = {i})"))
                                .exact(e)
                                .estimate(m)
                                .unit(unit),
                        );
                    }
                }
            };
        dist(
            &mut rows,
            "one melee round",
            "blows landed",
            &x.round_lands,
            &m.round_lands,
            "rounds",
        );
        let time = "its actions during one of yours";
        dist(
            &mut rows,
            time,
            "actions",
            &x.actions_per_player_action,
            &m.actions_per_player_action,
            "your actions",
        );
        if let (Some(e), Some(p)) = (
            x.opportunity_attacks_per_action,
            m.opportunity_attacks_per_action,
        ) {
            rows.push(
                Row::new(time, "attacks of opportunity")
                    .exact(e)
                    .estimate(p)
                    .unit("your actions"),
            );
        }
        dist(
            &mut rows,
            time,
            "melee rounds",
            &x.melee_rounds_before_you_act,
            &m.melee_rounds_before_you_act,
            "your actions",
        );
        let before = "blows that land before you act again";
        rows.push(
            Row::new(before, "P(at least 2)")
                .exact(x.p_at_least_2_before_you_act)
                .estimate(m.p_at_least_2_before_you_act)
                .unit("your actions"),
        );
        rows.push(
            Row::new(before, "mean")
                .exact(x.mean_lands_before_you_act)
                .estimate(m.mean_lands_before_you_act)
                .unit("your actions"),
        );
        dist(
            &mut rows,
            before,
            "blows",
            &x.lands_before_you_act,
            &m.lands_before_you_act,
            "your actions",
        );
        if let Some(d) = &self.damage {
            let section = match (&d.drawn_ac, d.ac, d.gdr_percent) {
                (Some(drawn), _, _) => format!("damage after your {}", drawn.words()),
                (None, ac, gdr) => format!(
                    "damage after your AC {} (GDR {}%)",
                    ac.unwrap_or(0),
                    gdr.unwrap_or(0)
                ),
            };
            for (k, a) in d.per_attack.iter().enumerate() {
                rows.push(
                    Row::new(&section, format!("attack {} mean per attack", k + 1))
                        .exact(a.mean_per_attack),
                );
                rows.push(
                    Row::new(&section, format!("attack {} mean when it lands", k + 1))
                        .exact(a.mean_when_landed),
                );
            }
            rows.push(Row::new(&section, "mean per melee round").exact(d.round_mean));
            let last = match d.hp {
                Some(hp) => format!("how long you last from {hp} HP (no healing)"),
                None => "how long you last (no healing)".to_string(),
            };
            for (k, e) in m.p_dead_within_turns.iter().enumerate() {
                let mut row = Row::new(&last, "P(dead within k turns)")
                    .index(k + 1)
                    .label(format!("P(dead within {} turns)", k + 1))
                    .estimate(*e)
                    .unit("fights");
                if let Some(&x) = x.p_dead_within_turns.get(k) {
                    row = row.exact(x);
                }
                rows.push(row);
            }
            let mut row = Row::new(&last, "expected turns to death").unit("fights");
            if let Some(e) = x.expected_turns_to_death {
                row = row.exact(e);
            }
            if let Some(e) = m.expected_turns_to_death {
                row = row.estimate(e);
            }
            if row.exact.is_some() || row.point().is_some() {
                rows.push(row);
            }
        }
        if let Some(d) = &self.duel {
            let x = d.exact.as_ref().map(|e| &e.quantities);
            rows.extend(crate::dcss::duel::duel_rows(
                "the duel (you fight back, it was just placed)",
                x,
                &d.measured,
            ));
        }
        rows
    }

    /// One screen: its weapon, each attack of its round, what happens by k during one of
    /// your actions, the damage, how long you last, the duel, its attacks at range.
    fn sections(&self) -> Vec<Section> {
        let rows = self.rows();
        let mut sections = Vec::new();
        if !self.by_weapon.is_empty() {
            sections.push(weapon_section(
                &format!("its weapon (depth {})", self.monster.depth),
                &self.by_weapon,
            ));
        }
        sections.extend(self.attack_section(&rows));
        sections.push(self.by_k_section(&rows));
        let scalar: Vec<Row> = rows
            .iter()
            .filter(|r| {
                r.index.is_none()
                    && (r.section == TIME || r.section == BEFORE || r.section.starts_with("damage"))
            })
            .cloned()
            .collect();
        sections.extend(sections_of(&scalar));
        if let Some(last) = rows.iter().find(|r| r.quantity == DEAD_WITHIN) {
            let title = last.section.clone();
            let dead: Vec<&Row> = rows.iter().filter(|r| r.quantity == DEAD_WITHIN).collect();
            sections.push(
                grid(
                    &title,
                    "k",
                    dead.iter()
                        .map(|r| Cell::from(r.index.unwrap_or(0)))
                        .collect(),
                    &[(
                        "P(dead within k turns)",
                        dead.iter().map(|r| Some(*r)).collect(),
                    )],
                )
                .spread(),
            );
            let mean: Vec<Row> = rows
                .iter()
                .filter(|r| r.section == title && r.index.is_none())
                .cloned()
                .collect();
            sections.extend(sections_of(&mean));
        }
        if self.duel.is_some() {
            sections.extend(crate::dcss::duel::duel_sections(&rows, DUEL));
        }
        sections.extend(self.ranged.as_ref().map(|r| r.section()));
        sections
    }
}

/// The section of its actions during one of yours.
const TIME: &str = "its actions during one of yours";

/// The section of the blows that land before you act again.
const BEFORE: &str = "blows that land before you act again";

/// The quantity of P(dead within k turns).
const DEAD_WITHIN: &str = "P(dead within k turns)";

/// The section of the duel.
const DUEL: &str = "the duel (you fight back, it was just placed)";

impl ThreatResult {
    /// Each attack of its round as a row: its odds, and what the game shows for it.
    fn attack_section(&self, rows: &[Row]) -> Option<Section> {
        if self.attacks.is_empty() {
            return None;
        }
        let name = |k: usize, a: &super::quantities::ThreatAttack| {
            format!("attack {} ({} {})", k + 1, a.kind, a.damage)
        };
        let column = |q: &str| -> Vec<Option<&Row>> {
            self.attacks
                .iter()
                .enumerate()
                .map(|(k, a)| find(rows, &name(k, a), q, None))
                .collect()
        };
        let mut section = grid(
            "each attack of its round",
            "attack",
            self.attacks
                .iter()
                .enumerate()
                .map(|(k, a)| Cell::Text(format!("{} ({} {})", k + 1, a.kind, a.damage)))
                .collect(),
            &[
                ("lands", column("P(land)")),
                ("blocked", column("P(block)")),
                ("missed", column("P(miss)")),
            ],
        );
        section.header.insert(4, "shown".into());
        for (cells, a) in section.rows.iter_mut().zip(&self.attacks) {
            cells.insert(4, Cell::Text(a.displayed_pct.to_string()));
        }
        section
            .notes
            .insert(0, "shown: the to-hit % the game displays".into());
        Some(section)
    }

    /// What happens by k during one of your actions: blows in a round, its actions and
    /// melee rounds, the blows that land before you act again.
    fn by_k_section(&self, rows: &[Row]) -> Section {
        let x = &self.exact;
        let ks = [
            x.round_lands.len(),
            x.actions_per_player_action.len(),
            x.melee_rounds_before_you_act.len(),
            x.lands_before_you_act.len(),
        ]
        .into_iter()
        .max()
        .unwrap_or(0);
        let column = |section: &str, q: &str| -> Vec<Option<&Row>> {
            (0..ks).map(|k| find(rows, section, q, Some(k))).collect()
        };
        grid(
            "during one of your actions, by k",
            "k",
            (0..ks).map(Cell::from).collect(),
            &[
                ("in a round", column("one melee round", "blows landed")),
                ("its actions", column(TIME, "actions")),
                ("its rounds", column(TIME, "melee rounds")),
                ("before you act", column(BEFORE, "blows")),
            ],
        )
        .note(
            "in a round: P(k of its blows land in one melee round); its actions, its rounds: \
             P(it takes k actions, k melee rounds, during one of yours); before you act: \
             P(k blows land before you act again)",
        )
    }
}

impl Content for ThreatResult {
    fn kind(&self) -> &'static str {
        <super::Threat as crate::scenario::Kind>::KEY
    }
}

impl ThreatResult {
    /// The report in one sentence of plain words, before the details: "An orc knight hits
    /// you 61.0 % of the time; about 0.6 blows land before you act again; from 120 HP you
    /// last about 46 turns."
    fn in_short(&self) -> String {
        let x = &self.exact;
        let name = &self.monster.name;
        let who = if self.count > 1 {
            format!("Each of {} {name}s", self.count)
        } else if name.starts_with(|c: char| "aeiouAEIOU".contains(c)) {
            format!("An {name}")
        } else if name.starts_with(char::is_uppercase) {
            name.clone()
        } else {
            format!("A {name}")
        };
        let mut parts = Vec::new();
        if let Some(p) = x.p_land_by_attack.first() {
            parts.push(format!("{who} hits you {} of the time", percent_words(*p)));
        }
        parts.push(format!(
            "about {:.1} blows land before you act again",
            x.mean_lands_before_you_act
        ));
        let turns = x
            .expected_turns_to_death
            .or(self.measured.expected_turns_to_death.map(|e| e.value()));
        if let (Some(t), Some(hp)) = (turns, self.damage.as_ref().and_then(|d| d.hp)) {
            parts.push(format!("from {hp} HP you last about {t:.0} turns"));
        }
        format!("{}.", parts.join("; "))
    }
}
