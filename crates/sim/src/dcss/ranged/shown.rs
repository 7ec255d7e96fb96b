//! Each attack a monster can make at range as the report lists it: its name, its kind, how
//! the data weighs it (a spell's frequency, a launcher's probability), whether the rules
//! model it and why not, and what the game shows for it (`docs/rules/dcss-0.31-ranged.md`
//! §2.9, §7.3, §10; `docs/rules/dcss-0.34-ranged.md` §2.9, §7.3, §10). Which one the monster
//! uses is its AI, which is not modelled.

use mechanics::dcss::display::Shown;
use mechanics::dcss::ranged::RangedAttack;
use mechanics::dcss::ranged::catalog::RangedWeapon;
use mechanics::dcss::ranged::options::RangedOption;
use mechanics::dcss::ranged::spells::DirectSpell;
use schemars::JsonSchema;
use serde::Serialize;

/// One attack of the monster's catalog (JSON `attacks`).
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct OptionSummary {
    /// Its name: "shortbow (arrow)", "javelin", "Iron Shot", "Pain".
    pub attack: String,
    /// `missile`, `beam`, `smiting`, `pain`, or `spell` for one that is not modelled.
    pub kind: &'static str,
    /// A spell slot's frequency field, as the monster data gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frequency: Option<i32>,
    /// A launcher's or throwable's probability in the monster's typical starting equipment.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub typical_probability: Option<f64>,
    /// Whether the rules model it (its section follows in `exact`).
    pub modelled: bool,
    /// Why not, when it is not modelled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// What the game shows for it: "about 57% to hit you" (a launcher; under dcss-0.34
    /// "undefined" where the game divides 0 by 0), "(3d28)" (a beam), "7-17" (Smiting),
    /// "(85%)" or, under dcss-0.34, "(85%,1d9)" (Pain).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shown: Option<String>,
    /// Under dcss-0.34, the Max Damage the monster's attack table shows for a shot or throw
    /// (one more than an archer can roll).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_damage_shown: Option<i32>,
}

/// `shown` and, when the attack table has one, its Max Damage, in words.
pub fn game_shows(shown: Option<&str>, max_damage: Option<i32>) -> Option<String> {
    match (shown, max_damage) {
        (Some(s), Some(m)) => Some(format!("{s}, Max Damage {m}")),
        (Some(s), None) => Some(s.to_string()),
        (None, Some(m)) => Some(format!("Max Damage {m}")),
        (None, None) => None,
    }
}

/// "about N% to hit you", or what the game does where its arithmetic is undefined.
pub fn to_hit_line(shown: Shown) -> String {
    match shown {
        Shown::Percent(p) => format!("about {p}% to hit you"),
        Shown::Undefined => "undefined (the game divides 0 by 0)".into(),
    }
}

/// The catalog line of a modelled attack.
pub fn describe(attack: &RangedAttack) -> OptionSummary {
    let mut max_damage_shown = None;
    let (attack, kind, shown) = match attack {
        RangedAttack::Missile(m) => {
            let name = match m.launcher() {
                Some(l) => format!("{} ({})", l.name, m.missile().name),
                None => m.missile().name.clone(),
            };
            max_damage_shown = m.display_max_damage();
            (name, "missile", m.display().map(to_hit_line))
        }
        RangedAttack::Beam(b) => {
            let (n, size) = b.displayed_dice();
            (
                b.spell().title.clone(),
                "beam",
                Some(format!("({n}d{size})")),
            )
        }
        RangedAttack::Direct(d) => {
            let kind = match d.kind() {
                DirectSpell::Smiting => "smiting",
                DirectSpell::Pain => "pain",
            };
            (d.spell().title.clone(), kind, Some(d.shown()))
        }
    };
    OptionSummary {
        attack,
        kind,
        frequency: None,
        typical_probability: None,
        modelled: true,
        reason: None,
        shown,
        max_damage_shown,
    }
}

impl OptionSummary {
    /// What the game shows, in words: the to-hit line or spell-list text, and under
    /// dcss-0.34 the attack table's Max Damage; `None` for nothing shown.
    pub fn game_shows(&self) -> Option<String> {
        game_shows(self.shown.as_deref(), self.max_damage_shown)
    }

    /// The catalog line of an attack the rules do not model, with the reason.
    pub fn not_modelled(option: &RangedOption) -> Self {
        let (attack, frequency, typical_probability, reason) = match option {
            RangedOption::Missile {
                weapon,
                typical_probability,
            } => (
                match weapon {
                    RangedWeapon::Launcher(l) => format!("{} ({})", l.name, l.ammo().name),
                    RangedWeapon::Thrown(m) => m.name.clone(),
                },
                None,
                Some(*typical_probability),
                String::new(),
            ),
            RangedOption::Spell { slot, modelled } => (
                slot.spell().title.clone(),
                Some(slot.freq),
                None,
                modelled
                    .as_ref()
                    .err()
                    .map(ToString::to_string)
                    .unwrap_or_default(),
            ),
        };
        OptionSummary {
            attack,
            kind: "spell",
            frequency,
            typical_probability,
            modelled: false,
            reason: Some(reason),
            shown: None,
            max_damage_shown: None,
        }
    }
}
