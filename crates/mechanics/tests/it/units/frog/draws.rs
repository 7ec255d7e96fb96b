use mechanics::frog::draws::*;
use mechanics::frog::need_clamp;
use mechanics::frog::tables::ENERGY_CLIPPER_TABLE;

#[test]
fn every_table_entry_is_the_literal_function() {
    for &m in &ENERGY_CLIPPER_TABLE {
        let m = i32::from(m);
        let table = need_table(m);
        for bits in 0..=u16::MAX {
            let literal = need_clamp(randnor_from_bits(bits, 100, 18), m);
            assert_eq!(
                i32::from(table[usize::from(bits)]),
                literal,
                "m={m} bits={bits}"
            );
        }
    }
}
