mod chain;
mod monster;
mod player;
