# El análisis de una partida terminada: los momentos decisivos que encontró la máquina.

error-review-before-end = La partida { $game } aún se está jugando: podrás analizarla cuando termine, para que nadie reciba los consejos de la máquina durante una partida.

review-title = Análisis de la partida { $game }
review-none = La máquina no encontró ningún momento decisivo en la partida { $game } ({ $result } tras { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
  }): ni victoria perdida, ni error grave, ni un movimiento que perdiera terreno con claridad. La imagen muestra la posición final.
# punct review in the terminal: above the moments (review-moment), or instead of them.
review-terminal-heading = Los momentos decisivos de { $moves ->
    [one] esta jugada
   *[other] estas { $moves } jugadas
  }, tal como los ve el ordenador ({ level-name }):
review-terminal-none = El ordenador ({ level-name }) no encontró ningún momento decisivo en { $moves ->
    [one] esta jugada
   *[other] estas { $moves } jugadas
  }: ninguna victoria perdida, ningún error grave, ninguna jugada que perdiera claramente terreno.
review-legend = Cada imagen muestra la posición tras la jugada hecha, marcada como última jugada; los espacios de la mejor jugada están resaltados.
review-moment = **Jugada { $ply }**, las { colour-name } jugaron { $played }: { $verdict ->
    [missed-win] una victoria perdida, { $better } conecta enseguida
    [blunder] un error grave, { $better } habría aguantado
   *[mistake] un error, { $better } era mejor
  }. Antes: { $before }. Después: { $after }.
review-standing = { $standing ->
    [won] las { $who } habían ganado
    [lost] las { $who } habían perdido
    [about-to-connect] las { $who } estaban a punto de conectar
    [threatened] las { $other } estaban a punto de conectar
    [better] las { $who } iban mejor
    [worse] las { $who } iban peor
   *[even] la partida estaba igualada
  }
# "After:" when the side stands as it did before: what the move cost.
review-standing-kept = { $standing ->
    [won] las { $who } habían ganado de todos modos
    [lost] las { $who } habían perdido de todos modos
    [about-to-connect] las { $who } seguían a punto de conectar
    [threatened] las { $other } seguían a punto de conectar
    [better] las { $who } seguían yendo mejor, pero con menos ventaja
    [worse] las { $who } iban aún peor
   *[even] la partida seguía igualada, pero las { $who } habían cedido algo
  }

# One moment per message: where it stands among the others, the buttons to the others.
review-counter = Momento { $index } de { $count }
review-button-previous = Momento anterior
review-button-next = Momento siguiente
review-stale = Este botón ya no corresponde al análisis de la partida { $game }: vuelve a usar `/punct { punct-review }`.
# A long review, while the computer is still at work.
review-progress = Analizando… jugada { $done } de { $total }
