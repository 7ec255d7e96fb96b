mod aux;
mod damage;
mod delay;
mod random_var;
mod target;
