mod embedded;
mod names;
