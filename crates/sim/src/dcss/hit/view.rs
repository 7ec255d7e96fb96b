//! How a hit report reads: its summary, its rows and its tables.

use super::result::HitResult;
use super::run::Hit;
use crate::dcss::named::{armament_name, weapon_section};
use crate::dcss::shown::display_row;
use crate::report::cells::percent_words;
use crate::report::{Content, Row, Section, View, sections_of};
use crate::scenario::Kind;
use crate::stats::{Estimate, Proportion};

impl View for HitResult {
    /// "Its attacks land 33.0 % of the time (the game shows 35 %); your shield blocks
    /// 40.5 % of them." (or, the player attacking, "You land …; its shield blocks …").
    fn answer(&self) -> Vec<String> {
        let shows = match self.display_pct.percent() {
            Some(p) => format!("the game shows {p} %"),
            None => "the game's display is undefined".into(),
        };
        let x = &self.exact;
        let mut line = match self.derived.player_attacks {
            Some(_) => format!(
                "You land {} of your attacks ({shows})",
                percent_words(x.p_land)
            ),
            None => format!(
                "Its attacks land {} of the time ({shows})",
                percent_words(x.p_land)
            ),
        };
        if self.shielded {
            let whose = match self.derived.player_attacks {
                Some(_) => "its",
                None => "your",
            };
            line += &format!(
                "; {whose} shield blocks {} of them",
                percent_words(x.p_block)
            );
        }
        vec![line + "."]
    }

    fn headline(&self) -> Vec<String> {
        let mut lines = self.derived.headline(self.shield_rules);
        if let Some(m) = &self.monster {
            lines.extend(crate::dcss::named::monster_headline(m));
        }
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let e = &self.estimate;
        let share = |count| Estimate::Proportion(Proportion::new(count, e.trials));
        let mut rows = vec![
            Row::new("attack", "P(hit)")
                .exact(self.exact.p_land)
                .estimate(share(e.landed))
                .unit("attacks"),
        ];
        if self.shielded {
            rows.push(
                Row::new("attack", "P(block)")
                    .exact(self.exact.p_block)
                    .estimate(share(e.blocked))
                    .unit("attacks"),
            );
            rows.push(Row::new("attack", "P(beat EV), shield aside").exact(self.exact.p_beat_ev));
        }
        rows.push(display_row("attack", self.display_pct));
        for w in self.exact.by_weapon.iter().flatten() {
            let section = format!("with {}", armament_name(w.weapon.as_deref(), w.plus));
            rows.push(Row::new(&section, "probability").exact(w.probability));
            rows.push(Row::new(&section, "P(hit)").exact(w.p_hit));
            rows.push(Row::new(&section, "to-hit").plain(f64::from(w.to_hit)));
            rows.push(display_row(&section, w.displayed_pct));
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        // What the game displays is in the answer; the weapons have their own table.
        let rows: Vec<Row> = self
            .rows()
            .into_iter()
            .filter(|r| !r.section.starts_with("with ") && !r.quantity.starts_with("game display"))
            .collect();
        let mut sections = sections_of(&rows);
        if let Some(by) = &self.exact.by_weapon {
            sections.push(weapon_section(
                "by weapon (the mixture above weighs these)",
                by,
            ));
        }
        sections
    }
}

impl Content for HitResult {
    fn kind(&self) -> &'static str {
        Hit::KEY
    }
}
