use mechanics::dcss::damage::{AcType, gdr_percent};
use mechanics::dcss::damage::{apply_ac_dist, apply_ac_gdr_dist};
use mechanics::dcss::ranged::defence::*;
use mechanics::dist::Dist;
use mechanics::tolerance::EXACT;

fn close(a: &Dist, b: &Dist) -> bool {
    let (lo, hi) = (a.min().min(b.min()), a.max().max(b.max()));
    (lo..=hi).all(|v| (a.prob(v) - b.prob(v)).abs() < EXACT)
}

/// With a fixed AC the split reads are the melee rule of `dcss-0.31-damage.md` §2.
#[test]
fn fixed_ac_is_the_melee_rule() {
    let raw = Dist::uniform(1, 40);
    for ac in [-3, 0, 1, 5, 10, 17, 33] {
        for rule in [AcType::Normal, AcType::Half, AcType::Triple, AcType::None] {
            for dmax in [0, 25, 60] {
                let ours = after_ac_law(&raw, dmax, &Dist::point(ac), rule);
                let theirs = apply_ac_dist(&raw, dmax, ac, rule);
                assert!(close(&ours, &theirs), "AC {ac} {rule:?} dmax {dmax}");
            }
        }
    }
}

/// A random AC reads the roll and GDR independently: AC 10 or 11 (½ each) with
/// `damage_max` 100 gives four (roll AC, GDR) pairs (0.34 spec D2 example).
#[test]
fn random_ac_mixes_four_pairs() {
    let ac = Dist::from_weights(10, &[1.0, 1.0]);
    let raw = Dist::point(50);
    let got = after_ac_law(&raw, 100, &ac, AcType::Normal);
    let mut want = vec![0.0; 51];
    for a in [10, 11] {
        for g in [gdr_percent(10), gdr_percent(11)] {
            // Damage 50 is never driven below 0: the melee rule with the GDR given apart.
            let part = apply_ac_gdr_dist(&raw, 100, a, g);
            for (v, p) in part.iter() {
                want[v as usize] += p / 4.0;
            }
        }
    }
    assert!(close(&got, &Dist::from_weights(0, &want)));
}
