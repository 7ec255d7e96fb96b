//! How a threat report reads: one screen of tables (`docs/rules/monsters-and-dumps.md` §5).

use super::quantities::ThreatDamage as Damage;
use super::result::ThreatResult;
use super::spec::ThreatAction;
use crate::dcss::named::{monster_headline, weapon_section};
use crate::dcss::shown::display_row;
use crate::report::{Content, Row, Section, View, fmt_num, sections_of};
use crate::stats::Estimate;

impl View for ThreatResult {
    fn headline(&self) -> Vec<String> {
        let mut lines = vec![self.in_short()];
        lines.extend(self.derived.headline(self.rules));
        lines.truncate(2);
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
            "before you act again: {:.3} blows land on average; P(at least 2) = {}",
            x.mean_lands_before_you_act,
            fmt_num(x.p_at_least_2_before_you_act)
        ));
        match (&self.damage, x.p_dead_within_turns.get(2), x.expected_turns_to_death) {
            (Some(Damage { hp: Some(hp), .. }), Some(p3), Some(t)) => lines.push(format!(
                "from {hp} HP: {:.3} damage per melee round on average; P(dead within 3 of your turns) = {}; {t:.2} turns to death on average",
                self.damage.as_ref().map_or(0.0, |d| d.round_mean),
                fmt_num(*p3)
            )),
            (Some(d), _, _) => {
                lines.push(match d.hp {
                    Some(hp) => format!(
                        "from {hp} HP: {:.3} damage per melee round on average",
                        d.round_mean
                    ),
                    None => format!(
                        "{:.3} damage per melee round on average (give --hp for how long you last)",
                        d.round_mean
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

    fn sections(&self) -> Vec<Section> {
        let mut sections = Vec::new();
        if !self.by_weapon.is_empty() {
            sections.push(weapon_section(
                &format!("its weapon (depth {})", self.monster.depth),
                &self.by_weapon,
            ));
        }
        sections.extend(sections_of(&self.rows()));
        sections.extend(self.ranged.as_ref().map(|r| r.section()));
        sections
    }
}

impl Content for ThreatResult {
    fn kind(&self) -> &'static str {
        <super::Threat as crate::scenario::Kind>::KEY
    }
}

impl ThreatResult {
    /// The report in one sentence of plain words, before the details: "in short: an orc
    /// knight hits you 61 % of the time; about 0.6 blows land before you act again; you
    /// last about 46 turns".
    fn in_short(&self) -> String {
        let x = &self.exact;
        let name = &self.monster.name;
        let who = if self.count > 1 {
            format!("each of {} {name}s", self.count)
        } else if name.starts_with(|c: char| "aeiouAEIOU".contains(c)) {
            format!("an {name}")
        } else if name.starts_with(char::is_uppercase) {
            name.clone()
        } else {
            format!("a {name}")
        };
        let mut parts = Vec::new();
        if let Some(p) = x.p_land_by_attack.first() {
            parts.push(format!("{who} hits you {:.0} % of the time", p * 100.0));
        }
        parts.push(format!(
            "about {:.1} blows land before you act again",
            x.mean_lands_before_you_act
        ));
        if let Some(t) = x.expected_turns_to_death {
            parts.push(format!("you last about {t:.0} turns"));
        }
        format!("in short: {}", parts.join("; "))
    }
}
