//! The aux armour and shield tables 0.31.0 and 0.34.1 share (`docs/rules/dcss-0.31.md` §8.2;
//! item-prop.cc `Armour_prop`), plus the 0.19 shield table (`docs/rules/dcss-0.19-shields.md`
//! §1.1). Data only; the logic that reads them is in [`super`]. The species and body armour,
//! which differ by release, are data files ([`super::embedded`]).

use super::{AuxArmour, Shield, ShieldKind, Size, Slot};
use Size::{Giant, Large, Little, Medium, Small, Tiny};

const fn aux(
    name: &'static str,
    slot: Slot,
    ac: i32,
    parm_evasion: i32,
    fits: (Size, Size),
) -> AuxArmour {
    AuxArmour {
        name,
        slot,
        ac,
        parm_evasion,
        fits,
        hard: false,
    }
}

/// The 0.31.0 aux armour: slot, base AC, `PARM_EVASION` and fit (`item-prop.cc:123-266`,
/// `docs/rules/dcss-0.31-equipment.md` §2).
pub static AUX_ARMOURS: &[AuxArmour] = &[
    aux("cloak", Slot::Cloak, 1, 0, (Little, Large)),
    aux("scarf", Slot::Cloak, 0, 0, (Little, Large)),
    aux("gloves", Slot::Gloves, 1, 0, (Small, Medium)),
    AuxArmour {
        hard: true,
        ..aux("helmet", Slot::Helmet, 1, 0, (Small, Medium))
    },
    aux("hat", Slot::Helmet, 0, 0, (Tiny, Large)),
    aux("boots", Slot::Boots, 1, 0, (Small, Medium)),
    aux("barding", Slot::Boots, 4, -60, (Medium, Large)),
];

/// The 0.31.0 offhand items: base SH (`PARM_AC`), `PARM_EVASION`, fit and per-turn block
/// limit (`docs/rules/dcss-0.31.md` §8.2, §6.5).
pub static SHIELDS_031: &[Shield] = &[
    Shield {
        name: "orb",
        kind: ShieldKind::Orb,
        ac: 0,
        parm_evasion: 0,
        fits: (Little, Giant),
        block_limit: 0,
    },
    Shield {
        name: "buckler",
        kind: ShieldKind::Buckler,
        ac: 3,
        parm_evasion: -50,
        fits: (Little, Medium),
        block_limit: 2,
    },
    Shield {
        name: "kite shield",
        kind: ShieldKind::Kite,
        ac: 8,
        parm_evasion: -100,
        fits: (Small, Large),
        block_limit: 3,
    },
    Shield {
        name: "tower shield",
        kind: ShieldKind::Tower,
        ac: 13,
        parm_evasion: -150,
        fits: (Medium, Giant),
        block_limit: 4,
    },
];

/// The 0.19.0 shields: base SH, `PARM_EVASION` and fit (`docs/rules/dcss-0.19-shields.md` §1.1).
/// 0.19 has no per-turn limit; the field holds 0. Sizes use the 0.31 scale, where 0.19's
/// BIG and GIANT both map to [`Size::Giant`].
pub static SHIELDS_019: &[Shield] = &[
    Shield {
        name: "buckler",
        kind: ShieldKind::Buckler,
        ac: 3,
        parm_evasion: -8,
        fits: (Little, Medium),
        block_limit: 0,
    },
    Shield {
        name: "shield",
        kind: ShieldKind::Kite,
        ac: 8,
        parm_evasion: -30,
        fits: (Small, Giant),
        block_limit: 0,
    },
    Shield {
        name: "large shield",
        kind: ShieldKind::Tower,
        ac: 13,
        parm_evasion: -50,
        fits: (Medium, Giant),
        block_limit: 0,
    },
];
