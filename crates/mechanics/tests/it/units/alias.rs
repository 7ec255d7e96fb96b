use mechanics::alias::*;
use mechanics::dist::Dist;

/// The table realises the quantised weights exactly, and they sum to 2⁶⁴.
#[test]
fn columns_hold_the_quantised_weights() {
    let laws = [
        vec![1.0],
        vec![0.5, 0.5],
        vec![0.1, 0.2, 0.3, 0.4],
        vec![1e-30, 0.25, 0.0, 0.75, 1e-12],
        Dist::random2avg(37, 3).probs().to_vec(),
    ];
    for probs in laws {
        let t = AliasTable::new((0..probs.len() as u32).collect(), &probs);
        let w = t.weights();
        assert_eq!(w.iter().sum::<u128>(), 1u128 << 64);
        assert_eq!(w, quantise(&probs), "{probs:?}");
        for (wi, p) in w.iter().zip(&probs) {
            let q = *wi as f64 / 18_446_744_073_709_551_616.0;
            assert!(
                (q - p / probs.iter().sum::<f64>()).abs() <= 1e-15,
                "{q} vs {p}"
            );
        }
    }
}

/// Each of several tables draws what its own table would, word for word.
#[test]
fn stacked_tables_draw_as_their_own() {
    let laws = vec![
        (vec![10, 20, 30], vec![0.25, 0.25, 0.5]),
        (vec![7], vec![1.0]),
        (
            (0..37).collect(),
            (0..37).map(|i| f64::from(i % 5)).collect(),
        ),
    ];
    let stacked = AliasTables::new(laws.clone());
    for (t, (values, probs)) in laws.into_iter().enumerate() {
        let own = AliasTable::with_columns(values, &probs, 64);
        for x in (0..4096u64).map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15)) {
            assert_eq!(stacked.draw(t, x), own.draw(x), "table {t}, word {x:#x}");
        }
    }
}

#[test]
fn words_pick_columns_then_compare() {
    let t = AliasTable::new(vec![10, 20, 30], &[0.25, 0.25, 0.5]);
    // Four columns of 2^62; the padding column is all alias (the value 30, whose weight of
    // 2^63 overflows its own column).
    assert_eq!(t.draw(0), 10);
    assert_eq!(t.draw(3 << 62), 30);
    assert_eq!(t.draw(u64::MAX), 30);
    let certain = AliasTable::new(vec![7], &[1.0]);
    assert!([0, 1 << 63, u64::MAX].iter().all(|&x| certain.draw(x) == 7));
}
