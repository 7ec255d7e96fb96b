//! `--plot FILE`: an SVG that parses as XML with the expected series, titles and labels,
//! and a PNG that decodes to the requested size, for sweeps (lines, bands, heatmaps), turns
//! (bars under both shield rules) and speed runs; reports without a picture are refused.

use std::path::Path;

use crate::support::{assert_bad_input, stdout_ok};

/// Runs `args --plot NAME` in a fresh directory and returns the picture's bytes.
fn plot(args: &[&str], name: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    let mut all = args.to_vec();
    let p = path.to_str().unwrap().to_string();
    all.extend(["--plot", &p]);
    stdout_ok(&all);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The SVG's text elements and how many elements of each kind it has.
struct Svg {
    width: String,
    height: String,
    texts: Vec<String>,
    /// The strokes of the polylines (`#1F77B4`), one per line drawn.
    strokes: Vec<String>,
    polygons: usize,
    rects: usize,
}

fn svg(bytes: &[u8]) -> Svg {
    let text = std::str::from_utf8(bytes).expect("SVG is UTF-8");
    let doc = roxmltree::Document::parse(text).expect("the SVG parses as XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let count = |name: &str| doc.descendants().filter(|n| n.has_tag_name(name)).count();
    Svg {
        width: root.attribute("width").unwrap_or_default().to_string(),
        height: root.attribute("height").unwrap_or_default().to_string(),
        texts: doc
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .map(|n| n.text().unwrap_or_default().trim().to_string())
            .collect(),
        strokes: doc
            .descendants()
            .filter(|n| n.has_tag_name("polyline"))
            .filter_map(|n| n.attribute("stroke").map(str::to_string))
            .collect(),
        polygons: count("polygon"),
        rects: count("rect"),
    }
}

impl Svg {
    fn has_text(&self, needle: &str) -> bool {
        self.texts.iter().any(|t| t.contains(needle))
    }

    /// Polylines drawn in `colour`.
    fn lines_in(&self, colour: &str) -> usize {
        self.strokes.iter().filter(|s| *s == colour).count()
    }
}

/// The PNG's size and its distinct colours.
fn png_info(bytes: &[u8]) -> (u32, u32, std::collections::HashSet<[u8; 3]>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a buffer size")];
    let info = reader.next_frame(&mut buf).expect("the PNG decodes");
    assert_eq!(info.color_type, png::ColorType::Rgb);
    let colours = buf[..info.buffer_size()]
        .chunks_exact(3)
        .map(|c| [c[0], c[1], c[2]])
        .collect();
    (info.width, info.height, colours)
}

const HIT: [&str; 7] = [
    "sweep",
    "hit",
    "--monster-hd",
    "10",
    "--fighter",
    "--vary",
    "ev=0..40",
];

#[test]
fn a_one_flag_sweep_draws_true_and_displayed_chances_as_lines() {
    let s = svg(&plot(&HIT, "hit.svg"));
    assert_eq!((s.width.as_str(), s.height.as_str()), ("960", "600"));
    for needle in [
        "true P(hit)",
        "the game's display",
        "EV (--ev)",
        "chance (%)",
    ] {
        assert!(s.has_text(needle), "{needle} missing from {:?}", s.texts);
    }
    // One line per series (P(block) is 0 everywhere without a shield and left out), each
    // also drawn in the legend; no band without Monte Carlo.
    assert!(!s.has_text("P(block)"), "{:?}", s.texts);
    for colour in ["#1F77B4", "#D62728"] {
        assert_eq!(
            s.lines_in(colour),
            2,
            "a line and its legend mark in {colour}"
        );
    }
    assert_eq!(s.lines_in("#2CA02C"), 0, "no third series");
    assert_eq!(s.polygons, 0);
}

/// Lines that are 0 at every point are still the answer when every line is (found by the
/// fuzzer: this sweep exited 1 with "nothing to draw").
#[test]
fn a_sweep_whose_every_line_is_zero_draws_them() {
    let s = svg(&plot(
        &[
            "sweep",
            "speed",
            "--monster-speed",
            "-40",
            "--vary",
            "player-speed=0..3",
        ],
        "never.svg",
    ));
    assert!(
        !s.strokes.is_empty(),
        "the zero lines are drawn: {:?}",
        s.texts
    );
}

#[test]
fn monte_carlo_sweeps_draw_their_interval_as_a_band() {
    let mut args = HIT.to_vec();
    args.extend(["--sh-internal", "20", "--trials", "5000"]);
    let s = svg(&plot(&args, "band.svg"));
    assert!(s.has_text("band: Monte Carlo 95% CI"), "{:?}", s.texts);
    assert!(s.has_text("P(block)"), "{:?}", s.texts);
    // The bands of P(hit) and P(block).
    assert_eq!(s.polygons, 2);
}

#[test]
fn a_png_decodes_to_the_requested_size() {
    let mut args = HIT.to_vec();
    args.extend(["--plot-size", "640x400"]);
    let (w, h, colours) = png_info(&plot(&args, "hit.png"));
    assert_eq!((w, h), (640, 400));
    // White paper, black text, and the first two series' colours.
    for c in [[255, 255, 255], [0, 0, 0], [31, 119, 180], [214, 39, 40]] {
        assert!(colours.contains(&c), "no pixel of colour {c:?}");
    }
}

#[test]
fn a_two_flag_sweep_draws_a_heatmap_with_a_colour_scale() {
    let args = [
        "sweep",
        "speed",
        "--vary",
        "player-speed=-5..5",
        "--vary",
        "monster-speed=0..10:2",
    ];
    let s = svg(&plot(&args, "heat.svg"));
    for needle in [
        "FrogComposband double moves: P(double move) over player speed × monster speed",
        "P(double move) (%)",
        "player speed (--player-speed)",
        "monster speed (--monster-speed)",
    ] {
        assert!(s.has_text(needle), "{needle} missing from {:?}", s.texts);
    }
    // 11 × 6 cells and a 128-step colour scale over the background.
    assert!(s.rects >= 11 * 6 + 128, "{} rects", s.rects);
    let (w, h, colours) = png_info(&plot(&args, "heat.png"));
    assert_eq!((w, h), (960, 600));
    assert!(colours.len() > 100, "a colour scale has many colours");
}

#[test]
fn a_turn_draws_blocks_and_landed_attacks_under_both_shield_rules() {
    let args = [
        "turn",
        "--monster-hd",
        "5",
        "--ev",
        "15",
        "--sh-internal",
        "27",
        "--attacks",
        "4",
        "--trials",
        "2000",
    ];
    let s = svg(&plot(&args, "turn.svg"));
    for needle in [
        "blocks per turn",
        "landed attacks per turn",
        "0.31, block limit 3",
        "0.19, pierce 5·b²",
        "chance per turn (%)",
    ] {
        assert!(s.has_text(needle), "{needle} missing from {:?}", s.texts);
    }
    // Two panels of 5 categories × 2 rules, legends, background.
    assert!(s.rects >= 2 * 5 * 2, "{} rects", s.rects);
    let (w, h, _) = png_info(&plot(&args, "turn.png"));
    assert_eq!((w, h), (960, 600));
}

#[test]
fn speed_runs_draw_the_law_of_monster_actions() {
    let s = svg(&plot(
        &[
            "speed",
            "--player-speed",
            "0",
            "--monster-speed",
            "10",
            "--trials",
            "5000",
        ],
        "speed.svg",
    ));
    assert!(s.has_text("player +0, monster +10"), "{:?}", s.texts);
    assert!(s.has_text("exact") && s.has_text("Monte Carlo"));
}

#[test]
fn reports_without_a_picture_and_bad_plot_flags_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("x.png");
    let p = png.to_str().unwrap();
    assert_bad_input(
        &[
            "ev",
            "--species",
            "human",
            "--dex",
            "10",
            "--str",
            "10",
            "--plot",
            p,
        ],
        &["--plot: a ev report has no picture; allowed with: sweep"],
    );
    assert_bad_input(
        &[&HIT[..], &["--plot", p, "--plot-size", "10x10"]].concat(),
        &["--plot-size: '10x10' is not WIDTHxHEIGHT"],
    );
    assert_bad_input(
        &[&HIT[..], &["--plot", p, "--plot-quantity", "exact.nothing"]].concat(),
        &["--plot-quantity: hit has no quantity 'exact.nothing'; allowed: "],
    );
    assert!(!Path::new(p).exists());
}

#[test]
fn a_named_quantity_replaces_the_commands_choice() {
    let mut args = HIT.to_vec();
    args.extend(["--plot-quantity", "exact.p_beat_ev"]);
    let s = svg(&plot(&args, "q.svg"));
    assert!(s.has_text("exact.p_beat_ev"), "{:?}", s.texts);
    assert!(!s.has_text("true P(hit)"));
}
