//! How a `ranged` report reads: the monster and the player, the catalog of its attacks,
//! then one block of rows per attack (`docs/rules/dcss-0.31-ranged.md` §2–§4, §10).

use super::result::{RangedResult, SectionQuantities};
use super::run::Ranged;
use crate::report::cells::{percent_words, significant};
use crate::report::tables::{find, grid};
use crate::report::{Cell, Content, Row, Section, View, sections_of};
use crate::scenario::Kind;
use crate::stats::Estimate;

impl View for RangedResult {
    /// "Its worst attack at range is Smiting: it lands 100 % of the time for 12 damage on
    /// average." (several between two of your actions: their total damage, and how often it
    /// takes all your HP).
    fn answer(&self) -> Vec<String> {
        let modelled = self.measured.len();
        let total = self.attacks.len();
        let per_attack = |x: &SectionQuantities<f64>| {
            x.mean_total_damage
                .unwrap_or(x.p_land.unwrap_or(0.0) * x.mean_damage.unwrap_or(0.0))
        };
        let worst = self
            .exact
            .sections()
            .iter()
            .zip(&self.measured)
            .max_by(|a, b| per_attack(&a.1.0).total_cmp(&per_attack(&b.1.0)));
        let Some((s, (x, _))) = worst else {
            return vec![format!(
                "None of its {total} attacks at range is modelled under {}.",
                self.rules
            )];
        };
        let mut line = if self.count > 1 {
            format!(
                "Its worst attack at range is {}: {} of them between two of your actions deal {} \
                 damage on average",
                s.attack,
                self.count,
                significant(x.mean_total_damage.unwrap_or(0.0))
            )
        } else {
            format!(
                "Its worst attack at range is {}: it lands {} of the time for {} damage on \
                 average",
                s.attack,
                percent_words(x.p_land.unwrap_or(0.0)),
                significant(x.mean_damage.unwrap_or(0.0))
            )
        };
        if let (Some(p), Some(hp)) = (
            x.p_total_at_least_hp,
            self.player.as_ref().and_then(|p| p.hp),
        ) {
            line += &format!(
                "; {} of the time they take all your {hp} HP",
                percent_words(p)
            );
        }
        let mut lines = vec![line + "."];
        if modelled < total {
            lines.push(format!(
                "{modelled} of its {total} attacks at range are modelled; which one it uses is \
                 its AI, which roguesim does not model."
            ));
        }
        lines
    }

    fn headline(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(m) = &self.monster {
            lines.push(format!(
                "{} (HD {}, speed {}; missile energy {}, spell energy {}), {}",
                m.name, m.hd, m.speed, m.missile_energy, m.spell_energy, self.rules
            ));
        }
        if let Some(p) = &self.player {
            let source = if p.from_build {
                " (from the build)"
            } else {
                ""
            };
            let hp = p.hp.map_or(String::new(), |hp| format!(", HP {hp}"));
            let x100 = |whole: i32, x100: Option<i32>| match x100 {
                Some(x) if x % 100 != 0 => {
                    let sign = if x < 0 { "-" } else { "" };
                    format!("{whole} ({sign}{}.{:02})", (x / 100).abs(), (x % 100).abs())
                }
                _ => whole.to_string(),
            };
            lines.push(format!(
                "you{source}: EV {}, SH {} (internal {}), AC {}, Willpower {}, block limit {}{hp}",
                x100(p.ev, p.ev_x100),
                p.sh_internal / 2,
                x100(p.sh_internal, p.sh_internal_x100),
                x100(p.ac, p.ac_x100),
                p.willpower,
                p.block_limit
            ));
        }
        lines.extend(self.notes.iter().cloned());
        lines
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for (s, (x, m)) in self.exact.sections().iter().zip(&self.measured) {
            section_rows(&mut rows, &s.attack, x, m);
        }
        rows
    }

    /// The attacks side by side, then each modelled one: its odds, its damage by k (and,
    /// several between two of your actions, the blocks, the landed and the total by k).
    fn sections(&self) -> Vec<Section> {
        let mut catalog = Section::new(
            "its attacks at range (which one it uses is its AI: not modelled)",
            ["attack", "kind", "weight", "lands", "damage"],
        );
        let mut measured = self.measured.iter();
        for a in &self.attacks {
            let x = a
                .modelled
                .then(|| measured.next())
                .flatten()
                .map(|(x, _)| x);
            catalog.rows.push(vec![
                Cell::Text(a.attack.clone()),
                Cell::from(a.kind),
                match (a.frequency, a.typical_probability) {
                    (Some(f), _) => Cell::Text(format!("freq {f}")),
                    (None, Some(p)) => Cell::Prob(p),
                    _ => Cell::Missing,
                },
                x.and_then(|x| x.p_land).map_or(Cell::Missing, Cell::Prob),
                x.and_then(|x| x.mean_damage)
                    .map_or(Cell::Missing, Cell::Num),
            ]);
            match (a.modelled, a.game_shows()) {
                (true, Some(shown)) => catalog
                    .notes
                    .push(format!("{}: the game shows {shown}", a.attack)),
                (false, _) => catalog.notes.push(format!(
                    "{}: not modelled ({})",
                    a.attack,
                    a.reason.as_deref().unwrap_or("-")
                )),
                _ => {}
            }
        }
        catalog.notes.insert(
            0,
            "weight: a spell's frequency, a missile's chance to be carried; lands: P(it \
             lands); damage: after your AC, when it lands"
                .into(),
        );
        let rows = self.rows();
        let mut sections = vec![catalog];
        for s in self.exact.sections() {
            let mine: Vec<Row> = rows
                .iter()
                .filter(|r| r.section == s.attack)
                .cloned()
                .collect();
            let scalar: Vec<Row> = mine.iter().filter(|r| r.index.is_none()).cloned().collect();
            sections.extend(sections_of(&scalar));
            sections.extend(by_k(&mine, &s.attack, "damage", "its damage after AC"));
            if self.count > 1 {
                let ks = |q: &str| {
                    mine.iter()
                        .filter(|r| r.quantity == q)
                        .filter_map(|r| r.index)
                        .max()
                        .map_or(0, |k| k + 1)
                };
                let n = ks("blocks").max(ks("landed"));
                let column = |q: &str| -> Vec<Option<&Row>> {
                    (0..n).map(|k| find(&mine, &s.attack, q, Some(k))).collect()
                };
                sections.push(grid(
                    &format!(
                        "{}: k of the {} between two of your actions",
                        s.attack, self.count
                    ),
                    "k",
                    (0..n).map(Cell::from).collect(),
                    &[
                        ("P(k blocked)", column("blocks")),
                        ("P(k land)", column("landed")),
                    ],
                ));
                sections.extend(by_k(&mine, &s.attack, "total damage", "their total damage"));
            }
        }
        sections
    }
}

/// The law of `quantity` in `section`'s `rows` by k, with the chance of at least k, a
/// spread of its rows unless `--all`.
fn by_k(rows: &[Row], section: &str, quantity: &str, what: &str) -> Option<Section> {
    let of: Vec<&Row> = rows.iter().filter(|r| r.quantity == quantity).collect();
    if of.is_empty() {
        return None;
    }
    let mut table = grid(
        &format!("{section}: {what}"),
        quantity,
        of.iter()
            .map(|r| Cell::from(r.index.unwrap_or(0)))
            .collect(),
        &[("P(= k)", of.iter().map(|r| Some(*r)).collect())],
    );
    let exact: Vec<f64> = of.iter().map(|r| r.exact.unwrap_or(0.0)).collect();
    for (i, cells) in table.rows.iter_mut().enumerate() {
        cells.insert(2, Cell::Prob(exact[i..].iter().sum()));
    }
    table.header.insert(2, "P(≥ k)".into());
    Some(table.spread())
}

/// The rows of one section.
fn section_rows(
    rows: &mut Vec<Row>,
    attack: &str,
    x: &SectionQuantities<f64>,
    m: &SectionQuantities<Estimate>,
) {
    let one = |rows: &mut Vec<Row>, q: &str, e: Option<f64>, p: Option<Estimate>| {
        if let Some(e) = e {
            let mut row = Row::new(attack, q).exact(e).unit("trials");
            if let Some(p) = p {
                row = row.estimate(p);
            }
            rows.push(row);
        }
    };
    one(rows, "P(hit: passes the EV test)", x.p_hit, m.p_hit);
    one(rows, "P(resisted by Willpower)", x.p_resist, m.p_resist);
    one(rows, "P(blocked)", x.p_block, m.p_block);
    one(rows, "P(lands)", x.p_land, m.p_land);
    one(
        rows,
        "mean damage when it lands",
        x.mean_damage,
        m.mean_damage,
    );
    let dist = |rows: &mut Vec<Row>, q: &str, e: &[f64], p: &[Estimate]| {
        for (i, &e) in e.iter().enumerate() {
            let p = p.get(i).copied();
            if e > 0.0 || p.is_some_and(|p| p.value() > 0.0) {
                let mut row = Row::new(attack, q)
                    .index(i)
                    .label(format!("P({q} = {i})"))
                    .exact(e)
                    .unit("trials");
                if let Some(p) = p {
                    row = row.estimate(p);
                }
                rows.push(row);
            }
        }
    };
    dist(
        rows,
        "damage",
        &x.damage_distribution,
        &m.damage_distribution,
    );
    dist(
        rows,
        "blocks",
        &x.blocks_distribution,
        &m.blocks_distribution,
    );
    dist(rows, "landed", &x.lands_distribution, &m.lands_distribution);
    one(
        rows,
        "mean total damage",
        x.mean_total_damage,
        m.mean_total_damage,
    );
    one(
        rows,
        "P(total damage ≥ your HP)",
        x.p_total_at_least_hp,
        m.p_total_at_least_hp,
    );
    dist(
        rows,
        "total damage",
        &x.total_damage_distribution,
        &m.total_damage_distribution,
    );
}

impl Content for RangedResult {
    fn kind(&self) -> &'static str {
        Ranged::KEY
    }
}
