use mechanics::frog::timeline::block::CeilDiv;

#[test]
fn ceil_div_by_reciprocal_is_exact() {
    for d in 1..=49 {
        let div = CeilDiv::new(d);
        for n in 1..200_000 {
            assert_eq!(div.ceil(n), (n + d - 1) / d, "n = {n}, d = {d}");
        }
    }
}
