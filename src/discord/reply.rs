//! Building replies: pure functions from what happened to what Discord is
//! sent, so the shape (embed, attachment, buttons, who is pinged) is
//! unit-tested without a client.
//!
//! Every post names exactly who may be pinged: `allowed_mentions` lists
//! those users and nothing else (no roles, no @everyone), so a move pings
//! only the player to move even when the text names both players.
//!
//! ```
//! use punct::discord::reply::Post;
//! use punct::service::UserId;
//! let post = Post::text("<@1>, your move.").pinging(UserId(1));
//! let json = serde_json::to_value(post.to_message()).unwrap();
//! assert_eq!(json["allowed_mentions"]["users"][0], "1");
//! ```

use poise::serenity_prelude as serenity;

use super::custom_id::Action;
use super::picture::Picture;
use crate::messages::discord::{self as words, ButtonWord, OfferButton};
use crate::messages::pictures::MAX_ALT_TEXT;
use crate::rules::{ByPlayer, Player};
use crate::service::{BoardState, ChannelId, GameId, Language, MessageId, Seat, UserId};
use crate::service::{Challenge, Game, TimeUpNotice};

/// The side colour of every embed the bot sends (a warm wood tone).
pub const EMBED_COLOUR: u32 = 0xC8_8A_3C;
/// Discord's limit on message content, in Unicode code points (as its API
/// counts them).
pub const MAX_CONTENT: usize = 2000;
/// Discord's limit on an embed description, in code points.
pub const MAX_DESCRIPTION: usize = 4096;

/// A file to attach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// Its name, which the embed refers to as `attachment://name`.
    pub filename: String,
    /// The bytes.
    pub bytes: Vec<u8>,
    /// A picture's alt text, which screen readers read (Discord's
    /// attachment description); none for other files.
    pub description: Option<String>,
}

impl Attachment {
    /// A file that is not a picture (a game record).
    pub fn file(filename: String, bytes: Vec<u8>) -> Attachment {
        Attachment { filename, bytes, description: None }
    }

    /// A picture, with its alt text.
    pub fn picture(filename: String, picture: Picture) -> Attachment {
        Attachment { filename, bytes: picture.bytes, description: Some(picture.alt) }
    }
}

/// An embed: a title, text, an attached picture, a footer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Card {
    /// Shown in bold at the top.
    pub title: String,
    /// The main text.
    pub description: Option<String>,
    /// The attachment shown as the embed's picture.
    pub image: Option<String>,
    /// Small print at the bottom.
    pub footer: Option<String>,
    /// Titled paragraphs under the text (the help page's).
    pub fields: Vec<(String, String)>,
}

/// A button under a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    /// What it does (its custom id).
    pub action: Action,
    /// What it says.
    pub label: String,
    /// Green for yes, red for no, grey otherwise.
    pub style: serenity::ButtonStyle,
}

impl Button {
    pub(crate) fn new(action: Action, label: impl Into<String>, style: serenity::ButtonStyle) -> Button {
        Button { action, label: label.into(), style }
    }
}

/// A select menu under a message: one choice among at most
/// [`MAX_MENU_OPTIONS`], answered with the chosen option's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    /// What choosing does (its custom id).
    pub action: Action,
    /// Shown while nothing is chosen.
    pub placeholder: String,
    /// The choices, in order.
    pub options: Vec<MenuOption>,
}

/// One choice of a [`Menu`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    /// What it says.
    pub label: String,
    /// What the bot is sent when it is chosen.
    pub value: String,
    /// A second line in small print.
    pub description: Option<String>,
    /// Shown as the current choice.
    pub chosen: bool,
}

impl Menu {
    /// The menu's row: at most [`MAX_MENU_OPTIONS`] options, every text
    /// cut to Discord's limits (callers split longer choices; this only
    /// keeps a request Discord would refuse from being sent).
    fn row(&self) -> serenity::CreateActionRow {
        let options = self
            .options
            .iter()
            .take(MAX_MENU_OPTIONS)
            .map(|o| {
                let option =
                    serenity::CreateSelectMenuOption::new(clip(&o.label, MAX_LABEL), o.value.clone())
                        .default_selection(o.chosen);
                match &o.description {
                    Some(text) => option.description(clip(text, MAX_LABEL)),
                    None => option,
                }
            })
            .collect();
        let kind = serenity::CreateSelectMenuKind::String { options };
        let menu = serenity::CreateSelectMenu::new(self.action.encode(), kind)
            .placeholder(clip(&self.placeholder, 150))
            .min_values(1)
            .max_values(1);
        serenity::CreateActionRow::SelectMenu(menu)
    }
}

/// Discord's limit on a select menu's options.
pub const MAX_MENU_OPTIONS: usize = 25;
/// Discord's limit on a menu option's label, value and description, and
/// on a button's label.
pub const MAX_LABEL: usize = 100;
/// Discord's limit on buttons in one row.
pub const MAX_BUTTONS: usize = 5;
/// Discord's limit on rows of components in one message.
pub const MAX_ROWS: usize = 5;

/// A message the bot posted: where, and its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Posted {
    /// The channel it is in.
    pub channel: ChannelId,
    /// Its id.
    pub message: MessageId,
}

impl From<&serenity::Message> for Posted {
    fn from(message: &serenity::Message) -> Posted {
        Posted { channel: ChannelId(message.channel_id.get()), message: MessageId(message.id.get()) }
    }
}

/// What a board post shows: a game's current position, so once posted it
/// becomes the game's latest board, which later reminders reply to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardOf {
    /// Which game.
    pub game: GameId,
    /// The game's channel: reminders are posted there.
    pub channel: ChannelId,
    /// The state the picture shows (log length, result or not).
    pub state: BoardState,
}

impl BoardOf {
    /// The message to remember once this board was posted as `posted`:
    /// only one in the game's own channel, since a reply (how reminders
    /// point to the board) must be in the channel of the message it answers,
    /// and a board can be asked for from elsewhere (`/punct board game:3`).
    pub fn remembered_as(self, posted: Posted) -> Option<MessageId> {
        self.shown_in(posted.channel).then_some(posted.message)
    }

    /// Whether a post in `channel` shows the game to its own channel, and
    /// so counts as seen there (a board shown elsewhere does not).
    pub fn shown_in(self, channel: ChannelId) -> bool {
        channel == self.channel
    }
}

/// One message, before it becomes a Discord request.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Post {
    /// The text; mentions here ping only the users in `ping`.
    pub content: String,
    /// The users this message may notify.
    pub ping: Vec<UserId>,
    /// An optional embed.
    pub card: Option<Card>,
    /// Files to attach.
    pub files: Vec<Attachment>,
    /// Select menus, one row each, above the buttons.
    pub menus: Vec<Menu>,
    /// Buttons, in one row.
    pub buttons: Vec<Button>,
    /// Only the user who asked sees it.
    pub ephemeral: bool,
    /// The game whose current board this post shows, if it does.
    pub board: Option<BoardOf>,
    /// The message this one replies to (only for posts the bot makes by
    /// itself: interaction answers cannot reply).
    pub reply_to: Option<Posted>,
}

/// `builder` with what every kind of message takes from a [`Post`], set
/// the same way: its text, who it may ping, its buttons, its embed. (The
/// builders share no trait; each conversion below adds what differs.)
macro_rules! filled {
    ($builder:expr, $post:expr) => {{
        let post: &Post = $post;
        let builder = $builder
            .content(post.content.clone())
            .allowed_mentions(post.allowed_mentions())
            .components(post.components());
        match post.embed() {
            Some(embed) => builder.embed(embed),
            None => builder,
        }
    }};
}

impl Post {
    /// Plain text, pinging nobody.
    pub fn text(content: impl Into<String>) -> Post {
        Post { content: clip(&content.into(), MAX_CONTENT), ..Post::default() }
    }

    /// Text only the asker sees.
    pub fn private(content: impl Into<String>) -> Post {
        Post { ephemeral: true, ..Post::text(content) }
    }

    /// Lets `user` be notified by this message.
    pub fn pinging(mut self, user: UserId) -> Post {
        if !self.ping.contains(&user) {
            self.ping.push(user);
        }
        self
    }

    /// Makes this post a reply to `message` in `channel`, if there is one.
    /// A reply shows the message it answers above it and jumps there when
    /// clicked: how reminders point to a game's latest board without a
    /// link (a link needs the server's id, which the bot does not store).
    pub fn replying_to(mut self, channel: ChannelId, message: Option<MessageId>) -> Post {
        self.reply_to = message.map(|message| Posted { channel, message });
        self
    }

    fn allowed_mentions(&self) -> serenity::CreateAllowedMentions {
        serenity::CreateAllowedMentions::new()
            .empty_roles()
            .everyone(false)
            .replied_user(false)
            .users(self.ping.iter().map(|u| serenity::UserId::new(u.0.max(1))))
    }

    fn embed(&self) -> Option<serenity::CreateEmbed> {
        let card = self.card.as_ref()?;
        let mut embed = serenity::CreateEmbed::new().title(clip(&card.title, 256)).colour(EMBED_COLOUR);
        if let Some(text) = &card.description {
            embed = embed.description(clip(text, MAX_DESCRIPTION));
        }
        if let Some(image) = &card.image {
            embed = embed.image(format!("attachment://{image}"));
        }
        if let Some(footer) = &card.footer {
            embed = embed.footer(serenity::CreateEmbedFooter::new(clip(footer, 2048)));
        }
        for (name, value) in &card.fields {
            embed = embed.field(clip(name, 256), clip(value, 1024), false);
        }
        Some(embed)
    }

    fn attachments(&self) -> Vec<serenity::CreateAttachment> {
        self.files
            .iter()
            .map(|f| {
                let file = serenity::CreateAttachment::bytes(f.bytes.clone(), f.filename.clone());
                match &f.description {
                    Some(alt) => file.description(clip(alt, MAX_ALT_TEXT)),
                    None => file,
                }
            })
            .collect()
    }

    /// A row per menu, then the button row (none at all when there are
    /// none, which also removes old ones when a message is edited).
    fn components(&self) -> Vec<serenity::CreateActionRow> {
        let mut rows: Vec<serenity::CreateActionRow> = self.menus.iter().map(Menu::row).collect();
        for row in self.buttons.chunks(MAX_BUTTONS).take(MAX_ROWS.saturating_sub(rows.len())) {
            let buttons = row
                .iter()
                .map(|b| {
                    serenity::CreateButton::new(b.action.encode()).label(clip(&b.label, 80)).style(b.style)
                })
                .collect();
            rows.push(serenity::CreateActionRow::Buttons(buttons));
        }
        rows
    }

    /// The same post with a button for everything a game needs under a
    /// board of a game going on (Board, Resign, Offer draw, Take back,
    /// Claim the win, after Move): for a chat reached through a user's
    /// install, where only the installer has the slash commands.
    pub fn with_game_buttons(mut self, language: Language) -> Post {
        use crate::messages::anywhere::{GameButton, button};
        let Some(board) = self.board.filter(|b| !b.state.over) else { return self };
        let game = board.game;
        let grey = serenity::ButtonStyle::Secondary;
        let more = [
            (Action::ShowBoard(game), button(language, GameButton::Board)),
            (Action::AskResign(game), button(language, GameButton::Resign)),
            (Action::OfferDraw(game), button(language, GameButton::Draw)),
            (Action::AskTakeback(game), button(language, GameButton::Takeback)),
            (Action::ClaimWin(game), words::offer_button(language, OfferButton::Claim)),
        ];
        for (action, label) in more {
            if !self.buttons.iter().any(|b| b.action == action) {
                self.buttons.push(Button::new(action, label, grey));
            }
        }
        self
    }

    /// The embed, or none at all: an update of a message that had one
    /// (a picker's picture) must say so, or Discord keeps the old one.
    fn embeds(&self) -> Vec<serenity::CreateEmbed> {
        self.embed().into_iter().collect()
    }

    /// As poise's reply: only for what never reaches the pipeline (an
    /// option poise could not read).
    pub fn to_reply(&self) -> poise::CreateReply {
        let reply = filled!(poise::CreateReply::default(), self).ephemeral(self.ephemeral);
        self.attachments().into_iter().fold(reply, poise::CreateReply::attachment)
    }

    /// As a message the bot posts in a channel by itself.
    pub fn to_message(&self) -> serenity::CreateMessage {
        let message = filled!(serenity::CreateMessage::new(), self).add_files(self.attachments());
        match self.reply_to {
            Some(to) => message.reference_message(reference(to)),
            None => message,
        }
    }

    /// As an interaction's answer: a new message, or the pressed message's
    /// new content.
    pub fn to_response(&self) -> serenity::CreateInteractionResponseMessage {
        filled!(serenity::CreateInteractionResponseMessage::new(), self)
            .embeds(self.embeds())
            .ephemeral(self.ephemeral)
            .add_files(self.attachments())
    }

    /// As the new content of an interaction's answer (a deferred one, or
    /// the message a button was pressed on): everything replaced, the
    /// attachments too.
    pub fn to_edit(&self) -> serenity::EditInteractionResponse {
        let edit =
            filled!(serenity::EditInteractionResponse::new(), self).embeds(self.embeds()).clear_attachments();
        self.attachments().into_iter().fold(edit, serenity::EditInteractionResponse::new_attachment)
    }

    /// As a follow-up message to an interaction already answered.
    pub fn to_followup(&self) -> serenity::CreateInteractionResponseFollowup {
        filled!(serenity::CreateInteractionResponseFollowup::new(), self)
            .ephemeral(self.ephemeral)
            .add_files(self.attachments())
    }
}

/// A reply to `to`. Should the message be gone (deleted by a moderator),
/// Discord posts this one as a plain message rather than refusing it.
fn reference(to: Posted) -> serenity::MessageReference {
    let channel = serenity::ChannelId::new(to.channel.0.max(1));
    let message = serenity::MessageId::new(to.message.0.max(1));
    serenity::MessageReference::from((channel, message)).fail_if_not_exists(false)
}

/// A private post with an embed (`title`, `text`) showing the picture
/// `png`, attached as `filename` (puzzles and lessons); `ephemeral` if only
/// the asker may see it (in a DM with the bot nobody else can anyway, and
/// lessons post there plainly so they stay).
pub fn card(title: String, text: String, filename: String, png: Picture, ephemeral: bool) -> Post {
    let mut post = Post { ephemeral, ..Post::default() };
    post.card =
        Some(Card { title, description: Some(text), image: Some(filename.clone()), ..Card::default() });
    post.files.push(Attachment::picture(filename, png));
    post
}

/// A board: the text of what happened, the picture in an embed, a Move
/// button while the game goes on and a Rematch button once it is over.
pub fn board_post(
    language: Language,
    game: &Game,
    text: &str,
    names: &ByPlayer<String>,
    png: Picture,
    ping: &[UserId],
) -> Post {
    let filename = format!("punct-game-{}-move-{}.png", game.id.0, game.ply);
    let mut post = Post::text(text);
    post.card = Some(Card {
        title: words::game_title(language, game, names),
        description: None,
        image: Some(filename.clone()),
        footer: Some(words::game_footer(language, game, game.ply)),
        ..Card::default()
    });
    post.files.push(Attachment::picture(filename, png));
    post.board = Some(BoardOf { game: game.id, channel: game.channel, state: game.state() });
    let forgotten =
        [game.seats.white, game.seats.black].iter().any(|s| s.user().is_some_and(|u| u.is_former_player()));
    if game.is_over() && forgotten {
        // Nobody to play a rematch with (`/punct forget-me`).
    } else if game.is_over() {
        post.buttons.push(Button::new(
            Action::Rematch(game.id),
            words::button(language, ButtonWord::Rematch),
            serenity::ButtonStyle::Primary,
        ));
    } else {
        // Opens the private move picker for whoever is to move; anyone
        // else pressing it is told privately why not.
        post.buttons.push(Button::new(
            Action::Move(game.id),
            crate::messages::picker::button(language, crate::messages::picker::PickerButton::Move),
            serenity::ButtonStyle::Primary,
        ));
    }
    // Each player's private analysis board (anyone's, once the game is over).
    post.buttons.push(Button::new(
        Action::Analyse(game.id),
        crate::messages::plans::button(language, crate::messages::plans::AnalysisButton::Analyse),
        serenity::ButtonStyle::Secondary,
    ));
    for &user in ping {
        post = post.pinging(user);
    }
    post
}

/// A challenge: to one person, with Accept / Decline, pinging them; open
/// to anyone, with Accept (for anyone but the challenger) / Cancel (for
/// the challenger), pinging nobody.
pub fn challenge_post(language: Language, challenge: &Challenge) -> Post {
    let mut post = Post::text(words::challenge_posted(language, challenge));
    let word = |w| words::button(language, w);
    let accept =
        Button::new(Action::Accept(challenge.id), word(ButtonWord::Accept), serenity::ButtonStyle::Success);
    let no = match challenge.challenged {
        Some(user) => {
            post = post.pinging(user);
            Button::new(
                Action::Decline(challenge.id),
                word(ButtonWord::Decline),
                serenity::ButtonStyle::Danger,
            )
        }
        None => Button::new(
            Action::Cancel(challenge.id),
            word(ButtonWord::Cancel),
            serenity::ButtonStyle::Secondary,
        ),
    };
    post.buttons = vec![accept, no];
    post
}

/// The opponent's time ran out: a notice with a Claim the win button,
/// pinging only the waiting player, replying to the game's latest board
/// when there is one.
pub fn time_up_post(notice: &TimeUpNotice) -> Post {
    let language = notice.language;
    let mut post = Post::text(words::time_up(language, notice))
        .pinging(notice.waiting)
        .replying_to(notice.channel, notice.board);
    let claim = words::offer_button(language, OfferButton::Claim);
    post.buttons = vec![Button::new(Action::ClaimWin(notice.game), claim, serenity::ButtonStyle::Success)];
    post
}

/// The private question `/punct resign` asks before anything happens:
/// whom the win would go to, with Resign (red) and Keep playing.
pub fn resign_confirmation(language: Language, game: &Game, user: UserId) -> Post {
    let mut post = Post::private(words::resign_question(language, game, user));
    post.buttons = vec![
        Button::new(
            Action::Resign(game.id),
            words::offer_button(language, OfferButton::Resign),
            serenity::ButtonStyle::Danger,
        ),
        Button::new(
            Action::KeepPlaying(game.id),
            words::offer_button(language, OfferButton::KeepPlaying),
            serenity::ButtonStyle::Secondary,
        ),
    ];
    post
}

/// A draw offer with Accept draw / Play on, pinging the opponent.
pub fn draw_post(language: Language, game: &Game) -> Post {
    let word = |w| words::offer_button(language, w);
    offer_post(
        game,
        words::draw_offered(language, game),
        game.draw_offer,
        [
            Button::new(
                Action::DrawAccept(game.id),
                word(OfferButton::AcceptDraw),
                serenity::ButtonStyle::Success,
            ),
            Button::new(
                Action::DrawDecline(game.id),
                word(OfferButton::PlayOn),
                serenity::ButtonStyle::Secondary,
            ),
        ],
    )
}

/// A takeback request with Allow / Refuse, pinging the opponent.
pub fn takeback_post(language: Language, game: &Game) -> Post {
    let word = |w| words::offer_button(language, w);
    offer_post(
        game,
        words::takeback_requested(language, game),
        game.takeback_offer,
        [
            Button::new(
                Action::TakebackAccept(game.id),
                word(OfferButton::AllowTakeback),
                serenity::ButtonStyle::Success,
            ),
            Button::new(
                Action::TakebackDecline(game.id),
                word(OfferButton::Refuse),
                serenity::ButtonStyle::Secondary,
            ),
        ],
    )
}

fn offer_post(game: &Game, text: String, by: Option<Player>, buttons: [Button; 2]) -> Post {
    let mut post = Post::text(text);
    if let Some(Seat::Human(user)) = by.map(|p| game.seats[p.opponent()]) {
        post = post.pinging(user);
    }
    post.buttons = buttons.to_vec();
    post
}

/// Cuts text to Discord's limit, marking the cut: a last-resort guard
/// only. Lists are built to fit in whole lines (`games_list`, `leaderboard`,
/// `move_list` in [`crate::messages::discord`] take the limit), so nothing
/// the bot sends should reach it; a request Discord would refuse is worse
/// than a cut.
pub fn clip(text: &str, max_chars: usize) -> String {
    if text.chars().count() <= max_chars {
        return text.to_string();
    }
    let mut clipped: String = text.chars().take(max_chars.saturating_sub(1)).collect();
    clipped.push('…');
    clipped
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;
    use crate::rules::Variant;
    use crate::service::NewGame;
    use crate::service::{
        ChallengeId, ChallengeStatus, ChannelId, ColourChoice, GameId, TimeControl, Timestamp,
    };
    use crate::service::{EndReason, notified};

    fn game(ply: u32) -> Game {
        let new = NewGame {
            channel: ChannelId(1),
            guild: None,
            seats: ByPlayer { white: Seat::Human(UserId(10)), black: Seat::Human(UserId(20)) },
            variant: Variant::Standard,
            time_control: TimeControl::default(),
            deadline: None,
            at: Timestamp(0),
        };
        Game { ply, log_len: ply, ..new.into_row(GameId(3)) }
    }

    fn no_picture() -> Picture {
        Picture { bytes: Vec::new(), alt: String::new() }
    }

    fn names() -> ByPlayer<String> {
        ByPlayer { white: "alice".to_string(), black: "bob".to_string() }
    }

    fn json(post: &Post) -> Value {
        serde_json::to_value(post.to_message()).unwrap()
    }

    #[test]
    fn a_board_pings_only_the_player_to_move_and_shows_its_attachment() {
        let g = game(1);
        let post = board_post(
            Language::ENGLISH,
            &g,
            "Move 1 (White): C5-C6-D6. <@20> to move, <@10> waits.",
            &names(),
            Picture { bytes: vec![1, 2], alt: "a board".to_string() },
            &notified(&g, Some(UserId(10))),
        );
        let v = json(&post);
        assert_eq!(v["allowed_mentions"]["users"], serde_json::json!(["20"]));
        assert_eq!(v["allowed_mentions"]["parse"], serde_json::json!([]));
        let image = v["embeds"][0]["image"]["url"].as_str().unwrap();
        assert_eq!(image, format!("attachment://{}", post.files[0].filename));
        assert_eq!(v["attachments"][0]["filename"], post.files[0].filename.as_str());
        assert_eq!(v["attachments"][0]["description"], "a board", "the picture's alt text");
        assert!(v["embeds"][0]["title"].as_str().unwrap().contains("alice (White) vs bob (Black)"));
        let buttons = &v["components"][0]["components"];
        assert_eq!(buttons.as_array().map(Vec::len), Some(2), "Move and Analyse while the game goes on: {v}");
        assert_eq!(buttons[0]["custom_id"], "punct:move:3");
        assert_eq!(buttons[1]["custom_id"], "punct:analyse:3");
    }

    #[test]
    fn a_finished_game_offers_a_rematch_and_pings_both_players_unless_a_move_ended_it() {
        let mut g = game(40);
        g.result =
            Some(crate::service::GameResult { winner: Some(Player::Black), reason: EndReason::Resignation });
        // Was: only the other player. An ending by resignation, time or
        // agreement now reaches both, whoever acted.
        assert_eq!(notified(&g, Some(UserId(10))), vec![UserId(10), UserId(20)]);
        let post = board_post(
            Language::ENGLISH,
            &g,
            "over",
            &names(),
            no_picture(),
            &notified(&g, Some(UserId(10))),
        );
        let v = json(&post);
        assert_eq!(v["components"][0]["components"][0]["custom_id"], "punct:rematch:3");
        assert_eq!(v["allowed_mentions"]["users"], serde_json::json!(["10", "20"]));
        for reason in [EndReason::Timeout, EndReason::Agreement] {
            g.result = Some(crate::service::GameResult { winner: None, reason });
            assert_eq!(notified(&g, Some(UserId(20))), vec![UserId(10), UserId(20)], "{reason:?}");
            assert_eq!(notified(&g, None), vec![UserId(10), UserId(20)], "{reason:?}");
        }
        g.result =
            Some(crate::service::GameResult { winner: Some(Player::Black), reason: EndReason::Connection });
        assert_eq!(notified(&g, Some(UserId(20))), vec![UserId(10)], "the winning mover saw it");
        g.seats.white = Seat::Bot(crate::service::Level::Easy);
        g.result =
            Some(crate::service::GameResult { winner: Some(Player::White), reason: EndReason::Timeout });
        assert_eq!(notified(&g, None), vec![UserId(20)], "never the computer");
    }

    fn challenge(challenged: Option<UserId>) -> Challenge {
        Challenge {
            id: ChallengeId(8),
            channel: ChannelId(1),
            guild: None,
            challenger: UserId(10),
            challenged,
            variant: Variant::Standard,
            time_control: TimeControl::default(),
            colour: ColourChoice::White,
            status: ChallengeStatus::Open,
            game: None,
            created_at: Timestamp(0),
            expires_at: Timestamp(100),
            rematch_of: None,
        }
    }

    fn button_ids(v: &Value) -> Vec<&str> {
        v["components"][0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["custom_id"].as_str().unwrap())
            .collect()
    }

    #[test]
    fn a_challenge_has_accept_and_decline_and_pings_the_challenged() {
        let c = challenge(Some(UserId(20)));
        let v = json(&challenge_post(Language::ENGLISH, &c));
        assert_eq!(button_ids(&v), ["punct:accept:8", "punct:decline:8"]);
        assert_eq!(v["allowed_mentions"]["users"], serde_json::json!(["20"]));
        assert!(v["content"].as_str().unwrap().starts_with("<@20>, <@10> challenges you"));
    }

    #[test]
    fn an_open_challenge_pings_nobody_and_offers_accept_and_cancel() {
        let mut c = challenge(None);
        c.colour = ColourChoice::Random;
        let v = json(&challenge_post(Language::ENGLISH, &c));
        assert_eq!(button_ids(&v), ["punct:accept:8", "punct:cancel:8"]);
        assert_eq!(v["allowed_mentions"]["users"], serde_json::json!([]));
        assert_eq!(v["allowed_mentions"]["parse"], serde_json::json!([]));
        let text = v["content"].as_str().unwrap();
        assert!(
            text.starts_with("<@10> is looking for a game of PÜNCT (standard, 3 days per move, colours drawn by lot): anyone here may accept."),
            "{text}"
        );
        assert!(!text.contains("Decline"), "{text}");
    }

    /// Whether it is still the latest (the game has not moved on, no later
    /// board is remembered) is the store's one conditional write, held by
    /// `tests/service.rs` (a_board_is_owed_until_the_games_latest_state_is_shown).
    #[test]
    fn a_board_is_remembered_only_in_its_games_channel() {
        let g = game(4);
        let post = board_post(Language::ENGLISH, &g, "x", &names(), no_picture(), &[]);
        let board = post.board.unwrap();
        let state = BoardState { log_len: 4, over: false };
        assert_eq!(board, BoardOf { game: GameId(3), channel: ChannelId(1), state });
        let here = Posted { channel: ChannelId(1), message: MessageId(900) };
        let elsewhere = Posted { channel: ChannelId(2), message: MessageId(900) };
        assert_eq!(board.remembered_as(here), Some(MessageId(900)));
        assert_eq!(board.remembered_as(elsewhere), None);
        assert_eq!(Post::text("no board").board, None);
    }

    #[test]
    fn a_reply_references_the_board_and_tolerates_its_deletion() {
        let post = Post::text("<@20>, it's your move")
            .pinging(UserId(20))
            .replying_to(ChannelId(1), Some(MessageId(77)));
        let v = json(&post);
        assert_eq!(v["message_reference"]["message_id"], "77");
        assert_eq!(v["message_reference"]["channel_id"], "1");
        assert_eq!(v["message_reference"]["fail_if_not_exists"], false);
        assert_eq!(v["allowed_mentions"]["replied_user"], false);
        assert_eq!(v["allowed_mentions"]["users"], serde_json::json!(["20"]));
        let plain = json(&Post::text("x").replying_to(ChannelId(1), None));
        assert!(plain.get("message_reference").is_none_or(Value::is_null), "{plain}");
    }

    #[test]
    fn a_time_up_notice_pings_only_the_waiting_player_and_offers_the_claim() {
        let notice = TimeUpNotice {
            game: GameId(7),
            channel: ChannelId(1),
            waiting: UserId(20),
            late: UserId(10),
            move_number: 12,
            deadline: Timestamp(1_000),
            automatic_at: Timestamp(87_400),
            board: Some(MessageId(77)),
            language: Language::ENGLISH,
        };
        let v = json(&time_up_post(&notice));
        assert_eq!(v["allowed_mentions"]["users"], serde_json::json!(["20"]));
        assert_eq!(v["allowed_mentions"]["parse"], serde_json::json!([]));
        assert_eq!(v["allowed_mentions"]["replied_user"], false);
        assert_eq!(v["message_reference"]["message_id"], "77");
        assert_eq!(button_ids(&v), ["punct:claim:7"]);
        assert_eq!(v["components"][0]["components"][0]["label"], "Claim the win");
        let text = v["content"].as_str().unwrap();
        assert!(text.starts_with("<@20>, <@10> ran out of time for move 12 in game #7."), "{text}");
        assert!(text.contains("<t:87400:f>") && text.contains("**Claim the win**"), "{text}");
        let plain = json(&time_up_post(&TimeUpNotice { board: None, ..notice }));
        assert!(plain.get("message_reference").is_none_or(Value::is_null), "{plain}");
    }

    #[test]
    fn offers_ping_the_opponent_of_whoever_offered() {
        let mut g = game(6);
        g.draw_offer = Some(Player::Black);
        let v = json(&draw_post(Language::ENGLISH, &g));
        assert_eq!(v["allowed_mentions"]["users"], serde_json::json!(["10"]));
        g.takeback_offer = Some(Player::White);
        let v = json(&takeback_post(Language::ENGLISH, &g));
        assert_eq!(v["allowed_mentions"]["users"], serde_json::json!(["20"]));
        assert_eq!(v["components"][0]["components"][0]["custom_id"], "punct:takeback-accept:3");
    }

    #[test]
    fn text_is_clipped_to_discords_limit() {
        let post = Post::text("x".repeat(5000));
        assert_eq!(post.content.chars().count(), MAX_CONTENT);
        assert!(post.content.ends_with('…'));
        let v = json(&Post::text("hi <@5>"));
        assert_eq!(v["allowed_mentions"]["users"], serde_json::json!([]));
    }
}
