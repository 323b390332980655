# Zetsuggesties: het automatisch aanvullen van /punct move en /punct puzzle op
# Discord, en Tab in punct play. Hoogstens 100 tekens (de grens van Discord;
# langer wordt afgekapt). De zetnotatie is in elke taal gelijk; $kind_name is
# kind-name met zijn letter, bv. „driehoek (T)”.

suggest-wins = { $move } — wint de partij
suggest-not-allowed = ✗ { $move } mag niet: { $reason }
suggest-piece = { $cell }> … je stuk op { $cell } verplaatsen: { $kind_name }, { $count ->
    [one] 1 zet
   *[other] { $count } zetten
  }
suggest-place = { $move } — inbrengen: { $kind_name }
suggest-landing = { $move } — { $landing ->
    [place] een nieuw stuk inbrengen
    [flat] vlak verplaatsen
    [jump] erbovenop springen
    [bridge] een brug slaan
   *[pass] passen
  }
