//! The duels of `docs/rules/dcss-0.31-player-attack.md` §10 (X1-X4) and the figures §10 quotes
//! about them, each to the precision the rule book prints it.

use crate::vectors::{duel_spec, reference};
use mechanics::tolerance::{SIX_DECIMALS, THREE_DECIMALS};

fn near(got: f64, want: f64, tolerance: f64, what: &str) {
    assert!(
        (got - want).abs() < tolerance,
        "{what}: got {got}, want {want}"
    );
}

/// `got` rounds to the value the rule book prints, to its printed decimals.
fn prints(got: f64, printed: &str, what: &str) {
    let decimals = printed.split('.').nth(1).map_or(0, str::len);
    assert_eq!(format!("{got:.decimals$}"), printed, "{what}: got {got}");
}

/// §10 duels X1-X4 (P(win), E[turns | win], E[HP left | win]) and the figures §10 quotes
/// about them.
#[test]
fn duel_examples() {
    let r = reference();
    let duels = r["duels"].as_array().unwrap();
    for (name, i, p_win, turns, hp_left) in [
        ("X1", 0, 0.488592, 11.302, "20.43"),
        ("X2", 1, 0.750922, 3.477, "26.32"),
        ("X3", 6, 0.891276, 20.704, "51.00"),
        // The shared spec prints 6.115, a double rounding of 6.11447 (the vector's value).
        ("X4", 7, 0.929460, 6.114, "9.87"),
    ] {
        let duel = duel_spec(&duels[i]).resolve().unwrap();
        let law = duel.exact().unwrap();
        near(law.p_win, p_win, SIX_DECIMALS, name);
        near(
            law.expected_player_turns_given_win.unwrap(),
            turns,
            THREE_DECIMALS,
            name,
        );
        let kept: f64 = law
            .player_hp_left_distribution
            .iter()
            .enumerate()
            .skip(1)
            .map(|(h, p)| h as f64 * p)
            .sum::<f64>()
            / law.p_win;
        prints(kept, hp_left, name);
        if name == "X1" {
            // Alone, the offence needs 15.38 attacks (153.75 aut) on average.
            let alone = duel.offence_only(30);
            prints(alone.expected_attacks_to_kill.unwrap(), "15.38", "X1 alone");
            prints(
                alone.expected_aut_to_kill.unwrap(),
                "153.75",
                "X1 alone aut",
            );
        }
        if name == "X3" {
            // The kite shield blocks 36.2% of the rapier's attacks below its limit, 53.2% land;
            // the rapier takes 6 or 7 aut.
            let target = duel.opponent.target();
            let p = duel.offence.main_attack(&target).probs(0, false);
            near(p.p_block, 0.362, THREE_DECIMALS, "X3 block");
            near(p.p_land, 0.532, THREE_DECIMALS, "X3 land");
            let delay = duel.player.action.delay.dist();
            assert_eq!((delay.min(), delay.max()), (6, 7));
        }
    }
}
