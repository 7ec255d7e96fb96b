mod pick;
mod place;
mod slots;
mod tables;
