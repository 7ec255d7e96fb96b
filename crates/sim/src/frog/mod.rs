//! FrogComposband report kinds: double moves ([`speed`], `roguesim speed`).

pub mod speed;
