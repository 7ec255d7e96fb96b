//! Helpers of the worked-example tests of `docs/rules/dcss-0.31-ranged.md` §9.
// Each test binary uses only some of these helpers.
#![allow(dead_code)]

use mechanics::dcss::ranged::missile::{Missile, MissileInput};
use mechanics::dcss::ranged::spell_input::SpellInput;
use mechanics::dcss::ranged::{AttackExact, RangedAttack};
use mechanics::tolerance::{FOUR_DECIMALS, SIX_DECIMALS};
use serde_json::Value;
/// A checked missile from its JSON input.
pub fn missile(v: Value) -> Missile {
    serde_json::from_value::<MissileInput>(v)
        .unwrap()
        .resolve()
        .unwrap()
}

/// A checked beam from its JSON input.
pub fn beam(v: Value) -> RangedAttack {
    RangedAttack::Beam(
        serde_json::from_value::<SpellInput>(v)
            .unwrap()
            .resolve()
            .unwrap(),
    )
}

/// `got` within `tol` of `want`.
pub fn near(what: &str, got: f64, want: f64, tol: f64) {
    assert!((got - want).abs() < tol, "{what}: got {got}, want {want}");
}

/// (p_hit, p_block, p_land), the mean and P(0) of a landed attack, its largest damage.
pub type Row = (f64, f64, f64, Option<f64>, Option<f64>, Option<usize>);

/// An attack's exact answer against a row of a §9 table.
pub fn check(what: &str, e: &AttackExact, row: Row) {
    let (hit, block, land, mean, p0, max) = row;
    near(&format!("{what} p_hit"), e.p_hit(), hit, SIX_DECIMALS);
    near(&format!("{what} p_block"), e.p_block(), block, SIX_DECIMALS);
    near(&format!("{what} p_land"), e.p_land(), land, SIX_DECIMALS);
    let d = e.damage_distribution().unwrap();
    if let Some(m) = mean {
        let got: f64 = d.iter().enumerate().map(|(i, p)| i as f64 * p).sum();
        near(&format!("{what} mean"), got, m, FOUR_DECIMALS);
    }
    if let Some(p) = p0 {
        near(&format!("{what} P(0)"), d[0], p, FOUR_DECIMALS);
    }
    if let Some(m) = max {
        assert_eq!(d.len() - 1, m, "{what} max");
    }
}
