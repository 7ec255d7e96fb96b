//! A defender given by numbers: EV and SH whole under dcss-0.31 and in hundredths under
//! dcss-0.34 (`docs/rules/dcss-0.34.md` §1.1).

use mechanics::dcss::defender::{Defender, DefenderHundredths, DefenderNumbers};
use mechanics::dcss::rules::{PlayerNumbers, RuleSet};

use super::DefenderSpec;
use super::release::only_034;
use crate::error::{FieldError, InputError};

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
        match rules.release().player_numbers {
            PlayerNumbers::Whole => {
                only_034(rules, "ev_x100", self.ev_x100.is_some())?;
                only_034(rules, "sh_internal_x100", self.sh_internal_x100.is_some())?;
                DefenderNumbers::new(self.ev.unwrap_or(0), sh_internal.unwrap_or(0), block_limit)
                    .map(Defender::Numbers)
                    .map_err(|e| e.at(""))
            }
            PlayerNumbers::Hundredths => {
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
