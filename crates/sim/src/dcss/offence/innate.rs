//! The aux attacks a species has from birth, as the rule book lists them
//! (`docs/rules/dcss-0.31-player-attack.md` §3.2, §4): a data table, read by species name.
//!
//! Only innate mutations are read; a mutation a character acquired later (a Human's horns) is
//! not in a build or a dump's species, and is given by hand with the `player` fields.

use mechanics::dcss::player_attack::{AuxMutations, Tail};

/// One species' innate aux mutations (usable levels) and the Minotaur's retaliation.
struct Innate {
    /// The species as the game spells it.
    species: &'static str,
    /// Its mutation levels.
    aux: AuxMutations,
    /// `MUT_REFLEXIVE_HEADBUTT`.
    retaliates: bool,
}

const NONE: AuxMutations = AuxMutations {
    horns: 0,
    beak: 0,
    talons: 0,
    hooves: 0,
    fangs: 0,
    acidic_bite: 0,
    anti_magic_bite: 0,
    claws: 0,
    tentacles: 0,
    tail: None,
    tail_level: 0,
};

/// The table (`docs/rules/dcss-0.31-player-attack.md` §3.2, §4): every Draconian colour has a
/// plain tail and is matched by its name's last word.
const INNATE: &[Innate] = &[
    Innate {
        species: "Minotaur",
        aux: AuxMutations { horns: 2, ..NONE },
        retaliates: true,
    },
    Innate {
        species: "Oni",
        aux: AuxMutations { horns: 1, ..NONE },
        retaliates: false,
    },
    Innate {
        species: "Tengu",
        aux: AuxMutations {
            talons: 3,
            beak: 1,
            ..NONE
        },
        retaliates: false,
    },
    Innate {
        species: "Armataur",
        aux: AuxMutations {
            tail: Some(Tail::Armoured),
            tail_level: 1,
            ..NONE
        },
        retaliates: false,
    },
    Innate {
        species: "Felid",
        aux: AuxMutations {
            fangs: 3,
            claws: 1,
            ..NONE
        },
        retaliates: false,
    },
    Innate {
        species: "Vampire",
        aux: AuxMutations { fangs: 3, ..NONE },
        retaliates: false,
    },
    Innate {
        species: "Gnoll",
        aux: AuxMutations { fangs: 1, ..NONE },
        retaliates: false,
    },
    Innate {
        species: "Vine Stalker",
        aux: AuxMutations {
            anti_magic_bite: 1,
            ..NONE
        },
        retaliates: false,
    },
    Innate {
        species: "Octopode",
        aux: AuxMutations {
            tentacles: 1,
            ..NONE
        },
        retaliates: false,
    },
    Innate {
        species: "Troll",
        aux: AuxMutations { claws: 3, ..NONE },
        retaliates: false,
    },
    Innate {
        species: "Ghoul",
        aux: AuxMutations { claws: 1, ..NONE },
        retaliates: false,
    },
];

/// The innate aux mutations of `species` (its name as the species table spells it) and
/// whether it retaliates, with claws usable only bare-handed (`gloves`: the character wears
/// gloves; `docs/rules/dcss-0.31-player-attack.md` §3.2, §4).
///
/// ```
/// use roguesim::dcss::offence::innate_aux;
///
/// let (aux, retaliates) = innate_aux("Minotaur", false);
/// assert_eq!((aux.horns, retaliates), (2, true));
/// assert_eq!(innate_aux("Ghoul", true).0.claws, 0);
/// assert!(innate_aux("Yellow Draconian", false).0.acidic_bite == 1);
/// assert_eq!(innate_aux("Human", false).0, Default::default());
/// ```
pub fn innate_aux(species: &str, gloves: bool) -> (AuxMutations, bool) {
    let (mut aux, retaliates) = if species.ends_with("Draconian") {
        let acidic = i32::from(species == "Yellow Draconian");
        (
            AuxMutations {
                tail: Some(Tail::Plain),
                acidic_bite: acidic,
                ..NONE
            },
            false,
        )
    } else {
        INNATE
            .iter()
            .find(|i| i.species.eq_ignore_ascii_case(species))
            .map_or((NONE, false), |i| (i.aux, i.retaliates))
    };
    if gloves {
        aux.claws = 0;
    }
    (aux, retaliates)
}
