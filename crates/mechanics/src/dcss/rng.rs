//! DCSS random primitives, exactly as `random.cc` defines them (`docs/rules/dcss-0.31.md` §1).
//!
//! Every function takes the generator as `&mut R` with `R: Rng + ?Sized`, so callers pick
//! the generator (the simulator uses one `Xoshiro256PlusPlus` per chunk) and nothing here
//! touches global state. Bounded draws go through `rand`'s integer ranges, which the
//! workspace builds with the `unbiased` feature: every `random2(n)` is exactly uniform.
//!
//! The exact distribution of each primitive is in [`crate::dist::Dist`] under the same
//! name (`Dist::random2`, `Dist::random2avg`, ...); `tests/samplers.rs` checks each sampler
//! against it with a chi-square test.

use rand::{Rng, RngExt};

/// `random2(n)` (random.cc:211): uniform on `[0, n-1]`; `0` whenever `n <= 1`, including
/// negative `n` (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn random2<R: Rng + ?Sized>(rng: &mut R, n: i32) -> i32 {
    if n <= 1 { 0 } else { rng.random_range(0..n) }
}

/// `random_range(lo, hi)` (random.cc:196): `lo + random2(hi - lo + 1)`, uniform on
/// `[lo, hi]` (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn random_range<R: Rng + ?Sized>(rng: &mut R, lo: i32, hi: i32) -> i32 {
    lo + random2(rng, hi - lo + 1)
}

/// `random2avg(max, rolls)` (random.cc:330): the first roll is `random2(max)`, every later
/// one `random2(max + 1)`, and the sum is floored-divided by `rolls` (`docs/rules/dcss-0.31.md`
/// §1).
#[inline]
pub fn random2avg<R: Rng + ?Sized>(rng: &mut R, max: i32, rolls: i32) -> i32 {
    let rolls = rolls.max(1);
    let mut sum = random2(rng, max);
    for _ in 1..rolls {
        sum += random2(rng, max + 1);
    }
    sum / rolls
}

/// `coinflip()` (random.cc:228): `random2(2) == 1`, probability 1/2 (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn coinflip<R: Rng + ?Sized>(rng: &mut R) -> bool {
    random2(rng, 2) == 1
}

/// `one_chance_in(a)` (random.cc:421): `random2(a) == 0`, probability `1/a`, always true
/// for `a <= 1` (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn one_chance_in<R: Rng + ?Sized>(rng: &mut R, a: i32) -> bool {
    random2(rng, a) == 0
}

/// `x_chance_in_y(x, y)` (random.cc:426): false for `x <= 0`, true for `x >= y`, else
/// `random2(y) < x` (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn x_chance_in_y<R: Rng + ?Sized>(rng: &mut R, x: i32, y: i32) -> bool {
    if x <= 0 {
        false
    } else if x >= y {
        true
    } else {
        random2(rng, y) < x
    }
}

/// `div_rand_round(num, den)` (random.cc:313): `num/den + (random2(den) < num%den)`.
/// With C remainders a negative `num` has a negative remainder, so it never rounds away
/// and the result truncates toward zero (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn div_rand_round<R: Rng + ?Sized>(rng: &mut R, num: i32, den: i32) -> i32 {
    let rem = num % den;
    num / den + i32::from(rem > 0 && random2(rng, den) < rem)
}

/// `div_round_up(num, den)` (random.cc:322): deterministic ceiling for `num >= 0`
/// (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn div_round_up(num: i32, den: i32) -> i32 {
    num / den + i32::from(num % den != 0)
}

/// `div_round_near(num, den)` (random.cc:330 at 0.34.1): `num/den`, plus one when the C
/// remainder is at least `den/2`; deterministic. DCSS 0.34 uses it only for the player's own
/// melee damage (`docs/rules/dcss-0.34.md` §1).
#[inline]
pub fn div_round_near(num: i32, den: i32) -> i32 {
    num / den + i32::from(num % den >= den / 2)
}

/// `roll_dice(n, size)` (random.cc:266): `n + Σ random2(size)` over `n` dice, i.e. n dice
/// numbered 1..=size; 0 when `n <= 0` or `size <= 0` (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn roll_dice<R: Rng + ?Sized>(rng: &mut R, n: i32, size: i32) -> i32 {
    if n <= 0 || size <= 0 {
        return 0;
    }
    (0..n).map(|_| 1 + random2(rng, size)).sum()
}

/// `maybe_random2(x, rnd)` (random.cc:235): `0` for `x <= 1`; `random2(x)` when `rnd`,
/// else the display value `x / 2` (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn maybe_random2<R: Rng + ?Sized>(rng: &mut R, x: i32, rnd: bool) -> i32 {
    if x <= 1 {
        0
    } else if rnd {
        random2(rng, x)
    } else {
        x / 2
    }
}

/// `maybe_random_div(nom, den, rnd)` (random.cc:246): `0` for `nom <= 0`;
/// `random2(nom + den) / den` when `rnd`, else the display value `nom / 2 / den`
/// (`docs/rules/dcss-0.31.md` §1, §2.2).
#[inline]
pub fn maybe_random_div<R: Rng + ?Sized>(rng: &mut R, nom: i32, den: i32, rnd: bool) -> i32 {
    if !rnd {
        maybe_random_div_display(nom, den)
    } else if nom <= 0 {
        0
    } else {
        random2(rng, nom + den) / den
    }
}

/// The display branch of `maybe_random_div(nom, den, false)`: `nom / 2 / den`, or `0`
/// for `nom <= 0` (random.cc:246, `docs/rules/dcss-0.31.md` §1, §2.2).
#[inline]
pub fn maybe_random_div_display(nom: i32, den: i32) -> i32 {
    if nom <= 0 { 0 } else { nom / 2 / den }
}

/// `haste_mul(x)` / `berserk_mul(x)` (defines.h:190/192): `div_rand_round(x * 3, 2)`
/// (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn haste_mul<R: Rng + ?Sized>(rng: &mut R, x: i32) -> i32 {
    div_rand_round(rng, x * 3, 2)
}

/// `haste_div(x)` / `berserk_div(x)` (defines.h:191/193): `div_rand_round(x * 2, 3)`
/// (`docs/rules/dcss-0.31.md` §1).
#[inline]
pub fn haste_div<R: Rng + ?Sized>(rng: &mut R, x: i32) -> i32 {
    div_rand_round(rng, x * 2, 3)
}
