//! The wielded weapon as a character dump prints it ("+2 long sword of flaming", `"Foo" +3
//! rapier {elec, rF+}`, "+0 staff of air") read into the weapon type, its plus and the brand
//! the offence rules cover (`docs/rules/dcss-0.31-player-attack.md` §3.4, §3.6, §9;
//! `docs/rules/monsters-and-dumps.md` §4.1), and the dump's skill for a weapon type.

use mechanics::dcss::player_attack::Brand;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::weapons::{self, WeaponType};

/// The wielded weapon, read from the dump's text.
#[derive(Clone, Debug, PartialEq)]
pub struct Wielded {
    /// The weapon type.
    pub weapon: &'static WeaponType,
    /// Its enchantment (0 for a magical staff, whose plus the attack ignores).
    pub plus: i32,
    /// Its brand, when the rules cover it.
    pub brand: Option<Brand>,
    /// A brand the rules do not cover, by the name the dump gives it: the weapon fights as
    /// unbranded (`docs/rules/dcss-0.31-player-attack.md` §9).
    pub ignored_brand: Option<String>,
}

/// The ego names and inscription abbreviations of the brands the rules cover.
const BRANDS: [(&str, Brand); 8] = [
    ("flaming", Brand::Flaming),
    ("flame", Brand::Flaming),
    ("freezing", Brand::Freezing),
    ("freeze", Brand::Freezing),
    ("electrocution", Brand::Electrocution),
    ("elec", Brand::Electrocution),
    ("speed", Brand::Speed),
    ("heavy", Brand::Heavy),
];

/// The egos the rules leave out, as the dump names them (`of venom`, `{drain}`).
const OTHER_BRANDS: [&str; 22] = [
    "venom",
    "draining",
    "drain",
    "vorpal",
    "protection",
    "protect",
    "holy wrath",
    "holy",
    "pain",
    "antimagic",
    "distortion",
    "distort",
    "chaos",
    "vampirism",
    "vamp",
    "spectral",
    "reaping",
    "penetration",
    "acid",
    "foul flame",
    "valour",
    "rebuke",
];

/// Reads the wielded item `text` under `rules`' weapon table: a leading article and the
/// enchantment, the longest weapon name it contains, and the brand from `of <ego>` or the
/// `{…}` inscription. `Err` says why it is not a melee weapon roguesim knows.
///
/// ```
/// use mechanics::dcss::player_attack::Brand;
/// use mechanics::dcss::rules::RuleSet;
/// use roguesim::dcss::offence::read_wielded;
///
/// let w = read_wielded("+2 long sword of flaming", RuleSet::Dcss031).unwrap();
/// assert_eq!((w.weapon.name.as_str(), w.plus, w.brand), ("long sword", 2, Some(Brand::Flaming)));
/// let w = read_wielded("the -1 great sword \"Oof\" {vamp, Str+3}", RuleSet::Dcss031).unwrap();
/// assert_eq!((w.weapon.name.as_str(), w.plus, w.brand), ("great sword", -1, None));
/// assert_eq!(w.ignored_brand.as_deref(), Some("vamp"));
/// assert!(read_wielded("+0 shortbow", RuleSet::Dcss031).is_err());
/// ```
pub fn read_wielded(text: &str, rules: RuleSet) -> Result<Wielded, String> {
    let lower = text.trim().to_lowercase();
    let mut rest = lower.as_str();
    for article in ["a ", "an ", "the "] {
        if let Some(r) = rest.strip_prefix(article) {
            rest = r;
        }
    }
    let plus = rest
        .split_whitespace()
        .find_map(|w| {
            let digits = w.strip_prefix(['+', '-'])?;
            let n: i32 = digits.parse().ok()?;
            Some(if w.starts_with('-') { -n } else { n })
        })
        .unwrap_or(0);
    let (inscription, body) = match (rest.find('{'), rest.rfind('}')) {
        (Some(open), Some(close)) if close > open => {
            (&rest[open + 1..close], rest[..open].to_string())
        }
        _ => ("", rest.to_string()),
    };
    let weapon = weapons::all_in(rules)
        .iter()
        .filter(|w| contains_word(&body, &w.name))
        .max_by_key(|w| w.name.len())
        .ok_or_else(|| {
            format!(
                "'{}' names no weapon of {rules}'s table: give the weapon's fields instead",
                text.trim()
            )
        })?;
    if weapon.launcher {
        return Err(format!(
            "'{}' is a launcher, whose melee bash is not modelled: give the weapon's fields \
             instead",
            text.trim()
        ));
    }
    let staff = body.contains("staff of");
    let ego = body
        .split(" of ")
        .nth(1)
        .map(|e| e.split(['"', '(']).next().unwrap_or("").trim().to_string());
    let labels: Vec<String> = inscription
        .split(',')
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    let named: Vec<String> = ego.into_iter().chain(labels).collect();
    let brand = named
        .iter()
        .find_map(|n| BRANDS.iter().find(|(b, _)| n == b).map(|(_, brand)| *brand));
    let ignored = if brand.is_some() || staff {
        None
    } else {
        named
            .iter()
            .find(|n| OTHER_BRANDS.contains(&n.as_str()))
            .cloned()
    };
    Ok(Wielded {
        weapon,
        plus: if staff { 0 } else { plus },
        brand: if staff { None } else { brand },
        ignored_brand: ignored,
    })
}

/// Whether `name` occurs in `text` as whole words.
fn contains_word(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + name.len()..].chars().next();
        let edge = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() && c != '\'');
        edge(before) && edge(after)
    })
}

/// The name a dump's Skills section gives the skill a weapon trains ("Long Blades",
/// "Maces & Flails"; `skill_name`, skills.cc).
pub fn skill_name(weapon: &WeaponType) -> &'static str {
    match weapon.skill.as_str() {
        "SK_SHORT_BLADES" => "Short Blades",
        "SK_LONG_BLADES" => "Long Blades",
        "SK_AXES" => "Axes",
        "SK_MACES_FLAILS" => "Maces & Flails",
        "SK_POLEARMS" => "Polearms",
        "SK_STAVES" => "Staves",
        "SK_RANGED_WEAPONS" => "Ranged Weapons",
        "SK_SLINGS" => "Slings",
        "SK_BOWS" => "Bows",
        "SK_CROSSBOWS" => "Crossbows",
        _ => "Unarmed Combat",
    }
}
