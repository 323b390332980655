# Zugvorschläge: die Autovervollständigung von /punct zug und /punct puzzle auf
# Discord und Tab in punct play. Höchstens 100 Zeichen (Discords Grenze; längere
# werden gekürzt). Die Zugschreibweise ist in allen Sprachen gleich; $kind_name
# ist kind-name mit dem Buchstaben, z. B. „Dreieck (T)“.

suggest-wins = { $move } — gewinnt die Partie
suggest-not-allowed = ✗ { $move } ist nicht erlaubt: { $reason }
suggest-piece = { $cell }> … deinen Spielstein auf { $cell } bewegen: { $kind_name }, { $count ->
    [one] 1 Zug
   *[other] { $count } Züge
  }
suggest-place = { $move } — einsetzen: { $kind_name }
suggest-landing = { $move } — { $landing ->
    [place] neuen Spielstein einsetzen
    [flat] auf der Ebene bewegen
    [jump] obendrauf springen
    [bridge] eine Brücke bilden
   *[pass] passen
  }
