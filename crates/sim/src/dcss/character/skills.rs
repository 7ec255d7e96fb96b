//! The dump's Skills section: `"   Skills:"`, then one line per trained or nonzero skill,
//! `" %c Level %.1f[(%.1f)] <Skill Name>"` (`skills.cc:2387-2411`,
//! `docs/rules/monsters-and-dumps.md` §4.1). The mark is `+` (training), `*` (focused), `-`
//! (not training), a space (cannot train) or `O` (at 27, printed `Level 27`). Some trunk
//! dumps after 0.34 print a line without its mark column, `" Level 12.0 Fighting"`; it reads
//! the same.

use mechanics::dcss::skills::Skill;

use super::lines::{Lines, shorten};
use super::{DumpError, DumpSkill};

const SKILL_LINE: &str = "expected a skill line ' + Level 9.0(10.2) Axes': a mark (+ * - O or a space), \
     'Level', the level, the effective level in parentheses if it differs, the skill's name";

/// A level as printed, 0.0 to 27.0 in tenths.
fn level(n: usize, text: &str) -> Result<f64, DumpError> {
    let value: f64 = text
        .parse()
        .map_err(|_| DumpError::new(n, format!("'{text}' is not a skill level"), SKILL_LINE))?;
    Skill::from_f64(value).map_err(|e| DumpError::new(n, e.to_string(), SKILL_LINE))?;
    Ok(value)
}

/// One skill line.
fn skill_line(n: usize, line: &str) -> Result<DumpSkill, DumpError> {
    let garbled = || {
        DumpError::new(
            n,
            format!("cannot read the skill line '{}'", shorten(line.trim())),
            SKILL_LINE,
        )
    };
    let rest = line.strip_prefix(' ').ok_or_else(garbled)?;
    let rest = match rest.strip_prefix("Level ") {
        // No mark column.
        Some(after) => after,
        None => {
            let mut chars = rest.chars();
            let mark = chars.next().ok_or_else(garbled)?;
            if !matches!(mark, '+' | '*' | '-' | 'O' | ' ') {
                return Err(garbled());
            }
            chars.as_str().strip_prefix(" Level ").ok_or_else(garbled)?
        }
    };
    let (number, name) = rest.trim_start().split_once(' ').ok_or_else(garbled)?;
    let name = name.trim();
    if name.is_empty() {
        return Err(garbled());
    }
    let (real, effective) = match number.split_once('(') {
        Some((real, eff)) => (real, Some(eff.strip_suffix(')').ok_or_else(garbled)?)),
        None => (number, None),
    };
    Ok(DumpSkill {
        name: name.to_string(),
        level: level(n, real)?,
        effective: effective.map(|e| level(n, e)).transpose()?,
    })
}

/// Reads the skill lines after the `Skills:` header, up to a blank line or the end.
pub(super) fn read(lines: &mut Lines) -> Result<Vec<DumpSkill>, DumpError> {
    let mut skills = Vec::new();
    while let Some((n, line)) = lines.take() {
        if line.trim().is_empty() {
            break;
        }
        skills.push(skill_line(n, line)?);
    }
    Ok(skills)
}
