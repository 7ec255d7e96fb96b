use mechanics::sampling::lane_set::*;

#[test]
fn sets_of_lanes() {
    assert_eq!(each(0b1010_0110).collect::<Vec<_>>(), [1, 2, 5, 7]);
    assert_eq!(lowest(0b1010_0110, 2), 0b0000_0110);
    assert_eq!(lowest(0b1010_0110, 9), 0b1010_0110);
    assert_eq!(lanes_where(|l| l % 2 == 0), 0b0101_0101);
    assert_eq!((bit(0b10, 1), bit(0b10, 0)), (1, 0));
    assert_eq!(ALL, 0xff);
}
