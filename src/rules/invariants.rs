//! The invariant checker behind [`Position::validate`], run after every
//! move by the property tests (cozy-chess habit). It recomputes everything
//! the position caches and checks every support rule of src/rules/RULES.md §4–5.

use thiserror::Error;

use crate::rules::position::{MAX_PIECES, NONE};
use crate::rules::{Bitboard, ByPlayer, Cell, Kind, Player, Position, Reserve};

/// A position whose cached state disagrees with itself: a bug in the
/// rules engine, never a player's doing. Says what was inconsistent.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("inconsistent position: {0}")]
pub struct Inconsistency(pub String);

// The checker is written here, beside the checks, so that `position.rs`
// needs nothing from this file and the two import one way.
impl Position {
    /// Checks every internal invariant: tops, stacks, masks, reserves,
    /// supports. For tests and fuzzing; a failure is a bug in the rules
    /// engine.
    ///
    /// # Errors
    /// [`Inconsistency`] describing the first one found.
    pub fn validate(&self) -> Result<(), Inconsistency> {
        check_all(self).map_err(Inconsistency)
    }
}

fn check_all(p: &Position) -> Result<(), String> {
    check_slots_and_reserves(p)?;
    check_tops_and_masks(p)?;
    check_stacks(p)?;
    check_supports(p)?;
    check_turn(p)
}

fn check_slots_and_reserves(p: &Position) -> Result<(), String> {
    for player in Player::BOTH {
        let base = if player == Player::White { 0 } else { 18 };
        let placed = p.placed[player] as usize;
        for slot in base..base + 18 {
            let used = p.pieces[slot].is_some();
            if used != (slot - base < placed) {
                return Err(format!("slot {slot} use does not match {placed} placed by {player}"));
            }
            if let Some(piece) = p.pieces[slot]
                && piece.owner != player
            {
                return Err(format!("slot {slot} holds a piece of the wrong player"));
            }
        }
        let mut counts = Reserve::EMPTY;
        for piece in p.pieces[base..base + 18].iter().flatten() {
            counts[piece.footprint.kind()] += 1;
        }
        for kind in Kind::ALL {
            if counts[kind] + p.reserves[player][kind] != kind.initial_count() {
                return Err(format!(
                    "{player} {kind}: {} on board + {} in reserve",
                    counts[kind], p.reserves[player][kind]
                ));
            }
        }
    }
    Ok(())
}

fn check_tops_and_masks(p: &Position) -> Result<(), String> {
    let mut occupied = Bitboard::EMPTY;
    let mut visible = ByPlayer::both(Bitboard::EMPTY);
    for i in 0..256 {
        let t = p.top[i];
        let Some(cell) = Cell::from_index(i) else {
            if t != NONE {
                return Err(format!("bit {i} is not a cell but has a top"));
            }
            continue;
        };
        if let Some(piece) = p.piece(t) {
            if !piece.footprint.contains(cell) {
                return Err(format!("top of {cell} is a piece that does not cover it"));
            }
            occupied.insert(cell);
            visible[piece.owner].insert(cell);
        } else if t != NONE {
            return Err(format!("top of {cell} names an empty slot"));
        }
    }
    if occupied != p.occupied || visible != p.visible {
        return Err("cached masks differ from the tops".to_string());
    }
    Ok(())
}

/// Every piece is found exactly at its cells, at its level, and every
/// stack's levels strictly decrease downwards.
fn check_stacks(p: &Position) -> Result<(), String> {
    let mut seen = [0u8; MAX_PIECES];
    for cell in Cell::ALL {
        let mut t = p.top[cell.index()];
        let mut above = u8::MAX;
        while let Some(piece) = p.piece(t) {
            if piece.level >= above {
                return Err(format!("levels at {cell} do not decrease"));
            }
            above = piece.level;
            seen[t as usize - 1] += 1;
            let k = piece.footprint.cells().iter().position(|&c| c == cell);
            let Some(k) = k else {
                return Err(format!("stack at {cell} holds a piece not covering it"));
            };
            t = piece.below[k];
        }
    }
    for (slot, piece) in p.pieces.iter().enumerate() {
        let expected = if piece.is_some() { 3 } else { 0 };
        if seen[slot] != expected {
            return Err(format!("piece in slot {slot} appears in {} stacks", seen[slot]));
        }
    }
    Ok(())
}

/// Level-1 pieces lie on the board; higher ones rest level (jump) or on
/// their two ends (bridge), with the PÜNCT over the owner's own dot.
fn check_supports(p: &Position) -> Result<(), String> {
    for piece in p.pieces.iter().flatten() {
        let below = piece.below.map(|t| p.level_of(t));
        let name = piece.footprint;
        if piece.level == 1 {
            if below != [0, 0, 0] {
                return Err(format!("{name} at level 1 over dots"));
            }
            continue;
        }
        let h = piece.level - 1;
        if p.piece(piece.below[0]).is_none_or(|b| b.owner != piece.owner) {
            return Err(format!("{name} at level {} has no own dot under its PÜNCT", piece.level));
        }
        if below == [h, h, h] {
            continue;
        }
        let Some((a, middle, b)) = name.bridge_cells() else {
            return Err(format!("triangle {name} is not level"));
        };
        let at = |c: Cell| below[name.cells().iter().position(|&x| x == c).unwrap_or(0)];
        if at(a) != h || at(b) != h || at(middle) >= h {
            return Err(format!("{name} at level {} rests on {below:?}", piece.level));
        }
    }
    Ok(())
}

fn check_turn(p: &Position) -> Result<(), String> {
    let expected = if p.ply.is_multiple_of(2) { Player::White } else { Player::Black };
    if p.to_move != expected {
        return Err(format!("ply {} but {} to move", p.ply, p.to_move));
    }
    Ok(())
}
