mod flavour;
mod formula;
mod table;
