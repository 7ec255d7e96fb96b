use crate::units::sampling::frog_lanes::assert_vector_need_is_the_table;
use mechanics::sampling::frog_lanes::{LaneKernel, energy_need_on};

#[test]
fn vector_need_is_the_need_table_on_every_value() {
    assert_vector_need_is_the_table(LaneKernel::Avx512, |v, m| {
        energy_need_on(LaneKernel::Avx512, v, m).expect("checked only where available")
    });
}
