mod dcss_exchange;
mod digits;
mod fight_lanes;
mod frog_lanes;
mod lane_set;
