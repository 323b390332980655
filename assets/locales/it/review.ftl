# L’analisi di una partita finita: i momenti decisivi trovati dal computer.

error-review-before-end = La partita { $game } è ancora in corso: potrai analizzarla quando sarà finita, così nessuno riceve i consigli del computer durante una partita.

review-title = Analisi della partita { $game }
review-none = Il computer non ha trovato momenti decisivi nella partita { $game } ({ $result } dopo { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
  }): nessuna vittoria mancata, nessuna svista, nessuna mossa che abbia chiaramente perso terreno. L’immagine mostra la posizione finale.
# punct review in the terminal: above the moments (review-moment), or instead of them.
review-terminal-heading = I momenti decisivi { $moves ->
    [one] di questa mossa
   *[other] di queste { $moves } mosse
  }, come li vede il computer ({ level-name }):
review-terminal-none = Il computer ({ level-name }) non ha trovato alcun momento decisivo in { $moves ->
    [one] questa mossa
   *[other] queste { $moves } mosse
  }: nessuna vittoria mancata, nessun errore grave, nessuna mossa che abbia chiaramente perso terreno.
review-legend = Ogni immagine mostra la posizione dopo la mossa giocata, segnata come ultima mossa; le caselle della mossa migliore sono evidenziate.
review-moment = **Mossa { $ply }**, il { colour-name } ha giocato { $played }: { $verdict ->
    [missed-win] una vittoria mancata, { $better } collega subito
    [blunder] una svista, { $better } avrebbe tenuto
   *[mistake] un errore, { $better } era migliore
  }. Prima: { $before }. Dopo: { $after }.
review-standing = { $standing ->
    [won] il { $who } aveva vinto
    [lost] il { $who } aveva perso
    [about-to-connect] il { $who } stava per collegare
    [threatened] il { $other } stava per collegare
    [better] il { $who } era in vantaggio
    [worse] il { $who } era in svantaggio
   *[even] la partita era in equilibrio
  }
# "After:" when the side stands as it did before: what the move cost.
review-standing-kept = { $standing ->
    [won] il { $who } aveva comunque vinto
    [lost] il { $who } aveva comunque perso
    [about-to-connect] il { $who } stava ancora per collegare
    [threatened] il { $other } stava ancora per collegare
    [better] il { $who } era ancora in vantaggio, ma di meno
    [worse] il { $who } era ancora più in svantaggio
   *[even] la partita era ancora in equilibrio, ma il { $who } aveva ceduto qualcosa
  }

# One moment per message: where it stands among the others, the buttons to the others.
review-counter = Momento { $index } di { $count }
review-button-previous = Momento precedente
review-button-next = Momento successivo
review-stale = Questo pulsante non corrisponde più all’analisi della partita { $game }: usa di nuovo `/punct { punct-review }`.
# A long review, while the computer is still at work.
review-progress = Analisi in corso… mossa { $done } di { $total }
