//! How a `dcss-speed` report reads, and its picture (the law of the monster's actions).

use mechanics::dcss::time::PlayerAction;

use super::result::DcssSpeedResult;
use super::run::DcssSpeed;
use super::spec::PursuitSpec;
use crate::error::SimError;
use crate::report::cells::{percent_words, significant};
use crate::report::figure::Figure;
use crate::report::{Content, Row, Section, View, sections_of};
use crate::scenario::Kind;
use crate::speed_counts::actions_figure;

impl View for DcssSpeedResult {
    /// "The monster acts 1.40 times per action of yours on average: twice or more in
    /// 40.0 % of your actions, three times or more in 0."
    fn answer(&self) -> Vec<String> {
        let x = &self.exact;
        vec![format!(
            "The monster acts {} times per action of yours on average: twice or more in {} \
             of your actions, three times or more in {}.",
            significant(x.mean_actions),
            percent_words(x.p_double),
            percent_words(x.p_triple)
        )]
    }

    fn headline(&self) -> Vec<String> {
        let s = &self.spec;
        let d = &self.derived;
        let action = match s.player_action {
            PlayerAction::Move { mv } => format!("moves (delay {mv} aut)"),
            PlayerAction::Wait => "waits".to_string(),
            PlayerAction::Attack { delay } => format!("attacks (delay {delay} aut)"),
        };
        let status = match (s.hasted, s.slowed) {
            (true, false) => ", hasted",
            (false, true) => ", slowed",
            (true, true) => ", hasted and slowed",
            (false, false) => "",
        };
        let pursuit = match s.pursuit {
            PursuitSpec::Off => String::new(),
            PursuitSpec::Jitter => "; the monster pursues out of reach (energy ±1)".into(),
            PursuitSpec::Adjacent | PursuitSpec::OpportunityAttack { .. } => {
                "; the monster pursues within reach (1/3 attack of opportunity)".into()
            }
        };
        let times = self
            .derived
            .action_time
            .iter()
            .filter(|(_, p)| *p > 0.0)
            .map(|(t, p)| format!("{t} aut {p:.3}"))
            .collect::<Vec<_>>()
            .join(", ");
        vec![
            format!(
                "monster: {}speed {}, {}{pursuit}",
                d.monster
                    .as_ref()
                    .map_or(String::new(), |m| format!("{m}, ")),
                d.monster_speed,
                if d.first_action_energy == d.later_action_energy {
                    format!("{} energy per action", d.first_action_energy)
                } else {
                    format!(
                        "{} energy for its first action each round, {} for later ones",
                        d.first_action_energy, d.later_action_energy
                    )
                }
            ),
            format!("player: {action}{status}; action time {times}"),
        ]
    }

    fn rows(&self) -> Vec<Row> {
        self.estimate
            .rows(&self.exact, "monster actions per player action")
    }

    fn sections(&self) -> Vec<Section> {
        // The percentiles of N stay in JSON and CSV.
        let rows: Vec<Row> = self
            .rows()
            .into_iter()
            .filter(|r| r.section != "percentiles")
            .collect();
        sections_of(&rows)
    }
}

impl Content for DcssSpeedResult {
    fn kind(&self) -> &'static str {
        DcssSpeed::KEY
    }

    /// The law of the monster's actions per player action: exact beside the estimate.
    fn figure(&self, _quantities: &[String]) -> Result<Option<Figure>, SimError> {
        Ok(Some(actions_figure(
            &format!(
                "DCSS: actions of a speed {} monster per player action",
                self.derived.monster_speed
            ),
            &self.exact.distribution,
            &self.estimate.estimated.values.distribution,
        )))
    }
}
