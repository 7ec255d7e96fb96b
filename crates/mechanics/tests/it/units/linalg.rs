use mechanics::linalg::solve;
use mechanics::tolerance::EXACT;

#[test]
fn solve_small_system() {
    let x = solve(vec![vec![2.0, 1.0], vec![1.0, 3.0]], vec![3.0, 5.0]).unwrap();
    assert!((x[0] - 0.8).abs() < EXACT && (x[1] - 1.4).abs() < EXACT);
    assert!(solve(vec![vec![1.0, 2.0], vec![2.0, 4.0]], vec![1.0, 2.0]).is_none());
}
