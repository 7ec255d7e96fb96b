use mechanics::dcss::ranged::*;

#[test]
fn keys_pick_the_kind_and_unknown_fields_are_refused() {
    let missile: RangedInput =
        serde_json::from_str(r#"{"monster": "kobold", "missile": "stone", "ev": 3}"#).unwrap();
    assert!(matches!(missile, RangedInput::Missile(_)));
    let beam: RangedInput =
        serde_json::from_str(r#"{"monster": "orc wizard", "spell": "magic dart", "ev": 3}"#)
            .unwrap();
    assert!(matches!(beam, RangedInput::Spell(_)));
    let seq: RangedInput = serde_json::from_str(
        r#"{"block_limit": 1, "attacks": [{"kind": "missile",
            "input": {"monster": "kobold", "missile": "stone", "ev": 3}}]}"#,
    )
    .unwrap();
    assert!(matches!(seq, RangedInput::Sequence(_)));
    let e = serde_json::from_str::<RangedInput>(r#"{"monster": "kobold", "ev": 3}"#).unwrap_err();
    assert!(e.to_string().contains("`missile`"), "{e}");
    let e = serde_json::from_str::<RangedInput>(
        r#"{"monster": "kobold", "missile": "stone", "ev": 3, "evv": 1}"#,
    )
    .unwrap_err();
    assert!(e.to_string().contains("unknown field `evv`"), "{e}");
    let e = serde_json::from_str::<RangedInput>(
        r#"{"monster": "kobold", "missile": "stone", "ev": 3, "launcher_brand": "flaming"}"#,
    )
    .unwrap_err();
    assert!(e.to_string().contains("penetration"), "{e}");
}
