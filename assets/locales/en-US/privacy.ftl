# A player's own data (messages/privacy.rs): `/punct privacy` shows what
# the bot keeps about the asker, `/punct forget-me` erases it.

punct-privacy = privacy
    .description = What I keep about you (only you see it), with all of it as a file.
punct-forget-me = forget-me
    .description = Erase what I keep about you; your finished games stay, with you as "a former player".

## How a forgotten player is shown on boards, posts and listings (at the
## start of a sentence the first letter is made a capital).

seat-former = a former player
both-players-no-rematch = { $white } and { $black }.
error-former-player = Game { $game } was against a player who has since asked me to forget them, so there is nobody to play a rematch with. Challenge someone else with `/punct { punct-challenge }`.

## /punct privacy

privacy-nothing = I keep nothing about you: no name, no game, no setting. Once you play, solve a puzzle or change a setting, `/punct { punct-privacy }` shows what I keep.
privacy-title = What I keep about you
privacy-heading = Only you see this. All of it, with every move of your games, is in the attached file.
privacy-name = • Name shown on boards: **{ $name }**{ $username ->
        [none] {""}
       *[other] {" "}(username { $username })
    }
privacy-since = • First seen: { $since }
privacy-language = • The language your Discord app speaks, to answer you in it: { $language }
# The name of this file's language in itself, as a speaker writes it: shown
# with its code where the bot says which language it answers in.
language-own-name = English
privacy-games = • Games against people: { $ongoing } going on, { $finished } finished; against the computer: { $computer }; challenges: { $challenges }
privacy-rating = • Rating: **{ $rating }** after { $games ->
        [one] one rated game
       *[other] { $games } rated games
    }
privacy-unrated = • Rating: none yet (no rated game)
privacy-learning = • Puzzles solved: { $puzzles }; lessons completed: { $lessons }
privacy-plans = • Analysis boards and conditional moves: { $plans }
privacy-why = Why: your name for boards and posts, your language to answer in, your settings as you chose them, your games and rating so every game can be played to its end and looked at again. I keep no message you write and no list of your servers.
privacy-erase = To have all of it erased: `/punct { punct-forget-me }`.
privacy-file-description = Everything punct-bot keeps about you (JSON), with every move of your games

## /punct forget-me

forget-nothing = I keep nothing about you, so there is nothing to forget.
forget-question = **Forget you?** I would erase your name and username, language, settings, notices, away days, rating, puzzle and lesson progress, analysis boards and conditional moves.{ $ongoing ->
        [0] {""}
        [one] {" "}Your game going on against a person is resigned: your opponent wins and is told.
       *[other] {" "}Your { $ongoing } games going on against people are resigned: your opponents win and are told.
    } Your finished games stay for your opponents, with you shown as “a former player”; your games against the computer are deleted. This cannot be undone: `/punct { punct-privacy }` first gives you a copy.
forget-button-confirm = Forget me
forget-button-cancel = Cancel
forget-cancelled = Nothing was erased.
forget-done = Done: I have forgotten you.{ $resigned ->
        [0] {""}
        [one] {" "}One game was resigned; your opponent is told in its channel.
       *[other] {" "}{ $resigned } games were resigned; your opponents are told in their channels.
    }{ $kept ->
        [0] {""}
        [one] {" "}One finished game stays for your opponent, with you as “a former player”.
       *[other] {" "}{ $kept } finished games stay for your opponents, with you as “a former player”.
    }
