# Leagues (messages/leagues.rs): round robins a server runs in one of its
# channels (/punct league …). Names of people are Discord mentions; a
# league's name is the organiser's own words, shown as written.

## The sign-up post

league-signup-title = League: { $league }
league-terms = Games: { variant-name }, { time-control }; { $cycles ->
    [2] everyone plays everyone twice, colours swapped
   *[other] everyone plays everyone once
}. Organised by { $organiser }.
league-starts-at = Sign-ups close and round 1 starts { $at }.
league-starts-by-organiser = Sign-ups stay open until { $organiser } starts the league with `/punct { punct-league } { punct-league-start }`.
league-entrants = Entrants ({ $count } of at most { $max }): { $names }
league-no-entrants = No entrants yet.
league-signup-how = Press **{ league-button-join }** to play (at least { $min } players are needed), **{ league-button-leave }** to change your mind.
league-signup-started = Sign-ups are closed: the league started with { $count } players. `/punct { punct-league } { punct-league-standings }` shows the table.
league-signup-cancelled = This league was cancelled.
league-signup-finished = This league is over. `/punct { punct-league } { punct-league-standings }` shows the final table.
league-button-join = Join
league-button-leave = Leave
league-joined = You are in **{ $league }**. Your games start with round 1.
league-withdrew = You are no longer entered in **{ $league }**.

## Starting, rounds, the end

league-started = **{ $league }** has started: { $count } players, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}. Round 1's games follow.
league-round-title = { $league }: round { $round } of { $rounds }
league-round-games = { $count ->
    [one] The game of this round has started:
   *[other] The { $count } games of this round have started:
}
league-round-game = { $white } (White) against { $black } (Black): game { $game }
league-round-forfeit = { $white } against { $black }: not played, { $loser } left the league
league-round-forfeit-both = { $white } against { $black }: not played, both left the league
league-round-bye = { $player } has no game this round (a bye).
league-round-threads = Each game is played in a thread of its own.
league-game-line = **{ $league }**, round { $round } of { $rounds }.
league-thread-line = **{ $league }**, round { $round }: { $white } against { $black }. Game { $game } is played in the thread below.
league-round-how = Games of a round can be played at the same time; the next round starts when every game of this one is over.
league-standings-after = Standings after round { $round }:
league-final-title = { $league }: final standings
league-final-winner = **{ $league }** is over. { $winner } wins the league!
league-final-shared = **{ $league }** is over. First place is shared by { $winners }.
league-too-few = **{ $league }** could not start at its start time: { $count ->
    [one] 1 entrant
   *[other] { $count } entrants
}, at least { $min } are needed. Sign-ups stay open; { $organiser } can start it with `/punct { punct-league } { punct-league-start }` once there are enough.

## The table

league-standings-title = { $league }: standings
league-standings-progress = { $status ->
    [signup] Sign-ups are open: no game played yet.
    [finished] Final: { $rounds } rounds, { $decided } games.
    [cancelled] Cancelled after round { $round }: { $decided } of { $total } games decided.
   *[running] Round { $round } of { $rounds }: { $decided } of { $total } games decided.
}
league-standings-line = { $place }. { $player } — **{ $points }** ({ $won } won, { $drawn } drawn, { $lost } lost · SB { $sb }){ $left ->
    [yes] , left the league
   *[no] {""}
}
league-standings-more = …and { $count ->
    [one] 1 more player
   *[other] { $count } more players
}: the whole table is in the picture.
league-standings-empty = Nobody has entered yet.
league-standings-ties = Ties are broken by wins, then Sonneborn–Berger (SB: the points of the players you beat, and half those of the players you drew with), then the games between the players still tied.
league-column-place = #
league-column-player = Player
league-column-points = Points
league-column-won = Won
league-column-drawn = Drawn
league-column-lost = Lost
league-column-sb = SB
league-picture-title = { $league }
league-picture-subtitle = { $status ->
    [finished] Final standings · { $players } players
    [cancelled] Cancelled · { $players } players
    [signup] Sign-ups open · { $players } players
   *[running] After round { $round } of { $rounds } · { $players } players
}
league-picture-footer = Ties: wins, then Sonneborn–Berger (SB), then games between the tied.
league-standings-alt = Standings of { $league }, place, name and points:

## Leaving and cancelling

league-leave-confirm = Leave **{ $league }**? { $games ->
    [0] You have no game in progress in it.
    [one] Your game in progress ({ $list }) will be resigned.
   *[other] Your { $games } games in progress ({ $list }) will be resigned.
} { $unplayed ->
    [0] {""}
    [one] Your 1 game not yet played counts as a loss.
   *[other] Your { $unplayed } games not yet played count as losses.
} You stay in the standings.
league-button-leave-for-good = Leave the league
league-button-stay = Stay
league-stayed = You stay in **{ $league }**.
league-left = { $player } left **{ $league }**. { $games ->
    [0] {""}
    [one] Their game in progress ({ $list }) was resigned.
   *[other] Their { $games } games in progress ({ $list }) were resigned.
} { $unplayed ->
    [0] {""}
    [one] Their 1 game not yet played counts as a loss.
   *[other] Their { $unplayed } games not yet played count as losses.
}
league-cancelled = **{ $league }** was cancelled by { $by }. Games going on continue, but no longer count for the league.
league-in-dm = Leagues are run in a server's channel: use this command there.
league-listing = league { $league }, round { $round }

## Refusals

error-league-not-found = There is no league { $league }.
error-league-named-not-found = This server has no league called “{ $name }”. Start typing in the `{ punct-league-standings.league }` option to see its leagues.
error-no-league-here = There is no league going on in this server. Someone who manages it can create one with `/punct { punct-league } { punct-league-create }`.
error-which-league = Several leagues are going on here ({ $leagues }): name one with the `{ punct-league-standings.league }` option.
error-league-organisers-only = { $role ->
    [none] Only members who can manage this server may create leagues here.
   *[other] Only members who can manage this server, or who have the role { $role }, may create leagues here.
}
error-league-organiser-only = Only { $organiser }, who organises **{ $league }**, or someone who can manage the server may do that.
error-league-name-empty = A league needs a name, e.g. `Winter league`.
error-league-name-too-long = A league name has at most { $max } characters, e.g. `Winter league`.
error-league-name-taken = There is already a league called **{ $name }** here (in { $channel }). Choose another name, e.g. `{ $name } 2`.
error-league-start-in-past = The start time { $at } has already passed. Give a time to come, e.g. `2026-12-24 18:00` (in your time zone), or leave it out and start the league with `/punct { punct-league } { punct-league-start }`.
error-league-signup-closed = Sign-ups for **{ $league }** are closed: { $status ->
    [running] it has started.
    [finished] it is over.
   *[cancelled] it was cancelled.
}
error-league-already-entered = You are in **{ $league }** already.
error-league-full = **{ $league }** is full: a league takes at most { $max } players.
error-league-too-few = **{ $league }** has { $entrants ->
    [one] 1 entrant
   *[other] { $entrants } entrants
}: at least { $min } are needed to start.
error-not-in-league = You are not playing in **{ $league }**.
error-league-over = **{ $league }** is over: { $status ->
    [finished] every game was played.
   *[cancelled] it was cancelled.
}
error-league-bad-start = “{ $text }” is not a time the league can start at. Write a date and a time in your time zone, e.g. `2026-12-24 18:00`, or just a date, e.g. `2026-12-24` (then it starts at midnight).
