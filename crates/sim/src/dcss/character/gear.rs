//! The equipment column of the dump's resistance block (`output.cc:2027-2107`,
//! `docs/rules/monsters-and-dumps.md` §4.1, §4.2): one row per slot in the game's order
//! (weapon, offhand, body, helmet, cloak, gloves, boots, amulet, rings; an Octopode's rows
//! leave out the slots it cannot use and hold eight rings), each `<letter> - <item>` or
//! `(no <slot>)`. Armour is mapped onto roguesim's tables by its base type; what the EV and
//! SH model reads from the rest (rings of evasion, amulets of reflection, artefact EV and
//! SH) is collected with a note for each source.

use mechanics::dcss::data::{self, AUX_ARMOURS, BODY_ARMOURS, SHIELDS_031, Slot, Species};

use super::lines::{Lines, shorten};
use super::{CharacterDump, DumpError, DumpItem};

const BLOCK: &str = "expected the resistance and equipment block 'rFire   . . .        a - <weapon>' after the stats block";

/// What a row of the equipment column holds by its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RowSlot {
    Weapon,
    Armour(Slot),
    Jewellery,
}

/// The rows of the column in the game's order (`e_order`, `output.cc:707-714`). Species with
/// more than two arms (the Octopode, in 0.31) get no row for a slot they cannot use, and
/// eight ring rows.
fn row_order(species: &Species) -> Vec<RowSlot> {
    let many_arms = species.name == "Octopode";
    let armour = [
        Slot::Shield,
        Slot::Body,
        Slot::Helmet,
        Slot::Cloak,
        Slot::Gloves,
        Slot::Boots,
    ]
    .into_iter()
    .filter(|s| !many_arms || !species.equipment.banned_slots.contains(s))
    .map(RowSlot::Armour);
    let jewellery = 1 + if many_arms { 8 } else { 2 };
    std::iter::once(RowSlot::Weapon)
        .chain(armour)
        .chain(std::iter::repeat_n(RowSlot::Jewellery, jewellery))
        .collect()
}

/// The right column of a line: `Some(Some(item))` for `<letter> - <item>`, `Some(None)` for
/// an empty slot (`(no shield)`, `(helmet restricted)`, `  - Unarmed`), `None` when the line
/// has no right column.
fn right_column(line: &str) -> Option<Option<&str>> {
    line.char_indices()
        .filter(|&(at, _)| at >= 8 && line[..at].ends_with(' '))
        .find_map(|(at, _)| {
            let rest = line[at..].trim_end();
            let mut chars = rest.chars();
            let letter = chars.next()?;
            if letter.is_ascii_alphabetic() && chars.as_str().starts_with(" - ") {
                Some(Some(&chars.as_str()[3..]))
            } else if (rest.starts_with('(') && rest.ends_with(')')) || rest.starts_with("- ") {
                Some(None)
            } else {
                None
            }
        })
}

/// Whether `text` starts with `word` as a whole word (an artefact's quoted name may follow).
fn starts_with_word(text: &str, word: &str) -> bool {
    text.strip_prefix(word)
        .is_some_and(|after| after.is_empty() || after.starts_with([' ', '"', '\'']))
}

/// An item's printed name taken apart: `[melded ][the ][+N ]<base and name>[ {props}]`.
#[derive(Clone, Debug, PartialEq)]
struct ItemName {
    melded: bool,
    plus: Option<i32>,
    /// Lowercase, without the plus and the braces.
    base: String,
    /// The words inside `{…}`: artefact properties and inscriptions.
    props: Vec<String>,
}

impl ItemName {
    fn read(text: &str) -> Self {
        let mut rest = text.trim();
        let melded = rest.starts_with("melded ");
        rest = rest
            .trim_start_matches("melded ")
            .trim_start_matches("the ");
        let (name, props) = match rest.split_once('{') {
            Some((name, props)) => (name, props.split('}').next().unwrap_or(props)),
            None => (rest, ""),
        };
        let mut name = name.trim();
        let plus = name.split_once(' ').and_then(|(first, after)| {
            let plus = (first.starts_with(['+', '-']) && first.len() > 1)
                .then(|| first.parse::<i32>().ok())
                .flatten()?;
            name = after;
            Some(plus)
        });
        ItemName {
            melded,
            plus,
            base: name.trim().to_lowercase(),
            props: props
                .split([',', ' '])
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect(),
        }
    }

    /// Whether the base starts with `word` as a whole word.
    fn starts_with_word(&self, word: &str) -> bool {
        starts_with_word(&self.base, word)
    }

    /// The armour base type this item is, by the longest table name that starts it
    /// (`pair of` is left out for gloves and boots).
    fn armour(&self) -> Option<(Slot, &'static str)> {
        let base = self.base.strip_prefix("pair of ").unwrap_or(&self.base);
        BODY_ARMOURS
            .iter()
            .map(|b| (Slot::Body, b.name))
            .chain(SHIELDS_031.iter().map(|s| (Slot::Shield, s.name)))
            .chain(AUX_ARMOURS.iter().map(|a| (a.slot, a.name)))
            .filter(|(_, name)| starts_with_word(base, name))
            .max_by_key(|(_, name)| name.len())
    }

    /// A ring or an amulet, by its name.
    fn is_jewellery(&self) -> bool {
        self.starts_with_word("ring") || self.starts_with_word("amulet")
    }

    /// The artefact EV and SH among the properties, and the other properties.
    fn ev_sh(&self) -> (i32, i32, Vec<&str>) {
        let (mut ev, mut sh, mut other) = (0, 0, Vec::new());
        for p in &self.props {
            let value = |label: &str| p.strip_prefix(label).and_then(|v| v.parse::<i32>().ok());
            if let Some(v) = value("EV") {
                ev += v;
            } else if let Some(v) = value("SH") {
                sh += v;
            } else {
                other.push(p.as_str());
            }
        }
        (ev, sh, other)
    }
}

/// The worn items the column lists.
#[derive(Debug)]
pub(super) struct Gear {
    /// The wielded item as printed.
    pub weapon: Option<String>,
    /// Body armour.
    pub body: Option<DumpItem>,
    /// Shield or orb.
    pub shield: Option<DumpItem>,
    /// Cloak, helmet, gloves, boots or barding.
    pub aux: Vec<DumpItem>,
    /// Amulet and rings as printed.
    pub jewellery: Vec<String>,
}

impl Gear {
    /// Puts an armour item in its slot; a second item for a slot is an error at line `n`.
    fn wear(&mut self, n: usize, item: DumpItem) -> Result<(), DumpError> {
        let worn = [&self.body, &self.shield]
            .into_iter()
            .flatten()
            .chain(&self.aux)
            .find(|w| w.slot == item.slot);
        if let Some(worn) = worn {
            let what = format!(
                "a second {} ('{}' and '{}')",
                item.slot.name(),
                worn.text,
                item.text
            );
            return Err(DumpError::new(n, what, "expected one item per slot"));
        }
        match item.slot {
            Slot::Body => self.body = Some(item),
            Slot::Shield => self.shield = Some(item),
            _ => self.aux.push(item),
        }
        Ok(())
    }
}

/// The closest names of roguesim's table for an armour slot, for an error.
fn closest(slot: Slot, base: &str) -> String {
    let unknown = match slot {
        Slot::Body => data::body_armour(base).err(),
        Slot::Shield => data::shield(base).err(),
        _ => data::aux_armour(base).err(),
    };
    unknown.map_or_else(String::new, |e| {
        format!(" (closest: {})", e.closest.join(", "))
    })
}

/// Reads the resistance and equipment block, up to the blank line after it.
pub(super) fn read(lines: &mut Lines, species: &Species) -> Result<Gear, DumpError> {
    let (n, first) = lines.peek_expecting(BLOCK)?;
    if !first.starts_with("rFire") {
        let what = format!("no equipment block ('{}')", shorten(first.trim()));
        return Err(DumpError::new(n, what, BLOCK));
    }
    let order = row_order(species);
    let mut gear = Gear {
        weapon: None,
        body: None,
        shield: None,
        aux: Vec::new(),
        jewellery: Vec::new(),
    };
    let mut row = 0;
    while let Some((n, line)) = lines.peek().filter(|(_, l)| !l.trim().is_empty()) {
        lines.take();
        let Some(cell) = right_column(line) else {
            continue;
        };
        let at = order.get(row).copied().unwrap_or(RowSlot::Jewellery);
        row += 1;
        let Some(text) = cell else {
            continue;
        };
        let name = ItemName::read(text);
        match (at, name.armour()) {
            (RowSlot::Weapon, _) => gear.weapon = Some(text.to_string()),
            (_, Some((slot, base))) => gear.wear(
                n,
                DumpItem {
                    slot,
                    name: base.to_string(),
                    plus: name.plus.unwrap_or(0),
                    text: text.to_string(),
                    melded: name.melded,
                },
            )?,
            (RowSlot::Jewellery, None) => gear.jewellery.push(text.to_string()),
            (RowSlot::Armour(_), None) if name.is_jewellery() => {
                gear.jewellery.push(text.to_string())
            }
            (RowSlot::Armour(slot), None) => {
                return Err(DumpError::new(
                    n,
                    format!("unknown {} '{}'", slot.name(), shorten(text)),
                    format!(
                        "expected a {} base type roguesim's tables know{}",
                        slot.name(),
                        closest(slot, &name.base)
                    ),
                ));
            }
        }
    }
    Ok(gear)
}

/// What the worn items add to EV and SH in the model, and a note for each source
/// (`docs/rules/monsters-and-dumps.md` §4.2).
pub(super) struct Effects {
    /// Σ of the pluses of the rings of evasion.
    pub ring_evasion: i32,
    /// Σ of the artefacts' `EV±N`.
    pub artefact_ev: i32,
    /// Σ of the artefacts' `SH±N`.
    pub artefact_sh: i32,
    /// An amulet of reflection is worn.
    pub reflection: bool,
    /// One note per source, used or left out.
    pub notes: Vec<String>,
}

/// Collects the EV and SH sources of the worn items (melded armour does not count).
pub(super) fn effects(dump: &CharacterDump) -> Effects {
    let mut e = Effects {
        ring_evasion: 0,
        artefact_ev: 0,
        artefact_sh: 0,
        reflection: false,
        notes: Vec::new(),
    };
    let armour = [&dump.body, &dump.shield]
        .into_iter()
        .flatten()
        .chain(&dump.aux);
    let melded: Vec<&str> = armour
        .clone()
        .filter(|a| a.melded)
        .map(|a| a.text.as_str())
        .collect();
    if !melded.is_empty() {
        e.notes.push(format!(
            "melded into a form, so left out: {}; the form itself (its size and EV bonus) is not in the model",
            melded.join(", ")
        ));
    }
    let worn = dump
        .weapon
        .iter()
        .map(String::as_str)
        .chain(armour.filter(|a| !a.melded).map(|a| a.text.as_str()))
        .chain(dump.jewellery.iter().map(String::as_str));
    let mut ignored = Vec::new();
    for text in worn {
        let name = ItemName::read(text);
        let (ev, sh, other) = name.ev_sh();
        if ev != 0 {
            e.artefact_ev += ev;
            e.notes.push(format!(
                "artefact EV{ev:+} of '{text}' counted (bonuses.artefact)"
            ));
        }
        if sh != 0 {
            e.artefact_sh += sh;
            e.notes.push(format!(
                "artefact SH{sh:+} of '{text}' counted (extra_sh.artefact)"
            ));
        }
        if !other.is_empty() {
            ignored.push(format!("{} on '{}'", other.join(" "), name.base));
        }
    }
    for text in &dump.jewellery {
        jewellery_effect(&ItemName::read(text), text, &mut e);
    }
    if !ignored.is_empty() {
        e.notes.push(format!(
            "artefact properties and inscriptions with no EV or SH effect in the model (artefact Str and Dex are already in the dump's stats): {}",
            ignored.join("; ")
        ));
    }
    e
}

/// What one ring or amulet adds, or the note that the model reads nothing from it.
fn jewellery_effect(name: &ItemName, text: &str, e: &mut Effects) {
    if name.starts_with_word("ring of evasion") {
        let plus = name.plus.unwrap_or(0);
        e.ring_evasion += plus;
        e.notes.push(format!(
            "ring of evasion {plus:+} counted (bonuses.ring_evasion)"
        ));
    } else if name.starts_with_word("amulet of reflection") {
        e.reflection = true;
        e.notes
            .push("amulet of reflection counted: +5 SH (extra_sh.reflection)".into());
    } else if name.starts_with_word("ring of protection") {
        e.notes.push(format!("'{text}' changes AC only"));
    } else if name.starts_with_word("amulet of the acrobat") {
        e.notes.push(format!(
            "'{text}': +15 EV after moving or waiting, which the model leaves out and the dump's EV may include"
        ));
    } else if name.ev_sh().0 == 0 && name.ev_sh().1 == 0 {
        e.notes
            .push(format!("'{text}': no EV or SH effect in the model"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mechanics::dcss::data::species;

    #[test]
    fn right_column_cells() {
        assert_eq!(
            right_column("rFire   . . .        a - +2 broad axe"),
            Some(Some("+2 broad axe"))
        );
        assert_eq!(right_column("rCorr   .            (no gloves)"), Some(None));
        assert_eq!(right_column("rFire   . . .          - Unarmed"), Some(None));
        assert_eq!(
            right_column("SInv    .            (helmet restricted)"),
            Some(None)
        );
        assert_eq!(right_column("MPRegen 0.08/turn"), None);
        assert_eq!(
            right_column("                     h - +4 ring of evasion"),
            Some(Some("+4 ring of evasion"))
        );
    }

    #[test]
    fn item_names() {
        let n = ItemName::read("melded +2 pair of boots {rF+, EV+3}");
        assert!(n.melded);
        assert_eq!((n.plus, n.base.as_str()), (Some(2), "pair of boots"));
        assert_eq!(n.armour(), Some((Slot::Boots, "boots")));
        assert_eq!(n.ev_sh(), (3, 0, vec!["rF+"]));
        let n = ItemName::read("+0 troll leather armour");
        assert_eq!(n.armour(), Some((Slot::Body, "troll leather armour")));
        let n = ItemName::read("the +3 scale mail \"Ajax\" {rN+ SH+2 Slay+3}");
        assert_eq!(n.armour(), Some((Slot::Body, "scale mail")));
        assert_eq!(n.ev_sh(), (0, 2, vec!["rN+", "Slay+3"]));
        assert_eq!(ItemName::read("-1 kite shield").plus, Some(-1));
        assert_eq!(
            ItemName::read("orb of light").armour(),
            Some((Slot::Shield, "orb"))
        );
        assert_eq!(ItemName::read("+5 Maxwell's patent armour").armour(), None);
        assert!(ItemName::read("amulet of reflection").is_jewellery());
        assert!(!ItemName::read("+1 ringmail").is_jewellery());
    }

    #[test]
    fn octopodes_have_eight_rings_and_no_body_row() {
        let op = row_order(species("octopode").unwrap());
        assert_eq!(op.len(), 1 + 2 + 9);
        assert!(!op.contains(&RowSlot::Armour(Slot::Body)));
        let hu = row_order(species("human").unwrap());
        assert_eq!(
            hu[..3],
            [
                RowSlot::Weapon,
                RowSlot::Armour(Slot::Shield),
                RowSlot::Armour(Slot::Body)
            ]
        );
        assert_eq!(hu.len(), 10);
    }

    #[test]
    fn rows_map_by_base_type_and_position() {
        let text = "rFire   . . .        a - +0 club\n\
                    rCold   . . .        (no shield)\n\
                    rNeg    . . .        b - melded +1 robe\n\
                    rPois   .            c - +0 hat\n\
                    rElec   .            (no cloak)\n\
                    rCorr   .            (no gloves)\n\
                    SInv    .            (no boots)\n\
                    Will    ++...        d - macabre finger necklace\n\
                    Stlth   ++++......   e - +3 ring of evasion\n";
        let g = read(&mut Lines::new(text), species("human").unwrap()).unwrap();
        assert_eq!(g.weapon.as_deref(), Some("+0 club"));
        assert!(
            g.body
                .as_ref()
                .is_some_and(|b| b.melded && b.name == "robe")
        );
        assert_eq!(
            g.jewellery,
            ["macabre finger necklace", "+3 ring of evasion"]
        );
        let twice = text.replace("(no cloak)", "e - +1 hat");
        let e = read(&mut Lines::new(&twice), species("human").unwrap()).unwrap_err();
        assert_eq!(e.line, 5);
        assert!(
            e.to_string()
                .contains("a second helmet ('+0 hat' and '+1 hat')"),
            "{e}"
        );
        let unknown = text.replace("(no gloves)", "f - +2 gauntlets of the Fox");
        let e = read(&mut Lines::new(&unknown), species("human").unwrap()).unwrap_err();
        assert_eq!(e.line, 6);
        assert!(
            e.to_string()
                .starts_with("line 6: unknown gloves '+2 gauntlets of the Fox'"),
            "{e}"
        );
        let e = read(
            &mut Lines::new("Will    ++...\n"),
            species("human").unwrap(),
        )
        .unwrap_err();
        assert!(
            e.to_string().starts_with("line 1: no equipment block"),
            "{e}"
        );
    }
}
