//! The forms of DCSS 0.34.1 (`dat/forms/*.yaml` compiled by `util/form-gen.py`;
//! `docs/rules/dcss-0.34-forms.md` §2): data only, one row a form, every field the game's
//! default unless the form's file sets it.

use super::{Form, FormBrand, FormData, Melds, Scaling};
use crate::dcss::data::Size::{Giant, Large, Small, Tiny};

/// A row with the game's defaults: no talisman, skill 0–0, nothing melded, the species'
/// size, no AC, EV, body-armour or unarmed change, HP ×100/100, no stat change, anatomy
/// and substance kept, no brand, no claws, the off-hand punch when the hands are free.
const fn base(form: Form, name: &'static str, status: &'static str) -> FormData {
    FormData {
        form,
        name,
        status,
        talisman: None,
        skill: (0, 0),
        hp_skill_penalty_mult: 1,
        melds: Melds::NONE,
        size: None,
        ac: Scaling::NONE,
        ev: Scaling::NONE,
        body_ac_mult: Scaling::NONE,
        unarmed: Scaling::NONE,
        hp_mod: 100,
        strength: 0,
        dex: 0,
        changes_anatomy: false,
        changes_substance: false,
        brand: None,
        claws: 0,
        offhand_punch: None,
    }
}

/// `{base, scaling}` on the Shapeshifting range.
const fn sc(base: i32, scaling: i32) -> Scaling {
    Scaling {
        base,
        scaling,
        xl_based: false,
    }
}

/// `{base, scaling, xl_based: yes}`: scaled by XL instead.
const fn xl(base: i32, scaling: i32) -> Scaling {
    Scaling {
        base,
        scaling,
        xl_based: true,
    }
}

/// Every 0.34.1 form but `none` (`docs/rules/dcss-0.34-forms.md` §2).
pub static FORMS_034: &[FormData] = &[
    FormData {
        talisman: Some("quill talisman"),
        skill: (0, 7),
        melds: Melds::AUX,
        ..base(Form::Quill, "quill", "quill-form")
    },
    FormData {
        talisman: Some("inkwell talisman"),
        skill: (0, 7),
        melds: Melds::PHYSICAL,
        size: Some(Tiny),
        changes_anatomy: true,
        changes_substance: true,
        ..base(Form::WalkingScroll, "walking scroll", "scroll-form")
    },
    FormData {
        skill: (5, 14),
        hp_skill_penalty_mult: 2,
        melds: Melds::HELD.with(Melds::BODY).with(Melds::GLOVES),
        ev: sc(6, 10),
        ..base(Form::Flux, "flux", "flux-form")
    },
    FormData {
        talisman: Some("spore talisman"),
        skill: (8, 14),
        melds: Melds::OFFHAND.with(Melds::BOOTS),
        unarmed: sc(4, 0),
        offhand_punch: Some(true),
        ..base(Form::Spore, "spore", "spore-form")
    },
    FormData {
        talisman: Some("scarab talisman"),
        skill: (8, 14),
        melds: Melds::PHYSICAL,
        size: Some(Small),
        ac: sc(5, 4),
        changes_anatomy: true,
        ..base(Form::SunScarab, "sun scarab", "scarab-form")
    },
    FormData {
        talisman: Some("medusa talisman"),
        skill: (8, 14),
        melds: Melds::HELMET.with(Melds::CLOAK),
        ..base(Form::Medusa, "medusa", "medusa-form")
    },
    FormData {
        talisman: Some("rimehorn talisman"),
        skill: (8, 14),
        melds: Melds::PHYSICAL,
        size: Some(Large),
        hp_mod: 115,
        ac: sc(6, 6),
        unarmed: sc(4, 0),
        changes_anatomy: true,
        ..base(Form::RimeYak, "rime yak", "yak-form")
    },
    FormData {
        talisman: Some("spider talisman"),
        skill: (12, 20),
        melds: Melds::PHYSICAL,
        dex: 5,
        size: Some(Tiny),
        ev: sc(5, 10),
        ac: sc(3, 0),
        unarmed: sc(3, 0),
        changes_anatomy: true,
        ..base(Form::Spider, "spider", "spider-form")
    },
    FormData {
        talisman: Some("serpent talisman"),
        skill: (12, 20),
        melds: Melds::PHYSICAL.without(Melds::HELMET),
        strength: 5,
        size: Some(Large),
        hp_mod: 120,
        ac: sc(10, 6),
        unarmed: sc(7, 0),
        changes_anatomy: true,
        ..base(Form::Serpent, "serpent", "amphisbaena-form")
    },
    FormData {
        talisman: Some("maw talisman"),
        skill: (12, 20),
        body_ac_mult: sc(-75, 0),
        ..base(Form::Maw, "maw", "maw-form")
    },
    FormData {
        talisman: Some("eel talisman"),
        skill: (12, 20),
        melds: Melds::HELD.with(Melds::GLOVES),
        unarmed: sc(3, 4),
        offhand_punch: Some(true),
        ..base(Form::EelHands, "eel hands", "eel hands")
    },
    FormData {
        talisman: Some("wellspring talisman"),
        skill: (12, 20),
        melds: Melds::BODY,
        ev: sc(6, 7),
        changes_substance: true,
        ..base(Form::Aqua, "aqua", "aqua-form")
    },
    FormData {
        talisman: Some("lupine talisman"),
        skill: (12, 20),
        melds: Melds::GLOVES.with(Melds::BOOTS).with(Melds::BARDING),
        strength: 3,
        dex: 3,
        claws: 3,
        ..base(Form::Werewolf, "werewolf", "werewolf-form")
    },
    FormData {
        talisman: Some("fortress talisman"),
        skill: (12, 20),
        melds: Melds::OFFHAND.with(Melds::AUX),
        ac: sc(3, 0),
        body_ac_mult: sc(70, 80),
        unarmed: sc(5, 5),
        changes_anatomy: true,
        ..base(Form::FortressCrab, "fortress crab", "crab-form")
    },
    FormData {
        talisman: Some("blade talisman"),
        skill: (17, 25),
        body_ac_mult: sc(-50, 30),
        ..base(Form::Blade, "blade", "blade-form")
    },
    FormData {
        talisman: Some("granite talisman"),
        skill: (17, 25),
        melds: Melds::GLOVES
            .with(Melds::BOOTS)
            .with(Melds::BARDING)
            .with(Melds::BODY),
        hp_mod: 130,
        ac: sc(27, 11),
        unarmed: sc(5, 0),
        strength: 7,
        changes_substance: true,
        ..base(Form::Statue, "statue", "statue-form")
    },
    FormData {
        talisman: Some("dragon-coil talisman"),
        skill: (17, 25),
        melds: Melds::PHYSICAL,
        strength: 10,
        size: Some(Giant),
        hp_mod: 150,
        ac: sc(12, 6),
        unarmed: sc(8, 10),
        claws: 3,
        offhand_punch: Some(true),
        changes_anatomy: true,
        ..base(Form::Dragon, "dragon", "dragon-form")
    },
    FormData {
        talisman: Some("hive talisman"),
        skill: (17, 25),
        melds: Melds::BODY.with(Melds::HELMET),
        ac: sc(5, 0),
        ..base(Form::Hive, "hive", "hive-form")
    },
    FormData {
        talisman: Some("riddle talisman"),
        skill: (17, 25),
        melds: Melds::WEAPON
            .with(Melds::OFFHAND)
            .with(Melds::BODY)
            .with(Melds::BOOTS)
            .with(Melds::HELMET)
            .with(Melds::GLOVES),
        hp_mod: 115,
        ac: sc(7, 0),
        changes_anatomy: true,
        ..base(Form::Sphinx, "sphinx", "sphinx-form")
    },
    FormData {
        talisman: Some("sanguine talisman"),
        skill: (17, 25),
        ..base(Form::Vampire, "vampire", "vampire-form")
    },
    FormData {
        skill: (17, 25),
        melds: Melds::PHYSICAL,
        dex: 5,
        ev: sc(15, 20),
        size: Some(Tiny),
        unarmed: xl(0, 0),
        changes_anatomy: true,
        ..base(Form::BatSwarm, "bat swarm", "batswarm-form")
    },
    FormData {
        talisman: Some("storm talisman"),
        skill: (23, 27),
        melds: Melds::PHYSICAL,
        ac: sc(12, 3),
        ev: sc(20, 7),
        unarmed: sc(24, 6),
        brand: Some(FormBrand::Electrocution),
        offhand_punch: Some(true),
        changes_anatomy: true,
        changes_substance: true,
        ..base(Form::Storm, "storm", "storm-form")
    },
    FormData {
        talisman: Some("talisman of death"),
        skill: (26, 27),
        unarmed: sc(6, 0),
        brand: Some(FormBrand::Draining),
        ..base(Form::Death, "death", "death-form")
    },
    FormData {
        melds: Melds::AUX.with(Melds::BODY),
        hp_mod: 150,
        ac: xl(20, 14),
        unarmed: sc(9, 0),
        changes_anatomy: true,
        changes_substance: true,
        ..base(Form::Tree, "tree", "tree-form")
    },
    FormData {
        melds: Melds::PHYSICAL.with(Melds::RING),
        dex: 5,
        size: Some(Tiny),
        unarmed: xl(0, 0),
        changes_anatomy: true,
        ..base(Form::Bat, "bat", "bat-form")
    },
    FormData {
        melds: Melds::PHYSICAL.with(Melds::RING),
        size: Some(Small),
        unarmed: xl(0, 0),
        changes_anatomy: true,
        ..base(Form::Pig, "pig", "pig-form")
    },
    FormData {
        melds: Melds::ALL,
        size: Some(Tiny),
        ac: xl(5, 14),
        unarmed: xl(2, 0),
        changes_anatomy: true,
        changes_substance: true,
        ..base(Form::Wisp, "wisp", "wisp-form")
    },
    FormData {
        melds: Melds::PHYSICAL,
        size: Some(Tiny),
        ac: sc(12, 0),
        unarmed: xl(9, 0),
        brand: Some(FormBrand::Confusion),
        changes_anatomy: true,
        changes_substance: true,
        ..base(Form::Fungus, "fungus", "fungus-form")
    },
    FormData {
        melds: Melds::PHYSICAL,
        hp_mod: 125,
        ac: xl(1, 7),
        unarmed: xl(9, 14),
        brand: Some(FormBrand::Acid),
        changes_anatomy: true,
        changes_substance: true,
        ..base(Form::Jelly, "jelly", "jelly-form")
    },
    base(Form::Slaughter, "slaughter", "slaughter-form"),
];
