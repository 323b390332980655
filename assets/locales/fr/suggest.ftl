# Suggestions de coups : l’autocomplétion de /punct move et /punct puzzle sur
# Discord, et Tab dans punct play. 100 caractères au plus (limite de Discord ;
# au-delà, coupé). La notation est la même dans toutes les langues ; $kind_name
# est kind-name avec sa lettre, p. ex. « triangle (T) ».

suggest-wins = { $move } — gagne la partie
suggest-not-allowed = ✗ { $move } n’est pas permis : { $reason }
suggest-piece = { $cell }> … déplacer votre pièce en { $cell } : { $kind_name }, { $count ->
    [one] 1 coup
   *[other] { $count } coups
  }
suggest-place = { $move } — ajouter : { $kind_name }
suggest-landing = { $move } — { $landing ->
    [place] ajouter une nouvelle pièce
    [flat] déplacer à plat
    [jump] sauter dessus
    [bridge] faire un pont
   *[pass] passer
  }
