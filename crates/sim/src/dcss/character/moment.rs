//! What the `@:` statuses change at the moment the dump was written (`status.cc`,
//! `duration-data.h`; `docs/rules/monsters-and-dumps.md` §4.4). The dump's numbers include
//! them; the build the simulator uses does not, so the check applies them on top of the
//! build, and names those the rules do not model. The form is the build's
//! (`docs/rules/dcss-0.34-forms.md` §6).

use mechanics::dcss::defender::Situation;

use super::effects::{Number, Unmodelled};
use super::{CharacterDump, ItemKind};

/// The dump-time modifiers of the statuses.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Moment {
    /// Caught, constricted, petrifying, helpless, confused, vertigo.
    pub situation: Situation,
    /// Agility: +5 EV.
    pub agility: bool,
    /// The acrobat's +15 EV is on: a source (amulet, mutation, artefact) and the status.
    pub acrobat: bool,
    /// Berserk: max HP ×3/2.
    pub berserk: bool,
    /// The Ephemeral Shield mutation's level while its shield is up (0.34: +1400 raw SH a
    /// level).
    pub ephemeral_shield: i32,
    /// Temporary AC ×100, as a range when the dump does not say it exactly.
    pub temporary_ac_x100: [i32; 2],
    /// `corroded` without an amount (dumps up to 0.31): AC is lower by 4 a unit of
    /// corrosion, by a number of units the dump does not give (at least one).
    pub corrosion_units_unknown: bool,
    /// What was applied.
    pub notes: Vec<String>,
    /// Statuses and forms that change numbers the rules leave out.
    pub unmodelled: Vec<Unmodelled>,
}

/// Statuses that change a number the rules do not model, by the start of their text
/// (`duration-data.h` short names), with the numbers they change.
const UNMODELLED_STATUSES: &[(&str, &[Number], &str)] = &[
    ("ice-armoured", &[Number::Ac], "Ozocubu's Armour"),
    ("fiery-armoured", &[Number::Ac], "fiery armour"),
    (
        "protected from physical damage",
        &[Number::Ac],
        "Qazlal's protection",
    ),
    (
        "under a protective aura",
        &[Number::Ac],
        "a protection weapon's aura",
    ),
    ("sanguine armoured", &[Number::Ac], "sanguine armour"),
    ("phalanx barrier", &[Number::Ac], "a phalanx barrier"),
    (
        "divinely shielded",
        &[Number::Sh],
        "the Shining One's Divine Shield",
    ),
    ("parry", &[Number::Sh], "parrying"),
    ("devious", &[Number::Ev], "Devious stacks"),
    ("divinely vigorous", &[Number::Hp], "Divine Vigour"),
    (
        "in a heavenly storm",
        &[Number::Ev],
        "Wu Jian's Heavenly Storm",
    ),
];

/// The number in a status such as `trickster (+6 AC)` or `corroded (-8)`.
fn amount(status: &str) -> Option<i32> {
    let inner = status.split_once('(')?.1.split(')').next()?;
    inner.split_whitespace().next()?.parse().ok()
}

/// Whether the character has a source of the acrobat bonus: the amulet, the mutation, or
/// an artefact's `Acrobat` label.
fn acrobat_source(dump: &CharacterDump) -> bool {
    dump.mutation("acrobatic").is_some_and(|m| m.level > 0)
        || dump.equipment.iter().any(|i| {
            !i.melded
                && (i.base.as_deref() == Some("amulet of the acrobat")
                    || i.labels.iter().any(|l| l == "Acrobat"))
        })
}

/// The dump-time modifiers of the character's statuses (`docs/rules/monsters-and-dumps.md`
/// §4.4).
pub(super) fn moment(dump: &CharacterDump) -> Moment {
    let mut m = Moment::default();
    let has = |name: &str| {
        dump.statuses
            .iter()
            .any(|s| s == name || s.starts_with(&format!("{name} ")))
    };
    let mut applied = Vec::new();
    if has("held") || has("caught") {
        m.situation.caught = true;
        applied.push("held (natural EV halved, no block)");
    }
    if has("constricted") {
        m.situation.constricted = true;
        applied.push("constricted");
    }
    if has("petrifying") {
        m.situation.petrifying = true;
        applied.push("petrifying (natural EV halved)");
    }
    if has("paralysed") || has("petrified") || has("sleeping") {
        m.situation.helpless = true;
        applied.push("helpless (EV capped, no block)");
    }
    if has("confused") {
        m.situation.confused = true;
        applied.push("confused (no block, SH 0)");
    }
    if has("vertiginous") {
        m.situation.vertigo = true;
        applied.push("vertigo (−5 EV)");
    }
    if has("agile") {
        m.agility = true;
        applied.push("agile (+5 EV)");
    }
    if has("acrobatic") && acrobat_source(dump) {
        m.acrobat = true;
        applied.push("acrobatic (+15 EV after moving or waiting)");
    }
    if has("berserking") {
        m.berserk = true;
        applied.push("berserking (max HP ×3/2)");
        if dump
            .equipment
            .iter()
            .any(|i| i.unrandart.as_deref() == Some("hat of the Bear Spirit"))
        {
            m.unmodelled.push(Unmodelled::new(
                "the hat of the Bear Spirit (berserk doubles max HP)",
                &[Number::Hp],
            ));
        }
    }
    for status in &dump.statuses {
        if status.starts_with("trickster") {
            match amount(status) {
                Some(ac) => {
                    m.temporary_ac_x100[0] += 100 * ac;
                    m.temporary_ac_x100[1] += 100 * ac;
                    m.notes.push(format!("'{status}' counted: {ac:+} AC"));
                }
                None => m
                    .unmodelled
                    .push(Unmodelled::new(format!("'{status}'"), &[Number::Ac])),
            }
        } else if status.starts_with("corroded") {
            match amount(status) {
                Some(ac) => {
                    m.temporary_ac_x100[0] += 100 * ac;
                    m.temporary_ac_x100[1] += 100 * ac;
                    m.notes.push(format!("'{status}' counted: {ac:+} AC"));
                }
                None => m.corrosion_units_unknown = true,
            }
        } else if let Some((_, numbers, what)) = UNMODELLED_STATUSES
            .iter()
            .find(|(start, _, _)| status.starts_with(start))
        {
            m.unmodelled
                .push(Unmodelled::new(format!("'{status}' ({what})"), numbers));
        }
    }
    if has("ephemerally shielded") {
        match dump.mutation("ephemeral shield").map(|mu| mu.level) {
            Some(level) if level > 0 => {
                m.ephemeral_shield = level;
                applied.push("ephemerally shielded (+7 SH a level of Ephemeral Shield)");
            }
            _ => m.unmodelled.push(Unmodelled::new(
                "'ephemerally shielded' without the Ephemeral Shield mutation",
                &[Number::Sh],
            )),
        }
    }
    let revguard = dump
        .equipment
        .iter()
        .any(|i| i.kind == ItemKind::Gizmo && i.labels.iter().any(|l| l == "RevGuard"));
    if revguard && has("revved") {
        m.temporary_ac_x100[0] += 500;
        m.temporary_ac_x100[1] += 500;
        m.notes.push("'revved' with a Revguard gizmo: +5 AC".into());
    } else if revguard && has("revving") {
        m.temporary_ac_x100[0] += 200;
        m.temporary_ac_x100[1] += 400;
        m.notes.push(
            "'revving' with a Revguard gizmo: +2 or +4 AC (the dump does not say which tier)"
                .into(),
        );
    }
    if !applied.is_empty() {
        m.notes.push(format!(
            "statuses of the moment applied to the dump's numbers: {}",
            applied.join(", ")
        ));
    }
    m
}
