//! Bands fought in the game's order against the exact chain of fights
//! (`docs/rules/dcss-spawns.md` §8.2, §8.3): in a corridor, the fights one at a time with your
//! HP carried, sampled, against the fresh fights' kernels convolved in turn (chi-square on
//! the HP you keep, one cell for a loss), in melee and with your shots; in the open, a monster
//! alone against its duel.

use mechanics::dcss::duel::band::{Foe, Terrain, play_band};
use mechanics::dcss::duel::corridor::{HpLaw, WinKernel};
use mechanics::dcss::duel::ranged::{RangedDuel, RangedPlan};
use mechanics::dcss::duel::{Duel, DuelPlayerSpec, DuelSpec, MAX_TURNS};
use mechanics::dcss::opponent::MonsterSpec;
use mechanics::dcss::player_ranged::named::ranged_target;
use mechanics::dcss::player_ranged::{MonsterNumbers, ShotSpec};
use mechanics::dcss::rules::RuleSet;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::common::{assert_fits, draws};

fn player(hp: i32, shield: Option<&str>) -> DuelPlayerSpec {
    DuelPlayerSpec {
        xl: 6,
        str: 14,
        dex: 12,
        fighting: 5.0,
        weapon: Some("mace".into()),
        weapon_skill: 6.0,
        shield: shield.map(Into::into),
        shields: if shield.is_some() { 4.0 } else { 0.0 },
        hp,
        ev: 9,
        ac: 5,
        offhand_free: shield.is_none(),
        ..DuelPlayerSpec::default()
    }
}

fn duel(rules: RuleSet, player: &DuelPlayerSpec, monster: &str, weapon: Option<&str>) -> Duel {
    DuelSpec {
        player: player.clone(),
        monster: MonsterSpec {
            name: monster.into(),
            weapon: weapon.map(Into::into),
            ..MonsterSpec::default()
        },
        start_energy: 70,
    }
    .resolve_in(rules)
    .expect("a valid duel")
}

/// The HP kept (0 for a loss) by fights sampled against the exact law.
fn check(what: &str, members: &[&Duel], terrain: Terrain, law: &HpLaw, hp: i32) {
    let members: Vec<Foe> = members.iter().map(|d| Foe::melee(d)).collect();
    check_foes(what, &members, terrain, law, hp);
}

/// [`check`] for members that may be fought with your shots or spells.
fn check_foes(what: &str, members: &[Foe], terrain: Terrain, law: &HpLaw, hp: i32) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0xba4d);
    let mut counts = vec![0u64; hp as usize + 1];
    for _ in 0..draws() {
        let o = play_band(&mut rng, members, terrain, hp, MAX_TURNS as u32);
        match o.player_won {
            Some(true) => counts[o.player_hp as usize] += 1,
            Some(false) => counts[0] += 1,
            None => panic!("{what}: a fight undecided"),
        }
    }
    let mut probs = vec![0.0; hp as usize + 1];
    probs[0] = law.dead;
    for (x, a) in law.alive.iter().enumerate() {
        probs[hp as usize - x] += a;
    }
    assert_fits(what, &counts, &probs);
}

#[test]
fn a_corridor_carries_your_hp_through_the_chain_of_kernels() {
    for rules in RuleSet::ALL {
        for shield in [None, Some("buckler")] {
            let p = player(30, shield);
            let leader = duel(rules, &p, "orc warrior", Some("hand axe"));
            let a = duel(rules, &p, "orc", Some("club"));
            let b = duel(rules, &p, "orc", None);
            let members = [&leader, &a, &b];
            let mut law = HpLaw::fresh(30);
            for m in members {
                law = law.then(&WinKernel::of(&m.exact().unwrap()));
            }
            check(
                &format!("{rules} {shield:?}"),
                &members,
                Terrain::Corridor,
                &law,
                30,
            );
        }
    }
}

#[test]
fn in_the_open_a_monster_alone_is_its_duel() {
    for rules in RuleSet::ALL {
        let p = player(25, Some("buckler"));
        let d = duel(rules, &p, "gnoll", Some("spear"));
        let law = HpLaw::fresh(25).then(&WinKernel::of(&d.exact().unwrap()));
        check(&format!("{rules} gnoll"), &[&d], Terrain::Open, &law, 25);
    }
}

/// Your shots at each member from 3 cells, your arrows whole again for each (the danger table's
/// corridor for an archer): the sampled band against the ranged duels' kernels in turn; in
/// the open a monster alone is its ranged duel too.
#[test]
fn an_archers_corridor_carries_your_hp_through_the_ranged_kernels() {
    let rules = RuleSet::Dcss034;
    let p = player(30, None);
    let shot = ShotSpec {
        item: "shortbow".into(),
        dex: 14,
        str: 12,
        fighting: 5.0,
        ranged_weapons: 8.0,
        ..ShotSpec::default()
    };
    let ranged = |d: &Duel| {
        let numbers =
            MonsterNumbers::of_target(&ranged_target(&d.opponent), &d.opponent.monster.name);
        let shot = shot.resolve(&numbers).expect("a valid shot");
        let fallback = Some(d.player.action.clone());
        let plan = RangedPlan::shooting(&shot, 3, Some(6), fallback, shot.delay.status);
        let retaliation = d.offence.retaliation(&d.opponent.target());
        RangedDuel::new(
            rules,
            plan,
            d.defence,
            d.opponent.clone(),
            d.start_energy,
            3,
            retaliation,
        )
    };
    let leader = duel(rules, &p, "orc warrior", Some("hand axe"));
    let a = duel(rules, &p, "orc", Some("club"));
    let (r_leader, r_a) = (ranged(&leader), ranged(&a));
    let mut law = HpLaw::fresh(30);
    for r in [&r_leader, &r_a] {
        law = law.then(&WinKernel::of(&r.exact().unwrap()));
    }
    let foes = [
        Foe {
            duel: &leader,
            ranged: Some(&r_leader),
        },
        Foe {
            duel: &a,
            ranged: Some(&r_a),
        },
    ];
    check_foes("archer corridor", &foes, Terrain::Corridor, &law, 30);
    let alone = HpLaw::fresh(30).then(&WinKernel::of(&r_a.exact().unwrap()));
    check_foes(
        "archer alone in the open",
        &foes[1..],
        Terrain::Open,
        &alone,
        30,
    );
}
