//! The page on a 0.31 dump: a melee monster and an archer, the duel and the arrows, every
//! number the CLI's; the link; a second build; the screenshots.

use std::path::PathBuf;

use fantoccini::Locator;

use super::*;

/// A 0.31 dump (a Minotaur with a plate and a kite shield, wielding an axe) against a melee
/// monster and an archer: EV, SH, AC, the duel (P(win), HP kept, attacks to kill) and the
/// centaur's arrows, every number the CLI's, in the cards and the summary; the link
/// reproduces the page; a second build beside it; screenshots at desktop and phone widths
/// (into `ROGUESIM_SCREENSHOTS`, e.g. `docs/img`, when set).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "full tier: needs Chromium and chromedriver, which .ci/run installs"]
async fn the_page_shows_the_command_lines_numbers() {
    let server = Server::start(&[]);
    let driver = Driver::start();
    let profile = tempfile::tempdir().unwrap();
    let c = browser(&driver, profile.path()).await;
    let shots = match std::env::var("ROGUESIM_SCREENSHOTS") {
        Ok(dir) => PathBuf::from(dir),
        Err(_) => profile.path().to_path_buf(),
    };

    c.goto(&server.url).await.unwrap();
    paste_dump(&c, "a", DUMP).await;
    c.find(Locator::Css("#build-a .dump-result .ok"))
        .await
        .expect("the 0.31 dump matches");
    pick_monster(&c, "orc kni", "orc knight").await;
    pick_monster(&c, "centaur", "centaur").await;
    run_page(&c, &["orc knight", "centaur"]).await;

    let mut shown_a = Vec::new();
    for monster in ["orc knight", "centaur"] {
        let by_cli = threat_by_cli(DUMP, monster).await;
        let mut needed: Vec<String> = ["/derived/ev", "/derived/sh", "/damage/ac", "/damage/hp"]
            .iter()
            .map(|k| k.to_string())
            .collect();
        needed.extend(fight_keys(&by_cli));
        if monster == "centaur" {
            assert!(
                needed.iter().any(|k| k.starts_with("/ranged/")),
                "the CLI models no arrow of the centaur under 0.31"
            );
        }
        let needed: Vec<&str> = needed.iter().map(String::as_str).collect();
        shown_a.push(check_card(&c, monster, "a", &by_cli, &needed).await);
    }

    // The dump's check is the CLI's `ev --character`.
    let path = repo(DUMP).display().to_string();
    let ev = cli_json(vec!["ev".into(), "--character".into(), path.clone()]).await;
    for (key, value, text) in numbers(&c, "#build-a .dump-result").await {
        let at = key.strip_prefix("/check").unwrap_or(&key);
        let expected = ev
            .pointer(at)
            .unwrap_or_else(|| panic!("{key}: not in the CLI's"));
        assert!(same(&value, expected), "{key}: {value} against {expected}");
        assert!(!text.is_empty());
    }

    // The share box holds the address, short; opened afresh, it shows the same numbers.
    let url = c.current_url().await.unwrap();
    let link = value_of(&c, "#share-link").await;
    assert_eq!(link, url.as_str());
    assert!(
        url.as_str().len() < 1500,
        "a long link: {} characters",
        url.as_str().len()
    );
    c.set_window_size(390, 1000).await.unwrap();
    c.execute(
        "document.querySelector('#build-a .who').scrollIntoView()",
        vec![],
    )
    .await
    .unwrap();
    screenshot(&c, 390, 844, "serve-phone-inputs.png", &shots).await;
    c.goto(url.as_str()).await.unwrap();
    for (i, monster) in ["orc knight", "centaur"].iter().enumerate() {
        card_done(&c, monster).await;
        let again = numbers(
            &c,
            &format!(".card[data-monster='{monster}'] [data-side='a']"),
        )
        .await;
        assert_eq!(
            again, shown_a[i],
            "the link does not reproduce {monster}'s card"
        );
    }

    // A second build: the same character without its shield, in scale mail.
    c.set_window_size(1280, 900).await.unwrap();
    click(&c, "#compare").await;
    click(&c, "#tab-b-build").await;
    c.find(Locator::Css("#f-b-body"))
        .await
        .unwrap()
        .select_by_value("scale mail")
        .await
        .unwrap();
    c.find(Locator::Css("#f-b-shield"))
        .await
        .unwrap()
        .select_by_index(0)
        .await
        .unwrap();
    run_page(&c, &["orc knight", "centaur"]).await;
    // Build B's scenario, as the page sent it: the form's build and weapon under the
    // dump's rule set.
    let b = c
        .execute("return document.querySelector('#build-b') && window.roguesimScenario('b', 'orc knight')", vec![])
        .await
        .unwrap();
    assert_eq!(b["threat"]["defender"]["body"], "scale mail", "{b}");
    assert!(b["threat"]["defender"].get("shield").is_none(), "{b}");
    assert_eq!(
        b["threat"]["rules"], "dcss-0.31",
        "the page follows the 0.31 dump: {b}"
    );
    assert!(
        b["threat"]["offence"]["weapon"].is_string(),
        "build B keeps the dump's weapon: {b}"
    );
    let file = profile.path().join("b.json");
    std::fs::write(&file, b.to_string()).unwrap();
    let by_cli_b = cli_json(vec!["run".into(), file.display().to_string()]).await;
    let needed = fight_keys(&by_cli_b);
    let needed: Vec<&str> = needed.iter().map(String::as_str).collect();
    check_card(&c, "orc knight", "b", &by_cli_b, &needed).await;
    let again = numbers(&c, ".card[data-monster='orc knight'] [data-side='a']").await;
    assert_eq!(again, shown_a[0], "your numbers changed when B was added");

    c.execute("window.scrollTo(0, 0)", vec![]).await.unwrap();
    screenshot(&c, 1280, 1500, "serve-desktop.png", &shots).await;
    c.set_window_size(390, 1000).await.unwrap();
    c.execute("document.querySelector('.card').scrollIntoView()", vec![])
        .await
        .unwrap();
    screenshot(&c, 390, 844, "serve-phone-report.png", &shots).await;
    c.close().await.unwrap();
}
