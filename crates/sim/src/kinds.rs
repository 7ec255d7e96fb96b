//! THE REGISTRY: every report kind of a scenario, one line each. From this one list come the
//! scenario file's fields ([`ScenarioFile`], strict: `deny_unknown_fields`), the dispatch of
//! a scenario to its kind's runner, the schemas of every kind's report, the kinds a study may
//! run, and what each kind's scenario fields are. A kind is a folder implementing
//! [`Kind`]; adding one is its folder, its line below and its clap
//! struct (`ARCHITECTURE.md`, "Adding a kind").
//!
//! The list is a `macro_rules!` invocation rather than a serde `flatten` of the kinds'
//! objects: `flatten` cannot be combined with `deny_unknown_fields`.
//!
//! * [`KINDS`]: every kind as an [`Entry`] (what the command line, studies and a web server
//!   call, without knowing the kind's types).
//! * [`each`]: every kind by its type, for what needs the types themselves (schemas).
//! * `dyn Entry::variable`: every number of a kind's object, which a sweep may vary.

mod door;
mod entry;
mod file;

pub use file::{SCENARIO_SCHEMA, ScenarioRef};
mod variable;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::dcss;
use crate::frog;
use crate::scenario::Kind;

pub use door::{Admitted, Door, Files, run_document};
pub use entry::{Entry, Registered};

/// A kind as the registry stores it in a scenario file: where its object is.
pub trait Stored: Kind {
    /// The kind's object in `file`, if given.
    fn get(file: &ScenarioFile) -> Option<&Self::Spec>;
    /// The kind's object in `file`, if given, to change.
    fn get_mut(file: &mut ScenarioFile) -> Option<&mut Self::Spec>;
    /// `file` with `spec` as the kind's object.
    fn put(file: &mut ScenarioFile, spec: Self::Spec);
}

/// Something done for every registered kind by its type ([`each`]).
pub trait Visitor {
    /// Does it for the kind `K`.
    fn visit<K: Stored>(&mut self);
}

/// Whether two names are the same, at compile time.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

macro_rules! kinds {
    ($( $(#[doc = $doc:literal])* $key:ident : $kind:ty ),* $(,)?) => {
        /// One scenario file.
        // A name, optional trials and seed, and exactly one kind's object under its key (the
        // doc comments here are the scenario schema's descriptions, word for word).
        #[derive(Clone, Debug, PartialEq, Deserialize, Serialize, JsonSchema)]
        #[serde(deny_unknown_fields)]
        pub struct ScenarioFile {
            /// A short title, shown above the report.
            pub name: String,
            /// What the scenario asks, in a sentence or two.
            #[serde(default, skip_serializing_if = "String::is_empty")]
            pub description: String,
            /// Default number of trials (overridden by `--trials`).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            pub trials: Option<u64>,
            /// Default seed (overridden by `--seed`).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            pub seed: Option<u64>,
            $(
                $(#[doc = $doc])*
                #[serde(default, skip_serializing_if = "Option::is_none")]
                pub $key: Option<<$kind as Kind>::Spec>,
            )*
        }

        impl ScenarioFile {
            /// A scenario named `name` with nothing else set.
            pub fn named(name: impl Into<String>) -> Self {
                ScenarioFile {
                    name: name.into(),
                    description: String::new(),
                    trials: None,
                    seed: None,
                    $( $key: None, )*
                }
            }
        }

        $(
            impl Stored for $kind {
                fn get(file: &ScenarioFile) -> Option<&Self::Spec> {
                    file.$key.as_ref()
                }

                fn get_mut(file: &mut ScenarioFile) -> Option<&mut Self::Spec> {
                    file.$key.as_mut()
                }

                fn put(file: &mut ScenarioFile, spec: Self::Spec) {
                    file.$key = Some(spec);
                }
            }

            const _: () = assert!(
                same(stringify!($key), <$kind as Kind>::KEY),
                "a kind's line in the registry names it by its KEY"
            );
        )*

        /// Every registered kind, in the scenario file's order.
        pub static KINDS: &[&dyn Entry] = &[ $( &Registered::<$kind>::NEW, )* ];

        /// Does `visitor`'s work for every registered kind, by its type, in [`KINDS`]' order.
        pub fn each(visitor: &mut impl Visitor) {
            $( visitor.visit::<$kind>(); )*
        }
    };
}

kinds! {
    /// A build's EV, SH and encumbrance.
    ev: dcss::ev::Ev,
    /// A single DCSS attack (the first attack of the turn described).
    hit: dcss::hit::Hit,
    /// A DCSS defender turn of attacks.
    turn: dcss::turn::Turn,
    /// How dangerous a named DCSS monster is to a defender.
    threat: dcss::threat::Threat,
    /// One landed attack's damage after AC, and the rounds a player survives.
    damage: dcss::damage::Damage,
    /// FrogComposband double moves.
    speed: frog::speed::FrogSpeed,
    /// DCSS monster actions per player action.
    dcss_speed: dcss::speed::DcssSpeed,
    /// Your attack on a DCSS monster: to-hit, damage after its AC, delay, the kill.
    attack: dcss::attack::AttackKind,
    /// You and one DCSS monster in melee until one dies.
    duel: dcss::duel::DuelKind,
    /// Monster missiles, spell beams, Smiting and Pain against the player.
    ranged: dcss::ranged::Ranged,
}

/// The entry of the kind `K`.
pub fn entry<K: Stored>() -> &'static dyn Entry {
    const { &Registered::<K>::NEW }
}

/// The kind whose key (`dcss_speed`) or command (`dcss-speed`) is `name`.
pub fn find(name: &str) -> Option<&'static dyn Entry> {
    KINDS
        .iter()
        .copied()
        .find(|k| k.key() == name || k.command() == name)
}

/// The keys of every kind, for messages: `ev, hit, turn, ...`.
pub fn keys() -> String {
    KINDS.iter().map(|k| k.key()).collect::<Vec<_>>().join(", ")
}
