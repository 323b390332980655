# The /punct commands as Discord shows them: each subcommand's name and
# description, its options' names (attribute = the option's name in code)
# and descriptions (`<option>-description`), and the choices' names
# (`<option>-choice-<n>`, in the order of the menu). The group itself is
# called `punct` in every language. Names: lower case, 1–32 letters,
# digits, `-` or `_`; descriptions and choices at most 100 characters.
#
# English is the source: these must equal the names and descriptions in
# the code (a test holds them together).

punct = punct
    .description = PÜNCT, Kris Burm's connection game: challenge someone and play here over days.

punct-challenge = challenge
    .description = Challenge someone, or anyone here, to a game of PÜNCT (pick me to play the computer).
    .opponent = opponent
    .opponent-description = Who you want to play (leave out to let anyone here accept); pick me to play the computer
    .variant = variant
    .variant-description = standard (default) or basic
    .variant-choice-0 = standard
    .variant-choice-1 = basic
    .days = days
    .days-description = Time for each move (default 3 days)
    .days-choice-0 = 1 day
    .days-choice-1 = 3 days
    .days-choice-2 = 7 days
    .days-choice-3 = 14 days
    .days-choice-4 = no limit
    .clock = clock
    .clock-description = A time bank instead of days per move: each move adds time, never above the bank
    .clock-choice-0 = bank: 3 days, +1 day a move
    .clock-choice-1 = bank: 7 days, +1 day a move
    .clock-choice-2 = bank: 10 days, +36 h a move
    .color = color
    .color-description = Your colour (default: drawn by lot)
    .color-choice-0 = random
    .color-choice-1 = white
    .color-choice-2 = black
    .level = level
    .level-description = The computer's strength, when you play me (default medium)
    .level-choice-0 = easy
    .level-choice-1 = medium
    .level-choice-2 = hard
    .level-choice-3 = expert

punct-move = move
    .description = Play your move, e.g. F5>H7-H8-I8, or leave it out to pick it on the board.
    .text = text
    .text-description = Your move: C5-C6-D6 places a piece, F5>H7-H8-I8 moves one; leave out to pick on the board
    .game = game
    .game-description = Which game, if you have several in this channel
    .preview = preview
    .preview-description = Show the board after the move first, with Play and Cancel buttons

punct-board = board
    .description = Show a game's board (yours in this channel, or the one you name).
    .game = game
    .game-description = Which game (default: yours in this channel)

punct-games = games
    .description = Your games, the ones waiting for your move first (only you see this).

punct-resign = resign
    .description = Resign a game: your opponent wins.
    .game = game
    .game-description = Which game, if you have several in this channel

punct-draw = draw
    .description = Offer a draw, or accept the one your opponent offered.
    .game = game
    .game-description = Which game, if you have several in this channel

punct-takeback = takeback
    .description = Ask to take back your last move (your opponent decides).
    .game = game
    .game-description = Which game, if you have several in this channel

punct-claim = claim
    .description = Claim the win in a game whose opponent ran out of time.
    .game = game
    .game-description = Which game, if you have several in this channel

punct-history = history
    .description = A game's moves, its board after any move, the record, and a replay.
    .game = game
    .game-description = Which game (default: yours here, else the one that ended last)
    .move = move
    .move-description = Show the board after this move (0: the empty board; moves count one per turn)

punct-review = review
    .description = The turning points of a finished game, each with a picture.
    .game = game
    .game-description = Which game (default: the one that ended last here)

punct-analyse = analyse
    .description = Your private analysis board of a game: try moves for both sides; it never changes the game.
    .game = game
    .game-description = Which game (default: yours in this channel)
    .move = move
    .move-description = A move to try on your analysis board, e.g. F5>H7-H8-I8

punct-plan = plan
    .description = Your plan of replies for a game (conditional moves): see it, delete lines.
    .game = game
    .game-description = Which game (default: yours in this channel)

punct-leaderboard = leaderboard
    .description = The best-rated players (games between two people count).

punct-puzzle = puzzle
    .description = Solve a puzzle: connect, stop every threat, or win in 2 (only you see it).
    .answer = answer
    .answer-description = Your answer to your puzzle, e.g. F5>H7-H8-I8 (start typing for suggestions)
    .daily = daily
    .daily-description = Today's daily puzzle, the same for everyone
    .theme = theme
    .theme-description = win, defend or win in 2 (default: any)
    .theme-choice-0 = win
    .theme-choice-1 = defend
    .theme-choice-2 = win in 2
    .tier = tier
    .tier-description = 1 (easiest) to 3 (default: any)

punct-learn = learn
    .description = Learn PÜNCT: one short lesson per rule, with a picture and a task (only you see it).
    .lesson = lesson
    .lesson-description = Which lesson, 1 to 10 (default: where you left off)
    .answer = answer
    .answer-description = Your move for the lesson's task, e.g. C5>E5-F5-G5 (start typing for suggestions)

punct-settings = settings
    .description = Your own settings (only you see them): e.g. see every typed move before it is played.
    .preview = preview
    .preview-description = Show every move you type first, with Play and Cancel buttons (default: no)
    .timezone = timezone
    .timezone-description = Your time zone, e.g. Europe/Berlin: away dates and the year of away days follow it
    .protection = protection
    .protection-description = Spend an away day rather than lose a game when your time runs out (default: yes)
    .notify = notify
    .notify-description = A DM when a game waits for your move: every turn, a daily digest, or off (default)
    .notify-choice-0 = every turn
    .notify-choice-1 = daily digest
    .notify-choice-2 = off
    .quiet = quiet
    .quiet-description = Hours with no DM, in your time zone, e.g. 22-7 (what is due waits); off for none
    .digest_hour = digest_hour
    .digest_hour-description = The hour of your daily digest, in your time zone (0–23, default 9)

punct-away = away
    .description = Stop the clocks of all your games while you are away (counts against your yearly away days).
    .days = days
    .days-description = How many days you are away, from now
    .until = until
    .until-description = The day you are back, e.g. 2026-12-24 (in your time zone)

punct-back = back
    .description = You are back early: your clocks start again and unused away days come back.

punct-server-settings = server-settings
    .description = This server's settings, shown to you alone (Manage Server changes them): threads, league organisers.
    .threads = threads
    .threads-description = Play each game between people in a thread of its own (default: no)
    .league-role = league-role
    .league-role-description = A role whose members may create leagues, besides those with Manage Server
    .clear-league-role = clear-league-role
    .clear-league-role-description = True: only members with Manage Server create leagues (the league role is removed)

punct-league = league
    .description = Leagues: round robins in this server, paired and kept by the bot.

punct-league-create = create
    .description = Create a league in this channel, with a sign-up post (Manage Server or the league role).
    .name = name
    .name-description = The league's name, e.g. Winter league
    .variant = variant
    .variant-description = standard (default) or basic
    .variant-choice-0 = standard
    .variant-choice-1 = basic
    .days = days
    .days-description = Time for each move (default 3 days)
    .days-choice-0 = 1 day
    .days-choice-1 = 3 days
    .days-choice-2 = 7 days
    .days-choice-3 = 14 days
    .days-choice-4 = no limit
    .clock = clock
    .clock-description = A time bank instead of days per move
    .clock-choice-0 = bank: 3 days, +1 day a move
    .clock-choice-1 = bank: 7 days, +1 day a move
    .clock-choice-2 = bank: 10 days, +36 h a move
    .rounds = rounds
    .rounds-description = 1: everyone plays everyone once (default); 2: twice, colours swapped
    .starts = starts
    .starts-description = When sign-ups close and round 1 starts, e.g. 2026-12-24 18:00 (your time zone)

punct-league-start = start
    .description = Close sign-ups and start round 1 now (the organiser, or Manage Server).
    .league = league
    .league-description = Which league (default: the one in this channel)

punct-league-standings = standings
    .description = A league's table: points, wins, draws, losses and Sonneborn–Berger, as a picture.
    .league = league
    .league-description = Which league (default: the one in this channel)

punct-league-leave = leave
    .description = Leave a league: before it starts you are simply out; after, your games are resigned (asks first).
    .league = league
    .league-description = Which league (default: the one in this channel)

punct-league-cancel = cancel
    .description = Cancel a league: no more rounds; games going on continue (the organiser, or Manage Server).
    .league = league
    .league-description = Which league (default: the one in this channel)

# The same challenge from a member's Apps menu (right-click or long-press a
# member): a context menu command's name, capitals and spaces allowed.
challenge-member = Challenge to PÜNCT

punct-help = help
    .description = How to play: the rules in brief, how to write moves, the commands.
