use mechanics::dcss::display::*;

/// `docs/rules/dcss-0.31.md` §2.5: the float-sensitive cases where a naive rational floor is
/// one too high.
#[test]
fn float_sensitive_cases() {
    for (t, ev, shown) in [
        (10, 1, 87),
        (20, 2, 87),
        (38, 29, 24),
        (38, 33, 14),
        (100, 10, 87),
    ] {
        assert_eq!(to_hit_pct(t, ev, 0), shown, "to_hit_pct({t}, {ev})");
    }
    assert_eq!(mon_to_hit_pct(9, 2), 87);
    assert_eq!(mon_to_hit_pct(19, 3), 87);
}

/// `docs/rules/dcss-0.31.md` §2.5: the shielded "N% to hit you" table.
#[test]
fn shielded_display_table() {
    for (hd, fighter, ev, sh, beat_ev, beat_sh, shown) in [
        (5, false, 15, 8, 46, 93, 42),
        (10, true, 20, 27, 56, 64, 35),
        (15, false, 25, 35, 42, 59, 24),
        (1, false, 10, 57, 54, 14, 7),
    ] {
        let to_land = mechanics::dcss::to_hit::mon_to_hit_base(hd, fighter);
        assert_eq!(mon_to_hit_pct(to_land, ev), beat_ev);
        assert_eq!(
            mon_beat_sh_pct(mechanics::dcss::shields::monster_bypass(hd), sh),
            beat_sh
        );
        assert_eq!(mon_shown_pct(to_land, ev, hd, sh), shown);
    }
}

#[test]
fn edges() {
    assert_eq!(to_hit_pct(1500, 30, 0), 100);
    assert_eq!(to_hit_pct(40, 0, 0), 98);
    assert_eq!(to_hit_pct(0, 10, 0), 0);
    assert_eq!(mon_beat_sh_pct(18, 0), 100);
    // A +5 backlit modifier is worth five more hitting rolls.
    assert_eq!(to_hit_pct(20, 15, 5), to_hit_pct(20, 10, 0));
}

/// `docs/rules/dcss-0.34.md` §2.5: the player display against the 0.31 one, the
/// monster display at whole and fractional EV, the beat-SH display, and the undefined
/// cases.
#[test]
fn displays_034() {
    for (t, ev, old, new) in [
        (20, 5, 73, 74),
        (20, 10, 50, 50),
        (35, 20, 43, 43),
        (40, 0, 98, 98),
        (10, 12, 2, 1),
        (25, 24, 6, 5),
        (33, 11, 65, 66),
        (60, 45, 26, 25),
        (10, 1, 87, 89),
        (100, 10, 87, 89),
        (38, 29, 24, 24),
    ] {
        assert_eq!(to_hit_pct(t, ev, 0), old, "{t} vs {ev}");
        assert_eq!(to_hit_pct_034(t, ev, 0, None, 0), Shown::Percent(new));
    }
    for (t, x, shown) in [
        (19, 680, 69),
        (28, 680, 78),
        (25, 680, 76),
        (19, 1000, 54),
        (19, 1050, 52),
        (43, 2050, 55),
        (9, 250, 83),
    ] {
        assert_eq!(
            mon_to_hit_pct_034(t, x),
            Shown::Percent(shown),
            "{t} vs {x}"
        );
    }
    // A whole EV shows the 0.31 number.
    for t in [9, 19, 28, 43, 70] {
        for ev in 1..40 {
            assert_eq!(
                mon_to_hit_pct_034(t, ev * 100),
                Shown::Percent(mon_to_hit_pct(t, ev))
            );
        }
    }
    for (x, shown) in [(830, 93), (2687, 59), (3529, 43), (5650, 19)] {
        assert_eq!(mon_beat_sh_pct_034(18, x), Shown::Percent(shown), "{x}");
    }
    // §W40–W44: the whole line.
    assert_eq!(mon_shown_pct_034(25, 1500, 5, 830), Shown::Percent(42));
    assert_eq!(mon_shown_pct_034(43, 2000, 10, 2687), Shown::Percent(35));
    assert_eq!(mon_shown_pct_034(40, 2500, 15, 3529), Shown::Percent(24));
    for x in [1, 32, 99] {
        assert_eq!(mon_to_hit_pct_034(19, x), Shown::Undefined);
        assert_eq!(mon_beat_sh_pct_034(18, x), Shown::Undefined);
        assert_eq!(mon_shown_pct_034(19, 1500, 1, x), Shown::Undefined);
    }
    assert_eq!(
        mon_to_hit_pct_034(19, 100),
        Shown::Percent(mon_to_hit_pct(19, 1))
    );
    assert_eq!(to_hit_pct_034(0, 5, 0, None, 0), Shown::Undefined);
    assert_eq!(
        Shown::Undefined.to_string(),
        "the game shows an undefined value"
    );
    assert_eq!(Shown::Percent(42).to_string(), "42%");
}
