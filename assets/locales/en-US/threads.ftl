# A thread per game (/punct server-settings threads:), in a server that
# asks for it: each game between people is played in a public thread
# started from its challenge.

## The thread

# The thread's name (Discord cuts it at 100 characters): the game's
# number and its players' names, White first.
thread-name = PÜNCT #{ $game } · { $white } – { $black }
# The challenge message, once the game moved into its thread: the one
# line the channel keeps when a game starts.
challenge-accepted-in-thread = { $user } accepted the challenge: game { $game } is played in its own thread, { $thread }.
# The one line the channel gets when the game ends; the thread is then
# archived (a move or a post there opens it again).
lobby-game-over = Game { $game } ({ $white } – { $black }) is over: { $result }. Every move is in its thread: { $thread }

## When the bot may not start threads here

# Discord's own names of the permissions, as its server settings show
# them in this language.
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
# Told privately to the challenger, after the challenge is posted.
threads-missing-permission = This server plays each game in a thread of its own, but I may not start threads in this channel, so this game will be played here. Someone who manages the server can give me { $permissions } in this channel.

## /punct server-settings

server-settings-shown = **This server's settings** (members with Manage Server change them):
    • A thread per game: **{ $threads ->
        [on] on**: each game between people is played in a public thread of its own, started from its challenge; this channel keeps one line when a game starts and one when it ends.
       *[off] off**: games are played in the channel where they were challenged.
    } Change it with `/punct { punct-server-settings } { punct-server-settings.threads }:`. Games already going stay where they are.
server-settings-league-role = • Who may create leagues: { $role ->
        [none] members with Manage Server.
       *[other] members with Manage Server, and members with the role { $role }.
    } Change it with `/punct { punct-server-settings } { punct-server-settings.league-role }:`; `{ punct-server-settings.clear-league-role }:True` leaves it to Manage Server.
server-settings-changed = Saved.
server-settings-manage-only = Only members with the **Manage Server** permission can change this server's settings. Without options, `/punct { punct-server-settings }` shows them to anyone.
server-settings-in-dm = Server settings belong to a server: use `/punct { punct-server-settings }` in one of its channels.
