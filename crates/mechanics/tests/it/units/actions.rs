use mechanics::actions::*;

#[test]
fn summaries_and_mixtures() {
    let a = ActionsLaw::from_probs(vec![0.25, 0.5, 0.25, 0.0]);
    assert_eq!(a.probs.len(), 3);
    assert_eq!((a.p_double(), a.p_triple(), a.mean()), (0.25, 0.0, 1.0));
    let b = ActionsLaw::from_probs(vec![0.0, 1.0]);
    let m = ActionsLaw::mixture(&[(0.5, a), (0.5, b)]);
    assert_eq!(m.probs, vec![0.125, 0.75, 0.125]);
    assert_eq!(m.prob(7), 0.0);
}
