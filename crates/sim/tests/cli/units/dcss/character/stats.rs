//! The unit tests of `src/dcss/character/stats.rs`: the stats block.

use super::Dump;

/// The dump whose stats block is `text`.
fn with_stats(text: &str) -> Dump {
    Dump {
        stats: text.into(),
        ..Dump::default()
    }
}

#[test]
fn drained_and_reduced_stats_shift_the_columns() {
    let text = "HP:   40/60 (70)     AC: 11    Str: 16 (18)  XL:     9   Next: 41%\n\
                MP:   2/4              EV:  9    Int:  8       God:    Okawaru [**....]\n\
                Gold: 212              SH:  6    Dex: 13 (14)  Spells: 0/0 levels left\n";
    let s = with_stats(text).read();
    assert_eq!(
        (s.hp, s.max_hp, s.dump_ac, s.dump_ev, s.dump_sh),
        (40, 60, 11, 9, 6)
    );
    assert_eq!(s.real_max_hp, Some(70));
    assert_eq!(
        (s.strength, s.intelligence, s.dexterity, s.xl),
        (16, 8, 13, 9)
    );
}

#[test]
fn a_missing_column_names_its_line() {
    // The message names the stats block's second line (line 2 of the block alone).
    let text = "Health: 76/76       AC: 11    Str: 16    XL:     9\n\
                Magic:  2/4                   Int:  8    God:    Okawaru\n";
    let dump = with_stats(text);
    let e = dump.error();
    assert_eq!(
        e.to_string(),
        format!(
            "line {}: no 'EV:' column; expected the stats block line 'Magic: … EV: … Int: … God: …'",
            dump.line_of("Magic:  2/4                   Int:  8    God:    Okawaru")
        )
    );
    // A block cut short: the line after its first is where the file ends (the whole dump
    // ends there too).
    let cut = Dump {
        stats: "Health: 76/76       AC: 11    Str: 16    XL:     9\n".into(),
        gear: String::new(),
        statuses: String::new(),
        skills: String::new(),
        ..Dump::default()
    };
    let e = cut.error();
    assert_eq!(
        e.line,
        cut.line_of("Health: 76/76       AC: 11    Str: 16    XL:     9") + 1
    );
    assert!(e.to_string().contains("the file ends here"), "{e}");
}
