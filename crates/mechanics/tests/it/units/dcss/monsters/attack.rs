use mechanics::dcss::monsters::*;

#[test]
fn table_follows_the_discriminants_and_round_trips() {
    for (i, (kind, id, name)) in ATTACK_KINDS.iter().enumerate() {
        assert_eq!(*kind as usize, i, "{id}");
        assert_eq!(kind.game_id(), *id);
        assert_eq!(kind.name(), *name);
        assert_eq!(AttackKind::from_game_id(id), Some(*kind));
    }
    assert_eq!(AttackKind::from_game_id("AT_NONE"), None);
    assert_eq!(AttackKind::from_game_id("bite"), None);
}

#[test]
fn only_hits_use_the_weapon() {
    let users: Vec<_> = ATTACK_KINDS
        .iter()
        .map(|(k, _, _)| *k)
        .filter(|k| k.uses_weapon())
        .collect();
    assert_eq!(users, [AttackKind::Hit, AttackKind::WeapOnly]);
}
