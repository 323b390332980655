//! The selector keys the `.ftl` files share for the rules' own words
//! (`[white]`, `[columns]`, `[basic]`…): one mapping, so a message in any
//! file selects on the same names.

use crate::rules::{Axis, Player, Variant};

/// `white` or `black`.
pub(crate) fn colour_key(player: Player) -> &'static str {
    match player {
        Player::White => "white",
        Player::Black => "black",
    }
}

/// `columns`, `rows` or `diagonals`.
pub(crate) fn axis_key(axis: Axis) -> &'static str {
    match axis {
        Axis::Columns => "columns",
        Axis::Rows => "rows",
        Axis::Diagonals => "diagonals",
    }
}

/// `basic` or `standard`.
pub(crate) fn variant_key(variant: Variant) -> &'static str {
    match variant {
        Variant::Basic => "basic",
        Variant::Standard => "standard",
    }
}

/// The `$days` selector of `time-control`: `none`, `one`, the number, or
/// `bank` and the bank's days for a time bank (the few offered each have
/// their own words, `bank10`).
pub(crate) fn days_of(time_control: crate::service::TimeControl) -> String {
    if let Some(bank) = time_control.time_bank() {
        return format!("bank{}", bank.days);
    }
    match time_control.days() {
        None => "none".to_string(),
        Some(1) => "one".to_string(),
        Some(d) => d.to_string(),
    }
}
