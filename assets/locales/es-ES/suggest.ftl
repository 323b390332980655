# Jugadas sugeridas: el autocompletado de /punct move y /punct puzzle en Discord
# y Tab en punct play. 100 caracteres como máximo (límite de Discord; lo que
# sobra se corta). La notación es la misma en todos los idiomas; $kind_name es
# kind-name con su letra, p. ej. «triángulo (T)».

suggest-wins = { $move } — gana la partida
suggest-not-allowed = ✗ { $move } no está permitida: { $reason }
suggest-piece = { $cell }> … mueve tu pieza de { $cell }: { $kind_name }, { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
  }
suggest-place = { $move } — añade: { $kind_name }
suggest-landing = { $move } — { $landing ->
    [place] añade una pieza nueva
    [flat] mueve al mismo nivel
    [jump] salta encima
    [bridge] haz un puente
   *[pass] pasa
  }
