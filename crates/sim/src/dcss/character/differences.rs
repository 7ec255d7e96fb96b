//! What a dump's own release computes differently from the rule set that reads it, for this
//! character: the differences of `docs/rules/monsters-and-dumps.md` §4.5 that its species,
//! items and statuses make count, each named as a cause of the numbers it changes.

use mechanics::dcss::data::Slot;
use mechanics::dcss::rules::RuleSet;

use super::CharacterDump;
use super::effects::{Number, Unmodelled};

/// The differences between the dump's release and `rules` that apply to this character
/// (`docs/rules/monsters-and-dumps.md` §4.5). Empty when the dump is of the rule set's own
/// release, or is read with a rule set other than the one its version picks.
pub(super) fn differences(dump: &CharacterDump, rules: RuleSet) -> Vec<Unmodelled> {
    let minor = dump.version.minor;
    let mut out = Vec::new();
    if rules != dump.rules.rules {
        return out;
    }
    let wears = |slot: Slot, base: &str| {
        dump.armour(slot)
            .is_some_and(|i| !i.melded && i.base.as_deref() == Some(base))
    };
    let shield = dump
        .armour(Slot::Shield)
        .is_some_and(|i| !i.melded && i.base.as_deref() != Some("orb"));
    let mut add = |applies: bool, what: &str, numbers: &[Number]| {
        if applies {
            out.push(Unmodelled::new(
                format!("{} {what}", dump.version.text),
                numbers,
            ));
        }
    };
    // The version picked the rule set (`rules_for`): 0.29 and 0.30 are read with dcss-0.31,
    // 0.32 and 0.33 with dcss-0.34.
    if minor <= 30 {
        add(
            dump.species == "Tengu" && dump.has_status("flying"),
            "gave a flying Tengu +20% of its natural EV (at least 1), not the +4 of 0.31",
            &[Number::Ev],
        );
        add(
            shield && dump.level_used("Shields") < 3.0,
            "gave less SH below Shields 3 (min(skill·38, 3·38), not 3·38)",
            &[Number::Sh],
        );
        add(
            wears(Slot::Body, "troll leather armour"),
            "had troll leather armour at AC 4, not 3",
            &[Number::Ac],
        );
        add(
            minor == 29 && wears(Slot::Body, "chain mail"),
            "had chain mail at ER 15, not 14",
            &[Number::Ev],
        );
        add(
            minor == 29 && shield,
            "sized a shield's SH and EV penalty by torso size",
            &[Number::Ev, Number::Sh],
        );
    }
    if (32..=33).contains(&minor) {
        add(
            wears(Slot::Body, "fire dragon scales"),
            "had fire dragon scales at ER 11, not 9",
            &[Number::Ev],
        );
        add(
            minor == 32 && dump.mutation("deformed body").is_some_and(|m| m.level > 0),
            "took half the body armour's unscaled base AC for Deformed Body, not 40% of its scaled AC",
            &[Number::Ac],
        );
    }
    out
}
