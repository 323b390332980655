# A player's own data (messages/privacy.rs): `/punct privacy` shows what
# the bot keeps about the asker, `/punct forget-me` erases it.

punct-privacy = privacy
    .description = Ciò che conservo su di te (lo vedi solo tu), tutto anche come file.
punct-forget-me = dimenticami
    .description = Cancella ciò che conservo su di te; le partite finite restano, con te come «un ex giocatore».

## How a forgotten player is shown on boards, posts and listings (at the
## start of a sentence the first letter is made a capital).

seat-former = un ex giocatore
both-players-no-rematch = { $white } e { $black }.
error-former-player = La partita { $game } era contro qualcuno che da allora mi ha chiesto di dimenticarlo: non c’è nessuno con cui giocare la rivincita. Sfida qualcun altro con `/punct { punct-challenge }`.

## /punct privacy

privacy-nothing = Non conservo nulla su di te: nessun nome, nessuna partita, nessuna impostazione. Appena giochi, risolvi un problema o cambi un’impostazione, `/punct { punct-privacy }` mostra ciò che conservo.
privacy-title = Ciò che conservo su di te
privacy-heading = Lo vedi solo tu. Tutto, con ogni mossa delle tue partite, è nel file allegato.
privacy-name = • Nome mostrato sui tavolieri: **{ $name }**{ $username ->
        [none] {""}
       *[other] {" "}(nome utente { $username })
    }
privacy-since = • Visto per la prima volta: { $since }
privacy-language = • La lingua della tua app Discord, per risponderti in quella lingua: { $language }
language-own-name = italiano
privacy-games = • Partite contro persone: { $ongoing } in corso, { $finished } finite; contro il computer: { $computer }; sfide: { $challenges }
privacy-rating = • Punteggio: **{ $rating }** dopo { $games ->
        [one] una partita valutata
       *[other] { $games } partite valutate
    }
privacy-unrated = • Punteggio: ancora nessuno (nessuna partita valutata)
privacy-learning = • Problemi risolti: { $puzzles }; lezioni completate: { $lessons }
privacy-plans = • Tavolieri di analisi e mosse condizionali: { $plans }
privacy-why = Perché: il tuo nome per i tavolieri e i messaggi, la tua lingua per risponderti, le tue impostazioni come le hai scelte, le tue partite e il tuo punteggio perché ogni partita possa essere giocata fino alla fine e rivista. Non conservo nessun messaggio che scrivi e nessun elenco dei tuoi server.
privacy-erase = Per far cancellare tutto: `/punct { punct-forget-me }`.
privacy-file-description = Tutto ciò che punct-bot conserva su di te (JSON), con ogni mossa delle tue partite

## /punct forget-me

forget-nothing = Non conservo nulla su di te, quindi non c’è niente da dimenticare.
forget-question = **Dimenticarti?** Cancellerei il tuo nome e nome utente, la lingua, le impostazioni, le notifiche, i giorni di assenza, il punteggio, i progressi nei problemi e nelle lezioni, i tavolieri di analisi e le mosse condizionali.{ $ongoing ->
        [0] {""}
        [one] {" "}Abbandoni la tua partita in corso contro una persona: l’avversario vince e ne viene informato.
       *[other] {" "}Abbandoni le tue { $ongoing } partite in corso contro persone: gli avversari vincono e ne vengono informati.
    } Le tue partite finite restano ai tuoi avversari, con te come «un ex giocatore»; le partite contro il computer vengono cancellate. Non si può annullare: con `/punct { punct-privacy }` ne ottieni prima una copia.
forget-button-confirm = Dimenticami
forget-button-cancel = Annulla
forget-cancelled = Non è stato cancellato nulla.
forget-done = Fatto: ti ho dimenticato.{ $resigned ->
        [0] {""}
        [one] {" "}Una partita è stata abbandonata; l’avversario ne viene informato nel suo canale.
       *[other] {" "}{ $resigned } partite sono state abbandonate; gli avversari ne vengono informati nei loro canali.
    }{ $kept ->
        [0] {""}
        [one] {" "}Una partita finita resta al tuo avversario, con te come «un ex giocatore».
       *[other] {" "}{ $kept } partite finite restano ai tuoi avversari, con te come «un ex giocatore».
    }
