//! The status lines between the equipment block and the skills (`output.cc`,
//! `docs/rules/monsters-and-dumps.md` §4.1): `%:` passive effects, `@:` statuses, `A:` the
//! terse mutation list, `0:` the Orb, `}:` runes, `a:` abilities. A line longer than 80
//! columns wraps, and its continuation starts at column 0 without a label, so a line
//! continues until a blank line or the next `<mark>: ` label.

use schemars::JsonSchema;
use serde::Serialize;

use super::lines::Lines;

/// One entry of the `A:` line (`_terse_mut_name`, mutation.cc;
/// `docs/rules/monsters-and-dumps.md` §4.2): `horns 2`, `(claws 3)` (suppressed by the
/// form), `[frail 1]` (temporary only), `tough skin 1[+1]` (one temporary level on top),
/// or an innate trait the game prints like one (`AC +4`, `8 rings`, `large`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct DumpMutation {
    /// The entry as printed.
    pub text: String,
    /// The mutation's name, without level and marks.
    pub name: String,
    /// The level in effect: the printed level plus temporary levels; 0 when suppressed.
    pub level: i32,
    /// The printed level plus temporary levels, suppressed or not: what the character has
    /// out of its form.
    pub printed_level: i32,
    /// Printed in parentheses: the current form suppresses it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub suppressed: bool,
}

impl DumpMutation {
    /// Reads one entry.
    pub(super) fn read(entry: &str) -> DumpMutation {
        let text = entry.trim().to_string();
        let mut rest = text.as_str();
        let suppressed = rest.starts_with('(') && rest.ends_with(')');
        if suppressed {
            rest = &rest[1..rest.len() - 1];
        }
        if rest.starts_with('[') && rest.ends_with(']') {
            rest = &rest[1..rest.len() - 1];
        }
        let mut temporary = 0;
        if let Some((head, tail)) = rest.rsplit_once("[+")
            && let Some(n) = tail.strip_suffix(']').and_then(|n| n.parse::<i32>().ok())
        {
            temporary = n;
            rest = head;
        }
        let (name, level) = match rest.rsplit_once(' ') {
            Some((name, n)) if n.parse::<i32>().is_ok() => {
                (name, n.parse::<i32>().unwrap_or_default())
            }
            _ => (rest, 1),
        };
        DumpMutation {
            name: name.trim().to_string(),
            level: if suppressed { 0 } else { level + temporary },
            printed_level: level + temporary,
            suppressed,
            text,
        }
    }
}

/// Whether a line starts a new labelled line: one non-space character, `:` and a space.
fn is_label(line: &str) -> bool {
    let mut chars = line.chars();
    matches!((chars.next(), chars.next(), chars.next()), (Some(c), Some(':'), Some(' ')) if !c.is_whitespace())
}

/// The labelled lines before the Skills section: `(label, text with wrapped lines joined)`.
/// Stops before the line that satisfies `stop`, which is left unread.
pub(super) fn labelled_lines(
    lines: &mut Lines,
    stop: impl Fn(&str) -> bool,
) -> Vec<(char, String)> {
    let mut out: Vec<(char, String)> = Vec::new();
    let mut open = false;
    while let Some((_, line)) = lines.peek() {
        if stop(line) {
            break;
        }
        lines.take();
        if line.trim().is_empty() {
            open = false;
        } else if is_label(line) {
            let label = line.chars().next().unwrap_or(' ');
            out.push((
                label,
                line[line.find(':').map_or(0, |i| i + 1)..]
                    .trim()
                    .to_string(),
            ));
            open = true;
        } else if open && let Some((_, text)) = out.last_mut() {
            text.push(' ');
            text.push_str(line.trim());
        }
    }
    out
}

/// The comma-separated entries of a joined status line; `no status effects`,
/// `no passive effects` and `no striking features` are none.
pub(super) fn entries(text: &str) -> Vec<String> {
    if matches!(
        text,
        "no status effects" | "no passive effects" | "no striking features"
    ) {
        return Vec::new();
    }
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}
