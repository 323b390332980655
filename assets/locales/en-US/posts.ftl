# What the bot posts about games (messages/discord.rs, messages/service.rs):
# challenges and their answers, offers and their buttons, reminders, time-up
# notices, boards' announcements, lists. Public posts are in the server's
# language, answers only one player sees in theirs. Players are mentions
# (<@id>), games and challenges "#12", times <t:…:R>. Commands are named
# through commands.ftl, as each reader's Discord shows them.

## Small words

variant-name = { $variant ->
    [basic] basic
   *[standard] standard
  }
someone = Someone
seat-computer = Computer ({ level-name })
seat-unknown = player { $id }
computer-with-colour = the computer ({ level-name }, { colour-name })
seat-with-colour = { $seat } ({ colour-name })

## Buttons

button-accept-draw = Accept draw
button-play-on = Play on
button-allow-takeback = Allow takeback
button-refuse = Refuse
button-claim = Claim the win
button-resign = Resign
button-keep-playing = Keep playing

## Challenges

challenge-colours = { $colour ->
    [white] { $challenger } plays white
    [black] { $challenger } plays black
   *[random] colours drawn by lot
  }
challenge-posted = { $challenged }, { $challenger } challenges you to a { variant-name } game of PÜNCT ({ time-control }, { challenge-colours }). Press **{ button-accept }** to play or **{ button-decline }** to say no. The challenge expires { $expires }.
rematch-posted = { $challenged }, { $challenger } challenges you to a rematch of game { $game } (challenge { $challenge }): { variant-name } game of PÜNCT ({ time-control }, { challenge-colours }). Press **{ button-accept }** to play or **{ button-decline }** to say no. The challenge expires { $expires }.
open-challenge-posted = { $challenger } is looking for a game of PÜNCT ({ variant-name }, { time-control }, { challenge-colours }): anyone here may accept. Press **{ button-accept }** to play; { $challenger } can **{ button-cancel }** it. The challenge expires { $expires }.
challenge-accepted-by = { $who } accepted { $challenger }'s challenge: game { $game } has started below.
challenge-declined-by = { $who } declined { $challenger }'s challenge.
challenge-withdrawn = { $challenger } withdrew the challenge.
challenge-expired-unanswered = This challenge expired without an answer.
challenge-now = This challenge is { challenge-status }.
challenge-accepted = { $user } accepted the challenge: game { $game } has started below.
challenge-closed-declined = { $who } declined challenge { $challenge } from { $challenger }.
challenge-closed-expired = { $challenger }, your challenge { $challenge } expired without an answer.
challenge-closed = Challenge { $challenge } was { challenge-status }.

## Offers

offer-by-someone = A player
offer-to-someone = Their opponent
draw-offered = { $by } offers a draw in game { $game }. { $to }, press **{ button-accept-draw }**, or **{ button-play-on }** to refuse.
takeback-requested = { $by } asks to take back their last move in game { $game }. { $to }, press **{ button-allow-takeback }** or **{ button-refuse }**.
computer-plays-on = The computer plays on in game { $game }: it never agrees to a draw. You can resign instead.
taken-back = Taken back in game { $game }: { $moves }. { $next }
offer-declined = { $by } declined the { $what ->
    [draw] draw offer
   *[takeback] takeback request
  } in game { $game }; play goes on. { $next }

## Clocks

reminder = { $user }, it's your move in game { $game }. { $stage ->
    [half] Half your time for this move is gone
   *[final] Last call! Your time is nearly up
  }: it runs out { $deadline }. Play with `/punct { punct-move } { punct-move.game }:{ $number }`, or see the board with `/punct { punct-board } { punct-board.game }:{ $number }`.
time-up = { $waiting }, { $late } ran out of time for move { $move_number } in game { $game }. Press **{ button-claim }** to end it now, or leave it: if they have not moved by <t:{ $at }:f>, the game is recorded as your win.
reminder-opponent-away = { $user } is away until { $until }: you can move as usual, and the game then waits for them; their clock stands still meanwhile.
away-day-spent = { $user }, your time for move { $move_number } in game { $game } ran out, so one of your away days was used (timeout protection): your clocks stopped for a day, and you now have until { $until }. { $left ->
    [0] That was your last away day this year.
    [one] You have 1 away day left this year.
   *[other] You have { $left } away days left this year.
  } Turn this off with `/punct { punct-settings } { punct-settings.protection }:False`.
timed-out = { $loser } ran out of time. { $finished }
claimed = { $user } claims the win. { $timed_out }
resigned = { $user } resigned. { $finished }
resign-question = Resign game { $game }? { $opponent } wins, and it cannot be undone. Only you see this question.
kept-playing = You play on in game { $game }.

## A game's course

game-started = Game { $game } starts: { $white } plays White, { $black } plays Black ({ variant-name }, { time-control }).
move-made = Move { $ply } ({ colour-name }): { $notation }.
move-passed = { colour-name } has no legal move and passes.
next-game-over = Game over: { $result }.
next-to-move = { $seat } to move ({ colour-name }).
next-to-move-clock = { $seat } to move ({ colour-name }) by { $deadline }.
finished = Game { $game } is over: { $result }. { $players }
goes-on = Game { $game } goes on.
both-players = { $white } and { $black }: **{ button-rematch }** below offers a return game, colours swapped.

## Lists

games-none = You have no game going. Start one with `/punct { punct-challenge } { punct-challenge.opponent }:@someone`.
games-waiting = { $count ->
    [0] None of your games is waiting for you.
    [one] **{ $count } game** is waiting for your move.
   *[other] **{ $count } games** are waiting for your move.
  }
games-line = • { $listing } in <#{ $channel }>
games-recently-finished = Recently finished:
more-games = …and { $count ->
    [one] { $count } more game
   *[other] { $count } more games
  }.
listing = { $game } { $white } vs { $black } — move { $move_number }, { $turn }
listing-finished = { $game } { $white } vs { $black } — { $result } after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  }
listing-clock = { $game } { $white } vs { $black } — move { $move_number }, { $turn }, time runs out { $deadline }
listing-your-turn = **your turn**
listing-to-move = { $seat } to move
leaderboard-title = PÜNCT leaderboard (Glicko-2, games between people)
leaderboard-empty = Nobody has finished a rated game yet. Games between two people count; games against me don't.
leaderboard-line = { $rank }. { $name } — { $rating } (±{ $spread }), { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
  }
more-players = …and { $count ->
    [one] { $count } more player
   *[other] { $count } more players
  }.
no-moves = No moves yet.
moves-in-record = ({ $count ->
    [one] The first move is
   *[other] The first { $count } moves are
  } in the attached record.)
position-caption = Game { $game } after move { $ply } of { $last }
game-choice = { $game } — { $white } vs { $black } — { $state }
game-choice-your-turn = your turn
game-choice-move = move { $move_number }

## The record file (`.txt`): the tag names stay PGN's, these are their values

record-event = PÜNCT on Discord, game { $number }
record-ongoing = ongoing
