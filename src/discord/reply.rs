//! Building replies: pure functions from what happened to what Discord is
//! sent, so the shape (embed, attachment, who is pinged) is unit-tested.

/// The side colour of every embed the bot sends (a warm wood tone).
pub const EMBED_COLOUR: u32 = 0xC8_8A_3C;
