//! Every duel of `tests/data/dcss-0.31-player-attack.json` (`docs/rules/dcss-0.31-player-attack.md`
//! §11, computed by an independent exact model and checked against 10⁶ simulated fights of a
//! transcription of the game's code): what both sides derive, the player's action and the
//! energy it gives, the exact chain's outcome laws and the offence alone, to
//! [`EXACT_REFERENCE`](mechanics::tolerance::EXACT_REFERENCE).

use crate::vectors::{close, duel_spec, int, law_from_object, list, num, reference};
use mechanics::dcss::damage::gdr_percent;
use mechanics::tolerance::REFERENCE;

/// The reference model stopped once less than 10⁻¹³ of the mass was undecided, so its
/// expectations leave out the tail beyond that turn: about (turns)·10⁻¹³, up to 10⁻¹¹ here. A
/// mean is compared at [`REFERENCE`], the tolerance of values the independent model computed in
/// double precision; the laws themselves agree to `EXACT_REFERENCE`.
fn close_mean(got: f64, want: f64, what: &str) {
    assert!(
        (got - want).abs() < REFERENCE,
        "{what}: got {got}, want {want}"
    );
}

fn close_list(got: &[f64], want: &[f64], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        close(*g, *w, &format!("{what}[{i}]"));
    }
}

#[test]
fn every_duel_derives_both_sides() {
    let r = reference();
    let duels = r["duels"].as_array().unwrap();
    assert_eq!(duels.len(), 8);
    for (i, v) in duels.iter().enumerate() {
        let what = format!("duels[{i}]");
        let duel = duel_spec(v)
            .resolve()
            .unwrap_or_else(|e| panic!("{what}: {}: {e}", e.path()));
        let d = &v["derived"];
        let t = duel.opponent.target();
        assert_eq!(t.ac, int(d, "monster_ac"), "{what}");
        assert_eq!(t.ev, int(d, "monster_ev"), "{what}");
        assert_eq!(t.shield_class, int(d, "monster_shield_class"), "{what}");
        assert_eq!(
            t.block_limit as i32,
            int(d, "monster_block_limit"),
            "{what}"
        );
        let hp = duel.opponent.hp.dist();
        assert_eq!(
            (hp.min(), hp.max()),
            (int(d, "monster_hp_min"), int(d, "monster_hp_max"))
        );
        close(hp.mean(), num(d, "monster_hp_mean"), &what);
        assert_eq!(duel.monster.speed, int(d, "monster_speed"), "{what}");
        assert_eq!(
            duel.monster.attack_energy,
            int(d, "monster_attack_energy"),
            "{what}"
        );
        let resist = match duel.offence.brand {
            Some(mechanics::dcss::player_attack::Brand::Flaming) => t.resists.fire,
            Some(mechanics::dcss::player_attack::Brand::Freezing) => t.resists.cold,
            Some(mechanics::dcss::player_attack::Brand::Electrocution) => t.resists.elec,
            _ => 0,
        };
        assert_eq!(resist, int(d, "monster_resist_to_brand"), "{what}");
        let sh = duel.defence.sh_internal.dist();
        assert_eq!(sh.min(), int(d, "player_sh_internal"), "{what}");
        let limit = if int(d, "player_sh_internal") > 0 {
            duel.defence.block_limit as i32
        } else {
            0
        };
        assert_eq!(limit, int(d, "player_block_limit"), "{what}");
        assert_eq!(
            gdr_percent(duel.defence.ac.dist().min()),
            int(d, "player_gdr_percent")
        );
        for (law, key) in [
            (duel.player.action.delay.dist(), "player_delay_distribution"),
            (duel.player.energy_gain.clone(), "energy_gain_distribution"),
        ] {
            let want = law_from_object(&d[key]);
            assert_eq!(
                (law.min(), law.max()),
                (want.min(), want.max()),
                "{what} {key}"
            );
            for (x, p) in want.iter() {
                close(law.prob(x), p, &format!("{what} {key}({x})"));
            }
        }
        let action = duel.player.action.law().damage(0);
        close_list(
            &action,
            &list(&d["player_action_damage_distribution"]),
            &format!("{what} action"),
        );
    }
}

#[test]
fn every_duel_outcome_is_the_exact_chain() {
    let r = reference();
    for (i, v) in r["duels"].as_array().unwrap().iter().enumerate() {
        let what = format!("duels[{i}]");
        let duel = duel_spec(v).resolve().unwrap();
        let law = duel.exact().unwrap();
        close(law.p_win, num(v, "p_win"), &format!("{what} p_win"));
        close(law.p_lose, num(v, "p_lose"), &format!("{what} p_lose"));
        close_mean(
            law.expected_player_turns_given_win.unwrap(),
            num(v, "expected_player_turns_given_win"),
            &format!("{what} E[turns | win]"),
        );
        close_list(
            &law.player_hp_left_distribution,
            &list(&v["player_hp_left_distribution"]),
            &format!("{what} hp left"),
        );
        close_list(
            &law.p_monster_dead_within_turns,
            &list(&v["p_monster_dead_within_turns"]),
            &format!("{what} monster dead"),
        );
        close_list(
            &law.p_player_dead_within_turns,
            &list(&v["p_player_dead_within_turns"]),
            &format!("{what} player dead"),
        );
        assert!(
            law.p_undecided < 1e-13,
            "{what}: {} undecided",
            law.p_undecided
        );
    }
}

#[test]
fn every_duel_offence_alone() {
    let r = reference();
    for (i, v) in r["duels"].as_array().unwrap().iter().enumerate() {
        let what = format!("duels[{i}] offence_only");
        let o = &v["offence_only"];
        let duel = duel_spec(v).resolve().unwrap();
        let law = duel.offence_only(30);
        close_list(
            &law.p_killed_within_attacks,
            &list(&o["p_killed_within_attacks"]),
            &what,
        );
        close_mean(
            law.expected_attacks_to_kill.unwrap(),
            num(o, "expected_attacks_to_kill"),
            &what,
        );
        close_mean(
            law.expected_aut_to_kill.unwrap(),
            num(o, "expected_aut_to_kill"),
            &what,
        );
    }
}
