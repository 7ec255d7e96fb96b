//! Dungeon Crawl Stone Soup 0.31.0 and 0.34.1, with the 0.19.0 shield contest
//! (`docs/rules/dcss-0.31.md`, `docs/rules/dcss-0.34.md`, `docs/rules/dcss-0.19-shields.md`,
//! `docs/rules/dcss-0.31-equipment.md`).
//!
//! * [`rules`]: [`rules::RuleSet`], the release whose rules apply (dcss-0.31 or dcss-0.34).
//! * [`rng`]: `random2`, `random2avg`, `div_rand_round` and the other primitives (§1).
//! * [`artefacts`]: artefact properties and the unrandarts of 0.31.0 and 0.34.1, embedded
//!   from `crates/mechanics/data/dcss-<release>-unrandarts.json` (`docs/rules/dcss-artefacts.md`).
//! * [`bonuses`]: AC and max HP a build has beyond its armour and species: jewellery,
//!   artefacts, egos, mutations, berserk (`docs/rules/dcss-artefacts.md` §3, §4).
//! * [`rounding`]: EV, AC and SH in hundredths, rounded at random at every use
//!   (`docs/rules/dcss-0.34.md` §1.1).
//! * [`data`]: species, body armour, shields and forms, looked up by the game's names (§8).
//! * [`forms`]: the 0.34.1 forms and what a form at a Shapeshifting level changes
//!   (`docs/rules/dcss-0.34-forms.md`); [`mutations`]: the mutations a form can suppress.
//! * [`monsters`]: every `mon-data.h` monster entry, embedded from
//!   `crates/mechanics/data/dcss-0.31-monsters.json` and looked up by name or id
//!   (`docs/rules/monsters-and-dumps.md` §1).
//! * [`equipment`]: which species can wear which item, with the game's refusals.
//! * [`skills`]: skill levels as the game reads them (§0).
//! * [`build`]: a player build, validated, and what it derives.
//! * [`defender`]: the player as the attacks see it, a build or numbers, in a situation.
//! * [`evasion`], [`encumbrance`], [`shields`]: EV, armour penalties, SH and the block
//!   contest under 0.31 and 0.19 rules (§3–§6).
//! * [`to_hit`], [`display`]: the to-hit rolls and what the game shows (§2–§3).
//! * [`attack`], [`turn`]: one attack and a defender turn of attacks, sampled and exact.
//! * [`time`]: player and monster time, and monster actions per player action (§7).
//! * [`player_ranged`]: your shots, throws and attack spells at a monster, 0.34.1
//!   (`docs/rules/dcss-0.34-player-ranged.md`).
//! * [`damage`]: monster melee damage, the player's AC, GDR and max HP, and rounds survived
//!   (`docs/rules/dcss-0.31-damage.md`).
//! * [`spawns`]: which monsters a level makes at random, and the bands they bring
//!   (`docs/rules/dcss-spawns.md`).
//! * [`zap`]: the zap table of each release (zap-data.h), the to-hit and dice formulas of its
//!   rows, and the beam flavours, which monster and player spells share
//!   (`docs/rules/dcss-0.31-ranged.md` §3.2, §3.6; `docs/rules/dcss-0.34-ranged.md` §3.2, §3.6).

pub mod artefacts;
pub mod attack;
pub mod bonuses;
pub mod build;
pub mod damage;
pub mod data;
pub mod defender;
pub mod display;
pub mod duel;
pub mod encumbrance;
pub mod equipment;
pub mod evasion;
pub mod forms;
pub mod monster_defence;
pub mod monster_gear;
pub mod monster_hp;
pub mod monsters;
pub mod mutations;
pub mod opponent;
pub mod player_attack;
pub mod player_ranged;
pub mod ranged;
pub mod rng;
pub mod rounding;
pub mod rules;
pub mod shields;
pub mod skills;
pub mod spawns;
pub mod time;
pub mod to_hit;
pub mod turn;
pub mod weapons;
pub mod zap;
