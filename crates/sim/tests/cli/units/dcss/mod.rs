//! The unit tests of `src/dcss/mod.rs`.

mod character;
mod danger;
mod input;
mod law;
mod offence;
mod ranged;
mod rules;
mod shown;
mod threat;

use roguesim::dcss::*;
use roguesim::scenario::profile::Better;

#[test]
fn directions_follow_the_defender() {
    assert_eq!(better("exact.p_hit"), Some(Better::Lower));
    assert_eq!(better("exact.p_block"), Some(Better::Higher));
    assert_eq!(better("derived.ev"), Some(Better::Higher));
    assert_eq!(better("derived.ev_x100"), Some(Better::Higher));
    assert_eq!(better("derived.sh_x100"), Some(Better::Higher));
    assert_eq!(better("ev"), Some(Better::Higher));
    assert_eq!(better("exact.p_at_least_lands[0]"), None);
    assert_eq!(better("exact.p_at_least_lands[2]"), Some(Better::Lower));
    assert_eq!(better("exact.lands_distribution[1]"), None);
    assert_eq!(better("derived.attackers[0].to_hit"), None);
    assert_eq!(better("estimate.p_hit"), None);
    assert_eq!(better("monster.ev"), None);
}
