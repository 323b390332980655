# Rifiuti del servizio di gioco: ognuno dice cosa non andava e cosa andrebbe bene.
# Partite e sfide compaiono come «#12», i giocatori come <@id>, gli orari come <t:…:R>.

-cmd-challenge-someone = `/punct { punct-challenge } { punct-challenge.opponent }:@qualcuno`

## Che fine ha fatto una sfida (participio)

challenge-status = { $status ->
    [open] aperta
    [accepted] accettata
    [declined] rifiutata
    [cancelled] ritirata
   *[expired] scaduta
  }

## Un risultato: chi ha vinto, e come

result-won = vince il { colour-name } { result-how }
result-drawn = patta { result-how }
result-how = { $reason ->
    [connection] collegando due lati opposti
    [central-majority] con più caselle dell’esagono centrale quando è stato aggiunto l’ultimo pezzo
    [central-tie] con l’esagono centrale diviso in parti uguali quando è stato aggiunto l’ultimo pezzo
    [last-piece-placed] perché l’ultimo pezzo è stato aggiunto senza un collegamento
    [no-legal-moves] perché nessuno dei due poteva muovere
    [resignation] per abbandono
    [timeout] per tempo scaduto
   *[agreement] di comune accordo
  }

## Rifiuti

error-game-not-found = Non esiste la partita { $game }. { -cmd-games } elenca le tue con i loro numeri.
error-challenge-not-found = La sfida { $challenge } non esiste più. Lanciane una nuova con { -cmd-challenge-someone }.
error-cannot-challenge-yourself = Non puoi sfidare te stesso. Sfida un altro giocatore, chiunque nel canale, o il computer.
error-challenge-not-for-you = La sfida { $challenge } è solo per { $challenged }. Lancia la tua con { -cmd-challenge-someone }.
error-own-challenge = La sfida { $challenge } è tua: aspetta che qualcuno la accetti, o ritirala col pulsante sotto (**{ button-decline }** per una sfida a una persona, **{ button-cancel }** per una aperta a tutti).
error-not-your-challenge = Solo { $challenger } può ritirare la sfida { $challenge }. Per giocare, premi **{ button-accept }** sotto.
error-open-challenge-cannot-be-declined = La sfida { $challenge } è aperta a tutti, quindi non c’è niente da rifiutare: lasciala stare, o accettala per giocare.
error-challenge-closed = La sfida { $challenge } è già stata { challenge-status }. Lanciane una nuova con { -cmd-challenge-someone }.
error-challenge-expired = La sfida { $challenge } è scaduta { $expired }. Lanciane una nuova con { -cmd-challenge-someone }.
error-game-over = La partita { $game } è finita: { $result }. Premi **{ button-rematch }** sotto il suo ultimo tavoliere, o inizia una nuova partita con `/punct { punct-challenge }`.
error-not-a-participant = Non giochi nella partita { $game }: possono farlo solo i suoi giocatori. { -cmd-games } elenca le tue.
error-not-your-turn = Nella partita { $game } non tocca a te: deve muovere { $seat }. Verrai menzionato quando sarà il tuo turno.
error-position-changed = La partita { $game } è andata avanti mentre sceglievi (hai visto la mossa { $expected }, ora è alla mossa { $actual }), quindi la tua mossa non è stata giocata. Guarda il nuovo tavoliere e riprova.
error-no-such-pick = Questa scelta non è tra le tue mosse consentite nella partita { $game }. Premi Muovi sotto l’ultimo tavoliere per ricominciare.
error-concurrent-change = Nello stesso istante qualcos’altro ha cambiato la partita { $game }, quindi la tua richiesta non è stata applicata. Guarda il tavoliere e riprova.
error-draw-already-offered = Hai già proposto la patta nella partita { $game }; il tuo avversario può accettarla o rifiutarla.
error-no-draw-offer = Nessuno ha proposto la patta nella partita { $game }. Per proporla, usa `/punct { punct-draw } { punct-draw.game }:{ $number }`.
error-own-draw-offer = La proposta di patta nella partita { $game } è tua: solo il tuo avversario può accettarla o rifiutarla.
error-takeback-pending = { $seat } ha già chiesto di annullare una mossa nella partita { $game }; la richiesta va prima accettata o rifiutata.
error-no-takeback-request = Nessuno ha chiesto di annullare una mossa nella partita { $game }. Per chiederlo, usa `/punct { punct-takeback } { punct-takeback.game }:{ $number }`.
error-own-takeback-request = La richiesta di annullare la mossa nella partita { $game } è tua: solo il tuo avversario può accettarla o rifiutarla.
error-nothing-to-take-back = Non hai ancora fatto nessuna mossa nella partita { $game }, quindi non c’è niente da annullare.
error-no-time-limit = La partita { $game } non ha limite di tempo, quindi a nessuno può scadere il tempo. Puoi invece proporre la patta o abbandonare.
error-time-not-up = Il tuo avversario ha ancora tempo nella partita { $game }: scade { $deadline }. Poi reclama la vittoria con `/punct { punct-claim } { punct-claim.game }:{ $number }` (se non lo fai, la vittoria ti viene assegnata poco dopo).
error-claim-on-your-own-turn = Nella partita { $game } tocca a te: il tuo tempo scade { $deadline }. Gioca la tua mossa con `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-claim-on-your-own-turn-no-clock = Nella partita { $game } tocca a te. Gioca la tua mossa con `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-away-day-spent = Il tempo di { $late } nella partita { $game } è scaduto, ma al suo posto è stato usato uno dei suoi giorni di assenza (protezione dal tempo scaduto): il suo orologio si è fermato per un giorno, e la sua nuova scadenza è { $until }. Se scade anche questa, potrai reclamare la vittoria.
error-away-days-out-of-range = { $days } non è un numero di giorni di assenza che posso impostare: indica da 1 a 366, ad es. `/punct { punct-away } { punct-away.days }:7`, o il giorno in cui torni, ad es. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-not-enough-away-days = { $left ->
    [0] Quest’anno non ti restano giorni di assenza: li hai usati tutti e { $allowance }. Si rinnovano il 1º gennaio.
   *[other] Hai chiesto { $asked } giorni di assenza, ma quest’anno te ne restano solo { $left } su { $allowance }{ $replacing ->
        [yes] , contando i giorni non usati della tua assenza in corso, che verrebbe sostituita
       *[no] {""}
    }. Chiedine { $left } o meno, ad es. `/punct { punct-away } { punct-away.days }:{ $left }`.
  }
error-not-a-date = «{ $text }» non è una data che so leggere. Indica il giorno in cui torni come anno-mese-giorno, ad es. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-date-not-ahead = { $date } non è dopo oggi. Indica il giorno in cui torni (anno-mese-giorno, nel tuo fuso orario) o un numero di giorni, ad es. `/punct { punct-away } { punct-away.days }:7`.
error-away-days-or-date = Indica o quanti giorni starai via (`/punct { punct-away } { punct-away.days }:7`) o il giorno in cui torni (`/punct { punct-away } { punct-away.until }:2026-12-24`), non entrambi.
error-not-away = Non sei assente, quindi non c’è niente da terminare. `/punct { punct-away } { punct-away.days }:7` ferma i tuoi orologi per una settimana.
error-unknown-time-zone = «{ $text }» non è un fuso orario che conosco. Usa un nome come Europe/Rome o America/New_York (i suggerimenti li mostrano mentre scrivi), oppure UTC.
error-not-quiet-hours = «{ $text }» non sono ore di silenzio che so leggere. Indica l’ora in cui iniziano e quella in cui finiscono, ad es. `/punct { punct-settings } { punct-settings.quiet }:22-7` (dalle 22:00 alle 07:00) o `23:30-06:45`; `off` per nessuna.
error-rematch-before-end = La partita { $game } è ancora in corso: una rivincita può iniziare quando sarà finita.
error-rematch-open = La rivincita della partita { $game } è già aperta: sfida { $challenge }, da { $challenger } a { $challenged }, che scade { $expires }. Rispondi con i pulsanti sotto (**{ button-accept }** per giocare, **{ button-decline }** per rifiutarla o ritirarla); quando avrà una risposta o sarà scaduta, **{ button-rematch }** potrà chiederla di nuovo.
error-ply-out-of-range = La partita { $game } ha finora { $last ->
    [one] { $last } mossa
   *[other] { $last } mosse
  }, quindi non c’è una posizione dopo la mossa { $ply }. Scegli da 0 a { $last }.
error-corrupt-game = La partita { $game } non può essere caricata: non è possibile rigiocare le sue mosse salvate. Il gestore del bot è stato avvisato; non è stato cambiato nulla.
error-store = Qualcosa è andato storto con il database delle partite, e non è stato cambiato nulla. Riprova tra un momento.

## Pulsanti citati nelle frasi

button-accept = Accetta
button-decline = Rifiuta
button-cancel = Annulla
button-rematch = Rivincita
