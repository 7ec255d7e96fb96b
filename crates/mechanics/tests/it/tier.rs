//! The two test tiers. `cargo test --workspace` is the fast tier: every rule, vector,
//! contract and refusal, with statistical tests at sizes that still catch a wrong law.
//! `ROGUESIM_TIER=full` (what `.ci/run` sets, with the `ci` profile and the ignored
//! tests) runs the standard's sizes. A knob's own variable (`ROGUESIM_DRAWS`, ...) sets any
//! other size for one run.
//!
//! The same file serves every test binary of the workspace (the simulator's include it with
//! `#[path]`): one definition of what the tiers mean.

/// Whether this run is the full tier (`ROGUESIM_TIER=full`).
pub fn is_full() -> bool {
    match std::env::var("ROGUESIM_TIER") {
        Ok(tier) if tier == "full" => true,
        Ok(tier) if tier == "fast" || tier.is_empty() => false,
        Ok(tier) => panic!("ROGUESIM_TIER is '{tier}'; expected 'fast' or 'full'"),
        Err(_) => false,
    }
}

/// The size a knob takes: its variable `var` when set, else `fast` or `full` by tier.
pub fn size(var: &str, fast: u64, full: u64) -> u64 {
    match std::env::var(var) {
        Ok(v) => v
            .parse()
            .unwrap_or_else(|e| panic!("{var} is '{v}', not a number: {e}")),
        Err(_) if is_full() => full,
        Err(_) => fast,
    }
}
