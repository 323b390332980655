//! The two variants (src/rules/RULES.md §5, §6).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Basic or standard PÜNCT. They differ only in where pieces may be placed
/// and in how a game without a connection ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Only White's first piece avoids the central hexagon; running out of
    /// pieces is a draw.
    Basic,
    /// No placement touches the central hexagon; running out of pieces is
    /// decided by the central hexagon. The default.
    #[default]
    Standard,
}

impl Variant {
    /// `"basic"` or `"standard"`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Basic => "basic",
            Variant::Standard => "standard",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Neither `basic` nor `standard`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("“{0}” is not a variant: say basic or standard")]
pub struct ParseVariantError(pub String);

impl FromStr for Variant {
    type Err = ParseVariantError;

    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "basic" => Ok(Variant::Basic),
            "standard" => Ok(Variant::Standard),
            _ => Err(ParseVariantError(s.to_string())),
        }
    }
}
