//! `roguesim completions SHELL` and `roguesim man`: generated from the flags clap parses,
//! checked here by the shells that read them where they are installed (bash always is).

use std::process::Command;

use crate::support::{stdout_ok, write_file};

#[test]
fn bash_completions_are_valid_bash_and_complete_every_command() {
    let script = stdout_ok(&["completions", "bash"]);
    assert!(script.contains("complete -F _roguesim"), "{script}");
    for word in [
        "threat",
        "sweep",
        "completions",
        "--monster",
        "--vary",
        "--trials",
    ] {
        assert!(script.contains(word), "bash completions lack {word}");
    }
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = write_file(dir.path(), "roguesim.bash", &script);
    // Source it and ask for the commands after `roguesim th`, as bash would on Tab.
    let probe = format!(
        "source {path}; COMP_WORDS=(roguesim th); COMP_CWORD=1; COMP_LINE='roguesim th'; \
         COMP_POINT=11; _roguesim roguesim th roguesim; printf '%s\\n' \"${{COMPREPLY[@]}}\""
    );
    let out = Command::new("bash")
        .args(["--norc", "-c", &probe])
        .output()
        .expect("bash runs");
    let words = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && words.lines().any(|w| w == "threat"),
        "completing `roguesim th` gave {words:?}, stderr {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn every_shell_gets_its_script() {
    for (shell, marker) in [
        ("zsh", "#compdef roguesim"),
        ("fish", "complete -c roguesim"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let script = stdout_ok(&["completions", shell]);
        assert!(
            script.contains(marker),
            "{shell}: no {marker:?} in\n{script}"
        );
        assert!(script.contains("threat"), "{shell}: no threat command");
    }
}

#[test]
fn an_unknown_shell_is_refused_naming_the_allowed_ones() {
    crate::support::assert_usage_error(&["completions", "tcsh"], &["tcsh", "bash", "zsh"]);
}

#[test]
fn the_man_page_is_roff_with_a_page_per_command() {
    let page = stdout_ok(&["man"]);
    assert!(
        page.contains(".TH roguesim 1"),
        "{}",
        &page[..200.min(page.len())]
    );
    for command in ["threat", "sweep", "monsters", "completions"] {
        assert!(
            page.contains(&format!(".TH roguesim-{command} 1")),
            "no page for {command}"
        );
    }
    assert!(page.contains("\\-\\-monster"), "the flags are listed");
}
