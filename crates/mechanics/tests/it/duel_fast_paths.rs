//! The duel's fast exact paths against the whole chain (`docs/rules/dcss-0.31-player-attack.md`
//! §11.1, §11.2), over random duels of both rule sets: the factored law where the monster
//! cannot block (a Minotaur's headbutts included), the counted law where every attack of its round has
//! one landed-damage law (a Minotaur's headbutts included), and duels that share their counts
//! computed as one group. Every output agrees to [`EXACT`].

use mechanics::dcss::duel::counted::{counted_laws, counted_laws_on, counts};
use mechanics::dcss::duel::factored::{factored_law, factored_law_on, factors};
use mechanics::dcss::duel::{Duel, DuelLaw, DuelSpec, MAX_TURNS, REPORT_TURNS, exact_all};
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::rules::RuleSet;
use mechanics::sampling::kernel::LaneKernel;
use mechanics::tolerance::EXACT;
use proptest::prelude::*;
use proptest::test_runner::Config;

use crate::duel_properties::{config, player};

/// Two laws of the same duel agree to [`EXACT`] in every output.
fn same_law(a: &DuelLaw, b: &DuelLaw) -> Result<(), TestCaseError> {
    let close = |what: &str, x: f64, y: f64| -> Result<(), TestCaseError> {
        prop_assert!((x - y).abs() < EXACT, "{what}: {x} against {y}");
        Ok(())
    };
    close("P(win)", a.p_win, b.p_win)?;
    close("P(lose)", a.p_lose, b.p_lose)?;
    close("undecided", a.p_undecided, b.p_undecided)?;
    prop_assert_eq!(
        a.player_hp_left_distribution.len(),
        b.player_hp_left_distribution.len()
    );
    let pairs = [
        (
            "P(win with h HP)",
            &a.player_hp_left_distribution,
            &b.player_hp_left_distribution,
        ),
        (
            "P(it is dead within k)",
            &a.p_monster_dead_within_turns,
            &b.p_monster_dead_within_turns,
        ),
        (
            "P(you are dead within k)",
            &a.p_player_dead_within_turns,
            &b.p_player_dead_within_turns,
        ),
    ];
    for (what, xs, ys) in pairs {
        for (i, (x, y)) in xs.iter().zip(ys.iter()).enumerate() {
            close(&format!("{what} at {i}"), *x, *y)?;
        }
    }
    match (
        a.expected_player_turns_given_win,
        b.expected_player_turns_given_win,
    ) {
        // The mean given a win divides by P(win), which can be tiny (a weak character): the
        // sums it divides carry the chains' rounding, the quotient that rounding times
        // 1/P(win). Compare the sums.
        (Some(x), Some(y)) => {
            let (sx, sy) = (x * a.p_win, y * b.p_win);
            prop_assert!(
                (sx - sy).abs() < EXACT * sx.max(1.0),
                "E[turns; win]: {sx} against {sy} (given a win: {x} against {y})"
            )
        }
        (x, y) => prop_assert_eq!(x, y),
    }
    Ok(())
}

/// Monsters of both tables with one attack, two alike, or two or three unlike.
fn monster() -> impl Strategy<Value = MonsterSpec> {
    let names = prop_oneof![
        Just("jackal"),
        Just("goblin"),
        Just("orc"),
        Just("gnoll"),
        Just("ufetubus"),
        Just("centaur"),
        Just("tengu"),
    ];
    let weapons = prop_oneof![Just(None), Just(Some("club")), Just(Some("spear"))];
    let armours = prop_oneof![Just(None), Just(Some("leather armour"))];
    (names, weapons, -1..=3i32, armours).prop_map(|(name, weapon, weapon_plus, armour)| {
        MonsterSpec {
            name: name.into(),
            weapon: weapon.map(Into::into),
            weapon_plus: if weapon.is_some() { weapon_plus } else { 0 },
            armour: armour.map(Into::into),
            ..MonsterSpec::default()
        }
    })
}

fn duel() -> impl Strategy<Value = (DuelSpec, RuleSet)> {
    (player(), monster(), 60..=79i32, any::<bool>()).prop_map(
        |(player, monster, start_energy, newer)| {
            let rules = if newer {
                RuleSet::Dcss034
            } else {
                RuleSet::Dcss031
            };
            (
                DuelSpec {
                    player,
                    monster,
                    start_energy,
                },
                rules,
            )
        },
    )
}

fn fast_config() -> Config {
    Config {
        cases: crate::tier::size("ROGUESIM_FAST_PATH_CASES", 40, 1_000) as u32,
        ..config()
    }
}

proptest! {
    #![proptest_config(fast_config())]

    /// §11.1: where the duel factors (a Minotaur's headbutts too), the factored law is the
    /// whole chain's.
    #[test]
    fn the_factored_law_is_the_whole_chain((spec, rules) in duel()) {
        let duel = spec.resolve_in(rules).expect("the strategy makes valid duels");
        prop_assert!(factors(&duel.player));
        let whole = duel.full_chain().expect("small duels fit the chain");
        let law = factored_law(
            &duel.player,
            &duel.monster,
            &duel.defence,
            &duel.opponent.hp.dist(),
            duel.start_energy,
            REPORT_TURNS,
            MAX_TURNS,
        );
        same_law(&law, &whole)?;
        prop_assert_eq!(law.turns_computed, whole.turns_computed);
    }

    /// §11.1: the factored chain gives the same bits on every vector kernel this processor
    /// runs (it adds and multiplies in one order, never fused).
    #[test]
    fn the_factored_law_is_the_same_on_every_kernel((spec, rules) in duel()) {
        let duel = spec.resolve_in(rules).expect("the strategy makes valid duels");
        let on = |kernel| {
            factored_law_on(
                kernel,
                &duel.player,
                &duel.monster,
                &duel.defence,
                &duel.opponent.hp.dist(),
                duel.start_energy,
                REPORT_TURNS,
                MAX_TURNS,
            )
        };
        let portable = on(LaneKernel::Portable);
        for kernel in LaneKernel::ALL.into_iter().filter(|k| k.available()) {
            prop_assert_eq!(&on(kernel), &portable, "{}", kernel.name());
        }
    }

    /// §11.2: where the duel can be counted (a Minotaur's headbutts too), the counted law is
    /// the whole chain's.
    #[test]
    fn the_counted_law_is_the_whole_chain((spec, rules) in duel()) {
        let duel = spec.resolve_in(rules).expect("the strategy makes valid duels");
        prop_assume!(counts(&duel));
        let whole = duel.full_chain().expect("small duels fit the chain");
        let law = counted_laws(&[&duel], REPORT_TURNS, MAX_TURNS).remove(0);
        same_law(&law, &whole)?;
        // The same bits on every vector kernel this processor runs.
        for kernel in LaneKernel::ALL.into_iter().filter(|k| k.available()) {
            let on = counted_laws_on(kernel, &[&duel], REPORT_TURNS, MAX_TURNS).remove(0);
            prop_assert_eq!(&on, &law, "{}", kernel.name());
        }
        same_law(&duel.exact().expect("a counted law"), &whole)?;
    }

    /// §11.2: a monster's weapons of one to-hit share their counts; computed together, each
    /// has the law it has alone.
    #[test]
    fn weapons_of_one_to_hit_share_their_counts((spec, rules) in duel()) {
        let mut variants: Vec<Duel> = Vec::new();
        // To-hit 3 (a +0 club, mace or hand axe, a +1 whip) with four damage laws, and a +2
        // club on its own.
        for (weapon, plus) in [("club", 0), ("mace", 0), ("club", 2), ("hand axe", 0), ("whip", 1)] {
            let mut s = spec.clone();
            s.monster.name = "orc".into();
            s.monster.weapon = Some(weapon.into());
            s.monster.weapon_plus = plus;
            variants.push(s.resolve_in(rules).expect("valid duels"));
        }
        let refs: Vec<&Duel> = variants.iter().collect();
        for (duel, law) in variants.iter().zip(exact_all(&refs)) {
            let whole = duel.full_chain().expect("small duels fit the chain");
            same_law(&law.expect("a law"), &whole)?;
        }
    }
}
