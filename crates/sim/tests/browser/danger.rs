//! The page's "What here can kill me?" view (`docs/rules/dcss-spawns.md` §8): a dump pasted,
//! a level named, and the ranked table shows every monster the level can make with the
//! CLI's numbers; the link holds the view and brings it back.

use fantoccini::Locator;

use super::*;

/// A 0.31 Gargoyle at D:4: every row's P(picked), its group, P(it beats you) alone and with
/// its band, the HP you lose when you win, and the total, equal to `roguesim danger` for the
/// same character and level; reopening the link shows the same table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "full tier: needs Chromium and chromedriver, which .ci/run installs"]
async fn the_page_ranks_what_a_level_can_send_against_you() {
    const GARGOYLE: &str = "examples/characters/gargoyle-leather-buckler.txt";
    let server = Server::start(&[]);
    let driver = Driver::start();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    c.goto(&server.url).await.unwrap();
    paste_dump(&c, "a", GARGOYLE).await;
    let place = c.find(Locator::Css("#danger-place")).await.unwrap();
    place.clear().await.unwrap();
    place.send_keys("D:4").await.unwrap();
    click(&c, "#danger-run").await;
    let table = ".danger-card[data-place='D:4']";
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(table))
        .await
        .unwrap_or_else(|e| panic!("the danger table is not shown: {e}"));
    let dump = repo(GARGOYLE).display().to_string();
    let args = [
        "danger",
        "--character",
        &dump,
        "--place",
        "D:4",
        "--trials",
        "1000",
    ];
    let by_cli = cli_json(args.iter().map(|a| a.to_string()).collect()).await;
    let shown = numbers(&c, table).await;
    let rows = by_cli["exact"]["monsters"].as_array().unwrap();
    for key in ["p_picked", "p_lose_alone", "expected_hp_lost_given_win"] {
        let count = shown
            .iter()
            .filter(|(k, _, _)| k.ends_with(&format!("/{key}")))
            .count();
        assert_eq!(count, rows.len(), "{key} shown for every row");
    }
    assert!(
        shown
            .iter()
            .any(|(k, _, _)| k == "/exact/p_next_monster_beats_you"),
        "the total is shown"
    );
    all_from(&shown, &by_cli, "danger at D:4");

    // The link holds the view: opened afresh, it shows the same table.
    let url = c.current_url().await.unwrap();
    c.goto(url.as_str()).await.unwrap();
    c.wait()
        .at_most(PATIENCE)
        .for_element(Locator::Css(table))
        .await
        .unwrap_or_else(|e| panic!("the link does not bring the table back: {e}"));
    assert_eq!(numbers(&c, table).await, shown, "the link's table differs");
    c.close().await.unwrap();
}
