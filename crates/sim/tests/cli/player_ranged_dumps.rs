//! The real 0.34 dumps' spell tables (`shared/dumps/0.34/`, beside the repository; not
//! redistributed with it): for every attack spell of every table, the power, the Damage
//! column and the displayed failure roguesim computes from the dump's character equal what
//! the dump prints, and the failure of every other spell of known schools too, for a skill
//! fraction the dump hides (between the bottom and the top of each printed tenth)
//! (`docs/rules/dcss-0.34-player-ranged.md` §5, §11). The folder is found as in
//! `real_dumps`; without it this test has nothing to read and passes.

use mechanics::dcss::player_ranged::School;
use mechanics::dcss::player_ranged::spell::power::{displayed_fail, power_percent};
use mechanics::dcss::player_ranged::spell::shown::dump_damage;
use mechanics::dcss::player_ranged::spell::table::attack_spell;
use roguesim::dcss::character::parse;
use roguesim::dcss::offence::caster::{DumpCaster, dump_caster};

use crate::real_dumps::dumps_in;

/// Every spell row of the dumps at `paths` checked: (rows, what differs, by dump and spell).
fn mismatches(paths: &[std::path::PathBuf]) -> (usize, Vec<String>) {
    let mut checked = 0;
    let mut out = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).unwrap();
        let Ok(dump) = parse(&text) else { continue };
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let bottom = dump_caster(&dump).unwrap();
        let top = bottom.at_top_of_tenths();
        for row in &dump.ranged.spells {
            let Some(schools) = row
                .schools
                .iter()
                .map(|s| School::from_abbreviation(s))
                .collect::<Option<Vec<_>>>()
            else {
                continue;
            };
            let mut got = Vec::new();
            let mut want = Vec::new();
            let attack = attack_spell(&row.name);
            // Vehumet's help goes to destructive spells, a flag of the game's spell table
            // that roguesim holds for its attack spells and conjurations only.
            let unknown = bottom.caster.vehumet
                && attack.is_none()
                && !schools.contains(&School::Conjurations);
            if let Some(f) = row.failure.filter(|_| !unknown) {
                let fail = |c: &DumpCaster| {
                    displayed_fail(c.caster.raw_fail_of(&schools, row.level, attack.is_some()))
                };
                let (hi, lo) = (fail(&bottom), fail(&top));
                got.push(format!(
                    "fail {}%",
                    if (lo..=hi).contains(&f) { f } else { hi }
                ));
                want.push(format!("fail {f}%"));
            }
            if let (Some(spell), Some(pp)) = (attack, row.power_percent) {
                let shown = |c: &DumpCaster| {
                    let power =
                        c.caster
                            .power(spell.schools, spell.cap, c.enhancers(spell.schools));
                    (power_percent(power, spell.cap), dump_damage(spell, power))
                };
                let (low, high) = (shown(&bottom), shown(&top));
                let printed = (pp, row.damage.clone());
                let within = (low.0..=high.0).contains(&pp)
                    && (printed == low || printed == high || low.0 < pp && pp < high.0);
                let (p, d) = if within { printed } else { low };
                got.push(format!("power {p}% {d}"));
                want.push(format!("power {pp}% {}", row.damage));
            }
            checked += 1;
            if got != want {
                out.push(format!(
                    "{name}: {}: got {got:?}, printed {want:?}",
                    row.name
                ));
            }
        }
    }
    (checked, out)
}

/// How many rows the shared dumps hold that this test checks: it keeps the reader from
/// dropping them.
const ROWS_AT_LEAST: usize = 590;

#[test]
fn every_spell_of_the_real_dumps_computes_as_printed() {
    if dumps_in("0.34").is_empty() {
        eprintln!("no shared/dumps/0.34 beside the repository: nothing to check");
        return;
    }
    let (checked, bad) = mismatches(&dumps_in("0.34"));
    assert!(checked >= ROWS_AT_LEAST, "only {checked} spell rows read");
    assert!(
        bad.is_empty(),
        "{checked} rows, {} differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// The constructed Conjurer of `examples/characters/` (the README's tour) prints the spell
/// table its character gives: all three rows are checked, with no shared folder needed.
#[test]
fn the_constructed_conjurer_prints_its_spell_table() {
    let path = std::path::PathBuf::from(format!(
        "{}/../../examples/characters/deep-elf-conjurer-stone-arrow.txt",
        env!("CARGO_MANIFEST_DIR")
    ));
    let (checked, bad) = mismatches(&[path]);
    assert_eq!(checked, 3, "the three rows are read");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
