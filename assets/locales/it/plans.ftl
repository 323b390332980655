# Pensare in anticipo (messages/plans.rs): il tavoliere di analisi privato di
# un giocatore (/punct analyse, il pulsante Analizza sotto un tavoliere) e il
# suo piano di mosse condizionali (/punct plan, «Salva come piano»). Lo vede
# solo quel giocatore. La notazione delle mosse (F5>H7-H8-I8) è la stessa in
# tutte le lingue.

## Il tavoliere di analisi

button-analyse = Analizza
analysis-title = Tavoliere di analisi della partita { $game } (lo vedi solo tu)
analysis-start = La posizione della partita dopo la mossa { $ply }. Gioca qui mosse per entrambi i colori: niente su questo tavoliere cambia la partita.
analysis-start-empty = La posizione iniziale della partita. Gioca qui mosse per entrambi i colori: niente su questo tavoliere cambia la partita.
analysis-tried = Mosse provate dalla posizione della partita dopo la mossa { $from }: { $moves }.
analysis-in-game = Il tavoliere è tornato alla mossa { $ply } della partita vera e propria (la partita è alla mossa { $last }).
analysis-to-move = Su questo tavoliere muove il { colour-name }.
analysis-board-over = Su questo tavoliere la partita è finita: { $result }.
analysis-no-engine = Niente computer su questo tavoliere mentre la partita è in corso: gioco leale per entrambi.
analysis-engine-offered = La partita è finita, quindi qui il computer può aiutare: **{ analysis-button-engine }**.
analysis-plan-hint = Aspetti { $opponent }? Gioca la mossa che ti aspetti e la tua risposta, poi **{ analysis-button-save }**: se arriva quella mossa, la tua risposta viene giocata subito.
analysis-plan-ready = **{ analysis-button-save }** conserva questa linea: se { $opponent } gioca { $move }, la tua risposta { $reply } viene giocata subito.
analysis-stale = Questa copia del tuo tavoliere di analisi non era aggiornata, quindi non è cambiato nulla. Ecco il tavoliere com’è ora.
analysis-closed = Tavoliere di analisi chiuso. La partita non è cambiata.
analysis-choose-piece = **Quale pezzo?** Scegli un pezzo del { colour-name } (dalla casella del suo PÜNCT) o uno nuovo dalla riserva, oppure scrivi una mossa con `/punct { punct-analyse } { punct-analyse.move }:`.
analysis-the-piece-at = il { $kind_name } in { $cell }
analysis-tried-move = Provata sul tavoliere: { $move }.

analysis-button-back = ◀ Indietro
analysis-button-forward = Avanti ▶
analysis-button-reset = Ripristina
analysis-button-save = Salva come piano
analysis-button-engine = Computer
analysis-button-close = Chiudi
analysis-button-try = Prova questa mossa
analysis-button-try-engine = Prova { $move }

analysis-caption = Analisi, non la partita: muove il { colour-name }
analysis-caption-over = Analisi, non la partita
analysis-alt = Tavoliere di analisi della partita { $game }, non la partita stessa.

## Il computer, quando la partita è finita

analysis-engine = **Computer:** { $best } per il { colour-name }. { $standing }.
analysis-engine-none = **Computer:** qui non c’è nessuna mossa da fare. { $standing }.
analysis-standing = { $standing ->
    [won] il { $who } ha vinto
    [lost] il { $who } ha perso
    [about-to-connect] il { $who } può collegare con la prossima mossa
    [threatened] il { $other } minaccia di collegare con la prossima mossa
    [better] il { $who } è in vantaggio
    [worse] il { $who } è in svantaggio
   *[even] la posizione è in equilibrio
  }

## Il piano

plan-title = Il tuo piano per la partita { $game } (lo vedi solo tu)
plan-none = Non hai un piano per la partita { $game }. Per farne uno: `/punct { punct-analyse }`, gioca la mossa che ti aspetti da { $opponent } e la tua risposta, poi **{ analysis-button-save }**.
plan-line = Se { $opponent } gioca **{ $move }**, rispondi **{ $reply }**
plan-line-then = poi, se **{ $move }**, **{ $reply }**
plan-rules = Quando { $opponent } gioca una mossa prevista da una linea, la tua risposta viene giocata subito, anche se non ci sei. Una mossa che nessuna linea prevede cancella il piano (ti viene detto), come anche una mossa ritirata e la fine della partita. { $opponent } non lo vede mai.
plan-delete-placeholder = Elimina una linea
plan-delete-option = Linea { $number }: { $moves }
plan-button-delete-all = Elimina tutto il piano
plan-button-analyse = { button-analyse }
plan-deleted = Linea eliminata.
plan-deleted-all = Piano eliminato: nella partita { $game } non verrà giocato nulla per te.
plan-saved = Salvato nel tuo piano per la partita { $game }: se { $opponent } gioca { $move }, rispondi { $reply }{ $more ->
    [0] .
   *[other] , e poi ancora { $more } { $more ->
        [one] mossa
       *[other] mosse
    }.
  }
plan-saved-replaced = { $count ->
    [one] Sostituisce una linea che rispondeva diversamente o arrivava meno lontano.
   *[other] Sostituisce { $count } linee che rispondevano diversamente o arrivavano meno lontano.
  }
plan-saved-known = Questa linea era già nel tuo piano per la partita { $game }: non è cambiato nulla.
plan-see = `/punct { punct-plan }` mostra il tuo piano ed elimina le linee.

## Giocata da un piano, e un piano cancellato

move-made-planned = Mossa { $ply } ({ colour-name }): { $notation }, giocata subito da un piano preparato in anticipo.
plan-note-unexpected = Il tuo piano per la partita { $game } è stato cancellato: { $opponent } ha giocato { $move }, che nessuna sua linea prevedeva. Tocca a te.
plan-note-illegal = Il tuo piano per la partita { $game } è stato cancellato: la sua risposta { $move } non era più consentita, quindi non è stata giocata. Tocca a te.

## Rifiuti

error-engine-during-game = Niente computer sul tavoliere di analisi della partita { $game } finché è in corso: sarebbe un consiglio a una delle due parti. Quando la partita sarà finita, ci sarà **{ analysis-button-engine }**.
error-no-plan-here = La partita { $game } non accetta piani: un piano risponde alle mosse di una persona in una partita ancora in corso.
error-plan-on-your-turn = Tocca a te nella partita { $game }: gioca la tua mossa (`/punct { punct-move }`). Un piano risponde alla mossa del tuo avversario mentre aspetti.
error-plan-not-from-here = Questo tavoliere di analisi non prosegue dalla partita { $game } com’è ora (la partita è andata avanti, o il tavoliere è tornato a prima della sua posizione). Premi **{ analysis-button-reset }**, poi gioca la mossa del tuo avversario e la tua risposta.
error-plan-too-short = Un piano ha bisogno della mossa che ti aspetti dal tuo avversario e della tua risposta, a partire dalla posizione della partita { $game }: giocale entrambe sul tavoliere, poi **{ analysis-button-save }**.
error-plan-too-large = Un piano contiene al massimo { $lines } linee di { $moves } mosse ciascuna (partita { $game }): elimina una linea con `/punct { punct-plan }`, o salvane una più corta.
error-no-such-plan-line = Quella linea non è più nel tuo piano per la partita { $game } (giocata fino in fondo o eliminata): `/punct { punct-plan }` lo mostra com’è ora.
