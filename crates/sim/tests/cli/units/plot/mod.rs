//! The unit tests of `src/plot/mod.rs`.

use roguesim::plot::*;
use std::path::Path;

#[test]
fn sizes_are_width_x_height_within_bounds() {
    assert_eq!(parse_size("960x600").unwrap(), (960, 600));
    assert_eq!(parse_size("1200X800").unwrap(), (1200, 800));
    for bad in ["960", "10x600", "960x9000", "axb", ""] {
        let e = parse_size(bad).unwrap_err().to_string();
        assert!(e.starts_with("--plot-size: "), "{e}");
    }
}

#[test]
fn the_format_follows_the_extension() {
    assert_eq!(
        PlotFormat::of(Path::new("a/b.PNG")).ok(),
        Some(PlotFormat::Png)
    );
    assert_eq!(
        PlotFormat::of(Path::new("b.svg")).ok(),
        Some(PlotFormat::Svg)
    );
    for refused in ["b", "b.jpg", "b.svg.gz"] {
        assert!(PlotFormat::of(Path::new(refused)).is_err(), "{refused}");
    }
}
