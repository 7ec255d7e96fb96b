//! The aux armour a build wears: one piece per slot, and under 0.34 the pieces its slot rules
//! allow beyond that (`docs/rules/dcss-0.31-equipment.md` §5, `docs/rules/dcss-0.34.md` §E2).

use crate::dcss::data::{AuxArmour, Slot};

/// An aux armour piece and its enchantment (`docs/rules/dcss-0.31-equipment.md` §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuxPiece {
    /// The item.
    pub item: &'static AuxArmour,
    /// Its enchantment.
    pub plus: i32,
}

/// The aux armour a build wears: one piece per slot (cloak or scarf, helmet or hat, gloves,
/// boots or barding, `equipment-type.h`, `docs/rules/dcss-0.31-equipment.md` §5 rule 11),
/// and under 0.34 the pieces beyond one per slot that its slot rules allow (a Formicid's
/// second gloves, a Poltergeist's six haunted pieces, `docs/rules/dcss-0.34.md` §E2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AuxSet {
    /// Cloak or scarf.
    pub cloak: Option<AuxPiece>,
    /// Helmet or hat.
    pub helmet: Option<AuxPiece>,
    /// Gloves.
    pub gloves: Option<AuxPiece>,
    /// Boots or barding.
    pub boots: Option<AuxPiece>,
    /// Under 0.34, further pieces in the order given ([`AuxSet::add`]).
    pub more: [Option<AuxPiece>; AuxSet::MORE],
}

impl AuxSet {
    /// How many pieces [`AuxSet::more`] holds: a Poltergeist's six haunted slots less the
    /// first piece (`docs/rules/dcss-0.34.md` §E2).
    pub const MORE: usize = 5;

    /// The pieces worn, in slot order, then the further ones.
    pub fn pieces(&self) -> impl Iterator<Item = AuxPiece> + '_ {
        [self.cloak, self.helmet, self.gloves, self.boots]
            .into_iter()
            .chain(self.more)
            .flatten()
    }

    /// Adds `piece` to its slot if that is free, else to the further pieces; returns the
    /// piece back when there is no room (`docs/rules/dcss-0.34.md` §E2). Whether the
    /// species may wear that many is [`super::Build::validate`]'s question.
    pub fn add(&mut self, piece: AuxPiece) -> Result<(), AuxPiece> {
        let slot = match piece.item.slot {
            Slot::Cloak => &mut self.cloak,
            Slot::Helmet => &mut self.helmet,
            Slot::Gloves => &mut self.gloves,
            _ => &mut self.boots,
        };
        if slot.is_none() {
            *slot = Some(piece);
            return Ok(());
        }
        match self.more.iter_mut().find(|p| p.is_none()) {
            Some(free) => {
                *free = Some(piece);
                Ok(())
            }
            None => Err(piece),
        }
    }

    /// Puts `piece` in its slot; returns the piece already there, if any.
    pub fn wear(&mut self, piece: AuxPiece) -> Option<AuxPiece> {
        let slot = match piece.item.slot {
            Slot::Cloak => &mut self.cloak,
            Slot::Helmet => &mut self.helmet,
            Slot::Gloves => &mut self.gloves,
            _ => &mut self.boots,
        };
        slot.replace(piece)
    }
}
