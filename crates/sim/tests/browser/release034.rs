//! The page on a 0.34 dump: the rule set followed, EV, SH and AC read at 0.34's keys, the
//! duel, the arrows (or why there are none), the build form under 0.34, and a warning in
//! plain sight for a dump outside the tested releases.

use fantoccini::Locator;

use super::*;

/// A 0.34 dump (a Coglin wielding a +6 war axe): the page switches to 0.34, reads EV, SH
/// and AC at the keys 0.34 reports have (the displays and their hundredths), adds the duel,
/// and shows the centaur's attacks at range (or, where 0.34 does not model them yet, says
/// so in plain sight); every number the CLI's. The build form follows the version: the
/// Coglin is among its species and every aux piece the dump wears is in the form.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "full tier: needs Chromium and chromedriver, which .ci/run installs"]
async fn the_page_reads_a_034_dump_and_its_whole_fight() {
    const DUMP_034: &str = "examples/characters/coglin-fighter-gizmo-revved.txt";
    let server = Server::start(&[]);
    let driver = Driver::start();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    c.goto(&server.url).await.unwrap();
    paste_dump(&c, "a", DUMP_034).await;
    let rules = value_of(&c, "#rules").await;
    assert_eq!(rules, "dcss-0.34");
    pick_monster(&c, "orc kni", "orc knight").await;
    pick_monster(&c, "centaur", "centaur").await;
    run_page(&c, &["orc knight", "centaur"]).await;
    for monster in ["orc knight", "centaur"] {
        let by_cli = threat_by_cli(DUMP_034, monster).await;
        let mut needed: Vec<String> = [
            "/derived/ev_display",
            "/derived/ev_x100",
            "/derived/sh_display",
            "/damage/ac_display",
            "/damage/ac_x100",
        ]
        .iter()
        .map(|k| k.to_string())
        .collect();
        needed.extend(fight_keys(&by_cli));
        let needed: Vec<&str> = needed.iter().map(String::as_str).collect();
        check_card(&c, monster, "a", &by_cli, &needed).await;
        if by_cli["ranged"]["attacks"]
            .as_array()
            .is_none_or(|a| a.is_empty())
        {
            let note = c
                .find(Locator::Css(&format!(
                    ".card[data-monster='{monster}'] .ranged-notes"
                )))
                .await
                .unwrap_or_else(|_| {
                    panic!("{monster}: nothing says its ranged attacks are not modelled")
                });
            assert!(note.text().await.unwrap().contains("At range"));
        }
    }
    // The form of the build follows 0.34: its species and every aux piece of the dump.
    click(&c, "#tab-a-build").await;
    let species = value_of(&c, "#f-a-species").await;
    assert_eq!(species, "Coglin");
    let scenario = c
        .execute("return window.roguesimScenario('a', 'centaur')", vec![])
        .await
        .unwrap();
    let read = post_dump(&server, DUMP_034).await;
    assert!(
        same_deep(&scenario["threat"]["defender"], &read["defender"]),
        "the form lost part of the dump's build: {} against {}",
        scenario["threat"]["defender"],
        read["defender"]
    );
    assert!(
        same_deep(&scenario["threat"]["offence"], &read["offence"]),
        "{} against {}",
        scenario["threat"]["offence"],
        read["offence"]
    );
    // A dump of a release older than the tested layouts (the 0.31 example with its version
    // line made 0.27's) says so in plain sight beside its check, not folded away.
    click(&c, "#tab-a-dump").await;
    let old = std::fs::read_to_string(repo(DUMP)).unwrap().replacen(
        "version 0.31.0",
        "version 0.27.1",
        1,
    );
    paste_text(&c, "a", &old).await;
    let caution = c
        .find(Locator::Css("#build-a .dump-result .caution"))
        .await
        .expect("no warning for a development build's dump");
    assert!(caution.is_displayed().await.unwrap());
    let text = caution.text().await.unwrap();
    assert!(
        text.contains("0.27.1") && text.contains("older than"),
        "{text}"
    );
    c.close().await.unwrap();
}
