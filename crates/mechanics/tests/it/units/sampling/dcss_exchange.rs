mod chance;
mod lanes;
mod odds;
mod threshold;
