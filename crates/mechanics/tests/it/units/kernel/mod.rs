mod vector;

use mechanics::kernel::*;
use rand::Rng;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// The raw-rate sum is the same on every kernel.
#[test]
fn word_sums_agree_on_every_kernel() {
    let sum = |kernel| sum_words(kernel, &mut Xoshiro256PlusPlus::seed_from_u64(4), 10_001);
    let portable = sum(LaneKernel::Portable);
    for kernel in [LaneKernel::Avx2, LaneKernel::Avx512] {
        assert_eq!(sum(kernel), portable, "{kernel:?}");
    }
}

/// Every stream is `rand_xoshiro`'s xoshiro256++ from the same state.
#[test]
fn streams_are_xoshiro256plusplus() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
    let mut streams = Streams::seed(&mut rng.clone());
    let mut reference: Vec<Xoshiro256PlusPlus> = crate::common::reference_streams(&mut rng);
    for _ in 0..1000 {
        let words = streams.next_words();
        for (s, g) in reference.iter_mut().enumerate() {
            assert_eq!(words[s], g.next_u64(), "stream {s}");
        }
    }
}
