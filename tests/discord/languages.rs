//! Languages: the locale folders are the one list, and each player and server reads their own.

use punct::service::Language;

use crate::bot::{Harness, alice, board_followup, bob};
use crate::discord_standin::{CHANNEL_ID, GUILD_ID, Opt};

use crate::support::punct::{Locale, punct_with};

/// Discord's rule for names: `^[-_\p{L}\p{N}]{1,32}$`, lower case.
fn discord_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| c.is_alphabetic() || c.is_numeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

/// The language codes of the folders under `assets/locales/`, sorted.
fn locale_folders() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets").join("locales");
    let mut codes: Vec<String> = std::fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_str().unwrap().to_string())
        .collect();
    codes.sort();
    codes
}

/// `punct --lang <code> args…` with no locale in the environment.
fn punct_cli(code: &str, args: &[&str]) -> std::process::Output {
    punct_with(Locale::Flag(code), args, "")
}

/// The "a new folder of `.ftl` files and nothing else": the folders
/// are the one list. `Language::all`, the languages Discord registration
/// carries, what `punct --lang` accepts and what its help and refusal name
/// are all that list, so none of them can lag behind a new folder.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_locale_folders_are_the_one_list_of_languages_everywhere() {
    let folders = locale_folders();
    assert!(folders.len() >= 7 && folders.iter().any(|c| c == "en-US"), "{folders:?}");
    let all: Vec<String> = Language::all().map(|l| l.code().to_string()).collect();
    assert_eq!(all, folders, "Language::all");

    let h = Harness::start().await;
    let (commands, _) = h.discord.wait_registered().await;
    let localized = commands[0]["description_localizations"].as_object().expect("localizations").clone();
    h.shut_down().await;
    let mut read: Vec<String> =
        localized.keys().map(|l| Language::from_discord(l).code().to_string()).collect();
    read.push(Language::ENGLISH.code().to_string()); // the default, not registered per locale
    read.sort();
    read.dedup();
    assert_eq!(read, folders, "the languages registration carries");
    for code in folders.iter().filter(|c| *c != "en-US") {
        assert!(localized.contains_key(code), "{code} is registered under its own name: {localized:?}");
    }

    let listed = folders.join(", ");
    for code in &folders {
        let output = punct_cli(code, &["--help"]);
        assert!(output.status.success(), "--lang {code}");
        let help = String::from_utf8(output.stdout).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(help.contains(&listed), "--lang {code}'s help lists {listed}:\n{help}");
    }
    let refused = punct_cli("xx", &["rules"]);
    assert_eq!(refused.status.code(), Some(2));
    let error = String::from_utf8(refused.stderr).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(error.contains(&listed), "{error}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registration_carries_every_language_of_the_rulebook_within_discords_naming_rules() {
    let h = Harness::start().await;
    let (commands, _) = h.discord.wait_registered().await;
    let punct = &commands[0];
    // English is the default every other locale sees; every other language
    // folder, and Discord's sibling locales reading it (Latin American
    // Spanish reading Spain's), are registered per locale.
    let registered: Vec<String> =
        punct["description_localizations"].as_object().expect("localizations").keys().cloned().collect();
    assert!(registered.iter().any(|l| l == "es-419"), "{registered:?}");
    for locale in registered.iter().map(String::as_str) {
        let text = punct["description_localizations"][locale].as_str().unwrap_or("");
        assert!((1..=100).contains(&text.chars().count()), "punct {locale}: {text:?}");
        for sub in punct["options"].as_array().expect("subcommands") {
            let name = sub["name_localizations"][locale].as_str().unwrap_or("");
            assert!(discord_name(name), "{} {locale}: {name:?}", sub["name"]);
            let text = sub["description_localizations"][locale].as_str().unwrap_or("");
            assert!((1..=100).contains(&text.chars().count()), "{} {locale}: {text:?}", sub["name"]);
            for option in sub["options"].as_array().into_iter().flatten() {
                let name = option["name_localizations"][locale].as_str().unwrap_or("");
                assert!(discord_name(name), "{} {locale}: {name:?}", option["name"]);
                let text = option["description_localizations"][locale].as_str().unwrap_or("");
                assert!((1..=100).contains(&text.chars().count()), "{} {locale}: {text:?}", option["name"]);
            }
        }
    }
    let sub =
        |name: &str| punct["options"].as_array().unwrap().iter().find(|s| s["name"] == name).unwrap().clone();
    assert_eq!(sub("move")["name_localizations"]["de"], "zug");
    assert_eq!(sub("challenge")["name_localizations"]["fr"], "défier");
    assert_eq!(sub("board")["name_localizations"]["pl"], "plansza");
    assert_eq!(sub("challenge")["options"][2]["choices"][0]["name_localizations"]["it"], "1 giorno");
    assert!(
        punct["name_localizations"].as_object().is_none_or(|n| n.is_empty()),
        "the group is punct everywhere"
    );
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_player_in_a_french_server_reads_refusals_in_german_and_boards_in_french() {
    let h = Harness::start().await;
    let alice = alice();
    h.discord.set_locale(alice.id, "de");
    h.discord.set_guild_locale(GUILD_ID, "fr");
    let refused = h.cmd(&alice, "board", &[]).await;
    assert!(refused.reply.is_ephemeral(), "a refusal is private");
    assert!(
        refused
            .reply
            .content()
            .starts_with("In diesem Kanal läuft keine Partie. Nenne eine, z. B. `/punct spielplan partie:3`"),
        "{}",
        refused.reply.content()
    );
    let bot = h.discord.bot();
    h.cmd(
        &alice,
        "challenge",
        &[("opponent", Opt::User(bot)), ("color", Opt::Int(1)), ("level", Opt::Int(0))],
    )
    .await;
    let board = h.cmd(&alice, "board", &[]).await;
    assert!(!board.reply.is_ephemeral(), "a board is public");
    let text = board.reply.all_text();
    for french in [
        "Partie #1 : à <@710000000000000001> de jouer (Blanc), au plus tard le <t:",
        "Partie #1 — alice (Blanc) contre ",
    ] {
        assert!(text.contains(french), "{french} in {text}");
    }
    let footer =
        board.reply.message().and_then(|m| m.pointer("/embeds/0/footer/text")).and_then(|f| f.as_str());
    assert_eq!(footer, Some("Jeu standard · 3 jours par coup · après le coup 0"));
    // Her move suggestions are hers only: in German.
    let typed = h.discord.autocomplete(&alice, "move", &[("text", Opt::str("c5 c6 d6"))], "text").await;
    assert_eq!(typed.first().map(|(name, _)| name.as_str()), Some("C5-C6-D6 — neuen Spielstein einsetzen"));
    let choices = h.discord.autocomplete(&alice, "move", &[("text", Opt::str(""))], "text").await;
    assert!(choices.iter().all(|(name, _)| name.contains(" — einsetzen: ")), "{choices:?}");
    assert!(choices.iter().any(|(name, _)| name.ends_with("Dreieck (T)")), "{choices:?}");
    // Her own language is remembered for posts no interaction of hers answers.
    let user = punct::service::UserId(alice.id);
    for _ in 0..200 {
        if h.service.language_of(user).unwrap().code() == "de" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert_eq!(h.service.language_of(user).unwrap().code(), "de");
    h.shut_down().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_french_server_posts_in_french_and_answers_the_german_player_in_german() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    h.discord.set_locale(alice.id, "de");
    h.discord.set_guild_locale(GUILD_ID, "fr");
    let (a, b) = (alice.mention(), bob.mention());
    let english = crate::support::english::fragments(&["posts.ftl"]);
    assert!(english.iter().any(|f| f == "challenges you to a"), "{english:?}");

    // The challenge, in French, with French buttons.
    let challenge =
        h.cmd(&alice, "challenge", &[("opponent", Opt::User(bob.clone())), ("color", Opt::Int(1))]).await;
    let text = challenge.reply.content().to_string();
    assert!(
        text.starts_with(&format!(
            "{b}, {a} vous défie à une partie de PÜNCT (jeu standard, 3 jours par coup, {a} joue les Blancs). \
             Appuyez sur **Accepter** pour jouer ou sur **Refuser** pour décliner."
        )),
        "{text}"
    );
    let accept = challenge.reply.button("accepter").expect("Accepter");
    assert!(challenge.reply.button("refuser").is_some());

    // Accepted: the message says so and the first board follows, in French.
    let accepted = h.discord.press(&bob, challenge.message_id(), &accept).await;
    assert_eq!(
        accepted.reply.content(),
        format!("{b} a accepté le défi : la partie #1 commence ci-dessous.")
    );
    let start = board_followup(&h.discord, &accepted.token).await;
    assert!(
        start.content().starts_with(&format!(
            "La partie #1 commence : {a} joue les Blancs, {b} joue les Noirs (jeu standard, 3 jours par coup). \
             À {a} de jouer (Blanc), au plus tard le <t:"
        )),
        "{}",
        start.content()
    );

    // A move, then an offer and its answer.
    let moved = h.play(&alice, "B2-B3-C3").await;
    assert!(moved.reply.content().starts_with(&format!("Coup 1 (Blanc) : B2-B3-C3. À {b} de jouer (Noir)")));
    let offer = h.cmd(&bob, "draw", &[]).await;
    assert_eq!(
        offer.reply.content(),
        format!(
            "{b} propose nulle dans la partie #1. {a}, appuyez sur **Accepter la nulle**, ou sur \
             **Continuer** pour refuser."
        )
    );
    let play_on = offer.reply.button("continuer").expect("Continuer");
    assert!(offer.reply.button("accepter la nulle").is_some());
    let declined = h.discord.press(&alice, offer.message_id(), &play_on).await;
    assert!(
        declined.reply.content().starts_with(&format!(
            "{a} a refusé la proposition de nulle dans la partie #1 ; le jeu continue."
        )),
        "{}",
        declined.reply.content()
    );

    // What only alice sees is in German.
    let early = h.cmd(&alice, "move", &[("text", Opt::str("C5-C6-D6"))]).await;
    assert!(early.reply.is_ephemeral());
    assert_eq!(
        early.reply.content(),
        format!("In Partie #1 bist du nicht am Zug: {b} ist dran. Du wirst angepingt, sobald du dran bist.")
    );
    let games = h.cmd(&alice, "games", &[]).await;
    assert!(games.reply.is_ephemeral());
    assert!(
        games.reply.content().starts_with("Keine deiner Partien wartet auf dich.\n• #1 "),
        "{}",
        games.reply.content()
    );
    assert!(games.reply.content().contains("Zug 2, "), "{}", games.reply.content());

    // A restart, then half of bob's time: the reminder, in the background, in French.
    h.settle().await;
    h.stop_bot().await;
    h.restart_bot();
    let mark = h.discord.mark();
    h.advance_days(1.6).await;
    let reminder = h.discord.channel_message(CHANNEL_ID, mark).await;
    assert_eq!(
        reminder.content().split(" : il expire").next(),
        Some(
            format!(
                "{b}, c’est à vous de jouer dans la partie #1. La moitié de votre temps pour ce coup est écoulée"
            )
            .as_str()
        ),
        "{}",
        reminder.content()
    );
    assert!(
        reminder
            .content()
            .ends_with("`/punct coup partie:1`, ou voyez le plateau avec `/punct plateau partie:1`."),
        "{}",
        reminder.content()
    );

    // The result. Bob's client speaks English: the question only he sees
    // is in English, the board everyone sees in French.
    let asked = h.cmd(&bob, "resign", &[]).await;
    assert!(asked.reply.content().starts_with("Resign game #1? "), "{}", asked.reply.content());
    let yes = asked.reply.button("resign").expect("a Resign button");
    let pressed = h.discord.press(&bob, asked.message_id(), &yes).await;
    let bobs = [asked.token.clone(), pressed.token.clone()];
    let resigned = board_followup(&h.discord, &pressed.token).await;
    assert!(
        resigned.content().starts_with(&format!(
            "{b} a abandonné. La partie #1 est terminée : Blanc gagne par abandon. {a} (Blanc) et {b} (Noir) : \
             **Revanche** ci-dessous"
        )),
        "{}",
        resigned.content()
    );
    assert!(resigned.button("revanche").is_some());

    // Every public message was French; every private one to alice German.
    h.settle().await;
    let mut public = 0;
    for r in h.discord.requests() {
        let text = r.all_text();
        if text.is_empty() {
            continue;
        }
        // Bob's question, and its update once answered, are his alone.
        let to_bob = bobs.iter().any(|t| r.interaction_token() == Some(t.as_str()));
        if to_bob && (r.is_ephemeral() || r.callback_type() == Some(7)) {
            continue;
        }
        if r.is_ephemeral() {
            assert!(
                text.contains("Partie") || text.contains("Zug"),
                "a private answer not in German: {text}"
            );
        } else {
            public += 1;
            crate::support::english::assert_not_english(&text, &english);
        }
    }
    assert!(public >= 8, "{public} public messages");
    h.shut_down().await;
}
