mod named;
mod projectile;
