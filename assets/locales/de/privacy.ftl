# A player's own data (messages/privacy.rs): `/punct privacy` shows what
# the bot keeps about the asker, `/punct forget-me` erases it.

punct-privacy = datenschutz
    .description = Was ich über dich speichere (nur du siehst es), alles davon als Datei.
punct-forget-me = vergiss-mich
    .description = Lösche, was ich über dich speichere; beendete Partien bleiben, mit dir als „ehemaliger Spieler“.

## How a forgotten player is shown on boards, posts and listings (at the
## start of a sentence the first letter is made a capital).

seat-former = ein ehemaliger Spieler
both-players-no-rematch = { $white } und { $black }.
error-former-player = Partie { $game } war gegen jemanden, der mich inzwischen gebeten hat, ihn zu vergessen: Es gibt niemanden für eine Revanche. Fordere jemand anderen heraus mit `/punct { punct-challenge }`.

## /punct privacy

privacy-nothing = Ich speichere nichts über dich: keinen Namen, keine Partie, keine Einstellung. Sobald du spielst, ein Rätsel löst oder eine Einstellung änderst, zeigt `/punct { punct-privacy }`, was ich speichere.
privacy-title = Was ich über dich speichere
privacy-heading = Nur du siehst das. Alles davon, mit jedem Zug deiner Partien, steht in der angehängten Datei.
privacy-name = • Name auf den Spielbrettern: **{ $name }**{ $username ->
        [none] {""}
       *[other] {" "}(Benutzername { $username })
    }
privacy-since = • Zuerst gesehen: { $since }
privacy-language = • Die Sprache deiner Discord-App, damit ich dir darin antworte: { $language }
language-own-name = Deutsch
privacy-games = • Partien gegen Menschen: { $ongoing } laufend, { $finished } beendet; gegen den Computer: { $computer }; Herausforderungen: { $challenges }
privacy-rating = • Wertung: **{ $rating }** nach { $games ->
        [one] einer gewerteten Partie
       *[other] { $games } gewerteten Partien
    }
privacy-unrated = • Wertung: noch keine (keine gewertete Partie)
privacy-learning = • Gelöste Rätsel: { $puzzles }; abgeschlossene Lektionen: { $lessons }
privacy-plans = • Analysebretter und bedingte Züge: { $plans }
privacy-why = Wozu: dein Name für Spielbretter und Beiträge, deine Sprache für meine Antworten, deine Einstellungen so, wie du sie gewählt hast, deine Partien und deine Wertung, damit jede Partie zu Ende gespielt und wieder angesehen werden kann. Ich speichere keine Nachricht, die du schreibst, und keine Liste deiner Server.
privacy-erase = Um alles löschen zu lassen: `/punct { punct-forget-me }`.
privacy-file-description = Alles, was punct-bot über dich speichert (JSON), mit jedem Zug deiner Partien

## /punct forget-me

forget-nothing = Ich speichere nichts über dich, also gibt es nichts zu vergessen.
forget-question = **Dich vergessen?** Ich würde deinen Namen und Benutzernamen löschen, deine Sprache, Einstellungen, Benachrichtigungen, Abwesenheitstage, Wertung, deinen Fortschritt bei Rätseln und Lektionen, Analysebretter und bedingte Züge.{ $ongoing ->
        [0] {""}
        [one] {" "}Deine laufende Partie gegen einen Menschen wird aufgegeben: Dein Gegner gewinnt und erfährt es.
       *[other] {" "}Deine { $ongoing } laufenden Partien gegen Menschen werden aufgegeben: Deine Gegner gewinnen und erfahren es.
    } Deine beendeten Partien bleiben für deine Gegner, mit dir als „ehemaliger Spieler“; deine Partien gegen den Computer werden gelöscht. Das lässt sich nicht rückgängig machen: Mit `/punct { punct-privacy }` bekommst du vorher eine Kopie.
forget-button-confirm = Vergiss mich
forget-button-cancel = Abbrechen
forget-cancelled = Nichts wurde gelöscht.
forget-done = Erledigt: Ich habe dich vergessen.{ $resigned ->
        [0] {""}
        [one] {" "}Eine Partie wurde aufgegeben; dein Gegner erfährt es in ihrem Kanal.
       *[other] {" "}{ $resigned } Partien wurden aufgegeben; deine Gegner erfahren es in ihren Kanälen.
    }{ $kept ->
        [0] {""}
        [one] {" "}Eine beendete Partie bleibt für deinen Gegner, mit dir als „ehemaliger Spieler“.
       *[other] {" "}{ $kept } beendete Partien bleiben für deine Gegner, mit dir als „ehemaliger Spieler“.
    }
