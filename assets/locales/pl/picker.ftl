# Wybór ruchu (messages/picker.rs): /punct ruch bez podanego ruchu oraz
# przycisk Ruch pod planszą. Widzi go tylko gracz, który ma ruch. Zapis ruchów
# (F5>H7-H8-I8) jest taki sam w każdym języku; $kind_name to kind-name
# z literą, np. „trójkąt (T)”. Teksty menu i przycisków są ucinane po 100
# znakach (limit Discorda), drobny druk też.

## Przyciski

picker-button-move = Ruch
picker-button-turn-back = ◀ Obróć
picker-button-turn-on = Obróć ▶
picker-button-turn = Obróć ↻
picker-button-play = Zagraj ten ruch
picker-button-back = Wstecz
picker-button-cancel = Anuluj

## Kroki

picker-title = Twój ruch w partii { $game }
picker-choose-piece = **Który pion?** Wybierz jeden ze swoich pionów na planszy (według pola jego PÜNCTA) albo nowy pion ze swojego zapasu. Zaznaczone pola wskazują PÜNCT każdego piona, który może się ruszyć.
picker-no-move = Nie masz żadnego dozwolonego ruchu: pasujesz automatycznie.
picker-piece-placeholder = Wybierz pion
picker-piece-on-board = { $cell }: { $kind_name }
picker-piece-moves = { $count ->
    [one] 1 ruch
    [few] { $count } ruchy
    [many] { $count } ruchów
   *[other] { $count } ruchów
  }
picker-piece-new = Nowy pion: { $kind_name }
picker-piece-left = { $left } w zapasie · { $count ->
    [one] 1 ruch
    [few] { $count } ruchy
    [many] { $count } ruchów
   *[other] { $count } ruchów
  }
picker-the-piece-at = twój { $kind_name } na { $cell }
picker-a-new-piece = nowy { $kind_name } z zapasu
picker-choose-cell = **Dokąd?** Wybrany pion: { $piece }. Wybierz pole dla jego PÜNCTA: { $count ->
    [one] możliwe jest 1 pole, zaznaczone na planszy.
    [few] możliwe są { $count } pola, zaznaczone na planszy.
    [many] możliwych jest { $count } pól, zaznaczonych na planszy.
   *[other] możliwych jest { $count } pól, zaznaczonych na planszy.
  }
picker-choose-column-first = Jest ich za dużo na jedną listę: wybierz najpierw kolumnę (literę), potem pole.
picker-column-placeholder = Wybierz kolumnę
picker-column = Kolumna { $column }
picker-column-cells = { $count ->
    [one] 1 pole
    [few] { $count } pola
    [many] { $count } pól
   *[other] { $count } pól
  }
picker-cell-placeholder = Wybierz pole PÜNCTA
picker-cell-ways = { $count ->
    [one] 1 ułożenie
    [few] { $count } ułożenia
    [many] { $count } ułożeń
   *[other] { $count } ułożeń
  }
picker-preview = **Podgląd, ruch jeszcze niewykonany:** { $move } — { $words }.
picker-ways = To ułożenie { $way } z { $ways }, w których pion może leżeć z PÜNCTEM na { $cell }: **Obróć** pokazuje pozostałe.
picker-typed = Aby następnym razem wpisać go ręcznie: `/punct { punct-move } { punct-move.text }:{ $move }`.
picker-stale = Pozycja zmieniła się od otwarcia tego wyboru ruchu, więc nic nie zostało zagrane. Oto wybór ruchu od nowa.
picker-played = Twój ruch { $move } został wykonany. Plansza pojawi się poniżej, widoczna dla wszystkich.
picker-cancelled = Wybór ruchu zamknięty: nie wykonano żadnego ruchu.

## Na obrazku

picker-caption-pieces = Twój ruch: wybierz pion
picker-caption-cells = Z { $cell }: dokąd może pójść PÜNCT?
picker-caption-new = Nowy pion { $kind }: dokąd pójdzie PÜNCT?
picker-preview-caption = Podgląd, ruch niewykonany: { $move }
picker-alt-preview = Podgląd ruchu { $move }, jeszcze niewykonanego.
