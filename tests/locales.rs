//! The languages agree with English: every folder under `assets/locales/`
//! (read as embedded, so a new folder is checked without touching this
//! file) parses, has every message and attribute `en-US` has, with the
//! same variables, and none English lacks.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

use punct::messages::fluent::sources;

/// Each key (`message` or `message.attribute`) and the variables it uses.
type Keys = BTreeMap<String, BTreeSet<String>>;

fn keys_of(code: &str, files: &[(&str, &str)]) -> Keys {
    let mut keys = Keys::new();
    for (file, text) in files {
        let resource = parser::parse(*text).unwrap_or_else(|(_, errors)| panic!("{code}/{file}: {errors:?}"));
        for entry in resource.body {
            match entry {
                Entry::Message(message) => {
                    let id = message.id.name;
                    if let Some(value) = &message.value {
                        add(&mut keys, id.to_string(), value, code);
                    }
                    for attribute in &message.attributes {
                        add(&mut keys, format!("{id}.{}", attribute.id.name), &attribute.value, code);
                    }
                }
                Entry::Junk { content } => panic!("{code}/{file}: cannot read {content}"),
                _ => {}
            }
        }
    }
    keys
}

fn add(keys: &mut Keys, key: String, pattern: &Pattern<&str>, code: &str) {
    let mut variables = BTreeSet::new();
    pattern_variables(pattern, &mut variables);
    assert!(keys.insert(key.clone(), variables).is_none(), "{code}: {key} is defined twice");
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for named in &arguments.named {
                inline_variables(&named.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

fn english() -> Keys {
    let (_, files) = sources().iter().find(|(code, _)| *code == "en-US").expect("an en-US folder");
    keys_of("en-US", files)
}

/// Every folder under `assets/locales/` is embedded, and nothing else: the
/// folders are the one list of languages (tests/discord/languages.rs's
/// `the_locale_folders_are_the_one_list_of_languages_everywhere` follows
/// it into registration and `--lang`). The rulebook's seven are a floor
/// the product promises, not the list: an eighth folder passes.
#[test]
fn every_locale_folder_is_embedded_and_the_rulebooks_seven_are_among_them() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets").join("locales");
    let mut folders: Vec<String> = std::fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_str().unwrap().to_string())
        .collect();
    folders.sort();
    let codes: Vec<&str> = sources().iter().map(|(code, _)| *code).collect();
    assert_eq!(codes, folders);
    for code in ["en-US", "de", "fr", "it", "nl", "es-ES", "pl"] {
        assert!(codes.contains(&code), "the rulebook's {code} missing from {codes:?}");
    }
}

#[test]
fn every_language_has_exactly_englishs_keys_with_the_same_variables() {
    let english = english();
    assert!(!english.is_empty());
    let mut faults = Vec::new();
    for (code, files) in sources() {
        let keys = keys_of(code, files);
        for (key, variables) in &english {
            match keys.get(key) {
                None => faults.push(format!("{code}: {key} is missing")),
                Some(theirs) if theirs != variables => {
                    faults.push(format!("{code}: {key} uses {theirs:?}, English {variables:?}"));
                }
                Some(_) => {}
            }
        }
        for key in keys.keys().filter(|k| !english.contains_key(*k)) {
            faults.push(format!("{code}: {key} is not in en-US"));
        }
    }
    assert!(faults.is_empty(), "{} faults:\n{}", faults.len(), faults.join("\n"));
}

#[test]
fn the_files_load_without_faults() {
    assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new());
}

/// The help page says each thing once in every language, as English does:
/// the same number of paragraphs, none of them twice (German, French and
/// Polish once printed the rules two times over).
#[test]
fn every_languages_help_has_each_paragraph_once() {
    use punct::messages::discord::help;
    use punct::service::Language;

    let paragraphs = |text: &str| -> Vec<String> {
        text.split("\n\n").map(|p| p.trim().to_string()).filter(|p| !p.is_empty()).collect()
    };
    let english = help(Language::ENGLISH);
    for language in Language::all() {
        let page = help(language);
        for (what, text, reference) in [
            ("rules", &page.rules, &english.rules),
            ("notation", &page.notation, &english.notation),
            ("commands", &page.commands, &english.commands),
            ("more", &page.more, &english.more),
        ] {
            let (mine, theirs) = (paragraphs(text), paragraphs(reference));
            assert_eq!(mine.len(), theirs.len(), "{language} {what}: {mine:#?}");
            // A paragraph repeated, even reworded a little, starts the same way.
            let starts: BTreeSet<String> = mine.iter().map(|p| p.chars().take(24).collect()).collect();
            assert_eq!(starts.len(), mine.len(), "{language} {what} repeats a paragraph: {mine:#?}");
        }
    }
}

/// Every sentence moved to the files so far, in every language, with the
/// longest values it can meet: formats without a missing message or
/// argument, and fits a Discord message (titles an embed title).
#[test]
fn every_moved_sentence_formats_in_every_language_within_discords_limits() {
    use punct::messages::discord as words;
    use punct::rules::{ByPlayer, Player, Variant};
    use punct::service::{ChannelId, GameId, GameResult, GuildId, Language, Level, NewGame, Seat};
    use punct::service::{EndReason, Game, TimeControl, Timestamp, UserId};

    let user = UserId(u64::MAX);
    let mut game = NewGame {
        channel: ChannelId(u64::MAX),
        guild: Some(GuildId(u64::MAX)),
        seats: ByPlayer { white: Seat::Human(user), black: Seat::Bot(Level::Medium) },
        variant: Variant::Standard,
        time_control: TimeControl::days_per_move(14).unwrap(),
        deadline: Some(Timestamp(i64::MAX)),
        at: Timestamp(0),
    }
    .into_row(GameId(i64::MAX));
    let long_name = "🏆É".repeat(32);
    let names = ByPlayer { white: long_name.clone(), black: long_name.clone() };
    let several = vec![game.clone(); 10];
    let link = format!("https://discord.com/channels/{}/{}/{}", u64::MAX, u64::MAX, u64::MAX);
    for language in Language::all() {
        use punct::messages::service::error;
        use punct::service::{Purpose, ServiceError};
        let linked = Game { board_message: Some(punct::service::MessageId(u64::MAX)), ..game.clone() };
        assert!(
            error(language, &ServiceError::PlayedElsewhere { game: Box::new(linked.clone()) })
                .contains(&link)
        );
        let mut texts = vec![
            error(language, &ServiceError::NoGameHere),
            error(language, &ServiceError::NoGameToShow),
            error(language, &ServiceError::NoFinishedGameHere),
            words::not_a_game_number(language, &"9".repeat(100)),
            words::cannot_challenge_bot(language),
            words::challenge_people_in_a_server(language),
            words::cannot_challenge_yourself(language),
            words::not_a_member(language, user),
            words::cannot_see_channel(language, user),
            error(
                language,
                &ServiceError::PlayedElsewhere { game: Box::new(Game { guild: None, ..game.clone() }) },
            ),
            error(language, &ServiceError::PlayedElsewhere { game: Box::new(linked) }),
            error(language, &ServiceError::NotYourGameToShow { game: game.id }),
            words::board_status(language, &game),
        ];
        for purpose in [
            Purpose::Move,
            Purpose::Act,
            Purpose::Claim,
            Purpose::View,
            Purpose::Review,
            Purpose::Analyse,
            Purpose::Plan,
        ] {
            texts.push(error(language, &ServiceError::WhichGame { purpose, candidates: several.clone() }));
        }
        for days in [None, Some(1), Some(14)] {
            let mut g = game.clone();
            g.time_control = days.map_or(TimeControl::UNLIMITED, |d| TimeControl::days_per_move(d).unwrap());
            g.variant = if days == Some(1) { Variant::Basic } else { Variant::Standard };
            g.deadline = None;
            texts.push(words::board_status(language, &g));
            let footer = words::game_footer(language, &g, u32::MAX);
            assert!(footer.chars().count() <= 2048, "{footer}");
        }
        game.result = Some(GameResult { winner: Some(Player::White), reason: EndReason::Timeout });
        texts.push(words::board_status(language, &game));
        game.result = None;
        let title = words::game_title(language, &game, &names);
        assert!(title.chars().count() <= 256, "{language}: {} characters: {title}", title.chars().count());
        for text in texts {
            assert!(text.chars().count() <= 2000, "{language}: {text}");
            assert!(!text.contains('\u{2068}') && !text.contains('\u{2069}'), "isolation marks in {text}");
        }
        assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new(), "{language}");
    }
}

/// Every refusal of the service, and every button named in them, in every
/// language: formats without a Fluent fault and fits a Discord message.
#[test]
fn every_refusal_formats_in_every_language_within_a_message() {
    use punct::messages::discord::{ButtonWord, button};
    use punct::messages::service::error;
    use punct::rules::Player;
    use punct::service::{ChallengeId, ChallengeStatus, EndReason, GameId, GameResult, Language, Level};
    use punct::service::{Seat, ServiceError, StoreError, Timestamp, UserId};

    let (game, challenge, user, at) =
        (GameId(i64::MAX), ChallengeId(i64::MAX), UserId(u64::MAX), Timestamp(i64::MAX));
    let mut errors = vec![
        ServiceError::GameNotFound { game },
        ServiceError::ChallengeNotFound { challenge },
        ServiceError::CannotChallengeYourself,
        ServiceError::ChallengeNotForYou { challenge, challenged: user },
        ServiceError::OwnChallenge { challenge },
        ServiceError::NotYourChallenge { challenge, challenger: user },
        ServiceError::OpenChallengeCannotBeDeclined { challenge },
        ServiceError::ChallengeExpired { challenge, expired_at: at },
        ServiceError::NotAParticipant { game },
        ServiceError::NotYourTurn { game, to_move: Seat::Human(user) },
        ServiceError::NotYourTurn { game, to_move: Seat::Bot(Level::Hard) },
        ServiceError::PositionChanged { game, expected_ply: u32::MAX, actual_ply: u32::MAX },
        ServiceError::ConcurrentChange { game },
        ServiceError::DrawAlreadyOffered { game },
        ServiceError::NoDrawOffer { game },
        ServiceError::OwnDrawOffer { game },
        ServiceError::TakebackPending { game, by: Seat::Human(user) },
        ServiceError::NoTakebackRequest { game },
        ServiceError::OwnTakebackRequest { game },
        ServiceError::NothingToTakeBack { game },
        ServiceError::NoTimeLimit { game },
        ServiceError::TimeNotUp { game, deadline: at },
        ServiceError::ClaimOnYourOwnTurn { game, deadline: Some(at) },
        ServiceError::ClaimOnYourOwnTurn { game, deadline: None },
        ServiceError::RematchBeforeEnd { game },
        ServiceError::ReviewBeforeEnd { game },
        ServiceError::RematchOpen { game, challenge, challenger: user, challenged: user, expires_at: at },
        ServiceError::PlyOutOfRange { game, ply: u32::MAX, last: u32::MAX },
        ServiceError::Store(StoreError::Corrupt { what: "move", value: "x".into() }),
        ServiceError::AwayDaySpent { game, late: user, until: at },
        ServiceError::AwayDaysOutOfRange { days: u32::MAX },
        ServiceError::NotADate { text: "x".repeat(30) },
        ServiceError::DateNotAhead { date: "2026-12-24".into() },
        ServiceError::AwayDaysOrDate,
        ServiceError::NotAway,
        ServiceError::UnknownTimeZone { text: "x".repeat(40) },
        ServiceError::NotQuietHours { text: "x".repeat(30) },
        ServiceError::EngineDuringGame { game },
        ServiceError::NoPlanHere { game },
        ServiceError::PlanOnYourTurn { game },
        ServiceError::PlanNotFromHere { game },
        ServiceError::PlanTooShort { game },
        ServiceError::PlanTooLarge { game, lines: usize::MAX, moves: usize::MAX },
        ServiceError::NoSuchPlanLine { game },
    ];
    for (asked, left) in [(1, 0), (2, 1), (5, 2), (366, 5), (u32::MAX, 22)] {
        for replacing in [true, false] {
            errors.push(ServiceError::NotEnoughAwayDays { asked, left, allowance: 366, replacing });
        }
    }
    for status in ChallengeStatus::ALL {
        errors.push(ServiceError::ChallengeClosed { challenge, status });
    }
    for reason in EndReason::ALL {
        for winner in [Some(Player::White), Some(Player::Black), None] {
            errors.push(ServiceError::GameOver { game, result: GameResult { winner, reason } });
        }
    }
    for language in Language::all() {
        for e in &errors {
            let text = error(language, e);
            assert!((1..=2000).contains(&text.chars().count()), "{language}: {text}");
        }
        for word in [ButtonWord::Accept, ButtonWord::Decline, ButtonWord::Cancel, ButtonWord::Rematch] {
            let label = button(language, word);
            assert!((1..=80).contains(&label.chars().count()), "{language}: {label}");
        }
        assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new(), "{language}");
    }
    let english = error(Language::ENGLISH, &ServiceError::NoDrawOffer { game: GameId(3) });
    assert_eq!(english, "Nobody has offered a draw in game #3. To propose one, use `/punct draw game:3`.");
    let german = error(Language::from_discord("de"), &ServiceError::NoDrawOffer { game: GameId(3) });
    assert!(german.ends_with("`/punct remis partie:3`."), "{german}");
}

/// The answers when something failed, or counted although its answer
/// failed, and the options the bot could not read, in every language.
#[test]
fn every_failure_and_unreadable_option_formats_in_every_language() {
    use punct::messages::discord::{self as words, Deed};
    use punct::service::{ChallengeId, GameId, Language};

    let (game, challenge) = (GameId(i64::MAX), ChallengeId(i64::MAX));
    let deeds = [
        Deed::Moved(game),
        Deed::Ended(game),
        Deed::TookBack(game),
        Deed::Started(game),
        Deed::OfferedDraw(game),
        Deed::AskedTakeback(game),
        Deed::AnsweredChallenge(challenge),
        Deed::AnsweredOffer(game),
        Deed::Challenged(challenge, true),
        Deed::Challenged(challenge, false),
    ];
    let long = "🎲".repeat(200);
    for language in Language::all() {
        let mut texts: Vec<String> = deeds.iter().map(|d| words::done_but_unanswered(language, *d)).collect();
        texts.push(words::internal_failure(language));
        texts.push(words::stale_button(language));
        for command in ["punct challenge", "punct move", "punct board", "punct history", "punct games"] {
            texts.push(words::bad_argument(language, command, Some(&long)));
            texts.push(words::bad_argument(language, command, None));
        }
        for text in texts {
            assert!((1..=2000).contains(&text.chars().count()), "{language}: {text}");
        }
        assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new(), "{language}");
    }
    assert_eq!(
        words::bad_argument(Language::from_discord("pl"), "punct move", Some("x")),
        "Nie udało mi się odczytać „x” dla /punct ruch. Na przykład: `/punct ruch tekst:F5>H7-H8-I8`"
    );
}

/// Fixtures as long as they get: snowflake ids at their largest, the
/// longest time control and deadline, names of 64 characters.
mod long {
    use punct::rules::{ByPlayer, Move, Player, Position, Variant};
    use punct::service::{
        Challenge, ChallengeId, ChallengeStatus, ChannelId, ColourChoice, Finished, Game, GameId,
        GameListing, GameResult, GameUpdate, GuildId, Level, NewGame, PlayedMove, PlayerRow, Seat,
        TimeControl, Timestamp, UserId,
    };

    pub const USER: UserId = UserId(u64::MAX);

    pub fn game(black: Seat) -> Game {
        NewGame {
            channel: ChannelId(u64::MAX),
            guild: Some(GuildId(u64::MAX)),
            seats: ByPlayer { white: Seat::Human(USER), black },
            variant: Variant::Standard,
            time_control: TimeControl::days_per_move(14).unwrap(),
            deadline: Some(Timestamp(i64::MAX)),
            at: Timestamp(0),
        }
        .into_row(GameId(i64::MAX))
    }

    pub fn challenge(challenged: Option<UserId>, colour: ColourChoice, rematch: bool) -> Challenge {
        Challenge {
            id: ChallengeId(i64::MAX),
            channel: ChannelId(u64::MAX),
            guild: Some(GuildId(u64::MAX)),
            challenger: USER,
            challenged,
            variant: Variant::Standard,
            time_control: TimeControl::days_per_move(14).unwrap(),
            colour,
            status: ChallengeStatus::Open,
            game: None,
            created_at: Timestamp(0),
            expires_at: Timestamp(i64::MAX),
            rematch_of: rematch.then_some(GameId(i64::MAX)),
        }
    }

    pub fn update(game: Game, moves: usize) -> GameUpdate {
        let mv: Move = "N12>N10-N11-O11".parse().unwrap();
        let played = (0..moves)
            .map(|i| PlayedMove {
                ply: u32::MAX,
                player: if i % 2 == 0 { Player::White } else { Player::Black },
                mv: if i == 1 { Move::Pass } else { mv },
                by: None,
                planned: false,
            })
            .collect();
        GameUpdate {
            game,
            moves: played,
            position: Position::new(Variant::Standard),
            ratings: None,
            people: punct::service::People::default(),
            notify: Vec::new(),
        }
    }

    pub fn finished(mut game: Game, result: GameResult) -> Finished {
        game.result = Some(result);
        let position = Position::new(game.variant);
        Finished {
            game,
            position,
            ratings: None,
            people: punct::service::People::default(),
            notify: Vec::new(),
        }
    }

    pub fn listing(your_turn: bool, black: Seat) -> GameListing {
        GameListing { game: game(black), your_turn, league: None }
    }

    pub fn player(name: &str) -> PlayerRow {
        let mut row = PlayerRow {
            user: USER,
            name: name.to_string(),
            username: None,
            rating: Default::default(),
            rated_games: u32::MAX,
        };
        (row.rating.rating, row.rating.deviation) = (9999.0, 999.0);
        row
    }

    pub const LEVEL: Level = Level::Medium;
}

/// Everything the bot posts about games (challenges, offers, reminders,
/// notices, announcements, lists, captions, buttons), in every language,
/// with the longest values it can meet: formats without a Fluent fault and
/// fits its Discord limit (a message 2,000 characters, an embed title 256,
/// its description 4,096, a footer 2,048, a button 80, an autocomplete
/// choice 100).
#[test]
fn every_post_formats_in_every_language_within_discords_limits() {
    use punct::messages::discord::{self as words, OfferButton};
    use punct::messages::service::{self as game_words, Offer};
    use punct::rules::{ByPlayer, Player};
    use punct::service::{ChallengeStatus, ColourChoice, EndReason, GameId, GameResult, Language, Reminder};
    use punct::service::{ReminderStage, Seat, TakenBack, TimeUpNotice, Timestamp};

    let (user, computer) = (long::USER, Seat::Bot(long::LEVEL));
    let name = "🏆É".repeat(32);
    let names = ByPlayer { white: name.clone(), black: name.clone() };
    let mut challenges = Vec::new();
    for colour in [ColourChoice::Random, ColourChoice::White, ColourChoice::Black] {
        for (challenged, rematch) in [(Some(user), false), (Some(user), true), (None, false)] {
            challenges.push(long::challenge(challenged, colour, rematch));
        }
    }
    let results: Vec<GameResult> = EndReason::ALL
        .into_iter()
        .flat_map(|reason| {
            [Some(Player::White), Some(Player::Black), None].map(|winner| GameResult { winner, reason })
        })
        .collect();
    for language in Language::all() {
        let mut texts = Vec::new();
        for c in &challenges {
            texts.push(words::challenge_posted(language, c));
            for status in ChallengeStatus::ALL {
                let c = punct::service::Challenge { status, ..*c };
                texts.push(words::challenge_answered(language, &c, Some(GameId(i64::MAX))));
                texts.push(words::challenge_answered(language, &c, None));
                texts.push(game_words::challenge_closed(language, &c));
            }
        }
        for black in [Seat::Human(user), computer] {
            let mut g = long::game(black);
            for offer in [None, Some(Player::White), Some(Player::Black)] {
                (g.draw_offer, g.takeback_offer) = (offer, offer);
                texts.push(words::draw_offered(language, &g));
                texts.push(words::takeback_requested(language, &g));
            }
            texts.push(words::challenge_accepted(language, user, &g));
            texts.push(game_words::computer_plays_on(language, &g));
            for offer in [Offer::Draw, Offer::Takeback] {
                texts.push(game_words::offer_declined(language, &g, offer, user));
                texts.push(words::resign_question(language, &g, user));
            }
            let undone = vec!["N12>N10-N11-O11".parse().unwrap(); 2];
            let t = TakenBack {
                game: g.clone(),
                undone,
                position: punct::rules::Position::new(g.variant),
                people: punct::service::People::default(),
                notify: Vec::new(),
            };
            texts.push(game_words::taken_back(language, &t));
            for moves in [0, 1, 2] {
                let update = long::update(g.clone(), moves);
                texts.push(game_words::game_started(language, &update));
                texts.push(game_words::move_played(language, &update));
                texts.push(words::owed_board(language, &update));
            }
            for &result in &results {
                let f = long::finished(g.clone(), result);
                texts.push(game_words::finished(language, &f));
                texts.push(words::timed_out(language, &f));
                texts.push(words::claimed(language, user, &f));
                texts.push(words::resigned(language, user, &f));
                texts.push(words::owed_board(language, &long::update(f.game.clone(), 1)));
            }
            let mut banked = g.clone();
            banked.time_control = punct::service::TimeControl::bank(10, 36).unwrap();
            banked.banks = Some(ByPlayer { white: i64::MAX, black: 0 });
            banked.deadline = Some(Timestamp(i64::MAX));
            let away = punct::service::People {
                away: ByPlayer { white: Some(Timestamp(i64::MAX)), black: Some(Timestamp(i64::MAX)) },
                ..punct::service::People::default()
            };
            let clock = words::board_clock(language, &banked, &away, &names).unwrap();
            assert!(clock.chars().count() <= 4096, "{language}: {clock}");
            assert!(!clock.contains('{'), "{language}: {clock}");
            texts.push(game_words::game_started(language, &long::update(banked, 0)));
            let caption = words::position_caption(language, &g, u32::MAX);
            assert!(caption.chars().count() <= 2048, "{language}: {caption}");
            for your_turn in [true, false] {
                let choice = words::game_choice(language, &g, &names, your_turn, 100);
                assert!((1..=100).contains(&choice.chars().count()), "{language}: {choice}");
            }
            let seat = words::seat_name(language, black, None);
            assert!(seat.chars().count() <= 64, "{language}: {seat}");
        }
        for stage in [ReminderStage::Half, ReminderStage::Final] {
            let r = Reminder {
                game: GameId(i64::MAX),
                channel: punct::service::ChannelId(u64::MAX),
                user,
                stage,
                deadline: Timestamp(i64::MAX),
                board: None,
                language,
                opponent_away: None,
            };
            texts.push(words::reminder(language, &r));
            let away = Reminder { opponent_away: Some((user, Timestamp(i64::MAX))), ..r };
            texts.push(words::reminder(language, &away));
        }
        for days_left in [0, 1, 2, 5, 22, 366] {
            texts.push(words::away_day_spent(
                language,
                &punct::service::AwayDayNotice {
                    game: GameId(i64::MAX),
                    channel: punct::service::ChannelId(u64::MAX),
                    user,
                    move_number: u32::MAX,
                    until: Timestamp(i64::MAX),
                    days_left,
                    board: None,
                    language,
                },
            ));
            for (games, until) in
                [(0, None), (1, Some(Timestamp(i64::MAX))), (days_left as usize, Some(Timestamp(1)))]
            {
                for protection in [true, false] {
                    let status = punct::service::AwayStatus {
                        until,
                        used: days_left,
                        allowance: 366,
                        year: 2026,
                        protection,
                        time_zone: until.map(|_| "America/Argentina/ComodRivadavia".to_string()),
                        games_moved: games,
                        days_changed: days_left,
                    };
                    texts.push(words::away_set(language, &status));
                    let back = words::away_back(language, &status);
                    assert!(!back.contains("  "), "{language}: a double space in {back}");
                    texts.push(back);
                    texts.push(words::away_status(language, &status));
                    for (preview_moves, mode) in [
                        (true, punct::service::NotifyMode::EveryTurn),
                        (false, punct::service::NotifyMode::Digest),
                        (true, punct::service::NotifyMode::Off),
                    ] {
                        let quiet = protection.then_some(punct::service::QuietHours { from: 1439, to: 0 });
                        let notices = punct::service::NoticeSettings { mode, quiet, digest_hour: 23 };
                        let settings =
                            punct::service::Settings { preview_moves, away: status.clone(), notices };
                        texts.push(words::settings(language, &settings, preview_moves));
                    }
                }
            }
        }
        texts.push(words::days_or_clock(language));
        texts.push(words::dms_closed(language));
        let plan_note = punct::service::PlanNotice {
            game: GameId(i64::MAX),
            kind: punct::service::PlanNoticeKind::Unexpected,
            mv: "N12>N10-N11-O11".parse().expect("a move"),
        };
        for (deadline, opponent, plan_note) in
            [(None, None, None), (Some(Timestamp(i64::MAX)), Some(name.clone()), Some(plan_note))]
        {
            let notice = punct::service::TurnNotice {
                game: GameId(i64::MAX),
                user,
                dm: None,
                channel: punct::service::ChannelId(u64::MAX),
                guild: Some(punct::service::GuildId(u64::MAX)),
                board: Some(punct::service::MessageId(u64::MAX)),
                deadline,
                opponent: opponent.clone(),
                move_number: u32::MAX,
                due: Timestamp(i64::MAX),
                language,
                plan_note,
            };
            texts.push(words::turn_notice(language, &notice));
            for count in [1, 2, 3, 5, 22, 100] {
                let game = punct::service::DigestGame {
                    game: GameId(i64::MAX),
                    channel: punct::service::ChannelId(u64::MAX),
                    guild: None,
                    board: Some(punct::service::MessageId(u64::MAX)),
                    deadline,
                    opponent: opponent.clone(),
                };
                let digest = punct::service::Digest {
                    user,
                    dm: None,
                    due: Timestamp(0),
                    games: vec![game; count],
                    language,
                };
                texts.push(words::digest(language, &digest, 2000));
            }
        }
        for seconds in [0, 59, 3600, 7200, 86_400, 90_000, 864_000 + 7200] {
            texts.push(words::duration(language, seconds));
        }
        texts.push(words::time_up(
            language,
            &TimeUpNotice {
                game: GameId(i64::MAX),
                channel: punct::service::ChannelId(u64::MAX),
                waiting: user,
                late: user,
                move_number: u32::MAX,
                deadline: Timestamp(i64::MAX),
                automatic_at: Timestamp(i64::MAX),
                board: None,
                language,
            },
        ));
        for n in [0, 1, 2, 3, 5, 22, 500] {
            let listings: Vec<_> = (0..n)
                .map(|i| long::listing(i % 2 == 0, if i % 3 == 0 { computer } else { Seat::Human(user) }))
                .collect();
            texts.push(words::games_list(language, &listings, &[], 2000));
            let rows: Vec<_> = (0..n).map(|_| long::player(&name)).collect();
            let board = words::leaderboard(language, &rows, 4096);
            assert!(board.chars().count() <= 4096, "{language}: {board}");
        }
        let record = punct::rules::GameRecord {
            variant: punct::rules::Variant::Standard,
            moves: vec!["N12>N10-N11-O11".parse().unwrap(); 1001],
        };
        for moves in [0, 1, 1001] {
            let record = punct::rules::GameRecord { moves: record.moves[..moves].to_vec(), ..record.clone() };
            let list = words::move_list(language, &record, 4096);
            assert!(list.chars().count() <= 4096, "{language}: {list}");
        }
        let title = words::leaderboard_title(language);
        assert!((1..=256).contains(&title.chars().count()), "{language}: {title}");
        for button in OfferButton::ALL {
            let label = words::offer_button(language, button);
            assert!((1..=80).contains(&label.chars().count()), "{language}: {label}");
        }
        for text in texts {
            assert!(
                (1..=2000).contains(&text.chars().count()),
                "{language}: {} characters: {text}",
                text.chars().count()
            );
            assert!(!text.contains('{') && !text.contains('}'), "{language}: a placeholder left in {text}");
        }
        assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new(), "{language}");
    }
}

/// The `.txt` record of `/punct history`, written in any language, reads
/// back (as `punct play --record` reads it) to the same game.
#[test]
fn a_record_file_in_every_language_reads_back_to_the_same_moves() {
    use punct::messages::discord::record_file;
    use punct::rules::{ByPlayer, GameRecord, Player, Variant};
    use punct::service::{EndReason, GameResult, Language, Seat};

    let record = GameRecord::from_moves(Variant::Standard, "B2-B3-C3 N12-N13-O13 B2>B5-B6-C6").unwrap();
    let names = ByPlayer { white: "Zoë".to_string(), black: "Łukasz".to_string() };
    for language in Language::all() {
        let mut g = long::game(Seat::Human(long::USER));
        for result in [None, Some(GameResult { winner: Some(Player::Black), reason: EndReason::Resignation })]
        {
            g.result = result;
            let text = record_file(language, &g, &names, &record);
            let read: GameRecord = text.parse().unwrap_or_else(|e| panic!("{language}: {e}\n{text}"));
            assert_eq!(read, record, "{language}:\n{text}");
            assert!(text.starts_with("[Event \""), "{language}: {text}");
        }
    }
    assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new());
}

/// Sentences that name a command name it as the reader's Discord shows it.
#[test]
fn commands_are_named_in_the_readers_language() {
    use punct::messages::commands::shown_as;
    use punct::messages::discord::{example_for, reminder};
    use punct::service::{ChannelId, GameId, Language, Reminder, ReminderStage, Timestamp, UserId};

    let (english, german) = (Language::ENGLISH, Language::from_discord("de"));
    assert_eq!(shown_as(english, "punct move"), "/punct move");
    assert_eq!(shown_as(german, "punct move"), "/punct zug");
    assert_eq!(example_for(german, "punct board").as_deref(), Some("/punct spielplan partie:12"));
    assert_eq!(example_for(german, "punct games"), None);
    let r = Reminder {
        game: GameId(7),
        channel: ChannelId(1),
        user: UserId(2),
        stage: ReminderStage::Half,
        deadline: Timestamp(100),
        board: None,
        language: german,
        opponent_away: None,
    };
    let text = reminder(german, &r);
    assert!(text.contains("`/punct zug partie:7`") && text.contains("`/punct spielplan partie:7`"), "{text}");
    let text = reminder(english, &r);
    assert!(
        text.ends_with("Play with `/punct move game:7`, or see the board with `/punct board game:7`."),
        "{text}"
    );
}

/// The operator's set-up messages in every language: each formats without
/// a Fluent fault and keeps the setting names, values and the line to
/// write as they are.
#[test]
fn every_set_up_message_formats_in_every_language() {
    use std::path::PathBuf;
    use std::sync::Arc;

    use punct::config::{ConfigError, EnvFile, Invocation, LineProblem, Origin};
    use punct::messages::setup;
    use punct::service::{Language, StoreError};

    let path = PathBuf::from("/srv/punct/.env");
    let origins = [Origin::Environment, Origin::EnvFile(path.clone())];
    let mut errors = Vec::new();
    for in_repository in [true, false] {
        let nowhere = EnvFile { dir: PathBuf::from("/srv/punct"), in_repository, path: None };
        errors.push(ConfigError::MissingToken {
            env_file: EnvFile { path: Some(path.clone()), ..nowhere.clone() },
        });
        errors.push(ConfigError::MissingToken { env_file: nowhere });
    }
    for origin in &origins {
        errors.push(ConfigError::EmptyToken { origin: origin.clone() });
        errors.push(ConfigError::PlaceholderToken { origin: origin.clone() });
        errors.push(ConfigError::MalformedToken { origin: origin.clone() });
        errors.push(ConfigError::BadGuild { value: "my server".into(), origin: origin.clone() });
    }
    for problem in [LineProblem::NotAnAssignment, LineProblem::Value, LineProblem::UnclosedQuote] {
        for shown in [Some("export X=…".to_string()), None] {
            errors.push(ConfigError::EnvFileLine { path: path.clone(), line: 4, shown, problem });
        }
    }
    let source = Arc::new(std::io::Error::new(std::io::ErrorKind::InvalidData, "not UTF-8"));
    errors.push(ConfigError::EnvFileUnreadable { path: path.clone(), source });
    for language in Language::all() {
        let binary = Invocation { via_cargo: false, program: "punct-bot".into(), punct: "punct".into() };
        for invocation in [binary.clone(), Invocation { via_cargo: true, ..binary }] {
            for error in &errors {
                let text = setup::config_error(language, error, &invocation);
                assert!(!text.contains('{') && !text.contains('}'), "{language}: {text}");
                if matches!(error, ConfigError::MissingToken { .. } | ConfigError::EnvFileLine { .. }) {
                    assert!(
                        text.contains("\n    DISCORD_TOKEN=paste-your-bot-token-here"),
                        "{language}: {text}"
                    );
                }
            }
        }
        for origin in &origins {
            assert!(
                setup::token_refused(language, origin)
                    .contains("https://discord.com/developers/applications")
            );
        }
        let corrupt = StoreError::Corrupt { what: "move", value: "x".into() };
        assert!(setup::database_unopenable(language, &corrupt).contains("PUNCT_DATABASE"));
        assert!(setup::discord_stopped(language, &"gone").contains("gone"));
        let unreachable = setup::discord_unreachable(language, &"refused", 8);
        assert!(unreachable.contains("8 s") && unreachable.lines().count() == 1, "{unreachable}");
        assert!(setup::runtime_unavailable(language, &"no threads").contains("no threads"));
        assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new(), "{language}");
    }
}

/// The puzzles' sentences (puzzles.ftl) in every language: every theme's
/// task, every kind of verdict and refutation, the solution, the record,
/// the buttons and the refusals format without a Fluent fault and fit
/// Discord's limits (an embed's description, a button's label).
#[test]
fn every_puzzle_sentence_formats_in_every_language_within_discords_limits() {
    use punct::messages::puzzles::{self as words, Front, PuzzleButton};
    use punct::service::{
        Language, PuzzleAnswered, PuzzleRecord, PuzzleShown, Refutation, ServiceError, Theme, Verdict,
    };

    let record = PuzzleRecord { solved: u32::MAX, streak: 1, best_streak: 2, daily_solved: true };
    for language in Language::all() {
        let mut texts = Vec::new();
        for theme in Theme::ALL {
            let puzzle = punct::puzzles::all().iter().find(|p| p.theme == theme).unwrap();
            let position = puzzle.position().unwrap();
            for daily in [false, true] {
                let shown = PuzzleShown { puzzle: puzzle.clone(), position: position.clone(), daily, record };
                texts.push(words::title(language, &shown));
                for front in [Front::Discord, Front::Terminal] {
                    texts.push(words::puzzle_text(language, &shown, front));
                }
                let m = puzzle.solutions[0];
                let verdicts = [
                    Verdict::Solved { line: vec![m] },
                    Verdict::Solved { line: vec![m, m] },
                    Verdict::Solved { line: vec![m, m, m] },
                    Verdict::Wrong { answer: m, refutation: Refutation::Connects(m) },
                    Verdict::Wrong { answer: m, refutation: Refutation::Escapes(m) },
                    Verdict::Wrong { answer: m, refutation: Refutation::EndsTheGame },
                    Verdict::Wrong { answer: m, refutation: Refutation::MissesTheWin },
                ];
                for verdict in verdicts {
                    let answered = PuzzleAnswered { shown: shown.clone(), verdict, first_try: true };
                    texts.push(words::answered(language, &answered));
                    texts.push(words::solution(language, &answered));
                }
            }
        }
        texts.push(words::streak_rule(language));
        for refusal in [
            ServiceError::NoPuzzle,
            ServiceError::NoPuzzleFits,
            ServiceError::PuzzleNotFound { id: "x".repeat(200) },
        ] {
            texts.push(punct::messages::service::error(language, &refusal));
        }
        for text in texts {
            assert!(text.chars().count() <= 2000, "{language}: {text}");
            assert!(!text.contains('{') && !text.contains('}'), "{language}: unformatted {text}");
        }
        for which in [PuzzleButton::Next, PuzzleButton::Retry, PuzzleButton::Solution] {
            assert!(words::button(language, which).chars().count() <= 80);
        }
        assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new(), "{language}");
    }
}

/// Planning ahead: the analysis board's words (during a game and after
/// it, with the engine's word), a plan with lines, a saved line and the
/// notes of a cleared plan, in every language, within Discord's limits.
#[test]
fn every_planning_sentence_formats_in_every_language_within_discords_limits() {
    use std::sync::Arc;

    use punct::messages::plans as words;
    use punct::rules::{Move, Position};
    use punct::service::*;
    use punct::store::Store;

    struct First;
    impl MoveChooser for First {
        fn choose_move(&self, position: &Position, _: Level, _: u64) -> Option<Move> {
            position.legal_moves().into_iter().min_by_key(Move::to_string)
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(Timestamp(1_750_000_000)));
    let s = GameService::new(Store::open(dir.path().join("games.sqlite3")).unwrap(), clock, Arc::new(First));
    let (alice, bob) =
        (PlayerRef::new(UserId(u64::MAX - 1), "alice"), PlayerRef::new(UserId(u64::MAX), "bob"));
    let Challenged::Pending(c) = s
        .challenge(ChallengeRequest {
            challenger: alice.clone(),
            channel: ChannelId(1),
            guild: None,
            opponent: Opponent::User(bob.clone()),
            variant: punct::rules::Variant::Standard,
            time_control: TimeControl::days_per_move(3).unwrap(),
            colour: ColourChoice::White,
        })
        .unwrap()
    else {
        panic!("pending")
    };
    let game = s.accept(c.id, &bob).unwrap().game.id;
    let play = |user: UserId, mv: &str| {
        s.play(&MoveRequest { game, user, notation: mv.into(), expected_ply: None }).unwrap()
    };
    play(alice.id, "B2-B3-C3");
    let here = Here { user: alice.id, channel: ChannelId(1), guild: None };
    let mut boards = vec![s.analysis(&here, Some(game), None, AnalysisChange::Open).unwrap()];
    for mv in ["N12-N13-O13", "B5-B6-C6", "N15-N16-O16", "F5-G5-H5"] {
        let last = boards.last().unwrap().revision;
        boards.push(
            s.analysis(&here, Some(game), Some(last), AnalysisChange::Try(mv.parse().unwrap())).unwrap(),
        );
    }
    let back =
        s.analysis(&here, Some(game), Some(boards.last().unwrap().revision), AnalysisChange::Back).unwrap();
    let saved = s.save_plan(alice.id, game, back.revision).unwrap();
    let plan = s.plan(&here, Some(game)).unwrap();
    boards.push(back);
    let unexpected = PlanNotice { game, kind: PlanNoticeKind::Unexpected, mv: "N9-N10-O10".parse().unwrap() };
    let illegal = PlanNotice { kind: PlanNoticeKind::Illegal, ..unexpected };
    s.resign(game, bob.id).unwrap();
    let after = s.analysis(&here, Some(game), None, AnalysisChange::Open).unwrap();
    let (_, advice) = s.analysis_engine(&here, game, after.revision).unwrap();
    boards.push(after);
    for language in Language::all() {
        let mut texts = Vec::new();
        for board in &boards {
            texts.push(words::board_text(language, board).join("\n\n"));
            texts.push(words::caption(language, board));
        }
        texts.push(words::engine(language, &advice));
        texts.push(words::plan_text(language, &plan));
        texts.push(words::saved(language, &saved));
        texts.push(words::note(language, &unexpected, Seat::Human(bob.id)));
        texts.push(words::note(language, &illegal, Seat::Human(bob.id)));
        texts.push(words::title(language, GameId(i64::MAX)));
        texts.push(words::plan_title(language, GameId(i64::MAX)));
        texts.push(words::deleted(language, game, true));
        texts.push(words::choose_piece(language, punct::rules::Player::Black));
        for text in &texts {
            assert!((1..=2000).contains(&text.chars().count()), "{language}: {text}");
        }
        for button in [
            words::AnalysisButton::Analyse,
            words::AnalysisButton::Back,
            words::AnalysisButton::Forward,
            words::AnalysisButton::Reset,
            words::AnalysisButton::Save,
            words::AnalysisButton::Engine,
            words::AnalysisButton::Close,
            words::AnalysisButton::Try,
        ] {
            let label = words::button(language, button);
            assert!((1..=25).contains(&label.chars().count()), "{language}: {label}");
        }
        let line = words::delete_option(language, 25, &plan.lines[0]);
        assert!(line.chars().count() <= 100, "{language}: {line}");
        assert_eq!(punct::messages::fluent::take_errors(), Vec::<String>::new(), "{language}");
    }
}
