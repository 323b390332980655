# The bot's own answers on Discord (messages/discord.rs). Players are
# mentioned as <@id>, channels as <#id>, times as <t:…:R>: Discord shows
# them as names and as "in 2 days". Commands are named through
# `commands.ftl` ({ punct-board }, { punct-board.game }), so each reader
# sees the names their Discord shows.

-cmd-games = `/punct { punct-games }`

## Small words

colour-name = { $colour ->
    [white] White
   *[black] Black
  }
computer-seat = the computer ({ level-name })
level-name = { $level ->
    [easy] easy
    [hard] hard
    [expert] expert
   *[medium] medium
  }
variant-title = { $variant ->
    [basic] Basic
   *[standard] Standard
  }
time-control = { $days ->
    [none] no time limit
    [one] 1 day per move
    [bank3] bank: 3 days, +1 day a move
    [bank7] bank: 7 days, +1 day a move
    [bank10] bank: 10 days, +36 h a move
   *[other] { $days } days per move
  }

## Which game

no-game-here = You have no game going in this channel. Start one with `/punct { punct-challenge } { punct-challenge.opponent }:@someone` (choose the bot as opponent to play the computer), or name a game: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = There is no game going in this channel. Name one, e.g. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } lists yours.
no-finished-game-here = No game has finished in this channel yet, so there is nothing to review. Name one, e.g. `/punct { punct-review } { punct-review.game }:3`; { -cmd-games } lists your recent ones.
which-game = You have { $count } games here: { $list }. Say which one with the game option, e.g. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
    [analyse] { punct-analyse }
    [plan] { punct-plan }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } vs { $black })
not-a-game-number = “{ $text }” is not a game number. Use the number { -cmd-games } shows, e.g. `{ punct-board.game }:3`.

## Who may be challenged, and from where

challenge-days-or-clock = Choose either days per move (`{ punct-challenge.days }`) or a time bank (`{ punct-challenge.clock }`), not both: e.g. `/punct { punct-challenge } { punct-challenge.clock }:bank: 10 days, +36 h a move` gives each player 10 days, and every move adds 36 hours.

cannot-challenge-bot = Bots can't play PÜNCT, except me: challenge me (pick my name as opponent) to play the computer.
challenge-people-in-a-server = Challenge people in a server channel they can see, or in a DM or group DM with them once you have added me to your own apps (my profile → **Add App**): nobody else can see this conversation. Here you can play me: `/punct { punct-challenge }` with my name as opponent, or read `/punct { punct-help }`.
cannot-challenge-yourself = You can't challenge yourself. Pick someone else, e.g. `/punct { punct-challenge } { punct-challenge.opponent }:@friend`, leave out `{ punct-challenge.opponent }` to let anyone here accept, or pick me to play the computer.
not-a-member = <@{ $user }> is not a member of this server, so they could never see or accept your challenge. Challenge someone who is here, e.g. `/punct { punct-challenge } { punct-challenge.opponent }:@friend`.
cannot-see-channel = <@{ $user }> can't see this channel, so they could never accept your challenge. Challenge them in a channel you both see, or ask a moderator to let them in.
play-in-the-games-channel = Game { $game } is played in <#{ $channel }>: make your moves and offers there, where your opponent sees them.
play-in-the-games-channel-board = Game { $game } is played in <#{ $channel }>: make your moves and offers there, where your opponent sees them. Its latest board: { $link }
not-your-game-to-show = Game { $game } is played in another server: only its two players can look at it from here. { -cmd-games } lists yours.

## A board

board-status-over = Game { $game } is over: { $result }.
board-status = Game { $game }: { $seat } to move ({ colour-name }).
board-status-clock = Game { $game }: { $seat } to move ({ colour-name }) by { $deadline }.
game-title = Game { $game } — { $white } (White) vs { $black } (Black)
game-footer = { variant-title } game · { time-control } · after move { $ply }

## When something failed, or counted although its answer failed

internal-failure = Sorry, something went wrong on my side and I could not finish that. Your games are safe: nothing is lost. Please try again in a moment.
-board-follows = I could not show the board here just now; it follows in the game's channel within a few minutes
done-moved = Your move in game { $game } was played. { -board-follows }, and your opponent is pinged there.
done-ended = Game { $game } is over and its result is recorded. { -board-follows }.
done-took-back = The takeback in game { $game } is done. { -board-follows }.
done-started = Game { $game } has begun. { -board-follows }.
done-offered-draw = Your draw offer in game { $game } stands, but I could not post it just now. Your opponent can still accept it with `/punct { punct-draw }`.
done-asked-takeback = Your takeback request in game { $game } is recorded, but I could not post it for your opponent just now. It lapses with the next move; you may ask again after that.
done-answered-challenge = Your answer to challenge { $challenge } is recorded; I could not update its message just now.
done-answered-offer = Your answer in game { $game } is recorded; I could not update the offer's message just now.
done-challenged-withdrawn = I could not post your challenge { $challenge } just now, so I withdrew it. Please try again in a moment.
done-challenged-standing = Your challenge { $challenge } is recorded, but I could not post it just now; it expires if nobody answers it.
done-league = Done for league { $league }, but the answer could not be shown here.

## Options the bot could not read

bad-argument = I could not read “{ $input }” for /{ $command }.
bad-argument-example = I could not read “{ $input }” for /{ $command }. For example: `{ $example }`
stale-button = This button is from an older version of the bot and no longer works. Use { -cmd-games } to find your games, or `/punct { punct-help }`.
command-example = { $command ->
    [challenge] /punct { punct-challenge } { punct-challenge.opponent }:@Alice { punct-challenge.days }:3
    [move] /punct { punct-move } { punct-move.text }:F5>H7-H8-I8
    [board] /punct { punct-board } { punct-board.game }:12
   *[history] /punct { punct-history } { punct-history.game }:12 { punct-history.move }:10
  }

## A board's clock, under the picture

board-clock-turn = { $seat } has until { $deadline } ({ $relative }).
board-clock-bank = { $seat }'s bank: { $left }.
board-away = { $seat } is away until { $until }: their clock stands still.
duration = { $days ->
    [0] { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
      }
   *[other] { $days ->
        [one] 1 day
       *[other] { $days } days
      }{ $hours ->
        [0] {""}
        [one] , 1 hour
       *[other] , { $hours } hours
      }
  }

## /punct away and /punct back

away-set = Your clocks are stopped until { $until }: { $games ->
    [0] no game of yours is waiting for you now; any that does meanwhile waits until then.
    [one] 1 game waiting for your move now waits until then, and any that becomes your turn meanwhile too.
   *[other] { $games } games waiting for your move now wait until then, and any that becomes your turn meanwhile too.
  } Your opponents can still move. { away-days-left } End it early with `/punct { punct-back }`.
away-days-left = Away days left this year: { $left } of { $allowance }.
away-back = Welcome back! { $games ->
    [0] No clock of yours was stopped.
    [one] The clock of 1 game is running again.
   *[other] The clocks of { $games } games are running again.
  }{ $returned ->
    [0] {""}
    [one] {" "}1 unused away day came back.
   *[other] {" "}{ $returned } unused away days came back.
  } { away-days-left }
away-status-away = You are away until { $until }; your clocks stand still. { away-days-left } End it early with `/punct { punct-back }`.
away-status-here = You are not away. { away-days-left } `/punct { punct-away } { punct-away.days }:7` stops your clocks for a week.

## Turn notices by DM

turn-notice = Your move in game { $game } against { $opponent } (move { $move_number }){ $deadline ->
    [none] {""}
   *[other] , your time runs out { $deadline }
  }: { $link }
turn-notice-opponent-unknown = your opponent
digest-title = { $count ->
    [one] **1 game is waiting for your move:**
   *[other] **{ $count } games are waiting for your move:**
  }
digest-line = • Game { $game } against { $opponent }{ $deadline ->
    [none] {""}
   *[other] , time runs out { $deadline }
  }: { $link }
dms-closed = I could not send you a DM: your direct messages are closed to me, so I switched your turn notices off. To get them again, allow direct messages from members of a server we share (the server's menu → Privacy Settings), then use `/punct { punct-settings } { punct-settings.notify }:`.
quiet-none = none

## /punct settings

settings-shown = **Your settings** (they follow you into every server and DM):
    • Preview typed moves: **{ $preview ->
        [on] on**: a move you type with `/punct { punct-move }` is shown first, with buttons to play it or cancel.
       *[off] off**: a move you type with `/punct { punct-move }` is played at once.
    }
    Change it with `/punct { punct-settings } { punct-settings.preview }:`. Leave the move out of `/punct { punct-move }`, or press **{ picker-button-move }** under a board, to pick a move on the board.
    • Time zone: **{ $zone }** (`/punct { punct-settings } { punct-settings.timezone }:`): the days of `/punct { punct-away } { punct-away.until }:` and the calendar year of away days follow it.
    • Timeout protection: **{ $protection ->
        [on] on**: when your time for a move runs out and you have away days left, one is used instead of losing the game.
       *[off] off**: when your time for a move runs out, your opponent can claim the win.
    } Change it with `/punct { punct-settings } { punct-settings.protection }:`.
    • Turn notices by DM: **{ $notify ->
        [turn] every turn**: a DM when a game waits for your move, a few minutes after it does.
        [digest] a daily digest** at { $digest_hour }:00 your time, listing the games waiting for your move (none on a day with nothing to do).
       *[off] off**.
    } Change it with `/punct { punct-settings } { punct-settings.notify }:`. Quiet hours: **{ $quiet }** (`/punct { punct-settings } { punct-settings.quiet }:22-7`): no DM then; what is due waits.
    • Away: { $until ->
        [none] no. { away-days-left }
       *[other] until { $until }. { away-days-left }
    } `/punct { punct-away }` and `/punct { punct-back }` set it.
settings-changed = Saved.
