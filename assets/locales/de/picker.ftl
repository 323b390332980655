# Die Zugauswahl (messages/picker.rs): /punct zug ohne Zug und der Knopf
# Ziehen unter einem Spielplan. Nur wer am Zug ist, sieht sie. Die
# Zugschreibweise (F5>H7-H8-I8) ist in allen Sprachen gleich; $kind_name ist
# kind-name mit dem Buchstaben, z. B. „Dreieck (T)“. Menü- und Knopftexte
# werden bei 100 Zeichen gekürzt (Discords Grenze), das Kleingedruckte auch.

## Knöpfe

picker-button-move = Ziehen
picker-button-turn-back = ◀ Drehen
picker-button-turn-on = Drehen ▶
picker-button-turn = Drehen ↻
picker-button-play = Diesen Zug spielen
picker-button-back = Zurück
picker-button-cancel = Abbrechen

## Die Schritte

picker-title = Dein Zug in Partie { $game }
picker-choose-piece = **Welcher Spielstein?** Wähle einen deiner Spielsteine auf dem Spielplan (nach dem Spielfeld seines PÜNCTs) oder einen neuen aus deinem Vorrat. Die markierten Spielfelder sind die PÜNCTs deiner Spielsteine, die sich bewegen können.
picker-no-move = Du hast keinen erlaubten Zug und passt daher automatisch.
picker-piece-placeholder = Wähle einen Spielstein
picker-piece-on-board = { $cell }: { $kind_name }
picker-piece-moves = { $count ->
    [one] 1 Zug
   *[other] { $count } Züge
  }
picker-piece-new = Neuer Spielstein: { $kind_name }
picker-piece-left = noch { $left } im Vorrat · { $count ->
    [one] 1 Zug
   *[other] { $count } Züge
  }
picker-the-piece-at = { $kind_name } auf { $cell }
picker-a-new-piece = { $kind_name } aus deinem Vorrat
picker-choose-cell = **Wohin?** Gewählt: { $piece }. Wähle das Spielfeld für den PÜNCT: { $count ->
    [one] 1 Spielfeld ist möglich, auf dem Spielplan markiert.
   *[other] { $count } Spielfelder sind möglich, auf dem Spielplan markiert.
  }
picker-choose-column-first = Es sind zu viele für eine Liste: wähle zuerst die Spalte (den Buchstaben), dann das Spielfeld.
picker-column-placeholder = Wähle eine Spalte
picker-column = Spalte { $column }
picker-column-cells = { $count ->
    [one] 1 Spielfeld
   *[other] { $count } Spielfelder
  }
picker-cell-placeholder = Wähle das Spielfeld des PÜNCTs
picker-cell-ways = { $count ->
    [one] 1 Ausrichtung
   *[other] { $count } Ausrichtungen
  }
picker-preview = **Vorschau, noch nicht gespielt:** { $move } — { $words }.
picker-ways = So liegt der Spielstein in Ausrichtung { $way } von { $ways } mit seinem PÜNCT auf { $cell }: **Drehen** zeigt die anderen.
picker-typed = Zum Eintippen beim nächsten Mal: `/punct { punct-move } { punct-move.text }:{ $move }`.
picker-stale = Die Stellung hat sich geändert, seit diese Zugauswahl geöffnet wurde, daher wurde nichts gespielt. Hier ist die Zugauswahl noch einmal.
picker-played = Du hast { $move } gespielt. Der Spielplan erscheint unten, für alle sichtbar.
picker-cancelled = Zugauswahl geschlossen: es wurde nichts gespielt.

## Auf dem Bild

picker-caption-pieces = Dein Zug: wähle einen Spielstein
picker-caption-cells = Von { $cell }: wohin kann der PÜNCT?
picker-caption-new = Neuer { $kind }-Stein: wohin mit dem PÜNCT?
picker-preview-caption = Vorschau, nicht gespielt: { $move }
picker-alt-preview = Vorschau des Zugs { $move }, noch nicht gespielt.
