//! Every button's custom id (`punct::discord::custom_id`): each action
//! round-trips within Discord's limit, ids are distinct, and any other text
//! is refused or is exactly an action's own id (property tests, seeded as
//! `tests/support/proptest_config.rs` says).

use proptest::prelude::*;
use punct::discord::custom_id::{Action, MAX_LEN};
use punct::service::{ChallengeId, GameId};

use crate::support::proptest_config::proptest_config;

fn every_action(n: i64) -> [Action; 25] {
    [
        Action::Accept(ChallengeId(n)),
        Action::Decline(ChallengeId(n)),
        Action::Cancel(ChallengeId(n)),
        Action::DrawAccept(GameId(n)),
        Action::DrawDecline(GameId(n)),
        Action::TakebackAccept(GameId(n)),
        Action::TakebackDecline(GameId(n)),
        Action::Rematch(GameId(n)),
        Action::ClaimWin(GameId(n)),
        Action::Resign(GameId(n)),
        Action::KeepPlaying(GameId(n)),
        Action::PuzzleNext(n),
        Action::PuzzleRetry(n),
        Action::PuzzleSolution(n),
        Action::Review { game: GameId(n), ply: (n % 1000) as u32 + 1 },
        Action::LessonBack(n),
        Action::LessonNext(n),
        Action::LessonQuit(n),
        Action::LessonOpen(n),
        Action::LessonPlay(n),
        Action::Move(GameId(n)),
        Action::ShowBoard(GameId(n)),
        Action::AskResign(GameId(n)),
        Action::OfferDraw(GameId(n)),
        Action::AskTakeback(GameId(n)),
    ]
}

/// Where proptest keeps this file's failing cases (see `proptest_config`).
const REGRESSIONS: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/tests/proptest-regressions/discord/custom_ids.txt");

/// Text shaped like a custom id: this bot's or another's prefix, known
/// and unknown action names, numbers with signs, zeros and overflow.
const ID_LIKE: &str = "(punct|PUNCT|other|)(:(accept|decline|cancel|draw-accept|draw-decline|takeback-accept|\
    takeback-decline|rematch|claim|resign|keep-playing|puzzle-next|puzzle-retry|puzzle-solution|lesson-back|lesson-next|\
    lesson-quit|lesson-open|lesson-play|review|launch|move|board|resign-ask|draw|takeback|[a-z-]{0,8})){0,2}(:[+-]?0{0,2}[0-9]{0,20}){0,3}";

proptest! {
    #![proptest_config(proptest_config(1000, REGRESSIONS))]

    #[test]
    fn every_action_round_trips_within_discords_limit(n in 1..=i64::MAX) {
        for action in every_action(n) {
            let id = action.encode();
            prop_assert!(id.len() <= MAX_LEN);
            prop_assert_eq!(id.parse::<Action>(), Ok(action));
        }
    }

    /// Whatever is read as an action is exactly that action's id: a
    /// button is recognised from its one spelling only.
    #[test]
    fn arbitrary_text_is_refused_or_is_the_actions_own_id(text in ".{0,120}") {
        if let Ok(action) = text.parse::<Action>() {
            prop_assert_eq!(action.encode(), text);
        }
    }

    #[test]
    fn id_like_text_is_refused_or_is_the_actions_own_id(text in ID_LIKE) {
        if let Ok(action) = text.parse::<Action>() {
            prop_assert_eq!(action.encode(), text);
        }
    }
}

#[test]
fn ids_are_distinct_per_action() {
    let ids: std::collections::HashSet<String> = every_action(5).iter().map(|a| a.encode()).collect();
    assert_eq!(ids.len(), every_action(5).len());
}
