# Podpowiedzi ruchów: autouzupełnianie /punct move i /punct puzzle na Discordzie
# oraz Tab w punct play. Najwyżej 100 znaków (limit Discorda; dłuższe są
# ucinane). Zapis ruchów jest taki sam w każdym języku; $kind_name to kind-name
# z literą, np. „trójkąt (T)”.

suggest-wins = { $move } — wygrywa partię
suggest-not-allowed = ✗ { $move } jest niedozwolony: { $reason }
suggest-piece = { $cell }> … przesuń swój pion z { $cell }: { $kind_name }, { $count ->
    [one] 1 ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
  }
suggest-place = { $move } — wprowadź: { $kind_name }
suggest-landing = { $move } — { $landing ->
    [place] wprowadź nowy pion
    [flat] przesuń na tym samym poziomie
    [jump] wskocz na wierzch
    [bridge] zbuduj most
   *[pass] spasuj
  }
