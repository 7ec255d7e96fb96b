//! One item as the equipment column prints it (`item-name.cc`, `docs/rules/monsters-and-dumps.md`
//! §4.2): `[melded ][the ][+N ][pair of ]<name>[ (<brand>)][ {<labels>}][ (curse)]`, read into
//! its kind, its base type, its enchantment and the artefact properties its labels state
//! (`docs/rules/dcss-artefacts.md` §2).

use mechanics::dcss::artefacts::{ArtefactProps, UnrandKind, unrandart};
use mechanics::dcss::data::{AUX_ARMOURS, SHIELDS_031, Slot, body_armour_table};
use mechanics::dcss::rules::RuleSet;

use super::{DumpItem, ItemKind};

/// The effects a plain (non-artefact) ring or amulet can have in a dump from 0.29 on
/// (`jewellery_effect_name`, `item-name.cc`), the retired ones included.
const JEWELLERY_EFFECTS: &[&str] = &[
    "protection",
    "protection from fire",
    "protection from cold",
    "protection from magic",
    "poison resistance",
    "positive energy",
    "slaying",
    "see invisible",
    "resist corrosion",
    "evasion",
    "stealth",
    "strength",
    "dexterity",
    "intelligence",
    "wizardry",
    "magical power",
    "flight",
    "willpower",
    "teleportation",
    "fire",
    "ice",
    "magic regeneration",
    "the acrobat",
    "guardian spirit",
    "faith",
    "reflection",
    "regeneration",
    "wildshape",
    "chemistry",
    "dissipation",
    "rage",
    "harm",
    "inaccuracy",
    "the gourmand",
    "nothing",
];

/// An item's printed name taken apart.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct ItemName {
    /// `melded ` in front: the item is melded into a form.
    pub melded: bool,
    /// The enchantment in front, if printed.
    pub plus: Option<i32>,
    /// The name without `the`, the enchantment, `pair of`, the brand, the labels and the
    /// curse mark, as printed (case kept).
    pub name: String,
    /// The words inside `{…}` and `(…)`: artefact properties, egos, brands, inscriptions.
    pub labels: Vec<String>,
}

impl ItemName {
    /// Takes a printed name apart.
    pub fn read(text: &str) -> Self {
        let mut rest = text.trim();
        let melded = rest.starts_with("melded ");
        rest = rest
            .trim_start_matches("melded ")
            .trim_start_matches("the ");
        let mut labels = Vec::new();
        let mut name = String::new();
        let mut chars = rest.chars().peekable();
        let mut quoted = false;
        while let Some(c) = chars.next() {
            let close = match c {
                '"' => {
                    quoted = !quoted;
                    None
                }
                '{' if !quoted => Some('}'),
                '(' if !quoted => Some(')'),
                _ => None,
            };
            let Some(close) = close else {
                name.push(c);
                continue;
            };
            let group: String = chars.by_ref().take_while(|&g| g != close).collect();
            labels.extend(
                group
                    .split([',', ' '])
                    .filter(|w| !w.is_empty())
                    .map(str::to_string),
            );
        }
        let words: Vec<&str> = name.split_whitespace().collect();
        let plus = words
            .first()
            .filter(|w| w.starts_with(['+', '-']) && w.len() > 1 && words.len() > 1)
            .and_then(|w| w.parse::<i32>().ok());
        let name = words[usize::from(plus.is_some())..].join(" ");
        let name = name.strip_prefix("pair of ").unwrap_or(&name).to_string();
        ItemName {
            melded,
            plus,
            name,
            labels,
        }
    }

    /// The artefact properties the labels state: `AC+3`, `EV-5`, `SH+2`, `HP+7`, `Str+3`,
    /// `Dex-4`, `Slay+4` (`docs/rules/dcss-artefacts.md` §2). The protection ego prints
    /// `AC+3` and adds the same.
    pub fn props(&self) -> ArtefactProps {
        let mut p = ArtefactProps::default();
        for label in &self.labels {
            let Some((key, value)) = numeric_label(label) else {
                continue;
            };
            match key {
                "AC" => p.ac += value,
                "EV" => p.ev += value,
                "SH" => p.sh += value,
                "HP" => p.hp += value,
                "Str" => p.strength += value,
                "Dex" => p.dex += value,
                "Slay" => p.slay += value,
                _ => {}
            }
        }
        p
    }

    /// The labels that are not among [`ItemName::props`].
    pub fn other_labels(&self) -> Vec<String> {
        self.labels
            .iter()
            .filter(|l| {
                !numeric_label(l).is_some_and(|(k, _)| {
                    matches!(k, "AC" | "EV" | "SH" | "HP" | "Str" | "Dex" | "Slay")
                })
            })
            .cloned()
            .collect()
    }

    /// The armour base type this item is, by the longest table name that starts it: the
    /// body armours of every release (0.32 renamed gold dragon scales golden).
    fn armour(&self) -> Option<(Slot, &'static str)> {
        let base = self.name.to_lowercase();
        RuleSet::ALL
            .into_iter()
            .flat_map(body_armour_table)
            .map(|b| (Slot::Body, b.name))
            .chain(SHIELDS_031.iter().map(|s| (Slot::Shield, s.name)))
            .chain(AUX_ARMOURS.iter().map(|a| (a.slot, a.name)))
            .filter(|(_, name)| starts_with_word(&base, name))
            .max_by_key(|(_, name)| name.len())
    }

    /// `ring …` or `amulet …`, and whether it is a plain one (`ring of <effect>` with an
    /// effect of the game's list, no labels).
    fn jewellery(&self) -> Option<(ItemKind, Option<String>)> {
        let lower = self.name.to_lowercase();
        let kind = if starts_with_word(&lower, "ring") {
            ItemKind::Ring
        } else if starts_with_word(&lower, "amulet") {
            ItemKind::Amulet
        } else {
            return None;
        };
        let plain = lower
            .split_once(" of ")
            .filter(|(_, effect)| JEWELLERY_EFFECTS.contains(effect))
            .map(|_| lower.clone());
        Some((kind, plain))
    }
}

/// `AC+3` → ("AC", 3); `Slay-2` → ("Slay", -2).
fn numeric_label(label: &str) -> Option<(&str, i32)> {
    let at = label.find(['+', '-'])?;
    let (key, value) = label.split_at(at);
    let value: i32 = value.parse().ok()?;
    (!key.is_empty() && key.chars().all(|c| c.is_ascii_alphabetic())).then_some((key, value))
}

/// Whether `text` starts with `word` as a whole word (an artefact's name may follow).
fn starts_with_word(text: &str, word: &str) -> bool {
    text.strip_prefix(word)
        .is_some_and(|after| after.is_empty() || after.starts_with([' ', '"', '\'']))
}

/// What an equipment row is, from its printed name (`docs/rules/monsters-and-dumps.md`
/// §4.2): an unrandart of the dump's release by its name; armour by its base type; a ring
/// or an amulet; a talisman; the weapon slot's item (the first row, which a Felid does not
/// have, and a Coglin's second weapon); a Coglin's gizmo; otherwise an item roguesim does
/// not know.
pub(super) fn classify(
    letter: Option<char>,
    text: &str,
    row: usize,
    rules: RuleSet,
    coglin: bool,
) -> DumpItem {
    let name = ItemName::read(text);
    let unrand = unrandart(rules, &name.name);
    let armour = match unrand {
        Some(u) if u.kind == UnrandKind::Armour => ItemName::read(&u.base).armour(),
        Some(_) => None,
        None => name.armour(),
    };
    let jewellery = match unrand {
        Some(u) if u.kind == UnrandKind::Jewellery => {
            ItemName::read(&u.base).jewellery().map(|(k, _)| (k, None))
        }
        Some(_) => None,
        None => name.jewellery(),
    };
    let lower = name.name.to_lowercase();
    let (kind, slot, base) = if let Some((slot, base)) = armour {
        (ItemKind::Armour, Some(slot), Some(base.to_string()))
    } else if let Some((kind, plain)) = jewellery {
        (kind, None, plain)
    } else if unrand.is_none() && lower.split_whitespace().any(|w| w == "talisman") {
        (ItemKind::Talisman, None, None)
    } else if unrand.is_some_and(|u| u.kind == UnrandKind::Weapon)
        || row == 0
        || (coglin && row == 1)
    {
        (ItemKind::Weapon, None, None)
    } else if coglin {
        (ItemKind::Gizmo, None, None)
    } else {
        (ItemKind::Unknown, None, None)
    };
    let artefact = unrand.is_some()
        || name.name.contains('"')
        || match kind {
            ItemKind::Ring | ItemKind::Amulet => base.is_none(),
            ItemKind::Armour => base
                .as_deref()
                .is_some_and(|b| !lower.eq_ignore_ascii_case(b)),
            _ => !name.props().is_none(),
        };
    DumpItem {
        letter,
        text: text.to_string(),
        kind,
        slot,
        base,
        plus: name.plus.or(unrand.and_then(|u| u.plus)).unwrap_or(0),
        melded: name.melded,
        artefact,
        unrandart: unrand.map(|u| u.name.clone()),
        props: name.props(),
        labels: name.other_labels(),
    }
}
