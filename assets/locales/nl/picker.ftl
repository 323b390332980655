# De zetkiezer (messages/picker.rs): /punct zet zonder zet, en de knop Zet
# onder een bord. Alleen wie aan zet is, ziet hem. De zetnotatie
# (F5>H7-H8-I8) is in elke taal gelijk; $kind_name is kind-name met zijn
# letter, bv. „driehoek (T)”. Teksten van menu's en knoppen worden afgekapt
# op 100 tekens (de grens van Discord), de kleine letters ook.

## Knoppen

picker-button-move = Zet
picker-button-turn-back = ◀ Draaien
picker-button-turn-on = Draaien ▶
picker-button-turn = Draaien ↻
picker-button-play = Deze zet spelen
picker-button-back = Terug
picker-button-cancel = Annuleren

## De stappen

picker-title = Je zet in partij { $game }
picker-choose-piece = **Welk stuk?** Kies een van je stukken op het bord (via het veld van zijn PÜNCT) of een nieuw stuk uit je voorraad. De gemarkeerde velden tonen de PÜNCT van elk stuk dat kan bewegen.
picker-no-move = Je hebt geen toegestane zet: je past automatisch.
picker-piece-placeholder = Kies een stuk
picker-piece-on-board = { $cell }: { $kind_name }
picker-piece-moves = { $count ->
    [one] 1 zet
   *[other] { $count } zetten
  }
picker-piece-new = Nieuw stuk: { $kind_name }
picker-piece-left = nog { $left } in voorraad · { $count ->
    [one] 1 zet
   *[other] { $count } zetten
  }
picker-the-piece-at = je { $kind_name } op { $cell }
picker-a-new-piece = een { $kind_name } uit je voorraad
picker-choose-cell = **Waarheen?** Kies het veld voor de PÜNCT van { $piece }: { $count ->
    [one] 1 veld is mogelijk, gemarkeerd op het bord.
   *[other] { $count } velden zijn mogelijk, gemarkeerd op het bord.
  }
picker-choose-column-first = Het zijn er te veel voor één lijst: kies eerst de kolom (de letter), dan het veld.
picker-column-placeholder = Kies een kolom
picker-column = Kolom { $column }
picker-column-cells = { $count ->
    [one] 1 veld
   *[other] { $count } velden
  }
picker-cell-placeholder = Kies het veld van de PÜNCT
picker-cell-ways = { $count ->
    [one] 1 draaistand
   *[other] { $count } draaistanden
  }
picker-preview = **Voorbeeld, nog niet gespeeld:** { $move } — { $words }.
picker-ways = Dit is draaistand { $way } van { $ways } waarin het stuk met zijn PÜNCT op { $cell } kan liggen: **Draaien** toont de andere.
picker-typed = Om hem de volgende keer te typen: `/punct { punct-move } { punct-move.text }:{ $move }`.
picker-stale = De stelling is veranderd sinds deze zetkiezer werd geopend, dus er is niets gespeeld. Hier is de zetkiezer opnieuw.
picker-played = Je hebt { $move } gespeeld. Het bord verschijnt hieronder, voor iedereen zichtbaar.
picker-cancelled = Zetkiezer gesloten: er is niets gespeeld.

## Op de afbeelding

picker-caption-pieces = Je zet: kies een stuk
picker-caption-cells = Vanaf { $cell }: waar kan de PÜNCT heen?
picker-caption-new = Nieuw stuk { $kind }: waar gaat de PÜNCT heen?
picker-preview-caption = Voorbeeld, niet gespeeld: { $move }
picker-alt-preview = Voorbeeld van de zet { $move }, nog niet gespeeld.
