//! `roguesim ranged`'s flags and the scenario they describe.

use std::path::PathBuf;

use clap::Args;
use mechanics::dcss::ranged::items::LauncherBrand;
use mechanics::dcss::rules::RuleSet;

use super::KindArgs;
use super::defender::{BuildArgs, build};
use crate::dcss::input::DefenderSpec;
use crate::dcss::ranged::{Ranged, RangedSpec};
use crate::kinds::{Entry, ScenarioFile, entry};

/// `roguesim ranged`: what a monster's attacks at range do to you — missiles, spell beams,
/// Smiting and Pain (`docs/rules/dcss-0.34-ranged.md`; `docs/rules/dcss-0.31-ranged.md` under
/// --rules dcss-0.31).
///
/// Per attack: P(hit) against your EV, P(block) by your shield, P(land), the damage after
/// your AC and what the game shows; with --count K, K attacks between two of your actions
/// sharing your block counter. Without --spell or --missile, every attack the monster can
/// make, one section each: which one it uses is its AI, which roguesim does not model.
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  \
    roguesim ranged --monster \"orc priest\" --ev 15                        # Smiting and Pain\n  \
    roguesim ranged --monster \"orc priest\" --spell pain --willpower 40 --ev 15\n  \
    roguesim ranged --monster \"centaur warrior\" --missile shortbow --ev 15 --sh 5 --ac 8 --count 2 --hp 60\n  \
    roguesim ranged --monster \"deep elf annihilator\" --spell \"iron shot\" --species human --dex 14 --str 16 --body \"scale mail\" --shield kite --shields-skill 8 --xl 15\n  \
    roguesim ranged --monster lich --spell \"bolt of cold\" --ev 20 --ac 10 --resist 1 --format json\n  \
    roguesim ranged --monster \"centaur warrior\" --ev 6 --ev-x100 680 --sh-internal-x100 830 --ac-x100 681\n  \
    roguesim ranged --monster \"orc priest\" --ev 15 --rules dcss-0.31")]
pub struct RangedArgs {
    /// The monster, by the game's name (see `roguesim monsters`).
    #[arg(long)]
    pub monster: String,
    /// One of its spells: a beam, Smiting or Pain ("iron shot", SPELL_PAIN).
    #[arg(long, conflicts_with = "missile")]
    pub spell: Option<String>,
    /// One of its missiles: a launcher (shortbow: it fires arrows), a thrown item (javelin)
    /// or ammunition (arrow, when one of its launchers fires it).
    #[arg(long, value_name = "ITEM")]
    pub missile: Option<String>,
    /// The launcher, when --missile names its ammunition.
    #[arg(long, requires = "missile")]
    pub launcher: Option<String>,
    /// Attacks between two of your actions, sharing your block counter (default 1).
    #[arg(long)]
    pub count: Option<u32>,
    /// The DCSS rule set: dcss-0.31 or dcss-0.34 (default: $ROGUESIM_RULES, else
    /// dcss-0.34).
    #[arg(long, value_parser = parse_rule_set)]
    pub rules: Option<RuleSet>,
    /// Your EV as the status line shows it, instead of a build.
    #[arg(long, allow_negative_numbers = true, conflicts_with_all = ["species", "character"])]
    pub ev: Option<i32>,
    /// Your SH as the game displays it, with --ev (internal 2·SH).
    #[arg(long, allow_negative_numbers = true, conflicts_with = "sh_internal")]
    pub sh: Option<i32>,
    /// Your internal SH (twice the displayed SH), with --ev.
    #[arg(long, allow_negative_numbers = true)]
    pub sh_internal: Option<i32>,
    /// Your AC, with --ev (a build's comes from its armour).
    #[arg(long, allow_negative_numbers = true)]
    pub ac: Option<i32>,
    /// Under dcss-0.34, your EV ×100, which every attack draws from (--ev may be left out).
    #[arg(long, allow_negative_numbers = true, conflicts_with_all = ["species", "character"])]
    pub ev_x100: Option<i32>,
    /// Under dcss-0.34, your internal SH ×100, which every block roll draws from.
    #[arg(long, allow_negative_numbers = true)]
    pub sh_internal_x100: Option<i32>,
    /// Under dcss-0.34, your AC ×100, which every landed attack draws from.
    #[arg(long, allow_negative_numbers = true)]
    pub ac_x100: Option<i32>,
    /// Blocks allowed between two of your actions, with --ev (no shield item 1, buckler 2,
    /// kite 3, tower 4, an orb 1 under dcss-0.34 and 0 under dcss-0.31; default 3).
    #[arg(long)]
    pub block_limit: Option<u32>,
    /// Your HP, for P(total damage ≥ HP) (default: the build's max HP).
    #[arg(long, allow_negative_numbers = true)]
    pub hp: Option<i32>,
    /// Your Willpower, which Pain tests (one + is 40; 5000 is immune; default 0).
    #[arg(long, allow_negative_numbers = true)]
    pub willpower: Option<i32>,
    /// Your resistance to the spell's flavour, -1 to 3 (rF, rC, rElec, rN for Pain...), with
    /// --spell.
    #[arg(long, allow_negative_numbers = true, requires = "spell")]
    pub resist: Option<i32>,
    /// A DCSS character dump (morgue file) to read your build from.
    #[arg(long, value_name = "FILE", conflicts_with = "species")]
    pub character: Option<PathBuf>,
    /// Your build.
    #[command(flatten)]
    pub build: BuildArgs,
    /// The launcher's enchantment.
    #[arg(long, allow_negative_numbers = true)]
    pub launcher_plus: Option<i32>,
    /// The launcher's brand: normal, heavy, speed or penetration.
    #[arg(long, value_parser = parse_brand)]
    pub launcher_brand: Option<LauncherBrand>,
    /// The monster's ring of slaying and artefact Slay.
    #[arg(long, allow_negative_numbers = true)]
    pub slaying: Option<i32>,
    /// Fired through Portal Projectile.
    #[arg(long)]
    pub portal_projectile: bool,
    /// Evoked from a wand (power 30 + HD), with --spell.
    #[arg(long, requires = "spell")]
    pub evoked: bool,
    /// The caster's spell HD: its HD, or HD + 5 when its spells are empowered.
    #[arg(long)]
    pub spell_hd: Option<i32>,
    /// Aligned laughing skulls a laughing skull sees within 5 squares.
    #[arg(long)]
    pub nearby_skulls: Option<i32>,
    /// You are invisible and it cannot see invisible.
    #[arg(long)]
    pub invisible: bool,
    /// You cannot see it.
    #[arg(long)]
    pub unseen_attacker: bool,
    /// Your Translucent Skin level.
    #[arg(long)]
    pub translucent_skin: Option<i32>,
    /// You are backlit.
    #[arg(long)]
    pub backlit: bool,
    /// You have an umbra.
    #[arg(long)]
    pub umbra: bool,
    /// It has nightvision.
    #[arg(long)]
    pub nightvision: bool,
    /// You repel missiles.
    #[arg(long)]
    pub repel_missiles: bool,
    /// You are paralysed, asleep or otherwise helpless.
    #[arg(long)]
    pub incapacitated: bool,
}

/// A rule set as `--rules` gives it.
fn parse_rule_set(s: &str) -> Result<RuleSet, String> {
    s.parse()
        .map_err(|e: mechanics::dcss::rules::UnknownRuleSet| e.to_string())
}

/// A launcher brand as `--launcher-brand` gives it.
fn parse_brand(s: &str) -> Result<LauncherBrand, String> {
    serde_json::from_value(serde_json::Value::String(s.to_lowercase()))
        .map_err(|_| format!("unknown brand '{s}': allowed normal, heavy, speed, penetration"))
}

/// `Some(true)` for a switch that is on, `None` (not given) otherwise.
fn on(flag: bool) -> Option<bool> {
    flag.then_some(true)
}

impl KindArgs for RangedArgs {
    fn kind(&self) -> &'static dyn Entry {
        entry::<Ranged>()
    }

    fn scenario(&self) -> ScenarioFile {
        let described = self.character.is_some() || self.build.species.is_some();
        let what = match (&self.spell, &self.missile) {
            (Some(s), _) => format!("{}'s {s}", self.monster),
            (None, Some(m)) => format!("{}'s {m}", self.monster),
            (None, None) => format!("{}'s attacks at range", self.monster),
        };
        ScenarioFile::of::<Ranged>(
            what,
            RangedSpec {
                rules: self.rules,
                monster: Some(self.monster.clone()),
                missile: self.missile.clone(),
                launcher: self.launcher.clone(),
                spell: self.spell.clone(),
                count: self.count,
                launcher_plus: self.launcher_plus,
                launcher_brand: self.launcher_brand,
                slaying: self.slaying,
                portal_projectile: on(self.portal_projectile),
                evoked: on(self.evoked),
                spell_hd: self.spell_hd,
                nearby_skulls: self.nearby_skulls,
                attacker_unseen: on(self.unseen_attacker),
                player_unseen: on(self.invisible),
                translucent_skin: self.translucent_skin,
                backlit: on(self.backlit),
                umbra: on(self.umbra),
                attacker_nightvision: on(self.nightvision && self.spell.is_none()),
                caster_nightvision: on(self.nightvision && self.spell.is_some()),
                repel_missiles: on(self.repel_missiles),
                incapacitated: on(self.incapacitated),
                resist: self.resist,
                willpower: self.willpower,
                ev: self.ev,
                ev_x100: self.ev_x100,
                sh_internal: self.sh_internal,
                sh_internal_x100: self.sh_internal_x100,
                sh: self.sh,
                ac: self.ac,
                ac_x100: self.ac_x100,
                block_limit: self.block_limit,
                hp: self.hp,
                defender: described.then(|| DefenderSpec {
                    character: self.character.as_ref().map(|p| p.display().to_string()),
                    ..build(&self.build)
                }),
                ..RangedSpec::default()
            },
        )
    }
}
