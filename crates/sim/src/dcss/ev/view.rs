//! How an `ev` report reads: the build, its numbers, and the EV step by step.

use super::result::{EvNumbers, EvResult, Numbers031, Numbers034};
use super::run::Ev;
use crate::dcss::shown::x100;
use crate::report::{Cell, Content, Row, Section, View};
use crate::scenario::Kind;

fn delays(d: &[(i32, f64)]) -> String {
    d.iter()
        .filter(|(_, p)| *p > 0.0)
        .map(|(v, p)| format!("{v} aut: {p:.3}"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl View for EvResult {
    /// "You have EV 38, SH 5 and AC 12 as the game shows them, and 121 max HP."; with a
    /// dump, its numbers and whether the rules give the same.
    fn answer(&self) -> Vec<String> {
        let (ev, sh, ac, hp) = match &self.numbers {
            EvNumbers::Dcss031(n) => (n.ev, n.sh, n.ac, n.max_hp),
            EvNumbers::Dcss034(n) => (
                n.drawn.ev_display,
                n.drawn.sh_display,
                n.ac.as_ref().map(|a| a.ac_display),
                n.max_hp,
            ),
        };
        // With a dump, its numbers: they include the statuses of the moment (a revved
        // gizmo's AC) that the build's own numbers leave out.
        let line = match (&self.character, self.matches_dump) {
            (Some(c), Some(ok)) => format!(
                "You have EV {}, SH {}, AC {} and {} max HP, as the dump shows; {}",
                c.dump_ev,
                c.dump_sh,
                c.dump_ac,
                c.real_max_hp.unwrap_or(c.max_hp),
                if ok {
                    "roguesim recomputes the same."
                } else {
                    "roguesim recomputes otherwise (see below)."
                }
            ),
            _ => {
                let mut line = match ac {
                    Some(ac) => {
                        format!("You have EV {ev}, SH {sh} and AC {ac} as the game shows them")
                    }
                    None => format!("You have EV {ev} and SH {sh} as the game shows them"),
                };
                if let Some(hp) = hp {
                    line += &format!(", and {hp} max HP");
                }
                line + "."
            }
        };
        let mut lines = vec![line];
        if let EvNumbers::Dcss034(n) = &self.numbers
            && n.drawn.ev_law.0.len() > 1
        {
            lines.push(format!(
                "Your EV is kept as {}: each attack meets EV {}.",
                x100(n.drawn.ev_x100),
                n.drawn.ev_law.words()
            ));
        }
        lines
    }

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
        lines.push(format!(
            "{} (Dex {dex}, Str {strength}), {}",
            self.species,
            gear.join(", ")
        ));
        lines.extend(match &self.numbers {
            EvNumbers::Dcss031(n) => lines_031(n),
            EvNumbers::Dcss034(n) => lines_034(n),
        });
        lines.extend([
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
        let e = &self.encumbrance;
        let mut rows = match &self.numbers {
            EvNumbers::Dcss031(n) => rows_031(n),
            EvNumbers::Dcss034(n) => rows_034(n),
        };
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
        vec![match &self.numbers {
            EvNumbers::Dcss031(n) => steps_031(n),
            EvNumbers::Dcss034(n) => steps_034(n),
        }]
    }
}

/// The summary lines of dcss-0.31 numbers.
fn lines_031(n: &Numbers031) -> Vec<String> {
    vec![
        format!("EV {}", n.ev),
        match (n.ac, n.gdr_percent, n.max_hp) {
            (Some(ac), Some(gdr), Some(hp)) => format!("AC {ac} (GDR {gdr}%), max HP {hp}"),
            _ => "AC and max HP: not modelled in a form".to_string(),
        },
        format!(
            "SH {} (internal {}), block limit {}",
            n.sh,
            n.sh_internal,
            n.block_limit.map_or("-".into(), |l| l.to_string())
        ),
    ]
}

/// The summary lines of dcss-0.34 numbers: the hundredths, what the game shows and the laws.
fn lines_034(n: &Numbers034) -> Vec<String> {
    let d = &n.drawn;
    vec![
        d.ev_words(),
        match (&n.ac, n.max_hp) {
            (Some(ac), Some(hp)) => format!("{}, max HP {hp}", ac.words()),
            _ => "AC and max HP: not modelled in a form".to_string(),
        },
        format!("{}, block limit {}", d.sh_words(), n.block_limit),
    ]
}

/// The rows of dcss-0.31 numbers.
fn rows_031(n: &Numbers031) -> Vec<Row> {
    let b = &n.breakdown;
    let mut rows: Vec<Row> = [
        ("ev", Some(n.ev)),
        ("sh", Some(n.sh)),
        ("sh_internal", Some(n.sh_internal)),
        ("ac", n.ac),
        ("gdr_percent", n.gdr_percent),
        ("max_hp", n.max_hp),
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
    rows
}

/// The rows of dcss-0.34 numbers: the hundredths, the displays, each law by value.
fn rows_034(n: &Numbers034) -> Vec<Row> {
    let d = &n.drawn;
    let mut rows: Vec<Row> = [
        ("ev_x100", Some(d.ev_x100)),
        ("ev_display", Some(d.ev_display)),
        ("sh_x100", Some(d.sh_x100)),
        ("sh_display", Some(d.sh_display)),
        ("block_limit", i32::try_from(n.block_limit).ok()),
        ("ac_x100", n.ac.as_ref().map(|a| a.ac_x100)),
        ("ac_display", n.ac.as_ref().map(|a| a.ac_display)),
        ("max_hp", n.max_hp),
    ]
    .into_iter()
    .filter_map(|(k, v)| v.map(|v| Row::new("defence", k).exact(f64::from(v))))
    .collect();
    let laws = [
        ("EV per attack", Some(&d.ev_law)),
        ("internal SH per block roll", Some(&d.sh_internal_law)),
        ("AC per use", n.ac.as_ref().map(|a| &a.ac_law)),
        ("GDR % per landed hit", n.ac.as_ref().map(|a| &a.gdr_law)),
    ];
    for (quantity, law) in laws {
        for (&v, &p) in law.into_iter().flat_map(|l| l.0.iter()) {
            rows.push(
                Row::new("laws", quantity)
                    .label(format!("P({quantity} = {v})"))
                    .exact(p),
            );
        }
    }
    let b = &n.breakdown_034;
    for (k, v) in [
        ("base_x100", b.base_x100),
        ("dodge_raw_x100", b.dodge_raw_x100),
        ("dodge_adjusted_x100", b.dodge_adjusted_x100),
        ("body_penalty_x100", b.body_penalty_x100),
        ("aux_penalty_x100", b.aux_penalty_x100),
        ("shield_penalty_x100", b.shield_penalty_x100),
        ("natural_x100", b.natural_x100),
        ("temp_mods", b.temp_mods),
        ("final_x100", b.final_x100),
    ] {
        rows.push(Row::new("ev breakdown", k).exact(f64::from(v)));
    }
    rows
}

/// The 0.31 EV step by step (`docs/rules/dcss-0.31.md` §4.1).
fn steps_031(n: &Numbers031) -> Section {
    let b = &n.breakdown;
    let mut steps = vec![
        (
            format!("base 10 + size factor {}", b.size_factor),
            x100_031(b.base_x100),
        ),
        ("dodging (raw)".into(), x100_031(b.dodge_raw_x100)),
        (
            "dodging (after armour vs Str)".into(),
            format!("+{}", x100_031(b.dodge_adjusted_x100)),
        ),
        (
            "body armour penalty".into(),
            format!("-{}", x100_031(b.body_penalty_x100)),
        ),
    ];
    if b.aux_penalty_x100 != 0 {
        steps.push((
            "aux armour (barding) penalty".into(),
            format!("-{}", x100_031(b.aux_penalty_x100)),
        ));
    }
    steps.push((
        "shield penalty".into(),
        format!("-{}", x100_031(b.shield_penalty_x100)),
    ));
    steps.push(("natural EV".into(), x100_031(b.natural_x100)));
    steps.push(("flat bonuses".into(), format!("+{}", b.flat_bonuses)));
    steps.push(("EV (rounded up)".into(), b.rounded.to_string()));
    if b.constriction != 0 || b.unseen_attacker != 0 {
        steps.push((
            "situation".into(),
            (b.constriction + b.unseen_attacker).to_string(),
        ));
        steps.push(("EV against the attack".into(), b.ev.to_string()));
    }
    steps_section("EV step by step (docs/rules/dcss-0.31.md §4.1)", steps)
}

/// The table of EV `steps`, each a label and its value as the step writes it.
fn steps_section(title: &str, steps: Vec<(String, String)>) -> Section {
    Section::new(title, ["step", "EV"]).rows(
        steps
            .into_iter()
            .map(|(k, v)| vec![Cell::Text(k), Cell::Text(v)]),
    )
}

/// The 0.31 report's two-decimal form of a ×100 value (`6.17`), as it always printed it.
fn x100_031(v: i32) -> String {
    format!("{:.2}", f64::from(v) / 100.0)
}

/// The 0.34 EV step by step, in hundredths (`docs/rules/dcss-0.34.md` §4.1).
fn steps_034(n: &Numbers034) -> Section {
    let b = &n.breakdown_034;
    let signed = |v: i32| match v {
        v if v < 0 => x100(v),
        v => format!("+{}", x100(v)),
    };
    // A penalty is taken off: `-6.40`, `-0.00`.
    let penalty = |v: i32| format!("-{}", x100(v));
    let mut steps = vec![
        (
            format!("base 10 + size factor {}", b.size_factor),
            x100(b.base_x100),
        ),
        ("dodging (raw)".into(), x100(b.dodge_raw_x100)),
        (
            "dodging (after armour vs Str)".into(),
            signed(b.dodge_adjusted_x100),
        ),
        ("body armour penalty".into(), penalty(b.body_penalty_x100)),
    ];
    if b.aux_penalty_x100 != 0 {
        steps.push((
            "aux armour (barding) penalty".into(),
            penalty(b.aux_penalty_x100),
        ));
    }
    steps.push(("shield penalty".into(), penalty(b.shield_penalty_x100)));
    if b.form_x100 != 0 {
        steps.push(("form".into(), signed(b.form_x100)));
    }
    if b.base_mods != 0 {
        steps.push((
            "permanent modifiers (rings, mutations)".into(),
            signed(b.base_mods * 100),
        ));
    }
    if b.statue {
        steps.push(("Statue form".into(), "×4/5".into()));
    }
    steps.push(("natural EV".into(), x100(b.natural_x100)));
    if b.halved {
        steps.push((
            "caught or petrifying: halved".into(),
            x100(b.natural_x100 / 2),
        ));
    }
    if b.merfolk_bonus_x100 != 0 {
        steps.push((
            "in water (Nimble Swimmer)".into(),
            signed(b.merfolk_bonus_x100),
        ));
    }
    if b.temp_mods != 0 {
        steps.push(("temporary modifiers".into(), signed(b.temp_mods * 100)));
    }
    if let Some(cap) = b.helpless_cap_x100 {
        steps.push(("helpless: capped at".into(), x100(cap)));
    }
    steps.push(("EV (kept ×100)".into(), x100(b.final_x100)));
    steps.push(("the game shows (truncated)".into(), b.shown.to_string()));
    steps.push((
        "each attack draws (random rounding)".into(),
        n.drawn.ev_law.words(),
    ));
    if b.unseen_attacker != 0 {
        steps.push(("unseen attacker, after the draw".into(), "-10".into()));
    }
    steps_section("EV step by step (docs/rules/dcss-0.34.md §4.1)", steps)
}

impl Content for EvResult {
    fn kind(&self) -> &'static str {
        Ev::KEY
    }
}
