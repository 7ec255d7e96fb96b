use mechanics::dcss::attack::*;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;

#[test]
fn drawn_ev_mixes_the_roll() {
    // EV 6.80 against a monster: the roll is random2avg(12,2) w.p. 1/5, random2avg(14,2)
    // w.p. 4/5.
    let ev = DefenderEv::Drawn {
        x100: 680,
        shift: 0,
    };
    let mix = ev.roll_law(true);
    let want = 0.2 * Dist::random2avg(12, 2).prob(3) + 0.8 * Dist::random2avg(14, 2).prob(3);
    assert!((mix.prob(3) - want).abs() < EXACT);
    let unseen = DefenderEv::Drawn {
        x100: 680,
        shift: -10,
    };
    assert_eq!(unseen.law().min(), -4);
    assert_eq!(DefenderEv::from(7).roll_law(false), Dist::point(7));
    assert_eq!(DefenderEv::Fixed(7).fixed(), Some(7));
    // The law in hundredths; whole and negative values settle to a fixed EV.
    assert_eq!(unseen.chances(), [(-4, 20), (-3, 80)]);
    assert_eq!(unseen.settled(), unseen);
    let whole = DefenderEv::Drawn {
        x100: 1500,
        shift: -10,
    };
    assert_eq!(whole.settled(), DefenderEv::Fixed(5));
    let negative = DefenderEv::Drawn {
        x100: -359,
        shift: 0,
    };
    assert_eq!(negative.settled(), DefenderEv::Fixed(-3));
    for d in [ev, unseen, whole, negative] {
        for (value, w) in d.chances() {
            assert!((d.law().prob(value) - f64::from(w) / 100.0).abs() < EXACT);
        }
    }
}
