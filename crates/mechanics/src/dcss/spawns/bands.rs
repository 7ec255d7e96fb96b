//! The band a picked monster brings: whether it leads one (its conditions at the real level),
//! which band and how many followers (with the game's special cases), and the law of each
//! follower (`docs/rules/dcss-spawns.md` §6).

use super::pick::pick_law;
use super::place::Place;
use super::tables::{BandChoice, Condition, LeaderCondition, tables};
use crate::dcss::rules::{BandCases, RuleSet};

/// The most followers a band has: `BIG_BAND − 1` (`docs/rules/dcss-spawns.md` §6.1).
pub const MAX_FOLLOWERS: i32 = 19;

/// One outcome of the band law of a leader (`docs/rules/dcss-spawns.md` §6.1, §6.3).
#[derive(Clone, Debug, PartialEq)]
pub struct BandOutcome {
    /// The band's enum id (`BAND_YAKS`); `None`: the monster comes alone.
    pub band: Option<&'static str>,
    /// How many followers (0 alone).
    pub followers: usize,
    /// Its probability.
    pub probability: f64,
}

/// An outcome while the law is built: a band by name, a size, a probability.
#[derive(Clone, Debug)]
struct Draft {
    band: Option<&'static str>,
    size: i32,
    p: f64,
}

/// The probability of a custom condition at `place` (`docs/rules/dcss-spawns.md` §6.1): each
/// random test in it is its own draw, so `&&` multiplies and `||` adds what the left side left.
pub fn condition_probability(place: &Place, c: &Condition) -> f64 {
    let sure = |b: bool| if b { 1.0 } else { 0.0 };
    match c {
        Condition::Flag(f) => match f.as_str() {
            "hell" => sure(place.in_hell()),
            "connected" => sure(place.branch.connected),
            "has_monsters" => sure(!place.branch.rows.is_empty()),
            other => unreachable!("the extractor writes no flag '{other}'"),
        },
        Condition::In { branch } => sure(place.branch.id == *branch),
        Condition::Not { not } => 1.0 - condition_probability(place, not),
        Condition::All { all } => all
            .iter()
            .map(|c| condition_probability(place, c))
            .product(),
        Condition::Any { any } => {
            let none: f64 = any
                .iter()
                .map(|c| 1.0 - condition_probability(place, c))
                .product();
            1.0 - none
        }
        Condition::Chance { chance } => {
            let [[xa, xb], [ya, yb]] = *chance;
            x_chance_in_y(xa * place.depth + xb, ya * place.depth + yb)
        }
    }
}

/// `x_chance_in_y(x, y)`: `random2(y) < x`.
fn x_chance_in_y(x: i32, y: i32) -> f64 {
    if x <= 0 {
        0.0
    } else if x >= y {
        1.0
    } else {
        f64::from(x) / f64::from(y)
    }
}

fn leader_probability(place: &Place, c: &LeaderCondition) -> f64 {
    if c.min_depth != 0 && place.absdepth0() < c.min_depth {
        return 0.0;
    }
    let chance = if c.chance_denom != 0 {
        1.0 / f64::from(c.chance_denom)
    } else {
        1.0
    };
    chance
        * c.custom
            .as_ref()
            .map_or(1.0, |c| condition_probability(place, c))
}

/// `random_range(lo, hi)`: each of `lo..=hi` alike.
fn uniform(band: Option<&'static str>, lo: i32, hi: i32, p: f64) -> Vec<Draft> {
    let n = f64::from(hi - lo + 1);
    (lo..=hi)
        .map(|size| Draft {
            band,
            size,
            p: p / n,
        })
        .collect()
}

/// The band name as the tables store it, from a `&'static` table entry.
fn band_id(rules: RuleSet, name: &str) -> &'static str {
    tables(rules)
        .bands
        .membership
        .get_key_value(name)
        .map(|(k, _)| k.as_str())
        .or_else(|| SPECIAL_MEMBERS.iter().copied().find(|b| *b == name))
        .unwrap_or_else(|| panic!("{name} is a band of the {rules} tables"))
}

/// The bands whose followers the game chooses in code (`docs/rules/dcss-spawns.md` §6.4).
const SPECIAL_MEMBERS: [&str; 5] = [
    "BAND_NAGAS",
    "BAND_DRACONIAN",
    "BAND_RANDOM_SINGLE",
    "BAND_PANDEMONIUM_LORD",
    "BAND_DEATH_KNIGHT",
];

/// The law from the leader's table entry: no band unless its condition holds, then one of
/// its bands alike and a size alike over its range.
fn from_table(place: &Place, leader: &str) -> Vec<Draft> {
    let Some(entry) = tables(place.rules).bands.leaders.get(leader) else {
        return vec![Draft {
            band: None,
            size: 0,
            p: 1.0,
        }];
    };
    let p = leader_probability(place, &entry.condition);
    let mut law = vec![Draft {
        band: None,
        size: 0,
        p: 1.0 - p,
    }];
    let each = p / entry.bands.len() as f64;
    for BandChoice { band, min, max, .. } in &entry.bands {
        law.extend(uniform(Some(band.as_str()), *min, *max, each));
    }
    law
}

/// Replaces every outcome `d` by `f(d)`, each weighted by `d`'s probability.
fn each(law: Vec<Draft>, f: impl Fn(&Draft) -> Vec<Draft>) -> Vec<Draft> {
    law.iter()
        .flat_map(|d| f(d).into_iter().map(move |e| Draft { p: e.p * d.p, ..e }))
        .collect()
}

fn sure(band: Option<&'static str>, size: i32) -> Vec<Draft> {
    vec![Draft { band, size, p: 1.0 }]
}

fn either(p: f64, yes: Vec<Draft>, no: Vec<Draft>) -> Vec<Draft> {
    let scale = |v: Vec<Draft>, s: f64| v.into_iter().map(move |d| Draft { p: d.p * s, ..d });
    scale(yes, p).chain(scale(no, 1.0 - p)).collect()
}

/// The special cases of `_choose_band` (`docs/rules/dcss-spawns.md` §6.3), on the table's law.
fn special(place: &Place, leader: &str, law: Vec<Draft>) -> Vec<Draft> {
    let rules = place.rules;
    let b = |name: &str| Some(band_id(rules, name));
    let branch = place.branch.abbrev.as_str();
    let depth = place.depth;
    let newer = rules.release().band_cases == BandCases::WithNewLeaders;
    match leader {
        "MONS_TORPOR_SNAIL" => match branch {
            "Lair" => {
                let mut law = uniform(b("BAND_YAKS"), 2, 5, 3.0 / 5.0);
                law.extend(uniform(b("BAND_DEATH_YAKS"), 1, 2, 1.0 / 5.0));
                law.extend(uniform(b("BAND_DREAM_SHEEP"), 2, 4, 1.0 / 5.0));
                law
            }
            "Spider" => {
                let mut law = uniform(b("BAND_MIXED_SPIDERS"), 2, 4, 0.5);
                law.extend(uniform(b("BAND_RANDOM_SINGLE"), 1, 1, 0.5));
                law
            }
            "Depths" => sure(b("BAND_RANDOM_SINGLE"), 1),
            _ => sure(None, 0),
        },
        "MONS_CENTAUR_WARRIOR" if branch == "Vaults" => {
            uniform(b("BAND_CENTAUR_WARRIORS"), 2, 4, 1.0)
        }
        "MONS_ORC_WARLORD" if branch == "Vaults" => uniform(b("BAND_ORC_WARLORD"), 2, 4, 1.0),
        "MONS_SATYR" => {
            let mut band = uniform(b("BAND_FAUN_PARTY"), 3, 4, 1.0 / 5.0);
            band.extend(uniform(b("BAND_FAUNS"), 3, 4, 4.0 / 5.0));
            either(2.0 / 3.0, band, law)
        }
        "MONS_FAUN" => {
            let mut band = uniform(b("BAND_FAUNS"), 2, 3, 0.5);
            band.extend(uniform(b("BAND_FAUN_PARTY"), 2, 3, 0.5));
            either(2.0 / 3.0, band, law)
        }
        "MONS_SPRIGGAN_DRUID" => each(law, |d| match d.band {
            None => sure(None, 0),
            Some(_) => either(0.25, sure(d.band, 3), sure(d.band, 2)),
        }),
        "MONS_LAUGHING_SKULL" => each(law, |d| {
            if branch == "D" {
                sure(d.band, 1)
            } else {
                uniform(d.band, 2, 5, 1.0)
            }
        }),
        "MONS_WEEPING_SKULL" => each(law, |d| {
            sure(d.band, i32::from(branch == "Abyss" && depth > 1))
        }),
        "MONS_BRAIN_WORM" => each(law, |d| {
            if branch != "Abyss" {
                return sure(d.band, 0);
            }
            // random2(depth) / 2.
            (0..depth)
                .map(|r| Draft {
                    band: d.band,
                    size: r / 2,
                    p: 1.0 / f64::from(depth),
                })
                .collect()
        }),
        "MONS_THRASHING_HORROR" => each(law, |d| {
            let n = depth.min(7);
            if branch != "Abyss" || n == 0 {
                return sure(d.band, 0);
            }
            uniform(d.band, 0, n - 1, 1.0)
        }),
        "MONS_PROTEAN_PROGENITOR" => {
            each(law, |d| either(2.0 / 3.0, sure(d.band, 1), sure(d.band, 0)))
        }
        "MONS_THERMIC_DYNAMO" if newer => {
            each(law, |d| either(2.0 / 3.0, sure(d.band, 1), sure(d.band, 0)))
        }
        "MONS_UNDERTAKER" if newer => {
            each(law, |d| either(3.0 / 4.0, sure(d.band, 1), sure(d.band, 0)))
        }
        "MONS_LINDWURM" if newer && branch == "Vaults" => each(law, |d| match d.band {
            None => sure(None, 0),
            Some(_) => either(
                f64::from(depth.min(3)) / 3.0,
                sure(b("BAND_WURMS_AND_MASTER"), d.size + 1),
                sure(d.band, d.size),
            ),
        }),
        "MONS_SLIME_CREATURE" if newer && branch == "Vaults" => each(law, |d| match d.band {
            None => sure(None, 0),
            Some(_) => {
                let more = f64::from(depth.min(4)) / 4.0;
                let master = either(
                    more,
                    sure(b("BAND_SLIMES_AND_MASTER"), d.size + 1),
                    sure(b("BAND_SLIMES_AND_MASTER"), d.size),
                );
                either(
                    f64::from((depth - 1).clamp(0, 5)) / 5.0,
                    master,
                    sure(d.band, d.size),
                )
            }
        }),
        "MONS_DIRE_ELEPHANT" if newer && branch == "Vaults" => each(law, |d| match d.band {
            None => sure(None, 0),
            Some(_) => either(
                f64::from(3 + depth.min(7)) / 10.0,
                sure(b("BAND_ELEPHANTS_AND_MASTER"), d.size),
                sure(d.band, d.size),
            ),
        }),
        "MONS_DEATH_KNIGHT" if newer && branch == "Vaults" => {
            sure(b("BAND_DEATH_KNIGHT_DRAUGR"), 3)
        }
        "MONS_EYE_OF_DRAINING" if newer && branch == "Slime" => each(law, |d| match d.band {
            None => sure(None, 0),
            Some(_) => sure(b("BAND_DRAINING_EYE_CORPS"), d.size),
        }),
        "MONS_SPHINX_MARAUDER" if newer => match branch {
            "Vaults" => either(
                f64::from((depth + 2).min(6)) / 6.0,
                sure(b("BAND_SPHINXES"), 1),
                sure(None, 0),
            ),
            "D" => sure(None, 0),
            _ => either(2.0 / 5.0, sure(b("BAND_HARPIES"), 2), sure(None, 0)),
        },
        "MONS_ENTROPY_WEAVER" if newer => match branch {
            "Vaults" => either(
                f64::from(depth.min(8)) / 8.0,
                sure(b("BAND_IRONBOUND_MECHANISTS"), 2),
                sure(b("BAND_IRONBOUND_MECHANISTS"), 1),
            ),
            "Pan" => sure(None, 0),
            _ => uniform(b("BAND_REDBACK"), 1, 4, 1.0),
        },
        _ => law,
    }
}

/// The exact law of the band a monster picked at `place` brings, by band and number of
/// followers (`_choose_band`, `docs/rules/dcss-spawns.md` §6.1, §6.3): its table entry's
/// condition at the real level, one of its bands alike, the size alike over its range; then
/// the special cases; a band of no followers is none, and at most [`MAX_FOLLOWERS`] follow.
/// Outcomes are merged by (band, followers), alone first; the probabilities sum to 1.
pub fn band_law(place: &Place, leader: &str) -> Vec<BandOutcome> {
    let law = special(place, leader, from_table(place, leader));
    let mut out: Vec<BandOutcome> = Vec::new();
    for d in law.into_iter().filter(|d| d.p > 0.0) {
        let size = d.size.clamp(0, MAX_FOLLOWERS);
        let (band, followers) = match d.band {
            Some(band) if size > 0 => (Some(band), size as usize),
            _ => (None, 0),
        };
        match out
            .iter_mut()
            .find(|o| o.band == band && o.followers == followers)
        {
            Some(o) => o.probability += d.p,
            None => out.push(BandOutcome {
                band,
                followers,
                probability: d.p,
            }),
        }
    }
    out.sort_by(|a, b| {
        (a.band.is_some(), a.band, a.followers).cmp(&(b.band.is_some(), b.band, b.followers))
    });
    out
}

/// P(the monster brings a band at `place`).
pub fn band_probability(place: &Place, leader: &str) -> f64 {
    band_law(place, leader)
        .iter()
        .filter(|o| o.band.is_some())
        .map(|o| o.probability)
        .sum()
}

/// The law of the `which`-th follower (from 1) of `band` at `place`, as `(monster enum id,
/// probability)` (`_band_member`, `docs/rules/dcss-spawns.md` §6.2, §6.4): the band's list for
/// that follower (the last list for every later one), or the game's code for the nagas, the
/// draconians, the 0.31 death knight and a random single. A random single is a monster of the
/// level's own pick law (fuzzed again) that brings no band: its law is taken as the pick law
/// weighted by P(no band) for each monster, a close approximation of the game's per-row veto
/// (§6.4). Empty for a Pandemonium lord's band, which no table picks.
pub fn member_law(place: &Place, band: &str, which: usize) -> Vec<(&'static str, f64)> {
    let rules = place.rules;
    let t = tables(rules);
    if let Some(lists) = t.bands.membership.get(band) {
        let list = &lists[which.clamp(1, lists.len()) - 1];
        let total: i32 = list.iter().map(|(_, w)| w).sum();
        return list
            .iter()
            .map(|(m, w)| (m.as_str(), f64::from(*w) / f64::from(total)))
            .collect();
    }
    let weighted = |list: &[(&'static str, i32)], p: f64| -> Vec<(&'static str, f64)> {
        let total: i32 = list.iter().map(|(_, w)| w).sum();
        list.iter()
            .map(|(m, w)| (*m, p * f64::from(*w) / f64::from(total)))
            .collect()
    };
    let mut law = match band {
        "BAND_NAGAS" => {
            let p = match which {
                1 => 0.5,
                2 => 0.25,
                _ => 0.0,
            };
            let mut law = weighted(
                &[
                    ("MONS_NAGA_WARRIOR", 8),
                    ("MONS_NAGA_MAGE", 11),
                    ("MONS_NAGA_RITUALIST", 6),
                    ("MONS_NAGA_SHARPSHOOTER", 8),
                    ("MONS_SALAMANDER_MYSTIC", 6),
                ],
                p,
            );
            law.extend(weighted(
                &[("MONS_SALAMANDER", 1), ("MONS_NAGA", 6)],
                1.0 - p,
            ));
            law
        }
        "BAND_DRACONIAN" => {
            let p = if place.absdepth0() >= 24 {
                13.0 / 40.0
            } else {
                0.0
            };
            let mut law = weighted(
                &[
                    ("MONS_DRACONIAN_STORMCALLER", 1),
                    ("MONS_DRACONIAN_KNIGHT", 2),
                    ("MONS_DRACONIAN_MONK", 2),
                    ("MONS_DRACONIAN_SHIFTER", 2),
                    ("MONS_DRACONIAN_ANNIHILATOR", 2),
                    ("MONS_DRACONIAN_SCORCHER", 2),
                ],
                p,
            );
            law.extend(weighted(
                &[
                    ("MONS_BLACK_DRACONIAN", 1),
                    ("MONS_YELLOW_DRACONIAN", 1),
                    ("MONS_GREEN_DRACONIAN", 1),
                    ("MONS_PURPLE_DRACONIAN", 1),
                    ("MONS_RED_DRACONIAN", 1),
                    ("MONS_WHITE_DRACONIAN", 1),
                ],
                1.0 - p,
            ));
            law
        }
        "BAND_DEATH_KNIGHT" => {
            let p = if place.branch.abbrev != "D" && which == 1 {
                2.0 / 3.0
            } else {
                0.0
            };
            let mut law = weighted(&[("MONS_GHOUL", 1), ("MONS_FLAYED_GHOST", 2)], p);
            law.extend(weighted(
                &[
                    ("MONS_WRAITH", 5),
                    ("MONS_FREEZING_WRAITH", 6),
                    ("MONS_PHANTASMAL_WARRIOR", 3),
                    ("MONS_SKELETAL_WARRIOR", 3),
                ],
                1.0 - p,
            ));
            law
        }
        "BAND_RANDOM_SINGLE" => {
            let picks = pick_law(place);
            let kept: Vec<(&'static str, f64)> = picks
                .iter()
                .map(|p| {
                    (
                        p.monster,
                        p.probability * (1.0 - band_probability(place, p.monster)),
                    )
                })
                .collect();
            let total: f64 = kept.iter().map(|(_, p)| p).sum();
            kept.into_iter()
                .filter(|(_, p)| *p > 0.0)
                .map(|(m, p)| (m, p / total))
                .collect()
        }
        _ => Vec::new(),
    };
    law.retain(|(_, p)| *p > 0.0);
    law
}
