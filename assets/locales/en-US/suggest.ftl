# Move suggestions: Discord's autocomplete of /punct move and /punct puzzle,
# and Tab in punct play. A label is cut at 100 characters (Discord's limit).
# The move notation is the same in every language; $kind_name is kind-name
# with its letter, e.g. "triangle (T)".

suggest-wins = { $move } — wins the game
suggest-not-allowed = ✗ { $move } is not allowed: { $reason }
suggest-piece = { $cell }> … move your { $kind_name } at { $cell } ({ $count ->
    [one] 1 move
   *[other] { $count } moves
  })
suggest-place = { $move } — place your { $kind_name }
suggest-landing = { $move } — { $landing ->
    [place] place a new piece
    [flat] move flat
    [jump] jump on top
    [bridge] bridge the gap
   *[pass] pass
  }
