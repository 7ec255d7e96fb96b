use mechanics::name_match::{CLOSEST_MAX, CLOSEST_MIN, Tier, closest_names, ranked, search};

const NAMES: [&str; 6] = [
    "ogre",
    "two-headed ogre",
    "ogre mage",
    "program bug",
    "orc",
    "rat",
];

fn rank(q: &str) -> Vec<(Tier, &'static str)> {
    ranked(q, &NAMES, |n| vec![n.to_string()])
        .into_iter()
        .map(|(t, n)| (t, *n))
        .collect()
}

#[test]
fn tiers_order_whole_prefix_word_substring() {
    let r = rank("OGR");
    assert_eq!(
        &r[..4],
        &[
            (Tier::Prefix, "ogre"),
            (Tier::Prefix, "ogre mage"),
            (Tier::WordStart, "two-headed ogre"),
            (Tier::Substring, "program bug"),
        ]
    );
    assert_eq!(rank("  Ogre ")[0], (Tier::Exact, "ogre"));
    assert!(r[4..].iter().all(|(t, _)| *t == Tier::Fuzzy));
}

#[test]
fn closest_pads_to_three_and_stops_at_five() {
    let r = ranked("ogr", &NAMES, |n| vec![n.to_string()]);
    let names = closest_names(&r, |n| n.to_string());
    assert_eq!(
        names,
        ["ogre", "ogre mage", "two-headed ogre", "program bug"]
    );
    // Nothing contains "zzz": the three most similar names.
    let r = ranked("zzz", &NAMES, |n| vec![n.to_string()]);
    assert_eq!(closest_names(&r, |n| n.to_string()).len(), CLOSEST_MIN);
    // Everything contains "": at most five.
    let r = ranked("", &NAMES, |n| vec![n.to_string()]);
    assert_eq!(closest_names(&r, |n| n.to_string()).len(), CLOSEST_MAX);
}

#[test]
fn search_lists_containing_matches_else_the_closest() {
    let r = ranked("rc", &NAMES, |n| vec![n.to_string()]);
    assert_eq!(search(&r), [&"orc"]);
    let r = ranked("qqq", &NAMES, |n| vec![n.to_string()]);
    assert_eq!(search(&r).len(), CLOSEST_MAX);
}

#[test]
fn whole_words_hide_the_names_that_merely_contain_the_query() {
    let names = [
        "orc sorcerer",
        "draconian scorcher",
        "orc",
        "Blork the orc",
        "orcish",
    ];
    let r = ranked("orc", &names, |n| vec![n.to_string()]);
    assert_eq!(search(&r), [&"orc", &"orc sorcerer", &"Blork the orc"]);
    assert_eq!(r[1].0, Tier::WholeWord);
    // Without a whole word, every containing name is listed.
    let r = ranked("orci", &names, |n| vec![n.to_string()]);
    assert_eq!(search(&r), [&"orcish"]);
    let r = ranked("rc", &names, |n| vec![n.to_string()]);
    assert_eq!(search(&r).len(), 5);
}
