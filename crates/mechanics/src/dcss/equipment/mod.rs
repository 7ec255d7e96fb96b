//! Which species can wear which item: the game's `can_wear_armour` checks in the game's
//! order, each refusal with the game's own message (`item-use.cc:1704-1918`,
//! `docs/rules/dcss-0.31-equipment.md` §2, §5); the 0.34 slot system in
//! [`can_wear_034`] (`docs/rules/dcss-0.34.md` §E2).
//!
//! Not modelled here, because a build has no weapon, no Ru sacrifices and no Demonspawn
//! facets: the offhand item against a two-handed weapon, `MUT_MISSING_HAND`, Lear's
//! hauberk and the facets' refusals (`docs/rules/dcss-0.31-equipment.md` §3 notes).

use crate::dcss::data::{AuxArmour, BodyArmour, Shield, Size, Slot, Species};

mod v034;

pub use v034::{Refusal034, Slot034, aux_overflow, can_wear_034, slot_count};

/// An item a build can wear (`docs/rules/dcss-0.31-equipment.md` §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// Body armour.
    Body(&'static BodyArmour),
    /// A shield or an orb.
    Shield(&'static Shield),
    /// A cloak, scarf, gloves, helmet, hat, boots or barding.
    Aux(&'static AuxArmour),
}

impl Item {
    /// The item's name as the game spells it.
    pub fn name(self) -> &'static str {
        match self {
            Item::Body(b) => b.name,
            Item::Shield(s) => s.name,
            Item::Aux(a) => a.name,
        }
    }

    /// The slot it takes.
    pub fn slot(self) -> Slot {
        match self {
            Item::Body(_) => Slot::Body,
            Item::Shield(_) => Slot::Shield,
            Item::Aux(a) => a.slot,
        }
    }

    fn fits(self) -> (Size, Size) {
        match self {
            Item::Body(b) => b.fits,
            Item::Shield(s) => s.fits,
            Item::Aux(a) => a.fits,
        }
    }

    fn is(self, name: &str) -> bool {
        self.name() == name
    }
}

/// Why the game refuses an item, by the letters of the reason key
/// (`docs/rules/dcss-0.31-equipment.md` §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// N: `MUT_NO_ARMOUR` (Felid).
    NoArmour,
    /// B, W: the species bans the slot (Octopode, Draconian body armour).
    BannedSlot,
    /// D: barding without `SPF_BARDING`.
    NoBarding,
    /// C, F, T, H, K, A: an innate mutation blocks the item.
    Mutation,
    /// S+: the torso is smaller than the item's smallest fit.
    TooBig,
    /// S−: the torso is larger than the item's largest fit.
    TooSmall,
    /// L: boots on a species with barding.
    BootsOnBarding,
    /// R, O: a hard helmet on a Draconian or an Octopode (0.34: also a large or little
    /// torso, horns, antennae or a beak).
    HardHelmet,
    /// 0.34: every slot the item could go into has a count of 0 (`docs/rules/dcss-0.34.md`
    /// §E2).
    NoSlot,
}

/// A refusal: the item, the reason and the message the game prints
/// (`docs/rules/dcss-0.31-equipment.md` §3, §5); the 0.34 messages are built from the
/// species' names for its hands and feet, so they are `String`s ([`Refusal034`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal<M = &'static str> {
    /// The refused item.
    pub item: Item,
    /// Why.
    pub reason: Reason,
    /// The game's message, word for word.
    pub message: M,
}

const CANNOT_WEAR: &str = "You can't wear that!";

/// `can_wear_armour` for one item, in the game's check order
/// (`docs/rules/dcss-0.31-equipment.md` §2): no armour at all, barding, banned slots,
/// mutations, size against the torso, boots on a barded species, hard helmets. `xl`
/// picks the Black Draconian's message (its wings grow at XL 14).
///
/// ```
/// use mechanics::dcss::data::{body_armour, species};
/// use mechanics::dcss::equipment::{Item, can_wear};
///
/// let plate = Item::Body(body_armour("plate")?.unwrap());
/// let refusal = can_wear(species("red draconian")?, plate, 1).unwrap_err();
/// assert_eq!(refusal.message, "You can't wear that!");
/// assert!(can_wear(species("human")?, plate, 1).is_ok());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn can_wear(species: &Species, item: Item, xl: i32) -> Result<(), Refusal> {
    let refuse = |reason, message| {
        Err(Refusal {
            item,
            reason,
            message,
        })
    };
    let eq = &species.equipment;
    if eq.no_armour {
        // The wear command stops first (`item-use.cc:945-948`).
        return refuse(Reason::NoArmour, "You can't wear anything.");
    }
    if item.is("barding") {
        // Barding is decided before the slot bans (`item-use.cc:1680-1689`) and skips every
        // later check (`:1738-1746`).
        return if eq.barding {
            Ok(())
        } else {
            refuse(Reason::NoBarding, CANNOT_WEAR)
        };
    }
    if eq.banned_slots.contains(&item.slot()) {
        let wings = eq.big_wings_from_xl > 0;
        let message = match (item.slot(), wings) {
            (Slot::Body, true) if xl >= eq.big_wings_from_xl => "Your wings won't fit in that.",
            (Slot::Body, true) => "Your wings, even vestigial as they are, won't fit in that.",
            _ => CANNOT_WEAR,
        };
        return refuse(Reason::BannedSlot, message);
    }
    if let Some(message) = mutation_block(species, item) {
        return refuse(Reason::Mutation, message);
    }
    let (min, max) = item.fits();
    if species.torso_size < min {
        return refuse(Reason::TooBig, "This armour is too big for you!");
    }
    if species.torso_size > max {
        return refuse(Reason::TooSmall, "This armour is too small for you!");
    }
    if item.slot() == Slot::Boots && eq.barding {
        let message = if eq.constricting_tail {
            "You have no legs!"
        } else {
            "Boots don't fit your feet!"
        };
        return refuse(Reason::BootsOnBarding, message);
    }
    if matches!(item, Item::Aux(a) if a.hard) {
        if eq.draconian {
            return refuse(
                Reason::HardHelmet,
                "You can't wear that with your reptilian head.",
            );
        }
        if eq.banned_slots.contains(&Slot::Body) {
            // The Octopode: helmets are not banned by slot, but refused here
            // (`item-use.cc:1901-1905`).
            return refuse(Reason::HardHelmet, CANNOT_WEAR);
        }
    }
    Ok(())
}

/// `mut_blocks_item_reason` for the innate mutations, in the game's order
/// (`mutation.cc:1581-1631`, `docs/rules/dcss-0.31-equipment.md` §2).
fn mutation_block(species: &Species, item: Item) -> Option<&'static str> {
    let m = &species.equipment.mutations;
    let Item::Aux(aux) = item else { return None };
    match aux.slot {
        Slot::Gloves if m.claws >= 3 => Some("You can't wear gloves with your huge claws!"),
        Slot::Boots if m.float => Some("You have no feet!"),
        Slot::Boots if m.talons >= 3 => Some("Boots don't fit your talons!"),
        Slot::Helmet if m.antennae >= 3 => {
            Some("You can't wear any headgear with your large antennae!")
        }
        Slot::Helmet if m.horns >= 3 => Some("You can't wear any headgear with your large horns!"),
        Slot::Helmet if aux.hard && m.horns >= 1 => Some("You can't wear that with your horns!"),
        Slot::Helmet if aux.hard && m.beak >= 1 => Some("You can't wear that with your beak!"),
        _ => None,
    }
}
