mod draws;
mod races;
mod timeline;
