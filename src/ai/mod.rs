//! The computer opponent. Depends only on [`crate::rules`].

mod level;

pub use level::{Level, ParseLevelError};
