//! `roguesim monsters`: the monster tables the simulator knows, looked up as the games name
//! them (`docs/rules/monsters-and-dumps.md` §1, §3). A query lists the matches with the stats
//! that matter for these odds; an exact name also prints the whole entry and, for DCSS, what
//! its melee to-hit can be.

use std::time::Instant;

use mechanics::dcss::monsters::{self, Monster};
use mechanics::dcss::rules::RuleSet;
use mechanics::frog::races::{self, Race};
use schemars::JsonSchema;
use serde::Serialize;

use crate::dcss::named::{DEPTH, MeleeToHit, melee_to_hit};
use crate::error::SimError;
use crate::report::{Cell, Content, Report, Row, RunMeta, Section, View};

/// Which game's monsters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    /// Dungeon Crawl Stone Soup, under the rule set's table (0.31 or 0.34).
    #[default]
    Dcss,
    /// FrogComposband 7.1.
    Frog,
}

/// What `roguesim monsters` was asked.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct MonstersQuery {
    /// The query, if any.
    pub query: Option<String>,
    /// The game.
    pub game: Game,
    /// The depth of an exact DCSS name's weapon.
    pub depth: i32,
    /// The DCSS rule set whose table is read: "dcss-0.31" or "dcss-0.34" (default: the
    /// environment's `ROGUESIM_RULES`, else dcss-0.34).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<RuleSet>,
}

/// One DCSS monster as the listing shows it.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DcssListing {
    /// The game's name.
    pub name: String,
    /// The enum id, unique.
    pub id: String,
    /// Hit dice.
    pub hd: i32,
    /// Speed (10 normal).
    pub speed: i32,
    /// Energy of a melee attack (10 normal, 15 for an ogre).
    pub attack_energy: i32,
    /// Base AC.
    pub ac: i32,
    /// Base EV.
    pub ev: i32,
    /// The attacks, e.g. "hit 20".
    pub attacks: Vec<String>,
    /// Fighter, archer, two weapons, unique.
    pub flags: Vec<&'static str>,
    /// `18 + HD·(fighter ? 5 : 3)/2`, before the weapon (`monsters-and-dumps.md` §1.2).
    pub melee_to_hit_base: i32,
}

impl DcssListing {
    fn of(m: &Monster) -> Self {
        let flags = [
            (m.fighter, "fighter"),
            (m.archer, "archer"),
            (m.two_weapons, "two weapons"),
            (m.unique, "unique"),
            (m.is_hydra(), "hydra heads"),
        ];
        DcssListing {
            name: m.name.clone(),
            id: m.id.clone(),
            hd: m.hd,
            speed: m.speed,
            attack_energy: m.energy.attack,
            ac: m.ac,
            ev: m.ev,
            attacks: m
                .attacks
                .iter()
                .map(|a| format!("{} {}", a.kind.name(), a.damage))
                .collect(),
            flags: flags
                .iter()
                .filter(|(on, _)| *on)
                .map(|&(_, f)| f)
                .collect(),
            melee_to_hit_base: m.melee_to_hit_base(),
        }
    }
}

/// One FrogComposband race as the listing shows it.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FrogListing {
    /// Its index in `r_info.txt` (`#43` selects it).
    pub index: u32,
    /// The full name.
    pub name: String,
    /// Native level.
    pub level: i32,
    /// Displayed speed (+10 is 10).
    pub speed: i32,
    /// A unique.
    pub unique: bool,
    /// Each individual draws its own speed at placement (every non-unique).
    pub speed_varies: bool,
}

impl FrogListing {
    fn of(r: &Race) -> Self {
        FrogListing {
            index: r.index,
            name: r.name.clone(),
            level: r.level,
            speed: r.speed_bonus(),
            unique: r.unique,
            speed_varies: r.speed_varies,
        }
    }
}

/// An exact name's whole entry.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum Entry {
    /// A DCSS monster, with what its melee to-hit can be.
    Dcss {
        /// The table's entry.
        monster: Box<Monster>,
        /// Its melee to-hit by attack slot and weapon, at the query's depth.
        #[serde(skip_serializing_if = "Option::is_none")]
        melee_to_hit: Option<MeleeToHit>,
        /// Why the melee to-hit is not given, when it is not.
        #[serde(skip_serializing_if = "Option::is_none")]
        melee_to_hit_unavailable: Option<String>,
    },
    /// A FrogComposband race.
    Frog {
        /// The table's entry.
        race: Race,
    },
}

/// The result of `roguesim monsters`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct MonstersResult {
    /// The game.
    pub game: Game,
    /// DCSS matches, best first (empty for FrogComposband).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dcss: Vec<DcssListing>,
    /// FrogComposband matches, best first (empty for DCSS).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub frog: Vec<FrogListing>,
    /// No name contains the query: the listing holds the closest names instead.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub closest_only: bool,
    /// The whole entry, when the query names exactly one monster.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entry: Option<Entry>,
    /// The DCSS rule set whose table was read, for the table's title.
    #[serde(skip)]
    pub rules: RuleSet,
}

/// Looks the query up and builds the report.
pub fn run_monsters(args: &MonstersQuery, default_rules: RuleSet) -> Result<Report, SimError> {
    let started = Instant::now();
    DEPTH
        .check(args.depth)
        .map_err(|e| SimError::invalid("--depth", e.to_string()))?;
    let query = args
        .query
        .as_deref()
        .map(str::trim)
        .filter(|q| !q.is_empty());
    let dcss_rules = args.rules.unwrap_or(default_rules);
    let mut result = MonstersResult {
        game: args.game,
        dcss: Vec::new(),
        frog: Vec::new(),
        closest_only: false,
        entry: None,
        rules: dcss_rules,
    };
    let contains =
        |name: &str| query.is_none_or(|q| name.to_lowercase().contains(&q.to_lowercase()));
    match args.game {
        Game::Dcss => {
            let found: Vec<&Monster> = match query {
                Some(q) => monsters::search_in(dcss_rules, q),
                None => monsters::all_in(dcss_rules)
                    .iter()
                    .filter(|m| !m.is_placeholder())
                    .collect(),
            };
            if let Some(q) = query {
                if let Ok(m) = monsters::find_in(dcss_rules, q) {
                    let to_hit = melee_to_hit(dcss_rules, m, args.depth);
                    result.entry = Some(Entry::Dcss {
                        monster: Box::new(m.clone()),
                        melee_to_hit_unavailable: to_hit.as_ref().err().cloned(),
                        melee_to_hit: to_hit.ok(),
                    });
                } else if found.is_empty() {
                    let e = monsters::find_in(dcss_rules, q).expect_err("no match was found");
                    return Err(SimError::invalid("query", e.to_string()));
                }
            }
            result.closest_only = !found.iter().any(|m| contains(&m.name));
            result.dcss = found.into_iter().map(DcssListing::of).collect();
        }
        Game::Frog => {
            let found: Vec<&Race> = match query {
                Some(q) => races::search(q),
                None => races::all().iter().collect(),
            };
            if let Some(q) = query {
                if let Ok(r) = races::find(q) {
                    result.entry = Some(Entry::Frog { race: r.clone() });
                } else if found.is_empty() {
                    let e = races::find(q).expect_err("no match was found");
                    return Err(SimError::invalid("query", e.to_string()));
                }
            }
            result.closest_only = !found.iter().any(|r| contains(&r.name));
            result.frog = found.into_iter().map(FrogListing::of).collect();
        }
    }
    let rules = match args.game {
        Game::Dcss => dcss_rules.name(),
        Game::Frog => "frogcomposband-7.1",
    };
    Ok(Report {
        name: "monsters".into(),
        description: String::new(),
        meta: RunMeta::exact(rules, started.elapsed()),
        inputs: Box::new(MonstersQuery {
            query: query.map(str::to_string),
            game: args.game,
            depth: args.depth,
            rules: args.rules,
        }),
        content: Box::new(result),
    })
}

impl MonstersResult {
    /// The names listed, best first.
    fn names(&self) -> Vec<&str> {
        self.dcss
            .iter()
            .map(|m| m.name.as_str())
            .chain(self.frog.iter().map(|r| r.name.as_str()))
            .collect()
    }
}

impl View for MonstersResult {
    /// "Orc knight has HD 9, AC 2, EV 13 and speed 10; its melee to-hit is 40 before its
    /// weapon, and it attacks with hit 20." or "9 monsters match: orc, orc knight, orc
    /// priest and 6 more."
    fn answer(&self) -> Vec<String> {
        if let Some(m) = self.dcss.first().filter(|_| self.entry.is_some()) {
            return vec![format!(
                "{} has HD {}, AC {}, EV {} and speed {}; its melee to-hit is {} before its \
                 weapon, and it attacks with {}.",
                capitalised(&m.name),
                m.hd,
                m.ac,
                m.ev,
                m.speed,
                m.melee_to_hit_base,
                if m.attacks.is_empty() {
                    "no melee attack".to_string()
                } else {
                    m.attacks.join(", ")
                }
            )];
        }
        if let Some(r) = self.frog.first().filter(|_| self.entry.is_some()) {
            return vec![format!(
                "{} (#{}) is native to level {} with speed {:+}{}.",
                capitalised(&r.name),
                r.index,
                r.level,
                r.speed,
                if r.unique { ", a unique" } else { "" }
            )];
        }
        let names = self.names();
        let shown = names.len().min(3);
        let mut list = names[..shown].join(", ");
        if names.len() > shown {
            list += &format!(" and {} more", names.len() - shown);
        }
        vec![if self.closest_only {
            format!(
                "No name contains the query; the {} closest: {list}.",
                names.len()
            )
        } else {
            format!(
                "{} {} match: {list}.",
                names.len(),
                if names.len() == 1 {
                    "monster"
                } else {
                    "monsters"
                }
            )
        }]
    }

    fn headline(&self) -> Vec<String> {
        let n = self.dcss.len() + self.frog.len();
        let mut lines = vec![if self.closest_only {
            format!("no name contains the query; the {n} closest names")
        } else {
            format!("{n} match{}", if n == 1 { "" } else { "es" })
        }];
        match &self.entry {
            Some(Entry::Dcss {
                monster,
                melee_to_hit: Some(m),
                ..
            }) => lines.extend(m.summary().into_iter().map(|l| whose(monster, &l))),
            Some(Entry::Dcss {
                monster,
                melee_to_hit_unavailable: Some(why),
                ..
            }) => lines.push(whose(monster, &format!("melee to-hit: {why}"))),
            _ => {}
        }
        lines
    }

    /// Long format: one row per monster and stat (a listing has no estimates).
    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for m in &self.dcss {
            for (q, v) in [
                ("hd", m.hd),
                ("speed", m.speed),
                ("attack_energy", m.attack_energy),
                ("ac", m.ac),
                ("ev", m.ev),
                ("melee_to_hit_base", m.melee_to_hit_base),
            ] {
                rows.push(Row::new(&m.name, q).plain(f64::from(v)));
            }
        }
        for r in &self.frog {
            let section = format!("#{} {}", r.index, r.name);
            for (q, v) in [
                ("level", r.level),
                ("speed", r.speed),
                ("unique", i32::from(r.unique)),
            ] {
                rows.push(Row::new(&section, q).plain(f64::from(v)));
            }
        }
        if let Some(Entry::Dcss {
            melee_to_hit: Some(m),
            ..
        }) = &self.entry
        {
            rows.extend(m.rows());
        }
        rows
    }

    fn sections(&self) -> Vec<Section> {
        let mut sections = Vec::new();
        if !self.dcss.is_empty() {
            sections.push(self.dcss_section());
        }
        if !self.frog.is_empty() {
            sections.push(
                Section::new(
                    "FrogComposband 7.1 races",
                    ["#", "name", "level", "speed", "unique", "varies"],
                )
                .rows(self.frog.iter().map(|r| {
                    let yes = |b: bool| Cell::from(if b { "yes" } else { "no" });
                    vec![
                        Cell::from(r.index),
                        Cell::Text(r.name.clone()),
                        Cell::from(r.level),
                        Cell::Text(format!("{:+}", r.speed)),
                        yes(r.unique),
                        yes(r.speed_varies),
                    ]
                }))
                .note("varies: each individual draws its own speed when placed")
                .first(),
            );
        }
        if let Some(Entry::Dcss {
            monster,
            melee_to_hit: Some(m),
            ..
        }) = &self.entry
        {
            sections.extend(m.sections().into_iter().map(|mut s| {
                s.title = whose(monster, &s.title);
                s
            }));
        }
        sections
    }
}

impl MonstersResult {
    /// The DCSS listing: the columns a listing needs (the attack's energy and the flags
    /// only when a monster listed has them), best match first, the first rows unless
    /// `--all`.
    fn dcss_section(&self) -> Section {
        let energy = self.dcss.iter().any(|m| m.attack_energy != 10);
        let flags = self.dcss.iter().any(|m| !m.flags.is_empty());
        let mut header = vec!["monster", "HD", "speed"];
        if energy {
            header.push("atk");
        }
        header.extend(["AC", "EV", "to-hit", "attacks"]);
        if flags {
            header.push("flags");
        }
        let rows = self.dcss.iter().map(|m| {
            let mut cells = vec![Cell::Text(m.name.clone()), m.hd.into(), m.speed.into()];
            if energy {
                cells.push(m.attack_energy.into());
            }
            cells.extend([
                m.ac.into(),
                m.ev.into(),
                m.melee_to_hit_base.into(),
                match m.attacks.is_empty() {
                    true => Cell::Missing,
                    false => Cell::Text(m.attacks.join(", ")),
                },
            ]);
            if flags {
                cells.push(match m.flags.is_empty() {
                    true => Cell::Missing,
                    false => Cell::Text(m.flags.join(", ")),
                });
            }
            cells
        });
        let mut notes = vec!["to-hit: its melee to-hit before its weapon".to_string()];
        if energy {
            notes.push("atk: the energy of its melee attack (10 normal)".into());
        }
        let title = format!("DCSS {} monsters", self.rules.version());
        let mut section = Section::new(title, header).rows(rows).first();
        section.notes = notes;
        section
    }
}

/// `name` with a capital first letter, to open a sentence: "Orc knight".
fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}

/// `line` said of `monster`, when a listing shows one monster's entry beside other names:
/// "orc: melee weapon at depth 10". Notes stay as they are.
fn whose(monster: &Monster, line: &str) -> String {
    if line.starts_with("note:") {
        line.to_string()
    } else {
        format!("{}: {line}", monster.name)
    }
}

impl Content for MonstersResult {
    fn kind(&self) -> &'static str {
        "monsters"
    }
}
