//! Which species can wear which item under DCSS 0.34.1: the slot system of 0.33
//! (`get_player_equip_slot_count`, `can_equip_item`, player-equip.cc:74-556), each refusal
//! with the game's own message (`docs/rules/dcss-0.34.md` §E2).
//!
//! An item needs one of its slot's alternatives with a non-zero count; the refusal is the
//! reason the last of them gave. Body armour and offhand items then check their fit against
//! the torso; aux items have no fit check any more; hard helmets have their own rule.

use super::{Item, Reason, Refusal};
use crate::dcss::data::{Size, Slot, Species};

/// A 0.34 equipment slot a build's armour can go into (`equipment-slot.h`,
/// `docs/rules/dcss-0.34.md` §E2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot034 {
    /// `SLOT_OFFHAND`.
    Offhand,
    /// `SLOT_WEAPON_OR_OFFHAND` (Coglin).
    WeaponOrOffhand,
    /// `SLOT_BODY_ARMOUR`.
    Body,
    /// `SLOT_HELMET` (helmets and hats).
    Helmet,
    /// `SLOT_GLOVES`.
    Gloves,
    /// `SLOT_BOOTS`.
    Boots,
    /// `SLOT_BARDING`.
    Barding,
    /// `SLOT_CLOAK` (cloaks and scarves).
    Cloak,
    /// `SLOT_HAUNTED_AUX` (Poltergeist): any helmet, hat, gloves, boots, cloak or scarf.
    HauntedAux,
}

impl Slot034 {
    /// The slot an item takes, and the flexible slots that can stand in for it, in the
    /// game's order (`_flex_slots`, player-equip.cc:273-319).
    pub fn alternatives(item: Item) -> &'static [Slot034] {
        use Slot034::*;
        match item {
            Item::Body(_) => &[Body],
            Item::Shield(_) => &[Offhand, WeaponOrOffhand],
            Item::Aux(a) if a.name == "barding" => &[Barding],
            Item::Aux(a) => match a.slot {
                Slot::Helmet => &[Helmet, HauntedAux],
                Slot::Gloves => &[Gloves, HauntedAux],
                Slot::Boots => &[Boots, HauntedAux],
                _ => &[Cloak, HauntedAux],
            },
        }
    }

    /// The slot's own name, as a refusal names it.
    pub fn name(self) -> &'static str {
        match self {
            Slot034::Offhand => "offhand",
            Slot034::WeaponOrOffhand => "weapon-or-offhand",
            Slot034::Body => "body armour",
            Slot034::Helmet => "helmet",
            Slot034::Gloves => "gloves",
            Slot034::Boots => "boots",
            Slot034::Barding => "barding",
            Slot034::Cloak => "cloak",
            Slot034::HauntedAux => "haunted aux",
        }
    }
}

/// How many items of `slot` the species has, and when none the game's reason
/// (`get_player_equip_slot_count`, player-equip.cc:74-270, `docs/rules/dcss-0.34.md` §E2).
/// A count of 0 without a reason leaves the previous alternative's reason standing.
pub fn slot_count(species: &Species, slot: Slot034, xl: i32) -> (u32, Option<String>) {
    let torso = species.torso_size;
    let m = &species.equipment.mutations;
    let t = &species.slots;
    let no_armour = species.equipment.no_armour;
    let none = |reason: String| (0, Some(reason));
    match slot {
        Slot034::Offhand if t.no_grasping => none("You can't hold anything in your paws.".into()),
        Slot034::Offhand => (u32::from(!t.wield_offhand), None),
        Slot034::WeaponOrOffhand => (u32::from(t.wield_offhand), None),
        Slot034::Body if t.formless => none("You can't haunt something so large.".into()),
        Slot034::Body if species.equipment.draconian => {
            let big = species.equipment.big_wings_from_xl > 0
                && xl >= species.equipment.big_wings_from_xl;
            none(format!(
                "Your wings{} won't fit in that.",
                if big {
                    ""
                } else {
                    ", even vestigial as they are,"
                }
            ))
        }
        Slot034::Body if t.octopode || no_armour => none("You can't wear armour!".into()),
        Slot034::Body => (1, None),
        Slot034::Helmet if t.formless => none("You don't have a head.".into()),
        Slot034::Helmet if no_armour => none("That is much too large for your head.".into()),
        Slot034::Helmet if m.horns >= 3 => {
            none("You can't wear any headgear with your large horns!".into())
        }
        Slot034::Helmet if m.antennae >= 3 => {
            none("You can't wear any headgear with your large antennae!".into())
        }
        Slot034::Helmet => (1, None),
        Slot034::Gloves if t.formless => none("You don't have hands.".into()),
        Slot034::Gloves if torso <= Size::Little => {
            none(format!("Those are too big for your {}.", t.hands))
        }
        Slot034::Gloves if torso >= Size::Large => {
            none(format!("Those are too small for your {}.", t.hands))
        }
        Slot034::Gloves if t.octopode || no_armour => {
            none(format!("Those can't fit on your {}.", t.hands))
        }
        Slot034::Gloves if m.claws >= 3 => {
            none(format!("Those can't fit over your huge {}.", t.hands))
        }
        Slot034::Gloves => (1 + u32::from(t.quadrumanous), None),
        Slot034::Boots if species.equipment.barding || t.formless => {
            none("You don't have any feet!".into())
        }
        Slot034::Boots if torso <= Size::Little => {
            none(format!("Those are too big for your {}.", t.feet))
        }
        Slot034::Boots if torso >= Size::Large => {
            none(format!("Those are too small for your {}.", t.feet))
        }
        Slot034::Boots if t.octopode || no_armour => none("You can't wear boots.".into()),
        Slot034::Boots if m.talons >= 3 => none("Your talons can't fit into boots.".into()),
        Slot034::Boots if m.float => none("You have no feet!".into()),
        Slot034::Boots => (1, None),
        Slot034::Barding if species.equipment.barding => (1, None),
        Slot034::Barding => none("You can't fit into that!".into()),
        Slot034::Cloak if t.formless => none("You don't have any shoulders.".into()),
        Slot034::Cloak if t.octopode || no_armour => none("You can't wear that.".into()),
        Slot034::Cloak => (1, None),
        Slot034::HauntedAux => (if t.formless { 6 } else { 0 }, None),
    }
}

/// A 0.34 refusal: the item, why, and the game's message (`docs/rules/dcss-0.34.md` §E2).
pub type Refusal034 = Refusal<String>;

/// `can_equip_item` for one item at 0.34.1, in the game's order (`docs/rules/dcss-0.34.md`
/// §E2): a slot among the item's alternatives, then the torso fit of body armour and offhand
/// items, then the hard-helmet rule.
///
/// ```
/// use mechanics::dcss::data::{aux_armour, species_in};
/// use mechanics::dcss::equipment::{Item, can_wear_034};
/// use mechanics::dcss::rules::RuleSet;
///
/// let sp = |n| species_in(RuleSet::Dcss034, n);
/// let helmet = Item::Aux(aux_armour("helmet")?);
/// assert_eq!(can_wear_034(sp("tengu")?, helmet, 1).unwrap_err().message, "You can't fit that over your beak.");
/// assert!(can_wear_034(sp("poltergeist")?, helmet, 1).is_ok());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn can_wear_034(species: &Species, item: Item, xl: i32) -> Result<(), Refusal034> {
    let refuse = |reason, message: String| {
        Err(Refusal {
            item,
            reason,
            message,
        })
    };
    let mut last = None;
    let mut found = false;
    for &slot in Slot034::alternatives(item) {
        let (count, reason) = slot_count(species, slot, xl);
        if count > 0 {
            found = true;
            break;
        }
        if reason.is_some() {
            last = reason;
        }
    }
    if !found {
        return refuse(Reason::NoSlot, last.unwrap_or_default());
    }
    let torso = species.torso_size;
    if let Item::Body(_) | Item::Shield(_) = item {
        let (min, max) = item.fits();
        if torso < min {
            return refuse(Reason::TooBig, "That is too large for you to equip!".into());
        }
        if torso > max {
            return refuse(
                Reason::TooSmall,
                "That is too small for you to equip!".into(),
            );
        }
    }
    if matches!(item, Item::Aux(a) if a.hard) {
        let m = &species.equipment.mutations;
        let message = if torso >= Size::Large {
            Some("This helmet is too small for your head.")
        } else if torso <= Size::Little {
            Some("This helmet is too large for your head.")
        } else if species.equipment.draconian {
            Some("You can't wear that with your reptilian head.")
        } else if species.slots.octopode {
            Some("Your can't wear that!")
        } else if m.horns > 0 {
            Some("You can't fit that over your horns.")
        } else if m.antennae > 0 {
            Some("You can't fit that over your antennae.")
        } else if m.beak > 0 {
            Some("You can't fit that over your beak.")
        } else {
            None
        };
        if let Some(message) = message {
            return refuse(Reason::HardHelmet, message.into());
        }
    }
    Ok(())
}

/// How many aux pieces of each kind the species can wear at once, as
/// `(kinds, capacity)` constraints: each kind's own slot count, plus the haunted slots any of
/// helmet, gloves, boots and cloak may overflow into (`docs/rules/dcss-0.34.md` §E2). Returns
/// the first slot whose pieces do not fit, with the pieces given and the most allowed.
pub fn aux_overflow(
    species: &Species,
    xl: i32,
    pieces: impl Iterator<Item = Item>,
) -> Option<(Slot034, u32, u32)> {
    use Slot034::*;
    let mut wanted: Vec<(Slot034, u32)> = Vec::new();
    for item in pieces {
        let slot = Slot034::alternatives(item)[0];
        match wanted.iter_mut().find(|(s, _)| *s == slot) {
            Some((_, n)) => *n += 1,
            None => wanted.push((slot, 1)),
        }
    }
    let mut haunted = slot_count(species, HauntedAux, xl).0;
    for (slot, n) in wanted {
        let own = slot_count(species, slot, xl).0;
        let spill = n.saturating_sub(own);
        let pool = if slot == Barding { 0 } else { haunted };
        if spill > pool {
            return Some((slot, n, own + pool));
        }
        if slot != Barding {
            haunted -= spill;
        }
    }
    None
}
