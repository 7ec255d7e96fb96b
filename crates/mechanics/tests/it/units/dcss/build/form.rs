use mechanics::dcss::build::Build;
use mechanics::dcss::data::{body_armour_in, shield, species_in};
use mechanics::dcss::forms::Form;
use mechanics::dcss::mutations::Mutation;
use mechanics::dcss::mutations::Mutations;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::skills::Skill;

/// Storm form melds everything physical; rings stay. Statue form keeps the shield.
#[test]
fn melded_equipment_is_taken_off() {
    let rules = RuleSet::Dcss034;
    let human = Build {
        body: body_armour_in(rules, "plate").unwrap(),
        body_plus: 2,
        shield: shield("kite").unwrap(),
        form: Form::Storm,
        shapeshifting: Skill::level(27).unwrap(),
        ..Build::new_in(rules, species_in(rules, "human").unwrap(), 10, 10)
    };
    let worn = human.worn_in_form();
    assert_eq!((worn.body, worn.shield), (None, None));
    let statue = Build {
        form: Form::Statue,
        ..human
    }
    .worn_in_form();
    assert_eq!((statue.body, statue.shield.is_some()), (None, true));
}

/// A troll's tough skin is gone in statue form, its shaggy fur is not.
#[test]
fn forms_suppress_mutations() {
    let rules = RuleSet::Dcss034;
    let mut mutations = Mutations::default();
    mutations.set(Mutation::ToughSkin, 2).unwrap();
    let troll = Build {
        mutations,
        ..Build::new_in(rules, species_in(rules, "troll").unwrap(), 10, 10)
    };
    assert_eq!(troll.mutation_level(Mutation::ToughSkin), 3);
    assert_eq!(troll.mutation_level(Mutation::ShaggyFur), 1);
    let statue = Build {
        form: Form::Statue,
        ..troll
    };
    assert_eq!(statue.mutation_level(Mutation::ToughSkin), 0);
    assert_eq!(statue.mutation_level(Mutation::ShaggyFur), 1);
}
