mod defer;
mod setup;
