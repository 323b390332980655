# Refusals of the game service (messages/service.rs): each says what was
# wrong and what would be right. Games and challenges are given as "#12",
# players as mentions (<@id>), times as <t:…:R>.

-cmd-challenge-someone = `/punct { punct-challenge } { punct-challenge.opponent }:@someone`

## What became of a challenge (a past participle)

challenge-status = { $status ->
    [open] open
    [accepted] accepted
    [declined] declined
    [cancelled] cancelled
   *[expired] expired
  }

## A result: who won, and how

result-won = { colour-name } wins { result-how }
result-drawn = drawn { result-how }
result-how = { $reason ->
    [connection] by connecting two opposite sides
    [central-majority] with more of the central hexagon when the last piece was placed
    [central-tie] with the central hexagon shared equally when the last piece was placed
    [last-piece-placed] as the last piece was placed without a connection
    [no-legal-moves] as neither player could move
    [resignation] by resignation
    [timeout] on time
   *[agreement] by agreement
  }

## Refusals

error-game-not-found = There is no game { $game }. { -cmd-games } lists yours with their numbers.
error-challenge-not-found = There is no challenge { $challenge } any more. Start a new one with { -cmd-challenge-someone }.
error-cannot-challenge-yourself = You can't challenge yourself. Challenge another player, anyone in the channel, or the computer.
error-challenge-not-for-you = Challenge { $challenge } is for { $challenged } only. Start your own with { -cmd-challenge-someone }.
error-own-challenge = Challenge { $challenge } is your own: wait for someone to accept it, or withdraw it with the button under it (**{ button-decline }** on a challenge to one person, **{ button-cancel }** on one open to anyone).
error-not-your-challenge = Only { $challenger } can cancel challenge { $challenge }. To play them, press **{ button-accept }** under it.
error-open-challenge-cannot-be-declined = Challenge { $challenge } is open to anyone, so there is nothing to decline: just leave it, or accept it to play.
error-challenge-closed = Challenge { $challenge } was already { challenge-status }. Start a new one with { -cmd-challenge-someone }.
error-challenge-expired = Challenge { $challenge } expired { $expired }. Start a new one with { -cmd-challenge-someone }.
error-game-over = Game { $game } is over: { $result }. Press **{ button-rematch }** under its last board, or start a new game with `/punct { punct-challenge }`.
error-not-a-participant = You are not playing in game { $game }, so only its players can do that. { -cmd-games } lists yours.
error-not-your-turn = It's not your turn in game { $game }: it is { $seat } to move. You'll be pinged when it's yours.
error-position-changed = Game { $game } moved on while you were choosing (you saw move { $expected }, it is now at move { $actual }), so your move was not played. Look at the new board and try again.
error-no-such-pick = That choice is not one of your legal moves in game { $game }. Press Move on the latest board to start again.
error-concurrent-change = Something else changed game { $game } at the same moment, so your request was not applied. Look at the board and try again.
error-draw-already-offered = You already offered a draw in game { $game }; your opponent can accept or decline it.
error-no-draw-offer = Nobody has offered a draw in game { $game }. To propose one, use `/punct { punct-draw } { punct-draw.game }:{ $number }`.
error-own-draw-offer = The draw offer in game { $game } is yours: only your opponent can accept or decline it.
error-takeback-pending = { $seat } already asked for a takeback in game { $game }; it must be accepted or declined first.
error-no-takeback-request = Nobody has asked for a takeback in game { $game }. To ask for one, use `/punct { punct-takeback } { punct-takeback.game }:{ $number }`.
error-own-takeback-request = The takeback request in game { $game } is yours: only your opponent can accept or decline it.
error-nothing-to-take-back = You haven't made a move in game { $game } yet, so there is nothing to take back.
error-no-time-limit = Game { $game } has no time limit, so nobody can run out of time. You can offer a draw or resign instead.
error-time-not-up = Your opponent still has time in game { $game }: it runs out { $deadline }. Once it has, claim the win with `/punct { punct-claim } { punct-claim.game }:{ $number }` (if you don't, the win is recorded for you a little later).
error-claim-on-your-own-turn = It's your own move in game { $game }: your time runs out { $deadline }. Play it with `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-claim-on-your-own-turn-no-clock = It's your own move in game { $game }. Play it with `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-away-day-spent = { $late }'s time in game { $game } ran out, but one of their away days was used instead (timeout protection): their clock stopped for a day, and they now have until { $until }. If that runs out too, you can claim the win then.
error-away-days-out-of-range = { $days } is not a number of away days I can set: give 1 to 366, e.g. `/punct { punct-away } { punct-away.days }:7`, or the day you are back, e.g. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-not-enough-away-days = { $left ->
    [0] You have no away days left this year: all { $allowance } are used. They start again on 1 January.
   *[other] You asked for { $asked } away days, but only { $left } of your { $allowance } are left this year{ $replacing ->
        [yes] , counting the unused days of your current stay, which it would replace
       *[no] {""}
    }. Ask for { $left } or fewer, e.g. `/punct { punct-away } { punct-away.days }:{ $left }`.
  }
error-not-a-date = “{ $text }” is not a date I can read. Give the day you are back as year-month-day, e.g. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-date-not-ahead = { $date } is not after today. Give the day you are back (year-month-day, in your time zone), or a number of days, e.g. `/punct { punct-away } { punct-away.days }:7`.
error-away-days-or-date = Give either how many days you are away (`/punct { punct-away } { punct-away.days }:7`) or the day you are back (`/punct { punct-away } { punct-away.until }:2026-12-24`), not both.
error-not-away = You are not away, so there is nothing to end. `/punct { punct-away } { punct-away.days }:7` stops your clocks for a week.
error-unknown-time-zone = “{ $text }” is not a time zone I know. Use a name such as Europe/Berlin or America/New_York (the suggestions list them as you type), or UTC.
error-not-quiet-hours = “{ $text }” are not quiet hours I can read. Give the hour they start and the hour they end, e.g. `/punct { punct-settings } { punct-settings.quiet }:22-7` (from 22:00 to 07:00) or `23:30-06:45`; `off` for none.
error-rematch-before-end = Game { $game } is still being played: a rematch can start once it is over.
error-rematch-open = The rematch of game { $game } is already open: challenge { $challenge }, from { $challenger } to { $challenged }, expiring { $expires }. Answer it with the buttons under it (**{ button-accept }** to play, **{ button-decline }** to say no or to withdraw it); once it is answered or has expired, **{ button-rematch }** can ask again.
error-ply-out-of-range = Game { $game } has { $last ->
    [one] { $last } move
   *[other] { $last } moves
  } so far, so there is no position after move { $ply }. Pick 0 to { $last }.
error-corrupt-game = Game { $game } can't be loaded: its stored moves don't replay. The bot's operator has been told; nothing was changed.
error-store = Something went wrong with the game database, and nothing was changed. Please try again in a moment.

## Buttons named in sentences

button-accept = Accept
button-decline = Decline
button-cancel = Cancel
button-rematch = Rematch
