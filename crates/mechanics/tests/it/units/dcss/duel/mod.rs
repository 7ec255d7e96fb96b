mod defence;
mod rounds;
