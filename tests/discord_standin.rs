//! The stand-in judges as Discord would: requests Discord refuses are
//! refused and recorded, good ones pass. Without this, a lenient stand-in
//! would let every bot test pass.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a panic is a failure with its message

mod support;

use poise::serenity_prelude as serenity;
use serde_json::json;
use support::discord_standin::gateway::check_identify;
use support::discord_standin::{CHANNEL_ID, StandIn};

const TOKEN: &str = "standin.self.test";

fn http(discord: &StandIn) -> serenity::Http {
    serenity::HttpBuilder::new(TOKEN).proxy(discord.api_base()).ratelimiter_disabled(true).build()
}

fn png() -> Vec<u8> {
    let image = image::RgbaImage::from_pixel(4, 4, image::Rgba([200, 100, 50, 255]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    image.write_to(&mut bytes, image::ImageFormat::Png).expect("encode PNG");
    bytes.into_inner()
}

#[tokio::test]
async fn a_valid_message_with_a_png_passes_and_is_answered_in_discords_shape() {
    let discord = StandIn::start(TOKEN).await;
    let http = http(&discord);
    let file = serenity::CreateAttachment::bytes(png(), "board.png");
    let body = json!({
        "content": "Your move, <@1>",
        "embeds": [{ "title": "Board", "image": { "url": "attachment://board.png" } }],
        "attachments": [{ "id": 0, "filename": "board.png" }],
        "allowed_mentions": { "parse": [], "users": ["1"] },
    });
    let message = http.send_message(CHANNEL_ID.into(), vec![file], &body).await.expect("accepted");
    assert_eq!(message.attachments.len(), 1);
    assert_eq!(message.embeds.len(), 1);
    discord.assert_clean();
}

#[tokio::test]
async fn what_discord_refuses_is_refused_and_recorded() {
    let discord = StandIn::start(TOKEN).await;
    let http = http(&discord);
    let too_long = json!({ "content": "x".repeat(4001) });
    assert!(http.send_message(CHANNEL_ID.into(), vec![], &too_long).await.is_err());
    let wrong_type = json!({ "content": 5 });
    assert!(http.send_message(CHANNEL_ID.into(), vec![], &wrong_type).await.is_err());
    let not_png = serenity::CreateAttachment::bytes(b"not a picture".to_vec(), "board.png");
    let body = json!({ "attachments": [{ "id": 0, "filename": "board.png" }] });
    assert!(http.send_message(CHANNEL_ID.into(), vec![not_png], &body).await.is_err());
    let missing = json!({ "embeds": [{ "image": { "url": "attachment://gone.png" } }] });
    assert!(http.send_message(CHANNEL_ID.into(), vec![], &missing).await.is_err());
    let leak = json!({ "content": format!("my token is {TOKEN}") });
    assert!(http.send_message(CHANNEL_ID.into(), vec![], &leak).await.is_err());
    let problems = discord.shared().log.problems();
    assert_eq!(problems.len(), 5, "{problems:#?}");
    assert!(problems[0].contains("/content"), "{}", problems[0]);
    assert!(problems[2].contains("does not decode as PNG"), "{}", problems[2]);
    assert!(problems[3].contains("attachment://gone.png"), "{}", problems[3]);
    assert!(problems[4].contains("token"), "{}", problems[4]);
}

#[tokio::test]
async fn routes_resolve_to_the_most_specific_template() {
    let discord = StandIn::start(TOKEN).await;
    let spec = &discord.shared().spec;
    assert_eq!(
        spec.route("/webhooks/1/abc/messages/@original"),
        Some("/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    );
    assert_eq!(
        spec.route("/webhooks/1/abc/messages/77"),
        Some("/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
    );
    assert_eq!(
        spec.route("/interactions/1/abc/callback"),
        Some("/interactions/{interaction_id}/{interaction_token}/callback")
    );
    assert_eq!(spec.route("/no/such/thing"), None);
}

#[tokio::test]
async fn replies_must_name_a_message_in_their_own_channel() {
    let discord = StandIn::start(TOKEN).await;
    let http = http(&discord);
    let board =
        http.send_message(CHANNEL_ID.into(), vec![], &json!({ "content": "board" })).await.expect("sent");
    let reference = |id: String| json!({ "message_id": id, "fail_if_not_exists": false });
    let reply = json!({ "content": "reminder", "message_reference": reference(board.id.to_string()) });
    let answered = http.send_message(CHANNEL_ID.into(), vec![], &reply).await.expect("a reply is accepted");
    assert_eq!(answered.message_reference.and_then(|r| r.message_id), Some(board.id));
    // A reply to a deleted message, tolerated: sent as a plain message.
    let gone = json!({ "content": "reminder", "message_reference": reference("42".to_string()) });
    let plain =
        http.send_message(CHANNEL_ID.into(), vec![], &gone).await.expect("sent without the reference");
    assert!(plain.message_reference.is_none());
    discord.assert_clean();

    // Refused: a missing message when the reply must not go without it,
    // and a reply from another channel.
    let strict = json!({ "content": "x", "message_reference": { "message_id": "42" } });
    assert!(http.send_message(CHANNEL_ID.into(), vec![], &strict).await.is_err());
    let across = json!({ "content": "x", "message_reference": reference(board.id.to_string()) });
    assert!(http.send_message((CHANNEL_ID + 1).into(), vec![], &across).await.is_err());
    let problems = discord.shared().log.problems();
    assert_eq!(problems.len(), 2, "{problems:#?}");
    assert!(problems[0].contains("unknown message 42"), "{}", problems[0]);
    assert!(problems[1].contains("same channel"), "{}", problems[1]);
}

#[tokio::test]
async fn only_the_exact_token_is_accepted_on_rest_and_the_gateway() {
    let discord = StandIn::start(TOKEN).await;
    let body = json!({ "content": "hello" });
    for wrong in ["standin.self.tes", "standin.self.testx", "STANDIN.SELF.TEST", "other"] {
        let http =
            serenity::HttpBuilder::new(wrong).proxy(discord.api_base()).ratelimiter_disabled(true).build();
        assert!(http.send_message(CHANNEL_ID.into(), vec![], &body).await.is_err(), "{wrong} was accepted");
    }
    let problems = discord.shared().log.problems();
    assert_eq!(problems.len(), 4, "{problems:#?}");
    assert!(problems.iter().all(|p| p.contains("wrong token")), "{problems:#?}");
    assert!(discord.requests().is_empty(), "refused before anything is recorded");
    assert!(http(&discord).send_message(CHANNEL_ID.into(), vec![], &body).await.is_ok());

    let shared = discord.shared();
    let identify = |token: &str| check_identify(shared, &json!({ "op": 2, "d": { "token": token } }));
    assert_eq!(identify(TOKEN), Ok(()));
    assert_eq!(identify(&format!("Bot {TOKEN}")), Ok(()));
    for wrong in ["", "Bot ", "standin.self.tes", "Bot standin.self.testx", "Bearer standin.self.test"] {
        assert!(identify(wrong).is_err(), "{wrong:?} was accepted");
    }
    assert!(check_identify(shared, &json!({ "op": 2, "d": {} })).is_err());
}
