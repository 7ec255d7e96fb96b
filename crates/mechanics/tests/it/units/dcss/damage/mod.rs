mod ac;
mod monster_melee;
mod survival;
mod turn;
