//! Why no picture could be made.

use thiserror::Error;

use crate::rules::RecordError;

/// Why no picture could be made.
#[derive(Debug, Error)]
pub enum RenderError {
    /// The requested width is outside the supported range.
    #[error("picture width {size} px is outside {min}..={max} px")]
    SizeOutOfRange {
        /// What was asked for.
        size: u32,
        /// Smallest width.
        min: u32,
        /// Largest width.
        max: u32,
    },
    /// A replay GIF would have too many frames.
    #[error("a replay GIF shows at most {max} moves; this game has {plies}")]
    TooManyPlies {
        /// Plies in the record.
        plies: usize,
        /// The limit, [`MAX_GIF_PLIES`](crate::render::MAX_GIF_PLIES).
        max: usize,
    },
    /// A table picture would have too many rows.
    #[error("a table picture shows at most {max} rows; this table has {rows}")]
    TooManyRows {
        /// Rows in the table.
        rows: usize,
        /// The limit, [`MAX_TABLE_ROWS`](crate::render::MAX_TABLE_ROWS).
        max: usize,
    },
    /// The game record does not replay.
    #[error("{0}")]
    Record(#[from] RecordError),
    /// An embedded font could not be read: the binary was built wrongly.
    #[error("an embedded font is unreadable")]
    Font,
    /// zlib could not compress a picture's pixels (not expected in memory).
    #[error("could not compress the picture")]
    Compress,
    /// The PNG encoder failed.
    #[error("could not encode the PNG: {0}")]
    Png(#[from] ::png::EncodingError),
    /// The GIF encoder failed.
    #[error("could not encode the GIF: {0}")]
    Gif(#[from] ::gif::EncodingError),
}
