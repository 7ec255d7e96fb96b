//! EV, SH, AC and max HP are non-decreasing in Dodging, Armour, Shields and Fighting over the
//! whole 0–27 range, fraction included, under 0.31 and, kept ×100, under 0.34, so the range
//! a dump's truncated skills allow is the value with every skill at the bottom of its
//! printed tenth up to the value with every skill at the top
//! (`docs/rules/monsters-and-dumps.md` §4.3).
//!
//! The proof is exhaustive: the four read a skill only through `skill(sk, k)` at a few
//! scales, each a step function of the level that moves only where `fraction·k` crosses an
//! integer. Between two consecutive such points (over every scale in [`SCALES`]) they are
//! constant, which the test checks at both ends and the middle of every step; so checking
//! the order of the values at the steps' left ends covers every millionth.

use mechanics::dcss::build::{AuxPiece, Build};
use mechanics::dcss::damage::{player_ac, player_ac_034, player_max_hp};
use mechanics::dcss::data::{aux_armour, body_armour, shield, species};
use mechanics::dcss::evasion::EvSituation;
use mechanics::dcss::skills::Skill;

/// Every scale at which the EV, SH, AC and max HP code reads Dodging, Armour, Shields or
/// Fighting (`docs/rules/dcss-0.31.md` §4.1, §5, §6.1, §6.4; `dcss-0.31-damage.md` §3, §4),
/// plus the to-hit scale 100 for good measure: a scale missing here would show as a value
/// that changes inside a step.
const SCALES: [i32; 6] = [3, 5, 10, 20, 38, 100];

/// The left ends of the steps over which every `scaled(k)`, k in [`SCALES`], is constant,
/// in millionths, with 27 000 001 closing the last one.
fn step_starts() -> Vec<i32> {
    let max = Skill::MAX.millionths();
    let mut points: Vec<i32> = SCALES
        .iter()
        .flat_map(|&k| {
            (0..=27 * k)
                .map(move |j| ((i64::from(j) * 1_000_000 + i64::from(k) - 1) / i64::from(k)) as i32)
        })
        .filter(|&m| m <= max)
        .collect();
    points.push(max + 1);
    points.sort_unstable();
    points.dedup();
    points
}

/// Which skill a sweep moves.
#[derive(Clone, Copy, Debug)]
enum Which {
    Dodging,
    Armour,
    Shields,
    Fighting,
}

fn with(build: &Build, which: Which, millionths: i32) -> Build {
    let s = Skill::from_millionths(millionths).unwrap();
    match which {
        Which::Dodging => Build {
            dodging: s,
            ..*build
        },
        Which::Armour => Build {
            armour: s,
            ..*build
        },
        Which::Shields => Build {
            shields: s,
            ..*build
        },
        Which::Fighting => Build {
            fighting: s,
            ..*build
        },
    }
}

/// (EV, internal SH, displayed SH, AC, max HP; under 0.34: EV ×100, raw SH ×100, AC ×100).
fn defence(build: &Build) -> [i32; 8] {
    let sh = build.shield_class(false);
    let situation = EvSituation::default();
    [
        build.evasion(&situation).ev,
        sh.internal,
        sh.displayed,
        player_ac(build).unwrap().total_x100,
        player_max_hp(build).unwrap(),
        build.evasion_034(&situation).final_x100,
        build.shield_class_034(false).raw_x100,
        player_ac_034(build).unwrap().total_x100,
    ]
}

fn builds() -> Vec<(&'static str, Build)> {
    let b = |sp: &str, dex, st, body: &str, sh: &str, plus| Build {
        body: body_armour(body).unwrap(),
        shield: shield(sh).unwrap(),
        shield_plus: plus,
        dodging: Skill::from_f64(7.3).unwrap(),
        armour: Skill::from_f64(4.6).unwrap(),
        shields: Skill::from_f64(4.3).unwrap(),
        ..Build::new(species(sp).unwrap(), dex, st)
    };
    let mut naga = b("naga", 12, 14, "chain", "kite", 0);
    naga.aux.wear(AuxPiece {
        item: aux_armour("barding").unwrap(),
        plus: 0,
    });
    vec![
        (
            "Human, scale mail, kite +1",
            b("human", 13, 16, "scale", "kite", 1),
        ),
        (
            "Minotaur, plate, tower",
            b("minotaur", 11, 22, "plate", "tower", 2),
        ),
        (
            "Kobold, fire dragon scales, buckler",
            b("kobold", 17, 11, "fire dragon", "buckler", 0),
        ),
        (
            "Troll, no armour, kite",
            b("troll", 12, 20, "none", "kite", 0),
        ),
        (
            "Deep Elf, robe, no shield",
            b("deep elf", 16, 7, "robe", "none", 0),
        ),
        ("Naga, chain, barding, kite", naga),
    ]
}

#[test]
fn ev_sh_ac_and_max_hp_never_fall_as_a_skill_rises() {
    let steps = step_starts();
    for (name, build) in builds() {
        build.validate().unwrap_or_else(|e| panic!("{name}: {e}"));
        for which in [
            Which::Dodging,
            Which::Armour,
            Which::Shields,
            Which::Fighting,
        ] {
            let mut previous = defence(&with(&build, which, 0));
            for pair in steps.windows(2) {
                let (start, end) = (pair[0], pair[1] - 1);
                let here = defence(&with(&build, which, start));
                for inside in [(start + end) / 2, end] {
                    assert_eq!(
                        defence(&with(&build, which, inside)),
                        here,
                        "{name}: {which:?} changes inside the step {start}..={end}"
                    );
                }
                assert!(
                    here.iter().zip(&previous).all(|(h, p)| h >= p),
                    "{name}: {which:?} at {start} millionths gives {here:?} after {previous:?}"
                );
                previous = here;
            }
        }
    }
}

/// EV reads these skills at scale 10 only, so a tenth's hidden fraction never moves it; SH
/// reads Shields at scale 38, so it can (`docs/rules/dcss-0.31.md` §6.1).
#[test]
fn the_hidden_fraction_moves_sh_but_not_ev() {
    for (name, build) in builds() {
        for t in 0..270 {
            let (low, top) = Skill::tenths_interval(t).unwrap();
            for (a, b) in [
                (
                    Build {
                        dodging: low,
                        ..build
                    },
                    Build {
                        dodging: top,
                        ..build
                    },
                ),
                (
                    Build {
                        armour: low,
                        ..build
                    },
                    Build {
                        armour: top,
                        ..build
                    },
                ),
                (
                    Build {
                        shields: low,
                        ..build
                    },
                    Build {
                        shields: top,
                        ..build
                    },
                ),
            ] {
                assert_eq!(defence(&a)[0], defence(&b)[0], "{name}: EV at tenth {t}");
            }
        }
    }
    // A +1 kite shield, Dex 10, Shields 5.3: raw = 16·50 + 16·skill(Shields,5)/2 + 200 +
    // skill(Shields,38) + 114 + 10·38·29/26 = 800 + 208 + 200 + 201 + 114 + 423 = 1946 at
    // 5.3, and skill(Shields,38) = 205 just below 5.4 gives 1950: internal SH 19 or 20,
    // displayed 9 or 10.
    let build = Build {
        shield: shield("kite").unwrap(),
        shield_plus: 1,
        ..Build::new(species("minotaur").unwrap(), 10, 18)
    };
    let (low, top) = Skill::tenths_interval(53).unwrap();
    let at = |s| {
        Build {
            shields: s,
            ..build
        }
        .shield_class(false)
    };
    assert_eq!((at(low).raw_x100, at(top).raw_x100), (1946, 1950));
    assert_eq!((at(low).internal, at(top).internal), (19, 20));
    assert_eq!((at(low).displayed, at(top).displayed), (9, 10));
}
