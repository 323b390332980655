# Il selettore della mossa (messages/picker.rs): /punct mossa senza mossa, e il
# pulsante Muovi sotto un tavoliere. Lo vede solo il giocatore di turno. La
# notazione (F5>H7-H8-I8) è la stessa in ogni lingua; $kind_name è kind-name
# con la sua lettera, p. es. «triangolo (T)». I testi di menu e pulsanti sono
# tagliati a 100 caratteri (limite di Discord), e anche le righe piccole.

## Pulsanti

picker-button-move = Muovi
picker-button-turn-back = ◀ Ruota
picker-button-turn-on = Ruota ▶
picker-button-turn = Ruota ↻
picker-button-play = Gioca questa mossa
picker-button-back = Indietro
picker-button-cancel = Annulla

## I passi

picker-title = La tua mossa nella partita { $game }
picker-choose-piece = **Quale pezzo?** Scegli uno dei tuoi pezzi sul tavoliere (dalla casella del suo PÜNCT) o uno nuovo dalla tua riserva. Le caselle segnate sono i PÜNCT dei tuoi pezzi che possono muoversi.
picker-no-move = Non hai nessuna mossa consentita: il tuo turno passa automaticamente.
picker-piece-placeholder = Scegli un pezzo
picker-piece-on-board = { $cell }: { $kind_name }
picker-piece-moves = { $count ->
    [one] 1 mossa
   *[other] { $count } mosse
  }
picker-piece-new = Pezzo nuovo: { $kind_name }
picker-piece-left = { $left } in riserva · { $count ->
    [one] 1 mossa
   *[other] { $count } mosse
  }
picker-the-piece-at = il tuo { $kind_name } in { $cell }
picker-a-new-piece = un nuovo { $kind_name }
picker-choose-cell = **Dove?** Scegli la casella del PÜNCT per { $piece }: { $count ->
    [one] 1 casella è possibile, segnata sul tavoliere.
   *[other] { $count } caselle sono possibili, segnate sul tavoliere.
  }
picker-choose-column-first = Sono troppe per un solo elenco: scegli prima la colonna (la lettera), poi la casella.
picker-column-placeholder = Scegli una colonna
picker-column = Colonna { $column }
picker-column-cells = { $count ->
    [one] 1 casella
   *[other] { $count } caselle
  }
picker-cell-placeholder = Scegli la casella del PÜNCT
picker-cell-ways = { $count ->
    [one] 1 orientamento
   *[other] { $count } orientamenti
  }
picker-preview = **Anteprima, non ancora giocata:** { $move } — { $words }.
picker-ways = Questo è l’orientamento { $way } di { $ways } in cui il pezzo può stare con il PÜNCT in { $cell }: **Ruota** mostra gli altri.
picker-typed = Per scriverla la prossima volta: `/punct { punct-move } { punct-move.text }:{ $move }`.
picker-stale = La posizione è cambiata da quando è stato aperto questo selettore, quindi non è stato giocato nulla. Eccolo di nuovo.
picker-played = Hai giocato { $move }. Il tavoliere viene pubblicato qui sotto, per tutti.
picker-cancelled = Selettore chiuso: non è stato giocato nulla.

## Sull’immagine

picker-caption-pieces = La tua mossa: scegli un pezzo
picker-caption-cells = Da { $cell }: dove può andare il PÜNCT?
picker-caption-new = Nuovo pezzo { $kind }: dove va il suo PÜNCT?
picker-preview-caption = Anteprima, non giocata: { $move }
picker-alt-preview = Anteprima della mossa { $move }, non ancora giocata.
