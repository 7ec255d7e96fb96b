//! The commands that are not report kinds of a scenario: the roll loops' throughput
//! ([`bench`](mod@bench)) and the monster tables ([`monsters`]).

pub mod bench;
pub mod monsters;
