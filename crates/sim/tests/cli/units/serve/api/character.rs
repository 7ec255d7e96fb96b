//! The unit tests of `src/serve/api/character.rs`: a dump's text posted to
//! `POST /api/character` on the real router.

use roguesim::dcss::offence::OffenceSpec;
use serde_json::Value;

use crate::serve::support::{app, post};

/// The example dumps of the repository, by name.
fn example(name: &str) -> String {
    let path = format!(
        "{}/../../examples/characters/{name}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What `POST /api/character` answers for the example dump `name`.
async fn read(name: &str) -> Value {
    let reply = post(&app(), "/api/character", example(name)).await;
    assert_eq!(reply.status, 200, "{name}: {}", reply.text());
    reply.json()
}

/// The answer's `offence`, read back as the scenario field it is.
fn offence(read: &Value) -> OffenceSpec {
    serde_json::from_value(read["offence"].clone()).expect("an offence")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dump_gives_its_weapon_beside_its_build() {
    let read = read("coglin-fighter-gizmo-revved").await;
    assert_eq!(read["weapon"].as_str(), Some("+6 war axe (flame)"));
    assert!(read["offence"].is_object(), "the war axe is modelled");
    let offence = offence(&read);
    assert_eq!(offence.weapon.as_deref(), Some("war axe"));
    assert_eq!(offence.weapon_plus, 6);
    assert!(offence.weapon_skill > 0.0, "{offence:?}");
    assert!(read["defender"].is_object());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unarmed_dump_fights_unarmed_and_says_so() {
    let read = read("octopode-no-armour").await;
    assert_eq!(read["weapon"], Value::Null);
    assert!(read["offence"].is_object(), "unarmed is an offence");
    let offence = offence(&read);
    assert_eq!(offence.weapon, None);
    let notes = read["offence_notes"].as_array().expect("notes");
    assert!(
        notes
            .iter()
            .any(|n| n.as_str().is_some_and(|n| n.contains("unarmed"))),
        "{notes:?}"
    );
}
