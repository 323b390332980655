# Mosse suggerite: il completamento automatico di /punct move e /punct puzzle su
# Discord e Tab in punct play. Al massimo 100 caratteri (limite di Discord; oltre,
# tagliato). La notazione è la stessa in ogni lingua; $kind_name è kind-name con
# la sua lettera, p. es. «triangolo (T)».

suggest-wins = { $move } — vince la partita
suggest-not-allowed = ✗ { $move } non è permessa: { $reason }
suggest-piece = { $cell }> … muovi il tuo pezzo in { $cell }: { $kind_name }, { $count ->
    [one] 1 mossa
   *[other] { $count } mosse
  }
suggest-place = { $move } — metti: { $kind_name }
suggest-landing = { $move } — { $landing ->
    [place] metti un pezzo nuovo
    [flat] muovi allo stesso livello
    [jump] salta sopra
    [bridge] fai un ponte
   *[pass] passa
  }
