//! The unit tests of `src/serve/limits.rs`.

use mechanics::dcss::rules::RuleSet;
use mechanics::sampling::kernel::LaneKernel;
use roguesim::error::SimError;
use roguesim::serve::Options;
use roguesim::serve::limits::*;

/// The host names the server answers to when `--allow-host` gives `name`, read through
/// [`Limits::new`] (the flag's check), lower-cased.
fn host_name(name: &str) -> Result<String, SimError> {
    let options = Options {
        allow_hosts: vec![name.to_string()],
        ..Options::default()
    };
    let limits = Limits::new(&options, None, LaneKernel::best(), RuleSet::Dcss034)?;
    assert_eq!(limits.hosts.len(), 1);
    Ok(limits.hosts[0].clone())
}

#[test]
fn each_computation_gets_its_share_of_the_cores() {
    assert_eq!(share(8, 2), 4);
    assert_eq!(share(2, 2), 1);
    assert_eq!(share(2, 4), 1);
    assert_eq!(share(7, 2), 3);
    assert_eq!(share(1, 0), 1);
}

#[test]
fn allowed_hosts_are_names_without_ports() {
    assert_eq!(host_name("Sim.Example.org.").unwrap(), "sim.example.org");
    for bad in ["", "a b", "host:8080", "évil", "x/y"] {
        let e = host_name(bad).unwrap_err().to_string();
        assert!(e.contains("--allow-host"), "{e}");
    }
}
