//! The scenarios `roguesim` runs with no command: a shielded fighter against an orc pack, a
//! dodger against an HD 15 fighter, a +0 player against a +10 monster.

/// The built-in scenario files, by name and text.
pub const DEFAULT_SET: [(&str, &str); 3] = [
    (
        "kite-shield-vs-orc-pack.json",
        include_str!("../../../../configs/kite-shield-vs-orc-pack.json"),
    ),
    (
        "dodger-vs-hd15-fighter.json",
        include_str!("../../../../configs/dodger-vs-hd15-fighter.json"),
    ),
    (
        "frog-plus0-vs-plus10.json",
        include_str!("../../../../configs/frog-plus0-vs-plus10.json"),
    ),
];
