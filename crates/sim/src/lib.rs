//! roguesim: the parallel Monte Carlo engine and scenario runner.
