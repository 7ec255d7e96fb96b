use mechanics::sampling::digits::*;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// The digit chain at any width `BITS`: the definition the exhaustive 16-bit test proves,
/// and which the 32- and 64-bit chains ([`chain32`], [`chain64`]) are tested against.
fn chain<const K: usize, const BITS: u32>(x: u64, ranges: &[u64; K]) -> ([u32; K], u64) {
    let mask: u128 = if BITS == 64 {
        u64::MAX as u128
    } else {
        (1u128 << BITS) - 1
    };
    let mut low = u128::from(x) & mask;
    let mut out = [0u32; K];
    for (o, &n) in out.iter_mut().zip(ranges) {
        let m = low * u128::from(n);
        *o = (m >> BITS) as u32;
        low = m & mask;
    }
    (out, low as u64)
}

/// Exhaustive over every 16-bit word: each digit tuple is produced by exactly
/// `⌊2^16 / P⌋` accepted words, so the method is exactly uniform and the digits are
/// exactly independent.
#[test]
fn exhaustive_16_bit_words_are_exactly_uniform() {
    let cases: [[u64; 3]; 5] = [[3, 5, 7], [1, 10, 1], [2, 2, 2], [255, 1, 2], [13, 29, 31]];
    for ranges in cases {
        let p: u64 = ranges.iter().product();
        let reject = ((1u64 << 16) - p) % p;
        let mut counts = vec![0u64; p as usize];
        for x in 0..1u64 << 16 {
            let (d, low) = chain::<3, 16>(x, &ranges);
            if low < reject {
                continue;
            }
            assert!(d.iter().zip(&ranges).all(|(&v, &n)| u64::from(v) < n));
            let v = (u64::from(d[0]) * ranges[1] + u64::from(d[1])) * ranges[2] + u64::from(d[2]);
            counts[v as usize] += 1;
        }
        let each = (1u64 << 16) / p;
        assert!(counts.iter().all(|&c| c == each), "{ranges:?}");
    }
}

/// The specialised 32- and 64-bit chains compute exactly what the generic chain
/// (proved exhaustively above at 16 bits) computes.
#[test]
fn specialised_chains_equal_the_generic_chain() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    let ranges = [44u64, 40, 41, 200, 21, 54, 55];
    for _ in 0..100_000 {
        let x = rand::Rng::next_u64(&mut rng);
        assert_eq!(chain64(x, &ranges), chain::<7, 64>(x, &ranges));
        let (d, low) = chain32(x as u32, &ranges);
        assert_eq!(
            (d, u64::from(low)),
            chain::<7, 32>(u64::from(x as u32), &ranges)
        );
    }
}

#[test]
fn construction_limits() {
    let b = Digits::new([44, 40, 41, 200]).unwrap();
    assert!(b.fits_u32());
    assert_eq!(b.outcomes(), 44 * 40 * 41 * 200);
    let big = Digits::new([1 << 31, 1 << 31, 2]).unwrap();
    assert!(!big.fits_u32());
    assert!(Digits::new([1 << 31, 1 << 31, 1 << 31]).is_err());
    // Degenerate ranges give 0 like random2.
    let one = Digits::new([0, -5, 1]).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    assert_eq!(one.draw(&mut rng), [0, 0, 0]);
}

#[test]
fn for_each_yields_exactly_n_draws() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2);
    for ranges in [[7i64, 9], [1 << 20, 1 << 20]] {
        let b = Digits::new(ranges).unwrap();
        let mut seen = 0u64;
        b.for_each(&mut rng, 1001, |d| {
            assert!(i64::from(d[0]) < ranges[0] && i64::from(d[1]) < ranges[1]);
            seen += 1;
        });
        assert_eq!(seen, 1001);
    }
}
