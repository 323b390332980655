# What the operator reads when the bot cannot start (messages/setup.rs), in
# the language of LC_ALL / LC_MESSAGES / LANG. Setting names ($token_var, …),
# paths and values are given as arguments and stay as they are.

setup-where-tokens =
    Where the token comes from:
      1. Open https://discord.com/developers/applications and pick your application
         (or click "New Application" and give it a name).
      2. Go to "Bot" in the menu on the left and click "Reset Token".
      3. Copy the token Discord shows once, and paste it after { $token_var }=.
    Once connected, the bot logs the link that invites it to a server with the
    permissions it needs ({ $permissions }: View Channels, Send Messages, Send
    Messages in Threads, Embed Links, Attach Files, Read Message History).
setup-optional = { $started ->
    [cargo] Optional settings (see .env.example; `cp .env.example .env` starts from it):
   *[binary] Optional settings, in the same file or in the environment:
  }
setup-optional-database = where games are stored
setup-optional-guild = register commands in one server instantly
setup-optional-away-days = away days each player may use in a year
setup-optional-backup-dir = a folder where the running bot keeps backups of the database
setup-optional-backup-every = how often it makes one (24h, 90m, 1d12h; at least 10m)
setup-optional-backup-keep = how many it keeps, the newest
setup-optional-log = how much the bot logs
setup-without-discord = To play without Discord: { $command }
setup-help-about = punct-bot: PÜNCT on Discord. It reads its settings from the environment and from a { $env_file } file in the directory it is started from or above it.
setup-help-settings = Settings:
setup-help-token = the bot token (required; without one the bot says where to get it)
setup-help-tools = Tools (they work while the bot runs)
setup-help-backup = copies the database the bot uses ({ $database_var }) to FILE while the bot runs, and checks the copy
setup-help-check = says whether FILE is a sound punct database, and of which version
setup-help-backup-file = where to write the backup (replaced if it exists)
setup-help-check-file = the database file to check
setup-tool-needs-file = { $program } { $tool } takes one FILE, e.g. { $program } { $tool } punct-backup.sqlite3
setup-bad-argument = { $program } takes no arguments but --help, --version, `backup FILE` and `check FILE`: it reads its settings from the environment and from { $env_file }. “{ $argument }” is not one of them.
setup-invite-logged = invite the bot to a server with this link
setup-in-environment = in the environment
setup-in-file = in { $path }
setup-empty-token = { $token_var } is set but empty { $origin }.
setup-placeholder-token = { $token_var } { $origin } is still the example value “{ $placeholder }”.
setup-malformed-token = { $token_var } { $origin } contains spaces or quotes; paste the token alone, with nothing around it.
setup-bad-away-days = { $away_var } { $origin } must be a number of days from 0 to 366 (e.g. 30), not “{ $value }”.
setup-bad-backup-every = { $every_var } { $origin } must be a time of at least 10 minutes with its unit, such as 24h, 90m or 1d12h, not “{ $value }”.
setup-bad-backup-keep = { $keep_var } { $origin } must be how many backups to keep, from 1 to 1000 (e.g. 7), not “{ $value }”.
setup-backup-without-dir = Backups are asked for { $origin } (how often or how many), but { $dir_var } does not say where: set it to a folder, e.g. { $dir_var }=backups, or remove the other backup settings.
setup-bad-guild =
    { $guild_var } { $origin } must be a server id (a number such as 123456789012345678), not “{ $value }”.
    Turn on Developer Mode in Discord (Settings → Advanced), right-click your server and choose "Copy Server ID"; or delete the setting to register commands globally.
setup-line-shown = it starts “{ $text }”
setup-line-hidden = its text is not shown, as it may be a token
setup-bad-line =
    Line { $line } of { $path } cannot be read ({ $shown }).
    { $problem }
    Each line must look like NAME=value (lines starting with # are comments), for example:
setup-unreadable-file =
    The settings file { $path } could not be read: { $detail }.
    It must be a text file (UTF-8) the bot may read; or delete it and set the variables in the environment.
setup-fix-environment = It is set in the environment the bot was started with, which wins over { $env_file }: set it there to the token, or remove it (`unset { $token_var }`) to use { $env_file }.
setup-fix-file = Change that line in { $path }, putting the token itself after the = (no quotes, no spaces):
setup-missing-in-file = punct-bot needs a Discord bot token, and { $token_var } is not set: it is neither in the environment nor in { $path }.
setup-add-line = Add this line to { $path }, or set { $token_var } in the environment:
setup-missing-nowhere = punct-bot needs a Discord bot token, and { $token_var } is not set: it is not in the environment, and there is no { $env_file } file in { $dir } or above it.
setup-here-repository = in { $dir }, the directory the bot was started from (next to Cargo.toml)
setup-here = in { $dir }, the directory the bot was started from
setup-put-line = Put this line in a file named { $env_file } { $here }, or set { $token_var } in the environment:
setup-not-an-assignment = It must start with a name and =, such as { $token_var }= (no spaces in the name, no colon).
setup-bad-value = The value after = could not be read: a value with spaces, # or quotes needs double quotes around it. A token has none of these: paste it alone after { $token_var }=.
setup-unclosed-quote = A quote opened on that line is never closed, so the rest of the file is one unfinished value.
setup-refused-in-file = .env ({ $path })
setup-refused-in-environment = the environment the bot is started with (it wins over .env)
setup-token-refused =
    Discord refused the token: reset it in the developer portal and update { $token_var } in { $place }.
    It must be the token from the "Bot" page (not the application id or the client secret), and it changes each time you reset it.
setup-database-unopenable =
    The game database could not be opened: { $detail }.
    Check { $database_var } in .env (default { $default }): the bot needs to read and write that file and the directory it is in. It never deletes or recreates a database; a database made by a newer punct-bot needs that newer version.
setup-backup-written = Backed up { $source } to { $file }: checked, schema version { $version }, { $games ->
        [one] one game
       *[other] { $games } games
    }.
setup-backup-no-database = There is no database at { $source } to back up. { $database_var } (in the environment or .env, default { $default }) must name the file the bot uses; run this from the folder the bot is started from.
setup-backup-failed =
    Could not back up { $source } to { $file }: { $detail }.
    Nothing was written there. Check that the folder exists and has room, and that { $database_var } names the bot's database.
setup-check-sound = { $file } is a sound punct database: schema version { $version } (this punct-bot's is { $current }), { $games ->
        [one] one game
       *[other] { $games } games
    }.
setup-check-unsound = { $file } is not a sound punct database: { $detail }.
setup-discord-stopped =
    The bot stopped: { $detail }.
    Check the network connection and restart it; games are kept in the database.
setup-discord-unreachable = Discord cannot be reached ({ $detail }); trying again in { $seconds } s (Ctrl-C stops the bot).
setup-runtime-unavailable = Could not start the async runtime: { $detail }
