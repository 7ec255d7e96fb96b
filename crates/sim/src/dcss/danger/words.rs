//! The danger table's answer in a player's words (`docs/rules/dcss-spawns.md` §8.1): "on D:10
//! the next monster you meet beats you 4.1 % of the time; two-headed ogres are half of that".

/// A monster's name in the plural, as a player says it: "two-headed ogres", "wolves",
/// "dream sheep".
pub fn plural(name: &str) -> String {
    const SAME: [&str; 4] = ["sheep", "fish", "efreet", "jiangshi"];
    const IRREGULAR: [(&str, &str); 8] = [
        ("wolf", "wolves"),
        ("elf", "elves"),
        ("dwarf", "dwarves"),
        ("cyclops", "cyclopes"),
        ("catoblepas", "catoblepae"),
        ("man", "men"),
        ("mouse", "mice"),
        ("foot", "feet"),
    ];
    // "deep elf knight": the last word carries the plural; "orb of fire": the first.
    if let Some((head, tail)) = name.split_once(" of ") {
        return format!("{} of {tail}", plural(head));
    }
    let (front, last) = match name.rsplit_once(' ') {
        Some((f, l)) => (format!("{f} "), l),
        None => (String::new(), name),
    };
    let word = if SAME.iter().any(|w| last.ends_with(w)) {
        last.to_string()
    } else if let Some((_, p)) = IRREGULAR.iter().find(|(s, _)| *s == last) {
        (*p).to_string()
    } else if last.ends_with('y') && !last.ends_with("ay") && !last.ends_with("ey") {
        format!("{}ies", &last[..last.len() - 1])
    } else if ["s", "x", "ch", "sh", "z"]
        .iter()
        .any(|e| last.ends_with(e))
    {
        format!("{last}es")
    } else {
        format!("{last}s")
    };
    format!("{front}{word}")
}

/// A share of a total in words: "half", "a third", "a quarter", ..., else a percentage.
pub fn share(part: f64, whole: f64) -> String {
    if whole <= 0.0 {
        return "none".into();
    }
    let r = part / whole;
    let named = [
        (1.0, "all"),
        (3.0 / 4.0, "three quarters"),
        (2.0 / 3.0, "two thirds"),
        (1.0 / 2.0, "half"),
        (1.0 / 3.0, "a third"),
        (1.0 / 4.0, "a quarter"),
        (1.0 / 5.0, "a fifth"),
        (1.0 / 10.0, "a tenth"),
    ];
    for (v, words) in named {
        if (r - v).abs() <= 0.02 {
            return words.into();
        }
    }
    format!("{} %", percent(r))
}

/// A probability as a percentage a player reads: "4.1", "0.02", "< 0.01".
pub fn percent(p: f64) -> String {
    let pc = 100.0 * p;
    if pc == 0.0 {
        "0".into()
    } else if pc < 0.01 {
        "< 0.01".into()
    } else if pc < 1.0 {
        format!("{pc:.2}")
    } else {
        format!("{pc:.1}")
    }
}
