use mechanics::dcss::time::monster::*;
use mechanics::tolerance::EXACT;

#[test]
fn act_while_ready_counts_thresholds() {
    assert_eq!(act_while_ready(79, 10), (79, 0));
    assert_eq!(act_while_ready(80, 10), (70, 1));
    assert_eq!(act_while_ready(99, 10), (79, 2));
    assert_eq!(act_while_ready(100, 10), (80 - 10, 3));
    assert_eq!(act_while_ready(85, 15), (70, 1));
}

#[test]
fn opportunity_attack_costs_zero_or_one_for_normal_attackers() {
    assert_eq!(opportunity_offset(10, 0), 0);
    assert_eq!(opportunity_offset(10, 1), -1);
    // ATTACK_ENERGY 15: the refund of 10 leaves 5 paid.
    assert_eq!(opportunity_offset(15, 0), -5);
    assert_eq!(opportunity_offset(15, 1), -5);
    let branches = Pursuit::OpportunityAttack { attack_energy: 10 }.branches();
    let total: f64 = branches.iter().map(|b| b.p).sum();
    let attacks: f64 = branches
        .iter()
        .filter(|b| b.opportunity_attack)
        .map(|b| b.p)
        .sum();
    assert!((attacks - 1.0 / 3.0).abs() < EXACT);
    assert!((total - 1.0).abs() < EXACT);
}
