# Problemi (messages/puzzles.rs): `/punct puzzle` su Discord e
# `punct puzzle` nel terminale. Colori tramite { colour-name }
# (discord.ftl); mosse nella notazione del gioco, mai tradotte.

## Il compito

puzzle-title = { $daily ->
    [yes] Problema del giorno { $id } · livello { $tier }
   *[no] Problema { $id } · livello { $tier }
  }
puzzle-task = { $theme ->
    [win] Muove il { colour-name } e collega: trova la mossa che collega due lati opposti.
    [defend] Muove il { colour-name }. L’avversario minaccia di collegare alla prossima mossa: para ogni minaccia.
   *[win2] Vittoria in 2: muove il { colour-name }. Trova la mossa dopo la quale ogni risposta perde contro un collegamento.
  }
puzzle-answer-discord = Scrivi la tua risposta con `/punct { punct-puzzle } { punct-puzzle.answer }:` (inizia a scrivere per i suggerimenti).
puzzle-answer-terminal = Scrivi la tua mossa (Tab completa), oppure: solution, next, quit.
puzzle-press-enter = Premi Invio per il problema successivo.
puzzle-no-hint = I problemi non hanno suggerimenti: qualsiasi suggerimento svelerebbe la risposta. Tab elenca ogni mossa permessa nell’ordine del tavoliere e non ne giudica nessuna. Scrivi solution per vedere la risposta (chiude la tua serie).

## Giusto

puzzle-solved = Risolto: { $answer } è giusta.
puzzle-solved-line = { $reply ->
    [none] { $theme ->
        [defend] { $answer } para ogni minaccia: l’avversario non può collegare alla prossima mossa.
       *[other] { $answer } vince.
    }
   *[other] { $win ->
        [none] Dopo { $answer }, la risposta { $reply } perde subito.
       *[other] Dopo { $answer }, il computer risponde { $reply } e { $win } collega.
    }
  }

## Sbagliato: perché, e la confutazione dell’avversario

puzzle-wrong = { $refutation ->
    [connects] { $answer } non è la soluzione: l’avversario risponde { $reply } e collega.
    [escapes] { $answer } non è la soluzione: dopo la risposta { $reply } non hai nessuna mossa che colleghi.
    [ends] { $answer } non è la soluzione: la mossa chiude la partita, ma non con la tua vittoria.
   *[misses] { $answer } non è la soluzione: la mossa non collega, e la vittoria sfuma.
  }
puzzle-try-again = Riprova, oppure chiedi la soluzione.
puzzle-solution = { $count ->
    [one] La soluzione: { $moves }.
    [many] Le soluzioni: { $moves }.
   *[other] Le soluzioni: { $moves }.
  }

## Il bilancio

puzzle-record = Risolti: { $solved } · serie: { $streak } (migliore { $best })
puzzle-daily-solved = Il problema del giorno di oggi: risolto.
puzzle-streak-rule = Una serie conta i problemi risolti di fila al primo tentativo.

## Pulsanti

puzzle-button-next = Problema successivo
puzzle-button-retry = Riprova
puzzle-button-solution = Mostra la soluzione

## Rifiuti

error-no-puzzle = Non hai nessun problema in corso: chiedine uno con `/punct { punct-puzzle }`.
error-puzzle-not-found = Nessun problema si chiama «{ $id }».
error-no-puzzle-fits = Nessun problema ha questo tema e questo livello.
