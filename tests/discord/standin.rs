//! The stand-in judges as Discord would: requests Discord refuses are
//! refused and recorded, good ones pass. Without this, a lenient stand-in
//! would let every bot test pass.

use poise::serenity_prelude as serenity;
use serde_json::json;

use crate::discord_standin::gateway::check_identify;
use crate::discord_standin::{CHANNEL_ID, StandIn};

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

/// The status of a failed request, and Discord's error code.
fn refusal(error: &serenity::Error) -> (u16, isize) {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            (r.status_code.as_u16(), r.error.code)
        }
        other => panic!("not an HTTP refusal: {other:?}"),
    }
}

#[tokio::test]
async fn planned_failures_answer_once_and_a_nonce_enforced_message_is_created_once() {
    use crate::discord_standin::failures::Failure;

    let discord = StandIn::start(TOKEN).await;
    let http = http(&discord);
    let path = format!("/channels/{CHANNEL_ID}/messages");
    let body = json!({ "content": "once", "nonce": "punct-0123456789abcdef", "enforce_nonce": true });

    // A 500, a 429 with retry_after, a 403: nothing is created.
    discord.fail_next_with(&path, Failure::Status(500));
    discord.fail_next_with(&path, Failure::RateLimited { retry_after: 0.25 });
    discord.fail_next_with(&path, Failure::Status(403));
    let codes: Vec<(u16, isize)> = [
        http.send_message(CHANNEL_ID.into(), vec![], &body).await,
        http.send_message(CHANNEL_ID.into(), vec![], &body).await,
        http.send_message(CHANNEL_ID.into(), vec![], &body).await,
    ]
    .iter()
    .map(|r| refusal(r.as_ref().expect_err("refused")))
    .collect();
    assert_eq!(codes, [(500, 0), (429, 0), (403, 50001)]);
    assert!(discord.messages_in(CHANNEL_ID).is_empty());

    // A lost answer: the message exists although the bot heard 500; the
    // retry with the same nonce gets that message back, not a second one.
    discord.fail_next_with(&path, Failure::LostAnswer);
    let lost = http.send_message(CHANNEL_ID.into(), vec![], &body).await.expect_err("the answer is lost");
    assert_eq!(refusal(&lost).0, 500);
    let retry = http.send_message(CHANNEL_ID.into(), vec![], &body).await.expect("served");
    let again = http.send_message(CHANNEL_ID.into(), vec![], &body).await.expect("served");
    assert_eq!(retry.id, again.id);
    assert_eq!(discord.messages_in(CHANNEL_ID).len(), 1);
    assert_eq!(discord.messages_in(CHANNEL_ID)[0]["nonce"], "punct-0123456789abcdef");

    // Without enforce_nonce, Discord creates a message each time.
    let loose = json!({ "content": "twice", "nonce": "punct-0123456789abcdef" });
    http.send_message(CHANNEL_ID.into(), vec![], &loose).await.expect("served");
    assert_eq!(discord.messages_in(CHANNEL_ID).len(), 2);
    discord.assert_clean();
}
