//! Ctrl-C of a run without `--checkpoint`: the binary says in one line what was lost and how
//! to keep it next time, then exits with 130 (128 + SIGINT), instead of vanishing without a
//! word. A run with `--checkpoint` saves and stops through `crate::distributed::checkpoint`
//! instead, and `serve` stops on its own Ctrl-C; neither arms this.

use std::io::{IsTerminal, Write};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use signal_hook::consts::SIGINT;
use signal_hook::iterator::Signals;

/// The line printed on Ctrl-C.
pub(super) const LOST: &str = "interrupted: the trials run so far are lost (no --checkpoint); \
     add --checkpoint FILE to save them on Ctrl-C and resume with the same command";

/// The exit code of a run stopped by Ctrl-C.
const EXIT_SIGINT: i32 = 130;

/// Whether this process is the binary (it owns its signals); tests and fuzzers that run the
/// command line in-process never catch SIGINT.
static OWNS_SIGNALS: AtomicBool = AtomicBool::new(false);

/// Marks the process as the binary, whose SIGINT this module may catch.
pub(super) fn own_signals() {
    OWNS_SIGNALS.store(true, Ordering::Relaxed);
}

/// From now on, Ctrl-C prints [`LOST`] and exits with 130 (once per process; only in the
/// binary). Called before a run without `--checkpoint` starts.
pub(super) fn on_ctrl_c_say_what_is_lost() {
    if !OWNS_SIGNALS.load(Ordering::Relaxed) {
        return;
    }
    static WATCHING: OnceLock<()> = OnceLock::new();
    WATCHING.get_or_init(|| {
        // Without the watcher, Ctrl-C keeps its default: the process ends silently.
        let Ok(mut signals) = Signals::new([SIGINT]) else {
            return;
        };
        std::thread::spawn(move || {
            if signals.forever().next().is_some() {
                let mut err = std::io::stderr().lock();
                // Over a progress bar, from the start of a cleared line.
                let clear = if err.is_terminal() { "\r\x1b[2K" } else { "" };
                let _ = writeln!(err, "{clear}{LOST}");
                std::process::exit(EXIT_SIGINT);
            }
        });
    });
}
