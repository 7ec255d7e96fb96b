//! What depends on the DCSS release in a defender's description: names looked up in the
//! rule set's own tables, with a one-line refusal for a name of the other release, and EV and
//! SH given as numbers, whole under dcss-0.31 and in hundredths under dcss-0.34
//! (`docs/rules/dcss-0.34.md` §1.1, §8.3, §11).

use mechanics::dcss::build::Extras034;
use mechanics::dcss::data::{self, BodyArmour, Species, UnknownName};
use mechanics::dcss::defender::{Defender, DefenderHundredths, DefenderNumbers};
use mechanics::dcss::rules::RuleSet;

use super::DefenderSpec;
use crate::error::{FieldError, InputError};

/// The rule set a name of `rules` would belong to instead: the other one.
fn other(rules: RuleSet) -> RuleSet {
    match rules {
        RuleSet::Dcss031 => RuleSet::Dcss034,
        RuleSet::Dcss034 => RuleSet::Dcss031,
    }
}

/// `name` looked up in `rules`' table by `lookup`; a name only the other release has is
/// refused in one line that says so ("Hill Orc is not a species of dcss-0.34"), anything
/// else with the closest names.
fn in_release<T: Copy>(
    field: &str,
    kind: &str,
    rules: RuleSet,
    name: &str,
    lookup: impl Fn(RuleSet, &str) -> Result<T, UnknownName>,
    full_name: impl Fn(T) -> Option<&'static str>,
) -> Result<T, InputError> {
    lookup(rules, name).map_err(|unknown| match lookup(other(rules), name) {
        Ok(found) => InputError::invalid(
            field,
            format!(
                "{} is not a {kind} of {rules} (it is one of {})",
                full_name(found).unwrap_or(name),
                other(rules)
            ),
        ),
        Err(_) => InputError::at(field, unknown),
    })
}

/// The species `name` under `rules` (`docs/rules/dcss-0.34.md` §8.3).
pub(super) fn species(rules: RuleSet, name: &str) -> Result<&'static Species, InputError> {
    in_release(
        "species",
        "species",
        rules,
        name,
        data::species_in,
        |s: &Species| Some(s.name),
    )
}

/// The body armour `name` under `rules` (`docs/rules/dcss-0.34.md` §8.1): "none" is none.
pub(super) fn body_armour(
    rules: RuleSet,
    name: &str,
) -> Result<Option<&'static BodyArmour>, InputError> {
    in_release(
        "body",
        "body armour",
        rules,
        name,
        data::body_armour_in,
        |b: Option<&BodyArmour>| b.map(|b| b.name),
    )
}

/// Refuses, under dcss-0.31, a field only the 0.34 rules read.
pub(super) fn only_034(rules: RuleSet, field: &str, given: bool) -> Result<(), InputError> {
    if given && rules == RuleSet::Dcss031 {
        return Err(InputError::invalid(
            field,
            "is a dcss-0.34 input (dcss-0.31 has no such term): give it with rules dcss-0.34",
        ));
    }
    Ok(())
}

/// The 0.34-only terms of a build, refused under dcss-0.31 (`docs/rules/dcss-0.34.md` §4.1,
/// §6.1, §D3.1).
pub(super) fn extras(rules: RuleSet, extras: &Extras034) -> Result<Extras034, InputError> {
    only_034(rules, "extras_034", *extras != Extras034::default())?;
    Ok(*extras)
}

impl DefenderSpec {
    /// The defender given by numbers (`ev` or `ev_x100`) under `rules`
    /// (`docs/rules/dcss-0.31.md` §6, `docs/rules/dcss-0.34.md` §1.1): whole numbers under
    /// dcss-0.31; under dcss-0.34 EV and internal SH ×100, a whole number counting 100 of
    /// them.
    pub(super) fn numbers_in(&self, rules: RuleSet) -> Result<Defender, InputError> {
        let sh_given = [
            ("sh", self.sh.is_some()),
            ("sh_internal", self.sh_internal.is_some()),
            ("sh_internal_x100", self.sh_internal_x100.is_some()),
        ];
        let mut given = sh_given.iter().filter(|(_, g)| *g);
        if let (Some(_), Some((second, _))) = (given.next(), given.next()) {
            return Err(InputError::invalid(
                *second,
                "give one of sh (displayed), sh_internal and sh_internal_x100",
            ));
        }
        if self.ev.is_some() && self.ev_x100.is_some() {
            return Err(InputError::invalid(
                "ev_x100",
                "give either ev (whole) or ev_x100, not both",
            ));
        }
        let block_limit = self
            .block_limit
            .unwrap_or(DefenderNumbers::DEFAULT_BLOCK_LIMIT);
        // A displayed SH is checked in its own scale: half the internal SH's range.
        let shown_sh = |sh: i32| {
            let internal = sh.saturating_mul(2);
            DefenderNumbers::SH_INTERNAL.check(internal).map_err(|_| {
                InputError::invalid("sh", format!("{sh} is out of range: allowed 0 to 100"))
            })
        };
        let sh_internal = match (self.sh_internal, self.sh) {
            (Some(internal), _) => Some(internal),
            (None, Some(sh)) => Some(shown_sh(sh)?),
            (None, None) => None,
        };
        match rules {
            RuleSet::Dcss031 => {
                only_034(rules, "ev_x100", self.ev_x100.is_some())?;
                only_034(rules, "sh_internal_x100", self.sh_internal_x100.is_some())?;
                DefenderNumbers::new(self.ev.unwrap_or(0), sh_internal.unwrap_or(0), block_limit)
                    .map(Defender::Numbers)
                    .map_err(|e| e.at(""))
            }
            RuleSet::Dcss034 => {
                // Whole numbers are checked in their own scale, then counted ×100.
                let ev_x100 = match self.ev {
                    Some(ev) => DefenderNumbers::EV.check(ev).map_err(|e| e.at(""))? * 100,
                    None => self.ev_x100.unwrap_or(0),
                };
                let sh_x100 = match sh_internal {
                    Some(sh) => {
                        DefenderNumbers::SH_INTERNAL
                            .check(sh)
                            .map_err(|e| e.at(""))?
                            * 100
                    }
                    None => self.sh_internal_x100.unwrap_or(0),
                };
                DefenderHundredths::new(ev_x100, sh_x100, block_limit, None)
                    .map(Defender::Hundredths)
                    .map_err(|e| match e.field {
                        "sh_x100" => InputError::at("sh_internal_x100", e),
                        _ => e.at(""),
                    })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_of_the_other_release_is_refused_in_one_line() {
        let e = species(RuleSet::Dcss034, "hill orc").unwrap_err();
        assert_eq!(e.path, "species");
        assert_eq!(
            e.to_string(),
            "species: Hill Orc is not a species of dcss-0.34 (it is one of dcss-0.31)"
        );
        let e = species(RuleSet::Dcss031, "coglin").unwrap_err();
        assert!(
            e.to_string()
                .contains("Coglin is not a species of dcss-0.31")
        );
        let e = species(RuleSet::Dcss034, "hmuan").unwrap_err();
        assert!(e.to_string().contains("unknown species"), "{e}");
        assert_eq!(
            species(RuleSet::Dcss034, "dwarf").unwrap().name,
            "Mountain Dwarf"
        );
        let e = body_armour(RuleSet::Dcss031, "golden dragon scales").unwrap_err();
        assert!(
            e.to_string().contains("not a body armour of dcss-0.31"),
            "{e}"
        );
    }

    #[test]
    fn numbers_are_hundredths_under_034() {
        let spec = DefenderSpec {
            ev: Some(7),
            sh: Some(4),
            ..DefenderSpec::default()
        };
        let Defender::Hundredths(n) = spec.numbers_in(RuleSet::Dcss034).unwrap() else {
            panic!("0.34 numbers are hundredths")
        };
        assert_eq!((n.ev_x100, n.sh_x100), (700, 800));
        let fractional = DefenderSpec {
            ev_x100: Some(680),
            sh_internal_x100: Some(830),
            ..DefenderSpec::default()
        };
        let e = fractional.numbers_in(RuleSet::Dcss031).unwrap_err();
        assert_eq!(e.path, "ev_x100");
        assert!(e.to_string().contains("dcss-0.34 input"), "{e}");
        let too_big = DefenderSpec {
            ev: Some(200),
            ..DefenderSpec::default()
        };
        for rules in RuleSet::ALL {
            assert_eq!(too_big.numbers_in(rules).unwrap_err().path, "ev");
        }
        let both = DefenderSpec {
            sh: Some(4),
            sh_internal_x100: Some(830),
            ..fractional
        };
        assert_eq!(
            both.numbers_in(RuleSet::Dcss034).unwrap_err().path,
            "sh_internal_x100"
        );
    }
}
