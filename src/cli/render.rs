//! `render` and `replay-gif`: pictures of a position or a whole game,
//! written to a file.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;

use super::{CliError, GameArgs};
use crate::messages::{pictures, terminal};
use crate::render::{self, RenderError, RenderOptions};
use crate::rules::{ByPlayer, Cell, Player};
use crate::service::Language;

/// What both picture commands share: size, side and names.
#[derive(Debug, Clone, Args)]
pub struct PictureArgs {
    /// Picture width in pixels (256–4096; replay GIFs at most 1024).
    #[arg(long, default_value_t = 1024)]
    pub size: u32,
    /// Show the board from Black's side, turned 180°.
    #[arg(long)]
    pub flip: bool,
    /// The players' names, White's first, separated by a comma: "Alice,Bob".
    #[arg(long)]
    pub names: Option<String>,
    /// The file to write.
    #[arg(short, long)]
    pub output: PathBuf,
}

/// Arguments of `punct render`.
#[derive(Debug, Clone, Args)]
pub struct RenderArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub picture: PictureArgs,
    /// Cells to mark, separated by spaces, e.g. "F5 G6".
    #[arg(long, default_value = "")]
    pub highlight: String,
    /// A line that replaces the result, e.g. "Bob resigned — Alice wins".
    #[arg(long)]
    pub caption: Option<String>,
}

/// Arguments of `punct replay-gif`.
#[derive(Debug, Clone, Args)]
pub struct ReplayGifArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub picture: PictureArgs,
}

impl PictureArgs {
    fn options(&self, language: Language) -> Result<RenderOptions, CliError> {
        Ok(RenderOptions {
            words: pictures::words(language),
            size: self.size,
            perspective: if self.flip { Player::Black } else { Player::White },
            names: parse_names(self.names.as_deref())?,
            ..RenderOptions::default()
        })
    }
}

/// `"Alice,Bob"` → White Alice, Black Bob.
fn parse_names(text: Option<&str>) -> Result<ByPlayer<Option<String>>, CliError> {
    let Some(text) = text else { return Ok(ByPlayer::both(None)) };
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    match parts.as_slice() {
        [white, black] if !white.is_empty() && !black.is_empty() => {
            Ok(ByPlayer { white: Some(white.to_string()), black: Some(black.to_string()) })
        }
        _ => Err(CliError::Names { text: text.to_string() }),
    }
}

fn parse_cells(text: &str) -> Result<Vec<Cell>, CliError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().map_err(|error| CliError::Highlight { error }))
        .collect()
}

/// Refuses an output file named for another format, before any work.
fn check_extension(path: &Path, extension: &'static str, language: Language) -> Result<(), CliError> {
    if super::play::has_extension(path, extension) {
        Ok(())
    } else {
        Err(CliError::Extension { path: path.to_path_buf(), extension, language })
    }
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(|source| CliError::WriteFile { path: path.to_path_buf(), source })
}

pub(super) fn render(args: &RenderArgs, language: Language, out: &mut impl Write) -> Result<(), CliError> {
    check_extension(&args.picture.output, "png", language)?;
    let position = args.game.position()?;
    let options = RenderOptions {
        highlights: parse_cells(&args.highlight)?,
        caption: args.caption.clone(),
        ..args.picture.options(language)?
    };
    let bytes = render::render_png(&position, &options)?;
    write(&args.picture.output, &bytes)?;
    let file = args.picture.output.display().to_string();
    writeln!(out, "{}", terminal::png_written(language, &file, bytes.len()))?;
    Ok(())
}

pub(super) fn replay_gif(
    args: &ReplayGifArgs,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    check_extension(&args.picture.output, "gif", language)?;
    let record = args.game.record()?;
    let options = args.picture.options(language)?;
    let bytes = render::replay_gif(&record, &options).map_err(|error| match error {
        RenderError::Record(error) => CliError::Moves(error),
        other => CliError::Render(other),
    })?;
    write(&args.picture.output, &bytes)?;
    let file = args.picture.output.display().to_string();
    writeln!(out, "{}", terminal::gif_written(language, &file, record.moves.len(), bytes.len()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_two_and_white_comes_first() {
        let names = parse_names(Some(" Alice , Bob ")).unwrap();
        assert_eq!(names.white.as_deref(), Some("Alice"));
        assert_eq!(names.black.as_deref(), Some("Bob"));
        assert!(parse_names(None).unwrap().white.is_none());
        for bad in ["Alice", "Alice,Bob,Carol", ",Bob", "Alice,"] {
            assert!(matches!(parse_names(Some(bad)), Err(CliError::Names { .. })), "{bad}");
        }
    }

    #[test]
    fn highlight_cells_are_read_leniently_and_checked() {
        let cells = parse_cells("f5, G6  i9").unwrap();
        assert_eq!(cells.iter().map(ToString::to_string).collect::<Vec<_>>(), ["F5", "G6", "I9"]);
        assert!(matches!(parse_cells("F5 Z9"), Err(CliError::Highlight { .. })));
        assert!(parse_cells("").unwrap().is_empty());
    }
}
