//! The unit tests of `src/dcss/character/ranged.rs`.

use roguesim::dcss::character::ranged::*;

#[test]
fn rows_mp_and_quiver() {
    let text = "MP:   7/22          EV:  8    Int: 25    God:    Ru\n\
        \n t - 40 poisoned darts (quivered)\n\n\
        You knew the following spells:\n\n \
        Your Spells              Type           Power      Damage    Failure   Level\n\
        h - Scorch                Fire           74%        2d8       1%          2\n\
        i - Iskenderun's Mystic   Conj/Tloc      100%       2d19 (+2d11%          4\n\
        \n";
    let r = read(text);
    assert_eq!(r.mp, Some((7, 22)));
    assert_eq!(
        r.quiver.as_ref().map(|q| (q.count, q.text.as_str())),
        Some((40, "poisoned darts"))
    );
    assert_eq!(r.spells.len(), 2);
    let s = &r.spells[0];
    assert_eq!(
        (
            s.name.as_str(),
            s.power_percent,
            s.damage.as_str(),
            s.failure,
            s.level
        ),
        ("Scorch", Some(74), "2d8", Some(1), 2)
    );
    let imb = &r.spells[1];
    assert_eq!(
        (imb.damage.as_str(), imb.failure, imb.schools.len()),
        ("2d19 (+2d1", Some(1), 2)
    );
}
