//! Leagues in words: the sign-up post, a round's opening, the table (as
//! text and as the words of its picture), leaving, cancelling, the final
//! standings, and every refusal.
//!
//! Points are shown as players write them: `3½`, `½`, `0`;
//! Sonneborn–Berger in quarters (`5¼`).

use crate::messages::fluent::tr;
use crate::messages::keys::days_of;
use crate::messages::privacy::{former_player, person};
use crate::messages::service::{by, mention};
use crate::render::{Column, ColumnAlign, RowEmphasis, Table, TableRow};
use crate::rules::Player;
use crate::service::{
    Forfeit, GameId, Language, League, LeagueNews, LeagueStatus, LeagueTable, LeagueView, LeaveCost,
    MAX_ENTRANTS, MIN_ENTRANTS, RoundGame, ServiceError, UserId,
};

/// A league's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeagueButton {
    /// Enter (sign-up post).
    Join,
    /// Withdraw (sign-up post), or leave a running league (asks first).
    Leave,
    /// Leave a running league, confirmed.
    LeaveForGood,
    /// Do not leave after all.
    Stay,
}

/// A league button's label.
pub fn button(language: Language, button: LeagueButton) -> String {
    match button {
        LeagueButton::Join => tr!(language, "league-button-join"),
        LeagueButton::Leave => tr!(language, "league-button-leave"),
        LeagueButton::LeaveForGood => tr!(language, "league-button-leave-for-good"),
        LeagueButton::Stay => tr!(language, "league-button-stay"),
    }
}

/// Half points as players write them: `3½`, `½`, `0`.
pub fn points(half_points: u32) -> String {
    match (half_points / 2, half_points % 2) {
        (0, 1) => "½".to_string(),
        (whole, 0) => whole.to_string(),
        (whole, _) => format!("{whole}½"),
    }
}

/// Quarter points as players write them: `5¼`, `5½`, `5¾`, `¾`.
pub fn quarters(quarter_points: u32) -> String {
    let fraction = ["", "¼", "½", "¾"][(quarter_points % 4) as usize];
    match quarter_points / 4 {
        0 if !fraction.is_empty() => fraction.to_string(),
        whole => format!("{whole}{fraction}"),
    }
}

fn terms(language: Language, league: &League) -> String {
    tr!(
        language,
        "league-terms",
        variant = league.variant.name(),
        days = days_of(league.time_control),
        cycles = u32::from(league.cycles),
        organiser = mention(league.organiser)
    )
}

/// The sign-up post: the league's terms, when it starts, who entered, and
/// how to enter (or, once closed, what became of it).
pub fn signup(language: Language, view: &LeagueView) -> (String, String) {
    let l = language;
    let league = &view.league;
    let title = tr!(l, "league-signup-title", league = league.name.as_str());
    let mut lines = vec![terms(l, league)];
    match league.status {
        LeagueStatus::SignUp => {
            lines.push(match league.starts_at {
                Some(at) => tr!(l, "league-starts-at", at = by(at)),
                None => tr!(l, "league-starts-by-organiser", organiser = mention(league.organiser)),
            });
            lines.push(entrants(l, view));
            lines.push(tr!(l, "league-signup-how", min = MIN_ENTRANTS));
        }
        LeagueStatus::Running => {
            lines.push(entrants(l, view));
            lines.push(tr!(l, "league-signup-started", count = view.entrants.len()));
        }
        LeagueStatus::Finished => lines.push(tr!(l, "league-signup-finished")),
        LeagueStatus::Cancelled => lines.push(tr!(l, "league-signup-cancelled")),
    }
    (title, lines.join("\n\n"))
}

fn entrants(language: Language, view: &LeagueView) -> String {
    if view.entrants.is_empty() {
        return tr!(language, "league-no-entrants");
    }
    let names: Vec<String> = view.entrants.iter().map(|e| person(language, e.user)).collect();
    tr!(
        language,
        "league-entrants",
        count = view.entrants.len(),
        max = MAX_ENTRANTS,
        names = names.join(", ")
    )
}

/// Said privately to one who joined.
pub fn joined(language: Language, league: &League) -> String {
    tr!(language, "league-joined", league = league.name.as_str())
}

/// Said privately to one who withdrew before the start.
pub fn withdrew(language: Language, league: &League) -> String {
    tr!(language, "league-withdrew", league = league.name.as_str())
}

/// The answer to a league started by command: its round 1 follows.
pub fn started(language: Language, view: &LeagueView) -> String {
    tr!(
        language,
        "league-started",
        league = view.league.name.as_str(),
        count = view.entrants.len(),
        rounds = view.league.rounds
    )
}

/// A round's opening (title, text) and who it pings; the table so far
/// comes as its picture and [`standings_text`].
pub fn round_opening(language: Language, news: &LeagueNews) -> Option<(String, String, Vec<UserId>)> {
    let l = language;
    let LeagueNews::Round { table, round, games, bye, in_threads, .. } = news else { return None };
    let league = &table.league;
    let title =
        tr!(l, "league-round-title", league = league.name.as_str(), round = *round, rounds = league.rounds);
    let played: Vec<&RoundGame> = games.iter().filter(|g| g.game.is_some()).collect();
    let mut lines = Vec::new();
    let mut ping = Vec::new();
    if !played.is_empty() {
        lines.push(tr!(l, "league-round-games", count = played.len()));
    }
    for g in games {
        lines.push(format!("- {}", round_game(l, g)));
        if g.game.is_some() {
            ping.extend([g.players.white.0, g.players.black.0]);
        }
    }
    if let Some((user, _)) = bye {
        lines.push(tr!(l, "league-round-bye", player = person(l, *user)));
    }
    if *in_threads {
        lines.push(tr!(l, "league-round-threads"));
    }
    if *round == 1 {
        lines.push(tr!(l, "league-round-how"));
        return Some((title, lines.join("\n"), ping));
    }
    lines.push(String::new());
    lines.push(tr!(l, "league-standings-after", round = round - 1));
    Some((title, with_table(l, &lines.join("\n"), table, ""), ping))
}

fn round_game(language: Language, g: &RoundGame) -> String {
    let (white, black) = (person(language, g.players.white.0), person(language, g.players.black.0));
    match (g.game, g.forfeit) {
        (Some(game), _) => {
            tr!(language, "league-round-game", white = white, black = black, game = game.to_string())
        }
        (None, Some(Forfeit::Both)) => {
            tr!(language, "league-round-forfeit-both", white = white, black = black)
        }
        (None, forfeit) => {
            let loser = match forfeit {
                Some(Forfeit::By(Player::Black)) => black.clone(),
                _ => white.clone(),
            };
            tr!(language, "league-round-forfeit", white = white, black = black, loser = loser)
        }
    }
}

/// The line over a league game's first board.
pub fn game_line(language: Language, league: &League, round: u32) -> String {
    tr!(language, "league-game-line", league = league.name.as_str(), round = round, rounds = league.rounds)
}

/// The channel's line for a league game played in a thread of its own
/// (the thread starts from it).
pub fn thread_line(language: Language, league: &League, round: u32, g: &RoundGame) -> Option<String> {
    Some(tr!(
        language,
        "league-thread-line",
        league = league.name.as_str(),
        round = round,
        white = mention(g.players.white.0),
        black = mention(g.players.black.0),
        game = g.game?.to_string()
    ))
}

/// The final post: (title, text with the winner and the table).
pub fn final_standings(language: Language, table: &LeagueTable) -> (String, String) {
    let l = language;
    let name = table.league.name.as_str();
    let winners: Vec<String> = table.winners().into_iter().map(|u| person(l, u)).collect();
    let headline = match winners.as_slice() {
        [one] => tr!(l, "league-final-winner", league = name, winner = one.as_str()),
        _ => tr!(l, "league-final-shared", league = name, winners = winners.join(", ")),
    };
    let title = tr!(l, "league-final-title", league = name);
    (title, with_table(l, &format!("{headline}\n"), table, &tr!(l, "league-standings-ties")))
}

/// The league's table in words: (title, text) — how far it is, a line per
/// player, how ties are broken.
pub fn standings_text(language: Language, table: &LeagueTable) -> (String, String) {
    let l = language;
    let league = &table.league;
    let title = tr!(l, "league-standings-title", league = league.name.as_str());
    let progress = tr!(
        l,
        "league-standings-progress",
        status = league.status.code(),
        round = league.round,
        rounds = league.rounds,
        decided = table.decided.0,
        total = table.decided.1
    );
    let ties = tr!(l, "league-standings-ties");
    if table.lines.is_empty() {
        return (title, format!("{progress}\n\n{}\n\n{ties}", tr!(l, "league-standings-empty")));
    }
    (title, with_table(l, &format!("{progress}\n"), table, &ties))
}

/// The most an embed's text may hold (Discord's limit).
const MAX_TEXT: usize = 4096;

/// `head`, then as many whole lines of the table as fit with `tail` in
/// [`MAX_TEXT`], then how many more the picture shows.
fn with_table(language: Language, head: &str, table: &LeagueTable, tail: &str) -> String {
    let room = MAX_TEXT.saturating_sub(crate::messages::lines::length(tail) + 2);
    let more = |count: usize| tr!(language, "league-standings-more", count = count);
    let body =
        crate::messages::lines::first_that_fit(Some(head), &standings_lines(language, table), room, more);
    if tail.is_empty() { body } else { format!("{body}\n\n{tail}") }
}

fn standings_lines(language: Language, table: &LeagueTable) -> Vec<String> {
    table
        .lines
        .iter()
        .map(|(s, _)| {
            tr!(
                language,
                "league-standings-line",
                place = s.place,
                player = person(language, s.user),
                points = points(s.half_points),
                won = s.wins,
                drawn = s.draws,
                lost = s.losses,
                sb = quarters(s.quarter_sb),
                left = if s.left { "yes" } else { "no" }
            )
        })
        .collect()
}

/// The table as its picture shows it, every word in `language`.
pub fn standings_picture(language: Language, table: &LeagueTable) -> Table {
    let l = language;
    let league = &table.league;
    let column = |key: &str, align: ColumnAlign, wide: bool| Column {
        heading: crate::messages::fluent::text(l, key, None),
        align,
        wide,
    };
    let columns = vec![
        column("league-column-place", ColumnAlign::Right, false),
        column("league-column-player", ColumnAlign::Left, true),
        column("league-column-points", ColumnAlign::Right, false),
        column("league-column-won", ColumnAlign::Right, false),
        column("league-column-drawn", ColumnAlign::Right, false),
        column("league-column-lost", ColumnAlign::Right, false),
        column("league-column-sb", ColumnAlign::Right, false),
    ];
    let finished = league.status == LeagueStatus::Finished;
    let rows = table
        .lines
        .iter()
        .map(|(s, name)| TableRow {
            cells: vec![
                s.place.to_string(),
                if s.user.is_former_player() { former_player(l) } else { name.clone() },
                points(s.half_points),
                s.wins.to_string(),
                s.draws.to_string(),
                s.losses.to_string(),
                quarters(s.quarter_sb),
            ],
            emphasis: if s.left {
                RowEmphasis::Withdrawn
            } else if finished && s.place == 1 {
                RowEmphasis::Leader
            } else {
                RowEmphasis::Normal
            },
            fallback: table.usernames.get(&s.user).cloned(),
        })
        .collect();
    Table {
        title: tr!(l, "league-picture-title", league = league.name.as_str()),
        subtitle: Some(tr!(
            l,
            "league-picture-subtitle",
            status = league.status.code(),
            round = table.rounds_done,
            rounds = league.rounds,
            players = table.lines.len()
        )),
        columns,
        rows,
        footer: Some(tr!(l, "league-picture-footer")),
    }
}

/// The picture's alt text: the table read out, place, name and points,
/// within `max_chars`.
pub fn standings_alt(language: Language, table: &LeagueTable, max_chars: usize) -> String {
    let mut alt = tr!(language, "league-standings-alt", league = table.league.name.as_str());
    for (s, name) in &table.lines {
        let name = if s.user.is_former_player() { former_player(language) } else { name.clone() };
        let line = format!(" {}. {name}: {};", s.place, points(s.half_points));
        if alt.chars().count() + line.chars().count() > max_chars {
            break;
        }
        alt.push_str(&line);
    }
    alt
}

/// Start time came, too few entrants: said in the league's channel.
pub fn too_few(language: Language, view: &LeagueView) -> String {
    tr!(
        language,
        "league-too-few",
        league = view.league.name.as_str(),
        count = view.entrants.len(),
        min = MIN_ENTRANTS,
        organiser = mention(view.league.organiser)
    )
}

fn game_list(games: &[GameId]) -> String {
    games.iter().map(GameId::to_string).collect::<Vec<_>>().join(", ")
}

/// Asked before leaving a running league.
pub fn leave_confirm(language: Language, cost: &LeaveCost) -> String {
    tr!(
        language,
        "league-leave-confirm",
        league = cost.league.name.as_str(),
        games = cost.in_progress.len(),
        list = game_list(&cost.in_progress),
        unplayed = cost.unplayed
    )
}

/// Said privately to one who chose to stay.
pub fn stayed(language: Language, league: &League) -> String {
    tr!(language, "league-stayed", league = league.name.as_str())
}

/// Said in the channel when a player left a running league.
pub fn left(language: Language, league: &League, user: UserId, resigned: &[GameId], unplayed: u32) -> String {
    tr!(
        language,
        "league-left",
        player = mention(user),
        league = league.name.as_str(),
        games = resigned.len(),
        list = game_list(resigned),
        unplayed = unplayed
    )
}

/// Said in the channel when a league was cancelled.
pub fn cancelled(language: Language, league: &League, by: UserId) -> String {
    tr!(language, "league-cancelled", league = league.name.as_str(), by = mention(by))
}

/// Leagues live in servers.
pub fn in_dm(language: Language) -> String {
    tr!(language, "league-in-dm")
}

/// A league game in a list of games: "league Winter, round 2".
pub fn listing(language: Language, league: &str, round: u32) -> String {
    tr!(language, "league-listing", league = league, round = round)
}

/// The refusals of league requests, in `language`; `None` for others.
pub fn error(language: Language, error: &ServiceError) -> Option<String> {
    let l = language;
    Some(match error {
        ServiceError::LeagueNotFound { league } => {
            tr!(l, "error-league-not-found", league = league.to_string())
        }
        ServiceError::LeagueNamedNotFound { name } => {
            tr!(l, "error-league-named-not-found", name = name.as_str())
        }
        ServiceError::NoLeagueHere => tr!(l, "error-no-league-here"),
        ServiceError::WhichLeague { leagues } => tr!(l, "error-which-league", leagues = leagues.join(", ")),
        ServiceError::LeagueOrganisersOnly { role } => tr!(
            l,
            "error-league-organisers-only",
            role = role.map_or_else(|| "none".to_string(), |r| format!("<@&{}>", r.0))
        ),
        ServiceError::LeagueOrganiserOnly { league, organiser } => {
            tr!(l, "error-league-organiser-only", league = league.as_str(), organiser = mention(*organiser))
        }
        ServiceError::LeagueNameEmpty => tr!(l, "error-league-name-empty"),
        ServiceError::LeagueNameTooLong { max } => tr!(l, "error-league-name-too-long", max = *max),
        ServiceError::LeagueNameTaken { name, channel } => {
            tr!(l, "error-league-name-taken", name = name.as_str(), channel = format!("<#{}>", channel.0))
        }
        ServiceError::LeagueBadStart { text } => tr!(l, "error-league-bad-start", text = text.as_str()),
        ServiceError::LeagueStartInPast { at } => tr!(l, "error-league-start-in-past", at = by(*at)),
        ServiceError::LeagueSignUpClosed { league, status } => {
            tr!(l, "error-league-signup-closed", league = league.as_str(), status = status.code())
        }
        ServiceError::LeagueAlreadyEntered { league } => {
            tr!(l, "error-league-already-entered", league = league.as_str())
        }
        ServiceError::LeagueFull { league, max } => {
            tr!(l, "error-league-full", league = league.as_str(), max = *max)
        }
        ServiceError::LeagueTooFew { league, entrants, min } => {
            tr!(l, "error-league-too-few", league = league.as_str(), entrants = *entrants, min = *min)
        }
        ServiceError::NotInLeague { league } => tr!(l, "error-not-in-league", league = league.as_str()),
        ServiceError::LeagueOver { league, status } => {
            tr!(l, "error-league-over", league = league.as_str(), status = status.code())
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{ByPlayer, Variant};
    use crate::service::{ChannelId, GuildId, LeagueId, Standing, TimeControl, Timestamp};

    /// The longest a league can be: 30 players with the longest ids, every
    /// count two digits, 15 games a round; the name at its longest.
    fn biggest(status: LeagueStatus) -> (LeagueTable, LeagueNews) {
        let league = League {
            id: LeagueId(i64::MAX),
            guild: GuildId(u64::MAX),
            channel: ChannelId(u64::MAX),
            name: "W".repeat(crate::service::MAX_LEAGUE_NAME_CHARS),
            organiser: UserId(u64::MAX / 2),
            variant: Variant::Standard,
            time_control: TimeControl::default(),
            cycles: 2,
            starts_at: None,
            status,
            round: 58,
            rounds: 58,
            announced: 0,
            created_at: Timestamp(0),
        };
        let user = |n: u64| UserId(18_000_000_000_000_000_000 + n);
        let lines = (0..MAX_ENTRANTS as u64)
            .map(|n| {
                let standing = Standing {
                    place: n as u32 + 1,
                    user: user(n),
                    half_points: 77,
                    wins: 37,
                    draws: 13,
                    losses: 18,
                    quarter_sb: 4_321,
                    left: n % 7 == 0,
                };
                (standing, "x".repeat(32))
            })
            .collect();
        let table = LeagueTable {
            league,
            lines,
            usernames: Default::default(),
            rounds_done: 57,
            decided: (870, 870),
            language: Language::ENGLISH,
        };
        let games = (0..15)
            .map(|n| RoundGame {
                players: ByPlayer {
                    white: (user(2 * n), String::new()),
                    black: (user(2 * n + 1), String::new()),
                },
                game: Some(GameId(i64::MAX - n as i64)),
                forfeit: None,
            })
            .collect();
        let news = LeagueNews::Round {
            table: Box::new(table.clone()),
            round: 58,
            games,
            bye: None,
            boards: Vec::new(),
            in_threads: true,
        };
        (table, news)
    }

    #[test]
    fn the_posts_of_a_league_of_thirty_fit_discords_limits_in_every_language() {
        const DESCRIPTION: usize = 4096;
        const TITLE: usize = 256;
        for language in Language::all() {
            let (table, news) = biggest(LeagueStatus::Running);
            let (title, text, ping) = round_opening(language, &news).unwrap_or_default();
            assert_eq!(ping.len(), 30);
            let (standings_title, standings) = standings_text(language, &table);
            let (final_title, last) = final_standings(language, &biggest(LeagueStatus::Finished).0);
            for (what, title, text) in [
                ("opening", title, text),
                ("standings", standings_title, standings),
                ("final", final_title, last),
            ] {
                let (t, n) = (title.chars().count(), text.chars().count());
                assert!(
                    t <= TITLE && n <= DESCRIPTION,
                    "{language:?} {what}: title {t}, text {n} characters"
                );
            }
        }
    }

    #[test]
    fn points_and_quarters_read_as_players_write_them() {
        assert_eq!([0, 1, 2, 7].map(points), ["0", "½", "1", "3½"]);
        assert_eq!([0, 1, 2, 3, 4, 21].map(quarters), ["0", "¼", "½", "¾", "1", "5¼"]);
    }
}
