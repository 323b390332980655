# Quello che il bot pubblica sulle partite: sfide e risposte, proposte e i loro
# pulsanti, promemoria, tempo scaduto, annunci dei tavolieri, elenchi. I messaggi
# pubblici sono nella lingua del server, le risposte a una sola persona nella sua.

## Parole brevi

variant-name = { $variant ->
    [basic] base
   *[standard] standard
  }
someone = Qualcuno
seat-computer = Computer ({ level-name })
seat-unknown = giocatore { $id }
computer-with-colour = il computer ({ level-name }, { colour-name })
seat-with-colour = { $seat } ({ colour-name })

## Pulsanti

button-accept-draw = Accetta la patta
button-play-on = Continua
button-allow-takeback = Concedi di ritirare
button-refuse = Rifiuta
button-claim = Reclama la vittoria
button-resign = Abbandona
button-keep-playing = Continua a giocare

## Sfide

challenge-colours = { $colour ->
    [white] { $challenger } gioca col Bianco
    [black] { $challenger } gioca col Nero
   *[random] colori estratti a sorte
  }
challenge-posted = { $challenged }, { $challenger } ti sfida a una partita di PÜNCT (gioco { variant-name }, { time-control }, { challenge-colours }). Premi **{ button-accept }** per giocare o **{ button-decline }** per dire di no. La sfida scade { $expires }.
rematch-posted = { $challenged }, { $challenger } ti sfida alla rivincita della partita { $game } (sfida { $challenge }): PÜNCT, gioco { variant-name } ({ time-control }, { challenge-colours }). Premi **{ button-accept }** per giocare o **{ button-decline }** per dire di no. La sfida scade { $expires }.
open-challenge-posted = { $challenger } cerca una partita di PÜNCT (gioco { variant-name }, { time-control }, { challenge-colours }): chiunque qui può accettare. Premi **{ button-accept }** per giocare; { $challenger } può ritirarla con **{ button-cancel }**. La sfida scade { $expires }.
challenge-accepted-by = { $who } ha accettato la sfida di { $challenger }: la partita { $game } inizia qui sotto.
challenge-declined-by = { $who } ha rifiutato la sfida di { $challenger }.
challenge-withdrawn = { $challenger } ha ritirato la sfida.
challenge-expired-unanswered = Questa sfida è scaduta senza risposta.
challenge-now = Questa sfida è { challenge-status }.
challenge-accepted = { $user } ha accettato la sfida: la partita { $game } inizia qui sotto.
challenge-closed-declined = { $who } ha rifiutato la sfida { $challenge } di { $challenger }.
challenge-closed-expired = { $challenger }, la tua sfida { $challenge } è scaduta senza risposta.
challenge-closed = La sfida { $challenge } è { challenge-status }.

## Proposte

offer-by-someone = Un giocatore
offer-to-someone = Il suo avversario
draw-offered = { $by } propone la patta nella partita { $game }. { $to }, premi **{ button-accept-draw }**, oppure **{ button-play-on }** per rifiutare.
takeback-requested = { $by } chiede di ritirare la sua ultima mossa nella partita { $game }. { $to }, premi **{ button-allow-takeback }** o **{ button-refuse }**.
computer-plays-on = Il computer continua la partita { $game }: non accetta mai la patta. Puoi invece abbandonare.
taken-back = Ritirato nella partita { $game }: { $moves }. { $next }
offer-declined = { $by } ha rifiutato { $what ->
    [draw] la proposta di patta
   *[takeback] la richiesta di ritirare la mossa
  } nella partita { $game }; si continua. { $next }

## Il tempo

reminder = { $user }, tocca a te nella partita { $game }. { $stage ->
    [half] Metà del tuo tempo per questa mossa è passata
   *[final] Ultimo avviso! Il tempo sta per finire
  }: scade { $deadline }. Gioca con `/punct { punct-move } { punct-move.game }:{ $number }`, o guarda il tavoliere con `/punct { punct-board } { punct-board.game }:{ $number }`.
time-up = { $waiting }, { $late } ha esaurito il tempo per la mossa { $move_number } nella partita { $game }. Premi **{ button-claim }** per chiuderla ora, o lascia stare: se non avrà mosso entro <t:{ $at }:f>, la partita sarà registrata come tua vittoria.
reminder-opponent-away = { $user } è assente, rientro previsto: { $until }. Dopo la tua mossa la partita lo aspetterà, e nel frattempo il suo orologio è fermo.
away-day-spent = { $user }, il tuo tempo per la mossa { $move_number } nella partita { $game } è scaduto, quindi è stato usato uno dei tuoi giorni di assenza (protezione dal tempo scaduto): i tuoi orologi si sono fermati per un giorno, e la tua nuova scadenza è { $until }. { $left ->
    [0] Era il tuo ultimo giorno di assenza di quest’anno.
    [one] Ti resta 1 giorno di assenza quest’anno.
   *[other] Ti restano { $left } giorni di assenza quest’anno.
  } Per disattivarla: `/punct { punct-settings } { punct-settings.protection }:False`.
timed-out = { $loser } ha esaurito il tempo. { $finished }
claimed = { $user } reclama la vittoria. { $timed_out }
resigned = { $user } ha abbandonato. { $finished }
resign-question = Abbandonare la partita { $game }? Vince { $opponent }, e non si può annullare. Solo tu vedi questa domanda.
kept-playing = Continui a giocare la partita { $game }.

## Lo svolgimento di una partita

game-started = La partita { $game } inizia: { $white } gioca col Bianco, { $black } col Nero (gioco { variant-name }, { time-control }).
move-made = Mossa { $ply } ({ colour-name }): { $notation }.
move-passed = Il { colour-name } non ha mosse consentite e passa.
next-game-over = Partita finita: { $result }.
next-to-move = Deve muovere { $seat } ({ colour-name }).
next-to-move-clock = Deve muovere { $seat } ({ colour-name }); scadenza: { $deadline }.
finished = La partita { $game } è finita: { $result }. { $players }
goes-on = La partita { $game } continua.
both-players = { $white } e { $black }: **{ button-rematch }** qui sotto propone una nuova partita a colori invertiti.

## Elenchi

games-none = Non hai partite in corso. Iniziane una con `/punct { punct-challenge } { punct-challenge.opponent }:@qualcuno`.
games-waiting = { $count ->
    [0] Nessuna delle tue partite aspetta una tua mossa.
    [one] **{ $count } partita** aspetta la tua mossa.
    [many] **{ $count } di partite** aspettano la tua mossa.
   *[other] **{ $count } partite** aspettano la tua mossa.
  }
games-line = • { $listing } in <#{ $channel }>
games-recently-finished = Finite di recente:
more-games = …e { $count ->
    [one] { $count } altra partita
    [many] altre { $count } di partite
   *[other] altre { $count } partite
  }.
listing = { $game } { $white } contro { $black } — mossa { $move_number }, { $turn }
listing-finished = { $game } { $white } contro { $black } — { $result } dopo { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
  }
listing-clock = { $game } { $white } contro { $black } — mossa { $move_number }, { $turn }, il tempo scade { $deadline }
listing-your-turn = **tocca a te**
listing-to-move = deve muovere { $seat }
leaderboard-title = Classifica PÜNCT (Glicko-2, partite tra persone)
leaderboard-empty = Nessuno ha ancora finito una partita valida per la classifica. Contano le partite tra due persone, non quelle contro di me.
leaderboard-line = { $rank }. { $name } — { $rating } (±{ $spread }), { $games ->
    [one] { $games } partita valida
    [many] { $games } di partite valide
   *[other] { $games } partite valide
  }
more-players = …e { $count ->
    [one] { $count } altro giocatore
    [many] altri { $count } di giocatori
   *[other] altri { $count } giocatori
  }.
no-moves = Ancora nessuna mossa.
moves-in-record = ({ $count ->
    [one] La prima mossa è
    [many] Le prime { $count } mosse sono
   *[other] Le prime { $count } mosse sono
  } nella notazione allegata.)
position-caption = Partita { $game } dopo la mossa { $ply } di { $last }
game-choice = { $game } — { $white } contro { $black } — { $state }
game-choice-your-turn = tocca a te
game-choice-move = mossa { $move_number }

## Il file della partita (`.txt`): i nomi dei tag restano quelli del PGN, qui i loro valori

record-event = PÜNCT su Discord, partita { $number }
record-ongoing = in corso
