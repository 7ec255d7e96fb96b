mod law;
mod tables;
