//! punct-bot: PÜNCT, Kris Burm's connection game, for Discord and the
//! terminal. See `README.md` for what each layer owns.

pub mod rules;
