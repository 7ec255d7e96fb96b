//! Flags to scenarios, and errors back to flags: each command's flags become the same
//! [`ScenarioFile`] a scenario file would give (no checks here: the rules check every value
//! once), and an error about a scenario field is named by the flag that set it through one
//! table, [`FLAGS`].

use mechanics::dcss::defender::Situation;
use mechanics::dcss::time::PlayerAction;
use mechanics::frog::FrogAction;

use super::args::{
    BuildArgs, DamageArgs, DcssSpeedArgs, DefenderArgs, EvArgs, HitArgs, NamedArgs,
    PlayerActionArg, PursuitMode, SpeedArgs, ThreatArgs, TurnArgs,
};
use crate::dcss::damage::DamageSpec;
use crate::dcss::ev::EvSpec;
use crate::dcss::spec::{AttackerSpec, DefenderSpec, TurnSpec};
use crate::dcss::threat::{ThreatAction, ThreatSpec};
use crate::dcss::time::{DcssSpeedSpec, PursuitSpec};
use crate::frog::spec::FrogSpeedSpec;
use crate::scenario::ScenarioFile;
use mechanics::dcss::damage::DamageModifiers;

/// Every scenario field a flag sets, by its path in the scenario kind's object, and the
/// flag. Run-wide paths (`trials`, `threads`) are the engine's.
pub const FLAGS: &[(&str, &str)] = &[
    ("defender.character", "--character"),
    ("defender.species", "--species"),
    ("defender.xl", "--xl"),
    ("defender.dex", "--dex"),
    ("defender.str", "--str"),
    ("defender.dodging", "--dodging"),
    ("defender.armour", "--armour-skill"),
    ("defender.shields", "--shields-skill"),
    ("defender.fighting", "--fighting"),
    ("defender.body_plus", "--body-plus"),
    ("defender.body", "--body"),
    ("defender.shield", "--shield"),
    ("defender.shield_plus", "--shield-plus"),
    ("defender.aux", "--aux"),
    ("defender.ev", "--ev"),
    ("defender.sh_internal", "--sh-internal"),
    ("defender.sh", "--sh"),
    ("defender.block_limit", "--block-limit"),
    ("attackers[0].monster_hd", "--monster-hd"),
    ("attackers[0].monster", "--monster"),
    ("attackers[0].depth", "--depth"),
    ("attackers[0].weapon", "--weapon"),
    ("attackers[0].weapon_plus", "--weapon-plus"),
    ("attackers[0].heads", "--heads"),
    ("attackers[0].count", "--count"),
    ("attackers[0].weapon_to_hit", "--weapon-to-hit"),
    ("attackers[0].player_to_hit", "--player-to-hit"),
    ("attackers[0].attacks", "--attacks"),
    ("turns", "--turns"),
    ("monster", "--monster"),
    ("depth", "--depth"),
    ("weapon", "--weapon"),
    ("weapon_plus", "--weapon-plus"),
    ("heads", "--heads"),
    ("count", "--count"),
    ("delay", "--delay"),
    ("attack_damage", "--attack-damage"),
    ("weapon_damage", "--weapon"),
    ("ac", "--ac"),
    ("p_land", "--p-land"),
    ("attacks", "--attacks"),
    ("hp", "--hp"),
    ("rounds", "--rounds"),
    ("heavy", "--heavy"),
    ("defender.xl", "--xl"),
    ("player_speed", "--player-speed"),
    ("monster_speed", "--monster-speed"),
    ("player_action.cost.energy_use", "--player-action-cost"),
    ("window", "--window"),
    ("monster_action_cost", "--monster-action-cost"),
    ("player_action.move.mv", "--move"),
    ("player_action.attack.delay", "--attack-delay"),
    ("pursuit", "--pursuit"),
    ("trials", "--trials"),
    ("seed", "--seed"),
    ("threads", "--threads"),
    ("chunk_size", "--chunk-size"),
    ("seconds", "--seconds"),
];

/// The flag that sets the field at `path`, if one does.
pub fn flag_of(path: &str) -> Option<&'static str> {
    FLAGS.iter().find(|(p, _)| *p == path).map(|&(_, f)| f)
}

fn build(b: &BuildArgs) -> DefenderSpec {
    DefenderSpec {
        species: b.species.clone(),
        xl: b.xl,
        dex: b.dex,
        strength: b.strength,
        dodging: b.dodging,
        armour: b.armour_skill,
        shields: b.shields_skill,
        fighting: b.fighting,
        body_plus: b.body_plus,
        body: b.body.clone(),
        shield: b.shield.clone(),
        shield_plus: b.shield_plus,
        aux: b.aux.clone(),
        ..DefenderSpec::default()
    }
}

/// A named monster's weapon and heads.
fn named(n: &NamedArgs) -> AttackerSpec {
    AttackerSpec {
        depth: n.depth,
        weapon: n.weapon.clone(),
        weapon_plus: n.weapon_plus,
        heads: n.heads,
        ..AttackerSpec::default()
    }
}

/// The defender of `hit`, `turn` and `threat`: the build flags, or the numbers.
fn defender(d: &DefenderArgs) -> DefenderSpec {
    DefenderSpec {
        character: d.character.as_ref().map(|p| p.display().to_string()),
        ev: d.ev,
        sh: d.sh,
        sh_internal: d.sh_internal,
        block_limit: d.block_limit,
        ..build(&d.build)
    }
}

/// `roguesim ev`'s scenario.
pub fn ev(a: &EvArgs) -> ScenarioFile {
    ScenarioFile {
        ev: Some(EvSpec {
            defender: DefenderSpec {
                character: a.character.as_ref().map(|p| p.display().to_string()),
                ..build(&a.build)
            },
            situation: Situation::default(),
        }),
        ..ScenarioFile::named("EV, SH and encumbrance")
    }
}

/// `roguesim hit`'s scenario: one attacker, one attack, against numbers.
pub fn hit(a: &HitArgs) -> ScenarioFile {
    ScenarioFile {
        hit: Some(TurnSpec {
            defender: defender(&a.defender),
            attackers: vec![AttackerSpec {
                monster: a.attacker.monster.clone(),
                monster_hd: a.attacker.monster_hd,
                player_to_hit: a.attacker.player_to_hit,
                fighter: a.fighter,
                weapon_to_hit: a.weapon_to_hit,
                attacks: 1,
                count: 1,
                ..named(&a.named)
            }],
            shield_rules: a.shield_rules,
            situation: Situation::default(),
            turns: 1,
        }),
        ..ScenarioFile::named("one attack")
    }
}

/// `roguesim turn`'s scenario: one monster's attacks in one defender turn.
pub fn turn(a: &TurnArgs) -> ScenarioFile {
    ScenarioFile {
        turn: Some(TurnSpec {
            defender: defender(&a.defender),
            attackers: vec![AttackerSpec {
                monster: a.attacker.monster.clone(),
                monster_hd: a.attacker.monster_hd,
                fighter: a.fighter,
                weapon_to_hit: a.weapon_to_hit,
                attacks: a.attacks.unwrap_or(1),
                count: a.count,
                ..named(&a.named)
            }],
            shield_rules: a.shield_rules,
            situation: Situation::default(),
            turns: a.turns,
        }),
        ..ScenarioFile::named("one defender turn")
    }
}

/// `roguesim threat`'s scenario.
pub fn threat(a: &ThreatArgs) -> ScenarioFile {
    ScenarioFile {
        threat: Some(ThreatSpec {
            defender: defender(&a.defender),
            monster: a.monster.clone(),
            depth: a.named.depth,
            weapon: a.named.weapon.clone(),
            weapon_plus: a.named.weapon_plus,
            heads: a.named.heads,
            count: a.count,
            player_action: match a.player_action {
                PlayerActionArg::Attack => ThreatAction::Attack,
                PlayerActionArg::Wait => ThreatAction::Wait,
                PlayerActionArg::Move => ThreatAction::Move,
            },
            delay: a.delay,
            shield_rules: a.shield_rules,
            situation: Situation::default(),
            ac: a.ac,
            hp: a.hp,
        }),
        ..ScenarioFile::named(format!("how dangerous is {}", a.monster))
    }
}

/// `roguesim damage`'s scenario.
pub fn damage(a: &DamageArgs) -> ScenarioFile {
    let described = a.character.is_some() || a.build.species.is_some();
    ScenarioFile {
        damage: Some(DamageSpec {
            attack_damage: a.attack_damage,
            weapon: a.weapon.clone(),
            weapon_plus: a.weapon_plus,
            heavy: a.heavy,
            modifiers: DamageModifiers {
                might: a.might,
                idealised: a.idealised,
                weak: a.weak,
                stab: a.stab,
                cleave: a.cleave,
            },
            ac: a.ac,
            defender: described.then(|| DefenderSpec {
                character: a.character.as_ref().map(|p| p.display().to_string()),
                ..build(&a.build)
            }),
            p_land: a.p_land,
            attacks: a.attacks,
            hp: a.hp,
            rounds: a.rounds,
        }),
        ..ScenarioFile::named("damage after AC")
    }
}

/// `roguesim speed`'s scenario. Clap requires `--player-speed` except in a sweep, which sets
/// it at every point or reports it missing; 0 stands in until then.
pub fn speed(a: &SpeedArgs) -> ScenarioFile {
    ScenarioFile {
        speed: Some(FrogSpeedSpec {
            player_speed: a.player_speed.unwrap_or_default(),
            monster: a.monster.clone(),
            monster_speed: a.monster_speed,
            player_action: FrogAction::Cost {
                energy_use: a.player_action_cost,
            },
            player_hasted: a.player_hasted,
            player_slowed: a.player_slowed,
            monster_hasted: a.monster_hasted,
            monster_slowed: a.monster_slowed,
            non_unique: a.non_unique,
            window: a.window,
            start: a.start,
        }),
        ..ScenarioFile::named("double moves")
    }
}

/// `roguesim dcss-speed`'s scenario.
pub fn dcss_speed(a: &DcssSpeedArgs) -> ScenarioFile {
    let player_action = match (a.action.move_delay, a.action.attack_delay) {
        (Some(mv), _) => PlayerAction::Move { mv },
        (None, Some(delay)) => PlayerAction::Attack { delay },
        (None, None) => PlayerAction::Wait,
    };
    ScenarioFile {
        dcss_speed: Some(DcssSpeedSpec {
            monster: a.monster.clone(),
            monster_speed: a.monster_speed,
            monster_action_cost: a.monster_action_cost,
            player_action,
            hasted: a.hasted,
            slowed: a.slowed,
            pursuit: a.pursuit.map_or(PursuitSpec::Off, PursuitMode::spec),
        }),
        ..ScenarioFile::named("monster actions per player action")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_flag_is_a_real_flag() {
        use clap::CommandFactory;
        let cli = super::super::args::Cli::command();
        let mut known: Vec<String> = cli
            .get_arguments()
            .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
            .collect();
        for sub in cli.get_subcommands() {
            known.extend(
                sub.get_arguments()
                    .filter_map(|a| a.get_long().map(|l| format!("--{l}"))),
            );
        }
        for (path, flag) in FLAGS {
            assert!(known.iter().any(|k| k == flag), "{path} → {flag}");
        }
        assert_eq!(flag_of("defender.ev"), Some("--ev"));
        assert_eq!(flag_of("attackers[1].monster_hd"), None);
    }
}
