//! How an `ev` report reads: the build, its numbers, and the EV step by step.

use super::result::EvResult;
use super::run::Ev;
use crate::report::{Content, Row, Section, View};
use crate::scenario::Kind;

fn x100(v: i32) -> String {
    format!("{:.2}", f64::from(v) / 100.0)
}

fn delays(d: &[(i32, f64)]) -> String {
    d.iter()
        .filter(|(_, p)| *p > 0.0)
        .map(|(v, p)| format!("{v} aut: {p:.3}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl View for EvResult {
    fn headline(&self) -> Vec<String> {
        let (dex, strength) = self.stats;
        let mut gear = vec![
            self.body.unwrap_or("no body armour").to_string(),
            self.shield.unwrap_or("no shield").to_string(),
        ];
        gear.extend(self.aux.iter().cloned());
        let e = &self.encumbrance;
        let mut lines = Vec::new();
        if let (Some(c), Some(ev), Some(sh), Some(ok)) = (
            &self.character,
            self.ev_range,
            self.sh_range,
            self.matches_dump,
        ) {
            let range = |r: [i32; 2]| match r {
                [a, b] if a == b => a.to_string(),
                [a, b] => format!("{a}–{b}"),
            };
            // A drained character's dump shows `HP: 60/65 (66)`: the check compares the real
            // maximum (66), and says so.
            let (shown_hp, compared_hp) = match c.real_max_hp {
                Some(real) if real != c.max_hp => (
                    format!("max HP {real} (drained to {})", c.max_hp),
                    format!(
                        " (the dump's real maximum {real}, not the drained {})",
                        c.max_hp
                    ),
                ),
                _ => (format!("max HP {}", c.max_hp), String::new()),
            };
            lines.push(format!(
                "character: {} the {} {} (XL {}); the dump shows EV {}, SH {}, AC {}, {shown_hp}",
                c.name, c.species, c.background, c.xl, c.dump_ev, c.dump_sh, c.dump_ac
            ));
            let more = match (self.ac_range, self.max_hp_range) {
                (Some(ac), Some(hp)) => {
                    format!(", AC {}, max HP {}{compared_hp}", range(ac), range(hp))
                }
                _ => String::new(),
            };
            lines.push(format!(
                "recomputed over the hidden skill fractions: EV {}, SH {}{more}: {}",
                range(ev),
                range(sh),
                if ok {
                    "matches the dump"
                } else {
                    "does NOT match the dump"
                }
            ));
            lines.extend(self.dump_notes.iter().map(|n| format!("note: {n}")));
        }
        lines.extend([
            format!(
                "{} (Dex {dex}, Str {strength}), {}",
                self.species,
                gear.join(", ")
            ),
            format!("EV {}", self.ev),
            match (self.ac, self.gdr_percent, self.max_hp) {
                (Some(ac), Some(gdr), Some(hp)) => {
                    format!("AC {ac} (GDR {gdr}%), max HP {hp}")
                }
                _ => "AC and max HP: not modelled in a form".to_string(),
            },
            format!(
                "SH {} (internal {}), block limit {}",
                self.sh,
                self.sh_internal,
                self.block_limit.map_or("-".into(), |l| l.to_string())
            ),
            format!(
                "encumbrance: body ER {}, spell failure +{}, stealth -{}",
                e.body_er, e.spell_penalty, e.stealth_penalty
            ),
            format!("launcher delay +{}", delays(&e.launcher_delay)),
            format!("shield attack delay +{}", delays(&e.shield_attack_delay)),
        ]);
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let b = &self.breakdown;
        let e = &self.encumbrance;
        let mut rows: Vec<Row> = [
            ("ev", Some(self.ev)),
            ("sh", Some(self.sh)),
            ("sh_internal", Some(self.sh_internal)),
            ("ac", self.ac),
            ("gdr_percent", self.gdr_percent),
            ("max_hp", self.max_hp),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.map(|v| Row::new("defence", k).exact(f64::from(v))))
        .collect();
        for (k, v) in [
            ("base_x100", b.base_x100),
            ("dodge_raw_x100", b.dodge_raw_x100),
            ("dodge_adjusted_x100", b.dodge_adjusted_x100),
            ("body_penalty_x100", b.body_penalty_x100),
            ("aux_penalty_x100", b.aux_penalty_x100),
            ("shield_penalty_x100", b.shield_penalty_x100),
            ("natural_x100", b.natural_x100),
            ("flat_bonuses", b.flat_bonuses),
            ("final_x100", b.final_x100),
        ] {
            rows.push(Row::new("ev breakdown", k).exact(f64::from(v)));
        }
        for (k, v) in [
            ("body_er", e.body_er),
            ("spell_penalty", e.spell_penalty),
            ("stealth_penalty", e.stealth_penalty),
        ] {
            rows.push(Row::new("encumbrance", k).exact(f64::from(v)));
        }
        for (aut, p) in &e.launcher_delay {
            rows.push(
                Row::new("encumbrance", "launcher delay")
                    .index(*aut as usize)
                    .exact(*p),
            );
        }
        for (aut, p) in &e.shield_attack_delay {
            rows.push(
                Row::new("encumbrance", "shield attack delay")
                    .index(*aut as usize)
                    .exact(*p),
            );
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let b = &self.breakdown;
        let mut steps = vec![
            (
                format!("base 10 + size factor {}", b.size_factor),
                x100(b.base_x100),
            ),
            ("dodging (raw)".into(), x100(b.dodge_raw_x100)),
            (
                "dodging (after armour vs Str)".into(),
                format!("+{}", x100(b.dodge_adjusted_x100)),
            ),
            (
                "body armour penalty".into(),
                format!("-{}", x100(b.body_penalty_x100)),
            ),
        ];
        if b.aux_penalty_x100 != 0 {
            steps.push((
                "aux armour (barding) penalty".into(),
                format!("-{}", x100(b.aux_penalty_x100)),
            ));
        }
        steps.push((
            "shield penalty".into(),
            format!("-{}", x100(b.shield_penalty_x100)),
        ));
        steps.push(("natural EV".into(), x100(b.natural_x100)));
        steps.push(("flat bonuses".into(), format!("+{}", b.flat_bonuses)));
        steps.push(("EV (rounded up)".into(), b.rounded.to_string()));
        if b.constriction != 0 || b.unseen_attacker != 0 {
            steps.push((
                "situation".into(),
                (b.constriction + b.unseen_attacker).to_string(),
            ));
            steps.push(("EV against the attack".into(), b.ev.to_string()));
        }
        vec![Section {
            title: "EV step by step (docs/rules/dcss-0.31.md §4.1)".into(),
            header: vec!["step".into(), "EV".into()],
            rows: steps.into_iter().map(|(k, v)| vec![k, v]).collect(),
        }]
    }
}

impl Content for EvResult {
    fn kind(&self) -> &'static str {
        Ev::KEY
    }
}
