//! The command blocks of README.md and docs/ that cannot drift: every ```text block marked
//! `<!-- runnable -->` on the line before it holds `$ COMMAND` lines, each followed by what
//! the command prints (standard output and standard error, at `COLUMNS=80`). This test runs
//! each command with the binary under test (a command starts with `roguesim` or
//! `cargo run --release --`) from the repository's root and fails on any difference.
//!
//! Volatile fields are masked: seconds (`0.007 s`) and thread counts (`2 threads`), and the
//! comparison is word by word, so a wrap moved by a masked field does not count. A block may
//! stop early at a line `...`: only the lines before it are compared.
//!
//! After a change of output, one command rewrites every block with today's output:
//! `ROGUESIM_UPDATE_BLOCKS=1 cargo test -p roguesim --test cli readme_blocks` (or
//! `scripts/readme-blocks --update`).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::BIN;

/// The marker line before a runnable block.
const MARKER: &str = "<!-- runnable -->";

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The Markdown files whose blocks are checked: README.md and every file under docs/.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    let mut dirs = vec![root().join("docs")];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// One `$ COMMAND` of a block and the lines shown after it.
struct Shown {
    /// The command as written, continuation lines joined by the shell.
    command: String,
    /// Its lines in the block, without a trailing `...`.
    lines: Vec<String>,
    /// Whether the block cuts the output with `...`.
    cut: bool,
}

/// A runnable block: the lines `start..end` of its file (inside the fences).
struct Block {
    start: usize,
    end: usize,
    shown: Vec<Shown>,
}

fn blocks(lines: &[&str]) -> Vec<Block> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim() == MARKER && lines.get(i + 1).is_some_and(|l| l.trim() == "```text") {
            let start = i + 2;
            let end = start
                + lines[start..]
                    .iter()
                    .position(|l| l.trim() == "```")
                    .expect("a runnable block is closed");
            found.push(Block {
                start,
                end,
                shown: parse(&lines[start..end]),
            });
            i = end;
        }
        i += 1;
    }
    found
}

fn parse(body: &[&str]) -> Vec<Shown> {
    let mut shown: Vec<Shown> = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let line = body[i];
        if let Some(command) = line.strip_prefix("$ ") {
            let mut command = command.to_string();
            while command.ends_with('\\') && i + 1 < body.len() {
                i += 1;
                command.push('\n');
                command += body[i];
            }
            shown.push(Shown {
                command,
                lines: Vec::new(),
                cut: false,
            });
        } else if let Some(last) = shown.last_mut() {
            if line.trim() == "..." {
                last.cut = true;
            } else if !last.cut {
                last.lines.push(line.to_string());
            }
        }
        i += 1;
    }
    shown
}

/// What `command` prints (standard output, then standard error), trailing blank lines
/// removed.
fn run(command: &str) -> Vec<String> {
    let args = command
        .strip_prefix("cargo run --release -- ")
        .or_else(|| command.strip_prefix("roguesim "))
        .unwrap_or_else(|| panic!("a runnable command starts with roguesim: {command}"));
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!("\"$ROGUESIM\" {args} 2>&1"))
        .env("ROGUESIM", BIN)
        .env("COLUMNS", "80")
        .current_dir(root())
        .output()
        .expect("sh runs");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    lines
}

/// The words of `lines`, seconds and thread counts masked.
fn words(lines: &[String]) -> Vec<String> {
    let all: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
    let mut masked: Vec<String> = Vec::with_capacity(all.len());
    for (k, word) in all.iter().enumerate() {
        let next = all.get(k + 1).copied().unwrap_or("");
        let number = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit() || c == '.');
        masked.push(if number(word) && word.contains('.') && next == "s" {
            "<seconds>".to_string()
        } else if number(word) && (next == "threads" || next == "thread") {
            "<threads>".to_string()
        } else if *word == "thread" {
            "threads".to_string()
        } else {
            word.to_string()
        });
    }
    masked
}

/// Whether a command asks for more than a million trials: its block is checked in the full
/// tier, where the binary is optimised (a block shows what its trials give, so it cannot
/// be shrunk).
fn is_heavy(command: &str) -> bool {
    let words: Vec<&str> = command.split_whitespace().collect();
    words
        .windows(2)
        .any(|w| w[0] == "--trials" && w[1].parse::<u64>().is_ok_and(|n| n > 1_000_000))
}

#[test]
fn readme_blocks_are_todays_output() {
    check_blocks(false);
}

#[test]
#[ignore = "full tier: blocks of more than a million trials"]
fn readme_blocks_of_many_trials_are_todays_output() {
    check_blocks(true);
}

/// Checks the light blocks (`heavy` false) or the heavy ones; with
/// `ROGUESIM_UPDATE_BLOCKS` set, rewrites every block, light and heavy.
fn check_blocks(heavy: bool) {
    let update = std::env::var_os("ROGUESIM_UPDATE_BLOCKS").is_some_and(|v| !v.is_empty());
    let mut differences = Vec::new();
    let mut checked = 0;
    for path in documents() {
        let text = std::fs::read_to_string(&path).expect("a readable document");
        let lines: Vec<&str> = text.lines().collect();
        let mut rewritten: Vec<String> = Vec::new();
        let mut copied = 0;
        for block in blocks(&lines) {
            rewritten.extend(lines[copied..block.start].iter().map(|l| l.to_string()));
            for shown in &block.shown {
                if !update && is_heavy(&shown.command) != heavy {
                    rewritten.push(format!("$ {}", shown.command));
                    rewritten.extend(shown.lines.iter().cloned());
                    if shown.cut {
                        rewritten.push("...".to_string());
                    }
                    continue;
                }
                checked += 1;
                let mut actual = run(&shown.command);
                if shown.cut {
                    actual.truncate(shown.lines.len());
                }
                if words(&actual) != words(&shown.lines) {
                    differences.push(format!(
                        "{}:{}: $ {}\n--- the block shows\n{}\n--- the program prints\n{}",
                        path.display(),
                        block.start + 1,
                        shown.command,
                        shown.lines.join("\n"),
                        actual.join("\n")
                    ));
                }
                rewritten.push(format!("$ {}", shown.command));
                rewritten.extend(actual);
                if shown.cut {
                    rewritten.push("...".to_string());
                }
            }
            copied = block.end;
        }
        if update && copied > 0 {
            rewritten.extend(lines[copied..].iter().map(|l| l.to_string()));
            let mut new = rewritten.join("\n");
            new.push('\n');
            if new != text {
                std::fs::write(&path, new).expect("the document is writable");
            }
        }
    }
    assert!(checked > 0, "no runnable block found");
    if update {
        return;
    }
    assert!(
        differences.is_empty(),
        "{} command block(s) differ from the program's output; after checking the change, \
         run `ROGUESIM_UPDATE_BLOCKS=1 cargo test -p roguesim --test cli readme_blocks` to \
         rewrite them:\n\n{}",
        differences.len(),
        differences.join("\n\n")
    );
}

#[test]
fn a_changed_digit_differs_and_seconds_and_threads_do_not() {
    let shown = |text: &str| -> Vec<String> { text.lines().map(str::to_string).collect() };
    let block = shown("rules dcss-0.31 · seed 1 · 10 attacks · 2 threads · 0.007 s\nP 0.353527");
    let later =
        shown("rules dcss-0.31 · seed 1 · 10 attacks · 16 threads\n  · 1.250 s\nP 0.353527");
    assert_eq!(words(&block), words(&later));
    let drifted = shown("rules dcss-0.31 · seed 1 · 10 attacks · 2 threads · 0.007 s\nP 0.353528");
    assert_ne!(words(&block), words(&drifted));
    let parsed = parse(&[
        "$ roguesim a \\",
        "  b",
        "out",
        "...",
        "hidden",
        "$ roguesim c",
    ]);
    assert_eq!(parsed.len(), 2);
    assert_eq!(parsed[0].command, "roguesim a \\\n  b");
    assert_eq!(parsed[0].lines, ["out"]);
    assert!(parsed[0].cut && !parsed[1].cut);
}

/// The ```` ```text ```` blocks of `text` that show a `$ ` command line but are not marked
/// runnable, by the line their fence opens on (1-based).
fn unmarked(text: &str) -> Vec<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim() == "```text" {
            let end = lines[i + 1..]
                .iter()
                .position(|l| l.trim() == "```")
                .map_or(lines.len(), |n| i + 1 + n);
            let marked = i > 0 && lines[i - 1].trim() == MARKER;
            if !marked && lines[i + 1..end].iter().any(|l| l.starts_with("$ ")) {
                found.push(i + 1);
            }
            i = end;
        }
        i += 1;
    }
    found
}

/// None stale: every command the README shows with its output is run by
/// [`readme_blocks_are_todays_output`] (instructions to type, such as the install commands,
/// are `sh` blocks without output).
#[test]
fn every_command_block_of_the_readme_is_runnable() {
    let text = std::fs::read_to_string(root().join("README.md")).expect("the README");
    let found = unmarked(&text);
    assert!(
        found.is_empty(),
        "README.md: the text blocks opening on lines {found:?} show commands but are not \
         marked `{MARKER}`"
    );
    let sample =
        "<!-- runnable -->\n```text\n$ roguesim a\n```\n\n```text\n$ roguesim b\nout\n```\n";
    assert_eq!(unmarked(sample), [6]);
}

/// The README's `sh` blocks are instructions to type, not runs (an install, a server): each
/// `roguesim` command in them names a command and flags that exist (it is run with `--help`
/// after them), and `cargo install --path P` a directory of the repository.
#[test]
fn the_readmes_instructions_name_commands_that_exist() {
    let text = std::fs::read_to_string(root().join("README.md")).expect("the README");
    let mut checked = 0;
    let mut in_sh = false;
    for line in text.lines() {
        match line.trim() {
            "```sh" => in_sh = true,
            "```" => in_sh = false,
            _ if in_sh => {
                let code = line.split(" #").next().unwrap_or("");
                for part in code.split("&&") {
                    let part = part.split('>').next().unwrap_or("").trim();
                    if let Some(path) = part.strip_prefix("cargo install --path ") {
                        assert!(root().join(path).is_dir(), "README: {line}");
                        checked += 1;
                    }
                    let Some(args) = part
                        .strip_prefix("cargo run --release -- ")
                        .or_else(|| part.strip_prefix("roguesim "))
                    else {
                        continue;
                    };
                    let out = Command::new(BIN)
                        .args(args.split_whitespace())
                        .arg("--help")
                        .output()
                        .expect("roguesim runs");
                    assert!(
                        out.status.success(),
                        "README: {line}\n{}",
                        String::from_utf8_lossy(&out.stderr)
                    );
                    checked += 1;
                }
            }
            _ => {}
        }
    }
    assert!(
        checked >= 4,
        "only {checked} instructions found in the README"
    );
}
