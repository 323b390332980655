# Planowanie z wyprzedzeniem (messages/plans.rs): prywatna plansza analizy
# gracza (/punct analyse, przycisk Analizuj pod planszą) i jego plan ruchów
# warunkowych (/punct plan, „Zapisz jako plan”). Widzi to tylko ten gracz.
# Zapis ruchów (F5>H7-H8-I8) jest taki sam we wszystkich językach. Linia
# (line) to jeden ciąg ruchów w planie.

## Plansza analizy

button-analyse = Analizuj
analysis-title = Plansza analizy partii { $game } (widzisz ją tylko ty)
analysis-start = Pozycja z partii po ruchu { $ply }. Graj tu ruchy za obie strony: nic na tej planszy nie zmienia partii.
analysis-start-empty = Pozycja początkowa partii. Graj tu ruchy za obie strony: nic na tej planszy nie zmienia partii.
analysis-tried = Wypróbowane od pozycji partii po ruchu { $from }: { $moves }.
analysis-in-game = Powrót do ruchu { $ply } samej partii (partia doszła do ruchu { $last }).
analysis-to-move = Na tej planszy ruch mają { colour-name }.
analysis-board-over = Na tej planszy partia jest zakończona: { $result }.
analysis-no-engine = Bez komputera na tej planszy, dopóki partia trwa: uczciwa gra dla was obojga.
analysis-engine-offered = Partia jest zakończona, więc komputer może tu pomóc: **{ analysis-button-engine }**.
analysis-plan-hint = Czekasz, aż { $opponent } zagra? Zagraj ruch, którego się spodziewasz, i swoją odpowiedź, a potem **{ analysis-button-save }**: jeśli ten ruch padnie, twoja odpowiedź zostanie zagrana od razu.
analysis-plan-ready = **{ analysis-button-save }** zachowuje tę linię: jeśli { $opponent } zagra { $move }, twoja odpowiedź { $reply } zostanie zagrana od razu.
analysis-stale = Ta kopia twojej planszy analizy była nieaktualna, więc nic nie zostało zmienione. Oto plansza w obecnym stanie.
analysis-closed = Plansza analizy zamknięta. Partia nie została zmieniona.
analysis-choose-piece = **Który pion?** Ruch mają { colour-name }: wybierz ich pion na planszy (według pola jego PÜNCTA) albo nowy pion z zapasu, albo wpisz ruch: `/punct { punct-analyse } { punct-analyse.move }:`.
analysis-the-piece-at = { $kind_name } na { $cell }
analysis-tried-move = Wypróbowano na planszy: { $move }.

analysis-button-back = ◀ Wstecz
analysis-button-forward = Dalej ▶
analysis-button-reset = Resetuj
analysis-button-save = Zapisz jako plan
analysis-button-engine = Komputer
analysis-button-close = Zamknij
analysis-button-try = Wypróbuj ten ruch
analysis-button-try-engine = Wypróbuj { $move }

analysis-caption = Analiza, nie partia: ruch mają { colour-name }
analysis-caption-over = Analiza, nie partia
analysis-alt = Plansza analizy partii { $game }, nie sama partia.

## Komputer, gdy partia się zakończy

analysis-engine = **Komputer:** { colour-name } powinny zagrać { $best }. { $standing }.
analysis-engine-none = **Komputer:** nie ma tu żadnego ruchu do wykonania. { $standing }.
analysis-standing = { $standing ->
    [won] { $who } wygrały
    [lost] { $who } przegrały
    [about-to-connect] { $who } mogą połączyć następnym ruchem
    [threatened] { $other } grożą połączeniem następnym ruchem
    [better] { $who } stoją lepiej
    [worse] { $who } stoją gorzej
   *[even] pozycja jest wyrównana
  }

## Plan

plan-title = Twój plan dla partii { $game } (widzisz go tylko ty)
plan-none = Nie masz planu dla partii { $game }. Aby go ułożyć: `/punct { punct-analyse }`, zagraj ruch, którego spodziewasz się po { $opponent }, i swoją odpowiedź, a potem **{ analysis-button-save }**.
plan-line = Jeśli { $opponent } zagra **{ $move }**, odpowiadasz **{ $reply }**
plan-line-then = potem na **{ $move }** odpowiadasz **{ $reply }**
plan-rules = Gdy { $opponent } zagra ruch, którego oczekuje któraś linia, twoja odpowiedź zostanie zagrana od razu, nawet gdy cię nie ma. Ruch, którego nie oczekuje żadna linia, kasuje plan (dostaniesz wiadomość), podobnie jak cofnięcie ruchu i koniec partii. { $opponent } nigdy go nie widzi.
plan-delete-placeholder = Usuń linię
plan-delete-option = Linia { $number }: { $moves }
plan-button-delete-all = Usuń cały plan
plan-button-analyse = { button-analyse }
plan-deleted = Linia usunięta.
plan-deleted-all = Plan usunięty: w partii { $game } nic nie zostanie zagrane za ciebie.
plan-saved = Zapisano w twoim planie dla partii { $game }: jeśli { $opponent } zagra { $move }, odpowiadasz { $reply }{ $more ->
    [0] .
   *[other] , a potem jeszcze { $more } { $more ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchów
    }.
  }
plan-saved-replaced = { $count ->
    [one] Zastępuje linię, która odpowiadała inaczej albo była krótsza.
    [few] Zastępuje { $count } linie, które odpowiadały inaczej albo były krótsze.
    [many] Zastępuje { $count } linii, które odpowiadały inaczej albo były krótsze.
   *[other] Zastępuje { $count } linii, które odpowiadały inaczej albo były krótsze.
  }
plan-saved-known = Ta linia była już w twoim planie dla partii { $game }: nic się nie zmieniło.
plan-see = `/punct { punct-plan }` pokazuje twój plan i usuwa z niego linie.

## Ruch zagrany z planu i skasowany plan

move-made-planned = Ruch { $ply } ({ colour-name }): { $notation }, zagrany od razu z planu ułożonego zawczasu.
plan-note-unexpected = Twój plan dla partii { $game } został skasowany: { $opponent } gra { $move }, a żadna linia planu tego nie przewidywała. Twój ruch.
plan-note-illegal = Twój plan dla partii { $game } został skasowany: odpowiedź z planu, { $move }, nie była już dozwolona, więc nie została zagrana. Twój ruch.

## Odmowy

error-engine-during-game = Bez komputera na planszy analizy partii { $game }, dopóki partia trwa: byłaby to rada dla jednej strony. Gdy partia się zakończy, pojawi się **{ analysis-button-engine }**.
error-no-plan-here = Partia { $game } nie przyjmuje planu: plan odpowiada na ruchy człowieka w partii, która wciąż trwa.
error-plan-on-your-turn = W partii { $game } masz ruch: zagraj go (`/punct { punct-move }`). Plan odpowiada na ruch przeciwnika, gdy ty czekasz.
error-plan-not-from-here = Ta plansza analizy nie wychodzi od obecnego stanu partii { $game } (partia poszła dalej albo plansza cofnęła się przed jej pozycję). Naciśnij **{ analysis-button-reset }**, potem zagraj ruch przeciwnika i swoją odpowiedź.
error-plan-too-short = Plan potrzebuje ruchu, którego spodziewasz się po przeciwniku, i twojej odpowiedzi, od pozycji w partii { $game }: zagraj oba na planszy, a potem **{ analysis-button-save }**.
error-plan-too-large = Limity planu (partia { $game }): liczba linii — najwyżej { $lines }, liczba ruchów w linii — najwyżej { $moves }. Usuń linię komendą `/punct { punct-plan }` albo zapisz krótszą.
error-no-such-plan-line = Tej linii nie ma już w twoim planie dla partii { $game } (rozegrana do końca albo usunięta): `/punct { punct-plan }` pokazuje plan w obecnym stanie.
