//! What the game displays for one attack, under the attack's rule set
//! (`docs/rules/dcss-0.31.md` §2.4, `docs/rules/dcss-0.34.md` §2.4).

use super::{Attack, Attacker, DefenderEv, DefenderShield};
use crate::dcss::display::{
    MonsterShieldView, Shown, mon_shown_pct, mon_shown_pct_034, to_hit_pct, to_hit_pct_034,
};
use crate::dcss::rules::Displays;
use crate::dcss::shields::Blocker;

impl Attack {
    /// What the game displays for this attack (`docs/rules/dcss-0.31.md` §2.4,
    /// `docs/rules/dcss-0.34.md` §2.4): for a monster "about N% to hit you", the EV and SH
    /// displays multiplied (`_describe_mons_to_hit`); for the player `to_hit_pct`, which
    /// under 0.31 ignores the monster's shield and under 0.34 reads it and the player's
    /// blindness. Under 0.34 the monster line reads the EV and SH ×100 (the unseen
    /// attacker's −10, slaying and an automatic hit left out, as the game leaves them) and
    /// can be [`Shown::Undefined`].
    pub fn shown(&self) -> Shown {
        match (self.rule_set.release().displays, &self.attacker) {
            (Displays::Classic, _) => Shown::Percent(self.displayed_031()),
            (Displays::Rewritten, Attacker::Monster(m)) => {
                let ev_x100 = match self.ev {
                    DefenderEv::Fixed(ev) => ev * 100,
                    DefenderEv::Drawn { x100, .. } => x100,
                };
                let sh_x100 = match self.shield.map(|s| s.blocker) {
                    Some(Blocker::PlayerDrawn { sh_x100 }) => sh_x100,
                    Some(Blocker::Player { sh_internal }) => sh_internal * 100,
                    _ => 0,
                };
                mon_shown_pct_034(m.display_to_land(&self.mods), ev_x100, m.hd, sh_x100)
            }
            (Displays::Rewritten, Attacker::Player(p)) => {
                let shield = self.shield.and_then(|s: DefenderShield| match s.blocker {
                    Blocker::Monster { shield_class } => Some(MonsterShieldView {
                        sh: shield_class.unwrap_or(0),
                        incapacitated: s.incapacitated,
                        player_unseen: s.unseen_attacker,
                    }),
                    _ => None,
                });
                let ev = self.ev.fixed().unwrap_or_else(|| self.ev.law().min());
                to_hit_pct_034(
                    p.display_pre_roll(),
                    ev,
                    self.mods.total(0, false),
                    shield,
                    self.mods.blind_miss_pct,
                )
            }
        }
    }

    /// What the game displays, in percent, where it shows a number: [`Attack::shown`] for
    /// any rule set, with the 0.34 undefined case (an EV or SH ×100 in 1..=99) read as
    /// `i32::MIN`, the value x86-64 gives `(int)NaN`. Reports should use
    /// [`Attack::shown`], which says so instead (`docs/rules/dcss-0.34.md` §2.4).
    pub fn displayed_pct(&self) -> i32 {
        self.shown().percent().unwrap_or(i32::MIN)
    }

    /// The 0.31 display (`docs/rules/dcss-0.31.md` §2.4): the monster line from the EV and
    /// the internal SH, or the player's `to_hit_pct`, which ignores SH.
    fn displayed_031(&self) -> i32 {
        let sh_internal = match self.shield {
            Some(DefenderShield {
                blocker: Blocker::Player { sh_internal },
                ..
            }) => sh_internal,
            _ => 0,
        };
        let ev = self.ev.fixed().unwrap_or_else(|| self.ev.law().min());
        match &self.attacker {
            Attacker::Monster(m) => mon_shown_pct(m.to_land(&self.mods), ev, m.hd, sh_internal),
            Attacker::Player(p) => to_hit_pct(p.display_pre_roll(), ev, self.mods.total(0, false)),
        }
    }
}
