//! What the game shows of an attack spell: the targeting line's "N% to hit"
//! (`_to_hit_pct`, spl-cast.cc:1647-1687) and the Damage column of the spell table
//! (`spell_damage_string`, spl-cast.cc:3194-3281) (`docs/rules/dcss-0.34-player-ranged.md`
//! §11, §13).

use super::table::{AttackSpell, Delivery};

/// The iterations past which the game gives up and shows nothing.
const MAX_ITERATIONS: i64 = 1_000_000;

/// The spell targeting display (§13): the to-hit `acc` (after inaccuracy) with the melee
/// lighting (+5 backlit, −3 for an umbra without nightvision, no halving for an invisible
/// monster) against an EV model with an outer roll `0..EV−1` and two inner rolls
/// `0..outer−1` averaged, weighted by outer²; an integer percentage, no shield. `None` when
/// the game shows nothing (`acc·Σ o² ≥ 10⁶` iterations).
pub fn spell_to_hit_percent(acc: i32, ev: i32) -> Option<i32> {
    if ev <= 0 {
        return Some(100);
    }
    let (mut hits, mut iters) = (0i64, 0i64);
    for outer in 0..ev {
        for a in 0..outer {
            for b in 0..outer {
                let roll = (a + b) / 2;
                iters += i64::from(acc.max(0));
                if iters >= MAX_ITERATIONS {
                    return None;
                }
                hits += i64::from((acc - roll).max(0));
            }
        }
    }
    if iters == 0 {
        // EV 1, or no to-hit at all: nothing to average over.
        return Some(if acc > 0 { 100 } else { 0 });
    }
    Some((hits * 100 / iters) as i32)
}

/// `NdS` as the game writes dice.
fn dice(n: i32, s: i32) -> String {
    format!("{n}d{s}")
}

/// The non-random `calc_dice(n, max)`: the faces floored (§11).
fn calc_dice_shown(n: i32, max: i32) -> (i32, i32) {
    if n <= 1 {
        (1, max)
    } else if max <= n {
        (max, 1)
    } else {
        (n, max / n)
    }
}

/// The spell table's Damage column at `power`, whole (a dump cuts it at 10 characters,
/// §11): "1d5", "2x1d6", "3d19", "2d9 (+2d4 / collision)".
pub fn damage_string(spell: &AttackSpell, power: i32) -> String {
    let f = spell.dice;
    let p = power;
    match spell.delivery {
        Delivery::Freeze => dice(1, 3 + p.min(25) * 3 / 10),
        Delivery::Foxfire | Delivery::Plasma => format!("2x{}", dice(1, f.max_at(p))),
        Delivery::Scorch => {
            let (n, s) = calc_dice_shown(2, 10 + p / 6);
            dice(n, s)
        }
        Delivery::Arcjolt => dice(1, 10 + p / 2),
        Delivery::Orb => dice(9, (60 + p) / 12),
        _ if spell.name == "Iskenderun's Mystic Blast" => {
            let (n, s) = calc_dice_shown(2, f.max_at(p));
            format!("{} (+{} / collision)", dice(n, s), dice(2, 1 + p / 10))
        }
        _ if f.calc => {
            let (n, s) = calc_dice_shown(f.n, f.max_at(p));
            dice(n, s)
        }
        _ => dice(f.n, f.max_at(p)),
    }
}

/// The Damage column as a dump prints it, trailing spaces aside: cut at its 10 characters
/// (`chop_string`, §11).
pub fn dump_damage(spell: &AttackSpell, power: i32) -> String {
    let cut: String = damage_string(spell, power).chars().take(10).collect();
    cut.trim_end().to_string()
}
