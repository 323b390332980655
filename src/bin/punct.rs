//! `punct`: PÜNCT offline — inspect positions, count moves, render
//! pictures, play against the computer. See `punct --help`.

use std::process::ExitCode;

fn main() -> ExitCode {
    punct::cli::main()
}
